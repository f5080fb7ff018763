// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading a USEBIO results file (the EBU's interchange format, 1.2 and the files other
// programs wrote before it) into played sections: a club's simultaneous pairs section scored
// with another program comes in this way.

#include "core/PlayedSection.h"

#include <string_view>
#include <vector>

namespace overplay::reports {

/// The pairs sections of a USEBIO file: one for an EVENT holding its PARTICIPANTS and BOARDs,
/// one for each SECTION element when the event has several. Read as the programs that write it
/// do: PAIR_NUMBER "7", "1 NS" or "(A) 1 NS" with DIRECTION beside it; CONTRACT "4S", "4 S",
/// "3NT", "5Sx", "PASS", "NP" (not played) or an adjusted score ("A60/A40"); TRICKS the tricks
/// taken ("10") or the result ("=", "+1", "-2"); SCORE North-South's, or Scorer's adjusted
/// "A6040" in place of a contract. Throws core::InputError "line N: …" for XML that is not
/// well formed, a file that is not USEBIO, a teams or individual event, a line that cannot be
/// read.
std::vector<core::PlayedSection> readUsebio(std::string_view xml);

} // namespace overplay::reports
