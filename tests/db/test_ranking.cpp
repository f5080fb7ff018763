// Ranking a stored event: what the store hands to core::scoreSession, and the ranking back.
#include "EventFixtures.h"

#include "core/Contract.h"
#include "db/EventStore.h"
#include "db/Ranking.h"

#include <catch2/catch.hpp>

using namespace overplay;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

db::EventStore newEvent(const TempDir& dir, movements::Movement movement) {
    db::EventSetup setup;
    setup.name = "Ranked";
    setup.movement = std::move(movement);
    return db::EventStore::create(dir.file("event.db"), setup);
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
