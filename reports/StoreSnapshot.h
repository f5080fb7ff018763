// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Filling a report snapshot from the stored event: the one place where reports/ reads the
// store. Scoring is db::rankEvent's (core::scoreSession), so the documents show exactly the
// ranking the console and `rank` show.

#include "reports/EventSnapshot.h"

#include <vector>

namespace overplay::db {
class EventStore;
struct SectionsRanking;
} // namespace overplay::db

namespace overplay::reports {

/// Everything the documents need from the event: its name, date, movement, entries with
/// names, boards with hand records and double-dummy analysis, and (when any result has been
/// entered) the scored boards and rankings. Table addresses are left empty: only a running
/// table-scoring server knows its host and port. An event of more than one section is
/// snapshotted a section at a time (the store's section in use), labels with the section
/// letter, scored within the section or across the field as the event is. Its strata and
/// master points are the section's reports::sectionView's: the one view of the rankings.
EventSnapshot snapshotOf(const db::EventStore& store);

/// The same with a result already scored (the console's, kept up to date as lines come in):
/// nothing is scored again.
EventSnapshot snapshotOf(const db::EventStore& store, const core::SessionResult& result);

/// The teams of the section in use into `snapshot`, whose movement and entries are set: each
/// team's name as printed (an unnamed team reads as its number, "Team 3"), its roster, and each
/// pair's team. Also what reports::rankingView names a team event's teams by.
void addTeams(const db::EventStore& store, EventSnapshot& snapshot);

/// Each section's snapshot of the session in use, as snapshotOf gives it, from `ranked`
/// (db::rankSections of the whole session): across the field every section's part of it,
/// within sections each section ranked on its own. What the sections share is read once, so
/// that a site of many clubs costs in proportion to them. Leaves the last section in use.
std::vector<EventSnapshot> sectionSnapshotsOf(db::EventStore& store,
                                              const db::SectionsRanking& ranked);

} // namespace overplay::reports
