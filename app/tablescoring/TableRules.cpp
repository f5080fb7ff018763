// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/tablescoring/TableRules.h"

#include "core/Card.h"
#include "movements/BoardPlacements.h"

#include <algorithm>

namespace overplay::app {

namespace {

std::string seatWord(core::Seat seat) {
    static const char* const words[] = {"North", "East", "South", "West"};
    return words[static_cast<int>(seat)];
}

} // namespace

bool isSettled(const db::StoredLine& line) {
    return line.confirmed || line.source != db::LineSource::Table;
}

TableRules::TableRules(db::EventStore& store) : m_store(store), m_movement(store.movement()) {}

std::optional<movements::TableRound> TableRules::seating(int table, int round) const {
    if (round < 1 || round > static_cast<int>(m_movement.rounds.size()))
        return std::nullopt;
    for (const movements::TableRound& tr : m_movement.rounds[round - 1].tables)
        if (tr.table == table && tr.set > 0)
            return tr;
    return std::nullopt;
}

std::vector<BoardState> TableRules::boardsOf(const movements::TableRound& tr) const {
    std::vector<BoardState> out;
    for (int b : movements::boardsAt(m_movement, tr))
        out.push_back(BoardState{b, m_store.line(b, tr.ns, tr.ew)});
    return out;
}

TablePosition TableRules::position(int table, int requestedRound) const {
    TablePosition p;
    p.currentRound = static_cast<int>(m_movement.rounds.size()) + 1;
    std::vector<BoardState> current;
    for (const movements::Round& round : m_movement.rounds) {
        auto tr = seating(table, round.number);
        if (!tr)
            continue;
        std::vector<BoardState> boards = boardsOf(*tr);
        const bool done = std::all_of(boards.begin(), boards.end(), [](const BoardState& b) {
            return b.line && isSettled(*b.line);
        });
        if (!done) {
            p.currentRound = round.number;
            current = std::move(boards);
            break;
        }
    }
    p.round =
        requestedRound > 0 && requestedRound <= p.currentRound ? requestedRound : p.currentRound;
    if (auto tr = seating(table, p.round)) {
        p.seating = *tr;
        p.boards = p.round == p.currentRound ? std::move(current) : boardsOf(*tr);
    }
    return p;
}

TableProgress TableRules::progress(int table) const {
    const TablePosition s = position(table);
    TableProgress p;
    p.table = table;
    p.round = s.round;
    p.finished = s.currentRound > static_cast<int>(m_movement.rounds.size());
    p.boardsInRound = static_cast<int>(s.boards.size());
    for (const BoardState& b : s.boards) {
        p.entered += b.line ? 1 : 0;
        p.confirmed += b.line && isSettled(*b.line) ? 1 : 0;
    }
    return p;
}

std::variant<TableTarget, TableRefusal> TableRules::target(int table, int round, int board) const {
    const TablePosition where = position(table);
    const auto tr = seating(table, round);
    if (round < 1 || round > where.currentRound || !tr)
        return TableRefusal{TableRefusal::Kind::NotNow, "Round " + std::to_string(round) +
                                                            " is not being played at table " +
                                                            std::to_string(table) + " now."};
    if (board < 1 || board > m_movement.boards() || m_movement.setOfBoard(board) != tr->set)
        return TableRefusal{TableRefusal::Kind::NotHere,
                            "Board " + std::to_string(board) + " is not played at table " +
                                std::to_string(table) + " in round " + std::to_string(round) + "."};
    return TableTarget{board, round, *tr};
}

std::optional<TableRefusal> TableRules::mayEnter(int table, const TableTarget& t) const {
    const auto existing = m_store.line(t.board, t.seating.ns, t.seating.ew);
    // A line the opponents confirmed, the director's, or another table's (a phone at the
    // wrong table) is changed only at the console.
    if (existing && (isSettled(*existing) || existing->sourceTable != table))
        return TableRefusal{TableRefusal::Kind::Settled,
                            "Board " + std::to_string(t.board) +
                                " is already scored and confirmed. Ask the director to change "
                                "it."};
    return std::nullopt;
}

std::optional<TableRefusal> TableRules::mayConfirm(const TableTarget& t) const {
    if (!m_store.line(t.board, t.seating.ns, t.seating.ew))
        return TableRefusal{TableRefusal::Kind::NoResult,
                            "Board " + std::to_string(t.board) + " has no result to confirm yet."};
    return std::nullopt;
}

bool TableRules::needsConfirming(const TableTarget& t) const {
    const auto existing = m_store.line(t.board, t.seating.ns, t.seating.ew);
    return existing && !isSettled(*existing);
}

std::optional<TableRefusal> TableRules::checkLead(int table, const core::TravellerLine& line) {
    if (!line.lead || !line.play || line.play->contract.isPassedOut())
        return std::nullopt;
    const std::optional<db::StoredBoard> stored = m_store.board(line.board);
    if (!stored || !stored->deal)
        return std::nullopt; // no hand record: nothing to learn from the answer
    const int checked = m_store.checkLead(table, line.board, core::cardText(*line.lead),
                                          "table " + std::to_string(table));
    if (checked > maxLeadsChecked)
        return TableRefusal{TableRefusal::Kind::LeadLimit,
                            "Enter board " + std::to_string(line.board) +
                                " without the lead: the director can add it."};
    const core::Seat leader = core::nextSeat(line.play->declarer);
    if ((*stored->deal)[leader].has(*line.lead))
        return std::nullopt;
    return TableRefusal{TableRefusal::Kind::Lead,
                        "The lead " + core::cardText(*line.lead) + " is not in " +
                            seatWord(leader) + "'s hand: " + seatWord(leader) + " leads against " +
                            seatWord(line.play->declarer) + "."};
}

std::optional<movements::TableRound> TableRules::travellerSeating(int table, int board) const {
    for (const movements::Round& round : m_movement.rounds) {
        auto tr = seating(table, round.number);
        if (!tr || m_movement.setOfBoard(board) != tr->set)
            continue;
        auto own = m_store.line(board, tr->ns, tr->ew);
        if (!own || !isSettled(*own))
            return std::nullopt;
        return tr;
    }
    return std::nullopt;
}

} // namespace overplay::app
