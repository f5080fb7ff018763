// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The SQLite file behind the store's SQL interface (detail/Sql.h): SQLiteCpp opens the file,
// and statements run on its handle directly, reading values in place (SQLiteCpp's Column
// copies a shared pointer per value, which for 120,000 lines of 16 columns cost more than
// SQLite's reading of them). Private to db/.
#include "db/detail/Sql.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>

namespace overplay::db::sql {

/// What kind of failure an SQLite result code is.
Failure failureOfSqlite(int code);

class SqliteConnection final : public Connection {
public:
    explicit SqliteConnection(std::unique_ptr<SQLite::Database> database);
    /// A connection over a database the caller keeps open (a test's, a migration's).
    explicit SqliteConnection(SQLite::Database& database) : m_database(&database) {}

    Dialect dialect() const override { return Dialect::SQLite; }
    std::unique_ptr<Cursor> prepare(const std::string& sql) override;
    void exec(const std::string& sql) override;
    std::int64_t lastInsertId() override;
    void begin(bool writing, std::int64_t section = 0) override;
    void commit() override;
    void rollback() noexcept override;
    int schemaVersion() override;
    void stamp(int version) override;
    std::string schemaDdl(const std::string& sqliteDdl) const override { return sqliteDdl; }
    bool changedByOthers() override;

    SQLite::Database& database() { return *m_database; }
    sqlite3* handle() const { return m_database->getHandle(); }

private:
    std::unique_ptr<SQLite::Database> m_owned;
    SQLite::Database* m_database;
    std::int64_t m_dataVersion = -1;
};

/// The SQLite connection behind `connection`, or none on a server.
SqliteConnection* sqliteOf(Connection& connection);

} // namespace overplay::db::sql
