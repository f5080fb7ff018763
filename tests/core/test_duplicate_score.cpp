// SPDX-License-Identifier: GPL-3.0-or-later
// Duplicate scoring against the scoring table of the Laws (2017), Law 77 (TV1-TV15).
#include "core/Contract.h"
#include "core/DuplicateScore.h"
#include "core/Error.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {
int score(const char* contract, int tricks, bool vul) {
    return declarerScore(makePlayWithTricks(parseContract(contract), Seat::North, tricks), vul);
}
} // namespace

TEST_CASE("Law 77 published vectors TV1-TV15", "[score]") {
    struct Case {
        const char* contract;
        bool vul;
        int tricks;
        int expected;
    };
    const Case cases[] = {
        {"4S", false, 10, 420},     {"3NTX", true, 7, -500},   {"7NTXX", true, 13, 2980},
        {"1NT", false, 7, 90},      {"2H", false, 10, 170},    {"1CX", false, 7, 140},
        {"1CX", false, 8, 240},     {"1CX", true, 8, 340},     {"2SX", false, 8, 470},
        {"1NTXX", false, 7, 560},   {"1NTXX", true, 7, 760},   {"6NT", false, 13, 1020},
        {"6D", true, 12, 1370},     {"7S", true, 13, 2210},    {"6D", false, 12, 920},
        {"7S", false, 13, 1510},    {"4D", false, 7, -150},    {"4D", true, 7, -300},
        {"4DX", false, 7, -500},    {"4DX", true, 7, -800},    {"4DXX", false, 7, -1000},
        {"4DX", false, 6, -800},    {"4DX", true, 6, -1100},   {"7NTXX", true, 0, -7600},
        {"7NTXX", false, 0, -7000}, {"7NTX", false, 0, -3500}, {"7NTX", true, 0, -3800},
        {"5SXX", true, 12, 1600},   {"5SXX", false, 12, 1200}, {"5SX", false, 12, 750},
        {"5SX", true, 12, 1050},    {"6SX", true, 13, 1860},
    };
    for (const Case& c : cases) {
        INFO(c.contract << (c.vul ? " vul " : " nv ") << c.tricks << " tricks");
        CHECK(score(c.contract, c.tricks, c.vul) == c.expected);
    }
}

TEST_CASE("every undertrick step, doubled and redoubled, both vulnerabilities", "[score]") {
    // Doubled NV: 100, 300, 500, 800, then +300 each; V: 200, 500, 800, then +300 each.
    const int doubledNv[] = {100,  300,  500,  800,  1100, 1400, 1700,
                             2000, 2300, 2600, 2900, 3200, 3500};
    const int doubledV[] = {200,  500,  800,  1100, 1400, 1700, 2000,
                            2300, 2600, 2900, 3200, 3500, 3800};
    for (int down = 1; down <= 13; ++down) {
        const int tricks = 13 - down;
        INFO("7NT down " << down);
        CHECK(score("7NT", tricks, false) == -50 * down);
        CHECK(score("7NT", tricks, true) == -100 * down);
        CHECK(score("7NTX", tricks, false) == -doubledNv[down - 1]);
        CHECK(score("7NTX", tricks, true) == -doubledV[down - 1]);
        CHECK(score("7NTXX", tricks, false) == -2 * doubledNv[down - 1]);
        CHECK(score("7NTXX", tricks, true) == -2 * doubledV[down - 1]);
    }
}

TEST_CASE("overtricks, insult and game thresholds", "[score]") {
    CHECK(score("3NT", 9, false) == 400);
    CHECK(score("3NT", 9, true) == 600);
    CHECK(score("2NT", 8, false) == 120); // 70 is a partscore
    CHECK(score("5C", 11, false) == 400);
    CHECK(score("4C", 11, false) == 150);                    // 80 + 50 + 20
    CHECK(score("1HX", 9, true) == 160 + 400);               // 60 + 50 insult + 2×200
    CHECK(score("1HXX", 9, false) == 120 + 300 + 100 + 400); // 1HXX counts 120: a game
    CHECK(score("3NTXX", 9, true) == 400 + 500 + 100);
}

TEST_CASE("North-South's sign follows the declarer", "[score]") {
    const Contract c = parseContract("4S");
    CHECK(northSouthScore(makePlay(c, Seat::East, "="), Vulnerability::None) == -420);
    CHECK(northSouthScore(makePlay(c, Seat::South, "="), Vulnerability::EastWest) == 420);
    CHECK(northSouthScore(makePlay(c, Seat::West, "-1"), Vulnerability::EastWest) == 100);
    CHECK(northSouthScore(makePlay(Contract::passedOut(), Seat::North, ""), Vulnerability::Both) ==
          0);
}

TEST_CASE("contracts parse and print", "[contract]") {
    CHECK(parseContract("4S").text() == "4S");
    CHECK(parseContract("3nt x").text() == "3NTX");
    CHECK(parseContract("3N").text() == "3NT");
    CHECK(parseContract("6cxx").text() == "6CXX");
    CHECK(parseContract("pass").isPassedOut());
    CHECK(parseContract("7NT").tricksNeeded() == 13);
}

TEST_CASE("impossible contracts and results are refused with a reason", "[contract]") {
    CHECK_THROWS_WITH(parseContract("8S"), Catch::Contains("level"));
    CHECK_THROWS_WITH(parseContract("0S"), Catch::Contains("level"));
    CHECK_THROWS_WITH(parseContract("4Z"), Catch::Contains("strain"));
    CHECK_THROWS_WITH(parseContract("S4"), Catch::Contains("level"));
    CHECK_THROWS_AS(parseContract(""), InputError);
    const Contract four = parseContract("4S");
    CHECK_THROWS_WITH(makePlay(four, Seat::North, "+10"), Catch::Contains("overtricks"));
    CHECK_THROWS_WITH(makePlay(four, Seat::North, "+4"), Catch::Contains("at most 3"));
    CHECK_THROWS_WITH(makePlay(parseContract("7NT"), Seat::North, "-14"), Catch::Contains("down"));
    CHECK_THROWS_AS(makePlay(four, Seat::North, "-11"), InputError);
    CHECK_NOTHROW(makePlay(four, Seat::North, "-10"));
    CHECK_THROWS_AS(makePlay(four, Seat::North, "fish"), InputError);
    CHECK_THROWS_AS(makePlayWithTricks(four, Seat::North, 14), InputError);
    CHECK(makePlay(four, Seat::North, "+3").tricks == 13);
    CHECK(makePlay(four, Seat::North, "8").tricks == 8);
    CHECK(makePlay(four, Seat::North, "-2").resultText() == "-2");
}

TEST_CASE("huge or doubly signed results are refused, never overflowed", "[contract]") {
    // UndefinedBehaviorSanitizer found "+2147483647" added to the tricks needed.
    const Contract four = parseContract("4S");
    CHECK_THROWS_WITH(makePlay(four, Seat::North, "+2147483647"), Catch::Contains("overtricks"));
    CHECK_THROWS_WITH(makePlay(four, Seat::North, "-2147483647"), Catch::Contains("down"));
    CHECK_THROWS_WITH(makePlay(four, Seat::North, "-2147483648"),
                      Catch::Contains("is not '=', '+k', '-k'"));
    CHECK_THROWS_WITH(makePlay(four, Seat::North, "--2147483648"),
                      Catch::Contains("is not '=', '+k', '-k'"));
    CHECK_THROWS_WITH(makePlay(four, Seat::North, "+-3"),
                      Catch::Contains("is not '=', '+k', '-k'"));
    CHECK(makePlay(four, Seat::North, "-0").tricks == 10);
}

TEST_CASE("a score-only slip is checked against every score the board could produce", "[score]") {
    // Law 77's table: 2♥ making 140 and 1NT+1 120 at any vulnerability; 4♠ 420 or 620; one
    // down undoubled 50 or 100; the largest, 7NT redoubled down 13 vulnerable, 7600.
    for (Vulnerability v : {Vulnerability::None, Vulnerability::NorthSouth, Vulnerability::EastWest,
                            Vulnerability::Both}) {
        CHECK(isPossibleScore(140, v));
        CHECK(isPossibleScore(-140, v));
        CHECK(isPossibleScore(0, v));
        CHECK_FALSE(isPossibleScore(1, v));
        CHECK_FALSE(isPossibleScore(145, v));
        CHECK_FALSE(isPossibleScore(-7610, v));
    }
    CHECK(isPossibleScore(420, Vulnerability::None));
    CHECK_FALSE(isPossibleScore(620, Vulnerability::None)); // NS not vulnerable
    CHECK(isPossibleScore(620, Vulnerability::NorthSouth));
    CHECK_FALSE(isPossibleScore(-620, Vulnerability::NorthSouth)); // EW not vulnerable
    CHECK(isPossibleScore(-620, Vulnerability::EastWest));
    CHECK(isPossibleScore(7600, Vulnerability::EastWest));
    CHECK_FALSE(isPossibleScore(7600, Vulnerability::NorthSouth));
}
