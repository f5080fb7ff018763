// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a director asks for: the kind of movement and its size. Every generator takes one.

#include <string>
#include <vector>

namespace overplay::movements {

/// Every field has a default, so a request names only what it asks: `{.kind = "mitchell",
/// .tables = 7}`.
struct MovementRequest {
    std::string kind{};       ///< CLI KIND: "mitchell", "howell", "compass", "howell-teams", …
    int tables = 0;           ///< 0: derive from pairs/teams
    int pairs = 0;            ///< pairs (players for "individual"); 0: derive from tables
    int teams = 0;            ///< team movements
    int rounds = 0;           ///< 0: the movement's natural (complete) number of rounds
    int boardsPerRound = 0;   ///< 0: the movement's usual number
    bool arrowSwitch = false; ///< switch rounds chosen by the generator
    std::vector<int> arrowSwitchRounds{}; ///< or exactly these rounds
    /// Mitchell with an even number of tables: "" (choose), "skip", "relay" (relay and bye
    /// stand), "share".
    std::string evenTables{};

    /// The rounds asked for, or the movement's `natural` number when the request leaves it.
    int roundsOr(int natural) const { return rounds > 0 ? rounds : natural; }
    /// The boards a round asked for, or the movement's `usual` number.
    int boardsPerRoundOr(int usual) const { return boardsPerRound > 0 ? boardsPerRound : usual; }
};

} // namespace overplay::movements
