// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Howell.h"
#include "movements/detail/HowellSearch.h"

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

// The stored best direction sequences (HowellTables.cpp): "+" North-South, "-" East-West.
const char* storedDirectionSequence(int tables);

namespace {

/// The searches' generator: the same movement from the same seed everywhere.
using Rng = core::SplitMix64;

/// The temperature of a simulated annealing, from its start to its end (geometric cooling).
struct Temperatures {
    double hot = 1.0;
    double cold = 0.01;
};

/// Simulated annealing over table flips: `ns[i]` is the North-South pair of play i,
/// `flipDelta(i)` the change of cost a flip of play i would make, `flip(i)` makes it (and swaps
/// ns[i]). Runs `iterations` random flips from `seed`; returns the orientation of the least
/// cost seen (the plays are left as the last step left them).
template <class Delta, class Flip>
std::vector<int> annealFlips(const std::vector<int>& ns, long iterations, std::uint64_t seed,
                             Temperatures t, Delta&& flipDelta, Flip&& flip) {
    Rng rng(seed);
    const int np = static_cast<int>(ns.size());
    long current = 0;
    long best = 0;
    std::vector<int> bestNs = ns;
    double temp = t.hot;
    const double cool = std::pow(t.cold / t.hot, 1.0 / static_cast<double>(iterations));
    for (long it = 0; it < iterations; ++it, temp *= cool) {
        const int i = rng.below(np);
        const long delta = flipDelta(i);
        if (delta <= 0 || rng.unit() < std::exp(-static_cast<double>(delta) / temp)) {
            flip(i);
            current += delta;
            if (current < best) {
                best = current;
                bestNs = ns;
            }
        }
    }
    return bestNs;
}

int mod(int a, int n) {
    return ((a % n) + n) % n;
}

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
    auto isPrime = [](int p) {
        if (p < 2)
            return false;
        for (int i = 2; i * i <= p; ++i)
            if (p % i == 0)
                return false;
        return true;
    };
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
    Movement m;
    m.kind = "howell";
    m.name = std::to_string(t) + "-table Howell";
    m.pairs = 2 * t;
    m.tables = t;
    m.boardSets = n;
    m.boardsPerRound = boardsPerRound > 0 ? boardsPerRound : defaultBoardsPerRound(n);
    for (int r = 0; r < n; ++r) {
        Round round;
        round.number = r + 1;
        for (int i = 0; i < t; ++i) {
            const auto& tb = starter.round1[i];
            round.tables.push_back(
                {i + 1, advance(tb.ns, r), advance(tb.ew, r), (tb.set - 1 + r) % n + 1});
        }
        m.rounds.push_back(round);
    }
    for (int p = 1; p <= m.pairs; ++p)
        m.pairLabels[p] = std::to_string(p);
    m.promises.timesEachSetPlayed = t;
    m.promises.everyPairMeetsEveryOther = true;
    m.promises.noPairMeetsTwice = true;
    m.promises.everyPairPlaysEverySet = true;
    if (!validate(m).ok())
        throw std::invalid_argument("the starter does not give a Howell: " + validate(m).text(3));
    return m;
}

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

void improveBalanceByFlips(Movement& m, long iterations, std::uint64_t seed) {
    FlipPlays plays = flipPlaysOf(m);
    if (plays.places.empty() || iterations <= 0)
        return;
    const int np = static_cast<int>(plays.places.size());
    std::vector<int>& ns = plays.ns;
    std::vector<int>& ew = plays.ew;
    const auto& others = plays.others;
    const int pairs = m.pairs;
    std::vector<int> c((pairs + 1) * (pairs + 1), 0);
    auto at = [&](int a, int b) -> int& { return c[a * (pairs + 1) + b]; };
    for (int i = 0; i < np; ++i)
        for (int j : others[i])
            if (j > i) {
                ++at(ns[i], ns[j]), ++at(ns[j], ns[i]);
                ++at(ew[i], ew[j]), ++at(ew[j], ew[i]);
            }
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
    const int pairs = m.pairs;
    std::vector<int> w((pairs + 1) * (pairs + 1), 0);
    auto at = [&](int a, int b) -> int& { return w[a * (pairs + 1) + b]; };
    for (int i = 0; i < np; ++i) {
        const int opponents = static_cast<int>(others[i].size()); // n − 1, n tables in play
        at(ns[i], ew[i]) += opponents;
        at(ew[i], ns[i]) += opponents;
    }
    for (int i = 0; i < np; ++i)
        for (int j : others[i])
            if (j > i) {
                ++at(ns[i], ns[j]), ++at(ns[j], ns[i]);
                ++at(ew[i], ew[j]), ++at(ew[j], ew[i]);
                --at(ns[i], ew[j]), --at(ew[j], ns[i]);
                --at(ew[i], ns[j]), --at(ns[j], ew[i]);
            }
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

// ---------------------------------------------------------------- sizes

std::string searchedHowellTableCase(int tables) {
    const std::vector<int> d = searchDirectionSequence(tables);
    std::string text;
    for (int v : d)
        text += v > 0 ? '+' : '-';
    return "    case " + std::to_string(tables) + ": // deviation " +
           std::to_string(sequenceDeviation(d)) + "\n        return \"" + text + "\";\n";
}

int defaultBoardsPerRound(int rounds) {
    return std::clamp((26 + rounds / 2) / std::max(rounds, 1), 2, 9);
}

namespace {

/// Two and three tables: the cyclic pairings (fixed pair against r, r±i), board sets found by
/// an exhaustive search with the fewest shared sets, then the best orientation of every table
/// in every round.
Movement smallHowell(int tables) {
    const int t = tables;
    const int n = 2 * t - 1;
    struct Slot {
        int a;
        int b;
        int set = -1;
    };
    std::vector<std::vector<Slot>> slots(n);
    for (int r = 0; r < n; ++r) {
        slots[r].push_back({2 * t - 1, r});
        for (int i = 1; i < t; ++i)
            slots[r].push_back({(r + i) % n, mod(r - i, n)});
    }
    // Branch and bound over the table-rounds: each pair plays every set once, each set is
    // played T times; the fewest tables sharing a set with another wins.
    std::vector<std::vector<int>> pairSets(2 * t, std::vector<int>(n, 0));
    std::vector<int> setCount(n, 0);
    int bestShares = 1 << 20;
    std::vector<std::vector<Slot>> best;
    auto dfs = [&](auto&& self, int idx, int shares) -> void {
        if (shares >= bestShares)
            return;
        if (idx == n * t) {
            bestShares = shares;
            best = slots;
            return;
        }
        const int r = idx / t;
        const int i = idx % t;
        Slot& s = slots[r][i];
        for (int set = 0; set < n; ++set) {
            if (pairSets[s.a][set] || pairSets[s.b][set] || setCount[set] == t)
                continue;
            int inRound = 0;
            for (int j = 0; j < i; ++j)
                inRound += slots[r][j].set == set;
            s.set = set;
            pairSets[s.a][set] = pairSets[s.b][set] = 1;
            ++setCount[set];
            self(self, idx + 1, shares + (inRound > 0));
            pairSets[s.a][set] = pairSets[s.b][set] = 0;
            --setCount[set];
            s.set = -1;
        }
    };
    dfs(dfs, 0, 0);
    Movement m;
    m.kind = "howell";
    m.name = std::to_string(t) + "-table Howell";
    m.pairs = 2 * t;
    m.tables = t;
    m.boardSets = n;
    m.boardsPerRound = defaultBoardsPerRound(n);
    for (int r = 0; r < n; ++r) {
        Round round;
        round.number = r + 1;
        std::map<int, std::vector<int>> tablesOfSet;
        for (int i = 0; i < t; ++i) {
            const Slot& s = best[r][i];
            round.tables.push_back({i + 1, s.a + 1, s.b + 1, s.set + 1});
            tablesOfSet[s.set + 1].push_back(i + 1);
        }
        for (const auto& [set, list] : tablesOfSet)
            if (list.size() > 1)
                m.promises.sharedTables.push_back({r + 1, list});
        m.rounds.push_back(round);
    }
    // Orientation: all 2^(T·n) choices (64 or 32768), the least Σ c² wins, first found on ties.
    // Counted on plain arrays: this loop is most of the time of a 3-table Howell.
    const int cells = n * t;
    const int pairCount = 2 * t;
    std::vector<int> cellNs(cells), cellEw(cells), cellSet(cells);
    for (int k = 0; k < cells; ++k) {
        const TableRound& tr = m.rounds[k / t].tables[k % t];
        cellNs[k] = tr.ns;
        cellEw[k] = tr.ew;
        cellSet[k] = tr.set;
    }
    long bestScore = -1;
    unsigned bestMask = 0;
    std::vector<int> c((pairCount + 1) * (pairCount + 1));
    for (unsigned mask = 0; mask < (1u << cells); ++mask) {
        std::fill(c.begin(), c.end(), 0);
        for (int x = 0; x < cells; ++x)
            for (int y = x + 1; y < cells; ++y) {
                if (cellSet[x] != cellSet[y])
                    continue;
                const bool fx = (mask >> x) & 1;
                const bool fy = (mask >> y) & 1;
                const int nsX = fx ? cellEw[x] : cellNs[x];
                const int ewX = fx ? cellNs[x] : cellEw[x];
                const int nsY = fy ? cellEw[y] : cellNs[y];
                const int ewY = fy ? cellNs[y] : cellEw[y];
                ++c[std::min(nsX, nsY) * (pairCount + 1) + std::max(nsX, nsY)];
                ++c[std::min(ewX, ewY) * (pairCount + 1) + std::max(ewX, ewY)];
            }
        long score = 0;
        for (int v : c)
            score += static_cast<long>(v) * v;
        if (bestScore < 0 || score < bestScore) {
            bestScore = score;
            bestMask = mask;
        }
    }
    for (int k = 0; k < cells; ++k)
        if ((bestMask >> k) & 1) {
            TableRound& tr = m.rounds[k / t].tables[k % t];
            std::swap(tr.ns, tr.ew);
        }
    for (int p = 1; p <= m.pairs; ++p)
        m.pairLabels[p] = std::to_string(p);
    m.promises.timesEachSetPlayed = t;
    m.promises.everyPairMeetsEveryOther = true;
    m.promises.noPairMeetsTwice = true;
    m.promises.everyPairPlaysEverySet = true;
    m.notes.push_back("Board sets are shared: where two tables play the same set in a round, "
                      "they play its boards in turn and exchange them.");
    return m;
}

/// Removes pair `phantom` (the highest number): its opponents sit out. Where the phantom sat at
/// one table all session (the fixed pair of a cyclic Howell, a stationary pair of a design),
/// that table is removed and the tables in play are numbered 1..T−1.
void removePhantom(Movement& m, int phantom) {
    std::set<int> phantomTables;
    for (Round& r : m.rounds)
        for (TableRound& tr : r.tables)
            if (tr.ns == phantom || tr.ew == phantom) {
                phantomTables.insert(tr.table);
                r.sitout.push_back(tr.ns == phantom ? tr.ew : tr.ns);
                tr.ns = tr.ew = tr.set = 0;
            }
    m.pairs = phantom - 1;
    m.pairLabels.erase(phantom);
    if (m.promises.timesEachSetPlayed > 0)
        m.promises.timesEachSetPlayed -= 1; // the phantom played each set once
    m.promises.everyPairPlaysEverySet = false;
    listOnlyTablesInPlay(m);
    if (phantomTables.size() == 1)
        removeTable(m, *phantomTables.begin());
}

/// The complete Howell for 2T pairs, the base of the odd and partial ones.
Movement completeEvenHowell(int tables) {
    Movement m;
    if (tables <= 3) {
        m = smallHowell(tables);
    } else if (tables == 14) {
        // No cyclic Howell of 14 tables is perfect; the one on the field of 27 elements is.
        m = paleyHowell(27);
    } else {
        m = cyclicHowell(bestCyclicStarter(tables), 0);
        const auto b = measureBalance(m);
        // For odd T the cyclic optimum, (2T−1)(T−1), is the least squared deviation of any
        // Howell (docs/movements.md); only an imperfect even T is worth a non-cyclic search.
        const bool provenBest =
            tables % 2 == 1 &&
            std::lround(b.squaredDeviation) == static_cast<long>(2 * tables - 1) * (tables - 1);
        if (b.minComparisons != b.maxComparisons && !provenBest) {
            // No perfect cyclic one: try to beat it with a non-cyclic orientation.
            Movement flipped = m;
            improveBalanceByFlips(flipped, 40000L * tables, 7);
            if (measureBalance(flipped).squaredDeviation < b.squaredDeviation - 1e-9) {
                m = flipped;
                m.notes.push_back("North-South and East-West were chosen table by table "
                                  "(not cyclically) for a better balance.");
            }
        }
    }
    m.notes.insert(m.notes.begin(),
                   "Pair " + std::to_string(2 * tables) + " stays at table 1 all session.");
    return m;
}

std::string sitoutNote() {
    return "Each round the pair listed as sitting out rests (it would have met the phantom "
           "pair); the tables in play are numbered from 1.";
}

std::string fitsText() {
    return "a Howell needs " + std::to_string(minHowellPairs) + " to " +
           std::to_string(maxHowellPairs) + " pairs";
}

void setBoards(Movement& m, int boardsPerRound) {
    m.boardsPerRound = boardsPerRound > 0
                           ? boardsPerRound
                           : defaultBoardsPerRound(static_cast<int>(m.rounds.size()));
}

} // namespace

Movement completeHowell(int pairs, int boardsPerRound) {
    if (pairs < minHowellPairs || pairs > maxHowellPairs)
        throw core::InputError(std::to_string(pairs) + " pairs: " + fitsText() + ".");
    const int tables = (pairs + 1) / 2;
    const bool paley = pairs % 2 == 1 && hasPaleyHowell(pairs);
    Movement m = paley ? paleyHowell(pairs) : completeEvenHowell(tables);
    if (paley) {
        // The phantom as the fixed pair of the Paley Howell: every two pairs are compared
        // exactly T−2 times (each misses one set, and of δ and −δ exactly one is a square).
        removePhantom(m, pairs + 1);
        m.name = std::to_string(tables) + "-table Howell, " + std::to_string(pairs) + " pairs";
        m.notes.insert(m.notes.begin(), sitoutNote());
    } else if (pairs % 2 == 1) {
        removePhantom(m, pairs + 1);
        improveBalanceByFlips(m, 20000L * tables, 11);
        m.name = std::to_string(tables) + "-table Howell, " + std::to_string(pairs) + " pairs";
        m.notes.erase(m.notes.begin());
        m.notes.insert(m.notes.begin(), sitoutNote());
    }
    setBoards(m, boardsPerRound);
    listOnlyTablesInPlay(m);
    return m;
}

namespace {

/// The known exceptions (Stinson, "The existence of Howell designs of odd side"; Anderson,
/// Schellenberg and Stinson, "The existence of Howell designs of even side"): an H(s, 2n)
/// exists for every n ≤ s ≤ 2n − 1 but H(2, 4), H(3, 4), H(5, 6) and H(5, 8).
bool howellDesignExists(int tables, int rounds) {
    if (rounds < tables || rounds > 2 * tables - 1)
        return false;
    const int s = rounds;
    const int v = 2 * tables;
    return !((s == 2 && v == 4) || (s == 3 && v == 4) || (s == 5 && v == 6) || (s == 5 && v == 8));
}

} // namespace

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
        auto dfs = [&](auto&& self) -> bool {
            if (++nodes > nodeLimit)
                return false;
            int p = -1;
            for (int c : order)
                if (c >= 0 && !covered[c]) {
                    p = c;
                    break;
                }
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
            int x = -1;
            for (int e : order)
                if (e >= 0 && !covered[e]) {
                    x = e;
                    break;
                }
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
        Movement m;
        m.kind = "howell";
        m.pairs = 2 * tables;
        m.tables = tables;
        m.boardSets = rounds;
        m.boardsPerRound = defaultBoardsPerRound(rounds);
        auto pairAt = [&](int point, int r) {
            return point >= k * g ? point + 1 : (point / g) * g + (point % g + r) % g + 1;
        };
        for (int r = 0; r < g; ++r) {
            Round round;
            round.number = r + 1;
            for (int i = 0; i < tables; ++i) {
                const Edge& e = edges[i];
                const int set = e.s < 0 ? g + 1 : (e.s + r) % g + 1;
                round.tables.push_back({i + 1, pairAt(e.p, r), pairAt(e.q, r), set});
            }
            m.rounds.push_back(round);
        }
        if (inf) {
            // Round ∞: the two stationary pairs (if any) meet at table 1 on set ∞.
            Round round;
            round.number = g + 1;
            if (stationary == 2)
                round.tables.push_back({1, 2 * g + 1, 2 * g + 2, g + 1});
            for (int x = 0; x < g; ++x)
                round.tables.push_back(
                    {static_cast<int>(round.tables.size()) + 1, x + 1, g + x + 1, x + 1});
            m.rounds.push_back(round);
        }
        for (int p = 1; p <= m.pairs; ++p)
            m.pairLabels[p] = std::to_string(p);
        m.promises.noPairMeetsTwice = true;
        m.promises.timesEachSetPlayed = tables;
        m.promises.everyPairPlaysEverySet = true;
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
    Movement m;
    m.kind = "howell";
    m.pairs = pairs;
    m.tables = tables;
    m.boardSets = rounds;
    m.boardsPerRound = defaultBoardsPerRound(rounds);
    for (int r = 0; r < rounds; ++r) {
        Round round;
        round.number = r + 1;
        for (int i = 0; i < tables; ++i)
            round.tables.push_back(
                {i + 1, plan[r][i][0] + 1, plan[r][i][1] + 1, plan[r][i][2] + 1});
        m.rounds.push_back(round);
    }
    for (int p = 1; p <= m.pairs; ++p)
        m.pairLabels[p] = std::to_string(p);
    m.promises.noPairMeetsTwice = true;
    m.promises.timesEachSetPlayed = tables;
    m.promises.everyPairPlaysEverySet = true;
    if (!validate(m).ok())
        return std::nullopt;
    return m;
}

namespace {

/// "Stationary pairs: 9 at table 1, 10 at table 2." for the pairs that play every round at
/// one table, read from the movement itself; empty when there are none.
std::string stationaryNote(const Movement& m) {
    std::map<int, std::set<int>> tablesOf;
    std::map<int, int> roundsPlayed;
    for (const Round& r : m.rounds)
        for (const TableRound& tr : r.tables)
            for (int p : {tr.ns, tr.ew})
                if (p != 0) {
                    tablesOf[p].insert(tr.table);
                    ++roundsPlayed[p];
                }
    std::string text;
    for (const auto& [pair, list] : tablesOf)
        if (list.size() == 1 && roundsPlayed[pair] == static_cast<int>(m.rounds.size()))
            text += (text.empty() ? "" : ", ") + std::to_string(pair) + " at table " +
                    std::to_string(*list.begin());
    return text.empty() ? text : "Stationary pairs: " + text + ".";
}

/// Whether pair `p` sits at one table in every round (the phantom of a design whose table can
/// be removed).
bool staysAtOneTable(const Movement& m, int p) {
    std::set<int> tables;
    for (const Round& r : m.rounds)
        for (const TableRound& tr : r.tables)
            if (tr.ns == p || tr.ew == p)
                tables.insert(tr.table);
    return tables.size() == 1;
}

std::string partialName(int pairs, int tables, int rounds) {
    return std::to_string(tables) + "-table Howell, " + std::to_string(rounds) + " of " +
           std::to_string(2 * tables - 1) + " rounds" +
           (pairs % 2 ? ", " + std::to_string(pairs) + " pairs" : "");
}

/// R rounds of the complete Howell with its 2T − 1 sets (more sets than rounds, each played
/// fewer times, none twice by a pair): where no Howell design H(R, 2T) exists or none is
/// found. Rounds chosen among six candidates for Manning's measure.
Movement roundsOfCompleteHowell(int pairs, int rounds) {
    const int tables = (pairs + 1) / 2;
    const int full = 2 * tables - 1;
    const Movement complete = completeEvenHowell(tables);
    Rng rng(1000 + static_cast<std::uint64_t>(pairs) * 64 + rounds);
    Movement best;
    double bestQf = -1;
    const int candidates = 6;
    for (int cand = 0; cand < candidates; ++cand) {
        std::vector<int> chosen(full);
        std::iota(chosen.begin(), chosen.end(), 0);
        if (cand > 0)
            rng.shuffle(chosen);
        chosen.resize(rounds);
        std::sort(chosen.begin(), chosen.end());
        Movement m = complete;
        m.rounds.clear();
        m.promises = {};
        m.promises.noPairMeetsTwice = true;
        for (int k = 0; k < rounds; ++k) {
            Round r = complete.rounds[chosen[k]];
            r.number = k + 1;
            m.rounds.push_back(r);
            // Three tables share sets (smallHowell): the kept rounds keep their declarations.
            for (SharedTables shared : complete.promises.sharedTables)
                if (shared.round == chosen[k] + 1) {
                    shared.round = k + 1;
                    m.promises.sharedTables.push_back(shared);
                }
        }
        std::map<int, int> renumber;
        for (Round& r : m.rounds)
            for (TableRound& tr : r.tables)
                tr.set =
                    renumber.emplace(tr.set, static_cast<int>(renumber.size()) + 1).first->second;
        m.boardSets = static_cast<int>(renumber.size());
        if (pairs % 2 == 1)
            removePhantom(m, pairs + 1);
        improveManningByFlips(m, 20000L * tables, 13 + cand);
        const double qf = measureBalance(m).manningQf;
        if (qf > bestQf + 1e-9) {
            best = m;
            bestQf = qf;
        }
    }
    best.notes.clear();
    if (pairs % 2)
        best.notes.push_back(sitoutNote());
    else
        best.notes.push_back("Pair " + std::to_string(2 * tables) +
                             " stays at table 1 all session.");
    best.notes.push_back(std::to_string(best.boardSets) + " board sets for " +
                         std::to_string(rounds) + " rounds: each pair plays " +
                         std::to_string(rounds) + " of them.");
    return best;
}

} // namespace

Movement partialHowell(int pairs, int rounds, int boardsPerRound) {
    if (pairs < minHowellPairs || pairs > maxHowellPairs)
        throw core::InputError(std::to_string(pairs) + " pairs: " + fitsText() + ".");
    const int tables = (pairs + 1) / 2;
    const int full = 2 * tables - 1;
    if (rounds == full)
        return completeHowell(pairs, boardsPerRound);
    if (tables < 3 || rounds < tables || rounds > full)
        throw core::InputError(
            std::to_string(pairs) + " pairs at " + std::to_string(tables) +
            " tables: a Howell plays " +
            (tables < 3 ? std::to_string(full) + " rounds (the complete one)"
                        : std::to_string(tables) + " to " + std::to_string(full) + " rounds") +
            ", not " + std::to_string(rounds) + ".");
    // First choice: a Howell design H(R, 2T), every pair playing every one of the R sets, each
    // set played at T tables. Several starters of every cyclic shape, each re-oriented table by
    // table for Manning's measure; the best Qf wins (the first on ties).
    std::optional<Movement> best;
    double bestQf = -1;
    bool phantomMoves = false;
    auto consider = [&](Movement m, std::uint64_t seed) {
        bool moves = false;
        if (pairs % 2 == 1) {
            moves = !staysAtOneTable(m, pairs + 1);
            removePhantom(m, pairs + 1);
        }
        improveManningByFlips(m, 20000L * tables, seed);
        const double qf = measureBalance(m).manningQf;
        if (qf > bestQf + 1e-9) {
            best = std::move(m);
            bestQf = qf;
            phantomMoves = moves;
        }
    };
    const bool exists = howellDesignExists(tables, rounds);
    if (exists) {
        // Five starters a shape: the flips alone leave Qf some points apart between designs.
        // The first search may restart 40 times, the others 4 (a search that fails costs the
        // most); one that finds none ends its shape.
        for (const DesignShape& shape : designShapes(tables, rounds))
            for (std::uint64_t seed = 1; seed <= 5; ++seed) {
                auto m = cyclicHowellDesign(tables, rounds, shape, seed * 7919 + rounds,
                                            seed == 1 ? 40 : 4);
                if (!m)
                    break;
                consider(std::move(*m), 17 + seed);
            }
        // No cyclic one (H(6, 8), H(8, 10)): small enough to search whole.
        for (std::uint64_t seed = 1; !best && tables <= 6 && seed <= 4; ++seed)
            if (auto m = searchedHowellDesign(tables, rounds, seed, 50000))
                consider(std::move(*m), 31 + seed);
    }
    if (best) {
        best->name = partialName(pairs, tables, rounds);
        best->notes.clear();
        if (const std::string note = stationaryNote(*best); !note.empty())
            best->notes.push_back(note);
        if (pairs % 2)
            best->notes.push_back(
                phantomMoves ? "Each round the pair listed as sitting out rests (it would have "
                               "met the phantom pair); its table is idle that round."
                             : sitoutNote());
        best->notes.push_back(
            "A Howell design: each of the " + std::to_string(rounds) + " board sets is played " +
            std::to_string(best->promises.timesEachSetPlayed) + " times, and every pair plays " +
            (pairs % 2 ? "each set but the one of the round it sits out." : "every set."));
        setBoards(*best, boardsPerRound);
        return std::move(*best);
    }
    Movement m = roundsOfCompleteHowell(pairs, rounds);
    m.name = partialName(pairs, tables, rounds);
    m.notes.push_back(exists ? "No Howell design (every pair playing each of " +
                                   std::to_string(rounds) + " sets) was found for this size."
                             : "No Howell design (every pair playing each of " +
                                   std::to_string(rounds) + " sets) exists for " +
                                   std::to_string(2 * tables) + " pairs in " +
                                   std::to_string(rounds) + " rounds.");
    setBoards(m, boardsPerRound);
    return m;
}

Movement howell(const MovementRequest& request) {
    if (request.arrowSwitch || !request.arrowSwitchRounds.empty())
        throw core::InputError("A Howell needs no arrow switch: its pairs already change "
                               "direction; use --arrow-switch with a Mitchell.");
    int pairs = request.pairs;
    if (pairs == 0)
        pairs = 2 * request.tables;
    else if (request.tables != 0 && (pairs + 1) / 2 != request.tables)
        throw core::InputError(std::to_string(pairs) + " pairs do not fill " +
                               std::to_string(request.tables) + " tables of a Howell.");
    if (pairs == 0)
        throw core::InputError("A Howell needs --pairs P or --tables T.");
    if (pairs < minHowellPairs || pairs > maxHowellPairs)
        throw core::InputError(std::to_string(pairs) + " pairs: " + fitsText() + " (" +
                               std::to_string((minHowellPairs + 1) / 2) + " to " +
                               std::to_string(maxHowellPairs / 2) + " tables).");
    if (request.boardsPerRound < 0)
        throw core::InputError("boards per round must be at least 1.");
    if (request.rounds == 0)
        return completeHowell(pairs, request.boardsPerRound);
    return partialHowell(pairs, request.rounds, request.boardsPerRound);
}

} // namespace overplay::movements
