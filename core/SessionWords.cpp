// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a session: scoring methods' names, adjusted scores ("A+/A-", "60%/40%") and
// procedural penalties ("3", "25% of a top"), as a director types them and as they print.
#include "core/Session.h"

#include "core/Error.h"
#include "core/Text.h"
#include "core/WeightedScore.h"
#include "core/Words.h"

#include <array>
#include <string>

namespace overplay::core {

// ---------------------------------------------------------------------------------------
// Names

namespace {
constexpr Word<ScoringMethod> methodNames[] = {
    {ScoringMethod::MatchpointsEbu, "mp"},    {ScoringMethod::MatchpointsAcbl, "mp-acbl"},
    {ScoringMethod::CrossImps, "cross-imps"}, {ScoringMethod::Butler, "butler"},
    {ScoringMethod::TeamImps, "imps"},        {ScoringMethod::BoardAMatch, "bam"},
    {ScoringMethod::Whist, "whist"},
};

} // namespace

std::string scoringMethodText(ScoringMethod method) {
    return std::string(wordOf(methodNames, method));
}

std::vector<ScoringMethod> scoringMethods() {
    std::vector<ScoringMethod> out;
    for (const auto& w : methodNames)
        out.push_back(w.value);
    return out;
}

std::optional<ScoringMethod> parseScoringMethod(std::string_view text) {
    return valueOfWord(methodNames, lowerText(text));
}

namespace {
const char* adjustmentText(Adjustment a) {
    switch (a) {
    case Adjustment::AveragePlus:
        return "A+";
    case Adjustment::Average:
        return "A";
    case Adjustment::AverageMinus:
        return "A-";
    }
    throw std::logic_error("unknown adjustment");
}

/// One side of an adjusted score: an Adjustment, or an explicit percentage.
struct AdjustedSide {
    Adjustment adjustment = Adjustment::Average;
    std::optional<double> percent;
};

std::optional<AdjustedSide> parseAdjustment(std::string_view token) {
    std::string t = lowerText(token);
    // Accept the typographic minus (U+2212) that word processors put in "A−".
    if (t.size() == 4 && t.compare(1, 3, "\xE2\x88\x92") == 0)
        t = t.substr(0, 1) + "-";
    if (t == "a" || t == "a=")
        return AdjustedSide{Adjustment::Average, std::nullopt};
    if (t == "a+")
        return AdjustedSide{Adjustment::AveragePlus, std::nullopt};
    if (t == "a-")
        return AdjustedSide{Adjustment::AverageMinus, std::nullopt};
    // An explicit percentage: "A60", "60", "60%", "A 55.5".
    std::string_view digits = t;
    if (!digits.empty() && digits.front() == 'a')
        digits.remove_prefix(1);
    while (!digits.empty() && digits.front() == ' ')
        digits.remove_prefix(1);
    if (!digits.empty() && digits.back() == '%')
        digits.remove_suffix(1);
    const std::optional<double> percent = plainDecimal(digits, 8);
    if (!percent || *percent > 100)
        return std::nullopt;
    return AdjustedSide{Adjustment::Average, *percent};
}

} // namespace

std::string AdjustedScore::text() const {
    const auto side = [](Adjustment a, const std::optional<double>& percent) {
        return percent ? "A" + twoPlacesText(*percent) : std::string(adjustmentText(a));
    };
    const std::string n = side(ns, nsPercent);
    const std::string e = side(ew, ewPercent);
    return n == e ? n : n + "/" + e;
}

AdjustedScore parseAdjustedScore(std::string_view text) {
    const std::string whole = trimmedText(text);
    const auto fail = [&]() -> AdjustedScore {
        throw InputError("Unknown adjusted score \"" + whole +
                         "\": write A (or A=), A+, A- or a percentage such as A60 for both "
                         "sides, or North-South/East-West such as A+/A- or A60/A40.");
    };
    const auto make = [](const AdjustedSide& n, const AdjustedSide& e) {
        AdjustedScore a;
        a.ns = n.adjustment;
        a.nsPercent = n.percent;
        a.ew = e.adjustment;
        a.ewPercent = e.percent;
        return a;
    };
    const std::size_t slash = whole.find('/');
    if (slash == std::string::npos) {
        const auto both = parseAdjustment(whole);
        if (!both)
            return fail();
        return make(*both, *both);
    }
    const auto ns = parseAdjustment(trimmedText(std::string_view(whole).substr(0, slash)));
    const auto ew = parseAdjustment(trimmedText(std::string_view(whole).substr(slash + 1)));
    if (!ns || !ew)
        return fail();
    return make(*ns, *ew);
}

// ---------------------------------------------------------------------------------------
// Procedural penalties

std::string ProceduralPenalty::amountText() const {
    return unit == PenaltyUnit::PercentOfTop ? twoPlacesText(amount) + "% of a top"
                                             : twoPlacesText(amount);
}

ProceduralPenalty parsePenaltyAmount(std::string_view text) {
    const std::string whole = trimmedText(text);
    ProceduralPenalty p;
    std::string_view digits = whole;
    if (!digits.empty() && digits.back() == '%') {
        p.unit = PenaltyUnit::PercentOfTop;
        digits.remove_suffix(1);
    }
    const auto fail = [&]() -> ProceduralPenalty {
        throw InputError("Unknown penalty \"" + whole +
                         "\": write the points to deduct (3, 1.5) or a percentage of a top "
                         "(25%).");
    };
    const std::optional<double> amount = plainDecimal(digits, 8);
    if (!amount)
        return fail();
    p.amount = *amount;
    if (p.amount <= 0)
        throw InputError("A penalty of " + whole + " takes nothing off; give more than 0.");
    if (p.unit == PenaltyUnit::PercentOfTop && p.amount > 100)
        throw InputError("A penalty of " + whole + " is more than a whole top (at most 100%).");
    return p;
}

} // namespace overplay::core
