// SPDX-License-Identifier: GPL-3.0-or-later
// Changes during the evening: the movement changed after results exist (the wrong one was set
// up, a late pair arrived), keeping every line the new movement places.
#include "core/ResultText.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/LatePairPlan.h"
#include "db/detail/Codec.h"
#include "db/detail/EventStoreImpl.h"
#include "movements/EveningChanges.h"
#include "movements/Validator.h"
#include <nlohmann/json.hpp>
#include <set>

namespace overplay::db {

using nlohmann::json;

namespace {

/// A line named as a director reads it: "board 4, 3NS v 5EW: 4S by N =".
std::string lineWords(const movements::Movement& m, const core::TravellerLine& l) {
    return "board " + std::to_string(l.board) + ", " + movements::entryLabel(m, l.ns) + " v " +
           movements::entryLabel(m, l.ew) + ": " + core::resultWords(l);
}

/// "3 results, 1 name and 1 penalty": the list of what a change would remove.
std::string droppedText(const movements::Movement& m, const MovementChange& change) {
    std::vector<std::string> items;
    for (const StoredLine& s : change.dropped)
        items.push_back(lineWords(m, s.line));
    for (const Entry& e : change.droppedNames)
        items.push_back("the names of " + movements::entryLabel(m, e.number) + " (" + e.names() +
                        ")");
    for (const StoredPenalty& p : change.droppedPenalties)
        items.push_back("the penalty of " + p.penalty.amountText() + " to " +
                        movements::entryLabel(m, p.penalty.entry));
    std::string text;
    for (std::size_t i = 0; i < items.size() && i < 12; ++i)
        text += (i == 0 ? "" : "; ") + items[i];
    if (items.size() > 12)
        text += "; and " + std::to_string(items.size() - 12) + " more";
    return text;
}

void requireChangeable(const movements::Movement& from, const movements::Movement& to) {
    // A team event keeps its teams: another movement for the same teams (a Swiss event's next
    // round) is a change; different teams are another event.
    if ((!from.teamOf.empty() || !to.teamOf.empty()) && from.teamOf != to.teamOf)
        throw core::InputError("a team event's movement can only change for one of the same "
                               "teams and pairs: its matches are the teams'; create the event "
                               "again");
    if (from.isIndividual() != to.isIndividual())
        throw core::InputError(from.isIndividual()
                                   ? "this is an individual event: its movement can only be "
                                     "changed for another individual movement"
                                   : "an individual movement seats players, not pairs: it "
                                     "cannot replace a pairs movement");
    if (from.isIndividual())
        throw core::InputError("an individual movement cannot be changed once set up");
}

/// Rewrites the section in use as `state` holds it: its movement, entries and their names,
/// lines and penalties (with their ids); boards the event lacks are added. Inside a command.
template <class WriteLine>
void writeSection(sql::Connection& db, std::int64_t session, std::int64_t section,
                  const SectionState& state, WriteLine&& writeLine) {
    const movements::Movement& movement = state.movement;
    for (const char* sql : {"DELETE FROM traveller_lines WHERE section_id = ?",
                            "DELETE FROM entries WHERE section_id = ?",
                            "DELETE FROM penalties WHERE section_id = ?"}) {
        sql::Statement q(db, sql);
        q.bind(1, section);
        q.exec();
    }
    {
        sql::Statement q(db, "UPDATE sections SET movement_json = ? WHERE id = ?");
        q.bind(1, codec::movementJson(movement));
        q.bind(2, section);
        q.exec();
    }
    insertEntries(db, section, movement);
    {
        PlayerIds players(db);
        sql::Statement seat(db, "INSERT INTO entry_players (entry_id, position, player_id) "
                                "SELECT id, ?, ? FROM entries WHERE section_id = ? AND "
                                "number = ?");
        for (const Entry& e : state.entries) {
            int position = 0;
            for (const std::string& name : e.players) {
                seat.reset();
                seat.bind(1, position++);
                seat.bind(2, players.of(name));
                seat.bind(3, section);
                seat.bind(4, e.number);
                seat.exec();
            }
        }
    }
    {
        sql::Statement q(db, "INSERT INTO penalties (id, section_id, entry, amount, unit, "
                             "board, reason) VALUES (?, ?, ?, ?, ?, ?, ?)");
        for (const StoredPenalty& p : state.penalties) {
            q.reset();
            q.bind(1, p.id);
            q.bind(2, section);
            q.bind(3, p.penalty.entry);
            q.bind(4, p.penalty.amount);
            q.bind(5, p.penalty.unit == core::PenaltyUnit::PercentOfTop ? "percent" : "points");
            q.bind(6, p.penalty.board);
            q.bind(7, p.penalty.reason);
            q.exec();
        }
    }
    // Boards the event did not have yet, at the rotation's dealer and vulnerability.
    insertRotationBoards(db, session, movement.boards());
    for (const StoredLine& s : state.lines)
        writeLine(s);
}

/// The section as a change of movement leaves it: the names and penalties that stay, by the
/// new numbers, and the lines kept.
SectionState stateAfter(const MovementChange& change, const movements::Movement& old,
                        const movements::Movement& movement, const std::vector<Entry>& entries,
                        const std::vector<StoredPenalty>& penalties) {
    std::map<std::string, int> numberOf;
    for (int e = 1; e <= movement.pairs; ++e)
        numberOf[movements::entryLabel(movement, e)] = e;
    SectionState state;
    state.movement = movement;
    for (Entry e : entries)
        if (const auto it = numberOf.find(movements::entryLabel(old, e.number));
            it != numberOf.end()) {
            e.number = it->second;
            e.label = it->first;
            state.entries.push_back(std::move(e));
        }
    for (StoredPenalty p : penalties)
        if (std::none_of(change.droppedPenalties.begin(), change.droppedPenalties.end(),
                         [&](const StoredPenalty& d) { return d.id == p.id; })) {
            p.penalty.entry = numberOf.at(movements::entryLabel(old, p.penalty.entry));
            state.penalties.push_back(std::move(p));
        }
    state.lines = change.kept;
    return state;
}

} // namespace

MovementChange EventStore::previewMovement(const movements::Movement& movement) const {
    return guarded(m_impl->path, [&] {
        checkMovement(movement);
        movements::requireWithinLimits(movement);
        const movements::Movement& old = m_impl->movement;
        requireChangeable(old, movement);
        if (sections().size() > 1 && movement.boards() != old.boards())
            throw core::InputError("every section plays the same boards: the new movement "
                                   "plays " +
                                   std::to_string(movement.boards()) + ", the event " +
                                   std::to_string(old.boards()));

        std::map<std::string, int> numberOf;
        for (int e = 1; e <= movement.pairs; ++e)
            numberOf[movements::entryLabel(movement, e)] = e;
        std::map<int, int> renumbered; // old number → new number
        std::set<int> kept;
        for (int e = 1; e <= old.pairs; ++e)
            if (const auto it = numberOf.find(movements::entryLabel(old, e));
                it != numberOf.end()) {
                renumbered[e] = it->second;
                kept.insert(it->second);
            }

        MovementChange change;
        for (int e = 1; e <= movement.pairs; ++e)
            if (!kept.count(e))
                change.added.push_back(movements::entryLabel(movement, e));
        const movements::BoardPlacements placements(movement);
        for (StoredLine s : m_impl->selectLines(0)) {
            const auto ns = renumbered.find(s.line.ns);
            const auto ew = renumbered.find(s.line.ew);
            std::optional<movements::BoardPlacements::Placement> at;
            if (ns != renumbered.end() && ew != renumbered.end())
                at = placements.find(s.line.board, ns->second, ew->second);
            if (!at) {
                change.dropped.push_back(std::move(s));
                continue;
            }
            s.line.ns = ns->second;
            s.line.ew = ew->second;
            s.line.round = at->round;
            s.line.table = at->table.table;
            change.kept.push_back(std::move(s));
        }
        for (Entry e : entries()) {
            if (const auto it = renumbered.find(e.number); it != renumbered.end())
                continue;
            if (!e.players.empty())
                change.droppedNames.push_back(std::move(e));
        }
        for (const StoredPenalty& p : penalties())
            if (!renumbered.count(p.penalty.entry) || (p.penalty.board > movement.boards()))
                change.droppedPenalties.push_back(p);
        return change;
    });
}

MovementChange EventStore::changeMovement(const movements::Movement& movement, bool drop,
                                          const std::string& who) {
    m_impl->requireWritable();
    const movements::Movement old = m_impl->movement;
    MovementChange change = previewMovement(movement);
    if (change.dropsAnything() && !drop)
        throw core::InputError(
            "the new movement (" + movement.name +
            ") cannot hold everything entered: " + droppedText(old, change) +
            ". Change it anyway to remove these (the audit log keeps them), or choose "
            "another movement");

    const SectionState state = stateAfter(change, old, movement, entries(), penalties());
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        writeSection(*m_impl->db, m_impl->sessionId, m_impl->sectionId, state,
                     [&](const StoredLine& line) { m_impl->writeLine(line); });
        json removed = json::array();
        for (const StoredLine& s : change.dropped) {
            removed.push_back(json::parse(codec::lineJson(s, old)));
        }
        json before{{"movement", old.name.empty() ? old.kind : old.name}};
        if (!removed.empty())
            before["removed"] = removed;
        if (!change.droppedNames.empty()) {
            json gone = json::array();
            for (const Entry& e : change.droppedNames)
                gone.push_back(
                    {{"entry", movements::entryLabel(old, e.number)}, {"names", e.players}});
            before["removedNames"] = gone;
        }
        json after{{"movement", movement.name.empty() ? movement.kind : movement.name},
                   {"kept", change.kept.size()}};
        if (!change.added.empty())
            after["added"] = change.added;
        audit("change movement", before.dump(), after.dump());
    });
    m_impl->load(m_impl->sessionNumber, m_impl->sectionLetter);
    return change;
}

namespace {

/// The boards `entry` plays in rounds first..last that have no line yet, as lines to store.
std::vector<ImportedLine> openLinesOf(const EventStore& store, int entry, int first, int last) {
    std::vector<ImportedLine> out;
    for (const auto& play : movements::playsOf(store.movement(), entry, first, last)) {
        if (store.line(play.board, play.table.ns, play.table.ew))
            continue;
        ImportedLine l;
        l.line.board = play.board;
        l.line.ns = play.table.ns;
        l.line.ew = play.table.ew;
        l.where = "board " + std::to_string(play.board);
        out.push_back(std::move(l));
    }
    return out;
}

} // namespace

LatePairPlan planLatePair(const EventStore& store) {
    LatePairPlan plan;
    plan.movement = movements::withOneMorePair(store.movement());
    plan.change = store.previewMovement(plan.movement);
    if (plan.change.dropsAnything() || plan.change.added.size() != 1)
        throw core::InputError("the " + plan.movement.name +
                               " cannot seat a late pair and keep every result where it was: "
                               "change the movement instead");
    plan.entry = movements::readEntry(plan.movement, plan.change.added.front());
    return plan;
}

LatePair EventStore::addLatePair(const std::vector<std::string>& names, int fromRound,
                                 const std::string& who) {
    const movements::Movement grown = movements::withOneMorePair(m_impl->movement);
    std::for_each(names.begin(), names.end(), core::requireValidName); // before anything changes
    if (fromRound < 1 || fromRound > static_cast<int>(grown.rounds.size()))
        throw core::InputError("the late pair's first round is 1 to " +
                               std::to_string(grown.rounds.size()));
    m_impl->requireWritable();
    const movements::Movement old = m_impl->movement;
    const LatePairPlan plan = planLatePair(*this);
    LatePair late;
    late.change = plan.change;
    late.entry = plan.entry;
    const std::string label = late.change.added.front();
    // One command: the bigger movement, the pair's names, its boards before it came.
    SectionState state = stateAfter(late.change, old, grown, entries(), penalties());
    if (!names.empty()) {
        Entry named;
        named.number = late.entry;
        named.label = label;
        named.players = names;
        state.entries.push_back(std::move(named));
    }
    for (const auto& play : movements::playsOf(grown, late.entry, 1, fromRound - 1)) {
        StoredLine s;
        s.line.board = play.board;
        s.line.ns = play.table.ns;
        s.line.ew = play.table.ew;
        s.line.round = play.round;
        s.line.table = play.table.table;
        s.line.notPlayed = true;
        state.lines.push_back(std::move(s));
        ++late.notPlayed;
    }
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        writeSection(*m_impl->db, m_impl->sessionId, m_impl->sectionId, state,
                     [&](const StoredLine& line) { m_impl->writeLine(line); });
        json after{{"movement", grown.name},
                   {"entry", label},
                   {"kept", late.change.kept.size()},
                   {"fromRound", fromRound},
                   {"notPlayed", late.notPlayed}};
        if (!names.empty())
            after["names"] = names;
        audit("late pair", json{{"movement", old.name}}.dump(), after.dump());
    });
    m_impl->load(m_impl->sessionNumber, m_impl->sectionLetter);
    return late;
}

int EventStore::pairLeaves(int entry, int afterRound, const std::optional<LeavingScores>& scores,
                           const std::string& who) {
    const movements::Movement& m = movement();
    // Rounds as the director counts them: a round in two halves is left after both.
    const int rounds = m.realRounds();
    if (entry < 1 || entry > m.pairs)
        throw core::InputError("there is no pair " + std::to_string(entry) + " in this movement");
    if (afterRound < 0 || afterRound >= rounds)
        throw core::InputError("the round a pair left after is 0 to " + std::to_string(rounds - 1) +
                               ": the movement has " + std::to_string(rounds) + " rounds");
    const int lastHalfPlayed = afterRound == 0 ? 0 : m.roundsOfReal(afterRound).second;
    auto lines = openLinesOf(*this, entry, lastHalfPlayed + 1, static_cast<int>(m.rounds.size()));
    for (auto& l : lines) {
        if (!scores) {
            l.line.notPlayed = true;
            continue;
        }
        // Each side its own score: the pair that left, and whoever it would have played.
        const bool pairIsNs = l.line.ns == entry;
        const core::AdjustedScore& ns = pairIsNs ? scores->pair : scores->opponents;
        const core::AdjustedScore& ew = pairIsNs ? scores->opponents : scores->pair;
        core::AdjustedScore both(ns.ns, ew.ns);
        both.nsPercent = ns.nsPercent;
        both.ewPercent = ew.nsPercent;
        l.line.adjusted = both;
    }
    return lines.empty() ? 0 : importResults(lines, {}, who);
}

SectionState EventStore::sectionState() const {
    SectionState state;
    state.movement = movement();
    state.entries = entries();
    state.lines = lines();
    state.penalties = penalties();
    return state;
}

void EventStore::restoreSection(const SectionState& state, const std::string& command,
                                const std::string& who) {
    checkMovement(state.movement);
    movements::requireWithinLimits(state.movement);
    requireChangeable(m_impl->movement, state.movement);
    const std::string before = m_impl->movement.name;
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        writeSection(*m_impl->db, m_impl->sessionId, m_impl->sectionId, state,
                     [&](const StoredLine& line) { m_impl->writeLine(line); });
        audit(command, json{{"movement", before}}.dump(),
              json{{"movement", state.movement.name}, {"lines", state.lines.size()}}.dump());
    });
    m_impl->load(m_impl->sessionNumber, m_impl->sectionLetter);
}

} // namespace overplay::db
