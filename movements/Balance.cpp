// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Balance.h"

#include "core/Error.h"
#include "movements/Validator.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace overplay::movements {

namespace {

/// Balance is measured in tables of entries × entries: an entry outside 1..pairs, or more
/// entries than any movement may have, would index past them. Cheap beside the measuring;
/// the full check is validate()'s.
void requireMeasurable(const Movement& m) {
    if (m.pairs < 0 || m.pairs > MovementLimits::measuredEntries)
        throw core::InputError("the movement's balance cannot be measured: it has " +
                               std::to_string(m.pairs) + " entries, not 0.." +
                               std::to_string(MovementLimits::measuredEntries) + ".");
    auto inRange = [&](int e) { return e >= 0 && e <= m.pairs; };
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables)
            if (!inRange(t.ns) || !inRange(t.ew) ||
                !std::all_of(t.players.begin(), t.players.end(), inRange))
                throw core::InputError("the movement's balance cannot be measured: round " +
                                       std::to_string(r.number) + ", table " +
                                       std::to_string(t.table) + " seats an entry outside 1.." +
                                       std::to_string(m.pairs) + ".");
}

/// One holding of one set: the entry, its side (0 NS, 1 EW) and where it played.
struct Holding {
    int entry;
    int side;
    int round;
    int table;
};

/// Every holding of every set, by set.
std::map<int, std::vector<Holding>> holdingsBySet(const Movement& m) {
    std::map<int, std::vector<Holding>> bySet;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables) {
            if (!isInPlay(m, t))
                continue;
            if (m.isIndividual()) {
                for (int i = 0; i < 4; ++i)
                    bySet[t.set].push_back({t.players[i], i % 2, r.number, t.table});
            } else {
                bySet[t.set].push_back({t.ns, 0, r.number, t.table});
                bySet[t.set].push_back({t.ew, 1, r.number, t.table});
            }
        }
    return bySet;
}

std::vector<std::vector<int>> square(int n) {
    return std::vector<std::vector<int>>(n + 1, std::vector<int>(n + 1, 0));
}

bool sameTable(const Holding& a, const Holding& b) {
    return a.round == b.round && a.table == b.table;
}

} // namespace

std::vector<std::vector<int>> comparisonCounts(const Movement& m) {
    requireMeasurable(m);
    auto c = square(m.pairs);
    for (const auto& [set, hs] : holdingsBySet(m))
        for (std::size_t i = 0; i < hs.size(); ++i)
            for (std::size_t j = i + 1; j < hs.size(); ++j)
                if (hs[i].side == hs[j].side && !sameTable(hs[i], hs[j]) &&
                    hs[i].entry != hs[j].entry) {
                    ++c[hs[i].entry][hs[j].entry];
                    ++c[hs[j].entry][hs[i].entry];
                }
    return c;
}

std::vector<std::vector<int>> manningWeights(const Movement& m) {
    requireMeasurable(m);
    auto w = square(m.pairs);
    for (const auto& [set, hs] : holdingsBySet(m)) {
        // n: the number of times the set is played (tables holding it).
        const int n = static_cast<int>(hs.size()) / (m.isIndividual() ? 4 : 2);
        for (std::size_t i = 0; i < hs.size(); ++i)
            for (std::size_t j = i + 1; j < hs.size(); ++j) {
                const Holding& a = hs[i];
                const Holding& b = hs[j];
                if (a.entry == b.entry)
                    continue;
                int v;
                if (sameTable(a, b))
                    v = a.side == b.side ? -(n - 1) : n - 1; // partners (individuals), opponents
                else
                    v = a.side == b.side ? 1 : -1;
                w[a.entry][b.entry] += v;
                w[b.entry][a.entry] += v;
            }
    }
    return w;
}

std::string BalanceReport::countsText() const {
    std::ostringstream s;
    s << minComparisons << ".." << maxComparisons << " (ideal ";
    if (std::abs(idealComparisons - std::round(idealComparisons)) < 1e-9)
        s << std::lround(idealComparisons);
    else
        s << std::round(idealComparisons * 100) / 100;
    s << ")";
    return s.str();
}

BalanceReport measureBalance(const Movement& m) {
    if (m.pairs > MovementLimits::measuredEntries) {
        BalanceReport unmeasured;
        unmeasured.measured = false;
        return unmeasured;
    }
    requireMeasurable(m);
    BalanceReport report;
    // Fields: an entry's sides over the whole movement.
    std::vector<int> sides(m.pairs + 1, 0); // bit 1 NS, bit 2 EW
    for (const auto& [set, hs] : holdingsBySet(m))
        for (const Holding& h : hs)
            sides[h.entry] |= h.side == 0 ? 1 : 2;
    bool mixed = false;
    for (int e = 1; e <= m.pairs; ++e)
        mixed = mixed || sides[e] == 3;
    report.fields = mixed ? 1 : 2;

    const auto c = comparisonCounts(m);
    const auto w = manningWeights(m);
    std::vector<int> counts;
    std::vector<int> weights;
    for (int p = 1; p <= m.pairs; ++p)
        for (int q = p + 1; q <= m.pairs; ++q) {
            if (sides[p] == 0 || sides[q] == 0)
                continue; // never plays: nothing to compare
            if (report.fields == 2 && sides[p] != sides[q])
                continue;
            counts.push_back(c[p][q]);
            weights.push_back(w[p][q]);
        }
    report.pairsOfEntries = static_cast<int>(counts.size());
    if (counts.empty())
        return report;
    report.minComparisons = *std::min_element(counts.begin(), counts.end());
    report.maxComparisons = *std::max_element(counts.begin(), counts.end());
    double sum = 0;
    for (int v : counts) {
        sum += v;
        ++report.histogram[v];
    }
    report.idealComparisons = sum / counts.size();
    for (int v : counts)
        report.squaredDeviation += (v - report.idealComparisons) * (v - report.idealComparisons);
    const double rms = std::sqrt(report.squaredDeviation / counts.size());
    report.percent = report.idealComparisons > 0
                         ? std::max(0.0, 100.0 * (1.0 - rms / report.idealComparisons))
                         : 0.0;

    double wsum = 0;
    for (int v : weights)
        wsum += v;
    const double mean = wsum / weights.size();
    double var = 0;
    for (int v : weights)
        var += (v - mean) * (v - mean);
    var /= weights.size();
    report.manningQf = mean * mean + var > 0 ? 100.0 * mean * mean / (mean * mean + var) : 0.0;
    // Rounding noise must not keep a perfect movement from 100.
    if (var < 1e-12)
        report.manningQf = mean * mean > 0 ? 100.0 : 0.0;
    return report;
}

} // namespace overplay::movements
