// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/TeamMovements.h"

#include "core/Error.h"

#include <algorithm>
#include <array>
#include <map>
#include <set>
#include <string>
#include <utility>

namespace overplay::movements {

namespace {

constexpr int kMaxTeams = 51;

int wrap(int value, int modulus) {
    return ((value % modulus) + modulus) % modulus;
}

/// Team letters as Foster's Duplicate Whist writes them (a, b, c, …), numbers beyond 26 teams.
std::string teamName(int team) {
    return team <= 26 ? std::string(1, static_cast<char>('a' + team - 1)) : std::to_string(team);
}

/// Teams from the request: teams, or tables (one team a table).
int teamsOf(const MovementRequest& request, const std::string& what) {
    if (request.teams < 0 || request.tables < 0)
        throw core::InputError(what + " needs a positive number of teams.");
    if (request.teams > 0 && request.tables > 0 && request.teams != request.tables)
        throw core::InputError(what + " seats one team a table: " + std::to_string(request.teams) +
                               " teams need " + std::to_string(request.teams) + " tables, not " +
                               std::to_string(request.tables) + ".");
    const int teams = request.teams > 0 ? request.teams : request.tables;
    if (teams == 0)
        throw core::InputError(what + " needs the number of teams.");
    return teams;
}

/// Teams from the request (teamsOf), `fewest` to kMaxTeams of them.
int teamsBetween(const MovementRequest& request, const std::string& what, int fewest) {
    const int teams = teamsOf(request, what);
    if (teams < fewest || teams > kMaxTeams)
        throw core::InputError(what + " is for " + std::to_string(fewest) + " to " +
                               std::to_string(kMaxTeams) + " teams, not " + std::to_string(teams) +
                               ".");
    return teams;
}

/// Pairs of a one-team-a-table movement: team x's North-South pair 2x−1, East-West pair 2x.
void teamPairs(Movement& m, int teams) {
    m.pairs = 2 * teams;
    for (int x = 1; x <= teams; ++x) {
        m.pairLabels[2 * x - 1] = teamName(x) + "NS";
        m.pairLabels[2 * x] = teamName(x) + "EW";
        m.teamOf[2 * x - 1] = x;
        m.teamOf[2 * x] = x;
    }
}

/// Pairs of a movement of team matches (round robin, Swiss), as the teams-of-four match
/// prints them: A1, A2, B1, …; beyond 26 teams the number, 27-1. Team x's first pair is
/// 2x−1, its second 2x.
void matchTeamPairs(Movement& m, int teams) {
    m.pairs = 2 * teams;
    for (int x = 1; x <= teams; ++x) {
        const std::string team =
            x <= 26 ? std::string(1, static_cast<char>('A' + x - 1)) : std::to_string(x) + "-";
        m.pairLabels[2 * x - 1] = team + "1";
        m.pairLabels[2 * x] = team + "2";
        m.teamOf[2 * x - 1] = x;
        m.teamOf[2 * x] = x;
    }
}

/// One match of teams x and y on tables `table` and `table` + 1, on the round's board set:
/// x's first pair North-South at the first table, y's first pair at the next.
void addMatch(Round& round, int table, int x, int y) {
    round.tables.push_back(TableRound{table, 2 * x - 1, 2 * y, round.number});
    round.tables.push_back(TableRound{table + 1, 2 * y - 1, 2 * x, round.number});
}

int roundsOf(const MovementRequest& request, int natural, const std::string& what) {
    const int rounds = request.roundsOr(natural);
    if (rounds < 1 || rounds > natural)
        throw core::InputError(what + " has 1 to " + std::to_string(natural) + " rounds, not " +
                               std::to_string(rounds) + ".");
    return rounds;
}

/// The six sets of the team-v-team table of Foster's Duplicate Whist: for players A B C D (0-3)
/// against W X Y Z (4-7), table 1 and table 2 as N, E, S, W. Printed as
///     A A A A A A / W X Y Z W Y X Z X Y W Z / B B C C D D   (table 1: N; W E; S)
///     Y W X W W X / C D C D B D B D B C B C / Z X Z Y Z Y   (table 2: N; W E; S)
constexpr int A = 0, B = 1, C = 2, D = 3, W = 4, X = 5, Y = 6, Z = 7;
using Seats = std::array<int, 4>; // N, E, S, W
constexpr std::array<std::array<Seats, 2>, 6> kSixSets{{
    {{{A, X, B, W}, {Y, D, Z, C}}},
    {{{A, Z, B, Y}, {W, D, X, C}}},
    {{{A, Y, C, W}, {X, D, Z, B}}},
    {{{A, Z, C, X}, {W, D, Y, B}}},
    {{{A, Y, D, X}, {W, C, Z, B}}},
    {{{A, Z, D, W}, {X, C, Y, B}}},
}};

/// Builds team-v-team matches in groups of two tables: group g's players are
/// 8(g−1)+1 … 8g (the four of side 1, then the four of side 2); `sets` are the book's set indexes
/// (0-5) in play order. Partnerships become pairs, numbered as they first sit down.
Movement partnershipMatches(std::string kind, std::string name, int groups,
                            const std::vector<int>& sets, int boardsPerRound,
                            const std::array<std::string, 8>& letters, bool clubLabels) {
    const int tables = 2 * groups;
    const int setsPlayed = static_cast<int>(sets.size());
    // The pairs are counted as they sit down.
    Movement m = newMovement(std::move(kind), std::move(name),
                             {.tables = tables,
                              .rounds = 2 * setsPlayed,
                              .boardSets = setsPlayed * tables,
                              .boardsPerRound = boardsPerRound});
    std::map<std::pair<int, int>, int> pairOf; // players (low, high) → pair
    auto pair = [&](int g, int p, int q) {
        const int a = 8 * g + std::min(p, q) + 1, b = 8 * g + std::max(p, q) + 1;
        auto [it, fresh] = pairOf.emplace(std::make_pair(a, b), 0);
        if (fresh) {
            it->second = static_cast<int>(pairOf.size());
            const bool side1 = std::min(p, q) < 4;
            std::string label;
            if (clubLabels) {
                const std::string club = side1 ? "O" : "X";
                label = club + std::to_string(4 * g + std::min(p, q) % 4 + 1) + "-" + club +
                        std::to_string(4 * g + std::max(p, q) % 4 + 1);
            } else {
                label = letters[std::min(p, q)] + "-" + letters[std::max(p, q)];
            }
            m.pairLabels[it->second] = label;
            m.teamOf[it->second] = side1 ? 1 : 2;
        }
        return it->second;
    };
    for (std::size_t i = 0; i < sets.size(); ++i) {
        const auto& layout = kSixSets[sets[i]];
        for (int half = 0; half < 2; ++half) {
            Round& r = m.rounds[2 * i + static_cast<std::size_t>(half)];
            for (int g = 0; g < groups; ++g)
                for (int k = 0; k < 2; ++k) {
                    const Seats& s = layout[k];
                    const int table = 2 * g + k + 1;
                    // Each table deals its own set, then the two tables exchange.
                    const int own = static_cast<int>(i) * m.tables + table;
                    const int other =
                        static_cast<int>(i) * m.tables + (k == 0 ? table + 1 : table - 1);
                    const int ns = pair(g, s[0], s[2]); // numbered North-South first
                    const int ew = pair(g, s[1], s[3]);
                    TableRound t = TableRound{table, ns, ew, half == 0 ? own : other};
                    for (int seat = 0; seat < 4; ++seat)
                        t.players[seat] = 8 * g + s[seat] + 1;
                    r.tables.push_back(t);
                }
        }
    }
    m.pairs = static_cast<int>(pairOf.size());
    m.promises.timesEachSetPlayed = 2;
    m.promises.teammatesNeverMeet = true;
    return m;
}

} // namespace

Movement teamWhist(const MovementRequest& request) {
    if (request.teams != 0 && request.teams != 2)
        throw core::InputError("Team v team is a match between two teams, not " +
                               std::to_string(request.teams) + ".");
    if (request.tables != 0 && request.tables != 2)
        throw core::InputError("Team v team is played at two tables, not " +
                               std::to_string(request.tables) + ".");
    const int rounds = request.roundsOr(12);
    if (rounds < 2 || rounds > 12 || rounds % 2 != 0)
        throw core::InputError("Team v team plays two rounds a set, 2 to 12 rounds, not " +
                               std::to_string(rounds) + ".");
    std::vector<int> sets;
    for (int i = 0; i < rounds / 2; ++i)
        sets.push_back(i);
    Movement m = partnershipMatches(
        "team-whist",
        "Team v team, " + std::to_string(sets.size()) + (sets.size() == 1 ? " set" : " sets"), 1,
        sets, request.boardsPerRoundOr(4), {"A", "B", "C", "D", "W", "X", "Y", "Z"}, false);
    m.notes.push_back("Players A B C D (team 1, the visitors) against W X Y Z (team 2, the "
                      "holders); TableRound::players gives them as 1-4 and 5-8. A pair is a "
                      "partnership for one set.");
    m.notes.push_back("Each set: each table deals and plays " + std::to_string(m.boardsPerRound) +
                      " hands, then the tables exchange them for the overplay. The six sets "
                      "exhaust the changes of partners.");
    listOnlyTablesInPlay(m);
    return m;
}

Movement clubWhist(const MovementRequest& request) {
    const int fours = request.teams > 0 ? request.teams : request.tables / 2;
    if (fours < 1 || fours > kMaxTeams || (request.tables != 0 && request.tables != 2 * fours))
        throw core::InputError("Club v club seats each four of a side at two tables: give the "
                               "number of fours a side (teams), 1 to " +
                               std::to_string(kMaxTeams) + ".");
    const int rounds = request.roundsOr(6);
    if (rounds < 2 || rounds > 12 || rounds % 2 != 0)
        throw core::InputError("Club v club plays two rounds a set, 2 to 12 rounds, not " +
                               std::to_string(rounds) + ".");
    // "in anything but League matches, it is usual to play only the 1st, 3rd and 5th sets".
    const std::array<int, 6> order{0, 2, 4, 1, 3, 5};
    std::vector<int> sets(order.begin(), order.begin() + rounds / 2);
    Movement m = partnershipMatches("club-whist",
                                    "Club v club, " + std::to_string(4 * fours) + " a side at " +
                                        std::to_string(2 * fours) + " tables",
                                    fours, sets, request.boardsPerRoundOr(4),
                                    {"", "", "", "", "", "", "", ""}, true);
    m.notes.push_back("Club O (team 1) against club X (team 2); players O1… and X1… by fours, "
                      "each four with one four of the other club at two tables (1-2, 3-4, …): "
                      "O North-South at the odd table, East-West at the even one.");
    m.notes.push_back("Each set: the two tables deal and play " + std::to_string(m.boardsPerRound) +
                      " hands each, then exchange the trays (or the fours change places). "
                      "The 1st, 3rd and 5th sets change every partnership once.");
    listOnlyTablesInPlay(m);
    return m;
}

Movement howellTeams(const MovementRequest& request) {
    const int N = teamsOf(request, "Howell's team system");
    if (N % 2 == 0 || N < 3 || N > kMaxTeams)
        throw core::InputError("Howell's team system is for an odd number of teams, 3 to " +
                               std::to_string(kMaxTeams) + ", not " + std::to_string(N) +
                               "; use Gilman's system (gilman-teams) for an even number.");
    const int R =
        roundsOf(request, N - 1, "Howell's team system for " + std::to_string(N) + " teams");
    const int h = (N - 1) / 2; // the trays' move: 2, 3, 4, 5 tables for 5, 7, 9, 11 tables
    Movement m = newMovement(
        "howell-teams", std::to_string(N) + "-team Howell team system",
        {.tables = N, .rounds = R, .boardSets = N, .boardsPerRound = request.boardsPerRoundOr(4)});
    teamPairs(m, N);
    for (Round& r : m.rounds) {
        const int k = r.number;
        for (int t = 1; t <= N; ++t) {
            const int nsTeam = wrap(t - 1 - k, N) + 1; // North-South one table East a round
            // Trays first dealt at table u are at table u − h(k−1): h tables West a round.
            const int set = wrap(t - 1 + h * (k - 1), N) + 1;
            r.tables.push_back(TableRound{t, 2 * nsTeam - 1, 2 * t, set});
        }
    }
    m.notes.push_back("Each team's East-West pair stays at its own table. Before each set the "
                      "North-South players move one table East (up one, table " +
                      std::to_string(N) + " to table 1); each table deals and plays " +
                      std::to_string(m.boardsPerRound) + " hands, then puts them in trays.");
    m.notes.push_back("The trays at the middle table (" + std::to_string(h + 1) +
                      ") go to the far West end (table 1); all others move up " +
                      std::to_string(h) +
                      " tables West in the same way, the opposite direction "
                      "to the players.");
    m.notes.push_back("Two teams' pairs play the same hands in opposite directions: every two "
                      "teams play one match.");
    m.promises.timesEachSetPlayed = R;
    m.promises.noPairMeetsTwice = true;
    m.promises.teammatesNeverMeet = true;
    listOnlyTablesInPlay(m);
    return m;
}

Movement gilmanTeams(const MovementRequest& request) {
    const int N = teamsBetween(request, "Gilman's team system", 2);
    const int R = roundsOf(request, N, "Gilman's team system for " + std::to_string(N) + " teams");
    // The usual boards a round: four for an odd number of teams, three for an even one.
    const bool odd = N % 2 == 1;
    Movement m = newMovement("gilman-teams",
                             std::to_string(N) + "-team Gilman system" + (odd ? "" : " (even)"),
                             {.tables = N,
                              .rounds = R,
                              .boardSets = N,
                              .boardsPerRound = request.boardsPerRoundOr(odd ? 4 : 3)});
    teamPairs(m, N);
    if (odd) {
        for (Round& r : m.rounds) {
            const int k = r.number - 1;
            for (int t = 1; t <= N; ++t) {
                // East-West two tables a round ("next table but one", 11 to 9); the trays one
                // table the same way (11 to 10): the trays dealt at u are at u − k.
                const int ewTeam = wrap(t - 1 + 2 * k, N) + 1;
                const int set = wrap(t - 1 + k, N) + 1;
                r.tables.push_back(TableRound{t, 2 * t - 1, 2 * ewTeam, set});
            }
        }
        m.notes.push_back("Round 1: every team at its own table, for an individual score. Then "
                          "the East-West players move to the next table but one (3 to 1, 2 to " +
                          std::to_string(N) +
                          "), the North-South players sitting still, until they have gone "
                          "twice round; the trays move the same way one table at a time.");
        m.promises.timesEachSetPlayed = R;
        m.promises.noPairMeetsTwice = true;
        listOnlyTablesInPlay(m);
        return m;
    }
    // Even numbers: two rows, table j opposite table j + N/2; the two share a set of trays
    // each round. Set g holds trays (g−1)·B+1 … g·B; table pair j plays set 2j+r−2 in round r,
    // so half the sets lie idle each round and table 1 meets the sets in numerical order.
    const int half = N / 2;
    for (Round& round : m.rounds) {
        const int r = round.number;
        for (int t = 1; t <= N; ++t) {
            const int j = (t - 1) % half + 1;
            const int ewTeam = wrap(t - 1 + (r - 1), N) + 1; // East-West down one: 2 to 1
            const int set = wrap(2 * j + r - 3, N) + 1;
            round.tables.push_back(TableRound{t, 2 * t - 1, 2 * ewTeam, set});
        }
    }
    for (int j = 1; j <= half; ++j)
        m.promises.sharedTables.push_back({0, {j, j + half}});
    m.notes.push_back("Tables in two rows, 1-" + std::to_string(half) + " and " +
                      std::to_string(half + 1) + "-" + std::to_string(N) +
                      "; opposite tables (1 and " + std::to_string(half + 1) +
                      ", …) play and overplay one set of " + std::to_string(m.boardsPerRound) +
                      " trays each round, passing the trays between them.");
    m.notes.push_back("Round 1: every team at its own table. After each round the East-West "
                      "players move one table (2 to 1, 3 to 2, 1 to " +
                      std::to_string(N) +
                      "). Half the sets lie idle each round: the sets "
                      "played in one round are laid aside in the next, and "
                      "each set moves up a table every other round.");
    m.promises.noPairMeetsTwice = true;
    if (R == N)
        m.promises.timesEachSetPlayed = N;
    listOnlyTablesInPlay(m);
    return m;
}

Movement roundRobinTeams(const MovementRequest& request) {
    const int N = teamsBetween(request, "A round robin of teams", 2);
    // The circle method: with M (even) places, place M holds still and the others turn one
    // place a round; in round r place M meets place r and places r ± i meet. For an odd number
    // of teams place M is the bye.
    const int M = N % 2 == 0 ? N : N + 1;
    const int R = roundsOf(request, M - 1, "A round robin of " + std::to_string(N) + " teams");
    Movement m = newMovement("round-robin-teams", std::to_string(N) + "-team round robin",
                             {.tables = 2 * (N / 2),
                              .rounds = R,
                              .boardSets = R,
                              .boardsPerRound = request.boardsPerRoundOr(8)});
    matchTeamPairs(m, N);
    for (Round& round : m.rounds) {
        const int r = round.number;
        std::vector<std::pair<int, int>> meetings{{M, r}};
        for (int i = 1; i < M / 2; ++i)
            meetings.emplace_back(wrap(r - 1 + i, M - 1) + 1, wrap(r - 1 - i, M - 1) + 1);
        int table = 1;
        for (const auto& [p, q] : meetings) {
            const int x = std::min(p, q), y = std::max(p, q);
            if (y > N) { // the bye
                round.sitout = {2 * x - 1, 2 * x};
                continue;
            }
            addMatch(round, table, x, y);
            table += 2;
        }
        std::sort(round.tables.begin(), round.tables.end(),
                  [](const TableRound& a, const TableRound& b) { return a.table < b.table; });
    }
    m.promises.sharedTables.push_back(everyTableShares(m.tables));
    m.promises.timesEachSetPlayed = m.tables;
    m.promises.noPairMeetsTwice = true;
    m.promises.teammatesNeverMeet = true;
    m.notes.push_back("Each round every team plays one match of " +
                      std::to_string(m.boardsPerRound) +
                      " boards on two tables: the lower-numbered team's first pair North-South "
                      "at the first table, its second pair East-West at the next. Every match "
                      "of a round plays the same boards (duplicated).");
    if (N % 2 == 1)
        m.notes.push_back("An odd number of teams: one team has a bye each round, every team "
                          "once.");
    return m;
}

Movement swissTeams(const MovementRequest& request) {
    const int N = teamsBetween(request, "A Swiss teams event", 4);
    const int rounds = request.roundsOr(std::min(7, N - 1));
    if (rounds < 1 || rounds > N - 1 + N % 2)
        throw core::InputError("A Swiss of " + std::to_string(N) + " teams plays 1 to " +
                               std::to_string(N - 1 + N % 2) +
                               " rounds (beyond that teams must meet again): not " +
                               std::to_string(rounds) + ".");
    // A set for every planned round; the rounds themselves are drawn one at a time.
    Movement m = newMovement(
        "swiss-teams", std::to_string(N) + "-team Swiss, " + std::to_string(rounds) + " rounds",
        {.tables = 2 * (N / 2),
         .boardSets = rounds,
         .boardsPerRound = request.boardsPerRoundOr(8)});
    matchTeamPairs(m, N);
    m.promises.sharedTables.push_back(everyTableShares(m.tables));
    m.promises.teammatesNeverMeet = true;
    m.notes.push_back("Swiss: round 1 is seeded, the top half against the bottom half; each "
                      "later round is drawn from the standings by victory points, the top team "
                      "against the highest-placed team it has not met, and so on down.");
    if (N % 2 == 1)
        m.notes.push_back("An odd number of teams: one team has a bye each round, never twice.");
    return withSwissRound(m, core::firstSwissDraw(N));
}

Movement withSwissRound(const Movement& movement, const core::SwissDraw& draw) {
    const int N = movement.pairs / 2;
    const int r = static_cast<int>(movement.rounds.size()) + 1;
    if (r > movement.boardSets)
        throw core::InputError("all " + std::to_string(movement.boardSets) +
                               " rounds of the Swiss are drawn");
    std::set<int> seen;
    auto use = [&](int team) {
        if (team < 1 || team > N)
            throw core::InputError("there is no team " + std::to_string(team) + " in the Swiss");
        if (!seen.insert(team).second)
            throw core::InputError("team " + std::to_string(team) + " is drawn twice");
    };
    Movement m = movement;
    Round round;
    round.number = r;
    int table = 1;
    for (const auto& [x, y] : draw.matches) {
        use(x);
        use(y);
        addMatch(round, table, x, y);
        table += 2;
    }
    if (draw.bye) {
        use(*draw.bye);
        round.sitout = {2 * *draw.bye - 1, 2 * *draw.bye};
    }
    if (static_cast<int>(seen.size()) != N)
        throw core::InputError("the draw of round " + std::to_string(r) + " leaves " +
                               std::to_string(N - static_cast<int>(seen.size())) + " teams out");
    m.rounds.push_back(std::move(round));
    return m;
}

Movement teamsMatch(const MovementRequest& request) {
    if ((request.teams != 0 && request.teams != 2) || (request.tables != 0 && request.tables != 2))
        throw core::InputError("A teams-of-four match is two teams at two tables.");
    const int rounds = request.roundsOr(2);
    if (rounds < 2 || rounds % 2 != 0 || rounds > 40)
        throw core::InputError("A teams-of-four match plays two rounds a segment (the boards "
                               "exchanged between the tables), 2 to 40 rounds, not " +
                               std::to_string(rounds) + ".");
    Movement m = newMovement("teams", "Teams-of-four match",
                             {.tables = 2,
                              .rounds = rounds,
                              .boardSets = rounds,
                              .boardsPerRound = request.boardsPerRoundOr(6)});
    matchTeamPairs(m, 2);
    for (int s = 0; s < rounds / 2; ++s) {
        // Team A North-South at table 1, East-West at table 2; in every other segment team B's
        // pairs change places so each pair meets both opposing pairs.
        const int b1 = s % 2 == 0 ? 3 : 4, b2 = s % 2 == 0 ? 4 : 3;
        const int first = 2 * s + 1;
        m.rounds[2 * s].tables = {TableRound{1, 1, b1, first}, TableRound{2, b2, 2, first + 1}};
        m.rounds[2 * s + 1].tables = {TableRound{1, 1, b1, first + 1}, TableRound{2, b2, 2, first}};
    }
    m.notes.push_back("Team A's pairs sit North-South at table 1 and East-West at table 2; team "
                      "B's the other seats. Each table plays its " +
                      std::to_string(m.boardsPerRound) +
                      " boards, then the boards go to the other table (carried by a neutral "
                      "referee).");
    if (rounds > 2)
        m.notes.push_back("After each segment team B's two pairs change places.");
    m.promises.timesEachSetPlayed = 2;
    m.promises.teammatesNeverMeet = true;
    listOnlyTablesInPlay(m);
    return m;
}

} // namespace overplay::movements
