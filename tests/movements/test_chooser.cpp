// SPDX-License-Identifier: GPL-3.0-or-later
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
    request.tables = 4;
    const auto choices = chooseMovements(request);
    REQUIRE(choices.size() >= 2);
    // 4 tables: the perfect complete Howell comes first.
    CHECK(choices.front().request.kind == "howell");
    CHECK(choices.front().request.rounds == 0);
    CHECK_THAT(choices.front().why, Catch::Contains("3..3 (ideal 3)"));
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

namespace {

/// The published club recommendations for a session of 24–28 boards, 2..20 tables (a half
/// table counts as a whole one). Sources: the EBU's club list of movements as its affiliated
/// clubs print it, and BridgeScorePlus's "Recommended Movements" (compiled with ACBL
/// directors); docs/movements.md lists them. Where the EBU names a hesitation Mitchell
/// (8, 11, 12 tables), which Overplay does not generate, the clubs' share-and-relay or
/// shortened Mitchell stands in.
struct Published {
    int tables;
    const char* kind;
    int rounds; ///< rounds played
    int boardsPerRound;
    const char* evenTables;
};

const Published kPublished[] = {
    {2, "howell", 3, 8, ""},          {3, "howell", 5, 5, ""},
    {4, "howell", 7, 4, ""},          {5, "howell", 9, 3, ""},
    {6, "howell", 9, 3, ""},          {7, "howell", 13, 2, ""},
    {8, "mitchell", 8, 3, "relay"},   {9, "mitchell", 9, 3, ""},
    {10, "mitchell", 9, 3, "skip"},   {11, "mitchell", 9, 3, ""},
    {12, "mitchell", 12, 2, "relay"}, {13, "mitchell", 13, 2, ""},
    {14, "mitchell", 13, 2, "skip"},  {15, "mitchell", 13, 2, ""},
    {16, "mitchell", 13, 2, "skip"},  {17, "mitchell", 13, 2, ""},
    {18, "mitchell", 13, 2, "skip"},  {19, "mitchell", 13, 2, ""},
    {20, "mitchell", 13, 2, "skip"},
};

} // namespace

TEST_CASE("the chooser's first choice is the published one for 2-20 tables and odd pairs",
          "[chooser]") {
    for (const Published& p : kPublished)
        for (int pairs : {2 * p.tables - 1, 2 * p.tables}) {
            INFO(pairs << " pairs (" << p.tables << " tables)");
            ChoiceRequest request;
            request.pairs = pairs;
            const auto choices = chooseMovements(request);
            REQUIRE_FALSE(choices.empty());
            const MovementChoice& first = choices.front();
            INFO(first.why);
            CHECK(first.request.kind == p.kind);
            CHECK(first.movement.rounds.size() == static_cast<std::size_t>(p.rounds));
            CHECK(first.movement.boardsPerRound == p.boardsPerRound);
            const int boards = p.rounds * p.boardsPerRound;
            CHECK(boards >= 24);
            CHECK(boards <= 28);
            if (pairs % 2 == 0)
                CHECK(first.request.evenTables == p.evenTables);
            CHECK_THAT(first.why, Catch::Contains("the published choice"));
            CHECK(validate(first.movement).ok());
        }
}

TEST_CASE("the chooser fits the published choice to the director's boards", "[chooser]") {
    ChoiceRequest request;
    request.tables = 9;
    request.boards = 18; // a short afternoon: 9 rounds of 2
    auto first = chooseMovements(request).front();
    CHECK(first.request.kind == "mitchell");
    CHECK(first.movement.rounds.size() * first.movement.boardsPerRound == 18);
    request.boards = 36;
    first = chooseMovements(request).front();
    CHECK(first.movement.rounds.size() * first.movement.boardsPerRound == 36);
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

namespace {

std::vector<std::string> kindsOf(const std::vector<MovementChoice>& choices) {
    std::vector<std::string> kinds;
    for (const auto& c : choices)
        kinds.push_back(c.request.kind);
    return kinds;
}

std::ptrdiff_t placeOf(const std::vector<std::string>& kinds, const std::string& kind) {
    const auto at = std::find(kinds.begin(), kinds.end(), kind);
    return at == kinds.end() ? -1 : at - kinds.begin();
}

} // namespace

TEST_CASE("a bridge event's teams are offered the bridge team movements first", "[chooser]") {
    for (int teams : {4, 6, 8}) {
        CAPTURE(teams);
        ChoiceRequest request;
        request.teams = teams;
        request.game = ChoiceGame::Bridge;
        const auto kinds = kindsOf(chooseMovements(request));
        CAPTURE(kinds);
        // A round robin first (every team meets every other), then a Swiss; nothing of
        // Foster's whist systems.
        REQUIRE(kinds.size() >= 2);
        CHECK(kinds[0] == "round-robin-teams");
        CHECK(kinds[1] == "swiss-teams");
        for (const std::string& kind : kinds)
            CHECK_FALSE(isWhistMovement(kind));
        for (const auto& c : chooseMovements(request))
            CHECK(validate(c.movement).ok());
    }
    ChoiceRequest two;
    two.teams = 2;
    two.game = ChoiceGame::Bridge;
    CHECK(kindsOf(chooseMovements(two)).front() == "teams");
    ChoiceRequest five;
    five.teams = 5;
    five.game = ChoiceGame::Bridge;
    const auto odd = kindsOf(chooseMovements(five));
    CHECK(odd.front() == "round-robin-teams");
    CHECK(placeOf(odd, "howell-teams") > placeOf(odd, "swiss-teams"));

    // Both games (the command line without --game): the bridge movements still first, the
    // whist systems after them.
    ChoiceRequest any;
    any.teams = 4;
    const auto all = kindsOf(chooseMovements(any));
    CHECK(all.front() == "round-robin-teams");
    CHECK(placeOf(all, "gilman-teams") > placeOf(all, "swiss-teams"));
}

TEST_CASE("a whist event's teams are offered Gilman's and club v club first", "[chooser]") {
    ChoiceRequest request;
    request.teams = 4;
    request.game = ChoiceGame::Whist;
    const auto choices = chooseMovements(request);
    const auto kinds = kindsOf(choices);
    CAPTURE(kinds);
    REQUIRE(kinds.size() >= 2);
    CHECK(kinds[0] == "gilman-teams");
    CHECK(kinds[1] == "club-whist");
    CHECK(choices[1].request.teams == 2); // half the teams a side
}

TEST_CASE("the boards wanted may change the movement, not only the boards a round", "[chooser]") {
    // Seven tables and 20 boards: the published 13-round Howell can only be fitted to 26 (two
    // a round); the 7-round Mitchell of three boards a round plays 21, nearer what is wanted.
    ChoiceRequest request;
    request.tables = 7;
    request.boards = 20;
    const auto choices = chooseMovements(request);
    const auto played = [](const MovementChoice& c) {
        return static_cast<int>(c.movement.rounds.size()) * c.movement.boardsPerRound;
    };
    const auto mitchell = std::find_if(choices.begin(), choices.end(), [&](const auto& c) {
        return c.request.kind == "mitchell" && c.movement.rounds.size() == 7 && played(c) == 21;
    });
    const auto howell = std::find_if(choices.begin(), choices.end(), [&](const auto& c) {
        return c.request.kind == "howell" && c.movement.rounds.size() == 13 && played(c) == 26;
    });
    REQUIRE(mitchell != choices.end());
    REQUIRE(howell != choices.end());
    CHECK(mitchell < howell);
    CHECK(played(choices.front()) != 26);
    // With the usual 24-28 (or boards the published choice comes near) it stays first.
    request.boards = 26;
    CHECK(chooseMovements(request).front().request.kind == "howell");
}
