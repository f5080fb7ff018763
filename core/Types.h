// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The small vocabulary of the game: seats, suits, strains, vulnerability, doubling.

#include <optional>
#include <string>
#include <string_view>

namespace overplay::core {

/// A compass seat. The order is the order of play (clockwise), North first.
enum class Seat { North = 0, East = 1, South = 2, West = 3 };

/// Suits in rank order, lowest first (clubs) as the bidding ranks them.
enum class Suit { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3 };

/// A denomination of a contract: the four suits and no trump, in bidding order.
enum class Strain { Clubs = 0, Diamonds = 1, Hearts = 2, Spades = 3, NoTrump = 4 };

/// Which sides are vulnerable on a board.
enum class Vulnerability { None = 0, NorthSouth = 1, EastWest = 2, Both = 3 };

enum class Doubling { Undoubled = 0, Doubled = 1, Redoubled = 2 };

/// The two partnerships of a table.
enum class Side { NorthSouth = 0, EastWest = 1 };

constexpr Seat nextSeat(Seat s) {
    return static_cast<Seat>((static_cast<int>(s) + 1) % 4);
}
constexpr Seat partnerOf(Seat s) {
    return static_cast<Seat>((static_cast<int>(s) + 2) % 4);
}
constexpr Side sideOf(Seat s) {
    return (s == Seat::North || s == Seat::South) ? Side::NorthSouth : Side::EastWest;
}
constexpr bool isVulnerable(Vulnerability v, Side side) {
    return v == Vulnerability::Both || (side == Side::NorthSouth ? v == Vulnerability::NorthSouth
                                                                 : v == Vulnerability::EastWest);
}
constexpr bool isVulnerable(Vulnerability v, Seat seat) {
    return isVulnerable(v, sideOf(seat));
}
constexpr Strain strainOf(Suit s) {
    return static_cast<Strain>(static_cast<int>(s));
}

/// "N", "E", "S", "W".
char seatLetter(Seat s);
/// Accepts N E S W and the full names, any case.
std::optional<Seat> parseSeat(std::string_view text);

/// "C", "D", "H", "S".
char suitLetter(Suit s);
std::optional<Suit> parseSuit(char c);

/// "C", "D", "H", "S", "NT".
std::string strainText(Strain s);
/// Accepts C D H S NT N (and the PBN spelling "NT"), any case.
std::optional<Strain> parseStrain(std::string_view text);

/// "None", "NS", "EW", "All" (PBN spellings).
std::string vulnerabilityText(Vulnerability v);
/// "None", "N-S", "E-W", "All" as printed on a board.
std::string vulnerabilityLabel(Vulnerability v);
/// Accepts None/Love/-, NS, EW, All/Both, any case.
std::optional<Vulnerability> parseVulnerability(std::string_view text);
/// Who is vulnerable, as a sentence says it before "vulnerable": "neither side",
/// "North-South", "East-West", "both sides".
std::string vulnerableSides(Vulnerability v);

/// The field an entry plays in all session: the North-South or East-West pairs of a Mitchell
/// (or of a results file that names its pairs with their direction), or Any where every
/// entry plays both ways (Howells, individuals) or where a typed label stands anywhere.
enum class Field { Any, NorthSouth, EastWest };

/// "NS", "EW"; "" for Any: the word a label ends with ("3NS").
std::string fieldWord(Field field);
/// "North-South", "East-West"; "" for Any: the field named in a sentence.
std::string fieldName(Field field);

/// A label read apart from its direction, the one reading of "3NS", "NS3", "3 ns", "aNS":
/// `rest` is the label without it, upper case and without spaces ("3", "A"), `field` the
/// direction written after it, or before a number ("NS3"); Any when none is written.
struct FieldLabel {
    std::string rest;
    Field field = Field::Any;
};
FieldLabel readFieldLabel(std::string_view text);

} // namespace overplay::core
