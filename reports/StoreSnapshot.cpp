// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/StoreSnapshot.h"

#include "db/EventStore.h"
#include "db/Ranking.h"
#include "movements/Labels.h"
#include "reports/RankingView.h"

namespace overplay::reports {

namespace {

/// What the snapshots of a session's sections share, read once: a simultaneous pairs has
/// thousands of sections, and each reading them all again made a site grow with their square.
struct Shared {
    db::EventInfo info;
    std::map<std::string, std::string> memberNumbers;
    std::size_t sections = 1; ///< in the session
    bool severalSessions = false;
    std::vector<BoardInfo> boards;
};

Shared sharedOf(const db::EventStore& store, std::size_t sections) {
    Shared shared;
    shared.info = store.info();
    shared.memberNumbers = store.memberNumbers();
    shared.sections = sections;
    shared.severalSessions = store.sessionNumbers().size() > 1;
    for (const auto& board : store.boards()) {
        BoardInfo b;
        b.number = board.number;
        b.dealer = board.dealer;
        b.vulnerability = board.vulnerability;
        b.deal = board.deal;
        b.doubleDummy = board.doubleDummy;
        b.trump = board.trump;
        shared.boards.push_back(std::move(b));
    }
    return shared;
}

EventSnapshot unscoredSnapshotOf(const db::EventStore& store, const Shared& shared) {
    EventSnapshot s;
    const db::EventInfo& info = shared.info;
    s.eventName = info.name;
    s.date = info.date;
    s.clubName = info.club.name;
    s.clubNumber = info.club.number;
    s.memberNumbers = shared.memberNumbers;
    s.method = info.scoring;
    s.movement = store.movement();
    // With more than one section a snapshot is of the section in use, its entries labelled
    // with the section letter first ("A3NS") and its name in the title.
    // Each session and section is printed and published on its own, and says which it is.
    if (shared.severalSessions)
        s.sessionName = "Session " + std::to_string(store.sessionNumber());
    if (shared.sections > 1)
        s.sessionName +=
            (s.sessionName.empty() ? "" : ", ") + std::string("Section ") + store.section();
    for (const auto& entry : store.entries()) {
        EntryInfo e;
        e.number = entry.number;
        e.label = store.entryLabel(entry.number);
        e.players = entry.players;
        s.entries[entry.number] = e;
    }
    s.settings = info.settings;
    s.finalAt = info.finalAt;
    addTeams(store, s);
    s.boards = shared.boards;
    return s;
}

EventSnapshot unscoredSnapshotOf(const db::EventStore& store) {
    return unscoredSnapshotOf(store, sharedOf(store, store.sections().size()));
}

/// The section in use, with the name it plays under.
movements::Section sectionInUse(const db::EventStore& store) {
    for (movements::Section& section : store.sections())
        if (section.letter == store.section())
            return std::move(section);
    return {store.section(), store.movement()};
}

/// The strata and master points of the snapshot's rankings as reports::sectionView has them
/// (the section's own view, which `rank --section` and the console's standings show): its
/// rows, with their equalities among the stratum's entries, and the awards. A section of a
/// simultaneous pairs is awarded on its own results, as the EBU's clubs award theirs on local
/// results.
void addSectionView(const db::EventStore& store, EventSnapshot& s,
                    const movements::Section& section) {
    if (!s.result)
        return;
    const RankingView view = sectionView(store, section, *s.result);
    for (const RankingViewTable& table : view.strata) {
        const core::Ranking& field = s.result->rankings.at(table.source);
        std::map<int, const core::RankingRow*> rowOf;
        for (const core::RankingRow& row : field.rows)
            rowOf[row.entry] = &row;
        core::StratumRanking stratum{*table.stratum, {table.direction, {}}};
        for (const RankingViewRow& row : table.rows) {
            core::RankingRow shown = *rowOf.at(row.entry);
            shown.rank = row.rank;
            stratum.ranking.rows.push_back(std::move(shown));
        }
        s.strata.push_back(std::move(stratum));
    }
    s.masterPointScale = view.awards.scale;
    s.masterPoints = view.awards.byEntry;
    s.masterPointNotes = view.awards.notes;
}

} // namespace

void addTeams(const db::EventStore& store, EventSnapshot& s) {
    for (const auto& team : store.teams()) {
        s.teamNames[team.number] = db::teamName(team.number, team.name);
        s.teamPlayers[team.number] = team.players;
    }
    for (auto& [number, e] : s.entries)
        if (const auto it = s.movement.teamOf.find(number); it != s.movement.teamOf.end())
            e.teamName = s.teamNames[it->second];
}

EventSnapshot snapshotOf(const db::EventStore& store) {
    EventSnapshot s = unscoredSnapshotOf(store);
    if (store.sections().size() > 1) {
        s.result = db::rankSectionInUse(store);
        if (s.result->boards.empty())
            s.result.reset();
    } else if (!store.lines().empty()) {
        s.result = db::rankEvent(store);
    }
    addSectionView(store, s, sectionInUse(store));
    return s;
}

std::vector<EventSnapshot> sectionSnapshotsOf(db::EventStore& store,
                                              const db::SectionsRanking& ranked) {
    const Shared shared = sharedOf(store, ranked.sections.size());
    std::vector<core::SessionResult> parts;
    if (ranked.acrossField)
        parts = db::sectionResultsOf(ranked);
    std::vector<EventSnapshot> out;
    for (std::size_t i = 0; i < ranked.sections.size(); ++i) {
        store.useSection(ranked.sections[i].letter);
        EventSnapshot s = unscoredSnapshotOf(store, shared);
        // Across the field a section's matchpoints are the field's; within sections, its own.
        if (ranked.sections.size() > 1) {
            s.result = ranked.acrossField ? std::move(parts[i]) : db::rankSectionInUse(store);
            if (s.result->boards.empty())
                s.result.reset();
        } else if (!store.lines().empty()) {
            s.result = db::rankEvent(store);
        }
        addSectionView(store, s, ranked.sections[i]);
        out.push_back(std::move(s));
    }
    return out;
}

EventSnapshot snapshotOf(const db::EventStore& store, const core::SessionResult& result) {
    EventSnapshot s = unscoredSnapshotOf(store);
    s.result = result;
    addSectionView(store, s, sectionInUse(store));
    return s;
}

} // namespace overplay::reports
