// SPDX-License-Identifier: GPL-3.0-or-later
// The store's commands, each one transaction and one audit row (Impl::command).
#include "core/Board.h"
#include "core/ResultRules.h"
#include "core/ResultText.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/detail/Codec.h"
#include "db/detail/EventStoreImpl.h"
#include "movements/ScoringFit.h"
#include <algorithm>
#include <cctype>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

namespace overplay::db {

using nlohmann::json;

namespace {

// The statements that write a board of the session and its analysis, as the commands that
// import, restore and analyse hands all write them.
const char* const kUpsertBoard =
    "INSERT INTO boards (session_id, number, dealer, vulnerability, deal, trump) "
    "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (session_id, number) DO UPDATE SET "
    "dealer = excluded.dealer, vulnerability = excluded.vulnerability, "
    "deal = excluded.deal, trump = excluded.trump";
const char* const kBoardId = "SELECT id FROM boards WHERE session_id = ? AND number = ?";
const char* const kStoreAnalysis =
    "INSERT INTO double_dummy (board_id, tricks, par_score, par_contracts) VALUES (?, ?, ?, ?) "
    "ON CONFLICT (board_id) DO UPDATE SET tricks = excluded.tricks, par_score = "
    "excluded.par_score, par_contracts = excluded.par_contracts";

/// Writes the board (kUpsertBoard) with its deal's text and trump slip, each NULL for none.
void upsertBoard(sql::Statement& upsert, std::int64_t session, const StoredBoard& board,
                 const std::optional<std::string>& deal,
                 const std::optional<core::TrumpSlip>& trump) {
    upsert.reset();
    upsert.bind(1, session);
    upsert.bind(2, board.number);
    upsert.bind(3, codec::seatText(board.dealer));
    upsert.bind(4, codec::vulnerabilityText(board.vulnerability));
    if (deal)
        upsert.bind(5, *deal);
    else
        upsert.bind(5); // NULL
    if (trump)
        upsert.bind(6, core::trumpSlipText(*trump));
    else
        upsert.bind(6); // NULL
    upsert.exec();
}

/// The id of a board of the session that is there (kBoardId).
std::int64_t boardId(sql::Statement& idOf, std::int64_t session, int number) {
    idOf.reset();
    idOf.bind(1, session);
    idOf.bind(2, number);
    idOf.executeStep();
    return idOf.getColumn(0).getInt64();
}

/// Stores a board's double-dummy tricks and par in place of any it had (kStoreAnalysis).
void storeAnalysis(sql::Statement& store, std::int64_t board,
                   const core::DoubleDummyResult& analysis) {
    store.reset();
    store.bind(1, board);
    store.bind(2, codec::tricksText(analysis.table));
    store.bind(3, analysis.par.scoreNS);
    store.bind(4, codec::parContractsText(analysis.par.contracts));
    store.exec();
}

} // namespace

void EventStore::Impl::rescoreLines(const std::optional<core::AuctionLaws>& auction) {
    const core::ScoringMethod method = scoring();
    std::map<int, BoardRecord> boards;
    sql::Statement sections(*db, "SELECT id FROM sections WHERE session_id = ?");
    sections.bind(1, sessionId);
    std::vector<std::int64_t> ids;
    while (sections.executeStep())
        ids.push_back(sections.getColumn(0).getInt64());
    sql::Statement update(*db, "UPDATE traveller_lines SET ns_score = ? WHERE section_id = ? "
                               "AND board = ? AND ns = ? AND ew = ?");
    for (const std::int64_t section : ids)
        for (const StoredLine& s : selectLines(0, section)) {
            const core::TravellerLine& l = s.line;
            if (!boards.count(l.board))
                boards.emplace(l.board, boardOf(l.board));
            const BoardRecord& board = boards.at(l.board);
            // The result's own rules under the new game: the same sentence entry would give.
            try {
                core::checkResult(l, method, board.deal, board.vulnerability, auction);
            } catch (const core::InputError& e) {
                throw core::InputError(lineName(l.board, l.ns, l.ew) + ": " + e.what() +
                                       "; correct or delete that result first");
            }
            if (!l.play)
                continue;
            update.reset();
            update.bind(1, nsScoreOf(*l.play, board, auction));
            update.bind(2, section);
            update.bind(3, l.board);
            update.bind(4, l.ns);
            update.bind(5, l.ew);
            update.exec();
        }
}

namespace {

/// FNV-1a of a text: a seed that is the same for the same deal on every machine.
std::uint64_t fnv1a(const std::string& text) {
    std::uint64_t h = 14695981039346656037ULL;
    for (unsigned char c : text)
        h = (h ^ c) * 1099511628211ULL;
    return h;
}

/// Deletes the section's line of `board` between `ns` and `ew`.
void deleteLine(sql::Connection& db, std::int64_t sectionId, int board, int ns, int ew) {
    sql::Statement q(db, "DELETE FROM traveller_lines WHERE section_id = ? AND board = ? AND "
                         "ns = ? AND ew = ?");
    q.bind(1, sectionId);
    q.bind(2, board);
    q.bind(3, ns);
    q.bind(4, ew);
    q.exec();
}

/// The ones of `stored` (teams or entries) whose numbers a command is given: what it replaces,
/// as the audit log keeps it.
template <class Numbered>
std::vector<Numbered> replacedBy(const std::vector<Numbered>& stored, const std::set<int>& given) {
    std::vector<Numbered> out;
    for (const Numbered& n : stored)
        if (given.count(n.number))
            out.push_back(n);
    return out;
}

} // namespace

void requireTeamNames(const movements::Movement& movement, const std::vector<Team>& given,
                      const std::vector<Team>& others) {
    // What a typed word names before a team's name: a pair's label ("D2", Gilman's "aNS"),
    // and a team's letter as its pairs' labels start with ("D" of D1 and D2).
    std::map<std::string, std::pair<int, std::string>> labels, letters;
    for (const auto& [pair, team] : movement.teamOf) {
        const std::string label = movements::entryLabel(movement, pair);
        labels.emplace(core::upperWithoutSpaces(label), std::pair{team, label});
        std::string letter = core::readFieldLabel(label).rest;
        while (!letter.empty() && std::isdigit(static_cast<unsigned char>(letter.back())))
            letter.pop_back();
        if (!letter.empty())
            letters.emplace(core::upperWithoutSpaces(letter), std::pair{team, letter});
    }
    std::map<std::string, const Team*> named;
    for (const Team& t : others)
        if (!t.name.empty())
            named.emplace(core::upperWithoutSpaces(t.name), &t);
    for (const Team& t : given) {
        const std::string team = "team " + std::to_string(t.number);
        try {
            core::requireValidName(t.name);
            std::for_each(t.players.begin(), t.players.end(), core::requireValidName);
        } catch (const core::InputError& e) {
            throw core::InputError(team + ": " + e.what());
        }
        if (t.name.empty())
            continue;
        const std::string key = core::upperWithoutSpaces(t.name);
        const std::string whose = team + "'s name '" + t.name + "'";
        const auto allDigits = [](std::string_view text) {
            return !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
                return std::isdigit(static_cast<unsigned char>(c));
            });
        };
        if (allDigits(key))
            throw core::InputError(whose + " is a number, which would read as a team's number");
        // "Team 4" is how team 4 is printed while it has no name, and is typed so.
        if (key.rfind("TEAM", 0) == 0 && allDigits(std::string_view(key).substr(4)) &&
            key.substr(4) != std::to_string(t.number))
            throw core::InputError(whose + " is how team " + key.substr(4) +
                                   " is printed without a name, which it would read as");
        if (const auto it = labels.find(key); it != labels.end())
            throw core::InputError(whose + " is the label of team " +
                                   std::to_string(it->second.first) + "'s pair " +
                                   it->second.second + ", which it would read as");
        if (const auto it = letters.find(key); it != letters.end() && it->second.first != t.number)
            throw core::InputError(whose + " is the letter of team " +
                                   std::to_string(it->second.first) +
                                   "'s pairs, which it would read as");
        const auto [it, fresh] = named.emplace(key, &t);
        if (!fresh)
            throw core::InputError(whose + " is team " + std::to_string(it->second->number) +
                                   "'s already ('" + it->second->name +
                                   "'): two teams may not share a name (case and spaces aside)");
    }
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
    // Against the names the other teams keep (an old file's odd name stays as it was).
    std::vector<Team> others;
    for (const Team& t : this->teams())
        if (!seen.count(t.number))
            others.push_back(t);
    requireTeamNames(m_impl->movement, teams, others);
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        const std::vector<Team> before = replacedBy(this->teams(), seen);
        sql::Statement upsert(db, "INSERT INTO teams (section_id, number, name) VALUES "
                                  "(?, ?, ?) ON CONFLICT (section_id, number) DO UPDATE "
                                  "SET name = excluded.name");
        sql::Statement clear(db, "DELETE FROM team_players WHERE section_id = ? AND team = ?");
        PlayerIds players(db);
        sql::Statement seat(db, "INSERT INTO team_players (section_id, team, position, "
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
                const std::int64_t pid = players.of(name);
                seat.reset();
                seat.bind(1, m_impl->sectionId);
                seat.bind(2, t.number);
                seat.bind(3, position++);
                seat.bind(4, pid);
                seat.exec();
            }
        }
        audit("set teams", before.empty() ? "" : codec::teamsJson(before), codec::teamsJson(teams));
    });
}

void EventStore::setMembers(const Club& club, const std::map<std::string, std::string>& numbers,
                            const std::string& who) {
    if (!club.name.empty())
        core::requireValidName(club.name);
    if (!isNationalNumber(club.number))
        throw core::InputError("'" + core::printableText(club.number) +
                               "' is not a club number (letters and digits, at most 20)");
    for (const auto& [name, number] : numbers)
        requireMemberNumber(number, name);
    const EventInfo before = info();
    const std::map<std::string, std::string> was = memberNumbers();
    // Naming the event from the roster again (the names saved once more) writes nothing.
    const bool same =
        before.club == club && std::all_of(numbers.begin(), numbers.end(), [&](const auto& given) {
            auto it = was.find(given.first);
            return it != was.end() && it->second == given.second;
        });
    if (same)
        return;
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        sql::Statement setClub(db, "UPDATE event SET club_name = ?, club_number = ? "
                                   "WHERE id = 1");
        setClub.bind(1, club.name);
        setClub.bind(2, club.number);
        setClub.exec();
        sql::Statement set(db, "UPDATE players SET member_number = ? WHERE id = ?");
        nlohmann::json old = nlohmann::json::object(), now = nlohmann::json::object();
        for (const auto& [name, number] : numbers) {
            set.reset();
            set.bind(1, number);
            set.bind(2, m_impl->playingPlayer(name));
            set.exec();
            auto it = was.find(name);
            if (it != was.end() && it->second == number)
                continue;
            if (it != was.end())
                old[name] = it->second;
            now[name] = number;
        }
        nlohmann::json oldValue = {{"members", old}}, newValue = {{"members", now}};
        if (!(before.club == club)) {
            oldValue["club"] = {{"name", before.club.name}, {"number", before.club.number}};
            newValue["club"] = {{"name", club.name}, {"number", club.number}};
        }
        audit("set members", oldValue.dump(), newValue.dump());
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
            throw core::InputError(m_impl->pairName(e.number) + " is given twice");
        std::for_each(e.players.begin(), e.players.end(), core::requireValidName);
    }
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        const std::vector<Entry> before = replacedBy(this->entries(), seen);
        sql::Statement entryId(db, "SELECT id FROM entries WHERE section_id = ? AND "
                                   "number = ?");
        sql::Statement clear(db, "DELETE FROM entry_players WHERE entry_id = ?");
        PlayerIds players(db);
        sql::Statement seat(db, "INSERT INTO entry_players (entry_id, position, player_id) "
                                "VALUES (?, ?, ?)");
        sql::Statement team(db, "UPDATE entries SET team = ? WHERE id = ?");
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
            seatPlayers(seat, players, id, e.players);
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
        sql::Connection& db = *m_impl->db;
        json before = json::object(), after = json::object();
        sql::Statement old(db, "SELECT id, deal FROM boards WHERE session_id = ? AND "
                               "number = ?");
        sql::Statement upsert(db, kUpsertBoard);
        sql::Statement dropAnalysis(db, "DELETE FROM double_dummy WHERE board_id = ?");
        const bool whist = m_impl->scoring() == core::ScoringMethod::Whist;
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
            // Whist: the trump turned with the deal, unless the record brings its slip.
            auto trump = b.trump;
            if (!trump && whist)
                trump = core::turnedTrump(*b.deal, b.dealer, fnv1a(text));
            upsertBoard(upsert, m_impl->sessionId, b, text, trump);
            after[std::to_string(b.number)] = text;
        }
        // Analysis carried by the records goes in with them, in the same transaction.
        sql::Statement id(db, kBoardId);
        sql::Statement store(db, kStoreAnalysis);
        for (const auto& b : boards)
            if (b.doubleDummy)
                storeAnalysis(store, boardId(id, m_impl->sessionId, b.number), *b.doubleDummy);
        // Duplicate auction scores honours as held: new cards, new scores.
        if (const auto auction = m_impl->duplicateAuction())
            m_impl->rescoreLines(auction);
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
        sql::Connection& db = *m_impl->db;
        json before = json::object(), after = json::object();
        sql::Statement old(db, "SELECT deal FROM boards WHERE session_id = ? AND number = ?");
        sql::Statement upsert(db, kUpsertBoard);
        sql::Statement idOf(db, kBoardId);
        sql::Statement remove(db, "DELETE FROM boards WHERE session_id = ? AND number = ?");
        sql::Statement dropAnalysis(db, "DELETE FROM double_dummy WHERE board_id = ?");
        sql::Statement store(db, kStoreAnalysis);
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
            upsertBoard(upsert, m_impl->sessionId, b,
                        b.deal ? std::optional(codec::dealText(*b.deal)) : std::nullopt, b.trump);
            const std::int64_t id = boardId(idOf, m_impl->sessionId, b.number);
            dropAnalysis.reset();
            dropAnalysis.bind(1, id);
            dropAnalysis.exec();
            if (b.doubleDummy)
                storeAnalysis(store, id, *b.doubleDummy);
        }
        if (const auto auction = m_impl->duplicateAuction())
            m_impl->rescoreLines(auction);
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
        sql::Connection& db = *m_impl->db;
        sql::Statement id(db, "SELECT id, deal IS NOT NULL, "
                              "EXISTS (SELECT 1 FROM double_dummy WHERE board_id = boards.id) "
                              "FROM boards WHERE session_id = ? AND number = ?");
        sql::Statement store(db, kStoreAnalysis);
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
            storeAnalysis(store, id.getColumn(0).getInt64(), result);
            stored.push_back(board);
        }
        audit("store double dummy", replaced.empty() ? "" : json{{"boards", replaced}}.dump(),
              json{{"boards", stored}}.dump());
    });
}

StoredLine EventStore::enterResult(const core::TravellerLine& line, const EnterOptions& options,
                                   const std::string& who) {
    return m_impl->lineCommand(who, [&](Impl::AuditRow& audit) {
        StoredLine stored = m_impl->prepare(line, options);
        const core::TravellerLine& l = stored.line;
        m_impl->requireOneResultEach(l);
        const auto existing = m_impl->selectLine(l.board, l.ns, l.ew);
        if (existing && !options.replace)
            throw core::InputError(m_impl->lineName(l.board, l.ns, l.ew) +
                                   " already has a result (" + core::resultSummary(existing->line) +
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
        audit(command, existing ? codec::lineJson(*existing, m_impl->movement) : "",
              codec::lineJson(stored, m_impl->movement));
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
    return m_impl->lineCommand(who, [&](Impl::AuditRow& audit) {
        const auto existing = m_impl->selectLine(line.board, line.ns, line.ew);
        if (!existing)
            throw core::InputError("there is no result for " +
                                   m_impl->lineName(line.board, line.ns, line.ew) + " to correct");
        // A correction made at the console keeps no table's confirmation, and its fouled copy;
        // a line entered as played stays where it was played.
        EnterOptions asBefore;
        asBefore.asPlayed = !m_impl->placements.find(line.board, line.ns, line.ew);
        core::TravellerLine placed = line;
        if (asBefore.asPlayed) {
            placed.round = existing->line.round;
            placed.table = existing->line.table;
        }
        StoredLine stored = m_impl->prepare(placed, asBefore);
        if (stored.line.group == 0)
            stored.line.group = existing->line.group;
        m_impl->writeLine(stored);
        audit("correct result", codec::lineJson(*existing, m_impl->movement),
              codec::lineJson(stored, m_impl->movement));
        return stored;
    });
}

void EventStore::deleteResult(int board, int ns, int ew, const std::string& who) {
    m_impl->lineCommand(who, [&](Impl::AuditRow& audit) {
        const auto existing = m_impl->selectLine(board, ns, ew);
        if (!existing)
            throw core::InputError("there is no result for " + m_impl->lineName(board, ns, ew) +
                                   " to delete");
        deleteLine(*m_impl->db, m_impl->sectionId, board, ns, ew);
        audit("delete result", codec::lineJson(*existing, m_impl->movement), "");
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
    m_impl->lineCommand(who, [&](Impl::AuditRow& audit) {
        const auto existing = m_impl->selectLine(board, ns, ew);
        if (existing != expected)
            throw core::InputError(
                m_impl->lineName(board, ns, ew) + " was changed meanwhile (it is now " +
                (existing ? core::resultSummary(existing->line) : std::string("empty")) +
                "); it was left as it is");
        if (restore) {
            m_impl->writeLine(*restore);
        } else if (existing) {
            deleteLine(*m_impl->db, m_impl->sectionId, board, ns, ew);
        }
        audit(command, existing ? codec::lineJson(*existing, m_impl->movement) : "",
              restore ? codec::lineJson(*restore, m_impl->movement) : "");
    });
}

void EventStore::confirmResult(int board, int ns, int ew, const std::string& who) {
    m_impl->lineCommand(who, [&](Impl::AuditRow& audit) {
        auto existing = m_impl->selectLine(board, ns, ew);
        if (!existing)
            throw core::InputError("there is no result for " + m_impl->lineName(board, ns, ew) +
                                   " to confirm");
        StoredLine confirmed = *existing;
        confirmed.confirmed = true;
        m_impl->writeLine(confirmed);
        audit("confirm result", codec::lineJson(*existing, m_impl->movement),
              codec::lineJson(confirmed, m_impl->movement));
    });
}

int EventStore::importResults(const std::vector<ImportedLine>& lines, const EnterOptions& options,
                              const std::string& who) {
    return m_impl->lineCommand(who, [&](Impl::AuditRow& audit) {
        const core::ScoringMethod method = m_impl->scoring();
        const auto auction = m_impl->duplicateAuction();
        std::map<int, Impl::BoardRecord> deals;
        std::unordered_map<std::uint64_t, std::string> inFile;
        std::vector<StoredLine> prepared;
        prepared.reserve(lines.size());
        for (const auto& imported : lines) {
            const std::string prefix = imported.where.empty() ? "" : imported.where + ": ";
            try {
                const int board = imported.line.board;
                if (!deals.count(board))
                    deals.emplace(board, m_impl->boardOf(board));
                const Impl::BoardRecord& record = deals.at(board);
                StoredLine s =
                    Impl::stored(m_impl->check(imported.line, method, record, false, auction),
                                 options, record, auction);
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
                                           core::resultSummary(existing->line) +
                                           "); replace it to change it");
                }
                replaced.push_back(json::parse(codec::lineJson(*existing, m_impl->movement)));
            }
            m_impl->writeLine(s);
            stored.push_back(json::parse(codec::lineJson(s, m_impl->movement)));
        }
        audit("import results", replaced.empty() ? "" : replaced.dump(), stored.dump());
        return static_cast<int>(prepared.size());
    });
}

int EventStore::checkLead(int table, int board, const std::string& lead, const std::string& who) {
    return m_impl->lineCommand(who, [&](Impl::AuditRow& audit) {
        sql::Statement q(*m_impl->db, "SELECT new_value FROM audit_log WHERE command = "
                                      "'check lead' AND section = ?");
        q.bind(1, m_impl->auditedSection("check lead"));
        std::set<std::string> leads;
        while (q.executeStep()) {
            const json row = json::parse(q.getColumn(0).getString(), nullptr, false);
            if (row.is_object() && row.value("table", 0) == table && row.value("board", 0) == board)
                leads.insert(row.value("lead", std::string()));
        }
        if (leads.insert(lead).second)
            audit("check lead", "",
                  json{{"table", table}, {"board", board}, {"lead", lead}}.dump());
        return static_cast<int>(leads.size());
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
        sql::Statement q(*m_impl->db, "INSERT INTO table_secrets (section_id, table_number, "
                                      "secret) VALUES (?, ?, ?) ON CONFLICT (section_id, "
                                      "table_number) DO UPDATE SET secret = excluded.secret");
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
        sql::Statement q(*m_impl->db, "UPDATE event SET name = ? WHERE id = 1");
        q.bind(1, name);
        q.exec();
        audit("rename event", json(old).dump(), json(name).dump());
    });
}

void EventStore::setTrumps(const std::map<int, std::optional<core::TrumpSlip>>& trumps,
                           const std::string& who) {
    const int boards = m_impl->movement.boards();
    for (const auto& [number, slip] : trumps)
        if (number < 1 || number > boards)
            throw core::InputError("board " + std::to_string(number) +
                                   " is not a board of this "
                                   "event (1 to " +
                                   std::to_string(boards) + ")");
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        sql::Statement old(db, "SELECT trump FROM boards WHERE session_id = ? AND number = ?");
        // A board not yet stored (no hand record) gets its row with the rotation's dealer and
        // vulnerability, as the movement's boards have.
        sql::Statement upsert(
            db, "INSERT INTO boards (session_id, number, dealer, vulnerability, trump) VALUES "
                "(?, ?, ?, ?, ?) ON CONFLICT (session_id, number) DO UPDATE SET "
                "trump = excluded.trump");
        json before = json::object(), after = json::object();
        for (const auto& [number, slip] : trumps) {
            const std::string key = std::to_string(number);
            old.reset();
            old.bind(1, m_impl->sessionId);
            old.bind(2, number);
            const json was = old.executeStep() && !old.getColumn(0).isNull()
                                 ? json(old.getColumn(0).getString())
                                 : json(nullptr);
            const json now = slip ? json(core::trumpSlipText(*slip)) : json(nullptr);
            if (was == now)
                continue;
            before[key] = was;
            after[key] = now;
            upsert.reset();
            upsert.bind(1, m_impl->sessionId);
            upsert.bind(2, number);
            upsert.bind(3, codec::seatText(core::dealerOf(number)));
            upsert.bind(4, codec::vulnerabilityText(core::vulnerabilityOf(number)));
            if (slip)
                upsert.bind(5, core::trumpSlipText(*slip));
            else
                upsert.bind(5); // NULL
            upsert.exec();
        }
        if (!after.empty())
            audit("record trumps", before.dump(), after.dump());
    });
}

void EventStore::setScoring(core::ScoringMethod method, const std::string& who) {
    // A method the movement cannot rank, or one that cannot score the lines already entered
    // (whist compares tricks, bridge compares contracts), is refused before anything changes.
    movements::checkScoringFits(m_impl->movement.kind, method);
    core::checkSettingsFit(info().settings, method);
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        const bool whist = method == core::ScoringMethod::Whist;
        sql::Statement lines(*m_impl->db,
                             whist ? "SELECT count(*) FROM traveller_lines WHERE contract IS "
                                     "NOT NULL OR (adjusted IS NOT NULL AND adjusted <> "
                                     "'not played')"
                                   : "SELECT count(*) FROM traveller_lines WHERE "
                                     "whist_tricks_ns IS NOT NULL");
        const int misfits = lines.executeStep() ? lines.getColumn(0).getInt() : 0;
        const std::string count =
            std::to_string(misfits) + (misfits == 1 ? " result is " : " results are ");
        if (misfits > 0 && whist)
            throw core::InputError(count +
                                   "bridge (a contract, a score or an adjusted score): duplicate "
                                   "whist compares the tricks taken, so the event cannot be "
                                   "scored as whist");
        if (misfits > 0)
            throw core::InputError(count + "whist tricks: a bridge method compares contracts, so "
                                           "the event stays whist");
        const std::string old = m_impl->db->execAndGet("SELECT scoring FROM event").getString();
        sql::Statement q(*m_impl->db, "UPDATE event SET scoring = ? WHERE id = 1");
        q.bind(1, core::scoringMethodText(method));
        q.exec();
        audit("change scoring", json(old).dump(), json(core::scoringMethodText(method)).dump());
    });
}

namespace {

json settingsAuditJson(const core::ScoringSettings& settings) {
    json j = json::parse(codec::settingsJson(settings));
    j["bamScale"] = settings.bamScale == core::BamScale::TwoOneZero ? "2/1/0" : "1/0.5/0";
    return j;
}

} // namespace

void EventStore::setScoringSettings(const core::ScoringSettings& settings, const std::string& who) {
    core::checkSettings(settings);
    core::checkSettingsFit(settings, m_impl->scoring());
    const core::ScoringSettings before = info().settings;
    if (settings == before)
        return;
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        // Another game scores every contract entered another way.
        if (settings.duplicateAuction != before.duplicateAuction)
            m_impl->rescoreLines(settings.duplicateAuction);
        sql::Statement q(*m_impl->db, "UPDATE event SET scoring_settings = ?, bam_scale = ? "
                                      "WHERE id = 1");
        q.bind(1, codec::settingsJson(settings));
        q.bind(2, settings.bamScale == core::BamScale::TwoOneZero ? 2 : 1);
        q.exec();
        audit("change scoring settings", settingsAuditJson(before).dump(),
              settingsAuditJson(settings).dump());
    });
}

void EventStore::setScoring(core::ScoringMethod method, const core::ScoringSettings& settings,
                            const std::string& who) {
    core::checkSettings(settings);
    const EventInfo now = info();
    const bool settingsFirst = now.settings.duplicateAuction && !settings.duplicateAuction;
    if (settingsFirst)
        setScoringSettings(settings, who);
    try {
        if (now.scoring != method)
            setScoring(method, who);
        if (!settingsFirst)
            setScoringSettings(settings, who);
    } catch (...) {
        if (info().scoring != now.scoring)
            setScoring(now.scoring, who);
        if (settingsFirst)
            setScoringSettings(now.settings, who);
        throw;
    }
}

void EventStore::markFinal(bool final, const std::string& who) {
    const std::string before = info().finalAt;
    if (final == !before.empty())
        throw core::InputError(final ? "the results are already final (since " + before + ")"
                                     : "the results are provisional already");
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        const std::string now = final ? m_impl->now() : std::string();
        sql::Statement q(*m_impl->db, "UPDATE sessions SET final_at = ? WHERE id = ?");
        q.bind(1, now);
        q.bind(2, m_impl->sessionId);
        q.exec();
        audit(final ? "mark final" : "mark provisional", json(before).dump(), json(now).dump());
    });
}

} // namespace overplay::db
