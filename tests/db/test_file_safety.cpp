// SPDX-License-Identifier: GPL-3.0-or-later
// The event file's safety on every platform (these run on Linux and, cross-built, under
// Wine): one writer per file whatever its name, a log left by another file never replayed
// into this one, a reader's leftovers never blocking a new event, names in any alphabet, a
// commit refused once the file was moved.
#include "EventFixtures.h"
#include "HelperProcess.h"

#include "db/EventStore.h"
#include "db/StorageError.h"
#include "db/WriterLock.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <filesystem>
#include <string>
#include <thread>

using namespace overplay;
using namespace overplay::testing;

namespace {

std::filesystem::path fsPath(const std::string& utf8) {
    return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

using overplay::tests::readFileBytes;

void putBytes(const std::string& path, const std::string& bytes) {
    std::ofstream out(fsPath(path), std::ios::binary | std::ios::trunc);
    out << bytes;
}

bool exists(const std::string& path) {
    return std::filesystem::exists(fsPath(path));
}

} // namespace

TEST_CASE("Every name of one event file shares its one writer's lock",
          "[file][db][durability][writer][portable]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    const std::string link = dir.file("tonight.db");
    auto console = testing::tuesdayPairs(path, 1);
    // A hard link is the same file under a second name: a second writer through it would
    // write results the first never sees (and its commits would overwrite the other's).
    std::filesystem::create_hard_link(fsPath(path), fsPath(link));
    CHECK(runHelper("helper: a writer through another name is refused", link) == 0);
    console.enterResult(played(2, 1, 6, "3NT", 'S', "+1"));
    CHECK(console.lines().size() == 2);
}

TEST_CASE("helper: a writer through another name is refused", "[file][.helper]") {
    const std::string path = helperEvent();
    try {
        db::EventStore::open(path).enterResult(played(3, 2, 7, "2H", 'E', "-1"));
        FAIL("a second writer was let in through another name of the file");
    } catch (const db::StorageError& e) {
        CHECK(e.kind() == db::StorageProblem::HeldByWriter);
        CHECK_THAT(e.what(), Catch::Contains("is open for writing in another Overplay"));
    }
    // Readers are never refused.
    CHECK(db::EventStore::open(path, tests::readOnly()).lines().size() == 1);
}

TEST_CASE("Two writers of one file at once: the second is refused, the first goes on",
          "[file][db][durability][writer][portable]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    auto console = testing::tuesdayPairs(path, 1);
    CHECK(runHelper("helper: a writer through another name is refused", path) == 0);
    console.enterResult(played(2, 1, 6, "3NT", 'S', "+1"));
    CHECK(console.lines().size() == 2);
}

TEST_CASE("A log left by another file of the same name is refused, nothing merged",
          "[file][db][durability][portable]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    const std::string other = dir.file("thursday.db");
    std::string leftLog, leftNote;
    {
        auto tuesday = testing::tuesdayPairs(path, 1);
        tuesday.enterResult(played(2, 1, 6, "1NT", 'S', "="));
        // What a killed writer leaves beside the file: its log and the note naming its file.
        leftLog = readFileBytes(path + "-wal");
        leftNote = readFileBytes(db::WriterLock::logOwnerPathOf(path));
        REQUIRE(leftLog.size() > 32);
    }
    {
        auto thursday = testing::tuesdayPairs(other, 0, "Thursday pairs");
        thursday.enterResult(played(2, 1, 6, "2H", 'E', "-1"));
    }
    // The file is replaced under its name (removed, then another event copied in), and the
    // killed writer's log and note are there beside it.
    std::filesystem::remove(fsPath(path));
    std::filesystem::copy_file(fsPath(other), fsPath(path));
    putBytes(path + "-wal", leftLog);
    putBytes(db::WriterLock::logOwnerPathOf(path), leftNote);
    const std::string before = readFileBytes(path);

    for (const bool reading : {true, false}) {
        try {
            auto store =
                db::EventStore::open(path, reading ? tests::readOnly() : db::OpenOptions{});
            FAIL("another file's log was replayed into " + store.info().name);
        } catch (const db::StorageError& e) {
            CHECK_THAT(e.what(), Catch::Contains("club.db-wal beside it holds the last changes "
                                                 "of another file that had this name"));
            CHECK_THAT(e.what(), Catch::Contains("Move club.db-wal and club.db-shm away"));
        }
    }
    CHECK(readFileBytes(path) == before);
    CHECK(readFileBytes(path + "-wal") == leftLog); // kept: it may be the only copy of Tuesday's

    // Doing what the message says opens Thursday's event as it was, alone.
    std::filesystem::remove(fsPath(path + "-wal"));
    std::filesystem::remove(fsPath(path + "-shm"));
    auto thursday = db::EventStore::open(path);
    CHECK(thursday.info().name == "Thursday pairs");
    REQUIRE(thursday.lines().size() == 1);
    CHECK(thursday.lines()[0].line.board == 2);
}

TEST_CASE("The writer's own log, left when it was killed, is replayed as before",
          "[file][db][durability][portable]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    std::string leftLog, leftNote, leftFile;
    {
        auto tuesday = testing::tuesdayPairs(path, 1);
        leftLog = readFileBytes(path + "-wal");
        leftNote = readFileBytes(db::WriterLock::logOwnerPathOf(path));
    }
    // The same file, its log and note back as a killed writer leaves them.
    putBytes(path + "-wal", leftLog);
    putBytes(db::WriterLock::logOwnerPathOf(path), leftNote);
    auto reopened = db::EventStore::open(path);
    CHECK(reopened.lines().size() == 1);
}

TEST_CASE("A reader's empty log does not stop a new event of the same name",
          "[file][db][durability][portable]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    testing::tuesdayPairs(path, 1);
    CHECK(db::EventStore::open(path, tests::readOnly()).lines().size() == 1);
    // A read-only connection may not delete the log it made: it stays, empty.
    std::filesystem::remove(fsPath(path));
    auto next = testing::tuesdayPairs(path, 0, "Thursday pairs");
    CHECK(next.info().name == "Thursday pairs");
    CHECK(next.lines().empty());
}

TEST_CASE("An event whose name is not ASCII is made, found and reopened by that name",
          "[file][db][portable]") {
    TempDir dir;
    const std::string folder = dir.file("");
    const std::string path = folder + "Caf\xC3\xA9 night \xC3\xA9v\xC3\xA9nement.db";
    testing::tuesdayPairs(path, 1);
    bool found = false;
    for (const auto& entry : std::filesystem::directory_iterator(fsPath(folder))) {
        const std::u8string name = entry.path().filename().u8string();
        found = found || std::string(name.begin(), name.end()) ==
                             "Caf\xC3\xA9 night \xC3\xA9v\xC3\xA9nement.db";
    }
    CHECK(found);
    auto again = db::EventStore::open(path);
    CHECK(again.lines().size() == 1);
    CHECK_FALSE(again.hasMoved());
}

TEST_CASE("A commit is refused once the file was moved away, on every platform",
          "[file][db][durability][portable]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    auto store = testing::tuesdayPairs(path, 1);
    CHECK_FALSE(store.hasMoved());
    // Windows keeps an open file from being renamed unless every handle shares deletion;
    // where it cannot move, it has not moved, and the results are safe where they are.
    std::error_code ec;
    std::filesystem::rename(fsPath(path), fsPath(dir.file("elsewhere.db")), ec);
    if (ec) {
        CHECK_FALSE(store.hasMoved());
        return;
    }
    CHECK(store.hasMoved());
    CHECK_THROWS_WITH(store.enterResult(played(2, 1, 6, "3NT", 'S', "+1")),
                      Catch::Contains("was moved or deleted while it was open"));
}

TEST_CASE("helper: a writer holds the event until told", "[file][.helper]") {
    // For the command line's proofs (tests/windows/cli_proof.sh): a writer that stays open,
    // saying so in EVENT.holding, until EVENT.release appears (or a minute has passed).
    const std::string path = helperEvent();
    auto writer = db::EventStore::open(path);
    putBytes(path + ".holding", "holding\n");
    for (int waited = 0; waited < 600 && !exists(path + ".release"); ++waited)
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
    CHECK_FALSE(writer.isReadOnly());
}
