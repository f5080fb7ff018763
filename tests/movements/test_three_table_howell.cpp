// SPDX-License-Identifier: GPL-3.0-or-later
// The 3-table Howell in ten sets (the EBU's club movements): rounds in two halves, no set at
// two tables at once.
#include "GeneratorChecks.h"

#include "core/Error.h"
#include "movements/Balance.h"
#include "movements/BoardPlacements.h"
#include "movements/Chooser.h"
#include "movements/Generate.h"
#include "movements/GuideCard.h"
#include "movements/ThreeTableHowell.h"
#include "movements/Validator.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <set>

using namespace overplay::movements;
using namespace overplay::movements::testing;

namespace {

Movement tenSets(int pairs = 6, int boardsPerRound = 0) {
    MovementRequest r;
    r.kind = "howell-ten-sets";
    r.pairs = pairs;
    r.boardsPerRound = boardsPerRound;
    return generateMovement(r);
}

/// The (movement) rounds in which each set is played.
std::map<int, std::vector<int>> roundsOfSets(const Movement& m) {
    std::map<int, std::vector<int>> out;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables)
            out[t.set].push_back(r.number);
    return out;
}

} // namespace

TEST_CASE("the 3-table Howell in ten sets keeps every promise", "[tensets]") {
    const Movement m = tenSets();
    requireValid(m);
    CHECK(m.kind == "howell-ten-sets");
    CHECK(m.name == "3-table Howell, 10 sets, no sharing");
    CHECK(m.pairs == 6);
    CHECK(m.tables == 3);
    CHECK(m.boardSets == 10);
    CHECK(m.boardsPerRound == 3);
    CHECK(m.boards() == 30);
    CHECK(m.promises.timesEachSetPlayed == 3);
    CHECK(m.promises.everyPairMeetsEveryOther);
    CHECK(m.promises.noPairMeetsTwice);
    CHECK(m.promises.everyPairPlaysEverySet);
    CHECK(m.promises.sharedTables.empty()); // nothing shared, so the validator allows none

    // Ten halves: the odd ones start a round, the even ones keep its places.
    REQUIRE(m.rounds.size() == 10);
    CHECK(m.realRounds() == 5);
    CHECK(m.roundsOfReal(0) == std::make_pair(0, 0));
    CHECK(m.roundsOfReal(6) == std::make_pair(0, 0));
    CHECK(m.realRoundOf(11) == 0);
    for (const Round& r : m.rounds) {
        CHECK(r.samePlacesAsBefore == (r.number % 2 == 0));
        CHECK(m.realRoundOf(r.number) == (r.number + 1) / 2);
        const int first = r.samePlacesAsBefore ? r.number - 1 : r.number;
        CHECK(m.roundsOfReal(m.realRoundOf(r.number)) == std::make_pair(first, first + 1));
        CHECK(r.tables.size() == 3);
        CHECK(r.sitout.empty());
    }
    // Each pair meets every other once over the real rounds, twice over the halves.
    for (const auto& [pairing, n] : meetings(m))
        CHECK(n == 2);
    CHECK(meetings(m).size() == 15);
    // Every pair plays each set once, ten sets, two a round.
    for (int p = 1; p <= 6; ++p) {
        auto sets = setsOf(m, p);
        CHECK(sets.size() == 10);
        std::sort(sets.begin(), sets.end());
        CHECK(std::adjacent_find(sets.begin(), sets.end()) == sets.end());
    }
    // Each set at three tables, in three different rounds: never two tables at once, and
    // not even two tables of one round.
    for (const auto& [set, rounds] : roundsOfSets(m)) {
        CAPTURE(set);
        REQUIRE(rounds.size() == 3);
        std::set<int> real;
        for (int r : rounds)
            real.insert(m.realRoundOf(r));
        CHECK(real.size() == 3);
    }
    // The first round plays sets 1-3 at tables 1-3, then 4-6: boards 1 to 18 in order.
    for (int t = 1; t <= 3; ++t) {
        CHECK(at(m, 1, t).set == t);
        CHECK(at(m, 2, t).set == t + 3);
    }
    // Pair 6 stays at table 1.
    for (const Round& r : m.rounds)
        CHECK((at(m, r.number, 1).ns == 6 || at(m, r.number, 1).ew == 6));
}

TEST_CASE("the 3-table Howell in ten sets is perfectly balanced", "[tensets][balance]") {
    const Movement m = tenSets();
    // Each set is held by three North-South and three East-West pairs: 2 × 3 comparisons a
    // set, shared over the 15 pairs of pairs.
    const int ideal = 10 * 2 * 3 / 15;
    const auto counts = comparisonCounts(m);
    for (int p = 1; p <= 6; ++p)
        for (int q = p + 1; q <= 6; ++q) {
            CAPTURE(p, q);
            CHECK(counts[p][q] == ideal);
        }
    const BalanceReport b = measureBalance(m);
    CHECK(b.fields == 1);
    CHECK(b.minComparisons == ideal);
    CHECK(b.maxComparisons == ideal);
    CHECK(b.manningQf == Approx(100.0));
    // Pair 6 never moves, not even across the table; the others hold North-South as evenly
    // as five rounds allow: two or three rounds each.
    std::map<int, int> northSouth;
    for (const Round& r : m.rounds)
        if (!r.samePlacesAsBefore)
            for (const TableRound& t : r.tables)
                ++northSouth[t.ns];
    CHECK((northSouth[6] == 0 || northSouth[6] == 5));
    CHECK_THAT(m.notes.front(), Catch::Contains(northSouth[6] == 5 ? "North-South" : "East-West"));
    for (int p = 1; p <= 5; ++p) {
        CAPTURE(p);
        CHECK((northSouth[p] == 2 || northSouth[p] == 3));
    }
}

TEST_CASE("the 3-table Howell in ten sets for five pairs", "[tensets]") {
    const Movement m = tenSets(5);
    requireValid(m);
    CHECK(m.name == "3-table Howell, 10 sets, no sharing, 5 pairs");
    CHECK(m.tables == 2);
    CHECK(m.promises.timesEachSetPlayed == 2);
    CHECK(m.realRounds() == 5);
    for (std::size_t i = 0; i < m.rounds.size(); i += 2) {
        // One pair sits out the whole round, both halves.
        CHECK(m.rounds[i].sitout.size() == 1);
        CHECK(m.rounds[i].sitout == m.rounds[i + 1].sitout);
    }
    // Two plays a set, one comparison of each direction: 20 over 10 pairs of pairs.
    const BalanceReport b = measureBalance(m);
    CHECK(b.minComparisons == 10 * 2 / 10);
    CHECK(b.maxComparisons == b.minComparisons);
}

TEST_CASE("the Howell in ten sets refuses what it is not", "[tensets]") {
    using overplay::core::InputError;
    MovementRequest r;
    r.kind = "howell-ten-sets";
    r.tables = 4;
    CHECK_THROWS_AS(generateMovement(r), InputError);
    r.tables = 0;
    r.pairs = 8;
    CHECK_THROWS_WITH(generateMovement(r), Catch::Contains("6 pairs"));
    r.pairs = 0;
    r.rounds = 4;
    CHECK_THROWS_WITH(generateMovement(r), Catch::Contains("5 rounds"));
    r.rounds = 0;
    r.arrowSwitch = true;
    CHECK_THROWS_AS(generateMovement(r), InputError);
    r.arrowSwitch = false;
    r.tables = 3;
    CHECK(generateMovement(r).pairs == 6);
    // Two boards a set: twenty boards, four a round.
    const Movement two = tenSets(6, 2);
    requireValid(two);
    CHECK(two.boards() == 20);
    CHECK(boardPlays(two).size() == 20u * 3);
}

TEST_CASE("a second half must keep every pair in its place", "[tensets][validator]") {
    Movement m = tenSets();
    SECTION("a pair moved to another table") {
        std::swap(m.rounds[3].tables[1].ns, m.rounds[3].tables[2].ns);
        const auto report = validate(m);
        CHECK(mentions(report, "round 4 is the second half of round 3"));
        CHECK(mentions(report,
                       "pair " + std::to_string(m.rounds[3].tables[1].ns) + " is at table 2"));
    }
    SECTION("the pairs of a table changing seats") {
        std::swap(m.rounds[5].tables[0].ns, m.rounds[5].tables[0].ew);
        CHECK(mentions(validate(m), "the second half of round 5"));
        // An arrow switch turns the cards, not the pairs: they keep their seats.
        m.rounds[5].tables[0].switched = true;
        CHECK(validate(m).ok());
    }
    SECTION("a first round cannot be a second half") {
        m.rounds[0].samePlacesAsBefore = true;
        CHECK(mentions(validate(m), "the first round is marked as the second half"));
    }
    SECTION("without the flag the halves are meetings of their own") {
        for (Round& r : m.rounds)
            r.samePlacesAsBefore = false;
        CHECK(mentions(validate(m), "meet again"));
    }
    SECTION("a second half seating another table's pairs") {
        // A flagged round that re-seats the round before's pairs with a fresh pairing.
        m.rounds[1].tables = m.rounds[3].tables;
        const auto report = validate(m);
        CHECK_FALSE(report.ok());
        CHECK(mentions(report, "the second half of round 1"));
    }
}

TEST_CASE("the guide cards of the Howell in ten sets show five rounds of two sets",
          "[tensets][guidecard]") {
    const Movement m = tenSets();
    const auto cards = tableGuideCards(m);
    REQUIRE(cards.size() == 3);
    // The movement round (half) where each set is next played after a given half.
    auto nextPlay = [&](int set, int after) -> std::pair<int, int> {
        for (const Round& r : m.rounds)
            if (r.number > after)
                for (const TableRound& t : r.tables)
                    if (t.set == set)
                        return {r.number, t.table};
        return {0, 0};
    };
    auto checkBoardsNext = [&](const BoardsNext& next, int set, int half) {
        CAPTURE(set, half, next.text);
        const auto [round, table] = nextPlay(set, half);
        if (round == 0) {
            CHECK(next.text == "done");
            return;
        }
        CHECK(next.table == table);
        CHECK(next.round == m.realRoundOf(round));
        if (round == half + 1)
            CHECK(next.text == "table " + std::to_string(table));
        else
            CHECK_THAT(next.text, Catch::StartsWith("relay (table " + std::to_string(table)) &&
                                      Catch::Contains("round " + std::to_string(next.round)));
    };
    for (const TableGuideCard& card : cards) {
        CAPTURE(card.table);
        REQUIRE(card.lines.size() == 5);
        for (std::size_t i = 0; i < card.lines.size(); ++i) {
            const TableGuideLine& line = card.lines[i];
            const int first = 2 * static_cast<int>(i) + 1;
            CHECK(line.round == static_cast<int>(i) + 1);
            CHECK(line.movementRound == first);
            const TableRound& t = at(m, first, card.table);
            CHECK(line.ns == t.ns);
            CHECK(line.ew == t.ew);
            CHECK(line.set == t.set);
            CHECK(line.firstBoard == 3 * t.set - 2);
            CHECK(line.sharedWith.empty());
            REQUIRE(line.thenSets.size() == 1);
            const ThenSet& then = line.thenSets[0];
            CHECK(then.movementRound == first + 1);
            CHECK(then.set == at(m, first + 1, card.table).set);
            CHECK(then.set != line.set);
            CHECK(then.lastBoard == 3 * then.set);
            CHECK(then.sharedWith.empty());
            checkBoardsNext(line.boardsNext, line.set, first);
            checkBoardsNext(then.boardsNext, then.set, first + 1);
            // The pairs move only after both sets, to where the next round seats them.
            if (i + 1 == card.lines.size()) {
                CHECK(line.nsNext.text == "end");
                continue;
            }
            CHECK(line.nsNext.round == static_cast<int>(i) + 2);
            const Round& next = m.rounds[first + 1];
            for (const TableRound& n : next.tables) {
                if (n.ns == t.ns) {
                    CHECK(line.nsNext.table == n.table);
                    CHECK(line.nsNext.seat == "NS");
                }
                if (n.ew == t.ns) {
                    CHECK(line.nsNext.table == n.table);
                    CHECK(line.nsNext.seat == "EW");
                }
            }
        }
    }
    // Some set goes straight on and some waits: the card says which.
    bool straight = false, relay = false;
    for (const auto& card : cards)
        for (const auto& line : card.lines)
            for (const BoardsNext* b : {&line.boardsNext, &line.thenSets[0].boardsNext}) {
                straight = straight || b->text.rfind("table", 0) == 0;
                relay = relay || b->text.rfind("relay", 0) == 0;
            }
    CHECK(straight);
    CHECK(relay);

    const auto pairs = pairCards(m);
    REQUIRE(pairs.size() == 6);
    for (const PairCard& card : pairs) {
        CAPTURE(card.pair);
        REQUIRE(card.lines.size() == 5);
        std::set<int> sets, opponents;
        for (const PairCardLine& line : card.lines) {
            REQUIRE(line.thenSets.size() == 1);
            sets.insert(line.set);
            sets.insert(line.thenSets[0].set);
            opponents.insert(line.opponents);
            CHECK(line.thenSets[0].movementRound == line.movementRound + 1);
            const TableRound& later = at(m, line.movementRound + 1, line.table);
            CHECK(line.thenSets[0].set == later.set);
            CHECK((later.ns == card.pair || later.ew == card.pair));
        }
        CHECK(sets.size() == 10);
        CHECK(opponents.size() == 5);
    }
}

TEST_CASE("each half of the Howell in ten sets is an ordinary round for the boards", "[tensets]") {
    const Movement m = tenSets();
    // Every board at three tables: 30 boards × 3 traveller lines.
    CHECK(boardPlays(m).size() == 90u);
    const BoardPlacements placements(m);
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables)
            for (int board : boardsAt(m, t)) {
                const auto found = placements.find(board, t.ns, t.ew);
                REQUIRE(found);
                CHECK(found->round == r.number);
                CHECK(found->table.table == t.table);
            }
}

TEST_CASE("the chooser offers the Howell in ten sets at three tables", "[tensets][chooser]") {
    for (int pairs : {5, 6}) {
        CAPTURE(pairs);
        ChoiceRequest request;
        request.pairs = pairs;
        const auto choices = chooseMovements(request);
        REQUIRE_FALSE(choices.empty());
        // The published first choice for three tables stays first.
        CHECK(choices.front().request.kind == "howell");
        const auto tenSets =
            std::find_if(choices.begin(), choices.end(), [](const MovementChoice& c) {
                return c.request.kind == "howell-ten-sets";
            });
        REQUIRE(tenSets != choices.end());
        CHECK(validate(tenSets->movement).ok());
        // Rounds as the players count them.
        CHECK_THAT(tenSets->why, Catch::Contains("5 rounds × 2 sets of 3 = 30 boards played"));
        CHECK_THAT(tenSets->why, !Catch::Contains("shared"));
        // Four rounds of time: a five-round movement does not fit.
        request.maxRounds = 4;
        const auto shorter = chooseMovements(request);
        CHECK(std::none_of(shorter.begin(), shorter.end(), [](const MovementChoice& c) {
            return c.request.kind == "howell-ten-sets";
        }));
    }
    // Nowhere else.
    ChoiceRequest four;
    four.tables = 4;
    const auto choices = chooseMovements(four);
    CHECK(std::none_of(choices.begin(), choices.end(), [](const MovementChoice& c) {
        return c.request.kind == "howell-ten-sets";
    }));
}
