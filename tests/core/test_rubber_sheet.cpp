// SPDX-License-Identifier: GPL-3.0-or-later
// Rubber score sheets from a list of deals: the four-hand rubber of Foster's Auction Bridge's laws
// and the three-hand rubber of Foster's Three-Hand Auction's, the same deals as the scorer's own
// tests, as a director would type them for `overplay-cli rubber`.
#include "core/Error.h"
#include "core/RubberSheet.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

TEST_CASE("a four-hand auction rubber sheet (Foster's Auction Bridge)",
          "[auction][rubber][sheet]") {
    const RubberSheet sheet = scoreRubberSheet(RubberGame::Auction, AuctionLaws::Foster, R"(
# North-South game, then East-West's, then North-South's second: the rubber
2NT S 9 honours=simple   # 30 below, a game; 30 for three aces
4H W 8 honours=4         # two down: 100 to North-South; East-West 32 honours
3C E 10                  # 24 below to East-West
2H N 9                   # 24 below to North-South
2D W 8                   # 14 more: 38, East-West's game
4RS S 10                 # 36: North-South's second game
)");
    REQUIRE(sheet.rows.size() == 6);
    CHECK(sheet.columns == std::vector<std::string>{"N-S", "E-W"});
    CHECK(sheet.rows[0].below == std::vector<int>{30, 0});
    CHECK(sheet.rows[0].above == std::vector<int>{30, 0});
    CHECK(sheet.rows[0].game == "N-S");
    CHECK(sheet.rows[1].above == std::vector<int>{100, 32});
    CHECK(sheet.rows[1].game.empty());
    CHECK(sheet.rows[4].game == "E-W");
    CHECK(sheet.rows[5].game == "N-S");
    CHECK(sheet.below == std::vector<int>{90, 38});
    CHECK(sheet.above == std::vector<int>{30 + 100 + 250, 32});
    CHECK(sheet.total == std::vector<int>{470, 70});
    CHECK(sheet.winner == "N-S");
    CHECK(sheet.settlement == std::vector<int>{400, -400});
    const std::string text = rubberSheetText(sheet);
    CHECK_THAT(text, Catch::Contains("---- game to E-W ----"));
    CHECK_THAT(text, Catch::Contains("N-S win the rubber by 400."));

    // A deal after the rubber, or a mistyped line, is refused with its line number.
    CHECK_THROWS_WITH(
        scoreRubberSheet(RubberGame::Auction, AuctionLaws::Foster, "3NT E 9\n4H W 10\n1NT N 7\n"),
        Catch::Contains("line 3") && Catch::Contains("already over"));
    CHECK_THROWS_WITH(scoreRubberSheet(RubberGame::Auction, AuctionLaws::Foster, "3NT X 9\n"),
                      Catch::Contains("line 1") && Catch::Contains("declarer"));
}

TEST_CASE("a three-hand auction rubber sheet (Foster's Three-Hand Auction)",
          "[auction][three-hand][sheet]") {
    const RubberSheet sheet = scoreRubberSheet(RubberGame::ThreeHand, AuctionLaws::Foster, R"(
2NT A 9 honours=2,1,0,1
4H B 8 honours=0,3,2,0
penalty out-of-turn B     # Law 5: 50 to each of the others
3HX B 10 honours=1,2,1,1
5C C 11 honours=0,1,4,0
4RS A 10 honours=5,0,0,0
)");
    REQUIRE(sheet.rows.size() == 5);
    CHECK(sheet.rows[1].above == std::vector<int>{100, 24, 116});
    CHECK(sheet.rows[2].below == std::vector<int>{0, 64, 0});
    CHECK(sheet.rows[2].game == "B");
    CHECK(sheet.rows[4].game == "A");
    CHECK(sheet.total == std::vector<int>{844, 353, 377});
    CHECK(sheet.winner == "A");
    // Law 15: each wins from or loses to each other the difference of their totals.
    CHECK(sheet.settlement == std::vector<int>{958, -515, -443});
    CHECK_THAT(rubberSheetText(sheet), Catch::Contains("A wins the rubber."));
}
