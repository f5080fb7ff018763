// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Balance.h"

#include <catch2/catch.hpp>

using namespace overplay::movements;

namespace {

/// A 3-table Mitchell: NS 1..3 stay, EW 4..6 move up, sets down.
Movement mitchell3(bool switchRound2) {
    Movement m =
        newMovement("mitchell", "",
                    {.pairs = 6, .tables = 3, .rounds = 3, .boardSets = 3, .boardsPerRound = 4});
    for (Round& round : m.rounds) {
        const int r = round.number - 1;
        for (int t = 0; t < 3; ++t) {
            TableRound tr{t + 1, t + 1, 4 + (t + r) % 3, (t - r + 3) % 3 + 1};
            if (switchRound2 && r == 1) {
                std::swap(tr.ns, tr.ew);
                tr.switched = true;
            }
            round.tables.push_back(tr);
        }
    }
    return m;
}

} // namespace

TEST_CASE("a Mitchell is two fields, each perfectly balanced", "[balance]") {
    const BalanceReport b = measureBalance(mitchell3(false));
    CHECK(b.fields == 2);
    CHECK(b.pairsOfEntries == 6); // 3 NS-NS and 3 EW-EW
    CHECK(b.minComparisons == 3);
    CHECK(b.maxComparisons == 3);
    CHECK(b.manningQf == Approx(100.0));
    CHECK(b.percent == Approx(100.0));
}

TEST_CASE("an arrow switch counts comparisons by the cards held", "[balance]") {
    const Movement m = mitchell3(true);
    const auto c = comparisonCounts(m);
    // Round 2 switched: pairs 4..6 hold the North-South cards there. Set 1 is held NS by
    // 1 (round 1), 6 (round 2), 3 (round 3); set 2 by 2, 4, 1; set 3 by 3, 5, 2.
    CHECK(c[1][2] == 1); // set 2 only
    CHECK(c[1][4] == 2); // set 2 NS, set 3 EW
    CHECK(c[1][6] == 2); // set 1 NS, set 3 EW
    CHECK(c[1][5] == 0);
    const BalanceReport b = measureBalance(m);
    CHECK(b.fields == 1);
    int total = 0;
    for (int p = 1; p <= 6; ++p)
        for (int q = p + 1; q <= 6; ++q)
            total += c[p][q];
    // Each set is played 3 times: 3 NS holders and 3 EW holders → 3 + 3 comparisons a set.
    CHECK(total == 18);
}

TEST_CASE("Manning weights: same direction, opposite, opponents", "[balance]") {
    const Movement m = mitchell3(false);
    const auto w = manningWeights(m);
    CHECK(w[1][2] == 3);     // same direction on all three sets
    CHECK(w[1][4] == 2 - 2); // opponents once (n−1 = 2), opposite direction on the other two
    CHECK(w[4][5] == 3);
}
