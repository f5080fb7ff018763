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
    MatchpointWorkspace workspace;
    matchpointsInto(scores, scale, out, workspace);
    return out;
}

namespace {
// Fibonacci hashing: bridge scores are multiples of 10, so the low bits alone would crowd;
// the top bits of the product by 2^32/φ spread them over the table.
inline std::uint32_t slotHash(int score, unsigned bits) {
    return (static_cast<std::uint32_t>(score) * 0x9E3779B1u) >> (32 - bits);
}
constexpr unsigned firstBits = 7; // 128 slots: room for a real board's distinct scores
} // namespace

MatchpointWorkspace::MatchpointWorkspace() {
    m_bits = firstBits - 1;
    grow();
}

void MatchpointWorkspace::grow() {
    ++m_bits;
    const std::size_t slots = std::size_t{1} << m_bits;
    m_score.assign(slots, 0);
    m_count.assign(slots, 0);
    m_points.assign(slots, 0.0);
    m_used.clear();
}

// Counts each distinct score into the table and notes each result's slot. False (the table
// left empty) when the distinct scores would fill more than half of it: grow and start over.
bool MatchpointWorkspace::tally(std::span<const int> scores) {
    const std::uint32_t mask = (std::uint32_t{1} << m_bits) - 1;
    const std::size_t limit = std::size_t{1} << (m_bits - 1);
    int* const score = m_score.data();
    std::uint32_t* const count = m_count.data();
    std::uint32_t* const slotOf = m_slotOf.data();
    for (std::size_t i = 0; i < scores.size(); ++i) {
        const int s = scores[i];
        std::uint32_t slot = slotHash(s, m_bits);
        while (count[slot] != 0 && score[slot] != s)
            slot = (slot + 1) & mask;
        if (count[slot] == 0) {
            if (m_used.size() == limit) {
                for (std::uint32_t u : m_used)
                    count[u] = 0;
                m_used.clear();
                return false;
            }
            score[slot] = s;
            m_used.push_back(slot);
        }
        ++count[slot];
        slotOf[i] = slot;
    }
    return true;
}

void matchpointBoard(std::span<const int> scores, const BoardMatchpointing& how,
                     std::span<double> ns, MatchpointWorkspace& w) {
    if (ns.size() != scores.size())
        throw std::invalid_argument("matchpointBoard: output size differs from the scores");
    if (scores.size() > 0xffffffffULL)
        throw std::invalid_argument("matchpointBoard: more results than a board can hold");
    if (scores.empty())
        return;
    w.m_slotOf.resize(scores.size());
    while (!w.tally(scores))
        w.grow();

    // Walk the distinct scores from the lowest: each beats every result below it and ties the
    // other results of its own score (Law 78A). Neuberg and rounding are per score, not per
    // result, as every result of one score earns the same.
    std::sort(w.m_used.begin(), w.m_used.end(),
              [&](std::uint32_t a, std::uint32_t b) { return w.m_score[a] < w.m_score[b]; });
    const double beat = pointsPerScoreBeaten(how.scale);
    const int actual = static_cast<int>(scores.size());
    const bool factor = how.expected > 0 && how.expected != actual;
    const double average = matchpointTop(how.expected, how.scale) / 2;
    double below = 0;
    for (std::uint32_t slot : w.m_used) {
        const double count = w.m_count[slot];
        double points = beat * below + beat / 2 * (count - 1);
        if (factor) {
            points = neuberg(points, actual, how.expected, how.scale);
            if (how.roundToTenth)
                points = roundToTenthTowardsAverage(points, average);
        }
        w.m_points[slot] = points;
        below += count;
        w.m_count[slot] = 0; // the table is empty again for the next board
    }
    w.m_used.clear();
    const double* const points = w.m_points.data();
    const std::uint32_t* const slotOf = w.m_slotOf.data();
    for (std::size_t i = 0; i < scores.size(); ++i)
        ns[i] = points[slotOf[i]];
}

void matchpointWeightedBoard(std::span<const WeightedResult> results, const BoardMatchpointing& how,
                             std::span<double> ns) {
    if (ns.size() != results.size())
        throw std::invalid_argument("matchpointWeightedBoard: output size differs from results");
    const double beat = pointsPerScoreBeaten(how.scale);
    const int actual = static_cast<int>(results.size());
    const bool factor = how.expected > 0 && how.expected != actual;
    const double average = matchpointTop(how.expected, how.scale) / 2;
    for (std::size_t i = 0; i < results.size(); ++i) {
        double points = 0;
        for (std::size_t j = 0; j < results.size(); ++j) {
            if (j == i)
                continue;
            for (const auto& [wi, si] : results[i])
                for (const auto& [wj, sj] : results[j])
                    points += wi * wj * (si > sj ? beat : (si == sj ? beat / 2 : 0.0));
        }
        if (factor) {
            points = neuberg(points, actual, how.expected, how.scale);
            if (how.roundToTenth)
                points = roundToTenthTowardsAverage(points, average);
        }
        ns[i] = points;
    }
}

void matchpointsInto(std::span<const int> scores, MatchpointScale scale, std::span<double> out,
                     MatchpointWorkspace& workspace) {
    matchpointBoard(scores, BoardMatchpointing{scale, 0, false}, out, workspace);
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
