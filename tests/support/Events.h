// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The events the tests make, as a director sets one up: a movement and what the test varies
// (its name, date, sections, scoring), the rest as a new event has it. One builder a shape
// the tests play (a Mitchell, a Swiss teams, a whist drive, …), so a test that writes out its
// own db::EventSetup is one that needs something unusual. Header-only: the test programs
// that link the store include it.

#include "core/ScoringSettings.h"
#include "core/Session.h"
#include "db/EventStore.h"
#include "movements/Generate.h"
#include "movements/Movement.h"
#include "movements/MovementRequest.h"
#include "movements/TeamMovements.h"
#include "tests/core/SessionFixtures.h"
#include "tests/support/Mitchell.h"

#include <string>
#include <utility>

namespace overplay::tests {

/// An event's set-up as a test writes it: a shape's builder below, then only what the test
/// varies, `mitchellEvent(3, 1).named("Busy night").inSections(2)`. It is the db::EventSetup
/// the store takes; what it does not set stays as a new event has it.
struct NewEvent : db::EventSetup {
    /// `movement`'s event, "Club night", scored by `method`.
    explicit NewEvent(movements::Movement movement,
                      core::ScoringMethod method = core::ScoringMethod::MatchpointsEbu) {
        name = "Club night";
        scoring = method;
        this->movement = std::move(movement);
    }
    NewEvent& named(std::string eventName) {
        name = std::move(eventName);
        return *this;
    }
    NewEvent& scoredBy(core::ScoringMethod method) {
        scoring = method;
        return *this;
    }
    /// "YYYY-MM-DD".
    NewEvent& dated(std::string day) {
        date = std::move(day);
        return *this;
    }
    NewEvent& withBamScale(core::BamScale scale) {
        settings.bamScale = scale;
        return *this;
    }
    /// Sections A, B, … each playing the movement on the same boards.
    NewEvent& inSections(int count) {
        sections = count;
        return *this;
    }
    /// Matchpointed across the field (else within each section).
    NewEvent& acrossTheField(bool across = true) {
        acrossField = across;
        return *this;
    }
};

/// A movement from the generators: `kind` ("mitchell", "howell", …) for `size` tables
/// (pairs for a Howell), `boardsPerRound` boards a round (0: the movement's usual).
inline movements::Movement generated(const std::string& kind, int size, int boardsPerRound) {
    movements::MovementRequest request;
    request.kind = kind;
    (kind == "howell" ? request.pairs : request.tables) = size;
    request.boardsPerRound = boardsPerRound;
    return movements::generateMovement(request);
}

/// A pairs event on the complete Mitchell of `tables` tables written out in Mitchell.h (not
/// the generator's), `boardsPerRound` boards a round: pairs 1..T North-South, T+1..2T
/// East-West, boards 1..T×boardsPerRound.
inline NewEvent mitchellEvent(int tables, int boardsPerRound) {
    return NewEvent(mitchell(tables, boardsPerRound));
}

/// A Swiss teams of `teams` teams from the generator, `rounds` rounds of `boardsPerRound`
/// boards (0: the movement's usual), scored by IMPs.
inline NewEvent swissTeamsEvent(int teams, int rounds = 0, int boardsPerRound = 0) {
    movements::MovementRequest request;
    request.kind = "swiss-teams";
    request.teams = teams;
    request.rounds = rounds;
    request.boardsPerRound = boardsPerRound;
    return NewEvent(movements::generateMovement(request), core::ScoringMethod::TeamImps);
}

/// A complete round robin of `teams` teams of four, `boardsPerRound` boards a match, scored by
/// IMPs.
inline NewEvent roundRobinTeamsEvent(int teams, int boardsPerRound) {
    movements::MovementRequest request;
    request.teams = teams;
    request.boardsPerRound = boardsPerRound;
    return NewEvent(movements::roundRobinTeams(request), core::ScoringMethod::TeamImps);
}

/// "Winter teams": a round robin of four teams, 2 boards a match, team 1 named "Lions" with its
/// roster (Ann, Bob, Cat, Dan) and team 4 "Bears" without one; round 1's first match entered:
/// A1 v D2 at table 1 (pairs 1 and 8), D1 v A2 at table 2 (7 and 2). Board 1 is +420 and +50
/// for the Lions, 10 IMPs; board 2 is flat.
inline db::EventStore winterTeams(const std::string& path) {
    auto store = db::EventStore::create(path, roundRobinTeamsEvent(4, 2).named("Winter teams"));
    store.setTeams({{1, "Lions", {"Ann", "Bob", "Cat", "Dan"}}, {4, "Bears", {}}});
    store.enterResult(line(1, 1, 8, "4S", 'N', "="));
    store.enterResult(line(1, 7, 2, "4S", 'N', "-1"));
    store.enterResult(line(2, 1, 8, "3NT", 'N', "="));
    store.enterResult(line(2, 7, 2, "3NT", 'N', "="));
    return store;
}

/// A whist drive of `pairs` pairs on the generator's compass movement, scored as whist.
inline NewEvent whistDriveEvent(int pairs) {
    movements::MovementRequest request;
    request.kind = "compass";
    request.pairs = pairs;
    return NewEvent(movements::generateMovement(request), core::ScoringMethod::Whist);
}

/// Options to open an event only to read what it holds (never writing it).
inline db::OpenOptions readOnly() {
    db::OpenOptions options;
    options.readOnly = true;
    return options;
}

} // namespace overplay::tests
