// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Weighted assigned scores (Laws of Duplicate Bridge 2017, Law 12C1(c)): the director gives a
// table several possible outcomes, each with a weight ("60% of 4♠= and 40% of 4♠−1"). Each
// outcome is scored against the rest of the field as if it were real and the weights are
// applied to the points (the EBU White Book's method).

#include "core/Contract.h"

#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// One outcome of a weighted score: its weight in percent and the play it stands for.
struct WeightedOutcome {
    double percent = 0;
    Play play;
    friend bool operator==(const WeightedOutcome&, const WeightedOutcome&) = default;
};

/// The outcomes of one weighted score, their percentages summing to 100.
struct WeightedScore {
    std::vector<WeightedOutcome> outcomes;
    /// "60% 4S N =, 40% 4S N -1" (what parseWeightedScore reads).
    std::string text() const;
    friend bool operator==(const WeightedScore&, const WeightedScore&) = default;
};

/// Reads "60% 4S N =, 40% 4S N -1" (a passed-out outcome is "30% Pass"): outcomes separated by
/// commas, each a percentage, a contract, a declarer and a result. Throws InputError unless
/// every outcome is possible and the percentages are above 0 and sum to 100.
WeightedScore parseWeightedScore(std::string_view text);

} // namespace overplay::core
