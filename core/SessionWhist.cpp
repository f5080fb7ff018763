// SPDX-License-Identifier: GPL-3.0-or-later
// Duplicate whist between pairs: compass whist against each direction's average, Foster's pair
// matches won on tricks, and the overall winners. Kept apart from Session.cpp because whist
// counts tricks, not contract scores; whist between teams is in SessionTeams.cpp.
#include "core/SessionWhist.h"

#include "core/Error.h"
#include "core/WhistScore.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <string>
#include <tuple>
#include <utility>

namespace overplay::core::detail {

void scoreCompassWhist(const SessionInput& in, const Grouped& g, SessionResult& out,
                       const EntryIndex& entries, std::vector<Totals>& totals) {
    std::vector<int> tricks;
    for (std::size_t b = 0; b < g.boards.size(); ++b) {
        BoardResult br = startBoard(in, g, b);
        tricks.clear();
        for (ScoredLine& s : br.lines) {
            if (s.line.adjusted)
                throw InputError("Board " + std::to_string(br.board) +
                                 ": duplicate whist has no artificial adjusted scores; enter "
                                 "the tricks North-South are given.");
            tricks.push_back(nsTricksOf(s.line));
            if (entries.contains(s.line.ns))
                totals[entries.of(s.line.ns)].tricks += tricks.back();
            if (entries.contains(s.line.ew))
                totals[entries.of(s.line.ew)].tricks += 13 - tricks.back();
        }
        // Summed over a session this is each pair's total against its direction's average.
        const AverageScores scored = scoresAgainstAverage(tricks);
        for (std::size_t i = 0; i < br.lines.size(); ++i) {
            br.lines[i].nsScore = tricks[i];
            br.lines[i].nsPoints = scored.plusMinus[i];
            br.lines[i].ewPoints = scored.plusMinus[i] == 0 ? 0.0 : -scored.plusMinus[i];
        }
        addToTotals(br, entries, totals);
        out.boards.push_back(std::move(br));
    }
}

/// Foster's four- and six-pair schedules: every board is played at two tables, and the
/// North-South tricks at one less those at the other are a gain for one pair of each match
/// and the same loss for its opponent. Each two pairs' boards make one match, won on tricks.
void scoreWhistPairMatches(const SessionInput& in, const Grouped& g, SessionResult& out,
                           const EntryIndex& entries, std::vector<Totals>& totals) {
    std::map<std::pair<int, int>, MatchTotals> matches;
    const auto credit = [&](int pair, int opponent, int gain) {
        const bool first = pair < opponent;
        MatchTotals& m = matches[{std::min(pair, opponent), std::max(pair, opponent)}];
        ++m.boards;
        m.pointsA += first ? gain : -gain;
        m.pointsB += first ? -gain : gain;
    };
    for (std::size_t b = 0; b < g.boards.size(); ++b) {
        BoardResult br = startBoard(in, g, b);
        for (ScoredLine& s : br.lines) {
            if (s.line.adjusted)
                throw InputError("Board " + std::to_string(br.board) +
                                 ": duplicate whist has no artificial adjusted scores; enter "
                                 "the tricks North-South are given.");
            s.nsScore = nsTricksOf(s.line);
            s.compared = false;
            totals[entries.of(s.line.ns)].tricks += *s.nsScore;
            totals[entries.of(s.line.ew)].tricks += 13 - *s.nsScore;
        }
        // A board is compared once it has been played and overplayed; a third result (a
        // movement these schedules do not make) would have no one to be matched with.
        if (br.lines.size() == 2) {
            ScoredLine& x = br.lines[0];
            ScoredLine& y = br.lines[1];
            const int gain = pairTrickGain(*x.nsScore, *y.nsScore);
            const bool eastWestOnly =
                std::find(in.whistEastWestMatchBoards.begin(), in.whistEastWestMatchBoards.end(),
                          br.board) != in.whistEastWestMatchBoards.end();
            if (eastWestOnly) {
                credit(y.line.ew, x.line.ew, gain);
            } else {
                credit(x.line.ns, x.line.ew, gain);
                credit(y.line.ns, y.line.ew, -gain);
            }
            x.nsPoints = eastWestOnly ? 0 : gain;
            x.ewPoints = -gain;
            y.nsPoints = eastWestOnly ? 0 : -gain;
            y.ewPoints = gain;
            x.compared = y.compared = true;
        }
        out.boards.push_back(std::move(br));
    }
    for (const auto& [key, m] : matches) {
        MatchResult r = matchResultOf(key, m);
        r.vpA = whistMatchPoints(static_cast<int>(m.pointsA));
        r.vpB = whistMatchPoints(static_cast<int>(m.pointsB));
        for (const auto& [pair, vp, net] :
             {std::tuple{r.teamA, r.vpA, m.pointsA}, std::tuple{r.teamB, r.vpB, m.pointsB}}) {
            Totals& t = totals[entries.of(pair)];
            t.points += vp;
            t.tiebreak += net;
            t.boards += m.boards;
            t.present = true;
        }
        out.matches.push_back(r);
    }
}

/// Compass whist's overall winners: the pairs furthest above their direction's average.
std::vector<int> compassWinners(const std::vector<Ranking>& rankings) {
    std::vector<int> winners;
    double best = 0;
    for (const Ranking& ranking : rankings)
        for (const RankingRow& row : ranking.rows) {
            if (winners.empty() || row.score > best + 1e-9) {
                winners.assign(1, row.entry);
                best = row.score;
            } else if (std::abs(row.score - best) <= 1e-9) {
                winners.push_back(row.entry);
            }
        }
    std::sort(winners.begin(), winners.end());
    return winners;
}

/// Whist scores are whole tricks or tricks against an average (a multiple of 1/n): sums of
/// the per-board shares are cleaned of rounding dust, so an even score prints as 0, never
/// as "-0.00".
void cleanWhistScores(std::vector<Ranking>& rankings) {
    for (Ranking& ranking : rankings)
        for (RankingRow& row : ranking.rows) {
            // Adding +0.0 turns a negative zero into zero.
            row.score = std::round(row.score * 1e6) / 1e6 + 0.0;
            row.tiebreak = std::round(row.tiebreak * 1e6) / 1e6 + 0.0;
        }
}

} // namespace overplay::core::detail
