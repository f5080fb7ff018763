// SPDX-License-Identifier: GPL-3.0-or-later
// While results are missing, the rankings, the printed results and every page of the web
// site say so, with how many of the movement's results are in.
#include "movements/Generate.h"
#include "reports/HtmlSite.h"
#include "reports/PrintedReports.h"
#include "reports/Views.h"
#include "tests/reports/ReportFixture.h"

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::reports;
using namespace overplay::reports::testing;

TEST_CASE("results are provisional until the director marks them final", "[reports][provisional]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2); // 3 rounds at 3 tables, 2 boards a round: 18 lines
    CHECK(countResults(s).expected == 18);
    CHECK(countResults(s).entered == 18);
    // Every result in, but not yet marked final: still provisional.
    CHECK(countResults(s).provisional());
    CHECK(provisionalText(countResults(s)) == "Provisional: 18 of 18 results");
    CHECK(printedDocument(s, resultParts()).html().find("Provisional: 18 of 18 results") !=
          std::string::npos);

    // Marked final: no page and no print says provisional.
    s.finalAt = "2026-11-25T22:40:00Z";
    CHECK_FALSE(countResults(s).provisional());
    CHECK(provisionalText(countResults(s)).empty());
    for (const auto& file : htmlSite(s))
        CHECK(file.content.find("Provisional") == std::string::npos);
    CHECK(printedDocument(s, resultParts()).html().find("Provisional") == std::string::npos);
    s.finalAt.clear();

    // Three lines of the first board not in yet.
    auto& lines = s.result->boards.front().lines;
    REQUIRE(lines.size() >= 3);
    lines.erase(lines.begin(), lines.begin() + 3);
    CHECK(provisionalText(countResults(s)) == "Provisional: 15 of 18 results");
    for (const auto& file : htmlSite(s)) {
        if (file.name.size() < 5 || file.name.substr(file.name.size() - 5) != ".html")
            continue;
        INFO(file.name);
        CHECK(file.content.find("Provisional: 15 of 18 results") != std::string::npos);
    }
    for (PrintedPart part : {PrintedPart::Rankings, PrintedPart::Travellers}) {
        INFO(printedPartName(part));
        CHECK(printedDocument(s, {part}).html().find("Provisional: 15 of 18 results") !=
              std::string::npos);
    }

    // Nothing entered at all: 0 of 18.
    s.result.reset();
    CHECK(provisionalText(countResults(s)) == "Provisional: 0 of 18 results");
}

TEST_CASE("an individual's expected results count its tables of four players",
          "[reports][provisional]") {
    // An individual seats players, not pairs: each table of four plays the round's boards.
    movements::MovementRequest request;
    request.kind = "individual";
    request.pairs = 8;
    request.boardsPerRound = 2;
    const movements::Movement m = movements::generateMovement(request);
    int tablesPlaying = 0;
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables)
            tablesPlaying += t.set > 0 ? 1 : 0;
    REQUIRE(tablesPlaying > 0);
    CHECK(countResults(m, nullptr).expected == tablesPlaying * 2);
}
