// SPDX-License-Identifier: GPL-3.0-or-later
// Every movement kind against every scoring method: scored meaningfully, or refused with the
// reason before an event is created (the rule `new` and the console's wizard share).

#include "core/Error.h"
#include "movements/Generate.h"
#include "movements/ScoringFit.h"

#include <catch2/catch.hpp>

#include <map>
#include <optional>
#include <set>
#include <string>

using namespace overplay;
using core::ScoringMethod;

namespace {
/// The expected verdict: for each kind, the methods that fit; every other method is refused.
const std::map<std::string, std::set<std::string>>& expectedFits() {
    static const std::set<std::string> pairMethods = {"mp", "mp-acbl", "cross-imps", "butler",
                                                      "whist"};
    static const std::set<std::string> teamMethods = {"imps", "bam", "whist"};
    static const std::set<std::string> whistOnly = {"whist"};
    static const std::map<std::string, std::set<std::string>> fits = {
        {"howell", pairMethods},          {"howell-ten-sets", pairMethods},
        {"mitchell", pairMethods},        {"american-whist", pairMethods},
        {"compass", pairMethods},         {"memory-pairs", whistOnly},
        {"four-pairs", whistOnly},        {"six-pairs", whistOnly},
        {"teams", teamMethods},           {"team-whist", teamMethods},
        {"club-whist", teamMethods},      {"howell-teams", teamMethods},
        {"gilman-teams", teamMethods},    {"round-robin-teams", teamMethods},
        {"swiss-teams", teamMethods},     {"individual", pairMethods},
        {"memory-individual", whistOnly},
    };
    return fits;
}
} // namespace

TEST_CASE("every movement kind and scoring method either fits or is refused with a reason",
          "[scoring-fit]") {
    for (const movements::MovementKindInfo& info : movements::movementKinds()) {
        const auto expected = expectedFits().find(info.kind);
        // A new kind must be added to the table above, with its verdicts.
        INFO("kind " << info.kind);
        REQUIRE(expected != expectedFits().end());
        for (ScoringMethod method : core::scoringMethods()) {
            const std::string name = core::scoringMethodText(method);
            INFO("scoring " << name);
            const auto why = movements::scoringMisfit(info.kind, method);
            if (expected->second.count(name)) {
                CHECK_FALSE(why);
                CHECK_NOTHROW(movements::checkScoringFits(info.kind, method));
            } else {
                REQUIRE(why);
                CHECK(why->find(info.kind) != std::string::npos); // says which movement
                CHECK(why->find("Choose") != std::string::npos);  // and what to do instead
                CHECK_THROWS_AS(movements::checkScoringFits(info.kind, method), core::InputError);
            }
        }
    }
}

TEST_CASE("the combinations an event could once be created with and never ranked are refused",
          "[scoring-fit]") {
    CHECK_THROWS_WITH(movements::checkScoringFits("howell", ScoringMethod::TeamImps),
                      Catch::Contains("has no teams"));
    CHECK_THROWS_WITH(movements::checkScoringFits("teams", ScoringMethod::MatchpointsEbu),
                      Catch::Contains("Choose imps, bam or whist"));
    CHECK(movements::scoringMethodsFitting("gilman-teams") ==
          std::vector<ScoringMethod>{ScoringMethod::TeamImps, ScoringMethod::BoardAMatch,
                                     ScoringMethod::Whist});
    // A kind no generator makes is generateMovement()'s to refuse, not this rule's.
    CHECK_FALSE(movements::scoringMisfit("no-such-kind", ScoringMethod::TeamImps));
}

TEST_CASE("an event ranks teams exactly when its movement seats teams and its method compares "
          "a match's tables",
          "[scoring-fit]") {
    // The console, the CLI, the store's penalties and every report ask this one question.
    for (const movements::MovementKindInfo& info : movements::movementKinds()) {
        INFO("kind " << info.kind);
        // The first size the generator makes for this kind.
        std::optional<movements::Movement> generated;
        for (int size : {4, 5, 2, 6, 8}) {
            movements::MovementRequest request;
            request.kind = info.kind;
            (info.teams                                                 ? request.teams
             : info.kind == "mitchell" || info.kind == "american-whist" ? request.tables
                                                                        : request.pairs) = size;
            try {
                generated = movements::generateMovement(request);
                break;
            } catch (const core::InputError&) {
            }
        }
        REQUIRE(generated);
        const movements::Movement& m = *generated;
        for (ScoringMethod method : core::scoringMethods()) {
            if (movements::scoringMisfit(info.kind, method))
                continue; // refused at creation: never asked
            INFO("scoring " << core::scoringMethodText(method));
            CHECK(movements::ranksTeams(m, method) == info.teams);
        }
    }
}
