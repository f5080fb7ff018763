#include "core/CrossImps.h"

#include "core/Imps.h"

namespace overplay::core {

std::vector<int> crossImpTotals(std::span<const int> scores) {
    std::vector<int> totals(scores.size(), 0);
    for (std::size_t i = 0; i < scores.size(); ++i) {
        for (std::size_t j = i + 1; j < scores.size(); ++j) {
            const int imps = impsFor(scores[i] - scores[j]);
            totals[i] += imps;
            totals[j] -= imps;
        }
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
