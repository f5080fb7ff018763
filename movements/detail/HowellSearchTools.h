// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the Howell searches share (detail/HowellSequences.cpp, HowellFlips.cpp,
// HowellDesigns.cpp and Howell.cpp's own small searches): one seeded generator, simulated
// annealing over table flips, arithmetic modulo n. Private to movements/.

#include "core/SplitMix.h"
#include "movements/Movement.h"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

namespace overplay::movements::search {

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

inline int mod(int a, int n) {
    return ((a % n) + n) % n;
}

/// Whether n is prime, by trial division: the Paley and twin-prime constructions ask it of
/// small numbers only.
inline bool isPrime(int n) {
    if (n < 2)
        return false;
    for (int d = 2; d * d <= n; ++d)
        if (n % d == 0)
            return false;
    return true;
}

/// Labels every pair by its number and promises what a Howell design of `tables` tables keeps
/// (no two pairs meet twice, each set is played at every table, every pair plays every set);
/// a complete Howell also has every pair meet every other.
inline void labelAsHowell(Movement& m, int tables, bool complete) {
    labelEntriesByNumber(m);
    m.promises.noPairMeetsTwice = true;
    m.promises.timesEachSetPlayed = tables;
    m.promises.everyPairPlaysEverySet = true;
    if (complete)
        m.promises.everyPairMeetsEveryOther = true;
}

} // namespace overplay::movements::search
