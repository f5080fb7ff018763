// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Types.h"

#include "core/Text.h"

#include <algorithm>
#include <cctype>

namespace overplay::core {

namespace {} // namespace

char seatLetter(Seat s) {
    return "NESW"[static_cast<int>(s)];
}

std::optional<Seat> parseSeat(std::string_view text) {
    const std::string t = upperText(text);
    if (t == "N" || t == "NORTH")
        return Seat::North;
    if (t == "E" || t == "EAST")
        return Seat::East;
    if (t == "S" || t == "SOUTH")
        return Seat::South;
    if (t == "W" || t == "WEST")
        return Seat::West;
    return std::nullopt;
}

char suitLetter(Suit s) {
    return "CDHS"[static_cast<int>(s)];
}

std::optional<Suit> parseSuit(char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'C':
        return Suit::Clubs;
    case 'D':
        return Suit::Diamonds;
    case 'H':
        return Suit::Hearts;
    case 'S':
        return Suit::Spades;
    default:
        return std::nullopt;
    }
}

std::string strainText(Strain s) {
    static const char* const names[] = {"C", "D", "H", "S", "NT"};
    return names[static_cast<int>(s)];
}

std::optional<Strain> parseStrain(std::string_view text) {
    const std::string t = upperText(text);
    if (t == "NT" || t == "N")
        return Strain::NoTrump;
    if (t.size() == 1) {
        if (auto suit = parseSuit(t[0]))
            return strainOf(*suit);
    }
    return std::nullopt;
}

std::string vulnerabilityText(Vulnerability v) {
    static const char* const names[] = {"None", "NS", "EW", "All"};
    return names[static_cast<int>(v)];
}

std::string vulnerabilityLabel(Vulnerability v) {
    static const char* const names[] = {"None", "N-S", "E-W", "All"};
    return names[static_cast<int>(v)];
}

std::optional<Vulnerability> parseVulnerability(std::string_view text) {
    const std::string t = upperText(text);
    if (t == "NONE" || t == "LOVE" || t == "-")
        return Vulnerability::None;
    if (t == "NS")
        return Vulnerability::NorthSouth;
    if (t == "EW")
        return Vulnerability::EastWest;
    if (t == "ALL" || t == "BOTH")
        return Vulnerability::Both;
    return std::nullopt;
}

std::string vulnerableSides(Vulnerability v) {
    static const char* const names[] = {"neither side", "North-South", "East-West", "both sides"};
    return names[static_cast<int>(v)];
}

std::string fieldWord(Field field) {
    return field == Field::NorthSouth ? "NS" : field == Field::EastWest ? "EW" : "";
}

std::string fieldName(Field field) {
    return field == Field::NorthSouth ? "North-South" : field == Field::EastWest ? "East-West" : "";
}

FieldLabel readFieldLabel(std::string_view text) {
    FieldLabel out{upperWithoutSpaces(text)};
    const std::string& t = out.rest;
    const auto fieldOf = [](std::string_view word) {
        return word == "NS" ? Field::NorthSouth : word == "EW" ? Field::EastWest : Field::Any;
    };
    const bool numberAfter = t.size() > 2 && std::all_of(t.begin() + 2, t.end(), [](char c) {
                                 return std::isdigit(static_cast<unsigned char>(c));
                             });
    if (numberAfter && fieldOf(std::string_view(t).substr(0, 2)) != Field::Any) {
        out.field = fieldOf(std::string_view(t).substr(0, 2)); // "NS3"
        out.rest.erase(0, 2);
    } else if (t.size() > 2 && fieldOf(std::string_view(t).substr(t.size() - 2)) != Field::Any) {
        out.field = fieldOf(std::string_view(t).substr(t.size() - 2)); // "3NS", "ANS"
        out.rest.resize(t.size() - 2);
    }
    return out;
}

} // namespace overplay::core
