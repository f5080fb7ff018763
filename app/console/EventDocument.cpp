// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/EventDocument.h"

#include "app/console/EventPlan.h"
#include "core/Board.h"
#include "core/Error.h"
#include "core/ResultText.h"
#include "db/Ranking.h"
#include "db/SwissRounds.h"
#include "movements/Labels.h"
#include "movements/ScoringFit.h"

#include <QUndoCommand>

#include <algorithm>
#include <functional>
#include <memory>
#include <set>
#include <utility>

namespace overplay::app {

namespace {

/// "3NS v 5EW" ("B3NS v B5EW" in a session of sections): the pairs as their cards print them.
std::string pairsText(const db::EventStore& store, const core::TravellerLine& line) {
    return store.entryLabel(line.ns) + " v " + store.entryLabel(line.ew);
}

/// "board 7, 3NS v 5EW: 4♠X by N -2", "…: passed out": an undo step's name is a sentence, so
/// a result in it is worded as the console's prompts and status line word it.
QString lineSummary(const db::EventStore& store, const core::TravellerLine& line) {
    return QString::fromStdString("board " + std::to_string(line.board) + ", " +
                                  pairsText(store, line) + ": " +
                                  core::resultSummary(line, core::StrainSpelling::Symbols));
}

/// Which way an undo step runs.
enum class Way { Undo, Redo };

/// One undo step of the event. It was already done (and checked) before it was pushed, so its
/// first redo() does nothing; each later undo or redo goes back first to the session and
/// section it was done in (undo acts where it was done), and the document is refreshed after,
/// whether the step went through or was refused.
class EventCommand : public QUndoCommand {
public:
    void redo() final {
        if (m_first) {
            m_first = false;
            return;
        }
        run(Way::Redo);
    }
    void undo() final { run(Way::Undo); }

protected:
    EventCommand(EventDocument& document, const QString& text)
        : QUndoCommand(text), m_document(document), m_session(document.store().sessionNumber()),
          m_section(document.store().section()) {}

    /// The step itself, one way, in its own session and section.
    virtual void put(Way way) = 0;
    /// What the director is told when the store refused the step (`reason`).
    virtual void refused(Way way, const QString& reason) = 0;

    EventDocument& m_document;

private:
    void run(Way way) {
        try {
            m_document.goTo(m_session, m_section);
            put(way);
        } catch (const std::exception& e) {
            refused(way, QString::fromUtf8(e.what()));
        }
        m_document.refresh();
    }

    int m_session = 1;
    std::string m_section;
    bool m_first = true;
};

/// A refused undo or redo of a line or a section: the step is dropped from the stack
/// (QUndoStack deletes a command made obsolete in its undo() or redo()), so a later redo
/// cannot undo what someone else entered meanwhile.
void dropRefusedStep(QUndoCommand& command, EventDocument& document, Way way,
                     const QString& reason) {
    command.setObsolete(true);
    emit document.commandFailed(
        QObject::tr("%1 was not done: %2. The step is dropped from the undo list.")
            .arg(way == Way::Undo ? QObject::tr("Undo") : QObject::tr("Redo"), reason));
}

/// One undo step that is one store command each way.
class StoreCommand : public EventCommand {
public:
    StoreCommand(EventDocument& document, const QString& text, std::function<void()> forward,
                 std::function<void()> backward)
        : EventCommand(document, text), m_forward(std::move(forward)),
          m_backward(std::move(backward)) {}

private:
    void put(Way way) override { way == Way::Redo ? m_forward() : m_backward(); }
    void refused(Way, const QString& reason) override { emit m_document.commandFailed(reason); }

    std::function<void()> m_forward;
    std::function<void()> m_backward;
};

/// The undo step of hand records dealt or imported: the analysis of those deals, stored while
/// the step is the last one done, belongs to it (its undo takes the hands and their analysis).
class HandsCommand : public StoreCommand {
public:
    HandsCommand(EventDocument& document, const QString& text, std::function<void()> forward,
                 std::function<void()> backward, std::set<int> boards)
        : StoreCommand(document, text, std::move(forward), std::move(backward)),
          m_boards(std::move(boards)) {}
    bool holds(int board) const { return m_boards.count(board) > 0; }

private:
    std::set<int> m_boards;
};

/// One undo step of a traveller line: the line before and after the command, exactly as
/// stored. Undo and redo put one side back only while the line is still the other side (the
/// store checks and writes in one transaction); when a phone or the command line changed it
/// meanwhile, the step is refused and dropped from the stack.
class LineCommand : public EventCommand {
public:
    LineCommand(EventDocument& document, const QString& text, std::string command,
                std::optional<db::StoredLine> before, std::optional<db::StoredLine> after)
        : EventCommand(document, text), m_command(std::move(command)), m_before(std::move(before)),
          m_after(std::move(after)) {
        const core::TravellerLine& l = m_after ? m_after->line : m_before->line;
        m_board = l.board;
        m_ns = l.ns;
        m_ew = l.ew;
    }

private:
    void put(Way way) override {
        const bool redo = way == Way::Redo;
        m_document.storeBypassingUndo().restoreLine(m_board, m_ns, m_ew, redo ? m_before : m_after,
                                                    redo ? m_after : m_before,
                                                    (redo ? "redo " : "undo ") + m_command);
    }
    void refused(Way way, const QString& reason) override {
        dropRefusedStep(*this, m_document, way, capitalised(reason));
    }

    static QString capitalised(QString text) {
        if (!text.isEmpty())
            text[0] = text[0].toUpper();
        return text;
    }

    std::string m_command;
    std::optional<db::StoredLine> m_before;
    std::optional<db::StoredLine> m_after;
    int m_board = 0, m_ns = 0, m_ew = 0;
};

/// One undo step of a change to a whole section (its movement, a late pair, a pair that
/// left): the section before and after, exactly as stored. Each way puts one back only while
/// the section is still the other (anything entered meanwhile would be lost otherwise);
/// else the step is dropped with a message, as a line's is.
class SectionCommand : public EventCommand {
public:
    SectionCommand(EventDocument& document, const QString& text, db::SectionState before,
                   db::SectionState after)
        : EventCommand(document, text), m_before(std::move(before)), m_after(std::move(after)) {}

private:
    void put(Way way) override {
        const bool redo = way == Way::Redo;
        const db::SectionState& expected = redo ? m_before : m_after;
        const db::SectionState& restore = redo ? m_after : m_before;
        db::EventStore& store = m_document.storeBypassingUndo();
        if (!(store.movement() == restore.movement))
            m_document.requireMovementFree();
        if (!(store.sectionState() == expected))
            throw core::InputError("results were entered or changed since; nothing was put "
                                   "back");
        const bool movementChanges = !(store.movement() == restore.movement);
        store.restoreSection(restore, (redo ? "redo " : "undo ") + text().toLower().toStdString());
        if (movementChanges)
            emit m_document.movementChanged();
    }
    void refused(Way way, const QString& reason) override {
        dropRefusedStep(*this, m_document, way, reason);
    }

    db::SectionState m_before;
    db::SectionState m_after;
};

/// The entries with blank names dropped, as the store keeps them.
std::vector<db::Entry> withoutBlanks(std::vector<db::Entry> entries) {
    for (auto& e : entries)
        std::erase_if(e.players, [](const std::string& name) { return name.empty(); });
    return entries;
}

} // namespace

EventDocument::EventDocument(db::EventStore store, QObject* parent)
    : QObject(parent), m_store(std::move(store)) {
    refresh();
}

EventDocument::~EventDocument() {
    // Commands refer to this document; drop them before the store goes.
    m_undo.clear();
}

const core::BoardResult* EventDocument::boardResult(int board) const {
    const auto it = m_boardIndex.find(board);
    return it == m_boardIndex.end() ? nullptr : &m_result.boards[it->second];
}

std::vector<std::string> EventDocument::sectionLetters() const {
    std::vector<std::string> out;
    for (const movements::Section& section : m_store.sections())
        out.push_back(section.letter);
    return out;
}

void EventDocument::useSection(const std::string& letter) {
    goTo(m_store.sessionNumber(), letter);
}

std::string EventDocument::uploadSection(const std::string& clubEvent, const std::string& name) {
    std::string letters = m_store.uploadSection(clubEvent, name);
    refresh();
    return letters;
}

db::UploadedSections EventDocument::uploadSections(const std::vector<core::PlayedSection>& played,
                                                   const std::string& from,
                                                   const std::string& name) {
    db::UploadedSections done = m_store.uploadSections(played, from, name);
    refresh();
    return done;
}

std::vector<int> EventDocument::sessionNumbers() const {
    return m_store.sessionNumbers();
}

void EventDocument::useSession(int number) {
    if (number == m_store.sessionNumber())
        return;
    goTo(number, {});
}

void EventDocument::goTo(int session, const std::string& letter) {
    if (session == m_store.sessionNumber() && (letter.empty() || letter == m_store.section()))
        return;
    const int sessionBefore = m_store.sessionNumber();
    const std::string sectionBefore = m_store.section();
    try {
        if (session != sessionBefore)
            m_store.useSession(session);
        if (!letter.empty())
            m_store.useSection(letter);
    } catch (...) {
        m_store.useSession(sessionBefore);
        m_store.useSection(sectionBefore);
        throw;
    }
    emit movementChanged();
    refresh();
    emit sectionChanged();
}

bool EventDocument::isTeams() const {
    return movements::ranksTeams(m_store.movement(), m_store.info().scoring);
}

bool EventDocument::isWhist() const {
    return m_store.info().scoring == core::ScoringMethod::Whist;
}

void EventDocument::refresh() {
    // The section in use as the event is scored: across the field its boards are
    // matchpointed over every section's results, as `overplay-cli rank` and the prints do.
    m_result = db::rankSectionInUse(m_store);
    m_boardIndex.clear();
    for (std::size_t i = 0; i < m_result.boards.size(); ++i)
        m_boardIndex[m_result.boards[i].board] = i;
    emit changed();
}

void EventDocument::followOtherStations() {
    const movements::Movement before = m_store.movement();
    m_store.reload();
    if (!(m_store.movement() == before))
        emit movementChanged();
    refresh();
}

db::StoredLine EventDocument::enterLine(const core::TravellerLine& line) {
    const db::StoredLine stored = m_store.enterResult(line);
    pushLineStep(line.adjusted ? "enter adjusted score" : "enter result",
                 "Enter " + lineSummary(m_store, stored.line), stored.line, std::nullopt);
    return stored;
}

db::StoredLine EventDocument::enterLineAsPlayed(const core::TravellerLine& line) {
    db::EnterOptions options;
    options.asPlayed = true;
    const db::StoredLine stored = m_store.enterResult(line, options);
    pushLineStep("enter result", "Enter as played " + lineSummary(m_store, stored.line),
                 stored.line, std::nullopt);
    return stored;
}

db::StoredLine EventDocument::correctLine(const core::TravellerLine& line) {
    const auto before = m_store.line(line.board, line.ns, line.ew);
    if (!before)
        throw core::InputError("Board " + std::to_string(line.board) + " has no line for " +
                               pairsText(m_store, line) + " to correct.");
    const db::StoredLine stored = m_store.correctResult(line);
    pushLineStep("correct result", "Correct " + lineSummary(m_store, stored.line), stored.line,
                 before);
    return stored;
}

void EventDocument::deleteLine(int board, int ns, int ew) {
    const auto before = m_store.line(board, ns, ew);
    if (!before)
        throw core::InputError("Board " + std::to_string(board) + " has no line for " +
                               m_store.entryLabel(ns) + " v " + m_store.entryLabel(ew) + ".");
    m_store.deleteResult(board, ns, ew);
    pushLineStep("delete result", "Delete " + lineSummary(m_store, before->line), before->line,
                 before);
}

void EventDocument::pushLineStep(const std::string& command, const QString& text,
                                 const core::TravellerLine& key,
                                 const std::optional<db::StoredLine>& before) {
    // The line as the store now holds it, read back: undo checks against exactly this.
    const auto after = m_store.line(key.board, key.ns, key.ew);
    m_undo.push(new LineCommand(*this, text, command, before, after));
    refresh();
}

void EventDocument::setEntries(const std::vector<db::Entry>& entries) {
    const std::vector<db::Entry> after = withoutBlanks(entries);
    std::set<int> numbers;
    for (const auto& e : after)
        numbers.insert(e.number);
    std::vector<db::Entry> before;
    for (const auto& e : m_store.entries())
        if (numbers.count(e.number))
            before.push_back(e);
    auto sameNames = [](const db::Entry& a, const db::Entry& b) {
        return a.number == b.number && a.players == b.players && a.team == b.team;
    };
    if (std::equal(before.begin(), before.end(), after.begin(), after.end(), sameNames))
        return; // OK without a change: no command, no audit row
    m_store.setEntries(after);
    m_undo.push(new StoreCommand(
        *this, tr("Change names"), [this, after] { m_store.setEntries(after); },
        [this, before] { m_store.setEntries(before); }));
    refresh();
}

void EventDocument::setTeams(const std::vector<db::Team>& teams) {
    std::set<int> numbers;
    for (const auto& t : teams)
        numbers.insert(t.number);
    std::vector<db::Team> before;
    for (const auto& t : m_store.teams())
        if (numbers.count(t.number))
            before.push_back(t);
    if (before == teams)
        return; // OK without a change: no command, no audit row
    m_store.setTeams(teams);
    m_undo.push(new StoreCommand(
        *this, tr("Change team names"), [this, teams] { m_store.setTeams(teams); },
        [this, before] { m_store.setTeams(before); }));
    refresh();
}

void EventDocument::setTrumps(const std::map<int, std::optional<core::TrumpSlip>>& trumps) {
    std::map<int, std::optional<core::TrumpSlip>> before;
    for (const auto& [number, slip] : trumps) {
        const auto board = m_store.board(number);
        before[number] = board ? board->trump : std::nullopt;
    }
    if (before == trumps)
        return;
    m_store.setTrumps(trumps);
    m_undo.push(new StoreCommand(
        *this, tr("Record trumps"), [this, trumps] { m_store.setTrumps(trumps); },
        [this, before] { m_store.setTrumps(before); }));
    refresh();
}

void EventDocument::setScoring(core::ScoringMethod method) {
    const core::ScoringMethod before = m_store.info().scoring;
    if (method == before)
        return;
    m_store.setScoring(method);
    m_undo.push(new StoreCommand(
        *this, tr("Score by %1").arg(scoringMethodShortName(method)),
        [this, method] { m_store.setScoring(method); },
        [this, before] { m_store.setScoring(before); }));
    refresh();
}

void EventDocument::setScoring(core::ScoringMethod method, const core::ScoringSettings& settings) {
    const db::EventInfo before = m_store.info();
    if (method == before.scoring && settings == before.settings)
        return;
    core::checkSettings(settings); // before the method changes: both or neither
    m_store.setScoring(method, settings);
    const core::ScoringMethod oldMethod = before.scoring;
    const core::ScoringSettings oldSettings = before.settings;
    m_undo.push(new StoreCommand(
        *this,
        method == oldMethod ? tr("Change scoring settings")
                            : tr("Score by %1").arg(scoringMethodShortName(method)),
        [this, method, settings] { m_store.setScoring(method, settings); },
        [this, oldMethod, oldSettings] { m_store.setScoring(oldMethod, oldSettings); }));
    refresh();
}

void EventDocument::markFinal(bool final) {
    m_store.markFinal(final);
    m_undo.push(new StoreCommand(
        *this, final ? tr("Mark results final") : tr("Mark results provisional"),
        [this, final] { m_store.markFinal(final); }, [this, final] { m_store.markFinal(!final); }));
    refresh();
}

namespace {

/// The fouled groups of a board as stored: group g's lines at index g − 1.
std::vector<std::vector<std::pair<int, int>>> foulGroupsOf(const db::EventStore& store, int board) {
    std::vector<std::vector<std::pair<int, int>>> groups;
    for (const auto& s : store.linesOfBoard(board))
        if (s.line.group > 0) {
            if (groups.size() < static_cast<std::size_t>(s.line.group))
                groups.resize(static_cast<std::size_t>(s.line.group));
            groups[static_cast<std::size_t>(s.line.group - 1)].push_back({s.line.ns, s.line.ew});
        }
    return groups;
}

} // namespace

void EventDocument::markFouled(int board,
                               const std::vector<std::vector<std::pair<int, int>>>& groups) {
    const auto before = foulGroupsOf(m_store, board);
    m_store.markFouled(board, groups);
    const auto after = foulGroupsOf(m_store, board);
    m_undo.push(new StoreCommand(
        *this,
        after.empty() ? tr("Board %1 not fouled").arg(board) : tr("Foul board %1").arg(board),
        [this, board, after] { m_store.markFouled(board, after); },
        [this, board, before] { m_store.markFouled(board, before); }));
    refresh();
}

db::StoredPenalty EventDocument::addPenalty(const core::ProceduralPenalty& penalty) {
    const db::StoredPenalty stored = m_store.addPenalty(penalty);
    // Given again by redo, the penalty gets a new id: the step follows it.
    auto id = std::make_shared<std::int64_t>(stored.id);
    const std::string label = m_store.entryLabel(penalty.entry);
    m_undo.push(new StoreCommand(
        *this,
        tr("Penalty of %1 to %2")
            .arg(QString::fromStdString(penalty.amountText()), QString::fromStdString(label)),
        [this, id, penalty] { *id = m_store.addPenalty(penalty).id; },
        [this, id] { m_store.removePenalty(*id); }));
    refresh();
    return stored;
}

void EventDocument::setStratification(const core::Strata& strata,
                                      const std::map<std::string, std::optional<double>>& figures) {
    const core::Strata strataBefore = m_store.info().strata;
    const std::map<std::string, double> ratings = m_store.ratings();
    std::map<std::string, std::optional<double>> figuresBefore;
    for (const auto& [name, figure] : figures) {
        const auto it = ratings.find(name);
        figuresBefore[name] = it == ratings.end() ? std::nullopt : std::optional(it->second);
    }
    // Two commands of the store, taken back whole when the second is refused.
    const auto set = [this](const core::Strata& s,
                            const std::map<std::string, std::optional<double>>& f,
                            const core::Strata& back) {
        m_store.setStrata(s);
        try {
            m_store.setRatings(f);
        } catch (...) {
            m_store.setStrata(back);
            throw;
        }
    };
    set(strata, figures, strataBefore);
    m_undo.push(new StoreCommand(
        *this, tr("Stratification"),
        [set, strata, figures, strataBefore] { set(strata, figures, strataBefore); },
        [set, strata, figuresBefore, strataBefore] { set(strataBefore, figuresBefore, strata); }));
    refresh();
}

void EventDocument::removePenalty(std::int64_t id) {
    std::optional<core::ProceduralPenalty> penalty;
    for (const auto& p : m_store.penalties())
        if (p.id == id)
            penalty = p.penalty;
    m_store.removePenalty(id); // refused when there is none
    auto current = std::make_shared<std::int64_t>(id);
    const core::ProceduralPenalty given = *penalty;
    m_undo.push(new StoreCommand(
        *this,
        tr("Withdraw the penalty to %1")
            .arg(QString::fromStdString(m_store.entryLabel(given.entry))),
        [this, current] { m_store.removePenalty(*current); },
        [this, current, given] { *current = m_store.addPenalty(given).id; }));
    refresh();
}

template <class Work> auto EventDocument::sectionStep(const QString& text, Work&& work) {
    db::SectionState before = m_store.sectionState();
    const movements::Movement movement = m_store.movement();
    auto result = work();
    m_undo.push(new SectionCommand(*this, text, std::move(before), m_store.sectionState()));
    if (!(m_store.movement() == movement))
        emit movementChanged();
    refresh();
    return result;
}

void EventDocument::requireMovementFree() const {
    if (m_tableScoringRunning && m_tableScoringRunning())
        throw core::InputError("table scoring is running, and the phones play the movement as "
                               "it was when they started: stop table scoring, change the "
                               "movement, then start it again");
}

db::MovementChange EventDocument::changeMovement(const movements::Movement& movement, bool drop) {
    requireMovementFree();
    return sectionStep(tr("Change movement to %1").arg(QString::fromStdString(movement.name)),
                       [&] { return m_store.changeMovement(movement, drop); });
}

db::LatePair EventDocument::addLatePair(const std::vector<std::string>& names, int fromRound) {
    requireMovementFree();
    return sectionStep(tr("Late pair"), [&] { return m_store.addLatePair(names, fromRound); });
}

core::SwissDraw EventDocument::drawSwissRound() {
    requireMovementFree();
    return sectionStep(tr("Draw round %1").arg(m_store.movement().rounds.size() + 1),
                       [&] { return db::drawNextSwissRound(m_store); });
}

int EventDocument::pairLeaves(int entry, int afterRound,
                              const std::optional<db::LeavingScores>& scores) {
    return sectionStep(tr("%1 leaves").arg(QString::fromStdString(m_store.entryLabel(entry))),
                       [&] { return m_store.pairLeaves(entry, afterRound, scores); });
}

void EventDocument::storeDoubleDummy(const std::map<int, core::DoubleDummyResult>& analysis) {
    if (analysis.empty())
        return;
    // Boards just dealt or imported: their analysis is part of that step, which snapshots
    // the boards whole when it is undone.
    const auto* hands = m_undo.index() > 0
                            ? dynamic_cast<const HandsCommand*>(m_undo.command(m_undo.index() - 1))
                            : nullptr;
    if (hands && std::all_of(analysis.begin(), analysis.end(),
                             [hands](const auto& a) { return hands->holds(a.first); })) {
        m_store.storeDoubleDummy(analysis);
        refresh();
        return;
    }
    std::vector<db::StoredBoard> before;
    for (const auto& [number, result] : analysis)
        if (auto board = m_store.board(number))
            before.push_back(*board);
    m_store.storeDoubleDummy(analysis);
    std::vector<db::StoredBoard> after;
    for (const auto& b : before)
        after.push_back(m_store.board(b.number).value_or(b));
    m_undo.push(new StoreCommand(
        *this,
        analysis.size() == 1 ? tr("Analyse board %1").arg(analysis.begin()->first)
                             : tr("Analyse %1 boards").arg(analysis.size()),
        [this, after] { m_store.restoreHands(after); },
        [this, before] { m_store.restoreHands(before); }));
    refresh();
}

db::EventMembers EventDocument::nameMembers(db::Roster& roster) {
    const db::Club clubBefore = m_store.info().club;
    const std::map<std::string, std::string> numbersBefore = m_store.memberNumbers();
    const db::EventMembers named = db::nameMembers(m_store, roster);
    const db::Club clubAfter = m_store.info().club;
    const std::map<std::string, std::string> numbersAfter = m_store.memberNumbers();
    if (clubAfter == clubBefore && numbersAfter == numbersBefore)
        return named; // nothing new: no step
    // Each way names the players whose number the roster changed; "" takes a number away.
    const auto numberOf = [](const std::map<std::string, std::string>& numbers,
                             const std::string& name) {
        const auto it = numbers.find(name);
        return it == numbers.end() ? std::string() : it->second;
    };
    std::map<std::string, std::string> forward, backward;
    for (const auto& [name, number] : numbersAfter)
        if (numberOf(numbersBefore, name) != number) {
            forward[name] = number;
            backward[name] = numberOf(numbersBefore, name);
        }
    m_undo.push(new StoreCommand(
        *this, tr("Name players from the club roster"),
        [this, clubAfter, forward] { m_store.setMembers(clubAfter, forward); },
        [this, clubBefore, backward] { m_store.setMembers(clubBefore, backward); }));
    refresh();
    return named;
}

db::LatePairPlan EventDocument::previewLatePair() const {
    requireMovementFree();
    return db::planLatePair(m_store);
}

void EventDocument::checkpoint() {
    if (!m_store.isReadOnly())
        m_store.checkpoint();
}

bool EventDocument::changedElsewhere() {
    return m_store.changedElsewhere();
}

void EventDocument::importHands(const std::vector<db::StoredBoard>& boards, const QString& text) {
    // The boards as they are now: a board the event does not hold yet is one without a deal
    // (restoring it so removes it again).
    auto snapshot = [this](const std::vector<int>& numbers) {
        std::vector<db::StoredBoard> out;
        for (int n : numbers)
            out.push_back(m_store.board(n).value_or(
                db::StoredBoard{n, core::dealerOf(n), core::vulnerabilityOf(n), std::nullopt,
                                std::nullopt, std::nullopt}));
        return out;
    };
    std::vector<int> numbers;
    for (const auto& b : boards)
        numbers.push_back(b.number);
    struct Sides {
        std::vector<db::StoredBoard> before, after;
    };
    auto sides = std::make_shared<Sides>();
    sides->before = snapshot(numbers);
    m_store.importHands(boards);
    sides->after = snapshot(numbers);
    // Each way first takes the other side as it is then: analysis stored meanwhile (not an
    // undo step of its own) belongs to those deals and goes with them.
    m_undo.push(new HandsCommand(
        *this, text,
        [this, sides, numbers, snapshot] {
            sides->before = snapshot(numbers);
            m_store.importHands(sides->after);
        },
        [this, sides, numbers, snapshot] {
            sides->after = snapshot(numbers);
            m_store.restoreHands(sides->before);
        },
        std::set<int>(numbers.begin(), numbers.end())));
    refresh();
}

} // namespace overplay::app
