// SPDX-License-Identifier: GPL-3.0-or-later
// A simultaneous pairs' club that scored at home uploads its own event: it becomes the next
// section of the central event, whole (movement, names, every result), in one command.
#include "EventFixtures.h"

#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"

#include <catch2/catch.hpp>

using namespace overplay;
using overplay::testing::played;
using overplay::testing::TempDir;

namespace {

db::EventStore clubNight(const std::string& where, movements::Movement movement, int sections = 1) {
    return db::EventStore::create(
        where, tests::NewEvent(std::move(movement)).named("Hove Tuesday").inSections(sections));
}

} // namespace

TEST_CASE("A club's own event is uploaded whole as the next section", "[db][sections][upload]") {
    TempDir dir;
    auto central = testing::simultaneousPairs(dir.event("central.db"), "Autumn sim pairs", 2);
    central.useSection("B");
    central.enterResult(played(1, 1, 4, "4S", 'N', "="));

    const std::string home = dir.event("hove.db");
    {
        auto club = clubNight(home, testing::mitchell(3, 2));
        club.setEntries(
            {{1, "", {"Ann Hove", "Bob Hove"}, 0}, {4, "", {"Cat Hove", "Dan Hove"}, 0}});
        club.enterResult(played(1, 1, 4, "4S", 'N', "+1"));
        club.enterResult(played(2, 1, 4, "3NT", 'S', "-1"));
        club.enterAdjusted(3, 2, 5, core::parseAdjustedScore("A+/A-"));
    }
    const auto logBefore = central.auditLog().size();
    const std::string letter = central.uploadSection(home, "Hove BC", "federation");
    CHECK(letter == "C");
    CHECK(central.section() == "B"); // the section in use stays
    const auto sections = central.sections();
    REQUIRE(sections.size() == 3);
    CHECK(sections[2].name == "Hove BC");
    CHECK(sections[2].movement == testing::mitchell(3, 2));
    const auto entries = central.entriesOf("C");
    CHECK(entries[0].names() == "Ann Hove & Bob Hove");
    CHECK(entries[3].names() == "Cat Hove & Dan Hove");
    const auto lines = central.linesOf("C");
    REQUIRE(lines.size() == 3);
    CHECK(lines[0].line.play->contract.text() == "4S");
    CHECK(lines[0].nsScore == 450);
    CHECK(lines[1].nsScore == -100); // board 2: North-South vulnerable
    CHECK(lines[2].line.adjusted);
    // One audit row, about the whole event, naming the club's event.
    const auto log = central.auditLog();
    REQUIRE(log.size() == logBefore + 1);
    CHECK(log.back().command == "upload section");
    CHECK(log.back().who == "federation");
    CHECK(log.back().section.empty());
    CHECK_THAT(log.back().newValue, Catch::Contains("Hove BC") && Catch::Contains("\"results\":3"));

    // Ranked across the field with the others: board 1's two results side by side.
    const auto ranked = db::rankSections(central);
    CHECK(ranked.acrossField);
    for (const auto& board : ranked.result.boards)
        if (board.board == 1)
            CHECK(board.lines.size() == 2);

    // Without a name, the section takes the club's event's name.
    const std::string second = dir.event("second.db");
    clubNight(second, testing::mitchell(3, 2));
    CHECK(central.uploadSection(second) == "D");
    CHECK(central.sections()[3].name == "Hove Tuesday");
}

TEST_CASE("An upload the event cannot take adds nothing", "[db][sections][upload]") {
    TempDir dir;
    auto central = db::EventStore::create(dir.event("central.db"),
                                          tests::mitchellEvent(3, 2).named("Autumn sim pairs"));
    const auto state = testing::eventState(dir.event("central.db"));

    // More boards than the event plays.
    const std::string bigger = dir.event("bigger.db");
    clubNight(bigger, testing::mitchell(4, 2));
    CHECK_THROWS_WITH(central.uploadSection(bigger), Catch::Contains("boards"));
    // A club's event of two sections.
    const std::string two = dir.event("two.db");
    clubNight(two, testing::mitchell(3, 2), 2);
    CHECK_THROWS_WITH(central.uploadSection(two), Catch::Contains("2 sections"));
    // No such event.
    CHECK_THROWS_AS(central.uploadSection(dir.event("missing.db")), db::StorageError);
    CHECK(central.sections().size() == 1);
    CHECK(testing::eventState(dir.event("central.db")) == state);
    CHECK(central.section() == "A");
}
