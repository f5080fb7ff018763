// SPDX-License-Identifier: GPL-3.0-or-later
// The store's SQL interface over an event on a PostgreSQL server (libpq).
#include "db/detail/SqlPostgres.h"

#include "db/detail/Schema.h"

#include <libpq-fe.h>

#include <cctype>
#include <charconv>
#include <cstring>
#include <functional>
#include <optional>
#include <poll.h>
#include <regex>
#include <vector>

namespace overplay::db::sql {

namespace {

// PostgreSQL's type numbers (pg_type.oid) of the values the store reads.
constexpr Oid kBool = 16;
constexpr Oid kInt8 = 20;
constexpr Oid kInt2 = 21;
constexpr Oid kInt4 = 23;
constexpr Oid kFloat4 = 700;
constexpr Oid kFloat8 = 701;
constexpr Oid kNumeric = 1700;

/// What kind of failure a PostgreSQL SQLSTATE is ("PostgreSQL Error Codes", Appendix A of
/// the PostgreSQL manual).
Failure failureOfSqlstate(const std::string& state) {
    if (state == "40001" || state == "40P01" || state == "55P03" || state == "57014")
        return Failure::Busy;
    if (state.rfind("53", 0) == 0)
        return Failure::Full;
    if (state == "25006")
        return Failure::ReadOnly;
    if (state == "42501")
        return Failure::NotAllowed;
    if (state.rfind("23", 0) == 0)
        return Failure::Constraint;
    if (state.rfind("08", 0) == 0 || state.rfind("57P", 0) == 0)
        return Failure::Lost;
    if (state == "XX001" || state == "XX002")
        return Failure::Damaged;
    if (state.rfind("58", 0) == 0)
        return Failure::Disk;
    return Failure::Other;
}

/// libpq's message without the line end it closes with; only the right end, unlike
/// core::trimmedText, so the message starts as the server wrote it.
std::string trimmed(std::string text) {
    while (!text.empty() && std::isspace(static_cast<unsigned char>(text.back())))
        text.pop_back();
    return text;
}

/// Throws the failure a result (or its absence) reports; frees the result.
[[noreturn]] void fail(PGconn* conn, PGresult* result) {
    if (result == nullptr || PQstatus(conn) == CONNECTION_BAD) {
        if (result)
            PQclear(result);
        throw Error(Failure::Lost, "the connection to the server was lost (" +
                                       trimmed(PQerrorMessage(conn)) + ")");
    }
    const char* state = PQresultErrorField(result, PG_DIAG_SQLSTATE);
    const char* message = PQresultErrorField(result, PG_DIAG_MESSAGE_PRIMARY);
    const std::string what = message ? message : trimmed(PQresultErrorMessage(result));
    const Failure failure = failureOfSqlstate(state ? state : "");
    PQclear(result);
    throw Error(failure, what);
}

/// A result that must have succeeded (rows or none).
PGresult* checked(PGconn* conn, PGresult* result) {
    if (result == nullptr)
        fail(conn, result);
    const auto status = PQresultStatus(result);
    // A migration step may be a comment alone (one that only changes what a value may hold).
    if (status != PGRES_TUPLES_OK && status != PGRES_COMMAND_OK && status != PGRES_EMPTY_QUERY)
        fail(conn, result);
    return result;
}

std::string quotedName(const std::string& name) {
    return quotedIdentifier(name);
}

/// The number of parameters of a statement already in PostgreSQL's form.
int parameterCount(const std::string& sql) {
    int most = 0;
    for (std::size_t i = 0; i < sql.size(); ++i)
        if (sql[i] == '$' && i + 1 < sql.size() &&
            std::isdigit(static_cast<unsigned char>(sql[i + 1]))) {
            int n = 0;
            std::size_t j = i + 1;
            for (; j < sql.size() && std::isdigit(static_cast<unsigned char>(sql[j])); ++j)
                n = n * 10 + (sql[j] - '0');
            most = std::max(most, n);
            i = j - 1;
        }
    return most;
}

class PostgresCursor final : public Cursor {
public:
    PostgresCursor(PostgresConnection& connection, const std::string& sql)
        : m_connection(connection), m_sql(postgresParameters(sql)) {
        const auto n = static_cast<std::size_t>(parameterCount(m_sql));
        m_values.resize(n);
        m_types.assign(n, 0);
    }
    PostgresCursor(const PostgresCursor&) = delete;
    PostgresCursor& operator=(const PostgresCursor&) = delete;
    ~PostgresCursor() override { clear(); }

    void bindNull(int index) override {
        slot(index) = std::nullopt;
        m_types[static_cast<std::size_t>(index - 1)] = 0;
    }
    void bindInteger(int index, std::int64_t value) override {
        slot(index) = std::to_string(value);
        m_types[static_cast<std::size_t>(index - 1)] = kInt8;
    }
    void bindReal(int index, double value) override {
        char buffer[64];
        const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, value);
        slot(index) = std::string(buffer, ec == std::errc() ? end : buffer);
        m_types[static_cast<std::size_t>(index - 1)] = kFloat8;
    }
    void bindText(int index, std::string_view value) override {
        slot(index) = std::string(value);
        // Left for the server to infer from where the parameter stands, as a quoted literal.
        m_types[static_cast<std::size_t>(index - 1)] = 0;
    }
    bool step() override {
        if (m_result == nullptr)
            run();
        ++m_row;
        return m_row < m_rows;
    }
    void reset() override { clear(); }
    void clearBindings() override {
        for (auto& v : m_values)
            v = std::nullopt;
        std::fill(m_types.begin(), m_types.end(), 0);
    }
    int columns() const override { return m_result ? PQnfields(m_result) : 0; }
    std::string columnName(int column) const override {
        const char* name = m_result ? PQfname(m_result, column) : nullptr;
        return name ? name : "";
    }
    Kind kind(int column) const override {
        if (PQgetisnull(m_result, m_row, column))
            return Kind::Null;
        switch (PQftype(m_result, column)) {
        case kBool:
        case kInt2:
        case kInt4:
        case kInt8:
            return Kind::Integer;
        case kFloat4:
        case kFloat8:
        case kNumeric:
            return Kind::Real;
        default:
            return Kind::Text;
        }
    }
    std::int64_t integer(int column) const override {
        const std::string_view t = text(column);
        std::int64_t value = 0;
        const auto [end, ec] = std::from_chars(t.data(), t.data() + t.size(), value);
        if (ec == std::errc() && end == t.data() + t.size())
            return value;
        return static_cast<std::int64_t>(real(column));
    }
    double real(int column) const override {
        return std::strtod(PQgetvalue(m_result, m_row, column), nullptr);
    }
    std::string_view text(int column) const override {
        if (PQgetisnull(m_result, m_row, column))
            return {};
        const char* value = PQgetvalue(m_result, m_row, column);
        // A truth value reads as SQLite gives it: 1 or 0.
        if (PQftype(m_result, column) == kBool)
            return value[0] == 't' ? "1" : "0";
        return {value, static_cast<std::size_t>(PQgetlength(m_result, m_row, column))};
    }

private:
    std::optional<std::string>& slot(int index) {
        if (index < 1 || static_cast<std::size_t>(index) > m_values.size())
            throw Error(Failure::Other,
                        "parameter " + std::to_string(index) + " is not in: " + m_sql);
        return m_values[static_cast<std::size_t>(index - 1)];
    }
    void run() {
        std::vector<const char*> values(m_values.size());
        for (std::size_t i = 0; i < m_values.size(); ++i)
            values[i] = m_values[i] ? m_values[i]->c_str() : nullptr;
        m_result = m_connection.run([&](PGconn* conn) {
            return PQexecParams(conn, m_sql.c_str(), static_cast<int>(values.size()),
                                m_types.data(), values.data(), nullptr, nullptr, 0);
        });
        m_rows = PQntuples(m_result);
        m_row = -1;
    }
    void clear() {
        if (m_result)
            PQclear(m_result);
        m_result = nullptr;
        m_row = -1;
        m_rows = 0;
    }

    PostgresConnection& m_connection;
    std::string m_sql;
    std::vector<std::optional<std::string>> m_values;
    std::vector<Oid> m_types;
    PGresult* m_result = nullptr;
    int m_row = -1;
    int m_rows = 0;
};

} // namespace

/// A query's rows as the server sends them: `COPY (query) TO STDOUT (FORMAT binary)`, one
/// row a message, each read as it comes and let go at the next step ("COPY", "Binary Format",
/// the PostgreSQL manual). COPY takes no parameters: the integers bound are written into the
/// query as numbers.
class PostgresRowStream final : public Cursor {
public:
    PostgresRowStream(PostgresConnection& connection, const std::string& sql)
        : m_connection(connection), m_sql(postgresParameters(sql)) {
        m_values.assign(static_cast<std::size_t>(parameterCount(m_sql)), "NULL");
    }
    PostgresRowStream(const PostgresRowStream&) = delete;
    PostgresRowStream& operator=(const PostgresRowStream&) = delete;
    ~PostgresRowStream() override { finish(); }

    void bindNull(int index) override { slot(index) = "NULL"; }
    void bindInteger(int index, std::int64_t value) override {
        slot(index) = "(" + std::to_string(value) + ")::bigint";
    }
    void bindReal(int, double) override { notForStream("a number with a fraction"); }
    void bindText(int, std::string_view) override { notForStream("a text"); }
    bool step() override {
        if (!m_started)
            start();
        release();
        if (m_done)
            return false;
        const int got = PQgetCopyData(m_connection.m_conn, &m_row, 0);
        if (got == -1) { // the end: the command's own result says whether all went well
            m_row = nullptr;
            end();
            return false;
        }
        if (got < 0 || m_row == nullptr) {
            m_row = nullptr;
            m_done = true;
            fail(m_connection.m_conn, PQgetResult(m_connection.m_conn));
        }
        std::size_t at = 0;
        const auto size = static_cast<std::size_t>(got);
        if (m_first) { // the file header comes before the first row
            m_first = false;
            static constexpr char kSignature[] = "PGCOPY\n\377\r\n";
            if (size < 19 || std::memcmp(m_row, kSignature, 11) != 0)
                malformed();
            at = 19 + static_cast<std::size_t>(int32At(m_row + 15));
        }
        if (at + 2 > size)
            malformed();
        const int fields = int16At(m_row + at);
        at += 2;
        if (fields == -1) { // the trailer: no more rows
            release();
            drain();
            return false;
        }
        m_fields.clear();
        for (int i = 0; i < fields; ++i) {
            if (at + 4 > size)
                malformed();
            const std::int32_t length = int32At(m_row + at);
            at += 4;
            if (length > 0 && at + static_cast<std::size_t>(length) > size)
                malformed();
            m_fields.emplace_back(m_row + at, length);
            at += static_cast<std::size_t>(std::max(length, 0));
        }
        return true;
    }
    void reset() override {
        finish();
        m_started = m_done = false;
        m_first = true;
    }
    void clearBindings() override {
        for (auto& v : m_values)
            v = "NULL";
    }
    int columns() const override { return static_cast<int>(m_fields.size()); }
    std::string columnName(int column) const override { return std::to_string(column); }
    Kind kind(int column) const override {
        return field(column).second < 0 ? Kind::Null : Kind::Text;
    }
    std::int64_t integer(int column) const override {
        const auto [data, length] = field(column);
        switch (length) { // int2, int4, int8: big-endian two's complement
        case -1:
            return 0;
        case 2:
            return int16At(data);
        case 4:
            return int32At(data);
        case 8:
            return static_cast<std::int64_t>(unsignedAt(data, 8));
        default:
            throw Error(Failure::Other,
                        "column " + std::to_string(column) + " is not an integer in: " + m_sql);
        }
    }
    double real(int column) const override { return static_cast<double>(integer(column)); }
    std::string_view text(int column) const override {
        const auto [data, length] = field(column);
        return length < 0 ? std::string_view() : std::string_view(data, length);
    }

private:
    static std::uint64_t unsignedAt(const char* at, int bytes) {
        std::uint64_t value = 0;
        for (int i = 0; i < bytes; ++i)
            value = (value << 8) | static_cast<unsigned char>(at[i]);
        return value;
    }
    static std::int32_t int32At(const char* at) {
        return static_cast<std::int32_t>(static_cast<std::uint32_t>(unsignedAt(at, 4)));
    }
    static std::int16_t int16At(const char* at) {
        return static_cast<std::int16_t>(static_cast<std::uint16_t>(unsignedAt(at, 2)));
    }
    [[noreturn]] void malformed() {
        throw Error(Failure::Other, "the server's rows could not be read (" + m_sql + ")");
    }
    [[noreturn]] void notForStream(const std::string& what) const {
        throw Error(Failure::Other, what + " cannot be bound to a streamed query: " + m_sql);
    }
    std::string& slot(int index) {
        if (index < 1 || static_cast<std::size_t>(index) > m_values.size())
            throw Error(Failure::Other,
                        "parameter " + std::to_string(index) + " is not in: " + m_sql);
        return m_values[static_cast<std::size_t>(index - 1)];
    }
    const std::pair<const char*, std::int32_t>& field(int column) const {
        if (column < 0 || static_cast<std::size_t>(column) >= m_fields.size())
            throw Error(Failure::Other,
                        "column " + std::to_string(column) + " is not in: " + m_sql);
        return m_fields[static_cast<std::size_t>(column)];
    }
    /// The query with its parameters written in, highest number first ($12 before $1).
    std::string withValues() const {
        std::string sql = m_sql;
        for (std::size_t i = m_values.size(); i > 0; --i) {
            const std::string name = "$" + std::to_string(i);
            for (std::size_t at = sql.find(name); at != std::string::npos;
                 at = sql.find(name, at + m_values[i - 1].size()))
                sql.replace(at, name.size(), m_values[i - 1]);
        }
        return sql;
    }
    void start() {
        m_started = true;
        m_first = true;
        const std::string copy = "COPY (" + withValues() + ") TO STDOUT (FORMAT binary)";
        PGconn* conn = m_connection.m_conn;
        PGresult* result = PQexec(conn, copy.c_str());
        if ((result == nullptr || PQresultStatus(result) != PGRES_COPY_OUT) &&
            !m_connection.m_inTransaction && PQstatus(conn) == CONNECTION_BAD &&
            m_connection.reconnect()) { // as PostgresConnection::run: tried once more
            if (result)
                PQclear(result);
            result = PQexec(conn, copy.c_str());
        }
        if (result == nullptr || PQresultStatus(result) != PGRES_COPY_OUT) {
            m_done = true;
            fail(conn, result);
        }
        PQclear(result);
    }
    void release() {
        if (m_row)
            PQfreemem(m_row);
        m_row = nullptr;
        m_fields.clear();
    }
    /// After the last row: the command's result, which must have succeeded.
    void end() {
        m_done = true;
        PGconn* conn = m_connection.m_conn;
        PGresult* result = PQgetResult(conn);
        while (PGresult* more = PQgetResult(conn)) // the rest, for the next command
            PQclear(more);
        PQclear(checked(conn, result));
    }
    /// After the trailer: the end of the copy.
    void drain() {
        char* rest = nullptr;
        int got = 0;
        while ((got = PQgetCopyData(m_connection.m_conn, &rest, 0)) > 0)
            PQfreemem(rest);
        end();
    }
    /// Stopped before the last row (an exception while reading): the rest is read and dropped,
    /// so the connection is ready for the next command.
    void finish() noexcept {
        release();
        if (!m_started || m_done)
            return;
        m_done = true;
        PGconn* conn = m_connection.m_conn;
        char* rest = nullptr;
        while (PQgetCopyData(conn, &rest, 0) > 0)
            PQfreemem(rest);
        while (PGresult* result = PQgetResult(conn))
            PQclear(result);
    }

    PostgresConnection& m_connection;
    std::string m_sql;
    std::vector<std::string> m_values;
    char* m_row = nullptr; ///< the row read last, until the next step
    std::vector<std::pair<const char*, std::int32_t>> m_fields;
    bool m_started = false;
    bool m_first = true;
    bool m_done = false;
};

std::unique_ptr<Cursor> PostgresConnection::prepareStream(const std::string& sql) {
    return std::make_unique<PostgresRowStream>(*this, sql);
}

PostgresConnection::PostgresConnection(const ServerEvent& event) : m_event(event) {
    m_conn = PQconnectdb(event.connection.c_str());
    if (m_conn == nullptr || PQstatus(m_conn) != CONNECTION_OK) {
        const std::string why = m_conn ? trimmed(PQerrorMessage(m_conn)) : "out of memory";
        if (m_conn)
            PQfinish(m_conn);
        m_conn = nullptr;
        throw Error(Failure::CannotOpen, why);
    }
    // The server's notices ("schema already exists, skipping") are not for the director.
    PQsetNoticeProcessor(
        m_conn, [](void*, const char*) {}, nullptr);
}

PostgresConnection::~PostgresConnection() {
    if (m_conn)
        PQfinish(m_conn);
}

std::unique_ptr<Cursor> PostgresConnection::prepare(const std::string& sql) {
    return std::make_unique<PostgresCursor>(*this, sql);
}

void PostgresConnection::exec(const std::string& sql) {
    PQclear(run([&](PGconn* conn) { return PQexec(conn, sql.c_str()); }));
}

PGresult* PostgresConnection::run(const std::function<PGresult*(PGconn*)>& statement) {
    PGresult* result = statement(m_conn);
    const bool failed = result == nullptr || (PQresultStatus(result) != PGRES_TUPLES_OK &&
                                              PQresultStatus(result) != PGRES_COMMAND_OK &&
                                              PQresultStatus(result) != PGRES_EMPTY_QUERY);
    // The connection dropped (the server restarted, the network blinked): outside a
    // transaction nothing was half done, so the statement is tried once more on a new
    // connection. Inside one, the transaction is gone with the connection: the command fails.
    if (failed && !m_inTransaction && PQstatus(m_conn) == CONNECTION_BAD && reconnect()) {
        if (result)
            PQclear(result);
        result = statement(m_conn);
    }
    return checked(m_conn, result);
}

bool PostgresConnection::reconnect() {
    PQreset(m_conn);
    if (PQstatus(m_conn) != CONNECTION_OK)
        return false;
    for (const std::string& setting : m_settings) {
        PGresult* r = PQexec(m_conn, setting.c_str());
        const bool ok = r && PQresultStatus(r) == PGRES_COMMAND_OK;
        if (r)
            PQclear(r);
        if (!ok)
            return false;
    }
    // Other stations' commits while the connection was down were not heard: say there were.
    m_changed = true;
    return true;
}

void PostgresConnection::remember(const std::string& setting) {
    exec(setting);
    m_settings.push_back(setting);
}

std::int64_t PostgresConnection::lastInsertId() {
    return execAndGet("SELECT lastval()").getInt64();
}

void PostgresConnection::begin(bool writing, std::int64_t section) {
    // A reader's transaction reads one snapshot throughout, as an SQLite reader does.
    if (!writing) {
        exec("BEGIN ISOLATION LEVEL REPEATABLE READ");
        m_inTransaction = true;
        m_writing = false;
        return;
    }
    // The writer's place, held to the end of the transaction: commands on the same place
    // follow one another as they do in an SQLite file, so a check made inside a command
    // reads what it writes against. The event's lock (two keys: Overplay's mark and the
    // event) is taken whole by a command about the event, shared by a command about one
    // section's lines, which also takes its section's lock (one key: the event and the
    // section). Readers never wait for either. PostgreSQL keeps the two forms of key apart
    // ("Advisory Locks", the PostgreSQL manual). BEGIN and the lock go in one message, one
    // wait for the server's answer instead of two: a result is entered in a handful of them.
    const std::string event = "1331057228, hashtext(current_schema())";
    const std::string lock =
        section == 0
            ? "SELECT pg_advisory_xact_lock(" + event + ")"
            : "SELECT pg_advisory_xact_lock_shared(" + event +
                  "), pg_advisory_xact_lock((hashtext(current_schema())::bigint << 32) | " +
                  std::to_string(section) + ")";
    try {
        exec("BEGIN; " + lock);
        m_inTransaction = true;
        m_writing = true;
    } catch (...) {
        rollback();
        throw;
    }
}

void PostgresConnection::commit() {
    // The notification and the commit in one message (one wait for the answer, not two).
    const std::string notify =
        m_writing ? "SELECT pg_notify(" + quotedText(m_event.schema()) + ", ''); " : "";
    m_writing = false;
    exec(notify + "COMMIT");
    m_inTransaction = false;
}

void PostgresConnection::rollback() noexcept {
    m_writing = false;
    m_inTransaction = false;
    if (m_conn && PQtransactionStatus(m_conn) != PQTRANS_IDLE)
        if (PGresult* r = PQexec(m_conn, "ROLLBACK"))
            PQclear(r);
}

int PostgresConnection::schemaVersion() {
    if (!isOverplayEvent())
        return 0;
    return execAndGet("SELECT version FROM overplay_schema").getInt();
}

bool PostgresConnection::isOverplayEvent() {
    return execAndGet("SELECT to_regclass('overplay_schema') IS NOT NULL").getInt() == 1 &&
           execAndGet("SELECT application_id FROM overplay_schema").getInt() == kApplicationId;
}

void PostgresConnection::stamp(int version) {
    exec("CREATE TABLE IF NOT EXISTS overplay_schema (application_id INTEGER NOT NULL, "
         "version INTEGER NOT NULL); DELETE FROM overplay_schema; "
         "INSERT INTO overplay_schema VALUES (" +
         std::to_string(kApplicationId) + ", " + std::to_string(version) + ")");
}

std::string PostgresConnection::schemaDdl(const std::string& sqliteDdl) const {
    // The three places SQLite's schema is not PostgreSQL's: a rowid key is an identity, REAL
    // is four bytes on the server (DOUBLE PRECISION is SQLite's REAL), and a truth value is
    // counted as an integer only once cast.
    std::string ddl = std::regex_replace(sqliteDdl, std::regex(R"(\bid INTEGER PRIMARY KEY\b)"),
                                         "id INTEGER GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY");
    ddl = std::regex_replace(ddl, std::regex(R"(\bREAL\b)"), "DOUBLE PRECISION");
    ddl = std::regex_replace(ddl, std::regex(R"(\((\w+) IS NOT NULL\) ([+=]))"),
                             "(($1 IS NOT NULL)::int) $2");
    return ddl;
}

void PostgresConnection::drainNotifications() {
    PQconsumeInput(m_conn);
    while (PGnotify* n = PQnotifies(m_conn)) {
        if (n->be_pid != PQbackendPID(m_conn))
            m_changed = true;
        PQfreemem(n);
    }
}

bool PostgresConnection::changedByOthers() {
    drainNotifications();
    const bool changed = m_changed;
    m_changed = false;
    return changed;
}

bool PostgresConnection::waitForChange(int milliseconds) {
    drainNotifications();
    if (!m_changed) {
        pollfd fd{PQsocket(m_conn), POLLIN, 0};
        if (::poll(&fd, 1, milliseconds) > 0)
            drainNotifications();
    }
    const bool changed = m_changed;
    m_changed = false;
    return changed;
}

bool PostgresConnection::eventExists() {
    auto q = prepare("SELECT 1 FROM pg_namespace WHERE nspname = ?");
    q->bindText(1, m_event.schema());
    return q->step();
}

void PostgresConnection::createEvent() {
    // SET, not SET LOCAL: it holds outside a transaction too, and a transaction that rolls
    // back takes it back with the schema.
    exec("CREATE SCHEMA " + quotedName(m_event.schema()) + "; SET search_path TO " +
         quotedName(m_event.schema()));
}

void PostgresConnection::useEvent() {
    remember("SET search_path TO " + quotedName(m_event.schema()));
    remember("LISTEN " + quotedName(m_event.schema()));
}

void PostgresConnection::dropEvent() {
    exec("DROP SCHEMA IF EXISTS " + quotedName(m_event.schema()) + " CASCADE");
}

std::string PostgresConnection::refusal(const std::string& serverWords) {
    try {
        const Value said = execAndGet("SELECT overplay_refusal(current_user)");
        if (!said.isNull())
            return said.getString();
    } catch (const Error&) {
        // An event older than the rule (it is migrated when its owner opens it).
    }
    return "the server refuses this login the change (" + serverWords + "); nothing was changed";
}

void PostgresConnection::resetIdentities() {
    std::vector<std::string> tables;
    {
        auto q = prepare("SELECT table_name FROM information_schema.columns WHERE "
                         "table_schema = current_schema() AND column_name = 'id' AND "
                         "is_identity = 'YES'");
        while (q->step())
            tables.emplace_back(q->text(0));
    }
    for (const std::string& t : tables)
        exec("SELECT setval(pg_get_serial_sequence(" + quotedText(quotedName(t)) +
             ", 'id'), coalesce((SELECT max(id) FROM " + quotedName(t) + "), 0) + 1, false)");
}

PostgresConnection* postgresOf(Connection& connection) {
    return connection.dialect() == Dialect::PostgreSQL
               ? static_cast<PostgresConnection*>(&connection)
               : nullptr;
}

} // namespace overplay::db::sql
