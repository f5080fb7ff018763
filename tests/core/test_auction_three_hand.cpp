// SPDX-License-Identifier: GPL-3.0-or-later
// Three-hand auction (Foster's Laws of Three-Hand Auction, Foster's Three-Hand Auction): each
// player for himself, 125 a game, 250 the rubber, honours per player (Law 13).
#include "core/AuctionScore.h"
#include "core/Error.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {

ThreeHandDeal deal(const char* contract, int declarer, int tricks, std::array<int, 4> honours) {
    ThreeHandDeal d;
    d.contract = parseAuctionContract(contract);
    d.declarer = declarer;
    d.tricks = tricks;
    d.honours = honours;
    return d;
}

constexpr int A = 0;
constexpr int B = 1;
constexpr int C = 2;

} // namespace

TEST_CASE("three-hand honours, each player separately", "[auction][three-hand]") {
    // Foster's Three-Hand Auction Law 13: "each player who holds one honour scores the value of a
    // trick; each player who holds two honours scores twice the value of a trick; a player who
    // holds three honours scores three times the value of a trick; a player who holds four honours
    // scores eight times the value of a trick; and a player who holds five honours scores ten
    // times the value of a trick."
    struct Case {
        std::array<int, 4> honours; // A, B, C, dummy
        std::array<int, 3> above;   // hearts at 8; A declares 4H and makes it
    };
    const Case cases[] = {
        {{1, 1, 2, 1}, {16, 8, 16}}, // A counts his own 1 and dummy's 1 separately
        {{3, 1, 1, 0}, {24, 8, 8}},  {{4, 0, 1, 0}, {64, 0, 8}},
        {{5, 0, 0, 0}, {80, 0, 0}},  {{0, 0, 0, 5}, {80, 0, 0}}, // dummy's five are A's
        {{0, 4, 1, 0}, {0, 64, 8}},  {{2, 0, 0, 3}, {16 + 24, 0, 0}},
    };
    for (const Case& c : cases) {
        INFO("honours " << c.honours[0] << c.honours[1] << c.honours[2] << c.honours[3]);
        ThreeHandRubber sheet;
        const ThreeHandDealScore s = sheet.play(deal("4H", A, 10, c.honours));
        CHECK(s.above == c.above);
        CHECK(s.below == std::array<int, 3>{32, 0, 0});
    }
    // "In a no-trump declaration, each ace counts ten, and four held by one player count 100.
    // The declarer counts separately both his own honours and those held by the dummy."
    ThreeHandRubber nt;
    CHECK(nt.play(deal("1NT", B, 7, {1, 1, 1, 1})).above == std::array<int, 3>{10, 20, 10});
    ThreeHandRubber four;
    CHECK(four.play(deal("1NT", B, 7, {0, 0, 4, 0})).above == std::array<int, 3>{0, 0, 100});
    ThreeHandRubber dummyFour;
    CHECK(dummyFour.play(deal("1NT", B, 7, {0, 0, 0, 4})).above == std::array<int, 3>{0, 100, 0});
    ThreeHandRubber bad;
    CHECK_THROWS_AS(bad.play(deal("1NT", B, 7, {2, 2, 1, 0})), InputError); // five aces
    CHECK_THROWS_AS(bad.play(deal("2H", 3, 8, {})), InputError);            // no player 3
}

TEST_CASE("three-hand honours and chicane from the cards", "[auction][three-hand]") {
    // Players A North, B East, C West; the dummy South ("generally dealt opposite to the
    // dealer", Foster's Three-Hand Auction note 23). Hearts: A holds A K, B holds Q, the dummy J
    // 10; C is void.
    Deal cards;
    std::array<int, 4> count{};
    const Seat seats[] = {Seat::North, Seat::East, Seat::West, Seat::South};
    auto give = [&](int who, Card c) {
        cards[seats[who]].add(c);
        ++count[who];
    };
    give(0, {Suit::Hearts, 14});
    give(0, {Suit::Hearts, 13});
    give(1, {Suit::Hearts, 12});
    give(3, {Suit::Hearts, 11});
    give(3, {Suit::Hearts, 10});
    for (int r = 9; r >= 2; --r)
        give(r % 2 == 0 ? 1 : 3, {Suit::Hearts, r});
    int next = 0;
    for (Suit s : {Suit::Spades, Suit::Diamonds, Suit::Clubs})
        for (int r = 14; r >= 2; --r) {
            while (count[next] >= 13)
                next = (next + 1) % 4;
            give(next, {s, r});
            next = (next + 1) % 4;
        }
    REQUIRE(cards.isComplete());
    ThreeHandDeal d = deal("2H", A, 8, {});
    setThreeHandHoldings(d, cards, {Seat::North, Seat::East, Seat::West, Seat::South});
    CHECK(d.honours == std::array<int, 4>{2, 1, 0, 2});
    CHECK(d.voidOfTrumps == std::array<bool, 4>{false, false, true, false});
    ThreeHandRubber sheet;
    const ThreeHandDealScore s = sheet.play(d);
    // A: his two (16) and the dummy's two (16); B one (8); C chicane, simple honours (16).
    CHECK(s.above == std::array<int, 3>{32, 8, 16});
    CHECK(s.below == std::array<int, 3>{16, 0, 0});
    CHECK_THROWS_AS(
        setThreeHandHoldings(d, cards, {Seat::North, Seat::North, Seat::West, Seat::South}),
        InputError);
}

TEST_CASE("a three-hand rubber of four games", "[auction][three-hand]") {
    // Foster's Three-Hand Auction Law 11: "The rubber continues until two games have been won by
    // the same player; it may consist of two, three, or four games." Law 14: "A player scores 125
    // points for winning a game, a further 125 points for winning a second game, and 250 points for
    // winning a rubber." Foster's values (Foster's Auction Bridge) throughout.
    ThreeHandRubber sheet;

    // 1. A: 2NT, nine tricks: 3 × 10 = 30, game. Aces: A two and dummy one (30), B one (10).
    ThreeHandDealScore s = sheet.play(deal("2NT", A, 9, {2, 1, 0, 1}));
    CHECK(s.below == std::array<int, 3>{30, 0, 0});
    CHECK(s.above == std::array<int, 3>{30, 10, 0});
    CHECK(sheet.gamesWon(A) == 1);
    CHECK(sheet.above(A) == 30 + 125);

    // 2. B: 4H, eight tricks. Law 12: "When he fails to do so, both of his adversaries score as
    // in Auction": A and C 100 each. Honours: B three (24), C two (16).
    s = sheet.play(deal("4H", B, 8, {0, 3, 2, 0}));
    CHECK(s.below == std::array<int, 3>{0, 0, 0});
    CHECK(s.above == std::array<int, 3>{100, 24, 116});

    // 3. B declares out of turn (Law 5: "each of the other players receives 50 points in his
    // honour score"), then plays 3H doubled and wins ten tricks: 4 × 8 × 2 = 64, game, and
    // 50 + 50 for the doubled contract and its extra trick. Honours A one, B two and the
    // dummy's one (24), C one.
    sheet.declarationOutOfTurn(B);
    s = sheet.play(deal("3HX", B, 10, {1, 2, 1, 1}));
    CHECK(s.below == std::array<int, 3>{0, 64, 0});
    CHECK(s.above == std::array<int, 3>{8, 100 + 24, 8});
    CHECK(sheet.gamesWon(B) == 1);

    // 4. C: 5C, eleven tricks: 5 × 6 = 30, game. C four honours (48), B one (6).
    s = sheet.play(deal("5C", C, 11, {0, 1, 4, 0}));
    CHECK(s.above == std::array<int, 3>{0, 6, 48});
    CHECK(sheet.gamesPlayed() == 3);
    CHECK_FALSE(sheet.isFinished());

    // 5. A: 4 royals, ten tricks: 36, A's second game and the rubber. A all five (90).
    s = sheet.play(deal("4RS", A, 10, {5, 0, 0, 0}));
    CHECK(s.above == std::array<int, 3>{90, 0, 0});
    REQUIRE(sheet.isFinished());
    CHECK(sheet.winner() == A);
    CHECK(sheet.gamesPlayed() == 4);

    // A: below 30 + 36; above 30 + 100 + 50 + 8 + 90, two games 250 and the rubber 250.
    CHECK(sheet.below(A) == 66);
    CHECK(sheet.above(A) == 278 + 250 + 250);
    CHECK(sheet.total(A) == 844);
    // B: below 64; above 10 + 24 + 124 + 6 and one game 125.
    CHECK(sheet.total(B) == 64 + 164 + 125);
    // C: below 30; above 116 + 50 + 8 + 48 and one game 125.
    CHECK(sheet.total(C) == 30 + 222 + 125);
    // Law 15: "Each one wins from or loses to each other the difference between their
    // respective totals. A player may win from both the others, lose to one and win from the
    // other, or lose to both."
    CHECK(sheet.settlement(A) == (844 - 353) + (844 - 377));
    CHECK(sheet.settlement(B) == (353 - 844) + (353 - 377)); // loses to both
    CHECK(sheet.settlement(C) == (377 - 844) + (377 - 353)); // loses to A, wins from B
    CHECK(sheet.settlement(A) + sheet.settlement(B) + sheet.settlement(C) == 0);
    CHECK_THROWS_AS(sheet.play(deal("1NT", B, 7, {})), InputError);
}

TEST_CASE("three-hand penalties, undertricks and slams", "[auction][three-hand]") {
    ThreeHandRubber sheet;
    // Law 9: a card exposed in the auction, 50 to each adversary; Law 10: a double out of
    // turn, 100 to each.
    sheet.cardExposedInAuction(C);
    sheet.doubleOutOfTurn(A);
    CHECK(sheet.above(A) == 50);
    CHECK(sheet.above(B) == 150);
    CHECK(sheet.above(C) == 100);
    CHECK_THROWS_AS(sheet.doubleOutOfTurn(5), InputError);
    // Redoubled and failed by two: each adversary 400 (Law 12 "as in Auction").
    ThreeHandDealScore s = sheet.play(deal("4SXX", B, 8, {}));
    CHECK(s.above == std::array<int, 3>{400, 0, 400});
    // The One Spade limit holds for each adversary.
    s = sheet.play(deal("1S", C, 3, {}));
    CHECK(s.above == std::array<int, 3>{100, 100, 0});
    // A grand slam at seven no trump: 70 below, 40 above.
    s = sheet.play(deal("7NT", A, 13, {}));
    CHECK(s.below == std::array<int, 3>{70, 0, 0});
    CHECK(s.above == std::array<int, 3>{40, 0, 0});
    CHECK(sheet.gamesWon(A) == 1);
}
