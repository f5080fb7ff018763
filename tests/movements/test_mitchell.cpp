// SPDX-License-Identifier: GPL-3.0-or-later
// Mitchell movements (bridgecentral.com's Mitchell pages; Manning's paper and the modern duplicate
// page on the arrow switch): every size through the validator, the layouts directors know.
#include "movements/Balance.h"
#include "movements/Mitchell.h"

#include "core/Error.h"
#include "tests/movements/GeneratorChecks.h"

#include <catch2/catch.hpp>

#include <functional>

using namespace overplay::movements;
using namespace overplay::movements::testing;
using overplay::core::InputError;

namespace {

MovementRequest tablesRequest(int tables, const std::string& even = "") {
    MovementRequest r;
    r.kind = "mitchell";
    r.tables = tables;
    r.evenTables = even;
    return r;
}

/// Every North-South pair meets every East-West pair exactly once, and no two of one side meet.
void checkEveryNsMeetsEveryEwOnce(const Movement& m) {
    const auto met = meetings(m);
    const int T = m.tables;
    for (int ns = 1; ns <= T; ++ns)
        for (int ew = T + 1; ew <= 2 * T; ++ew) {
            INFO("NS " << ns << " EW " << ew);
            CHECK(met.count({ns, ew}) == 1);
            CHECK(met.at({ns, ew}) == 1);
        }
    for (const auto& [key, n] : met)
        CHECK((key.first <= T) != (key.second <= T)); // one from each side
}

} // namespace

TEST_CASE("odd Mitchells are complete for 3 to 59 tables", "[mitchell]") {
    for (int T = 3; T <= 59; T += 2) {
        INFO(T << " tables");
        const Movement m = mitchell(tablesRequest(T));
        requireValid(m);
        CHECK(m.rounds.size() == static_cast<std::size_t>(T));
        CHECK(m.pairs == 2 * T);
        CHECK(m.boardSets == T);
        CHECK(m.promises.everyPairPlaysEverySet);
        CHECK(m.promises.timesEachSetPlayed == T);
        checkEveryNsMeetsEveryEwOnce(m);
        CHECK(m.pairLabels.at(1) == "1NS");
        CHECK(m.pairLabels.at(T + 1) == "1EW");
        CHECK(m.name == std::to_string(T) + "-table Mitchell");
    }
}

TEST_CASE("5-table Mitchell: East-West up one, boards down one", "[mitchell]") {
    const Movement m = mitchell(tablesRequest(5));
    // Round 1: pair t NS against pair t EW (number 5 + t) on set t.
    for (int t = 1; t <= 5; ++t) {
        CHECK(at(m, 1, t).ns == t);
        CHECK(at(m, 1, t).ew == 5 + t);
        CHECK(at(m, 1, t).set == t);
    }
    // Round 2: EW 5 has moved from table 5 to table 1; set 2 from table 2 to table 1, set 1
    // from table 1 to table 5.
    CHECK(at(m, 2, 1).ew == 10);
    CHECK(at(m, 2, 1).set == 2);
    CHECK(at(m, 2, 5).set == 1);
    CHECK(at(m, 2, 3).ew == 7);
    // EW pair 1 plays sets 1, 3, 5, 2, 4.
    CHECK(setsOf(m, 6) == std::vector<int>{1, 3, 5, 2, 4});
    CHECK(m.boardsPerRound == 5);
}

TEST_CASE("even Mitchells with a skip: T - 1 rounds, the skip after half", "[mitchell]") {
    for (int T = 4; T <= 60; T += 2) {
        INFO(T << " tables");
        const Movement m = mitchell(tablesRequest(T, "skip"));
        requireValid(m);
        CHECK(m.rounds.size() == static_cast<std::size_t>(T - 1));
        CHECK(m.promises.noPairMeetsTwice);
        CHECK(m.promises.timesEachSetPlayed == T - 1);
        // EW pair 1 (number T+1): tables 1..T/2, then skips table T/2+1.
        std::vector<int> tables;
        for (const Round& r : m.rounds)
            for (const TableRound& t : r.tables)
                if (t.ew == T + 1)
                    tables.push_back(t.table);
        REQUIRE(tables.size() == static_cast<std::size_t>(T - 1));
        CHECK(tables[T / 2 - 1] == T / 2);
        CHECK(tables[T / 2] == T / 2 + 2);
        CHECK(std::find(tables.begin(), tables.end(), T / 2 + 1) == tables.end());
        CHECK(m.name == std::to_string(T) + "-table skip Mitchell");
        bool noted = false;
        for (const auto& n : m.notes)
            noted = noted || n.find("after round " + std::to_string(T / 2) +
                                    " the East-West "
                                    "pairs skip") != std::string::npos;
        CHECK(noted);
    }
    // 6 tables: "skip 5" (McKinnon's ready reckoner); a sixth round is a revenge round.
    MovementRequest six = tablesRequest(6, "skip");
    six.rounds = 6;
    const Movement revenge = mitchell(six);
    requireValid(revenge);
    CHECK_FALSE(revenge.promises.noPairMeetsTwice);
    CHECK(meetings(revenge).at({1, 7}) == 2);
}

TEST_CASE("share-and-relay Mitchells: tables 1 and T share, a bye stand in the middle",
          "[mitchell]") {
    for (int T = 4; T <= 60; T += 2) {
        INFO(T << " tables");
        const Movement m = mitchell(tablesRequest(T, "relay"));
        requireValid(m);
        CHECK(m.rounds.size() == static_cast<std::size_t>(T));
        CHECK(m.byeStandAfterTable == T / 2);
        CHECK(m.promises.everyPairPlaysEverySet);
        CHECK(m.promises.timesEachSetPlayed == T);
        checkEveryNsMeetsEveryEwOnce(m);
        for (int r = 1; r <= T; ++r) {
            CHECK(at(m, r, 1).set == at(m, r, T).set);
            // The set on the bye stand is the one no table plays; it came from table T/2+1
            // and goes to table T/2.
            std::set<int> inPlay;
            for (const TableRound& t : m.rounds[r - 1].tables)
                inPlay.insert(t.set);
            CHECK(inPlay.size() == static_cast<std::size_t>(T - 1));
            if (r > 1 && r < T) {
                int bye = 0;
                for (int s = 1; s <= T; ++s)
                    if (!inPlay.count(s))
                        bye = s;
                CHECK(at(m, r - 1, T / 2 + 1).set == bye);
                CHECK(at(m, r + 1, T / 2).set == bye);
            }
        }
    }
    // McKinnon (bridgecentral.com/Relay.htm), 6 tables: sets 1-3 on tables 1-3, set 4 on the
    // relay (bye stand), sets 5 and 6 on tables 4 and 5, table 6 shares set 1 with table 1.
    const Movement six = mitchell(tablesRequest(6));
    CHECK(six.name == "6-table share-and-relay Mitchell");
    const std::vector<int> round1{1, 2, 3, 5, 6, 1};
    for (int t = 1; t <= 6; ++t)
        CHECK(at(six, 1, t).set == round1[t - 1]);
    CHECK(at(six, 2, 3).set == 4); // off the bye stand to table 3
    CHECK(at(six, 2, 5).set == 1); // the shared boards go on to table 5
    CHECK(mitchell(tablesRequest(6, "share")).rounds == six.rounds);
}

TEST_CASE("an even Mitchell chooses relay for all rounds, a skip for fewer", "[mitchell]") {
    CHECK(mitchell(tablesRequest(8)).byeStandAfterTable == 4);
    MovementRequest seven = tablesRequest(8);
    seven.rounds = 7;
    const Movement skip = mitchell(seven);
    requireValid(skip);
    CHECK(skip.name.find("skip") != std::string::npos);
    MovementRequest four = tablesRequest(8);
    four.rounds = 4; // no skip needed within half the rounds
    const Movement plain = mitchell(four);
    requireValid(plain);
    CHECK(plain.name == "8-table Mitchell, 4 rounds");
}

TEST_CASE("half tables: North-South 1 is missing, its opponents sit out, nothing is shared",
          "[mitchell]") {
    for (int pairs = 5; pairs <= 59; pairs += 2) {
        for (const std::string& even : {std::string("skip"), std::string("relay")}) {
            const int T = (pairs + 1) / 2;
            MovementRequest r;
            r.pairs = pairs;
            if (T % 2 == 0)
                r.evenTables = even;
            INFO(pairs << " pairs " << r.evenTables);
            const Movement m = mitchell(r);
            requireValid(m);
            CHECK(m.pairs == pairs);
            CHECK(m.tables == T);
            CHECK(m.pairLabels.size() == static_cast<std::size_t>(pairs));
            // Pairs are 1..P: "2NS" is pair 1, "1EW" is pair T.
            CHECK(m.pairLabels.at(1) == "2NS");
            CHECK(m.pairLabels.at(T) == "1EW");
            CHECK(m.pairLabels.at(pairs) == std::to_string(T) + "EW");
            // Table 1 would share boards with table T: with nobody North-South there, no two
            // tables ever share (the validator refuses an undeclared share).
            CHECK(m.promises.sharedTables.empty());
            for (const Round& round : m.rounds) {
                REQUIRE(round.sitout.size() == 1);
                CHECK(round.sitout[0] >= T); // an East-West pair
                CHECK(round.tables.size() == static_cast<std::size_t>(T - 1));
                for (const TableRound& t : round.tables)
                    CHECK(t.table != 1);
            }
            CHECK(m.name.find("\u00bd-table") != std::string::npos);
        }
    }
}

TEST_CASE("fewer rounds than tables", "[mitchell]") {
    for (int T = 3; T <= 30; ++T)
        for (int R = 1; R <= T; ++R) {
            MovementRequest r = tablesRequest(T, T % 2 == 0 ? "skip" : "");
            r.rounds = R;
            INFO(T << " tables, " << R << " rounds");
            const Movement m = mitchell(r);
            CHECK(m.rounds.size() == static_cast<std::size_t>(R));
            requireValid(m);
        }
}

namespace {

/// Manning's Qf with these rounds switched, computed here independently of the generator.
double qfSwitching(Movement m, const std::vector<int>& rounds) {
    for (int r : rounds)
        for (TableRound& t : m.rounds[r - 1].tables)
            std::swap(t.ns, t.ew);
    return measureBalance(m).manningQf;
}

/// The best Qf over every set of k switched rounds (exhaustive: small sizes only).
double bestQf(const Movement& plain, int k) {
    const int R = static_cast<int>(plain.rounds.size());
    double best = 0;
    std::vector<int> pick;
    std::function<void(int)> walk = [&](int from) {
        if (static_cast<int>(pick.size()) == k) {
            best = std::max(best, qfSwitching(plain, pick));
            return;
        }
        for (int r = from; r <= R; ++r) {
            pick.push_back(r);
            walk(r + 1);
            pick.pop_back();
        }
    };
    walk(1);
    return best;
}

} // namespace

TEST_CASE("the arrow switch: Moore's number of rounds, the ones that balance best",
          "[mitchell][switch]") {
    // A modern guide to duplicate bridge: "To enable all the pairs to be placed in a single ranking
    // order, the last round is sometimes played with an arrow switch." Ross Moore: one switched
    // round up to 11 rounds, two up to 18, three beyond. Which rounds: those giving the one field
    // the least spread of Manning's measure, for every size and variant.
    struct Case {
        MovementRequest request;
        int count;
    };
    std::vector<Case> cases;
    for (int T : {3, 5, 7, 9, 11, 13})
        cases.push_back({tablesRequest(T), T <= 11 ? 1 : 2});
    cases.push_back({tablesRequest(8, "relay"), 1});
    cases.push_back({tablesRequest(10, "skip"), 1});
    cases.push_back({tablesRequest(12, "relay"), 2});
    MovementRequest half;
    half.pairs = 15;
    half.evenTables = "relay";
    cases.push_back({half, 1});
    for (Case& c : cases) {
        const Movement plain = mitchell(c.request);
        c.request.arrowSwitch = true;
        const Movement m = mitchell(c.request);
        INFO(m.name);
        requireValid(m);
        std::vector<int> switched;
        for (const Round& round : m.rounds) {
            const bool all = std::all_of(round.tables.begin(), round.tables.end(),
                                         [](const TableRound& t) { return t.switched; });
            const bool none = std::none_of(round.tables.begin(), round.tables.end(),
                                           [](const TableRound& t) { return t.switched; });
            CHECK((all || none));
            if (all)
                switched.push_back(round.number);
        }
        CHECK(static_cast<int>(switched.size()) == c.count);
        // No other choice of as many rounds balances the one field better.
        CHECK(measureBalance(m).manningQf == Approx(bestQf(plain, c.count)).margin(1e-9));
        // And it is at least as good as switching the last rounds, the old rule of thumb.
        std::vector<int> last;
        for (int k = 0; k < c.count; ++k)
            last.insert(last.begin(), static_cast<int>(plain.rounds.size()) - k);
        CHECK(measureBalance(m).manningQf >= qfSwitching(plain, last) - 1e-9);
    }
    // Beyond 18 rounds: three switched rounds, as Moore advises.
    MovementRequest big = tablesRequest(19);
    big.arrowSwitch = true;
    int switchedRounds = 0;
    for (const Round& round : mitchell(big).rounds)
        switchedRounds += round.tables.front().switched ? 1 : 0;
    CHECK(switchedRounds == 3);
    MovementRequest seven = tablesRequest(7);
    seven.arrowSwitchRounds = {2, 5};
    const Movement m = mitchell(seven);
    requireValid(m);
    // Round 2, table 1: NS pair 1 now holds the East-West cards, so ew == 1.
    CHECK(at(m, 2, 1).ew == 1);
    CHECK(at(m, 2, 1).ns == 7 + 7);
    CHECK(at(m, 2, 1).switched);
    CHECK_FALSE(at(m, 3, 1).switched);
    CHECK(m.notes.back().find("rounds 2 and 5") != std::string::npos);
}

TEST_CASE("American Whist Lite: East-West two tables, boards one", "[mitchell][american]") {
    for (int T : {5, 7, 11, 13, 17, 19, 23, 25, 29}) {
        MovementRequest r;
        r.tables = T;
        const Movement m = americanWhist(r);
        INFO(T << " tables");
        requireValid(m);
        CHECK(m.promises.everyPairPlaysEverySet);
        checkEveryNsMeetsEveryEwOnce(m);
        CHECK(at(m, 2, 3).ew == T + 1); // EW 1 moved from table 1 to table 3
    }
    for (int T : {3, 4, 6, 9, 15}) {
        MovementRequest r;
        r.tables = T;
        CHECK_THROWS_AS(americanWhist(r), InputError);
    }
}

TEST_CASE("Mitchell refuses what it cannot make", "[mitchell]") {
    CHECK_THROWS_AS(mitchell(tablesRequest(2)), InputError);
    CHECK_THROWS_AS(mitchell(tablesRequest(61)), InputError);
    CHECK_THROWS_AS(mitchell(tablesRequest(0)), InputError);
    CHECK_THROWS_AS(mitchell(tablesRequest(7, "skip")), InputError);
    CHECK_THROWS_AS(mitchell(tablesRequest(8, "hop")), InputError);
    MovementRequest tooLong = tablesRequest(7);
    tooLong.rounds = 8;
    CHECK_THROWS_AS(mitchell(tooLong), InputError);
    MovementRequest badSwitch = tablesRequest(7);
    badSwitch.arrowSwitchRounds = {8};
    CHECK_THROWS_WITH(mitchell(badSwitch),
                      "Arrow-switch round 8 is outside the movement's rounds 1..7.");
    MovementRequest mismatch = tablesRequest(7);
    mismatch.pairs = 10;
    CHECK_THROWS_AS(mitchell(mismatch), InputError);
}
