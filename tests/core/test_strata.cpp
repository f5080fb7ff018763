// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Error.h"
#include "core/Strata.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {

RankingRow row(const std::string& rank, int entry, double percent) {
    RankingRow r;
    r.rank = rank;
    r.entry = entry;
    r.percent = percent;
    r.score = percent; // the order is what matters here
    return r;
}

std::vector<std::string> places(const Ranking& r) {
    std::vector<std::string> out;
    for (const RankingRow& row : r.rows)
        out.push_back(std::to_string(row.entry) + ":" + row.rank);
    return out;
}

} // namespace

TEST_CASE("strata are read as a director writes them", "[strata]") {
    const Strata s = readStrata({"A", "b<2000", "C:500"});
    REQUIRE(s.strata.size() == 3);
    CHECK(s.strata[0] == Stratum{"A", std::nullopt});
    CHECK(s.strata[1] == Stratum{"B", 2000.0});
    CHECK(s.strata[2] == Stratum{"C", 500.0});
    CHECK(stratumTitle(s.strata[1]) == "B (below 2000)");
    CHECK(stratumTitle(s.strata[0]) == "A");

    CHECK_THROWS_WITH(readStrata({"A<100", "B<50"}), Catch::Contains("open to every entry"));
    CHECK_THROWS_WITH(readStrata({"A", "B"}), Catch::Contains("needs its limit"));
    CHECK_THROWS_WITH(readStrata({"A", "B<500", "C<900"}),
                      Catch::Contains("must be below stratum B's (500)"));
    CHECK_THROWS_WITH(readStrata({"A", "A<5"}), Catch::Contains("given twice"));
    CHECK_THROWS_WITH(readStrata({"A", "B<lots"}), Catch::Contains("a number above 0"));
    CHECK_THROWS_WITH(readStrata({"A"}), Catch::Contains("at least two"));
    CHECK_THROWS_WITH(readStrata({"A", "12<5"}), Catch::Contains("a letter with its limit"));
}

TEST_CASE("a pair's figure is its players' average or the higher", "[strata]") {
    CHECK(*entryFigure({300.0, 700.0}, StratumFigure::Average) == Approx(500));
    CHECK(*entryFigure({300.0, 700.0}, StratumFigure::Higher) == Approx(700));
    // A player nobody rated: the pair cannot claim a lower stratum.
    CHECK_FALSE(entryFigure({300.0, std::nullopt}, StratumFigure::Average));
    CHECK_FALSE(entryFigure({}, StratumFigure::Average));

    const Strata s = readStrata({"A", "B<2000", "C<500"});
    CHECK(stratumOf(s, 2500.0) == "A");
    CHECK(stratumOf(s, 2000.0) == "A"); // below the limit, not at it
    CHECK(stratumOf(s, 1999.5) == "B");
    CHECK(stratumOf(s, 120.0) == "C");
    CHECK(stratumOf(s, std::nullopt) == "A");
    CHECK(stratumOf(Strata{}, 10.0).empty());
}

TEST_CASE("each stratum ranks its eligible entries among themselves", "[strata]") {
    // A field of eight worked by hand. The whole ranking: 1 (pair 5, A), 2= (pairs 2 and 7:
    // A and C), 4 (pair 1, B), 5 (pair 8, C), 6= (pairs 3 and 6: both B), 8 (pair 4, C).
    Ranking whole{"NS",
                  {row("1", 5, 64.0), row("2=", 2, 58.5), row("2=", 7, 58.5), row("4", 1, 55.0),
                   row("5", 8, 51.0), row("6=", 3, 47.0), row("6=", 6, 47.0), row("8", 4, 40.0)}};
    const std::map<int, std::optional<double>> figure = {{5, 3100.0}, {2, 2600.0},      {7, 120.0},
                                                         {1, 900.0},  {8, 450.0},       {3, 1500.0},
                                                         {6, 1999.0}, {4, std::nullopt}};
    const Strata strata = readStrata({"A", "B<2000", "C<500"});
    const std::vector<StratumRanking> ranked = stratify(whole, strata, figure);
    REQUIRE(ranked.size() == 2);

    // B: everyone below 2000 (pairs 7, 1, 8, 3, 6). Pair 7 was equal second with pair 2, who is
    // not in B, so it is first alone; pairs 3 and 6 stay equal, at 4=.
    CHECK(ranked[0].stratum.letter == "B");
    CHECK(ranked[0].ranking.direction == "NS");
    CHECK(places(ranked[0].ranking) ==
          std::vector<std::string>{"7:1", "1:2", "8:3", "3:4=", "6:4="});
    // C: below 500 (pairs 7 and 8); pair 4 has no figure and stays in the open stratum only.
    CHECK(ranked[1].stratum.letter == "C");
    CHECK(places(ranked[1].ranking) == std::vector<std::string>{"7:1", "8:2"});
    // Scores and percentages are the whole field's: a stratum re-places, it does not re-score.
    CHECK(ranked[1].ranking.rows[1].percent == Approx(51.0));
}
