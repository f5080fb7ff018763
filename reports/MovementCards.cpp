#include "reports/MovementCards.h"

#include <algorithm>

namespace overplay::reports {

namespace {

std::string labelOf(const movements::Movement& m, int entry) {
    auto it = m.pairLabels.find(entry);
    return it != m.pairLabels.end() && !it->second.empty() ? it->second : std::to_string(entry);
}

std::string tableList(const std::vector<int>& tables) {
    std::string text = tables.size() == 1 ? "table " : "tables ";
    for (std::size_t i = 0; i < tables.size(); ++i)
        text += (i ? ", " : "") + std::to_string(tables[i]);
    return text;
}

std::vector<int> tablesWithSet(const movements::Round& round, int set) {
    std::vector<int> tables;
    for (const auto& t : round.tables)
        if (t.set == set)
            tables.push_back(t.table);
    std::sort(tables.begin(), tables.end());
    return tables;
}

// Where a board set goes after round index r: the tables that hold it next round; if none,
// it waits on the bye stand when a later round uses it again, else it is collected.
std::string boardsNext(const movements::Movement& m, std::size_t r, int set) {
    if (set == 0)
        return "";
    if (r + 1 >= m.rounds.size())
        return "collect";
    auto next = tablesWithSet(m.rounds[r + 1], set);
    if (!next.empty())
        return tableList(next);
    for (std::size_t later = r + 2; later < m.rounds.size(); ++later)
        if (!tablesWithSet(m.rounds[later], set).empty())
            return "bye stand";
    return "collect";
}

} // namespace

std::vector<TableCard> tableCards(const movements::Movement& m) {
    std::vector<TableCard> cards(static_cast<std::size_t>(std::max(m.tables, 0)));
    for (int t = 0; t < m.tables; ++t)
        cards[static_cast<std::size_t>(t)].table = t + 1;
    for (std::size_t r = 0; r < m.rounds.size(); ++r) {
        const auto& round = m.rounds[r];
        for (const auto& tr : round.tables) {
            if (tr.table < 1 || tr.table > m.tables)
                continue;
            TableCardRow row;
            row.round = round.number;
            row.ns = tr.ns;
            row.ew = tr.ew;
            row.set = tr.set;
            if (tr.set > 0 && m.boardsPerRound > 0) {
                row.firstBoard = m.firstBoardOf(tr.set);
                row.lastBoard = m.lastBoardOf(tr.set);
            }
            row.switched = tr.switched;
            if (m.isIndividual())
                row.players.assign(tr.players.begin(), tr.players.end());
            if (tr.set > 0)
                for (int other : tablesWithSet(round, tr.set))
                    if (other != tr.table)
                        row.sharedWith.push_back(other);
            row.boardsNext = boardsNext(m, r, tr.set);
            cards[static_cast<std::size_t>(tr.table - 1)].rows.push_back(std::move(row));
        }
    }
    for (auto& card : cards)
        std::stable_sort(card.rows.begin(), card.rows.end(),
                         [](const auto& a, const auto& b) { return a.round < b.round; });
    return cards;
}

std::vector<PairCard> pairCards(const movements::Movement& m) {
    std::vector<PairCard> cards;
    static const char* seatNames[] = {"N", "E", "S", "W"};
    for (int entry = 1; entry <= m.pairs; ++entry) {
        PairCard card;
        card.entry = entry;
        for (const auto& round : m.rounds) {
            PairCardRow row;
            row.round = round.number;
            for (const auto& tr : round.tables) {
                std::string opponents;
                if (m.isIndividual()) {
                    for (int s = 0; s < 4; ++s)
                        if (tr.players[static_cast<std::size_t>(s)] == entry) {
                            row.seat = seatNames[s];
                            int left = tr.players[static_cast<std::size_t>((s + 1) % 4)];
                            int right = tr.players[static_cast<std::size_t>((s + 3) % 4)];
                            opponents = labelOf(m, left) + " & " + labelOf(m, right);
                        }
                } else if (tr.ns == entry) {
                    row.seat = "N-S";
                    opponents = tr.ew ? labelOf(m, tr.ew) : "";
                } else if (tr.ew == entry) {
                    row.seat = "E-W";
                    opponents = tr.ns ? labelOf(m, tr.ns) : "";
                }
                if (!row.seat.empty()) {
                    row.table = tr.table;
                    row.opponents = opponents;
                    row.switched = tr.switched;
                    if (tr.set > 0 && m.boardsPerRound > 0) {
                        row.firstBoard = m.firstBoardOf(tr.set);
                        row.lastBoard = m.lastBoardOf(tr.set);
                    }
                    break;
                }
            }
            card.rows.push_back(std::move(row));
        }
        cards.push_back(std::move(card));
    }
    return cards;
}

} // namespace overplay::reports
