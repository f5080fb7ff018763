// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Rows that more than one query of the store reads the same way: one section's and the whole
// session's, or two tables of names with a figure. Private to db/.
#include "db/EventStore.h"
#include "db/detail/Sql.h"

#include <map>
#include <string>
#include <vector>

namespace overplay::db::detail {

/// Reads an entry's row into `entries` from `q`'s columns `first` on: number, label, team and
/// one player's name (NULL for an entry without players). Ordered by entry number and seat, a
/// query gives an entry one row per player, so a row of the last entry's number adds its next
/// player.
void addEntryRow(std::vector<Entry>& entries, const sql::Statement& q, int first);

/// Each name with its figure, from the two columns (a name, a number) of `select`.
std::map<std::string, double> figuresByName(sql::Connection& db, const std::string& select);

} // namespace overplay::db::detail
