// SPDX-License-Identifier: GPL-3.0-or-later
// Sections: a session of sections A, B, … in one event file (each with its movement, entries
// and lines, all on the same boards), an old one-section file opening unchanged, and the
// sections scored within each section or across the field.
#include "EventFixtures.h"
#include "tests/db/OldEventFile.h"

#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "db/detail/Schema.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <algorithm>
#include <catch2/catch.hpp>

using namespace overplay;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

/// Two sections of a 3-table Mitchell, one board a round (boards 1..3): pairs 1..3 NS, 4..6 EW.
db::EventStore twoSections(const TempDir& dir) {
    return db::EventStore::create(dir.event("night.db"),
                                  tests::mitchellEvent(3, 1).named("Busy night").inSections(2));
}

std::string refusal(const std::function<void()>& f) {
    try {
        f();
    } catch (const core::InputError& e) {
        return e.what();
    }
    return "accepted";
}

/// North-South's points of the line of `ns` against `ew` (session entries) on board 1.
double nsPointsOf(const db::SectionsRanking& r, int ns, int ew) {
    for (const auto& b : r.result.boards)
        if (b.board == 1)
            for (const auto& l : b.lines)
                if (l.line.ns == ns && l.line.ew == ew)
                    return l.nsPoints;
    FAIL("no line " << ns << " v " << ew);
    return -1;
}

/// Board 1 (set 1: 1v4 in round 1, 3v5 in round 2, 2v6 in round 3) in both sections:
/// A +420 +450 −50, B +420 +400 +140.
void enterBoardOne(db::EventStore& store) {
    store.useSection("A");
    store.enterResult(played(1, 1, 4, "4S", 'N', "="));
    store.enterResult(played(1, 3, 5, "4S", 'N', "+1"));
    store.enterResult(played(1, 2, 6, "4S", 'N', "-1"));
    store.useSection("B");
    store.enterResult(played(1, 1, 4, "4S", 'N', "="));
    store.enterResult(played(1, 3, 5, "3NT", 'N', "="));
    store.enterResult(played(1, 2, 6, "2H", 'N', "+1"));
}

} // namespace

TEST_CASE("An event of two sections keeps each section's entries and lines apart",
          "[db][sections]") {
    TempDir dir;
    auto store = twoSections(dir);
    const auto sections = store.sections();
    REQUIRE(sections.size() == 2);
    CHECK(sections[0].letter == "A");
    CHECK(sections[1].letter == "B");
    CHECK(sections[1].movement.pairs == 6);
    CHECK(store.section() == "A");
    CHECK(store.entriesOf("b").size() == 6);

    enterBoardOne(store);
    CHECK(store.section() == "B");
    CHECK(store.lines().size() == 3);
    CHECK(store.line(1, 3, 5)->nsScore == 400);
    CHECK(store.linesOf("A").size() == 3);
    CHECK(store.linesOf("A")[1].nsScore == 450);

    // Each audit row names the section its command was about; the event's creation none.
    const auto audit = store.auditLog();
    REQUIRE(audit.size() == 7);
    CHECK(audit[0].command == "create event");
    CHECK(audit[0].section.empty());
    CHECK(audit[1].section == "A");
    CHECK(audit[6].command == "enter result");
    CHECK(audit[6].section == "B");

    // Names go to the section in use.
    store.setEntries({{1, "", {"Ann", "Bob"}, 0}});
    CHECK(store.entriesOf("B")[0].names() == "Ann & Bob");
    CHECK(store.entriesOf("A")[0].names().empty());

    CHECK(refusal([&] { store.useSection("C"); }) ==
          "there is no section 'C' in this event (its sections are A and B)");
    CHECK(store.section() == "B"); // a refused letter leaves the section in use as it was

    // Reopened: a fresh store starts in section A, and everything is where it was put.
    auto reopened = db::EventStore::open(store.path());
    CHECK(reopened.section() == "A");
    CHECK(reopened.line(1, 3, 5)->nsScore == 450);
    reopened.useSection("b");
    CHECK(reopened.line(1, 3, 5)->nsScore == 400);
}

TEST_CASE("Another section is added with its own movement on the same boards", "[db][sections]") {
    TempDir dir;
    // The 4-table Howell of one board a round plays boards 1..7.
    auto store = db::EventStore::create(dir.event("h.db"),
                                        tests::NewEvent(testing::howell4(1)).named("Howell night"));
    CHECK(store.sections().size() == 1);

    CHECK(store.addSection(testing::mitchell(3, 2)) == "B"); // boards 1..6
    const auto sections = store.sections();
    REQUIRE(sections.size() == 2);
    CHECK(sections[1].movement.kind == "mitchell");
    CHECK(store.auditLog().back().command == "add section");

    CHECK(refusal([&] { store.addSection(testing::mitchell(3, 3)); }) ==
          "the new section's movement plays 9 boards; the event has 7 (every section plays "
          "the same boards)");
    movements::Movement teams = testing::mitchell(3, 1);
    teams.teamOf = {{1, 1}, {4, 1}, {2, 2}, {5, 2}, {3, 3}, {6, 3}};
    CHECK(refusal([&] { store.addSection(teams); }).rfind("a team movement cannot", 0) == 0);
    CHECK(store.sections().size() == 2); // nothing added by a refusal

    // A line in B is checked against B's movement: 1v4 play set 1 in round 1.
    store.useSection("B");
    CHECK(store.enterResult(played(2, 1, 4, "3NT", 'S', "=")).line.table == 1);
    CHECK(refusal([&] {
              store.enterResult(played(1, 1, 8, "3NT", 'S', "="));
          }).find("there is no pair 8") != std::string::npos);
}

TEST_CASE("A file of schema 4 opens as one section and takes sections",
          "[db][sections][migration][file]") {
    TempDir dir;
    const std::string path = dir.file("old.db");
    testing::writeOldEvent(path, 4);
    auto store = db::EventStore::open(path);
    CHECK(store.info().schemaVersion == db::kSchemaVersion);
    CHECK_FALSE(store.info().acrossField);
    const auto sections = store.sections();
    REQUIRE(sections.size() == 1);
    CHECK(sections[0].letter == "A");
    CHECK(sections[0].name.empty()); // schema 13's section names: none in an older file
    // Labels, lines and the ranking exactly as before: one section changes nothing.
    CHECK(movements::entryLabel(sections, 3) == "3");
    const auto ranking = db::rankSections(store);
    const auto plain = db::rankEvent(store);
    REQUIRE(ranking.result.rankings.size() == plain.rankings.size());
    for (std::size_t i = 0; i < plain.rankings.size(); ++i) {
        CHECK(ranking.sectionOfRanking[i] == 0);
        CHECK(ranking.result.rankings[i].direction == plain.rankings[i].direction);
        REQUIRE(ranking.result.rankings[i].rows.size() == plain.rankings[i].rows.size());
        for (std::size_t j = 0; j < plain.rankings[i].rows.size(); ++j) {
            CHECK(ranking.result.rankings[i].rows[j].entry == plain.rankings[i].rows[j].entry);
            CHECK(ranking.result.rankings[i].rows[j].score == plain.rankings[i].rows[j].score);
        }
    }
    CHECK(store.lines().size() == 2);
    for (const auto& row : store.auditLog())
        CHECK(row.section.empty());
    store.confirmResult(1, 1, 3);
    CHECK(store.auditLog().back().section.empty()); // one section: no letter

    // The migrated file takes a second section and the director's choice of scoring.
    store.addSection(store.movement());
    store.setAcrossField(true);
    auto reopened = db::EventStore::open(path);
    CHECK(reopened.sections().size() == 2);
    CHECK(reopened.info().acrossField);
    CHECK(reopened.linesOf("B").empty());
    CHECK(reopened.auditLog().back().command == "change section scoring");
    CHECK(reopened.auditLog().back().section.empty()); // about the whole event
}

TEST_CASE("Sections are matchpointed within each section or across the field",
          "[db][sections][ranking]") {
    TempDir dir;
    auto store = twoSections(dir);
    enterBoardOne(store);
    // Session entries: section A's pairs are 1..6, B's 7..12.

    SECTION("within each section: a top of 4 on three results") {
        const auto r = db::rankSections(store);
        CHECK_FALSE(r.acrossField);
        CHECK(nsPointsOf(r, 1, 4) == 2);  // A +420
        CHECK(nsPointsOf(r, 3, 5) == 4);  // A +450
        CHECK(nsPointsOf(r, 2, 6) == 0);  // A −50
        CHECK(nsPointsOf(r, 7, 10) == 4); // B +420
        CHECK(nsPointsOf(r, 9, 11) == 2); // B +400
        CHECK(nsPointsOf(r, 8, 12) == 0); // B +140
        REQUIRE(r.result.rankings.size() == 4);
        CHECK(r.sectionOfRanking == std::vector<std::size_t>{0, 0, 1, 1});
        CHECK(r.result.rankings[0].direction == "NS");
        CHECK(r.result.rankings[3].direction == "EW");
        CHECK(r.result.rankings[2].rows[0].entry == 7); // B1NS top of B's North-South
    }
    SECTION("across the field: a top of 10 on six results") {
        db::RankOptions options;
        options.acrossField = true;
        const auto r = db::rankSections(store, options);
        CHECK(r.acrossField);
        // 450 beats five; each 420 beats three and ties one; 400 beats two; 140 one.
        CHECK(nsPointsOf(r, 3, 5) == 10);
        CHECK(nsPointsOf(r, 1, 4) == 7);
        CHECK(nsPointsOf(r, 7, 10) == 7);
        CHECK(nsPointsOf(r, 9, 11) == 4);
        CHECK(nsPointsOf(r, 8, 12) == 2);
        CHECK(nsPointsOf(r, 2, 6) == 0);
        REQUIRE(r.result.rankings.size() == 4);
        CHECK(r.sectionOfRanking == std::vector<std::size_t>{0, 0, 1, 1});
        CHECK(r.result.rankings[2].direction == "NS");
        const auto& bNs = r.result.rankings[2].rows;
        REQUIRE(bNs.size() == 3);
        CHECK(bNs[0].entry == 7);
        CHECK(bNs[0].percent == Approx(70.0));
    }
    SECTION("the event's stored choice scores across the field too") {
        store.setAcrossField(true);
        CHECK(nsPointsOf(db::rankSections(store), 1, 4) == 7);
    }
    SECTION("one section ranked alone") {
        db::RankOptions options;
        options.section = "b";
        const auto r = db::rankSections(store, options);
        CHECK(r.sectionOfRanking == std::vector<std::size_t>{1, 1});
        CHECK(r.result.boards.front().lines.size() == 3);
        options.acrossField = true;
        const auto across = db::rankSections(store, options);
        CHECK(across.sectionOfRanking == std::vector<std::size_t>{1, 1});
        CHECK(across.result.boards.front().lines.size() == 3);
        CHECK(nsPointsOf(across, 9, 11) == 4);
        options.section = "Q";
        CHECK(refusal([&] { db::rankSections(store, options); }) ==
              "there is no section 'Q' in this event (its sections are A and B)");
    }
}

TEST_CASE("Across the field a board played fewer times is Neuberg-factored",
          "[db][sections][ranking]") {
    // A: the 4-table Howell plays each of boards 1..7 four times; B: a 3-table Mitchell plays
    // boards 1..3 three times. Across the field board 1 has 7 results, board 4 only A's 4.
    TempDir dir;
    auto store = db::EventStore::create(dir.event("m.db"),
                                        tests::NewEvent(testing::howell4(1)).named("Mixed night"));
    store.addSection(testing::mitchell(3, 1));
    // Board 4 (set 4) in the Howell: round 1 6v3, round 4 4v8? Found from the movement.
    std::vector<std::pair<int, int>> board4;
    for (const auto& round : store.movement().rounds)
        for (const auto& t : round.tables)
            if (t.set == 4)
                board4.emplace_back(t.ns, t.ew);
    REQUIRE(board4.size() == 4);
    const char* results[] = {"+2", "+1", "=", "-1"}; // 4S by N: 480, 450, 420, −50
    for (std::size_t i = 0; i < 4; ++i)
        store.enterResult(played(4, board4[i].first, board4[i].second, "4S", 'N', results[i]));
    db::RankOptions options;
    options.acrossField = true;
    const auto r = db::rankSections(store, options);
    const auto b4 = std::find_if(r.result.boards.begin(), r.result.boards.end(),
                                 [](const auto& b) { return b.board == 4; });
    REQUIRE(b4 != r.result.boards.end());
    CHECK(b4->top == 12); // seven results expected
    // Neuberg (EBU scale): (MP + 1) × 7/4 − 1 from 6, 4, 2, 0: 11.25, 7.75, 4.25, 0.75,
    // rounded to 0.1 with a half towards the average of 6.
    std::vector<double> points;
    for (const auto& l : b4->lines)
        points.push_back(l.nsPoints);
    std::sort(points.begin(), points.end());
    CHECK(points[0] == Approx(0.8));
    CHECK(points[1] == Approx(4.3));
    CHECK(points[2] == Approx(7.7));
    CHECK(points[3] == Approx(11.2));
}

namespace {

/// The fixture's 3-table Mitchell, one board a round, labelled as printed: 1NS..3NS, 1EW..3EW.
movements::Movement labelledMitchell() {
    movements::Movement m = testing::mitchell(3, 1);
    for (int p = 1; p <= 3; ++p) {
        m.pairLabels[p] = std::to_string(p) + " NS";
        m.pairLabels[p + 3] = std::to_string(p) + " EW";
    }
    return m;
}

} // namespace

TEST_CASE("A simultaneous pairs: thirty sections, lettered on past Z, each a club's",
          "[db][sections][simultaneous]") {
    TempDir dir;
    auto store = db::EventStore::create(
        dir.event("sim.db"),
        tests::NewEvent(labelledMitchell()).named("Simultaneous pairs").inSections(25)); // A..Y

    // Z, then AA: the 27th section, and three more, each with its club's name.
    CHECK(store.addSection(labelledMitchell(), "Zennor BC") == "Z");
    CHECK(store.addSection(labelledMitchell(), "  Hove BC  ") == "AA");
    CHECK(store.addSection(labelledMitchell()) == "AB");
    CHECK(store.addSection(labelledMitchell(), "Acol Club") == "AC");
    CHECK(store.addSection(labelledMitchell(), "Bath BC") == "AD");
    CHECK(store.auditLog().back().command == "add section");
    CHECK(store.auditLog().back().newValue.find("\"name\":\"Bath BC\"") != std::string::npos);

    // Listed A..Z, then AA..AD (by the letters' length, then the letters: not "AA" after "A").
    const auto sections = store.sections();
    REQUIRE(sections.size() == 30);
    std::vector<std::string> letters;
    for (const auto& s : sections)
        letters.push_back(s.letter);
    std::vector<std::string> expected;
    for (char c = 'A'; c <= 'Z'; ++c)
        expected.emplace_back(1, c);
    for (const char* two : {"AA", "AB", "AC", "AD"})
        expected.emplace_back(two);
    CHECK(letters == expected);
    CHECK(sections[0].name.empty());
    CHECK(sections[25].name == "Zennor BC");
    CHECK(sections[26].name == "Hove BC"); // without the spaces around it
    CHECK(sections[27].name.empty());
    CHECK(sections[29].name == "Bath BC");

    // Labels carry both letters; typed labels are read back to the same entry.
    const int aa1ns = movements::sessionEntry(sections, {26, 1});
    CHECK(aa1ns == 26 * 6 + 1);
    CHECK(movements::entryLabel(sections, aa1ns) == "AA1NS");
    CHECK(movements::readEntry(sections, "AA1NS") == aa1ns);
    CHECK(movements::readEntry(sections, "ad 2 ew") == movements::sessionEntry(sections, {29, 5}));
    CHECK(movements::readEntry(sections, "B1NS") == movements::sessionEntry(sections, {1, 1}));
    store.useSection("aa");
    CHECK(store.section() == "AA");
    CHECK(store.entryLabel(1) == "AA1NS");
    CHECK(refusal([&] { store.useSection("AE"); }) ==
          "there is no section 'AE' in this event (its sections are A to AD)");

    // Board 1 in four sections (1NS v 1EW in round 1): A 420, Z 450, AA −100, AD 420.
    const std::vector<std::pair<std::string, std::string>> results{
        {"A", "="}, {"Z", "+1"}, {"AA", "-2"}, {"AD", "="}};
    for (const auto& [letter, result] : results) {
        store.useSection(letter);
        store.enterResult(played(1, 1, 4, "4S", 'N', result.c_str()));
    }
    CHECK(store.auditLog().back().section == "AD");
    CHECK(store.linesOf("aa").front().nsScore == -100);

    // Ranked across the field: the four lines side by side, each section ranked apart, in
    // the sections' order.
    db::RankOptions options;
    options.acrossField = true;
    const auto across = db::rankSections(store, options);
    const int z1ns = movements::sessionEntry(sections, {25, 1});
    const int ad1ns = movements::sessionEntry(sections, {29, 1});
    const double a = nsPointsOf(across, 1, 4);
    const double z = nsPointsOf(across, z1ns, z1ns + 3);
    const double aa = nsPointsOf(across, aa1ns, aa1ns + 3);
    const double ad = nsPointsOf(across, ad1ns, ad1ns + 3);
    CHECK(z > a);
    CHECK(a == ad);
    CHECK(aa < a);
    // The sections that played are ranked, A, Z, AA, AD: Z before AA.
    CHECK(across.sectionOfRanking == std::vector<std::size_t>{0, 0, 25, 25, 26, 26, 29, 29});
    REQUIRE(across.result.rankings.size() == 8);
    for (std::size_t i = 0; i < 8; ++i) {
        CAPTURE(i);
        CHECK(across.result.rankings[i].direction == (i % 2 == 0 ? "NS" : "EW"));
    }
    CHECK(across.result.rankings[4].rows.front().entry == aa1ns);
    // One section past Z ranked alone, named in any case.
    options.section = "aa";
    const auto alone = db::rankSections(store, options);
    CHECK(alone.sectionOfRanking == std::vector<std::size_t>{26, 26});
    CHECK(alone.result.boards.front().lines.size() == 1);

    // Renamed: one command, one audit row naming the section and both names.
    const std::size_t rows = store.auditLog().size();
    store.renameSection("aa", "Brighton BC");
    CHECK(store.sections()[26].name == "Brighton BC");
    const auto log = store.auditLog();
    REQUIRE(log.size() == rows + 1);
    CHECK(log.back().command == "rename section");
    CHECK(log.back().oldValue == R"({"name":"Hove BC","section":"AA"})");
    CHECK(log.back().newValue == R"({"name":"Brighton BC","section":"AA"})");
    CHECK(log.back().section.empty()); // the section is in the values, whichever is in use

    // The name it has already: nothing written.
    store.renameSection("AA", "Brighton BC");
    CHECK(store.auditLog().size() == rows + 1);

    // Refused: a section there is not, a name that is not one. Nothing changes.
    const std::string before = testing::eventState(store.path());
    CHECK(refusal([&] { store.renameSection("AE", "Nowhere BC"); }) ==
          "there is no section 'AE' in this event (its sections are A to AD)");
    CHECK(refusal([&] { store.renameSection("AB", "Bad\x01name"); }) != "accepted");
    CHECK(refusal([&] { store.addSection(labelledMitchell(), "Bad\x01name"); }) != "accepted");
    CHECK(store.sections().size() == 30);
    CHECK(store.sections()[27].name.empty());
    CHECK(store.auditLog().size() == rows + 1);
    CHECK(testing::eventState(store.path()) == before);

    // Kept: the names and the order come back from the event.
    auto reopened = db::EventStore::open(store.path());
    const auto again = reopened.sections();
    REQUIRE(again.size() == 30);
    CHECK(again[26].letter == "AA");
    CHECK(again[26].name == "Brighton BC");
    CHECK(again[29].letter == "AD");
    reopened.renameSection("AA", "");
    CHECK(reopened.sections()[26].name.empty());
}

TEST_CASE("An event holds sections A to ZZ, then AAA on", "[db][sections][simultaneous]") {
    TempDir dir;
    db::EventSetup setup = tests::mitchellEvent(3, 1).named("Every club").inSections(701); // A..ZY
    auto store = db::EventStore::create(dir.event("all.db"), setup);
    CHECK(store.sections().back().letter == "ZY");
    CHECK(store.addSection(testing::mitchell(3, 1), "The last two-letter club") == "ZZ");
    CHECK(store.addSection(testing::mitchell(3, 1), "The first three-letter club") == "AAA");
    CHECK(store.addSection(testing::mitchell(3, 1)) == "AAB");
    const auto sections = store.sections();
    REQUIRE(sections.size() == 704);
    CHECK(sections[26].letter == "AA");
    CHECK(sections[52].letter == "BA");
    CHECK(sections[701].letter == "ZZ"); // ZZ before AAA: by length, then the letters
    CHECK(sections[702].letter == "AAA");
    CHECK(sections[702].name == "The first three-letter club");
    CHECK(sections.back().letter == "AAB");

    setup.sections = 18279;
    CHECK(refusal([&] { db::EventStore::create(dir.event("more.db"), setup); }) ==
          "an event holds 1 to 18278 sections, not 18279");
}

TEST_CASE("A section's part of the field ranked once is what ranking that section gives",
          "[db][sections][simultaneous]") {
    TempDir dir;
    auto store = testing::simultaneousPairs(dir.event("sim.db"), "Simultaneous pairs", 3);
    // Each section's round 1 (NS t v EW 3+t on set t), its results differing by section.
    const char* results[3][3] = {{"=", "+1", "-1"}, {"+1", "=", "="}, {"-2", "-1", "+1"}};
    const std::vector<std::string> letters{"A", "B", "C"};
    for (std::size_t s = 0; s < letters.size(); ++s) {
        store.useSection(letters[s]);
        for (int t = 1; t <= 3; ++t)
            for (int b = 2 * t - 1; b <= 2 * t; ++b)
                store.enterResult(played(b, t, 3 + t, "4S", 'N', results[s][t - 1]));
    }
    const db::SectionsRanking field = db::rankSections(store);
    REQUIRE(field.acrossField);
    // Every section's part at once is the same as each taken alone.
    const std::vector<core::SessionResult> parts = db::sectionResultsOf(field);
    REQUIRE(parts.size() == letters.size());
    for (std::size_t s = 0; s < letters.size(); ++s) {
        store.useSection(letters[s]);
        const core::SessionResult alone = db::rankSectionInUse(store);
        const core::SessionResult& part = parts[s];
        INFO("section " << letters[s]);
        REQUIRE(part.boards.size() == alone.boards.size());
        for (std::size_t b = 0; b < part.boards.size(); ++b) {
            CHECK(part.boards[b].board == alone.boards[b].board);
            CHECK(part.boards[b].top == alone.boards[b].top);
            REQUIRE(part.boards[b].lines.size() == alone.boards[b].lines.size());
            for (std::size_t l = 0; l < part.boards[b].lines.size(); ++l) {
                const core::ScoredLine& p = part.boards[b].lines[l];
                const core::ScoredLine& a = alone.boards[b].lines[l];
                CHECK(p.line.ns == a.line.ns);
                CHECK(p.line.ew == a.line.ew);
                CHECK(p.nsScore == a.nsScore);
                CHECK(p.nsPoints == a.nsPoints);
                CHECK(p.ewPoints == a.ewPoints);
            }
        }
        REQUIRE(part.rankings.size() == alone.rankings.size());
        for (std::size_t r = 0; r < part.rankings.size(); ++r) {
            CHECK(part.rankings[r].direction == alone.rankings[r].direction);
            REQUIRE(part.rankings[r].rows.size() == alone.rankings[r].rows.size());
            for (std::size_t i = 0; i < part.rankings[r].rows.size(); ++i) {
                CHECK(part.rankings[r].rows[i].entry == alone.rankings[r].rows[i].entry);
                CHECK(part.rankings[r].rows[i].rank == alone.rankings[r].rows[i].rank);
                CHECK(part.rankings[r].rows[i].score == alone.rankings[r].rows[i].score);
            }
        }
        // Each section's own lines only, numbered in its own movement.
        for (const core::BoardResult& board : part.boards)
            CHECK(board.lines.size() == 1);
    }
    // Only a field ranked across it has parts to take.
    db::SectionsRanking apart = field;
    apart.acrossField = false;
    CHECK_THROWS_AS(db::sectionResultsOf(apart), std::invalid_argument);
}

TEST_CASE("The session's sections read at once are each section's lines, entries and penalties",
          "[db][sections][simultaneous]") {
    TempDir dir;
    auto store = twoSections(dir);
    CHECK(store.addSection(testing::mitchell(3, 1), "Third club") == "C");
    enterBoardOne(store);
    // Section C's lines entered last board first and table by table backwards: read back in
    // board order all the same.
    store.useSection("C");
    store.enterResult(played(3, 3, 6, "3NT", 'S', "="));
    store.enterResult(played(2, 2, 5, "2S", 'E', "-2"));
    store.enterResult(played(1, 2, 6, "4H", 'N', "+1"));
    store.enterResult(played(1, 1, 4, "1NT", 'W', "="));
    // An adjusted score: text where a contract would be (read from a server as it streams).
    auto adjusted = played(2, 2, 5, "2S", 'E', "-2");
    adjusted.play.reset();
    adjusted.adjusted = core::parseAdjustedScore("A+/A-");
    db::EnterOptions replace;
    replace.replace = true;
    store.enterResult(adjusted, replace);
    store.setEntries({{2, "", {"Cath", "Dan"}, 0}});
    store.useSection("A");
    store.setEntries({{1, "", {"Ann", "Bob"}, 0}});
    store.useSection("B");
    core::ProceduralPenalty slow;
    slow.entry = 4;
    slow.amount = 2;
    slow.board = 1;
    slow.reason = "slow play";
    store.addPenalty(slow);
    // A second session's lines are not this one's.
    REQUIRE(store.addSession(testing::mitchell(3, 1)) == 2);
    store.useSession(2);
    store.enterResult(played(1, 1, 4, "7NT", 'N', "-7"));
    store.useSession(1);

    const auto sections = store.sections();
    REQUIRE(sections.size() == 3);
    const auto lines = store.linesOfSections();
    const auto entries = store.entriesOfSections();
    const auto penalties = store.penaltiesOfSections();
    REQUIRE(lines.size() == 3);
    REQUIRE(entries.size() == 3);
    REQUIRE(penalties.size() == 3);
    CHECK(lines[2].size() == 4);
    for (std::size_t i = 0; i < sections.size(); ++i) {
        INFO("section " << sections[i].letter);
        const auto one = store.linesOf(sections[i].letter);
        REQUIRE(lines[i].size() == one.size());
        for (std::size_t k = 0; k < one.size(); ++k) {
            CHECK(lines[i][k].line.board == one[k].line.board);
            CHECK(lines[i][k].line.round == one[k].line.round);
            CHECK(lines[i][k].line.table == one[k].line.table);
            CHECK(lines[i][k].line.ns == one[k].line.ns);
            CHECK(lines[i][k].line.ew == one[k].line.ew);
            CHECK(lines[i][k].nsScore == one[k].nsScore);
            CHECK(lines[i][k] == one[k]); // every column: contract, lead, source, group, …
        }
        const auto named = store.entriesOf(sections[i].letter);
        REQUIRE(entries[i].size() == named.size());
        for (std::size_t k = 0; k < named.size(); ++k) {
            CHECK(entries[i][k].number == named[k].number);
            CHECK(entries[i][k].label == named[k].label);
            CHECK(entries[i][k].names() == named[k].names());
        }
        const auto given = store.penaltiesOf(sections[i].letter);
        REQUIRE(penalties[i].size() == given.size());
        for (std::size_t k = 0; k < given.size(); ++k)
            CHECK(penalties[i][k].penalty == given[k].penalty);
    }
    CHECK(entries[2][1].names() == "Cath & Dan");
    REQUIRE(penalties[1].size() == 1);
    CHECK(penalties[1][0].penalty.reason == "slow play");
    CHECK(lines[2].front().line.board == 1);
    const auto adjustedBack = std::find_if(lines[2].begin(), lines[2].end(),
                                           [](const db::StoredLine& l) { return l.line.adjusted; });
    REQUIRE(adjustedBack != lines[2].end());
    CHECK(*adjustedBack->line.adjusted == core::parseAdjustedScore("A+/A-"));
    CHECK_FALSE(adjustedBack->line.play);
    CHECK(lines[2].back().line.board == 3);
}
