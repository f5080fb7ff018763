// SPDX-License-Identifier: GPL-3.0-or-later
// Duplicate auction as an event's game (Foster's Complete Hoyle: "125 when a side makes 30 or
// more trick points on one deal"): a traveller line's contract scored by the auction laws,
// honours as held from the hand record, royal spades, what the rules refuse, and a board
// matchpointed on those scores.
#include "SessionFixtures.h"
#include "core/AuctionScore.h"
#include "core/Contract.h"
#include "core/DuplicateScore.h"
#include "core/Error.h"
#include "core/Pbn.h"
#include "core/ResultRules.h"
#include "core/ScoringSettings.h"
#include "core/Session.h"

#include <catch2/catch.hpp>

using namespace overplay::core;
using namespace overplay::tests;

namespace {

// North holds A K Q J of every suit but diamonds (A K Q) and clubs (A K): four heart honours
// in one hand, and all four aces.
Deal honoursDeal() {
    return parsePbnDeal("N:AKQJ.AKQJ.AKQ.AK T987.T987.JT9.QJ 6543.6543.876.T9 2.2.5432.8765432")
        .deal;
}

Play playOf(const char* contract, char declarer, int tricks) {
    return makePlayWithTricks(parseContract(contract), *parseSeat(std::string(1, declarer)),
                              tricks);
}

} // namespace

TEST_CASE("a royal spade contract reads and prints as 2RS", "[auction][duplicate]") {
    const Contract royal = parseContract("2RS");
    CHECK(royal.royal);
    CHECK(royal.strain == Strain::Spades);
    CHECK(royal.text() == "2RS");
    CHECK(parseContract("3rx").text() == "3RSX");
    CHECK_FALSE(parseContract("2S").royal);
    CHECK(auctionContractOf(royal).strain == AuctionStrain::RoyalSpades);
    CHECK(auctionContractOf(parseContract("4H")).strain == AuctionStrain::Hearts);
    CHECK_THROWS_AS(auctionContractOf(parseContract("PASS")), InputError);
    // A contract bridge score has no royal spades to give.
    CHECK_THROWS_AS(northSouthScore(Play{royal, Seat::South, 8}, Vulnerability::None), InputError);
}

TEST_CASE("duplicate auction scores a line: tricks, the 125 game, honours as held",
          "[auction][duplicate]") {
    const auto foster = AuctionLaws::Foster;
    // Without a hand record, no honours: 4H made is 32 below, a game, 125.
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("4H", 'S', 10), nullptr) == 32 + 125);
    // Declared by East-West, the same from North-South's side.
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("4H", 'E', 10), nullptr) == -157);
    // 3H made is 24: short of the 30 a game needs.
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("3H", 'S', 9), nullptr) == 24);
    // Failed: 50 a trick to the defenders, vulnerability or not (auction has none).
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("4H", 'S', 9), nullptr) == -50);
    // 5C: Foster's clubs are 6 a trick (30, a game); Portland's 4 (20, none).
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("5C", 'N', 11), nullptr) == 30 + 125);
    CHECK(duplicateAuctionNorthSouthScore(AuctionLaws::Portland, playOf("5C", 'N', 11), nullptr) ==
          20);
    // Royal spades, 9 a trick (Foster only).
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("2RS", 'S', 8), nullptr) == 18);
    CHECK_THROWS_AS(
        duplicateAuctionNorthSouthScore(AuctionLaws::Portland, playOf("2RS", 'S', 8), nullptr),
        InputError);

    // With the hand record: North's four heart honours in one hand are 8 tricks, 64 in
    // hearts, whoever wins the contract, and doubling never changes them.
    const Deal deal = honoursDeal();
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("4H", 'S', 10), &deal) == 32 + 125 + 64);
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("3H", 'S', 9), &deal) == 24 + 64);
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("4H", 'S', 9), &deal) == 64 - 50);
    // West's 1NT made: 10 below for East-West; North's four aces in one hand, 100 to NS.
    CHECK(duplicateAuctionNorthSouthScore(foster, playOf("1NT", 'W', 7), &deal) == 100 - 10);
}

TEST_CASE("the result rules of a duplicate auction event", "[auction][duplicate]") {
    TravellerLine royal = line(1, 1, 2, "2RS", 'S', "=");
    const auto none = Vulnerability::None;
    CHECK_NOTHROW(
        checkResult(royal, ScoringMethod::MatchpointsEbu, std::nullopt, none, AuctionLaws::Foster));
    // Royal spades are auction's, and Foster's alone.
    CHECK_THROWS_WITH(checkResult(royal, ScoringMethod::MatchpointsEbu, std::nullopt, none),
                      Catch::Contains("royal spades") && Catch::Contains("contract bridge"));
    CHECK_THROWS_WITH(checkResult(royal, ScoringMethod::MatchpointsEbu, std::nullopt, none,
                                  AuctionLaws::Portland),
                      Catch::Contains("no royal spades"));
    // The dealer must declare: no passed-out board.
    TravellerLine passed = line(1, 1, 2, "PASS", 'N', "");
    CHECK_THROWS_WITH(
        checkResult(passed, ScoringMethod::MatchpointsEbu, std::nullopt, none, AuctionLaws::Foster),
        Catch::Contains("never passed out"));
    CHECK_NOTHROW(checkResult(passed, ScoringMethod::MatchpointsEbu, std::nullopt, none));
    // A score alone is a contract bridge score.
    TravellerLine scoreOnly;
    scoreOnly.board = 1;
    scoreOnly.ns = 1;
    scoreOnly.ew = 2;
    scoreOnly.scoreOnlyNs = 140;
    CHECK_THROWS_WITH(checkResult(scoreOnly, ScoringMethod::MatchpointsEbu, std::nullopt, none,
                                  AuctionLaws::Foster),
                      Catch::Contains("duplicate auction") && Catch::Contains("not a score"));
}

TEST_CASE("a duplicate auction board is matchpointed on its auction scores",
          "[auction][duplicate][session]") {
    SessionInput in;
    in.method = ScoringMethod::MatchpointsEbu;
    in.lines = {
        line(1, 1, 4, "4H", 'S', "="),  // 32 + 125 + 64 = 221
        line(1, 2, 5, "3H", 'S', "="),  // 24 + 64 = 88
        line(1, 3, 6, "4H", 'S', "-1"), // 64 - 50 = 14
    };
    ScoringSettings settings;
    settings.duplicateAuction = AuctionLaws::Foster;
    applySettings(settings, in);
    in.deals[1] = honoursDeal();
    const SessionResult r = scoreSession(in);
    REQUIRE(r.boards.size() == 1);
    const auto& lines = r.boards[0].lines;
    REQUIRE(lines.size() == 3);
    CHECK(*lines[0].nsScore == 221);
    CHECK(*lines[1].nsScore == 88);
    CHECK(*lines[2].nsScore == 14);
    CHECK(lines[0].nsPoints == 4);
    CHECK(lines[1].nsPoints == 2);
    CHECK(lines[2].nsPoints == 0);

    // Under Law 77 the same lines are 420, 140 and -50 (None vulnerable): the board is
    // ranked the same, but the scores differ; without the deal auction counts no honours.
    in.deals.clear();
    const SessionResult bare = scoreSession(in);
    CHECK(*bare.boards[0].lines[0].nsScore == 157);
    CHECK(*bare.boards[0].lines[2].nsScore == -50);
    in.duplicateAuction.reset();
    CHECK(*scoreSession(in).boards[0].lines[0].nsScore == 420);
}

TEST_CASE("duplicate auction is a setting printed with the results, not for whist",
          "[auction][duplicate][settings]") {
    ScoringSettings settings;
    settings.duplicateAuction = AuctionLaws::Portland;
    const auto sentences = settingsSentences(settings, ScoringMethod::MatchpointsEbu);
    bool named = false;
    for (const auto& s : sentences)
        named =
            named || (s.find("Duplicate auction") != std::string::npos &&
                      s.find("1908") != std::string::npos && s.find("125") != std::string::npos);
    CHECK(named);
    CHECK_NOTHROW(checkSettingsFit(settings, ScoringMethod::TeamImps));
    CHECK_THROWS_WITH(checkSettingsFit(settings, ScoringMethod::Whist), Catch::Contains("whist"));
}
