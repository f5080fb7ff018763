// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The model behind the new-event wizard, usable without a window: what the director asks
// for (pairs, teams or individual; how many; boards a round), the movements that fit with a
// reason each, the scoring methods that suit, and the creation of the event file. Also the
// roster: names used in earlier events, offered for completion.

#include "core/Session.h"
#include "db/EventStore.h"
#include "movements/Movement.h"
#include "movements/MovementRequest.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <string>
#include <vector>

namespace overplay::app {

enum class EntryKind { Pairs, Teams, Individual };

/// The first page of the wizard: what the chooser needs to know.
struct PlanRequest {
    EntryKind kind = EntryKind::Pairs;
    int count = 10;             ///< pairs, teams or players …
    bool countIsTables = false; ///< … or tables
    int boards = 0;             ///< boards wanted in the session (0: the chooser's 24–28)
    int maxRounds = 0;          ///< the most rounds there is time for (0: no limit)
    int boardsPerRound = 0;     ///< boards a round (0: chosen to come near `boards`)
    bool whist = false;         ///< the game: duplicate whist (true) or bridge
};

/// Movements made for whist alone (compass whist, Foster's schedules, the whist team
/// systems…): listed only when the event is whist.
bool isWhistMovement(const std::string& kind);

/// One movement the wizard offers the director, in the director's words, with why (or why
/// not); the chooser's own ranking is movements::MovementChoice.
struct MovementOption {
    movements::MovementRequest request;          ///< what makes it (the CLI's KIND and size)
    QString title;                               ///< "Howell", "Mitchell with arrow switch"
    QString about;                               ///< what the movement is, one sentence
    QString reason;                              ///< the chooser's why line
    std::optional<movements::Movement> movement; ///< none: refused, see `refusal`
    QString refusal;                             ///< why a familiar movement is not possible
};

/// The movements that fit, as movements::chooseMovements() ranks them, best first (a bridge
/// event's list leaves out the whist movements). The
/// familiar movements it could not make follow, each with the reason, so the director sees
/// why a Howell (or a teams-of-four match…) is missing.
std::vector<MovementOption> movementOptions(const PlanRequest& request);

/// Scoring methods that suit the kind of entry, the usual one first.
std::vector<core::ScoringMethod> scoringMethodsFor(EntryKind kind);
/// "Matchpoints (EBU)", "IMPs and VPs (teams)", …
QString scoringMethodName(core::ScoringMethod method);
/// "EBU matchpoints", "Butler", …: after "Score by" in the undo menu.
QString scoringMethodShortName(core::ScoringMethod method);

/// Everything the wizard gathered.
struct EventPlan {
    std::string name;
    std::string date; ///< "YYYY-MM-DD" or empty
    core::ScoringMethod scoring = core::ScoringMethod::MatchpointsEbu;
    movements::Movement movement;
    /// Names by entry number (index 0 = entry 1); empty strings where unknown.
    std::vector<std::vector<std::string>> names;
    /// Team events: each team's name and players (team numbers as the movement's); empty
    /// names where unknown.
    std::vector<db::Team> teams;
};

/// Creates the event file: the movement, then the names (one "set entries" command when any
/// are known) and the teams' names and players (one "set teams" command when any are known). Throws
/// core::InputError / db::StorageError as the store does.
db::EventStore createPlannedEvent(const EventPlan& plan, const std::string& path);

/// Names used in earlier events (QSettings), sorted.
QStringList rosterNames();
/// Adds names to the roster (blank ones ignored). `used`: the director gave these names to an
/// event now (a new event, Event > Names), so each counts once more towards "most used";
/// names merely seen in an event opened are added without counting.
void addToRoster(const QStringList& names, bool used = true);
/// The roster's names a director typing `typed` may mean: those with a first or last name
/// (any word) starting with it, or starting with it as a whole ("Bob Sm"), ignoring case;
/// the most used first, then alphabetically.
QStringList rosterCompletions(const QString& typed);

} // namespace overplay::app
