// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A movement rebuilt from what was played: a section scored by another program reaches us as
// traveller lines only (who held which cards on which board), and Overplay scores, checks and
// prints every section through a movement. The board sets, rounds and tables are found from
// the lines; the rounds need not be the night's own (a results file does not record them), but
// every meeting is kept, so every line is one the movement expects.

#include "movements/Movement.h"

#include <map>
#include <string>
#include <vector>

namespace overplay::movements {

/// Two entries playing one board: `ns` held the North-South cards.
struct PlayedBoard {
    int board = 0;
    int ns = 0;
    int ew = 0;
    /// The night's round and table, where the file records them (a Bridgemate's results);
    /// 0 where it does not.
    int round = 0;
    int table = 0;
};

/// What the rebuilt movement is given: its entries 1..entries with their labels, whether they
/// play in two fields (a Mitchell: every entry keeps its direction), and each board played.
struct AsPlayedRequest {
    int entries = 0;
    std::map<int, std::string> labels; ///< entry → label as printed ("3 NS", "7")
    bool twoFields = false;
    std::vector<PlayedBoard> played;
};

/// The movement that seats every meeting of `request` (two entries on a run of boards):
/// - boards per round: the most that keeps each entry's boards of one set against one
///   opponent in one direction (a round's boards are played against one table);
/// - rounds: as few as the meetings allow (no entry twice in a round, no set at two tables),
///   found by a seeded search, so the same lines always give the same movement;
/// - tables: a two-field movement seats North-South entry i at table i all night, as a
///   Mitchell does; one field numbers each round's tables 1, 2, … by the set in play.
/// When every board played carries the round and table it was played at, and they seat one
/// night (each table's round one meeting on one set, no entry, set or table twice in a round),
/// those are the rounds and tables, as the night had them; otherwise they are searched for.
/// Kind "as-played", named "as played, two fields" (or "one field"). Throws core::InputError,
/// naming the entries and board, when the lines cannot be one night (an entry plays a board twice,
/// against itself, or in the field it does not play in).
Movement movementAsPlayed(const AsPlayedRequest& request);

} // namespace overplay::movements
