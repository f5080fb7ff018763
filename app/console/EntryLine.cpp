// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/EntryLine.h"

#include "core/Error.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

namespace overplay::app {

namespace {

std::vector<std::string> tokens(std::string_view text) {
    std::vector<std::string> out;
    std::string current;
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!current.empty())
                out.push_back(std::move(current));
            current.clear();
        } else {
            current += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        }
    }
    if (!current.empty())
        out.push_back(std::move(current));
    return out;
}

bool allDigits(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
    });
}

/// "3-8", "3V8", "3/8" → the pairs.
std::optional<std::pair<int, int>> pairsToken(const std::string& token) {
    const auto cut = token.find_first_of("-V/");
    if (cut == std::string::npos || cut == 0)
        return std::nullopt;
    const std::string a = token.substr(0, cut);
    const std::string b = token.substr(cut + 1);
    if (!allDigits(a) || !allDigits(b) || a.size() > 3 || b.size() > 3)
        return std::nullopt;
    return std::pair{std::stoi(a), std::stoi(b)};
}

bool isAdjusted(const std::string& token) {
    return !token.empty() && token[0] == 'A' && token != "AP" &&
           token.find_first_not_of("A+-=/") == std::string::npos;
}

} // namespace

EntryLine parseEntryLine(std::string_view text) {
    std::vector<std::string> t = tokens(text);
    if (t.empty())
        throw core::InputError("Type a result: a contract, declarer and result such as "
                               "\"4S N =\", PASS, or an adjusted score such as A+/A-.");
    EntryLine line;
    if (auto pairs = pairsToken(t.front())) {
        line.ns = pairs->first;
        line.ew = pairs->second;
        t.erase(t.begin());
        if (t.empty())
            throw core::InputError("The pairs " + std::to_string(pairs->first) + "-" +
                                   std::to_string(pairs->second) +
                                   " need a result after them, such as \"4S N =\".");
    }
    const std::string& first = t.front();
    if (first == "PASS" || first == "P" || first == "AP" || first == "PASSED") {
        if (t.size() > 1)
            throw core::InputError("A passed-out board takes nothing after PASS.");
        line.play = core::Play{};
        return line;
    }
    if (isAdjusted(first)) {
        if (t.size() > 1)
            throw core::InputError("An adjusted score takes nothing after it (write A+/A- "
                                   "as one word).");
        line.adjusted = core::parseAdjustedScore(first);
        return line;
    }
    if (allDigits(first) && t.size() == 1) {
        const int tricks = std::stoi(first.substr(0, std::min<std::size_t>(first.size(), 3)));
        if (tricks > 13)
            throw core::InputError("There are only 13 tricks; " + first + " is too many.");
        line.tricks = tricks;
        return line;
    }
    const core::Contract contract = core::parseContract(first);
    if (t.size() < 2)
        throw core::InputError("Write the declarer after the contract: N, E, S or W.");
    const auto declarer = core::parseSeat(t[1]);
    if (!declarer)
        throw core::InputError("\"" + t[1] + "\" is not a declarer: write N, E, S or W.");
    if (t.size() < 3)
        throw core::InputError("Write the result after the declarer: =, +1, -2 or the tricks "
                               "taken.");
    line.play = core::makePlay(contract, *declarer, t[2]);
    if (t.size() >= 4) {
        const auto lead = core::parseCard(t[3]);
        if (!lead)
            throw core::InputError("\"" + t[3] +
                                   "\" is not a card: write the lead as SA, HT, "
                                   "D7 …");
        line.lead = lead;
    }
    if (t.size() > 4)
        throw core::InputError("Too much on the line: after the lead (\"" + t[3] +
                               "\") there should be nothing.");
    return line;
}

} // namespace overplay::app
