// SPDX-License-Identifier: GPL-3.0-or-later
// Events on a PostgreSQL server: opening and creating one by its address, copying an event
// between a file and a server, and hearing of other programs' changes.
#include "db/EventStore.h"
#include "db/detail/EventStoreImpl.h"

#include <thread>

namespace overplay::db {

namespace {

/// Every table of an event, each after the tables its rows refer to.
constexpr const char* kEventTables[] = {
    "event",         "players", "sessions",     "sections",        "entries",
    "entry_players", "boards",  "double_dummy", "traveller_lines", "audit_log",
    "table_secrets", "teams",   "team_players", "penalties",       "carry_forward"};

sql::ServerEvent serverEventOf(const std::string& address) {
    try {
        return sql::parseServerAddress(address);
    } catch (const std::invalid_argument& e) {
        throw StorageError(sql::shownAddress(address), e.what());
    }
}

/// A connection to the server of `address`, its failure one sentence naming the address.
std::unique_ptr<sql::PostgresConnection> connectToServer(const std::string& address,
                                                         const sql::ServerEvent& event) {
    try {
        return std::make_unique<sql::PostgresConnection>(event);
    } catch (const sql::Error& e) {
        throw StorageError(sql::shownAddress(address), describeOpening(e), problemOf(e));
    }
}

/// Every row of `from`'s event into `to`'s, table by table, values as they are.
void copyRows(sql::Connection& from, sql::Connection& to) {
    for (const char* table : kEventTables) {
        sql::Statement rows(from, std::string("SELECT * FROM ") + table);
        std::unique_ptr<sql::Statement> insert;
        while (rows.executeStep()) {
            const sql::Cursor& row = rows.cursor();
            if (!insert) {
                std::string columns, places;
                for (int c = 0; c < row.columns(); ++c) {
                    columns += (c ? ", " : "") + row.columnName(c);
                    places += c ? ", ?" : "?";
                }
                insert = std::make_unique<sql::Statement>(to, std::string("INSERT INTO ") + table +
                                                                  " (" + columns + ") VALUES (" +
                                                                  places + ")");
            }
            insert->reset();
            for (int c = 0; c < row.columns(); ++c) {
                switch (row.kind(c)) {
                case sql::Kind::Null:
                    insert->bind(c + 1);
                    break;
                case sql::Kind::Integer:
                    insert->bind(c + 1, static_cast<long long>(row.integer(c)));
                    break;
                case sql::Kind::Real:
                    insert->bind(c + 1, row.real(c));
                    break;
                case sql::Kind::Text:
                    insert->bind(c + 1, row.text(c));
                    break;
                }
            }
            insert->exec();
        }
    }
}

} // namespace

void detail::createOnServer(const std::string& address,
                            const std::function<void(sql::Connection&)>& fill) {
    const sql::ServerEvent event = serverEventOf(address);
    auto db = connectToServer(address, event);
    guarded(address, [&] {
        if (db->eventExists())
            throw StorageError(address, "already exists on the server; choose another event "
                                        "name");
        sql::Transaction transaction(*db);
        db->createEvent();
        fill(*db);
        // Rows written with their own ids (a copied event's) leave the ids' counters behind.
        db->resetIdentities();
        transaction.commit();
    });
}

std::unique_ptr<EventStore::Impl> EventStore::openOnServer(const std::string& address,
                                                           const OpenOptions& options) {
    const sql::ServerEvent event = serverEventOf(address);
    auto impl = std::make_unique<Impl>();
    impl->path = address;
    impl->user = options.user;
    impl->clock = options.clock;
    impl->readOnly = options.readOnly;
    try {
        auto db = connectToServer(address, event);
        if (!db->eventExists())
            throw StorageError(address, "no such event on the server");
        db->useEvent();
        // A writer waits for another's command as long as a file's writer would.
        db->remember("SET lock_timeout = " + std::to_string(options.busyTimeout.count()));
        if (options.readOnly)
            db->remember("SET default_transaction_read_only = on");
        // The server's list of connections (pg_stat_activity) says which station is which.
        std::string name = "overplay " + options.user;
        for (char& c : name)
            if (c == '\'' || static_cast<unsigned char>(c) < 0x20)
                c = ' ';
        db->remember("SET application_name = '" + name.substr(0, 60) + "'");
        const int version = db->schemaVersion(); // 0: not an Overplay event
        if (version == 0)
            throw StorageError(address, "is not an Overplay event (a schema of another "
                                        "program)");
        if (version > kSchemaVersion)
            throw StorageError(
                address, "was written by a newer Overplay (event format " +
                             std::to_string(version) + "; this Overplay reads up to format " +
                             std::to_string(kSchemaVersion) + "); update Overplay to open it");
        impl->db = std::move(db);
        if (version < kSchemaVersion) {
            if (options.readOnly)
                throw StorageError(address, "uses an older event format (" +
                                                std::to_string(version) +
                                                "); open it for writing once to update it");
            migrate(*impl->db);
        }
        impl->load(options.session);
    } catch (const sql::Error& e) {
        throw StorageError(address, describeOpening(e), problemOf(e));
    } catch (const StorageError& e) {
        if (e.file().empty())
            throw StorageError(address, e.problem(), e.kind());
        throw;
    }
    return impl;
}

void EventStore::copy(const std::string& from, const std::string& to) {
    OpenOptions reading;
    reading.readOnly = true;
    EventStore source = open(from, reading);
    sql::Connection& db = *source.m_impl->db;
    const auto fill = [&](sql::Connection& target) {
        guarded(from, [&] {
            // One snapshot of the source: a program writing meanwhile cannot tear the copy.
            sql::Transaction snapshot(db, false);
            createSchema(target);
            copyRows(db, target);
        });
    };
    if (sql::isServerAddress(to))
        createOnServer(to, fill);
    else
        createFile(to, fill);
}

void EventStore::removeFromServer(const std::string& address) {
    if (!sql::isServerAddress(address))
        throw StorageError(address, "is not a server event's address (postgresql://…)");
    const sql::ServerEvent event = serverEventOf(address);
    auto db = connectToServer(address, event);
    guarded(address, [&] {
        if (!db->eventExists())
            throw StorageError(address, "no such event on the server");
        db->dropEvent();
    });
}

bool EventStore::isOnServer() const {
    return m_impl->onServer();
}

bool EventStore::changedElsewhere() {
    return guarded(m_impl->path, [&] { return m_impl->db->changedByOthers(); });
}

bool EventStore::waitForChange(std::chrono::milliseconds timeout) {
    return guarded(m_impl->path, [&] {
        if (sql::PostgresConnection* server = sql::postgresOf(*m_impl->db))
            return server->waitForChange(static_cast<int>(timeout.count()));
        // A file has no one to tell us: look again at the end of the wait.
        if (m_impl->db->changedByOthers())
            return true;
        std::this_thread::sleep_for(timeout);
        return m_impl->db->changedByOthers();
    });
}

void EventStore::reload() {
    guarded(m_impl->path, [&] { m_impl->load(m_impl->sessionNumber, m_impl->sectionLetter); });
}

} // namespace overplay::db
