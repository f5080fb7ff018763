// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Traveller lines and lookups shared by the whole-session tests (test_session*.cpp).
#include "core/Contract.h"
#include "core/Session.h"

#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

namespace overplay::tests {

/// The line of `board` between `ns` and `ew`, with nothing on it yet.
inline core::TravellerLine lineBetween(int board, int ns, int ew) {
    core::TravellerLine l;
    l.board = board;
    l.ns = ns;
    l.ew = ew;
    return l;
}

/// A played line: `line(1, 1, 4, "4S", 'N', "=")`.
inline core::TravellerLine line(int board, int ns, int ew, const char* contract, char declarer,
                                const char* result) {
    core::TravellerLine l = lineBetween(board, ns, ew);
    l.play = core::makePlay(core::parseContract(contract),
                            *core::parseSeat(std::string(1, declarer)), result);
    return l;
}

/// An artificial adjusted score: `adjusted(3, 2, 5, "A+/A-")`.
inline core::TravellerLine adjusted(int board, int ns, int ew, const char* text) {
    core::TravellerLine l = lineBetween(board, ns, ew);
    l.adjusted = core::parseAdjustedScore(text);
    return l;
}

/// A duplicate whist line: the tricks North-South took.
inline core::TravellerLine whist(int board, int ns, int ew, int tricksNs) {
    core::TravellerLine l = lineBetween(board, ns, ew);
    l.whistTricksNs = tricksNs;
    return l;
}

/// A board the director rules not played (out of time): `notPlayed(2, 3, 4)`.
inline core::TravellerLine notPlayed(int board, int ns, int ew) {
    core::TravellerLine l = lineBetween(board, ns, ew);
    l.notPlayed = true;
    return l;
}

/// The ranking row of an entry; fails the test when the entry is not ranked.
inline const core::RankingRow& rowOf(const core::Ranking& r, int entry) {
    for (const core::RankingRow& row : r.rows)
        if (row.entry == entry)
            return row;
    FAIL("entry " << entry << " not ranked");
    throw std::logic_error("unreachable");
}

/// The scored line of a board for the pair sitting North-South; fails the test when none.
inline const core::ScoredLine& lineOf(const core::SessionResult& s, int board, int ns) {
    for (const core::BoardResult& b : s.boards)
        if (b.board == board)
            for (const core::ScoredLine& l : b.lines)
                if (l.line.ns == ns)
                    return l;
    FAIL("no line for board " << board << " NS " << ns);
    throw std::logic_error("unreachable");
}

/// A three-table Mitchell, one board a round: NS 1–3 stay, EW 4–6 move up, boards down.
inline std::vector<core::TravellerLine> smallMitchell() {
    return {
        // Board 1 (None): 450 beats 420 beats −50.
        line(1, 1, 4, "4S", 'N', "="),   // 420 → NS 2, EW 2
        line(1, 2, 6, "4S", 'N', "+1"),  // 450 → NS 4, EW 0
        line(1, 3, 5, "3NT", 'N', "-1"), // −50 → NS 0, EW 4
        // Board 2 (NS vul): +50 tops, the two −110 tie.
        line(2, 2, 5, "2H", 'E', "="),  // −110 → NS 1, EW 3
        line(2, 3, 4, "3H", 'E', "-1"), // +50 → NS 4, EW 0
        line(2, 1, 6, "2H", 'E', "="),  // −110 → NS 1, EW 3
        // Board 3 (EW vul): 120, 90, −110.
        line(3, 3, 6, "1NT", 'S', "="),  // 90 → NS 2, EW 2
        line(3, 1, 5, "1NT", 'S', "+1"), // 120 → NS 4, EW 0
        line(3, 2, 4, "2S", 'W', "="),   // −110 → NS 0, EW 4
    };
}

} // namespace overplay::tests
