// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/WeightedScore.h"

#include "core/Error.h"
#include "core/Types.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <optional>
#include <sstream>

namespace overplay::core {

std::string shortPercentText(double percent) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", percent);
    std::string t = buffer;
    while (t.back() == '0')
        t.pop_back();
    if (t.back() == '.')
        t.pop_back();
    return t;
}

namespace {
std::vector<std::string> wordsOf(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> words;
    for (std::string w; in >> w;)
        words.push_back(w);
    return words;
}

/// "60%", "60" or "33.3333333333%" → the number; nothing for anything else.
std::optional<double> percentOf(std::string word) {
    if (!word.empty() && word.back() == '%')
        word.pop_back();
    // A third written out ("33.3333333333%") is a percentage too: up to 16 characters, enough
    // for a double's precision, before the sum's check decides.
    if (word.empty() || word.size() > 16)
        return std::nullopt;
    int dots = 0;
    for (char c : word) {
        if (c == '.')
            ++dots;
        else if (!std::isdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
    }
    if (dots > 1 || word.front() == '.' || word.back() == '.')
        return std::nullopt;
    return std::stod(word);
}
} // namespace

std::string WeightedScore::text() const {
    std::string t;
    for (const WeightedOutcome& o : outcomes) {
        if (!t.empty())
            t += ", ";
        t += shortPercentText(o.percent) + "% " + o.play.contract.text();
        if (!o.play.contract.isPassedOut())
            t += std::string(" ") + seatLetter(o.play.declarer) + " " + o.play.resultText();
    }
    return t;
}

WeightedScore parseWeightedScore(std::string_view text) {
    const std::string whole(text);
    const auto fail = [&](const std::string& why) -> WeightedScore {
        throw InputError("Weighted score \"" + whole + "\": " + why +
                         " Write outcomes such as \"60% 4S N =, 40% 4S N -1\".");
    };
    WeightedScore w;
    double sum = 0;
    std::size_t start = 0;
    while (start <= whole.size()) {
        std::size_t comma = whole.find(',', start);
        if (comma == std::string::npos)
            comma = whole.size();
        const std::vector<std::string> words =
            wordsOf(std::string_view(whole).substr(start, comma - start));
        start = comma + 1;
        if (words.empty())
            return fail("an outcome is empty.");
        const auto percent = percentOf(words[0]);
        if (!percent || *percent <= 0 || *percent > 100)
            return fail("\"" + words[0] + "\" is not a percentage above 0.");
        WeightedOutcome o;
        o.percent = *percent;
        if (words.size() < 2)
            return fail("an outcome has no contract.");
        const Contract contract = parseContract(words[1]);
        if (contract.isPassedOut()) {
            if (words.size() != 2)
                return fail("a passed-out outcome has no declarer or result.");
            o.play.contract = contract;
        } else {
            if (words.size() != 4)
                return fail("each outcome needs a contract, a declarer and a result.");
            const auto declarer = parseSeat(words[2]);
            if (!declarer)
                return fail("\"" + words[2] + "\" is not a declarer (N, E, S or W).");
            o.play = makePlay(contract, *declarer, words[3]);
        }
        sum += o.percent;
        w.outcomes.push_back(o);
    }
    if (std::abs(sum - 100) > 1e-9)
        return fail("the percentages add up to " + shortPercentText(sum) + ", not 100.");
    return w;
}

} // namespace overplay::core
