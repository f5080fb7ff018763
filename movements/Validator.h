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

/// Checks a movement:
/// - the shape: round numbers 1..R, table numbers 1..tables once a round, entries 1..pairs,
///   sets 0..boardSets, a table with boards has both sides (or four players);
/// - no entry in two places in one round (seats and sitout list alike);
/// - no entry plays a board set twice (memory duplicate may replay with the cards reversed);
/// - a set in play at several tables in one round only where promises.sharedTables says so;
/// - individuals: four distinct players at a table;
/// - each promise that is set: times each set is played, meetings, sets per entry, teammates,
///   partnerships.
ValidationReport validate(const Movement& movement);

} // namespace overplay::movements
