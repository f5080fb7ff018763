// SPDX-License-Identifier: GPL-3.0-or-later
// A movement file is outside input: whatever it declares, reading, validating, measuring and
// drawing guide cards either works or fails with one InputError, quickly and in little memory.
#include "GeneratorChecks.h"

#include "movements/Balance.h"
#include "movements/GuideCard.h"
#include "movements/Howell.h"
#include "movements/MovementJson.h"
#include "movements/Validator.h"

#include "core/Error.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <functional>

using namespace overplay::movements;
using overplay::core::InputError;
using overplay::movements::testing::mentions;

namespace {

std::string withChange(const Movement& m, const std::function<void(nlohmann::json&)>& f) {
    auto j = nlohmann::json::parse(movementToJson(m));
    f(j);
    return j.dump();
}

} // namespace

TEST_CASE("a pair number out of range is reported, never measured", "[validator][limits]") {
    for (int bad : {11, 30000, -7}) {
        Movement m = completeHowell(10);
        m.rounds[3].tables[2].ew = bad;
        const ValidationReport report = validate(m);
        CHECK_FALSE(report.ok());
        CHECK(mentions(report, "pair " + std::to_string(bad) + " is outside 1..10"));
        // Balance indexes tables of pairs × pairs: it refuses rather than reading past them.
        CHECK_THROWS_AS(measureBalance(m), InputError);
        CHECK_THROWS_AS(comparisonCounts(m), InputError);
        CHECK_THROWS_AS(manningWeights(m), InputError);
        CHECK_THROWS_WITH(tableGuideCards(m), Catch::Contains("the movement is not valid"));
        CHECK_THROWS_AS(pairCards(m), InputError);
    }
}

TEST_CASE("a tiny file declaring 30,000 pairs is refused at once", "[validator][limits]") {
    Movement m = completeHowell(8);
    m.pairs = 30000;
    const ValidationReport report = validate(m);
    // One problem, the size: not 29,992 "never takes part" lines, and no pairs × pairs table.
    REQUIRE(report.problems.size() == 1);
    CHECK(report.problems[0].message ==
          "the movement has 30000 pairs, more than the 20000 a movement may have");
    CHECK_FALSE(measureBalance(m).measured);
    CHECK_THROWS_AS(comparisonCounts(m), InputError);
    CHECK_THROWS_AS(pairCards(m), InputError);

    Movement big = completeHowell(8);
    SECTION("tables") {
        big.tables = 1 << 30;
    }
    SECTION("board sets") {
        big.boardSets = 2000000000;
    }
    SECTION("boards a round") {
        big.boardsPerRound = 40000000;
    }
    SECTION("rounds") {
        big.rounds.resize(MovementLimits::rounds + 1, big.rounds[0]);
    }
    const ValidationReport r = validate(big);
    REQUIRE(r.problems.size() == 1);
    CHECK_THAT(r.problems[0].message, Catch::Contains("a movement may have"));
}

TEST_CASE("the largest movements generated are within the limits", "[validator][limits]") {
    // The limits must never refuse what Overplay itself writes.
    for (const Movement& m : {completeHowell(36), completeHowell(35)}) {
        INFO(m.name);
        CHECK(validate(m).ok());
    }
}

TEST_CASE("movement JSON of the wrong types is refused in one line", "[json][limits]") {
    const Movement good = completeHowell(8);
    const auto refused = [&](const std::function<void(nlohmann::json&)>& f) {
        try {
            movementFromJson(withChange(good, f));
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("read");
    };
    // A number that wraps to a small one in an int would be read as another pair.
    CHECK(refused([](auto& j) { j["pairs"] = 4294967304ULL; }) ==
          "movement JSON: pairs is far too large.");
    CHECK(refused([](auto& j) { j["rounds"][0]["tables"][0]["ns"] = -4294967295LL; }) ==
          "movement JSON: rounds[0].tables[0].ns is far too large.");
    CHECK(refused([](auto& j) {
              j["rounds"][0]["sitout"] = {1, 18446744073709551615ULL};
          }) == "movement JSON: rounds[0].sitout[1] is far too large.");
    CHECK(refused([](auto& j) {
              j["teams"] = {{"1", 4294967297LL}};
          }) == "movement JSON: teams.1 must be a team number.");
    // A number no double holds stops the parser itself (found by the movement JSON fuzzer).
    try {
        movementFromJson("[[[8888e888888]]]");
        FAIL("read");
    } catch (const InputError& e) {
        CHECK(std::string(e.what()) == "movement JSON holds a number too large to read.");
    }
    CHECK(refused([](auto& j) { j["tables"] = 4.5; }) ==
          "movement JSON: tables must be a whole number.");
    CHECK(refused([](auto& j) { j["rounds"] = nlohmann::json::object(); }) ==
          "movement JSON: rounds must be a list.");
    CHECK(refused([](auto& j) { j["rounds"][1] = 7; }) ==
          "movement JSON: rounds[1] must be an object.");
    CHECK(refused([](auto& j) { j["rounds"][0]["tables"][0]["switched"] = 1; }) ==
          "movement JSON: rounds[0].tables[0].switched must be true or false.");
    CHECK(refused([](auto& j) {
              j["notes"] = {"a", nullptr};
          }) == "movement JSON: notes[1] must be a string.");
    CHECK(refused([](auto& j) {
              j["pairLabels"] = {{"99999999999", "x"}};
          }) == "movement JSON: pairLabels key \"99999999999\" is not a pair number.");
}

TEST_CASE("a stored movement is checked for its limits and ranges, not for the newest format",
          "[validator][limits]") {
    Movement m = completeHowell(9);
    CHECK_NOTHROW(requireWithinLimits(m));
    // An event written before the file listed only tables in play stays readable.
    m.rounds[0].tables.push_back({m.tables + 1, 0, 0, 0});
    m.tables += 1;
    CHECK_FALSE(validate(m).ok());
    CHECK_NOTHROW(requireWithinLimits(m));
    m.rounds[2].tables[0].ns = 12;
    CHECK_THROWS_WITH(requireWithinLimits(m),
                      "the movement is damaged: round 3, table 1: pair 12 is outside 1..9.");
    m.pairs = 30000;
    CHECK_THROWS_WITH(requireWithinLimits(m), Catch::Contains("more than the 20000"));
}

/// A national simultaneous pairs: 5,000 tables in one field, 8 rounds, every table playing
/// the round's set (the same boards everywhere), North-South still, East-West moving on.
Movement simultaneousField() {
    constexpr int tables = 5000, rounds = 8;
    Movement m = newMovement("mitchell", "national simultaneous",
                             {.pairs = 2 * tables,
                              .tables = tables,
                              .rounds = rounds,
                              .boardSets = rounds,
                              .boardsPerRound = 3});
    m.promises.sharedTables.push_back(everyTableShares(tables));
    for (Round& round : m.rounds) {
        const int r = round.number;
        for (int t = 1; t <= tables; ++t)
            round.tables.push_back({t, t, tables + (t - 1 + r - 1) % tables + 1, r});
    }
    return m;
}

TEST_CASE("a national simultaneous of 5,000 tables is within the limits; its balance is not "
          "measured",
          "[validator][limits]") {
    const Movement m = simultaneousField();
    const ValidationReport report = validate(m);
    INFO(report.text());
    CHECK(report.ok());
    CHECK_NOTHROW(requireWithinLimits(m));
    CHECK_FALSE(measureBalance(m).measured);
    // One more table than the limit is refused by its size alone.
    Movement bigger = m;
    bigger.tables = MovementLimits::tables + 1;
    CHECK_THAT(validate(bigger).problems.at(0).message, Catch::Contains("a movement may have"));
}
