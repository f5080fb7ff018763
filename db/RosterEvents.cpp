// SPDX-License-Identifier: GPL-3.0-or-later
// What the club's roster records of an event: who played, with whom, and how well.
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "db/Roster.h"
#include "movements/Labels.h"

#include <algorithm>
#include <map>
#include <set>

namespace overplay::db {

RecordedEvent recordedEventOf(const EventStore& store) {
    const EventInfo info = store.info();
    return {info.name, info.date, 0};
}

std::vector<Appearance> appearancesOf(const EventStore& store) {
    const EventInfo info = store.info();
    const std::map<std::string, std::string> numbers = store.memberNumbers();
    const auto numberOf = [&](const std::string& name) {
        auto it = numbers.find(name);
        return it == numbers.end() ? std::string() : it->second;
    };
    // A percentage means something only where boards were matchpointed.
    const bool matchpointed = info.scoring == core::ScoringMethod::MatchpointsEbu ||
                              info.scoring == core::ScoringMethod::MatchpointsAcbl;
    std::map<int, double> percentOf; // by session entry, for entries that played
    if (matchpointed)
        for (const core::Ranking& ranking : rankSections(store).result.rankings)
            for (const core::RankingRow& row : ranking.rows)
                if (row.boards > 0)
                    percentOf[row.entry] = row.percent;
    std::vector<Appearance> out;
    std::set<std::string> seen;
    const std::vector<movements::Section> sections = store.sections();
    for (std::size_t i = 0; i < sections.size(); ++i) {
        for (const Entry& e : store.entriesOf(sections[i].letter)) {
            const int sessionEntry = movements::sessionEntry(sections, {i, e.number});
            for (const std::string& name : e.players) {
                // A player named twice (a substitute who also played in their own pair) is
                // recorded once, with their first entry.
                if (name.empty() || !seen.insert(name).second)
                    continue;
                Appearance a;
                a.name = name;
                a.number = numberOf(name);
                for (const std::string& partner : e.players)
                    if (!partner.empty() && partner != name)
                        a.partners.push_back(partner);
                if (auto it = percentOf.find(sessionEntry); it != percentOf.end())
                    a.percent = it->second;
                out.push_back(std::move(a));
            }
        }
    }
    for (const Team& team : store.teams())
        for (const std::string& name : team.players)
            if (!name.empty() && seen.insert(name).second)
                out.push_back({name, numberOf(name), {}, std::nullopt});
    return out;
}

EventMembers nameMembers(EventStore& store, Roster& roster) {
    std::vector<std::string> names;
    std::set<std::string> seen;
    const auto add = [&](const std::string& name) {
        if (!name.empty() && seen.insert(name).second)
            names.push_back(name);
    };
    for (const movements::Section& section : store.sections())
        for (const Entry& e : store.entriesOf(section.letter))
            std::for_each(e.players.begin(), e.players.end(), add);
    for (const Team& team : store.teams())
        std::for_each(team.players.begin(), team.players.end(), add);
    EventMembers out;
    std::map<std::string, std::string> numbers;
    for (const std::string& name : names) {
        if (const auto member = roster.find(name)) {
            if (!member->number.empty()) {
                numbers[name] = member->number;
                ++out.members;
            }
        } else {
            out.visitors.push_back(name);
        }
    }
    store.setMembers(roster.club(), numbers);
    roster.match(out.visitors);
    return out;
}

} // namespace overplay::db
