// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/WeightedScore.h"

#include "core/Error.h"
#include "core/Text.h"
#include "core/Types.h"

#include <cmath>
#include <optional>

namespace overplay::core {

namespace {
/// "60%", "60" or "33.3333333333%" → the number; nothing for anything else.
std::optional<double> percentOf(std::string_view word) {
    if (!word.empty() && word.back() == '%')
        word.remove_suffix(1);
    // A third written out ("33.3333333333%") is a percentage too: up to 16 characters, enough
    // for a double's precision, before the sum's check decides.
    return plainDecimal(word, 16);
}
} // namespace

std::string WeightedScore::text() const {
    std::string t;
    for (const WeightedOutcome& o : outcomes) {
        if (!t.empty())
            t += ", ";
        t += twoPlacesText(o.percent) + "% " + o.play.contract.text();
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
    for (const std::string_view outcome : splitText(whole, ',')) {
        const std::vector<std::string> words = wordsOf(outcome);
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
        return fail("the percentages add up to " + twoPlacesText(sum) + ", not 100.");
    return w;
}

} // namespace overplay::core
