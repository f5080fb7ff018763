// SPDX-License-Identifier: GPL-3.0-or-later
// The traveller line's grammar and wording (core/ResultText.h), the one reader behind the
// console's entry line, the command line, CSV imports and the phones' form.
#include "core/Error.h"
#include "core/ResultText.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace overplay::core;

TEST_CASE("result lines read as a scorer writes them", "[result text]") {
    struct Case {
        const char* text;
        int level; // 0 passed out
        Seat declarer;
        int tricks;
    };
    const Case cases[] = {
        {"4SX N -2", 4, Seat::North, 8},     {"3NT S =", 3, Seat::South, 9},
        {"3nt s 10", 3, Seat::South, 10},    {"4H E +1 SK", 4, Seat::East, 11},
        {"PASS", 0, Seat::North, 0},         {"7NTXX W -13", 7, Seat::West, 0},
        {"  2d  w  +2 ", 2, Seat::West, 10}, {"3nt By s 10", 3, Seat::South, 10},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        const ResultLine line = readResultLine(c.text);
        REQUIRE(line.play);
        CHECK(line.play->contract.level == c.level);
        if (c.level > 0) {
            CHECK(line.play->declarer == c.declarer);
            CHECK(line.play->tricks == c.tricks);
        }
        CHECK(line.ns.empty());
    }
    const ResultLine lead = readResultLine("4H E +1 SK");
    REQUIRE(lead.lead);
    CHECK(lead.lead->suit == Suit::Spades);
    CHECK(lead.lead->rank == 13);

    const ResultLine adjusted = readResultLine("A+/A-");
    REQUIRE(adjusted.adjusted);
    CHECK(adjusted.adjusted->ns == Adjustment::AveragePlus);
    CHECK(adjusted.adjusted->ew == Adjustment::AverageMinus);
    CHECK(readResultLine("A").adjusted->ew == Adjustment::Average);

    const ResultLine tricks = readResultLine("10");
    CHECK(tricks.tricks == 10);
    CHECK_FALSE(tricks.play);

    const ResultLine pairs = readResultLine("3-8 4S N =");
    CHECK(pairs.ns == "3");
    CHECK(pairs.ew == "8");
    CHECK(pairs.play->tricks == 10);
}

TEST_CASE("adjusted scores are read however they are typed", "[result text]") {
    // Percentages and the typographic minus of a phone or word processor are adjusted scores
    // too; "AP" is a pass.
    const ResultLine percent = readResultLine("A60/A40");
    REQUIRE(percent.adjusted);
    CHECK(percent.adjusted->nsPercent == 60);
    CHECK(percent.adjusted->ewPercent == 40);
    const ResultLine minus = readResultLine("a+/a\xE2\x88\x92");
    REQUIRE(minus.adjusted);
    CHECK(minus.adjusted->ew == Adjustment::AverageMinus);
    CHECK(isAdjustedScoreWord("A-/A+"));
    CHECK_FALSE(isAdjustedScoreWord("AP"));
    CHECK_FALSE(isAdjustedScoreWord("4S"));
    REQUIRE(readResultLine("AP").play);
    CHECK(readResultLine("AP").play->contract.isPassedOut());
}

TEST_CASE("result lines the rules refuse name the problem", "[result text]") {
    struct Case {
        const char* text;
        const char* reason;
    };
    const Case cases[] = {
        {"", "Type a result"},
        {"4S", "declarer"},
        {"4S Q =", "not a declarer"},
        {"4S N", "result"},
        {"4S N +4", "at most 3 overtricks"},
        {"8S N =", "1 to 7"},
        {"4S N = ZZ", "not a card"},
        {"4S N = SK H2", "Too much on the line"},
        {"14", "only 13 tricks"},
        {"PASS 3", "nothing after PASS"},
        {"A+/A- 4S", "nothing after it"},
        {"3-8", "need a result"},
        {"4S N +2147483647", "tricks"},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        try {
            readResultLine(c.text);
            FAIL("accepted");
        } catch (const InputError& e) {
            CHECK_THAT(e.what(), Catch::Contains(c.reason));
        }
    }
}

TEST_CASE("a play given in three parts reads as the same line typed whole", "[result text]") {
    // The command line and the phones give contract, declarer and result apart.
    CHECK(readPlay("4sx", "n", "-2") == *readResultLine("4SX N -2").play);
    CHECK(readPlay("3NT", "S", "9") == *readResultLine("3NT by S =").play);
    CHECK(readPlay("PASS", "", "").contract.isPassedOut());
    CHECK(readPlay("4H", "E",
                   "\xE2\x88\x92"
                   "1")
              .tricks == 9);
    CHECK_THROWS_WITH(readPlay("4H", "", "="), Catch::Contains("declarer"));
    CHECK_THROWS_WITH(readPlay("4H", "X", "="), Catch::Contains("not a declarer"));
    CHECK_THROWS_WITH(readPlay("4H", "E", ""), Catch::Contains("result"));
    CHECK(readLead("d10") == Card{Suit::Diamonds, 10});
    CHECK_THROWS_WITH(readLead("S1"), Catch::Contains("is not a card"));
}

TEST_CASE("every bridge result is worded so it reads back the same", "[result text]") {
    // Every contract, declarer and possible number of tricks: words, then read again.
    for (int level = 1; level <= 7; ++level)
        for (Strain strain :
             {Strain::Clubs, Strain::Diamonds, Strain::Hearts, Strain::Spades, Strain::NoTrump})
            for (Doubling d : {Doubling::Undoubled, Doubling::Doubled, Doubling::Redoubled})
                for (Seat seat : {Seat::North, Seat::East, Seat::South, Seat::West})
                    for (int tricks = 0; tricks <= 13; ++tricks) {
                        TravellerLine line;
                        line.play = Play{Contract{level, strain, d}, seat, tricks};
                        const std::string words = resultWords(line);
                        INFO(words);
                        const ResultLine back = readResultLine(words);
                        REQUIRE(back.play);
                        CHECK(*back.play == *line.play);
                    }
}

TEST_CASE("lines are worded one way for every front end", "[result text]") {
    TravellerLine line;
    line.play = Play{Contract{4, Strain::Spades, Doubling::Doubled}, Seat::North, 8};
    CHECK(resultWords(line) == "4SX by N -2");
    CHECK(resultWords(line, StrainSpelling::Symbols) == "4\u2660X by N -2");
    line.play = Play{Contract{3, Strain::NoTrump, Doubling::Undoubled}, Seat::South, 9};
    CHECK(resultWords(line, StrainSpelling::Symbols) == "3NT by S =");
    line.play = Play{};
    CHECK(resultWords(line) == "PASS");
    line.play.reset();
    line.adjusted = AdjustedScore(Adjustment::AveragePlus, Adjustment::AverageMinus);
    CHECK(resultWords(line) == "A+/A-");
    line.adjusted.reset();
    line.whistTricksNs = 7;
    CHECK(resultWords(line) == "7 tricks to North-South");
    line.whistTricksNs.reset();
    line.notPlayed = true;
    CHECK(resultWords(line) == "not played");
}

TEST_CASE("a line's result is named in a sentence one way for every front end", "[result text]") {
    // The store's refusals, the command line's listings and the console's status line all
    // say "passed out" and "adjusted A+/A-" where a grid cell says "PASS" and "A+/A-".
    TravellerLine line;
    CHECK(resultSummary(line) == "no result");
    line.play = Play{};
    CHECK(resultSummary(line) == "passed out");
    CHECK(resultSummary(line, StrainSpelling::Symbols) == "passed out");
    line.play = Play{Contract{4, Strain::Spades, Doubling::Doubled}, Seat::North, 8};
    CHECK(resultSummary(line) == "4SX by N -2");
    CHECK(resultSummary(line, StrainSpelling::Symbols) == "4\u2660X by N -2");
    line.play.reset();
    line.adjusted = AdjustedScore(Adjustment::AveragePlus, Adjustment::AverageMinus);
    CHECK(resultSummary(line) == "adjusted A+/A-");
    line.adjusted = AdjustedScore(Adjustment::AveragePlus, Adjustment::AveragePlus);
    CHECK(resultSummary(line) == "adjusted " + resultWords(line));
    line.adjusted.reset();
    line.whistTricksNs = 7;
    CHECK(resultSummary(line) == "7 tricks to North-South");
    line.whistTricksNs.reset();
    line.scoreOnlyNs = -50;
    CHECK(resultSummary(line) == "score -50");
    line.scoreOnlyNs.reset();
    line.weighted = parseWeightedScore("60% 4S N =, 40% 4S N -1");
    CHECK(resultSummary(line) == resultWords(line));
    CHECK(resultSummary(line).rfind("weighted 60% 4S", 0) == 0);
    line.weighted.reset();
    line.notPlayed = true;
    CHECK(resultSummary(line) == "not played");
}

TEST_CASE("a slip that carries only the score reads as North-South's score", "[result text]") {
    CHECK(readResultLine("+140").score == 140);
    CHECK(readResultLine("-50").score == -50);
    CHECK(readResultLine("score -50").score == -50);
    const ResultLine named = readResultLine("3-8 +620");
    CHECK(named.ns == "3");
    CHECK(named.score == 620);
    CHECK_FALSE(named.play);
    // A bare number is tricks, so 140 is refused, and told how a score is written.
    CHECK_THROWS_WITH(readResultLine("140"),
                      Catch::Contains("only 13 tricks") && Catch::Contains("+140 or -140"));
    CHECK_THROWS_WITH(readResultLine("+9999999"), Catch::Contains("No contract scores"));
    TravellerLine line;
    line.scoreOnlyNs = -50;
    CHECK(resultWords(line) == "score -50");
    CHECK(readResultLine(resultWords(line)).score == -50);
    line.scoreOnlyNs = 140;
    CHECK(resultWords(line) == "score +140");
}

TEST_CASE("a line not played and a weighted score are typed as the director writes them",
          "[result text]") {
    CHECK(readResultLine("NP").notPlayed);
    CHECK(readResultLine("not played").notPlayed);
    const ResultLine named = readResultLine("3-8 np");
    CHECK(named.notPlayed);
    CHECK(named.ns == "3");
    CHECK_FALSE(named.play);

    // Law 12C1(c): "60% of 4S= and 40% of 4S-1", as the CLI's --weighted reads it.
    const ResultLine weighted = readResultLine("60% 4S N =, 40% 4s n -1");
    REQUIRE(weighted.weighted);
    CHECK(*weighted.weighted == parseWeightedScore("60% 4S N =, 40% 4S N -1"));
    CHECK_FALSE(weighted.play);
    const ResultLine withPairs = readResultLine("2-5 50% 3NT S =, 50% 3NT S -1");
    CHECK(withPairs.ew == "5");
    REQUIRE(withPairs.weighted);
    CHECK(withPairs.weighted->outcomes.size() == 2);
    // Worded back as the audit log and the prints word it, it reads the same.
    TravellerLine line;
    line.weighted = weighted.weighted;
    const std::string words = resultWords(line);
    CHECK(words.rfind("weighted ", 0) == 0);
    CHECK(*readResultLine(words.substr(9)).weighted == *weighted.weighted);
    CHECK_THROWS_AS(readResultLine("60% 4S N =, 30% 4S N -1"), InputError); // not 100
    CHECK_THROWS_AS(readResultLine("NP 4S"), InputError);
}

TEST_CASE("the pairs at the front of a line may be typed by their labels", "[result text]") {
    const ResultLine swapped = readResultLine("3EW-3NS 4S N =");
    CHECK(swapped.ns == "3EW");
    CHECK(swapped.ew == "3NS");
    REQUIRE(swapped.play);
    const ResultLine sections = readResultLine("a3/b7 3NT S =");
    CHECK(sections.ns == "A3");
    CHECK(sections.ew == "B7");
    CHECK(readResultLine("3v8 PASS").ns == "3");
    // An adjusted score with percentages is not a pair of pairs.
    const ResultLine adjusted = readResultLine("A60/A40");
    CHECK(adjusted.ns.empty());
    REQUIRE(adjusted.adjusted);
    CHECK(adjusted.adjusted->nsPercent == 60);
}
