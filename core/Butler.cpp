// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Butler.h"

#include "core/Imps.h"
#include "core/Words.h"

#include <algorithm>
#include <cstdint>
#include <stdexcept>

namespace overplay::core {

namespace {
constexpr Word<DatumRule> kDatumRuleKeys[] = {{DatumRule::Acbl, "acbl"},
                                              {DatumRule::DropExtremes, "butler-2"},
                                              {DatumRule::AllScores, "all"}};
} // namespace

std::string datumRuleKey(DatumRule rule) {
    return std::string(wordOf(kDatumRuleKeys, rule));
}

std::optional<DatumRule> parseDatumRule(std::string_view text) {
    return valueOfWord(kDatumRuleKeys, text);
}

std::string datumRuleDescription(DatumRule rule) {
    switch (rule) {
    case DatumRule::Acbl:
        return "Datum: mean of the scores without the top and bottom 5%, rounded to 10 "
               "(a trailing 5 to even)";
    case DatumRule::DropExtremes:
        return "Datum: mean of the scores without the top and bottom score, rounded to 10";
    case DatumRule::AllScores:
        return "Datum: mean of all the scores, rounded to 10";
    }
    throw std::logic_error("unknown datum rule");
}

int datumTrim(int count, DatumRule rule) {
    switch (rule) {
    case DatumRule::Acbl:
        // 5% of the count to the nearest score, in integers: floor((count + 10) / 20).
        return (count + 10) / 20;
    case DatumRule::DropExtremes:
        return count >= 5 ? 1 : 0;
    case DatumRule::AllScores:
        return 0;
    }
    throw std::logic_error("unknown datum rule");
}

namespace {
// sum / (10·count) rounded to an integer, exactly, in integers.
std::int64_t roundTens(std::int64_t sum, std::int64_t count, bool halfToEven) {
    const std::int64_t divisor = 10 * count;
    const bool negative = sum < 0;
    const std::int64_t magnitude = negative ? -sum : sum;
    std::int64_t quotient = magnitude / divisor;
    const std::int64_t remainder2 = 2 * (magnitude % divisor);
    if (remainder2 > divisor || (remainder2 == divisor && (!halfToEven || quotient % 2 == 1)))
        ++quotient;
    return negative ? -quotient : quotient;
}
} // namespace

int butlerDatum(std::span<const int> scores, DatumRule rule) {
    if (scores.empty())
        throw std::invalid_argument("a datum needs at least one score");
    std::vector<int> sorted(scores.begin(), scores.end());
    std::sort(sorted.begin(), sorted.end());
    const int count = static_cast<int>(sorted.size());
    const int trim = datumTrim(count, rule);
    std::int64_t sum = 0;
    for (int i = trim; i < count - trim; ++i)
        sum += sorted[i];
    return static_cast<int>(10 * roundTens(sum, count - 2 * trim, rule == DatumRule::Acbl));
}

std::vector<int> butlerImps(std::span<const int> scores, int datum) {
    std::vector<int> imps(scores.size());
    for (std::size_t i = 0; i < scores.size(); ++i)
        imps[i] = impsFor(scores[i] - datum);
    return imps;
}

} // namespace overplay::core
