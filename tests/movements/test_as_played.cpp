// SPDX-License-Identifier: GPL-3.0-or-later
// A movement rebuilt from the boards each two pairs played: every meeting of the night it came
// from is a meeting of the rebuilt one, on the same boards with the same cards, and the lines
// no night could have are refused.
#include "core/Error.h"
#include "movements/AsPlayed.h"
#include "movements/BoardPlacements.h"
#include "movements/Generate.h"
#include "movements/Labels.h"
#include "movements/Validator.h"

#include <catch2/catch.hpp>

#include <set>
#include <tuple>

using namespace overplay::movements;

namespace {

using Played = std::set<std::tuple<int, int, int>>; // board, North-South, East-West

/// Every board of every table of every round: the lines a complete night has.
Played playedIn(const Movement& m) {
    Played out;
    for (const Round& round : m.rounds)
        for (const TableRound& t : round.tables)
            for (int b = m.firstBoardOf(t.set); b <= m.lastBoardOf(t.set); ++b)
                out.insert({b, t.ns, t.ew});
    return out;
}

/// A whole night's lines to rebuild from; `recorded`: each with the round and table it was
/// played at, as a Bridgemate records them.
AsPlayedRequest requestFrom(const Movement& m, bool twoFields, bool recorded = false) {
    AsPlayedRequest request;
    request.entries = m.pairs;
    request.labels = m.pairLabels;
    request.twoFields = twoFields;
    if (!recorded) {
        for (const auto& [board, ns, ew] : playedIn(m))
            request.played.push_back({board, ns, ew});
        return request;
    }
    for (const Round& round : m.rounds)
        for (const TableRound& t : round.tables)
            for (int b = m.firstBoardOf(t.set); t.set != 0 && b <= m.lastBoardOf(t.set); ++b)
                request.played.push_back({b, t.ns, t.ew, round.number, t.table});
    return request;
}

void checkRebuilt(const Movement& original, bool twoFields) {
    const Movement rebuilt = movementAsPlayed(requestFrom(original, twoFields));
    INFO(original.name);
    CHECK(validate(rebuilt).ok());
    CHECK(rebuilt.kind == "as-played");
    CHECK(rebuilt.pairs == original.pairs);
    CHECK(rebuilt.boardsPerRound == original.boardsPerRound);
    CHECK(rebuilt.boards() == original.boards());
    CHECK(rebuilt.pairLabels == original.pairLabels);
    // The same meetings on the same boards with the same cards, and no others.
    CHECK(playedIn(rebuilt) == playedIn(original));
    const BoardPlacements placements(rebuilt);
    for (const auto& [board, ns, ew] : playedIn(original))
        CHECK(placements.find(board, ns, ew).has_value());
    // No more rounds than the search needs beyond the night's own.
    CHECK(rebuilt.realRounds() >= 1);
    CHECK(static_cast<int>(rebuilt.rounds.size()) <= 2 * original.realRounds());
}

Movement made(const std::string& kind, int tables, int boardsPerRound) {
    MovementRequest request;
    request.kind = kind;
    request.tables = tables;
    request.boardsPerRound = boardsPerRound;
    return generateMovement(request);
}

} // namespace

TEST_CASE("a Mitchell's lines give back its meetings, North-South at their own tables",
          "[as-played]") {
    for (int tables : {3, 5, 7, 9, 13}) {
        const Movement mitchell = made("mitchell", tables, 2);
        checkRebuilt(mitchell, true);
        // An odd Mitchell's meetings fit its own number of rounds exactly.
        const Movement rebuilt = movementAsPlayed(requestFrom(mitchell, true));
        CHECK(rebuilt.rounds.size() == mitchell.rounds.size());
        // North-South pair i (the i-th) stays at table i all night.
        for (const Round& round : rebuilt.rounds)
            for (const TableRound& t : round.tables)
                CHECK(t.table == t.ns);
    }
    checkRebuilt(made("mitchell", 4, 3), true); // share-and-relay: shared sets in other rounds
    checkRebuilt(made("mitchell", 6, 2), true);
}

TEST_CASE("a Howell's lines give back its meetings in one field", "[as-played]") {
    for (int tables : {3, 4, 5, 7})
        checkRebuilt(made("howell", tables, 2), false);
    // Seven rounds of a 4-table Howell: its own number of rounds found.
    const Movement howell = made("howell", 4, 3);
    CHECK(movementAsPlayed(requestFrom(howell, false)).rounds.size() == howell.rounds.size());
}

TEST_CASE("the same lines always give the same movement", "[as-played]") {
    const AsPlayedRequest request = requestFrom(made("howell", 5, 2), false);
    CHECK(movementAsPlayed(request) == movementAsPlayed(request));
}

TEST_CASE("missing lines still give the rounds' boards; a pair with none sits out", "[as-played]") {
    AsPlayedRequest request = requestFrom(made("mitchell", 3, 3), true);
    // Board 2 and 3 of the first meeting not recorded; its board 1 keeps the set of three.
    request.played.erase(std::remove_if(request.played.begin(), request.played.end(),
                                        [](const PlayedBoard& p) {
                                            return p.ns == 1 && p.ew == 4 &&
                                                   (p.board == 2 || p.board == 3);
                                        }),
                         request.played.end());
    request.entries = 7; // pair 7 came, never played: it sits out every round
    const Movement m = movementAsPlayed(request);
    CHECK(m.boardsPerRound == 3);
    CHECK(validate(m).ok());
    for (const Round& round : m.rounds)
        CHECK(std::find(round.sitout.begin(), round.sitout.end(), 7) != round.sitout.end());
}

TEST_CASE("lines no night could have are refused, naming the pair and the board", "[as-played]") {
    AsPlayedRequest twice;
    twice.entries = 4;
    twice.played = {{1, 1, 2}, {1, 1, 3}};
    CHECK_THROWS_WITH(movementAsPlayed(twice), Catch::Contains("pair 1 plays board 1 twice"));

    AsPlayedRequest itself;
    itself.entries = 4;
    itself.played = {{2, 3, 3}};
    CHECK_THROWS_WITH(movementAsPlayed(itself), Catch::Contains("against itself"));

    AsPlayedRequest sides;
    sides.entries = 4;
    sides.twoFields = true;
    sides.labels = {{1, "1 NS"}, {2, "2 NS"}, {3, "1 EW"}, {4, "2 EW"}};
    sides.played = {{1, 1, 3}, {2, 1, 2}};
    CHECK_THROWS_WITH(movementAsPlayed(sides),
                      Catch::Contains("pairs 1NS and 2NS are both North-South pairs"));

    AsPlayedRequest outside;
    outside.entries = 2;
    outside.played = {{1, 1, 5}};
    CHECK_THROWS_WITH(movementAsPlayed(outside), Catch::Contains("does not have"));

    CHECK_THROWS_WITH(movementAsPlayed(AsPlayedRequest{}), Catch::Contains("no results"));
}

TEST_CASE("an East-West pair holding the North-South cards is an arrow switch", "[as-played]") {
    // A 2-table Mitchell's results, board 2 and 4 arrow-switched at table 1: East-West pair 1
    // held the North-South cards against North-South pair 1 there.
    AsPlayedRequest request;
    request.entries = 4;
    request.twoFields = true;
    request.labels = {{1, "1 NS"}, {2, "2 NS"}, {3, "1 EW"}, {4, "2 EW"}};
    request.played = {{1, 1, 3}, {2, 3, 1}, {1, 2, 4}, {2, 2, 4},
                      {3, 1, 4}, {4, 4, 1}, {3, 2, 3}, {4, 2, 3}};
    const Movement m = movementAsPlayed(request);
    REQUIRE(validate(m).ok());
    int switched = 0;
    for (const Round& round : m.rounds)
        for (const TableRound& t : round.tables) {
            if (!t.switched)
                continue;
            ++switched;
            // The pair holding the North-South cards is East-West's; the table is its
            // North-South pair's, which stays there all night.
            CHECK(fieldOfEntry(m, t.ns) == Field::EastWest);
            CHECK(fieldOfEntry(m, t.ew) == Field::NorthSouth);
            CHECK(t.table == t.ew);
        }
    CHECK(switched > 0);
    // Its name says so: its pairs crossed over, so it is ranked as one field.
    CHECK(m.name == "as played, arrow-switched");
    // The same night without the switch keeps its two fields.
    request.played = {{1, 1, 3}, {2, 1, 3}, {1, 2, 4}, {2, 2, 4},
                      {3, 1, 4}, {4, 1, 4}, {3, 2, 3}, {4, 2, 3}};
    CHECK(movementAsPlayed(request).name == "as played, two fields");
}

namespace {

using Seated = std::set<std::tuple<int, int, int, int, int>>; // round, table, ns, ew, set

Seated seatedIn(const Movement& m) {
    Seated out;
    for (const Round& round : m.rounds)
        for (const TableRound& t : round.tables)
            if (t.set != 0)
                out.insert({round.number, t.table, t.ns, t.ew, t.set});
    return out;
}

} // namespace

TEST_CASE("rounds and tables the file records are the night's own", "[as-played]") {
    for (const auto& [kind, tables, twoFields] :
         {std::tuple{"howell", 5, false}, std::tuple{"howell", 7, false},
          std::tuple{"mitchell", 7, true}, std::tuple{"mitchell", 9, true}}) {
        const Movement night = made(kind, tables, 2);
        INFO(night.name);
        const Movement rebuilt = movementAsPlayed(requestFrom(night, twoFields, true));
        CHECK(validate(rebuilt).ok());
        CHECK(seatedIn(rebuilt) == seatedIn(night));
        CHECK(rebuilt.tables == night.tables);
    }
}

TEST_CASE("rounds recorded that cannot be one night are searched for instead", "[as-played]") {
    const Movement night = made("howell", 5, 2);
    AsPlayedRequest request = requestFrom(night, false, true);
    // One meeting recorded in the round of another of its pairs' meetings: a pair would play
    // twice in that round, so the records are not the night's and the rounds are rebuilt.
    const PlayedBoard first = request.played.front();
    for (PlayedBoard& p : request.played)
        if (p.ns == first.ns && p.ew == first.ew)
            continue;
        else if (p.round != first.round && (p.ns == first.ns || p.ew == first.ns)) {
            const int moved = p.round;
            for (PlayedBoard& q : request.played)
                if (q.round == moved && q.ns == p.ns && q.ew == p.ew)
                    q.round = first.round;
            break;
        }
    const Movement rebuilt = movementAsPlayed(request);
    CHECK(validate(rebuilt).ok());
    CHECK(playedIn(rebuilt) == playedIn(night));
    CHECK(seatedIn(rebuilt) != seatedIn(night));
    // A board without its round is searched for likewise.
    request = requestFrom(night, false, true);
    request.played.back().round = 0;
    CHECK(playedIn(movementAsPlayed(request)) == playedIn(night));
}
