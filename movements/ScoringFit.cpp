// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/ScoringFit.h"

#include "core/Error.h"
#include "movements/Generate.h"

#include <algorithm>
#include <array>

namespace overplay::movements {

namespace {

using core::ScoringMethod;

/// Foster's duplicate whist schedules: their matches are decided on tricks (Foster's Duplicate
/// Whist, "Pair against Pair" and "Individuals"), and memory duplicate turns no trump at all.
bool isWhistSchedule(const std::string& kind) {
    static constexpr std::array<const char*, 4> kinds = {"memory-pairs", "four-pairs", "six-pairs",
                                                         "memory-individual"};
    return std::find(kinds.begin(), kinds.end(), kind) != kinds.end();
}

bool isTeamMethod(ScoringMethod method) {
    return method == ScoringMethod::TeamImps || method == ScoringMethod::BoardAMatch;
}

} // namespace

std::optional<std::string> scoringMisfit(const std::string& kind, ScoringMethod method) {
    const auto& kinds = movementKinds();
    const auto info = std::find_if(kinds.begin(), kinds.end(),
                                   [&](const MovementKindInfo& k) { return k.kind == kind; });
    if (info == kinds.end())
        return std::nullopt;
    const std::string name = core::scoringMethodText(method);
    if (info->teams) {
        if (isTeamMethod(method) || method == ScoringMethod::Whist)
            return std::nullopt;
        return "a team event (" + kind + ") is scored by comparing the two tables of each " +
               "match; " + name + " compares pairs across a field. Choose imps, bam or whist.";
    }
    const std::string entries = kind == "individual" || kind == "memory-individual"
                                    ? "an individual (" + kind + ")"
                                    : "a pairs movement (" + kind + ")";
    if (isTeamMethod(method))
        return name + " scores team matches, and " + entries +
               " has no teams. Choose mp, mp-acbl, cross-imps or butler, or a team movement.";
    if (isWhistSchedule(kind) && method != ScoringMethod::Whist)
        return kind + " is one of Foster's duplicate whist schedules, won on tricks; " + name +
               " does not score it. Choose whist.";
    return std::nullopt;
}

bool ranksTeams(const Movement& movement, ScoringMethod method) {
    return !movement.teamOf.empty() && (isTeamMethod(method) || method == ScoringMethod::Whist);
}

void checkScoringFits(const std::string& kind, ScoringMethod method) {
    if (const auto why = scoringMisfit(kind, method))
        throw core::InputError("Scoring " + core::scoringMethodText(method) +
                               " does not fit: " + *why);
}

std::vector<ScoringMethod> scoringMethodsFitting(const std::string& kind) {
    std::vector<ScoringMethod> out;
    for (ScoringMethod m : core::scoringMethods())
        if (!scoringMisfit(kind, m))
            out.push_back(m);
    return out;
}

} // namespace overplay::movements
