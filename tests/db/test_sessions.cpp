// SPDX-License-Identifier: GPL-3.0-or-later
// Sessions of an event: each with its own movement, sections, boards and lines; the last in
// use when the event is opened; carry-forwards by competitor; the outright ranking.
#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "movements/Labels.h"
#include "tests/db/EventFixtures.h"

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::db;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

/// The pairs (North-South, East-West) that play `board`, in the movement's order.
std::vector<std::pair<int, int>> boardPairs(const movements::Movement& m, int board) {
    std::vector<std::pair<int, int>> out;
    for (const movements::Round& round : m.rounds)
        for (const movements::TableRound& t : round.tables)
            if (t.set != 0 && m.firstBoardOf(t.set) <= board && board <= m.lastBoardOf(t.set))
                out.emplace_back(t.ns, t.ew);
    return out;
}

/// Session 1 a 3-table Mitchell of 6 boards, session 2 one of 3 boards; the first pair to play
/// board 1 in session 1 is Ann and Bob (North-South) against Cat and Dan.
EventStore twoSessions(const std::string& path) {
    EventStore store = EventStore::create(
        path, tests::mitchellEvent(3, 2).named("Congress pairs").dated("2026-11-28"));
    const auto [ns, ew] = boardPairs(store.movement(), 1).front();
    store.setEntries(
        {{ns, "", {"Ann Smith", "Bob Jones"}, 0}, {ew, "", {"Cat Brown", "Dan Green"}, 0}});
    CHECK(store.addSession(overplay::testing::mitchell(3, 1)) == 2);
    return store;
}

} // namespace

TEST_CASE("an event's second session has its own movement, boards and lines", "[sessions]") {
    TempDir dir;
    const std::string path = dir.event("congress.db");
    {
        EventStore store = twoSessions(path);
        // Adding a session leaves the one in use.
        CHECK(store.sessionNumber() == 1);
        CHECK(store.sessionNumbers() == std::vector<int>{1, 2});
        const auto [ns, ew] = boardPairs(store.movement(), 1).front();
        store.enterResult(played(1, ns, ew, "4S", 'N', "="));
    }
    // Opened, the event is at its last session, the one being played.
    EventStore store = EventStore::open(path);
    CHECK(store.sessionNumber() == 2);
    CHECK(store.movement().boards() == 3);
    CHECK(store.boards().size() == 3);
    CHECK(store.lines().empty());
    for (const Entry& e : store.entries())
        CHECK(e.players.empty()); // session 2's entries are named apart
    const auto [ns2, ew2] = boardPairs(store.movement(), 1).front();
    store.enterResult(played(1, ns2, ew2, "3NT", 'S', "+1"));
    // Sections are the session's own: session 2's second section is its B.
    CHECK(store.addSection(overplay::testing::mitchell(3, 1)) == "B");
    CHECK(store.sections().size() == 2);

    store.useSession(1);
    CHECK(store.movement().boards() == 6);
    CHECK(store.sections().size() == 1);
    REQUIRE(store.lines().size() == 1);
    CHECK(store.lines().front().line.play->contract.text() == "4S");
    const int annAndBob = boardPairs(store.movement(), 1).front().first;
    CHECK(store.entries().at(static_cast<std::size_t>(annAndBob - 1)).names() ==
          "Ann Smith & Bob Jones");
    CHECK_THROWS_WITH(store.useSession(3),
                      "there is no session 3 in this event (its sessions are 1 to 2)");
    CHECK(store.sessionNumber() == 1); // the refusal changed nothing

    OpenOptions first;
    first.session = 1;
    CHECK(EventStore::open(path, first).movement().boards() == 6);
    OpenOptions missing;
    missing.session = 5;
    CHECK_THROWS_AS(EventStore::open(path, missing), core::InputError);
}

TEST_CASE("a carry-forward belongs to the players, whatever their seat next session",
          "[sessions]") {
    TempDir dir;
    EventStore store = twoSessions(dir.event("congress.db"));
    const int ann = boardPairs(store.movement(), 1).front().first;
    store.setCarryForward(ann, 5);
    // Known by the players' names, sorted, case and spacing aside.
    CHECK(store.carryForwards() == std::map<std::string, double>{{"ann smith & bob jones", 5}});
    CHECK(Entry{0, "", {"BOB  jones", "Ann Smith"}, 0}.competitor() == "ann smith & bob jones");
    // An entry without names cannot be followed: refused, and nothing stored.
    const int unnamed = ann == 1 ? 2 : 1;
    CHECK_THROWS_WITH(store.setCarryForward(unnamed, 3), Catch::Contains("has no names"));
    const std::size_t audit = store.auditLog().size();
    store.setCarryForward(ann, 5); // the same again writes nothing
    CHECK(store.auditLog().size() == audit);
    store.setCarryForward(ann, 0);
    CHECK(store.carryForwards().empty());
    CHECK(store.auditLog().back().command == "set carry-forward");
}

TEST_CASE("the outright ranking adds each competitor's sessions up", "[sessions]") {
    TempDir dir;
    EventStore store = twoSessions(dir.event("congress.db"));
    // Session 1: board 1 at its three tables; Ann and Bob (North-South at the first) make
    // 450 against 420 and 400.
    const auto one = boardPairs(store.movement(), 1);
    REQUIRE(one.size() == 3);
    store.enterResult(played(1, one[0].first, one[0].second, "4S", 'N', "+1"));
    store.enterResult(played(1, one[1].first, one[1].second, "4S", 'N', "="));
    store.enterResult(played(1, one[2].first, one[2].second, "3NT", 'N', "="));
    // Session 2: the same players, now seated the other way (Ann and Bob East-West, their
    // names typed otherwise); North-South go one down at their table, 420 and 400 elsewhere.
    store.useSession(2);
    const auto two = boardPairs(store.movement(), 1);
    REQUIRE(two.size() == 3);
    store.setEntries({{two[0].second, "", {"bob jones", "Ann  Smith"}, 0},
                      {two[0].first, "", {"Cat Brown", "Dan Green"}, 0}});
    store.enterResult(played(1, two[0].first, two[0].second, "4S", 'N', "-1"));
    store.enterResult(played(1, two[1].first, two[1].second, "4S", 'N', "="));
    store.enterResult(played(1, two[2].first, two[2].second, "3NT", 'N', "="));
    store.useSession(1);
    store.setCarryForward(one[0].first, 2.5);

    const OutrightRanking byPercent = rankOutright(store, OutrightBy::Percentage);
    // The store is back where it was.
    CHECK(store.sessionNumber() == 1);
    CHECK(byPercent.sessions == std::vector<int>{1, 2});
    const auto rowOf = [](const OutrightRanking& r, const std::string& competitor) {
        for (const OutrightRow& row : r.rows)
            if (row.competitor == competitor)
                return row;
        FAIL("no row for " << competitor);
        return OutrightRow{};
    };
    // Ann and Bob: 100% (NS, 450 beats 420 and 400) then 100% (EW, +50 beats -420 and
    // -400): 100 + 2.5.
    const OutrightRow ann = rowOf(byPercent, "ann smith & bob jones");
    CHECK(ann.played == 2);
    CHECK(*ann.sessions[0] == Approx(100));
    CHECK(*ann.sessions[1] == Approx(100));
    CHECK(ann.total == Approx(102.5));
    CHECK(ann.rank == "1");
    CHECK(ann.label == overplay::movements::entryLabel(
                           [&] {
                               store.useSession(2);
                               const movements::Movement m = store.movement();
                               store.useSession(1);
                               return m;
                           }(),
                           two[0].second)); // as session 2 labels them
    // Cat and Dan: 0% and 0%.
    const OutrightRow cat = rowOf(byPercent, "cat brown & dan green");
    CHECK(cat.total == Approx(0));
    CHECK(cat.played == 2);
    // Unnamed pairs are each session's own: they played one session each, so rank after
    // the two who played both.
    for (const OutrightRow& row : byPercent.rows)
        if (row.competitor.front() == '#')
            CHECK(row.played == 1);
    CHECK(byPercent.rows.size() == 2 + 4 + 4);
    CHECK(byPercent.rows[1].competitor == "cat brown & dan green");

    const OutrightRanking byMatchpoints = rankOutright(store, OutrightBy::Matchpoints);
    // EBU matchpoints, a top of 4 on a board played three times: 4 + 4, and the carry.
    CHECK(rowOf(byMatchpoints, "ann smith & bob jones").total == Approx(10.5));
}
