// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The event file's schema: its version lives in PRAGMA user_version and the file is marked as
// Overplay's by PRAGMA application_id. Every earlier version's SQL stays in Schema.cpp so a
// test can build an old file and migrate it forward.
// Private to db/ (and its tests): callers outside db/ read the version from EventInfo.

#include <string>
#include <vector>

namespace SQLite {
class Database;
}
namespace overplay::db::sql {
class Connection;
}

namespace overplay::db {

/// "OVPL": the application_id of every Overplay event file.
constexpr int kApplicationId = 0x4F56504C;
/// The schema version this Overplay writes.
constexpr int kSchemaVersion = 14;

/// The audit log's table as the event file's version 1 and the club roster's version 1 both
/// made it (each schema's text ends with it); later event versions add columns to it.
inline constexpr const char* kAuditLogTable = R"sql(CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    who TEXT NOT NULL,
    command TEXT NOT NULL,
    old_value TEXT NOT NULL DEFAULT '',
    new_value TEXT NOT NULL DEFAULT ''
);
)sql";

/// The SQL that creates schema version `version` (1..kSchemaVersion) from an empty file,
/// exactly as that version did. Throws std::invalid_argument for an unknown version.
std::string schemaSql(int version);

/// The SQL that migrates a file from `from` to `from + 1`.
std::string migrationSql(int from);

/// What a server event sets up beside its tables when it migrates from `from` to `from + 1`
/// ("" when nothing): the row-level security of version 14. Run after migrationSql(from).
std::string serverMigrationSql(int from);

/// The tables of a server event holding a section's rows, which a club's login writes for its
/// own section (entries and their players, traveller lines, table secrets, teams and their
/// players, penalties).
std::vector<std::string> serverSectionTables();
/// Every table of a server event the organiser writes (all but the schema's version and the
/// rights, which only the owner writes, and the audit log, which everyone only adds to).
std::vector<std::string> serverEventTables();

/// A small event as version `version` wrote it (a 2-table Mitchell, names, a deal with its
/// analysis, two results, audit rows): tests build an old file from it and migrate it.
std::string sampleEventSql(int version);

/// Creates the current schema in an empty database (inside the caller's transaction) and
/// stamps it as Overplay's at that version (SQLite's application_id and user_version).
void createSchema(sql::Connection& db);

/// Creates schema `version` exactly as that version did (for tests of migrations).
void createSchemaVersion(sql::Connection& db, int version);
void createSchemaVersion(SQLite::Database& db, int version);

/// Migrates a database from its version up to kSchemaVersion, one transaction per step.
/// Returns the versions it passed through (empty when already current).
std::vector<int> migrate(sql::Connection& db);
std::vector<int> migrate(SQLite::Database& db);

} // namespace overplay::db
