// SPDX-License-Identifier: GPL-3.0-or-later
// What a traveller line's result may be (core/ResultRules.h), apart from any movement.
#include "SessionFixtures.h"
#include "core/Error.h"
#include "core/ResultRules.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {

TravellerLine lineOf(int board) {
    TravellerLine l;
    l.board = board;
    l.ns = 1;
    l.ew = 2;
    return l;
}

} // namespace

TEST_CASE("a line holds exactly one kind of result", "[result rules]") {
    TravellerLine none = lineOf(1);
    CHECK_THROWS_WITH(
        checkResult(none, ScoringMethod::MatchpointsEbu, std::nullopt, Vulnerability::None),
        Catch::Contains("give one result"));
    TravellerLine two = lineOf(1);
    two.play = Play{Contract{4, Strain::Spades, Doubling::Undoubled}, Seat::North, 10};
    two.adjusted = AdjustedScore(Adjustment::Average, Adjustment::Average);
    CHECK_THROWS_WITH(
        checkResult(two, ScoringMethod::MatchpointsEbu, std::nullopt, Vulnerability::None),
        Catch::Contains("give one result"));
}

TEST_CASE("a result the event's method cannot score is refused", "[result rules]") {
    TravellerLine bridge = lineOf(1);
    bridge.play = Play{Contract{4, Strain::Spades, Doubling::Undoubled}, Seat::North, 10};
    CHECK_THROWS_WITH(checkResult(bridge, ScoringMethod::Whist, std::nullopt, Vulnerability::None),
                      Catch::Contains("duplicate whist event"));
    TravellerLine whist = lineOf(1);
    whist.whistTricksNs = 7;
    CHECK_THROWS_WITH(
        checkResult(whist, ScoringMethod::MatchpointsEbu, std::nullopt, Vulnerability::None),
        Catch::Contains("bridge event"));
    CHECK(
        checkResult(whist, ScoringMethod::Whist, std::nullopt, Vulnerability::None).whistTricksNs ==
        7);
    TravellerLine percent = lineOf(1);
    percent.adjusted = parseAdjustedScore("A60/A40");
    CHECK_THROWS_WITH(
        checkResult(percent, ScoringMethod::CrossImps, std::nullopt, Vulnerability::None),
        Catch::Contains("percentage of a matchpoint top"));
    CHECK_NOTHROW(
        checkResult(percent, ScoringMethod::MatchpointsAcbl, std::nullopt, Vulnerability::None));
}

TEST_CASE("a passed-out board is normalised and takes no lead", "[result rules]") {
    TravellerLine pass = lineOf(3);
    pass.play = Play{Contract::passedOut(), Seat::West, 9};
    const TravellerLine checked =
        checkResult(pass, ScoringMethod::MatchpointsEbu, std::nullopt, Vulnerability::None);
    CHECK(checked.play->declarer == Seat::North);
    CHECK(checked.play->tricks == 0);
    pass.lead = Card{Suit::Spades, 14};
    CHECK_THROWS_WITH(
        checkResult(pass, ScoringMethod::MatchpointsEbu, std::nullopt, Vulnerability::None),
        Catch::Contains("no opening lead"));
}

TEST_CASE("the lead comes from the opening leader's hand", "[result rules]") {
    Deal deal;
    for (int rank = 2; rank <= 14; ++rank) {
        deal[Seat::North].add(Card{Suit::Spades, rank});
        deal[Seat::East].add(Card{Suit::Hearts, rank});
        deal[Seat::South].add(Card{Suit::Diamonds, rank});
        deal[Seat::West].add(Card{Suit::Clubs, rank});
    }
    TravellerLine l = lineOf(1);
    l.play = Play{Contract{3, Strain::NoTrump, Doubling::Undoubled}, Seat::North, 9};
    l.lead = Card{Suit::Hearts, 13}; // East leads against North
    CHECK_NOTHROW(checkResult(l, ScoringMethod::MatchpointsEbu, deal, Vulnerability::None));
    l.lead = Card{Suit::Spades, 13};
    CHECK_THROWS_WITH(checkResult(l, ScoringMethod::MatchpointsEbu, deal, Vulnerability::None),
                      Catch::Contains("the lead SK is not in East's hand (North holds it)"));
    CHECK_NOTHROW(checkResult(l, ScoringMethod::MatchpointsEbu, std::nullopt,
                              Vulnerability::None)); // no hand record
}

TEST_CASE("a score alone must be one a contract makes at the board's vulnerability",
          "[result rules]") {
    TravellerLine l = lineOf(1);
    l.scoreOnlyNs = 620; // 4 spades made: only North-South vulnerable
    CHECK_THROWS_WITH(
        checkResult(l, ScoringMethod::MatchpointsEbu, std::nullopt, Vulnerability::None),
        Catch::Contains("no contract scores +620"));
    CHECK(checkResult(l, ScoringMethod::MatchpointsEbu, std::nullopt, Vulnerability::NorthSouth)
              .scoreOnlyNs == 620);
}

TEST_CASE("who is vulnerable is worded one way in every refusal", "[result rules]") {
    CHECK(vulnerableSides(Vulnerability::None) == "neither side");
    CHECK(vulnerableSides(Vulnerability::NorthSouth) == "North-South");
    CHECK(vulnerableSides(Vulnerability::EastWest) == "East-West");
    CHECK(vulnerableSides(Vulnerability::Both) == "both sides");
    // A score alone no contract makes at the board's vulnerability names it so.
    TravellerLine l = lineOf(1);
    const auto refusal = [&](int score, Vulnerability v) {
        l.scoreOnlyNs = score;
        try {
            checkResult(l, ScoringMethod::MatchpointsEbu, std::nullopt, v);
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK_THAT(refusal(620, Vulnerability::None), Catch::EndsWith("neither side vulnerable"));
    CHECK_THAT(refusal(620, Vulnerability::EastWest), Catch::EndsWith("East-West vulnerable"));
    CHECK_THAT(refusal(-620, Vulnerability::NorthSouth), Catch::EndsWith("North-South vulnerable"));
    CHECK_THAT(refusal(420, Vulnerability::Both), Catch::EndsWith("both sides vulnerable"));
}
