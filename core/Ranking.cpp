// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Ranking.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

namespace overplay::core {

namespace {
bool nearlyEqual(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}
bool sameKey(const RankKey& a, const RankKey& b) {
    return nearlyEqual(a.primary, b.primary) && nearlyEqual(a.secondary, b.secondary);
}
} // namespace

std::vector<Place> placeEntries(const std::vector<RankKey>& keys) {
    std::vector<std::size_t> order(keys.size());
    std::iota(order.begin(), order.end(), std::size_t{0});
    // Exact comparison keeps the sort a strict weak order; the tolerance only decides which
    // neighbours share a place afterwards.
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
        if (keys[a].primary != keys[b].primary)
            return keys[a].primary > keys[b].primary;
        return keys[a].secondary > keys[b].secondary;
    });
    std::vector<Place> places(order.size());
    std::size_t groupStart = 0;
    while (groupStart < order.size()) {
        std::size_t groupEnd = groupStart + 1;
        while (groupEnd < order.size() && sameKey(keys[order[groupStart]], keys[order[groupEnd]]))
            ++groupEnd;
        std::string rank = std::to_string(groupStart + 1);
        if (groupEnd - groupStart > 1)
            rank += '=';
        for (std::size_t k = groupStart; k < groupEnd; ++k)
            places[k] = Place{order[k], rank};
        groupStart = groupEnd;
    }
    return places;
}

double roundPercent(double percent) {
    // The tiny nudge keeps 57.125 (stored as 57.12499…) rounding up as written.
    const double scaled = percent * 100.0;
    return std::round(scaled + (scaled >= 0 ? 1e-7 : -1e-7)) / 100.0;
}

std::string percentText(double percent) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", roundPercent(percent));
    return buffer;
}

} // namespace overplay::core
