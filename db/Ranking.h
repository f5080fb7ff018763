#pragma once
// Ranking a stored event: the store's lines and movement become core::SessionInput, and
// core::scoreSession scores them — the same call the console, the reports and the CLI use.

#include "core/Session.h"

namespace overplay::db {

class EventStore;

/// The session input of a stored event: its scoring method and every traveller line; two
/// fields ("NS", "EW") for a Mitchell without arrow switches, one field otherwise; teamOf
/// from the movement; the results each board should have (for Neuberg) from the movement.
core::SessionInput sessionInputOf(const EventStore& store);

/// Scores every board and ranks the entries of a stored event.
core::SessionResult rankEvent(const EventStore& store);

} // namespace overplay::db
