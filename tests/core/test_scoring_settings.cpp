// SPDX-License-Identifier: GPL-3.0-or-later
// The director's scoring settings: each changes the scores as its rule says, and the results
// print one sentence for each that applies to the method.
#include "core/Error.h"
#include "core/ScoringSettings.h"
#include "tests/core/SessionFixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace overplay;
using namespace overplay::core;
using overplay::tests::line;
using overplay::tests::lineOf;

namespace {

/// Board 1 played at three tables: 4S= (420), 4S-1 (-50), 3S+1 (170) — EBU matchpoints 4, 0
/// and 2 on a top of 4.
SessionInput threeTables() {
    SessionInput in;
    in.lines = {line(1, 1, 4, "4S", 'N', "="), line(1, 2, 5, "4S", 'N', "-1"),
                line(1, 3, 6, "3S", 'N', "+1")};
    return in;
}

} // namespace

TEST_CASE("a chosen top: a board is factored up to it by Neuberg's formula, rounded or not",
          "[settings][neuberg]") {
    // Neuberg (the EBU White Book): factored = (mp + 1) × E / A − 1, E the results the top is
    // counted on, A the results the board has. E = 4, A = 3: 4 → 5⅔, 2 → 3, 0 → ⅓.
    ScoringSettings settings;
    settings.resultsForTop = 4;
    SessionInput in = threeTables();
    applySettings(settings, in);
    CHECK(in.expectedPerBoard == 4);
    SessionResult rounded = scoreSession(in);
    CHECK(rounded.boards.front().top == Approx(6));
    CHECK(lineOf(rounded, 1, 1).nsPoints == Approx(5.7));
    CHECK(lineOf(rounded, 1, 3).nsPoints == Approx(3.0));
    CHECK(lineOf(rounded, 1, 2).nsPoints == Approx(0.3));

    settings.roundNeuberg = false;
    in = threeTables();
    applySettings(settings, in);
    SessionResult exact = scoreSession(in);
    CHECK(lineOf(exact, 1, 1).nsPoints == Approx(17.0 / 3));
    CHECK(lineOf(exact, 1, 2).nsPoints == Approx(1.0 / 3));

    // No top chosen: the board's own three results, unfactored.
    in = threeTables();
    applySettings(ScoringSettings{}, in);
    CHECK(in.expectedPerBoard == 0);
    CHECK(lineOf(scoreSession(in), 1, 1).nsPoints == Approx(4));
}

TEST_CASE("settings out of range are refused with what is allowed", "[settings]") {
    ScoringSettings s;
    CHECK_NOTHROW(checkSettings(s));
    s.resultsForTop = 1;
    CHECK_THROWS_WITH(checkSettings(s), Catch::Contains("2 to 1000 results"));
    s.resultsForTop = 0;
    s.decimals = 4;
    CHECK_THROWS_WITH(checkSettings(s), Catch::Contains("0 to 3 decimals"));
    s.decimals = 2;
    CHECK_NOTHROW(checkSettings(s));
}

TEST_CASE("the results print a sentence for each setting the method uses", "[settings]") {
    ScoringSettings s;
    const auto has = [](const std::vector<std::string>& sentences, const std::string& part) {
        return std::any_of(sentences.begin(), sentences.end(),
                           [&](const std::string& x) { return x.find(part) != std::string::npos; });
    };
    auto mp = settingsSentences(s, ScoringMethod::MatchpointsEbu);
    CHECK(has(mp, "rounded to 0.1"));
    CHECK(has(mp, "session percentage"));
    CHECK_FALSE(has(mp, "Datum"));
    s.adjustedBySessionPercentage = false;
    s.resultsForTop = 13;
    s.decimals = 1;
    mp = settingsSentences(s, ScoringMethod::MatchpointsEbu);
    CHECK(has(mp, "Average-plus earns 60%, average 50%, average-minus 40%."));
    CHECK(has(mp, "top of 24 (13 results)"));
    CHECK(has(mp, "1 decimal."));
    CHECK(has(settingsSentences(s, ScoringMethod::MatchpointsAcbl), "top of 12 (13 results)"));
    // ACBL matchpoints are never rounded: no sentence about it.
    CHECK_FALSE(has(settingsSentences(s, ScoringMethod::MatchpointsAcbl), "rounded"));
    s.datumRule = DatumRule::Acbl;
    const auto butler = settingsSentences(s, ScoringMethod::Butler);
    CHECK(has(butler, "top and bottom 5%"));
    CHECK_FALSE(has(butler, "Average-plus"));
    s.bamScale = BamScale::TwoOneZero;
    CHECK(has(settingsSentences(s, ScoringMethod::BoardAMatch), "2 / 1 / 0"));
}

TEST_CASE("TV27 through the settings: a top on seven results, Neuberg's factoring unrounded",
          "[settings][neuberg]") {
    // A board with six results where seven were expected (E = 7, A = 6): 4 → 4.8333 and
    // 9 → 10.6667 unrounded (the EBU White Book's formula, scoring.md TV27); 4.8 and 10.7
    // rounded to 0.1 as the EBU does.
    SessionInput in;
    // 620 twice (9 each), then 600 (6), 170 (4), 140 (2), -100 (0): board 2, NS vulnerable.
    in.lines = {line(2, 1, 7, "4S", 'N', "="),   line(2, 2, 8, "4S", 'N', "="),
                line(2, 3, 9, "3NT", 'N', "="),  line(2, 4, 10, "2S", 'N', "+2"),
                line(2, 5, 11, "2S", 'N', "+1"), line(2, 6, 12, "4S", 'N', "-1")};
    ScoringSettings settings;
    settings.resultsForTop = 7;
    settings.roundNeuberg = false;
    applySettings(settings, in);
    SessionResult exact = scoreSession(in);
    CHECK(exact.boards.front().top == Approx(12));
    CHECK(lineOf(exact, 2, 1).nsPoints == Approx(10.6667).margin(0.0001));
    CHECK(lineOf(exact, 2, 4).nsPoints == Approx(4.8333).margin(0.0001));
    settings.roundNeuberg = true;
    applySettings(settings, in);
    SessionResult rounded = scoreSession(in);
    CHECK(lineOf(rounded, 2, 1).nsPoints == Approx(10.7));
    CHECK(lineOf(rounded, 2, 4).nsPoints == Approx(4.8));
}
