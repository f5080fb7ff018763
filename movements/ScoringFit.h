// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Which scoring methods suit which movements: the one rule the CLI's `new` and the console's
// wizard both ask, so an event that cannot be ranked is refused before it is created.

#include "core/Session.h"
#include "movements/Movement.h"

#include <optional>
#include <string>
#include <vector>

namespace overplay::movements {

/// Why `method` cannot score an event on a movement of `kind` (the CLI KIND), or nothing when
/// it can. Team methods (imps, bam) need the two tables of a team match; pair methods (mp,
/// cross-imps, butler, auction) need pairs or players compared across the field; Foster's
/// whist schedules (four and six pairs, memory duplicate) are won on tricks. A kind the
/// generators do not know gets no objection here (generateMovement() refuses it).
std::optional<std::string> scoringMisfit(const std::string& kind, core::ScoringMethod method);

/// Throws core::InputError with scoringMisfit()'s reason when the method does not fit.
void checkScoringFits(const std::string& kind, core::ScoringMethod method);

/// Whether an event ranks teams, the one definition every front end and report uses: its
/// movement seats teams (teamOf) and its method compares the tables of each match (team
/// IMPs, board-a-match, or duplicate whist between teams). Anything else ranks pairs or
/// players.
bool ranksTeams(const Movement& movement, core::ScoringMethod method);

/// The methods that fit `kind`, in the order of core::scoringMethods().
std::vector<core::ScoringMethod> scoringMethodsFitting(const std::string& kind);

} // namespace overplay::movements
