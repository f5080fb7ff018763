// SPDX-License-Identifier: GPL-3.0-or-later
// Balancing a pairs movement by turning single tables in single rounds (simulated
// annealing over flips), for the plain comparison count and for Manning's measure.
#include "movements/detail/HowellSearch.h"
#include "movements/detail/HowellSearchTools.h"

#include "core/Error.h"
#include "core/SplitMix.h"
#include "movements/Balance.h"
#include "movements/PaleyHowell.h"
#include "movements/Validator.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <map>
#include <numeric>
#include <set>
#include <stdexcept>

namespace overplay::movements {

using namespace search;

// ---------------------------------------------------------------- balancing by flips

/// The plays a flip search may turn (every table in play with both pairs and a set): where
/// each is, its pairs, and the other plays of its set.
struct FlipPlays {
    struct Place {
        int round;
        int table;
    };
    std::vector<Place> places;
    std::vector<int> ns, ew;
    std::vector<std::vector<int>> others;
};

FlipPlays flipPlaysOf(const Movement& m) {
    FlipPlays out;
    std::map<int, std::vector<int>> bySet;
    for (int r = 0; r < static_cast<int>(m.rounds.size()); ++r)
        for (int i = 0; i < static_cast<int>(m.rounds[r].tables.size()); ++i) {
            const TableRound& tr = m.rounds[r].tables[i];
            if (tr.set == 0 || tr.ns == 0 || tr.ew == 0)
                continue;
            bySet[tr.set].push_back(static_cast<int>(out.places.size()));
            out.places.push_back({r, i});
            out.ns.push_back(tr.ns);
            out.ew.push_back(tr.ew);
        }
    out.others.resize(out.places.size());
    for (const auto& [set, list] : bySet)
        for (int i : list)
            for (int j : list)
                if (j != i)
                    out.others[i].push_back(j);
    return out;
}

/// Turns the movement's tables so each play's North-South pair is `ns`'s.
void orientAs(Movement& m, const FlipPlays& plays, const std::vector<int>& ns) {
    for (std::size_t i = 0; i < plays.places.size(); ++i) {
        TableRound& tr = m.rounds[plays.places[i].round].tables[plays.places[i].table];
        if (tr.ns != ns[i])
            std::swap(tr.ns, tr.ew);
    }
}

/// A square table of pair against pair (1..pairs each way), as the flip searches count them.
class PairTable {
public:
    explicit PairTable(int pairs)
        : m_side(pairs + 1), m_cells(static_cast<std::size_t>(m_side * m_side), 0) {}
    int& operator()(int a, int b) { return m_cells[static_cast<std::size_t>(a * m_side + b)]; }

private:
    int m_side;
    std::vector<int> m_cells;
};

/// Counts, for every two plays of one set, their North-South pairs against each other and
/// their East-West pairs against each other (both ways), and adds `across` for each pair
/// against the other play's pair of the other direction.
void countSetMates(PairTable& at, const FlipPlays& plays, int across) {
    const auto& ns = plays.ns;
    const auto& ew = plays.ew;
    for (std::size_t i = 0; i < plays.places.size(); ++i)
        for (int j : plays.others[i])
            if (static_cast<std::size_t>(j) > i) {
                ++at(ns[i], ns[j]), ++at(ns[j], ns[i]);
                ++at(ew[i], ew[j]), ++at(ew[j], ew[i]);
                if (across != 0) {
                    at(ns[i], ew[j]) += across, at(ew[j], ns[i]) += across;
                    at(ew[i], ns[j]) += across, at(ns[j], ew[i]) += across;
                }
            }
}

void improveBalanceByFlips(Movement& m, long iterations, std::uint64_t seed) {
    FlipPlays plays = flipPlaysOf(m);
    if (plays.places.empty() || iterations <= 0)
        return;
    std::vector<int>& ns = plays.ns;
    std::vector<int>& ew = plays.ew;
    const auto& others = plays.others;
    PairTable at(m.pairs);
    countSetMates(at, plays, 0);
    // Σ c² over pairs of pairs differs from Σ (c − mean)² by a constant: minimise it.
    auto flipDelta = [&](int i) {
        long delta = 0;
        const int x = ns[i];
        const int y = ew[i];
        for (int j : others[i]) {
            delta += 1 - 2 * at(x, ns[j]);
            delta += 1 + 2 * at(x, ew[j]);
            delta += 1 - 2 * at(y, ew[j]);
            delta += 1 + 2 * at(y, ns[j]);
        }
        return delta;
    };
    auto flip = [&](int i) {
        const int x = ns[i];
        const int y = ew[i];
        for (int j : others[i]) {
            --at(x, ns[j]), --at(ns[j], x);
            ++at(x, ew[j]), ++at(ew[j], x);
            --at(y, ew[j]), --at(ew[j], y);
            ++at(y, ns[j]), ++at(ns[j], y);
        }
        std::swap(ns[i], ew[i]);
    };
    orientAs(m, plays, annealFlips(ns, iterations, seed, {4.0, 0.02}, flipDelta, flip));
}

void improveManningByFlips(Movement& m, long iterations, std::uint64_t seed) {
    FlipPlays plays = flipPlaysOf(m);
    if (plays.places.empty() || iterations <= 0)
        return;
    const int np = static_cast<int>(plays.places.size());
    std::vector<int>& ns = plays.ns;
    std::vector<int>& ew = plays.ew;
    const auto& others = plays.others;
    // M(p,q) of Balance.h; the sum of M over all pairs of pairs does not change with a flip,
    // so Qf rises as Σ M² falls.
    PairTable at(m.pairs);
    for (int i = 0; i < np; ++i) {
        const int opponents = static_cast<int>(others[i].size()); // n − 1, n tables in play
        at(ns[i], ew[i]) += opponents;
        at(ew[i], ns[i]) += opponents;
    }
    countSetMates(at, plays, -1);
    // Flipping play i moves M(x,a) and M(y,b) by −2, M(x,b) and M(y,a) by +2 for every other
    // play (a NS, b EW) of its set, x and y its North-South and East-West pairs.
    auto flipDelta = [&](int i) {
        long delta = 0;
        const int x = ns[i];
        const int y = ew[i];
        for (int j : others[i])
            delta += 16 - 4 * at(x, ns[j]) + 4 * at(x, ew[j]) - 4 * at(y, ew[j]) + 4 * at(y, ns[j]);
        return delta;
    };
    auto flip = [&](int i) {
        const int x = ns[i];
        const int y = ew[i];
        for (int j : others[i]) {
            const int a = ns[j];
            const int b = ew[j];
            at(x, a) -= 2, at(a, x) -= 2;
            at(y, b) -= 2, at(b, y) -= 2;
            at(x, b) += 2, at(b, x) += 2;
            at(y, a) += 2, at(a, y) += 2;
        }
        std::swap(ns[i], ew[i]);
    };
    const std::vector<int> bestNs = annealFlips(ns, iterations, seed, {12.0, 0.2}, flipDelta, flip);
    // Back to the best seen, then downhill until no single flip helps.
    for (int i = 0; i < np; ++i)
        if (ns[i] != bestNs[i])
            flip(i);
    for (bool improved = true; improved;) {
        improved = false;
        for (int i = 0; i < np; ++i)
            if (flipDelta(i) < 0) {
                flip(i);
                improved = true;
            }
    }
    orientAs(m, plays, ns);
}

} // namespace overplay::movements
