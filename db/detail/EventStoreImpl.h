// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The event store's insides, shared by the files that implement it (EventStoreOpen.cpp,
// EventStoreRead.cpp, EventStoreCommands.cpp, EventStoreSections.cpp): the SQLite connection
// and the section in use (EventStore::Impl), the one helper every command goes through
// (Impl::command), and the readers of rows. Private to db/.
#include "db/EventStore.h"

#include "core/Board.h"
#include "core/DuplicateScore.h"
#include "core/Error.h"
#include "core/Path.h"
#include "core/ResultRules.h"
#include "core/ResultText.h"
#include "core/Text.h"
#include "db/StorageError.h"
#include "db/WriterLock.h"
#include "db/detail/Codec.h"
#include "db/detail/Platform.h"
#include "db/detail/Schema.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"
#include "movements/Validator.h"

#include "db/detail/Sql.h"
#include "db/detail/SqlPostgres.h"
#include "db/detail/SqlSqlite.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <functional>
#include <iterator>
#include <set>
#include <string_view>
#include <tuple>
#include <unordered_map>

namespace overplay::db {

using nlohmann::json;

namespace detail {

/// One key for a (board or set, North-South, East-West) triple.
inline std::uint64_t tripleKey(int first, int ns, int ew) {
    return (static_cast<std::uint64_t>(first) << 42) | (static_cast<std::uint64_t>(ns) << 21) |
           static_cast<std::uint64_t>(ew);
}

inline std::string labelOf(const movements::Movement& m, int pair) {
    return movements::entryLabel(m, pair);
}

inline std::string pairName(const movements::Movement& m, int pair) {
    return "pair " + labelOf(m, pair);
}

/// What kind of problem a database failure is, for callers that can act on it.
inline StorageProblem problemOf(const sql::Error& e) {
    switch (e.failure()) {
    case sql::Failure::Busy:
        return StorageProblem::Busy;
    default:
        return StorageProblem::File;
    }
}

/// One clear sentence for a database failure of a command.
inline std::string describe(const sql::Error& e) {
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
inline std::string describeOpening(const sql::Error& e) {
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
inline sql::Error asSqlError(const SQLite::Exception& e) {
    return sql::Error(sql::failureOfSqlite(e.getErrorCode()), e.what(), e.getErrorCode());
}

/// Whether the disk holding the event file `path` has no room left. SQLite reports a full disk
/// as "disk I/O error" when even a reader cannot make the log's index (-shm) beside the file;
/// the director is told the disk is full, reading as well as writing.
inline bool diskIsFull(const std::string& path) {
    std::error_code error;
    const std::filesystem::path folder = core::pathOf(path).parent_path();
    const std::filesystem::space_info disk =
        std::filesystem::space(folder.empty() ? std::filesystem::path(".") : folder, error);
    // Less than the index's first 32 KB and a page or two of log: full, for SQLite.
    return !error && disk.available < 64 * 1024;
}

/// A database failure as one sentence, the disk's being full said as such.
inline std::string describeFor(const std::string& path, const sql::Error& e, bool opening) {
    if ((e.failure() == sql::Failure::Disk || e.failure() == sql::Failure::Full ||
         e.failure() == sql::Failure::CannotOpen) &&
        diskIsFull(path))
        return opening ? "cannot be opened: the disk is full (free some space, then open it again)"
                       : "the disk is full; nothing was saved (free some space, then try again)";
    return opening ? describeOpening(e) : describe(e);
}

/// Runs a store operation, turning the database's failures and unreadable stored values into
/// one StorageError naming the file. Refusals (InputError) pass through untouched.
template <class F> decltype(auto) guarded(const std::string& path, F&& f) {
    try {
        return f();
    } catch (const core::InputError&) {
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

/// Makes a new event on a server: refuses an address whose event exists, then creates the
/// event's schema and has `fill` write its rows, all in one transaction.
void createOnServer(const std::string& address, const std::function<void(sql::Connection&)>& fill);

/// Makes a new event file at `path`: refuses a path that exists (or a log left beside it),
/// builds the file under a temporary name with `fill` writing its rows in one transaction,
/// and renames it into place whole; a failure leaves nothing behind.
void createFile(const std::string& path, const std::function<void(sql::Connection&)>& fill);

inline void checkMovement(const movements::Movement& m) {
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

inline std::string resultSummary(const core::TravellerLine& l) {
    if (l.adjusted)
        return "adjusted " + core::resultWords(l);
    if (l.play && l.play->contract.isPassedOut())
        return "passed out";
    const std::string words = core::resultWords(l);
    return words.empty() ? "no result" : words;
}

constexpr const char* kLineColumns =
    "board, round, table_number, ns, ew, contract, declarer, tricks, lead, adjusted, "
    "whist_tricks_ns, ns_score, source, source_table, confirmed, foul_group";

/// A statement for the readers of many rows, read in place (detail/Sql.h's Cursor).
class RowReader {
public:
    RowReader(sql::Connection& db, const std::string& sql) : m_cursor(db.prepare(sql)) {}
    void bind(int index, std::int64_t value) { m_cursor->bindInteger(index, value); }
    /// The next row; false after the last.
    bool step() { return m_cursor->step(); }
    bool isNull(int column) const { return m_cursor->kind(column) == sql::Kind::Null; }
    int integer(int column) const { return static_cast<int>(m_cursor->integer(column)); }
    /// The column's text, valid until the next step (empty for NULL).
    std::string_view text(int column) const { return m_cursor->text(column); }

private:
    std::unique_ptr<sql::Cursor> m_cursor;
};

/// The contracts a reader of many lines has met, by their stored text: a field of 120,000
/// results holds a few dozen distinct contracts, so each is parsed once.
class ContractsSeen {
public:
    core::Contract of(std::string_view text) {
        for (const auto& [seen, contract] : m_seen)
            if (seen == text)
                return contract;
        core::Contract contract;
        try {
            contract = core::parseContract(text);
        } catch (const core::InputError&) {
            throw StorageError("", "a stored contract is unreadable");
        }
        // Kept small: a linear search of a few dozen short strings beats a hash of each.
        if (m_seen.size() < kMostKept)
            m_seen.emplace_back(std::string(text), contract);
        return contract;
    }

private:
    static constexpr std::size_t kMostKept = 64;
    std::vector<std::pair<std::string, core::Contract>> m_seen;
};

inline StoredLine readLine(const RowReader& q, ContractsSeen& contracts) {
    StoredLine s;
    core::TravellerLine& l = s.line;
    l.board = q.integer(0);
    l.round = q.integer(1);
    l.table = q.integer(2);
    l.ns = q.integer(3);
    l.ew = q.integer(4);
    if (!q.isNull(5)) {
        core::Play play;
        play.contract = contracts.of(q.text(5));
        if (!play.contract.isPassedOut()) {
            play.declarer = codec::seatFromText(q.text(6));
            play.tricks = q.integer(7);
        }
        l.play = play;
    }
    if (!q.isNull(8)) {
        l.lead = core::parseCard(q.text(8));
        if (!l.lead)
            throw StorageError("", "a stored lead is unreadable");
    }
    if (!q.isNull(9))
        codec::readAssigned(q.text(9), l);
    if (!q.isNull(10))
        l.whistTricksNs = q.integer(10);
    if (!q.isNull(11))
        s.nsScore = q.integer(11);
    s.source = codec::sourceFromText(q.text(12));
    s.sourceTable = q.integer(13);
    s.confirmed = q.integer(14) != 0;
    l.group = q.integer(15);
    return s;
}

inline StoredLine readLine(const RowReader& q) {
    ContractsSeen contracts;
    return readLine(q, contracts);
}

/// Sections are lettered A to Z, then AA to ZZ (movements::sectionLetters).
constexpr int kMostSections = static_cast<int>(movements::kSectionLetterings);

inline std::string sectionLetter(int index) {
    return movements::sectionLetters(static_cast<std::size_t>(index));
}

/// The sections of a session in their order: by their letters' length, then the letters (Z
/// before AA), in SQLite and PostgreSQL alike. `column` is the letter column as the query
/// names it.
inline std::string sectionOrder(const std::string& column = "letter") {
    return "length(" + column + "), " + column;
}

/// A movement that may sit beside others in a session: sections of pairs or of individuals
/// (teams play their own matches, not a field).
inline void checkSectioned(const movements::Movement& m) {
    if (!m.teamOf.empty())
        throw core::InputError("a team movement cannot be one of several sections: sections "
                               "are for pairs and individuals");
}

/// A section's row and its entries (the movement's pairs, with their labels and teams).
/// A section's entries as its movement has them: each pair (or player) by number, with its
/// label and its team.
inline void insertEntries(sql::Connection& db, std::int64_t sectionId,
                          const movements::Movement& m) {
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

inline void insertSection(sql::Connection& db, std::int64_t sessionId, const std::string& letter,
                          const movements::Movement& m, const std::string& name = {}) {
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
inline void insertRotationBoards(sql::Connection& db, std::int64_t session, int boards) {
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

/// Section letters as they are stored, whatever the case typed ("ab" → "AB").
inline std::string upperLetters(std::string_view typed) {
    std::string out;
    for (char c : typed)
        out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

/// The club's players by name, each once: the id of a name, the name added when it is new.
class PlayerIds {
public:
    explicit PlayerIds(sql::Connection& db)
        : m_add(db, "INSERT INTO players (name) VALUES (?) ON CONFLICT (name) DO NOTHING"),
          m_id(db, "SELECT id FROM players WHERE name = ?") {}
    std::int64_t of(const std::string& name) {
        m_add.reset();
        m_add.bind(1, name);
        m_add.exec();
        m_id.reset();
        m_id.bind(1, name);
        m_id.executeStep();
        return m_id.getColumn(0).getInt64();
    }

private:
    sql::Statement m_add;
    sql::Statement m_id;
};

/// Seats `names` on an entry's row (`entry`) in their order, an empty name left out, each
/// player found or added by name. `seat` is "INSERT INTO entry_players (entry_id, position,
/// player_id) VALUES (?, ?, ?)", prepared once by the caller for all its entries.
inline void seatPlayers(sql::Statement& seat, PlayerIds& players, std::int64_t entry,
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

inline std::vector<Entry> selectEntries(sql::Connection& db, std::int64_t sectionId) {
    sql::Statement q(db, "SELECT e.number, e.label, e.team, p.name FROM entries e "
                         "LEFT JOIN entry_players ep ON ep.entry_id = e.id "
                         "LEFT JOIN players p ON p.id = ep.player_id "
                         "WHERE e.section_id = ? ORDER BY e.number, ep.position");
    q.bind(1, sectionId);
    std::vector<Entry> out;
    while (q.executeStep()) {
        const int number = q.getColumn(0).getInt();
        if (out.empty() || out.back().number != number) {
            Entry e;
            e.number = number;
            e.label = q.getColumn(1).getString();
            e.team = q.getColumn(2).getInt();
            out.push_back(std::move(e));
        }
        if (!q.getColumn(3).isNull())
            out.back().players.push_back(q.getColumn(3).getString());
    }
    return out;
}

} // namespace detail

using namespace detail;

// ---------------------------------------------------------------------------------------------

struct EventStore::Impl {
    std::string path;
    // Declared before the connection so it is released after it: the last connection's
    // closing checkpoint still runs under the writer's lock.
    std::optional<WriterLock> writerLock;
    std::unique_ptr<sql::Connection> db;
    /// The event is on a server (its address in `path`), not in a file.
    bool onServer() const { return db && db->dialect() == sql::Dialect::PostgreSQL; }
    std::string user;
    Clock clock;
    bool readOnly = false;
    movements::Movement movement;
    std::int64_t sessionId = 0;
    int sessionNumber = 0; ///< of the session in use
    std::int64_t sectionId = 0;
    std::string sectionLetter; ///< of the section in use
    std::string movementText;  ///< the section's movement as stored, to see another's change
    /// What the section in use's labels start with: its letter when the session has more than
    /// one section ("B1EW"), else nothing (EventStore::entryLabel).
    std::string labelPrefix;
    movements::BoardPlacements placements{movement};
    std::unique_ptr<sql::Statement> upsertLine; // prepared once: entering is the hot path

    /// Reads the section of `letter` (the first when empty) of the session of `number` (the
    /// last when 0) as the one in use.
    void load(int number, const std::string& letter = {}) {
        sql::Statement q(*db, "SELECT s.id, s.session_id, s.movement_json, s.letter FROM "
                              "sections s JOIN sessions n ON n.id = s.session_id WHERE (?1 = 0 "
                              "OR n.number = ?1) AND (?2 = '' OR s.letter = ?2) ORDER BY "
                              "n.number DESC, length(s.letter), s.letter LIMIT 1");
        q.bind(1, number);
        q.bind(2, letter);
        if (!q.executeStep()) {
            if (number != 0) {
                const int last = db->execAndGet("SELECT max(number) FROM sessions").getInt();
                throw core::InputError(
                    "there is no session " + std::to_string(number) + " in this event (" +
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
    void followOtherStations() {
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
    void readLabelPrefix() {
        sql::Statement q(*db, "SELECT count(*) FROM sections WHERE session_id = ?");
        q.bind(1, sessionId);
        labelPrefix = q.executeStep() && q.getColumn(0).getInt() > 1 ? sectionLetter : "";
        placements = movements::BoardPlacements(movement, labelPrefix);
    }

    /// The player row of `name` when the event's entries or teams hold it: a member number or
    /// a figure for a name typed wrong would otherwise sit unseen on a player who never played.
    /// core::InputError when nobody plays under that name.
    std::int64_t playingPlayer(const std::string& name) const {
        sql::Statement q(*db, "SELECT p.id FROM players p WHERE p.name = ? AND (EXISTS "
                              "(SELECT 1 FROM entry_players e WHERE e.player_id = p.id) "
                              "OR EXISTS (SELECT 1 FROM team_players t WHERE "
                              "t.player_id = p.id))");
        q.bind(1, name);
        if (!q.executeStep())
            throw core::InputError(name + " does not play in this event");
        return q.getColumn(0).getInt64();
    }

    /// An entry of the section in use as the session prints it ("B1EW").
    std::string label(int entry) const {
        return movements::sectionLabel(labelPrefix, movement, entry);
    }
    std::string pairName(int entry) const { return "pair " + label(entry); }

    void requireWritable() const {
        if (readOnly)
            throw StorageError(path, "is open read-only; nothing was changed");
    }

    /// Whether the file under our path is still the one we opened (its identity compared
    /// with the one SQLite has open, platform::hasMoved).
    bool hasMoved() const {
        const sql::SqliteConnection* file = sql::sqliteOf(*db);
        if (file == nullptr)
            return false; // a server event has no file to move
        return platform::hasMoved(file->handle(), path);
    }

    /// Commits a command, unless the file was moved or deleted meanwhile: a commit then
    /// would go to a log nobody will ever open, and the caller would report it saved. Then
    /// copies the log into the file while nobody waits (a PASSIVE checkpoint never blocks,
    /// and does what readers allow), so a copy of the file alone holds the results too.
    void commit(sql::Transaction& transaction) {
        if (hasMoved())
            throw StorageError(path,
                               "was moved or deleted while it was open; nothing was saved "
                               "(close it and open the event file where it is now)",
                               StorageProblem::Moved);
        transaction.commit();
        checkpoint();
    }

    /// A PASSIVE checkpoint: true when the whole log is now in the file.
    bool checkpoint() noexcept {
        const sql::SqliteConnection* file = sql::sqliteOf(*db);
        if (file == nullptr)
            return true; // the server keeps its own log
        int logged = 0, copied = 0;
        const int rc = sqlite3_wal_checkpoint_v2(file->handle(), "main", SQLITE_CHECKPOINT_PASSIVE,
                                                 &logged, &copied);
        return rc == SQLITE_OK && logged == copied;
    }

    std::string now() const {
        return codec::isoTime(clock ? clock() : std::chrono::system_clock::now());
    }

    void audit(const std::string& who, const std::string& command, const std::string& oldValue,
               const std::string& newValue) {
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

    /// What a command hands the audit log: its one row, written when the command calls it.
    class AuditRow {
    public:
        AuditRow(Impl& impl, const std::string& who) : m_impl(impl), m_who(who) {}
        void operator()(const std::string& command, const std::string& oldValue,
                        const std::string& newValue) {
            m_impl.audit(m_who, command, oldValue, newValue);
            m_written = true;
        }
        bool written() const { return m_written; }

    private:
        Impl& m_impl;
        const std::string& m_who;
        bool m_written = false;
    };

    /// One store command, the only way a command writes: refuses a read-only store, does the
    /// work in one IMMEDIATE transaction with its audit row, and commits durably (checking the
    /// file was not moved). Work that writes no audit row (nothing to change) is rolled back,
    /// so nothing is ever written without its row. SQLite's failures become StorageErrors.
    template <class Work> decltype(auto) command(const std::string& who, Work&& work) {
        return writeCommand(who, 0, std::forward<Work>(work));
    }

    /// A command about the section in use's traveller lines only (enter, correct, delete,
    /// confirm, import): as command(), but on a server it waits only for commands on the same
    /// section and for those about the whole event, so clubs entering their own sections of
    /// a simultaneous pairs go side by side.
    template <class Work> decltype(auto) lineCommand(const std::string& who, Work&& work) {
        return writeCommand(who, sectionId, std::forward<Work>(work));
    }

    template <class Work>
    decltype(auto) writeCommand(const std::string& who, std::int64_t section, Work&& work) {
        requireWritable();
        return guarded(path, [&]() -> decltype(auto) {
            try {
                return writeTransaction(who, section, std::forward<Work>(work));
            } catch (const sql::Error& e) {
                // Another club's section, or the whole event, for a club's login: the server
                // refused it (its row-level security), the transaction is gone, and the
                // refusal says what this login may write.
                sql::PostgresConnection* server = sql::postgresOf(*db);
                if (e.failure() != sql::Failure::NotAllowed || server == nullptr)
                    throw;
                throw StorageError(path, server->refusal(e.what()));
            }
        });
    }

    template <class Work>
    decltype(auto) writeTransaction(const std::string& who, std::int64_t section, Work&& work) {
        sql::Transaction transaction(*db, true, section);
        followOtherStations();
        AuditRow audit(*this, who);
        if constexpr (std::is_void_v<decltype(work(audit))>) {
            work(audit);
            if (audit.written())
                commit(transaction);
        } else {
            auto result = work(audit);
            if (audit.written())
                commit(transaction);
            return result;
        }
    }

    /// The section a command was about, for its audit row: the one in use when the event has
    /// more than one and the command is not about the whole event; "" otherwise.
    std::string auditedSection(const std::string& command) const {
        static const std::set<std::string> eventWide{
            "import hands",   "restore hands",  "store double dummy",     "rename event",
            "change scoring", "add section",    "change section scoring", "set strata",
            "set ratings",    "rename section", "upload section",         "grant rights",
            "revoke rights"};
        if (eventWide.count(command) != 0)
            return {};
        return labelPrefix;
    }

    std::optional<StoredLine> selectLine(int board, int ns, int ew) const {
        RowReader q(*db, std::string("SELECT ") + kLineColumns +
                             " FROM traveller_lines WHERE section_id = ? AND board = ? "
                             "AND ns = ? AND ew = ?");
        q.bind(1, sectionId);
        q.bind(2, board);
        q.bind(3, ns);
        q.bind(4, ew);
        if (!q.step())
            return std::nullopt;
        return readLine(q);
    }

    std::vector<StoredLine> selectLines(int board) const { return selectLines(board, sectionId); }

    std::vector<StoredLine> selectLines(int board, std::int64_t section) const {
        // All lines of an event of one section: a plain scan of the table ("+section_id"
        // keeps the database off the index, which would cost a lookup per row) and a sort
        // here, far cheaper for 100,000 lines. With several sections the index finds the
        // section's lines: a scan of the whole table for each of 500 clubs' sections would
        // read every line 500 times.
        std::string sql = std::string("SELECT ") + kLineColumns + " FROM traveller_lines WHERE ";
        sql += board > 0             ? "section_id = ? AND board = ?"
               : labelPrefix.empty() ? "+section_id = ?"
                                     : "section_id = ?";
        RowReader q(*db, sql);
        q.bind(1, section);
        if (board > 0)
            q.bind(2, board);
        ContractsSeen contracts;
        if (board == 0)
            return placedByBoard(q, contracts);
        std::vector<StoredLine> out;
        while (q.step())
            out.push_back(readLine(q, contracts));
        return inBoardOrder(std::move(out));
    }

    /// Every line of a section, read straight into board order: each board has a run of
    /// slots as long as the movement plays it, and a line goes to the next slot of its board
    /// as it is read (in the order entered, which is the traveller's order within a board
    /// when a movement is entered round by round). Runs the movement did not fill close up in
    /// one pass. A line the runs cannot hold (a board the movement does not have, or more
    /// lines than it plays, as after a change of movement) falls back to inBoardOrder.
    std::vector<StoredLine> placedByBoard(RowReader& q, ContractsSeen& contracts) const {
        std::vector<std::size_t> start(1, 0); // board b's run: start[b - 1] .. start[b]
        for (const movements::Round& round : movement.rounds)
            for (const movements::TableRound& t : round.tables) {
                if (t.set == 0 || t.ns == 0 || t.ew == 0)
                    continue;
                const int last = movement.lastBoardOf(t.set);
                if (last >= static_cast<int>(start.size()))
                    start.resize(static_cast<std::size_t>(last) + 1, 0);
                for (int b = movement.firstBoardOf(t.set); b <= last; ++b)
                    ++start[static_cast<std::size_t>(b)];
            }
        for (std::size_t b = 1; b < start.size(); ++b)
            start[b] += start[b - 1];
        std::vector<StoredLine> out(start.back());
        std::vector<std::size_t> next(start.begin(), start.end() - 1);
        std::vector<StoredLine> unplaced;
        while (q.step()) {
            const int b = q.integer(0);
            const auto slot = static_cast<std::size_t>(b) - 1;
            if (b >= 1 && slot < next.size() && next[slot] < start[slot + 1])
                out[next[slot]++] = readLine(q, contracts);
            else
                unplaced.push_back(readLine(q, contracts));
        }
        std::size_t kept = 0;
        for (std::size_t slot = 0; slot < next.size(); ++slot)
            for (std::size_t i = start[slot]; i < next[slot]; ++i, ++kept)
                if (kept != i)
                    out[kept] = std::move(out[i]);
        out.resize(kept);
        if (!unplaced.empty()) {
            std::move(unplaced.begin(), unplaced.end(), std::back_inserter(out));
            return inBoardOrder(std::move(out));
        }
        sortWithinBoards(out);
        return out;
    }

    static bool inTravellerOrder(const StoredLine& a, const StoredLine& b) {
        const auto& x = a.line;
        const auto& y = b.line;
        return std::tie(x.board, x.round, x.table, x.ns) <
               std::tie(y.board, y.round, y.table, y.ns);
    }

    /// Lines already grouped by board, in board order: each board's run sorted by round,
    /// table and North-South pair where it is not already.
    static void sortWithinBoards(std::vector<StoredLine>& lines) {
        for (auto first = lines.begin(); first != lines.end();) {
            const int board = first->line.board;
            const auto last = std::find_if(
                first, lines.end(), [board](const StoredLine& s) { return s.line.board != board; });
            if (!std::is_sorted(first, last, inTravellerOrder))
                std::sort(first, last, inTravellerOrder);
            first = last;
        }
    }

    /// Lines by board, then round, table and North-South pair. Lines entered board by board
    /// come back in order already (one pass checks it); lines entered round by round are
    /// dealt out by board first (a counting sort: boards are small numbers), which leaves
    /// each board's lines in the order they were entered, usually in order already.
    static std::vector<StoredLine> inBoardOrder(std::vector<StoredLine> lines) {
        if (std::is_sorted(lines.begin(), lines.end(), inTravellerOrder))
            return lines;
        int lastBoard = 0;
        for (const StoredLine& s : lines)
            lastBoard = std::max(lastBoard, s.line.board);
        std::vector<std::size_t> start(static_cast<std::size_t>(lastBoard) + 2, 0);
        for (const StoredLine& s : lines)
            ++start[static_cast<std::size_t>(s.line.board) + 1];
        for (std::size_t b = 1; b < start.size(); ++b)
            start[b] += start[b - 1];
        // Each line's place, then the lines moved there in place (cycle by cycle): a second
        // vector of 120,000 lines would cost its pages as much as the moves.
        std::vector<std::size_t> place(lines.size());
        std::vector<std::size_t> next(start.begin(), start.end() - 1);
        for (std::size_t i = 0; i < lines.size(); ++i)
            place[i] = next[static_cast<std::size_t>(lines[i].line.board)]++;
        for (std::size_t i = 0; i < lines.size(); ++i)
            while (place[i] != i) {
                const std::size_t there = place[i];
                std::swap(lines[i], lines[there]);
                std::swap(place[i], place[there]);
            }
        sortWithinBoards(lines);
        return lines;
    }

    void writeLine(const StoredLine& s) {
        if (!upsertLine)
            upsertLine = std::make_unique<sql::Statement>(
                *db, "INSERT INTO traveller_lines (section_id, board, round, table_number, ns, "
                     "ew, contract, declarer, tricks, lead, adjusted, whist_tricks_ns, ns_score, "
                     "source, source_table, confirmed, foul_group) VALUES "
                     "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                     "ON CONFLICT (section_id, board, ns, ew) DO UPDATE SET "
                     "round = excluded.round, table_number = excluded.table_number, "
                     "contract = excluded.contract, declarer = excluded.declarer, "
                     "tricks = excluded.tricks, lead = excluded.lead, "
                     "adjusted = excluded.adjusted, whist_tricks_ns = excluded.whist_tricks_ns, "
                     "ns_score = excluded.ns_score, source = excluded.source, "
                     "source_table = excluded.source_table, confirmed = excluded.confirmed, "
                     "foul_group = excluded.foul_group");
        sql::Statement& q = *upsertLine;
        q.reset();
        q.clearBindings();
        const core::TravellerLine& l = s.line;
        q.bind(1, sectionId);
        q.bind(2, l.board);
        q.bind(3, l.round);
        q.bind(4, l.table);
        q.bind(5, l.ns);
        q.bind(6, l.ew);
        if (l.play) {
            q.bind(7, l.play->contract.text());
            if (!l.play->contract.isPassedOut()) {
                q.bind(8, codec::seatText(l.play->declarer));
                q.bind(9, l.play->tricks);
            }
        }
        if (l.lead)
            q.bind(10, core::cardText(*l.lead));
        if (l.adjusted || l.weighted || l.notPlayed || l.scoreOnlyNs)
            q.bind(11, codec::assignedText(l));
        if (l.whistTricksNs)
            q.bind(12, *l.whistTricksNs);
        if (s.nsScore)
            q.bind(13, *s.nsScore);
        q.bind(14, codec::sourceText(s.source));
        q.bind(15, s.sourceTable);
        q.bind(16, s.confirmed ? 1 : 0);
        q.bind(17, l.group);
        q.exec();
    }

    /// What a line is checked and scored against: the board's hand record when known, and
    /// its vulnerability as stored (an imported hand record's own, else the rotation's).
    struct BoardRecord {
        std::optional<core::Deal> deal;
        core::Vulnerability vulnerability = core::Vulnerability::None;
    };
    BoardRecord boardOf(int board) const {
        sql::Statement q(*db, "SELECT deal, vulnerability FROM boards WHERE session_id = ? "
                              "AND number = ?");
        q.bind(1, sessionId);
        q.bind(2, board);
        BoardRecord record;
        record.vulnerability = core::vulnerabilityOf(board);
        if (!q.executeStep())
            return record;
        if (!q.getColumn(0).isNull())
            record.deal = codec::dealFromText(q.getColumn(0).getString());
        if (!q.getColumn(1).isNull())
            record.vulnerability = codec::vulnerabilityFromText(q.getColumn(1).getString());
        return record;
    }

    core::ScoringMethod scoring() const {
        const std::string text = db->execAndGet("SELECT scoring FROM event").getString();
        if (auto method = core::parseScoringMethod(text))
            return *method;
        throw StorageError(path, "names an unknown scoring method '" + text + "'");
    }

    /// The line checked against the movement and the rules, round and table filled in.
    core::TravellerLine check(const core::TravellerLine& in, core::ScoringMethod method,
                              const BoardRecord& board, bool asPlayed = false,
                              const std::optional<core::AuctionLaws>& auction = {}) const;

    /// Every contract line of the session scored again (its stored North-South score) under
    /// `auction` and the boards' hand records as they now stand, after the game or a hand
    /// record changed. Refuses, before writing, a line the game cannot score (a passed-out
    /// board or a score alone in duplicate auction, royal spades outside Foster's laws).
    void rescoreLines(const std::optional<core::AuctionLaws>& auction);

    /// Refuses a line that would give a pair two results on one board: a line entered as
    /// played where either pair already has one, or any line where either pair has one
    /// entered as played. (A memory duplicate's two lines the other way round are both placed.)
    void requireOneResultEach(const core::TravellerLine& l) const {
        const bool off = !placements.find(l.board, l.ns, l.ew);
        // Only the board's lines of these two pairs: a 5,000-table board is not read whole.
        RowReader q(*db, std::string("SELECT ") + kLineColumns +
                             " FROM traveller_lines WHERE section_id = ?1 AND board = ?2 AND "
                             "(ns IN (?3, ?4) OR ew IN (?3, ?4))");
        q.bind(1, sectionId);
        q.bind(2, l.board);
        q.bind(3, l.ns);
        q.bind(4, l.ew);
        std::vector<StoredLine> sharing;
        while (q.step())
            sharing.push_back(readLine(q));
        for (const StoredLine& e : sharing) {
            if (e.line.ns == l.ns && e.line.ew == l.ew)
                continue;
            const bool shares =
                e.line.ns == l.ns || e.line.ns == l.ew || e.line.ew == l.ns || e.line.ew == l.ew;
            if (shares && (off || !placements.find(e.line.board, e.line.ns, e.line.ew)))
                throw core::InputError("board " + std::to_string(l.board) +
                                       " already has a result for " + pairName(e.line.ns) + " v " +
                                       pairName(e.line.ew) + " (" + resultSummary(e.line) +
                                       "): a pair plays a board once; correct that line");
        }
    }

    StoredLine prepare(const core::TravellerLine& in, const EnterOptions& options) const {
        const BoardRecord board = boardOf(in.board);
        const auto auction = duplicateAuction();
        return stored(check(in, scoring(), board, options.asPlayed, auction), options, board,
                      auction);
    }

    /// The auction laws of a duplicate auction event; none at contract bridge.
    std::optional<core::AuctionLaws> duplicateAuction() const {
        core::ScoringSettings settings;
        codec::readSettings(
            db->execAndGet("SELECT scoring_settings FROM event WHERE id = 1").getString(),
            settings);
        return settings.duplicateAuction;
    }

    /// North-South's score of a contract played on a board: Law 77's at the board's
    /// vulnerability, or duplicate auction's with the honours its hand record shows.
    static int nsScoreOf(const core::Play& play, const BoardRecord& board,
                         const std::optional<core::AuctionLaws>& auction) {
        if (auction)
            return core::duplicateAuctionNorthSouthScore(*auction, play,
                                                         board.deal ? &*board.deal : nullptr);
        return core::northSouthScore(play, board.vulnerability);
    }

    /// A checked line as it is stored: its North-South score on the board (nsScoreOf), where
    /// it came from.
    static StoredLine stored(const core::TravellerLine& checked, const EnterOptions& options,
                             const BoardRecord& board,
                             const std::optional<core::AuctionLaws>& auction) {
        StoredLine s;
        s.line = checked;
        if (s.line.play)
            s.nsScore = nsScoreOf(*s.line.play, board, auction);
        else if (s.line.scoreOnlyNs)
            s.nsScore = s.line.scoreOnlyNs;
        s.source = options.source;
        s.sourceTable = options.source == LineSource::Table ? options.sourceTable : 0;
        s.confirmed = options.confirmed;
        return s;
    }

    std::string lineName(int board, int ns, int ew) const {
        return "board " + std::to_string(board) + " between " + pairName(ns) + " and " +
               pairName(ew);
    }
};

} // namespace overplay::db
