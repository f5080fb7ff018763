// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Ranking.h"

#include "core/Error.h"
#include "core/Figures.h"

#include <algorithm>
#include <cctype>
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
    return roundHalfUp(percent, 2);
}

std::string percentText(double percent) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", roundPercent(percent));
    return buffer;
}

std::size_t qualifyingPlaces(const std::string& spec, std::size_t field) {
    const bool share = !spec.empty() && spec.back() == '%';
    const std::string digits = share ? spec.substr(0, spec.size() - 1) : spec;
    if (digits.empty() || digits.size() > 4 ||
        !std::all_of(digits.begin(), digits.end(),
                     [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        throw InputError("'" + spec +
                         "' is not a number of places (8) or a share of the field "
                         "(50%)");
    const std::size_t n = static_cast<std::size_t>(std::stoi(digits));
    if (!share)
        return std::min(n, field);
    if (n > 100)
        throw InputError("'" + spec + "' is more than the whole field");
    return (field * n + 99) / 100;
}

bool qualifies(const std::string& rank, std::size_t places) {
    std::size_t place = 0;
    for (char c : rank) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
            break;
        place = place * 10 + static_cast<std::size_t>(c - '0');
    }
    return place >= 1 && place <= places;
}

} // namespace overplay::core
