// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/MasterPointAwards.h"

#include "core/Error.h"
#include "core/Strata.h"
#include "db/EventStore.h"
#include "movements/Labels.h"
#include "movements/ScoringFit.h"

#include <algorithm>
#include <set>

namespace overplay::db {

namespace {

/// The boards each entry of the sections is scheduled to play (by session entry,
/// movements::sessionEntry), and the boards in use in each section.
struct Schedule {
    std::map<int, int> boardsOf;
    std::vector<int> boardsInUse; ///< by section
    int most = 0;                 ///< the most boards any entry is scheduled to play
};

Schedule scheduleOf(const std::vector<movements::Section>& sections) {
    Schedule s;
    for (std::size_t i = 0; i < sections.size(); ++i) {
        const movements::Movement& m = sections[i].movement;
        std::set<int> sets;
        for (const movements::Round& round : m.rounds)
            for (const movements::TableRound& t : round.tables) {
                if (t.set == 0)
                    continue;
                sets.insert(t.set);
                const auto play = [&](int entry) {
                    if (entry != 0)
                        s.boardsOf[movements::sessionEntry(sections, {i, entry})] +=
                            m.boardsPerRound;
                };
                if (m.isIndividual()) {
                    for (const int player : t.players)
                        play(player);
                } else {
                    play(t.ns);
                    play(t.ew);
                }
            }
        s.boardsInUse.push_back(static_cast<int>(sets.size()) * m.boardsPerRound);
    }
    for (const auto& [entry, boards] : s.boardsOf)
        s.most = std::max(s.most, boards);
    return s;
}

std::string entriesText(const std::vector<movements::Section>& sections,
                        const std::vector<int>& entries) {
    std::string text;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        if (i > 0)
            text += i + 1 == entries.size() ? " and " : ", ";
        text += movements::entryLabel(sections, entries[i]);
    }
    return text;
}

/// The awards of `fields` (rankings of the sections, by session entry), each ranking's section
/// by `sectionOf` (none: the whole field across the sections).
MasterPointAwards awardsOf(const EventStore& store, const std::vector<movements::Section>& sections,
                           const std::vector<core::Ranking>& fields,
                           const std::vector<std::size_t>& sectionOf,
                           const std::map<int, std::optional<double>>& figures) {
    MasterPointAwards out;
    out.scale = masterPointScaleOf(store);
    if (out.scale == core::MasterPointScale::None || sections.empty())
        return out;
    const EventInfo info = store.info();
    const movements::Movement& movement = sections.front().movement;
    const bool teams = movements::ranksTeams(movement, info.scoring);
    const core::AwardEntry entry = teams                     ? core::AwardEntry::Team
                                   : movement.isIndividual() ? core::AwardEntry::Individual
                                                             : core::AwardEntry::Pair;
    // The club scale a club's event gets unasked is for bridge pairs and individuals: a team
    // event or duplicate whist is awarded nothing unless the director chose a scale.
    if ((teams || info.scoring == core::ScoringMethod::Whist) && !info.settings.masterPoints) {
        out.scale = core::MasterPointScale::None;
        return out;
    }
    const bool ebu = core::isEbuScale(out.scale);
    if (teams) {
        out.notes.push_back(ebu ? "No master points: the EBU's scales for teams are not in "
                                  "Overplay (their tables were not at hand)."
                                : "No master points: the ACBL's club game awards in Overplay "
                                  "are for pairs and individuals.");
        return out;
    }
    const Schedule schedule = scheduleOf(sections);
    if (ebu && entry == core::AwardEntry::Pair) {
        // The 70% rule: one pair scheduled for too few of its section's boards, and the
        // session earns none.
        std::vector<int> shortOf;
        int pairs = 0;
        for (std::size_t i = 0; i < sections.size(); ++i) {
            pairs += sections[i].movement.pairs;
            std::map<int, int> scheduled;
            for (int e = 1; e <= sections[i].movement.pairs; ++e) {
                const int number = movements::sessionEntry(sections, {i, e});
                const auto it = schedule.boardsOf.find(number);
                scheduled[number] = it == schedule.boardsOf.end() ? 0 : it->second;
            }
            for (const int e : core::shortOfSeventyPercent(schedule.boardsInUse[i], scheduled))
                shortOf.push_back(e);
        }
        if (!shortOf.empty()) {
            const bool every = static_cast<int>(shortOf.size()) == pairs;
            out.notes.push_back(
                "No master points: " +
                (every ? std::string("every pair") : entriesText(sections, shortOf)) +
                (every || shortOf.size() == 1 ? " is" : " are") +
                " scheduled to play fewer than 70% of the boards in use (the "
                "EBU's 70% rule).");
            return out;
        }
    }
    if (ebu && schedule.most < 12)
        out.notes.push_back("No master points: the EBU awards none for a session of fewer "
                            "than 12 boards.");
    for (std::size_t f = 0; f < fields.size(); ++f) {
        const core::Ranking& ranking = fields[f];
        core::AwardField field{entry, static_cast<int>(ranking.rows.size()), schedule.most};
        if (!ebu && !ranking.direction.empty()) {
            // The ACBL's comparison group of a Mitchell: a half table counted as a full one,
            // so both directions are as large as the larger.
            for (std::size_t g = 0; g < fields.size(); ++g)
                if (!fields[g].direction.empty() &&
                    (sectionOf.empty() || sectionOf[g] == sectionOf[f]))
                    field.size = std::max(field.size, static_cast<int>(fields[g].rows.size()));
        }
        std::map<int, double> awards;
        if (ebu && !info.strata.strata.empty())
            awards = core::stratifiedAwards(out.scale, field, ranking,
                                            core::stratify(ranking, info.strata, figures));
        else
            awards = core::fieldAwards(out.scale, field, ranking);
        for (const auto& [e, award] : awards)
            out.byEntry[e] = std::max(out.byEntry[e], award);
    }
    if (!ebu && !info.strata.strata.empty())
        out.notes.push_back("Master points are the open awards only: the ACBL's charts for a "
                            "club game's lower strata are not in Overplay.");
    return out;
}

} // namespace

double MasterPointAwards::of(int entry) const {
    const auto it = byEntry.find(entry);
    return it == byEntry.end() ? 0 : it->second;
}

core::MasterPointScale masterPointScaleOf(const EventStore& store) {
    const EventInfo info = store.info();
    return core::masterPointScaleFor(info.settings,
                                     !info.club.name.empty() || !info.club.number.empty());
}

MasterPointAwards masterPointAwards(const EventStore& store, const SectionsRanking& ranked) {
    const auto& sections = ranked.sections;
    const bool stratified = !store.info().strata.strata.empty();
    const auto figures =
        stratified ? entryFigures(store, sections) : std::map<int, std::optional<double>>{};
    if (!ranked.overall.empty())
        return awardsOf(store, sections, ranked.overall, {}, figures);
    return awardsOf(store, sections, ranked.result.rankings, ranked.sectionOfRanking, figures);
}

} // namespace overplay::db
