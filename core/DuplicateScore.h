// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Duplicate contract bridge scoring (Laws of Duplicate Bridge 2017, Law 77).

#include "core/Contract.h"

namespace overplay::core {

/// Score of the declaring side for a contract played, vulnerable or not: positive when the
/// contract makes, negative when it fails. Passed out scores 0.
int declarerScore(const Play& play, bool declarerVulnerable);

/// North-South's score for a play on a board with the given vulnerability (negative when
/// East-West score).
int northSouthScore(const Play& play, Vulnerability vulnerability);

/// Whether some contract, declarer and number of tricks scores exactly `nsScore` for
/// North-South at this vulnerability: a slip that carries only the score ("+140") is checked
/// against every score the board could have produced.
bool isPossibleScore(int nsScore, Vulnerability vulnerability);

} // namespace overplay::core
