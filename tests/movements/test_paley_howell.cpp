// SPDX-License-Identifier: GPL-3.0-or-later
// The fairest complete Howells: built on finite fields, every pair compared with every other
// equally often, checked here by the validator and the balance measure rather than trusted.
#include "movements/Balance.h"
#include "movements/GuideCard.h"
#include "movements/Howell.h"
#include "movements/MovementJson.h"
#include "movements/PaleyHowell.h"
#include "movements/Validator.h"

#include <catch2/catch.hpp>

#include <set>

using namespace overplay::movements;

TEST_CASE("the finite fields give Paley Howells where q = 3 (mod 4)", "[howell][paley]") {
    std::vector<int> qs;
    for (int q = 1; q <= 40; ++q)
        if (hasPaleyHowell(q))
            qs.push_back(q);
    CHECK(qs == std::vector<int>{7, 11, 19, 23, 27, 31});
    CHECK_THROWS_AS(paleyHowell(15), std::invalid_argument);
    for (int q : qs) {
        INFO(q);
        const Movement m = paleyHowell(q);
        const ValidationReport report = validate(m);
        INFO(report.text(5));
        REQUIRE(report.ok());
        const BalanceReport b = measureBalance(m);
        const int tables = (q + 1) / 2;
        CHECK(b.minComparisons == tables - 1);
        CHECK(b.maxComparisons == tables - 1);
        CHECK(b.manningQf == Approx(100.0));
    }
}

TEST_CASE("14 tables: a perfect Howell, which no cyclic one is", "[howell][paley]") {
    const Movement m = completeHowell(28);
    const ValidationReport report = validate(m);
    INFO(report.text(5));
    REQUIRE(report.ok());
    CHECK(m.tables == 14);
    CHECK(m.rounds.size() == 27);
    CHECK(m.promises.everyPairMeetsEveryOther);
    const BalanceReport b = measureBalance(m);
    // Every pair compared with every other exactly 13 times (the best cyclic: 11..15).
    CHECK(b.minComparisons == 13);
    CHECK(b.maxComparisons == 13);
    CHECK(b.squaredDeviation == Approx(0.0));
    CHECK(movementFromJson(movementToJson(m)) == m);
    // Its guide cards carry the route: every table, every round, where each pair and the
    // boards go next, all within the 14 tables.
    const auto cards = tableGuideCards(m);
    REQUIRE(cards.size() == 14);
    for (const TableGuideCard& card : cards) {
        REQUIRE(card.lines.size() == 27);
        for (const TableGuideLine& line : card.lines) {
            CHECK(line.set != 0);
            for (const NextPlace& next : {line.nsNext, line.ewNext}) {
                if (line.round == 27) {
                    CHECK(next.text == "end");
                    continue;
                }
                CHECK(next.table >= 1);
                CHECK(next.table <= 14);
            }
            if (line.boardsNext.round == 0)
                CHECK(line.boardsNext.text == "done");
            else
                CHECK(line.boardsNext.round > line.round);
        }
    }
    // Pair 28 stays at table 1 all session, as its card says.
    const auto pairs = pairCards(m);
    REQUIRE(pairs.back().pair == 28);
    for (const PairCardLine& line : pairs.back().lines)
        CHECK(line.table == 1);
}

TEST_CASE("odd pairs: the phantom is the Paley Howell's fixed pair, every two pairs compared "
          "alike",
          "[howell][paley]") {
    for (int pairs : {11, 19, 23, 27, 31}) {
        INFO(pairs << " pairs");
        const Movement m = completeHowell(pairs);
        const ValidationReport report = validate(m);
        INFO(report.text(5));
        REQUIRE(report.ok());
        const int tables = (pairs + 1) / 2;
        // The phantom's table is neither printed nor numbered: tables 1..T−1 are in play.
        CHECK(m.tables == tables - 1);
        for (const Round& r : m.rounds) {
            CHECK(r.tables.size() == static_cast<std::size_t>(tables - 1));
            CHECK(r.sitout.size() == 1);
        }
        const BalanceReport b = measureBalance(m);
        CHECK(b.minComparisons == tables - 2);
        CHECK(b.maxComparisons == tables - 2);
    }
}

TEST_CASE("odd pairs: tables in play numbered 1..T, every pair seated or sitting out",
          "[howell][file]") {
    for (int pairs = 5; pairs <= 35; pairs += 2) {
        INFO(pairs << " pairs");
        const Movement m = completeHowell(pairs);
        const ValidationReport report = validate(m);
        INFO(report.text(5));
        REQUIRE(report.ok());
        const std::string json = movementToJson(m, -1);
        CHECK(json.find("\"ns\":0") == std::string::npos);
        CHECK(json.find("\"set\":0") == std::string::npos);
        std::set<int> numbers;
        for (const Round& r : m.rounds)
            for (const TableRound& t : r.tables)
                numbers.insert(t.table);
        if (pairs >= 7) { // from 4 tables the phantom is the fixed pair: its table goes
            CHECK(m.tables == (pairs - 1) / 2);
            CHECK(numbers.size() == static_cast<std::size_t>(m.tables));
            CHECK(*numbers.rbegin() == m.tables);
        }
    }
}
