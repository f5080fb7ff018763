// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/RankingView.h"

#include "db/EventStore.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"
#include "movements/ScoringFit.h"
#include "reports/StoreSnapshot.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

namespace overplay::reports {

std::string RankingView::labelOf(int entry) const {
    return entry >= 1 && static_cast<std::size_t>(entry) <= labels.size()
               ? labels[static_cast<std::size_t>(entry) - 1]
               : std::to_string(entry);
}

std::string RankingViewTeams::nameOf(int team) const {
    const auto it = teams.find(team);
    return it != teams.end() ? it->second.name : db::teamName(team, "");
}

std::vector<std::string> RankingViewTeams::playersOf(int team) const {
    const auto it = teams.find(team);
    return it != teams.end() ? it->second.players : std::vector<std::string>{};
}

std::string RankingViewTeams::scoreText(const TeamMatchView& match) const {
    return matchScoreText(match, nameOf(match.teamA), nameOf(match.teamB), matchUnit);
}

namespace {

/// A team event's teams and matches, read as the documents read them: from a snapshot of the
/// teams alone (their names and rosters as snapshotOf fills them, reports::addTeams, and the
/// pairs' players) with `result`, through reports' team views.
RankingViewTeams teamsOf(const db::EventStore& store, const db::EventInfo& info,
                         const std::vector<db::Entry>& entries, const core::SessionResult& result) {
    EventSnapshot s;
    s.method = info.scoring;
    s.settings = info.settings;
    s.movement = store.movement();
    for (const db::Entry& entry : entries) {
        EntryInfo& e = s.entries[entry.number];
        e.number = entry.number;
        e.players = entry.players;
    }
    addTeams(store, s);
    s.result = result;
    RankingViewTeams teams;
    for (const auto& [number, name] : s.teamNames)
        teams.teams[number] = {rankedName(s, number), teamPlayers(s, number)};
    teams.pointsLabel = rankingPointsLabel(s);
    teams.matchUnit = matchUnit(s);
    teams.matches = teamMatches(s);
    teams.byes = teamByes(s);
    teams.running = runningTable(s);
    return teams;
}

} // namespace

RankingView rankingView(const db::EventStore& store, const db::SectionsRanking& ranked,
                        const RankingViewOptions& options) {
    RankingView view;
    view.sections = ranked.sections;
    view.acrossField = ranked.acrossField;
    const auto& sections = ranked.sections;
    const core::SessionResult& result = ranked.result;

    // Every entry's label, names and section by its session number, a section at a time (a
    // simultaneous pairs has thousands of entries in hundreds of sections).
    struct Shown {
        std::string label;
        std::string names;
        std::size_t section = 0;
    };
    std::unordered_map<int, Shown> shownOf;
    int before = 0; // the session entries of the sections before
    // Every section's entries in one query (a server asked once a section waits for each);
    // one section alone (sectionView), its own.
    const std::vector<std::vector<db::Entry>> entries =
        sections.size() == 1
            ? std::vector<std::vector<db::Entry>>{store.entriesOf(sections.front().letter)}
            : store.entriesOfSections();
    for (std::size_t i = 0; i < sections.size(); ++i) {
        const movements::Section& section = sections[i];
        const std::string letter = sections.size() > 1 ? section.letter : std::string();
        for (int e = 1; e <= section.movement.pairs; ++e) {
            shownOf[before + e] = {movements::sectionLabel(letter, section.movement, e), {}, i};
            view.labels.push_back(shownOf[before + e].label);
        }
        for (const db::Entry& e : entries[i])
            if (e.number >= 1 && e.number <= section.movement.pairs)
                shownOf[before + e.number].names = e.names();
        before += section.movement.pairs;
    }

    // A qualifying session: the first places of each field go to the final; of the whole
    // field's rankings when it was scored across the field, else of each section's.
    const auto& fields = ranked.overall.empty() ? result.rankings : ranked.overall;
    std::set<int> qualified;
    if (!options.qualify.empty())
        for (const core::Ranking& r : fields) {
            const std::size_t places = core::qualifyingPlaces(options.qualify, r.rows.size());
            for (const core::RankingRow& row : r.rows)
                if (core::qualifies(row.rank, places))
                    qualified.insert(row.entry);
        }

    const db::EventInfo info = store.info();
    const core::Strata& strata = info.strata;
    view.stratified = !strata.strata.empty();
    std::map<int, std::optional<double>> figures;
    if (view.stratified)
        figures = db::entryFigures(store, sections);
    view.awards = db::masterPointAwards(store, ranked);

    const auto tableOf = [&](const core::Ranking& ranking, std::optional<std::size_t> section,
                             std::optional<core::Stratum> stratum) {
        RankingViewTable table;
        table.section = section;
        table.direction = ranking.direction;
        table.stratum = std::move(stratum);
        table.rows.reserve(ranking.rows.size());
        for (const core::RankingRow& row : ranking.rows) {
            RankingViewRow shown;
            shown.rank = row.rank;
            shown.entry = row.entry;
            if (const auto it = shownOf.find(row.entry); it != shownOf.end()) {
                shown.label = it->second.label;
                shown.names = it->second.names;
                shown.club = sections[it->second.section].name;
            } else {
                shown.label = std::to_string(row.entry);
            }
            shown.score = row.score;
            shown.percent = row.percent;
            shown.boards = row.boards;
            shown.penalty = row.penalty;
            shown.qualified = qualified.count(row.entry) > 0;
            if (view.stratified) {
                const auto figure = figures.find(row.entry);
                shown.stratum = core::stratumOf(strata, figure == figures.end() ? std::nullopt
                                                                                : figure->second);
            }
            shown.masterPoints = view.awards.of(row.entry);
            shown.tiebreak = row.tiebreak;
            table.rows.push_back(std::move(shown));
        }
        return table;
    };
    const auto addStrata = [&](const core::Ranking& ranking, std::optional<std::size_t> section,
                               std::size_t source) {
        for (core::StratumRanking& s : core::stratify(ranking, strata, figures)) {
            view.strata.push_back(tableOf(s.ranking, section, std::move(s.stratum)));
            view.strata.back().source = source;
        }
    };
    for (std::size_t i = 0; i < result.rankings.size(); ++i)
        view.fields.push_back(tableOf(result.rankings[i], ranked.sectionOfRanking[i], {}));
    for (const core::Ranking& r : ranked.overall)
        view.overall.push_back(tableOf(r, std::nullopt, {}));
    if (view.stratified) {
        if (!ranked.overall.empty())
            for (std::size_t i = 0; i < ranked.overall.size(); ++i)
                addStrata(ranked.overall[i], std::nullopt, i);
        else
            for (std::size_t i = 0; i < result.rankings.size(); ++i)
                addStrata(result.rankings[i], ranked.sectionOfRanking[i], i);
    }

    // Provisional until the director marks the results final, as every print and page says.
    // With a counted section, the count is that section's: a club of a simultaneous pairs sees
    // its own.
    const auto counted = [&](std::size_t i) {
        return options.countedSection.empty() ||
               movements::sectionIndex(sections[i].letter) ==
                   movements::sectionIndex(options.countedSection);
    };
    for (std::size_t i = 0; i < sections.size(); ++i)
        if (counted(i))
            view.expected += movements::boardPlayCount(sections[i].movement);
    for (const auto& b : result.boards)
        for (const auto& line : b.lines) {
            if (options.countedSection.empty()) {
                ++view.entered;
                continue;
            }
            const auto it = shownOf.find(line.line.ns);
            const std::size_t section =
                it != shownOf.end() ? it->second.section
                                    : movements::sectionEntryOf(sections, line.line.ns).section;
            if (counted(section))
                ++view.entered;
        }
    view.entered = std::min(view.entered, view.expected);

    // A team event (always one section): its rows are teams, shown by their names.
    if (sections.size() == 1 && movements::ranksTeams(store.movement(), info.scoring))
        view.teams = teamsOf(store, info, entries.front(), result);
    return view;
}

RankingView sectionView(const db::EventStore& store, const movements::Section& section,
                        const core::SessionResult& result) {
    db::SectionsRanking ranked;
    ranked.sections = {section};
    ranked.result = result;
    ranked.sectionOfRanking.assign(result.rankings.size(), 0);
    return rankingView(store, ranked);
}

} // namespace overplay::reports
