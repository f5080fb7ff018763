// SPDX-License-Identifier: GPL-3.0-or-later
// The store's SQL interface over an SQLite file.
#include "db/detail/SqlSqlite.h"

#include "db/detail/Schema.h"

#include <charconv>

namespace overplay::db::sql {

Failure failureOfSqlite(int code) {
    switch (code & 0xff) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return Failure::Busy;
    case SQLITE_FULL:
        return Failure::Full;
    case SQLITE_READONLY:
        return Failure::ReadOnly;
    case SQLITE_CORRUPT:
        return Failure::Damaged;
    case SQLITE_NOTADB:
        return Failure::NotADatabase;
    case SQLITE_IOERR:
        return Failure::Disk;
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_AUTH:
    case SQLITE_NOMEM:
        return Failure::CannotOpen;
    case SQLITE_CONSTRAINT:
        return Failure::Constraint;
    default:
        return Failure::Other;
    }
}

namespace {

[[noreturn]] void fail(sqlite3* db, int rc) {
    throw Error(failureOfSqlite(rc), sqlite3_errmsg(db), rc & 0xff);
}

class SqliteCursor final : public Cursor {
public:
    SqliteCursor(sqlite3* db, const std::string& sql) : m_db(db) {
        const int rc = sqlite3_prepare_v2(m_db, sql.c_str(), -1, &m_statement, nullptr);
        if (rc != SQLITE_OK)
            fail(m_db, rc);
    }
    SqliteCursor(const SqliteCursor&) = delete;
    SqliteCursor& operator=(const SqliteCursor&) = delete;
    ~SqliteCursor() override { sqlite3_finalize(m_statement); }

    void bindNull(int index) override { check(sqlite3_bind_null(m_statement, index)); }
    void bindInteger(int index, std::int64_t value) override {
        check(sqlite3_bind_int64(m_statement, index, value));
    }
    void bindReal(int index, double value) override {
        check(sqlite3_bind_double(m_statement, index, value));
    }
    void bindText(int index, std::string_view value) override {
        check(sqlite3_bind_text(m_statement, index, value.data(), static_cast<int>(value.size()),
                                SQLITE_TRANSIENT));
    }
    bool step() override {
        const int rc = sqlite3_step(m_statement);
        if (rc == SQLITE_ROW)
            return true;
        if (rc == SQLITE_DONE)
            return false;
        // The statement is reset so the connection's transaction state stays clean.
        sqlite3_reset(m_statement);
        fail(m_db, rc);
    }
    void reset() override { sqlite3_reset(m_statement); }
    void clearBindings() override { sqlite3_clear_bindings(m_statement); }
    int columns() const override { return sqlite3_column_count(m_statement); }
    std::string columnName(int column) const override {
        const char* name = sqlite3_column_name(m_statement, column);
        return name ? name : "";
    }
    Kind kind(int column) const override {
        switch (sqlite3_column_type(m_statement, column)) {
        case SQLITE_NULL:
            return Kind::Null;
        case SQLITE_INTEGER:
            return Kind::Integer;
        case SQLITE_FLOAT:
            return Kind::Real;
        default:
            return Kind::Text;
        }
    }
    std::int64_t integer(int column) const override {
        return sqlite3_column_int64(m_statement, column);
    }
    double real(int column) const override { return sqlite3_column_double(m_statement, column); }
    std::string_view text(int column) const override {
        const auto* bytes = sqlite3_column_text(m_statement, column);
        if (bytes == nullptr)
            return {};
        return {reinterpret_cast<const char*>(bytes),
                static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column))};
    }

private:
    void check(int rc) const {
        if (rc != SQLITE_OK)
            fail(m_db, rc);
    }

    sqlite3* m_db;
    sqlite3_stmt* m_statement = nullptr;
};

} // namespace

SqliteConnection::SqliteConnection(std::unique_ptr<SQLite::Database> database)
    : m_owned(std::move(database)), m_database(m_owned.get()) {}

std::unique_ptr<Cursor> SqliteConnection::prepare(const std::string& sql) {
    return std::make_unique<SqliteCursor>(handle(), sql);
}

void SqliteConnection::exec(const std::string& sql) {
    const int rc = sqlite3_exec(handle(), sql.c_str(), nullptr, nullptr, nullptr);
    if (rc != SQLITE_OK)
        fail(handle(), rc);
}

std::int64_t SqliteConnection::lastInsertId() {
    return sqlite3_last_insert_rowid(handle());
}

void SqliteConnection::begin(bool writing, std::int64_t /*section: a file has one writer*/) {
    // IMMEDIATE takes the file's one writer lock before anything is read, so two writers
    // never interleave and a check made inside the command reads what it writes against.
    exec(writing ? "BEGIN IMMEDIATE" : "BEGIN");
}

void SqliteConnection::commit() {
    exec("COMMIT");
}

void SqliteConnection::rollback() noexcept {
    if (sqlite3_get_autocommit(handle()) == 0)
        sqlite3_exec(handle(), "ROLLBACK", nullptr, nullptr, nullptr);
}

int SqliteConnection::schemaVersion() {
    return execAndGet("PRAGMA user_version").getInt();
}

void SqliteConnection::stamp(int version) {
    exec("PRAGMA application_id = " + std::to_string(kApplicationId));
    exec("PRAGMA user_version = " + std::to_string(version));
}

bool SqliteConnection::changedByOthers() {
    // data_version changes when another connection commits to the file, never for our own.
    const std::int64_t now = execAndGet("PRAGMA data_version").getInt64();
    const bool changed = m_dataVersion >= 0 && now != m_dataVersion;
    m_dataVersion = now;
    return changed;
}

SqliteConnection* sqliteOf(Connection& connection) {
    return connection.dialect() == Dialect::SQLite ? static_cast<SqliteConnection*>(&connection)
                                                   : nullptr;
}

// --- Shared by both backends -----------------------------------------------------------------

Value Connection::execAndGet(const std::string& sql) {
    auto cursor = prepare(sql);
    if (!cursor->step())
        return {};
    const Kind kind = cursor->kind(0);
    return Value(kind, std::string(cursor->text(0)));
}

std::int64_t Value::getInt64() const {
    if (m_kind == Kind::Null)
        return 0;
    std::int64_t value = 0;
    const auto [end, ec] = std::from_chars(m_text.data(), m_text.data() + m_text.size(), value);
    if (ec != std::errc() || end != m_text.data() + m_text.size())
        return static_cast<std::int64_t>(getDouble());
    return value;
}

double Value::getDouble() const {
    if (m_kind == Kind::Null)
        return 0;
    return std::strtod(m_text.c_str(), nullptr);
}

} // namespace overplay::db::sql
