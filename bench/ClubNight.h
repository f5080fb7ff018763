// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The club night the store and evening benchmarks measure, set up once for both: a 15-table
// Mitchell of two boards a round (30 boards, 450 results).

#include "db/EventStore.h"
#include "movements/Generate.h"

#include <string>

namespace overplay::bench {

/// The new event of a 15-table club night, named `name`.
inline db::EventSetup fifteenTableClubNight(std::string name) {
    movements::MovementRequest request;
    request.kind = "mitchell";
    request.tables = 15;
    request.boardsPerRound = 2;
    db::EventSetup setup;
    setup.name = std::move(name);
    setup.movement = movements::generateMovement(request);
    return setup;
}

} // namespace overplay::bench
