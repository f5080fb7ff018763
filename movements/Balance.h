// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How fair a movement is: who is compared with whom.
//
// Comparison count (Ach & Kennedy): how often two entries hold the same cards of the same
// board set — the same direction of the same set at different tables. These are the results
// an entry's matchpoints are made of, so a balanced movement compares every two entries
// equally often. Arrow-switched rounds count by the cards held (Movement's ns/ew already
// hold the swapped pairs). Ideal: the mean over the pairs of entries; for a complete Howell
// with T tables every count equals T−1 (Ach and Kennedy; pjms.nl/BALANS/balance.html).
//
// Manning's measure (J.R. Manning, EBU, "Bridge movements – the maths"; Ross Moore's Mpcomp):
// for two entries p, q, summed over the board sets both play, with n the number of times that
// set is played:
//     M(p,q) = Σ [same direction, other table] − [opposite direction, other table]
//              + (n−1)·[opponents at one table].
// (These are the coefficients with which q's skill enters p's matchpoints, sign reversed.)
// A movement is perfectly balanced when every M(p,q) is equal. Qf turns the spread of M into
// 0..100 with 100 perfect; the sources give no normalisation, so ours is scale-free:
//     Qf = 100 · mean(M)² / (mean(M)² + variance(M)),
// the share of the mean in the root mean square of M.
//
// Fields: when no entry ever holds both the North-South and the East-West cards (a Mitchell
// without arrow switch), the movement has two winners and entries are measured only against
// their own direction; otherwise all entries form one field.

#include "movements/Movement.h"

#include <map>
#include <vector>

namespace overplay::movements {

/// The balance of one movement.
struct BalanceReport {
    /// False for a movement of more than MovementLimits::measuredEntries entries, whose
    /// balance is not measured (every figure below is then 0).
    bool measured = true;
    int fields = 1;                ///< 1: one winner; 2: NS and EW ranked apart
    int pairsOfEntries = 0;        ///< pairs of entries measured (within their field)
    int minComparisons = 0;        ///< least comparison count over those pairs
    int maxComparisons = 0;        ///< largest comparison count
    double idealComparisons = 0.0; ///< their mean: what every count would be if balanced
    double squaredDeviation = 0.0; ///< Σ (count − ideal)² over the pairs of entries
    std::map<int, int> histogram;  ///< comparison count → how many pairs of entries have it
    double manningQf = 0.0;        ///< Manning's measure, 0..100, 100 perfect
    /// Balance of comparisons for the CLI: 100·(1 − rms deviation / ideal), at least 0.
    double percent = 0.0;
    /// "3..5 (ideal 4)" for one line of a report.
    std::string countsText() const;
};

// Each function below throws core::InputError for a movement that seats an entry outside
// 1..pairs; comparisonCounts and manningWeights also for more entries than
// MovementLimits::measuredEntries. validate() first to learn everything that is wrong.

/// Comparison counts of every two entries, [p][q] for p, q in 1..pairs (row/column 0 unused).
std::vector<std::vector<int>> comparisonCounts(const Movement& movement);

/// Manning's M(p,q) for every two entries (see above), [p][q] for p, q in 1..pairs.
std::vector<std::vector<int>> manningWeights(const Movement& movement);

/// The balance of a movement (see the definitions at the top of this header); a report with
/// `measured` false for one beyond MovementLimits::measuredEntries.
BalanceReport measureBalance(const Movement& movement);

} // namespace overplay::movements
