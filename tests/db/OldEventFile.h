// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An event file as an earlier Overplay wrote it, for the tests that open or migrate one.

#include "db/detail/Schema.h"

#include <SQLiteCpp/SQLiteCpp.h>

#include <string>

namespace overplay::testing {

/// Writes the small sample event (db::sampleEventSql) into a new file at `path`, exactly as
/// schema version `version` held it.
inline void writeOldEvent(const std::string& path, int version) {
    SQLite::Database old(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
    db::createSchemaVersion(old, version);
    old.exec(db::sampleEventSql(version));
}

} // namespace overplay::testing
