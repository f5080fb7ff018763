// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/BoardPlacements.h"

#include "core/Error.h"
#include "movements/Labels.h"

#include <algorithm>
#include <string>

namespace overplay::movements {

std::vector<int> boardsAt(const Movement& movement, const TableRound& table) {
    std::vector<int> boards;
    if (table.set <= 0)
        return boards;
    for (int b = movement.firstBoardOf(table.set); b <= movement.lastBoardOf(table.set); ++b)
        boards.push_back(b);
    return boards;
}

std::vector<BoardPlay> boardPlays(const Movement& movement) {
    std::vector<BoardPlay> plays;
    for (const Round& round : movement.rounds)
        for (const TableRound& t : round.tables)
            if (isInPlay(movement, t))
                for (int board : boardsAt(movement, t))
                    plays.push_back(BoardPlay{round.number, t, board});
    return plays;
}

std::size_t boardPlayCount(const Movement& movement) {
    std::size_t count = 0;
    for (const Round& round : movement.rounds)
        for (const TableRound& t : round.tables)
            if (isInPlay(movement, t))
                count += static_cast<std::size_t>(
                    std::max(0, movement.lastBoardOf(t.set) - movement.firstBoardOf(t.set) + 1));
    return count;
}

std::uint64_t BoardPlacements::key(int set, int ns, int ew) {
    return (static_cast<std::uint64_t>(set) << 42) | (static_cast<std::uint64_t>(ns) << 21) |
           static_cast<std::uint64_t>(ew);
}

std::string BoardPlacements::label(int entry) const {
    return sectionLabel(m_labelPrefix, *m_movement, entry);
}

BoardPlacements::BoardPlacements(const Movement& movement, std::string labelPrefix)
    : m_movement(&movement), m_labelPrefix(std::move(labelPrefix)) {
    for (const Round& round : movement.rounds)
        for (const TableRound& t : round.tables) {
            if (!isInPlay(movement, t))
                continue;
            if (t.ns > 0 && t.ew > 0)
                m_placements.emplace(key(t.set, t.ns, t.ew), Placement{round.number, t});
            // An individual's line is named by one player of each side, either partner: a
            // director types the numbers on the players' cards, whoever held North.
            if (movement.isIndividual())
                for (int ns : {t.players[0], t.players[2]})
                    for (int ew : {t.players[1], t.players[3]})
                        m_placements.emplace(key(t.set, ns, ew), Placement{round.number, t});
        }
}

std::optional<BoardPlacements::Placement> BoardPlacements::find(int board, int ns, int ew) const {
    if (board < 1 || board > m_movement->boards())
        return std::nullopt;
    const auto it = m_placements.find(key(m_movement->setOfBoard(board), ns, ew));
    if (it == m_placements.end())
        return std::nullopt;
    return it->second;
}

BoardPlacements::Placement BoardPlacements::require(int board, int ns, int ew) const {
    const Movement& m = *m_movement;
    const std::string boardName = "board " + std::to_string(board);
    if (board < 1 || board > m.boards())
        throw core::InputError("there is no " + boardName + " in this movement (boards 1.." +
                               std::to_string(m.boards()) + ")");
    for (int pair : {ns, ew})
        if (pair < 1 || pair > m.pairs)
            throw core::InputError("there is no pair " + std::to_string(pair) +
                                   " in this movement (pairs 1.." + std::to_string(m.pairs) + ")");
    if (ns == ew)
        throw core::InputError(pairName(ns) + " cannot play against itself");
    if (auto found = find(board, ns, ew))
        return *found;

    const auto where = [&](const Placement& p) {
        return "round " + std::to_string(p.round) + " at table " + std::to_string(p.table.table) +
               " by " + label(p.table.ns) + " v " + label(p.table.ew);
    };
    if (auto swapped = find(board, ew, ns))
        throw PlacementError(pairName(ew) + " held the North-South cards on " + boardName +
                             " against " + pairName(ns) + " (" + where(*swapped) + ")" +
                             (swapped->table.switched ? ", an arrow-switched round" : "") +
                             ": give the North-South pair first");
    const int set = m.setOfBoard(board);
    std::string detail;
    for (int pair : {ns, ew}) {
        for (const Round& round : m.rounds) {
            for (const TableRound& t : round.tables)
                if (t.set == set && (t.ns == pair || t.ew == pair)) {
                    detail = boardName + " is played in " + where(Placement{round.number, t});
                    break;
                }
            if (!detail.empty())
                break;
        }
        if (!detail.empty())
            break;
    }
    if (detail.empty())
        detail = "neither pair plays " + boardName;
    throw PlacementError(pairName(ns) + " and " + pairName(ew) + " do not meet on " + boardName +
                         " in this movement: " + detail);
}

BoardPlacements::Placement BoardPlacements::asPlayed(int board, int ns, int ew) const {
    if (auto swapped = find(board, ew, ns))
        return *swapped;
    const Movement& m = *m_movement;
    const int set = m.setOfBoard(board);
    for (int pair : {ns, ew})
        for (const Round& round : m.rounds)
            for (const TableRound& t : round.tables)
                if (t.set == set && (t.ns == pair || t.ew == pair))
                    return Placement{round.number, t};
    Placement first;
    first.round = 1;
    first.table.table = 1;
    return first;
}

} // namespace overplay::movements
