// SPDX-License-Identifier: GPL-3.0-or-later
// Several stations writing one event at once (a congress scored from two consoles and the
// phones' server), which only a server event allows: one success and one clear refusal for
// the same line, never a silent overwrite; each station hears of the others' lines. And the
// copy of an event between a file and a server, exact to the last audit row.
#include "EventFixtures.h"

#include "core/Error.h"
#include "core/Session.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "db/StorageError.h"
#include "db/detail/SqlPostgres.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <catch2/catch.hpp>

#include <atomic>
#include <iostream>
#include <mutex>
#include <thread>
#include <unistd.h>

using namespace overplay;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

db::EventStore station(const std::string& event, const std::string& user) {
    db::OpenOptions options;
    options.user = user;
    return db::EventStore::open(event, options);
}

db::EventStore newNight(const TempDir& dir, const std::string& name = "night.db") {
    db::OpenOptions options;
    options.user = "station 1";
    return db::EventStore::create(dir.event(name), tests::mitchellEvent(3, 2), options);
}

/// Every row of every table of an event file, in a fixed order, as text.
std::string fileRows(const std::string& path) {
    SQLite::Database db(path, SQLite::OPEN_READONLY);
    std::string out;
    for (const char* table :
         {"event", "players", "sessions", "sections", "entries", "entry_players", "boards",
          "double_dummy", "traveller_lines", "audit_log", "table_secrets", "teams", "team_players",
          "penalties", "carry_forward"}) {
        SQLite::Statement q(db, std::string("SELECT * FROM ") + table + " ORDER BY 1, 2");
        out += std::string("[") + table + "]\n";
        while (q.executeStep()) {
            for (int c = 0; c < q.getColumnCount(); ++c) {
                const auto column = q.getColumn(c);
                out += column.isNull()
                           ? std::string("NULL")
                           : std::to_string(column.getType()) + ":" + column.getString();
                out += '|';
            }
            out += '\n';
        }
    }
    out += "version " + std::to_string(db.execAndGet("PRAGMA user_version").getInt());
    return out;
}

} // namespace

TEST_CASE("Two stations entering the same line: one success, one clear refusal", "[db][stations]") {
    if (TempDir::skippedWithoutServer("several writers"))
        return;
    TempDir dir;
    auto first = newNight(dir);
    auto second = station(dir.event("night.db"), "station 2");
    CHECK(first.isOnServer());

    first.enterResult(played(1, 1, 4, "4S", 'N', "="));
    // The second station has not looked again since: its own line is refused, not written
    // over the first.
    CHECK_THROWS_WITH(second.enterResult(played(1, 1, 4, "3NT", 'S', "+1")),
                      Catch::Contains("already has a result") && Catch::Contains("4S"));
    const auto line = second.line(1, 1, 4);
    REQUIRE(line);
    CHECK(line->line.play->contract.text() == "4S");
    // Each command one audit row, under its station's name.
    const auto log = first.auditLog();
    REQUIRE(log.size() == 2);
    CHECK(log[1].who == "station 1");

    // A correction from a stale view is refused too: the line changed under it.
    const auto seen = *second.line(1, 1, 4);
    first.correctResult(played(1, 1, 4, "4S", 'N', "+1"));
    db::StoredLine mine = seen;
    mine.line.play->tricks = 9;
    CHECK_THROWS_WITH(second.restoreLine(1, 1, 4, seen, mine, "correct result"),
                      Catch::Contains("changed"));
    CHECK(first.line(1, 1, 4)->line.play->tricks == 11);
}

TEST_CASE("Stations racing for the same lines: each line written once, none overwritten",
          "[db][stations]") {
    if (TempDir::skippedWithoutServer("several writers"))
        return;
    TempDir dir;
    newNight(dir);
    const std::string event = dir.event("night.db");
    // Boards 1 and 2 at table 1 in round 1 (1NS v 4EW), boards 3 and 4 at table 2 (2NS v
    // 5EW), 5 and 6 at table 3: six lines, each sent by four stations at once with their
    // own contract.
    constexpr int kStations = 4;
    std::atomic<int> stored{0}, refused{0}, other{0};
    std::vector<std::thread> threads;
    std::vector<std::string> winners(7);
    std::mutex winnersLock;
    for (int s = 0; s < kStations; ++s)
        threads.emplace_back([&, s] {
            auto mine = station(event, "station " + std::to_string(s + 1));
            const char* contracts[] = {"1NT", "2NT", "3NT", "4NT"};
            for (int board = 1; board <= 6; ++board) {
                const int ns = (board + 1) / 2;
                try {
                    mine.enterResult(played(board, ns, ns + 3, contracts[s], 'N', "="));
                    ++stored;
                    std::lock_guard<std::mutex> hold(winnersLock);
                    winners[static_cast<std::size_t>(board)] = contracts[s];
                } catch (const core::InputError& e) {
                    if (std::string(e.what()).find("already has a result") != std::string::npos)
                        ++refused;
                    else
                        ++other;
                } catch (const std::exception&) {
                    ++other;
                }
            }
        });
    for (auto& t : threads)
        t.join();
    CHECK(stored == 6);
    CHECK(refused == 6 * (kStations - 1));
    CHECK(other == 0);
    auto check = station(event, "director");
    const auto lines = check.lines();
    REQUIRE(lines.size() == 6);
    for (const auto& l : lines)
        CHECK(l.line.play->contract.text() == winners[static_cast<std::size_t>(l.line.board)]);
    // One audit row for each line stored, none for the refusals.
    CHECK(check.auditLog().size() == 1 + 6);
}

TEST_CASE("A station hears of another's line within a second, not of its own", "[db][stations]") {
    if (TempDir::skippedWithoutServer("several writers"))
        return;
    TempDir dir;
    auto first = newNight(dir);
    auto second = station(dir.event("night.db"), "station 2");
    CHECK_FALSE(second.changedElsewhere());
    first.enterResult(played(1, 1, 4, "4S", 'N', "="));
    CHECK(second.waitForChange(std::chrono::milliseconds(1000)));
    CHECK(second.line(1, 1, 4));
    CHECK_FALSE(second.changedElsewhere()); // heard once
    CHECK_FALSE(first.changedElsewhere());  // its own line is no news to it
    // A refusal writes nothing, and tells nobody.
    CHECK_THROWS(second.enterResult(played(1, 1, 4, "3NT", 'S', "=")));
    CHECK_FALSE(first.waitForChange(std::chrono::milliseconds(200)));
}

TEST_CASE("A station sees a movement another changed before it enters against it",
          "[db][stations]") {
    if (TempDir::skippedWithoutServer("several writers"))
        return;
    TempDir dir;
    auto first = newNight(dir);
    auto second = station(dir.event("night.db"), "station 2");
    // The director gives the section a 4-table movement from the first station.
    first.changeMovement(testing::mitchell(4, 2), false);
    // Pair 8 exists only in the new movement: the second station must check against it.
    CHECK_NOTHROW(second.enterResult(played(1, 1, 5, "4S", 'N', "=")));
    CHECK(second.movement().pairs == 8);
}

TEST_CASE("A station whose connection the server dropped goes on, and hears what it missed",
          "[db][stations]") {
    if (TempDir::skippedWithoutServer("several writers"))
        return;
    TempDir dir;
    auto first = newNight(dir);
    const std::string user = "dropped station " + std::to_string(::getpid());
    auto second = station(dir.event("night.db"), user);
    first.enterResult(played(1, 1, 4, "4S", 'N', "="));
    CHECK(second.waitForChange(std::chrono::milliseconds(1000)));

    // The server drops the second station's connection (a restart, a network blink), and
    // the first enters a line meanwhile.
    {
        db::sql::PostgresConnection admin(db::sql::parseServerAddress(dir.event("night.db")));
        REQUIRE(admin
                    .execAndGet("SELECT count(pg_terminate_backend(pid)) FROM "
                                "pg_stat_activity WHERE application_name = 'overplay " +
                                user + "'")
                    .getInt() == 1);
    }
    first.enterResult(played(2, 1, 4, "3NT", 'S', "="));
    // The second station reads and enters as before, on a new connection; it says it may
    // have missed another's change, and hears the next one.
    CHECK(second.lines().size() == 2);
    CHECK(second.changedElsewhere());
    second.enterResult(played(3, 2, 5, "2H", 'E', "="));
    first.enterResult(played(4, 2, 5, "1NT", 'N', "="));
    CHECK(second.waitForChange(std::chrono::milliseconds(1000)));
    CHECK(first.lines().size() == 4);
}

TEST_CASE("An event copied from a file to a server and back is the same, row for row",
          "[db][copy]") {
    TempDir dir;
    // A night with names, a result of each kind, a penalty and a few audit rows.
    const db::EventSetup setup =
        tests::mitchellEvent(3, 2).named("Copied night").dated("2026-11-26");
    db::OpenOptions options;
    options.clock = testing::steppingClock();
    const std::string original = dir.file("original.db");
    {
        auto store = db::EventStore::create(original, setup, options);
        store.setEntries({{1, "", {"Ann", "Bob"}, 0}, {4, "", {"Cat", "Dan"}, 0}});
        store.enterResult(played(1, 1, 4, "4S", 'N', "="));
        store.enterResult(played(2, 1, 4, "3NT", 'S', "-2"));
        store.enterAdjusted(3, 2, 5, core::parseAdjustedScore("A+/A-"));
        core::ProceduralPenalty penalty = core::parsePenaltyAmount("25%");
        penalty.entry = 4;
        penalty.reason = "slow play";
        store.addPenalty(penalty);
    }
    const std::string there = TempDir::onServer() ? dir.event("copied") : dir.file("copy.db");
    db::EventStore::copy(original, there);
    const std::string back = dir.file("back.db");
    db::EventStore::copy(there, back);
    CHECK(fileRows(back) == fileRows(original));

    // The copy is an event like any other: it takes a command, with its audit row.
    auto copy = db::EventStore::open(there);
    CHECK(copy.lines().size() == 3);
    copy.enterResult(played(5, 3, 6, "2H", 'E', "="));
    CHECK(copy.auditLog().size() == db::EventStore::open(original).auditLog().size() + 1);
    CHECK(db::rankEvent(copy).rankings.size() ==
          db::rankEvent(db::EventStore::open(original)).rankings.size());

    // A target that exists is refused, and left as it was.
    CHECK_THROWS_WITH(db::EventStore::copy(original, there), Catch::Contains("already exists"));
    CHECK(db::EventStore::open(there).lines().size() == 4);
}
