// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A Swiss teams event's next round, drawn from the event as stored: the standings by victory
// points (then IMPs), the matches already played and the byes already given.

#include "core/SwissDraw.h"
#include "db/EventStore.h"

#include <string>

namespace overplay::db {

/// Draws the next round of a Swiss teams event ("swiss-teams") and adds it to the movement,
/// one audited "change movement" command (every line kept). Refused (core::InputError) for
/// another kind of event, when every round is drawn, or while the last round has results
/// missing (the draw needs its standings).
core::SwissDraw drawNextSwissRound(EventStore& store, const std::string& who = {});

} // namespace overplay::db
