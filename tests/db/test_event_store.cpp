// SPDX-License-Identifier: GPL-3.0-or-later
// The event store: creating, reading back, the named commands, every refusal, the audit log.
#include "EventFixtures.h"

#include "core/Board.h"
#include "core/Contract.h"
#include "core/Error.h"
#include "db/AuditValue.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "db/StorageError.h"
#include "db/detail/Schema.h"
#include "movements/Labels.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace overplay;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

// scoring.md TV33, dealt as board 1.
const char* const kDealText =
    "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";

core::Deal dealOf(std::string_view pbn) {
    // "N:" then four hands N E S W, suits S.H.D.C.
    core::Deal deal;
    int seat = 0, suit = 3;
    for (char c : pbn.substr(2)) {
        if (c == ' ') {
            ++seat;
            suit = 3;
        } else if (c == '.') {
            --suit;
        } else {
            deal.hands[seat].add(core::Card{static_cast<core::Suit>(suit), *core::parseRank(c)});
        }
    }
    return deal;
}

db::EventStore newEvent(const TempDir& dir, movements::Movement movement,
                        core::ScoringMethod method = core::ScoringMethod::MatchpointsEbu) {
    db::OpenOptions options;
    options.clock = testing::steppingClock();
    options.user = "tester";
    return db::EventStore::create(dir.event("event.db"),
                                  tests::NewEvent(std::move(movement))
                                      .named("Tuesday pairs")
                                      .scoredBy(method)
                                      .dated("2026-11-22"),
                                  options);
}

} // namespace

TEST_CASE("A new event reads back whole", "[db][store]") {
    TempDir dir;
    const auto movement = testing::mitchell(5, 2);
    auto store = newEvent(dir, movement);

    const db::EventInfo info = store.info();
    CHECK(info.name == "Tuesday pairs");
    CHECK(info.scoring == core::ScoringMethod::MatchpointsEbu);
    CHECK(info.date == "2026-11-22");
    CHECK(info.createdAt == "2026-11-22T19:00:00.000Z");
    CHECK(info.schemaVersion == db::kSchemaVersion);
    CHECK(store.movement() == movement);

    const auto entries = store.entries();
    REQUIRE(entries.size() == 10);
    CHECK(entries[0].number == 1);
    CHECK(entries[9].label == "10");
    CHECK(entries[0].players.empty());
    CHECK(entries[0].names().empty());

    const auto boards = store.boards();
    REQUIRE(boards.size() == 10);
    for (const auto& b : boards) {
        CHECK(b.dealer == core::dealerOf(b.number));
        CHECK(b.vulnerability == core::vulnerabilityOf(b.number));
        CHECK_FALSE(b.deal);
        CHECK_FALSE(b.doubleDummy);
    }
    CHECK(store.lines().empty());

    const auto log = store.auditLog();
    REQUIRE(log.size() == 1);
    CHECK(log[0].command == "create event");
    CHECK(log[0].who == "tester");

    // The movement comes back from the file, not from memory.
    auto reopened = db::EventStore::open(dir.event("event.db"));
    CHECK(reopened.movement() == movement);
    CHECK(reopened.info().name == "Tuesday pairs");
}

TEST_CASE("Creating refuses an existing file and an empty setup", "[db][store]") {
    TempDir dir;
    newEvent(dir, testing::mitchell(3, 2));
    const std::string before = testing::eventState(dir.event("event.db"));
    CHECK_THROWS_AS(newEvent(dir, testing::mitchell(3, 2)), db::StorageError);
    CHECK(testing::eventState(dir.event("event.db")) == before);

    db::EventSetup setup;
    setup.movement = testing::mitchell(3, 2);
    CHECK_THROWS_AS(db::EventStore::create(dir.event("x.db"), setup), core::InputError);
    setup.name = "x";
    setup.movement = movements::Movement{};
    CHECK_THROWS_AS(db::EventStore::create(dir.event("x.db"), setup), core::InputError);
    CHECK_FALSE(testing::eventExists(dir.event("x.db")));
}

TEST_CASE("Entries, hands and double-dummy analysis are stored", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 2));
    store.setEntries({{1, "", {"Ann Smith", "Bob Jones"}, 0}, {4, "", {"Cat", "Dan"}, 0}});
    auto entries = store.entries();
    CHECK(entries[0].names() == "Ann Smith & Bob Jones");
    CHECK(entries[3].players == std::vector<std::string>{"Cat", "Dan"});
    CHECK(entries[1].players.empty());
    // Renaming reuses the roster and replaces the pair's names.
    store.setEntries({{1, "", {"Ann Smith", "Eve"}, 0}});
    CHECK(store.entries()[0].names() == "Ann Smith & Eve");

    db::StoredBoard board1;
    board1.number = 1;
    board1.deal = dealOf(kDealText);
    store.importHands({board1});
    auto stored = store.board(1);
    REQUIRE(stored);
    REQUIRE(stored->deal);
    CHECK(*stored->deal == *board1.deal);
    CHECK_FALSE(stored->doubleDummy);

    core::DoubleDummyResult dd;
    const int tricks[5][4] = {{7, 5, 7, 5}, {5, 7, 5, 7}, {6, 6, 6, 6}, {5, 8, 5, 8}, {6, 6, 6, 6}};
    for (int s = 0; s < 5; ++s)
        for (int p = 0; p < 4; ++p)
            dd.table.tricks[s][p] = tricks[s][p];
    dd.par.scoreNS = -110;
    dd.par.contracts = {"2S-EW"};
    store.storeDoubleDummy({{1, dd}});
    stored = store.board(1);
    REQUIRE(stored->doubleDummy);
    CHECK(stored->doubleDummy->table == dd.table);
    CHECK(stored->doubleDummy->par == dd.par);

    // Analysis of a board without a deal is refused, and nothing changes.
    const auto logSize = store.auditLog().size();
    CHECK_THROWS_WITH(store.storeDoubleDummy({{1, dd}, {2, dd}}),
                      Catch::Contains("board 2 has no deal"));
    CHECK(store.auditLog().size() == logSize);

    // A different deal for board 1 drops its old analysis.
    db::StoredBoard other = board1;
    std::swap(other.deal->hands[0], other.deal->hands[1]);
    store.importHands({other});
    CHECK_FALSE(store.board(1)->doubleDummy);
    CHECK(*store.board(1)->deal == *other.deal);

    // An incomplete deal is refused.
    db::StoredBoard broken;
    broken.number = 2;
    broken.deal = core::Deal{};
    CHECK_THROWS_AS(store.importHands({broken}), core::InputError);
    CHECK_FALSE(store.board(2)->deal);

    CHECK_THROWS_WITH(store.setEntries({{7, "", {"X", "Y"}, 0}}),
                      Catch::Contains("there is no pair 7"));
}

TEST_CASE("Restoring hands puts boards back as they were, analysis and all", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 2)); // 6 boards
    const auto original = store.boards();
    REQUIRE(original.size() == 6);
    REQUIRE_FALSE(original[0].deal);

    core::DoubleDummyResult dd;
    dd.par.scoreNS = -110;
    dd.par.contracts = {"2S-EW"};
    db::StoredBoard board1;
    board1.number = 1;
    board1.deal = dealOf(kDealText);
    db::StoredBoard extra = board1; // board 9: only the hand record brings it
    extra.number = 9;
    store.importHands({board1, extra});
    store.storeDoubleDummy({{1, dd}});
    const auto dealt = store.boards();
    REQUIRE(dealt.size() == 7);

    // Back to no hand records: board 1 keeps its dealer and vulnerability, board 9 goes.
    const auto logSize = store.auditLog().size();
    store.restoreHands(
        {original[0],
         db::StoredBoard{9, core::Seat::North, core::Vulnerability::None, {}, {}, {}}});
    CHECK(store.boards().size() == 6);
    CHECK_FALSE(store.board(1)->deal);
    CHECK_FALSE(store.board(1)->doubleDummy);
    CHECK(store.board(1)->dealer == original[0].dealer);
    CHECK_FALSE(store.board(9));
    REQUIRE(store.auditLog().size() == logSize + 1);
    const auto row = store.auditLog().back();
    CHECK(row.command == "restore hands");
    CHECK_THAT(row.oldValue, Catch::Contains("QJ6.K652"));
    CHECK_THAT(row.newValue, Catch::Contains("\"1\":null"));

    // And forward again, with the analysis the boards had.
    store.restoreHands({dealt[0], dealt[6]});
    CHECK(store.boards().size() == 7);
    REQUIRE(store.board(1)->doubleDummy);
    CHECK(store.board(1)->doubleDummy->par == dd.par);
    CHECK(*store.board(9)->deal == *board1.deal);
    CHECK_FALSE(store.board(9)->doubleDummy);

    // Refusals change nothing.
    db::StoredBoard analysedWithoutDeal = original[1];
    analysedWithoutDeal.doubleDummy = dd;
    CHECK_THROWS_WITH(store.restoreHands({analysedWithoutDeal}),
                      Catch::Contains("analysis but no deal"));
    CHECK_THROWS_WITH(store.restoreHands({original[1], original[1]}),
                      Catch::Contains("given twice"));
    CHECK(store.auditLog().size() == logSize + 2);
}

TEST_CASE("A result is stored with its table, round and score", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(5, 2));
    // Round 1, table 1: 1 v 6 on set 1 (boards 1-2). Board 2: East deals, NS vulnerable.
    const auto s = store.enterResult(played(2, 1, 6, "4S", 'N', "="));
    CHECK(s.line.round == 1);
    CHECK(s.line.table == 1);
    CHECK(s.nsScore == 620);
    CHECK(s.source == db::LineSource::Console);
    CHECK_FALSE(s.confirmed);
    const auto back = store.line(2, 1, 6);
    REQUIRE(back);
    CHECK(testing::sameLine(*back, s));

    // Passed out, and a lead.
    core::TravellerLine passed;
    passed.board = 1;
    passed.ns = 1;
    passed.ew = 6;
    passed.play = core::Play{core::Contract::passedOut(), core::Seat::North, 0};
    CHECK(store.enterResult(passed).nsScore == 0);

    // A fouled board: the line keeps its group.
    auto fouled = played(1, 2, 8, "3NT", 'N', "=");
    fouled.group = 1;
    CHECK(store.enterResult(fouled).line.group == 1);
    CHECK(store.line(1, 2, 8)->line.group == 1);
    fouled.group = -1;
    db::EnterOptions replace;
    replace.replace = true;
    CHECK_THROWS_WITH(store.enterResult(fouled, replace), Catch::Contains("group is 0 or more"));
    CHECK(store.lines().size() == 3);
    CHECK(store.linesOfBoard(2).size() == 1);
}

TEST_CASE("Every refusal names the problem and changes nothing", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(5, 2, {3}));
    db::StoredBoard board1;
    board1.number = 1;
    board1.deal = dealOf(kDealText);
    store.importHands({board1});
    store.enterResult(played(1, 1, 6, "3NT", 'S', "-1"));

    auto withLead = played(1, 2, 8, "2S", 'W', "=");
    withLead.lead = core::parseCard("SA"); // West declares, North leads; West holds SA
    auto passedWithLead = played(1, 2, 8, "PASS", 'N', "");
    passedWithLead.lead = core::parseCard("HK");
    auto impossible = played(1, 2, 8, "4S", 'N', "=");
    impossible.play->tricks = 14;
    auto whist = played(1, 2, 8, "4S", 'N', "=");
    whist.whistTricksNs = 7;
    whist.play.reset();
    auto wrongRound = played(1, 2, 8, "4S", 'N', "=");
    wrongRound.round = 1;
    wrongRound.table = 2;
    core::TravellerLine nothing;
    nothing.board = 1;
    nothing.ns = 2;
    nothing.ew = 8;

    // Set 1 (boards 1-2): round 1 table 1 is 1 v 6, round 5 table 2 is 2 v 8. Round 3 is
    // arrow-switched: table 3 plays set 5 (boards 9-10) with 6 holding the NS cards v 3.
    struct Case {
        const char* name;
        core::TravellerLine line;
        const char* message;
    };
    const std::vector<Case> cases = {
        {"board outside", played(11, 1, 6, "4S", 'N', "="),
         "there is no board 11 in this movement (boards 1..10)"},
        {"pair outside", played(1, 1, 12, "4S", 'N', "="), "there is no pair 12"},
        {"against itself", played(1, 1, 1, "4S", 'N', "="), "pair 1 cannot play against itself"},
        {"do not meet", played(1, 1, 7, "4S", 'N', "="),
         "pair 1 and pair 7 do not meet on board 1 in this movement: board 1 is played in "
         "round 1 at table 1 by 1 v 6"},
        {"directions swapped", played(1, 6, 1, "4S", 'N', "="),
         "pair 1 held the North-South cards on board 1 against pair 6"},
        {"arrow switch", played(9, 3, 6, "4S", 'N', "="),
         "pair 6 held the North-South cards on board 9 against pair 3 (round 3 at table 3 by "
         "6 v 3), an arrow-switched round"},
        {"duplicate", played(1, 1, 6, "4S", 'N', "="),
         "board 1 between pair 1 and pair 6 already has a result (3NT by S -1)"},
        {"lead not held", withLead, "the lead SA is not in North's hand (West holds it)"},
        {"lead on passed out", passedWithLead, "a passed-out board has no opening lead"},
        {"impossible tricks", impossible, "declarer took 14 tricks"},
        {"whist tricks at bridge", whist, "this is a bridge event"},
        {"wrong round", wrongRound, "is played in round 5 at table 2, not round 1 at table 2"},
        {"no result", nothing, "give one result"},
    };
    const auto lines = store.lines();
    const auto log = store.auditLog();
    for (const auto& c : cases) {
        INFO(c.name);
        CHECK_THROWS_WITH(store.enterResult(c.line), Catch::Contains(c.message));
    }
    CHECK(testing::sameLines(store.lines(), lines));
    CHECK(store.auditLog().size() == log.size());

    // The same pairs the right way round are accepted, and the switched round too.
    CHECK_NOTHROW(store.enterResult(played(1, 2, 8, "4S", 'N', "=")));
    CHECK(store.enterResult(played(9, 6, 3, "1NT", 'E', "=")).line.round == 3);
}

TEST_CASE("Replacing, correcting, deleting and confirming leave one audit row each",
          "[db][store][audit]") {
    TempDir dir;
    auto store = newEvent(dir, testing::howell4(1));
    // Round 1: table 1 8 v 1 set 1; table 2 6 v 3 set 4.
    store.enterResult(played(1, 8, 1, "4H", 'S', "+1"));
    CHECK_THROWS_AS(store.enterResult(played(1, 8, 1, "4H", 'S', "=")), core::InputError);

    db::EnterOptions replace;
    replace.replace = true;
    CHECK(store.enterResult(played(1, 8, 1, "4H", 'S', "="), replace).nsScore == 420);

    const auto corrected = store.correctResult(played(1, 8, 1, "4H", 'S', "-1"));
    CHECK(corrected.nsScore == -50);
    CHECK_THROWS_WITH(store.correctResult(played(4, 6, 3, "1C", 'N', "=")),
                      Catch::Contains("there is no result for board 4 between pair 6 and pair 3"));

    const auto adjusted = store.enterAdjusted(
        4, 6, 3,
        core::AdjustedScore{core::Adjustment::AveragePlus, core::Adjustment::AverageMinus});
    CHECK_FALSE(adjusted.nsScore);
    CHECK(store.line(4, 6, 3)->line.adjusted->text() == "A+/A-");

    store.confirmResult(4, 6, 3);
    CHECK(store.line(4, 6, 3)->confirmed);
    store.deleteResult(4, 6, 3);
    CHECK_FALSE(store.line(4, 6, 3));
    CHECK_THROWS_AS(store.deleteResult(4, 6, 3), core::InputError);

    db::EnterOptions fromTable;
    fromTable.source = db::LineSource::Table;
    fromTable.sourceTable = 2;
    const auto tableLine =
        store.enterResult(played(4, 6, 3, "2D", 'E', "+2"), fromTable, "table 2");
    CHECK(store.line(4, 6, 3)->source == db::LineSource::Table);
    CHECK(store.line(4, 6, 3)->sourceTable == 2);
    CHECK(tableLine.nsScore == -130);

    const auto log = store.auditLog();
    std::vector<std::string> commands;
    for (const auto& a : log)
        commands.push_back(a.command);
    CHECK(commands == std::vector<std::string>{"create event", "enter result", "replace result",
                                               "correct result", "enter adjusted score",
                                               "confirm result", "delete result", "enter result"});
    // who, when, old and new.
    CHECK(log[0].time == "2026-11-22T19:00:00.000Z");
    CHECK(log[1].time == "2026-11-22T19:00:01.000Z");
    CHECK(log[7].who == "table 2");
    CHECK(log[1].oldValue.empty());
    CHECK(log[1].newValue.find("\"contract\":\"4H\"") != std::string::npos);
    CHECK(log[2].oldValue.find("\"result\":\"+1\"") != std::string::npos);
    CHECK(log[2].newValue.find("\"result\":\"=\"") != std::string::npos);
    CHECK(log[3].oldValue.find("\"score\":420") != std::string::npos);
    CHECK(log[3].newValue.find("\"score\":-50") != std::string::npos);
    CHECK(log[6].newValue.empty());
    CHECK(log[6].oldValue.find("\"confirmed\":true") != std::string::npos);
    CHECK(log[7].newValue.find("\"sourceTable\":2") != std::string::npos);
    for (std::size_t i = 1; i < log.size(); ++i)
        CHECK(log[i].id > log[i - 1].id);
}

TEST_CASE("Restoring a line puts it back exactly, only when it is as expected",
          "[db][store][audit]") {
    TempDir dir;
    auto store = newEvent(dir, testing::howell4(1));
    // A phone enters and confirms board 4 for 6 v 3; the console then corrects it.
    db::EnterOptions fromTable;
    fromTable.source = db::LineSource::Table;
    fromTable.sourceTable = 2;
    fromTable.confirmed = true;
    store.enterResult(played(4, 6, 3, "2D", 'E', "+2"), fromTable, "table 2");
    const auto phone = store.line(4, 6, 3);
    store.correctResult(played(4, 6, 3, "2D", 'E', "+1"), "director");
    const auto console = store.line(4, 6, 3);
    REQUIRE(console->source == db::LineSource::Console);

    // Undo of the correction: the phone's line back, source and confirmation and all.
    store.restoreLine(4, 6, 3, console, phone, "undo correct result");
    CHECK(store.line(4, 6, 3) == phone);
    CHECK(store.line(4, 6, 3)->confirmed);
    CHECK(store.line(4, 6, 3)->sourceTable == 2);

    // Not as expected (the line is the phone's, not the console's): refused, nothing changed.
    const auto rows = store.auditLog().size();
    CHECK_THROWS_WITH(store.restoreLine(4, 6, 3, console, std::nullopt, "undo correct result"),
                      Catch::Contains("was changed meanwhile"));
    CHECK(store.line(4, 6, 3) == phone);
    CHECK(store.auditLog().size() == rows);
    // Expected none where there is a line: refused too.
    CHECK_THROWS_AS(store.restoreLine(4, 6, 3, std::nullopt, console, "redo enter result"),
                    core::InputError);

    // Restoring "no line" removes it; restoring over "no line" brings it back.
    store.restoreLine(4, 6, 3, phone, std::nullopt, "undo enter result");
    CHECK_FALSE(store.line(4, 6, 3));
    store.restoreLine(4, 6, 3, std::nullopt, phone, "redo enter result");
    CHECK(store.line(4, 6, 3) == phone);
    // A line of other pairs is refused.
    CHECK_THROWS_AS(store.restoreLine(1, 8, 1, std::nullopt, phone, "redo enter result"),
                    core::InputError);

    const auto log = store.auditLog();
    CHECK(log.size() == rows + 2);
    CHECK(log[log.size() - 3].command == "undo correct result");
    CHECK(log[log.size() - 2].command == "undo enter result");
    CHECK(log[log.size() - 2].newValue.empty());
    CHECK(log.back().command == "redo enter result");
    CHECK(log.back().oldValue.empty());
    CHECK(log.back().newValue.find("\"sourceTable\":2") != std::string::npos);
}

TEST_CASE("Importing results is all or nothing", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 1));
    // 3-table Mitchell, one board a round: round 1 table 1 1 v 4 board 1, table 2 2 v 5
    // board 2, table 3 3 v 6 board 3.
    std::vector<db::ImportedLine> good = {
        {played(1, 1, 4, "3NT", 'N', "="), "r.csv line 2"},
        {played(2, 2, 5, "4S", 'E', "-2"), "r.csv line 3"},
        {played(3, 3, 6, "PASS", 'N', ""), "r.csv line 4"},
    };
    auto bad = good;
    bad.push_back({played(3, 1, 6, "1C", 'N', "="), "r.csv line 5"});
    CHECK_THROWS_WITH(store.importResults(bad),
                      Catch::StartsWith("r.csv line 5: pair 1 and pair 6 do not meet"));
    CHECK(store.lines().empty());
    auto twice = good;
    twice.push_back({played(2, 2, 5, "4S", 'E', "-1"), "r.csv line 5"});
    CHECK_THROWS_WITH(store.importResults(twice),
                      Catch::Contains("a second result for board 2 between pair 2 and pair 5 "
                                      "(the first is on r.csv line 3)"));
    CHECK(store.lines().empty());

    db::EnterOptions imported;
    imported.source = db::LineSource::Import;
    CHECK(store.importResults(good, imported) == 3);
    CHECK(store.lines().size() == 3);
    CHECK(store.lines()[1].source == db::LineSource::Import);
    CHECK(store.lines()[1].nsScore == 100); // board 2 EW vulnerable, 4S down 2
    CHECK(store.auditLog().back().command == "import results");

    // Again: refused as duplicates unless replacing.
    CHECK_THROWS_WITH(store.importResults(good), Catch::Contains("already has a result"));
    imported.replace = true;
    CHECK(store.importResults(good, imported) == 3);
    CHECK(store.auditLog().size() == 3);
}

TEST_CASE("Whist events take tricks, not contracts", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 1), core::ScoringMethod::Whist);
    core::TravellerLine l;
    l.board = 1;
    l.ns = 1;
    l.ew = 4;
    l.whistTricksNs = 8;
    CHECK(*store.enterResult(l).line.whistTricksNs == 8);
    CHECK_THROWS_WITH(store.enterResult(played(2, 2, 5, "4S", 'N', "=")),
                      Catch::Contains("duplicate whist event"));
    l.whistTricksNs = 14;
    l.board = 2;
    l.ns = 2;
    l.ew = 5;
    CHECK_THROWS_WITH(store.enterResult(l), Catch::Contains("North-South took 14 tricks"));

    // An artificial score is a bridge ruling: refused at entry (it used to be stored, and then
    // the whole event could not be ranked), saying what the director enters instead.
    l.whistTricksNs.reset();
    l.adjusted = core::parseAdjustedScore("A+/A-");
    CHECK_THROWS_WITH(store.enterResult(l), Catch::Contains("no artificial adjusted scores") &&
                                                Catch::Contains("enter the tricks"));
    CHECK(store.lines().size() == 1);
    CHECK_NOTHROW(db::rankEvent(store));
}

TEST_CASE("A read-only store refuses every command", "[db][store]") {
    TempDir dir;
    newEvent(dir, testing::mitchell(3, 1));
    const std::string bytes = testing::eventState(dir.event("event.db"));
    auto store = db::EventStore::open(dir.event("event.db"), tests::readOnly());
    CHECK(store.info().name == "Tuesday pairs");
    CHECK_THROWS_WITH(store.enterResult(played(1, 1, 4, "3NT", 'N', "=")),
                      Catch::Contains("read-only"));
    CHECK_THROWS_AS(store.renameEvent("x"), db::StorageError);
    CHECK_THROWS_AS(store.setTableSecrets({{1, "abc"}}), db::StorageError);
    CHECK(testing::eventState(dir.event("event.db")) == bytes);
}

TEST_CASE("Table secrets, renaming and scoring changes", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 1));
    store.setTableSecrets({{1, "s1"}, {2, "s2"}, {3, "s3"}});
    CHECK(store.tableSecrets() == std::map<int, std::string>{{1, "s1"}, {2, "s2"}, {3, "s3"}});
    CHECK(store.auditLog().back().newValue.find("s1") == std::string::npos);
    CHECK_THROWS_WITH(store.setTableSecrets({{4, "s4"}}), Catch::Contains("no table 4"));
    store.renameEvent("Wednesday pairs");
    store.setScoring(core::ScoringMethod::Butler);
    CHECK(store.info().name == "Wednesday pairs");
    CHECK(store.info().scoring == core::ScoringMethod::Butler);
    const auto log = store.auditLog();
    CHECK(log[log.size() - 2].oldValue == "\"Tuesday pairs\"");
    CHECK(log.back().newValue == "\"butler\"");
    store.checkIntegrity();
}

TEST_CASE("Lines come back by board, round and table, in whatever order they were entered",
          "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(5, 2));
    const movements::Movement& m = store.movement();
    // Last round first, tables from the last, boards of each set last first: no line follows
    // the one before it in board order.
    std::vector<core::TravellerLine> entered;
    for (auto round = m.rounds.rbegin(); round != m.rounds.rend(); ++round)
        for (auto t = round->tables.rbegin(); t != round->tables.rend(); ++t)
            for (int board = m.lastBoardOf(t->set); board >= m.firstBoardOf(t->set); --board)
                entered.push_back(played(board, t->ns, t->ew, "3NT", 'N', "="));
    for (const auto& line : entered)
        store.enterResult(line);
    const auto back = store.lines();
    REQUIRE(back.size() == entered.size());
    for (std::size_t i = 1; i < back.size(); ++i) {
        const auto& a = back[i - 1].line;
        const auto& b = back[i].line;
        CAPTURE(i, a.board, a.round, a.table, b.board, b.round, b.table);
        CHECK(std::tie(a.board, a.round, a.table) < std::tie(b.board, b.round, b.table));
    }
    // And one board's lines alone, in the same order.
    const auto board3 = store.linesOfBoard(3);
    REQUIRE(board3.size() == 5);
    for (std::size_t i = 1; i < board3.size(); ++i)
        CHECK(board3[i - 1].line.round < board3[i].line.round);
}

TEST_CASE("A slip with only the score is stored, checked and scored by its score", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 2));
    // The three tables that play board 1, from the movement.
    std::vector<movements::TableRound> board1;
    for (const auto& round : store.movement().rounds)
        for (const auto& t : round.tables)
            if (t.set == store.movement().setOfBoard(1))
                board1.push_back(t);
    REQUIRE(board1.size() == 3);
    const auto scoreOnly = [](const movements::TableRound& t, int score) {
        core::TravellerLine l;
        l.board = 1;
        l.ns = t.ns;
        l.ew = t.ew;
        l.scoreOnlyNs = score;
        return l;
    };
    const db::StoredLine stored = store.enterResult(scoreOnly(board1[0], 140));
    CHECK(stored.nsScore == 140);
    CHECK(stored.line.scoreOnlyNs == 140);
    CHECK_FALSE(stored.line.play);
    CHECK(store.line(1, board1[0].ns, board1[0].ew) == stored); // read back as written
    CHECK(store.auditLog().back().newValue.find("\"scoreOnly\":140") != std::string::npos);

    // Board 1 is not vulnerable: no contract scores 620 for North-South, nor 145.
    CHECK_THROWS_WITH(store.enterResult(scoreOnly(board1[1], 620)),
                      Catch::Contains("no contract scores +620 for North-South with neither "
                                      "side vulnerable"));
    CHECK_THROWS_WITH(store.enterResult(scoreOnly(board1[1], 145)),
                      Catch::Contains("no contract scores +145"));
    core::TravellerLine withLead = scoreOnly(board1[1], -50);
    withLead.lead = core::Card{core::Suit::Spades, 14};
    CHECK_THROWS_WITH(store.enterResult(withLead), Catch::Contains("no lead"));

    // Scored with the played lines as any result: 140 beats 110 and loses to 420.
    store.enterResult(played(1, board1[1].ns, board1[1].ew, "2S", 'N', "="));
    store.enterResult(played(1, board1[2].ns, board1[2].ew, "4S", 'N', "="));
    const core::SessionResult result = db::rankEvent(store);
    const core::BoardResult& b = result.boards.front();
    REQUIRE(b.board == 1);
    for (const core::ScoredLine& s : b.lines)
        if (s.line.scoreOnlyNs)
            CHECK(s.nsPoints == 2); // EBU matchpoints: one beaten, one above, top 4
}

TEST_CASE("A whist event takes no score-only slips", "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 2), core::ScoringMethod::Whist);
    const auto& t = store.movement().rounds.front().tables.front();
    core::TravellerLine l;
    l.board = store.movement().firstBoardOf(t.set);
    l.ns = t.ns;
    l.ew = t.ew;
    l.scoreOnlyNs = 140;
    CHECK_THROWS_WITH(store.enterResult(l), Catch::Contains("duplicate whist event"));
}

TEST_CASE("An audit row's line reads back as the line stored", "[db][store][audit]") {
    // Every front end words the audit log's lines from these, as it words any line.
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 2));
    const auto& t = store.movement().rounds.front().tables.front();
    const int board = store.movement().firstBoardOf(t.set);
    std::vector<core::TravellerLine> kinds(4);
    for (auto& l : kinds) {
        l.board = board;
        l.ns = t.ns;
        l.ew = t.ew;
    }
    kinds[0] = played(board, t.ns, t.ew, "4SX", 'N', "-2");
    kinds[1].adjusted = core::parseAdjustedScore("A60/A40");
    kinds[2].scoreOnlyNs = -100;
    kinds[3].play = core::Play{};
    for (const core::TravellerLine& l : kinds) {
        db::EnterOptions replace;
        replace.replace = true;
        const db::StoredLine stored = store.enterResult(l, replace);
        const std::string value = store.auditLog().back().newValue;
        const auto back = db::auditedLine(value);
        REQUIRE(back);
        // The pairs are kept by their labels, which stay true when the movement changes; the
        // line comes back without numbers, its labels in the value for whoever shows it.
        db::StoredLine expected = stored;
        expected.line.ns = expected.line.ew = 0;
        CHECK(*back == expected);
        const auto j = nlohmann::json::parse(value);
        CHECK(j["ns"] == movements::entryLabel(store.movement(), t.ns));
        CHECK(j["ew"] == movements::entryLabel(store.movement(), t.ew));
    }
    CHECK_FALSE(db::auditedLine(store.auditLog().front().newValue)); // "create event"
    CHECK_FALSE(db::auditedLine(""));
    CHECK_FALSE(db::auditedLine("{\"board\": 1, \"contract\": \"9Z\"}"));
}

TEST_CASE("Each command is logged under who it was done by, whatever came before",
          "[db][store][audit]") {
    // Table scoring and the director share one store in the console's process: a phone's
    // command between two of the director's must not lend its name to the next one.
    TempDir dir;
    auto store = newEvent(dir, testing::howell4(1)); // opened for "tester"
    db::EnterOptions fromTable;
    fromTable.source = db::LineSource::Table;
    fromTable.sourceTable = 2;
    store.enterResult(played(4, 6, 3, "2D", 'E', "+2"), fromTable, "table 2");
    store.correctResult(played(4, 6, 3, "2D", 'E', "+1"), "director");
    store.confirmResult(4, 6, 3, "table 2");
    store.deleteResult(4, 6, 3); // nobody named: the user the store was opened for
    const auto log = store.auditLog();
    REQUIRE(log.size() == 5);
    CHECK(log[1].who == "table 2");
    CHECK(log[2].who == "director");
    CHECK(log[3].who == "table 2");
    CHECK(log[4].who == "tester");
}

TEST_CASE("Changing the method is refused when the movement or the lines cannot take it",
          "[db][store]") {
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 2));
    const auto& t = store.movement().rounds.front().tables.front();
    const int board = store.movement().firstBoardOf(t.set);
    store.enterResult(played(board, t.ns, t.ew, "4S", 'N', "="));
    CHECK_THROWS_WITH(store.setScoring(core::ScoringMethod::Whist),
                      Catch::Contains("1 result is bridge") && Catch::Contains("whist"));
    CHECK_THROWS_WITH(store.setScoring(core::ScoringMethod::TeamImps),
                      Catch::Contains("has no teams"));
    CHECK(store.info().scoring == core::ScoringMethod::MatchpointsEbu);
    store.setScoring(core::ScoringMethod::CrossImps);
    CHECK(store.info().scoring == core::ScoringMethod::CrossImps);

    TempDir whistDir;
    auto whist = newEvent(whistDir, testing::mitchell(3, 2), core::ScoringMethod::Whist);
    core::TravellerLine tricks;
    tricks.board = board;
    tricks.ns = t.ns;
    tricks.ew = t.ew;
    tricks.whistTricksNs = 7;
    whist.enterResult(tricks);
    CHECK_THROWS_WITH(whist.setScoring(core::ScoringMethod::MatchpointsEbu),
                      Catch::Contains("whist tricks"));
    CHECK(whist.info().scoring == core::ScoringMethod::Whist);
}

TEST_CASE("A line is scored at the vulnerability of the board as imported, not the rotation's",
          "[db][store]") {
    // Board 1 is unvulnerable in the standard rotation; this event's hand record says both
    // sides are: the players saw "All" on the board, and 4S made scores 620, not 420.
    TempDir dir;
    auto store = newEvent(dir, testing::mitchell(3, 2));
    db::StoredBoard board;
    board.number = 1;
    board.dealer = core::Seat::North;
    board.vulnerability = core::Vulnerability::Both;
    board.deal = dealOf(kDealText);
    store.importHands({board});
    const auto& t = store.movement().rounds.front().tables.front();
    REQUIRE(store.movement().setOfBoard(1) == t.set);
    const db::StoredLine stored = store.enterResult(played(1, t.ns, t.ew, "4S", 'N', "="));
    CHECK(stored.nsScore == 620);
    core::TravellerLine scoreOnly;
    scoreOnly.board = 1;
    scoreOnly.ns = t.ns;
    scoreOnly.ew = t.ew;
    scoreOnly.scoreOnlyNs = 620; // possible only vulnerable
    db::EnterOptions replace;
    replace.replace = true;
    CHECK(store.enterResult(scoreOnly, replace).nsScore == 620);
    store.enterResult(played(1, t.ns, t.ew, "4S", 'N', "="), replace);
    const core::SessionResult result = db::rankEvent(store);
    REQUIRE(result.boards.front().board == 1);
    CHECK(result.boards.front().vulnerability == core::Vulnerability::Both);
    CHECK(result.boards.front().lines.front().nsScore == 620);
}
