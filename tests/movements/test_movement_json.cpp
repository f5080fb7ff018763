// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Howell.h"
#include "movements/MovementJson.h"
#include "movements/ThreeTableHowell.h"
#include "movements/Validator.h"

#include "core/Error.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <functional>

using namespace overplay::movements;

namespace {

Movement everyFeature() {
    Movement m = newMovement("individual", "test",
                             {.pairs = 4, .tables = 1, .boardSets = 2, .boardsPerRound = 4});
    TableRound t{1, 0, 0, 1, true, {1, 2, 3, 4}};
    m.rounds = {{1, {t}, {}}, {2, {{1, 0, 0, 2, false, {1, 3, 2, 4}}}, {5}}};
    m.pairLabels = {{1, "A"}, {2, "B"}};
    m.teamOf = {{1, 1}, {2, 2}};
    m.notes = {"a note"};
    m.byeStandAfterTable = 3;
    m.promises.timesEachSetPlayed = 1;
    m.promises.everyPairMeetsEveryOther = true;
    m.promises.noPairMeetsTwice = true;
    m.promises.everyPairPlaysEverySet = true;
    m.promises.teammatesNeverMeet = true;
    m.promises.everyPlayerPartnersEveryOtherOnce = true;
    m.promises.replayWithCardsReversed = true;
    m.promises.sharedTables = {{0, {1, 6}}, {3, {2, 3}}};
    return m;
}

std::string withChange(const std::string& text, const std::function<void(nlohmann::json&)>& f) {
    auto j = nlohmann::json::parse(text);
    f(j);
    return j.dump();
}

} // namespace

TEST_CASE("movement JSON round trips", "[json]") {
    for (const Movement& m :
         {completeHowell(10), completeHowell(9), completeHowell(6), partialHowell(16, 10),
          everyFeature(), threeTableHowellTenSets(), threeTableHowellTenSets(5)}) {
        CAPTURE(m.name);
        CHECK(movementFromJson(movementToJson(m)) == m);
        CHECK(movementFromJson(movementToJson(m, -1)) == m);
    }
}

TEST_CASE("movement JSON has the CLI.md shape", "[json]") {
    const auto j = nlohmann::json::parse(movementToJson(completeHowell(10, 3)));
    CHECK(j["kind"] == "howell");
    CHECK(j["name"] == "5-table Howell");
    CHECK(j["pairs"] == 10);
    CHECK(j["tables"] == 5);
    CHECK(j["boardSets"] == 9);
    CHECK(j["boardsPerRound"] == 3);
    CHECK(j["rounds"].size() == 9);
    CHECK(j["rounds"][0]["round"] == 1);
    CHECK(j["rounds"][0]["tables"][0].size() == 4); // table, ns, ew, set: no switched/players
    CHECK(j["rounds"][0]["sitout"].is_array());
    CHECK(j["pairLabels"]["10"] == "10");
    CHECK(j["promises"]["everyPairMeetsEveryOther"] == true);
}

TEST_CASE("movement JSON is read strictly", "[json]") {
    const std::string good = movementToJson(completeHowell(8));
    using E = overplay::core::InputError;
    CHECK_THROWS_WITH(movementFromJson("{\"kind\": "), Catch::Contains("not valid JSON"));
    CHECK_THROWS_WITH(movementFromJson("[]"), Catch::Contains("must be a JSON object"));
    CHECK_THROWS_WITH(movementFromJson(withChange(good, [](auto& j) { j.erase("tables"); })),
                      Catch::Contains("tables is missing"));
    CHECK_THROWS_WITH(movementFromJson(withChange(
                          good, [](auto& j) { j["rounds"][2]["tables"][1]["ns"] = "x"; })),
                      Catch::Contains("rounds[2].tables[1].ns must be a whole number"));
    CHECK_THROWS_WITH(
        movementFromJson(withChange(good, [](auto& j) { j["rounds"][0]["tables"][0]["nsx"] = 1; })),
        Catch::Contains("unknown key rounds[0].tables[0].nsx"));
    CHECK_THROWS_WITH(movementFromJson(withChange(good, [](auto& j) { j["colour"] = "red"; })),
                      Catch::Contains("unknown key colour"));
    CHECK_THROWS_WITH(
        movementFromJson(withChange(good, [](auto& j) { j["pairLabels"]["one"] = "1"; })),
        Catch::Contains("\"one\" is not a pair number"));
    CHECK_THROWS_WITH(
        movementFromJson(
            withChange(good,
                       [](auto& j) {
                           j["rounds"][0]["tables"][0]["players"] = nlohmann::json::array({1, 2});
                       })),
        Catch::Contains("four players"));
    CHECK_THROWS_AS(
        movementFromJson(withChange(good, [](auto& j) { j["promises"]["sharedTables"] = 3; })), E);
    // Read, it is the same movement and still valid.
    CHECK(validate(movementFromJson(good)).ok());
}

// The rounds are read straight from the parser's events; anything that reading does not
// expect is read again the slow way. These are the cases where the two part.
TEST_CASE("movement JSON rounds are refused as strictly when read straight", "[json]") {
    const std::string good = movementToJson(completeHowell(8));
    const auto refused = [&](const std::function<void(nlohmann::json&)>& change) {
        try {
            movementFromJson(withChange(good, change));
        } catch (const overplay::core::InputError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK_THAT(refused([](auto& j) { j["rounds"][1]["tables"][0].erase("set"); }),
               Catch::Contains("rounds[1].tables[0].set is missing"));
    CHECK_THAT(refused([](auto& j) { j["rounds"][1].erase("round"); }),
               Catch::Contains("rounds[1].round is missing"));
    CHECK_THAT(refused([](auto& j) { j["rounds"][0]["tables"][2]["ew"] = 2.5; }),
               Catch::Contains("rounds[0].tables[2].ew must be a whole number"));
    CHECK_THAT(refused([](auto& j) { j["rounds"][0]["tables"][0]["table"] = 4294967297; }),
               Catch::Contains("rounds[0].tables[0].table is far too large"));
    CHECK_THAT(refused([](auto& j) { j["rounds"][0]["tables"][0]["switched"] = 1; }),
               Catch::Contains("rounds[0].tables[0].switched must be true or false"));
    CHECK_THAT(refused([](auto& j) {
                   j["rounds"][0]["tables"][0]["players"] = nlohmann::json::array({1, 2, 3, 4, 5});
               }),
               Catch::Contains("four players"));
    CHECK_THAT(refused([](auto& j) { j["rounds"][2]["sitout"] = nlohmann::json::array({"x"}); }),
               Catch::Contains("rounds[2].sitout[0] must be a whole number"));
    CHECK_THAT(refused([](auto& j) { j["rounds"][2]["tables"] = 3; }),
               Catch::Contains("rounds[2].tables must be a list"));
    CHECK_THAT(refused([](auto& j) { j["rounds"] = nlohmann::json::object(); }),
               Catch::Contains("rounds must be a list"));
    CHECK_THAT(refused([](auto& j) { j["rounds"][0]["colour"] = "red"; }),
               Catch::Contains("unknown key rounds[0].colour"));
    // What it accepts is what the tree reading gives: players, switched, a sitout.
    Movement m = completeHowell(9);
    m.rounds[0].tables[0].switched = true;
    m.rounds[0].tables[1].players = {1, 2, 3, 4};
    CHECK(movementFromJson(movementToJson(m)) == m);
}

TEST_CASE("movement JSON: the second half of a round is \"stay\": true", "[json]") {
    const Movement m = threeTableHowellTenSets();
    const auto j = nlohmann::json::parse(movementToJson(m));
    REQUIRE(j["rounds"].size() == m.rounds.size());
    for (std::size_t i = 0; i < m.rounds.size(); ++i) {
        CAPTURE(i);
        // Written only when true: a round that starts afresh reads as before.
        CHECK(j["rounds"][i].contains("stay") == m.rounds[i].samePlacesAsBefore);
        if (m.rounds[i].samePlacesAsBefore)
            CHECK(j["rounds"][i]["stay"] == true);
    }
    // A file that has no "stay" (every file before it) reads every round as a round of its own.
    const Movement old = movementFromJson(withChange(movementToJson(m), [](auto& j) {
        for (auto& r : j["rounds"])
            r.erase("stay");
    }));
    for (const Round& r : old.rounds)
        CHECK_FALSE(r.samePlacesAsBefore);
    CHECK(old.realRounds() == static_cast<int>(old.rounds.size()));
    // Both readings refuse a "stay" that is not true or false.
    CHECK_THROWS_WITH(movementFromJson(withChange(movementToJson(m),
                                                  [](auto& j) { j["rounds"][1]["stay"] = 1; })),
                      Catch::Contains("rounds[1].stay must be true or false"));
    CHECK_THROWS_WITH(movementFromJson(withChange(movementToJson(m),
                                                  [](auto& j) {
                                                      j["rounds"][1]["stay"] = true;
                                                      j["rounds"][1]["colour"] = "red";
                                                  })),
                      Catch::Contains("unknown key rounds[1].colour"));
    // "stay": false is read as it says.
    const Movement plain = movementFromJson(
        withChange(movementToJson(m), [](auto& j) { j["rounds"][3]["stay"] = false; }));
    CHECK_FALSE(plain.rounds[3].samePlacesAsBefore);
    CHECK(plain.rounds[1].samePlacesAsBefore);
}
