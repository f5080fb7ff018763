// SPDX-License-Identifier: GPL-3.0-or-later
// The search for Howell designs H(R, 2T): cyclic ones from starters over Z_g (with
// stationary pairs and a point at infinity), and a seeded search where no cyclic one exists.
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

std::vector<DesignShape> designShapes(int tables, int rounds) {
    std::vector<DesignShape> shapes;
    if (rounds < tables || rounds > 2 * tables - 1)
        return shapes;
    // One orbit of R moving pairs and 2T − R stationary ones. Not for R = T even (a Mitchell:
    // it needs an orthomorphism of Z_T, which no cyclic group of even order has), nor for
    // R = T + 1 odd: with one table of two moving pairs (offset s) and the set m no table
    // uses, summing every pair's set offsets gives s ≡ m (mod R), yet s ≠ m.
    if (!(rounds == tables && rounds % 2 == 0) && !(rounds == tables + 1 && rounds % 2 == 1))
        shapes.push_back({rounds, 1, 2 * tables - rounds, false});
    if (rounds == tables) {
        if (rounds >= 4)                             // two orbits of Z_3 have no starter
            shapes.push_back({rounds, 2, 0, false}); // two orbits, nobody stationary
        shapes.push_back({rounds - 1, 2, 2, true});  // two orbits, two pairs and ∞
    }
    if (rounds == tables + 1) // two orbits of Z_T and ∞; one orbit fails for odd R
        shapes.push_back({rounds - 1, 2, 0, true});
    return shapes;
}

std::optional<Movement> cyclicHowellDesign(int tables, int rounds, const DesignShape& shape,
                                           std::uint64_t seed, int attempts) {
    const int g = shape.group;
    const int k = shape.orbits;
    const int stationary = shape.stationary;
    const int inf = shape.infinity ? 1 : 0;
    if (g < 2 || k < 1 || k > 2 || stationary < 0 || g + inf != rounds ||
        k * g + stationary != 2 * tables || (inf && k != 2) || rounds < tables)
        return std::nullopt;
    const int points = k * g + stationary;
    // Point o·g + e is element e of orbit o (pair o·g + e + 1, moved +1 a round); point k·g + j
    // is stationary pair j. The starter is round 1: a perfect matching of the points, a set
    // offset s (or ∞, −1) a table.
    struct Edge {
        int p;
        int q;
        int s;
    };
    Rng rng(seed);
    const long nodeLimit = 20000;
    for (int attempt = 0; attempt < attempts; ++attempt) {
        std::vector<char> covered(points, 0), usedS(g, 0), usedSigma(k * g, 0);
        std::vector<char> usedPure(k * g, 0), usedMixed(g, 0);
        bool infUsed = false;
        int stationaryUsed = 0;
        if (inf) {
            // Round ∞ seats element x of orbit 0 against element x of orbit 1 with set x:
            // mixed difference 0 and set offset 0 are taken for both orbits.
            usedMixed[0] = 1;
            usedSigma[0] = usedSigma[g] = 1;
        }
        // −1 in `order` stands for the next stationary pair (they are interchangeable).
        std::vector<int> order(k * g);
        std::iota(order.begin(), order.end(), 0);
        if (stationary > 0)
            order.push_back(-1);
        rng.shuffle(order);
        std::vector<int> sOrder(g);
        std::iota(sOrder.begin(), sOrder.end(), 0);
        if (inf)
            sOrder.push_back(-1);
        rng.shuffle(sOrder);
        std::vector<Edge> edges;
        long nodes = 0;
        // The first moving point in `order` not yet at a table (−1: every one is).
        auto firstUncovered = [&] {
            for (int c : order)
                if (c >= 0 && !covered[c])
                    return c;
            return -1;
        };
        auto dfs = [&](auto&& self) -> bool {
            if (++nodes > nodeLimit)
                return false;
            const int p = firstUncovered();
            if (p < 0)
                return stationaryUsed == stationary;
            const int op = p / g;
            const int ep = p % g;
            covered[p] = 1;
            for (int c : order) {
                int q = c;
                if (c < 0) {
                    if (stationaryUsed == stationary)
                        continue;
                    q = k * g + stationaryUsed;
                } else if (covered[q]) {
                    continue;
                }
                const bool toStationary = c < 0;
                const int oq = toStationary ? -1 : q / g;
                const int eq = toStationary ? 0 : q % g;
                char* meeting = nullptr; // the difference this table uses up
                if (!toStationary && oq == op) {
                    const int d = mod(eq - ep, g);
                    if (2 * d == g) // the pairs would meet twice
                        continue;
                    meeting = &usedPure[op * g + std::min(d, g - d)];
                } else if (!toStationary) {
                    meeting = &usedMixed[op == 0 ? mod(eq - ep, g) : mod(ep - eq, g)];
                }
                if (meeting && *meeting)
                    continue;
                if (meeting)
                    *meeting = 1;
                covered[q] = 1;
                if (toStationary)
                    ++stationaryUsed;
                for (int s : sOrder) {
                    if (s < 0) {
                        // Set ∞ at a mixed table: over the rounds it meets every pair once.
                        if (infUsed || toStationary || oq == op)
                            continue;
                        infUsed = true;
                        edges.push_back({p, q, -1});
                        if (self(self))
                            return true;
                        edges.pop_back();
                        infUsed = false;
                    } else {
                        if (usedS[s])
                            continue;
                        const int sp = op * g + mod(s - ep, g);
                        const int sq = toStationary ? -1 : oq * g + mod(s - eq, g);
                        if (usedSigma[sp] || (sq >= 0 && usedSigma[sq]))
                            continue;
                        usedS[s] = usedSigma[sp] = 1;
                        if (sq >= 0)
                            usedSigma[sq] = 1;
                        edges.push_back({p, q, s});
                        if (self(self))
                            return true;
                        edges.pop_back();
                        usedS[s] = usedSigma[sp] = 0;
                        if (sq >= 0)
                            usedSigma[sq] = 0;
                    }
                    if (nodes > nodeLimit)
                        break;
                }
                if (toStationary)
                    --stationaryUsed;
                covered[q] = 0;
                if (meeting)
                    *meeting = 0;
                if (nodes > nodeLimit)
                    break;
            }
            covered[p] = 0;
            return false;
        };
        // One orbit: the moving tables first, taking difference classes in increasing
        // position of `classes` (a combination: the tables are unordered), then each
        // stationary pair against the first free element. Much faster than pairing point by
        // point when the classes are nearly all needed (R near 2T − 2).
        std::vector<int> classes;
        for (int d = 1; 2 * d < g; ++d) // d = g/2 would make two pairs meet twice
            classes.push_back(d);
        rng.shuffle(classes);
        const int movingTables = tables - stationary;
        auto oneOrbit = [&](auto&& self, int level, std::size_t firstClass) -> bool {
            if (++nodes > nodeLimit)
                return false;
            if (level == tables)
                return true;
            if (level < movingTables) {
                for (std::size_t ci = firstClass; ci < classes.size(); ++ci) {
                    const int d = classes[ci];
                    for (int x : order) {
                        const int y = x < 0 ? 0 : mod(x + d, g);
                        if (x < 0 || covered[x] || covered[y])
                            continue;
                        for (int s : sOrder) {
                            const int sx = mod(s - x, g);
                            const int sy = mod(s - y, g);
                            if (usedS[s] || usedSigma[sx] || usedSigma[sy])
                                continue;
                            covered[x] = covered[y] = usedS[s] = usedSigma[sx] = usedSigma[sy] = 1;
                            edges.push_back({x, y, s});
                            if (self(self, level + 1, ci + 1))
                                return true;
                            edges.pop_back();
                            covered[x] = covered[y] = usedS[s] = usedSigma[sx] = usedSigma[sy] = 0;
                            if (nodes > nodeLimit)
                                return false;
                        }
                    }
                }
                return false;
            }
            const int x = firstUncovered();
            for (int s : sOrder) {
                const int sx = mod(s - x, g);
                if (usedS[s] || usedSigma[sx])
                    continue;
                covered[x] = usedS[s] = usedSigma[sx] = 1;
                edges.push_back({x, g + level - movingTables, s});
                if (self(self, level + 1, 0))
                    return true;
                edges.pop_back();
                covered[x] = usedS[s] = usedSigma[sx] = 0;
            }
            return false;
        };
        if (!(k == 1 && !inf ? oneOrbit(oneOrbit, 0, 0) : dfs(dfs)))
            continue;
        // Stationary tables first, as directors number them; a stationary pair sits
        // East-West, like the fixed pair of a complete Howell.
        std::stable_sort(edges.begin(), edges.end(), [&](const Edge& x, const Edge& y) {
            return x.q >= k * g && !(y.q >= k * g);
        });
        // Named by the caller.
        Movement m = newMovement("howell", "",
                                 {.pairs = 2 * tables,
                                  .tables = tables,
                                  .rounds = rounds,
                                  .boardSets = rounds,
                                  .boardsPerRound = defaultBoardsPerRound(rounds)});
        auto pairAt = [&](int point, int r) {
            return point >= k * g ? point + 1 : (point / g) * g + (point % g + r) % g + 1;
        };
        for (int r = 0; r < g; ++r) {
            for (int i = 0; i < tables; ++i) {
                const Edge& e = edges[i];
                const int set = e.s < 0 ? g + 1 : (e.s + r) % g + 1;
                m.rounds[r].tables.push_back({i + 1, pairAt(e.p, r), pairAt(e.q, r), set});
            }
        }
        if (inf) {
            // Round ∞: the two stationary pairs (if any) meet at table 1 on set ∞.
            Round& round = m.rounds[g];
            if (stationary == 2)
                round.tables.push_back({1, 2 * g + 1, 2 * g + 2, g + 1});
            for (int x = 0; x < g; ++x)
                round.tables.push_back(
                    {static_cast<int>(round.tables.size()) + 1, x + 1, g + x + 1, x + 1});
        }
        labelAsHowell(m, tables, false);
        if (validate(m).ok())
            return m;
    }
    return std::nullopt;
}

std::optional<Movement> searchedHowellDesign(int tables, int rounds, std::uint64_t seed,
                                             long nodeLimit) {
    if (rounds < tables || rounds > 2 * tables - 1 || tables < 2)
        return std::nullopt;
    const int pairs = 2 * tables;
    // Round 1 is fixed (pairs 2i−1, 2i on set i), which loses no design: relabel any.
    std::vector<char> met(pairs * pairs, 0), played(pairs * rounds, 0);
    std::vector<std::vector<std::array<int, 3>>> plan(rounds);
    for (int i = 0; i < tables; ++i) {
        plan[0].push_back({2 * i, 2 * i + 1, i});
        met[2 * i * pairs + 2 * i + 1] = met[(2 * i + 1) * pairs + 2 * i] = 1;
        played[2 * i * rounds + i] = played[(2 * i + 1) * rounds + i] = 1;
    }
    Rng rng(seed);
    std::vector<int> pairOrder(pairs);
    std::iota(pairOrder.begin(), pairOrder.end(), 0);
    std::vector<int> setOrder(rounds);
    std::iota(setOrder.begin(), setOrder.end(), 0);
    rng.shuffle(pairOrder);
    rng.shuffle(setOrder);
    std::vector<char> seated(pairs, 0), setUsed(rounds, 0);
    long nodes = 0;
    auto dfs = [&](auto&& self, int r) -> bool {
        if (++nodes > nodeLimit)
            return false;
        if (r == rounds)
            return true;
        if (static_cast<int>(plan[r].size()) == tables) {
            std::fill(seated.begin(), seated.end(), 0);
            std::fill(setUsed.begin(), setUsed.end(), 0);
            if (self(self, r + 1))
                return true;
            // Restore round r's marks for the caller.
            std::fill(seated.begin(), seated.end(), 1);
            std::fill(setUsed.begin(), setUsed.end(), 0);
            for (const auto& t : plan[r])
                setUsed[t[2]] = 1;
            return false;
        }
        // The unseated pair with the fewest (opponent, set) choices left; none: back.
        int p = -1;
        int fewest = 1 << 30;
        for (int c : pairOrder) {
            if (seated[c])
                continue;
            int choices = 0;
            for (int q = 0; q < pairs; ++q)
                if (q != c && !seated[q] && !met[c * pairs + q])
                    for (int s = 0; s < rounds; ++s)
                        choices +=
                            !setUsed[s] && !played[c * rounds + s] && !played[q * rounds + s];
            if (choices < fewest) {
                fewest = choices;
                p = c;
            }
        }
        if (fewest == 0)
            return false;
        seated[p] = 1;
        for (int q : pairOrder) {
            if (seated[q] || met[p * pairs + q])
                continue;
            seated[q] = 1;
            met[p * pairs + q] = met[q * pairs + p] = 1;
            for (int s : setOrder) {
                if (setUsed[s] || played[p * rounds + s] || played[q * rounds + s])
                    continue;
                setUsed[s] = played[p * rounds + s] = played[q * rounds + s] = 1;
                plan[r].push_back({p, q, s});
                if (self(self, r))
                    return true;
                plan[r].pop_back();
                setUsed[s] = played[p * rounds + s] = played[q * rounds + s] = 0;
                if (nodes > nodeLimit)
                    break;
            }
            met[p * pairs + q] = met[q * pairs + p] = 0;
            seated[q] = 0;
            if (nodes > nodeLimit)
                break;
        }
        seated[p] = 0;
        return false;
    };
    if (!dfs(dfs, 1))
        return std::nullopt;
    // Named by the caller.
    Movement m = newMovement("howell", "",
                             {.pairs = pairs,
                              .tables = tables,
                              .rounds = rounds,
                              .boardSets = rounds,
                              .boardsPerRound = defaultBoardsPerRound(rounds)});
    for (int r = 0; r < rounds; ++r)
        for (int i = 0; i < tables; ++i)
            m.rounds[r].tables.push_back(
                {i + 1, plan[r][i][0] + 1, plan[r][i][1] + 1, plan[r][i][2] + 1});
    labelAsHowell(m, tables, false);
    if (!validate(m).ok())
        return std::nullopt;
    return m;
}

} // namespace overplay::movements
