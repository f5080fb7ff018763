// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Traveller lines and lookups shared by the whole-session tests (test_session*.cpp).
#include "core/Contract.h"
#include "core/Session.h"

#include <catch2/catch.hpp>

#include <stdexcept>
#include <string>

namespace overplay::tests {

/// A played line: `line(1, 1, 4, "4S", 'N', "=")`.
inline core::TravellerLine line(int board, int ns, int ew, const char* contract, char declarer,
                                const char* result) {
    core::TravellerLine l;
    l.board = board;
    l.ns = ns;
    l.ew = ew;
    l.play = core::makePlay(core::parseContract(contract),
                            *core::parseSeat(std::string(1, declarer)), result);
    return l;
}

/// An artificial adjusted score: `adjusted(3, 2, 5, "A+/A-")`.
inline core::TravellerLine adjusted(int board, int ns, int ew, const char* text) {
    core::TravellerLine l;
    l.board = board;
    l.ns = ns;
    l.ew = ew;
    l.adjusted = core::parseAdjustedScore(text);
    return l;
}

/// A duplicate whist line: the tricks North-South took.
inline core::TravellerLine whist(int board, int ns, int ew, int tricksNs) {
    core::TravellerLine l;
    l.board = board;
    l.ns = ns;
    l.ew = ew;
    l.whistTricksNs = tricksNs;
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

} // namespace overplay::tests
