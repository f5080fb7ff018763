// SPDX-License-Identifier: GPL-3.0-or-later
// Reading an event: its movement, entries, boards, lines, audit log; checking a line.
#include "core/ResultRules.h"
#include "db/EventStore.h"
#include "db/detail/Codec.h"
#include "db/detail/EventStoreImpl.h"

namespace overplay::db {

core::TravellerLine EventStore::Impl::check(const core::TravellerLine& in,
                                            core::ScoringMethod method,
                                            const BoardRecord& boardRecord, bool asPlayed,
                                            const std::optional<core::AuctionLaws>& auction) const {
    const movements::Movement& m = movement;
    core::TravellerLine l = in;
    const std::string board = "board " + std::to_string(l.board);
    // The movement: these pairs, at one table, with this board's set, in some round; or, by
    // the director's ruling, where they played it instead.
    movements::BoardPlacements::Placement place;
    try {
        place = placements.require(l.board, l.ns, l.ew);
    } catch (const movements::PlacementError&) {
        if (!asPlayed || m.isIndividual())
            throw;
        place = placements.asPlayed(l.board, l.ns, l.ew);
        l.round = l.round != 0 ? l.round : place.round;
        l.table = l.table != 0 ? l.table : place.table.table;
        return core::checkResult(l, method, boardRecord.deal, boardRecord.vulnerability, auction);
    }
    if (m.isIndividual()) {
        // Stored as the players who held North and East, so a line has one name however the
        // director typed it; the scorer finds their partners in the movement.
        l.ns = place.table.players[0];
        l.ew = place.table.players[1];
    }
    if ((l.round != 0 && l.round != place.round) || (l.table != 0 && l.table != place.table.table))
        throw core::InputError(board + " between " + pairName(l.ns) + " and " + pairName(l.ew) +
                               " is played in round " + std::to_string(place.round) + " at table " +
                               std::to_string(place.table.table) + ", not round " +
                               std::to_string(l.round) + " at table " + std::to_string(l.table));
    l.round = place.round;
    l.table = place.table.table;
    // The rules of the result itself (core/ResultRules.h).
    return core::checkResult(l, method, boardRecord.deal, boardRecord.vulnerability, auction);
}

// --- Reading ---------------------------------------------------------------------------------

EventInfo EventStore::info() const {
    return guarded(m_impl->path, [&] {
        sql::Statement q(*m_impl->db,
                         "SELECT name, event_date, created_at, bam_scale, section_scoring, "
                         "scoring_settings, club_name, club_number, strata FROM event "
                         "WHERE id = 1");
        if (!q.executeStep())
            throw StorageError(m_impl->path, "holds no event");
        EventInfo info;
        info.name = q.getColumn(0).getString();
        info.date = q.getColumn(1).getString();
        info.createdAt = q.getColumn(2).getString();
        codec::readSettings(q.getColumn(5).getString(), info.settings);
        info.settings.bamScale =
            q.getColumn(3).getInt() == 2 ? core::BamScale::TwoOneZero : core::BamScale::OneHalfZero;
        sql::Statement session(*m_impl->db, "SELECT final_at FROM sessions WHERE id = ?");
        session.bind(1, m_impl->sessionId);
        if (session.executeStep())
            info.finalAt = session.getColumn(0).getString();
        info.acrossField = q.getColumn(4).getString() == "across";
        info.club = {q.getColumn(6).getString(), q.getColumn(7).getString()};
        info.strata = codec::strataFromJson(q.getColumn(8).getString());
        info.scoring = m_impl->scoring();
        info.schemaVersion = m_impl->db->schemaVersion();
        return info;
    });
}

const movements::Movement& EventStore::movement() const {
    return m_impl->movement;
}

std::vector<Entry> EventStore::entries() const {
    return guarded(m_impl->path, [&] { return selectEntries(*m_impl->db, m_impl->sectionId); });
}

std::vector<Team> EventStore::teams() const {
    return guarded(m_impl->path, [&] {
        std::map<int, Team> byNumber;
        for (const auto& [pair, team] : m_impl->movement.teamOf)
            byNumber[team].number = team;
        sql::Statement q(*m_impl->db, "SELECT t.number, t.name, p.name FROM teams t "
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
std::vector<StoredBoard> selectBoards(sql::Connection& db, std::int64_t sessionId, int number) {
    std::string sql = "SELECT b.number, b.dealer, b.vulnerability, b.deal, d.tricks, "
                      "d.par_score, d.par_contracts, b.trump FROM boards b "
                      "LEFT JOIN double_dummy d ON d.board_id = b.id WHERE b.session_id = ?";
    if (number > 0)
        sql += " AND b.number = ?";
    sql += " ORDER BY b.number";
    sql::Statement q(db, sql);
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
        if (!q.getColumn(7).isNull())
            b.trump = core::parseTrumpSlip(q.getColumn(7).getString());
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
        sql::Statement q(*m_impl->db, "SELECT id, at, who, command, old_value, new_value, "
                                      "section, login FROM audit_log ORDER BY id");
        std::vector<AuditEntry> out;
        while (q.executeStep())
            out.push_back(AuditEntry{q.getColumn(0).getInt64(), q.getColumn(1).getString(),
                                     q.getColumn(2).getString(), q.getColumn(3).getString(),
                                     q.getColumn(4).getString(), q.getColumn(5).getString(),
                                     q.getColumn(6).getString(), q.getColumn(7).getString()});
        return out;
    });
}

std::map<std::string, std::string> EventStore::memberNumbers() const {
    return guarded(m_impl->path, [&] {
        sql::Statement q(*m_impl->db,
                         "SELECT name, member_number FROM players WHERE member_number <> ''");
        std::map<std::string, std::string> out;
        while (q.executeStep())
            out[q.getColumn(0).getString()] = q.getColumn(1).getString();
        return out;
    });
}

std::map<int, std::string> EventStore::tableSecrets() const {
    return guarded(m_impl->path, [&] {
        sql::Statement q(*m_impl->db, "SELECT table_number, secret FROM table_secrets "
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
        // A server keeps its own pages whole; its constraints hold every row in place.
        if (m_impl->onServer())
            return;
        sql::Statement q(*m_impl->db, "PRAGMA integrity_check");
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
        sql::Statement fk(*m_impl->db, "PRAGMA foreign_key_check");
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
        return m_impl->check(line, m_impl->scoring(), m_impl->boardOf(line.board), false,
                             m_impl->duplicateAuction());
    });
}

} // namespace overplay::db
