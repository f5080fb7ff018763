// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The event file: one SQLite file holds a director's event — its movement, entries, hand
// records, double-dummy analysis, traveller lines and the audit log of every change. Plain
// core/movements values go in and come out; no database row leaks out of db/.
//
// Every change is one named command: one SQLite transaction and one audit-log row (who, when,
// old value, new value). A refused or failed command changes nothing. A command that returns
// has been committed durably (WAL, synchronous=FULL): it survives a killed process or a
// power cut. Before it commits, a command checks the file is still where it was opened (not
// moved or deleted meanwhile); after, it copies the log into the file when no reader stops it
// (a PASSIVE checkpoint), so a plain copy of the .db file holds every result too.
//
// One writer per event file: opening for writing takes a lock (a flock on "EVENT.db.lock",
// see WriterLock.h) that another Overplay's writer is refused with its process id; readers
// are never refused, and writers of one process (the console and its table-scoring server)
// share it. The event file is only ever opened through SQLite, so no close() of ours can drop
// SQLite's locks. Every connection waits for a busy file (OpenOptions::busyTimeout).
//
// Errors: data the rules refuse (a pair not at that table, an impossible result, a second
// line for the same board and pairs) → core::InputError naming the problem; anything about
// the file itself (not an event, a newer schema, damaged, disk full, busy, open for writing
// elsewhere, moved) → db::StorageError, whose kind() tells them apart.

#include "core/Card.h"
#include "core/DoubleDummy.h"
#include "core/ScoringSettings.h"
#include "core/Session.h"
#include "core/Strata.h"
#include "core/Types.h"
#include "core/WhistTrump.h"
#include "db/Club.h"
#include "movements/Labels.h"
#include "movements/Movement.h"

#include <array>
#include <chrono>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace overplay::core {
struct PlayedSection;
} // namespace overplay::core

namespace overplay::db {

/// Where the store reads the time for its audit log. Tests pass a fixed clock.
using Clock = std::function<std::chrono::system_clock::time_point()>;

/// What a new event is made of. The movement is stored as given (as its JSON), never
/// recomputed, so a later Overplay with different generators still reads the same event.
struct EventSetup {
    std::string name;
    core::ScoringMethod scoring = core::ScoringMethod::MatchpointsEbu;
    movements::Movement movement;
    std::string date; ///< "YYYY-MM-DD" or empty
    /// How the method is applied: the board-a-match scale, Neuberg's rounding, the datum…
    core::ScoringSettings settings;
    /// Sections A, B, … of the session, each with this movement, all on the same boards.
    int sections = 1;
    /// With more than one section: matchpoint each board across the field (every section's
    /// results as one), not within each section.
    bool acrossField = false;
};

/// The event as a whole.
struct EventInfo {
    std::string name;
    core::ScoringMethod scoring = core::ScoringMethod::MatchpointsEbu;
    std::string date;               ///< "YYYY-MM-DD" or empty
    std::string createdAt;          ///< ISO 8601 UTC, from the store's clock
    int schemaVersion = 0;          ///< of the open file (always the current one once open)
    core::ScoringSettings settings; ///< how the method is applied (scale, rounding, datum…)
    /// When the director marked the session final (ISO 8601 UTC); "" while it is provisional.
    std::string finalAt;
    bool acrossField = false; ///< sections scored across the field (else within each)
    Club club;                ///< where it was played, from the club's roster; empty if not
    core::Strata strata;      ///< stratification (core/Strata.h); none when not stratified
};

/// A team of a team movement: its name and roster (the players of its pairs and reserves).
/// A team as the pages, prints and refusals name it: its name, or "Team 3" while it has none,
/// which is also how a director types it then.
inline std::string teamName(int number, const std::string& name) {
    return name.empty() ? "Team " + std::to_string(number) : name;
}

struct Team {
    int number = 0;                   ///< the movement's team number
    std::string name;                 ///< "" until given
    std::vector<std::string> players; ///< the roster, in order
    /// What people read: the team's name, or its number when it has none.
    std::string label() const { return name.empty() ? std::to_string(number) : name; }
    friend bool operator==(const Team&, const Team&) = default;
};

/// Refuses (InputError) the `given` teams' names that a director could not type back to name
/// that team (`result`, `draw`, a results file): a number, a pair's label ("D2"), another
/// team's letter ("B" of B1 and B2), or the name of another team, given or among `others`
/// (the teams that keep their names), compared as a typed name is read, without regard to case
/// or spaces; and a name or player that is no valid name (core::requireValidName). A team
/// without a name passes.
void requireTeamNames(const movements::Movement& movement, const std::vector<Team>& given,
                      const std::vector<Team>& others = {});

/// An entry (pair, team's pair, or individual) of a section.
struct Entry {
    int number = 0;                   ///< the movement's pair number
    std::string label;                ///< shown to players ("3", "3N", "A1"); from the movement
    std::vector<std::string> players; ///< names, in order; empty when not yet known
    int team = 0;                     ///< team movements: the team this pair plays for
    /// "A & B"; empty when no names are known.
    std::string names() const;
    /// Who the entry is from one session to the next: its players' names, sorted, case and
    /// spacing aside ("ann smith & bob jones"); "" when it has no names.
    std::string competitor() const;
    friend bool operator==(const Entry&, const Entry&) = default;
};

/// One board of the event: the hand record when known, its analysis when computed.
struct StoredBoard {
    int number = 0;
    core::Seat dealer = core::Seat::North; ///< standard rotation unless imported
    core::Vulnerability vulnerability = core::Vulnerability::None; ///< likewise
    std::optional<core::Deal> deal;
    /// Tricks table and par, computed once (libdds) or imported, never recomputed.
    std::optional<core::DoubleDummyResult> doubleDummy;
    /// Duplicate whist: the trump slip that travels with the board (core/WhistTrump.h).
    std::optional<core::TrumpSlip> trump;
};

/// Who entered a traveller line.
enum class LineSource {
    Console, ///< the director at the console or the command line
    Import,  ///< a results file
    Table,   ///< a phone at the table (table scoring); see StoredLine::sourceTable
};

/// A traveller line as stored.
struct StoredLine {
    core::TravellerLine line;   ///< round and table always filled in from the movement
    std::optional<int> nsScore; ///< North-South's score of a real result (none if adjusted)
    LineSource source = LineSource::Console;
    int sourceTable = 0;    ///< the table that sent it, for LineSource::Table
    bool confirmed = false; ///< table scoring: the opponents confirmed the line
    /// Field by field (core::TravellerLine itself has no operator==).
    friend bool operator==(const StoredLine& a, const StoredLine& b) {
        const core::TravellerLine& x = a.line;
        const core::TravellerLine& y = b.line;
        return x.board == y.board && x.ns == y.ns && x.ew == y.ew && x.round == y.round &&
               x.table == y.table && x.play == y.play && x.adjusted == y.adjusted &&
               x.lead == y.lead && x.whistTricksNs == y.whistTricksNs && x.group == y.group &&
               x.weighted == y.weighted && x.notPlayed == y.notPlayed && a.nsScore == b.nsScore &&
               a.source == b.source && a.sourceTable == b.sourceTable && a.confirmed == b.confirmed;
    }
};

/// A login's rights on a server event (EventStore::grantOnServer).
struct ServerLogin {
    enum class Role { Reader, Section, Organiser };
    std::string login;
    Role role = Role::Reader;
    std::vector<std::string> sections; ///< the sections it writes (Section), by letter
};

/// One row of the audit log: every command leaves exactly one.
struct AuditEntry {
    std::int64_t id = 0;  ///< increasing
    std::string time;     ///< ISO 8601 UTC with milliseconds, "2026-11-22T19:30:05.120Z"
    std::string who;      ///< the user given to the store ("director", "table 3", …)
    std::string command;  ///< "create event", "enter result", "correct result", …
    std::string oldValue; ///< JSON of what was there before ("" when nothing)
    std::string newValue; ///< JSON of what is there now ("" when removed)
    /// The section the command was about ("B") in an event of more than one section; "" for
    /// an event of one section and for commands about the whole event.
    std::string section;
    /// The database login that wrote the row, on a server ("club_0423"); "" in a file.
    std::string login;
};

/// What EventStore::uploadSections did: the new sections, and what the director should look at.
struct UploadedSections {
    std::vector<std::string> letters;
    /// Beside each of `letters`: how the file ranks the section's pairs, by their numbers in
    /// the section's movement, where it gives a ranking.
    struct FileRanking {
        std::string scoring; ///< the file's code for its method (core::PlayedSection::scoring)
        std::map<int, double> percents;
        std::map<int, double> scores;
    };
    std::vector<FileRanking> fileRankings;
    /// A line taken otherwise than the file wrote it, each with where it stands in the file.
    std::vector<std::string> notes;
};

/// A procedural penalty as stored: its number in the event (to withdraw it by) and what it is.
struct StoredPenalty {
    std::int64_t id = 0;
    core::ProceduralPenalty penalty; ///< entry: the pair's number in the movement
    friend bool operator==(const StoredPenalty&, const StoredPenalty&) = default;
};

/// What changing a section's movement keeps and what it removes: the lines, names and
/// penalties of entries the new movement does not have, or lines it does not place.
struct MovementChange {
    std::vector<StoredLine> kept;    ///< as stored now (the new movement's numbers)
    std::vector<StoredLine> dropped; ///< as they were (the old movement's numbers)
    std::vector<Entry> droppedNames; ///< named entries whose label the new movement lacks
    std::vector<StoredPenalty> droppedPenalties;
    /// Labels of the entries the new movement adds (a late pair: "1NS").
    std::vector<std::string> added;
    bool dropsAnything() const {
        return !dropped.empty() || !droppedNames.empty() || !droppedPenalties.empty();
    }
};

/// Everything of a section that a change of movement rewrites, as stored: for the console's
/// undo of such a change, which puts a whole state back.
struct SectionState {
    movements::Movement movement;
    std::vector<Entry> entries;
    std::vector<StoredLine> lines;
    std::vector<StoredPenalty> penalties;
    friend bool operator==(const SectionState&, const SectionState&) = default;
};

/// What a late pair's arrival did.
struct LatePair {
    MovementChange change;
    int entry = 0;     ///< the late pair's number in the grown movement
    int notPlayed = 0; ///< its boards before it arrived, stored as not played
};

/// What a pair that leaves is given on the boards it will not play, and its opponents: both
/// one side's artificial score ("A-" and "A+"); none: the boards are not played.
struct LeavingScores {
    core::AdjustedScore pair;
    core::AdjustedScore opponents;
};

/// How the store is opened.
struct OpenOptions {
    std::string user = "director"; ///< written into the audit log as "who"
    Clock clock;                   ///< empty: the system clock
    bool readOnly = false;         ///< refuse every command; never writes the file
    /// How long a connection waits for another program's lock before giving up as "busy".
    std::chrono::milliseconds busyTimeout{5000};
    /// The session in use once open (1, 2, …); 0: the last, the one being played.
    int session = 0;
};

/// How a traveller line is entered.
struct EnterOptions {
    bool replace = false; ///< replace a line already there for the same board and pairs
    LineSource source = LineSource::Console;
    int sourceTable = 0;
    bool confirmed = false;
    /// The director's ruling that the line stands as played although the movement does not
    /// place it (the pairs sat the wrong way round; the board was played at the wrong table or
    /// round): it is scored with the board's field. Neither pair may have another result on
    /// the board.
    bool asPlayed = false;
};

/// A line read from a file, with where it came from for the refusal message.
struct ImportedLine {
    core::TravellerLine line;
    std::string where; ///< "results.csv line 4": prefixed to a refusal
};

/// An open event file. Movable, not copyable; closing it is destroying it.
class EventStore {
public:
    /// Creates a new event file. Refuses (StorageError) a path that already exists, or whose
    /// -wal, -shm or -journal was left by a killed program (it would become the new event's
    /// log). A failure (a full disk) leaves nothing behind.
    /// Throws core::InputError for a setup the store cannot hold (no name, empty movement).
    static EventStore create(const std::string& path, const EventSetup& setup,
                             const OpenOptions& options = {});
    /// Opens an event file, migrating an older schema forward. Refuses with a StorageError,
    /// without writing a byte, a file that is missing, not a regular file (a pipe never
    /// blocks), not an Overplay event, written by a newer Overplay, or damaged; for writing,
    /// one another Overplay has open for writing (kind HeldByWriter: open it read-only).
    /// Read-only, an event on read-only media is read as it is.
    static EventStore open(const std::string& path, const OpenOptions& options = {});

    EventStore(EventStore&&) noexcept;
    EventStore& operator=(EventStore&&) noexcept;
    ~EventStore();

    const std::string& path() const;
    bool isReadOnly() const;
    /// Whether the file was moved or deleted since it was opened (commands then refuse).
    bool hasMoved() const;
    /// Copies the log into the file now, as far as readers allow (every command does this
    /// after it commits). True when the whole log is in the file. Does nothing read-only.
    bool checkpoint();
    /// "Save a copy": a complete, consistent copy of the event as it is now (SQLite's online
    /// backup API) at `copyPath`, made whole or not at all. Refuses a path that exists.
    void saveCopy(const std::string& copyPath) const;

    // --- Reading -------------------------------------------------------------------------
    EventInfo info() const;
    /// The movement as stored when the event was created.
    const movements::Movement& movement() const;
    /// Entries by number: every pair of the movement, with names when known.
    std::vector<Entry> entries() const;
    /// Team movements: every team of the movement by number, with its name and roster when
    /// known; empty for other movements.
    std::vector<Team> teams() const;
    /// Boards 1..n of the movement (and any further boards a hand record brought).
    std::vector<StoredBoard> boards() const;
    std::optional<StoredBoard> board(int number) const;
    /// Every traveller line, by board, then round, then table.
    std::vector<StoredLine> lines() const;
    std::vector<StoredLine> linesOfBoard(int board) const;
    std::optional<StoredLine> line(int board, int ns, int ew) const;
    /// The audit log, oldest first.
    std::vector<AuditEntry> auditLog() const;
    /// Procedural penalties, in the order they were given.
    std::vector<StoredPenalty> penalties() const;
    /// The penalties of one section, whichever is in use (core::InputError when none).
    std::vector<StoredPenalty> penaltiesOf(const std::string& letter) const;
    /// National member numbers of the event's players, by name (only those who have one).
    std::map<std::string, std::string> memberNumbers() const;
    /// Table scoring: table number → secret (in the table's address).
    std::map<int, std::string> tableSecrets() const;
    /// Full PRAGMA integrity_check (slower than the check made on open). Throws StorageError.
    void checkIntegrity() const;

    // --- Checking without writing ---------------------------------------------------------
    /// Where the movement has these pairs play this board: the table-round, or none.
    std::optional<std::pair<int, movements::TableRound>> placementOf(int board, int ns,
                                                                     int ew) const;
    /// Checks a line against the movement and the rules and returns it with round and table
    /// filled in. Throws core::InputError naming the problem. Does not look for duplicates.
    core::TravellerLine checkLine(const core::TravellerLine& line) const;

    // --- Commands: one transaction and one audit row each ---------------------------------
    // Each command takes who it is done by, for its audit row ("table 3"); left empty, the
    // user the store was opened for (OpenOptions::user, "director"). Nothing about who is
    // kept between commands, so a command can never be logged under another's name.
    /// "set entries": names (and teams) of entries; numbers must be the movement's.
    void setEntries(const std::vector<Entry>& entries, const std::string& who = {});
    /// "set members": the club the event is played at and the member numbers of its players
    /// by name, as the club's roster knows them; a name no entry or team of the event holds is
    /// refused (InputError). Players not given keep theirs.
    void setMembers(const Club& club, const std::map<std::string, std::string>& numbers,
                    const std::string& who = {});
    /// "set teams": names and rosters of teams; numbers must be the movement's teams. Teams
    /// not given keep what they had.
    void setTeams(const std::vector<Team>& teams, const std::string& who = {});
    /// "import hands": deals of boards (with their dealer and vulnerability). A board whose
    /// deal changes loses its double-dummy analysis unless the new record carries one. In a
    /// duplicate whist event a board that comes without its trump slip has one turned from
    /// the dealer's cards (core::turnedTrump, the same card for the same deal).
    void importHands(const std::vector<StoredBoard>& boards, const std::string& who = {});
    /// "restore hands": puts boards back exactly as given (the undo of "import hands"): each
    /// board's dealer, vulnerability, deal and analysis. A board given without a deal loses its
    /// hand record and analysis; one beyond the movement's boards goes altogether.
    void restoreHands(const std::vector<StoredBoard>& boards, const std::string& who = {});
    /// "record trumps": duplicate whist's trump slips, board → slip (none clears it), as the
    /// director reads them off the trays or declares one suit for a memory duplicate.
    /// Refused for a board the event does not have.
    void setTrumps(const std::map<int, std::optional<core::TrumpSlip>>& trumps,
                   const std::string& who = {});
    /// "store double dummy": analysis of boards already holding a deal.
    void storeDoubleDummy(const std::map<int, core::DoubleDummyResult>& analysis,
                          const std::string& who = {});
    /// "enter result" (or "replace result" with options.replace): one line, real, adjusted
    /// or whist tricks. Returns the line as stored.
    StoredLine enterResult(const core::TravellerLine& line, const EnterOptions& options = {},
                           const std::string& who = {});
    /// "enter adjusted score": an artificial score for both sides of one table.
    StoredLine enterAdjusted(int board, int ns, int ew, const core::AdjustedScore& adjusted,
                             const EnterOptions& options = {}, const std::string& who = {});
    /// "correct result": replaces a line that must already be there.
    StoredLine correctResult(const core::TravellerLine& line, const std::string& who = {});
    /// "delete result": removes a line that must be there.
    void deleteResult(int board, int ns, int ew, const std::string& who = {});
    /// The undo or redo of a line command, audited as `command` ("undo enter result", "redo
    /// delete result"): when the line of board/ns/ew is exactly `expected` (none: no line),
    /// puts back `restore` exactly as given (source, table and confirmation included; none:
    /// removes the line). Refuses (core::InputError, nothing changed) when the line is not as
    /// expected: someone else (a phone, the command line) changed it meanwhile.
    void restoreLine(int board, int ns, int ew, const std::optional<StoredLine>& expected,
                     const std::optional<StoredLine>& restore, const std::string& command,
                     const std::string& who = {});
    /// "confirm result": table scoring, the opponents agreed the line.
    void confirmResult(int board, int ns, int ew, const std::string& who = {});
    /// "import results": every line or none. Returns how many were stored.
    int importResults(const std::vector<ImportedLine>& lines, const EnterOptions& options = {},
                      const std::string& who = {});
    /// "check lead": a table's phone had the lead `lead` ("SK") of `board` checked against the
    /// hand record. Kept in the event, so the limit on such checks (table scoring's answer to
    /// probing a hand card by card) survives a restart of the server. Returns how many
    /// different leads the table has had checked on the board, this one included; a lead
    /// checked before writes nothing.
    int checkLead(int table, int board, const std::string& lead, const std::string& who = {});
    /// "set table secrets": the secrets of table scoring (the audit row names the tables only).
    void setTableSecrets(const std::map<int, std::string>& secrets, const std::string& who = {});
    /// "rename event".
    void renameEvent(const std::string& name, const std::string& who = {});
    /// "change scoring": the method rank uses.
    void setScoring(core::ScoringMethod method, const std::string& who = {});
    /// "change scoring settings": how the method is applied (core/ScoringSettings.h);
    /// InputError for a setting out of range. Nothing is written when nothing changes.
    void setScoringSettings(const core::ScoringSettings& settings, const std::string& who = {});
    /// The method and the settings together ("change scoring", then "change scoring
    /// settings", each only if it changes). Duplicate auction and whist never stand together,
    /// not even between the two commands: a change that leaves auction goes first. If the
    /// second is refused the first is taken back, so the event is scored as before or as
    /// asked, never half of each.
    void setScoring(core::ScoringMethod method, const core::ScoringSettings& settings,
                    const std::string& who = {});
    /// "mark final" (true) or "mark provisional" (false): the session's results are final
    /// once the director says so, whatever is missing; EventInfo::finalAt says when.
    void markFinal(bool final, const std::string& who = {});

    // --- Sections --------------------------------------------------------------------------
    // A session holds sections A, B, … each with its own movement, all playing the event's
    // boards. The readings and commands above are about one section at a time, the one in
    // use: A when the event is opened (an event of one section never needs anything else).

    /// Every section of the session in order (A to Z, then AA, AB, …), each with its movement
    /// as stored and its name ("" when it has none).
    std::vector<movements::Section> sections() const;
    /// The letter of the section in use.
    const std::string& section() const;
    /// An entry of the section in use by the label its cards print: with the section letter
    /// first when the session has more than one section ("B1EW"), else the movement's label
    /// ("1EW"). Every sentence and screen about the section in use words entries this way.
    std::string entryLabel(int entry) const;
    /// Makes the section of `letter` (any case) the one in use: its movement, entries, lines,
    /// table secrets. Throws core::InputError naming the sections when there is none.
    void useSection(const std::string& letter);
    /// The entries of one section, whichever is in use (core::InputError when none).
    std::vector<Entry> entriesOf(const std::string& letter) const;
    /// The traveller lines of one section, whichever is in use, in the order of lines().
    std::vector<StoredLine> linesOf(const std::string& letter) const;
    /// Every section's lines, entries and penalties, in the order of sections(), each read in
    /// one query for the whole session: a field of 500 clubs' sections read section by section
    /// waits for 1,500 answers from a server, where these wait for three.
    std::vector<std::vector<StoredLine>> linesOfSections() const;
    std::vector<std::vector<Entry>> entriesOfSections() const;
    std::vector<std::vector<StoredPenalty>> penaltiesOfSections() const;
    /// "add section": another section lettered after the last (Z by AA, ZZ by AAA), with its
    /// own movement on the event's boards and the name it plays under, if any (a club's, in a
    /// simultaneous pairs). Returns its letters. Refuses (core::InputError) a movement that
    /// plays a board beyond section A's, team movements, individuals beside pairs, a name that
    /// is not one (core::requireValidName), a section after ZZZ.
    std::string addSection(const movements::Movement& movement, const std::string& name = {},
                           const std::string& who = {});
    /// "upload section": a club's own event (a file, or a server event), scored at home,
    /// added whole as the next section: its movement, its players' names and member numbers,
    /// every result, checked against its movement and scored on this event's boards, under the
    /// club's name (`name`; else the club the event names, else the event's name). One
    /// command: a refusal (a result this event cannot take, an event of several sections, a
    /// movement the sections cannot hold) adds nothing. Returns the new section's letters.
    std::string uploadSection(const std::string& clubEvent, const std::string& name = {},
                              const std::string& who = {});
    /// "upload section" from another program's results file (core::playedSectionFromPbn, a
    /// USEBIO reader): each section of the file added as the next section of this event, its
    /// movement rebuilt from who met whom on which boards (movements::movementAsPlayed), its
    /// pairs labelled as the file numbers them, its names and member numbers, every result
    /// checked and scored on this event's boards. A score the file gives that this event's
    /// board gives only under another vulnerability (not the event's boards) is refused; one
    /// that no vulnerability explains (the club's own slip: "6NT -5 by W, -250") is taken as
    /// the club scored it, a score alone, and said in UploadedSections::notes. Named `name`,
    /// else the club the file names, else its event; `from` (the file) is in the audit row
    /// and in every refusal. One command for the whole file: a refusal adds nothing.
    UploadedSections uploadSections(const std::vector<core::PlayedSection>& played,
                                    const std::string& from, const std::string& name = {},
                                    const std::string& who = {});
    /// "rename section": the name section `letter` (any case) plays under; "" takes it off.
    /// Refuses (core::InputError, nothing changed) letters no section of the session has and a
    /// name that is not one; the name it has already changes nothing and writes no audit row.
    void renameSection(const std::string& letter, const std::string& name,
                       const std::string& who = {});
    /// "change section scoring": matchpoint across the field, or within each section.
    void setAcrossField(bool acrossField, const std::string& who = {});

    // --- Sessions --------------------------------------------------------------------------
    // An event has sessions 1, 2, … (a congress pairs of two sessions), each with its own
    // sections, movements and boards. Everything above is about the session in use: the last
    // one when the event is opened (OpenOptions::session chooses another).

    /// The event's sessions by number, 1 first.
    std::vector<int> sessionNumbers() const;
    /// The number of the session in use.
    int sessionNumber() const;
    /// Makes session `number` the one in use, with its section A. InputError naming the
    /// sessions there are when there is none.
    void useSession(int number);
    /// "add session": the next session, one section (A) of `movement`, its boards 1.. dealt
    /// in the standard rotation. Returns its number; the session in use stays. Refuses team
    /// movements (a teams event is one match or one round robin).
    int addSession(const movements::Movement& movement, const std::string& who = {});
    /// Carry-forward scores for the outright ranking, by competitor (Entry::competitor).
    std::map<std::string, double> carryForwards() const;
    /// "set carry-forward": an entry of the section in use (it must have names, which is how
    /// it is known in other sessions) starts the outright ranking with `amount`; 0 removes it.
    void setCarryForward(int entry, double amount, const std::string& who = {});

    // --- Stratification ------------------------------------------------------------------
    /// "set strata": the event's strata (core::readStrata; no strata: not stratified). Writes
    /// nothing when they are the same.
    void setStrata(const core::Strata& strata, const std::string& who = {});
    /// Each player's figure for stratification (master points or a grade), by name; a player
    /// without one is absent.
    std::map<std::string, double> ratings() const;
    /// "set ratings": players' figures by name (none removes one). Only names that play in
    /// the event; figures are numbers from 0. One command; nothing written when nothing
    /// changes.
    void setRatings(const std::map<std::string, std::optional<double>>& figures,
                    const std::string& who = {});

    // --- Rulings: one transaction and one audit row each -----------------------------------
    /// "mark fouled board" (Law 87): the lines of `board` named in groups[i] (as North-South,
    /// East-West pairs) played fouled copy i + 1; every other line of the board played the
    /// board as dealt (group 0). No groups: the board is no longer fouled. Refuses a pair
    /// that has no line on the board, a line named twice, and a board with no results.
    /// Returns the board's lines as stored.
    std::vector<StoredLine> markFouled(int board,
                                       const std::vector<std::vector<std::pair<int, int>>>& groups,
                                       const std::string& who = {});
    /// "give penalty": a procedural penalty to one entry (a pair of the movement, on one of its
    /// boards when `board` is not 0). Returns it as stored, with its id.
    StoredPenalty addPenalty(const core::ProceduralPenalty& penalty, const std::string& who = {});

    // --- Changes during the evening --------------------------------------------------------

    /// What changeMovement would do, without doing it.
    MovementChange previewMovement(const movements::Movement& movement) const;
    /// "change movement": the section in use plays `movement` from now on (the wrong one was
    /// set up, a late pair makes it grow). Entries are matched by their labels ("3NS" stays
    /// "3NS"); every line the new movement places is kept, renumbered and placed. Refused
    /// (InputError listing them) when anything would go, unless `drop`: then the lines,
    /// names and penalties the new movement cannot hold are removed, each in the audit row.
    /// Team and individual movements are refused, as is a change of boards with sections.
    MovementChange changeMovement(const movements::Movement& movement, bool drop,
                                  const std::string& who = {});
    /// A late pair (movements::withOneMorePair): the movement grows by one pair, every line
    /// kept (refused if any would go); the pair gets its names, and its boards in the rounds
    /// before `fromRound` are not played. Three audited commands: the change of movement, the
    /// names, the boards not played.
    LatePair addLatePair(const std::vector<std::string>& names, int fromRound,
                         const std::string& who = {});
    /// A pair leaves after round `afterRound`: each board it was still to play, and has no
    /// line, is not played, or given `scores` (one "import results" command). Returns how
    /// many lines were stored. InputError for a round outside 0 .. rounds − 1.
    int pairLeaves(int entry, int afterRound, const std::optional<LeavingScores>& scores,
                   const std::string& who = {});
    /// The section in use as stored now.
    SectionState sectionState() const;
    /// Puts a state sectionState() returned back, whole, as one command named `command`
    /// ("undo change movement"); refused for a state of another kind of movement.
    void restoreSection(const SectionState& state, const std::string& command,
                        const std::string& who = {});
    /// "withdraw penalty": removes the penalty with this id (refused if there is none).
    void removePenalty(std::int64_t id, const std::string& who = {});

    // --- Events on a server ---------------------------------------------------------------
    /// Whether the event is on a PostgreSQL server (opened by a "postgresql://…?event=NAME"
    /// address wherever a file is accepted), not in a file.
    bool isOnServer() const;
    /// Whether another program (a second console, the command line, another club's
    /// station) has committed a change to the event since the last call. Reads nothing of the
    /// event: the file's data version, or the server's notifications.
    bool changedElsewhere();
    /// Waits up to `timeout` for another program's change; true when one came.
    bool waitForChange(std::chrono::milliseconds timeout);
    /// Reads the section in use again from the event, after another program changed it (its
    /// movement, another section added). Commands do this themselves before they check.
    void reload();
    /// Copies an event exactly, every row and the audit log included, between a file and a
    /// server either way (or file to file, server to server). Refuses (StorageError) a
    /// target that exists; a failure leaves no target behind.
    static void copy(const std::string& from, const std::string& to);
    /// Removes an event from its server, everything in it (the server's way of deleting an
    /// event file). Refuses a file.
    static void removeFromServer(const std::string& address);
    /// "grant rights": what a server login may do with this event, the server's own rule
    /// (its privileges and row-level security), whatever program or SQL the login uses: read
    /// the whole event and write one more section (`rights.role` Section, `rights.section`
    /// its letter), read only (Reader), or write everything (Organiser). Section replaces
    /// Reader and Organiser; Reader and Organiser replace everything the login had. Only the
    /// event's owner grants. Refuses a file, a login the server does not have and a section
    /// the event does not have.
    void grantOnServer(const ServerLogin& rights, const std::string& who = {});
    /// "revoke rights": the login may no longer read or write this event.
    void revokeOnServer(const std::string& login, const std::string& who = {});
    /// The logins granted rights on this server event, by name (none for a file).
    std::vector<ServerLogin> serverLogins() const;

private:
    struct Impl;
    /// A section on its way in from another scorer (uploadSection, uploadSections).
    struct Upload;
    /// Adds each upload as the next section, in one command; the section in use stays.
    UploadedSections addUploads(const std::vector<Upload>& uploads, const std::string& who);
    explicit EventStore(std::unique_ptr<Impl> impl);
    static std::unique_ptr<Impl> openOnServer(const std::string& address,
                                              const OpenOptions& options);
    std::unique_ptr<Impl> m_impl;
};

} // namespace overplay::db
