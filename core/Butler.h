// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Butler: each score IMPed against a datum, a trimmed mean of the board's scores.

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// Which scores the datum leaves out and how it rounds; results print its name.
enum class DatumRule {
    Acbl,         ///< ACBLscore: drop 5% high and 5% low, round a trailing 5 to even
    DropExtremes, ///< PBN "Butler-2": drop the top and the bottom score
    AllScores,    ///< the mean of every score
};

/// "acbl", "butler-2", "all" (for settings and the CLI).
std::string datumRuleKey(DatumRule rule);
/// Parses datumRuleKey's words; empty optional if unknown.
std::optional<DatumRule> parseDatumRule(std::string_view text);
/// The sentence results print under a Butler ranking, e.g. "Datum: mean of the scores
/// without the top and bottom score, rounded to 10".
std::string datumRuleDescription(DatumRule rule);

/// How many scores the rule drops from each end of `count` scores. ACBL: 5% of the count,
/// rounded to the nearest whole score (so fewer than 10 scores drop none); Butler-2: one
/// when at least three scores remain after dropping, else none.
int datumTrim(int count, DatumRule rule);

/// The datum of a board: the mean of its scores after the rule's trim, rounded to a
/// multiple of 10 (ACBL: a mean ending in exactly 5 goes to the even ten, 425 → 420,
/// 435 → 440; otherwise halves go away from zero). Throws std::invalid_argument if empty.
int butlerDatum(std::span<const int> scores, DatumRule rule);

/// IMPs of each score against the datum, in the order given.
std::vector<int> butlerImps(std::span<const int> scores, int datum);

} // namespace overplay::core
