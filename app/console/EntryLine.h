// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the director types into the traveller entry line, parsed. The grammar is the one a
// scorer writes on a traveller, in the order it is written:
//
//   [NS-EW] CONTRACT DECLARER RESULT [LEAD]     4SX N -2   3NT S =   3NT S 10   4H E +1 SK
//   [NS-EW] PASS                                 the board was passed out
//   [NS-EW] A | A+ | A- | A+/A- | A-/A+ | …      an artificial adjusted score
//   [NS-EW] TRICKS                               whist: tricks North-South took; bridge: the
//                                                contract and declarer of the line above
//
// RESULT is "=", "+k", "-k" or the tricks taken (0..13). The optional "NS-EW" prefix
// ("3-8") names the pairs when they are not the ones the movement suggests.

#include "core/Card.h"
#include "core/Contract.h"
#include "core/Session.h"

#include <optional>
#include <string_view>

namespace overplay::app {

/// One parsed entry line. Exactly one of play, adjusted, tricks is set.
struct EntryLine {
    std::optional<int> ns; ///< pairs named in the line ("3-8"), else the suggested ones
    std::optional<int> ew;
    std::optional<core::Play> play;
    std::optional<core::AdjustedScore> adjusted;
    /// A bare number: whist tricks for North-South, or (bridge) the tricks declarer took in
    /// the contract of the line above.
    std::optional<int> tricks;
    std::optional<core::Card> lead;
};

/// Parses an entry line. Throws core::InputError with one sentence naming the problem.
EntryLine parseEntryLine(std::string_view text);

} // namespace overplay::app
