// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Contract.h"

#include "core/Error.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <charconv>

namespace overplay::core {

std::string Contract::text() const {
    if (isPassedOut())
        return "PASS";
    return spelledContract(*this, strainText(royal ? Strain::Spades : strain));
}

std::string spelledContract(const Contract& contract, std::string_view strain) {
    std::string out = std::to_string(contract.level) + (contract.royal ? "R" : "");
    out += strain;
    if (contract.doubling == Doubling::Doubled)
        out += "X";
    else if (contract.doubling == Doubling::Redoubled)
        out += "XX";
    return out;
}

Contract parseContract(std::string_view text) {
    const std::string t = upperWithoutSpaces(text);
    if (t.empty())
        throw InputError("no contract given");
    if (t == "PASS" || t == "P" || t == "AP" || t == "PASSED" || t == "PASSEDOUT")
        return Contract::passedOut();
    if (!std::isdigit(static_cast<unsigned char>(t[0])))
        throw InputError("contract '" + std::string(text) +
                         "' must start with a level 1-7 or be PASS");
    int level = t[0] - '0';
    if (t.size() > 1 && std::isdigit(static_cast<unsigned char>(t[1])))
        throw InputError("contract '" + std::string(text) + "' has a level above 7");
    if (level < 1 || level > 7)
        throw InputError("contract '" + std::string(text) + "' has level " + std::to_string(level) +
                         "; levels run from 1 to 7");
    std::string rest = t.substr(1);
    Doubling doubling = Doubling::Undoubled;
    if (rest.ends_with("XX")) {
        doubling = Doubling::Redoubled;
        rest.resize(rest.size() - 2);
    } else if (rest.ends_with("X") && rest != "X") {
        doubling = Doubling::Doubled;
        rest.resize(rest.size() - 1);
    }
    if (rest.ends_with("*")) // PBN irregular marks are not part of the strain
        rest.pop_back();
    if (rest == "R" || rest == "RS")
        return Contract{level, Strain::Spades, doubling, true};
    auto strain = parseStrain(rest);
    if (!strain)
        throw InputError("contract '" + std::string(text) + "' has no strain (C D H S NT)");
    return Contract{level, *strain, doubling};
}

std::string Play::resultText() const {
    if (contract.isPassedOut())
        return "";
    const int over = overtricks();
    if (over == 0)
        return "=";
    return (over > 0 ? "+" : "") + std::to_string(over);
}

Play makePlayWithTricks(const Contract& contract, Seat declarer, int tricks) {
    if (contract.isPassedOut())
        return Play{contract, Seat::North, 0};
    if (tricks < 0 || tricks > 13)
        throw InputError("declarer took " + std::to_string(tricks) + " tricks; a deal has 0 to 13");
    return Play{contract, declarer, tricks};
}

Play makePlay(const Contract& contract, Seat declarer, std::string_view result) {
    const std::string r = upperWithoutSpaces(result);
    if (contract.isPassedOut()) {
        if (!r.empty() && r != "=" && r != "0" && r != "-")
            throw InputError("a passed-out board has no result, but '" + std::string(result) +
                             "' was given");
        return Play{contract, Seat::North, 0};
    }
    if (r.empty())
        throw InputError("no result given for " + contract.text());
    const std::string needed = std::to_string(contract.tricksNeeded());
    if (r == "=" || r == "MADE" || r == "M")
        return Play{contract, declarer, contract.tricksNeeded()};
    const bool relative = r[0] == '+' || r[0] == '-';
    std::string digits = relative ? r.substr(1) : r;
    if (!digits.empty() && digits[0] == 'T')
        digits = digits.substr(1);
    int value = 0;
    auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    // Only digits after the sign: "+-3" is not a result, and a second sign would let the
    // arithmetic below overflow.
    if (digits.empty() || digits[0] < '0' || digits[0] > '9' || ec != std::errc() ||
        end != digits.data() + digits.size())
        throw InputError("result '" + std::string(result) +
                         "' is not '=', '+k', '-k' or a number of tricks");
    if (!relative)
        return makePlayWithTricks(contract, declarer, value);
    // Compared before adding, so a huge count is refused rather than overflowing.
    if (r[0] == '+' && value > 13 - contract.tricksNeeded())
        throw InputError(contract.text() + " " + std::string(result) +
                         " is impossible: " + contract.text() + " can make at most " +
                         std::to_string(13 - contract.tricksNeeded()) + " overtricks");
    if (r[0] == '-' && value > contract.tricksNeeded())
        throw InputError(contract.text() + " " + std::string(result) + " is impossible: " +
                         contract.text() + " can go at most " + needed + " down");
    const int tricks = contract.tricksNeeded() + (r[0] == '+' ? value : -value);
    return Play{contract, declarer, tricks};
}

} // namespace overplay::core
