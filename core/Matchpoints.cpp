#include "core/Matchpoints.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <stdexcept>

namespace overplay::core {

double matchpointTop(int results, MatchpointScale scale) {
    return results < 1 ? 0.0 : (results - 1) * pointsPerScoreBeaten(scale);
}

std::vector<double> matchpoints(std::span<const int> scores, MatchpointScale scale) {
    std::vector<double> out(scores.size());
    std::vector<unsigned long long> scratch;
    matchpointsInto(scores, scale, out, scratch);
    return out;
}

void matchpointsInto(std::span<const int> scores, MatchpointScale scale, std::span<double> out,
                     std::vector<unsigned long long>& scratch) {
    if (out.size() != scores.size())
        throw std::invalid_argument("matchpointsInto: output size differs from the scores");
    // One 64-bit key per score: the score (offset to be unsigned) above its index, so a
    // single sort of plain integers orders the scores and remembers where each came from.
    scratch.resize(scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const auto biased =
            static_cast<std::uint32_t>(static_cast<std::int64_t>(scores[i]) + 0x80000000LL);
        scratch[i] = (static_cast<unsigned long long>(biased) << 32) | i;
    }
    std::sort(scratch.begin(), scratch.end());
    const double beat = pointsPerScoreBeaten(scale);
    std::size_t runStart = 0;
    while (runStart < scratch.size()) {
        const unsigned long long score = scratch[runStart] >> 32;
        std::size_t runEnd = runStart + 1;
        while (runEnd < scratch.size() && (scratch[runEnd] >> 32) == score)
            ++runEnd;
        // Every score in the run beats the runStart scores below it and ties the others.
        const double points = beat * static_cast<double>(runStart) +
                              beat / 2 * static_cast<double>(runEnd - runStart - 1);
        for (std::size_t k = runStart; k < runEnd; ++k)
            out[scratch[k] & 0xffffffffULL] = points;
        runStart = runEnd;
    }
}

double neuberg(double points, int actual, int expected, MatchpointScale scale) {
    if (actual < 1 || expected < 1)
        throw std::invalid_argument("Neuberg needs at least one actual and one expected score");
    // Each score counts as beating half of itself: the +1 (EBU) or +½ (ACBL) of the formula.
    const double half = pointsPerScoreBeaten(scale) / 2;
    return (points + half) * expected / actual - half;
}

double roundToTenthTowardsAverage(double points, double average) {
    const double tenths = points * 10.0;
    const double lower = std::floor(tenths);
    const double fraction = tenths - lower;
    // Values from the formula carry floating-point noise; a fraction this close to ½ is ½.
    constexpr double noise = 1e-7;
    double rounded;
    if (std::abs(fraction - 0.5) < noise)
        rounded = (points < average) ? lower + 1 : lower;
    else
        rounded = std::round(tenths);
    return rounded / 10.0;
}

double adjustedPercent(Adjustment adjustment, std::optional<double> sessionPercent,
                       bool useSessionPercentage) {
    const bool known = useSessionPercentage && sessionPercent.has_value();
    switch (adjustment) {
    case Adjustment::AveragePlus:
        return known ? std::max(60.0, *sessionPercent) : 60.0;
    case Adjustment::Average:
        return 50.0;
    case Adjustment::AverageMinus:
        return known ? std::min(40.0, *sessionPercent) : 40.0;
    }
    throw std::logic_error("unknown adjustment");
}

double percentOf(double points, double tops) {
    return tops > 0 ? 100.0 * points / tops : 0.0;
}

} // namespace overplay::core
