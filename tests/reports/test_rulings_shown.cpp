// SPDX-License-Identifier: GPL-3.0-or-later
// A ruling shows where it changed a figure: a fouled board's lines say which copy they played,
// a weighted score its outcomes, on the web site's travellers and the printed ones.
#include "core/WeightedScore.h"
#include "reports/Format.h"
#include "reports/HtmlSite.h"
#include "reports/PrintedReports.h"
#include "tests/reports/ReportFixture.h"

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::reports;
using namespace overplay::reports::testing;

TEST_CASE("fouled copies and weighted scores are shown on every traveller", "[reports][rulings]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    auto& lines = s.result->boards.front().lines;
    REQUIRE(lines.size() >= 2);
    lines[0].line.group = 1;
    lines[1].line.play.reset();
    lines[1].line.weighted = core::parseWeightedScore("60% 4S N =, 40% 4S N -1");

    CHECK(lineContractHtml(lines[0].line).find("(fouled copy 1)") != std::string::npos);
    CHECK(lineContractHtml(lines[1].line).find("60%") != std::string::npos);
    bool site = false;
    for (const auto& file : htmlSite(s))
        site = site || (file.content.find("(fouled copy 1)") != std::string::npos &&
                        file.content.find("60% 4") != std::string::npos);
    CHECK(site);
    const std::string printed = printedDocument(s, {PrintedPart::Travellers}).html();
    CHECK(printed.find("(fouled copy 1)") != std::string::npos);
    CHECK(printed.find("40% 4") != std::string::npos);
}
