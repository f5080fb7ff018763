// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one SQL interface the event store writes against, over either database: an SQLite file
// (the embedded default) or an event on a PostgreSQL server. It is the small part of
// SQLiteCpp's interface the store uses (Statement, bind, executeStep, getColumn, exec), so the
// store's SQL reads the same for both. The store's SQL is written in the dialect both accept;
// the server's connection turns SQLite's "?" and "?N" parameters into PostgreSQL's "$N".
// Private to db/.

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>

namespace overplay::db::sql {

/// What went wrong, whichever database said it.
enum class Failure {
    Busy,         ///< another writer holds the event (SQLITE_BUSY, a serialization failure)
    Full,         ///< the disk is full
    ReadOnly,     ///< the file or the server refuses writing
    Damaged,      ///< the file is damaged
    NotADatabase, ///< not an SQLite file at all
    Disk,         ///< an input or output error
    CannotOpen,   ///< cannot be opened (permissions, a missing folder, no such server)
    Constraint,   ///< a constraint of the schema refused a row
    Lost,         ///< the connection to the server was lost
    NotAllowed,   ///< the server refuses this login the write (another club's section)
    Other
};

/// A failure of the database, with the database's own words.
class Error : public std::runtime_error {
public:
    Error(Failure failure, const std::string& what, int code = 0)
        : std::runtime_error(what), m_failure(failure), m_code(code) {}
    Failure failure() const { return m_failure; }
    /// The database's own code (SQLite's result code; 0 from the server).
    int code() const { return m_code; }

private:
    Failure m_failure;
    int m_code;
};

/// A value's kind as the database holds it.
enum class Kind { Null, Integer, Real, Text };

/// One prepared statement of a backend: parameters bound from 1, columns read from 0.
class Cursor {
public:
    virtual ~Cursor() = default;
    virtual void bindNull(int index) = 0;
    virtual void bindInteger(int index, std::int64_t value) = 0;
    virtual void bindReal(int index, double value) = 0;
    virtual void bindText(int index, std::string_view value) = 0;
    /// The next row; false after the last. The first call runs the statement.
    virtual bool step() = 0;
    /// Ready to run again, with the same parameters until they are bound anew.
    virtual void reset() = 0;
    virtual void clearBindings() = 0;
    virtual int columns() const = 0;
    virtual std::string columnName(int column) const = 0;
    virtual Kind kind(int column) const = 0;
    virtual std::int64_t integer(int column) const = 0;
    virtual double real(int column) const = 0;
    /// The column's text, valid until the next step (empty for NULL).
    virtual std::string_view text(int column) const = 0;
};

/// Which database a connection talks to.
enum class Dialect { SQLite, PostgreSQL };

/// A connection to one event.
class Connection {
public:
    virtual ~Connection() = default;
    virtual Dialect dialect() const = 0;
    virtual std::unique_ptr<Cursor> prepare(const std::string& sql) = 0;
    /// A query of many rows (a whole field's lines) read a row at a time as the database
    /// gives them, none kept after the next step. Its columns are read with isNull, integer
    /// (integer columns only) and text (text columns only); kind() tells NULL from a value and
    /// nothing more, and only integer parameters are bound. SQLite reads every statement so.
    virtual std::unique_ptr<Cursor> prepareStream(const std::string& sql) { return prepare(sql); }
    /// Runs one or more statements that return no rows.
    virtual void exec(const std::string& sql) = 0;
    /// The id the last INSERT gave its row.
    virtual std::int64_t lastInsertId() = 0;
    /// Opens a transaction; `writing` takes the event's one writer's place first, so two
    /// commands never interleave (SQLite's BEGIN IMMEDIATE; the server's lock of the event).
    /// On a server, a command about one section's lines (`section`, its id) takes that
    /// section's place only, so clubs entering their own sections do not wait for each
    /// other; a command about the whole event still waits for every one of them.
    virtual void begin(bool writing, std::int64_t section = 0) = 0;
    virtual void commit() = 0;
    virtual void rollback() noexcept = 0;

    /// The event's schema version (SQLite's PRAGMA user_version; on the server a one-row
    /// table, 0 when the schema is not marked as Overplay's).
    virtual int schemaVersion() = 0;
    /// Marks the event as Overplay's, at `version` (inside the caller's transaction).
    virtual void stamp(int version) = 0;
    /// The schema's SQL (written for SQLite) as this database takes it.
    virtual std::string schemaDdl(const std::string& sqliteDdl) const = 0;
    /// Whether another connection has committed to the event since the last call (SQLite's
    /// PRAGMA data_version; the server's notifications, read without waiting).
    virtual bool changedByOthers() = 0;

    /// The value of a query's first column of its first row (NULL when there is no row).
    class Value execAndGet(const std::string& sql);
};

/// One value, kept (the result of Connection::get).
class Value {
public:
    Value() = default;
    Value(Kind kind, std::string text) : m_kind(kind), m_text(std::move(text)) {}
    bool isNull() const { return m_kind == Kind::Null; }
    std::int64_t getInt64() const;
    int getInt() const { return static_cast<int>(getInt64()); }
    double getDouble() const;
    const std::string& getString() const { return m_text; }

private:
    Kind m_kind = Kind::Null;
    std::string m_text;
};

/// A column of a statement's current row.
class Column {
public:
    Column(const Cursor& cursor, int index) : m_cursor(cursor), m_index(index) {}
    bool isNull() const { return m_cursor.kind(m_index) == Kind::Null; }
    std::int64_t getInt64() const { return m_cursor.integer(m_index); }
    int getInt() const { return static_cast<int>(m_cursor.integer(m_index)); }
    double getDouble() const { return m_cursor.real(m_index); }
    std::string getString() const { return std::string(m_cursor.text(m_index)); }
    std::string_view text() const { return m_cursor.text(m_index); }

private:
    const Cursor& m_cursor;
    int m_index;
};

/// A statement, as SQLiteCpp's: bind, then executeStep() for each row or exec() once.
class Statement {
public:
    Statement(Connection& connection, const std::string& sql) : m_cursor(connection.prepare(sql)) {}

    void bind(int index) { m_cursor->bindNull(index); }
    void bind(int index, int value) { m_cursor->bindInteger(index, value); }
    void bind(int index, long value) { m_cursor->bindInteger(index, value); }
    void bind(int index, long long value) { m_cursor->bindInteger(index, value); }
    void bind(int index, unsigned value) { m_cursor->bindInteger(index, value); }
    void bind(int index, double value) { m_cursor->bindReal(index, value); }
    void bind(int index, const std::string& value) { m_cursor->bindText(index, value); }
    void bind(int index, std::string_view value) { m_cursor->bindText(index, value); }
    void bind(int index, const char* value) { m_cursor->bindText(index, value); }

    bool executeStep() { return m_cursor->step(); }
    /// Runs a statement that returns no rows.
    void exec() {
        while (m_cursor->step()) {
        }
    }
    void reset() { m_cursor->reset(); }
    void clearBindings() { m_cursor->clearBindings(); }
    Column getColumn(int index) const { return Column(*m_cursor, index); }
    int getColumnCount() const { return m_cursor->columns(); }
    const Cursor& cursor() const { return *m_cursor; }

private:
    std::unique_ptr<Cursor> m_cursor;
};

/// A transaction rolled back unless committed.
class Transaction {
public:
    explicit Transaction(Connection& connection, bool writing = true, std::int64_t section = 0)
        : m_connection(connection) {
        m_connection.begin(writing, section);
    }
    Transaction(const Transaction&) = delete;
    Transaction& operator=(const Transaction&) = delete;
    ~Transaction() {
        if (!m_done)
            m_connection.rollback();
    }
    void commit() {
        m_connection.commit();
        m_done = true;
    }

private:
    Connection& m_connection;
    bool m_done = false;
};

/// A connection to an SQLite file, for the store's SQLite-only work (its pragmas, the backup
/// API, the file's checkpoints). Defined in SqlSqlite.cpp.
class SqliteConnection;

} // namespace overplay::db::sql
