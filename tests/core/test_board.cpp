// SPDX-License-Identifier: GPL-3.0-or-later
// Board rotation against the table of the Laws (2017), Law 2.
#include "core/Board.h"
#include "core/Card.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

TEST_CASE("dealer and vulnerability follow the 16-board rotation", "[board]") {
    const char* dealers = "NESWNESWNESWNESW";
    const char* vuls[] = {"None", "NS",  "EW",   "All", "NS",  "EW",   "All", "None",
                          "EW",   "All", "None", "NS",  "All", "None", "NS",  "EW"};
    for (int b = 1; b <= 64; ++b) {
        INFO("board " << b);
        CHECK(seatLetter(dealerOf(b)) == dealers[(b - 1) % 16]);
        CHECK(vulnerabilityText(vulnerabilityOf(b)) == vuls[(b - 1) % 16]);
    }
    CHECK_THROWS_AS(dealerOf(0), std::invalid_argument);
}

TEST_CASE("a deal must hold 13 different cards in each hand", "[deal]") {
    Deal deal;
    for (int i = 0; i < 52; ++i)
        deal.hands[i % 4].add(Card{static_cast<Suit>(i / 13), i % 13 + 2});
    CHECK(deal.isComplete());
    deal.hands[0].add(Card{Suit::Spades, 14}); // now N has 14 and SA twice
    const auto problems = deal.problems();
    REQUIRE(problems.size() >= 2);
    CHECK(problems[0] == "N holds 14 cards, not 13");
}

TEST_CASE("cards parse in both orders", "[card]") {
    CHECK(parseCard("SA") == Card{Suit::Spades, 14});
    CHECK(parseCard("ah") == Card{Suit::Hearts, 14});
    CHECK(parseCard("D10") == Card{Suit::Diamonds, 10});
    CHECK(!parseCard("X5"));
    CHECK(cardText(Card{Suit::Clubs, 10}) == "CT");
}
