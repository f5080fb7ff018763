// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The director's choices of how an event is scored, beyond the method itself: one value per
// event, stored with it, printed with its results and applied to every scoring of it.

#include "core/AuctionScore.h"
#include "core/BoardAMatch.h"
#include "core/Butler.h"
#include "core/MasterPoints.h"
#include "core/Session.h"

#include <optional>
#include <string>
#include <vector>

namespace overplay::core {

struct ScoringSettings {
    /// Matchpoints, EBU: Neuberg-factored scores rounded to 0.1 (the EBU's practice); false
    /// keeps them exact.
    bool roundNeuberg = true;
    /// Matchpoints: A+ earns the pair's session percentage when above 60% and A− when below
    /// 40% (the EBU White Book); false: always 60 / 50 / 40.
    bool adjustedBySessionPercentage = true;
    /// Butler: which scores the datum drops and how it rounds.
    DatumRule datumRule = DatumRule::DropExtremes;
    /// Board-a-match: 1/½/0 or 2/1/0.
    BamScale bamScale = BamScale::OneHalfZero;
    /// Matchpoints: the results the top is counted on; a board with fewer is factored up to
    /// it (Neuberg). 0: the most times the movement plays any board.
    int resultsForTop = 0;
    /// Decimals the totals print with; none: as few as every total of a column needs.
    std::optional<int> decimals;
    /// Swiss teams: the victory points a bye is worth (of 20), the director's choice.
    double byeVictoryPoints = 12;
    /// Duplicate auction: the auction laws every contract is scored by, with 125 for a game
    /// made on one deal (Foster's Complete Hoyle). None: contract bridge (Law 77).
    std::optional<AuctionLaws> duplicateAuction;
    /// Master points: the scale the awards are made on. None chosen: the EBU's club scale for
    /// an event played at a club (masterPointScaleFor), no awards otherwise.
    std::optional<MasterPointScale> masterPoints;
    /// The EBU's charge code of the event's return (USEBIO 1.3's EBU_CHARGE_CODE, which
    /// supersedes P2P_CHARGE_RATE); "" for none.
    std::string chargeCode;
    friend bool operator==(const ScoringSettings&, const ScoringSettings&) = default;
};

/// The most results a top may be counted on, and the most decimals a total prints with.
constexpr int kMostResultsForTop = 1000;
constexpr int kMostDecimals = 3;

/// Puts the settings into a session's input (the top only when one is chosen).
void applySettings(const ScoringSettings& settings, SessionInput& input);

/// Refuses (InputError) settings out of range: a top on fewer than 2 or more than
/// kMostResultsForTop results, decimals outside 0..kMostDecimals.
void checkSettings(const ScoringSettings& settings);

/// Refuses (InputError) settings the method cannot apply: duplicate auction is a bridge game,
/// not duplicate whist's trick comparison.
void checkSettingsFit(const ScoringSettings& settings, ScoringMethod method);

/// What the results print under the method's name: one sentence per setting that applies to
/// the method ("Neuberg-factored scores are rounded to 0.1.", the datum rule, …).
std::vector<std::string> settingsSentences(const ScoringSettings& settings, ScoringMethod method);

/// The scale an event's awards are made on: its own choice, else the EBU's club scale for an
/// event played at a club, else none.
MasterPointScale masterPointScaleFor(const ScoringSettings& settings, bool playedAtClub);

/// The most characters of a charge code.
constexpr std::size_t kLongestChargeCode = 20;

/// The matchpoint top of a board played `results` times: 2(n−1) (EBU) or n−1 (ACBL).
double matchpointTop(ScoringMethod method, int results);

} // namespace overplay::core
