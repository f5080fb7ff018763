// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The validator: proves a movement can be played. It checks what every movement must satisfy
// and every promise the movement makes (Movement::promises), and lists each problem with the
// round, table and entry where it occurs.

#include "movements/Movement.h"

#include <string>
#include <vector>

namespace overplay::movements {

/// One thing wrong with a movement. round/table/entry are 0 when they do not apply.
struct MovementProblem {
    int round = 0;
    int table = 0;
    int entry = 0;       ///< pair (or player) number
    std::string message; ///< one sentence, already naming round, table and entry
};

/// Everything wrong with a movement; empty when it is valid.
struct ValidationReport {
    std::vector<MovementProblem> problems;
    bool ok() const { return problems.empty(); }
    /// One line per problem (at most `limit` lines, then "… and N more").
    std::string text(std::size_t limit = 50) const;
};

/// The largest movement the validator accepts: a national simultaneous pairs (10,000 pairs at
/// 5,000 tables in one field) with room to spare, yet small enough that checking a movement
/// never needs more than some tens of megabytes, whatever a file declares.
struct MovementLimits {
    static constexpr int entries = 20000; ///< pairs, or players of an individual
    static constexpr int tables = 10000;
    static constexpr int rounds = 200;
    static constexpr int boardSets = 500;
    static constexpr int boardsPerRound = 100;
    /// Balance counts every two entries' comparisons (entries² cells): measured up to this
    /// many entries, far beyond any club or congress movement, and not beyond.
    static constexpr int measuredEntries = 1000;
};

/// Checks a movement:
/// - the size: within MovementLimits (nothing else is checked when it is not);
/// - the shape: round numbers 1..R, table numbers 1..tables once a round, entries 1..pairs,
///   sets 1..boardSets, every table listed is in play: it has boards and both sides (or four
///   players);
/// - every entry, every round, either seated or sitting out (the CLI contract: pairs are 1..P);
/// - no entry in two places in one round (seats and sitout list alike);
/// - no entry plays a board set twice (memory duplicate may replay with the cards reversed);
/// - a set in play at several tables in one round only where promises.sharedTables says so;
/// - individuals: four distinct players at a table;
/// - the second half of a round (Round::samePlacesAsBefore) seats every entry where the round
///   before did (the same table and seat, or sitting out again), and the first round is none;
/// - each promise that is set: times each set is played, meetings, sets per entry, teammates,
///   partnerships; opponents and partners over the two halves of a round meet once.
ValidationReport validate(const Movement& movement);

/// Throws core::InputError when the movement is beyond MovementLimits or numbers a table, set
/// or entry outside its range: what must hold before anything indexes by those numbers (a
/// stored event's movement, on open). Unlike validate(), it accepts a movement that is only
/// unplayable (an event written by an older Overplay, with idle tables listed).
void requireWithinLimits(const Movement& movement);

/// Throws core::InputError naming the first problem when the movement is not valid: for
/// whatever must not run on a movement that cannot be played (guide cards, a stored event).
void requirePlayable(const Movement& movement);

} // namespace overplay::movements
