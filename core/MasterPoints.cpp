// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/MasterPoints.h"

#include "core/Error.h"
#include "core/Text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <stdexcept>

namespace overplay::core {

namespace {

struct ScaleName {
    MasterPointScale scale;
    const char* key;
    const char* text;
};

constexpr ScaleName kScales[] = {
    {MasterPointScale::None, "none", "no master points"},
    {MasterPointScale::Club, "club", "EBU club scale"},
    {MasterPointScale::District, "district", "EBU district scale"},
    {MasterPointScale::County, "county", "EBU county scale"},
    {MasterPointScale::Regional, "regional", "EBU regional scale"},
    {MasterPointScale::National, "national", "EBU national scale"},
    {MasterPointScale::AcblClub, "acbl", "ACBL club game"},
};

const ScaleName& nameOf(MasterPointScale scale) {
    for (const ScaleName& n : kScales)
        if (n.scale == scale)
            return n;
    throw std::invalid_argument("unknown master point scale");
}

/// The EBU's scales multiply the club scale: district 1.5, county 2, regional 3, national 4.
double ebuFactor(MasterPointScale scale) {
    switch (scale) {
    case MasterPointScale::Club:
        return 1;
    case MasterPointScale::District:
        return 1.5;
    case MasterPointScale::County:
        return 2;
    case MasterPointScale::Regional:
        return 3;
    case MasterPointScale::National:
        return 4;
    default:
        throw std::invalid_argument("not an EBU scale");
    }
}

/// The share of a field awarded, as 1/denominator: a quarter under 18 boards, a third for 18
/// to 35, a half for 36 or more.
int shareDenominator(int boards) {
    return boards < 18 ? 4 : boards < 36 ? 3 : 2;
}

/// The club scale's cap on the top award: 75, 100, 300 (under 18, 18 to 35, 36 or more).
double clubCap(int boards) {
    return boards < 18 ? 75 : boards < 36 ? 100 : 300;
}

/// The club scale's step from one place to the next: 6 a pair, 3 a player.
double clubStep(AwardEntry entry) {
    return entry == AwardEntry::Individual ? 3 : 6;
}

constexpr int kFewestBoards = 12;

/// Rounds up what is within floating-point noise of a whole number down to it first, so 4.5
/// times 6 stays 27 and never becomes 28.
double roundUp(double value) {
    return std::ceil(value - 1e-9);
}

double hundredths(double value) {
    return std::round(value * 100 + 1e-9) / 100;
}

/// The place a rank names: "2=" → 2.
std::size_t placeOf(const std::string& rank) {
    std::size_t place = 0;
    for (const char c : rank) {
        if (c < '0' || c > '9')
            break;
        place = place * 10 + static_cast<std::size_t>(c - '0');
    }
    if (place == 0)
        throw std::invalid_argument("not a rank: " + rank);
    return place;
}

} // namespace

std::string masterPointScaleKey(MasterPointScale scale) {
    return nameOf(scale).key;
}

std::optional<MasterPointScale> parseMasterPointScale(std::string_view key) {
    const std::string lower = lowerText(key);
    for (const ScaleName& n : kScales)
        if (lower == n.key)
            return n.scale;
    return std::nullopt;
}

std::string masterPointScaleText(MasterPointScale scale) {
    return nameOf(scale).text;
}

bool isEbuScale(MasterPointScale scale) {
    return scale != MasterPointScale::None && scale != MasterPointScale::AcblClub;
}

int ebuAwardCount(const AwardField& field) {
    if (field.entry == AwardEntry::Team)
        throw InputError("The EBU's master point scales for teams are not in Overplay: their "
                         "tables were not at hand.");
    if (field.boards < kFewestBoards || field.size <= 0)
        return 0;
    const int denominator = shareDenominator(field.boards);
    if (field.entry == AwardEntry::Pair) {
        // Full tables: a field of 27 pairs is 13 tables (half tables are ignored); 19 tables
        // at a third give 13 awards, 25 and 26 tables at a quarter 13 each.
        const int tables = field.size / 2;
        return (2 * tables + denominator - 1) / denominator;
    }
    // Individuals: four, five and six tables at a third give 5, 6 and 8 awards.
    const int tables = field.size / 4;
    return 4 * tables / denominator;
}

std::vector<double> ebuPlaceAwards(MasterPointScale scale, const AwardField& field) {
    const double factor = ebuFactor(scale);
    const int count = ebuAwardCount(field);
    const double step = clubStep(field.entry) * factor;
    const double cap = roundUp(clubCap(field.boards) * factor);
    std::vector<double> awards;
    awards.reserve(static_cast<std::size_t>(count));
    for (int place = 0; place < count; ++place)
        awards.push_back(std::min(cap, roundUp(step * (count - place))));
    return awards;
}

double ebuMinimumAward(MasterPointScale scale) {
    return isEbuScale(scale) ? 6 * ebuFactor(scale) : 0;
}

double acblFirstAward(int groupSize) {
    return std::min(1.50, hundredths(0.05 * std::max(groupSize, 0)));
}

int acblAwardCount(int groupSize) {
    // 40% of the group, .5 rounded up: 4 pairs of 10, 3 of 8, 2 of 5 (2.0), 4 of 9 (3.6).
    return (4 * std::max(groupSize, 0) + 5) / 10;
}

std::vector<double> acblPlaceAwards(int groupSize) {
    const double first = acblFirstAward(groupSize);
    const int count = acblAwardCount(groupSize);
    std::vector<double> awards;
    for (int place = 1; place <= count; ++place) {
        const double share = place == 1   ? 1.0
                             : place == 2 ? 0.70
                             : place == 3 ? 0.50
                             : place == 4 ? 0.35
                                          : 1.0 / place;
        awards.push_back(first * share);
    }
    return awards;
}

std::vector<double> placeAwards(MasterPointScale scale, const AwardField& field) {
    if (scale == MasterPointScale::None)
        return {};
    if (scale == MasterPointScale::AcblClub)
        return acblPlaceAwards(field.size);
    return ebuPlaceAwards(scale, field);
}

std::vector<double> awardsToRanks(MasterPointScale scale, const std::vector<double>& places,
                                  const std::vector<std::string>& ranks) {
    std::vector<double> out(ranks.size(), 0);
    const double minimum = ebuMinimumAward(scale);
    std::size_t i = 0;
    while (i < ranks.size()) {
        // The rows sharing this rank, and the places they span.
        std::size_t j = i + 1;
        while (j < ranks.size() && ranks[j] == ranks[i])
            ++j;
        const std::size_t first = placeOf(ranks[i]);
        double total = 0;
        for (std::size_t place = first; place < first + (j - i); ++place)
            if (place <= places.size())
                total += places[place - 1];
        double award = total / static_cast<double>(j - i);
        if (isEbuScale(scale)) {
            award = roundUp(award);
            if (award > 0)
                award = std::max(award, minimum);
        } else {
            award = hundredths(award);
        }
        for (std::size_t k = i; k < j; ++k)
            out[k] = award;
        i = j;
    }
    return out;
}

std::map<int, double> fieldAwards(MasterPointScale scale, AwardField field,
                                  const Ranking& ranking) {
    if (field.size == 0)
        field.size = static_cast<int>(ranking.rows.size());
    std::vector<std::string> ranks;
    ranks.reserve(ranking.rows.size());
    for (const RankingRow& row : ranking.rows)
        ranks.push_back(row.rank);
    const std::vector<double> awards = awardsToRanks(scale, placeAwards(scale, field), ranks);
    std::map<int, double> out;
    for (std::size_t i = 0; i < awards.size(); ++i)
        if (awards[i] > 0)
            out[ranking.rows[i].entry] = awards[i];
    return out;
}

std::map<int, double> stratifiedAwards(MasterPointScale scale, const AwardField& field,
                                       const Ranking& open,
                                       const std::vector<StratumRanking>& strata) {
    std::map<int, double> best = fieldAwards(scale, field, open);
    for (const StratumRanking& s : strata) {
        AwardField own = field;
        own.size = static_cast<int>(s.ranking.rows.size());
        for (const auto& [entry, award] : fieldAwards(scale, own, s.ranking))
            best[entry] = std::max(best[entry], award);
    }
    return best;
}

std::vector<int> shortOfSeventyPercent(int boardsInUse, const std::map<int, int>& scheduled) {
    std::vector<int> out;
    for (const auto& [entry, boards] : scheduled)
        if (10 * boards < 7 * boardsInUse)
            out.push_back(entry);
    return out;
}

std::string awardText(MasterPointScale scale, double award) {
    char text[32];
    if (isEbuScale(scale))
        std::snprintf(text, sizeof text, "%.0f", award);
    else
        std::snprintf(text, sizeof text, "%.2f", hundredths(award));
    return text;
}

} // namespace overplay::core
