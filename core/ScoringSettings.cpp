// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ScoringSettings.h"

#include "core/Text.h"

#include "core/Error.h"

#include <cctype>

namespace overplay::core {

void applySettings(const ScoringSettings& settings, SessionInput& input) {
    input.roundNeuberg = settings.roundNeuberg;
    input.adjustedBySessionPercentage = settings.adjustedBySessionPercentage;
    input.datumRule = settings.datumRule;
    input.bamScale = settings.bamScale;
    if (settings.resultsForTop > 0)
        input.expectedPerBoard = settings.resultsForTop;
    input.duplicateAuction = settings.duplicateAuction;
    input.byeVictoryPoints = settings.byeVictoryPoints;
}

void checkSettingsFit(const ScoringSettings& settings, ScoringMethod method) {
    if (settings.duplicateAuction && method == ScoringMethod::Whist)
        throw InputError("duplicate auction scores contracts; a duplicate whist event compares "
                         "tricks and has none");
}

void checkSettings(const ScoringSettings& settings) {
    if (settings.resultsForTop != 0 &&
        (settings.resultsForTop < 2 || settings.resultsForTop > kMostResultsForTop))
        throw InputError("a top is counted on 2 to " + std::to_string(kMostResultsForTop) +
                         " results a board (or on the movement's, 0)");
    if (!(settings.byeVictoryPoints >= 0 && settings.byeVictoryPoints <= 20))
        throw InputError("a bye is worth 0 to 20 victory points");
    if (settings.decimals && (*settings.decimals < 0 || *settings.decimals > kMostDecimals))
        throw InputError("totals print with 0 to " + std::to_string(kMostDecimals) + " decimals");
    // A charge code goes into the return's XML as it is: letters, digits and a dash or so.
    if (settings.chargeCode.size() > kLongestChargeCode)
        throw InputError("a charge code has at most " + std::to_string(kLongestChargeCode) +
                         " characters");
    for (const char c : settings.chargeCode)
        if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '-' || c == '_' || c == '.'))
            throw InputError("a charge code is letters and digits (and - _ .): \"" +
                             settings.chargeCode + "\"");
}

MasterPointScale masterPointScaleFor(const ScoringSettings& settings, bool playedAtClub) {
    if (settings.masterPoints)
        return *settings.masterPoints;
    return playedAtClub ? MasterPointScale::Club : MasterPointScale::None;
}

double matchpointTop(ScoringMethod method, int results) {
    const double comparisons = results > 1 ? results - 1 : 0;
    return method == ScoringMethod::MatchpointsAcbl ? comparisons : 2 * comparisons;
}

std::vector<std::string> settingsSentences(const ScoringSettings& settings, ScoringMethod method) {
    std::vector<std::string> out;
    const bool matchpoints =
        method == ScoringMethod::MatchpointsEbu || method == ScoringMethod::MatchpointsAcbl;
    if (matchpoints) {
        if (settings.resultsForTop > 0)
            out.push_back("Every board is scored on a top of " +
                          numberText(matchpointTop(method, settings.resultsForTop)) + " (" +
                          std::to_string(settings.resultsForTop) +
                          " results); a board with fewer is factored up (Neuberg).");
        if (method == ScoringMethod::MatchpointsEbu)
            out.push_back(settings.roundNeuberg ? "Factored scores are rounded to 0.1 (EBU)."
                                                : "Factored scores are not rounded.");
        out.push_back(settings.adjustedBySessionPercentage
                          ? "Average-plus earns 60% or the side's own session percentage if "
                            "higher; average-minus 40% or its session percentage if lower "
                            "(EBU White Book)."
                          : "Average-plus earns 60%, average 50%, average-minus 40%.");
    }
    if (method == ScoringMethod::Butler)
        out.push_back(datumRuleDescription(settings.datumRule) + ".");
    if (method == ScoringMethod::BoardAMatch)
        out.push_back(std::string("Board-a-match: ") +
                      (settings.bamScale == BamScale::TwoOneZero ? "2 / 1 / 0" : "1 / \u00bd / 0") +
                      " for a board won, halved or lost on the total points.");
    if (settings.duplicateAuction)
        out.push_back(std::string("Duplicate auction bridge under ") +
                      (*settings.duplicateAuction == AuctionLaws::Foster
                           ? "Foster's laws (the Whist Club of New York)"
                           : "the Portland and Bath Clubs' laws of 1908") +
                      ": 125 for a game (30 trick points) made on one deal; honours as held, "
                      "from the hand record.");
    if (settings.masterPoints)
        out.push_back(*settings.masterPoints == MasterPointScale::None
                          ? std::string("No master points are awarded.")
                          : "Master points on the " + masterPointScaleText(*settings.masterPoints) +
                                ".");
    if (!settings.chargeCode.empty())
        out.push_back("EBU charge code " + settings.chargeCode + ".");
    if (settings.decimals)
        out.push_back("Totals are shown to " + std::to_string(*settings.decimals) +
                      (*settings.decimals == 1 ? " decimal." : " decimals."));
    return out;
}

} // namespace overplay::core
