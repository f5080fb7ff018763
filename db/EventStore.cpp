// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/EventStore.h"

#include "core/Board.h"
#include "core/DuplicateScore.h"
#include "core/Error.h"
#include "core/ResultRules.h"
#include "core/ResultText.h"
#include "core/Text.h"
#include "db/StorageError.h"
#include "db/WriterLock.h"
#include "db/detail/Codec.h"
#include "db/detail/Schema.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"
#include "movements/Validator.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <set>
#include <string_view>
#include <sys/stat.h>
#include <tuple>
#include <unistd.h>
#include <unordered_map>

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

namespace {

/// One key for a (board or set, North-South, East-West) triple.
std::uint64_t tripleKey(int first, int ns, int ew) {
    return (static_cast<std::uint64_t>(first) << 42) | (static_cast<std::uint64_t>(ns) << 21) |
           static_cast<std::uint64_t>(ew);
}

std::string labelOf(const movements::Movement& m, int pair) {
    return movements::entryLabel(m, pair);
}

std::string pairName(const movements::Movement& m, int pair) {
    return "pair " + labelOf(m, pair);
}

/// What kind of problem an SQLite failure is, for callers that can act on it.
StorageProblem problemOf(const SQLite::Exception& e) {
    switch (e.getErrorCode()) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return StorageProblem::Busy;
    default:
        return StorageProblem::File;
    }
}

/// One clear sentence for an SQLite failure of a command.
std::string describe(const SQLite::Exception& e) {
    switch (e.getErrorCode()) {
    case SQLITE_FULL:
        return "the disk is full; nothing was saved";
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return "busy: another program is writing this event; nothing was saved, try again";
    case SQLITE_READONLY:
        return "cannot be written (a read-only file or folder); nothing was saved";
    case SQLITE_CORRUPT:
    case SQLITE_NOTADB:
        return std::string("is damaged: ") + e.what();
    case SQLITE_IOERR:
        return std::string("could not be read or written (disk error): ") + e.what();
    default:
        return std::string("storage error: ") + e.what();
    }
}

/// One clear sentence for an SQLite failure while opening: what is really wrong, which is
/// not always damage (another program may be busy writing, the folder may be unreadable).
std::string describeOpening(const SQLite::Exception& e) {
    switch (e.getErrorCode()) {
    case SQLITE_BUSY:
    case SQLITE_LOCKED:
        return "busy: another program is writing this event; try again";
    case SQLITE_NOTADB:
        return "is not an Overplay event (not an SQLite database)";
    case SQLITE_CORRUPT:
        return std::string("is damaged (") + e.what() + ")";
    case SQLITE_CANTOPEN:
    case SQLITE_PERM:
    case SQLITE_AUTH:
        return std::string("cannot be opened (") + e.what() + ")";
    case SQLITE_READONLY:
        return "cannot be written (a read-only file or folder); open it read-only";
    case SQLITE_IOERR:
        return std::string("could not be read (disk error: ") + e.what() + ")";
    case SQLITE_NOMEM:
    case SQLITE_FULL:
        return std::string("cannot be opened (") + e.what() + ")";
    default:
        return std::string("is damaged or not an Overplay event (") + e.what() + ")";
    }
}

/// Runs a store operation, turning SQLite's exceptions and unreadable stored values into one
/// StorageError naming the file. Refusals (InputError) pass through untouched.
template <class F> decltype(auto) guarded(const std::string& path, F&& f) {
    try {
        return f();
    } catch (const core::InputError&) {
        throw;
    } catch (const StorageError& e) {
        if (e.file().empty())
            throw StorageError(path, e.problem(), e.kind());
        throw;
    } catch (const SQLite::Exception& e) {
        throw StorageError(path, describe(e), problemOf(e));
    }
}

void fsyncDirectoryOf(const std::filesystem::path& file) {
    // A rename is durable only once the folder holding it is synced.
    const auto dir = file.has_parent_path() ? file.parent_path() : std::filesystem::path(".");
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
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

std::string resultSummary(const core::TravellerLine& l) {
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

/// A statement over the connection's own handle, for the readers of many rows: SQLiteCpp's
/// Column copies a shared pointer per value and getString a string, which for 120,000 lines
/// of 16 columns cost more than SQLite's reading of them. Values are read in place.
class RowReader {
public:
    RowReader(SQLite::Database& db, const std::string& sql) : m_db(db.getHandle()) {
        const int rc = sqlite3_prepare_v2(m_db, sql.c_str(), -1, &m_statement, nullptr);
        if (rc != SQLITE_OK)
            throw SQLite::Exception(m_db, rc);
    }
    RowReader(const RowReader&) = delete;
    RowReader& operator=(const RowReader&) = delete;
    ~RowReader() { sqlite3_finalize(m_statement); }

    void bind(int index, std::int64_t value) {
        const int rc = sqlite3_bind_int64(m_statement, index, value);
        if (rc != SQLITE_OK)
            throw SQLite::Exception(m_db, rc);
    }
    /// The next row; false after the last.
    bool step() {
        const int rc = sqlite3_step(m_statement);
        if (rc == SQLITE_ROW)
            return true;
        if (rc == SQLITE_DONE)
            return false;
        throw SQLite::Exception(m_db, rc);
    }
    bool isNull(int column) const {
        return sqlite3_column_type(m_statement, column) == SQLITE_NULL;
    }
    int integer(int column) const { return sqlite3_column_int(m_statement, column); }
    /// The column's text, valid until the next step (empty for NULL).
    std::string_view text(int column) const {
        const auto* bytes = sqlite3_column_text(m_statement, column);
        if (bytes == nullptr)
            return {};
        return {reinterpret_cast<const char*>(bytes),
                static_cast<std::size_t>(sqlite3_column_bytes(m_statement, column))};
    }

private:
    sqlite3* m_db;
    sqlite3_stmt* m_statement = nullptr;
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

StoredLine readLine(const RowReader& q, ContractsSeen& contracts) {
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

StoredLine readLine(const RowReader& q) {
    ContractsSeen contracts;
    return readLine(q, contracts);
}

} // namespace

// ---------------------------------------------------------------------------------------------

struct EventStore::Impl {
    std::string path;
    // Declared before the connection so it is released after it: the last connection's
    // closing checkpoint still runs under the writer's lock.
    std::optional<WriterLock> writerLock;
    std::unique_ptr<SQLite::Database> db;
    std::string user;
    Clock clock;
    bool readOnly = false;
    movements::Movement movement;
    std::int64_t sessionId = 0;
    std::int64_t sectionId = 0;
    std::string sectionLetter; ///< of the section in use
    movements::BoardPlacements placements{movement};
    std::unique_ptr<SQLite::Statement> upsertLine; // prepared once: entering is the hot path

    /// Reads the section of `letter` (the first when empty) as the one in use.
    void load(const std::string& letter = {}) {
        SQLite::Statement q(*db, "SELECT id, session_id, movement_json, letter FROM sections "
                                 "WHERE ?1 = '' OR letter = ?1 ORDER BY id LIMIT 1");
        q.bind(1, letter);
        if (!q.executeStep())
            throw StorageError(path, "holds no section: it is not a complete Overplay event");
        sectionId = q.getColumn(0).getInt64();
        sessionId = q.getColumn(1).getInt64();
        movement = codec::movementFromJson(q.getColumn(2).getString());
        sectionLetter = q.getColumn(3).getString();
        movements::requireWithinLimits(movement); // a damaged one must not reach the placements
        placements = movements::BoardPlacements(movement);
    }

    void requireWritable() const {
        if (readOnly)
            throw StorageError(path, "is open read-only; nothing was changed");
    }

    /// Whether the file under our path is still the one we opened (SQLite compares the
    /// path's inode with its own: SQLITE_FCNTL_HAS_MOVED).
    bool hasMoved() const {
        int moved = 0;
        if (sqlite3_file_control(db->getHandle(), "main", SQLITE_FCNTL_HAS_MOVED, &moved) !=
            SQLITE_OK)
            return false;
        return moved != 0;
    }

    /// Commits a command, unless the file was moved or deleted meanwhile: a commit then
    /// would go to a log nobody will ever open, and the caller would report it saved. Then
    /// copies the log into the file while nobody waits (a PASSIVE checkpoint never blocks,
    /// and does what readers allow), so a copy of the file alone holds the results too.
    void commit(SQLite::Transaction& transaction) {
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
        int logged = 0, copied = 0;
        const int rc = sqlite3_wal_checkpoint_v2(db->getHandle(), "main", SQLITE_CHECKPOINT_PASSIVE,
                                                 &logged, &copied);
        return rc == SQLITE_OK && logged == copied;
    }

    std::string now() const {
        return codec::isoTime(clock ? clock() : std::chrono::system_clock::now());
    }

    void audit(const std::string& who, const std::string& command, const std::string& oldValue,
               const std::string& newValue) {
        SQLite::Statement q(*db, "INSERT INTO audit_log (at, who, command, old_value, "
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
        requireWritable();
        return guarded(path, [&]() -> decltype(auto) {
            SQLite::Transaction transaction(*db, SQLite::TransactionBehavior::IMMEDIATE);
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
        });
    }

    /// The section a command was about, for its audit row: the one in use when the event has
    /// more than one and the command is not about the whole event; "" otherwise.
    std::string auditedSection(const std::string& command) const {
        static const std::set<std::string> eventWide{
            "import hands",   "restore hands", "store double dummy",    "rename event",
            "change scoring", "add section",   "change section scoring"};
        if (eventWide.count(command) != 0)
            return {};
        SQLite::Statement q(*db, "SELECT count(*) FROM sections WHERE session_id = ?");
        q.bind(1, sessionId);
        return q.executeStep() && q.getColumn(0).getInt() > 1 ? sectionLetter : std::string();
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
        // All lines: a plain scan of the table ("+section_id" keeps SQLite off the index,
        // which would cost a lookup per row) and a sort here, far cheaper for 100,000 lines.
        std::string sql = std::string("SELECT ") + kLineColumns + " FROM traveller_lines WHERE ";
        sql += board > 0 ? "section_id = ? AND board = ?" : "+section_id = ?";
        RowReader q(*db, sql);
        q.bind(1, section);
        if (board > 0)
            q.bind(2, board);
        std::vector<StoredLine> out;
        // As many as the movement plays: one growth of the vector rather than twenty moves of
        // every line read so far.
        if (board == 0)
            out.reserve(movements::boardPlayCount(movement));
        ContractsSeen contracts;
        while (q.step())
            out.push_back(readLine(q, contracts));
        return inBoardOrder(std::move(out));
    }

    /// Lines by board, then round, table and North-South pair. Lines entered board by board
    /// come back in order already (one pass checks it); lines entered round by round are
    /// dealt out by board first (a counting sort: boards are small numbers), which leaves
    /// each board's lines in the order they were entered, usually in order already.
    static std::vector<StoredLine> inBoardOrder(std::vector<StoredLine> lines) {
        const auto inOrder = [](const StoredLine& a, const StoredLine& b) {
            const auto& x = a.line;
            const auto& y = b.line;
            return std::tie(x.board, x.round, x.table, x.ns) <
                   std::tie(y.board, y.round, y.table, y.ns);
        };
        if (std::is_sorted(lines.begin(), lines.end(), inOrder))
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
        for (std::size_t b = 0; b + 1 < start.size(); ++b) {
            const auto first = lines.begin() + static_cast<std::ptrdiff_t>(start[b]);
            const auto last = lines.begin() + static_cast<std::ptrdiff_t>(start[b + 1]);
            if (!std::is_sorted(first, last, inOrder))
                std::sort(first, last, inOrder);
        }
        return lines;
    }

    void writeLine(const StoredLine& s) {
        if (!upsertLine)
            upsertLine = std::make_unique<SQLite::Statement>(
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
        SQLite::Statement& q = *upsertLine;
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

    std::optional<core::Deal> dealOf(int board) const {
        SQLite::Statement q(*db, "SELECT deal FROM boards WHERE session_id = ? AND number = ?");
        q.bind(1, sessionId);
        q.bind(2, board);
        if (!q.executeStep() || q.getColumn(0).isNull())
            return std::nullopt;
        return codec::dealFromText(q.getColumn(0).getString());
    }

    core::ScoringMethod scoring() const {
        const std::string text = db->execAndGet("SELECT scoring FROM event").getString();
        if (auto method = core::parseScoringMethod(text))
            return *method;
        throw StorageError(path, "names an unknown scoring method '" + text + "'");
    }

    /// The line checked against the movement and the rules, round and table filled in.
    core::TravellerLine check(const core::TravellerLine& in, core::ScoringMethod method,
                              const std::optional<core::Deal>& deal) const;

    StoredLine prepare(const core::TravellerLine& in, const EnterOptions& options) const {
        return stored(check(in, scoring(), dealOf(in.board)), options);
    }

    /// A checked line as it is stored: its North-South score, where it came from.
    static StoredLine stored(const core::TravellerLine& checked, const EnterOptions& options) {
        StoredLine s;
        s.line = checked;
        if (s.line.play)
            s.nsScore = core::northSouthScore(*s.line.play, core::vulnerabilityOf(s.line.board));
        else if (s.line.scoreOnlyNs)
            s.nsScore = s.line.scoreOnlyNs;
        s.source = options.source;
        s.sourceTable = options.source == LineSource::Table ? options.sourceTable : 0;
        s.confirmed = options.confirmed;
        return s;
    }

    std::string lineName(int board, int ns, int ew) const {
        return "board " + std::to_string(board) + " between " + pairName(movement, ns) + " and " +
               pairName(movement, ew);
    }
};

core::TravellerLine EventStore::Impl::check(const core::TravellerLine& in,
                                            core::ScoringMethod method,
                                            const std::optional<core::Deal>& deal) const {
    const movements::Movement& m = movement;
    core::TravellerLine l = in;
    const std::string board = "board " + std::to_string(l.board);
    // The movement: these pairs, at one table, with this board's set, in some round.
    const movements::BoardPlacements::Placement place = placements.require(l.board, l.ns, l.ew);
    if (m.isIndividual()) {
        // Stored as the players who held North and East, so a line has one name however the
        // director typed it; the scorer finds their partners in the movement.
        l.ns = place.table.players[0];
        l.ew = place.table.players[1];
    }
    if ((l.round != 0 && l.round != place.round) || (l.table != 0 && l.table != place.table.table))
        throw core::InputError(board + " between " + pairName(m, l.ns) + " and " +
                               pairName(m, l.ew) + " is played in round " +
                               std::to_string(place.round) + " at table " +
                               std::to_string(place.table.table) + ", not round " +
                               std::to_string(l.round) + " at table " + std::to_string(l.table));
    l.round = place.round;
    l.table = place.table.table;
    // The rules of the result itself (core/ResultRules.h).
    return core::checkResult(l, method, deal);
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

/// Sections are lettered A to Z.
constexpr int kMostSections = 26;

std::string sectionLetter(int index) {
    return std::string(1, static_cast<char>('A' + index));
}

/// A movement that may sit beside others in a session: sections of pairs or of individuals
/// (teams play their own matches, not a field).
void checkSectioned(const movements::Movement& m) {
    if (!m.teamOf.empty())
        throw core::InputError("a team movement cannot be one of several sections: sections "
                               "are for pairs and individuals");
}

/// A section's row and its entries (the movement's pairs, with their labels and teams).
void insertSection(SQLite::Database& db, std::int64_t sessionId, const std::string& letter,
                   const movements::Movement& m) {
    SQLite::Statement section(db, "INSERT INTO sections (session_id, letter, movement_json) "
                                  "VALUES (?, ?, ?)");
    section.bind(1, sessionId);
    section.bind(2, letter);
    section.bind(3, codec::movementJson(m));
    section.exec();
    const std::int64_t sectionId = db.getLastInsertRowid();
    SQLite::Statement q(db, "INSERT INTO entries (section_id, number, label, team) "
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

void removeWithCompanions(const std::string& file) {
    std::error_code ec;
    std::filesystem::remove(file, ec);
    for (const char* suffix : kCompanions)
        std::filesystem::remove(file + suffix, ec);
}

/// Refuses a path whose SQLite companions exist without it (a program killed while it had
/// an event of this name open): SQLite would take the old log as the new file's own.
void refuseLeftovers(const std::string& path) {
    std::error_code ec;
    for (const char* suffix : kCompanions)
        if (std::filesystem::exists(path + suffix, ec))
            throw StorageError(path, "cannot be created: " +
                                         std::filesystem::path(path + suffix).filename().string() +
                                         " is left over from an earlier file of this name (a "
                                         "program stopped without closing it); move it away "
                                         "or choose another file name");
}

} // namespace

EventStore EventStore::create(const std::string& path, const EventSetup& setup,
                              const OpenOptions& options) {
    namespace fs = std::filesystem;
    std::error_code ec;
    if (fs::exists(fs::symlink_status(path, ec)))
        throw StorageError(path, "already exists; choose another file name");
    refuseLeftovers(path);
    if (setup.name.empty())
        throw core::InputError("an event needs a name");
    core::requireValidName(setup.name);
    core::requireValidDate(setup.date);
    checkMovement(setup.movement);
    if (setup.sections > 1)
        checkSectioned(setup.movement);
    if (setup.sections < 1 || setup.sections > kMostSections)
        throw core::InputError("an event holds 1 to " + std::to_string(kMostSections) +
                               " sections, not " + std::to_string(setup.sections));

    // Build the file under a temporary name and rename it into place, so a crash during
    // creation never leaves a half-made event behind under the real name; a failure (a full
    // disk) removes the half-made file.
    const std::string building = path + ".creating";
    removeWithCompanions(building);
    try {
        guarded(path, [&] {
            SQLite::Database db(building, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            db.exec("PRAGMA foreign_keys = ON");
            db.exec("PRAGMA synchronous = FULL");
            SQLite::Transaction transaction(db, SQLite::TransactionBehavior::IMMEDIATE);
            createSchema(db);
            const std::string now =
                codec::isoTime(options.clock ? options.clock() : std::chrono::system_clock::now());
            {
                SQLite::Statement q(db, "INSERT INTO event (id, name, scoring, event_date, "
                                        "created_at, bam_scale, section_scoring) "
                                        "VALUES (1, ?, ?, ?, ?, ?, ?)");
                q.bind(1, setup.name);
                q.bind(2, core::scoringMethodText(setup.scoring));
                q.bind(3, setup.date);
                q.bind(4, now);
                q.bind(5, setup.bamScale == core::BamScale::TwoOneZero ? 2 : 1);
                q.bind(6, setup.acrossField ? "across" : "within");
                q.exec();
            }
            db.exec("INSERT INTO sessions (id, number, name) VALUES (1, 1, '')");
            for (int section = 0; section < setup.sections; ++section)
                insertSection(db, 1, sectionLetter(section), setup.movement);
            {
                SQLite::Statement q(db, "INSERT INTO boards (session_id, number, dealer, "
                                        "vulnerability) VALUES (1, ?, ?, ?)");
                for (int board = 1; board <= setup.movement.boards(); ++board) {
                    q.reset();
                    q.bind(1, board);
                    q.bind(2, codec::seatText(core::dealerOf(board)));
                    q.bind(3, codec::vulnerabilityText(core::vulnerabilityOf(board)));
                    q.exec();
                }
            }
            {
                SQLite::Statement q(db, "INSERT INTO audit_log (at, who, command, old_value, "
                                        "new_value) VALUES (?, ?, 'create event', '', ?)");
                q.bind(1, now);
                q.bind(2, options.user);
                q.bind(3, json{{"name", setup.name},
                               {"scoring", core::scoringMethodText(setup.scoring)},
                               {"movement", setup.movement.name.empty() ? setup.movement.kind
                                                                        : setup.movement.name}}
                              .dump());
                q.exec();
            }
            transaction.commit();
            db.exec("PRAGMA journal_mode = WAL");
        });
        // Checked again just before the rename: a leftover log that appeared meanwhile would
        // otherwise be read as this new event's.
        refuseLeftovers(path);
        fs::rename(building, path, ec);
        if (ec)
            throw StorageError(path, "could not be created: " + ec.message());
    } catch (...) {
        removeWithCompanions(building);
        throw;
    }
    fsyncDirectoryOf(path);
    return open(path, options);
}

namespace {

/// The path as an SQLite URI ("file:/a/b%3Fc.db"), for the query parameters below.
std::string uriOf(const std::string& path) {
    std::string uri = "file:";
    for (unsigned char c : std::filesystem::absolute(path).string()) {
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
    namespace fs = std::filesystem;
    std::error_code ec;
    const fs::path folder = fs::absolute(path, ec).parent_path();
    if (::access(folder.c_str(), W_OK) == 0 && ::access(path.c_str(), W_OK) == 0)
        return false;
    return !fs::exists(path + "-wal", ec);
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

} // namespace

EventStore EventStore::open(const std::string& path, const OpenOptions& options) {
    // Never open, read or close the event file other than through SQLite: closing any
    // descriptor of it drops every POSIX lock this process holds on it, SQLite's included,
    // and another program may then checkpoint and delete the log under a connection of this
    // process ("How To Corrupt An SQLite Database File", 2.2). stat() opens nothing.
    struct stat file = {};
    if (::stat(path.c_str(), &file) != 0) {
        if (errno == ENOENT || errno == ENOTDIR)
            throw StorageError(path, "no such event file");
        throw StorageError(path, std::string("cannot be read (") + std::strerror(errno) + ")");
    }
    if (S_ISDIR(file.st_mode))
        throw StorageError(path, "is a folder, not an Overplay event");
    // A pipe or a device would block SQLite's first read forever.
    if (!S_ISREG(file.st_mode))
        throw StorageError(path, "is not a regular file (a pipe, device or socket), not an "
                                 "Overplay event");
    if (file.st_size == 0)
        throw StorageError(path, "is empty, not an Overplay event");

    // Check it read-only through SQLite (which also sees a write-ahead log): the application
    // id, the schema version and a quick structural check. Nothing is written.
    const int busyTimeout = static_cast<int>(options.busyTimeout.count());
    int version = 0;
    bool immutable = false;
    const auto probeOnce = [&] {
        auto probe = connect(path, true, immutable, busyTimeout);
        version = probeEvent(*probe, path, !options.readOnly);
    };
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
        throw StorageError(path, describeOpening(e), problemOf(e));
    }
    if (immutable && !options.readOnly)
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
        impl->db = connect(path, options.readOnly, immutable, busyTimeout);
        impl->db->exec("PRAGMA foreign_keys = ON");
        // Read large events through a memory map rather than a copy per page.
        impl->db->exec("PRAGMA mmap_size = 268435456");
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
        impl->load();
    } catch (const SQLite::Exception& e) {
        throw StorageError(path, describeOpening(e), problemOf(e));
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
    if (fs::exists(fs::symlink_status(copyPath, ec)))
        throw StorageError(copyPath, "already exists; choose another file name for the copy");
    if (fs::equivalent(copyPath, m_impl->path, ec))
        throw StorageError(copyPath, "is the event itself; choose another file name");
    refuseLeftovers(copyPath);
    // SQLite's online backup API copies the event as it is now, log included, page by page
    // through SQLite's own locks; the copy is made under a temporary name and renamed into
    // place whole, as a new event is.
    const std::string building = copyPath + ".creating";
    removeWithCompanions(building);
    try {
        {
            SQLite::Database copy(building, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
            copy.exec("PRAGMA synchronous = FULL");
            sqlite3_backup* backup =
                sqlite3_backup_init(copy.getHandle(), "main", m_impl->db->getHandle(), "main");
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
        fs::rename(building, copyPath, ec);
        if (ec)
            throw StorageError(copyPath, "could not be written: " + ec.message());
    } catch (const SQLite::Exception& e) {
        removeWithCompanions(building);
        throw StorageError(copyPath, "could not be written: " + describe(e));
    } catch (...) {
        removeWithCompanions(building);
        throw;
    }
    fsyncDirectoryOf(copyPath);
}

const std::string& EventStore::path() const {
    return m_impl->path;
}

// --- Reading ---------------------------------------------------------------------------------

EventInfo EventStore::info() const {
    return guarded(m_impl->path, [&] {
        SQLite::Statement q(*m_impl->db,
                            "SELECT name, event_date, created_at, bam_scale, section_scoring "
                            "FROM event WHERE id = 1");
        if (!q.executeStep())
            throw StorageError(m_impl->path, "holds no event");
        EventInfo info;
        info.name = q.getColumn(0).getString();
        info.date = q.getColumn(1).getString();
        info.createdAt = q.getColumn(2).getString();
        info.bamScale =
            q.getColumn(3).getInt() == 2 ? core::BamScale::TwoOneZero : core::BamScale::OneHalfZero;
        info.acrossField = q.getColumn(4).getString() == "across";
        info.scoring = m_impl->scoring();
        info.schemaVersion = m_impl->db->execAndGet("PRAGMA user_version").getInt();
        return info;
    });
}

const movements::Movement& EventStore::movement() const {
    return m_impl->movement;
}

namespace {

std::vector<Entry> selectEntries(SQLite::Database& db, std::int64_t sectionId) {
    SQLite::Statement q(db, "SELECT e.number, e.label, e.team, p.name FROM entries e "
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

} // namespace

std::vector<Entry> EventStore::entries() const {
    return guarded(m_impl->path, [&] { return selectEntries(*m_impl->db, m_impl->sectionId); });
}

std::vector<Team> EventStore::teams() const {
    return guarded(m_impl->path, [&] {
        std::map<int, Team> byNumber;
        for (const auto& [pair, team] : m_impl->movement.teamOf)
            byNumber[team].number = team;
        SQLite::Statement q(*m_impl->db, "SELECT t.number, t.name, p.name FROM teams t "
                                         "LEFT JOIN team_players tp ON tp.section_id = "
                                         "t.section_id AND tp.team = t.number "
                                         "LEFT JOIN players p ON p.id = tp.player_id "
                                         "WHERE t.section_id = ? ORDER BY t.number, tp.position");
        q.bind(1, m_impl->sectionId);
        while (q.executeStep()) {
            const auto it = byNumber.find(q.getColumn(0).getInt());
            if (it == byNumber.end())
                continue; // not a team of the movement: never written by setTeams
            it->second.name = q.getColumn(1).getString();
            if (!q.getColumn(2).isNull())
                it->second.players.push_back(q.getColumn(2).getString());
        }
        std::vector<Team> out;
        for (auto& [number, team] : byNumber)
            out.push_back(std::move(team));
        return out;
    });
}

namespace {
json teamsJson(const std::vector<Team>& teams) {
    json out = json::array();
    for (const Team& t : teams)
        out.push_back({{"team", t.number}, {"name", t.name}, {"players", t.players}});
    return out;
}

std::vector<StoredBoard> selectBoards(SQLite::Database& db, std::int64_t sessionId, int number) {
    std::string sql = "SELECT b.number, b.dealer, b.vulnerability, b.deal, d.tricks, "
                      "d.par_score, d.par_contracts FROM boards b "
                      "LEFT JOIN double_dummy d ON d.board_id = b.id WHERE b.session_id = ?";
    if (number > 0)
        sql += " AND b.number = ?";
    sql += " ORDER BY b.number";
    SQLite::Statement q(db, sql);
    q.bind(1, sessionId);
    if (number > 0)
        q.bind(2, number);
    std::vector<StoredBoard> out;
    while (q.executeStep()) {
        StoredBoard b;
        b.number = q.getColumn(0).getInt();
        b.dealer = codec::seatFromText(q.getColumn(1).getString());
        b.vulnerability = codec::vulnerabilityFromText(q.getColumn(2).getString());
        if (!q.getColumn(3).isNull())
            b.deal = codec::dealFromText(q.getColumn(3).getString());
        if (!q.getColumn(4).isNull()) {
            core::DoubleDummyResult dd;
            dd.table = codec::tricksFromText(q.getColumn(4).getString());
            dd.par.scoreNS = q.getColumn(5).getInt();
            dd.par.contracts = codec::parContractsFromText(q.getColumn(6).getString());
            b.doubleDummy = std::move(dd);
        }
        out.push_back(std::move(b));
    }
    return out;
}
} // namespace

std::vector<StoredBoard> EventStore::boards() const {
    return guarded(m_impl->path, [&] { return selectBoards(*m_impl->db, m_impl->sessionId, 0); });
}

std::optional<StoredBoard> EventStore::board(int number) const {
    if (number < 1)
        return std::nullopt;
    return guarded(m_impl->path, [&]() -> std::optional<StoredBoard> {
        auto boards = selectBoards(*m_impl->db, m_impl->sessionId, number);
        if (boards.empty())
            return std::nullopt;
        return boards.front();
    });
}

std::vector<StoredLine> EventStore::lines() const {
    return guarded(m_impl->path, [&] { return m_impl->selectLines(0); });
}

std::vector<StoredLine> EventStore::linesOfBoard(int board) const {
    if (board < 1)
        return {};
    return guarded(m_impl->path, [&] { return m_impl->selectLines(board); });
}

std::optional<StoredLine> EventStore::line(int board, int ns, int ew) const {
    return guarded(m_impl->path, [&] { return m_impl->selectLine(board, ns, ew); });
}

std::vector<AuditEntry> EventStore::auditLog() const {
    return guarded(m_impl->path, [&] {
        SQLite::Statement q(*m_impl->db, "SELECT id, at, who, command, old_value, new_value, "
                                         "section FROM audit_log ORDER BY id");
        std::vector<AuditEntry> out;
        while (q.executeStep())
            out.push_back(AuditEntry{q.getColumn(0).getInt64(), q.getColumn(1).getString(),
                                     q.getColumn(2).getString(), q.getColumn(3).getString(),
                                     q.getColumn(4).getString(), q.getColumn(5).getString(),
                                     q.getColumn(6).getString()});
        return out;
    });
}

std::map<int, std::string> EventStore::tableSecrets() const {
    return guarded(m_impl->path, [&] {
        SQLite::Statement q(*m_impl->db, "SELECT table_number, secret FROM table_secrets "
                                         "WHERE section_id = ? ORDER BY table_number");
        q.bind(1, m_impl->sectionId);
        std::map<int, std::string> out;
        while (q.executeStep())
            out[q.getColumn(0).getInt()] = q.getColumn(1).getString();
        return out;
    });
}

void EventStore::checkIntegrity() const {
    guarded(m_impl->path, [&] {
        SQLite::Statement q(*m_impl->db, "PRAGMA integrity_check");
        std::vector<std::string> problems;
        while (q.executeStep()) {
            const std::string row = q.getColumn(0).getString();
            if (row != "ok")
                problems.push_back(row);
        }
        if (!problems.empty())
            throw StorageError(
                m_impl->path,
                "is damaged (" + problems.front() +
                    (problems.size() > 1
                         ? ", and " + std::to_string(problems.size() - 1) + " more problems)"
                         : ")"));
        SQLite::Statement fk(*m_impl->db, "PRAGMA foreign_key_check");
        if (fk.executeStep())
            throw StorageError(m_impl->path, "is damaged (a row of " + fk.getColumn(0).getString() +
                                                 " refers to a missing row)");
    });
}

// --- Checking --------------------------------------------------------------------------------

std::optional<std::pair<int, movements::TableRound>> EventStore::placementOf(int board, int ns,
                                                                             int ew) const {
    const auto found = m_impl->placements.find(board, ns, ew);
    if (!found)
        return std::nullopt;
    return std::make_pair(found->round, found->table);
}

core::TravellerLine EventStore::checkLine(const core::TravellerLine& line) const {
    return guarded(m_impl->path, [&] {
        return m_impl->check(line, m_impl->scoring(), m_impl->dealOf(line.board));
    });
}

// --- Commands --------------------------------------------------------------------------------

void EventStore::setTeams(const std::vector<Team>& teams, const std::string& who) {
    std::set<int> known, seen;
    for (const auto& [pair, team] : m_impl->movement.teamOf)
        known.insert(team);
    if (known.empty())
        throw core::InputError("this event's movement has no teams");
    for (const Team& t : teams) {
        if (!known.count(t.number))
            throw core::InputError("there is no team " + std::to_string(t.number) +
                                   " in this movement (teams 1.." +
                                   std::to_string(*known.rbegin()) + ")");
        if (!seen.insert(t.number).second)
            throw core::InputError("team " + std::to_string(t.number) + " is given twice");
    }
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        SQLite::Database& db = *m_impl->db;
        std::vector<Team> before;
        for (const Team& t : this->teams())
            if (seen.count(t.number))
                before.push_back(t);
        SQLite::Statement upsert(db, "INSERT INTO teams (section_id, number, name) VALUES "
                                     "(?, ?, ?) ON CONFLICT (section_id, number) DO UPDATE "
                                     "SET name = excluded.name");
        SQLite::Statement clear(db, "DELETE FROM team_players WHERE section_id = ? AND team = ?");
        SQLite::Statement addPlayer(db, "INSERT INTO players (name) VALUES (?) "
                                        "ON CONFLICT (name) DO NOTHING");
        SQLite::Statement playerId(db, "SELECT id FROM players WHERE name = ?");
        SQLite::Statement seat(db, "INSERT INTO team_players (section_id, team, position, "
                                   "player_id) VALUES (?, ?, ?, ?)");
        for (const Team& t : teams) {
            upsert.reset();
            upsert.bind(1, m_impl->sectionId);
            upsert.bind(2, t.number);
            upsert.bind(3, t.name);
            upsert.exec();
            clear.reset();
            clear.bind(1, m_impl->sectionId);
            clear.bind(2, t.number);
            clear.exec();
            int position = 0;
            for (const auto& name : t.players) {
                if (name.empty())
                    continue;
                addPlayer.reset();
                addPlayer.bind(1, name);
                addPlayer.exec();
                playerId.reset();
                playerId.bind(1, name);
                playerId.executeStep();
                const std::int64_t pid = playerId.getColumn(0).getInt64();
                seat.reset();
                seat.bind(1, m_impl->sectionId);
                seat.bind(2, t.number);
                seat.bind(3, position++);
                seat.bind(4, pid);
                seat.exec();
            }
        }
        audit("set teams", before.empty() ? "" : teamsJson(before).dump(), teamsJson(teams).dump());
    });
}

void EventStore::setEntries(const std::vector<Entry>& entries, const std::string& who) {
    const movements::Movement& m = m_impl->movement;
    std::set<int> seen;
    for (const auto& e : entries) {
        if (e.number < 1 || e.number > m.pairs)
            throw core::InputError("there is no pair " + std::to_string(e.number) +
                                   " in this movement (pairs 1.." + std::to_string(m.pairs) + ")");
        if (!seen.insert(e.number).second)
            throw core::InputError(pairName(m, e.number) + " is given twice");
        std::for_each(e.players.begin(), e.players.end(), core::requireValidName);
    }
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        SQLite::Database& db = *m_impl->db;
        std::vector<Entry> before;
        for (const auto& e : this->entries())
            if (seen.count(e.number))
                before.push_back(e);
        SQLite::Statement entryId(db, "SELECT id FROM entries WHERE section_id = ? AND "
                                      "number = ?");
        SQLite::Statement clear(db, "DELETE FROM entry_players WHERE entry_id = ?");
        SQLite::Statement addPlayer(db, "INSERT INTO players (name) VALUES (?) "
                                        "ON CONFLICT (name) DO NOTHING");
        SQLite::Statement playerId(db, "SELECT id FROM players WHERE name = ?");
        SQLite::Statement seat(db, "INSERT INTO entry_players (entry_id, position, player_id) "
                                   "VALUES (?, ?, ?)");
        SQLite::Statement team(db, "UPDATE entries SET team = ? WHERE id = ?");
        for (const auto& e : entries) {
            entryId.reset();
            entryId.bind(1, m_impl->sectionId);
            entryId.bind(2, e.number);
            if (!entryId.executeStep())
                throw StorageError(m_impl->path, "has no row for " + pairName(m, e.number));
            const std::int64_t id = entryId.getColumn(0).getInt64();
            clear.reset();
            clear.bind(1, id);
            clear.exec();
            int position = 0;
            for (const auto& name : e.players) {
                if (name.empty())
                    continue;
                addPlayer.reset();
                addPlayer.bind(1, name);
                addPlayer.exec();
                playerId.reset();
                playerId.bind(1, name);
                playerId.executeStep();
                const std::int64_t pid = playerId.getColumn(0).getInt64();
                seat.reset();
                seat.bind(1, id);
                seat.bind(2, position++);
                seat.bind(3, pid);
                seat.exec();
            }
            if (e.team != 0) {
                team.reset();
                team.bind(1, e.team);
                team.bind(2, id);
                team.exec();
            }
        }
        audit("set entries", codec::entriesJson(before), codec::entriesJson(entries));
    });
}

void EventStore::importHands(const std::vector<StoredBoard>& boards, const std::string& who) {
    std::set<int> seen;
    for (const auto& b : boards) {
        if (b.number < 1)
            throw core::InputError("board " + std::to_string(b.number) +
                                   " is not a board number (1 or more)");
        if (!seen.insert(b.number).second)
            throw core::InputError("board " + std::to_string(b.number) + " is given twice");
        if (!b.deal)
            throw core::InputError("board " + std::to_string(b.number) + " has no deal");
        if (const auto problems = b.deal->problems(); !problems.empty())
            throw core::InputError("board " + std::to_string(b.number) +
                                   ": the deal is not complete (" + problems.front() + ")");
    }
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        SQLite::Database& db = *m_impl->db;
        json before = json::object(), after = json::object();
        SQLite::Statement old(db, "SELECT id, deal FROM boards WHERE session_id = ? AND "
                                  "number = ?");
        SQLite::Statement upsert(
            db, "INSERT INTO boards (session_id, number, dealer, vulnerability, deal) VALUES "
                "(?, ?, ?, ?, ?) ON CONFLICT (session_id, number) DO UPDATE SET "
                "dealer = excluded.dealer, vulnerability = excluded.vulnerability, "
                "deal = excluded.deal");
        SQLite::Statement dropAnalysis(db, "DELETE FROM double_dummy WHERE board_id = ?");
        for (const auto& b : boards) {
            const std::string text = codec::dealText(*b.deal);
            old.reset();
            old.bind(1, m_impl->sessionId);
            old.bind(2, b.number);
            if (old.executeStep()) {
                const std::int64_t id = old.getColumn(0).getInt64();
                if (!old.getColumn(1).isNull()) {
                    const std::string previous = old.getColumn(1).getString();
                    before[std::to_string(b.number)] = previous;
                    if (previous != text) {
                        dropAnalysis.reset();
                        dropAnalysis.bind(1, id);
                        dropAnalysis.exec();
                    }
                }
            }
            upsert.reset();
            upsert.bind(1, m_impl->sessionId);
            upsert.bind(2, b.number);
            upsert.bind(3, codec::seatText(b.dealer));
            upsert.bind(4, codec::vulnerabilityText(b.vulnerability));
            upsert.bind(5, text);
            upsert.exec();
            after[std::to_string(b.number)] = text;
        }
        // Analysis carried by the records goes in with them, in the same transaction.
        SQLite::Statement id(db, "SELECT id FROM boards WHERE session_id = ? AND number = ?");
        SQLite::Statement store(db, "INSERT OR REPLACE INTO double_dummy (board_id, tricks, "
                                    "par_score, par_contracts) VALUES (?, ?, ?, ?)");
        for (const auto& b : boards) {
            if (!b.doubleDummy)
                continue;
            id.reset();
            id.bind(1, m_impl->sessionId);
            id.bind(2, b.number);
            id.executeStep();
            store.reset();
            store.bind(1, id.getColumn(0).getInt64());
            store.bind(2, codec::tricksText(b.doubleDummy->table));
            store.bind(3, b.doubleDummy->par.scoreNS);
            store.bind(4, codec::parContractsText(b.doubleDummy->par.contracts));
            store.exec();
        }
        audit("import hands", before.empty() ? "" : before.dump(), after.dump());
    });
}

void EventStore::restoreHands(const std::vector<StoredBoard>& boards, const std::string& who) {
    std::set<int> seen;
    for (const auto& b : boards) {
        const std::string name = "board " + std::to_string(b.number);
        if (b.number < 1)
            throw core::InputError(name + " is not a board number (1 or more)");
        if (!seen.insert(b.number).second)
            throw core::InputError(name + " is given twice");
        if (b.deal) {
            if (const auto problems = b.deal->problems(); !problems.empty())
                throw core::InputError(name + ": the deal is not complete (" + problems.front() +
                                       ")");
        } else if (b.doubleDummy) {
            throw core::InputError(name + " has an analysis but no deal");
        }
    }
    const int movementBoards = m_impl->movement.boards();
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        SQLite::Database& db = *m_impl->db;
        json before = json::object(), after = json::object();
        SQLite::Statement old(db, "SELECT deal FROM boards WHERE session_id = ? AND number = ?");
        SQLite::Statement upsert(
            db, "INSERT INTO boards (session_id, number, dealer, vulnerability, deal) VALUES "
                "(?, ?, ?, ?, ?) ON CONFLICT (session_id, number) DO UPDATE SET "
                "dealer = excluded.dealer, vulnerability = excluded.vulnerability, "
                "deal = excluded.deal");
        SQLite::Statement idOf(db, "SELECT id FROM boards WHERE session_id = ? AND number = ?");
        SQLite::Statement remove(db, "DELETE FROM boards WHERE session_id = ? AND number = ?");
        SQLite::Statement dropAnalysis(db, "DELETE FROM double_dummy WHERE board_id = ?");
        SQLite::Statement store(db, "INSERT INTO double_dummy (board_id, tricks, par_score, "
                                    "par_contracts) VALUES (?, ?, ?, ?)");
        for (const auto& b : boards) {
            const std::string key = std::to_string(b.number);
            old.reset();
            old.bind(1, m_impl->sessionId);
            old.bind(2, b.number);
            before[key] = old.executeStep() && !old.getColumn(0).isNull()
                              ? json(old.getColumn(0).getString())
                              : json(nullptr);
            after[key] = b.deal ? json(codec::dealText(*b.deal)) : json(nullptr);
            if (!b.deal && b.number > movementBoards) {
                // A board only a hand record brought: without its record it is not a board.
                remove.reset();
                remove.bind(1, m_impl->sessionId);
                remove.bind(2, b.number);
                remove.exec();
                continue;
            }
            upsert.reset();
            upsert.bind(1, m_impl->sessionId);
            upsert.bind(2, b.number);
            upsert.bind(3, codec::seatText(b.dealer));
            upsert.bind(4, codec::vulnerabilityText(b.vulnerability));
            if (b.deal)
                upsert.bind(5, codec::dealText(*b.deal));
            else
                upsert.bind(5); // NULL
            upsert.exec();
            idOf.reset();
            idOf.bind(1, m_impl->sessionId);
            idOf.bind(2, b.number);
            idOf.executeStep();
            const std::int64_t id = idOf.getColumn(0).getInt64();
            dropAnalysis.reset();
            dropAnalysis.bind(1, id);
            dropAnalysis.exec();
            if (b.doubleDummy) {
                store.reset();
                store.bind(1, id);
                store.bind(2, codec::tricksText(b.doubleDummy->table));
                store.bind(3, b.doubleDummy->par.scoreNS);
                store.bind(4, codec::parContractsText(b.doubleDummy->par.contracts));
                store.exec();
            }
        }
        audit("restore hands", before.dump(), after.dump());
    });
}

void EventStore::storeDoubleDummy(const std::map<int, core::DoubleDummyResult>& analysis,
                                  const std::string& who) {
    for (const auto& [board, result] : analysis)
        for (const auto& strain : result.table.tricks)
            for (int tricks : strain)
                if (tricks < 0 || tricks > 13)
                    throw core::InputError("board " + std::to_string(board) +
                                           ": double-dummy tricks must be 0 to 13");
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        SQLite::Database& db = *m_impl->db;
        SQLite::Statement id(db, "SELECT id, deal IS NOT NULL, "
                                 "EXISTS (SELECT 1 FROM double_dummy WHERE board_id = boards.id) "
                                 "FROM boards WHERE session_id = ? AND number = ?");
        SQLite::Statement store(db, "INSERT OR REPLACE INTO double_dummy (board_id, tricks, "
                                    "par_score, par_contracts) VALUES (?, ?, ?, ?)");
        json replaced = json::array(), stored = json::array();
        for (const auto& [board, result] : analysis) {
            id.reset();
            id.bind(1, m_impl->sessionId);
            id.bind(2, board);
            if (!id.executeStep() || id.getColumn(1).getInt() == 0)
                throw core::InputError("board " + std::to_string(board) +
                                       " has no deal to analyse");
            if (id.getColumn(2).getInt() != 0)
                replaced.push_back(board);
            store.reset();
            store.bind(1, id.getColumn(0).getInt64());
            store.bind(2, codec::tricksText(result.table));
            store.bind(3, result.par.scoreNS);
            store.bind(4, codec::parContractsText(result.par.contracts));
            store.exec();
            stored.push_back(board);
        }
        audit("store double dummy", replaced.empty() ? "" : json{{"boards", replaced}}.dump(),
              json{{"boards", stored}}.dump());
    });
}

StoredLine EventStore::enterResult(const core::TravellerLine& line, const EnterOptions& options,
                                   const std::string& who) {
    return m_impl->command(who, [&](Impl::AuditRow& audit) {
        StoredLine stored = m_impl->prepare(line, options);
        const core::TravellerLine& l = stored.line;
        const auto existing = m_impl->selectLine(l.board, l.ns, l.ew);
        if (existing && !options.replace)
            throw core::InputError(m_impl->lineName(l.board, l.ns, l.ew) +
                                   " already has a result (" + resultSummary(existing->line) +
                                   "); replace it to change it");
        // A line replaced on a fouled board was still played with the copy it was marked with.
        if (existing && stored.line.group == 0)
            stored.line.group = existing->line.group;
        m_impl->writeLine(stored);
        std::string command = l.adjusted    ? "enter adjusted score"
                              : l.notPlayed ? "enter not played"
                                            : "enter result";
        if (existing)
            command = l.adjusted    ? "replace with adjusted score"
                      : l.notPlayed ? "replace with not played"
                                    : "replace result";
        audit(command, existing ? codec::lineJson(*existing) : "", codec::lineJson(stored));
        return stored;
    });
}

StoredLine EventStore::enterAdjusted(int board, int ns, int ew, const core::AdjustedScore& adjusted,
                                     const EnterOptions& options, const std::string& who) {
    core::TravellerLine line;
    line.board = board;
    line.ns = ns;
    line.ew = ew;
    line.adjusted = adjusted;
    return enterResult(line, options, who);
}

StoredLine EventStore::correctResult(const core::TravellerLine& line, const std::string& who) {
    return m_impl->command(who, [&](Impl::AuditRow& audit) {
        const auto existing = m_impl->selectLine(line.board, line.ns, line.ew);
        if (!existing)
            throw core::InputError("there is no result for " +
                                   m_impl->lineName(line.board, line.ns, line.ew) + " to correct");
        // A correction made at the console keeps no table's confirmation, and its fouled copy.
        StoredLine stored = m_impl->prepare(line, EnterOptions{});
        if (stored.line.group == 0)
            stored.line.group = existing->line.group;
        m_impl->writeLine(stored);
        audit("correct result", codec::lineJson(*existing), codec::lineJson(stored));
        return stored;
    });
}

void EventStore::deleteResult(int board, int ns, int ew, const std::string& who) {
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        const auto existing = m_impl->selectLine(board, ns, ew);
        if (!existing)
            throw core::InputError("there is no result for " + m_impl->lineName(board, ns, ew) +
                                   " to delete");
        SQLite::Statement q(*m_impl->db, "DELETE FROM traveller_lines WHERE section_id = ? AND "
                                         "board = ? AND ns = ? AND ew = ?");
        q.bind(1, m_impl->sectionId);
        q.bind(2, board);
        q.bind(3, ns);
        q.bind(4, ew);
        q.exec();
        audit("delete result", codec::lineJson(*existing), "");
    });
}

void EventStore::restoreLine(int board, int ns, int ew, const std::optional<StoredLine>& expected,
                             const std::optional<StoredLine>& restore, const std::string& command,
                             const std::string& who) {
    for (const auto* given : {&expected, &restore})
        if (*given &&
            ((*given)->line.board != board || (*given)->line.ns != ns || (*given)->line.ew != ew))
            throw core::InputError("a line to restore must be of " +
                                   m_impl->lineName(board, ns, ew));
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        const auto existing = m_impl->selectLine(board, ns, ew);
        if (existing != expected)
            throw core::InputError(
                m_impl->lineName(board, ns, ew) + " was changed meanwhile (it is now " +
                (existing ? resultSummary(existing->line) : std::string("empty")) +
                "); it was left as it is");
        if (restore) {
            m_impl->writeLine(*restore);
        } else if (existing) {
            SQLite::Statement q(*m_impl->db, "DELETE FROM traveller_lines WHERE section_id = ? "
                                             "AND board = ? AND ns = ? AND ew = ?");
            q.bind(1, m_impl->sectionId);
            q.bind(2, board);
            q.bind(3, ns);
            q.bind(4, ew);
            q.exec();
        }
        audit(command, existing ? codec::lineJson(*existing) : "",
              restore ? codec::lineJson(*restore) : "");
    });
}

void EventStore::confirmResult(int board, int ns, int ew, const std::string& who) {
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        auto existing = m_impl->selectLine(board, ns, ew);
        if (!existing)
            throw core::InputError("there is no result for " + m_impl->lineName(board, ns, ew) +
                                   " to confirm");
        StoredLine confirmed = *existing;
        confirmed.confirmed = true;
        m_impl->writeLine(confirmed);
        audit("confirm result", codec::lineJson(*existing), codec::lineJson(confirmed));
    });
}

int EventStore::importResults(const std::vector<ImportedLine>& lines, const EnterOptions& options,
                              const std::string& who) {
    return m_impl->command(who, [&](Impl::AuditRow& audit) {
        const core::ScoringMethod method = m_impl->scoring();
        std::map<int, std::optional<core::Deal>> deals;
        std::unordered_map<std::uint64_t, std::string> inFile;
        std::vector<StoredLine> prepared;
        prepared.reserve(lines.size());
        for (const auto& imported : lines) {
            const std::string prefix = imported.where.empty() ? "" : imported.where + ": ";
            try {
                const int board = imported.line.board;
                if (!deals.count(board))
                    deals[board] = m_impl->dealOf(board);
                StoredLine s =
                    Impl::stored(m_impl->check(imported.line, method, deals[board]), options);
                const auto key = tripleKey(board, s.line.ns, s.line.ew);
                if (auto [it, fresh] = inFile.emplace(key, imported.where); !fresh)
                    throw core::InputError(
                        "a second result for " + m_impl->lineName(board, s.line.ns, s.line.ew) +
                        (it->second.empty() ? "" : " (the first is on " + it->second + ")"));
                prepared.push_back(std::move(s));
            } catch (const core::InputError& e) {
                throw core::InputError(prefix + e.what());
            }
        }
        json replaced = json::array(), stored = json::array();
        for (std::size_t i = 0; i < prepared.size(); ++i) {
            const StoredLine& s = prepared[i];
            const auto existing = m_impl->selectLine(s.line.board, s.line.ns, s.line.ew);
            if (existing) {
                if (!options.replace) {
                    const std::string& where = lines[i].where;
                    throw core::InputError((where.empty() ? "" : where + ": ") +
                                           m_impl->lineName(s.line.board, s.line.ns, s.line.ew) +
                                           " already has a result (" +
                                           resultSummary(existing->line) +
                                           "); replace it to change it");
                }
                replaced.push_back(json::parse(codec::lineJson(*existing)));
            }
            m_impl->writeLine(s);
            stored.push_back(json::parse(codec::lineJson(s)));
        }
        audit("import results", replaced.empty() ? "" : replaced.dump(), stored.dump());
        return static_cast<int>(prepared.size());
    });
}

void EventStore::setTableSecrets(const std::map<int, std::string>& secrets,
                                 const std::string& who) {
    for (const auto& [table, secret] : secrets) {
        if (table < 1 || table > m_impl->movement.tables)
            throw core::InputError("there is no table " + std::to_string(table) +
                                   " in this movement (tables 1.." +
                                   std::to_string(m_impl->movement.tables) + ")");
        if (secret.empty())
            throw core::InputError("table " + std::to_string(table) + " needs a secret");
    }
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        SQLite::Statement q(*m_impl->db, "INSERT OR REPLACE INTO table_secrets (section_id, "
                                         "table_number, secret) VALUES (?, ?, ?)");
        json tables = json::array();
        for (const auto& [table, secret] : secrets) {
            q.reset();
            q.bind(1, m_impl->sectionId);
            q.bind(2, table);
            q.bind(3, secret);
            q.exec();
            tables.push_back(table);
        }
        // The secrets themselves stay out of the log: anyone reading it could score a table.
        audit("set table secrets", "", json{{"tables", tables}}.dump());
    });
}

void EventStore::renameEvent(const std::string& name, const std::string& who) {
    if (name.empty())
        throw core::InputError("an event needs a name");
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        const std::string old = m_impl->db->execAndGet("SELECT name FROM event").getString();
        SQLite::Statement q(*m_impl->db, "UPDATE event SET name = ? WHERE id = 1");
        q.bind(1, name);
        q.exec();
        audit("rename event", json(old).dump(), json(name).dump());
    });
}

void EventStore::setScoring(core::ScoringMethod method, const std::string& who) {
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        const std::string old = m_impl->db->execAndGet("SELECT scoring FROM event").getString();
        SQLite::Statement q(*m_impl->db, "UPDATE event SET scoring = ? WHERE id = 1");
        q.bind(1, core::scoringMethodText(method));
        q.exec();
        audit("change scoring", json(old).dump(), json(core::scoringMethodText(method)).dump());
    });
}

// --- Sections ----------------------------------------------------------------------------

std::vector<movements::Section> EventStore::sections() const {
    return guarded(m_impl->path, [&] {
        SQLite::Statement q(*m_impl->db, "SELECT letter, movement_json FROM sections "
                                         "WHERE session_id = ? ORDER BY letter");
        q.bind(1, m_impl->sessionId);
        std::vector<movements::Section> out;
        while (q.executeStep()) {
            if (q.getColumn(0).getString() == m_impl->sectionLetter) {
                out.push_back({m_impl->sectionLetter, m_impl->movement});
                continue;
            }
            movements::Section s;
            s.letter = q.getColumn(0).getString();
            s.movement = codec::movementFromJson(q.getColumn(1).getString());
            movements::requireWithinLimits(s.movement);
            out.push_back(std::move(s));
        }
        return out;
    });
}

const std::string& EventStore::section() const {
    return m_impl->sectionLetter;
}

namespace {

/// The id of the section of `letter` (any case) in the session, or a plain refusal naming the
/// sections there are.
std::int64_t sectionIdOf(SQLite::Database& db, std::int64_t sessionId, const std::string& letter) {
    std::string wanted;
    for (char c : letter)
        wanted += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    SQLite::Statement q(db, "SELECT id, letter FROM sections WHERE session_id = ? ORDER BY letter");
    q.bind(1, sessionId);
    std::vector<std::string> letters;
    while (q.executeStep()) {
        if (q.getColumn(1).getString() == wanted)
            return q.getColumn(0).getInt64();
        letters.push_back(q.getColumn(1).getString());
    }
    std::string known;
    for (std::size_t i = 0; i < letters.size(); ++i)
        known += (i == 0 ? "" : i + 1 == letters.size() ? " and " : ", ") + letters[i];
    throw core::InputError("there is no section '" + letter + "' in this event (" +
                           (letters.size() == 1 ? "its one section is " : "its sections are ") +
                           known + ")");
}

} // namespace

void EventStore::useSection(const std::string& letter) {
    guarded(m_impl->path, [&] {
        sectionIdOf(*m_impl->db, m_impl->sessionId, letter);
        std::string upper;
        for (char c : letter)
            upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
        m_impl->load(upper);
    });
}

std::vector<Entry> EventStore::entriesOf(const std::string& letter) const {
    return guarded(m_impl->path, [&] {
        return selectEntries(*m_impl->db, sectionIdOf(*m_impl->db, m_impl->sessionId, letter));
    });
}

std::vector<StoredLine> EventStore::linesOf(const std::string& letter) const {
    return guarded(m_impl->path, [&] {
        return m_impl->selectLines(0, sectionIdOf(*m_impl->db, m_impl->sessionId, letter));
    });
}

std::string EventStore::addSection(const movements::Movement& movement, const std::string& who) {
    checkMovement(movement);
    checkSectioned(movement);
    const std::vector<movements::Section> existing = sections();
    const movements::Movement& first = existing.front().movement;
    checkSectioned(first);
    if (movement.isIndividual() != first.isIndividual())
        throw core::InputError(std::string("section A is ") +
                               (first.isIndividual() ? "an individual" : "a pairs event") +
                               ": another section must be too");
    if (movement.boards() > first.boards())
        throw core::InputError("the new section's movement plays " +
                               std::to_string(movement.boards()) + " boards; the event has " +
                               std::to_string(first.boards()) +
                               " (every section plays the same boards)");
    if (static_cast<int>(existing.size()) >= kMostSections)
        throw core::InputError("an event holds at most " + std::to_string(kMostSections) +
                               " sections (A to Z)");
    const std::string letter =
        sectionLetter(static_cast<int>(existing.back().letter.front() - 'A') + 1);
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        insertSection(*m_impl->db, m_impl->sessionId, letter, movement);
        audit("add section", "",
              json{{"section", letter},
                   {"movement", movement.name.empty() ? movement.kind : movement.name}}
                  .dump());
    });
    return letter;
}

void EventStore::setAcrossField(bool acrossField, const std::string& who) {
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        const std::string old =
            m_impl->db->execAndGet("SELECT section_scoring FROM event").getString();
        const std::string now = acrossField ? "across" : "within";
        SQLite::Statement q(*m_impl->db, "UPDATE event SET section_scoring = ? WHERE id = 1");
        q.bind(1, now);
        q.exec();
        audit("change section scoring", json(old).dump(), json(now).dump());
    });
}

// --- Rulings ---------------------------------------------------------------------------------
// The director's rulings that are not a traveller line: fouled boards and procedural
// penalties. Audit values name pairs by their labels, as the cards print them.

namespace {

std::string unitText(core::PenaltyUnit unit) {
    return unit == core::PenaltyUnit::PercentOfTop ? "percent" : "points";
}

core::PenaltyUnit unitFromText(std::string_view text) {
    if (text == "percent")
        return core::PenaltyUnit::PercentOfTop;
    if (text == "points")
        return core::PenaltyUnit::Points;
    throw StorageError("", "a stored penalty's unit is unreadable");
}

json penaltyJson(const movements::Movement& m, const StoredPenalty& stored) {
    const core::ProceduralPenalty& p = stored.penalty;
    json j{{"penalty", stored.id},
           {"entry", movements::entryLabel(m, p.entry)},
           {"amount", p.amount},
           {"unit", unitText(p.unit)}};
    if (p.board != 0)
        j["board"] = p.board;
    if (!p.reason.empty())
        j["reason"] = p.reason;
    return j;
}

/// The fouled lines of a board, for the audit log: who played which copy.
json foulJson(const movements::Movement& m, int board, const std::vector<StoredLine>& lines) {
    json fouled = json::array();
    for (const StoredLine& s : lines)
        if (s.line.group != 0)
            fouled.push_back({{"ns", movements::entryLabel(m, s.line.ns)},
                              {"ew", movements::entryLabel(m, s.line.ew)},
                              {"group", s.line.group}});
    return json{{"board", board}, {"fouled", fouled}};
}

} // namespace

std::vector<StoredPenalty> EventStore::penalties() const {
    return penaltiesOf(section());
}

std::vector<StoredPenalty> EventStore::penaltiesOf(const std::string& letter) const {
    return guarded(m_impl->path, [&] {
        SQLite::Statement q(*m_impl->db, "SELECT id, entry, amount, unit, board, reason FROM "
                                         "penalties WHERE section_id = ? ORDER BY id");
        q.bind(1, sectionIdOf(*m_impl->db, m_impl->sessionId, letter));
        std::vector<StoredPenalty> out;
        while (q.executeStep()) {
            StoredPenalty s;
            s.id = q.getColumn(0).getInt64();
            s.penalty.entry = q.getColumn(1).getInt();
            s.penalty.amount = q.getColumn(2).getDouble();
            s.penalty.unit = unitFromText(q.getColumn(3).getString());
            s.penalty.board = q.getColumn(4).getInt();
            s.penalty.reason = q.getColumn(5).getString();
            out.push_back(std::move(s));
        }
        return out;
    });
}

std::vector<StoredLine>
EventStore::markFouled(int board, const std::vector<std::vector<std::pair<int, int>>>& groups,
                       const std::string& who) {
    const movements::Movement& m = m_impl->movement;
    if (board < 1 || board > m.boards())
        throw core::InputError("there is no board " + std::to_string(board) +
                               " in this movement (boards 1.." + std::to_string(m.boards()) + ")");
    return m_impl->command(who, [&](Impl::AuditRow& audit) {
        const std::vector<StoredLine> before = m_impl->selectLines(board);
        if (before.empty())
            throw core::InputError("board " + std::to_string(board) +
                                   " has no results yet; enter them before marking which "
                                   "tables played a fouled copy");
        std::map<std::pair<int, int>, int> groupOf;
        for (std::size_t g = 0; g < groups.size(); ++g)
            for (const auto& [ns, ew] : groups[g]) {
                const bool held =
                    std::any_of(before.begin(), before.end(), [&](const StoredLine& s) {
                        return s.line.ns == ns && s.line.ew == ew;
                    });
                if (!held)
                    throw core::InputError(m_impl->lineName(board, ns, ew) +
                                           " has no result to mark as fouled");
                if (!groupOf.emplace(std::make_pair(ns, ew), static_cast<int>(g) + 1).second)
                    throw core::InputError(m_impl->lineName(board, ns, ew) +
                                           " is named twice; each table played one copy");
            }
        std::vector<StoredLine> after = before;
        for (StoredLine& s : after) {
            const auto it = groupOf.find({s.line.ns, s.line.ew});
            s.line.group = it == groupOf.end() ? 0 : it->second;
            if (s.line.group != m_impl->selectLine(board, s.line.ns, s.line.ew)->line.group)
                m_impl->writeLine(s);
        }
        audit("mark fouled board", foulJson(m, board, before).dump(),
              foulJson(m, board, after).dump());
        return after;
    });
}

StoredPenalty EventStore::addPenalty(const core::ProceduralPenalty& penalty,
                                     const std::string& who) {
    const movements::Movement& m = m_impl->movement;
    if (penalty.entry < 1 || penalty.entry > m.pairs)
        throw core::InputError("there is no pair " + std::to_string(penalty.entry) +
                               " in this movement (pairs 1.." + std::to_string(m.pairs) + ")");
    if (!(penalty.amount > 0) || !std::isfinite(penalty.amount))
        throw core::InputError("a penalty takes more than 0 off");
    if (penalty.unit == core::PenaltyUnit::PercentOfTop && penalty.amount > 100)
        throw core::InputError("a penalty is at most 100% of a top");
    if (penalty.board < 0 || penalty.board > m.boards())
        throw core::InputError("there is no board " + std::to_string(penalty.board) +
                               " in this movement (boards 1.." + std::to_string(m.boards()) + ")");
    return m_impl->command(who, [&](Impl::AuditRow& audit) {
        const core::ScoringMethod method = m_impl->scoring();
        if (penalty.unit == core::PenaltyUnit::PercentOfTop &&
            method != core::ScoringMethod::MatchpointsEbu &&
            method != core::ScoringMethod::MatchpointsAcbl)
            throw core::InputError("a penalty of " + penalty.amountText() +
                                   " needs matchpoint scoring; a " +
                                   core::scoringMethodText(method) +
                                   " event takes it in its own points (IMPs or VPs)");
        SQLite::Statement q(*m_impl->db, "INSERT INTO penalties (section_id, entry, amount, "
                                         "unit, board, reason) VALUES (?, ?, ?, ?, ?, ?)");
        q.bind(1, m_impl->sectionId);
        q.bind(2, penalty.entry);
        q.bind(3, penalty.amount);
        q.bind(4, unitText(penalty.unit));
        q.bind(5, penalty.board);
        q.bind(6, penalty.reason);
        q.exec();
        StoredPenalty stored{m_impl->db->getLastInsertRowid(), penalty};
        audit("give penalty", "", penaltyJson(m, stored).dump());
        return stored;
    });
}

void EventStore::removePenalty(std::int64_t id, const std::string& who) {
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        std::optional<StoredPenalty> existing;
        for (const StoredPenalty& p : penalties())
            if (p.id == id)
                existing = p;
        if (!existing)
            throw core::InputError("there is no penalty " + std::to_string(id) + " to withdraw");
        SQLite::Statement q(*m_impl->db, "DELETE FROM penalties WHERE section_id = ? AND id = ?");
        q.bind(1, m_impl->sectionId);
        q.bind(2, id);
        q.exec();
        audit("withdraw penalty", penaltyJson(m_impl->movement, *existing).dump(), "");
    });
}

} // namespace overplay::db
