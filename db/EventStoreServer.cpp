// SPDX-License-Identifier: GPL-3.0-or-later
// Events on a PostgreSQL server: opening and creating one by its address, copying an event
// between a file and a server, and hearing of other programs' changes.
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/detail/EventStoreImpl.h"
#include "db/detail/Schema.h"
#include "db/detail/SqlPostgres.h"
#include <nlohmann/json.hpp>

#include <algorithm>
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
            try {
                migrate(*impl->db);
            } catch (const sql::Error& e) {
                // Only the owner of an event's tables changes them.
                if (e.failure() != sql::Failure::NotAllowed)
                    throw;
                throw StorageError(address, "uses an older event format (" +
                                                std::to_string(version) +
                                                "); the event's owner opens it once to update "
                                                "it (" +
                                                e.what() + ")");
            }
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

namespace {

const char* roleName(ServerLogin::Role role) {
    switch (role) {
    case ServerLogin::Role::Section:
        return "section";
    case ServerLogin::Role::Organiser:
        return "organiser";
    case ServerLogin::Role::Reader:
        break;
    }
    return "reader";
}

ServerLogin::Role roleOf(const std::string& name) {
    return name == "section"     ? ServerLogin::Role::Section
           : name == "organiser" ? ServerLogin::Role::Organiser
                                 : ServerLogin::Role::Reader;
}

/// A login's rights as its audit row keeps them: {"login", "rights", "sections"}; {} for a
/// login with none.
nlohmann::json rightsValue(const std::vector<ServerLogin>& logins, const std::string& login) {
    for (const ServerLogin& l : logins)
        if (l.login == login) {
            nlohmann::json value = {{"login", login}, {"rights", roleName(l.role)}};
            if (l.role == ServerLogin::Role::Section)
                value["sections"] = l.sections;
            return value;
        }
    return nlohmann::json::object();
}

/// The server of an open store, or a refusal naming what needs one.
sql::PostgresConnection& serverOf(sql::Connection& db, const std::string& path,
                                  const std::string& what) {
    sql::PostgresConnection* server = sql::postgresOf(db);
    if (server == nullptr)
        throw StorageError(path, "is a file: only a server event has logins to " + what);
    return *server;
}

/// Refuses a login the server does not have, and anyone but the event's owner granting.
void requireOwnerGranting(sql::Connection& db, const std::string& login) {
    sql::Statement owns(db, "SELECT overplay_owns(current_user), "
                            "(SELECT nspowner::regrole::text FROM pg_namespace WHERE nspname = "
                            "current_schema()), EXISTS (SELECT 1 FROM pg_roles WHERE "
                            "rolname = ?), current_user");
    owns.bind(1, login);
    owns.executeStep();
    const std::string owner = owns.getColumn(1).getString();
    if (owns.getColumn(0).getInt() == 0)
        throw core::InputError("only the event's owner (" + owner + ") grants rights on it; " +
                               owns.getColumn(3).getString() + " cannot; nothing was changed");
    if (owns.getColumn(2).getInt() == 0)
        throw core::InputError("the server has no login " + login +
                               "; make it first (createuser --pwprompt " + login +
                               "); nothing was changed");
    sql::Statement isOwner(db, "SELECT overplay_owns(?)");
    isOwner.bind(1, login);
    isOwner.executeStep();
    if (isOwner.getColumn(0).getInt() != 0)
        throw core::InputError(login + " owns the event (or is a superuser) and writes all of it "
                                       "already; nothing was changed");
}

/// Takes every right of `login` on the event away: its row of rights and its privileges.
void revokeAll(sql::Connection& db, const std::string& schema, const std::string& login) {
    sql::Statement forget(db, "DELETE FROM overplay_rights WHERE login = ?");
    forget.bind(1, login);
    forget.exec();
    const std::string who = sql::quotedIdentifier(login), in = sql::quotedIdentifier(schema);
    db.exec("REVOKE ALL ON ALL TABLES IN SCHEMA " + in + " FROM " + who +
            "; REVOKE ALL ON ALL SEQUENCES IN SCHEMA " + in + " FROM " + who +
            "; REVOKE ALL ON SCHEMA " + in + " FROM " + who);
}

std::string tableList(const std::vector<std::string>& tables) {
    std::string out;
    for (const std::string& t : tables)
        out += (out.empty() ? "" : ", ") + t;
    return out;
}

} // namespace

void EventStore::grantOnServer(const ServerLogin& rights, const std::string& who) {
    const std::string& login = rights.login;
    if (login.empty() || login.size() > 63)
        throw core::InputError("'" + login + "' is not a login's name");
    std::vector<std::string> letters;
    for (const std::string& letter : rights.sections)
        letters.push_back(core::upperText(letter)); // as sections are stored
    if (rights.role == ServerLogin::Role::Section && letters.empty())
        throw core::InputError("give the section " + login + " writes (--section B)");
    const std::vector<ServerLogin> before = serverLogins();
    sql::PostgresConnection& server = serverOf(*m_impl->db, m_impl->path, "grant rights to");
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        requireOwnerGranting(db, login);
        for (const std::string& letter : letters) {
            sql::Statement exists(db, "SELECT 1 FROM sections WHERE letter = ?");
            exists.bind(1, letter);
            if (!exists.executeStep())
                throw core::InputError("the event has no section " + letter +
                                       "; nothing was changed");
        }
        // A section adds to the sections the login writes; a reader or an organiser is all
        // the login is.
        std::vector<std::string> writes;
        for (const ServerLogin& l : before)
            if (l.login == login && l.role == ServerLogin::Role::Section &&
                rights.role == ServerLogin::Role::Section)
                writes = l.sections;
        for (const std::string& letter : letters)
            if (std::find(writes.begin(), writes.end(), letter) == writes.end())
                writes.push_back(letter);
        revokeAll(db, server.schema(), login);
        const std::string to = " TO " + sql::quotedIdentifier(login);
        const std::string in = sql::quotedIdentifier(server.schema());
        db.exec("GRANT USAGE ON SCHEMA " + in + to + "; GRANT SELECT ON ALL TABLES IN SCHEMA " +
                in + to);
        sql::Statement note(db, "INSERT INTO overplay_rights (login, rights, section) VALUES "
                                "(?, ?, ?)");
        const auto noteRow = [&](const std::string& section) {
            note.reset();
            note.bind(1, login);
            note.bind(2, roleName(rights.role));
            note.bind(3, section);
            note.exec();
        };
        switch (rights.role) {
        case ServerLogin::Role::Reader:
            noteRow("");
            break;
        case ServerLogin::Role::Section:
            // Its section's rows, its section's own movement and name, the names it seats
            // and its audit rows; the row-level security keeps it to its sections.
            db.exec("GRANT INSERT, UPDATE, DELETE ON " + tableList(serverSectionTables()) + to +
                    "; GRANT UPDATE (movement_json, name) ON sections" + to +
                    "; GRANT INSERT ON players, audit_log" + to +
                    "; GRANT USAGE ON ALL SEQUENCES IN SCHEMA " + in + to);
            for (const std::string& letter : writes)
                noteRow(letter);
            break;
        case ServerLogin::Role::Organiser:
            // Every table but the audit log, which it only adds to.
            db.exec("GRANT INSERT, UPDATE, DELETE ON " + tableList(serverEventTables()) + to +
                    "; GRANT INSERT ON audit_log" + to + "; GRANT USAGE ON ALL SEQUENCES IN " +
                    "SCHEMA " + in + to);
            noteRow("");
            break;
        }
        const nlohmann::json was = rightsValue(before, login);
        const nlohmann::json now =
            rightsValue({ServerLogin{login, rights.role, std::move(writes)}}, login);
        audit("grant rights", was.empty() ? "" : was.dump(), now.dump());
    });
}

void EventStore::revokeOnServer(const std::string& login, const std::string& who) {
    const std::vector<ServerLogin> before = serverLogins();
    sql::PostgresConnection& server = serverOf(*m_impl->db, m_impl->path, "revoke rights from");
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        requireOwnerGranting(db, login);
        revokeAll(db, server.schema(), login);
        nlohmann::json was = rightsValue(before, login);
        was["login"] = login;
        audit("revoke rights", was.dump(), "");
    });
}

std::vector<ServerLogin> EventStore::serverLogins() const {
    if (!isOnServer())
        return {};
    return guarded(m_impl->path, [&] {
        sql::Statement q(*m_impl->db, "SELECT login, rights, section FROM overplay_rights "
                                      "ORDER BY login, length(section), section");
        std::vector<ServerLogin> out;
        while (q.executeStep()) {
            const std::string login = q.getColumn(0).getString(), role = q.getColumn(1).getString();
            if (out.empty() || out.back().login != login)
                out.push_back(ServerLogin{login, roleOf(role), {}});
            if (role == "section")
                out.back().sections.push_back(q.getColumn(2).getString());
        }
        return out;
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
