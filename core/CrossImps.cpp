// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/CrossImps.h"

#include "core/Imps.h"

#include <algorithm>

namespace overplay::core {

namespace {
// Below this many scores the plain double loop is quicker than sorting.
constexpr std::size_t smallBoard = 48;
} // namespace

std::vector<int> crossImpTotals(std::span<const int> scores) {
    std::vector<int> totals(scores.size(), 0);
    if (scores.size() < smallBoard) {
        for (std::size_t i = 0; i < scores.size(); ++i) {
            for (std::size_t j = i + 1; j < scores.size(); ++j) {
                const int imps = impsFor(scores[i] - scores[j]);
                totals[i] += imps;
                totals[j] -= imps;
            }
        }
        return totals;
    }
    // A score s gains one IMP from every other score t for each band bound L with s − t ≥ L
    // and loses one for each with t − s ≥ L. Counting those scores in a sorted copy gives
    // the total in 48 binary searches per distinct score instead of n comparisons.
    std::vector<int> sorted(scores.begin(), scores.end());
    std::sort(sorted.begin(), sorted.end());
    const auto& bounds = impBandLowerBounds();
    const auto atMost = [&](long long v) {
        return static_cast<long long>(std::upper_bound(sorted.begin(), sorted.end(), v,
                                                       [](long long a, int b) { return a < b; }) -
                                      sorted.begin());
    };
    const auto atLeast = [&](long long v) {
        return static_cast<long long>(sorted.end() -
                                      std::lower_bound(sorted.begin(), sorted.end(), v,
                                                       [](int a, long long b) { return a < b; }));
    };
    std::vector<int> distinct(sorted);
    distinct.erase(std::unique(distinct.begin(), distinct.end()), distinct.end());
    std::vector<int> totalOf(distinct.size());
    for (std::size_t d = 0; d < distinct.size(); ++d) {
        const long long s = distinct[d];
        long long total = 0;
        for (int bound : bounds)
            total += atMost(s - bound) - atLeast(s + bound);
        totalOf[d] = static_cast<int>(total);
    }
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const auto d =
            std::lower_bound(distinct.begin(), distinct.end(), scores[i]) - distinct.begin();
        totals[i] = totalOf[static_cast<std::size_t>(d)];
    }
    return totals;
}

std::vector<double> crossImpAverages(std::span<const int> scores) {
    const std::vector<int> totals = crossImpTotals(scores);
    std::vector<double> averages(scores.size(), 0.0);
    if (scores.size() < 2)
        return averages;
    const double comparisons = static_cast<double>(scores.size() - 1);
    for (std::size_t i = 0; i < scores.size(); ++i)
        averages[i] = totals[i] / comparisons;
    return averages;
}

} // namespace overplay::core
