// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Contracts and the result of playing one: "4S", "3NTX", "6CXX", "PASS"; "=", "+1", "-3".

#include "core/Types.h"

#include <optional>
#include <string>
#include <string_view>

namespace overplay::core {

/// A final contract. level 0 means the board was passed out.
struct Contract {
    int level = 0;
    Strain strain = Strain::NoTrump;
    Doubling doubling = Doubling::Undoubled;
    /// Royal spades, auction bridge's fifth suit under Foster's laws (spades as trumps at 9 a
    /// trick): only a duplicate auction event takes it.
    bool royal = false;

    static Contract passedOut() { return {}; }
    bool isPassedOut() const { return level == 0; }
    /// Tricks declarer needs: 6 + level.
    int tricksNeeded() const { return 6 + level; }
    /// "4S", "3NTX", "6CXX", "2RS" (royal spades), "PASS".
    std::string text() const;
    friend bool operator==(const Contract&, const Contract&) = default;
};

/// A contract that was bid, with its strain spelled as the caller shows it (the letter "S",
/// the symbol "♠", a coloured symbol in HTML): the level, "R" for royal spades, the strain,
/// then "X" or "XX". Every spelling of a contract (text, contractWords, the pages' HTML) is
/// built here; each says a passed-out board in its own words.
std::string spelledContract(const Contract& contract, std::string_view strain);

/// Parses "4S", "3nt", "3N", "2HX", "6CXX", "7NT XX", "2RS" / "2R" (royal spades), "PASS" /
/// "P" / "AP" (passed out).
/// Throws InputError naming the problem (level 8, unknown strain, …).
Contract parseContract(std::string_view text);

/// A contract played: who declared it and the tricks declarer's side took.
/// For a passed-out board declarer and tricks are meaningless and kept at North, 0.
struct Play {
    Contract contract;
    Seat declarer = Seat::North;
    int tricks = 0;

    /// tricks − tricksNeeded: 0 made exactly, +k overtricks, −k down k.
    int overtricks() const { return tricks - contract.tricksNeeded(); }
    /// "=", "+1", "-3" (empty for a passed-out board).
    std::string resultText() const;
    friend bool operator==(const Play&, const Play&) = default;
};

/// Makes a Play from a contract, declarer and a result written "=", "+k", "-k", or "Tk"/"k"
/// tricks taken ("10" means ten tricks). Throws InputError for an impossible result
/// (more than 13 tricks, down more than the contract allows, …).
Play makePlay(const Contract& contract, Seat declarer, std::string_view result);

/// Makes a Play from a contract, declarer and the tricks taken (0..13).
/// Throws InputError when tricks is outside 0..13.
Play makePlayWithTricks(const Contract& contract, Seat declarer, int tricks);

} // namespace overplay::core
