// SPDX-License-Identifier: GPL-3.0-or-later
// Where each board is played (movements/BoardPlacements.h): the one answer behind the event
// store's check of a line, the guide cards, the travellers and the phones' rounds.
#include "core/Error.h"
#include "movements/BoardPlacements.h"
#include "movements/Generate.h"

#include <catch2/catch.hpp>

#include <array>
#include <set>
#include <tuple>

using namespace overplay;
using namespace overplay::movements;

namespace {

Movement generated(const std::string& kind, int size, int boardsPerRound = 2) {
    MovementRequest request;
    request.kind = kind;
    (kind == "howell" || kind == "individual" ? request.pairs : request.tables) = size;
    request.boardsPerRound = boardsPerRound;
    return generateMovement(request);
}

} // namespace

TEST_CASE("every board play of a movement is found where it is played", "[placements]") {
    for (const Movement& m :
         {generated("mitchell", 7), generated("howell", 10, 3), generated("mitchell", 4, 4)}) {
        INFO(m.name);
        const BoardPlacements placements(m);
        const std::vector<BoardPlay> plays = boardPlays(m);
        // Each table plays boardsPerRound boards in each round it has a set.
        std::size_t expected = 0;
        for (const Round& r : m.rounds)
            for (const TableRound& t : r.tables)
                expected += t.set > 0 ? static_cast<std::size_t>(m.boardsPerRound) : 0;
        CHECK(plays.size() == expected);
        std::set<std::tuple<int, int, int>> seen;
        for (const BoardPlay& p : plays) {
            CHECK(seen.emplace(p.board, p.table.ns, p.table.ew).second); // each line once
            const auto found = placements.find(p.board, p.table.ns, p.table.ew);
            REQUIRE(found);
            CHECK(found->round == p.round);
            CHECK(found->table == p.table);
            CHECK(placements.require(p.board, p.table.ns, p.table.ew).round == p.round);
        }
    }
}

TEST_CASE("the boards at a table are its set's, none without a set", "[placements]") {
    const Movement m = generated("mitchell", 5, 3);
    const TableRound& first = m.rounds.front().tables.front();
    const std::vector<int> boards = boardsAt(m, first);
    REQUIRE(boards.size() == 3);
    CHECK(boards.front() == m.firstBoardOf(first.set));
    CHECK(boards.back() == m.lastBoardOf(first.set));
    TableRound relay = first;
    relay.set = 0;
    CHECK(boardsAt(m, relay).empty());
}

TEST_CASE("pairs that do not meet on a board are told where it is played", "[placements]") {
    const Movement m = generated("mitchell", 5, 2);
    const BoardPlacements placements(m);
    const TableRound& t = m.rounds.front().tables.front();
    const int board = m.firstBoardOf(t.set);
    CHECK_THROWS_WITH(placements.require(board, t.ew, t.ns),
                      Catch::Contains("held the North-South cards") &&
                          Catch::Contains("give the North-South pair first"));
    CHECK_THROWS_WITH(placements.require(99, t.ns, t.ew),
                      Catch::Contains("there is no board 99 in this movement"));
    CHECK_THROWS_WITH(placements.require(board, t.ns, t.ns),
                      Catch::Contains("cannot play against itself"));
    CHECK_THROWS_WITH(placements.require(board, t.ns, 99), Catch::Contains("there is no pair 99"));
    // Another East-West pair: they do not meet on this board; the sentence says where it is
    // played by the first pair.
    const TableRound& other = m.rounds.front().tables[1];
    CHECK_THROWS_WITH(placements.require(board, t.ns, other.ew),
                      Catch::Contains("do not meet on board " + std::to_string(board)) &&
                          Catch::Contains("is played in round 1 at table 1"));
    CHECK_FALSE(placements.find(board, t.ns, other.ew));
}

TEST_CASE("an individual's line is found by either player of each side", "[placements]") {
    const Movement m = generated("individual", 8, 2);
    const BoardPlacements placements(m);
    const TableRound& t = m.rounds.front().tables.front();
    const int board = m.firstBoardOf(t.set);
    for (int ns : {t.players[0], t.players[2]})
        for (int ew : {t.players[1], t.players[3]})
            CHECK(placements.find(board, ns, ew));
}

TEST_CASE("one rule says which tables are in play, for every count of where boards go",
          "[placements][individual]") {
    // An individual's table short of its South player: the table plays nothing. Each count
    // of where boards are played (traveller lines, where two players meet, the validator)
    // follows isInPlay; the ranking's top across the field counts by it too.
    Movement m = generated("individual", 8, 1);
    REQUIRE(!m.rounds.empty());
    TableRound& shortOne = m.rounds[0].tables[0];
    const std::array<int, 4> seated = shortOne.players;
    shortOne.players[2] = 0;
    CHECK_FALSE(isInPlay(m, shortOne));
    CHECK(isInPlay(m, m.rounds[0].tables[1]));
    CHECK_FALSE(isInPlay(m, TableRound{1, 1, 2, 0})); // a table without boards
    CHECK_FALSE(isInPlay(generated("mitchell", 3), TableRound{1, 1, 0, 1})); // a half table

    for (const BoardPlay& p : boardPlays(m))
        CHECK_FALSE((p.round == 1 && p.table.table == shortOne.table));
    std::size_t inPlay = 0;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables)
            inPlay += isInPlay(m, t) ? 1 : 0;
    CHECK(boardPlayCount(m) == inPlay * static_cast<std::size_t>(m.boardsPerRound));
    // North and East of the short table do not meet on its board: the table is not in play.
    const BoardPlacements placements(m);
    CHECK_FALSE(placements.find(m.firstBoardOf(shortOne.set), seated[0], seated[1]));
}
