// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The club's roster: its members (name, national member number, email), the visitors who
// played once and were kept, and the events recorded for the ladder (who played with whom, and
// each one's percentage). One SQLite file per club, kept across events and seasons, under the
// same conventions as an event file: marked as Overplay's by its application_id, versioned by
// user_version, every change one transaction with one audit row.
//
// Errors as the event store's: data the rules refuse → core::InputError; the file itself →
// db::StorageError.

#include "core/Csv.h"
#include "core/Ladder.h"
#include "core/PlayedSection.h"
#include "db/Club.h"

#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::db {

/// A member of the club, or a visitor kept from an earlier event.
struct Member {
    std::int64_t id = 0;
    std::string name;
    std::string number; ///< national member number (EBU or ACBL style); "" when none
    std::string email;
    bool visitor = false; ///< added when a name typed for an event matched no member
    friend bool operator==(const Member&, const Member&) = default;
};

/// A row of a members file: "name,member number[,email]".
struct MemberRow {
    std::string name;
    std::string number;
    std::string email;
    std::string where; ///< "MEMBERS.csv line 4", for messages
};

/// What an import changed.
struct MemberImport {
    int added = 0;
    int updated = 0; ///< a known number with a new name or email, or a visitor now a member
    int unchanged = 0;
};

/// One name of an event matched against the roster.
struct MatchedName {
    Member member;
    bool addedVisitor = false; ///< not known before: added to the roster as a visitor
};

/// One player of a recorded event.
struct Appearance {
    std::string name;
    std::string number;                ///< the member number stored in the event, if any
    std::vector<std::string> partners; ///< names of the partners of the same entry
    std::optional<double> percent;     ///< the entry's percentage; none for a teams event
};

/// A recorded event of the season.
struct RecordedEvent {
    std::string name;
    std::string date; ///< "YYYY-MM-DD"
    int players = 0;
};

/// Options for opening a roster.
struct RosterOptions {
    std::string user = "director";
    std::function<std::chrono::system_clock::time_point()> clock; ///< empty: the system clock
    bool readOnly = false;
};

class Roster {
public:
    /// Opens a roster file, creating it (empty, no club name) when `create` and it is absent.
    /// StorageError for a file that is no Overplay roster, newer, or damaged.
    static Roster open(const std::string& path, bool create = false,
                       const RosterOptions& options = {});
    Roster(Roster&&) noexcept;
    Roster& operator=(Roster&&) noexcept;
    ~Roster();

    const std::string& path() const;

    Club club() const;
    /// "set club": the club's name and national number.
    void setClub(const Club& club);

    /// Every member and visitor, by name.
    std::vector<Member> members() const;

    /// "import members": adds members and updates those whose number is known (their name
    /// and email); a visitor of the same name becomes the member. Nobody is removed. All or
    /// nothing: InputError naming the row for a bad number or name, or one number given to two
    /// names.
    MemberImport importMembers(const std::vector<MemberRow>& rows);

    /// The member a typed name or member number names: a member number, or a name the same
    /// but for case and spaces. Without such a member, nothing.
    std::optional<Member> find(std::string_view typed) const;

    /// Names typed for an event, matched: each member as the roster knows them (a member
    /// number typed gives that member's name); a name the roster lacks is added once as a
    /// visitor ("add visitors", one audit row) and kept for later events.
    std::vector<MatchedName> match(const std::vector<std::string>& typed);

    /// "set online name": the name a member plays under on BBO, so the boards the club plays
    /// there come back to them (`section upload` of a BBO tournament). The member is typed as
    /// a name or member number; an empty name removes it. InputError for a member the roster
    /// lacks, or a name another member has.
    void setOnlineName(std::string_view member, std::string_view onlineName);
    /// The member whose online name this is (any case); none for a name no member has.
    std::optional<Member> findOnline(std::string_view onlineName) const;
    /// A member's online name; "" when none.
    std::string onlineNameOf(const Member& member) const;

    /// Completion for a name being typed: members and visitors any of whose names (first,
    /// last, or the whole) starts with `typed`, ignoring case; partners of `partner` first,
    /// most often first, then those who played most, then by name. At most `most`.
    std::vector<Member> complete(std::string_view typed, std::string_view partner = {},
                                 std::size_t most = 12) const;

    /// "record event": who played the event (name and date), with whom, and each one's
    /// percentage; recording an event again replaces it. A name or number the roster lacks
    /// is added as a visitor.
    void recordEvent(const RecordedEvent& event, const std::vector<Appearance>& players);
    /// The recorded events, oldest first; between two dates (inclusive) when given.
    std::vector<RecordedEvent> events(const std::string& from = {},
                                      const std::string& to = {}) const;
    /// Each player's percentage in each recorded event between the dates (inclusive; empty
    /// dates leave that end open), for core::clubLadder.
    std::vector<core::LadderScore> ladderScores(const std::string& from = {},
                                                const std::string& to = {}) const;

private:
    struct Impl;
    explicit Roster(std::unique_ptr<Impl> impl);
    std::unique_ptr<Impl> m_impl;
};

/// The members of a members file's rows ("name,member number[,email]"; a first row that is
/// a header is skipped), each row named "FILE line N" for messages. InputError for a row of
/// more than three fields, or a file of no members.
std::vector<MemberRow> memberRowsOf(const std::vector<core::CsvRow>& rows, const std::string& file);

class EventStore;

/// An event as the roster records it: its name and date.
RecordedEvent recordedEventOf(const EventStore& store);

/// Who played an event, every section: each player with the member number the event stored,
/// the partners of their entry, and for a matchpointed event the entry's percentage (none for
/// an entry that played no board, and for events scored otherwise: a ladder of percentages
/// leaves them out). A team's reserves who were not seated appear without a percentage.
std::vector<Appearance> appearancesOf(const EventStore& store);

/// What naming an event from the roster found.
struct EventMembers {
    int members = 0;                   ///< players the roster knows, with a member number
    std::vector<std::string> visitors; ///< names it did not know: added to it as visitors
};

/// Names the event's players from the roster: the event keeps the club and every known
/// player's member number ("set members"), and each name the roster lacks is added to it as a
/// visitor, once. Every section's entries and every team's players are looked at.
EventMembers nameMembers(EventStore& store, Roster& roster);

/// What naming an online tournament's players from the roster found.
struct OnlineNames {
    int known = 0;                    ///< online names the roster has: now members' names
    std::vector<std::string> unknown; ///< names it lacks: kept as the site spells them
};

/// Names the players of played sections read from an online tournament (BBO's names): a name
/// a member has (Roster::setOnlineName) becomes the member, with their member number; a name
/// no member has is kept as it was played and listed for the director, never guessed from
/// the real names.
OnlineNames nameOnlinePlayers(std::vector<core::PlayedSection>& sections, const Roster& roster);

/// A name with its case and spacing made uniform, for matching what a director types
/// against the roster ("  ann  SMITH " and "Ann Smith" are one name).
std::string nameKey(std::string_view name);

} // namespace overplay::db
