// SPDX-License-Identifier: GPL-3.0-or-later
// A server event keeps the same schema versions and migrations as a file: an event of every
// earlier version, built on the server from that version's own SQL, opens migrated forward
// with its data; an event of a newer version, or a schema of another program, is refused.
#include "EventFixtures.h"

#include "db/EventStore.h"
#include "db/StorageError.h"
#include "db/detail/Schema.h"
#include "db/detail/SqlPostgres.h"

#include <catch2/catch.hpp>

#include <iostream>

using namespace overplay;
using overplay::testing::TempDir;

namespace {

/// Builds `event` on its server exactly as schema `version` made it, with the sample event.
void buildOldServerEvent(const std::string& event, int version) {
    db::sql::PostgresConnection db(db::sql::parseServerAddress(event));
    db::sql::Transaction transaction(db);
    db.createEvent();
    db::createSchemaVersion(db, version);
    db.exec(db::sampleEventSql(version));
    db.resetIdentities();
    transaction.commit();
}

} // namespace

TEST_CASE("A server event of every earlier version migrates forward and keeps its data",
          "[db][schema][migration][server]") {
    if (TempDir::skippedWithoutServer("a server's migrations"))
        return;
    const int version = GENERATE(range(1, db::kSchemaVersion));
    INFO("from version " << version);
    TempDir dir;
    const std::string event = dir.event("old-" + std::to_string(version));
    buildOldServerEvent(event, version);
    {
        auto store = db::EventStore::open(event);
        CHECK(store.info().schemaVersion == db::kSchemaVersion);
        CHECK(store.info().name == "Old club night");
        CHECK(store.movement().kind == "mitchell");
        const auto entries = store.entries();
        REQUIRE(entries.size() == 4);
        CHECK(entries[0].names() == "Ann & Bob");
        const auto lines = store.lines();
        REQUIRE(lines.size() == 2);
        CHECK(lines[0].nsScore == -110);
        CHECK(store.auditLog().size() == 2);
        // It takes commands after its migration, with ids that follow the old rows'.
        store.enterResult(testing::played(3, 1, 4, "3NT", 'N', "="));
        CHECK(store.auditLog().size() == 3);
    }
    // Opened again: already current, nothing to migrate.
    CHECK(db::EventStore::open(event).lines().size() == 3);
}

TEST_CASE("A server refuses a newer event and a schema of another program",
          "[db][schema][server]") {
    if (TempDir::skippedWithoutServer("a server's migrations"))
        return;
    TempDir dir;
    const std::string newer = dir.event("newer");
    buildOldServerEvent(newer, db::kSchemaVersion);
    {
        db::sql::PostgresConnection db(db::sql::parseServerAddress(newer));
        db.useEvent();
        db.stamp(db::kSchemaVersion + 1);
    }
    CHECK_THROWS_WITH(db::EventStore::open(newer), Catch::Contains("newer Overplay"));

    const std::string other = dir.event("other");
    {
        db::sql::PostgresConnection db(db::sql::parseServerAddress(other));
        db.createEvent();
        db.exec("CREATE TABLE invoices (id INTEGER)");
    }
    CHECK_THROWS_WITH(db::EventStore::open(other), Catch::Contains("not an Overplay event"));
}
