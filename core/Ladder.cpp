// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Ladder.h"

#include "core/Error.h"
#include "core/Ranking.h"

#include <algorithm>
#include <functional>
#include <map>
#include <set>

namespace overplay::core {

std::vector<LadderRow> clubLadder(const std::vector<LadderScore>& scores,
                                  const LadderRules& rules) {
    if (rules.best < 0)
        throw InputError("a ladder counts the best N events, N at least 1 (or 0 for all)");
    struct Member {
        std::string name;
        std::vector<double> percents;
    };
    std::map<std::string, Member> members;
    std::set<std::pair<std::string, std::string>> seen;
    for (const LadderScore& s : scores) {
        if (!(s.percent >= 0 && s.percent <= 100))
            throw InputError(s.name + " has " + std::to_string(s.percent) + "% in " + s.event +
                             ": a percentage is 0 to 100");
        if (!seen.insert({s.member, s.event}).second)
            throw InputError(s.name + " is scored twice in " + s.event);
        Member& m = members[s.member];
        m.name = s.name;
        m.percents.push_back(s.percent);
    }
    std::vector<LadderRow> rows;
    rows.reserve(members.size());
    for (auto& [key, m] : members) {
        LadderRow row;
        row.member = key;
        row.name = m.name;
        row.events = static_cast<int>(m.percents.size());
        double sum = 0;
        for (double p : m.percents)
            sum += p;
        row.average = sum / row.events;
        std::sort(m.percents.begin(), m.percents.end(), std::greater<>());
        row.counted = rules.best == 0 ? row.events : std::min(rules.best, row.events);
        for (int i = 0; i < row.counted; ++i)
            row.bestTotal += m.percents[i];
        rows.push_back(std::move(row));
    }
    // Best first; among equal totals and averages, by name, so the printed order is stable.
    std::sort(rows.begin(), rows.end(), [](const LadderRow& a, const LadderRow& b) {
        if (a.bestTotal != b.bestTotal)
            return a.bestTotal > b.bestTotal;
        if (a.average != b.average)
            return a.average > b.average;
        return a.name < b.name;
    });
    std::vector<RankKey> keys;
    keys.reserve(rows.size());
    for (const LadderRow& row : rows)
        keys.push_back({row.bestTotal, row.average});
    for (const Place& place : placeEntries(keys))
        rows[place.index].rank = place.rank;
    return rows;
}

} // namespace overplay::core
