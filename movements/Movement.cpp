// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Movement.h"

#include <algorithm>
#include <stdexcept>

namespace overplay::movements {

Movement newMovement(std::string kind, std::string name, const MovementSize& size) {
    Movement m;
    m.kind = std::move(kind);
    m.name = std::move(name);
    m.pairs = size.pairs;
    m.tables = size.tables;
    m.boardSets = size.boardSets;
    m.boardsPerRound = size.boardsPerRound;
    m.rounds.resize(static_cast<std::size_t>(std::max(0, size.rounds)));
    for (std::size_t r = 0; r < m.rounds.size(); ++r)
        m.rounds[r].number = static_cast<int>(r) + 1;
    return m;
}

void labelEntriesByNumber(Movement& m) {
    for (int p = 1; p <= m.pairs; ++p)
        m.pairLabels[p] = std::to_string(p);
}

SharedTables everyTableShares(int tables) {
    SharedTables all;
    for (int t = 1; t <= tables; ++t)
        all.tables.push_back(t);
    return all;
}

int usualBoardsPerRound(int rounds) {
    return std::max(2, (26 + rounds / 2) / std::max(rounds, 1));
}

bool isInPlay(const Movement& m, const TableRound& t) {
    if (t.set == 0)
        return false;
    if (m.isIndividual())
        return std::count(t.players.begin(), t.players.end(), 0) == 0;
    return t.ns != 0 && t.ew != 0;
}

int Movement::realRounds() const {
    return realRoundOf(static_cast<int>(rounds.size()));
}

int Movement::realRoundOf(int round) const {
    if (round < 1 || round > static_cast<int>(rounds.size()))
        return 0;
    int real = 0;
    for (int i = 0; i < round; ++i)
        if (i == 0 || !rounds[i].samePlacesAsBefore)
            ++real;
    return real;
}

std::pair<int, int> Movement::roundsOfReal(int realRound) const {
    std::pair<int, int> span{0, 0};
    int real = 0;
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        if (i == 0 || !rounds[i].samePlacesAsBefore)
            ++real;
        if (real == realRound) {
            if (span.first == 0)
                span.first = static_cast<int>(i) + 1;
            span.second = static_cast<int>(i) + 1;
        } else if (real > realRound) {
            break;
        }
    }
    return span;
}

void listOnlyTablesInPlay(Movement& m) {
    for (Round& r : m.rounds) {
        std::vector<char> placed(static_cast<std::size_t>(std::max(0, m.pairs)) + 1, 0);
        auto place = [&](int e) {
            if (e > 0 && e <= m.pairs)
                placed[e] = 1;
        };
        std::vector<TableRound> kept;
        std::vector<int> idle;
        for (const TableRound& t : r.tables) {
            // The entries are pairs, or for an individual the players (team movements name
            // the players of a pair too, but their entries are the pairs).
            std::vector<int> entries;
            if (m.isIndividual())
                entries.assign(t.players.begin(), t.players.end());
            else
                entries = {t.ns, t.ew};
            if (isInPlay(m, t)) {
                kept.push_back(t);
                for (int e : entries)
                    place(e);
                continue;
            }
            for (int e : entries)
                if (e != 0)
                    idle.push_back(e);
        }
        r.tables = std::move(kept);
        for (int e : r.sitout)
            place(e);
        for (int e : idle)
            if (e > 0 && e <= m.pairs && !placed[e]) {
                placed[e] = 1;
                r.sitout.push_back(e);
            }
        for (int e = 1; e <= m.pairs; ++e)
            if (!placed[e])
                r.sitout.push_back(e);
        std::sort(r.sitout.begin(), r.sitout.end());
    }
}

void removeTable(Movement& m, int table) {
    auto renumber = [table](int t) { return t > table ? t - 1 : t; };
    for (Round& r : m.rounds) {
        std::vector<TableRound> kept;
        for (TableRound t : r.tables) {
            if (t.table == table) {
                if (isInPlay(m, t))
                    throw std::logic_error("removeTable: table " + std::to_string(table) +
                                           " is in play");
                continue;
            }
            t.table = renumber(t.table);
            kept.push_back(t);
        }
        r.tables = std::move(kept);
    }
    std::vector<SharedTables> shared;
    for (SharedTables s : m.promises.sharedTables) {
        std::vector<int> tables;
        for (int t : s.tables)
            if (t != table)
                tables.push_back(renumber(t));
        s.tables = tables;
        if (s.tables.size() >= 2)
            shared.push_back(s);
    }
    m.promises.sharedTables = shared;
    if (m.byeStandAfterTable >= table)
        m.byeStandAfterTable = std::max(0, m.byeStandAfterTable - 1);
    m.tables -= 1;
}

} // namespace overplay::movements
