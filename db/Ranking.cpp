#include "db/Ranking.h"

#include "db/EventStore.h"

#include <algorithm>
#include <set>

namespace overplay::db {

namespace {
/// Foster's four- and six-pair whist schedules are scored pair against pair, each two pairs
/// one match. In the six-pair schedule's last set a and d sit East-West at two tables with
/// any two others North-South, "simply a match between the a and d pairs": the boards of its
/// last two rounds are matched East-West against East-West.
void whistScheduleOf(const movements::Movement& m, core::SessionInput& input) {
    if (input.method != core::ScoringMethod::Whist ||
        (m.kind != "four-pairs" && m.kind != "six-pairs"))
        return;
    input.whistPairMatches = true;
    if (m.kind != "six-pairs" || m.rounds.size() < 2)
        return;
    std::set<int> sets;
    for (auto r = m.rounds.end() - 2; r != m.rounds.end(); ++r)
        for (const auto& t : r->tables)
            if (t.set != 0)
                sets.insert(t.set);
    for (int set : sets)
        for (int b = m.firstBoardOf(set); b <= m.lastBoardOf(set); ++b)
            input.whistEastWestMatchBoards.push_back(b);
}
} // namespace

core::SessionInput sessionInputOf(const EventStore& store) {
    const movements::Movement& m = store.movement();
    core::SessionInput input;
    const EventInfo info = store.info();
    input.method = info.scoring;
    input.bamScale = info.bamScale;

    std::vector<StoredLine> stored = store.lines();
    input.lines.reserve(stored.size());
    for (auto& s : stored)
        input.lines.push_back(std::move(s.line));

    // Two fields when no pair ever changes direction (a Mitchell without arrow switches, a
    // compass whist): each direction is ranked on its own. Otherwise one field.
    std::set<int> ns, ew;
    std::map<int, int> timesPlayed; // board set → tables that play it
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables) {
            if (t.set == 0 || t.ns == 0 || t.ew == 0)
                continue;
            ns.insert(t.ns);
            ew.insert(t.ew);
            ++timesPlayed[t.set];
        }
    const bool disjoint = std::none_of(ns.begin(), ns.end(), [&](int p) { return ew.count(p); });
    if (disjoint && !ns.empty() && !ew.empty() && m.teamOf.empty()) {
        input.fields["NS"] = std::vector<int>(ns.begin(), ns.end());
        input.fields["EW"] = std::vector<int>(ew.begin(), ew.end());
    }
    // Results each board should have had: the most times the movement plays any set (a
    // board with fewer results is factored up by Neuberg's formula).
    for (const auto& [set, times] : timesPlayed)
        input.expectedPerBoard = std::max(input.expectedPerBoard, times);
    input.teamOf = m.teamOf;
    whistScheduleOf(m, input);
    // Procedural penalties come off the entry ranked: a team event ranks the pair's team.
    const bool ranksTeams =
        !m.teamOf.empty() && (input.method == core::ScoringMethod::TeamImps ||
                              input.method == core::ScoringMethod::BoardAMatch ||
                              input.method == core::ScoringMethod::Whist);
    for (const StoredPenalty& stored : store.penalties()) {
        core::ProceduralPenalty p = stored.penalty;
        if (ranksTeams)
            if (const auto team = m.teamOf.find(p.entry); team != m.teamOf.end())
                p.entry = team->second;
        input.penalties.push_back(std::move(p));
    }
    // Individuals: each player's partner on each board, from the seats of the movement.
    if (m.isIndividual())
        for (const auto& round : m.rounds)
            for (const auto& t : round.tables) {
                if (t.set == 0)
                    continue;
                for (int b = m.firstBoardOf(t.set); b <= m.lastBoardOf(t.set); ++b)
                    for (std::size_t seat = 0; seat < 4; ++seat)
                        if (t.players[seat] > 0 && t.players[(seat + 2) % 4] > 0)
                            input.partnerOn[{b, t.players[seat]}] = t.players[(seat + 2) % 4];
            }
    return input;
}

core::SessionResult rankEvent(const EventStore& store) {
    return core::scoreSession(sessionInputOf(store));
}

} // namespace overplay::db
