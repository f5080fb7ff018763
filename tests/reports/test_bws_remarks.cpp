// SPDX-License-Identifier: GPL-3.0-or-later
// A Bridgemate result row without a contract, read by its Remarks as the Bridgemate
// developer's guide (revision 37, "Retrieving results") lists them. No Access file is needed:
// these run in every build, with or without mdbtools.
#include "reports/BwsReader.h"

#include <catch2/catch.hpp>

#include <string>

using namespace overplay;
using core::Adjustment;

namespace {

core::PlayedLine remarked(const std::string& remarks, std::optional<std::string>& reason) {
    core::PlayedLine line;
    line.board = 1;
    line.ns = "7";
    line.ew = "24";
    reason = reports::readBridgemateRemarks(line, remarks);
    return line;
}

} // namespace

TEST_CASE("a Bridgemate percentage is an adjusted score, North-South's first", "[bws]") {
    struct Case {
        const char* remarks;
        Adjustment ns, ew;
    };
    const Case cases[] = {
        {"40%-40%", Adjustment::AverageMinus, Adjustment::AverageMinus},
        {"50%-40%", Adjustment::Average, Adjustment::AverageMinus},
        {"60%-40%", Adjustment::AveragePlus, Adjustment::AverageMinus},
        {"40%-50%", Adjustment::AverageMinus, Adjustment::Average},
        {"50%-50%", Adjustment::Average, Adjustment::Average},
        {"60%-50%", Adjustment::AveragePlus, Adjustment::Average},
        {"40%-60%", Adjustment::AverageMinus, Adjustment::AveragePlus},
        {"50%-60%", Adjustment::Average, Adjustment::AveragePlus},
        {"60%-60%", Adjustment::AveragePlus, Adjustment::AveragePlus},
    };
    for (const Case& c : cases) {
        INFO(c.remarks);
        std::optional<std::string> reason;
        const core::PlayedLine line = remarked(c.remarks, reason);
        CHECK_FALSE(reason);
        REQUIRE(line.adjusted);
        CHECK(line.adjusted->ns == c.ns);
        CHECK(line.adjusted->ew == c.ew);
        // As an average, not a fixed percentage: the event's rule for A+ and A- decides.
        CHECK_FALSE(line.adjusted->nsPercent);
        CHECK_FALSE(line.adjusted->ewPercent);
        CHECK_FALSE(line.play);
        CHECK_FALSE(line.notPlayed);
    }
}

TEST_CASE("a Bridgemate board not played is a line not played", "[bws]") {
    std::optional<std::string> reason;
    const core::PlayedLine line = remarked("Not played", reason);
    CHECK_FALSE(reason);
    CHECK(line.notPlayed);
    CHECK_FALSE(line.adjusted);
}

TEST_CASE("a Bridgemate row the director has not ruled on yet is listed, not guessed", "[bws]") {
    std::optional<std::string> reason;
    core::PlayedLine line = remarked("Arbitral score", reason);
    CHECK(reason == "an arbitral score not yet given (Remarks \"Arbitral score\")");
    CHECK_FALSE(line.adjusted);
    CHECK_FALSE(line.notPlayed);

    line = remarked("", reason);
    CHECK(reason == "no contract");
    line = remarked("70%-30%", reason); // not one of the Bridgemate's choices
    CHECK(reason == "no contract (Remarks \"70%-30%\")");
    CHECK_FALSE(line.adjusted);
    line = remarked("60%", reason);
    CHECK(reason == "no contract (Remarks \"60%\")");
}
