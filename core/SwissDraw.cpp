// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/SwissDraw.h"

#include "core/Error.h"

#include <algorithm>

namespace overplay::core {

std::vector<SwissStanding> swissOrder(std::vector<SwissStanding> standings) {
    std::stable_sort(standings.begin(), standings.end(),
                     [](const SwissStanding& a, const SwissStanding& b) {
                         if (a.victoryPoints != b.victoryPoints)
                             return a.victoryPoints > b.victoryPoints;
                         if (a.tiebreak != b.tiebreak)
                             return a.tiebreak > b.tiebreak;
                         return a.team < b.team;
                     });
    return standings;
}

namespace {

bool haveMet(const std::set<std::pair<int, int>>& met, int a, int b) {
    return met.count({a, b}) || met.count({b, a});
}

/// Pairs the teams still free, top down: each takes the highest-placed free team it has not
/// met (repeats allowed only up to `repeatsLeft`), going back when the rest cannot be paired.
/// `budget` bounds the search: a field where no draw avoids a repeat can take exponential
/// time to prove it; past the budget the next level of repeats is tried.
bool pairFrom(const std::vector<int>& order, std::vector<bool>& taken,
              const std::set<std::pair<int, int>>& met, int repeatsLeft,
              std::vector<std::pair<int, int>>& out, long& budget) {
    if (--budget < 0)
        return false;
    const auto first = std::find(taken.begin(), taken.end(), false);
    if (first == taken.end())
        return true;
    const std::size_t i = static_cast<std::size_t>(first - taken.begin());
    taken[i] = true;
    for (std::size_t j = i + 1; j < order.size(); ++j) {
        if (taken[j])
            continue;
        const bool repeat = haveMet(met, order[i], order[j]);
        if (repeat && repeatsLeft == 0)
            continue;
        taken[j] = true;
        out.emplace_back(order[i], order[j]);
        if (pairFrom(order, taken, met, repeatsLeft - (repeat ? 1 : 0), out, budget))
            return true;
        out.pop_back();
        taken[j] = false;
    }
    taken[i] = false;
    return false;
}

} // namespace

SwissDraw swissDraw(const std::vector<SwissStanding>& standings,
                    const std::set<std::pair<int, int>>& met, const std::set<int>& hadBye) {
    if (standings.size() < 2)
        throw InputError("a Swiss draw needs at least two teams");
    const std::vector<SwissStanding> ranked = swissOrder(standings);
    std::vector<int> order;
    for (const auto& s : ranked) {
        if (std::find(order.begin(), order.end(), s.team) != order.end())
            throw InputError("team " + std::to_string(s.team) + " is in the standings twice");
        order.push_back(s.team);
    }
    SwissDraw draw;
    // The bye: the lowest-placed team that has not had one (all have: the lowest).
    if (order.size() % 2 == 1) {
        auto bye = std::find_if(order.rbegin(), order.rend(),
                                [&](int team) { return !hadBye.count(team); });
        const int team = bye != order.rend() ? *bye : order.back();
        draw.bye = team;
        order.erase(std::find(order.begin(), order.end(), team));
    }
    // No repeat if possible; else as few as can be.
    for (int repeats = 0; repeats <= static_cast<int>(order.size()) / 2; ++repeats) {
        std::vector<bool> taken(order.size(), false);
        draw.matches.clear();
        long budget = 200000;
        if (pairFrom(order, taken, met, repeats, draw.matches, budget))
            return draw;
    }
    throw InputError("no Swiss draw is possible"); // unreachable: any pairing has ≤ n/2 repeats
}

SwissDraw firstSwissDraw(int teams) {
    if (teams < 2)
        throw InputError("a Swiss teams event needs at least two teams");
    SwissDraw draw;
    int playing = teams;
    if (teams % 2 == 1) {
        draw.bye = teams;
        --playing;
    }
    const int half = playing / 2;
    for (int t = 1; t <= half; ++t)
        draw.matches.emplace_back(t, t + half);
    return draw;
}

} // namespace overplay::core
