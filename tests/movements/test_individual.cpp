// SPDX-License-Identifier: GPL-3.0-or-later
// Individual movements: Foster's Duplicate Whist's four-player memory duplicate with South fixed,
// and whist tournaments (every two players partners once, opponents twice) for 5 to 24 players.
#include "movements/Balance.h"
#include "movements/Individual.h"

#include "core/Error.h"
#include "movements/Validator.h"
#include "tests/movements/GeneratorChecks.h"

#include <catch2/catch.hpp>

#include <algorithm>

using namespace overplay::movements;
using namespace overplay::movements::testing;
using overplay::core::InputError;

namespace {

using Pair = std::pair<int, int>;
Pair key(int a, int b) {
    return {std::min(a, b), std::max(a, b)};
}

struct Counts {
    std::map<Pair, int> partners, opponents;
};

Counts countsOf(const Movement& m) {
    Counts c;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables) {
            const auto& p = t.players;
            ++c.partners[key(p[0], p[2])];
            ++c.partners[key(p[1], p[3])];
            for (int ns : {p[0], p[2]})
                for (int ew : {p[1], p[3]})
                    ++c.opponents[key(ns, ew)];
        }
    return c;
}

} // namespace

TEST_CASE("whist tournaments: every two players partners once, opponents twice", "[individual]") {
    for (int n : {5, 8, 9, 12, 13, 16, 17, 20, 21, 24}) {
        INFO(n << " players");
        const Movement m = individual({.pairs = n});
        requireValid(m);
        CHECK(m.isIndividual());
        CHECK(m.promises.everyPlayerPartnersEveryOtherOnce);
        CHECK(m.pairs == n);
        CHECK(m.tables == n / 4);
        CHECK(m.rounds.size() == static_cast<std::size_t>(n % 4 == 0 ? n - 1 : n));
        const Counts c = countsOf(m);
        for (int a = 1; a <= n; ++a)
            for (int b = a + 1; b <= n; ++b) {
                INFO("players " << a << " and " << b);
                CHECK(c.partners.count({a, b}) == 1);
                CHECK(c.partners.at({a, b}) == 1);
                CHECK(c.opponents.at({a, b}) == 2);
            }
        for (const Round& r : m.rounds) {
            CHECK(r.sitout.size() == static_cast<std::size_t>(n % 4));
            for (const TableRound& t : r.tables) {
                CHECK(t.ns == 0);
                CHECK(t.ew == 0);
                CHECK(t.set == r.number);
            }
        }
        // Every player sits out the same number of rounds.
        std::map<int, int> out;
        for (const Round& r : m.rounds)
            for (int p : r.sitout)
                ++out[p];
        for (const auto& [p, k] : out)
            CHECK(k == 1);
    }
}

TEST_CASE("other player counts: a rotating individual, equal play and balanced opponents",
          "[individual]") {
    // n(n-1)/2 partnerships fill tables of two partnerships only when n ≡ 0 or 1 (mod 4); for
    // the others everyone rotates round a circle of n for n rounds: everyone sits out n mod 4
    // rounds, nobody partners twice, every two players are opponents once or twice.
    for (int n : {6, 7, 10, 11, 14, 15, 18, 19, 22, 23}) {
        INFO(n << " players");
        const Movement m = individual({.pairs = n});
        requireValid(m); // the validator checks the promises below, too
        CHECK_FALSE(m.promises.everyPlayerPartnersEveryOtherOnce);
        CHECK(m.promises.everyEntryPlaysEqually);
        CHECK(m.promises.partnersAtMost == 1);
        CHECK(m.promises.opponentsBetween == std::make_pair(1, 2));
        REQUIRE(m.rounds.size() == static_cast<std::size_t>(n));
        CHECK(m.tables == n / 4);
        std::map<int, int> played;
        for (const Round& r : m.rounds) {
            CHECK(r.tables.size() == static_cast<std::size_t>(n / 4));
            CHECK(r.sitout.size() == static_cast<std::size_t>(n % 4));
            for (const TableRound& t : r.tables)
                for (int p : t.players)
                    ++played[p];
        }
        REQUIRE(played.size() == static_cast<std::size_t>(n));
        for (const auto& [p, k] : played)
            CHECK(k == n - n % 4); // everyone plays the same number of rounds
        const Counts c = countsOf(m);
        for (const auto& [p, k] : c.partners)
            CHECK(k == 1);
        int fewest = 1000, most = 0;
        for (int a = 1; a <= n; ++a)
            for (int b = a + 1; b <= n; ++b) {
                INFO("players " << a << " and " << b);
                const int opposed = c.opponents.count({a, b}) ? c.opponents.at({a, b}) : 0;
                CHECK(opposed >= 1);
                CHECK(opposed <= 2);
                const int met = opposed + (c.partners.count({a, b}) ? 1 : 0);
                fewest = std::min(fewest, met);
                most = std::max(most, met);
            }
        CHECK(most - fewest <= 1); // partners or opponents: every two players meet as evenly
        // as the rounds allow
    }
}

TEST_CASE("the validator holds individuals to equal play and balanced opponents",
          "[individual][validator]") {
    Movement m = individual({.pairs = 10});
    // Player 1's first table is taken away: player 1 plays a round fewer than the others.
    auto holds1 = [](const TableRound& t) {
        return std::find(t.players.begin(), t.players.end(), 1) != t.players.end();
    };
    bool removed = false;
    for (Round& r : m.rounds) {
        const auto t = std::find_if(r.tables.begin(), r.tables.end(), holds1);
        if (t == r.tables.end())
            continue;
        r.sitout.insert(r.sitout.end(), t->players.begin(), t->players.end());
        std::sort(r.sitout.begin(), r.sitout.end());
        r.tables.erase(t);
        removed = true;
        break;
    }
    REQUIRE(removed);
    const ValidationReport report = validate(m);
    CHECK_FALSE(report.ok());
    CHECK(report.text().find("plays 8 rounds, player 1 plays 7") != std::string::npos);
    // Two players partnering twice break the promise of at most once.
    Movement twice = individual({.pairs = 11});
    twice.rounds[1].tables[0].players = twice.rounds[0].tables[0].players;
    const ValidationReport again = validate(twice);
    CHECK(again.text().find("partners 2 times, more than the 1 promised") != std::string::npos);
}

TEST_CASE(
    "the four-player memory duplicate with South fixed, as Foster's Duplicate Whist prints it",
    "[individual][memory]") {
    const Movement m = individual({.pairs = 4});
    requireValid(m);
    CHECK(m.kind == "individual");
    REQUIRE(m.rounds.size() == 6);
    // "c | b | a / a b | a c | c b / S S S — Hands:— 1 to 4 | 5 to 8 | 9 to 12": N; W E; S.
    const std::string names = "abcS";
    auto seats = [&](int round) {
        const auto& p = at(m, round, 1).players;
        std::string s;
        for (int i = 0; i < 4; ++i)
            s += names[p[i] - 1];
        return s; // holders of N, E, S, W
    };
    CHECK(seats(1) == "cbSa");
    CHECK(seats(2) == "bcSa");
    CHECK(seats(3) == "abSc");
    for (int r = 1; r <= 3; ++r) {
        CHECK(m.firstBoardOf(at(m, r, 1).set) == 4 * r - 3);
        CHECK_FALSE(at(m, r, 1).switched);
    }
    // The overplay, "c | b | a / b a | c a | c b / S": the trays reversed, so the North-South
    // hands are held by the East-West players (quarter turn: the North hand faces East).
    // Seated c N, a E, S S, b W → North hand a, East hand S, South hand b, West hand c.
    CHECK(seats(4) == "aSbc");
    CHECK(seats(5) == "aScb");
    CHECK(seats(6) == "bSca");
    for (int r = 4; r <= 6; ++r) {
        CHECK(at(m, r, 1).set == r - 3);
        CHECK(at(m, r, 1).switched);
    }
    // "This brings the same partners together, but on different sides of the table": South's
    // partner is c, b, a in both passes, and South holds the other side's cards the second time.
    for (int r = 1; r <= 3; ++r) {
        const auto& first = at(m, r, 1).players;
        const auto& second = at(m, r + 3, 1).players;
        const int southFirst =
            static_cast<int>(std::find(first.begin(), first.end(), 4) - first.begin());
        const int southSecond =
            static_cast<int>(std::find(second.begin(), second.end(), 4) - second.begin());
        CHECK(southFirst % 2 != southSecond % 2);
        CHECK(first[(southFirst + 2) % 4] == second[(southSecond + 2) % 4]);
    }
}

TEST_CASE("individual refuses sizes it cannot make", "[individual]") {
    CHECK_THROWS_AS(individual({.pairs = 3}), InputError);
    CHECK_THROWS_AS(individual({.pairs = 25}), InputError);
    CHECK_THROWS_AS(individual({.pairs = 0}), InputError);
    CHECK_THROWS_AS(individual({.pairs = 8, .rounds = 8}), InputError);
    const Movement m = individual({.pairs = 12, .rounds = 5});
    requireValid(m);
    CHECK(m.rounds.size() == 5);
}

TEST_CASE("individuals are balanced by turning tables: the same partners and opponents",
          "[individual][balance]") {
    // Turning a table (its North-South players sit East-West) changes nobody's partner or
    // opponents, only who holds the same cards at other tables. The 20-player whist
    // tournament was Qf 45 as its starter seats it.
    for (int n : {13, 16, 18, 19, 20, 21, 22, 23, 24}) {
        INFO(n << " players");
        const Movement m = individual({.pairs = n});
        requireValid(m);
        const BalanceReport b = measureBalance(m);
        CHECK(b.manningQf > 50.0);
        CHECK(std::any_of(m.notes.begin(), m.notes.end(), [](const std::string& note) {
            return note.find("turned every round") != std::string::npos;
        }));
    }
    CHECK(measureBalance(individual({.pairs = 20})).manningQf > 80.0);
    CHECK(measureBalance(individual({.pairs = 13})).manningQf == Approx(100.0));
    // Cut short, the turned tables stay turned: the rounds played are the same rounds.
    const Movement cut = individual({.pairs = 20, .rounds = 10});
    const Movement full = individual({.pairs = 20});
    for (std::size_t r = 0; r < cut.rounds.size(); ++r)
        CHECK(cut.rounds[r].tables == full.rounds[r].tables);
}
