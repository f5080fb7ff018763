// SPDX-License-Identifier: GPL-3.0-or-later
// Team scoring of a session: each match's two tables found on every board and compared, then
// each match's VPs (team IMPs), board-a-match points or matches won (whist between teams).
// Kept apart from Session.cpp because teams rank from their matches, not from a field.
#include "core/SessionTeams.h"

#include "core/BoardAMatch.h"
#include "core/Error.h"
#include "core/Imps.h"
#include "core/VictoryPoints.h"
#include "core/WhistScore.h"

#include <algorithm>
#include <map>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>

namespace overplay::core::detail {

namespace {

int teamOfPair(const SessionInput& in, int pair) {
    if (in.teamOf.empty())
        return pair; // lines name the teams themselves
    const auto it = in.teamOf.find(pair);
    if (it == in.teamOf.end())
        throw InputError("Pair " + std::to_string(pair) + " belongs to no team.");
    return it->second;
}

/// Finds the two tables of each match on each board and lets `compare` score them:
/// compare(lineWhereANs, lineWhereBNs) returns {A's points, B's points}.
template <typename Compare>
void scoreTeamBoards(const SessionInput& in, const Grouped& g, SessionResult& out,
                     std::map<std::pair<int, int>, MatchTotals>& matches, Compare compare) {
    struct TableSeat {
        int low, high;
        bool lowNs;
        std::size_t line;
    };
    std::vector<TableSeat> seats;
    for (std::size_t b = 0; b < g.boards.size(); ++b) {
        BoardResult br = startBoard(in, g, b);
        seats.clear();
        for (std::size_t i = 0; i < br.lines.size(); ++i) {
            const int ns = teamOfPair(in, br.lines[i].line.ns);
            const int ew = teamOfPair(in, br.lines[i].line.ew);
            br.lines[i].compared = false;
            // A team's own pairs at one table (the first round of Gilman's systems, Foster's
            // Duplicate Whist: "each team play at its own table first", for an individual score) is
            // no match: the line stands, compared with nothing, and the rest of the event still
            // ranks.
            if (ns == ew)
                continue;
            seats.push_back(TableSeat{std::min(ns, ew), std::max(ns, ew), ns < ew, i});
        }
        std::stable_sort(seats.begin(), seats.end(), [](const TableSeat& a, const TableSeat& c) {
            return std::pair(a.low, a.high) < std::pair(c.low, c.high);
        });
        for (std::size_t r = 0; r < seats.size();) {
            std::size_t e = r;
            while (e < seats.size() && seats[e].low == seats[r].low &&
                   seats[e].high == seats[r].high)
                ++e;
            // Pair the tables where the lower team sat North-South with those where it sat
            // East-West, in input order; a table left over has nothing to be compared with.
            std::vector<std::size_t> lowNs, highNs;
            for (std::size_t k = r; k < e; ++k)
                (seats[k].lowNs ? lowNs : highNs).push_back(seats[k].line);
            const std::size_t pairs = std::min(lowNs.size(), highNs.size());
            for (std::size_t k = 0; k < pairs; ++k) {
                ScoredLine& x = br.lines[lowNs[k]];
                ScoredLine& y = br.lines[highNs[k]];
                const auto [a, c] = compare(x, y);
                x.nsPoints = a;
                x.ewPoints = c;
                y.nsPoints = c;
                y.ewPoints = a;
                x.compared = y.compared = true;
                MatchTotals& m = matches[{seats[r].low, seats[r].high}];
                ++m.boards;
                m.pointsA += a;
                m.pointsB += c;
            }
            r = e;
        }
        out.boards.push_back(std::move(br));
    }
}

/// Each team's IMPs from one board of a match, adjusted lines counting ±3 for their side.
std::pair<double, double> teamImps(const ScoredLine& x, const ScoredLine& y) {
    if (x.line.adjusted || y.line.adjusted) {
        double a = 0, c = 0;
        if (x.line.adjusted) {
            a += adjustmentImps(x.line, true);
            c += adjustmentImps(x.line, false);
        }
        if (y.line.adjusted) {
            c += adjustmentImps(y.line, true);
            a += adjustmentImps(y.line, false);
        }
        return {a, c};
    }
    const int imps = impsFor(*x.nsScore - *y.nsScore);
    return {static_cast<double>(imps), static_cast<double>(-imps)};
}

} // namespace

/// Scores the team methods; fills `teams` and their totals for the ranking.
void scoreTeams(const SessionInput& in, const Grouped& g, SessionResult& out,
                std::vector<int>& teams, std::vector<Totals>& totals) {
    std::map<std::pair<int, int>, MatchTotals> matches;
    switch (in.method) {
    case ScoringMethod::TeamImps:
        scoreTeamBoards(in, g, out, matches, teamImps);
        break;
    case ScoringMethod::BoardAMatch:
        scoreTeamBoards(in, g, out, matches, [&](const ScoredLine& x, const ScoredLine& y) {
            // Won, halved or lost on the total-point difference, whatever its size (+130
            // against −120 wins by 10, which is 0 IMPs); an adjusted board goes to the side
            // its ±3 IMPs favour.
            double net = 0;
            if (x.line.adjusted || y.line.adjusted) {
                const auto [a, c] = teamImps(x, y);
                net = a - c;
            } else {
                net = *x.nsScore - *y.nsScore;
            }
            const int sign = net > 0 ? 1 : (net < 0 ? -1 : 0);
            return std::pair{boardAMatchPoints(sign, in.bamScale),
                             boardAMatchPoints(-sign, in.bamScale)};
        });
        break;
    case ScoringMethod::Whist:
        scoreTeamBoards(in, g, out, matches, [&](ScoredLine& x, ScoredLine& y) {
            if (x.line.adjusted || y.line.adjusted)
                throw InputError("Board " + std::to_string(x.line.board) +
                                 ": duplicate whist has no artificial adjusted scores; enter "
                                 "the tricks North-South are given.");
            const int tx = nsTricksOf(x.line), ty = nsTricksOf(y.line);
            x.nsScore = tx;
            y.nsScore = ty;
            const int gain = teamTrickGain(tx, ty);
            return std::pair{static_cast<double>(gain), static_cast<double>(-gain)};
        });
        break;
    default:
        throw std::logic_error("not a team method");
    }
    // Whist lines carry tricks as their score even where they found no partner table.
    if (in.method == ScoringMethod::Whist)
        for (BoardResult& br : out.boards)
            for (ScoredLine& s : br.lines)
                if (!s.line.adjusted)
                    s.nsScore = nsTricksOf(s.line);

    for (const auto& [key, m] : matches) {
        teams.push_back(key.first);
        teams.push_back(key.second);
    }
    if (in.method == ScoringMethod::TeamImps)
        for (const auto& [team, byes] : in.teamByes)
            teams.push_back(team);
    std::sort(teams.begin(), teams.end());
    teams.erase(std::unique(teams.begin(), teams.end()), teams.end());
    totals.assign(teams.size(), Totals{});
    const auto totalsOf = [&](int team) -> Totals& {
        return totals[static_cast<std::size_t>(std::lower_bound(teams.begin(), teams.end(), team) -
                                               teams.begin())];
    };
    for (const auto& [key, m] : matches) {
        MatchResult r = matchResultOf(key, m);
        Totals& a = totalsOf(r.teamA);
        Totals& b = totalsOf(r.teamB);
        switch (in.method) {
        case ScoringMethod::TeamImps: {
            // Each team's VPs from its own net IMPs; they differ from 20 − the other's only
            // when both sides of an adjusted board lost 3 (A−/A−).
            if (m.pointsA == -m.pointsB) {
                std::tie(r.vpA, r.vpB) = wbfVictoryPoints(m.pointsA, m.boards);
            } else {
                r.vpA = wbfVictoryPoints(m.pointsA, m.boards).first;
                r.vpB = wbfVictoryPoints(m.pointsB, m.boards).first;
            }
            // Ranked by VPs, then by net IMPs.
            a.points += r.vpA;
            b.points += r.vpB;
            a.tiebreak += m.pointsA;
            b.tiebreak += m.pointsB;
            break;
        }
        case ScoringMethod::BoardAMatch:
            a.points += m.pointsA;
            b.points += m.pointsB;
            break;
        default: {
            // Whist: the team that wins most matches wins; tricks decide ties (Foster's).
            r.vpA = whistMatchPoints(static_cast<int>(m.pointsA));
            r.vpB = whistMatchPoints(static_cast<int>(m.pointsB));
            a.points += r.vpA;
            b.points += r.vpB;
            a.tiebreak += m.pointsA;
            b.tiebreak += m.pointsB;
            break;
        }
        }
        a.boards += m.boards;
        b.boards += m.boards;
        a.present = b.present = true;
        out.matches.push_back(r);
    }
    // A Swiss round with an odd number of teams gives one a bye: the VPs the director sets
    // for it, no IMPs.
    if (in.method == ScoringMethod::TeamImps)
        for (const auto& [team, byes] : in.teamByes) {
            Totals& t = totalsOf(team);
            t.points += byes * in.byeVictoryPoints;
            t.present = true;
        }
}

} // namespace overplay::core::detail
