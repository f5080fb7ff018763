// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared checks for the generator tests (Mitchell, whist, team and individual movements): the
// validator's verdict with its text on failure, and small counts the tests compare with what
// Foster's Duplicate Whist or the reference prints.

#include "movements/Movement.h"
#include "movements/Validator.h"

#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>
#include <utility>

namespace overplay::movements::testing {

/// Fails the test with the validator's problems when the movement is invalid.
inline void requireValid(const Movement& m) {
    const ValidationReport report = validate(m);
    INFO(m.name << ":\n" << report.text(10));
    REQUIRE(report.ok());
}

/// Whether one of the validator's problems says `text`.
inline bool mentions(const ValidationReport& report, const std::string& text) {
    for (const auto& problem : report.problems)
        if (problem.message.find(text) != std::string::npos)
            return true;
    return false;
}

/// Times each unordered pair of entries meets (ns against ew) at a table that plays.
inline std::map<std::pair<int, int>, int> meetings(const Movement& m) {
    std::map<std::pair<int, int>, int> count;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables)
            if (t.set != 0 && t.ns != 0 && t.ew != 0)
                ++count[{std::min(t.ns, t.ew), std::max(t.ns, t.ew)}];
    return count;
}

/// The sets an entry plays, in round order.
inline std::vector<int> setsOf(const Movement& m, int entry) {
    std::vector<int> sets;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables)
            if (t.set != 0 &&
                (t.ns == entry || t.ew == entry ||
                 std::find(t.players.begin(), t.players.end(), entry) != t.players.end()))
                sets.push_back(t.set);
    return sets;
}

/// Whether a table is listed (in play) in a round: the movement file lists only those.
inline bool listed(const Movement& m, int round, int table) {
    for (const TableRound& t : m.rounds.at(round - 1).tables)
        if (t.table == table)
            return true;
    return false;
}

/// The table record of one table in one round (both 1-based).
inline const TableRound& at(const Movement& m, int round, int table) {
    for (const TableRound& t : m.rounds.at(round - 1).tables)
        if (t.table == table)
            return t;
    FAIL("round " << round << " has no table " << table);
    throw; // unreachable
}

} // namespace overplay::movements::testing
