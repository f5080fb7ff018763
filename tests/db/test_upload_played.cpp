// SPDX-License-Identifier: GPL-3.0-or-later
// A simultaneous pairs' club that scored with another program: its results file, read into
// played sections, becomes the next sections of the central event, its movement rebuilt from
// the lines, in one command; a file that cannot be the event's section adds nothing.
#include "EventFixtures.h"

#include "core/Error.h"
#include "core/PlayedSection.h"
#include "db/EventStore.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace overplay;
using overplay::testing::TempDir;

namespace {

core::PlayedLine line(int board, const std::string& ns, const std::string& ew,
                      const std::string& contract, const std::string& declarer,
                      const std::string& result, std::optional<int> fileScore = {}) {
    core::PlayedLine out;
    out.board = board;
    out.ns = ns;
    out.ew = ew;
    out.where = "board " + std::to_string(board);
    core::readPlayedResult(out, contract, declarer, result);
    out.fileScoreNs = fileScore;
    return out;
}

/// A three-table Mitchell of two boards a round (testing::mitchell's), as another program
/// wrote it: North-South 1-3 and East-West 1-3, every board one contract, board 4 at table 1
/// an adjusted score.
core::PlayedSection clubMitchell() {
    const movements::Movement night = testing::mitchell(3, 2);
    const char* const played[6][3] = {{"4S", "N", "="},  {"3NT", "S", "+1"}, {"2H", "E", "="},
                                      {"PASS", "N", ""}, {"1NT", "W", "="},  {"3D", "N", "+1"}};
    core::PlayedSection s;
    s.club = "Seaford BC";
    s.program = "Other Scorer";
    s.pairs = {{"1", core::Field::NorthSouth, {"Ann Sea", "Bob Sea"}, {"1001", ""}},
               {"1", core::Field::EastWest, {"Cat Sea", "Dan Sea"}, {"", ""}}};
    for (const movements::Round& round : night.rounds)
        for (const movements::TableRound& t : round.tables)
            for (int b = night.firstBoardOf(t.set); b <= night.lastBoardOf(t.set); ++b) {
                const auto& p = played[b - 1];
                const bool adjusted = b == 4 && t.table == 1;
                s.lines.push_back(line(b, std::to_string(t.ns), std::to_string(t.ew - 3),
                                       adjusted ? "A60/A40" : p[0], p[1], p[2]));
            }
    core::settleFields(s);
    return s;
}

db::EventStore central(TempDir& dir) {
    return db::EventStore::create(dir.event("central.db"),
                                  tests::mitchellEvent(3, 2).named("Autumn sim pairs"));
}

} // namespace

TEST_CASE("Another program's section is uploaded whole: movement rebuilt, names, results",
          "[db][sections][upload]") {
    TempDir dir;
    auto store = central(dir);
    const auto logBefore = store.auditLog().size();
    const auto done = store.uploadSections({clubMitchell()}, "seaford.xml", "", "federation");
    REQUIRE(done.letters == std::vector<std::string>{"B"});
    CHECK(done.notes.empty());
    CHECK(store.section() == "A"); // the section in use stays
    const auto sections = store.sections();
    REQUIRE(sections.size() == 2);
    CHECK(sections[1].name == "Seaford BC"); // the file's club
    const movements::Movement& m = sections[1].movement;
    CHECK(m.kind == "as-played");
    CHECK(m.pairs == 6);
    CHECK(m.boardsPerRound == 2);
    CHECK(m.rounds.size() == 3);

    // The pairs keep the club's numbers; the names and member numbers come with them.
    const auto entries = store.entriesOf("B");
    REQUIRE(entries.size() == 6);
    CHECK(entries[0].label == "1NS");
    CHECK(entries[0].players == std::vector<std::string>{"Ann Sea", "Bob Sea"});
    CHECK(entries[3].label == "1EW");
    CHECK(entries[3].players == std::vector<std::string>{"Cat Sea", "Dan Sea"});
    CHECK(entries[5].label == "3EW");
    CHECK(entries[5].players.empty());
    CHECK(store.memberNumbers().at("Ann Sea") == "1001");
    CHECK(store.memberNumbers().count("Bob Sea") == 0);

    // Every line, scored on the event's boards, in the round and at the table rebuilt.
    const auto lines = store.linesOf("B");
    REQUIRE(lines.size() == 18);
    CHECK(std::all_of(lines.begin(), lines.end(), [](const db::StoredLine& l) {
        return l.source == db::LineSource::Import && l.line.round > 0 && l.line.table > 0;
    }));
    // Board 2 is North-South's game vulnerable here: 3NT +1 is 630 at all three tables.
    for (const db::StoredLine& l : lines)
        if (l.line.board == 2)
            CHECK(l.nsScore == 630);
    CHECK(std::count_if(lines.begin(), lines.end(),
                        [](const db::StoredLine& l) { return l.line.adjusted.has_value(); }) == 1);

    // One audit row, naming the file and the program.
    const auto log = store.auditLog();
    REQUIRE(log.size() == logBefore + 1);
    CHECK(log.back().command == "upload section");
    CHECK(log.back().who == "federation");
    CHECK_THAT(log.back().newValue, Catch::Contains("seaford.xml") &&
                                        Catch::Contains("Other Scorer") &&
                                        Catch::Contains("\"results\":18"));
}

TEST_CASE("A file of two sections is two sections here, in one command", "[db][sections][upload]") {
    TempDir dir;
    auto store = central(dir);
    core::PlayedSection first = clubMitchell(), second = clubMitchell();
    first.letter = "A";
    second.letter = "B";
    const auto done = store.uploadSections({first, second}, "seaford.xml", "Seaford");
    CHECK(done.letters == std::vector<std::string>{"B", "C"});
    const auto sections = store.sections();
    REQUIRE(sections.size() == 3);
    CHECK(sections[1].name == "Seaford, section A");
    CHECK(sections[2].name == "Seaford, section B");
    CHECK(store.linesOf("C").size() == 18);
}

TEST_CASE("A file that cannot be this event's section adds nothing", "[db][sections][upload]") {
    TempDir dir;
    auto store = central(dir);
    const auto logBefore = store.auditLog().size();
    const auto unchanged = [&] {
        CHECK(store.sections().size() == 1);
        CHECK(store.auditLog().size() == logBefore);
        CHECK(store.section() == "A");
    };

    // The file's score is of another vulnerability: not this event's board 2.
    core::PlayedSection otherBoards = clubMitchell();
    for (core::PlayedLine& l : otherBoards.lines)
        if (l.board == 2)
            l.fileScoreNs = 430; // 3NT +1 not vulnerable
    CHECK_THROWS_WITH(store.uploadSections({otherBoards}, "seaford.xml"),
                      Catch::Contains("seaford.xml, board 2") &&
                          Catch::Contains("3NT by S +1 is 630 on this event's board 2 "
                                          "(North-South vulnerable), 430 in the file (neither side "
                                          "or East-West vulnerable): not the event's board"));
    unchanged();

    // A good section and a bad one in one file: neither goes in.
    core::PlayedSection good = clubMitchell(), twice = clubMitchell();
    good.letter = "A";
    twice.letter = "B";
    twice.lines.push_back(line(1, "1", "2", "4S", "N", "="));
    CHECK_THROWS_WITH(store.uploadSections({good, twice}, "seaford.xml"),
                      Catch::Contains("seaford.xml, section B") &&
                          Catch::Contains("plays board 1 twice"));
    unchanged();

    // More boards than the event plays.
    core::PlayedSection more = clubMitchell();
    more.lines.push_back(line(7, "1", "1", "4S", "N", "="));
    CHECK_THROWS_WITH(store.uploadSections({more}, "seaford.xml"), Catch::Contains("boards"));
    unchanged();

    // A board in no file, whose tables the boards beside it cannot tell (rounds of one
    // board): the board is named, not the section's number of boards; nothing goes in.
    core::PlayedSection gap = clubMitchell();
    std::erase_if(gap.lines, [](const core::PlayedLine& l) { return l.board == 3; });
    gap.untoldBoards = {3};
    CHECK_THROWS_WITH(store.uploadSections({gap}, "seaford.xml"),
                      "seaford.xml: board 3 is in no file, and which tables played it cannot be "
                      "told (each round is one board): add the file that holds it and upload "
                      "again; nothing was added");
    unchanged();

    CHECK_THROWS_WITH(store.uploadSections({}, "empty.xml"), Catch::Contains("no section"));
    unchanged();
}

TEST_CASE("A club's own slip, a score no vulnerability gives, is taken as the club scored it",
          "[db][sections][upload]") {
    TempDir dir;
    auto store = central(dir);
    core::PlayedSection slip = clubMitchell();
    // 3NT +1 by South is 630 or 430 on any board; the club wrote -430 (the wrong side's).
    core::PlayedLine* line = nullptr;
    for (core::PlayedLine& l : slip.lines)
        if (l.board == 2 && !line)
            line = &l;
    REQUIRE(line);
    line->fileScoreNs = -430;
    const auto done = store.uploadSections({slip}, "seaford.xml");
    REQUIRE(done.notes.size() == 1);
    CHECK_THAT(done.notes[0], Catch::Contains("seaford.xml, board 2") &&
                                  Catch::Contains("3NT by S +1 scores 630") &&
                                  Catch::Contains("the file scores it -430") &&
                                  Catch::Contains("as the club scored it"));
    const auto lines = store.linesOf("B");
    REQUIRE(lines.size() == 18);
    CHECK(std::count_if(lines.begin(), lines.end(), [](const db::StoredLine& l) {
              return l.line.board == 2 && l.line.scoreOnlyNs == -430 && !l.line.play &&
                     l.nsScore == -430;
          }) == 1);
    CHECK(std::count_if(lines.begin(), lines.end(), [](const db::StoredLine& l) {
              return l.line.board == 2 && l.nsScore == 630;
          }) == 2);
}

TEST_CASE("A results file's member numbers are checked as the roster checks them",
          "[db][sections][upload][roster]") {
    TempDir dir;
    auto store = central(dir);
    const auto logBefore = store.auditLog().size();
    core::PlayedSection badNumber = clubMitchell();
    badNumber.pairs[0].memberNumbers[0] = "10-01; DROP";
    CHECK_THROWS_WITH(store.uploadSections({badNumber}, "seaford.xml"),
                      Catch::Contains("'10-01; DROP' is not a member number of Ann Sea "
                                      "(letters and digits, at most 20)"));
    CHECK(store.sections().size() == 1);
    CHECK(store.auditLog().size() == logBefore);
    // The same words as setMembers and the roster give.
    CHECK_THROWS_WITH(store.setMembers({"Club", "4077"}, {{"Ann Sea", "10-01; DROP"}}),
                      "'10-01; DROP' is not a member number of Ann Sea (letters and digits, at "
                      "most 20)");
    CHECK(db::isNationalNumber("N123456"));
    CHECK_FALSE(db::isNationalNumber("123456789012345678901"));
}
