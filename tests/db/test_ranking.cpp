// SPDX-License-Identifier: GPL-3.0-or-later
// Ranking a stored event: what the store hands to core::scoreSession, and the ranking back.
#include "EventFixtures.h"

#include "core/Contract.h"
#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"

#include <catch2/catch.hpp>

using namespace overplay;
using Catch::Detail::Approx;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

db::EventStore newEvent(const TempDir& dir, movements::Movement movement) {
    return db::EventStore::create(dir.event("event.db"),
                                  tests::NewEvent(std::move(movement)).named("Ranked"));
}

/// Pair at the NS seat of `table` in the round that plays board 1 (set 1) there.
struct Seating {
    int ns, ew;
};

std::vector<Seating> seatingsOfSet(const movements::Movement& m, int set) {
    std::vector<Seating> out;
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables)
            if (t.set == set)
                out.push_back({t.ns, t.ew});
    return out;
}

} // namespace

TEST_CASE("A Mitchell without switches is ranked in two fields", "[db][ranking]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(5, 1));
    const auto input = db::sessionInputOf(store);
    REQUIRE(input.fields.size() == 2);
    CHECK(input.fields.at("NS") == std::vector<int>{1, 2, 3, 4, 5});
    CHECK(input.fields.at("EW") == std::vector<int>{6, 7, 8, 9, 10});
    CHECK(input.expectedPerBoard == 5);
    CHECK(input.method == core::ScoringMethod::MatchpointsEbu);
    CHECK(input.lines.empty());
}

TEST_CASE("Arrow-switched Mitchells and Howells are one field", "[db][ranking]") {
    {
        TempDir dir;
        auto store = newEvent(dir, testing::mitchell(5, 1, {5}));
        CHECK(db::sessionInputOf(store).fields.empty());
    }
    {
        TempDir dir;
        auto store = newEvent(dir, testing::howell4(2));
        const auto input = db::sessionInputOf(store);
        CHECK(input.fields.empty());
        CHECK(input.expectedPerBoard == 4); // 4 tables × 7 rounds over 7 sets
    }
}

TEST_CASE("A stored board is matchpointed and the pairs ranked", "[db][ranking]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(5, 1));
    // Board 1 at all five tables: NS 430, 420, 400, 180, −50 (none vulnerable).
    const auto seats = seatingsOfSet(store.movement(), 1);
    REQUIRE(seats.size() == 5);
    const std::vector<std::pair<std::string, std::string>> plays = {
        {"3NT", "+1"}, {"4S", "="}, {"3NT", "="}, {"2NT", "+2"}, {"4H", "-1"}};
    const int expectedScore[5] = {430, 420, 400, 180, -50};
    for (int i = 0; i < 5; ++i)
        CHECK(store
                  .enterResult(played(1, seats[i].ns, seats[i].ew, plays[i].first.c_str(), 'N',
                                      plays[i].second.c_str()))
                  .nsScore == expectedScore[i]);

    const auto result = db::rankEvent(store);
    REQUIRE(result.boards.size() == 1);
    const auto& board = result.boards[0];
    CHECK(board.top == 8);
    for (const auto& scored : board.lines) {
        const int i = static_cast<int>(
            std::find_if(seats.begin(), seats.end(),
                         [&](const Seating& s) { return s.ns == scored.line.ns; }) -
            seats.begin());
        CHECK(scored.nsPoints == 8 - 2 * i); // scores above are in falling order
        CHECK(scored.ewPoints == 2 * i);
    }
    REQUIRE(result.rankings.size() == 2);
    std::map<std::string, core::Ranking> byDirection;
    for (const auto& r : result.rankings)
        byDirection[r.direction] = r;
    REQUIRE(byDirection.count("NS"));
    REQUIRE(byDirection.count("EW"));
    CHECK(byDirection["NS"].rows.front().entry == seats[0].ns);
    CHECK(byDirection["NS"].rows.front().rank == "1");
    CHECK(byDirection["EW"].rows.front().entry == seats[4].ew);
}

TEST_CASE("A weighted score is stored, read back and matchpointed as published",
          "[db][ranking][weighted]") {
    TempDir dir;
    {
        auto store = newEvent(dir, testing::mitchell(4, 1));
        // Board 2 (North-South vulnerable) at four tables: +620, +170, −100 and a table given
        // 70% of 4♥= and 30% of 4♥−1 (the reference's Law 12C1(c) example, top 6).
        const auto seats = seatingsOfSet(store.movement(), 2);
        REQUIRE(seats.size() == 4);
        store.enterResult(played(2, seats[0].ns, seats[0].ew, "4H", 'N', "="));
        store.enterResult(played(2, seats[1].ns, seats[1].ew, "2S", 'N', "+2"));
        store.enterResult(played(2, seats[2].ns, seats[2].ew, "4H", 'N', "-1"));
        core::TravellerLine w;
        w.board = 2;
        w.ns = seats[3].ns;
        w.ew = seats[3].ew;
        w.weighted = core::parseWeightedScore("70% 4H N =, 30% 4H N -1");
        const auto stored = store.enterResult(w);
        CHECK_FALSE(stored.nsScore);
        CHECK(store.auditLog().back().newValue.find("\"weighted\":\"70% 4H N =, 30% 4H N -1\"") !=
              std::string::npos);

        // Checked like a real result: weights that do not make a whole are refused.
        const auto seats1 = seatingsOfSet(store.movement(), 1);
        core::WeightedScore uneven = core::parseWeightedScore("70% 4H N =, 30% 4H N -1");
        uneven.outcomes[0].percent = 60;
        core::TravellerLine bad;
        bad.board = 1;
        bad.ns = seats1[0].ns;
        bad.ew = seats1[0].ew;
        bad.weighted = uneven;
        CHECK_THROWS_AS(store.enterResult(bad), core::InputError);
        // An explicit percentage adjusted score is stored and read back as written.
        store.enterAdjusted(1, seats1[0].ns, seats1[0].ew, core::parseAdjustedScore("A60/A45"));
    }
    auto store = db::EventStore::open(dir.event("event.db"));
    const auto seats = seatingsOfSet(store.movement(), 2);
    const auto line = store.line(2, seats[3].ns, seats[3].ew);
    REQUIRE(line);
    REQUIRE(line->line.weighted);
    CHECK(line->line.weighted->text() == "70% 4H N =, 30% 4H N -1");
    CHECK_FALSE(line->line.adjusted);
    const auto seats1 = seatingsOfSet(store.movement(), 1);
    CHECK(store.line(1, seats1[0].ns, seats1[0].ew)->line.adjusted->text() == "A60/A45");

    const auto result = db::rankEvent(store);
    const auto pointsOf = [&](int ns) {
        for (const auto& b : result.boards)
            if (b.board == 2)
                for (const auto& s : b.lines)
                    if (s.line.ns == ns)
                        return s.nsPoints;
        return -1.0;
    };
    CHECK(pointsOf(seats[3].ns) == Approx(3.8));
    CHECK(pointsOf(seats[0].ns) == Approx(5.3));
    CHECK(pointsOf(seats[1].ns) == Approx(2.6));
    CHECK(pointsOf(seats[2].ns) == Approx(0.3));
}

TEST_CASE("A team event refuses a weighted score and an explicit percentage",
          "[db][ranking][weighted]") {
    TempDir dir;
    auto store = db::EventStore::create(
        dir.event("event.db"),
        tests::mitchellEvent(4, 1).named("Teams").scoredBy(core::ScoringMethod::TeamImps));
    const auto seats = seatingsOfSet(store.movement(), 1);
    core::TravellerLine w;
    w.board = 1;
    w.ns = seats[0].ns;
    w.ew = seats[0].ew;
    w.weighted = core::parseWeightedScore("50% 4H N =, 50% 4H N -1");
    CHECK_THROWS_AS(store.enterResult(w), core::InputError);
    CHECK_THROWS_AS(
        store.enterAdjusted(1, seats[0].ns, seats[0].ew, core::parseAdjustedScore("A60/A40")),
        core::InputError);
    CHECK(store.lines().empty());
}
