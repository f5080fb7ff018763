// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Whether a late pair can be seated, and where: the one rule EventStore::addLatePair keeps,
// asked beforehand by a front end that wants the pair's names first.

#include "db/EventStore.h"

namespace overplay::db {

/// Where a late pair would sit.
struct LatePairPlan {
    movements::Movement movement; ///< the movement grown by one pair (withOneMorePair)
    MovementChange change;        ///< what the change of movement keeps; one entry added
    int entry = 0;                ///< the late pair's number in the grown movement
};

/// What addLatePair would do to the section in use, without doing it: refused (InputError)
/// when the grown movement cannot keep every result where it was, as addLatePair refuses.
LatePairPlan planLatePair(const EventStore& store);

} // namespace overplay::db
