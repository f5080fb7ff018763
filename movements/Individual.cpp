// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Individual.h"

#include "core/Error.h"
#include "movements/Balance.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <set>
#include <string>
#include <vector>

namespace overplay::movements {

namespace {

/// A whist tournament Wh(v): every two players partners once and opponents twice. Built from a
/// starter round on an abelian group G = Z_a × Z_b, developed by adding each element of G in
/// turn; v ≡ 0 (mod 4) adds a fixed point ∞ (|G| = v − 1), v ≡ 1 (mod 4) leaves point 0 out of
/// the starter so one player sits out a round (|G| = v). The starter's partner differences
/// cover G∖{0} once and its opponent differences twice — the classical difference method for
/// whist tournaments (Anderson & Finizio, "Whist tournaments", Handbook of Combinatorial
/// Designs). The starters below were found by a local search and are checked by the tests.
struct Starter {
    int players;
    int a, b;               ///< G = Z_a × Z_b; element x stands for (x / b, x % b)
    std::vector<int> seats; ///< tables of four: N, E, S, W; partners N–S and E–W; ∞ = |G|
};

const std::vector<Starter>& starters() {
    static const std::vector<Starter> list{
        {5, 5, 1, {4, 2, 1, 3}},
        {8, 7, 1, {5, 1, 6, 7, 0, 2, 3, 4}},
        {9, 3, 3, {5, 2, 7, 1, 8, 6, 4, 3}},
        {12, 11, 1, {10, 4, 6, 3, 8, 0, 11, 9, 1, 2, 7, 5}},
        {13, 13, 1, {4, 8, 3, 6, 1, 2, 10, 7, 5, 12, 11, 9}},
        {16, 15, 1, {2, 7, 13, 6, 4, 9, 12, 11, 15, 3, 1, 0, 10, 14, 5, 8}},
        {17, 17, 1, {14, 11, 12, 7, 4, 2, 13, 1, 16, 8, 10, 3, 9, 5, 6, 15}},
        {20, 19, 1, {7, 1, 2, 3, 10, 14, 17, 5, 12, 19, 11, 4, 13, 15, 9, 18, 16, 0, 8, 6}},
        {21, 21, 1, {7, 3, 12, 2, 1, 15, 14, 17, 8, 18, 11, 9, 20, 16, 13, 5, 6, 19, 10, 4}},
        {24, 23, 1, {6,  21, 4, 23, 17, 12, 13, 9, 16, 19, 5, 14,
                     15, 3,  8, 2,  22, 10, 7,  0, 18, 11, 1, 20}},
    };
    return list;
}

constexpr int kMinPlayers = 4;
constexpr int kMaxPlayers = 24;

/// The rounds of Wh(v): each round's tables as players 1..v (∞ is player v when v ≡ 0 mod 4).
std::vector<std::vector<std::array<int, 4>>> whistTournament(const Starter& s) {
    const int order = s.a * s.b;
    auto add = [&](int x, int g) {
        if (x == order)
            return x; // ∞ stays put
        return ((x / s.b + g / s.b) % s.a) * s.b + (x % s.b + g % s.b) % s.b;
    };
    std::vector<std::vector<std::array<int, 4>>> rounds;
    for (int g = 0; g < order; ++g) {
        std::vector<std::array<int, 4>> tables;
        for (std::size_t k = 0; k < s.seats.size(); k += 4) {
            std::array<int, 4> t{};
            for (int i = 0; i < 4; ++i)
                t[i] = add(s.seats[k + i], g) + 1;
            tables.push_back(t);
        }
        rounds.push_back(std::move(tables));
    }
    return rounds;
}

} // namespace

Movement memoryIndividual(const MovementRequest& request) {
    if (request.pairs != 0 && request.pairs != 4)
        throw core::InputError("The memory-duplicate individual is for four players, not " +
                               std::to_string(request.pairs) + ".");
    Movement m = newMovement("individual", "Memory duplicate for four players",
                             {.pairs = 4,
                              .tables = 1,
                              .rounds = 6,
                              .boardSets = 3,
                              .boardsPerRound = request.boardsPerRoundOr(4)});
    m.pairLabels = {{1, "a"}, {2, "b"}, {3, "c"}, {4, "S"}};
    const int a = 1, b = 2, c = 3, S = 4;
    // Foster's Duplicate Whist: "one of the four, usually S, retains his seat and keeps the score,
    // the others changing places right and left alternately". Seats N, E, S, W as printed:
    //   c | b | a  /  a b | a c | c b  /  S S S   — Hands 1 to 4 | 5 to 8 | 9 to 12
    const std::array<std::array<int, 4>, 3> original{{{c, b, S, a}, {b, c, S, a}, {a, b, S, c}}};
    // The overplay: "c | b | a / b a | c a | c b / S" with the trays reversed, "the hands
    // originally dealt N & S being placed E & W". We turn the tray a quarter turn clockwise:
    // the North hand lies before East, East's before South, South's before West, West's
    // before North; players[] holds who holds each hand.
    const std::array<std::array<int, 4>, 3> seatedOverplay{
        {{c, a, S, b}, {b, a, S, c}, {a, b, S, c}}}; // physical N, E, S, W
    for (int pass = 0; pass < 2; ++pass)
        for (int set = 1; set <= 3; ++set) {
            TableRound t;
            t.table = 1;
            t.set = set;
            if (pass == 0) {
                t.players = original[set - 1];
            } else {
                const auto& p = seatedOverplay[set - 1];
                t.players = {p[1], p[2], p[3], p[0]};
                t.switched = true;
            }
            m.rounds[3 * pass + set - 1].tables = {t};
        }
    m.promises.replayWithCardsReversed = true;
    m.promises.timesEachSetPlayed = 2;
    m.notes.push_back("South keeps his seat and the score; the others change right and left "
                      "alternately, each partnering South for 8 hands. Hands 1-12 are dealt, "
                      "then overplayed with the trays reversed (rounds 4-6): the same partners, "
                      "the other cards. players[] lists who holds the N, E, S, W hands.");
    m.notes.push_back("No trump is turned in memory duplicate; one suit is trumps for the "
                      "sitting.");
    listOnlyTablesInPlay(m);
    return m;
}

namespace {

/// The rounds of a whist tournament, every table of a round playing the round's set (individual()
/// names it and sizes its tables and boards).
Movement fromTournament(const Starter& starter) {
    const auto designs = whistTournament(starter);
    const int rounds = static_cast<int>(designs.size());
    Movement m = newMovement("individual", "",
                             {.pairs = starter.players, .rounds = rounds, .boardSets = rounds});
    for (Round& round : m.rounds) {
        const auto& design = designs[static_cast<std::size_t>(round.number - 1)];
        std::vector<bool> seated(static_cast<std::size_t>(m.pairs) + 1, false);
        for (const auto& players : design) {
            TableRound t;
            t.table = static_cast<int>(round.tables.size()) + 1;
            t.players = players;
            t.set = round.number; // every table plays the round's set (copies)
            round.tables.push_back(t);
            for (int p : players)
                seated[p] = true;
        }
        for (int p = 1; p <= m.pairs; ++p)
            if (!seated[p])
                round.sitout.push_back(p);
    }
    return m;
}

std::size_t partnershipsOf(const Movement& m) {
    std::set<std::pair<int, int>> partnered;
    for (const Round& r : m.rounds)
        for (const TableRound& t : r.tables) {
            partnered.insert(std::minmax(t.players[0], t.players[2]));
            partnered.insert(std::minmax(t.players[1], t.players[3]));
        }
    return partnered.size();
}

} // namespace

namespace {

/// A rotating (cyclic) individual for n ≡ 2 or 3 (mod 4) players, where no whist tournament
/// exists: players stand at the n points of Z_n, the starter seats n / 4 tables and the rest
/// sit out, and each round every player moves one point on, for n rounds. So everyone sits
/// out n mod 4 rounds and plays the rest. The starter's partner differences are distinct and
/// never n/2 (no two players partner twice) and its opponent differences cover every
/// difference once or twice (every two players are opponents once or twice) — the cyclic
/// method of the classical individual movements (Anderson & Finizio, "Whist tournaments",
/// Handbook of Combinatorial Designs). Found by a local search; the tests count the promises.
struct RotatingStarter {
    int players;
    std::vector<int> seats; ///< tables of four: N, E, S, W; the rest of Z_n sit out
};

const std::vector<RotatingStarter>& rotatingStarters() {
    static const std::vector<RotatingStarter> list{
        {6, {1, 3, 5, 2}},
        {7, {3, 0, 4, 2}},
        {10, {1, 0, 4, 6, 5, 8, 7, 9}},
        {11, {4, 7, 9, 5, 10, 2, 0, 6}},
        {14, {0, 7, 13, 9, 3, 1, 12, 11, 5, 4, 8, 10}},
        {15, {3, 0, 10, 12, 6, 4, 11, 5, 8, 13, 2, 9}},
        {18, {12, 14, 2, 3, 1, 4, 0, 8, 7, 10, 5, 13, 11, 9, 16, 15}},
        {19, {11, 12, 5, 3, 0, 16, 1, 14, 4, 13, 8, 10, 6, 15, 18, 7}},
        {22, {19, 16, 6, 12, 3, 1, 20, 15, 4, 17, 2, 18, 21, 7, 11, 0, 8, 13, 14, 10}},
        {23, {21, 1, 16, 4, 9, 7, 22, 5, 12, 17, 3, 10, 2, 14, 13, 18, 0, 20, 6, 19}},
    };
    return list;
}

/// The n rounds of a rotating individual (individual() names it and sizes its tables and
/// boards).
Movement fromRotation(const RotatingStarter& s) {
    const int n = s.players;
    Movement m = newMovement("individual", "", {.pairs = n, .rounds = n, .boardSets = n});
    for (Round& round : m.rounds) {
        const int g = round.number - 1;
        std::vector<bool> seated(static_cast<std::size_t>(n) + 1, false);
        for (std::size_t k = 0; k < s.seats.size(); k += 4) {
            TableRound t;
            t.table = static_cast<int>(k / 4) + 1;
            t.set = round.number; // every table plays the round's set (copies)
            for (int i = 0; i < 4; ++i) {
                t.players[i] = (s.seats[k + i] + g) % n + 1;
                seated[t.players[i]] = true;
            }
            round.tables.push_back(t);
        }
        for (int p = 1; p <= n; ++p)
            if (!seated[p])
                round.sitout.push_back(p);
    }
    return m;
}

/// Turns the same tables of every round a quarter (the North-South players sit East-West and
/// the East-West players North-South): partners and opponents stay the same, but which
/// players hold the same cards at different tables changes, and with it the balance of
/// comparisons. Of every choice of tables to turn (table 1 stays, as turning all is turning
/// none) the one with the best Manning's Qf is kept, the fewest tables first on a tie: the
/// 20-player whist tournament goes from Qf 45 to 83 with table 3 turned. Returns the tables
/// turned.
std::vector<int> turnTablesForBalance(Movement& m) {
    int tables = 0;
    for (const Round& round : m.rounds)
        for (const TableRound& t : round.tables)
            tables = std::max(tables, t.table);
    const auto turned = [&m](unsigned mask) {
        Movement out = m;
        for (Round& round : out.rounds)
            for (TableRound& t : round.tables)
                if ((mask >> (t.table - 1)) & 1U) {
                    const auto p = t.players;
                    t.players = {p[1], p[2], p[3], p[0]};
                }
        return out;
    };
    double best = measureBalance(m).manningQf;
    unsigned bestMask = 0;
    for (unsigned mask = 2; mask < (1U << tables); mask += 2) {
        const double qf = measureBalance(turned(mask)).manningQf;
        if (qf > best + 1e-9) {
            best = qf;
            bestMask = mask;
        }
    }
    std::vector<int> out;
    if (bestMask != 0) {
        m = turned(bestMask);
        for (int t = 1; t <= tables; ++t)
            if ((bestMask >> (t - 1)) & 1U)
                out.push_back(t);
    }
    return out;
}

const RotatingStarter* rotatingStarterFor(int n) {
    for (const RotatingStarter& s : rotatingStarters())
        if (s.players == n)
            return &s;
    return nullptr;
}

} // namespace

Movement individual(const MovementRequest& request) {
    const int n = request.pairs > 0 ? request.pairs : 4 * request.tables;
    if (n == 4)
        return memoryIndividual(request);
    if (n < kMinPlayers || n > kMaxPlayers)
        throw core::InputError("An individual movement is for " + std::to_string(kMinPlayers) +
                               " to " + std::to_string(kMaxPlayers) + " players, not " +
                               std::to_string(n) + ".");
    // Every two players partner exactly once needs n(n−1)/2 partnerships in tables of two:
    // n ≡ 0 or 1 (mod 4), a whist tournament. Other sizes rotate round a circle.
    Movement m;
    const RotatingStarter* rotating = rotatingStarterFor(n);
    if (rotating) {
        m = fromRotation(*rotating);
    } else {
        const auto found = std::find_if(starters().begin(), starters().end(),
                                        [n](const Starter& s) { return s.players == n; });
        if (found == starters().end())
            throw core::InputError("No individual movement for " + std::to_string(n) + " players.");
        m = fromTournament(*found);
    }
    const std::size_t best = partnershipsOf(m);
    const int full = static_cast<int>(m.rounds.size());
    // Balanced on the whole movement, before any rounds are cut off.
    const double before = measureBalance(m).manningQf;
    const std::vector<int> turnedTables = turnTablesForBalance(m);
    const double after = measureBalance(m).manningQf;
    const int R = request.roundsOr(full);
    if (R < 1 || R > full)
        throw core::InputError("An individual movement for " + std::to_string(n) +
                               " players has 1 to " + std::to_string(full) + " rounds, not " +
                               std::to_string(R) + ".");
    m.rounds.resize(R);
    m.boardSets = R;
    m.boardsPerRound = request.boardsPerRoundOr(usualBoardsPerRound(R));
    labelEntriesByNumber(m);
    for (const Round& round : m.rounds)
        m.tables = std::max(m.tables, static_cast<int>(round.tables.size()));
    if (m.tables > 1)
        m.promises.sharedTables.push_back(everyTableShares(m.tables));
    m.name = std::to_string(n) + (rotating ? "-player rotating individual" : "-player individual");
    if (R < full)
        m.name += ", " + std::to_string(R) + " rounds";
    m.notes.push_back("Every table plays the same boards in a round: deal each board once and "
                      "make one copy per table (a dealing machine or curtain cards), so every "
                      "board is compared across all tables.");
    if (rotating) {
        const int out = n % 4;
        m.notes.push_back(
            "A rotating individual: no movement can make every two of " + std::to_string(n) +
            " players partners exactly once (that needs a number of players ≡ 0 or 1 mod 4), "
            "so each round every player moves on one place round the circle of " +
            std::to_string(n) + ". Over the " + std::to_string(full) + " rounds everyone plays " +
            std::to_string(full - out) + " and sits out " + std::to_string(out) +
            ", no two players are partners twice (" + std::to_string(best) + " of the " +
            std::to_string(n * (n - 1) / 2) +
            " pairs of players partner once) and every two players are opponents once or "
            "twice.");
        if (R == full) {
            m.promises.everyEntryPlaysEqually = true;
            m.promises.partnersAtMost = 1;
            m.promises.opponentsBetween = {1, 2};
        }
    } else {
        m.notes.push_back("A whist tournament: over the " + std::to_string(full) +
                          " rounds every two players are partners exactly once and opponents "
                          "twice." +
                          (n % 4 == 1 ? " One player sits out each round." : ""));
        if (R == full) {
            m.promises.everyPlayerPartnersEveryOtherOnce = true;
            m.promises.everyEntryPlaysEqually = true;
            m.promises.opponentsBetween = {2, 2};
        }
    }
    if (!turnedTables.empty()) {
        std::string which;
        for (int t : turnedTables)
            which += (which.empty() ? "" : " and ") + std::to_string(t);
        char qf[64];
        std::snprintf(qf, sizeof qf, "%.0f to %.0f", before, after);
        m.notes.push_back("Table" + std::string(turnedTables.size() > 1 ? "s " : " ") + which +
                          " turned every round (the partners who would sit North-South sit "
                          "East-West): the same partners and opponents, the comparisons more "
                          "even (Manning's Qf " +
                          std::string(qf) + ").");
    }
    listOnlyTablesInPlay(m);
    return m;
}

} // namespace overplay::movements
