// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/GuideCard.h"
#include "movements/Labels.h"

#include "movements/Validator.h"

#include <algorithm>
#include <map>

namespace overplay::movements {

namespace {

const char* seatName(int i) {
    static const char* names[] = {"N", "E", "S", "W"};
    return names[i];
}

/// Where each entry is in each round: table and seat ("" when absent).
struct Place {
    int table = 0;
    std::string seat;
};

std::map<std::pair<int, int>, Place> placesOf(const Movement& m) {
    std::map<std::pair<int, int>, Place> places; // (round, entry) → place
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables) {
            if (m.isIndividual()) {
                for (int i = 0; i < 4; ++i)
                    if (t.players[i] != 0)
                        places[{r.number, t.players[i]}] = {t.table, seatName(i)};
            } else {
                if (t.ns != 0)
                    places[{r.number, t.ns}] = {t.table, "NS"};
                if (t.ew != 0)
                    places[{r.number, t.ew}] = {t.table, "EW"};
            }
        }
    return places;
}

NextPlace nextPlace(const Movement& m, const std::map<std::pair<int, int>, Place>& places,
                    int entry, int round, int table, const std::string& seat) {
    NextPlace next;
    if (entry == 0)
        return next;
    const int last = static_cast<int>(m.rounds.size());
    if (round == last) {
        next.text = "end";
        return next;
    }
    auto it = places.find({round + 1, entry});
    if (it == places.end()) {
        next.round = round + 1;
        next.text = "sit out";
        return next;
    }
    next.round = round + 1;
    next.table = it->second.table;
    next.seat = it->second.seat;
    next.text = (next.table == table && next.seat == seat)
                    ? "stay " + seat
                    : "table " + std::to_string(next.table) + " " + next.seat;
    return next;
}

BoardsNext boardsNext(const Movement& m, int set, int round) {
    BoardsNext next;
    if (set == 0)
        return next;
    for (const Round& r : m.rounds) {
        if (r.number <= round)
            continue;
        for (const TableRound& t : r.tables)
            if (t.set == set) {
                next.round = r.number;
                next.table = t.table;
                if (r.number == round + 1)
                    next.text = "table " + std::to_string(t.table);
                else
                    next.text = std::string(m.byeStandAfterTable ? "bye stand" : "relay") +
                                " (table " + std::to_string(t.table) + " in round " +
                                std::to_string(r.number) + ")";
                return next;
            }
    }
    next.text = "done";
    return next;
}

} // namespace

std::vector<TableGuideCard> tableGuideCards(const Movement& m) {
    requirePlayable(m); // a card must never send a pair or a board somewhere that does not exist
    const auto places = placesOf(m);
    std::vector<TableGuideCard> cards(m.tables);
    for (int t = 0; t < m.tables; ++t)
        cards[t].table = t + 1;
    for (const Round& r : m.rounds) {
        std::map<int, std::vector<int>> tablesOfSet;
        for (const TableRound& t : r.tables)
            if (t.set != 0)
                tablesOfSet[t.set].push_back(t.table);
        for (int table = 1; table <= m.tables; ++table) {
            TableGuideLine line;
            line.round = r.number;
            auto it = std::find_if(r.tables.begin(), r.tables.end(),
                                   [&](const TableRound& x) { return x.table == table; });
            if (it != r.tables.end()) {
                const TableRound& t = *it;
                line.ns = t.ns;
                line.ew = t.ew;
                line.set = t.set;
                line.switched = t.switched;
                if (t.set != 0) {
                    line.firstBoard = m.firstBoardOf(t.set);
                    line.lastBoard = m.lastBoardOf(t.set);
                    for (int other : tablesOfSet[t.set])
                        if (other != table)
                            line.sharedWith.push_back(other);
                }
                if (m.isIndividual())
                    line.players.assign(t.players.begin(), t.players.end());
                line.nsNext = nextPlace(m, places, t.ns, r.number, table, "NS");
                line.ewNext = nextPlace(m, places, t.ew, r.number, table, "EW");
                line.boardsNext = boardsNext(m, t.set, r.number);
            }
            cards[table - 1].lines.push_back(line);
        }
    }
    return cards;
}

std::vector<PairCard> pairCards(const Movement& m) {
    requirePlayable(m);
    std::vector<PairCard> cards;
    for (int e = 1; e <= m.pairs; ++e) {
        PairCard card;
        card.pair = e;
        card.label = entryLabel(m, e);
        for (const Round& r : m.rounds) {
            PairCardLine line;
            line.round = r.number;
            for (const TableRound& t : r.tables) {
                int seat = -1;
                if (m.isIndividual()) {
                    for (int i = 0; i < 4; ++i)
                        if (t.players[i] == e)
                            seat = i;
                } else if (t.ns == e || t.ew == e) {
                    seat = t.ns == e ? 0 : 1;
                }
                if (seat < 0)
                    continue;
                line.table = t.table;
                if (m.isIndividual()) {
                    line.seat = seatName(seat);
                    line.partner = t.players[(seat + 2) % 4];
                } else {
                    line.seat = seat == 0 ? "NS" : "EW";
                    line.opponents = seat == 0 ? t.ew : t.ns;
                }
                line.set = t.set;
                if (t.set != 0) {
                    line.firstBoard = m.firstBoardOf(t.set);
                    line.lastBoard = m.lastBoardOf(t.set);
                }
            }
            card.lines.push_back(line);
        }
        cards.push_back(card);
    }
    return cards;
}

} // namespace overplay::movements
