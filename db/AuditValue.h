// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What an audit row keeps of a traveller line (the JSON of its old or new value), read back
// into the line itself, so every front end words it as it words any line
// (core::resultWords) instead of reading the JSON its own way.

#include "db/EventStore.h"

#include <optional>
#include <string_view>

namespace overplay::db {

/// The line an audit value holds; nullopt when the value is not a traveller line (another
/// command's value, or empty). The pairs are left 0 when the row names them by their
/// printed labels (newer rows do): the label is in the JSON for whoever shows it.
std::optional<StoredLine> auditedLine(std::string_view json);

} // namespace overplay::db
