// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Session.h"
#include "core/SessionLines.h"
#include "core/SessionTeams.h"
#include "core/SessionWhist.h"

#include "core/Text.h"

#include "core/Board.h"
#include "core/Butler.h"
#include "core/CrossImps.h"
#include "core/DuplicateScore.h"
#include "core/Error.h"
#include "core/Imps.h"
#include "core/Matchpoints.h"
#include "core/Ranking.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <limits>
#include <map>
#include <stdexcept>
#include <tuple>
#include <utility>

namespace overplay::core {

// ---------------------------------------------------------------------------------------
// Scoring

using namespace detail;

namespace {

// Matchpoints ---------------------------------------------------------------------------

/// The results of lines where[first..last) of a board, a weighted line as its outcomes.
std::vector<WeightedResult> weightedResults(const SessionInput& in, const BoardResult& br,
                                            const std::vector<std::size_t>& where,
                                            std::size_t first, std::size_t last) {
    std::vector<WeightedResult> results;
    results.reserve(last - first);
    for (std::size_t k = first; k < last; ++k) {
        const ScoredLine& s = br.lines[where[k]];
        WeightedResult r;
        if (s.line.weighted) {
            for (const WeightedOutcome& o : s.line.weighted->outcomes)
                r.emplace_back(o.percent / 100.0,
                               nsScoreOfPlay(in, o.play, br.board, br.vulnerability));
        } else {
            r.emplace_back(1.0, *s.nsScore);
        }
        results.push_back(std::move(r));
    }
    return results;
}

void scoreMatchpoints(const SessionInput& in, const Grouped& g, MatchpointScale scale,
                      SessionResult& out, const EntryIndex& entries, std::vector<Totals>& totals) {
    int expected = in.expectedPerBoard;
    if (expected <= 0)
        for (std::size_t b = 0; b < g.boards.size(); ++b)
            expected = std::max(expected, static_cast<int>(g.start[b + 1] - g.start[b]));
    const double top = matchpointTop(expected, scale);
    const bool round = scale == MatchpointScale::Ebu && in.roundNeuberg;

    // Real scores first: the session percentages that A+ and A− may take come from them.
    std::vector<int> scores;
    std::vector<std::size_t> where;
    std::vector<double> points;
    MatchpointWorkspace workspace;
    const BoardMatchpointing how{scale, expected, round};
    std::vector<double> realPoints(entries.size(), 0.0), realTops(entries.size(), 0.0);
    bool anyAdjusted = false;
    out.boards.reserve(g.boards.size());
    for (std::size_t b = 0; b < g.boards.size(); ++b) {
        BoardResult br = startBoard(in, g, b);
        br.top = top;
        where.clear();
        bool anyWeighted = false;
        for (std::size_t i = 0; i < br.lines.size(); ++i) {
            if (br.lines[i].nsScore || br.lines[i].line.weighted) {
                where.push_back(i);
                anyWeighted = anyWeighted || br.lines[i].line.weighted.has_value();
            } else {
                anyAdjusted = true;
            }
        }
        // A fouled board's groups are compared apart; almost always there is one group.
        sortByGroup(br, where);
        for (std::size_t first = 0; first < where.size();) {
            const int group = br.lines[where[first]].line.group;
            std::size_t last = first;
            scores.clear();
            while (last < where.size() && br.lines[where[last]].line.group == group)
                scores.push_back(br.lines[where[last++]].nsScore.value_or(0));
            points.resize(scores.size());
            if (anyWeighted)
                matchpointWeightedBoard(weightedResults(in, br, where, first, last), how, points);
            else
                matchpointBoard(scores, how, points, workspace);
            for (std::size_t k = 0; k < scores.size(); ++k) {
                ScoredLine& s = br.lines[where[first + k]];
                s.nsPoints = points[k];
                s.ewPoints = top - s.nsPoints;
                const std::size_t nsEntry = entries.of(s.line.ns);
                const std::size_t ewEntry = entries.of(s.line.ew);
                realPoints[nsEntry] += s.nsPoints;
                realPoints[ewEntry] += s.ewPoints;
                realTops[nsEntry] += top;
                realTops[ewEntry] += top;
            }
            first = last;
        }
        out.boards.push_back(std::move(br));
    }
    if (anyAdjusted) {
        const auto sessionPercent = [&](int entry) -> std::optional<double> {
            const std::size_t e = entries.of(entry);
            if (realTops[e] <= 0)
                return std::nullopt;
            return percentOf(realPoints[e], realTops[e]);
        };
        for (BoardResult& br : out.boards) {
            for (ScoredLine& s : br.lines) {
                if (!s.line.adjusted)
                    continue;
                const AdjustedScore& a = *s.line.adjusted;
                // A side given an explicit percentage earns exactly that.
                const double nsPercent = a.nsPercent
                                             ? *a.nsPercent
                                             : adjustedPercent(a.ns, sessionPercent(s.line.ns),
                                                               in.adjustedBySessionPercentage);
                const double ewPercent = a.ewPercent
                                             ? *a.ewPercent
                                             : adjustedPercent(a.ew, sessionPercent(s.line.ew),
                                                               in.adjustedBySessionPercentage);
                s.nsPoints = top * nsPercent / 100.0;
                s.ewPoints = top * ewPercent / 100.0;
            }
        }
    }
    for (const BoardResult& br : out.boards)
        addToTotals(br, entries, totals);
}

// IMP pairs -----------------------------------------------------------------------------

/// IMPs of a board (or group) holding a weighted score, each outcome IMPed as if real and
/// weighted (Law 12C1(c)). Cross-IMPs: every comparison weighted by both outcomes' weights,
/// averaged over the n − 1 comparisons. Butler: the datum comes from the real results alone
/// (an assigned score is not a result the field made), or from the outcomes when there are
/// none, and each outcome is IMPed against it.
std::vector<double> weightedImps(const std::vector<WeightedResult>& results, bool butler,
                                 DatumRule rule) {
    std::vector<double> imps(results.size(), 0.0);
    if (butler) {
        std::vector<int> real;
        for (const WeightedResult& r : results)
            if (r.size() == 1)
                real.push_back(r.front().second);
        if (real.empty())
            for (const WeightedResult& r : results)
                for (const auto& outcome : r)
                    real.push_back(outcome.second);
        const int datum = butlerDatum(real, rule);
        for (std::size_t i = 0; i < results.size(); ++i)
            for (const auto& [w, score] : results[i])
                imps[i] += w * impsFor(score - datum);
        return imps;
    }
    if (results.size() < 2)
        return imps;
    for (std::size_t i = 0; i < results.size(); ++i) {
        for (std::size_t j = 0; j < results.size(); ++j)
            if (j != i)
                for (const auto& [wi, si] : results[i])
                    for (const auto& [wj, sj] : results[j])
                        imps[i] += wi * wj * impsFor(si - sj);
        imps[i] /= static_cast<double>(results.size() - 1);
    }
    return imps;
}

void scoreImpPairs(const SessionInput& in, const Grouped& g, bool butler, SessionResult& out,
                   const EntryIndex& entries, std::vector<Totals>& totals) {
    std::vector<int> scores;
    std::vector<std::size_t> where;
    out.boards.reserve(g.boards.size());
    for (std::size_t b = 0; b < g.boards.size(); ++b) {
        BoardResult br = startBoard(in, g, b);
        where.clear();
        for (std::size_t i = 0; i < br.lines.size(); ++i) {
            ScoredLine& s = br.lines[i];
            if (s.nsScore || s.line.weighted) {
                where.push_back(i);
            } else {
                s.nsPoints = adjustmentImps(s.line, true);
                s.ewPoints = adjustmentImps(s.line, false);
            }
        }
        sortByGroup(br, where);
        bool oneGroup = true;
        for (std::size_t first = 0; first < where.size();) {
            const int group = br.lines[where[first]].line.group;
            std::size_t last = first;
            scores.clear();
            bool weighted = false;
            while (last < where.size() && br.lines[where[last]].line.group == group) {
                weighted = weighted || br.lines[where[last]].line.weighted.has_value();
                scores.push_back(br.lines[where[last++]].nsScore.value_or(0));
            }
            oneGroup = oneGroup && first == 0 && last == where.size();
            std::vector<double> imps;
            if (weighted) {
                imps =
                    weightedImps(weightedResults(in, br, where, first, last), butler, in.datumRule);
            } else if (butler) {
                const int datum = butlerDatum(scores, in.datumRule);
                if (oneGroup)
                    br.datum = datum; // a fouled board has a datum per group: none shown
                for (int i : butlerImps(scores, datum))
                    imps.push_back(i);
            } else {
                imps = crossImpAverages(scores);
            }
            for (std::size_t k = 0; k < scores.size(); ++k) {
                ScoredLine& s = br.lines[where[first + k]];
                s.nsPoints = imps[k];
                s.ewPoints = imps[k] == 0 ? 0.0 : -imps[k];
            }
            first = last;
        }
        addToTotals(br, entries, totals);
        out.boards.push_back(std::move(br));
    }
    if (butler)
        out.note = datumRuleDescription(in.datumRule);
}

// Individuals ---------------------------------------------------------------------------

/// The matchpoint top of the session's boards (0 for the IMP and team methods): what a
/// penalty given as a percentage of a top is a percentage of.
double boardTop(const SessionResult& out) {
    double top = 0;
    for (const BoardResult& br : out.boards)
        top = std::max(top, br.top);
    return top;
}

std::vector<Ranking> rankFields(const SessionInput& in, const EntryIndex& entries,
                                const std::vector<Totals>& totals, bool byPercent, double top);

/// Each player earns what the partnership earned on every board the player held a hand of:
/// North and South the North-South points, East and West the East-West points.
std::vector<Ranking> rankIndividuals(const SessionInput& in, const SessionResult& out,
                                     bool byPercent) {
    std::vector<int> players;
    players.reserve(in.partnerOn.size());
    for (const auto& [key, partner] : in.partnerOn)
        players.push_back(key.second);
    const EntryIndex entries(players);
    std::vector<Totals> totals(entries.size());
    const auto partnerOf = [&](int board, int player) {
        const auto it = in.partnerOn.find({board, player});
        if (it == in.partnerOn.end())
            throw InputError("Board " + std::to_string(board) + ": player " +
                             std::to_string(player) + " has no partner on it in this movement.");
        return it->second;
    };
    const bool whist = in.method == ScoringMethod::Whist;
    for (const BoardResult& br : out.boards)
        for (const ScoredLine& s : br.lines) {
            if (!s.compared)
                continue;
            const int b = br.board;
            const int nsTricks = whist && s.nsScore ? *s.nsScore : 0;
            for (const auto& [player, points, tricks] :
                 {std::tuple{s.line.ns, s.nsPoints, nsTricks},
                  std::tuple{partnerOf(b, s.line.ns), s.nsPoints, nsTricks},
                  std::tuple{s.line.ew, s.ewPoints, whist ? 13 - nsTricks : 0},
                  std::tuple{partnerOf(b, s.line.ew), s.ewPoints, whist ? 13 - nsTricks : 0}}) {
                Totals& t = totals[entries.of(player)];
                t.points += points;
                t.tops += br.top;
                t.tricks += tricks;
                ++t.boards;
                t.present = true;
            }
        }
    SessionInput oneField = in;
    oneField.fields.clear(); // partners change every round: every player in one field
    return rankFields(oneField, entries, totals, byPercent, boardTop(out));
}

// Rankings ------------------------------------------------------------------------------

bool isMatchpointed(ScoringMethod method) {
    return method == ScoringMethod::MatchpointsEbu || method == ScoringMethod::MatchpointsAcbl;
}

double deductionOf(const ProceduralPenalty& p, ScoringMethod method, double top) {
    if (p.unit == PenaltyUnit::Points)
        return p.amount;
    if (!isMatchpointed(method))
        throw InputError("A penalty of " + p.amountText() +
                         " needs matchpoint scoring; give it in the event's own units "
                         "(IMPs or VPs) instead.");
    return p.amount / 100.0 * top;
}

/// Takes each procedural penalty off its entry's points: only that entry's (the Laws 90 and
/// 91 penalise the offender; the opponents keep what the board gave them). A percentage is of
/// `top`, the matchpoint top of a board (the EBU White Book's "25% of a top").
void applyPenalties(const std::vector<ProceduralPenalty>& penalties, ScoringMethod method,
                    const EntryIndex& entries, double top, std::vector<Totals>& totals) {
    for (const ProceduralPenalty& p : penalties) {
        const std::size_t e = entries.of(p.entry);
        if (e >= entries.size() || !totals[e].present)
            continue; // an entry with no result is not ranked at all
        const double deduction = deductionOf(p, method, top);
        totals[e].points -= deduction;
        totals[e].penalty += deduction;
    }
}

std::vector<Ranking> rankFields(const SessionInput& in, const EntryIndex& entries,
                                const std::vector<Totals>& unpenalised, bool byPercent,
                                double top) {
    std::vector<Totals> penalised;
    if (!in.penalties.empty()) {
        penalised = unpenalised;
        applyPenalties(in.penalties, in.method, entries, top, penalised);
    }
    const std::vector<Totals>& totals = in.penalties.empty() ? unpenalised : penalised;
    // Fields in a stable, readable order: NS, EW, then any others by name.
    std::vector<std::pair<std::string, std::vector<int>>> fields;
    std::vector<bool> placed(entries.size(), false);
    if (!in.fields.empty()) {
        for (const char* first : {"NS", "EW"})
            if (const auto it = in.fields.find(first); it != in.fields.end())
                fields.emplace_back(it->first, it->second);
        for (const auto& [label, members] : in.fields)
            if (label != "NS" && label != "EW")
                fields.emplace_back(label, members);
    }
    std::vector<int> rest;
    for (auto& [label, members] : fields) {
        std::sort(members.begin(), members.end());
        for (int m : members) {
            if (entries.contains(m))
                placed[entries.of(m)] = true;
        }
    }
    for (std::size_t e = 0; e < entries.size(); ++e)
        if (!placed[e])
            rest.push_back(entries.number(e));
    if (!rest.empty())
        fields.emplace_back("", rest);

    std::vector<Ranking> rankings;
    for (const auto& [label, members] : fields) {
        Ranking ranking;
        ranking.direction = label;
        std::vector<int> present;
        std::vector<RankKey> keys;
        for (int m : members) {
            const std::size_t e = entries.of(m);
            if (e >= entries.size() || !totals[e].present)
                continue;
            present.push_back(m);
            const Totals& t = totals[e];
            keys.push_back(byPercent ? RankKey{percentOf(t.points, t.tops), 0.0}
                                     : RankKey{t.points, t.tiebreak});
        }
        for (const Place& p : placeEntries(keys)) {
            const Totals& t = totals[entries.of(present[p.index])];
            RankingRow row;
            row.rank = p.rank;
            row.entry = present[p.index];
            row.score = t.points;
            row.percent = byPercent ? roundPercent(percentOf(t.points, t.tops)) : 0.0;
            row.boards = t.boards;
            row.tiebreak = t.tiebreak;
            row.tricks = t.tricks;
            row.penalty = t.penalty;
            ranking.rows.push_back(std::move(row));
        }
        if (!ranking.rows.empty())
            rankings.push_back(std::move(ranking));
    }
    return rankings;
}

SessionResult scoreLines(const SessionInput& input) {
    if (input.method == ScoringMethod::TeamImps || input.method == ScoringMethod::BoardAMatch ||
        input.method == ScoringMethod::Whist)
        for (const TravellerLine& l : input.lines)
            if (l.weighted)
                throw InputError("Board " + std::to_string(l.board) +
                                 ": a weighted score is scored against a field of pairs; " +
                                 scoringMethodText(input.method) +
                                 " compares two tables, so enter the score the director "
                                 "assigns instead.");
    SessionResult out;
    const Grouped g = groupByBoard(input.lines);
    switch (input.method) {
    case ScoringMethod::MatchpointsEbu:
    case ScoringMethod::MatchpointsAcbl:
    case ScoringMethod::CrossImps:
    case ScoringMethod::Butler: {
        const EntryIndex entries = pairEntries(input);
        std::vector<Totals> totals(entries.size());
        bool byPercent = false;
        if (input.method == ScoringMethod::MatchpointsEbu ||
            input.method == ScoringMethod::MatchpointsAcbl) {
            scoreMatchpoints(input, g,
                             input.method == ScoringMethod::MatchpointsEbu ? MatchpointScale::Ebu
                                                                           : MatchpointScale::Acbl,
                             out, entries, totals);
            byPercent = true;
        } else {
            scoreImpPairs(input, g, input.method == ScoringMethod::Butler, out, entries, totals);
        }
        out.rankings = input.partnerOn.empty()
                           ? rankFields(input, entries, totals, byPercent, boardTop(out))
                           : rankIndividuals(input, out, byPercent);
        return out;
    }
    case ScoringMethod::Whist:
        if (input.teamOf.empty()) {
            const EntryIndex entries = pairEntries(input);
            std::vector<Totals> totals(entries.size());
            if (input.whistPairMatches) {
                scoreWhistPairMatches(input, g, out, entries, totals);
                SessionInput oneField = input;
                oneField.fields.clear(); // every pair against every pair: one table of matches
                out.rankings = rankFields(oneField, entries, totals, false, 0.0);
            } else {
                scoreCompassWhist(input, g, out, entries, totals);
                out.rankings = input.partnerOn.empty()
                                   ? rankFields(input, entries, totals, false, 0.0)
                                   : rankIndividuals(input, out, false);
            }
            cleanWhistScores(out.rankings);
            if (!input.whistPairMatches)
                out.overallWinners = compassWinners(out.rankings);
            return out;
        }
        [[fallthrough]];
    case ScoringMethod::TeamImps:
    case ScoringMethod::BoardAMatch: {
        std::vector<int> teams;
        std::vector<Totals> totals;
        scoreTeams(input, g, out, teams, totals);
        out.rankings = rankFields(input, EntryIndex(teams), totals, false, 0.0);
        return out;
    }
    }
    throw std::logic_error("unknown scoring method");
}

/// Scores a session some of whose lines were not played: the boards are scored over the
/// results they have, factored (Neuberg) to the results they should have had, and each
/// not-played line is put back on its traveller, in its place, earning nothing. Its pairs
/// count no top for it, so each is scored over the boards it played (EBU White Book).
SessionResult scoreWithNotPlayed(const SessionInput& input) {
    SessionInput played = input;
    played.lines.clear();
    std::map<int, int> linesOfBoard;
    for (const TravellerLine& l : input.lines) {
        ++linesOfBoard[l.board];
        if (!l.notPlayed)
            played.lines.push_back(l);
    }
    // A board's expected results include the lines not played: that is what they factor to.
    if (played.expectedPerBoard <= 0)
        for (const auto& [board, count] : linesOfBoard)
            played.expectedPerBoard = std::max(played.expectedPerBoard, count);
    SessionResult out = scoreLines(played);

    const Grouped all = groupByBoard(input.lines);
    std::vector<BoardResult> boards;
    boards.reserve(all.boards.size());
    const double top = boardTop(out);
    std::size_t next = 0; // the next board of `out` (both lists are in board order)
    for (std::size_t b = 0; b < all.boards.size(); ++b) {
        BoardResult br;
        if (next < out.boards.size() && out.boards[next].board == all.boards[b]) {
            br = std::move(out.boards[next++]);
        } else {
            br.board = all.boards[b];
            br.top = top;
        }
        // Played lines come back in input order; not-played ones go between them likewise.
        std::vector<ScoredLine> lines;
        lines.reserve(all.start[b + 1] - all.start[b]);
        std::size_t playedNext = 0;
        for (std::size_t k = all.start[b]; k < all.start[b + 1]; ++k) {
            const TravellerLine& l = input.lines[all.order[k]];
            if (l.notPlayed) {
                ScoredLine s;
                s.line = l;
                s.compared = false;
                lines.push_back(std::move(s));
            } else if (playedNext < br.lines.size()) {
                lines.push_back(std::move(br.lines[playedNext++]));
            }
        }
        br.lines = std::move(lines);
        boards.push_back(std::move(br));
    }
    out.boards = std::move(boards);
    return out;
}

} // namespace

double penaltyDeduction(const ProceduralPenalty& penalty, ScoringMethod method,
                        const SessionResult& result) {
    return deductionOf(penalty, method, boardTop(result));
}

SessionResult scoreSession(const SessionInput& input) {
    if (std::any_of(input.lines.begin(), input.lines.end(),
                    [](const TravellerLine& l) { return l.notPlayed; }))
        return scoreWithNotPlayed(input);
    return scoreLines(input);
}

} // namespace overplay::core
