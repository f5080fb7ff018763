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
                // Where the pairs sit, not which cards they hold: an arrow switch (the pairs
                // swapped in TableRound) turns the boards round, and nobody moves for it.
                if (t.ns != 0)
                    places[{r.number, t.ns}] = {t.table, t.switched ? "EW" : "NS"};
                if (t.ew != 0)
                    places[{r.number, t.ew}] = {t.table, t.switched ? "NS" : "EW"};
            }
        }
    return places;
}

/// The movement's rounds as players count them: the indices into Movement::rounds of each
/// real round, its first half first.
std::vector<std::vector<std::size_t>> realRounds(const Movement& m) {
    std::vector<std::vector<std::size_t>> out;
    for (std::size_t i = 0; i < m.rounds.size(); ++i) {
        if (out.empty() || !m.rounds[i].samePlacesAsBefore)
            out.emplace_back();
        out.back().push_back(i);
    }
    return out;
}

const TableRound* tableIn(const Round& r, int table) {
    auto it = std::find_if(r.tables.begin(), r.tables.end(),
                           [&](const TableRound& x) { return x.table == table; });
    return it == r.tables.end() ? nullptr : &*it;
}

/// Where `entry` goes after movement round `round` (its last half), seen from `table` and
/// `seat`.
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
    next.round = m.realRoundOf(round + 1);
    auto it = places.find({round + 1, entry});
    if (it == places.end()) {
        next.text = "sit out";
        return next;
    }
    next.table = it->second.table;
    next.seat = it->second.seat;
    next.text = (next.table == table && next.seat == seat)
                    ? "stay " + seat
                    : "table " + std::to_string(next.table) + " " + next.seat;
    return next;
}

/// Where a set goes after movement round `round`: straight on when it is played in the next
/// (half) round, else it waits on the relay or bye stand.
BoardsNext boardsNext(const Movement& m, int set, int round) {
    BoardsNext next;
    if (set == 0)
        return next;
    for (const Round& r : m.rounds) {
        if (r.number <= round)
            continue;
        for (const TableRound& t : r.tables)
            if (t.set == set) {
                next.round = m.realRoundOf(r.number);
                next.table = t.table;
                const std::string stand = m.byeStandAfterTable ? "bye stand" : "relay";
                if (r.number == round + 1)
                    next.text = "table " + std::to_string(t.table);
                else if (r.samePlacesAsBefore)
                    next.text = stand + " (table " + std::to_string(t.table) +
                                ", second set of round " + std::to_string(next.round) + ")";
                else
                    next.text = stand + " (table " + std::to_string(t.table) + " in round " +
                                std::to_string(next.round) + ")";
                return next;
            }
    }
    next.text = "done";
    return next;
}

/// Other tables playing `set` in round `r`.
std::vector<int> sharingTables(const Round& r, int set, int table) {
    std::vector<int> out;
    if (set == 0)
        return out;
    for (const TableRound& t : r.tables)
        if (t.set == set && t.table != table)
            out.push_back(t.table);
    return out;
}

ThenSet thenSet(const Movement& m, const Round& r, const TableRound& t) {
    ThenSet then;
    then.movementRound = r.number;
    then.set = t.set;
    if (t.set != 0) {
        then.firstBoard = m.firstBoardOf(t.set);
        then.lastBoard = m.lastBoardOf(t.set);
    }
    return then;
}

} // namespace

std::vector<TableGuideCard> tableGuideCards(const Movement& m) {
    requirePlayable(m); // a card must never send a pair or a board somewhere that does not exist
    const auto places = placesOf(m);
    std::vector<TableGuideCard> cards(m.tables);
    for (int t = 0; t < m.tables; ++t)
        cards[t].table = t + 1;
    const auto real = realRounds(m);
    for (std::size_t k = 0; k < real.size(); ++k) {
        const Round& r = m.rounds[real[k].front()];
        const int lastRound = m.rounds[real[k].back()].number;
        for (int table = 1; table <= m.tables; ++table) {
            TableGuideLine line;
            line.round = static_cast<int>(k) + 1;
            line.movementRound = r.number;
            if (const TableRound* found = tableIn(r, table)) {
                const TableRound& t = *found;
                line.ns = t.ns;
                line.ew = t.ew;
                line.set = t.set;
                line.switched = t.switched;
                if (t.set != 0) {
                    line.firstBoard = m.firstBoardOf(t.set);
                    line.lastBoard = m.lastBoardOf(t.set);
                }
                line.sharedWith = sharingTables(r, t.set, table);
                if (m.isIndividual())
                    line.players.assign(t.players.begin(), t.players.end());
                line.boardsNext = boardsNext(m, t.set, r.number);
                for (std::size_t h = 1; h < real[k].size(); ++h) {
                    const Round& half = m.rounds[real[k][h]];
                    const TableRound* later = tableIn(half, table);
                    if (later == nullptr)
                        continue;
                    ThenSet then = thenSet(m, half, *later);
                    then.switched = later->switched;
                    then.sharedWith = sharingTables(half, later->set, table);
                    then.boardsNext = boardsNext(m, later->set, half.number);
                    line.thenSets.push_back(then);
                }
                // The pairs move after the whole round, from the seats of its last half.
                auto moveOf = [&](int entry) {
                    const auto at = places.find({lastRound, entry});
                    const std::string seat = at == places.end() ? "" : at->second.seat;
                    return nextPlace(m, places, entry, lastRound, table, seat);
                };
                line.nsNext = moveOf(t.ns);
                line.ewNext = moveOf(t.ew);
            }
            cards[table - 1].lines.push_back(line);
        }
    }
    return cards;
}

std::vector<PairCard> pairCards(const Movement& m) {
    requirePlayable(m);
    const auto real = realRounds(m);
    std::vector<PairCard> cards;
    for (int e = 1; e <= m.pairs; ++e) {
        PairCard card;
        card.pair = e;
        card.label = entryLabel(m, e);
        for (std::size_t k = 0; k < real.size(); ++k) {
            const Round& r = m.rounds[real[k].front()];
            PairCardLine line;
            line.round = static_cast<int>(k) + 1;
            line.movementRound = r.number;
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
                // The same pairs stay at this table for the rest of the round.
                for (std::size_t h = 1; h < real[k].size(); ++h) {
                    const Round& half = m.rounds[real[k][h]];
                    if (const TableRound* later = tableIn(half, t.table))
                        line.thenSets.push_back(thenSet(m, half, *later));
                }
            }
            card.lines.push_back(line);
        }
        cards.push_back(card);
    }
    return cards;
}

} // namespace overplay::movements
