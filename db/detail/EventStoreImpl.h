// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The event store's insides, shared by the files that implement it (EventStoreOpen.cpp,
// EventStoreRead.cpp, EventStoreCommands.cpp, EventStoreSections.cpp and the rest): the
// database connection and the section in use (EventStore::Impl), the one helper every command
// goes through (Impl::command), and the readers of rows. Declarations only, but for the
// templates every command instantiates: the code is in EventStoreImpl.cpp and
// EventStoreLines.cpp, compiled once. Private to db/.
#include "db/EventStore.h"

#include "core/Error.h"
#include "db/StorageError.h"
#include "db/WriterLock.h"
#include "db/detail/Sql.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"

#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace SQLite {
class Exception;
}

namespace overplay::db {

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
StorageProblem problemOf(const sql::Error& e);

/// One clear sentence for a database failure of a command.
std::string describe(const sql::Error& e);

/// One clear sentence for a database failure while opening: what is really wrong, which is
/// not always damage (another program may be busy writing, the folder may be unreadable).
std::string describeOpening(const sql::Error& e);

/// SQLiteCpp's exception (opening a file) as the store's.
sql::Error asSqlError(const SQLite::Exception& e);

/// Whether the disk holding the event file `path` has no room left. SQLite reports a full disk
/// as "disk I/O error" when even a reader cannot make the log's index (-shm) beside the file;
/// the director is told the disk is full, reading as well as writing.
bool diskIsFull(const std::string& path);

/// A database failure as one sentence, the disk's being full said as such.
std::string describeFor(const std::string& path, const sql::Error& e, bool opening);

/// Rethrows the exception being handled as one StorageError naming the file `path`: the
/// database's failures, an unreadable stored value (a StorageError without a file). Anything
/// else passes through untouched. Called from a catch block only.
[[noreturn]] void rethrowAsStorageError(const std::string& path);

/// Runs a store operation, turning the database's failures and unreadable stored values into
/// one StorageError naming the file. Refusals (InputError) pass through untouched.
template <class F> decltype(auto) guarded(const std::string& path, F&& f) {
    try {
        return f();
    } catch (const core::InputError&) {
        throw;
    } catch (...) {
        rethrowAsStorageError(path);
    }
}

/// Makes a new event on a server: refuses an address whose event exists, then creates the
/// event's schema and has `fill` write its rows, all in one transaction.
void createOnServer(const std::string& address, const std::function<void(sql::Connection&)>& fill);

/// Makes a new event file at `path`: refuses a path that exists (or a log left beside it),
/// builds the file under a temporary name with `fill` writing its rows in one transaction,
/// and renames it into place whole; a failure leaves nothing behind.
void createFile(const std::string& path, const std::function<void(sql::Connection&)>& fill);

void checkMovement(const movements::Movement& m);

constexpr const char* kLineColumns =
    "board, round, table_number, ns, ew, contract, declarer, tricks, lead, adjusted, "
    "whist_tricks_ns, ns_score, source, source_table, confirmed, foul_group";

/// A statement for the readers of many rows, read in place (detail/Sql.h's Cursor).
class RowReader {
public:
    RowReader(sql::Connection& db, const std::string& sql) : m_cursor(db.prepare(sql)) {}
    /// For a query of many rows: read as they come, none kept (Connection::prepareStream).
    struct Streamed {};
    RowReader(sql::Connection& db, const std::string& sql, Streamed)
        : m_cursor(db.prepareStream(sql)) {}
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
    core::Contract of(std::string_view text);

private:
    static constexpr std::size_t kMostKept = 64;
    std::vector<std::pair<std::string, core::Contract>> m_seen;
};

StoredLine readLine(const RowReader& q, ContractsSeen& contracts);
StoredLine readLine(const RowReader& q);

/// Sections are lettered A to Z, AA to ZZ, then AAA to ZZZ (movements::sectionLetters).
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
void insertEntries(sql::Connection& db, std::int64_t sectionId, const movements::Movement& m);

void insertSection(sql::Connection& db, std::int64_t sessionId, const std::string& letter,
                   const movements::Movement& m, const std::string& name = {});

/// Boards 1..`boards` of a session in the standard rotation (dealer and vulnerability by
/// number), those it does not have yet: a new event's or session's, or the ones a larger
/// movement brings back.
void insertRotationBoards(sql::Connection& db, std::int64_t session, int boards);

/// The club's players by name, each once: the id of a name, the name added when it is new.
class PlayerIds {
public:
    explicit PlayerIds(sql::Connection& db);
    std::int64_t of(const std::string& name);

private:
    sql::Statement m_add;
    sql::Statement m_id;
};

/// Seats `names` on an entry's row (`entry`) in their order, an empty name left out, each
/// player found or added by name. `seat` is "INSERT INTO entry_players (entry_id, position,
/// player_id) VALUES (?, ?, ?)", prepared once by the caller for all its entries.
void seatPlayers(sql::Statement& seat, PlayerIds& players, std::int64_t entry,
                 const std::vector<std::string>& names);

std::vector<Entry> selectEntries(sql::Connection& db, std::int64_t sectionId);

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
    void load(int number, const std::string& letter = {});

    /// On a server, other stations write the same event: before a command checks anything,
    /// the section in use is read again when another station changed its movement or added
    /// a section meanwhile, so the command checks against the event as it now stands (in a
    /// file, this program is the one writer and nothing changes under it).
    void followOtherStations();

    /// Whether the session in use has more than one section, and so its labels a letter; the
    /// placements' sentences name pairs the same way.
    void readLabelPrefix();

    /// The player row of `name` when the event's entries or teams hold it: a member number or
    /// a figure for a name typed wrong would otherwise sit unseen on a player who never played.
    /// core::InputError when nobody plays under that name.
    std::int64_t playingPlayer(const std::string& name) const;

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
    bool hasMoved() const;

    /// Commits a command, unless the file was moved or deleted meanwhile: a commit then
    /// would go to a log nobody will ever open, and the caller would report it saved. Then
    /// copies the log into the file while nobody waits (a PASSIVE checkpoint never blocks,
    /// and does what readers allow), so a copy of the file alone holds the results too.
    void commit(sql::Transaction& transaction);

    /// A PASSIVE checkpoint: true when the whole log is now in the file.
    bool checkpoint() noexcept;

    std::string now() const;

    void audit(const std::string& who, const std::string& command, const std::string& oldValue,
               const std::string& newValue);

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
                rethrowRefusal(e);
            }
        });
    }

    /// Rethrows the server's refusal of a write as one StorageError saying what this login
    /// may write; any other failure as it is. Called from a catch block only.
    [[noreturn]] void rethrowRefusal(const sql::Error& e) const;

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
    std::string auditedSection(const std::string& command) const;

    std::optional<StoredLine> selectLine(int board, int ns, int ew) const;

    std::vector<StoredLine> selectLines(int board) const;

    std::vector<StoredLine> selectLines(int board, std::int64_t section) const;

    /// Every line of a section, read straight into board order: each board has a run of
    /// slots as long as the movement plays it, and a line goes to the next slot of its board
    /// as it is read (in the order entered, which is the traveller's order within a board
    /// when a movement is entered round by round). Runs the movement did not fill close up in
    /// one pass. A line the runs cannot hold (a board the movement does not have, or more
    /// lines than it plays, as after a change of movement) falls back to inBoardOrder.
    std::vector<StoredLine> placedByBoard(RowReader& q, ContractsSeen& contracts) const;

    static bool inTravellerOrder(const StoredLine& a, const StoredLine& b);

    /// Lines already grouped by board, in board order: each board's run sorted by round,
    /// table and North-South pair where it is not already.
    static void sortWithinBoards(std::vector<StoredLine>& lines);

    /// Lines by board, then round, table and North-South pair. Lines entered board by board
    /// come back in order already (one pass checks it); lines entered round by round are
    /// dealt out by board first (a counting sort: boards are small numbers), which leaves
    /// each board's lines in the order they were entered, usually in order already.
    static std::vector<StoredLine> inBoardOrder(std::vector<StoredLine> lines);

    void writeLine(const StoredLine& s);

    /// What a line is checked and scored against: the board's hand record when known, and
    /// its vulnerability as stored (an imported hand record's own, else the rotation's).
    struct BoardRecord {
        std::optional<core::Deal> deal;
        core::Vulnerability vulnerability = core::Vulnerability::None;
    };
    BoardRecord boardOf(int board) const;

    core::ScoringMethod scoring() const;

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
    void requireOneResultEach(const core::TravellerLine& l) const;

    StoredLine prepare(const core::TravellerLine& in, const EnterOptions& options) const;

    /// The auction laws of a duplicate auction event; none at contract bridge.
    std::optional<core::AuctionLaws> duplicateAuction() const;

    /// North-South's score of a contract played on a board: Law 77's at the board's
    /// vulnerability, or duplicate auction's with the honours its hand record shows.
    static int nsScoreOf(const core::Play& play, const BoardRecord& board,
                         const std::optional<core::AuctionLaws>& auction);

    /// A checked line as it is stored: its North-South score on the board (nsScoreOf), where
    /// it came from.
    static StoredLine stored(const core::TravellerLine& checked, const EnterOptions& options,
                             const BoardRecord& board,
                             const std::optional<core::AuctionLaws>& auction);

    std::string lineName(int board, int ns, int ew) const;
};

} // namespace overplay::db
