// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a traveller line's result may be, whatever the movement: exactly one kind of result
// (a contract played, a score alone, an adjusted or weighted score, whist tricks, not
// played), one the event's scoring method can score, and a possible one — a contract at level
// 1 to 7, 0 to 13 tricks, a score some contract makes at the board's vulnerability, an
// opening lead from the opening leader's hand. Where the pairs play the board is the
// movement's question (movements/BoardPlacements.h).

#include "core/Card.h"
#include "core/Session.h"
#include "core/Types.h"

#include <optional>

namespace overplay::core {

/// The line with its result checked and normalised (a passed-out board's declarer and
/// tricks cleared). `deal` is the board's hand record, when known, to check the lead
/// against; `vulnerability` the board's, to check a score alone against; `auction` the laws
/// of a duplicate auction event (no score alone, no passed-out deal, royal spades under
/// Foster's only). Throws InputError naming the board and the problem.
TravellerLine checkResult(const TravellerLine& line, ScoringMethod method,
                          const std::optional<Deal>& deal, Vulnerability vulnerability,
                          const std::optional<AuctionLaws>& auction = std::nullopt);

} // namespace overplay::core
