// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A made-up evening for the report tests and the report benchmark: a Mitchell-style
// movement, named pairs, dealt boards with a double-dummy table and par, and scored
// results. The values are only something to draw; the scoring itself is tested in core.

#include "core/Board.h"
#include "core/DuplicateScore.h"
#include "core/Session.h"
#include "movements/BoardPlacements.h"
#include "movements/Generate.h"
#include "reports/EventSnapshot.h"
#include "tests/support/Mitchell.h"

#include <QGuiApplication>

#include <algorithm>
#include <cstdlib>
#include <map>
#include <random>
#include <set>
#include <string>
#include <vector>

namespace overplay::reports::testing {

/// Painting needs a QGuiApplication; tests make one on the offscreen platform.
inline void ensureGuiApp() {
    if (QGuiApplication::instance())
        return;
    if (!std::getenv("QT_QPA_PLATFORM"))
        setenv("QT_QPA_PLATFORM", "offscreen", 1);
    static int argc = 1;
    static char name[] = "test_reports";
    static char* argv[] = {name, nullptr};
    static QGuiApplication app(argc, argv);
}

using overplay::tests::mitchell;

inline core::Deal dealOf(std::mt19937& random) {
    std::vector<int> cards(52);
    for (int i = 0; i < 52; ++i)
        cards[static_cast<std::size_t>(i)] = i;
    std::shuffle(cards.begin(), cards.end(), random);
    core::Deal deal;
    for (int i = 0; i < 52; ++i) {
        int c = cards[static_cast<std::size_t>(i)];
        deal.hands[static_cast<std::size_t>(i / 13)].add(
            core::Card{static_cast<core::Suit>(c / 13), c % 13 + 2});
    }
    return deal;
}

inline const char* const firstNames[] = {"Ann",   "Bob",   "Cathy", "David", "Eve",  "Frank",
                                         "Grace", "Harry", "Iris",  "Jack",  "Kate", "Liam"};
inline const char* const lastNames[] = {"Smith", "Jones",  "Brown", "Taylor", "Wilson",
                                        "Evans", "Thomas", "Moore", "Hughes", "Wood"};

/// Matchpoints (2 a score beaten, 1 a tie) and a two-field ranking, as a stand-in for
/// core::scoreSession.
inline core::SessionResult scoreFixture(const movements::Movement& m,
                                        std::vector<core::TravellerLine> lines) {
    core::SessionResult result;
    std::map<int, core::BoardResult> boards;
    for (auto& line : lines) {
        auto& board = boards[line.board];
        board.board = line.board;
        core::ScoredLine scored;
        scored.line = line;
        if (line.play)
            scored.nsScore = core::northSouthScore(*line.play, core::vulnerabilityOf(line.board));
        board.lines.push_back(scored);
    }
    std::map<int, double> total;
    std::map<int, int> played;
    std::map<int, double> tops;
    for (auto& [number, board] : boards) {
        board.top = 2.0 * (static_cast<double>(board.lines.size()) - 1);
        for (auto& a : board.lines) {
            if (!a.nsScore) { // adjusted: 60% / 40%
                a.nsPoints = board.top * 0.6;
                a.ewPoints = board.top * 0.4;
            } else {
                for (const auto& b : board.lines) {
                    if (&a == &b || !b.nsScore)
                        continue;
                    a.nsPoints += *a.nsScore > *b.nsScore ? 2 : *a.nsScore == *b.nsScore ? 1 : 0;
                }
                a.ewPoints = board.top - a.nsPoints;
            }
            total[a.line.ns] += a.nsPoints;
            total[a.line.ew] += a.ewPoints;
            ++played[a.line.ns];
            ++played[a.line.ew];
            tops[a.line.ns] += board.top;
            tops[a.line.ew] += board.top;
        }
        result.boards.push_back(board);
    }
    for (const char* direction : {"NS", "EW"}) {
        core::Ranking ranking;
        ranking.direction = direction;
        for (int e = 1; e <= m.pairs; ++e) {
            bool ns = e <= m.tables;
            if (ns != (std::string(direction) == "NS"))
                continue;
            core::RankingRow row;
            row.entry = e;
            row.score = total[e];
            row.percent = tops[e] > 0 ? 100.0 * total[e] / tops[e] : 0;
            row.boards = played[e];
            ranking.rows.push_back(row);
        }
        std::sort(ranking.rows.begin(), ranking.rows.end(),
                  [](const auto& a, const auto& b) { return a.score > b.score; });
        for (std::size_t i = 0; i < ranking.rows.size(); ++i) {
            std::size_t first = i;
            while (first > 0 && ranking.rows[first - 1].score == ranking.rows[i].score)
                --first;
            bool tied = (first != i) || (i + 1 < ranking.rows.size() &&
                                         ranking.rows[i + 1].score == ranking.rows[i].score);
            ranking.rows[i].rank = std::to_string(first + 1) + (tied ? "=" : "");
        }
        result.rankings.push_back(ranking);
    }
    return result;
}

/// A whole evening on this movement: named pairs, every board dealt and analysed (made-up
/// tables), every result entered and scored by scoreFixture.
inline EventSnapshot eveningOn(movements::Movement movement, unsigned seed = 7) {
    std::mt19937 random(seed);
    EventSnapshot s;
    s.eventName = "Tuesday Pairs";
    s.clubName = "Overplay Bridge Club";
    s.date = "2026-11-24";
    s.movement = std::move(movement);
    for (int e = 1; e <= s.movement.pairs; ++e) {
        EntryInfo info;
        info.number = e;
        std::size_t a = static_cast<std::size_t>(2 * e) % 12, b = (2 * e + 1) % 12;
        info.players = {
            std::string(firstNames[a]) + " " + lastNames[static_cast<std::size_t>(e) % 10],
            std::string(firstNames[b]) + " " + lastNames[static_cast<std::size_t>(e * 3 + 1) % 10]};
        s.entries[e] = info;
    }
    for (int b = 1; b <= s.movement.boards(); ++b) {
        BoardInfo board;
        board.number = b;
        board.dealer = core::dealerOf(b);
        board.vulnerability = core::vulnerabilityOf(b);
        board.deal = dealOf(random);
        core::DoubleDummyResult dd;
        for (int strain = 0; strain < 5; ++strain) {
            int ns = static_cast<int>(random() % 14);
            for (core::Seat seat : {core::Seat::North, core::Seat::South})
                dd.table.at(static_cast<core::Strain>(strain), seat) = ns;
            for (core::Seat seat : {core::Seat::East, core::Seat::West})
                dd.table.at(static_cast<core::Strain>(strain), seat) = 13 - ns;
        }
        dd.par.scoreNS = b % 2 ? 420 : -110;
        dd.par.contracts = {b % 2 ? "4S-NS" : "2H-EW"};
        board.doubleDummy = dd;
        s.boards.push_back(board);
    }
    std::vector<core::TravellerLine> lines;
    const char* contracts[] = {"4S", "3NT", "2H", "5DX", "1NT", "PASS"};
    for (const movements::BoardPlay& played : movements::boardPlays(s.movement)) {
        const movements::TableRound& t = played.table;
        core::TravellerLine line;
        line.board = played.board;
        line.ns = t.ns;
        line.ew = t.ew;
        line.round = played.round;
        line.table = t.table;
        if (t.table == 2 && played.round == 2 && played.board == s.movement.firstBoardOf(t.set)) {
            line.adjusted =
                core::AdjustedScore{core::Adjustment::AveragePlus, core::Adjustment::AverageMinus};
        } else {
            auto contract = core::parseContract(contracts[random() % 6]);
            auto declarer = static_cast<core::Seat>(random() % 4);
            int tricks =
                contract.isPassedOut()
                    ? 0
                    : std::clamp(contract.tricksNeeded() + static_cast<int>(random() % 4) - 2, 0,
                                 13);
            line.play = contract.isPassedOut()
                            ? core::Play{contract, core::Seat::North, 0}
                            : core::makePlayWithTricks(contract, declarer, tricks);
            if (!contract.isPassedOut())
                line.lead = core::Card{static_cast<core::Suit>(random() % 4),
                                       static_cast<int>(random() % 13) + 2};
        }
        lines.push_back(line);
    }
    s.result = scoreFixture(s.movement, lines);
    return s;
}

/// A movement from the generators: `size` tables, or teams for a team kind.
inline movements::Movement generated(const std::string& kind, int size) {
    movements::MovementRequest request;
    request.kind = kind;
    (kind.find("teams") != std::string::npos ? request.teams : request.tables) = size;
    return movements::generateMovement(request);
}

/// A whole evening: `tables` tables, `rounds` rounds of `boardsPerRound` boards from `sets`
/// board sets of the Mitchell above.
inline EventSnapshot evening(int tables = 3, int rounds = 3, int sets = 3, int boardsPerRound = 2,
                             unsigned seed = 7) {
    return eveningOn(mitchell(tables, rounds, sets, boardsPerRound), seed);
}

/// The evening's lines scored for real (core::scoreSession) by `method`. With `teamOf`
/// (pair → team) it is a team event whose teams are named "Team N"; without, North-South
/// and East-West are ranked apart when no pair changes direction, else as one field. Whist
/// turns every line into North-South's tricks.
inline EventSnapshot scoredWith(EventSnapshot s, core::ScoringMethod method,
                                std::map<int, int> teamOf = {}) {
    core::SessionInput input;
    input.method = method;
    input.teamOf = teamOf;
    int tricks = 0;
    for (const auto& board : s.result->boards)
        for (const auto& scored : board.lines) {
            core::TravellerLine line = scored.line;
            if (method == core::ScoringMethod::Whist) {
                line.play.reset();
                line.adjusted.reset();
                line.lead.reset();
                line.whistTricksNs = (tricks += 5) % 14;
            }
            input.lines.push_back(line);
        }
    if (teamOf.empty()) {
        // Two fields when no pair ever changes direction (a Mitchell), as db::rankEvent.
        std::set<int> ns, ew;
        for (const auto& round : s.movement.rounds)
            for (const auto& t : round.tables)
                if (t.set != 0 && t.ns != 0 && t.ew != 0) {
                    ns.insert(t.ns);
                    ew.insert(t.ew);
                }
        if (std::none_of(ns.begin(), ns.end(), [&](int p) { return ew.count(p) > 0; })) {
            input.fields["NS"] = std::vector<int>(ns.begin(), ns.end());
            input.fields["EW"] = std::vector<int>(ew.begin(), ew.end());
        }
    }
    s.method = method;
    s.movement.teamOf = teamOf;
    for (const auto& [pair, team] : teamOf) {
        s.teamNames[team] = "Team " + std::to_string(team);
        s.entries[pair].teamName = s.teamNames[team];
    }
    s.result = core::scoreSession(input);
    return s;
}

/// Four teams of two pairs over four tables of one round: teams 1 and 2 meet at tables 1
/// and 2, teams 3 and 4 at tables 3 and 4, each match over the same six boards.
inline EventSnapshot teamsEvening(core::ScoringMethod method) {
    auto s = evening(4, 1, 1, 6);
    s.eventName = "Thursday Teams";
    return scoredWith(s, method, {{1, 1}, {6, 1}, {2, 2}, {5, 2}, {3, 3}, {8, 3}, {4, 4}, {7, 4}});
}

} // namespace overplay::reports::testing
