// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Chooser.h"

#include "core/Error.h"
#include "movements/Balance.h"
#include "movements/Generate.h"
#include "movements/Howell.h"
#include "movements/Validator.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace overplay::movements {

namespace {

// Two fields rank each pair against half the room and crown two winners; a one-field movement
// balanced to Manning's Qf 80 or better is worth more to a club.
constexpr double kTwoWinners = 20.0;
constexpr int kUsualMostRounds = 13;
// With no number of boards asked for, a session of 24 to 28 boards is what clubs play.
constexpr int kUsualFewestBoards = 24;
constexpr int kUsualMostBoards = 28;

/// 30 × how far the boards played miss those wanted, as a share of them; with none wanted,
/// how far they fall outside the usual 24–28.
double boardsPenalty(int played, int wanted) {
    if (wanted > 0)
        return 30.0 * std::abs(played - wanted) / wanted;
    const int miss = played < kUsualFewestBoards ? kUsualFewestBoards - played
                     : played > kUsualMostBoards ? played - kUsualMostBoards
                                                 : 0;
    return 30.0 * miss / ((kUsualFewestBoards + kUsualMostBoards) / 2.0);
}

int boardsPerRoundFor(int wanted, int rounds) {
    if (wanted <= 0)
        return 0; // the generator's default
    return std::max(1, static_cast<int>(std::lround(static_cast<double>(wanted) / rounds)));
}

std::string describe(const Movement& m, const BalanceReport& b) {
    char buf[256];
    // Rounds as players count them: a round in two halves plays two sets with the same pairs.
    const int rounds = m.realRounds();
    const int halves = static_cast<int>(m.rounds.size());
    int sitouts = 0;
    for (const Round& r : m.rounds)
        sitouts += static_cast<int>(r.sitout.size());
    const std::string perRound =
        halves == rounds ? std::to_string(m.boardsPerRound)
        : halves == 2 * rounds
            ? "2 sets of " + std::to_string(m.boardsPerRound)
            : std::to_string(halves) + " sets of " + std::to_string(m.boardsPerRound);
    // A Swiss is drawn a round at a time: its planned rounds, not the one drawn so far.
    const int planned = m.kind == "swiss-teams" ? m.boardSets : halves;
    const int shownRounds = m.kind == "swiss-teams" ? m.boardSets : rounds;
    std::string why = m.name + ": " + std::to_string(shownRounds) +
                      (shownRounds == 1 ? " round × " : " rounds × ") + perRound + " = " +
                      std::to_string(planned * m.boardsPerRound) + " boards played";
    if (!m.teamOf.empty()) {
        // Teams are compared with each other, not North-South with East-West: the pairs'
        // balance says nothing a director needs here.
    } else if (b.fields == 2) {
        why += "; two winners (NS and EW)";
    } else {
        std::snprintf(buf, sizeof buf, "; comparisons %s, Manning %.1f", b.countsText().c_str(),
                      b.manningQf);
        why += buf;
    }
    if (m.promises.everyPairMeetsEveryOther)
        why += "; everyone meets everyone";
    // A team's pairs not at the tables this round are waiting for their match, not sitting out.
    if (sitouts > 0 && m.teamOf.empty())
        why += "; a sitout each round";
    if (!m.promises.sharedTables.empty())
        why += "; boards shared between tables";
    return why;
}

constexpr const char* kEbu = "EBU club movements (as listed by its affiliated clubs)";
constexpr const char* kAcbl = "BridgeScorePlus, Recommended Movements (with ACBL directors)";
constexpr const char* kBoth = "EBU club movements; BridgeScorePlus, Recommended Movements";

} // namespace

std::optional<PublishedChoice> publishedChoice(int tables) {
    static const std::vector<PublishedChoice> list = {
        {2, "howell", 0, "", 8, kAcbl},         // 3 long rounds: 24 boards
        {3, "howell", 0, "", 5, kEbu},          // 5 rounds: 25 boards
        {4, "howell", 0, "", 4, kEbu},          // 7 rounds: 28
        {5, "howell", 0, "", 3, kBoth},         // 9 rounds: 27
        {6, "howell", 9, "", 3, kEbu},          // ¾ Howell, 9 rounds: 27
        {7, "howell", 0, "", 2, kBoth},         // 13 rounds: 26
        {8, "mitchell", 0, "relay", 3, kEbu},   // share and relay, 8 rounds: 24
        {9, "mitchell", 0, "", 3, kBoth},       // 9 rounds: 27
        {10, "mitchell", 9, "skip", 3, kEbu},   // skip after 5, 9 rounds: 27
        {11, "mitchell", 9, "", 3, kAcbl},      // 9 of 11 rounds: 27
        {12, "mitchell", 0, "relay", 2, kAcbl}, // share and relay, 12 rounds: 24
        {13, "mitchell", 0, "", 2, kBoth},      // 13 rounds: 26
        {14, "mitchell", 13, "skip", 2, kEbu},  // skip after 7, 13 rounds: 26
        {15, "mitchell", 13, "", 2, kEbu},      // 13 rounds: 26
        {16, "mitchell", 13, "skip", 2, kEbu},  // 13 rounds: 26
        {17, "mitchell", 13, "", 2, kEbu},      // 13 rounds: 26
        {18, "mitchell", 13, "skip", 2, kEbu},  // 13 rounds: 26
        {19, "mitchell", 13, "", 2, kEbu},      // 13 rounds: 26
        {20, "mitchell", 13, "skip", 2, kEbu},  // 13 rounds: 26
    };
    for (const PublishedChoice& p : list)
        if (p.tables == tables)
            return p;
    return std::nullopt;
}

namespace {

/// The published first choice for a pairs event, its boards a round fitted to the boards the
/// director asked for (or the boards a round insisted on); nothing when none is published or
/// it does not fit the time.
std::optional<MovementChoice> publishedFirst(const ChoiceRequest& in, int pairs, int tables) {
    const std::optional<PublishedChoice> p = publishedChoice(tables);
    if (!p)
        return std::nullopt;
    MovementRequest request;
    request.kind = p->kind;
    request.pairs = pairs;
    request.rounds = p->rounds;
    request.evenTables = p->evenTables;
    request.boardsPerRound = p->boardsPerRound;
    try {
        Movement m = generateMovement(request);
        const int rounds = static_cast<int>(m.rounds.size());
        if (in.maxRounds > 0 && rounds > in.maxRounds)
            return std::nullopt;
        if (in.boardsPerRound > 0)
            request.boardsPerRound = in.boardsPerRound;
        else if (in.boards > 0)
            request.boardsPerRound = boardsPerRoundFor(in.boards, rounds);
        if (request.boardsPerRound != m.boardsPerRound)
            m = generateMovement(request);
        if (!validate(m).ok())
            return std::nullopt;
        const BalanceReport b = measureBalance(m);
        return MovementChoice{request, m,
                              describe(m, b) + "; the published choice for " +
                                  std::to_string(tables) + " tables (" + p->source + ")",
                              -1.0};
    } catch (const core::InputError&) {
        return std::nullopt;
    }
}

} // namespace

bool isWhistMovement(const std::string& kind) {
    for (const char* whist : {"american-whist", "compass", "memory-pairs", "four-pairs",
                              "six-pairs", "team-whist", "club-whist", "gilman-teams"})
        if (kind == whist)
            return true;
    return false;
}

namespace {

/// Whether the published choice, fitted to the boards wanted, comes near enough them to stand
/// first: within a tenth of them, or two boards.
bool publishedFits(const MovementChoice& published, int wanted) {
    if (wanted <= 0)
        return true;
    const Movement& m = published.movement;
    const int played = static_cast<int>(m.rounds.size()) * m.boardsPerRound;
    return std::abs(played - wanted) <= std::max(2, wanted / 10);
}

/// The team movements to try, in the order a director of the game looks for them.
std::vector<MovementRequest> teamCandidates(int teams, ChoiceGame game) {
    std::vector<MovementRequest> bridge, whist;
    const auto add = [teams](std::vector<MovementRequest>& list, const char* kind) {
        MovementRequest r;
        r.kind = kind;
        r.teams = teams;
        list.push_back(r);
    };
    // Bridge: two teams play a match; more play every other team (a round robin) or a Swiss;
    // Howell's system seats an odd number in one session.
    for (const char* kind : {"teams", "round-robin-teams", "swiss-teams", "howell-teams"})
        add(bridge, kind);
    // Whist: Foster's team systems. Club v club seats its teams of four as two sides: half
    // the teams a side.
    add(whist, "gilman-teams");
    if (teams % 2 == 0) {
        MovementRequest r;
        r.kind = "club-whist";
        r.teams = teams / 2;
        whist.push_back(r);
    }
    add(whist, "team-whist");
    add(whist, "howell-teams");
    std::vector<MovementRequest> out;
    const auto append = [&out](const std::vector<MovementRequest>& list) {
        for (const MovementRequest& r : list)
            if (std::none_of(out.begin(), out.end(),
                             [&](const MovementRequest& o) { return o.kind == r.kind; }))
                out.push_back(r);
    };
    if (game == ChoiceGame::Whist) {
        append(whist);
        append(bridge);
    } else {
        append(bridge);
        if (game == ChoiceGame::Any)
            append(whist);
    }
    return out;
}

} // namespace

std::vector<MovementChoice> chooseMovements(const ChoiceRequest& in) {
    std::vector<MovementRequest> candidates;
    std::optional<MovementChoice> published;
    const int wanted = in.boards;
    if (in.teams > 0) {
        candidates = teamCandidates(in.teams, in.game);
    } else if (in.players > 0) {
        for (const char* kind : {"individual", "memory-individual"}) {
            MovementRequest r;
            r.kind = kind;
            r.pairs = in.players; // the individual generators count players in `pairs`
            candidates.push_back(r);
        }
    } else {
        const int pairs = in.pairs > 0 ? in.pairs : 2 * in.tables;
        if (pairs < 2)
            throw core::InputError("the chooser needs --pairs P or --tables T.");
        if (in.pairs > 0 && in.tables > 0 && (in.pairs + 1) / 2 > in.tables)
            throw core::InputError(std::to_string(in.pairs) + " pairs need " +
                                   std::to_string((in.pairs + 1) / 2) + " tables, not " +
                                   std::to_string(in.tables) + ".");
        const int tables = (pairs + 1) / 2;
        published = publishedFirst(in, pairs, tables);
        MovementRequest howellRequest;
        howellRequest.kind = "howell";
        howellRequest.pairs = pairs;
        if (pairs >= minHowellPairs && pairs <= maxHowellPairs) {
            candidates.push_back(howellRequest);
            // A partial Howell for the time there is, or the classic three-quarter one.
            const int full = 2 * tables - 1;
            int rounds = in.maxRounds > 0 ? std::min(in.maxRounds, full - 1)
                                          : static_cast<int>(std::lround(0.75 * full));
            if (tables >= 4 && rounds >= tables && rounds < full) {
                MovementRequest partial = howellRequest;
                partial.rounds = rounds;
                candidates.push_back(partial);
            }
        }
        // At three tables the EBU's Howell in ten sets shares no boards: two sets a round.
        if (tables == 3) {
            MovementRequest tenSets;
            tenSets.kind = "howell-ten-sets";
            tenSets.pairs = pairs;
            candidates.push_back(tenSets);
        }
        for (const char* even : {"", "skip", "relay", "share"}) {
            if (*even != '\0' && tables % 2 == 1)
                continue;
            MovementRequest r;
            r.kind = "mitchell";
            r.pairs = pairs;
            r.evenTables = even;
            candidates.push_back(r);
        }
        // An arrow switch makes the Mitchell one field with one winner.
        MovementRequest arrow;
        arrow.kind = "mitchell";
        arrow.pairs = pairs;
        arrow.arrowSwitch = true;
        candidates.push_back(arrow);
        // The generators refuse the whist schedules for other counts of pairs.
        for (const char* kind :
             {"american-whist", "compass", "memory-pairs", "four-pairs", "six-pairs"}) {
            MovementRequest r;
            r.kind = kind;
            r.pairs = pairs;
            candidates.push_back(r);
        }
    }

    // A bridge event has no use for the whist movements.
    if (in.game == ChoiceGame::Bridge)
        std::erase_if(candidates, [](const MovementRequest& r) { return isWhistMovement(r.kind); });

    // The usual 24–28 is a pairs night's; team and individual movements keep their own.
    const bool pairsEvent = in.teams == 0 && in.players == 0;
    const auto scoreOf = [&](const MovementRequest& request, const Movement& m,
                             const BalanceReport& b) {
        const int rounds = m.realRounds();
        const int played = static_cast<int>(m.rounds.size()) * m.boardsPerRound;
        double score = b.fields == 2 ? kTwoWinners : 100.0 - b.manningQf;
        if (wanted > 0 || pairsEvent)
            score += boardsPenalty(played, wanted);
        // A club session rarely runs past 13 rounds: every move costs the room minutes.
        score += 3.0 * std::max(0, rounds - kUsualMostRounds);
        int sitouts = 0;
        for (const Round& r : m.rounds)
            if (!r.samePlacesAsBefore) // the second half of a round sits out the same pair
                sitouts += static_cast<int>(r.sitout.size());
        if (m.teamOf.empty())
            score += 5.0 * sitouts / std::max(1, m.pairs);
        if (request.kind == "howell" && !m.promises.everyPairMeetsEveryOther)
            score += 10.0;
        return score;
    };

    std::vector<MovementChoice> choices;
    for (MovementRequest request : candidates) {
        Movement m;
        request.boardsPerRound = in.boardsPerRound;
        try {
            m = generateMovement(request);
            int rounds = m.realRounds();
            if (in.maxRounds > 0 && rounds > in.maxRounds) {
                // Mitchells and whist movements may stop early; Howells were sized above.
                if (request.kind == "howell")
                    continue;
                request.rounds = in.maxRounds;
                m = generateMovement(request);
                rounds = m.realRounds();
                if (rounds > in.maxRounds)
                    continue;
            }
            if (wanted > 0 && in.boardsPerRound == 0) {
                // Boards a round are a set's: a round in two halves plays two.
                // A Swiss has its planned rounds' sets, drawn one at a time.
                const int sets =
                    m.kind == "swiss-teams" ? m.boardSets : static_cast<int>(m.rounds.size());
                request.boardsPerRound = boardsPerRoundFor(wanted, sets);
                m = generateMovement(request);
            }
        } catch (const core::InputError&) {
            continue; // this kind does not fit the field
        }
        if (!validate(m).ok())
            continue;
        // Two requests may make the same movement (an even-table choice the generator ignores).
        if (std::any_of(choices.begin(), choices.end(),
                        [&](const MovementChoice& c) { return c.movement == m; }))
            continue;
        const BalanceReport b = measureBalance(m);
        // Team movements are compared team against team, which no pairs' balance measures:
        // they keep the order a director looks for them in (teamCandidates).
        const double score =
            in.teams > 0 ? static_cast<double>(choices.size()) : scoreOf(request, m, b);
        choices.push_back({request, m, describe(m, b), score});
    }
    std::stable_sort(
        choices.begin(), choices.end(),
        [](const MovementChoice& a, const MovementChoice& b) { return a.score < b.score; });
    if (published) {
        std::erase_if(choices,
                      [&](const MovementChoice& c) { return c.movement == published->movement; });
        if (publishedFits(*published, wanted)) {
            choices.insert(choices.begin(), *published);
        } else {
            // Fitted to the boards asked for it misses them: it takes its place by its score.
            published->score = scoreOf(published->request, published->movement,
                                       measureBalance(published->movement));
            const auto at =
                std::find_if(choices.begin(), choices.end(),
                             [&](const MovementChoice& c) { return c.score > published->score; });
            choices.insert(at, *published);
        }
    }
    return choices;
}

} // namespace overplay::movements
