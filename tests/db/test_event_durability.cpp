// SPDX-License-Identifier: GPL-3.0-or-later
// The event file's durability: no result acknowledged and then lost, and one honest line for
// everything that can go wrong with the file itself (moved, busy, a pipe, read-only media,
// a left-over log, a full disk, a second writer).
#include "EventFixtures.h"
#include "HelperProcess.h"

#include "db/EventStore.h"
#include "db/StorageError.h"
#include "db/WriterLock.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <catch2/catch.hpp>

#include <csignal>
#include <cstdlib>
#include <fcntl.h>
#include <future>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

extern char** environ;

using namespace overplay;
using namespace overplay::testing;

namespace {

/// Whether another process sees a POSIX lock on `path` (SQLite's locks are POSIX locks, and a
/// process never sees its own with F_GETLK). The child only opens the file and asks.
bool lockedByThisProcess(const std::string& path) {
    const pid_t child = ::fork();
    if (child == 0) {
        const int fd = ::open(path.c_str(), O_RDWR);
        struct flock probe = {};
        probe.l_type = F_WRLCK;
        probe.l_whence = SEEK_SET;
        probe.l_start = 0;
        probe.l_len = 0; // the whole file, SQLite's lock bytes included
        if (fd < 0 || ::fcntl(fd, F_GETLK, &probe) != 0)
            ::_exit(2);
        ::_exit(probe.l_type == F_UNLCK ? 0 : 1);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) != 2);
    return WEXITSTATUS(status) == 1;
}

} // namespace

TEST_CASE("Opening the event again never drops this process's SQLite locks",
          "[file][db][durability]") {
    // A closed descriptor of the file drops every POSIX lock the process holds on it; without
    // its shared lock another program's connection closing last would checkpoint and delete
    // the log under the console, and results written meanwhile would be lost.
    TempDir dir;
    const std::string path = dir.file("club.db");
    auto console = testing::tuesdayPairs(path, 1);
    REQUIRE(lockedByThisProcess(path));

    // The console's table-scoring server opens its own store; a reader looks too.
    auto server = db::EventStore::open(path);
    {
        auto reader = db::EventStore::open(path, tests::readOnly());
        CHECK(reader.lines().size() == 1);
    }
    CHECK(lockedByThisProcess(path));
    server.enterResult(played(2, 1, 6, "3NT", 'S', "+1"));
    CHECK(lockedByThisProcess(path));
    CHECK(console.lines().size() == 2);
}

TEST_CASE("A command refuses when the file was moved or deleted while open",
          "[file][db][durability]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    auto store = testing::tuesdayPairs(path, 1);
    CHECK_FALSE(store.hasMoved());

    SECTION("moved") {
        std::filesystem::rename(path, dir.file("elsewhere.db"));
    }
    SECTION("deleted") {
        std::filesystem::remove(path);
    }
    CHECK(store.hasMoved());
    try {
        store.enterResult(played(2, 1, 6, "3NT", 'S', "+1"));
        FAIL("the result was acknowledged into a file nobody will open");
    } catch (const db::StorageError& e) {
        CHECK(e.kind() == db::StorageProblem::Moved);
        CHECK_THAT(e.what(), Catch::Contains("was moved or deleted while it was open; nothing "
                                             "was saved"));
    }
    CHECK(store.lines().size() == 1);
}

TEST_CASE("A pipe as the event path is refused at once", "[file][db][durability]") {
    TempDir dir;
    const std::string path = dir.file("pipe.db");
    REQUIRE(::mkfifo(path.c_str(), 0600) == 0);
    auto opening = std::async(std::launch::async, [&] {
        try {
            db::EventStore::open(path, tests::readOnly());
            return std::string("opened");
        } catch (const std::exception& e) {
            return std::string(e.what());
        }
    });
    if (opening.wait_for(std::chrono::seconds(5)) != std::future_status::ready) {
        // Blocked reading the pipe: give it a writer that closes at once, so it ends.
        const int fd = ::open(path.c_str(), O_WRONLY | O_NONBLOCK);
        if (fd >= 0)
            ::close(fd);
        opening.wait();
        FAIL("opening a pipe blocked");
    }
    CHECK_THAT(opening.get(), Catch::Contains("is not a regular file"));
}

TEST_CASE("A new event refuses a log left by a killed program under its name",
          "[file][db][durability]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    std::string oldLog;
    {
        auto old = testing::tuesdayPairs(path, 1);
        old.enterResult(played(2, 1, 6, "4S", 'N', "="));
        oldLog = testing::readFileBytes(path + "-wal"); // what a killed server leaves
        REQUIRE_FALSE(oldLog.empty());
    }
    std::filesystem::remove(path);
    const std::string leftover = GENERATE(std::string("-wal"), std::string("-shm"));
    testing::writeBytes(path + leftover, oldLog);

    CHECK_THROWS_WITH(
        db::EventStore::create(path, tests::mitchellEvent(3, 2).named("Thursday pairs")),
        Catch::Contains("club.db" + leftover +
                        " is left over from an earlier "
                        "file of this name"));
    CHECK_FALSE(std::filesystem::exists(path));
    CHECK_FALSE(std::filesystem::exists(path + ".creating"));
    CHECK(std::filesystem::exists(path + leftover)); // never deleted: it may be someone's
}

TEST_CASE("A new event on a full disk leaves nothing behind", "[file][db][durability]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    const db::EventSetup setup = tests::mitchellEvent(5, 2).named("Tuesday pairs");

    // The disk fills after 8 KiB: files may grow no larger (writes beyond fail with EFBIG).
    rlimit before = {};
    REQUIRE(::getrlimit(RLIMIT_FSIZE, &before) == 0);
    auto oldHandler = std::signal(SIGXFSZ, SIG_IGN);
    rlimit small = before;
    small.rlim_cur = 8192;
    REQUIRE(::setrlimit(RLIMIT_FSIZE, &small) == 0);
    std::string error;
    try {
        db::EventStore::create(path, setup);
    } catch (const db::StorageError& e) {
        error = e.what();
    }
    ::setrlimit(RLIMIT_FSIZE, &before);
    std::signal(SIGXFSZ, oldHandler);

    CHECK_FALSE(error.empty());
    CHECK_FALSE(std::filesystem::exists(path));
    CHECK_FALSE(std::filesystem::exists(path + ".creating"));
    CHECK_FALSE(std::filesystem::exists(path + ".creating-journal"));
    // With room again, the same name is free.
    CHECK(testing::tuesdayPairs(path).info().name == "Tuesday pairs");
}

TEST_CASE("A copy of the file alone, taken while the event is open, holds every result",
          "[file][db][durability]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    auto store = testing::tuesdayPairs(path, 3);

    // A director copies club.db (not its -wal) to a USB stick mid-evening. Another program
    // does the copying: this process never opens the event outside SQLite.
    const std::string stick = dir.file("stick.db");
    REQUIRE(std::system(("cp '" + path + "' '" + stick + "'").c_str()) == 0);
    CHECK(db::EventStore::open(stick, tests::readOnly()).lines().size() == 3);
}

TEST_CASE("Save a copy makes a whole, consistent event", "[file][db][durability]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    auto store = testing::tuesdayPairs(path, 2);

    const std::string copy = dir.file("copy.db");
    store.saveCopy(copy);
    store.enterResult(played(3, 2, 7, "2H", 'E', "-1")); // after the copy: not in it
    CHECK_FALSE(std::filesystem::exists(copy + ".creating"));
    {
        auto back = db::EventStore::open(copy);
        CHECK(back.lines().size() == 2);
        CHECK(back.info().name == "Tuesday pairs");
        back.checkIntegrity();
    }
    CHECK_THROWS_WITH(store.saveCopy(copy), Catch::Contains("already exists"));
    CHECK_THROWS_WITH(store.saveCopy(path), Catch::Contains("already exists"));

    // A read-only store copies too.
    db::EventStore::open(path, tests::readOnly()).saveCopy(dir.file("copy2.db"));
    CHECK(db::EventStore::open(dir.file("copy2.db"), tests::readOnly()).lines().size() == 3);
}

TEST_CASE("A reader waits for a busy file and says busy, not damaged", "[file][db][durability]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    testing::tuesdayPairs(path, 1);

    // Another program holds the file exclusively for a while (as a closing connection does
    // for its checkpoint).
    auto holdFor = [&](std::chrono::milliseconds time, std::promise<void>& holding) {
        return std::thread([&, time] {
            SQLite::Database other(path, SQLite::OPEN_READWRITE);
            other.exec("PRAGMA locking_mode = EXCLUSIVE");
            other.exec("BEGIN EXCLUSIVE");
            other.exec("UPDATE event SET name = name");
            other.exec("COMMIT");
            holding.set_value();
            std::this_thread::sleep_for(time);
        });
    };
    db::OpenOptions readOnly = tests::readOnly();

    SECTION("a short wait: the reader gets in") {
        std::promise<void> holding;
        std::thread other = holdFor(std::chrono::milliseconds(400), holding);
        holding.get_future().wait();
        std::string error;
        try {
            CHECK(db::EventStore::open(path, readOnly).lines().size() == 1);
        } catch (const std::exception& e) {
            error = e.what();
        }
        other.join();
        CHECK(error.empty());
    }
    SECTION("longer than the busy timeout: one honest line") {
        std::promise<void> holding;
        std::thread other = holdFor(std::chrono::milliseconds(1500), holding);
        holding.get_future().wait();
        readOnly.busyTimeout = std::chrono::milliseconds(100);
        std::string error;
        db::StorageProblem kind = db::StorageProblem::File;
        try {
            db::EventStore::open(path, readOnly);
        } catch (const db::StorageError& e) {
            error = e.what();
            kind = e.kind();
        }
        other.join();
        CHECK(kind == db::StorageProblem::Busy);
        CHECK_THAT(error, Catch::Contains("busy: another program is writing this event; try "
                                          "again"));
        CHECK_THAT(error, !Catch::Contains("damaged"));
    }
}

TEST_CASE("An event on read-only media can be read", "[file][db][durability]") {
    TempDir dir;
    const std::string folder = dir.file("stick");
    std::filesystem::create_directory(folder);
    const std::string path = folder + "/club.db";
    { auto store = testing::tuesdayPairs(path, 2); }
    REQUIRE_FALSE(std::filesystem::exists(path + "-wal"));
    ::chmod(path.c_str(), 0444);
    ::chmod(folder.c_str(), 0555);

    // Root ignores permissions: the reader is an ordinary user ("nobody").
    int pipeEnds[2];
    REQUIRE(::pipe(pipeEnds) == 0);
    const pid_t child = ::fork();
    if (child == 0) {
        ::close(pipeEnds[0]);
        if (::geteuid() == 0 && (::setgid(65534) != 0 || ::setuid(65534) != 0))
            ::_exit(3);
        std::string answer;
        try {
            answer = std::to_string(db::EventStore::open(path, tests::readOnly()).lines().size());
        } catch (const std::exception& e) {
            answer = e.what();
        }
        // Opened for writing, it is refused whole, with the reason.
        try {
            db::EventStore::open(path);
            answer += "|opened for writing";
        } catch (const std::exception& e) {
            answer += std::string("|") + e.what();
        }
        [[maybe_unused]] auto written = ::write(pipeEnds[1], answer.data(), answer.size());
        ::_exit(0);
    }
    ::close(pipeEnds[1]);
    std::string answer;
    char buffer[512];
    for (ssize_t n; (n = ::read(pipeEnds[0], buffer, sizeof buffer)) > 0;)
        answer.append(buffer, static_cast<std::size_t>(n));
    ::close(pipeEnds[0]);
    int status = 0;
    ::waitpid(child, &status, 0);
    ::chmod(folder.c_str(), 0755);
    ::chmod(path.c_str(), 0644);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    CHECK(answer.substr(0, answer.find('|')) == "2");
    CHECK_THAT(answer.substr(answer.find('|') + 1),
               Catch::Contains("cannot be written (a read-only file or folder)"));
    CHECK_FALSE(std::filesystem::exists(path + "-shm"));
    CHECK_FALSE(std::filesystem::exists(path + ".lock"));
}

TEST_CASE("One writer per event file: another Overplay is refused, readers are not",
          "[file][db][durability][writer]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    {
        auto console = testing::tuesdayPairs(path, 1);
        // The same process may open it for writing again (its table-scoring server).
        auto server = db::EventStore::open(path);
        server.enterResult(played(2, 1, 6, "4S", 'N', "="));
        CHECK(runHelper("helper: a second writer is refused", path) == 0);
        CHECK(std::filesystem::exists(db::WriterLock::lockPathOf(path)));
    }
    // Closed everywhere: the lock file goes, and the next writer is welcome.
    CHECK_FALSE(std::filesystem::exists(db::WriterLock::lockPathOf(path)));
    CHECK(runHelper("helper: a writer is welcome", path) == 0);
    CHECK(db::EventStore::open(path).lines().size() == 3);
}

TEST_CASE("helper: a second writer is refused", "[file][.helper]") {
    const std::string path = helperEvent();
    try {
        db::EventStore::open(path);
        FAIL("a second writer was let in");
    } catch (const db::StorageError& e) {
        CHECK(e.kind() == db::StorageProblem::HeldByWriter);
        CHECK_THAT(e.what(), Catch::Contains("is open for writing in another Overplay (pid " +
                                             std::to_string(::getppid()) + ")"));
    }
    CHECK(db::EventStore::open(path, tests::readOnly()).lines().size() == 2);
}

TEST_CASE("helper: a writer is welcome", "[file][.helper]") {
    db::EventStore::open(helperEvent()).enterResult(played(3, 2, 7, "2H", 'E', "-1"));
}
