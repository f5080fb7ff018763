// SPDX-License-Identifier: GPL-3.0-or-later
// Sections of a session and the rulings (fouled boards, procedural penalties).
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/detail/Codec.h"
#include "db/detail/EventStoreImpl.h"
#include "db/detail/Sections.h"
#include "db/detail/StoredRows.h"
#include "movements/Validator.h"
#include <cmath>
#include <nlohmann/json.hpp>
#include <unordered_map>

namespace overplay::db {

using nlohmann::json;

// --- Sections ----------------------------------------------------------------------------

std::vector<movements::Section> EventStore::sections() const {
    return guarded(m_impl->path, [&] {
        sql::Statement q(*m_impl->db, "SELECT letter, movement_json, name FROM sections "
                                      "WHERE session_id = ? ORDER BY " +
                                          sectionOrder());
        q.bind(1, m_impl->sessionId);
        std::vector<movements::Section> out;
        while (q.executeStep()) {
            movements::Section s;
            s.letter = q.getColumn(0).getString();
            s.name = q.getColumn(2).getString();
            if (s.letter == m_impl->sectionLetter) {
                s.movement = m_impl->movement;
            } else {
                s.movement = codec::movementFromJson(q.getColumn(1).getString());
                movements::requireWithinLimits(s.movement);
            }
            out.push_back(std::move(s));
        }
        return out;
    });
}

const std::string& EventStore::section() const {
    return m_impl->sectionLetter;
}

std::string EventStore::entryLabel(int entry) const {
    return m_impl->label(entry);
}

namespace {

/// The id of the section of `letter` (any case) in the session, or a plain refusal naming the
/// sections there are.
std::int64_t sectionIdOf(sql::Connection& db, std::int64_t sessionId, const std::string& letter) {
    const std::string wanted = core::upperText(letter); // stored in upper case ("ab" → "AB")
    {
        // The section asked for, by its key: a simultaneous pairs has hundreds.
        sql::Statement one(db, "SELECT id FROM sections WHERE session_id = ? AND letter = ?");
        one.bind(1, sessionId);
        one.bind(2, wanted);
        if (one.executeStep())
            return one.getColumn(0).getInt64();
    }
    // None: the refusal names the sections there are.
    sql::Statement q(db, "SELECT id, letter FROM sections WHERE session_id = ? ORDER BY " +
                             sectionOrder());
    q.bind(1, sessionId);
    std::vector<std::string> letters;
    while (q.executeStep()) {
        if (q.getColumn(1).getString() == wanted)
            return q.getColumn(0).getInt64();
        letters.push_back(q.getColumn(1).getString());
    }
    std::string known;
    if (letters.size() > 3 && letters.front() == "A" &&
        movements::sectionIndex(letters.back()) == letters.size() - 1)
        known = letters.front() + " to " + letters.back(); // lettered in order: A to AD
    else
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
        m_impl->load(m_impl->sessionNumber, core::upperText(letter));
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

namespace {

/// The session's sections' ids, each with its place in sections()' order.
std::unordered_map<std::int64_t, std::size_t> sectionPlaces(sql::Connection& db,
                                                            std::int64_t sessionId) {
    sql::Statement q(db, "SELECT id FROM sections WHERE session_id = ? ORDER BY " + sectionOrder());
    q.bind(1, sessionId);
    std::unordered_map<std::int64_t, std::size_t> places;
    while (q.executeStep())
        places.emplace(q.getColumn(0).getInt64(), places.size());
    return places;
}

/// The rows of `select` (its one parameter the session, its first column a section's id) dealt
/// to the session's sections, in sections()' order: `read(rows, q)` reads one into its section's.
template <class Row, class Read>
std::vector<std::vector<Row>> bySection(sql::Connection& db, std::int64_t sessionId,
                                        const std::string& select, Read read) {
    const auto places = sectionPlaces(db, sessionId);
    std::vector<std::vector<Row>> out(places.size());
    sql::Statement q(db, select);
    q.bind(1, sessionId);
    while (q.executeStep()) {
        const auto place = places.find(q.getColumn(0).getInt64());
        if (place != places.end())
            read(out[place->second], q);
    }
    return out;
}

} // namespace

std::vector<std::vector<StoredLine>> EventStore::linesOfSections() const {
    return guarded(m_impl->path, [&] {
        const auto places = sectionPlaces(*m_impl->db, m_impl->sessionId);
        std::vector<std::vector<StoredLine>> out(places.size());
        // One scan of the table ("+section_id" keeps the database off the index, which would
        // cost a lookup per row), each line dealt to its section, each section then put in
        // board order as linesOf() does.
        // Read as they come: a national field's 480,000 lines held at once by the server's
        // client library cost more than reading them.
        RowReader q(*m_impl->db,
                    core::joinedText({"SELECT ", kLineColumns,
                                      ", section_id FROM traveller_lines WHERE +section_id IN "
                                      "(SELECT id FROM sections WHERE session_id = ?)"}),
                    RowReader::Streamed{});
        q.bind(1, m_impl->sessionId);
        ContractsSeen contracts;
        constexpr int kSectionColumn = 16; // after kLineColumns' sixteen
        while (q.step()) {
            const auto place = places.find(q.integer(kSectionColumn));
            if (place != places.end())
                out[place->second].push_back(readLine(q, contracts));
        }
        for (auto& lines : out)
            lines = Impl::inBoardOrder(std::move(lines));
        return out;
    });
}

std::vector<std::vector<Entry>> EventStore::entriesOfSections() const {
    return guarded(m_impl->path, [&] {
        return bySection<Entry>(
            *m_impl->db, m_impl->sessionId,
            "SELECT e.section_id, e.number, e.label, e.team, p.name FROM entries e "
            "LEFT JOIN entry_players ep ON ep.entry_id = e.id "
            "LEFT JOIN players p ON p.id = ep.player_id "
            "WHERE e.section_id IN (SELECT id FROM sections WHERE session_id = ?) "
            "ORDER BY e.section_id, e.number, ep.position",
            [](std::vector<Entry>& entries, const sql::Statement& q) {
                addEntryRow(entries, q, 1);
            });
    });
}

/// A section's name as stored: without white space at either end, and a name.
std::string sectionName(const std::string& name) {
    std::string trimmed = core::trimmedText(name);
    core::requireValidName(trimmed);
    return trimmed;
}

std::string nextSection(const EventStore& store, const movements::Movement& movement) {
    checkMovement(movement);
    checkSectioned(movement);
    const std::vector<movements::Section> existing = store.sections();
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
    const std::optional<std::size_t> last = movements::sectionIndex(existing.back().letter);
    const std::size_t next = last ? *last + 1 : existing.size();
    if (static_cast<int>(existing.size()) >= kMostSections ||
        next >= static_cast<std::size_t>(kMostSections))
        throw core::InputError("an event holds at most " + std::to_string(kMostSections) +
                               " sections (A to " + sectionLetter(kMostSections - 1) + ")");
    return sectionLetter(static_cast<int>(next));
}

std::string EventStore::addSection(const movements::Movement& movement, const std::string& name,
                                   const std::string& who) {
    const std::string clubName = sectionName(name);
    const std::string letter = nextSection(*this, movement);
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        insertSection(*m_impl->db, m_impl->sessionId, letter, movement, clubName);
        json added{{"section", letter},
                   {"movement", movement.name.empty() ? movement.kind : movement.name}};
        if (!clubName.empty())
            added["name"] = clubName;
        audit("add section", "", added.dump());
    });
    m_impl->readLabelPrefix(); // the section in use now has a letter to print ("A3")
    return letter;
}

void EventStore::renameSection(const std::string& letter, const std::string& name,
                               const std::string& who) {
    const std::string now = sectionName(name);
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        const std::int64_t id = sectionIdOf(db, m_impl->sessionId, letter);
        std::string letters, old;
        {
            sql::Statement read(db, "SELECT letter, name FROM sections WHERE id = ?");
            read.bind(1, id);
            read.executeStep();
            letters = read.getColumn(0).getString();
            old = read.getColumn(1).getString();
        }
        if (old == now)
            return; // no audit row: the command is rolled back, nothing written
        sql::Statement q(db, "UPDATE sections SET name = ? WHERE id = ?");
        q.bind(1, now);
        q.bind(2, id);
        q.exec();
        audit("rename section", json{{"section", letters}, {"name", old}}.dump(),
              json{{"section", letters}, {"name", now}}.dump());
    });
}

// --- Sessions ----------------------------------------------------------------------------

std::vector<int> EventStore::sessionNumbers() const {
    return guarded(m_impl->path, [&] {
        sql::Statement q(*m_impl->db, "SELECT number FROM sessions ORDER BY number");
        std::vector<int> out;
        while (q.executeStep())
            out.push_back(q.getColumn(0).getInt());
        return out;
    });
}

int EventStore::sessionNumber() const {
    return m_impl->sessionNumber;
}

void EventStore::useSession(int number) {
    if (number < 1)
        throw core::InputError("sessions are numbered from 1, not " + std::to_string(number));
    guarded(m_impl->path, [&] { m_impl->load(number); });
}

int EventStore::addSession(const movements::Movement& movement, const std::string& who) {
    checkMovement(movement);
    if (!movement.teamOf.empty())
        throw core::InputError("a team movement cannot be a second session: sessions are for "
                               "pairs and individuals");
    const std::vector<int> existing = sessionNumbers();
    const int number = existing.empty() ? 1 : existing.back() + 1;
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        sql::Statement session(db, "INSERT INTO sessions (number, name) VALUES (?, '')");
        session.bind(1, number);
        session.exec();
        const std::int64_t sessionId = db.lastInsertId();
        insertSection(db, sessionId, "A", movement);
        // Its own boards, in the standard rotation until a hand record says otherwise.
        insertRotationBoards(db, sessionId, movement.boards());
        audit("add session", "",
              json{{"session", number},
                   {"movement", movement.name.empty() ? movement.kind : movement.name}}
                  .dump());
    });
    return number;
}

std::map<std::string, double> EventStore::carryForwards() const {
    return guarded(m_impl->path, [&] {
        return figuresByName(*m_impl->db, "SELECT competitor, amount FROM carry_forward");
    });
}

void EventStore::setCarryForward(int entry, double amount, const std::string& who) {
    if (!std::isfinite(amount) || std::abs(amount) > 1e6)
        throw core::InputError("a carry-forward is a number of matchpoints or percentage "
                               "points, not " +
                               std::to_string(amount));
    const std::vector<Entry> all = entries();
    const auto it =
        std::find_if(all.begin(), all.end(), [&](const Entry& e) { return e.number == entry; });
    if (it == all.end())
        throw core::InputError("there is no pair " + std::to_string(entry) + " in this movement");
    const std::string label = m_impl->label(entry);
    const std::string competitor = it->competitor();
    if (competitor.empty())
        throw core::InputError(label + " has no names: an entry is known from one session to the "
                                       "next by its players' names, so name it first");
    const auto before = carryForwards();
    const auto was = before.find(competitor);
    if ((was == before.end() && amount == 0) || (was != before.end() && was->second == amount))
        return;
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Statement q(*m_impl->db, amount == 0
                                          ? "DELETE FROM carry_forward WHERE competitor = ?1"
                                          : "INSERT INTO carry_forward (competitor, amount) VALUES "
                                            "(?1, ?2) ON CONFLICT (competitor) DO UPDATE SET "
                                            "amount = excluded.amount");
        q.bind(1, competitor);
        if (amount != 0)
            q.bind(2, amount);
        q.exec();
        audit("set carry-forward",
              was == before.end() ? "" : json{{"entry", label}, {"amount", was->second}}.dump(),
              json{{"entry", label}, {"names", it->names()}, {"amount", amount}}.dump());
    });
}

void EventStore::setAcrossField(bool acrossField, const std::string& who) {
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        const std::string old =
            m_impl->db->execAndGet("SELECT section_scoring FROM event").getString();
        const std::string now = acrossField ? "across" : "within";
        sql::Statement q(*m_impl->db, "UPDATE event SET section_scoring = ? WHERE id = 1");
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

/// A procedural penalty's row from `q`'s columns `first` on: id, entry, amount, unit, board,
/// reason.
StoredPenalty penaltyRow(const sql::Statement& q, int first) {
    StoredPenalty s;
    s.id = q.getColumn(first).getInt64();
    s.penalty.entry = q.getColumn(first + 1).getInt();
    s.penalty.amount = q.getColumn(first + 2).getDouble();
    s.penalty.unit = unitFromText(q.getColumn(first + 3).getString());
    s.penalty.board = q.getColumn(first + 4).getInt();
    s.penalty.reason = q.getColumn(first + 5).getString();
    return s;
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
        sql::Statement q(*m_impl->db, "SELECT id, entry, amount, unit, board, reason FROM "
                                      "penalties WHERE section_id = ? ORDER BY id");
        q.bind(1, sectionIdOf(*m_impl->db, m_impl->sessionId, letter));
        std::vector<StoredPenalty> out;
        while (q.executeStep())
            out.push_back(penaltyRow(q, 0));
        return out;
    });
}

std::vector<std::vector<StoredPenalty>> EventStore::penaltiesOfSections() const {
    return guarded(m_impl->path, [&] {
        return bySection<StoredPenalty>(
            *m_impl->db, m_impl->sessionId,
            "SELECT section_id, id, entry, amount, unit, board, reason FROM penalties "
            "WHERE section_id IN (SELECT id FROM sections WHERE session_id = ?) "
            "ORDER BY id",
            [](std::vector<StoredPenalty>& penalties, const sql::Statement& q) {
                penalties.push_back(penaltyRow(q, 1));
            });
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
        sql::Statement q(*m_impl->db, "INSERT INTO penalties (section_id, entry, amount, "
                                      "unit, board, reason) VALUES (?, ?, ?, ?, ?, ?)");
        q.bind(1, m_impl->sectionId);
        q.bind(2, penalty.entry);
        q.bind(3, penalty.amount);
        q.bind(4, unitText(penalty.unit));
        q.bind(5, penalty.board);
        q.bind(6, penalty.reason);
        q.exec();
        StoredPenalty stored{m_impl->db->lastInsertId(), penalty};
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
        sql::Statement q(*m_impl->db, "DELETE FROM penalties WHERE section_id = ? AND id = ?");
        q.bind(1, m_impl->sectionId);
        q.bind(2, id);
        q.exec();
        audit("withdraw penalty", penaltyJson(m_impl->movement, *existing).dump(), "");
    });
}

} // namespace overplay::db
