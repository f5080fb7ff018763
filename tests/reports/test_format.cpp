// SPDX-License-Identifier: GPL-3.0-or-later
// The one formatter (reports/Format.h) that the printed documents, the web site, the console
// and the phones' pages share.
#include "core/ResultText.h"
#include "reports/Format.h"

#include <catch2/catch.hpp>

using namespace overplay;

TEST_CASE("a line's result is worded once, then coloured as HTML", "[reports][format]") {
    core::TravellerLine line;
    line.play = core::Play{core::Contract{4, core::Strain::Hearts, core::Doubling::Doubled},
                           core::Seat::North, 8};
    CHECK(reports::resultHtml(line) == "4<span class=\"red\">\u2665</span>X by N -2");
    CHECK(reports::resultHtml(line, true) ==
          "4<span style=\"color:#c00000\">\u2665</span>X by N -2");
    line.play = core::Play{core::Contract{3, core::Strain::NoTrump, core::Doubling::Undoubled},
                           core::Seat::South, 9};
    CHECK(reports::resultHtml(line) == "3NT by S =");
    line.play.reset();
    line.adjusted = core::parseAdjustedScore("A+/A-");
    CHECK(reports::resultHtml(line) == "A+/A-");
    line.adjusted.reset();
    line.scoreOnlyNs = 140;
    CHECK(reports::resultHtml(line) == "score +140");
    // The same words as the console and the command line, only coloured.
    line.scoreOnlyNs.reset();
    line.play = core::Play{core::Contract{2, core::Strain::Spades, core::Doubling::Undoubled},
                           core::Seat::East, 8};
    CHECK(reports::resultHtml(line) == "2<span class=\"black\">\u2660</span> by E =");
    CHECK(core::resultWords(line, core::StrainSpelling::Symbols) == "2\u2660 by E =");
    CHECK(reports::strainHtml(core::Strain::NoTrump) == "NT");
    CHECK(reports::strainHtml(core::Strain::Diamonds) == "<span class=\"red\">\u2666</span>");
}

TEST_CASE("a contract cell says a passed-out board as the traveller's grid does",
          "[reports][format]") {
    // The printed travellers, the pages and the console's grid all say "PASS"; only the PBN
    // export spells it "Pass", as that standard does.
    CHECK(reports::contractHtml(core::Contract::passedOut()) == core::Contract::passedOut().text());
    CHECK(reports::contractHtml(core::Contract::passedOut()) == "PASS");
    core::TravellerLine line;
    line.play = core::Play{core::Contract::passedOut(), core::Seat::North, 0};
    CHECK(reports::lineContractHtml(line) == "PASS");
    CHECK(reports::resultHtml(line) == "PASS");
    CHECK(reports::contractHtml(
              core::Contract{3, core::Strain::NoTrump, core::Doubling::Redoubled}) == "3NTXX");
}

TEST_CASE("the documents round as rank --json does: half up", "[format][rounding]") {
    // 13 of a top of 32 is 40.625%: "40.63" on paper, on the site and in the JSON (40.63),
    // never "40.62" from printf's rounding to even.
    CHECK(overplay::reports::percentText(100.0 * 13 / 32) == "40.63");
    CHECK(overplay::reports::pointsText(0.125, 2) == "0.13");
    CHECK(overplay::reports::pointsText(0.125) == "0.13");
    CHECK(overplay::reports::percentText(62.505) == "62.51");
    CHECK(overplay::reports::pointsText(-0.001, 2) == "0.00");
}
