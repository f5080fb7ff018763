// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Made-up results for every line a movement has played, for the store's benchmark and the
// server's load test: a few contracts, made, over and down, the same every run.

#include "core/Contract.h"
#include "core/Session.h"
#include "movements/BoardPlacements.h"

#include <algorithm>
#include <vector>

namespace overplay::tests {

/// A plausible result for a well-mixed number: one of eight contracts, one down to two over,
/// by any declarer.
inline core::Play plausiblePlay(unsigned mix) {
    static const char* const contracts[] = {"3NT", "4S", "4H", "2S", "3NT", "1NT", "5D", "3C"};
    const core::Contract c = core::parseContract(contracts[mix % 8]);
    const int over = static_cast<int>((mix / 8) % 4) - 1; // -1, 0, +1, +2
    const int tricks = std::min(13, std::max(0, c.tricksNeeded() + over));
    return core::Play{c, static_cast<core::Seat>((mix / 32) % 4), tricks};
}

/// Every line the movement has played (movements::boardPlays), each with a plausible result;
/// another `salt` (a club of a server's field) gives other results on the same lines.
inline std::vector<core::TravellerLine> plausibleLines(const movements::Movement& movement,
                                                       unsigned salt = 0) {
    std::vector<core::TravellerLine> out;
    unsigned n = 0;
    for (const movements::BoardPlay& play : movements::boardPlays(movement)) {
        core::TravellerLine line;
        line.board = play.board;
        line.ns = play.table.ns;
        line.ew = play.table.ew;
        line.play = plausiblePlay((salt * 7919u + n++) * 2654435761u >> 7);
        out.push_back(line);
    }
    return out;
}

} // namespace overplay::tests
