// SPDX-License-Identifier: GPL-3.0-or-later
// The Howell's direction sequences and cyclic starters (McKinnon's notation): searched,
// stored, and the complete cyclic Howell of a starter. See detail/HowellSearch.h.
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

// The stored best direction sequences (HowellTables.cpp): "+" North-South, "-" East-West.
const char* storedDirectionSequence(int tables);

namespace {

std::vector<int> sequenceFromText(const std::string& text) {
    std::vector<int> d;
    for (char c : text)
        d.push_back(c == '+' ? 1 : -1);
    return d;
}

// ---------------------------------------------------------------- direction sequences

/// Bit k set: D[k] = +1. Agreements at distance δ = n − popcount(D xor rotate(D, δ)).
int maskDeviation(std::uint64_t mask, int n) {
    const int t = (n + 1) / 2;
    const std::uint64_t all = (n == 64) ? ~0ull : ((1ull << n) - 1);
    int dev = 0;
    for (int delta = 1; delta < t; ++delta) {
        const std::uint64_t rot = ((mask >> delta) | (mask << (n - delta))) & all;
        const int agree = n - std::popcount(mask ^ rot);
        dev += (agree - (t - 1)) * (agree - (t - 1));
    }
    return dev;
}

/// No sequence does better than this: 0 for even T; for odd T every distance misses T−1 by at
/// least one (the parity argument of the reference), so T−1.
int deviationBound(int tables) {
    return tables % 2 == 0 ? 0 : tables - 1;
}

std::vector<int> maskToSequence(std::uint64_t mask, int n) {
    std::vector<int> d(n);
    for (int k = 0; k < n; ++k)
        d[k] = (mask >> k) & 1 ? 1 : -1;
    return d;
}

/// Hadamard difference sets (perfect balance): quadratic residues for a prime n ≡ 3 (mod 4),
/// the twin-prime construction for n = p(p+2), Singer's for n = 15.
std::optional<std::vector<int>> differenceSetSequence(int n) {
    std::vector<int> d(n, -1);
    if (isPrime(n) && n % 4 == 3) {
        d[0] = 1; // {0} ∪ residues: the complement of the non-residues, also a difference set
        for (int x = 1; x < n; ++x)
            d[(x * x) % n] = 1;
        return d;
    }
    for (int p = 3; p * (p + 2) <= n; p += 2) {
        if (p * (p + 2) != n || !isPrime(p) || !isPrime(p + 2))
            continue;
        auto chi = [](int x, int q) {
            x = ((x % q) + q) % q;
            if (x == 0)
                return 0;
            for (int y = 1; y < q; ++y)
                if ((y * y) % q == x)
                    return 1;
            return -1;
        };
        // Difference set {(x,y): χ(x)χ(y) = 1} ∪ {(x,0)} of size (n−1)/2; D is its complement.
        for (int k = 0; k < n; ++k) {
            const int x = k % p;
            const int y = k % (p + 2);
            const bool inSet = y == 0 || chi(x, p) * chi(y, p + 2) == 1;
            d[k] = inSet ? -1 : 1;
        }
        return d;
    }
    if (n == 15) { // Singer: the m-sequence of x^4 + x + 1, ones → +1 (8 of them)
        int s = 1;
        for (int k = 0; k < 15; ++k) {
            d[k] = (s & 1) ? 1 : -1;
            const int bit = ((s >> 0) ^ (s >> 1)) & 1;
            s = (s >> 1) | (bit << 3);
        }
        return d;
    }
    return std::nullopt;
}

} // namespace

int sequenceDeviation(const std::vector<int>& d) {
    const int n = static_cast<int>(d.size());
    const int t = (n + 1) / 2;
    int dev = 0;
    for (int delta = 1; delta < t; ++delta) {
        int agree = 0;
        for (int k = 0; k < n; ++k)
            agree += d[k] == d[(k + delta) % n];
        dev += (agree - (t - 1)) * (agree - (t - 1));
    }
    return dev;
}

std::vector<int> searchDirectionSequence(int tables, int exhaustiveUpTo, std::uint64_t seed) {
    const int n = 2 * tables - 1;
    if (tables < 2 || n > 63)
        throw std::invalid_argument("direction sequences are searched for 2..32 tables");
    if (auto d = differenceSetSequence(n); d && sequenceDeviation(*d) == 0)
        return *d;
    const int bound = deviationBound(tables);
    if (n <= exhaustiveUpTo) {
        // Bit 0 is +1 (a rotation of any sequence has one there); choose T−1 of the other n−1
        // positions in increasing order of the mask (Gosper's hack), stop at the bound.
        std::uint64_t best = 0;
        int bestDev = 1 << 30;
        std::uint64_t c = (1ull << (tables - 1)) - 1;
        const std::uint64_t limit = 1ull << (n - 1);
        while (c < limit) {
            const std::uint64_t mask = (c << 1) | 1;
            const int dev = maskDeviation(mask, n);
            if (dev < bestDev) {
                bestDev = dev;
                best = mask;
                if (dev <= bound)
                    break;
            }
            const std::uint64_t u = c & (~c + 1);
            const std::uint64_t v = c + u;
            if (v == 0)
                break;
            c = v | (((v ^ c) / u) >> 2);
        }
        return maskToSequence(best, n);
    }
    // Simulated annealing over swaps of a +1 and a −1, restarts with the next seeds.
    Rng rng(seed);
    std::vector<int> best;
    int bestDev = 1 << 30;
    for (int restart = 0; restart < 40 && bestDev > bound; ++restart) {
        std::vector<int> d(n, -1);
        for (int k = 0; k < tables; ++k)
            d[k] = 1;
        rng.shuffle(d);
        int dev = sequenceDeviation(d);
        const long iterations = 60000;
        double temp = 3.0;
        const double cool = std::pow(0.05 / 3.0, 1.0 / iterations);
        for (long it = 0; it < iterations && bestDev > bound; ++it, temp *= cool) {
            int i = rng.below(n);
            int j = rng.below(n);
            if (d[i] == d[j])
                continue;
            std::swap(d[i], d[j]);
            const int nd = sequenceDeviation(d);
            if (nd <= dev || rng.unit() < std::exp((dev - nd) / temp)) {
                dev = nd;
                if (dev < bestDev) {
                    bestDev = dev;
                    best = d;
                }
            } else {
                std::swap(d[i], d[j]);
            }
        }
    }
    return best;
}

std::vector<int> bestDirectionSequence(int tables) {
    if (const char* stored = storedDirectionSequence(tables))
        return sequenceFromText(stored);
    return searchDirectionSequence(tables);
}

// ---------------------------------------------------------------- starters

std::vector<int> directionSequence(const CyclicStarter& starter) {
    const int t = starter.tables;
    const int n = 2 * t - 1;
    std::vector<int> d(n, 0);
    auto put = [&](int pair, int set, int value) {
        if (pair == 2 * t)
            return;
        int& slot = d[mod((set - 1) - (pair - 1), n)];
        if (slot != 0)
            throw std::invalid_argument("the starter plays a set twice with one pair");
        slot = value;
    };
    for (const auto& tb : starter.round1) {
        put(tb.ns, tb.set, 1);
        put(tb.ew, tb.set, -1);
    }
    return d;
}

std::optional<CyclicStarter> starterForSequence(const std::vector<int>& d, std::uint64_t seed) {
    const int n = static_cast<int>(d.size());
    const int t = (n + 1) / 2;
    std::vector<int> plus;
    std::vector<int> minus;
    for (int k = 0; k < n; ++k)
        (d[k] == 1 ? plus : minus).push_back(k);
    if (static_cast<int>(plus.size()) != t || static_cast<int>(minus.size()) != t - 1)
        return std::nullopt;

    // Table i (for minus[i]): North-South element a with σ(a) = s − a = p ∈ plus, East-West
    // element b = a + (p − q) with σ(b) = q. The differences ±(b − a) must cover every class
    // once (every pair meets every other), the elements must partition Z_n but one (the fixed
    // pair's opponent) and the set offsets s must differ.
    Rng rng(seed);
    for (int attempt = 0; attempt < 60; ++attempt) {
        std::vector<char> usedP(n, 0), usedClass(n, 0), usedElem(n, 0), usedS(n, 0);
        std::vector<CyclicStarter::Table> tables(t - 1);
        std::vector<int> pOrder = plus;
        std::vector<int> aOrder(n);
        std::iota(aOrder.begin(), aOrder.end(), 0);
        rng.shuffle(pOrder);
        rng.shuffle(aOrder);
        std::vector<int> qOrder = minus;
        rng.shuffle(qOrder);
        long nodes = 0;
        const long nodeLimit = 20000;
        CyclicStarter::Table fixed;
        auto dfs = [&](auto&& self, int level) -> bool {
            if (++nodes > nodeLimit)
                return false;
            if (level == t - 1) {
                int p = -1;
                int a = -1;
                for (int k : plus)
                    if (!usedP[k])
                        p = k;
                for (int e = 0; e < n; ++e)
                    if (!usedElem[e])
                        a = e;
                const int s = mod(p + a, n);
                if (usedS[s])
                    return false;
                fixed = {a + 1, 2 * t, s + 1};
                return true;
            }
            const int q = qOrder[level];
            for (int p : pOrder) {
                if (usedP[p])
                    continue;
                const int diff = mod(p - q, n);
                const int cls = std::min(diff, n - diff);
                if (usedClass[cls])
                    continue;
                for (int a : aOrder) {
                    const int b = mod(a + diff, n);
                    const int s = mod(p + a, n);
                    if (usedElem[a] || usedElem[b] || usedS[s])
                        continue;
                    usedP[p] = usedClass[cls] = usedElem[a] = usedElem[b] = usedS[s] = 1;
                    tables[level] = {a + 1, b + 1, s + 1};
                    if (self(self, level + 1))
                        return true;
                    usedP[p] = usedClass[cls] = usedElem[a] = usedElem[b] = usedS[s] = 0;
                    if (nodes > nodeLimit)
                        return false;
                }
            }
            return false;
        };
        if (dfs(dfs, 0)) {
            CyclicStarter starter;
            starter.tables = t;
            // The fixed pair sits East-West: it is compared T−1 times with everyone.
            starter.round1.push_back({fixed.ns, fixed.ew, fixed.set});
            std::sort(tables.begin(), tables.end(),
                      [](const auto& x, const auto& y) { return x.set < y.set; });
            for (const auto& tb : tables)
                starter.round1.push_back(tb);
            return starter;
        }
    }
    return std::nullopt;
}

CyclicStarter bestCyclicStarter(int tables) {
    if (tables < 4 || tables > 20)
        throw std::invalid_argument("cyclic Howells are built for 4..20 tables");
    const std::vector<int> d = bestDirectionSequence(tables);
    // Every rotation and reflection of D balances alike; try them until a starter fits.
    const int n = static_cast<int>(d.size());
    for (int variant = 0; variant < 2 * n; ++variant) {
        std::vector<int> v(n);
        for (int k = 0; k < n; ++k)
            v[k] = variant < n ? d[(k + variant) % n] : d[mod(variant - n - k, n)];
        if (auto s = starterForSequence(v, 1 + variant))
            return *s;
    }
    throw std::logic_error("no starter found for the best direction sequence");
}

Movement cyclicHowell(const CyclicStarter& starter, int boardsPerRound) {
    const int t = starter.tables;
    const int n = 2 * t - 1;
    if (t < 2 || static_cast<int>(starter.round1.size()) != t)
        throw std::invalid_argument("a cyclic starter needs one entry per table");
    auto advance = [&](int v, int r) { return v == 2 * t ? v : (v - 1 + r) % n + 1; };
    Movement m = newMovement(
        "howell", std::to_string(t) + "-table Howell",
        {.pairs = 2 * t,
         .tables = t,
         .rounds = n,
         .boardSets = n,
         .boardsPerRound = boardsPerRound > 0 ? boardsPerRound : defaultBoardsPerRound(n)});
    for (Round& round : m.rounds) {
        const int r = round.number - 1;
        for (int i = 0; i < t; ++i) {
            const auto& tb = starter.round1[i];
            round.tables.push_back(
                {i + 1, advance(tb.ns, r), advance(tb.ew, r), (tb.set - 1 + r) % n + 1});
        }
    }
    labelAsHowell(m, t, true);
    if (!validate(m).ok())
        throw std::invalid_argument("the starter does not give a Howell: " + validate(m).text(3));
    return m;
}

} // namespace overplay::movements
