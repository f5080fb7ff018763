// SPDX-License-Identifier: GPL-3.0-or-later
// scoreSession for the IMP and team methods and duplicate whist: cross-IMPs (TV29), Butler
// (TV30), a team match with VPs, board-a-match, team whist and compass whist (Foster's Duplicate
// Whist).
#include "SessionFixtures.h"
#include "core/Contract.h"
#include "core/Error.h"
#include "core/Session.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace overplay::core;
using namespace overplay::tests;
using Catch::Detail::Approx;

TEST_CASE("cross-IMPs in a session: TV29's board", "[session][cross-imps]") {
    SessionInput in;
    in.method = ScoringMethod::CrossImps;
    // Board 2, North-South vulnerable.
    in.lines = {
        line(2, 1, 6, "4S", 'N', "="),   // 620
        line(2, 2, 7, "2S", 'N', "+2"),  // 170
        line(2, 3, 8, "2S", 'N', "+1"),  // 140
        line(2, 4, 9, "2S", 'N', "+1"),  // 140
        line(2, 5, 10, "4S", 'N', "-1"), // −100
    };
    const SessionResult r = scoreSession(in);
    const std::vector<double> want = {10.50, -0.25, -1.25, -1.25, -7.75};
    for (int ns = 1; ns <= 5; ++ns) {
        INFO("NS " << ns);
        CHECK(lineOf(r, 2, ns).nsPoints == Approx(want[ns - 1]));
        CHECK(lineOf(r, 2, ns).ewPoints == Approx(-want[ns - 1]));
    }
    CHECK(r.boards[0].top == 0);
    const Ranking& all = r.rankings.at(0);
    CHECK(rowOf(all, 1).rank == "1");
    CHECK(rowOf(all, 10).rank == "2");
    CHECK(rowOf(all, 8).rank == "3=");
    CHECK(rowOf(all, 9).rank == "3=");
    CHECK(rowOf(all, 7).rank == "5");
    CHECK(rowOf(all, 3).rank == "7=");
    CHECK(rowOf(all, 5).rank == "9");
    CHECK(rowOf(all, 6).rank == "10");
    CHECK(rowOf(all, 5).score == Approx(-7.75));
    CHECK(rowOf(all, 5).percent == 0);
}

TEST_CASE("Butler in a session: TV30's board and the datum rule's name", "[session][butler]") {
    SessionInput in;
    in.method = ScoringMethod::Butler;
    in.datumRule = DatumRule::DropExtremes;
    // Board 3, East-West vulnerable, East declaring.
    in.lines = {
        line(3, 1, 7, "4S", 'E', "+1"),  // −650
        line(3, 2, 8, "2S", 'E', "+2"),  // −170
        line(3, 3, 9, "6NT", 'E', "="),  // −1440
        line(3, 4, 10, "4S", 'E', "-1"), // +100
        line(3, 5, 11, "2S", 'E', "+2"), // −170
        line(3, 6, 12, "4S", 'N', "-4"), // −200
    };
    const SessionResult r = scoreSession(in);
    REQUIRE(r.boards.size() == 1);
    CHECK(r.boards[0].datum == -300);
    const std::vector<int> want = {-8, 4, -15, 9, 4, 3};
    for (int ns = 1; ns <= 6; ++ns) {
        INFO("NS " << ns);
        CHECK(lineOf(r, 3, ns).nsPoints == want[ns - 1]);
        CHECK(lineOf(r, 3, ns).ewPoints == -want[ns - 1]);
    }
    CHECK(r.note == datumRuleDescription(DatumRule::DropExtremes));
    CHECK(r.note.find("top and bottom score") != std::string::npos);

    in.datumRule = DatumRule::AllScores;
    const SessionResult all = scoreSession(in);
    CHECK(all.boards[0].datum == -420);
    CHECK(lineOf(all, 3, 4).nsPoints == 11); // +100 against −420: 520
}

namespace {
// Two teams: pairs 1 and 2 are team 1, pairs 3 and 4 team 2. Team 1's pair 1 sits North-South
// at table 1, its pair 2 East-West at table 2.
SessionInput teamMatch(ScoringMethod method) {
    SessionInput in;
    in.method = method;
    in.teamOf = {{1, 1}, {2, 1}, {3, 2}, {4, 2}};
    in.lines = {
        line(1, 1, 3, "4S", 'N', "="),   // 420 …
        line(1, 4, 2, "4S", 'N', "-1"),  // … against −50: team 1 +470, 10 IMPs
        line(2, 1, 3, "3NT", 'N', "="),  // 600 …
        line(2, 4, 2, "3NT", 'N', "="),  // … against 600: 0
        line(3, 1, 3, "2S", 'W', "="),   // −110 …
        line(3, 4, 2, "4S", 'W', "="),   // … team 1 East-West +620: +510, 11 IMPs
        line(4, 1, 3, "6NT", 'N', "-1"), // −100 …
        line(4, 4, 2, "3NT", 'N', "+3"), // … against 690: −790, −13 IMPs
    };
    return in;
}
} // namespace

TEST_CASE("a team match: IMPs a board, the total, then VPs", "[session][teams]") {
    const SessionResult r = scoreSession(teamMatch(ScoringMethod::TeamImps));
    CHECK(lineOf(r, 1, 1).nsPoints == 10);
    CHECK(lineOf(r, 1, 1).ewPoints == -10);
    CHECK(lineOf(r, 1, 4).nsPoints == -10);
    CHECK(lineOf(r, 1, 4).ewPoints == 10);
    CHECK(lineOf(r, 3, 4).ewPoints == 11);
    CHECK(lineOf(r, 4, 1).nsPoints == -13);
    REQUIRE(r.matches.size() == 1);
    const MatchResult& m = r.matches[0];
    CHECK(m.teamA == 1);
    CHECK(m.teamB == 2);
    CHECK(m.boards == 4);
    CHECK(m.pointsA == 8);
    CHECK(m.pointsB == -8);
    // 8 IMPs over 4 boards (blitz 30): 10 + 10·(1 − τ^0.8)/(1 − τ³) = 14.18.
    CHECK(m.vpA == Approx(14.18));
    CHECK(m.vpB == Approx(5.82));
    const Ranking& teams = r.rankings.at(0);
    REQUIRE(teams.rows.size() == 2);
    CHECK(teams.rows[0].entry == 1);
    CHECK(teams.rows[0].rank == "1");
    CHECK(teams.rows[0].score == Approx(14.18));
    CHECK(teams.rows[0].tiebreak == 8);
    CHECK(teams.rows[0].boards == 4);
    CHECK(teams.rows[1].entry == 2);
    CHECK(teams.rows[1].rank == "2");
}

TEST_CASE("two matches with the same result tie, written 1= and 3=", "[session][teams]") {
    SessionInput in = teamMatch(ScoringMethod::TeamImps);
    // Teams 3 (pairs 5, 6) and 4 (pairs 7, 8) play the same boards to the same results.
    const std::size_t n = in.lines.size();
    for (std::size_t i = 0; i < n; ++i) {
        TravellerLine copy = in.lines[i];
        copy.ns += 4;
        copy.ew += 4;
        in.lines.push_back(copy);
    }
    in.teamOf.insert({{5, 3}, {6, 3}, {7, 4}, {8, 4}});
    const SessionResult r = scoreSession(in);
    CHECK(r.matches.size() == 2);
    const Ranking& teams = r.rankings.at(0);
    CHECK(rowOf(teams, 1).rank == "1=");
    CHECK(rowOf(teams, 3).rank == "1=");
    CHECK(rowOf(teams, 2).rank == "3=");
    CHECK(rowOf(teams, 4).rank == "3=");
}

TEST_CASE("team boards: an adjusted table, a board played once, a missing team",
          "[session][teams]") {
    SessionInput in = teamMatch(ScoringMethod::TeamImps);
    TravellerLine a;
    a.board = 5;
    a.ns = 1;
    a.ew = 3;
    a.adjusted = parseAdjustedScore("A+/A-");
    in.lines.push_back(a);
    in.lines.push_back(line(5, 4, 2, "3NT", 'N', "="));
    in.lines.push_back(line(6, 1, 3, "3NT", 'N', "=")); // never replayed
    const SessionResult r = scoreSession(in);
    CHECK(lineOf(r, 5, 1).nsPoints == 3);  // Law 86A: +3 to the side given A+
    CHECK(lineOf(r, 5, 4).nsPoints == -3); // and −3 to its opponents
    CHECK(lineOf(r, 5, 4).ewPoints == 3);
    CHECK_FALSE(lineOf(r, 6, 1).compared);
    CHECK(lineOf(r, 6, 1).nsScore == 400);
    CHECK(r.matches.at(0).boards == 5);
    CHECK(r.matches.at(0).pointsA == 11);

    in.teamOf.erase(4);
    CHECK_THROWS_AS(scoreSession(in), InputError);
}

TEST_CASE("board-a-match: 1 a board won, ½ tied, or 2/1/0", "[session][bam]") {
    SessionInput in = teamMatch(ScoringMethod::BoardAMatch);
    const SessionResult r = scoreSession(in);
    // Team 1 wins boards 1 and 3, ties 2, loses 4.
    CHECK(lineOf(r, 1, 1).nsPoints == 1);
    CHECK(lineOf(r, 1, 1).ewPoints == 0);
    CHECK(lineOf(r, 2, 1).nsPoints == 0.5);
    CHECK(lineOf(r, 4, 4).nsPoints == 1);
    const Ranking& teams = r.rankings.at(0);
    CHECK(rowOf(teams, 1).score == 2.5);
    CHECK(rowOf(teams, 2).score == 1.5);
    CHECK(rowOf(teams, 1).rank == "1");

    in.bamScale = BamScale::TwoOneZero;
    const SessionResult uk = scoreSession(in);
    CHECK(rowOf(uk.rankings.at(0), 1).score == 5);
    CHECK(rowOf(uk.rankings.at(0), 2).score == 3);
}

TEST_CASE("board-a-match: won on the total-point difference, whatever its size (TV32)",
          "[session][bam]") {
    SessionInput in;
    in.method = ScoringMethod::BoardAMatch;
    in.teamOf = {{1, 1}, {2, 1}, {3, 2}, {4, 2}};
    in.lines = {
        line(1, 1, 3, "4C", 'N', "="),   // team 1 North-South +130 …
        line(1, 4, 2, "2NT", 'N', "="),  // … team 2 North-South +120: team 1 wins by 10
        line(2, 1, 3, "2S", 'N', "+1"),  // +140 …
        line(2, 4, 2, "2S", 'N', "+1"),  // … +140: equal totals, a tie
        line(3, 1, 3, "1NT", 'N', "="),  // +90 …
        line(3, 4, 2, "1NT", 'N', "+1"), // … +120: team 2 wins by 30
    };
    const SessionResult r = scoreSession(in);
    // 10 points is 0 IMPs, but a board-a-match board is still won.
    CHECK(lineOf(r, 1, 1).nsPoints == 1);
    CHECK(lineOf(r, 1, 1).ewPoints == 0);
    CHECK(lineOf(r, 1, 4).nsPoints == 0);
    CHECK(lineOf(r, 1, 4).ewPoints == 1);
    CHECK(lineOf(r, 2, 1).nsPoints == 0.5);
    CHECK(lineOf(r, 2, 4).nsPoints == 0.5);
    CHECK(lineOf(r, 3, 1).nsPoints == 0);
    CHECK(rowOf(r.rankings.at(0), 1).score == 1.5);
    CHECK(rowOf(r.rankings.at(0), 2).score == 1.5);
    CHECK(r.matches.at(0).pointsA == 1.5);

    in.bamScale = BamScale::TwoOneZero;
    const SessionResult uk = scoreSession(in);
    CHECK(lineOf(uk, 1, 1).nsPoints == 2);
    CHECK(lineOf(uk, 2, 1).nsPoints == 1);
    CHECK(lineOf(uk, 3, 4).nsPoints == 2);
    CHECK(rowOf(uk.rankings.at(0), 1).score == 3);
    CHECK(rowOf(uk.rankings.at(0), 2).score == 3);
}

TEST_CASE("a team's own pairs at one table are compared with nothing, the rest ranks",
          "[session][teams]") {
    // Gilman's systems (Foster's Duplicate Whist) seat every team at its own table in the first
    // round.
    SessionInput in = teamMatch(ScoringMethod::TeamImps);
    in.lines.push_back(line(5, 1, 2, "3NT", 'N', "="));
    in.lines.push_back(line(5, 3, 4, "3NT", 'N', "-1"));
    const SessionResult r = scoreSession(in);
    CHECK_FALSE(lineOf(r, 5, 1).compared);
    CHECK(lineOf(r, 5, 1).nsScore == 600); // board 5: North-South vulnerable
    CHECK_FALSE(lineOf(r, 5, 3).compared);
    REQUIRE(r.matches.size() == 1);
    CHECK(r.matches.at(0).boards == 4);
    CHECK(r.matches.at(0).pointsA == 8);
}

TEST_CASE("team whist: tricks at the two tables, the match to the majority", "[session][whist]") {
    // Foster's Duplicate Whist's club match in small: the O team (pairs 1, 2) against the X team
    // (3, 4).
    SessionInput in;
    in.method = ScoringMethod::Whist;
    in.teamOf = {{1, 1}, {2, 1}, {3, 2}, {4, 2}};
    in.lines = {
        whist(1, 1, 3, 7), whist(1, 4, 2, 6), // O: 7 + 7 = 14, one trick gained
        whist(2, 1, 3, 5), whist(2, 4, 2, 8), // O: 5 + 5 = 10, three lost
    };
    const SessionResult r = scoreSession(in);
    CHECK(lineOf(r, 1, 1).nsPoints == 1);
    CHECK(lineOf(r, 1, 1).nsScore == 7);
    CHECK(lineOf(r, 2, 4).nsPoints == 3);
    REQUIRE(r.matches.size() == 1);
    CHECK(r.matches[0].pointsA == -2);
    CHECK(r.matches[0].vpA == 0);
    CHECK(r.matches[0].vpB == 1);
    const Ranking& teams = r.rankings.at(0);
    CHECK(teams.rows[0].entry == 2); // X wins the match by two tricks
    CHECK(teams.rows[0].score == 1);
    CHECK(teams.rows[0].tiebreak == 2);
}

namespace {
// Foster's Duplicate Whist's compass game: five tables, thirty deals, North-South a–e (pairs 1–5)
// stay, East-West f, g, h, j, k (pairs 6–10) move one table a round of six deals. The tricks are
// made up so the pairs' totals are Foster's: NS 201 204 211 207 212, EW 189 186 179 183 178.
std::vector<TravellerLine> compassGame() {
    // North-South tricks of each table in each round, over its six deals. Round 1 carries
    // the differences; every other cell is 41. Each EW pair sits at table (pair + round).
    const int firstRound[5] = {37, 40, 47, 43, 48};
    std::vector<TravellerLine> lines;
    for (int round = 0; round < 5; ++round) {
        for (int table = 0; table < 5; ++table) {
            const int total = round == 0 ? firstRound[table] : 41;
            const int ewPair = 6 + (table - round + 5) % 5;
            for (int k = 0; k < 6; ++k) {
                const int tricks = total / 6 + (k < total % 6 ? 1 : 0);
                lines.push_back(whist(round * 6 + k + 1, table + 1, ewPair, tricks));
            }
        }
    }
    return lines;
}
} // namespace

TEST_CASE("compass whist: each direction against its average (Foster's Duplicate Whist)",
          "[session][whist]") {
    SessionInput in;
    in.method = ScoringMethod::Whist;
    in.lines = compassGame();
    in.fields = {{"NS", {1, 2, 3, 4, 5}}, {"EW", {6, 7, 8, 9, 10}}};
    const SessionResult r = scoreSession(in);
    REQUIRE(r.boards.size() == 30);
    REQUIRE(r.rankings.size() == 2);
    const Ranking& ns = r.rankings[0];
    const Ranking& ew = r.rankings[1];
    const std::vector<std::pair<int, double>> nsWant = {{1, -6}, {2, -3}, {3, 4}, {4, 0}, {5, 5}};
    for (const auto& [pair, score] : nsWant) {
        INFO("NS pair " << pair);
        CHECK(rowOf(ns, pair).score == Approx(score).margin(1e-9));
        CHECK(rowOf(ns, pair).boards == 30);
    }
    const std::vector<std::pair<int, double>> ewWant = {{6, 6}, {7, 3}, {8, -4}, {9, 0}, {10, -5}};
    for (const auto& [pair, score] : ewWant) {
        INFO("EW pair " << pair);
        CHECK(rowOf(ew, pair).score == Approx(score).margin(1e-9));
    }
    CHECK(ns.rows[0].entry == 5); // e makes the best North-South score
    CHECK(ew.rows[0].entry == 6); // f the best East-West

    // The blackboard: each pair's total tricks beside its plus or minus, the averages 207 and
    // 183, and f the winner, "having won the greatest number of tricks above the average".
    const std::vector<std::pair<int, int>> tricksWant = {{1, 201}, {2, 204}, {3, 211}, {4, 207},
                                                         {5, 212}, {6, 189}, {7, 186}, {8, 179},
                                                         {9, 183}, {10, 178}};
    for (const auto& [pair, tricks] : tricksWant) {
        INFO("pair " << pair);
        CHECK(rowOf(pair <= 5 ? ns : ew, pair).tricks == tricks);
    }
    CHECK(r.overallWinners == std::vector<int>{6});
    // d and j are exactly average: "=", not a negative zero that prints as "-0.00".
    CHECK_FALSE(std::signbit(rowOf(ns, 4).score));
    CHECK_FALSE(std::signbit(rowOf(ew, 9).score));

    // One field: f, with the most tricks above the average, wins; d and j tie on average.
    in.fields.clear();
    const SessionResult one = scoreSession(in);
    const Ranking& all = one.rankings.at(0);
    CHECK(all.rows[0].entry == 6);
    CHECK(all.rows[0].rank == "1");
    CHECK(rowOf(all, 5).rank == "2");
    CHECK(rowOf(all, 4).rank == "5=");
    CHECK(rowOf(all, 9).rank == "5=");
    CHECK(rowOf(all, 1).rank == "10");
}

TEST_CASE("whist refuses artificial scores and impossible tricks", "[session][whist]") {
    SessionInput in;
    in.method = ScoringMethod::Whist;
    in.lines = {whist(1, 1, 2, 7)};
    TravellerLine a;
    a.board = 1;
    a.ns = 3;
    a.ew = 4;
    a.adjusted = AdjustedScore{};
    in.lines.push_back(a);
    CHECK_THROWS_AS(scoreSession(in), InputError);
    in.lines = {whist(1, 1, 2, 14)};
    CHECK_THROWS_AS(scoreSession(in), InputError);
}

TEST_CASE("pair against pair in whist: each pair its own team (Foster's Duplicate Whist's memory "
          "duplicate)",
          "[session][whist]") {
    // Two pairs at one table; the trays are reversed for the overplay, so pair 1 holds the
    // North-South cards first and the East-West cards of the same deal afterwards.
    SessionInput in;
    in.method = ScoringMethod::Whist;
    in.teamOf = {{1, 1}, {2, 2}};
    in.lines = {
        whist(1, 1, 2, 7), whist(1, 2, 1, 5), // pair 1: 7 + 8 = 15, two tricks up
        whist(2, 1, 2, 6), whist(2, 2, 1, 7), // pair 1: 6 + 6 = 12, one down
    };
    const SessionResult r = scoreSession(in);
    REQUIRE(r.matches.size() == 1);
    CHECK(r.matches[0].pointsA == 1);
    CHECK(r.matches[0].vpA == 1);
    CHECK(r.rankings.at(0).rows[0].entry == 1);
    CHECK(r.rankings.at(0).rows[0].tiebreak == 1);
}

TEST_CASE("A-/A- in a team match costs both teams 3 IMPs", "[session][teams]") {
    SessionInput in;
    in.method = ScoringMethod::TeamImps;
    in.teamOf = {{1, 1}, {2, 1}, {3, 2}, {4, 2}};
    TravellerLine a;
    a.board = 1;
    a.ns = 1;
    a.ew = 3;
    a.adjusted = parseAdjustedScore("A-");
    in.lines = {a, line(1, 4, 2, "3NT", 'N', "=")};
    const SessionResult r = scoreSession(in);
    REQUIRE(r.matches.size() == 1);
    CHECK(r.matches[0].pointsA == -3);
    CHECK(r.matches[0].pointsB == -3);
    // Each team's VPs come from its own −3 over one board; they do not sum to 20.
    CHECK(r.matches[0].vpA == Approx(r.matches[0].vpB));
    CHECK(r.matches[0].vpA < 10);
}

TEST_CASE("IMP pairs give an adjusted table ±3 and leave it out of the comparison",
          "[session][cross-imps]") {
    SessionInput in;
    in.method = ScoringMethod::CrossImps;
    TravellerLine a;
    a.board = 1;
    a.ns = 3;
    a.ew = 4;
    a.adjusted = parseAdjustedScore("A+/A");
    in.lines = {line(1, 1, 2, "4S", 'N', "="), line(1, 5, 6, "4S", 'N', "-1"), a};
    const SessionResult r = scoreSession(in);
    CHECK(lineOf(r, 1, 1).nsPoints == 10); // 420 against −50 only
    CHECK(lineOf(r, 1, 3).nsPoints == 3);
    CHECK(lineOf(r, 1, 3).ewPoints == 0);
}

TEST_CASE("the modern duplicate page's score cards: -1, -3, +13, +6, fifteen IMPs ahead",
          "[session][teams]") {
    // Our team: pair 1 North-South at table 1, pair 2 East-West at table 2; theirs 3 and 4.
    SessionInput in;
    in.method = ScoringMethod::TeamImps;
    in.teamOf = {{1, 1}, {2, 1}, {3, 2}, {4, 2}};
    in.lines = {
        // 30 against us: 420 against 450, one IMP lost.
        line(1, 1, 3, "4S", 'N', "="),
        line(1, 4, 2, "4S", 'N', "+1"),
        // Our North-South beat West's 5D (doubled, three down: +500); at table 2 our
        // East-West let North make 4H vulnerable (620): 120 against, three IMPs lost.
        line(2, 1, 3, "5DX", 'W', "-3"),
        line(2, 4, 2, "4H", 'N', "="),
        // We bid the small slam at table 2 (6S by East, vulnerable: 1430) where they stopped
        // in game at table 1 (4S + 2: 680): 750, thirteen IMPs.
        line(3, 1, 3, "4S", 'E', "+2"),
        line(3, 4, 2, "6S", 'E', "="),
        // Both Norths made nine tricks in hearts: ours in 2H (140), theirs in 4H one down
        // vulnerable (−100): 240, six IMPs.
        line(4, 1, 3, "2H", 'N', "+1"),
        line(4, 4, 2, "4H", 'N', "-1"),
    };
    const SessionResult r = scoreSession(in);
    CHECK(lineOf(r, 1, 1).nsPoints == -1);
    CHECK(lineOf(r, 2, 1).nsPoints == -3);
    CHECK(lineOf(r, 3, 1).nsPoints == 13);
    CHECK(lineOf(r, 4, 1).nsPoints == 6);
    REQUIRE(r.matches.size() == 1);
    CHECK(r.matches[0].pointsA == 15);
}

TEST_CASE("four pairs at whist: matches won, then tricks (Foster's Duplicate Whist)",
          "[session][whist]") {
    // Foster's Duplicate Whist's four-pair schedule: a (1) sits East-West at table 1 against b, c,
    // d in turn; table 2 holds d–c, b–d, c–b. Each set's eight hands are played at both tables. The
    // tricks are made up so that, as in Foster's example, "the a pair wins the tie with d,
    // being 6 tricks plus": a beats b by 4 and c by 3 and loses to d by 1.
    const int a = 1, b = 2, c = 3, d = 4;
    const int sets[3][4] = {{b, a, d, c}, {c, a, b, d}, {d, a, c, b}};
    // North-South tricks at table 1 and at table 2 on each hand of each set.
    const int table1[3] = {7, 6, 8};
    const int table2[3][8] = {
        {8, 8, 8, 8, 7, 7, 7, 7}, {7, 7, 7, 6, 6, 6, 6, 6}, {7, 8, 8, 8, 8, 8, 8, 8}};
    SessionInput in;
    in.method = ScoringMethod::Whist;
    in.whistPairMatches = true;
    for (int s = 0; s < 3; ++s)
        for (int h = 0; h < 8; ++h) {
            const int board = 8 * s + h + 1;
            in.lines.push_back(whist(board, sets[s][0], sets[s][1], table1[s]));
            in.lines.push_back(whist(board, sets[s][2], sets[s][3], table2[s][h]));
        }
    const SessionResult r = scoreSession(in);
    REQUIRE(r.matches.size() == 6);
    for (const MatchResult& m : r.matches) {
        INFO(m.teamA << " v " << m.teamB);
        CHECK(m.boards == 8);
        CHECK(m.pointsA == -m.pointsB);
    }
    const auto match = [&](int x, int y) {
        for (const MatchResult& m : r.matches)
            if (m.teamA == x && m.teamB == y)
                return m;
        FAIL("no match " << x << " v " << y);
        return MatchResult{};
    };
    CHECK(match(a, b).pointsA == 4);
    CHECK(match(a, c).pointsA == 3);
    CHECK(match(a, d).pointsA == -1);
    CHECK(match(b, d).pointsA == 3);
    CHECK(match(c, d).pointsA == -4);
    CHECK(match(b, c).pointsA == 1);
    REQUIRE(r.rankings.size() == 1);
    const Ranking& table = r.rankings[0];
    REQUIRE(table.rows.size() == 4);
    const std::vector<std::tuple<int, const char*, double, double>> want = {
        {a, "1", 2, 6}, {d, "2", 2, 2}, {b, "3", 2, 0}, {c, "4", 0, -8}};
    for (std::size_t i = 0; i < want.size(); ++i) {
        const auto& [pair, rank, won, tricks] = want[i];
        INFO("place " << i + 1);
        CHECK(table.rows[i].entry == pair);
        CHECK(table.rows[i].rank == std::string(rank));
        CHECK(table.rows[i].score == won);       // matches won
        CHECK(table.rows[i].tiebreak == tricks); // tricks gained, deciding ties
        if (tricks == 0)                         // b is level: 0, never "-0"
            CHECK_FALSE(std::signbit(table.rows[i].tiebreak));
    }
    // a held the East-West cards of all 24 hands at table 1.
    CHECK(rowOf(table, a).tricks == 8 * (13 - 7) + 8 * (13 - 6) + 8 * (13 - 8));
}

TEST_CASE("six pairs at whist: the last set is a's match with d, East-West against East-West",
          "[session][whist]") {
    // "a and d ... take seats E & W at two tables, the N & S positions being filled up by any
    // of the other players ... No notice is taken of the scores made by the N & S hands."
    SessionInput in;
    in.method = ScoringMethod::Whist;
    in.whistPairMatches = true;
    in.whistEastWestMatchBoards = {29, 30};
    // b (2) and c (3) fill the North-South seats against a (1) and d (4).
    in.lines = {whist(29, 2, 1, 6), whist(29, 3, 4, 8), whist(30, 2, 1, 7), whist(30, 3, 4, 7)};
    const SessionResult r = scoreSession(in);
    REQUIRE(r.matches.size() == 1);
    CHECK(r.matches[0].teamA == 1);
    CHECK(r.matches[0].teamB == 4);
    CHECK(r.matches[0].pointsA == 2); // a took 7 + 6 East-West, d 5 + 6
    CHECK(r.matches[0].vpA == 1);
    const Ranking& table = r.rankings.at(0);
    CHECK(table.rows.size() == 2); // b and c, who only filled seats, are not ranked
    CHECK(table.rows[0].entry == 1);
}
