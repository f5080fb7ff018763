// SPDX-License-Identifier: GPL-3.0-or-later
// Duplicate whist's trump slip (Foster's Duplicate Whist: "When the hand is first dealt, the
// trump is recorded on this slip, which travels round the room with the tray"): read as typed,
// written back, and the card turned when Overplay deals.
#include "core/Dealing.h"
#include "core/Error.h"
#include "core/WhistTrump.h"

#include <catch2/catch.hpp>

#include <set>
#include <string>

using namespace overplay::core;

TEST_CASE("a trump slip reads the card turned or the suit declared", "[whist][trump]") {
    CHECK(parseTrumpSlip("H7") == TrumpSlip{Suit::Hearts, 7});
    CHECK(parseTrumpSlip("7h") == TrumpSlip{Suit::Hearts, 7});
    CHECK(parseTrumpSlip("\u26657") == TrumpSlip{Suit::Hearts, 7});
    CHECK(parseTrumpSlip("s10") == TrumpSlip{Suit::Spades, 10});
    CHECK(parseTrumpSlip("DA") == TrumpSlip{Suit::Diamonds, 14});
    CHECK(parseTrumpSlip("hearts") == TrumpSlip{Suit::Hearts, std::nullopt});
    CHECK(parseTrumpSlip(" C ") == TrumpSlip{Suit::Clubs, std::nullopt});
    CHECK(parseTrumpSlip("\u2660") == TrumpSlip{Suit::Spades, std::nullopt});
    for (const char* bad : {"", "X7", "H1", "no trumps", "H77"})
        CHECK_THROWS_AS(parseTrumpSlip(bad), InputError);
    for (const char* text : {"H7", "ST", "DA", "C2", "H", "S"})
        CHECK(trumpSlipText(parseTrumpSlip(text)) == text);
}

TEST_CASE("the trump Overplay turns is one of the dealer's cards, the same for the same seed",
          "[whist][trump]") {
    for (const DealtBoard& b : dealBoards(1, 16, 0x1234)) {
        INFO("board " << b.number);
        const TrumpSlip slip = turnedTrump(b.deal, b.dealer, 99 + b.number);
        REQUIRE(slip.rank);
        CHECK(b.deal[b.dealer].has(Card{slip.suit, *slip.rank}));
        CHECK(turnedTrump(b.deal, b.dealer, 99 + b.number) == slip);
    }
    // Different seeds turn different cards over many deals, not always the same one.
    const DealtBoard one = dealBoards(1, 1, 7).front();
    std::set<std::string> turned;
    for (std::uint64_t seed = 0; seed < 40; ++seed)
        turned.insert(trumpSlipText(turnedTrump(one.deal, one.dealer, seed)));
    CHECK(turned.size() > 5);
}
