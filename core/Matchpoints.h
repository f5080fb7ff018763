#pragma once
// Matchpoints (Law 78A), Neuberg's formula for boards with fewer or more results than
// expected, and artificial adjusted scores (Law 12C2) on the matchpoint scale.

#include "core/Session.h"

#include <optional>
#include <span>
#include <vector>

namespace overplay::core {

/// The two ways of counting matchpoints: EBU 2 per score beaten and 1 per tie (PBN "MP2"),
/// ACBL 1 and ½ (PBN "MP1"). The ranking is the same; only the unit differs.
enum class MatchpointScale { Ebu, Acbl };

/// Points for beating one score: 2 (EBU) or 1 (ACBL).
constexpr double pointsPerScoreBeaten(MatchpointScale scale) {
    return scale == MatchpointScale::Ebu ? 2.0 : 1.0;
}

/// The top of a board with `results` comparable scores: 2(n−1) EBU, n−1 ACBL (0 if n < 1).
double matchpointTop(int results, MatchpointScale scale);

/// North-South matchpoints of each score against all the others, in the order given.
/// East-West's are matchpointTop(n) minus these.
std::vector<double> matchpoints(std::span<const int> scores, MatchpointScale scale);

/// The same into `out` (scores.size() values) reusing `scratch`, so a caller scoring many
/// boards allocates nothing per board. Sorts once and walks the runs of equal scores.
void matchpointsInto(std::span<const int> scores, MatchpointScale scale, std::span<double> out,
                     std::vector<unsigned long long>& scratch);

/// Neuberg's formula: matchpoints earned among `actual` comparable scores, factored to what
/// they would be among `expected`. EBU: M′ = (M + 1)·E/A − 1; ACBL units: (M + ½)·E/A − ½.
/// Unrounded. Throws std::invalid_argument unless actual ≥ 1 and expected ≥ 1.
double neuberg(double points, int actual, int expected, MatchpointScale scale);

/// The EBU's rounding of a factored score: to 0.1, a value exactly half-way (…x5) rounded
/// towards `average` (the board's average, top / 2).
double roundToTenthTowardsAverage(double points, double average);

/// The percentage of the top an artificial adjusted score earns: average-plus 60% or the
/// pair's session percentage if higher, average 50%, average-minus 40% or the session
/// percentage if lower (EBU White Book; Law 12C2 sets only the 60/40 bounds). With no
/// session percentage (or `useSessionPercentage` false) it is 60 / 50 / 40.
double adjustedPercent(Adjustment adjustment, std::optional<double> sessionPercent,
                       bool useSessionPercentage = true);

/// A pair's percentage: points over the sum of the tops of the boards it played, × 100.
/// 0 when it played nothing.
double percentOf(double points, double tops);

} // namespace overplay::core
