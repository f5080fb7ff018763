#include "reports/StoreSnapshot.h"

#include "db/EventStore.h"
#include "db/Ranking.h"

namespace overplay::reports {

EventSnapshot snapshotOf(const db::EventStore& store) {
    EventSnapshot s;
    const db::EventInfo info = store.info();
    s.eventName = info.name;
    s.date = info.date;
    s.method = info.scoring;
    s.movement = store.movement();
    for (const auto& entry : store.entries()) {
        EntryInfo e;
        e.number = entry.number;
        e.label = entry.label;
        e.players = entry.players;
        if (entry.team > 0) {
            e.teamName = "Team " + std::to_string(entry.team);
            s.teamNames.emplace(entry.team, e.teamName);
        }
        s.entries[entry.number] = e;
    }
    for (const auto& board : store.boards()) {
        BoardInfo b;
        b.number = board.number;
        b.dealer = board.dealer;
        b.vulnerability = board.vulnerability;
        b.deal = board.deal;
        b.doubleDummy = board.doubleDummy;
        s.boards.push_back(std::move(b));
    }
    if (!store.lines().empty())
        s.result = db::rankEvent(store);
    return s;
}

} // namespace overplay::reports
