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
