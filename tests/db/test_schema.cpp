// SPDX-License-Identifier: GPL-3.0-or-later
// The event file's schema: versions, migrations from every earlier version, and the refusals of
// files that are not events, are newer, or are damaged (built byte by byte in a temp folder).
#include "EventFixtures.h"
#include "tests/db/OldEventFile.h"

#include "core/Error.h"
#include "db/EventStore.h"
#include "db/StorageError.h"
#include "db/detail/Schema.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <catch2/catch.hpp>

#include <cstdint>

using namespace overplay;
using overplay::testing::TempDir;

namespace {

std::string makeEvent(const TempDir& dir, const std::string& name = "event.db") {
    const std::string path = dir.file(name);
    auto store = db::EventStore::create(path, tests::mitchellEvent(5, 3));
    core::TravellerLine l;
    l.board = 1;
    l.ns = 1;
    l.ew = 6;
    l.play = core::makePlay(core::parseContract("4S"), core::Seat::North, "=");
    store.enterResult(l);
    return path;
}

/// Writes a 4-byte big-endian integer into the SQLite header, as a bad tool might.
void patchHeader(const std::string& path, std::size_t offset, std::uint32_t value) {
    std::string bytes = testing::readFileBytes(path);
    for (int i = 0; i < 4; ++i)
        bytes[offset + i] = static_cast<char>((value >> (24 - 8 * i)) & 0xFF);
    testing::writeBytes(path, bytes);
}

void requireRefusal(const std::string& path, const std::string& message) {
    const std::string before = testing::readFileBytes(path);
    try {
        db::EventStore::open(path);
        FAIL("opened " << path);
    } catch (const db::StorageError& e) {
        CHECK_THAT(e.what(), Catch::Contains(message));
        CHECK(e.file() == path);
    }
    // Never a write: the file is byte for byte what it was.
    CHECK(testing::readFileBytes(path) == before);
}

} // namespace

TEST_CASE("The schema has a version for every step", "[file][db][schema]") {
    CHECK(db::kSchemaVersion >= 2);
    for (int v = 1; v <= db::kSchemaVersion; ++v)
        CHECK_FALSE(db::schemaSql(v).empty());
    for (int v = 1; v < db::kSchemaVersion; ++v)
        CHECK_FALSE(db::migrationSql(v).empty());
    CHECK_THROWS_AS(db::schemaSql(0), std::invalid_argument);
    CHECK_THROWS_AS(db::schemaSql(db::kSchemaVersion + 1), std::invalid_argument);
    CHECK_THROWS_AS(db::migrationSql(db::kSchemaVersion), std::invalid_argument);
}

TEST_CASE("A file of every earlier version migrates forward and keeps its data",
          "[file][db][schema][migration]") {
    const int version = GENERATE(range(1, db::kSchemaVersion));
    INFO("from version " << version);
    TempDir dir;
    const std::string path = dir.file("old.db");
    testing::writeOldEvent(path, version);
    {
        SQLite::Database check(path, SQLite::OPEN_READWRITE);
        CHECK(db::migrate(check).size() == static_cast<std::size_t>(db::kSchemaVersion - version));
        CHECK(db::migrate(check).empty());
    }
    // Build it again and let the store migrate it on open.
    std::filesystem::remove(path);
    testing::writeOldEvent(path, version);
    auto store = db::EventStore::open(path);
    CHECK(store.info().schemaVersion == db::kSchemaVersion);
    CHECK(store.info().name == "Old club night");
    CHECK(store.movement().kind == "mitchell");
    CHECK(store.movement().boards() == 4);
    const auto entries = store.entries();
    REQUIRE(entries.size() == 4);
    CHECK(entries[0].names() == "Ann & Bob");
    CHECK(entries[2].names() == "Cat & Dan");
    const auto board = store.board(1);
    REQUIRE(board);
    REQUIRE(board->deal);
    REQUIRE(board->doubleDummy);
    CHECK(board->doubleDummy->table.at(core::Strain::Spades, core::Seat::East) == 8);
    CHECK(board->doubleDummy->par.scoreNS == -110);
    const auto lines = store.lines();
    REQUIRE(lines.size() == 2);
    CHECK(lines[0].nsScore == -110);
    CHECK(lines[0].line.lead == core::parseCard("HK"));
    CHECK(lines[0].source == db::LineSource::Console);
    CHECK_FALSE(lines[0].confirmed);
    CHECK(lines[1].line.adjusted->text() == "A+/A-");
    CHECK(store.auditLog().size() == 2);
    store.checkIntegrity();

    // The migrated file takes the newer version's commands.
    store.setTableSecrets({{1, "x"}, {2, "y"}});
    store.confirmResult(1, 1, 3);
    core::TravellerLine l;
    l.board = 3; // set 2: round 1, table 2
    l.ns = 2;
    l.ew = 4;
    l.play = core::makePlay(core::parseContract("3NT"), core::Seat::South, "+1");
    store.enterResult(l);
    auto reopened = db::EventStore::open(path);
    CHECK(reopened.tableSecrets().size() == 2);
    CHECK(reopened.line(1, 1, 3)->confirmed);
    CHECK(reopened.line(3, 2, 4)->nsScore == 430); // EW vulnerable
}

TEST_CASE("Opening refuses what is not an Overplay event, without writing", "[file][db][schema]") {
    TempDir dir;

    CHECK_THROWS_WITH(db::EventStore::open(dir.file("missing.db")),
                      Catch::Contains("no such event file"));
    CHECK_FALSE(std::filesystem::exists(dir.file("missing.db")));
    CHECK_THROWS_WITH(db::EventStore::open(dir.file("")), Catch::Contains("folder"));

    testing::writeBytes(dir.file("empty.db"), "");
    requireRefusal(dir.file("empty.db"), "is empty, not an Overplay event");

    testing::writeBytes(dir.file("notes.db"), "board,ns,ew,contract\n1,1,6,4S\n");
    requireRefusal(dir.file("notes.db"), "not an SQLite database");

    std::string noise(8192, '\0');
    for (std::size_t i = 0; i < noise.size(); ++i)
        noise[i] = static_cast<char>((i * 7919 + 13) % 251);
    testing::writeBytes(dir.file("noise.db"), noise);
    requireRefusal(dir.file("noise.db"), "not an SQLite database");

    // An SQLite database of another program: its application id is not ours.
    const std::string other = makeEvent(dir, "other.db");
    patchHeader(other, 68, 0x12345678);
    requireRefusal(other, "an SQLite database of another program");

    // A file from a newer Overplay.
    const std::string newer = makeEvent(dir, "newer.db");
    patchHeader(newer, 60, db::kSchemaVersion + 1);
    requireRefusal(newer, "written by a newer Overplay (event format " +
                              std::to_string(db::kSchemaVersion + 1));

    // A truncated file.
    const std::string cut = makeEvent(dir, "cut.db");
    std::string bytes = testing::readFileBytes(cut);
    testing::writeBytes(cut, bytes.substr(0, bytes.size() / 2));
    requireRefusal(cut, "damaged");
}

namespace {

/// Scribbles over every page of the event file but the first (b-tree headers and cells of
/// every table), leaving its header intact; returns the file's bytes as written.
std::string scribbleOverPages(const std::string& path) {
    std::string bytes = testing::readFileBytes(path);
    const std::size_t pageSize =
        (static_cast<unsigned char>(bytes[16]) << 8) | static_cast<unsigned char>(bytes[17]);
    REQUIRE(bytes.size() >= 4 * pageSize);
    for (std::size_t i = pageSize; i < bytes.size(); ++i)
        bytes[i] = static_cast<char>(0xA5 ^ (i % 61));
    testing::writeBytes(path, bytes);
    return bytes;
}

} // namespace

TEST_CASE("Opening refuses a damaged file whose header is intact", "[file][db][schema]") {
    TempDir dir;
    const std::string path = makeEvent(dir);
    scribbleOverPages(path);
    requireRefusal(path, "damaged");
}

TEST_CASE("A damaged file opened read-only is refused as damaged when read, never written",
          "[file][db][schema]") {
    // A read-only open skips the whole-file check; SQLite still checks each page it reads.
    TempDir dir;
    const std::string path = makeEvent(dir);
    const std::string bytes = scribbleOverPages(path);
    std::string refusal;
    try {
        auto store = db::EventStore::open(path, tests::readOnly());
        store.info();
        store.lines();
        store.entries();
        store.boards();
    } catch (const db::StorageError& e) {
        refusal = e.what();
        CHECK(e.file() == path);
    }
    CHECK_THAT(refusal, Catch::Contains("damaged"));
    CHECK(testing::readFileBytes(path) == bytes);
}

TEST_CASE("The event file is in WAL mode with a full sync and foreign keys", "[file][db][schema]") {
    TempDir dir;
    const std::string path = makeEvent(dir);
    {
        auto store = db::EventStore::open(path);
        // While open, SQLite keeps the write-ahead log beside the file.
        core::TravellerLine l;
        l.board = 2;
        l.ns = 1;
        l.ew = 6;
        l.adjusted = core::AdjustedScore{};
        store.enterResult(l);
        CHECK(std::filesystem::exists(path + "-wal"));
    }
    const std::string bytes = testing::readFileBytes(path);
    // Header bytes 18 and 19 are 2 for a WAL database.
    CHECK(bytes[18] == 2);
    CHECK(bytes[19] == 2);
    auto store = db::EventStore::open(path);
    CHECK(store.lines().size() == 2);
}
