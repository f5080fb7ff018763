// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ResultText.h"

#include "core/Error.h"
#include "core/Text.h"
#include "core/Words.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace overplay::core {

namespace {

/// U+2212 MINUS SIGN, which word processors and phones put in "A+/A−".
constexpr std::string_view kTypographicMinus = "\xE2\x88\x92";

/// The typographic minus as the ASCII one, so every reader sees one spelling.
std::string plainMinus(std::string_view text) {
    std::string out(text);
    for (std::size_t at = out.find(kTypographicMinus); at != std::string::npos;
         at = out.find(kTypographicMinus, at))
        out.replace(at, kTypographicMinus.size(), "-");
    return out;
}

std::vector<std::string> words(std::string_view text) {
    std::vector<std::string> out;
    std::string current;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!current.empty())
                out.push_back(std::move(current));
            current.clear();
        } else {
            current += c;
        }
    }
    if (!current.empty())
        out.push_back(std::move(current));
    for (std::string& w : out)
        w = upperText(plainMinus(w));
    return out;
}

bool allDigits(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
    });
}

/// A pair as typed at the front of a line: its number ("3"), or its label as its card
/// prints it ("3EW", "A3", "B12NS"): letters and digits, at least one digit.
bool isPairWord(const std::string& word) {
    return !word.empty() && word.size() <= 6 && std::all_of(word.begin(), word.end(), [](char c) {
        return std::isalnum(static_cast<unsigned char>(c));
    }) && std::any_of(word.begin(), word.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
    });
}

/// "3-8", "3V8", "3/8", "3EW-3NS" → the two pairs as typed. An adjusted score ("A60/A40")
/// is not a pair of pairs.
std::optional<std::pair<std::string, std::string>> pairsWord(const std::string& word) {
    const auto cut = word.find_first_of("-/");
    const auto versus = word.find('V');
    const bool digitsVersus = versus != std::string::npos && allDigits(word.substr(0, versus)) &&
                              allDigits(word.substr(versus + 1));
    const auto at = cut != std::string::npos ? cut : digitsVersus ? versus : std::string::npos;
    if (at == std::string::npos || at == 0 || isAdjustedScoreWord(word))
        return std::nullopt;
    std::string a = word.substr(0, at);
    std::string b = word.substr(at + 1);
    if (!isPairWord(a) || !isPairWord(b))
        return std::nullopt;
    if (allDigits(a) != allDigits(b) || (allDigits(a) && (a.size() > 3 || b.size() > 3)))
        return std::nullopt;
    return std::pair{std::move(a), std::move(b)};
}

bool isPassWord(std::string_view word) {
    return word == "PASS" || word == "P" || word == "AP" || word == "PASSED";
}

} // namespace

std::string strainSymbol(Strain strain) {
    static constexpr Word<Strain> kSymbols[] = {{Strain::Spades, "\u2660"},
                                                {Strain::Hearts, "\u2665"},
                                                {Strain::Diamonds, "\u2666"},
                                                {Strain::Clubs, "\u2663"},
                                                {Strain::NoTrump, "NT"}};
    return std::string(wordOf(kSymbols, strain));
}

std::string suitSymbol(Suit suit) {
    return strainSymbol(static_cast<Strain>(static_cast<int>(suit)));
}

bool isAdjustedScoreWord(std::string_view word) {
    const std::string w = upperText(plainMinus(word));
    return !w.empty() && w[0] == 'A' && w != "AP" &&
           w.find_first_not_of("A+-=/%0123456789") == std::string::npos;
}

Card readLead(std::string_view text) {
    const auto card = parseCard(upperText(text));
    if (!card)
        throw InputError("\"" + std::string(text) +
                         "\" is not a card: write the lead as SA, HT, D7 …");
    return *card;
}

Play readPlay(std::string_view contractText, std::string_view declarerText,
              std::string_view result) {
    const Contract contract = parseContract(upperText(contractText));
    if (contract.isPassedOut())
        return Play{contract, Seat::North, 0};
    if (declarerText.empty())
        throw InputError("Write the declarer after the contract: N, E, S or W.");
    const auto declarer = parseSeat(upperText(declarerText));
    if (!declarer)
        throw InputError("\"" + std::string(declarerText) +
                         "\" is not a declarer: write N, E, S or W.");
    if (result.empty())
        throw InputError("Write the result after the declarer: =, +1, -2 or the tricks taken.");
    return makePlay(contract, *declarer, plainMinus(result));
}

ResultLine readResultLine(std::string_view text) {
    std::vector<std::string> w = words(text);
    if (w.empty())
        throw InputError("Type a result: a contract, declarer and result such as \"4S N =\", "
                         "PASS, or an adjusted score such as A+/A-.");
    ResultLine line;
    if (auto pairs = pairsWord(w.front())) {
        line.ns = pairs->first;
        line.ew = pairs->second;
        w.erase(w.begin());
        if (w.empty())
            throw InputError("The pairs " + line.ns + "-" + line.ew +
                             " need a result after them, such as \"4S N =\".");
    }
    const std::string& first = w.front();
    if ((first == "NP" && w.size() == 1) || (first == "NOT" && w.size() == 2 && w[1] == "PLAYED")) {
        line.notPlayed = true;
        return line;
    }
    // "60% 4S N =, 40% 4S N -1": a weighted score starts with its first outcome's share.
    if (first.size() >= 2 && first.back() == '%' && allDigits(first.substr(0, 1))) {
        std::string outcomes;
        for (const std::string& word : w)
            outcomes += (outcomes.empty() ? "" : " ") + word;
        line.weighted = parseWeightedScore(outcomes);
        return line;
    }
    if (isPassWord(first)) {
        if (w.size() > 1)
            throw InputError("A passed-out board takes nothing after PASS.");
        line.play = Play{};
        return line;
    }
    if (isAdjustedScoreWord(first)) {
        if (w.size() > 1)
            throw InputError("An adjusted score takes nothing after it (write A+/A- as one "
                             "word).");
        line.adjusted = parseAdjustedScore(first);
        return line;
    }
    // "+140", "-50" (or "SCORE +140"): only the score, as some clubs' slips carry it.
    const bool named = first == "SCORE" && w.size() == 2;
    if (const std::string& word = named ? w[1] : first;
        (named || w.size() == 1) && word.size() >= 2 && (word[0] == '+' || word[0] == '-') &&
        allDigits(word.substr(1))) {
        if (word.size() > 6)
            throw InputError("No contract scores " + word + ".");
        line.score = std::stoi(word);
        return line;
    }
    if (allDigits(first) && w.size() == 1) {
        const int tricks = std::stoi(first.substr(0, std::min<std::size_t>(first.size(), 3)));
        if (tricks > 13)
            throw InputError("There are only 13 tricks; " + first +
                             " is too many (a score alone is written with its sign: +" + first +
                             " or -" + first + ").");
        line.tricks = tricks;
        return line;
    }
    // The contract is read before the declarer is asked for, so "8S" is refused for its level.
    parseContract(first);
    // "4S by N =" is how a line is worded back (resultWords): it reads as "4S N =".
    if (w.size() > 1 && w[1] == "BY")
        w.erase(w.begin() + 1);
    line.play = readPlay(first, w.size() > 1 ? w[1] : "", w.size() > 2 ? w[2] : "");
    if (w.size() > 3)
        line.lead = readLead(w[3]);
    if (w.size() > 4)
        throw InputError("Too much on the line: after the lead (\"" + w[3] +
                         "\") there should be nothing.");
    return line;
}

std::string contractWords(const Contract& contract, StrainSpelling spelling) {
    if (spelling == StrainSpelling::Letters || contract.isPassedOut())
        return contract.text();
    return spelledContract(contract, strainSymbol(contract.strain));
}

std::string resultWords(const TravellerLine& line, StrainSpelling spelling) {
    if (line.notPlayed)
        return "not played";
    if (line.adjusted)
        return line.adjusted->text();
    if (line.weighted)
        return "weighted " + line.weighted->text();
    if (line.whistTricksNs)
        return std::to_string(*line.whistTricksNs) + " tricks to North-South";
    if (line.scoreOnlyNs)
        return "score " + std::string(*line.scoreOnlyNs > 0 ? "+" : "") +
               std::to_string(*line.scoreOnlyNs);
    if (!line.play)
        return "";
    if (line.play->contract.isPassedOut())
        return contractWords(line.play->contract, spelling);
    return contractWords(line.play->contract, spelling) + " by " + seatLetter(line.play->declarer) +
           " " + line.play->resultText();
}

std::string resultSummary(const TravellerLine& line, StrainSpelling spelling) {
    if (line.adjusted)
        return "adjusted " + resultWords(line, spelling);
    if (line.play && line.play->contract.isPassedOut())
        return "passed out";
    std::string words = resultWords(line, spelling);
    return words.empty() ? "no result" : words;
}

} // namespace overplay::core
