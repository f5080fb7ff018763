// SPDX-License-Identifier: GPL-3.0-or-later
// The printed ranking says which scores a procedural penalty lowered, and by how much.
#include "core/Session.h"
#include "reports/Format.h"
#include "tests/reports/PrintedText.h"
#include "tests/reports/ReportFixture.h"

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::reports;
using namespace overplay::reports::testing;

TEST_CASE("printed rankings mark a penalised score and say what came off",
          "[reports][pdf][penalty]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    core::SessionInput input;
    for (const auto& board : s.result->boards)
        for (const auto& scored : board.lines)
            input.lines.push_back(scored.line);
    input.fields = {{"NS", {1, 2, 3}}, {"EW", {4, 5, 6}}};
    core::ProceduralPenalty slowPlay = core::parsePenaltyAmount("25%");
    slowPlay.entry = 2;
    input.penalties = {slowPlay};
    s.result = core::scoreSession(input);
    double taken = 0;
    for (const auto& ranking : s.result->rankings)
        for (const auto& row : ranking.rows)
            if (row.entry == 2)
                taken = row.penalty;
    REQUIRE(taken > 0);

    const auto printed = printedText(s, {PrintedPart::Rankings});
    if (!printed)
        return;
    const std::string& text = *printed;
    // (pdftotext may give "off" as a ligature: the sentence is matched from "only".)
    CHECK(text.find("P: procedural penalty taken") != std::string::npos);
    CHECK(text.find("that score only: " + s.entry(2).shownLabel() + " " + pointsText(taken) +
                    ".") != std::string::npos);
    CHECK(text.find(pointsText(s.result->rankings[0].rows[0].score)) != std::string::npos);
}
