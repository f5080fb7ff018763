// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/SessionLines.h"

#include "core/AuctionScore.h"
#include "core/Board.h"
#include "core/DuplicateScore.h"
#include "core/Error.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

namespace overplay::core::detail {

Grouped groupByBoard(const std::vector<TravellerLine>& lines) {
    Grouped g;
    if (lines.empty()) {
        g.start.push_back(0);
        return g;
    }
    int low = std::numeric_limits<int>::max(), high = std::numeric_limits<int>::min();
    for (const auto& l : lines) {
        if (l.board < 1)
            throw std::invalid_argument("board numbers start at 1 (a traveller line has board " +
                                        std::to_string(l.board) + ")");
        low = std::min(low, l.board);
        high = std::max(high, l.board);
    }
    const auto span = static_cast<std::size_t>(high - low) + 1;
    if (span <= 4 * lines.size() + 64) {
        // A counting sort: board numbers are few and dense, and it keeps input order.
        std::vector<std::size_t> count(span + 1, 0);
        for (const auto& l : lines)
            ++count[static_cast<std::size_t>(l.board - low) + 1];
        for (std::size_t b = 0; b < span; ++b) {
            if (count[b + 1] > 0)
                g.boards.push_back(low + static_cast<int>(b));
            count[b + 1] += count[b];
        }
        g.order.resize(lines.size());
        std::vector<std::size_t> next(count.begin(), count.end() - 1);
        for (std::size_t i = 0; i < lines.size(); ++i)
            g.order[next[static_cast<std::size_t>(lines[i].board - low)]++] = i;
        for (std::size_t b = 0; b < span; ++b)
            if (count[b + 1] > count[b])
                g.start.push_back(count[b]);
        g.start.push_back(lines.size());
        return g;
    }
    g.order.resize(lines.size());
    for (std::size_t i = 0; i < lines.size(); ++i)
        g.order[i] = i;
    std::stable_sort(g.order.begin(), g.order.end(),
                     [&](std::size_t a, std::size_t b) { return lines[a].board < lines[b].board; });
    for (std::size_t k = 0; k < g.order.size(); ++k) {
        if (k == 0 || lines[g.order[k]].board != lines[g.order[k - 1]].board) {
            g.boards.push_back(lines[g.order[k]].board);
            g.start.push_back(k);
        }
    }
    g.start.push_back(lines.size());
    return g;
}

bool isAssigned(const TravellerLine& l) {
    return l.adjusted.has_value() || l.weighted.has_value();
}

void checkLine(const TravellerLine& l) {
    if (!l.play && !l.adjusted && !l.whistTricksNs && !l.weighted && !l.notPlayed && !l.scoreOnlyNs)
        throw std::invalid_argument("board " + std::to_string(l.board) + ", pairs " +
                                    std::to_string(l.ns) + " and " + std::to_string(l.ew) +
                                    ": a traveller line needs a result, an adjusted score or "
                                    "whist tricks");
    if (l.whistTricksNs && (*l.whistTricksNs < 0 || *l.whistTricksNs > 13))
        throw InputError("Board " + std::to_string(l.board) + ": North-South cannot take " +
                         std::to_string(*l.whistTricksNs) + " tricks (0 to 13).");
}

int nsScoreOfPlay(const SessionInput& in, const Play& play, int board,
                  Vulnerability vulnerability) {
    if (!in.duplicateAuction)
        return northSouthScore(play, vulnerability);
    const auto deal = in.deals.find(board);
    return duplicateAuctionNorthSouthScore(*in.duplicateAuction, play,
                                           deal == in.deals.end() ? nullptr : &deal->second);
}

int nsScoreOf(const SessionInput& in, const TravellerLine& l, Vulnerability vulnerability) {
    if (l.play)
        return nsScoreOfPlay(in, *l.play, l.board, vulnerability);
    if (l.scoreOnlyNs)
        return *l.scoreOnlyNs;
    return *l.whistTricksNs;
}

int nsTricksOf(const TravellerLine& l) {
    if (l.whistTricksNs)
        return *l.whistTricksNs;
    if (!l.play)
        throw InputError("Board " + std::to_string(l.board) +
                         ": a slip with only the score has no tricks to compare in whist.");
    const Play& p = *l.play;
    if (p.contract.isPassedOut())
        throw InputError("Board " + std::to_string(l.board) +
                         ": a passed-out board has no tricks to compare in whist.");
    return sideOf(p.declarer) == Side::NorthSouth ? p.tricks : 13 - p.tricks;
}

double adjustmentImps(const TravellerLine& l, bool northSouth) {
    const AdjustedScore& a = *l.adjusted;
    if (northSouth ? a.nsPercent : a.ewPercent)
        throw InputError("Board " + std::to_string(l.board) + ": " + a.text() +
                         " is a percentage of a matchpoint top; IMP scoring takes A+, A or A- "
                         "(3, 0 or -3 IMPs).");
    switch (northSouth ? a.ns : a.ew) {
    case Adjustment::AveragePlus:
        return 3.0;
    case Adjustment::Average:
        return 0.0;
    case Adjustment::AverageMinus:
        return -3.0;
    }
    throw std::logic_error("unknown adjustment");
}

BoardResult startBoard(const SessionInput& in, const Grouped& g, std::size_t b) {
    BoardResult br;
    br.board = g.boards[b];
    const auto given = in.vulnerabilities.find(br.board);
    br.vulnerability =
        given == in.vulnerabilities.end() ? vulnerabilityOf(br.board) : given->second;
    br.lines.reserve(g.start[b + 1] - g.start[b]);
    for (std::size_t k = g.start[b]; k < g.start[b + 1]; ++k) {
        const TravellerLine& l = in.lines[g.order[k]];
        checkLine(l);
        ScoredLine s;
        s.line = l;
        if (!isAssigned(l))
            s.nsScore = nsScoreOf(in, l, br.vulnerability);
        br.lines.push_back(std::move(s));
    }
    return br;
}

void addToTotals(const BoardResult& br, const EntryIndex& entries, std::vector<Totals>& totals) {
    for (const ScoredLine& s : br.lines) {
        if (!s.compared)
            continue;
        Totals& ns = totals[entries.of(s.line.ns)];
        Totals& ew = totals[entries.of(s.line.ew)];
        ns.points += s.nsPoints;
        ew.points += s.ewPoints;
        ns.tops += br.top;
        ew.tops += br.top;
        ++ns.boards;
        ++ew.boards;
        ns.present = ew.present = true;
    }
}

EntryIndex pairEntries(const SessionInput& in) {
    std::vector<int> numbers;
    numbers.reserve(2 * in.lines.size());
    for (const auto& l : in.lines) {
        numbers.push_back(l.ns);
        numbers.push_back(l.ew);
    }
    return EntryIndex(numbers);
}

void sortByGroup(const BoardResult& br, std::vector<std::size_t>& where) {
    const auto groupOf = [&](std::size_t i) { return br.lines[i].line.group; };
    if (std::all_of(where.begin(), where.end(),
                    [&](std::size_t i) { return groupOf(i) == groupOf(where.front()); }))
        return;
    std::stable_sort(where.begin(), where.end(),
                     [&](std::size_t a, std::size_t b) { return groupOf(a) < groupOf(b); });
}

MatchResult matchResultOf(const std::pair<int, int>& teams, const MatchTotals& m) {
    MatchResult r;
    r.teamA = teams.first;
    r.teamB = teams.second;
    r.boards = m.boards;
    r.pointsA = m.pointsA;
    r.pointsB = m.pointsB;
    return r;
}

} // namespace overplay::core::detail
