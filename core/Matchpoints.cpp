// SPDX-License-Identifier: GPL-3.0-or-later
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
// The direct array's length: scores 10 apart spanning 40,950 points (beyond any bridge
// board's), or every integer over 4,095. Only the entries a board uses are ever touched.
constexpr std::int64_t directSlots = 4096;
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

// A score's step above the board's lowest: exact in 32 unsigned bits, as the caller made
// sure the board spans fewer than directSlots steps.
template <std::uint32_t Step> inline std::uint32_t stepsAbove(int score, int lowest) {
    return (static_cast<std::uint32_t>(score) - static_cast<std::uint32_t>(lowest)) / Step;
}

// Counts each result into its score's slot of the direct array. False (the array left empty)
// when some score is not a whole number of steps above the lowest.
template <std::uint32_t Step>
bool MatchpointWorkspace::tallyDirect(std::span<const int> scores, int lowest) {
    std::uint32_t* const count = m_directCount.data();
    std::uint32_t offStep = 0;
    for (const int s : scores) {
        const std::uint32_t slot = stepsAbove<Step>(s, lowest);
        offStep |= static_cast<std::uint32_t>(s) - static_cast<std::uint32_t>(lowest) - slot * Step;
        if (count[slot]++ == 0)
            m_used.push_back(slot);
    }
    if (offStep == 0)
        return true;
    for (const std::uint32_t slot : m_used)
        count[slot] = 0;
    m_used.clear();
    return false;
}

// Walks the board's distinct scores from the lowest (m_used, sorted in score order): each
// beats every result below it and ties the other results of its own score (Law 78A). Neuberg
// and rounding are per score, not per result, as every result of one score earns the same.
// Leaves the counts zero; m_used still names the board's slots.
void MatchpointWorkspace::pointsInOrder(std::span<std::uint32_t> counts, std::span<double> points,
                                        int actual, const BoardMatchpointing& how) {
    const double beat = pointsPerScoreBeaten(how.scale);
    const bool factor = how.expected > 0 && how.expected != actual;
    const double average = matchpointTop(how.expected, how.scale) / 2;
    std::uint32_t* const count = counts.data();
    double below = 0;
    for (const std::uint32_t slot : m_used) {
        const double n = count[slot];
        double p = beat * below + beat / 2 * (n - 1);
        if (factor) {
            p = neuberg(p, actual, how.expected, how.scale);
            if (how.roundToTenth)
                p = roundToTenthTowardsAverage(p, average);
        }
        points[slot] = p;
        below += n;
        count[slot] = 0;
    }
}

// Counts the board's results by score and works out each distinct score's North-South
// points; says which table holds them (m_used names their slots).
MatchpointWorkspace::Counted MatchpointWorkspace::countBoard(std::span<const int> scores,
                                                             const BoardMatchpointing& how) {
    const int actual = static_cast<int>(scores.size());
    m_used.clear();
    // A board whose scores span fewer than directSlots steps of 10 (bridge scores), or of 1,
    // is counted straight into an array by its steps above the lowest score.
    int lowest = scores[0], highest = scores[0];
    for (const int s : scores) {
        lowest = std::min(lowest, s);
        highest = std::max(highest, s);
    }
    const std::int64_t span = static_cast<std::int64_t>(highest) - lowest;
    if (span / 10 < directSlots) {
        if (m_directCount.empty()) {
            m_directCount.assign(directSlots, 0);
            m_directPoints.assign(directSlots, 0.0);
        }
        const bool tens = tallyDirect<10>(scores, lowest);
        if (tens || (span < directSlots && tallyDirect<1>(scores, lowest))) {
            std::sort(m_used.begin(), m_used.end()); // the slots rise with the score
            pointsInOrder(m_directCount, m_directPoints, actual, how);
            m_lowest = lowest;
            return tens ? Counted::InTens : Counted::InOnes;
        }
    }
    m_slotOf.resize(scores.size());
    while (!tally(scores))
        grow();
    std::sort(m_used.begin(), m_used.end(),
              [&](std::uint32_t a, std::uint32_t b) { return m_score[a] < m_score[b]; });
    pointsInOrder(m_count, m_points, actual, how);
    return Counted::Hashed;
}

// Hands each result its score's slot: each(i, slot).
template <class Spread>
void MatchpointWorkspace::spread(Counted counted, std::span<const int> scores, Spread each) const {
    const std::size_t n = scores.size();
    if (counted == Counted::InTens)
        for (std::size_t i = 0; i < n; ++i)
            each(i, stepsAbove<10>(scores[i], m_lowest));
    else if (counted == Counted::InOnes)
        for (std::size_t i = 0; i < n; ++i)
            each(i, stepsAbove<1>(scores[i], m_lowest));
    else
        for (std::size_t i = 0; i < n; ++i)
            each(i, m_slotOf[i]);
}

namespace {
void requireBoard(std::size_t scores, std::size_t out) {
    if (out != scores)
        throw std::invalid_argument("matchpointBoard: output size differs from the scores");
    if (scores > 0xffffffffULL)
        throw std::invalid_argument("matchpointBoard: more results than a board can hold");
}
} // namespace

void matchpointBoard(std::span<const int> scores, const BoardMatchpointing& how,
                     std::span<double> ns, MatchpointWorkspace& w) {
    requireBoard(scores.size(), ns.size());
    if (scores.empty())
        return;
    const auto counted = w.countBoard(scores, how);
    const double* const points = counted == MatchpointWorkspace::Counted::Hashed
                                     ? w.m_points.data()
                                     : w.m_directPoints.data();
    double* const out = ns.data();
    w.spread(counted, scores, [&](std::size_t i, std::uint32_t slot) { out[i] = points[slot]; });
}

void matchpointBoard(std::span<const int> scores, const BoardMatchpointing& how,
                     std::span<ResultPoints> out, MatchpointWorkspace& w) {
    requireBoard(scores.size(), out.size());
    if (scores.empty())
        return;
    const auto counted = w.countBoard(scores, how);
    const bool hashed = counted == MatchpointWorkspace::Counted::Hashed;
    const double* const points = hashed ? w.m_points.data() : w.m_directPoints.data();
    const std::size_t slots = hashed ? w.m_points.size() : w.m_directPoints.size();
    if (w.m_sides.size() < slots)
        w.m_sides.resize(slots);
    const int played = static_cast<int>(scores.size());
    const double top = matchpointTop(how.expected > 0 ? how.expected : played, how.scale);
    ResultPoints* const sides = w.m_sides.data();
    for (const std::uint32_t slot : w.m_used)
        sides[slot] = {points[slot], top - points[slot], percentOf(points[slot], top)};
    ResultPoints* const result = out.data();
    w.spread(counted, scores, [&](std::size_t i, std::uint32_t slot) { result[i] = sides[slot]; });
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
