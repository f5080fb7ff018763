// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Internal to db/: how values are written into the event file's columns and back. Text forms
// are chosen so a director opening the file in sqlite3 can still read it.

#include "core/Card.h"
#include "core/DoubleDummy.h"
#include "core/Session.h"
#include "core/Strata.h"
#include "db/EventStore.h"
#include "movements/Movement.h"

#include <chrono>
#include <optional>
#include <string>
#include <string_view>

namespace overplay::db::codec {

/// The movement as CLI.md's movement JSON (movements/MovementJson.h, on one line).
std::string movementJson(const movements::Movement& movement);
/// Reads a movement written by movementJson. Throws StorageError when malformed.
movements::Movement movementFromJson(std::string_view json);

/// "N:AKQ.… … … …" (PBN Deal tag value, North first).
std::string dealText(const core::Deal& deal);
/// Reads dealText's form. Throws StorageError when malformed.
core::Deal dealFromText(std::string_view text);

/// 20 hex digits: strains C D H S NT, within each the seats N E S W.
std::string tricksText(const core::TrickTable& table);
core::TrickTable tricksFromText(std::string_view text);

/// Par contracts joined with ";".
std::string parContractsText(const std::vector<std::string>& contracts);
std::vector<std::string> parContractsFromText(std::string_view text);

std::string seatText(core::Seat seat);
core::Seat seatFromText(std::string_view text);
std::string vulnerabilityText(core::Vulnerability v);
core::Vulnerability vulnerabilityFromText(std::string_view text);

std::string sourceText(LineSource source);
LineSource sourceFromText(std::string_view text);

/// The text of the `adjusted` column: an artificial adjusted score as core writes it ("A+/A-",
/// "A60/A40"), a weighted assigned score marked "weighted: 60% 4S N =, 40% 4S N -1", or "not
/// played" for a board the table did not play. All are the director's rulings, so they share
/// the column that already excludes a contract (a line holds exactly one kind of result).
std::string assignedText(const core::TravellerLine& line);
/// Reads assignedText's forms into the line's `adjusted`, `weighted` or `notPlayed`. Throws
/// StorageError when unreadable.
void readAssigned(std::string_view text, core::TravellerLine& line);

/// A stored line as one JSON object, for the audit log.
/// A line as the audit log keeps it, its pairs by the labels `movement` prints ("3NS"): the
/// numbers change meaning when the movement does.
std::string lineJson(const StoredLine& line, const movements::Movement& movement);
/// Entries as a JSON array, for the audit log.
std::string entriesJson(const std::vector<Entry>& entries);
/// Teams for the audit log: number, name, roster.
std::string teamsJson(const std::vector<Team>& teams);

/// ISO 8601 UTC with milliseconds: "2026-11-22T19:30:05.120Z".
/// The scoring settings as stored in the event's row (all but the board-a-match scale, which
/// has its own column): {"roundNeuberg": …, "adjusted": "session"|"flat", "datum": …,
/// "resultsForTop": …, "decimals": …}. A key left out is the default.
std::string settingsJson(const core::ScoringSettings& settings);
/// Reads settingsJson's object into `settings` (the scale untouched); StorageError if
/// unreadable.
void readSettings(std::string_view text, core::ScoringSettings& settings);

/// The event's strata as stored: {"strata": ["A", "B<2000"], "figure": "average"|"higher"};
/// "" when the event is not stratified.
std::string strataJson(const core::Strata& strata);
/// Reads strataJson's text back; StorageError-worthy text throws std::invalid_argument.
core::Strata strataFromJson(std::string_view text);

std::string isoTime(std::chrono::system_clock::time_point time);

} // namespace overplay::db::codec
