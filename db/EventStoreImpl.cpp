// SPDX-License-Identifier: GPL-3.0-or-later
// The event store's insides (detail/EventStoreImpl.h): the database's failures as sentences,
// the rows of a new section, and the section in use with the one path every command writes by
// (Impl::command's commit and audit row).
#include "db/detail/EventStoreImpl.h"

#include "core/Board.h"
#include "core/Path.h"
#include "core/ResultText.h"
#include "db/detail/Codec.h"
#include "db/detail/Platform.h"
#include "db/detail/SqlPostgres.h"
#include "db/detail/SqlSqlite.h"
#include "db/detail/StoredRows.h"
#include "movements/Validator.h"

#include <filesystem>
#include <set>

namespace overplay::db {

namespace detail {

/// What kind of problem a database failure is, for callers that can act on it.
StorageProblem problemOf(const sql::Error& e) {
    switch (e.failure()) {
    case sql::Failure::Busy:
        return StorageProblem::Busy;
    default:
        return StorageProblem::File;
    }
}

/// One clear sentence for a database failure of a command.
std::string describe(const sql::Error& e) {
    switch (e.failure()) {
    case sql::Failure::Full:
        return "the disk is full; nothing was saved";
    case sql::Failure::Busy:
        return "busy: another program is writing this event; nothing was saved, try again";
    case sql::Failure::ReadOnly:
        return "cannot be written (a read-only file or folder, or no right to write on the "
               "server); nothing was saved";
    case sql::Failure::Damaged:
    case sql::Failure::NotADatabase:
        return std::string("is damaged: ") + e.what();
    case sql::Failure::Disk:
        return std::string("could not be read or written (disk error): ") + e.what();
    case sql::Failure::Lost:
        return std::string("lost its server (") + e.what() +
               "); the last change may not have been saved: look before giving it again";
    case sql::Failure::NotAllowed:
        return std::string("the server refuses this login the change (") + e.what() +
               "); nothing was changed";
    default:
        return std::string("storage error: ") + e.what();
    }
}

/// One clear sentence for a database failure while opening: what is really wrong, which is
/// not always damage (another program may be busy writing, the folder may be unreadable).
std::string describeOpening(const sql::Error& e) {
    switch (e.failure()) {
    case sql::Failure::Busy:
        return "busy: another program is writing this event; try again";
    case sql::Failure::NotADatabase:
        return "is not an Overplay event (not an SQLite database)";
    case sql::Failure::Damaged:
        return std::string("is damaged (") + e.what() + ")";
    case sql::Failure::CannotOpen:
    case sql::Failure::Lost:
        return std::string("cannot be opened (") + e.what() + ")";
    case sql::Failure::ReadOnly:
        return "cannot be written (a read-only file or folder); open it read-only";
    case sql::Failure::NotAllowed:
        return std::string("cannot be opened (") + e.what() + ")";
    case sql::Failure::Disk:
        return std::string("could not be read (disk error: ") + e.what() + ")";
    case sql::Failure::Full:
        return std::string("cannot be opened (") + e.what() + ")";
    default:
        return std::string("is damaged or not an Overplay event (") + e.what() + ")";
    }
}

/// SQLiteCpp's exception (opening a file) as the store's.
sql::Error asSqlError(const SQLite::Exception& e) {
    return sql::Error(sql::failureOfSqlite(e.getErrorCode()), e.what(), e.getErrorCode());
}

/// Whether the disk holding the event file `path` has no room left. SQLite reports a full disk
/// as "disk I/O error" when even a reader cannot make the log's index (-shm) beside the file;
/// the director is told the disk is full, reading as well as writing.
bool diskIsFull(const std::string& path) {
    std::error_code error;
    const std::filesystem::path folder = core::pathOf(path).parent_path();
    const std::filesystem::space_info disk =
        std::filesystem::space(folder.empty() ? std::filesystem::path(".") : folder, error);
    // Less than the index's first 32 KB and a page or two of log: full, for SQLite.
    return !error && disk.available < 64 * 1024;
}

/// A database failure as one sentence, the disk's being full said as such.
std::string describeFor(const std::string& path, const sql::Error& e, bool opening) {
    if ((e.failure() == sql::Failure::Disk || e.failure() == sql::Failure::Full ||
         e.failure() == sql::Failure::CannotOpen) &&
        diskIsFull(path))
        return opening ? "cannot be opened: the disk is full (free some space, then open it again)"
                       : "the disk is full; nothing was saved (free some space, then try again)";
    return opening ? describeOpening(e) : describe(e);
}

void rethrowAsStorageError(const std::string& path) {
    try {
        throw;
    } catch (const StorageError& e) {
        if (e.file().empty())
            throw StorageError(path, e.problem(), e.kind());
        throw;
    } catch (const sql::Error& e) {
        throw StorageError(path, describeFor(path, e, false), problemOf(e));
    } catch (const SQLite::Exception& e) {
        const sql::Error error = asSqlError(e);
        throw StorageError(path, describeFor(path, error, false), problemOf(error));
    }
}

void checkMovement(const movements::Movement& m) {
    if (m.pairs < 2 || m.tables < 1 || m.boardSets < 1 || m.boardsPerRound < 1 || m.rounds.empty())
        throw core::InputError("the movement is empty: it needs pairs, tables, rounds and "
                               "boards");
    std::set<std::uint64_t> seen;
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables) {
            if (t.set < 0 || t.set > m.boardSets)
                throw core::InputError("the movement uses board set " + std::to_string(t.set) +
                                       " in round " + std::to_string(round.number) +
                                       " but has sets 1.." + std::to_string(m.boardSets));
            if (t.ns < 0 || t.ns > m.pairs || t.ew < 0 || t.ew > m.pairs)
                throw core::InputError("the movement seats a pair outside 1.." +
                                       std::to_string(m.pairs) + " in round " +
                                       std::to_string(round.number));
            if (t.set == 0 || t.ns == 0 || t.ew == 0)
                continue;
            // The same pairs may meet on a set twice only the other way round (memory
            // duplicate); anything else would make a traveller line ambiguous.
            if (!seen.insert(tripleKey(t.set, t.ns, t.ew)).second)
                throw core::InputError("the movement has " + pairName(m, t.ns) + " and " +
                                       pairName(m, t.ew) + " play board set " +
                                       std::to_string(t.set) + " twice");
        }
}

/// A section's row and its entries (the movement's pairs, with their labels and teams).
/// A section's entries as its movement has them: each pair (or player) by number, with its
/// label and its team.
void insertEntries(sql::Connection& db, std::int64_t sectionId, const movements::Movement& m) {
    sql::Statement q(db, "INSERT INTO entries (section_id, number, label, team) "
                         "VALUES (?, ?, ?, ?)");
    for (int pair = 1; pair <= m.pairs; ++pair) {
        q.reset();
        q.bind(1, sectionId);
        q.bind(2, pair);
        q.bind(3, labelOf(m, pair));
        const auto team = m.teamOf.find(pair);
        q.bind(4, team == m.teamOf.end() ? 0 : team->second);
        q.exec();
    }
}

void insertSection(sql::Connection& db, std::int64_t sessionId, const std::string& letter,
                   const movements::Movement& m, const std::string& name) {
    sql::Statement section(db, "INSERT INTO sections (session_id, letter, movement_json, name) "
                               "VALUES (?, ?, ?, ?)");
    section.bind(1, sessionId);
    section.bind(2, letter);
    section.bind(3, codec::movementJson(m));
    section.bind(4, name);
    section.exec();
    insertEntries(db, db.lastInsertId(), m);
}

/// Boards 1..`boards` of a session in the standard rotation (dealer and vulnerability by
/// number), those it does not have yet: a new event's or session's, or the ones a larger
/// movement brings back.
void insertRotationBoards(sql::Connection& db, std::int64_t session, int boards) {
    sql::Statement q(db, "INSERT INTO boards (session_id, number, dealer, vulnerability) VALUES "
                         "(?, ?, ?, ?) ON CONFLICT (session_id, number) DO NOTHING");
    for (int board = 1; board <= boards; ++board) {
        q.reset();
        q.bind(1, session);
        q.bind(2, board);
        q.bind(3, codec::seatText(core::dealerOf(board)));
        q.bind(4, codec::vulnerabilityText(core::vulnerabilityOf(board)));
        q.exec();
    }
}

PlayerIds::PlayerIds(sql::Connection& db)
    : m_add(db, "INSERT INTO players (name) VALUES (?) ON CONFLICT (name) DO NOTHING"),
      m_id(db, "SELECT id FROM players WHERE name = ?") {}

std::int64_t PlayerIds::of(const std::string& name) {
    m_add.reset();
    m_add.bind(1, name);
    m_add.exec();
    m_id.reset();
    m_id.bind(1, name);
    m_id.executeStep();
    return m_id.getColumn(0).getInt64();
}

/// Seats `names` on an entry's row (`entry`) in their order, an empty name left out, each
/// player found or added by name. `seat` is "INSERT INTO entry_players (entry_id, position,
/// player_id) VALUES (?, ?, ?)", prepared once by the caller for all its entries.
void seatPlayers(sql::Statement& seat, PlayerIds& players, std::int64_t entry,
                 const std::vector<std::string>& names) {
    int position = 0;
    for (const std::string& name : names) {
        if (name.empty())
            continue;
        const std::int64_t player = players.of(name);
        seat.reset();
        seat.bind(1, entry);
        seat.bind(2, position++);
        seat.bind(3, player);
        seat.exec();
    }
}

std::vector<Entry> selectEntries(sql::Connection& db, std::int64_t sectionId) {
    sql::Statement q(db, "SELECT e.number, e.label, e.team, p.name FROM entries e "
                         "LEFT JOIN entry_players ep ON ep.entry_id = e.id "
                         "LEFT JOIN players p ON p.id = ep.player_id "
                         "WHERE e.section_id = ? ORDER BY e.number, ep.position");
    q.bind(1, sectionId);
    std::vector<Entry> out;
    while (q.executeStep())
        addEntryRow(out, q, 0);
    return out;
}

void addEntryRow(std::vector<Entry>& entries, const sql::Statement& q, int first) {
    const int number = q.getColumn(first).getInt();
    if (entries.empty() || entries.back().number != number) {
        Entry e;
        e.number = number;
        e.label = q.getColumn(first + 1).getString();
        e.team = q.getColumn(first + 2).getInt();
        entries.push_back(std::move(e));
    }
    if (!q.getColumn(first + 3).isNull())
        entries.back().players.push_back(q.getColumn(first + 3).getString());
}

std::map<std::string, double> figuresByName(sql::Connection& db, const std::string& select) {
    sql::Statement q(db, select);
    std::map<std::string, double> out;
    while (q.executeStep())
        out[q.getColumn(0).getString()] = q.getColumn(1).getDouble();
    return out;
}

} // namespace detail

/// Reads the section of `letter` (the first when empty) of the session of `number` (the
/// last when 0) as the one in use.
void EventStore::Impl::load(int number, const std::string& letter) {
    // A section asked for by its letter is found by the sections' key (session, letter): a
    // simultaneous pairs has thousands of sections, and the search of them all that finds the
    // first section was made for each one in turn (its pages, its ranking).
    sql::Statement q(*db, letter.empty()
                              ? "SELECT s.id, s.session_id, s.movement_json, s.letter FROM "
                                "sections s JOIN sessions n ON n.id = s.session_id WHERE (?1 = 0 "
                                "OR n.number = ?1) AND (?2 = '' OR s.letter = ?2) ORDER BY "
                                "n.number DESC, length(s.letter), s.letter LIMIT 1"
                              : "SELECT s.id, s.session_id, s.movement_json, s.letter FROM "
                                "sessions n CROSS JOIN sections s WHERE s.session_id = n.id AND "
                                "(?1 = 0 OR n.number = ?1) AND s.letter = ?2 ORDER BY n.number "
                                "DESC LIMIT 1");
    q.bind(1, number);
    q.bind(2, letter);
    if (!q.executeStep()) {
        if (number != 0) {
            const int last = db->execAndGet("SELECT max(number) FROM sessions").getInt();
            throw core::InputError("there is no session " + std::to_string(number) +
                                   " in this event (" +
                                   (last == 1 ? std::string("its one session is 1")
                                              : "its sessions are 1 to " + std::to_string(last)) +
                                   ")");
        }
        throw StorageError(path, "holds no section: it is not a complete Overplay event");
    }
    sectionId = q.getColumn(0).getInt64();
    sessionId = q.getColumn(1).getInt64();
    sql::Statement n(*db, "SELECT number FROM sessions WHERE id = ?");
    n.bind(1, sessionId);
    sessionNumber = n.executeStep() ? n.getColumn(0).getInt() : 1;
    movementText = q.getColumn(2).getString();
    movement = codec::movementFromJson(movementText);
    sectionLetter = q.getColumn(3).getString();
    movements::requireWithinLimits(movement); // a damaged one must not reach the placements
    readLabelPrefix();
}

/// On a server, other stations write the same event: before a command checks anything,
/// the section in use is read again when another station changed its movement or added
/// a section meanwhile, so the command checks against the event as it now stands (in a
/// file, this program is the one writer and nothing changes under it).
void EventStore::Impl::followOtherStations() {
    if (!onServer())
        return;
    sql::Statement q(*db, "SELECT movement_json, (SELECT count(*) FROM sections WHERE "
                          "session_id = ?) FROM sections WHERE id = ?");
    q.bind(1, sessionId);
    q.bind(2, sectionId);
    if (!q.executeStep())
        return;
    const bool lettered = q.getColumn(1).getInt() > 1;
    if (q.getColumn(0).text() != movementText || lettered != !labelPrefix.empty())
        load(sessionNumber, sectionLetter);
}

/// Whether the session in use has more than one section, and so its labels a letter; the
/// placements' sentences name pairs the same way.
void EventStore::Impl::readLabelPrefix() {
    // Two sections are enough to know: counting thousands for each section was not.
    sql::Statement q(*db, "SELECT count(*) FROM (SELECT 1 FROM sections WHERE session_id = ? "
                          "LIMIT 2) AS two");
    q.bind(1, sessionId);
    labelPrefix = q.executeStep() && q.getColumn(0).getInt() > 1 ? sectionLetter : "";
    placements = movements::BoardPlacements(movement, labelPrefix);
}

/// The player row of `name` when the event's entries or teams hold it: a member number or
/// a figure for a name typed wrong would otherwise sit unseen on a player who never played.
/// core::InputError when nobody plays under that name.
std::int64_t EventStore::Impl::playingPlayer(const std::string& name) const {
    sql::Statement q(*db, "SELECT p.id FROM players p WHERE p.name = ? AND (EXISTS "
                          "(SELECT 1 FROM entry_players e WHERE e.player_id = p.id) "
                          "OR EXISTS (SELECT 1 FROM team_players t WHERE "
                          "t.player_id = p.id))");
    q.bind(1, name);
    if (!q.executeStep())
        throw core::InputError(name + " does not play in this event");
    return q.getColumn(0).getInt64();
}

/// Whether the file under our path is still the one we opened (its identity compared
/// with the one SQLite has open, platform::hasMoved).
bool EventStore::Impl::hasMoved() const {
    const sql::SqliteConnection* file = sql::sqliteOf(*db);
    if (file == nullptr)
        return false; // a server event has no file to move
    return platform::hasMoved(file->handle(), path);
}

/// Commits a command, unless the file was moved or deleted meanwhile: a commit then
/// would go to a log nobody will ever open, and the caller would report it saved. Then
/// copies the log into the file while nobody waits (a PASSIVE checkpoint never blocks,
/// and does what readers allow), so a copy of the file alone holds the results too.
void EventStore::Impl::commit(sql::Transaction& transaction) {
    if (hasMoved())
        throw StorageError(path,
                           "was moved or deleted while it was open; nothing was saved "
                           "(close it and open the event file where it is now)",
                           StorageProblem::Moved);
    transaction.commit();
    checkpoint();
}

/// A PASSIVE checkpoint: true when the whole log is now in the file.
bool EventStore::Impl::checkpoint() noexcept {
    const sql::SqliteConnection* file = sql::sqliteOf(*db);
    if (file == nullptr)
        return true; // the server keeps its own log
    int logged = 0, copied = 0;
    const int rc = sqlite3_wal_checkpoint_v2(file->handle(), "main", SQLITE_CHECKPOINT_PASSIVE,
                                             &logged, &copied);
    return rc == SQLITE_OK && logged == copied;
}

std::string EventStore::Impl::now() const {
    return codec::isoTime(clock ? clock() : std::chrono::system_clock::now());
}

void EventStore::Impl::audit(const std::string& who, const std::string& command,
                             const std::string& oldValue, const std::string& newValue) {
    sql::Statement q(*db, "INSERT INTO audit_log (at, who, command, old_value, "
                          "new_value, section) VALUES (?, ?, ?, ?, ?, ?)");
    q.bind(1, now());
    q.bind(2, who.empty() ? user : who);
    q.bind(3, command);
    q.bind(4, oldValue);
    q.bind(5, newValue);
    q.bind(6, auditedSection(command));
    q.exec();
}

void EventStore::Impl::rethrowRefusal(const sql::Error& e) const {
    sql::PostgresConnection* server = sql::postgresOf(*db);
    if (e.failure() != sql::Failure::NotAllowed || server == nullptr)
        throw;
    throw StorageError(path, server->refusal(e.what()));
}

/// The section a command was about, for its audit row: the one in use when the event has
/// more than one and the command is not about the whole event; "" otherwise.
std::string EventStore::Impl::auditedSection(const std::string& command) const {
    static const std::set<std::string> eventWide{
        "import hands",   "restore hands",  "store double dummy",     "rename event",
        "change scoring", "add section",    "change section scoring", "set strata",
        "set ratings",    "rename section", "upload section",         "grant rights",
        "revoke rights"};
    if (eventWide.count(command) != 0)
        return {};
    return labelPrefix;
}

} // namespace overplay::db
