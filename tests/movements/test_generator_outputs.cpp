// SPDX-License-Identifier: GPL-3.0-or-later
// The non-Howell generators through the rest of the module: their movements survive the JSON
// the CLI writes (movement check reads it back), and the guide cards say where the boards of
// a relay, a bye stand or idle trays go.
#include "movements/GuideCard.h"
#include "movements/Individual.h"
#include "movements/Mitchell.h"
#include "movements/MovementJson.h"
#include "movements/TeamMovements.h"
#include "movements/ThreeTableHowell.h"
#include "movements/WhistMovements.h"

#include <catch2/catch.hpp>

#include <functional>

using namespace overplay::movements;

namespace {

struct Sample {
    std::string what;
    std::function<Movement(const MovementRequest&)> make;
    MovementRequest request;
};

MovementRequest req(int tables, int pairs = 0, int teams = 0) {
    MovementRequest r;
    r.tables = tables;
    r.pairs = pairs;
    r.teams = teams;
    return r;
}

std::vector<Sample> samples() {
    MovementRequest switched = req(7);
    switched.arrowSwitch = true;
    MovementRequest skip = req(8);
    skip.evenTables = "skip";
    return {
        {"odd Mitchell", mitchell, req(7)},
        {"relay Mitchell", mitchell, req(8)},
        {"skip Mitchell", mitchell, skip},
        {"half-table Mitchell", mitchell, req(0, 13)},
        {"switched Mitchell", mitchell, switched},
        {"American Whist", americanWhist, req(7)},
        {"compass", compass, req(10)},
        {"memory pairs", memoryPairs, {}},
        {"four pairs", fourPairs, {}},
        {"six pairs", sixPairs, {}},
        {"3-table Howell in ten sets", howellTenSets, req(3)},
        {"2½-table Howell in ten sets", howellTenSets, req(0, 5)},
        {"team v team", teamWhist, {}},
        {"club v club", clubWhist, req(0, 0, 2)},
        {"Howell teams", howellTeams, req(0, 0, 7)},
        {"Gilman odd", gilmanTeams, req(0, 0, 7)},
        {"Gilman even", gilmanTeams, req(0, 0, 10)},
        {"teams match", teamsMatch, {}},
        {"individual 13", individual, req(0, 13)},
        {"individual 10", individual, req(0, 10)},
        {"memory individual", memoryIndividual, {}},
    };
}

} // namespace

TEST_CASE("every generator's movement survives the movement JSON", "[generators][json]") {
    for (const Sample& s : samples()) {
        INFO(s.what);
        const Movement m = s.make(s.request);
        const Movement back = movementFromJson(movementToJson(m));
        CHECK(back.rounds == m.rounds);
        CHECK(back.pairLabels == m.pairLabels);
        CHECK(back.teamOf == m.teamOf);
        CHECK(back.promises == m.promises);
        CHECK(back.byeStandAfterTable == m.byeStandAfterTable);
        CHECK(back == m);
    }
}

TEST_CASE("guide cards follow the boards through relay, bye stand and idle trays",
          "[generators][guide]") {
    for (const Sample& s : samples()) {
        INFO(s.what);
        const Movement m = s.make(s.request);
        const auto cards = tableGuideCards(m);
        CHECK(cards.size() == static_cast<std::size_t>(m.tables));
        CHECK(pairCards(m).size() == static_cast<std::size_t>(m.pairs));
    }
    // 8-table share and relay: table 5 puts its boards on the bye stand, table 4 takes them
    // in the next round.
    const Movement relay = mitchell(req(8));
    const auto cards = tableGuideCards(relay);
    const TableGuideLine& fifth = cards.at(4).lines.at(0);
    CHECK(fifth.boardsNext.text.find("bye stand") != std::string::npos);
    CHECK(fifth.boardsNext.table == 4);
    CHECK(fifth.boardsNext.round == 3);
    CHECK(cards.at(0).lines.at(0).sharedWith == std::vector<int>{8});
    // Gilman, even: the trays played in round 1 lie idle in round 2.
    const Movement gilman = gilmanTeams(req(0, 0, 10));
    const auto line = tableGuideCards(gilman).at(0).lines.at(0);
    CHECK(line.boardsNext.round == 3);
}
