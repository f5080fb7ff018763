// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The master points of a stored event's session: its rankings' fields awarded on the event's
// scale (core/MasterPoints.h), with the EBU's 70% rule checked against the movement and each
// stratum a field of its own when the event is stratified. Each session is awarded on its own:
// that is what the EBU gives a ladder's rounds ("each round of a ladder will attract only local
// points at club scale", the EBU newsletter's "Blue Points Update"); a multi-session event's
// overall awards are not made (the handbook's rules for them were not at hand).

#include "core/MasterPoints.h"
#include "db/Ranking.h"

#include <map>
#include <string>
#include <vector>

namespace overplay::db {

class EventStore;

struct MasterPointAwards {
    core::MasterPointScale scale = core::MasterPointScale::None;
    /// Each entry's award, by the numbers of the rankings it was made from; every player of
    /// the entry is credited as much. Entries without an award are not here.
    std::map<int, double> byEntry;
    /// Sentences saying why some or all entries have none: the 70% rule, a team event, …
    std::vector<std::string> notes;
    /// The award of an entry; 0 for none.
    double of(int entry) const;
};

/// The scale a stored event's awards are made on: its settings' choice, else the EBU's club
/// scale for an event played at a club (one its roster named), else none.
core::MasterPointScale masterPointScaleOf(const EventStore& store);

/// The awards of a ranked session (rankSections): the whole field's rankings when it was
/// scored across the field, else each section's (a Mitchell's directions two fields). A
/// section's own (reports::sectionView): that section alone in `ranked`.
MasterPointAwards masterPointAwards(const EventStore& store, const SectionsRanking& ranked);

} // namespace overplay::db
