// SPDX-License-Identifier: GPL-3.0-or-later
// The club's roster: members imported, names matched, visitors kept, events recorded.
#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Roster.h"
#include "db/StorageError.h"
#include "tests/db/EventFixtures.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::db;
using overplay::testing::TempDir;

namespace {

std::vector<MemberRow> rows(std::initializer_list<std::array<const char*, 3>> in) {
    std::vector<MemberRow> out;
    int line = 1;
    for (const auto& r : in)
        out.push_back({r[0], r[1], r[2], "MEMBERS.csv line " + std::to_string(line++)});
    return out;
}

std::vector<std::string> namesOf(const std::vector<Member>& members) {
    std::vector<std::string> out;
    for (const Member& m : members)
        out.push_back(m.name);
    return out;
}

} // namespace

TEST_CASE("a roster keeps the club's members and updates them by member number", "[file][roster]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    {
        Roster roster = Roster::open(path, true);
        roster.setClub({"Overplay Bridge Club", "4077"});
        const MemberImport first =
            roster.importMembers(rows({{"Ann Smith", "100201", "ann@example.org"},
                                       {"Bob Jones", "100202", ""},
                                       {"Cat Brown", "100203", ""}}));
        CHECK(first.added == 3);
        CHECK(first.updated == 0);
        // Again, with Bob's new name: one updated, two unchanged, nobody removed.
        const MemberImport second = roster.importMembers(
            rows({{"Ann Smith", "100201", ""}, {"Robert Jones", "100202", ""}}));
        CHECK(second.added == 0);
        CHECK(second.updated == 1);
        CHECK(second.unchanged == 1);
    }
    // Kept in the file: opened again, everything is there.
    Roster roster = Roster::open(path);
    CHECK(roster.club() == Club{"Overplay Bridge Club", "4077"});
    CHECK(namesOf(roster.members()) ==
          std::vector<std::string>{"Ann Smith", "Cat Brown", "Robert Jones"});
    CHECK(roster.find("100202")->name == "Robert Jones");
    CHECK(roster.find("  ann   SMITH ")->number == "100201");
    CHECK(roster.find("ann@example.org") == std::nullopt);
    CHECK(roster.find("Ann Smith")->email == "ann@example.org");
}

TEST_CASE("a members file is imported whole or not at all", "[file][roster]") {
    TempDir dir;
    Roster roster = Roster::open(dir.file("club.db"), true);
    roster.importMembers(rows({{"Ann Smith", "100201", ""}}));
    // One number given to two people: refused, naming both rows; nothing of the file is kept.
    try {
        roster.importMembers(rows({{"Dan Green", "100300", ""}, {"Eve Black", "100300", ""}}));
        FAIL("two people with one number were accepted");
    } catch (const core::InputError& e) {
        CHECK(std::string(e.what()) ==
              "MEMBERS.csv line 2: member number 100300 is Dan Green on MEMBERS.csv line 1");
    }
    CHECK_THROWS_AS(roster.importMembers(rows({{"Fay", "12-34", ""}})), core::InputError);
    CHECK_THROWS_AS(roster.importMembers(rows({{"Gus", "1", "not an address"}})), core::InputError);
    CHECK(namesOf(roster.members()) == std::vector<std::string>{"Ann Smith"});
}

TEST_CASE("names typed for an event are matched to members; a visitor is added once",
          "[file][roster]") {
    TempDir dir;
    Roster roster = Roster::open(dir.file("club.db"), true);
    roster.importMembers(rows({{"Ann Smith", "100201", ""}, {"Bob Jones", "100202", ""}}));
    const auto matched = roster.match({"ann smith", "100202", "Vera Visitor", "Vera Visitor"});
    REQUIRE(matched.size() == 4);
    CHECK(matched[0].member.name == "Ann Smith");
    CHECK(!matched[0].addedVisitor);
    CHECK(matched[1].member.name == "Bob Jones");
    CHECK(matched[2].member.visitor);
    CHECK(matched[2].addedVisitor);
    CHECK(matched[3].member.id == matched[2].member.id); // the same visitor, once
    // The next event knows her.
    const auto again = roster.match({"Vera Visitor"});
    CHECK(!again[0].addedVisitor);
    CHECK(again[0].member.id == matched[2].member.id);
    CHECK(roster.members().size() == 3);
    // An unknown number is a slip, not a visitor.
    CHECK_THROWS_WITH(roster.match({"999999"}), "no member has number 999999");
    // The visitor joins the club: the members file makes her a member, keeping her history.
    roster.importMembers(rows({{"Vera Visitor", "100299", ""}}));
    const auto member = roster.find("Vera Visitor");
    CHECK(member->id == matched[2].member.id);
    CHECK(member->number == "100299");
    CHECK(!member->visitor);
}

TEST_CASE("completion offers first or last names that start with the typed text, frequent "
          "partners first",
          "[file][roster]") {
    TempDir dir;
    Roster roster = Roster::open(dir.file("club.db"), true);
    roster.importMembers(rows({{"Ann Smith", "1", ""},
                               {"Bob Smithers", "2", ""},
                               {"Sue Baker", "3", ""},
                               {"Sam Jones", "4", ""},
                               {"Tom Hill", "5", ""}}));
    // By name: "sm" starts Smith and Smithers (last names); "s" starts Sue and Sam too.
    CHECK(namesOf(roster.complete("sm")) == std::vector<std::string>{"Ann Smith", "Bob Smithers"});
    CHECK(roster.complete("s").size() == 4);
    CHECK(roster.complete("").empty());
    CHECK(roster.complete("x").empty());
    // Tom played with Sam twice and with Sue once: typing "s" as Tom's partner offers Sam,
    // then Sue, then the rest.
    roster.recordEvent({"Monday pairs", "2026-09-07", 0}, {{"Tom Hill", "5", {"Sam Jones"}, 55.0},
                                                           {"Sam Jones", "4", {"Tom Hill"}, 55.0}});
    roster.recordEvent({"Monday pairs", "2026-09-14", 0}, {{"Tom Hill", "5", {"Sam Jones"}, 48.0},
                                                           {"Sam Jones", "4", {"Tom Hill"}, 48.0}});
    roster.recordEvent({"Monday pairs", "2026-09-21", 0}, {{"Tom Hill", "5", {"Sue Baker"}, 51.0},
                                                           {"Sue Baker", "3", {"Tom Hill"}, 51.0}});
    const auto forTom = namesOf(roster.complete("s", "Tom Hill"));
    REQUIRE(forTom.size() == 4);
    CHECK(forTom[0] == "Sam Jones");
    CHECK(forTom[1] == "Sue Baker");
    // Without a partner: those who played most first.
    CHECK(namesOf(roster.complete("s"))[0] == "Sam Jones");
}

TEST_CASE("recorded events make the ladder's scores; recording again replaces", "[file][roster]") {
    TempDir dir;
    Roster roster = Roster::open(dir.file("club.db"), true);
    roster.importMembers(rows({{"Ann Smith", "1", ""}, {"Bob Jones", "2", ""}}));
    roster.recordEvent({"Club pairs", "2026-09-07", 0}, {{"Ann Smith", "1", {"Bob Jones"}, 60.0},
                                                         {"Bob Jones", "2", {"Ann Smith"}, 60.0},
                                                         {"Newcomer", "", {"Old Friend"}, 40.0},
                                                         {"Old Friend", "", {"Newcomer"}, 40.0}});
    CHECK(roster.members().size() == 4); // two visitors added
    CHECK(roster.ladderScores().size() == 4);
    // The same event recorded again (a correction after a ruling): replaced, not doubled.
    roster.recordEvent({"Club pairs", "2026-09-07", 0}, {{"Ann Smith", "1", {"Bob Jones"}, 58.5},
                                                         {"Bob Jones", "2", {"Ann Smith"}, 58.5}});
    const auto scores = roster.ladderScores();
    REQUIRE(scores.size() == 2);
    CHECK(scores[0].percent == Approx(58.5));
    CHECK(roster.events().size() == 1);
    CHECK(roster.events()[0].players == 2);
    roster.recordEvent({"Club pairs", "2026-10-05", 0}, {{"Ann Smith", "1", {}, 50.0}});
    CHECK(roster.ladderScores("2026-10-01").size() == 1);
    CHECK(roster.ladderScores("", "2026-09-30").size() == 2);
    CHECK(roster.events("2026-09-01", "2026-09-30").size() == 1);
    // An event without a date cannot be placed in a season.
    CHECK_THROWS_AS(roster.recordEvent({"Undated", "", 0}, {}), core::InputError);
}

TEST_CASE("a roster refuses a file that is no roster, and a read-only roster writes nothing",
          "[file][roster]") {
    TempDir dir;
    CHECK_THROWS_AS(Roster::open(dir.file("missing.db")), StorageError);
    const std::string event = dir.file("event.db");
    EventStore::create(event, tests::mitchellEvent(3, 2));
    CHECK_THROWS_WITH(Roster::open(event), Catch::Contains("is not an Overplay club roster"));
    const std::string path = dir.file("club.db");
    Roster::open(path, true).importMembers(rows({{"Ann Smith", "1", ""}}));
    RosterOptions readOnly;
    readOnly.readOnly = true;
    Roster reader = Roster::open(path, false, readOnly);
    CHECK_THROWS_AS(reader.setClub({"Other", ""}), StorageError);
    CHECK(reader.members().size() == 1);
}

TEST_CASE("an event keeps its club and its players' member numbers", "[file][roster]") {
    TempDir dir;
    EventStore store =
        EventStore::create(dir.file("night.db"), tests::mitchellEvent(3, 2).dated("2026-09-07"));
    store.setEntries({{1, "", {"Ann Smith", "Bob Jones"}, 0}, {4, "", {"Vera Visitor", "Cat"}, 0}});
    Roster roster = Roster::open(dir.file("club.db"), true);
    roster.setClub({"Overplay Bridge Club", "4077"});
    roster.importMembers(
        rows({{"Ann Smith", "100201", ""}, {"Bob Jones", "100202", ""}, {"Cat", "100203", ""}}));

    const std::size_t audit = store.auditLog().size();
    const EventMembers named = nameMembers(store, roster);
    CHECK(named.members == 3);
    CHECK(named.visitors == std::vector<std::string>{"Vera Visitor"});
    CHECK(store.info().club == Club{"Overplay Bridge Club", "4077"});
    CHECK(store.memberNumbers() == std::map<std::string, std::string>{{"Ann Smith", "100201"},
                                                                      {"Bob Jones", "100202"},
                                                                      {"Cat", "100203"}});
    REQUIRE(store.auditLog().size() == audit + 1);
    CHECK(store.auditLog().back().command == "set members");
    CHECK(roster.find("Vera Visitor")->visitor);
    // Again: nothing changes, nothing is written, no second visitor.
    nameMembers(store, roster);
    CHECK(store.auditLog().size() == audit + 1);
    CHECK(roster.members().size() == 4);
    // A number for someone who does not play is refused, and changes nothing.
    CHECK_THROWS_WITH(store.setMembers({"Overplay Bridge Club", "4077"}, {{"Nobody", "1"}}),
                      "Nobody does not play in this event");
    CHECK_THROWS_AS(store.setMembers({"Club", "40-77"}, {}), core::InputError);
    CHECK(store.info().club.number == "4077");

    // Who played, for the roster: no results yet, so no percentages.
    const auto players = appearancesOf(store);
    REQUIRE(players.size() == 4);
    CHECK(players[0].name == "Ann Smith");
    CHECK(players[0].number == "100201");
    CHECK(players[0].partners == std::vector<std::string>{"Bob Jones"});
    CHECK(!players[0].percent);
    CHECK(recordedEventOf(store).date == "2026-09-07");
}

TEST_CASE("a member's online name names them in a BBO tournament; unknown names are listed",
          "[file][roster][online]") {
    TempDir dir;
    const std::string path = dir.file("club.db");
    Roster roster = Roster::open(path, true);
    roster.importMembers(rows({{"Ann Smith", "100201", ""}, {"Bob Jones", "100202", ""}}));
    roster.setOnlineName("Ann Smith", "ann_s");
    roster.setOnlineName("100202", "BobJ"); // by member number
    CHECK(roster.findOnline("ANN_S")->name == "Ann Smith");
    CHECK(roster.onlineNameOf(*roster.find("Bob Jones")) == "BobJ");
    CHECK_FALSE(roster.findOnline("cat_b"));
    // One name, one member.
    CHECK_THROWS_WITH(roster.setOnlineName("Bob Jones", "ann_s"),
                      "the online name ann_s is Ann Smith's already");
    CHECK_THROWS_WITH(roster.setOnlineName("Nobody", "nob"), "'Nobody' is not in the roster");
    // A new name replaces the old; none removes it.
    roster.setOnlineName("Ann Smith", "annie");
    CHECK_FALSE(roster.findOnline("ann_s"));
    roster.setOnlineName("Ann Smith", "");
    CHECK(roster.onlineNameOf(*roster.find("Ann Smith")).empty());

    core::PlayedSection played;
    played.pairs.push_back({"1", core::Field::Any, {"bobj", "zz_guest"}, {}});
    std::vector<core::PlayedSection> sections{played};
    const OnlineNames named = nameOnlinePlayers(sections, roster);
    CHECK(named.known == 1);
    CHECK(named.unknown == std::vector<std::string>{"zz_guest"});
    CHECK(sections[0].pairs[0].players == std::vector<std::string>{"Bob Jones", "zz_guest"});
    CHECK(sections[0].pairs[0].memberNumbers == std::vector<std::string>{"100202", ""});
}

TEST_CASE("a roster of format 1 gains online names when opened for writing", "[file][roster]") {
    TempDir dir;
    const std::string path = dir.file("old.db");
    {
        Roster roster = Roster::open(path, true);
        roster.importMembers(rows({{"Ann Smith", "100201", ""}}));
    }
    {
        // Made as format 1 made it: no online names.
        SQLite::Database db(path, SQLite::OPEN_READWRITE);
        db.exec("DROP TABLE online_names");
        db.exec("PRAGMA user_version = 1");
    }
    RosterOptions reading;
    reading.readOnly = true;
    CHECK_FALSE(Roster::open(path, false, reading).findOnline("ann_s"));
    Roster roster = Roster::open(path);
    roster.setOnlineName("Ann Smith", "ann_s");
    CHECK(roster.findOnline("ann_s")->name == "Ann Smith");
    SQLite::Database db(path, SQLite::OPEN_READONLY);
    CHECK(db.execAndGet("PRAGMA user_version").getInt() == 2);
}
