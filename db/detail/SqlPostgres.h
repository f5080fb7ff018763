// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// An event on a PostgreSQL server behind the store's SQL interface (detail/Sql.h), through
// libpq. Each event is a schema of its own in the server's database ("event_" and its name),
// holding the same tables as an event file; the schema's version is a one-row table in it.
// Commands take the event's advisory lock, so two writers never interleave, as SQLite's one
// writer lock keeps them apart; each command that commits notifies the other connections to
// the event (LISTEN/NOTIFY). Private to db/.
#include "db/detail/Sql.h"

#include <functional>
#include <string>
#include <vector>

struct pg_conn;
struct pg_result;
using PGconn = pg_conn;
using PGresult = pg_result;

namespace overplay::db::sql {

/// Whether `address` names an event on a server ("postgresql://…" or "postgres://…").
bool isServerAddress(const std::string& address);

/// A server event's address taken apart: what libpq connects with, and the event's name.
struct ServerEvent {
    std::string connection; ///< the address without its "event" parameter
    std::string name;       ///< the event's name: letters, digits, '-' and '_'
    std::string schema() const { return "event_" + name; }
};

/// Reads "postgresql://user@host:port/dbname?event=NAME" (libpq's other parameters, such as
/// host=/socket/folder, pass through). Throws std::invalid_argument with a sentence for an
/// address without an event or with a name the server cannot hold.
ServerEvent parseServerAddress(const std::string& address);

/// The address as shown to a director: its password, if any, left out.
std::string shownAddress(const std::string& address);

class PostgresConnection final : public Connection {
public:
    /// Connects to the server of `event` (not yet to the event: see useEvent).
    explicit PostgresConnection(const ServerEvent& event);
    ~PostgresConnection() override;
    PostgresConnection(const PostgresConnection&) = delete;
    PostgresConnection& operator=(const PostgresConnection&) = delete;

    Dialect dialect() const override { return Dialect::PostgreSQL; }
    std::unique_ptr<Cursor> prepare(const std::string& sql) override;
    /// The rows of a query as the server sends them (COPY … TO STDOUT, binary): libpq's result
    /// of a query holds every row until cleared, 16 bytes a value besides the value itself
    /// (a field of 480,000 lines of 17 columns: 130 MB the process then zeroes and frees).
    std::unique_ptr<Cursor> prepareStream(const std::string& sql) override;
    void exec(const std::string& sql) override;
    std::int64_t lastInsertId() override;
    void begin(bool writing, std::int64_t section = 0) override;
    void commit() override;
    void rollback() noexcept override;
    int schemaVersion() override;
    void stamp(int version) override;
    std::string schemaDdl(const std::string& sqliteDdl) const override;
    bool changedByOthers() override;

    /// Whether the event's schema exists on the server.
    bool eventExists();
    /// Makes the event's schema (inside the caller's transaction) and uses it.
    void createEvent();
    /// Uses the event's schema for every statement from now on, and listens for other
    /// connections' commits to it.
    void useEvent();
    /// Removes the event from the server, everything in it.
    void dropEvent();
    /// Sets every identity column's next value past the rows there (after rows were copied
    /// in with their own ids).
    void resetIdentities();
    /// What this login may write, as the sentence refusing it a write the server refused
    /// ("club_a may write section A only; nothing was changed"), outside a transaction;
    /// `serverWords` (the server's own refusal) when the event cannot say.
    std::string refusal(const std::string& serverWords);
    /// The event's schema ("event_" and its name).
    std::string schema() const { return m_event.schema(); }
    /// Waits up to `milliseconds` for another connection's commit; true when one came.
    bool waitForChange(int milliseconds);
    /// Runs a session setting ("SET lock_timeout = 5000") and keeps it, to run again on a
    /// new connection after the server dropped this one.
    void remember(const std::string& setting);
    /// Runs a statement; a connection the server dropped is made again (with the settings
    /// kept) and the statement tried once more, when no transaction was open. Returns the
    /// result, which succeeded; throws Error otherwise.
    PGresult* run(const std::function<PGresult*(PGconn*)>& statement);

private:
    friend class PostgresRowStream;
    PGconn* m_conn = nullptr;
    ServerEvent m_event;
    bool m_writing = false;
    bool m_inTransaction = false;
    bool m_changed = false;
    std::vector<std::string> m_settings; ///< session settings, run again after a reconnection
    void drainNotifications();
    bool reconnect();
    /// Whether the schema in use is marked as Overplay's.
    bool isOverplayEvent();
};

/// A name (a login, a schema) quoted for SQL: "club_a".
std::string quotedIdentifier(const std::string& name);
/// Text quoted for SQL: 'Hove BC'.
std::string quotedText(const std::string& text);

/// The server connection behind `connection`, or none for a file.
PostgresConnection* postgresOf(Connection& connection);

/// PostgreSQL's form of a statement written with SQLite's parameters: "?" and "?N" become
/// "$N" ("?" numbered after the highest seen so far, as SQLite numbers it). Text in quotes
/// and comments is left alone.
std::string postgresParameters(const std::string& sql);

} // namespace overplay::db::sql
