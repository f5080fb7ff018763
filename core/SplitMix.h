// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", 2014):
// a small generator whose output is the same on every platform and library, so every search
// with a fixed seed (a Howell, a movement rebuilt from results, a trump card turned) gives the
// same answer everywhere. Not for anything that must not be guessed.

#include <cstdint>
#include <utility>
#include <vector>

namespace overplay::core {

class SplitMix64 {
public:
    explicit SplitMix64(std::uint64_t seed) : m_state(seed) {}
    std::uint64_t next() {
        std::uint64_t z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    /// 0 .. n-1 (n > 0).
    int below(int n) { return static_cast<int>(next() % static_cast<std::uint64_t>(n)); }
    /// [0, 1) with 53 bits.
    double unit() { return static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0); }
    template <class T> void shuffle(std::vector<T>& v) {
        for (int i = static_cast<int>(v.size()) - 1; i > 0; --i)
            std::swap(v[i], v[below(i + 1)]);
    }

private:
    std::uint64_t m_state;
};

} // namespace overplay::core
