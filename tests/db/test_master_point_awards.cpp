// SPDX-License-Identifier: GPL-3.0-or-later
// The master point scale and the EBU's charge code are kept among the scoring settings (a
// JSON object in the event's scoring_settings column, keys "masterPoints" and "chargeCode"),
// with no schema step of their own. A file of every earlier schema version, written before
// either key existed, opens with neither: no scale chosen and no charge code, so it is awarded
// on the EBU's club scale once it names a club and nothing otherwise, as a new event is. Both
// keys are kept when set and survive a reopening; a scale this version does not know is
// refused as unreadable settings rather than dropped.
#include "EventFixtures.h"
#include "tests/db/OldEventFile.h"

#include "core/MasterPoints.h"
#include "db/Club.h"
#include "db/EventStore.h"
#include "db/MasterPointAwards.h"
#include "db/StorageError.h"
#include "db/detail/Schema.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <catch2/catch.hpp>

using namespace overplay;
using overplay::testing::TempDir;

TEST_CASE("An old file has no master point settings and gets the scale a new event gets",
          "[file][db][masterpoints]") {
    const int version = GENERATE(range(1, db::kSchemaVersion));
    INFO("from version " << version);
    TempDir dir;
    const std::string path = dir.file("old.db");
    testing::writeOldEvent(path, version);
    auto store = db::EventStore::open(path);
    CHECK_FALSE(store.info().settings.masterPoints);
    CHECK(store.info().settings.chargeCode.empty());
    // The sample event names no club: no awards, as for a new event without one.
    CHECK(db::masterPointScaleOf(store) == core::MasterPointScale::None);

    // Once a club's roster names its players, the EBU's club scale, unasked.
    store.setMembers({"Overplay Bridge Club", "4077"}, {});
    CHECK(db::masterPointScaleOf(store) == core::MasterPointScale::Club);

    // The director's choice and the charge code are kept and read back.
    core::ScoringSettings settings = store.info().settings;
    settings.masterPoints = core::MasterPointScale::County;
    settings.chargeCode = "10";
    store.setScoringSettings(settings);
    auto reopened = db::EventStore::open(path);
    CHECK(reopened.info().settings.masterPoints == core::MasterPointScale::County);
    CHECK(reopened.info().settings.chargeCode == "10");
    CHECK(db::masterPointScaleOf(reopened) == core::MasterPointScale::County);
}

TEST_CASE("A scale this version does not know is refused, not dropped",
          "[file][db][masterpoints]") {
    TempDir dir;
    const std::string path = dir.file("newer.db");
    testing::writeOldEvent(path, db::kSchemaVersion);
    {
        SQLite::Database old(path, SQLite::OPEN_READWRITE);
        // As a later Overplay might write it, with a scale this one does not have.
        old.exec("UPDATE event SET scoring_settings = "
                 "'{\"masterPoints\":\"green\",\"chargeCode\":\"60\"}' WHERE id = 1");
    }
    try {
        auto store = db::EventStore::open(path);
        (void)store.info();
        FAIL("the unknown scale was read");
    } catch (const db::StorageError& e) {
        CHECK(std::string(e.what()).find("master point scale") != std::string::npos);
    }
    // Nothing was written: the settings are still there for a version that knows them.
    SQLite::Database check(path, SQLite::OPEN_READONLY);
    CHECK(check.execAndGet("SELECT scoring_settings FROM event WHERE id = 1").getString() ==
          "{\"masterPoints\":\"green\",\"chargeCode\":\"60\"}");
}
