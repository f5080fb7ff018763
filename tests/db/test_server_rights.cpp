// SPDX-License-Identifier: GPL-3.0-or-later
// Who may write what on a server event is the server's own rule: a club's login reads the
// whole event and writes its own section only, through Overplay or through plain SQL; the
// organiser's login writes everything; the audit log only grows, and each row names the login
// that wrote it. Run against the throwaway cluster (OVERPLAY_TEST_POSTGRES), whose logins
// club_a, club_b, federation and old_club these tests make when missing.
#include "EventFixtures.h"

#include "core/Error.h"
#include "core/Session.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "db/StorageError.h"
#include "db/detail/Schema.h"
#include "db/detail/SqlPostgres.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>

using namespace overplay;
using namespace overplay::testing;

namespace {

/// The event's address with another login: "…&user=overplay&event=…" → "…&user=club_a&…".
std::string as(const std::string& event, const std::string& login) {
    const auto at = event.find("user=");
    REQUIRE(at != std::string::npos);
    const auto end = event.find('&', at);
    return event.substr(0, at) + "user=" + login +
           (end == std::string::npos ? "" : event.substr(end));
}

/// Makes a login on the test's server unless it is there (tests running at once share them:
/// a login is the server's, not an event's).
void makeLogin(const std::string& event, const std::string& login) {
    db::sql::PostgresConnection db(db::sql::parseServerAddress(event));
    db.exec("DO $$ BEGIN CREATE ROLE " + login +
            " LOGIN; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$");
}

/// Plain SQL as `login`, with no Overplay in between (libpq, as psql would send it).
void plainSql(const std::string& event, const std::string& login, const std::string& sql) {
    const auto server = db::sql::parseServerAddress(as(event, login));
    db::sql::PostgresConnection db(server);
    db.exec("SET search_path TO " + db::sql::quotedIdentifier(server.schema()) + "; " + sql);
}

db::EventStore openAs(const std::string& event, const std::string& login,
                      const std::string& station = "director") {
    db::OpenOptions options;
    options.user = station;
    return db::EventStore::open(as(event, login), options);
}

/// A simultaneous pairs of two clubs (sections A and B), club_a writing A and club_b B,
/// with B's first result (+420) entered by club_b.
std::string twoClubs(const TempDir& dir) {
    const std::string event = dir.event("sim");
    for (const char* login : {"club_a", "club_b", "federation"})
        makeLogin(event, login);
    auto owner = testing::simultaneousPairs(event, "Sim pairs", 2);
    owner.grantOnServer({"club_a", db::ServerLogin::Role::Section, {"a"}});
    owner.grantOnServer({"club_b", db::ServerLogin::Role::Section, {"B"}});
    auto clubB = openAs(event, "club_b", "Hove table 1");
    clubB.useSection("B");
    clubB.enterResult(played(1, 1, 4, "4S", 'N', "="));
    db::Entry ns;
    ns.number = 1;
    ns.players = {"Ann Hove", "Bob Hove"};
    clubB.setEntries({ns});
    return event;
}

/// The test's server event of two clubs, or `skipped` where there is no server.
struct TwoClubs {
    bool skipped = TempDir::skippedWithoutServer("logins' rights");
    TempDir dir;
    std::string event = skipped ? std::string() : twoClubs(dir);
};

} // namespace

TEST_CASE_METHOD(TwoClubs,
                 "On a server a club's login writes its own section only, through Overplay",
                 "[db][server][rights]") {
    if (skipped)
        return;
    auto clubA = openAs(event, "club_a", "Riverside director");
    clubA.useSection("B");
    const std::string before = eventState(event);
    const std::string refusal = "club_a may write section A only; nothing was changed";
    const auto refused = [&](const std::function<void()>& command) {
        CHECK_THROWS_WITH(command(), Catch::Contains(refusal));
        CHECK(eventState(event) == before);
    };
    refused([&] { clubA.enterResult(played(2, 1, 4, "3NT", 'N', "=")); });
    refused([&] { clubA.correctResult(played(1, 1, 4, "4S", 'N', "-4")); });
    refused([&] { clubA.deleteResult(1, 1, 4); });
    refused([&] { clubA.markFouled(1, {{{1, 4}}}); });
    refused([&] {
        core::ProceduralPenalty penalty;
        penalty.entry = 1;
        penalty.amount = 3;
        clubA.addPenalty(penalty);
    });
    refused([&] {
        db::Entry ns;
        ns.number = 1;
        ns.players = {"Eve Riverside", "Fay Riverside"};
        clubA.setEntries({ns});
    });
    // The whole event is the organiser's.
    refused([&] { clubA.renameEvent("Mine now"); });
    refused([&] { clubA.addSection(testing::mitchell(3, 2), "Riverside BC"); });
    CHECK(clubA.line(1, 1, 4)->nsScore == 420);

    // Its own section takes every command; it reads the whole field.
    clubA.useSection("A");
    clubA.enterResult(played(1, 1, 4, "4S", 'N', "+1"));
    clubA.correctResult(played(1, 1, 4, "4S", 'N', "="));
    db::Entry ns;
    ns.number = 1;
    ns.players = {"Eve Riverside", "Fay Riverside"};
    clubA.setEntries({ns});
    core::ProceduralPenalty penalty;
    penalty.entry = 1;
    penalty.amount = 1;
    clubA.addPenalty(penalty);
    clubA.markFouled(1, {{{1, 4}}});
    const auto ranking = db::rankSections(clubA);
    REQUIRE(ranking.overall.size() == 2);

    // Each audit row names the login beside the station.
    std::vector<std::string> rows;
    for (const auto& a : openAs(event, "club_b").auditLog())
        rows.push_back(a.login + " " + a.who + " " + a.command + " " + a.section);
    CHECK(std::count(rows.begin(), rows.end(), "club_b Hove table 1 enter result B") == 1);
    CHECK(std::count(rows.begin(), rows.end(), "club_a Riverside director enter result A") == 1);
    CHECK(std::count(rows.begin(), rows.end(), "club_a Riverside director give penalty A") == 1);
    CHECK(std::count(rows.begin(), rows.end(), "overplay director grant rights ") == 2);
}

TEST_CASE_METHOD(TwoClubs,
                 "On a server plain SQL from a club's login is refused by the server itself",
                 "[db][server][rights]") {
    if (skipped)
        return;
    const std::string before = eventState(event);
    const auto refused = [&](const std::string& sql, const std::string& words) {
        INFO(sql);
        CHECK_THROWS_WITH(plainSql(event, "club_a", sql), Catch::Contains(words));
        CHECK(eventState(event) == before);
    };
    const std::string sectionB = "(SELECT id FROM sections WHERE letter = 'B')";
    const std::string onlyA = "club_a may write section A only; nothing was changed";
    refused("UPDATE traveller_lines SET ns_score = -200 WHERE section_id = " + sectionB, onlyA);
    refused("DELETE FROM traveller_lines WHERE section_id = " + sectionB, onlyA);
    refused("DELETE FROM traveller_lines", onlyA);
    refused("INSERT INTO traveller_lines (section_id, board, round, table_number, ns, ew, "
            "contract, declarer, tricks, ns_score) VALUES (" +
                sectionB + ", 2, 1, 1, 1, 4, '3NT', 'N', 9, 400)",
            onlyA);
    // Moving B's line into A is taking it from B.
    refused("UPDATE traveller_lines SET section_id = (SELECT id FROM sections WHERE letter = "
            "'A') WHERE section_id = " +
                sectionB,
            onlyA);
    refused("DELETE FROM entry_players", onlyA);
    refused("UPDATE entries SET label = 'X' WHERE section_id = " + sectionB, onlyA);
    refused("INSERT INTO penalties (section_id, entry, amount, unit) VALUES (" + sectionB +
                ", 1, 5, 'points')",
            onlyA);
    refused("UPDATE sections SET movement_json = '{}' WHERE letter = 'B'", onlyA);
    refused("DELETE FROM sections WHERE letter = 'B'", "permission denied");
    refused("UPDATE event SET name = 'Mine now'", "permission denied");
    refused("UPDATE players SET name = 'Nobody'", "permission denied");
    // The audit log only grows.
    refused("DELETE FROM audit_log", "permission denied");
    refused("UPDATE audit_log SET who = 'nobody'", "permission denied");
    refused("TRUNCATE audit_log", "permission denied");
    refused("DROP TABLE audit_log", "must be owner");

    // Its own section's rows it writes; an audit row it adds names it, whatever it wrote.
    plainSql(event, "club_a",
             "INSERT INTO traveller_lines (section_id, board, round, table_number, ns, ew, "
             "contract, declarer, tricks, ns_score) VALUES ((SELECT id FROM sections WHERE "
             "letter = 'A'), 2, 1, 1, 1, 4, '3NT', 'N', 9, 400); "
             "INSERT INTO audit_log (at, who, command, login) VALUES ('2026-11-27T20:00:00Z', "
             "'director', 'enter result', 'club_b')");
    auto clubB = openAs(event, "club_b");
    CHECK(clubB.auditLog().back().login == "club_a");
    clubB.useSection("A");
    CHECK(clubB.line(2, 1, 4)->nsScore == 400);
}

TEST_CASE_METHOD(TwoClubs,
                 "On a server the audit log is append-only for every login but the event's owner",
                 "[db][server][rights]") {
    if (skipped)
        return;
    auto owner = db::EventStore::open(event);
    owner.grantOnServer({"federation", db::ServerLogin::Role::Organiser, {}});
    // Even a login given every privilege on the tables by hand (as the deployment guide once
    // told federations to) cannot rewrite it: the server's guard refuses.
    db::sql::PostgresConnection superuser(db::sql::parseServerAddress(event));
    const std::string schema =
        db::sql::quotedIdentifier(db::sql::parseServerAddress(event).schema());
    superuser.exec("GRANT UPDATE, DELETE ON ALL TABLES IN SCHEMA " + schema + " TO club_b");
    const std::string before = eventState(event);
    for (const char* login : {"club_a", "club_b", "federation"})
        for (const char* sql : {"DELETE FROM audit_log", "UPDATE audit_log SET who = 'nobody'"}) {
            INFO(login << ": " << sql);
            CHECK_THROWS(plainSql(event, login, sql));
            CHECK(eventState(event) == before);
        }
    CHECK_THROWS_WITH(plainSql(event, "club_b", "DELETE FROM audit_log"),
                      Catch::Contains("the audit log is kept as written"));
    // The owner (here a superuser) may: it copies events in with their rows as they are.
    plainSql(event, "overplay", "UPDATE audit_log SET who = who");
}

TEST_CASE_METHOD(TwoClubs,
                 "On a server the organiser's login adds sections, uploads a club's file and ranks",
                 "[db][server][rights]") {
    if (skipped)
        return;
    db::EventStore::open(event).grantOnServer({"federation", db::ServerLogin::Role::Organiser, {}});
    const std::string home = dir.event("hove.db");
    {
        auto club = db::EventStore::create(home, tests::mitchellEvent(3, 2).named("Hove Tuesday"));
        club.enterResult(played(1, 1, 4, "4S", 'N', "-1"));
    }
    auto federation = openAs(event, "federation", "national office");
    CHECK(federation.addSection(testing::mitchell(3, 2), "Seaford BC") == "C");
    CHECK(federation.uploadSection(home, "Hove BC") == "D");
    federation.useSection("B");
    federation.correctResult(played(1, 1, 4, "4S", 'N', "+1"));
    federation.renameEvent("Autumn sim pairs");
    const auto ranking = db::rankSections(federation);
    REQUIRE(ranking.overall.size() == 2);
    CHECK(federation.linesOf("D").size() == 1);
    CHECK(federation.auditLog().back().login == "federation");
}

TEST_CASE_METHOD(TwoClubs,
                 "Granting rights on a server: readers, several sections, revoking, refusals",
                 "[db][server][rights]") {
    if (skipped)
        return;
    auto owner = db::EventStore::open(event);
    owner.grantOnServer({"club_a", db::ServerLogin::Role::Section, {"B"}});
    auto logins = owner.serverLogins();
    REQUIRE(logins.size() == 2);
    CHECK(logins[0].login == "club_a");
    CHECK(logins[0].sections == std::vector<std::string>{"A", "B"});
    {
        auto clubA = openAs(event, "club_a");
        clubA.useSection("B");
        clubA.enterResult(played(2, 1, 4, "3NT", 'N', "="));
    }
    owner.grantOnServer({"club_a", db::ServerLogin::Role::Reader, {}});
    {
        auto clubA = openAs(event, "club_a");
        clubA.useSection("A");
        CHECK_THROWS_WITH(clubA.enterResult(played(2, 1, 4, "3NT", 'N', "=")),
                          Catch::Contains("club_a may only read this event; nothing was changed"));
        CHECK(db::rankSections(clubA).overall.size() == 2);
    }
    owner.revokeOnServer("club_a");
    CHECK_THROWS_AS(openAs(event, "club_a"), db::StorageError);
    CHECK(owner.serverLogins().size() == 1);

    CHECK_THROWS_WITH(owner.grantOnServer({"no_such_club", db::ServerLogin::Role::Reader, {}}),
                      Catch::Contains("the server has no login no_such_club"));
    CHECK_THROWS_WITH(owner.grantOnServer({"club_a", db::ServerLogin::Role::Section, {"Q"}}),
                      Catch::Contains("no section Q"));
    CHECK_THROWS_WITH(owner.grantOnServer({"overplay", db::ServerLogin::Role::Reader, {}}),
                      Catch::Contains("owns the event"));
    CHECK_THROWS_WITH(
        openAs(event, "club_b").grantOnServer({"club_b", db::ServerLogin::Role::Organiser, {}}),
        Catch::Contains("only the event's owner (overplay) grants rights"));
    const std::string file = dir.file("night.db");
    auto night = db::EventStore::create(file, tests::mitchellEvent(3, 2));
    CHECK(night.serverLogins().empty());
    CHECK_THROWS_WITH(night.grantOnServer({"club_a", db::ServerLogin::Role::Reader, {}}),
                      Catch::Contains("is a file"));
}

TEST_CASE("A server event of version 13, its clubs granted every table by hand, migrates to "
          "the server's rule",
          "[db][server][rights][migration]") {
    if (TempDir::skippedWithoutServer("logins' rights"))
        return;
    TempDir dir;
    const std::string event = dir.event("old");
    makeLogin(event, "old_club");
    const auto server = db::sql::parseServerAddress(event);
    const std::string schema = db::sql::quotedIdentifier(server.schema());
    {
        db::sql::PostgresConnection db(server);
        db::sql::Transaction transaction(db);
        db.createEvent();
        db::createSchemaVersion(db, 13);
        db.exec(db::sampleEventSql(13));
        db.resetIdentities();
        // What the deployment guide of version 13 told a federation to grant each club.
        db.exec("GRANT USAGE ON SCHEMA " + schema +
                " TO old_club; GRANT SELECT, INSERT, "
                "UPDATE, DELETE ON ALL TABLES IN SCHEMA " +
                schema +
                " TO old_club; GRANT "
                "USAGE ON ALL SEQUENCES IN SCHEMA " +
                schema + " TO old_club");
        transaction.commit();
    }
    // Before its owner opens it, the club cannot migrate it.
    CHECK_THROWS_WITH(openAs(event, "old_club"),
                      Catch::Contains("the event's owner opens it once to update it"));
    auto owner = db::EventStore::open(event);
    CHECK(owner.info().schemaVersion == db::kSchemaVersion);
    const auto log = owner.auditLog();
    REQUIRE(log.size() == 2);
    CHECK(log[0].login.empty()); // written before logins were kept
    // Its broad privileges no longer let it write or rewrite anything.
    const std::string before = eventState(event);
    CHECK_THROWS_WITH(plainSql(event, "old_club", "DELETE FROM audit_log"),
                      Catch::Contains("the audit log is kept as written"));
    CHECK_THROWS_WITH(plainSql(event, "old_club", "UPDATE traveller_lines SET ns_score = 0"),
                      Catch::Contains("old_club may only read this event"));
    CHECK_THROWS_WITH(openAs(event, "old_club").enterResult(played(3, 1, 4, "3NT", 'N', "=")),
                      Catch::Contains("old_club may only read this event; nothing was changed"));
    CHECK(eventState(event) == before);
    // Granted its section, it enters there.
    owner.grantOnServer({"old_club", db::ServerLogin::Role::Section, {"A"}});
    openAs(event, "old_club").enterResult(played(3, 1, 4, "3NT", 'N', "="));
    CHECK(owner.auditLog().back().login == "old_club");
}
