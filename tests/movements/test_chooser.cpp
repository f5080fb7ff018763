#include "movements/Chooser.h"
#include "movements/Generate.h"
#include "movements/Validator.h"

#include "core/Error.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace overplay::movements;

TEST_CASE("generateMovement dispatches and names what fits", "[generate]") {
    MovementRequest r;
    r.kind = "howell";
    r.tables = 4;
    CHECK(generateMovement(r).name == "4-table Howell");
    r.kind = "pivot";
    CHECK_THROWS_WITH(generateMovement(r), Catch::Contains("unknown movement 'pivot'") &&
                                               Catch::Contains("howell") &&
                                               Catch::Contains("mitchell"));
    CHECK(movementKinds().size() >= 6);
}

TEST_CASE("the chooser lists valid movements, best first, each with why", "[chooser]") {
    ChoiceRequest request;
    request.tables = 8;
    const auto choices = chooseMovements(request);
    REQUIRE(choices.size() >= 2);
    // 8 tables: the perfect complete Howell comes first.
    CHECK(choices.front().request.kind == "howell");
    CHECK(choices.front().request.rounds == 0);
    CHECK_THAT(choices.front().why, Catch::Contains("7..7 (ideal 7)"));
    bool mitchell = false;
    for (std::size_t i = 0; i < choices.size(); ++i) {
        CHECK(validate(choices[i].movement).ok());
        CHECK_FALSE(choices[i].why.empty());
        if (i > 0)
            CHECK(choices[i - 1].score <= choices[i].score);
        mitchell = mitchell || choices[i].request.kind == "mitchell";
    }
    CHECK(mitchell);
}

TEST_CASE("the chooser ranks as a club director would", "[chooser]") {
    const auto first = [](int tables) {
        ChoiceRequest request;
        request.tables = tables;
        const auto choices = chooseMovements(request);
        REQUIRE_FALSE(choices.empty());
        return choices.front();
    };
    // A small room plays the complete Howell: one field, everyone meets everyone (at five
    // tables too, where the Howell's balance is below perfect).
    for (int tables : {4, 5, 6, 7, 8}) {
        CAPTURE(tables);
        const auto best = first(tables);
        CHECK(best.request.kind == "howell");
        CHECK(best.request.rounds == 0);
    }
    // From nine tables a complete Howell (17 rounds or more) is too long an evening: a
    // Mitchell of a club session's length comes first.
    for (int tables : {9, 11, 13}) {
        CAPTURE(tables);
        const auto best = first(tables);
        CHECK(best.request.kind == "mitchell");
        const int rounds = static_cast<int>(best.movement.rounds.size());
        CHECK(rounds <= 13);
        CHECK(rounds * best.movement.boardsPerRound >= 20);
        CHECK(rounds * best.movement.boardsPerRound <= 28);
    }
}

TEST_CASE("the chooser respects the time and the boards wanted", "[chooser]") {
    ChoiceRequest request;
    request.pairs = 14;
    request.maxRounds = 8;
    request.boards = 24;
    const auto choices = chooseMovements(request);
    REQUIRE_FALSE(choices.empty());
    for (const auto& c : choices) {
        CAPTURE(c.why);
        CHECK(static_cast<int>(c.movement.rounds.size()) <= 8);
    }
    // The complete 7-table Howell (13 rounds) does not fit; a partial one does.
    CHECK(std::none_of(choices.begin(), choices.end(), [](const MovementChoice& c) {
        return c.request.kind == "howell" && c.request.rounds == 0;
    }));
}

TEST_CASE("the chooser keeps the boards a round the director insists on", "[chooser]") {
    ChoiceRequest request;
    request.pairs = 10;
    request.boards = 24; // would make some movements 4 or 5 a round
    request.boardsPerRound = 3;
    const auto choices = chooseMovements(request);
    REQUIRE(choices.size() >= 3);
    for (const auto& c : choices) {
        CAPTURE(c.why);
        CHECK(c.movement.boardsPerRound == 3);
    }
    request.boardsPerRound = 0;
    const auto fitted = chooseMovements(request);
    CHECK(std::any_of(fitted.begin(), fitted.end(),
                      [](const MovementChoice& c) { return c.movement.boardsPerRound != 3; }));
}

TEST_CASE("the chooser refuses an empty field", "[chooser]") {
    CHECK_THROWS_AS(chooseMovements({}), overplay::core::InputError);
}

TEST_CASE("the chooser lists team movements for teams", "[chooser]") {
    ChoiceRequest request;
    request.teams = 5;
    const auto choices = chooseMovements(request);
    REQUIRE_FALSE(choices.empty());
    for (const auto& c : choices) {
        CHECK(c.request.teams == 5);
        CHECK(validate(c.movement).ok());
    }
    CHECK(std::any_of(choices.begin(), choices.end(),
                      [](const MovementChoice& c) { return c.request.kind == "howell-teams"; }));
}

TEST_CASE("the chooser offers a Mitchell with arrow switch as one field", "[chooser]") {
    ChoiceRequest request;
    request.pairs = 14;
    const auto choices = chooseMovements(request);
    const auto arrow = std::find_if(choices.begin(), choices.end(), [](const MovementChoice& c) {
        return c.request.kind == "mitchell" && c.request.arrowSwitch;
    });
    REQUIRE(arrow != choices.end());
    CHECK_THAT(arrow->why, Catch::Contains("Manning"));
    CHECK_THAT(arrow->why, !Catch::Contains("two winners"));
    // One winner ranks it above the plain Mitchell with two.
    const auto plain = std::find_if(choices.begin(), choices.end(), [](const MovementChoice& c) {
        return c.request.kind == "mitchell" && !c.request.arrowSwitch;
    });
    REQUIRE(plain != choices.end());
    CHECK(arrow < plain);
}

TEST_CASE("the chooser offers the whist schedules for two, four and six pairs", "[chooser]") {
    const std::pair<int, const char*> cases[] = {
        {2, "memory-pairs"}, {4, "four-pairs"}, {6, "six-pairs"}};
    for (const auto& [pairs, kind] : cases) {
        CAPTURE(pairs);
        ChoiceRequest request;
        request.pairs = pairs;
        const auto choices = chooseMovements(request);
        CHECK(std::any_of(choices.begin(), choices.end(),
                          [&](const MovementChoice& c) { return c.request.kind == kind; }));
    }
}

TEST_CASE("the chooser sizes club v club by half the teams, and says no pairs' balance",
          "[chooser]") {
    ChoiceRequest request;
    request.teams = 4;
    auto choices = chooseMovements(request);
    const auto club = std::find_if(choices.begin(), choices.end(), [](const MovementChoice& c) {
        return c.request.kind == "club-whist";
    });
    REQUIRE(club != choices.end());
    CHECK(club->request.teams == 2);
    CHECK(club->movement.tables == 4); // four teams of four sit at four tables
    for (const auto& c : choices) {
        CAPTURE(c.why);
        CHECK_THAT(c.why, !Catch::Contains("NS and EW"));
    }
    // An odd number of teams has no two equal sides; two teams are a match.
    request.teams = 5;
    choices = chooseMovements(request);
    CHECK(std::none_of(choices.begin(), choices.end(),
                       [](const MovementChoice& c) { return c.request.kind == "club-whist"; }));
    request.teams = 2;
    choices = chooseMovements(request);
    REQUIRE_FALSE(choices.empty());
    CHECK(choices.front().request.kind == "teams");
}

TEST_CASE("the chooser lists individual movements for players", "[chooser]") {
    ChoiceRequest request;
    request.players = 8;
    const auto choices = chooseMovements(request);
    REQUIRE_FALSE(choices.empty());
    CHECK(choices.front().request.kind == "individual");
    CHECK(choices.front().movement.isIndividual());
    CHECK(choices.front().movement.pairs == 8);
    request.players = 3;
    CHECK(chooseMovements(request).empty());
}
