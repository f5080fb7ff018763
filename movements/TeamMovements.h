// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Team movements: the duplicate-whist team systems of Foster's Duplicate Whist (team v team in six
// sets, club v club, Howell's system and Gilman's systems for several teams) and the modern
// teams-of-four match. Every movement fills Movement::teamOf (pair → team).

#include "core/SwissDraw.h"
#include "movements/Movement.h"
#include "movements/MovementRequest.h"

namespace overplay::movements {

/// Team v team (kind "team-whist"): two teams of four, A B C D against W X Y Z at two tables,
/// in the six sets that exhaust the changes of partners (request.rounds 2..12, two rounds a
/// set). A pair is a partnership ("A-B"), which plays in two of the six sets (the 1st, 3rd
/// and 5th sets alone change every partnership once). TableRound::players holds the players
/// (A-D 1-4, W-Z 5-8) in the N, E, S, W seats.
Movement teamWhist(const MovementRequest& request);

/// Club v club (kind "club-whist"): request.teams fours a side at 2 × teams tables, each two
/// tables playing the team-v-team sets; by default the 1st, 3rd and 5th sets only (6 rounds),
/// request.rounds 12 for all six.
Movement clubWhist(const MovementRequest& request);

/// Howell's system for an odd number of teams (kind "howell-teams"): team t's East-West pair
/// sits at table t; North-South move one table East a round; the trays move (N−1)/2 tables
/// West (the middle table's trays to table 1). N − 1 rounds.
Movement howellTeams(const MovementRequest& request);

/// Gilman's systems (kind "gilman-teams"): every team first at its own table. Odd numbers:
/// East-West two tables a round, trays one table the same way. Even numbers: tables in two
/// rows, opposite tables share a set of trays, half the sets lying idle each round.
Movement gilmanTeams(const MovementRequest& request);

/// A round robin of team matches (kind "round-robin-teams") for 2 or more teams: every team
/// meets every other exactly once, one match a round on two tables (the lower-numbered team
/// North-South at the first, East-West at the second), all matches of a round on the same
/// duplicated boards. Drawn by the circle method (Berger tables); an odd number of teams gives
/// one team a bye each round. N − 1 rounds for N even, N for N odd.
Movement roundRobinTeams(const MovementRequest& request);

/// A Swiss teams event (kind "swiss-teams") of 4 or more teams over request.rounds rounds
/// (default 7, fewer than the teams): each round a match of two tables a team, every match
/// of a round on the same duplicated boards, as a round robin's. Only round 1 is drawn here
/// (seeded: core::firstSwissDraw); each later round is drawn from the standings
/// (withSwissRound), so the movement grows round by round.
Movement swissTeams(const MovementRequest& request);

/// The Swiss movement with its next round added as `draw` pairs the teams: the first team of
/// a match North-South at the first of its two tables; a bye's pairs sit out. InputError when
/// every planned round is drawn, or the draw names a team twice or one that does not exist.
Movement withSwissRound(const Movement& movement, const core::SwissDraw& draw);

/// The teams-of-four match on two tables (kind "teams"): team A North-South at table 1 and
/// East-West at table 2; boards split between the tables and exchanged. request.rounds 4
/// plays a second segment with team B's pairs changed round.
Movement teamsMatch(const MovementRequest& request);

} // namespace overplay::movements
