// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The open event as the console's windows share it: the store, its scored session (kept
// up to date after every command) and the undo stack whose every step is one store command.

#include "core/Session.h"
#include "core/SwissDraw.h"
#include "db/EventStore.h"
#include "db/LatePairPlan.h"
#include "db/Roster.h"

#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <memory>
#include <optional>

namespace overplay::app {

class EventDocument : public QObject {
    Q_OBJECT
public:
    explicit EventDocument(db::EventStore store, QObject* parent = nullptr);
    ~EventDocument() override;

    /// The event as stored, to read: every change goes through the commands below, each one
    /// step of the undo stack.
    const db::EventStore& store() const { return m_store; }
    /// The store to write to: for the undo steps themselves (undo and redo are store
    /// commands), and for what stands in for another program (a test playing a phone's or a
    /// second station's part). Nothing in the console's windows uses it.
    db::EventStore& storeBypassingUndo() { return m_store; }
    /// The store for the reports that walk every session and section (reports::WholeEvent):
    /// they move the section in use and put it back, which changes nothing of the event.
    db::EventStore& storeToWalk() { return m_store; }
    /// The session as last scored: every board and the rankings.
    const core::SessionResult& result() const { return m_result; }
    /// The scored board, or nullptr when it has no lines.
    const core::BoardResult* boardResult(int board) const;
    QUndoStack* undoStack() { return &m_undo; }
    bool isTeams() const;
    /// The sections of the session, A first; one for most events.
    std::vector<std::string> sectionLetters() const;
    /// Shows and enters another section (its movement, names, lines and rankings); nothing
    /// when it is the one in use. Undo steps stay: undoing a step of another section goes
    /// back to that section first.
    void useSection(const std::string& letter);
    /// The event's sessions, 1 first; one for most events.
    std::vector<int> sessionNumbers() const;
    /// Shows and enters another session (its section A); nothing when it is the one in use.
    void useSession(int number);
    /// Shows session `session`, section `letter` (its first when empty): where an undo step
    /// was done. Refused as a whole (core::InputError) when either is not there.
    void goTo(int session, const std::string& letter);
    bool isWhist() const;
    /// A club's section added from its own event, or from another program's results
    /// (Event ▸ Upload a club's section): one store command each, refused whole. Not an undo
    /// step: no store command takes a section away again, and what was entered in the other
    /// sections meanwhile keeps its own steps.
    std::string uploadSection(const std::string& clubEvent, const std::string& name);
    db::UploadedSections uploadSections(const std::vector<core::PlayedSection>& played,
                                        const std::string& from, const std::string& name);

    // Commands: each one store command and one undo step. A refused command throws
    // core::InputError (nothing stored, nothing pushed).
    /// Enters a new line (round and table filled in from the movement).
    db::StoredLine enterLine(const core::TravellerLine& line);
    /// Enters a line the movement does not place, by the director's ruling (the seats the
    /// wrong way round, a board at the wrong table): db::EnterOptions::asPlayed.
    db::StoredLine enterLineAsPlayed(const core::TravellerLine& line);
    /// Replaces the line of the same board and pairs (audited "correct result").
    db::StoredLine correctLine(const core::TravellerLine& line);
    /// Removes a line.
    void deleteLine(int board, int ns, int ew);

    /// "Change names": the names (and teams) of these entries; nothing when none changes.
    void setEntries(const std::vector<db::Entry>& entries);
    /// Team events: names and rosters of teams, undoable ("Change team names").
    void setTeams(const std::vector<db::Team>& teams);
    /// "Score by …": the method the rankings use; nothing when it is the one in use.
    void setScoring(core::ScoringMethod method);
    /// "Change scoring": the method and how it is applied, one undo step; nothing when
    /// neither changes. Refused as a whole when either is refused.
    void setScoring(core::ScoringMethod method, const core::ScoringSettings& settings);
    /// "Mark results final" (or provisional again), one undo step.
    void markFinal(bool final);
    /// Law 87: which lines of a board played which fouled copy (each group, 1.., the lines
    /// by their entries; lines in no group played the board as dealt). One undo step.
    void markFouled(int board, const std::vector<std::vector<std::pair<int, int>>>& groups);
    /// A procedural penalty (Laws 90 and 91), one undo step; undo withdraws it.
    db::StoredPenalty addPenalty(const core::ProceduralPenalty& penalty);
    /// Event > Stratification: the strata and the players' figures, one undoable step.
    void setStratification(const core::Strata& strata,
                           const std::map<std::string, std::optional<double>>& figures);
    /// Withdraws a penalty, one undo step; undo gives it again.
    void removePenalty(std::int64_t id);

    // Changes during the evening: each one undo step that puts the whole section back, only
    // while it is still as the step left it (a phone's line meanwhile drops the step).
    /// Another movement from now on (db::EventStore::changeMovement).
    db::MovementChange changeMovement(const movements::Movement& movement, bool drop);
    /// A late pair (db::EventStore::addLatePair).
    db::LatePair addLatePair(const std::vector<std::string>& names, int fromRound);
    /// A Swiss teams event's next round, drawn from the standings (db::drawNextSwissRound).
    core::SwissDraw drawSwissRound();
    /// A pair that leaves (db::EventStore::pairLeaves).
    int pairLeaves(int entry, int afterRound, const std::optional<db::LeavingScores>& scores);
    /// Hand records, dealt or imported, as one step named `text` ("Deal boards 1–27"). Undo
    /// puts the boards back as they were, deals and analysis alike; redo brings back these
    /// deals with whatever analysis they had gained by the undo.
    void importHands(const std::vector<db::StoredBoard>& boards, const QString& text);
    /// Duplicate whist's trump slips, board → slip (none clears it), one undoable step.
    void setTrumps(const std::map<int, std::optional<core::TrumpSlip>>& trumps);
    /// Double-dummy analysis of boards that hold a deal, one step ("Analyse 27 boards"); undo
    /// puts those boards back as they were (without it), redo brings it back.
    void storeDoubleDummy(const std::map<int, core::DoubleDummyResult>& analysis);
    /// Names the event's players from the club's roster (db::nameMembers): the club and the
    /// members' numbers, one step; undo puts back the club and numbers the event had. The
    /// visitors the roster gains stay in the roster (it is the club's file, not the event).
    db::EventMembers nameMembers(db::Roster& roster);
    /// Where a late pair would sit (db::planLatePair, the store's rule): the grown movement
    /// and the new pair; refused (core::InputError) as addLatePair would be, and while table
    /// scoring runs.
    db::LatePairPlan previewLatePair() const;

    /// How the document knows table scoring is running: the phones play the movement as it
    /// was when they started, so no step may change it meanwhile.
    void setTableScoringRunning(std::function<bool()> running) {
        m_tableScoringRunning = std::move(running);
    }
    /// Refuses (core::InputError) while table scoring is running.
    void requireMovementFree() const;

    // Upkeep of the file, which changes nothing of the event.
    /// Copies the store's log into the file when idle (db::EventStore::checkpoint); nothing
    /// for an event open read-only.
    void checkpoint();
    /// Whether another program committed to the event since it was last read.
    bool changedElsewhere();

    /// Re-reads the store and scores the session again; emits changed().
    void refresh();
    /// After another program's commit to the event (another station): the section in use
    /// read again (movementChanged() when its movement is new), then refresh().
    void followOtherStations();

signals:
    /// The lines, the hand records or the entries changed; the result is already new.
    void changed();
    /// An undo or redo the store refused (another program changed the file meanwhile).
    void commandFailed(const QString& message);
    /// The movement changed (before changed() is emitted): views of its rounds rebuild.
    void movementChanged();
    /// Another section or session is in use (after movementChanged() and changed()).
    void sectionChanged();

private:
    /// Runs `work` (store commands on the section) and pushes one undo step named `text`.
    template <class Work> auto sectionStep(const QString& text, Work&& work);
    /// Pushes the undo step of a line command just done (`command` as the store names it).
    void pushLineStep(const std::string& command, const QString& text,
                      const core::TravellerLine& key, const std::optional<db::StoredLine>& before);

    db::EventStore m_store;
    core::SessionResult m_result;
    std::map<int, std::size_t> m_boardIndex;
    QUndoStack m_undo;
    std::function<bool()> m_tableScoringRunning;
};

} // namespace overplay::app
