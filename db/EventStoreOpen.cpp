// SPDX-License-Identifier: GPL-3.0-or-later
// Creating and opening an event file, its integrity, a safe copy.
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/Roster.h"
#include "db/detail/Codec.h"
#include "db/detail/EventStoreImpl.h"
#include "db/detail/Platform.h"
#include "db/detail/Schema.h"
#include "db/detail/SqlPostgres.h"
#include "db/detail/SqlSqlite.h"
#include <filesystem>
#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

namespace overplay::db {

using nlohmann::json;

std::string Entry::names() const {
    std::string out;
    for (const auto& p : players) {
        if (p.empty())
            continue;
        if (!out.empty())
            out += " & ";
        out += p;
    }
    return out;
}

std::string Entry::competitor() const {
    // Names compared as the club's roster compares them (case and spacing aside).
    std::vector<std::string> keys;
    for (const std::string& p : players)
        if (std::string key = nameKey(p); !key.empty())
            keys.push_back(std::move(key));
    std::sort(keys.begin(), keys.end());
    std::string out;
    for (const std::string& k : keys)
        out += (out.empty() ? "" : " & ") + k;
    return out;
}

// ---------------------------------------------------------------------------------------------

EventStore::EventStore(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
EventStore::EventStore(EventStore&&) noexcept = default;
EventStore& EventStore::operator=(EventStore&&) noexcept = default;
EventStore::~EventStore() = default;

namespace {

/// The files SQLite keeps beside a database: its write-ahead log, the log's index and the
/// rollback journal. One left beside a path belongs to whatever file had that name before.
constexpr const char* kCompanions[] = {"-wal", "-shm", "-journal"};

using platform::pathOf;

bool exists(const std::string& path) {
    std::error_code ec;
    return std::filesystem::exists(std::filesystem::symlink_status(pathOf(path), ec));
}

/// The last part of a path, as the messages name a companion file.
std::string fileName(const std::string& path) {
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

void removeWithCompanions(const std::string& file) {
    std::error_code ec;
    std::filesystem::remove(pathOf(file), ec);
    for (const char* suffix : kCompanions)
        std::filesystem::remove(pathOf(file + suffix), ec);
}

/// Refuses a path whose SQLite companions exist without it (a program killed while it had
/// an event of this name open): SQLite would take the old log as the new file's own. An
/// empty log is what a reader leaves (a read-only connection may not delete it): it holds
/// nothing, so it and its index are removed and the name is free.
void refuseLeftovers(const std::string& path) {
    std::error_code ec;
    if (exists(path + "-wal") && std::filesystem::file_size(pathOf(path + "-wal"), ec) == 0 &&
        !ec) {
        std::filesystem::remove(pathOf(path + "-wal"), ec);
        std::filesystem::remove(pathOf(path + "-shm"), ec);
    }
    for (const char* suffix : kCompanions)
        if (exists(path + suffix))
            throw StorageError(path, "cannot be created: " + fileName(path + suffix) +
                                         " is left over from an earlier file of this name (a "
                                         "program stopped without closing it, and it holds "
                                         "that file's last changes); move it away or choose "
                                         "another file name");
}

/// Refuses a path that exists, or one with an SQLite companion left beside it.
void refuseExisting(const std::string& path) {
    if (exists(path))
        throw StorageError(path, "already exists; choose another file name");
    refuseLeftovers(path);
}

} // namespace

namespace {

/// A new event's rows, in an empty database inside the caller's transaction: the schema, the
/// event, its first session's sections and boards, and the audit row of its creation.
void writeNewEvent(sql::Connection& db, const EventSetup& setup, const OpenOptions& options) {
    createSchema(db);
    const std::string now =
        codec::isoTime(options.clock ? options.clock() : std::chrono::system_clock::now());
    {
        sql::Statement q(db, "INSERT INTO event (id, name, scoring, event_date, "
                             "created_at, bam_scale, section_scoring, "
                             "scoring_settings) VALUES (1, ?, ?, ?, ?, ?, ?, ?)");
        q.bind(1, setup.name);
        q.bind(2, core::scoringMethodText(setup.scoring));
        q.bind(3, setup.date);
        q.bind(4, now);
        q.bind(5, setup.settings.bamScale == core::BamScale::TwoOneZero ? 2 : 1);
        q.bind(6, setup.acrossField ? "across" : "within");
        q.bind(7, codec::settingsJson(setup.settings));
        q.exec();
    }
    db.exec("INSERT INTO sessions (number, name) VALUES (1, '')");
    const std::int64_t session = db.lastInsertId();
    for (int section = 0; section < setup.sections; ++section)
        insertSection(db, session, sectionLetter(section), setup.movement);
    insertRotationBoards(db, session, setup.movement.boards());
    {
        sql::Statement q(db, "INSERT INTO audit_log (at, who, command, old_value, "
                             "new_value) VALUES (?, ?, 'create event', '', ?)");
        q.bind(1, now);
        q.bind(2, options.user);
        q.bind(3, json{{"name", setup.name},
                       {"scoring", core::scoringMethodText(setup.scoring)},
                       {"movement",
                        setup.movement.name.empty() ? setup.movement.kind : setup.movement.name}}
                      .dump());
        q.exec();
    }
}

/// Checks a setup before anything is written.
void checkSetup(const EventSetup& setup) {
    if (setup.name.empty())
        throw core::InputError("an event needs a name");
    core::requireValidName(setup.name);
    core::requireValidDate(setup.date);
    checkMovement(setup.movement);
    core::checkSettings(setup.settings);
    core::checkSettingsFit(setup.settings, setup.scoring);
    if (setup.sections > 1)
        checkSectioned(setup.movement);
    if (setup.sections < 1 || setup.sections > kMostSections)
        throw core::InputError("an event holds 1 to " + std::to_string(kMostSections) +
                               " sections, not " + std::to_string(setup.sections));
}

} // namespace

void detail::createFile(const std::string& path,
                        const std::function<void(sql::Connection&)>& fill) {
    refuseExisting(path);
    // Build the file under a temporary name and rename it into place, so a crash during
    // creation never leaves a half-made event behind under the real name; a failure (a full
    // disk) removes the half-made file.
    const std::string building = path + ".creating";
    removeWithCompanions(building);
    try {
        guarded(path, [&] {
            SQLite::Database file(building, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            sql::SqliteConnection db(file);
            db.exec("PRAGMA foreign_keys = ON");
            db.exec("PRAGMA synchronous = FULL");
            // A copied event of 120,000 lines is written in one transaction: a cache that
            // holds it spares SQLite spilling pages to the file and the journal over and over.
            db.exec("PRAGMA cache_size = -131072");
            sql::Transaction transaction(db);
            fill(db);
            transaction.commit();
            db.exec("PRAGMA journal_mode = WAL");
        });
        // Checked again just before the rename: a leftover log that appeared meanwhile would
        // otherwise be read as this new event's.
        refuseLeftovers(path);
        if (const std::string failure = platform::renameDurably(building, path); !failure.empty())
            throw StorageError(path, "could not be created: " + failure);
    } catch (...) {
        removeWithCompanions(building);
        throw;
    }
}

EventStore EventStore::create(const std::string& path, const EventSetup& setup,
                              const OpenOptions& options) {
    const auto fill = [&](sql::Connection& db) { writeNewEvent(db, setup, options); };
    if (sql::isServerAddress(path)) {
        checkSetup(setup);
        createOnServer(path, fill);
        return open(path, options);
    }
    refuseExisting(path); // before the setup's own refusals, as createFile checks again
    checkSetup(setup);
    createFile(path, fill);
    return open(path, options);
}

namespace {

/// The path as an SQLite URI ("file:/a/b%3Fc.db"), for the query parameters below.
std::string uriOf(const std::string& path) {
    std::string uri = "file:";
    // Forward slashes, and a drive letter after one more ("file:/C:/club.db"), as SQLite's
    // URIs spell Windows paths ("Uniform Resource Identifiers", SQLite).
    const std::u8string absolute = std::filesystem::absolute(pathOf(path)).generic_u8string();
    if (!absolute.empty() && absolute.front() != u8'/')
        uri += '/';
    for (const char8_t c8 : absolute) {
        const auto c = static_cast<unsigned char>(c8);
        if (c == '%' || c == '?' || c == '#' || c < 0x20 || c >= 0x7F) {
            static const char* const hex = "0123456789ABCDEF";
            uri += '%';
            uri += hex[c >> 4];
            uri += hex[c & 15];
        } else {
            uri += static_cast<char>(c);
        }
    }
    return uri;
}

/// Whether the event lies where nobody can write: a read-only file or folder, or read-only
/// media. Then no writer can have a log beside it, and SQLite may read it as immutable.
bool onReadOnlyMedia(const std::string& path) {
    if (platform::canWrite(path))
        return false;
    return !exists(path + "-wal");
}

/// A connection to the event. Every connection waits up to `busyTimeout` for another
/// program's lock (a writer's commit, a closing connection's checkpoint) before giving up.
std::unique_ptr<SQLite::Database> connect(const std::string& path, bool readOnly, bool immutable,
                                          int busyTimeout) {
    if (immutable)
        return std::make_unique<SQLite::Database>(
            uriOf(path) + "?immutable=1", SQLite::OPEN_READONLY | SQLite::OPEN_URI, busyTimeout);
    // A reader's connection serves one EventStore, which is no more thread-safe than its
    // prepared statements: SQLite's "multi-thread" mode (no mutex on the connection, "Using
    // SQLite In Multi-Threaded Applications") is then as safe as "serialized", and spares a
    // lock and unlock on every value read, a tenth of re-ranking a large event.
    return std::make_unique<SQLite::Database>(
        path, readOnly ? SQLite::OPEN_READONLY | SQLite::OPEN_NOMUTEX : SQLite::OPEN_READWRITE,
        busyTimeout);
}

/// Checks a connection's file is an Overplay event this Overplay reads, with a quick
/// structural check of every page when `forWriting`. Returns its schema version. Reads only.
int probeEvent(SQLite::Database& probe, const std::string& path, bool forWriting) {
    const int applicationId = probe.execAndGet("PRAGMA application_id").getInt();
    const int version = probe.execAndGet("PRAGMA user_version").getInt();
    if (applicationId != kApplicationId || version < 1)
        throw StorageError(path, "is not an Overplay event (an SQLite database of another "
                                 "program)");
    if (version > kSchemaVersion)
        throw StorageError(path,
                           "was written by a newer Overplay (event format " +
                               std::to_string(version) + "; this Overplay reads up to format " +
                               std::to_string(kSchemaVersion) + "); update Overplay to open it");
    // Before a write, every page is checked: a write into a damaged b-tree can spread the
    // damage and lose what was entered. A reader writes nothing, and SQLite checks each page
    // as it reads it, reporting SQLITE_CORRUPT for a damaged one ("The SQLITE_CORRUPT result
    // code", SQLite's result codes); so a read-only open skips the whole-file check, which
    // on a large event costs more than reading what the reader needs. A damaged page it
    // reads is still refused, as "is damaged", when it reads it.
    if (!forWriting)
        return version;
    SQLite::Statement check(probe, "PRAGMA quick_check");
    if (check.executeStep()) {
        const std::string first = check.getColumn(0).getString();
        if (first != "ok")
            throw StorageError(path, "is damaged (" + first + ")");
    }
    return version;
}

/// The event a file holds, as its first audit row names it (when and under which name it was
/// created): it never changes, and two events seldom share it. Empty when unreadable.
std::string eventIdentity(sql::Connection& db) {
    try {
        sql::Statement q(db, "SELECT at, new_value FROM audit_log ORDER BY id LIMIT 1");
        if (!q.executeStep())
            return {};
        std::string identity = q.getColumn(0).getString() + " " + q.getColumn(1).getString();
        for (char& c : identity)
            if (c == '\n' || c == '\r')
                c = ' ';
        return identity;
    } catch (const std::exception&) {
        return {};
    }
}

/// The note about the log (WriterLock::logOwnerPathOf): the file's identity and its event's.
std::string logOwnerNote(const std::string& file, const std::string& event) {
    return "Overplay: the write-ahead log beside this note belongs to\nfile " + file + "\nevent " +
           event + "\n";
}

/// Writes the note before this writer's first change, when it does not already say so.
void noteLogOwner(const std::string& path, sql::Connection& db) {
    const std::string note = logOwnerNote(platform::fileIdentity(path), eventIdentity(db));
    const std::string notePath = WriterLock::logOwnerPathOf(path);
    {
        std::ifstream in(pathOf(notePath), std::ios::binary);
        std::stringstream was;
        was << in.rdbuf();
        if (in && was.str() == note)
            return;
    }
    std::ofstream out(pathOf(notePath), std::ios::binary | std::ios::trunc);
    out << note;
    out.flush();
    if (!out)
        throw StorageError(path, "cannot be opened for writing: the note " + fileName(notePath) +
                                     " beside it cannot be written");
}

/// The value of "NAME value" in a note, empty when absent.
std::string noteField(const std::string& note, const std::string& name) {
    std::istringstream lines(note);
    for (std::string line; std::getline(lines, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.rfind(name + " ", 0) == 0)
            return line.substr(name.size() + 1);
    }
    return {};
}

/// Refuses a log beside `path` that holds changes (more than its 32-byte header, "Database
/// File Format" 4.1) and whose note names another file or another event: a program writing
/// an earlier file of this name stopped without closing it, and that file was replaced
/// (removed and copied over, moved over, or copied onto). A log without a note was left by
/// another program or an older Overplay, and is SQLite's to replay as before.
void refuseForeignLog(const std::string& path) {
    std::error_code ec;
    const auto logSize = std::filesystem::file_size(pathOf(path + "-wal"), ec);
    if (ec || logSize <= 32)
        return;
    std::ifstream in(pathOf(WriterLock::logOwnerPathOf(path)), std::ios::binary);
    if (!in)
        return;
    std::stringstream text;
    text << in.rdbuf();
    const std::string file = noteField(text.str(), "file");
    const std::string event = noteField(text.str(), "event");
    bool foreign = !file.empty() && file != platform::fileIdentity(path);
    if (!foreign && !event.empty()) {
        // The file's own pages, without the log (immutable: no lock, no log, no index), read
        // as they are; a read that fails (a writer copying the log in meanwhile) proves
        // nothing either way.
        try {
            SQLite::Database main(uriOf(path) + "?immutable=1",
                                  SQLite::OPEN_READONLY | SQLite::OPEN_URI);
            sql::SqliteConnection db(main);
            const std::string own = eventIdentity(db);
            foreign = !own.empty() && own != event;
        } catch (const std::exception&) {
        }
    }
    if (foreign)
        throw StorageError(path, fileName(path + "-wal") +
                                     " beside it holds the last changes of another file that "
                                     "had this name (a program stopped without closing it; " +
                                     fileName(WriterLock::logOwnerPathOf(path)) +
                                     " names that file), and would mix them into this one; "
                                     "nothing was read. Move " +
                                     fileName(path + "-wal") + " and " + fileName(path + "-shm") +
                                     " away, then open it again");
}

} // namespace

EventStore EventStore::open(const std::string& path, const OpenOptions& options) {
    if (sql::isServerAddress(path))
        return EventStore(openOnServer(path, options));
    // Never open, read or close the event file other than through SQLite: closing any
    // descriptor of it drops every POSIX lock this process holds on it, SQLite's included,
    // and another program may then checkpoint and delete the log under a connection of this
    // process ("How To Corrupt An SQLite Database File", 2.2). A status opens nothing.
    {
        namespace fs = std::filesystem;
        std::error_code ec;
        const fs::file_status file = fs::status(pathOf(path), ec);
        if (file.type() == fs::file_type::not_found)
            throw StorageError(path, "no such event file");
        if (ec)
            throw StorageError(path, "cannot be read (" + ec.message() + ")");
        if (file.type() == fs::file_type::directory)
            throw StorageError(path, "is a folder, not an Overplay event");
        // A pipe or a device would block SQLite's first read forever.
        if (file.type() != fs::file_type::regular)
            throw StorageError(path, "is not a regular file (a pipe, device or socket), not an "
                                     "Overplay event");
        if (fs::file_size(pathOf(path), ec) == 0 && !ec)
            throw StorageError(path, "is empty, not an Overplay event");
    }
    // A log left beside the path by a program writing another file of this name would be
    // replayed into this one by the first connection: refused before any connection.
    refuseForeignLog(path);

    // Check it through SQLite (which also sees a write-ahead log): the application id, the
    // schema version and, before a write, a quick structural check. Nothing is written: a
    // writer's connection writes nothing until its first change, after the lock below. The
    // connection checked is the one kept: a second one would open the file, its log and its
    // index again, a tenth of an everyday command's time.
    const int busyTimeout = static_cast<int>(options.busyTimeout.count());
    int version = 0;
    bool immutable = false;
    std::unique_ptr<SQLite::Database> checked;
    const auto probeOnce = [&] {
        checked = connect(path, options.readOnly || immutable, immutable, busyTimeout);
        // Read large events through a memory map rather than a copy per page, the check's
        // reads included.
        checked->exec("PRAGMA mmap_size = 268435456");
        version = probeEvent(*checked, path, !options.readOnly);
    };
    const std::string identity = platform::fileIdentity(path);
    try {
        try {
            probeOnce();
        } catch (const SQLite::Exception& e) {
            // On read-only media SQLite cannot make the log's index (-shm) beside the file.
            // With no log there, nobody writes it: read it as immutable.
            const int code = e.getErrorCode();
            if ((code != SQLITE_CANTOPEN && code != SQLITE_READONLY) || !onReadOnlyMedia(path))
                throw;
            immutable = true;
            probeOnce();
        }
    } catch (const SQLite::Exception& e) {
        throw StorageError(path, describeFor(path, asSqlError(e), true), problemOf(asSqlError(e)));
    }
    // A file SQLite could open only for reading (a read-only file in a folder that can be
    // written) is refused for writing as read-only media are.
    if (!options.readOnly && (immutable || sqlite3_db_readonly(checked->getHandle(), "main") == 1))
        throw StorageError(path, "cannot be written (a read-only file or folder); open it "
                                 "read-only to look at it");

    auto impl = std::make_unique<Impl>();
    impl->path = path;
    impl->user = options.user;
    impl->clock = options.clock;
    impl->readOnly = options.readOnly;
    // One writer per event file: refused here, before a byte is written, when another
    // Overplay has it open for writing. Readers are never refused.
    if (!options.readOnly)
        impl->writerLock.emplace(WriterLock::acquire(path));
    try {
        // Another file moved to this name between the check and the lock: the lock is the
        // new file's, so the check is made again on it.
        if (!options.readOnly && platform::fileIdentity(path) != identity) {
            checked.reset();
            probeOnce();
        }
        impl->db = std::make_unique<sql::SqliteConnection>(std::move(checked));
        if (!options.readOnly)
            noteLogOwner(path, *impl->db); // before this writer writes a byte
        impl->db->exec("PRAGMA foreign_keys = ON");
        if (!options.readOnly) {
            impl->db->exec("PRAGMA journal_mode = WAL");
            // FULL: a commit that returned is on the disk, even if the power fails next.
            impl->db->exec("PRAGMA synchronous = FULL");
        }
        if (version < kSchemaVersion) {
            if (options.readOnly)
                throw StorageError(path, "uses an older event format (" + std::to_string(version) +
                                             "); open it for writing once to update it");
            migrate(*impl->db);
        }
        impl->load(options.session);
    } catch (const SQLite::Exception& e) {
        throw StorageError(path, describeFor(path, asSqlError(e), true), problemOf(asSqlError(e)));
    } catch (const sql::Error& e) {
        throw StorageError(path, describeFor(path, e, true), problemOf(e));
    } catch (const StorageError& e) {
        if (e.file().empty())
            throw StorageError(path, e.problem(), e.kind());
        throw;
    }
    return EventStore(std::move(impl));
}

bool EventStore::isReadOnly() const {
    return m_impl->readOnly;
}

bool EventStore::hasMoved() const {
    return m_impl->hasMoved();
}

bool EventStore::checkpoint() {
    if (m_impl->readOnly)
        return false;
    return m_impl->checkpoint();
}

void EventStore::saveCopy(const std::string& copyPath) const {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (exists(copyPath))
        throw StorageError(copyPath, "already exists; choose another file name for the copy");
    if (fs::equivalent(pathOf(copyPath), pathOf(m_impl->path), ec))
        throw StorageError(copyPath, "is the event itself; choose another file name");
    refuseLeftovers(copyPath);
    if (m_impl->onServer()) {
        copy(path(), copyPath);
        return;
    }
    // SQLite's online backup API copies the event as it is now, log included, page by page
    // through SQLite's own locks; the copy is made under a temporary name and renamed into
    // place whole, as a new event is.
    const std::string building = copyPath + ".creating";
    removeWithCompanions(building);
    try {
        {
            SQLite::Database copy(building, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            copy.exec("PRAGMA synchronous = FULL");
            sqlite3_backup* backup = sqlite3_backup_init(
                copy.getHandle(), "main", sql::sqliteOf(*m_impl->db)->handle(), "main");
            if (!backup)
                throw StorageError(copyPath, std::string("could not be written: ") +
                                                 sqlite3_errmsg(copy.getHandle()));
            int rc = SQLITE_OK;
            // A writer of another connection may hold the file for a moment: wait as long as
            // a connection's busy timeout would.
            for (int waited = 0; waited < 5000;) {
                rc = sqlite3_backup_step(backup, -1);
                if (rc != SQLITE_OK && rc != SQLITE_BUSY && rc != SQLITE_LOCKED)
                    break;
                if (rc != SQLITE_OK) {
                    sqlite3_sleep(20);
                    waited += 20;
                }
            }
            sqlite3_backup_finish(backup);
            if (rc != SQLITE_DONE)
                throw StorageError(copyPath, rc == SQLITE_FULL
                                                 ? "could not be written: the disk is full"
                                                 : std::string("could not be written: ") +
                                                       sqlite3_errstr(rc));
        }
        if (const std::string failure = platform::renameDurably(building, copyPath);
            !failure.empty())
            throw StorageError(copyPath, "could not be written: " + failure);
    } catch (const SQLite::Exception& e) {
        removeWithCompanions(building);
        throw StorageError(copyPath, "could not be written: " + describe(asSqlError(e)));
    } catch (...) {
        removeWithCompanions(building);
        throw;
    }
}

const std::string& EventStore::path() const {
    return m_impl->path;
}

} // namespace overplay::db
