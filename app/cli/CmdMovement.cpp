// SPDX-License-Identifier: GPL-3.0-or-later
// movement KIND, movement check, movement list: generate, verify and choose movements
// (docs/cli.md). Hidden: movement report (writes docs/movements.md) and movement
// search-howell (recomputes movements/HowellTables.cpp).
#include "app/cli/Cli.h"
#include "app/cli/MovementArguments.h"
#include "app/cli/Subcommand.h"

#include "core/Error.h"
#include "core/Figures.h"
#include "core/Files.h"
#include "core/Path.h"
#include "movements/Balance.h"
#include "movements/Chooser.h"
#include "movements/Generate.h"
#include "movements/Howell.h"
#include "movements/MovementJson.h"
#include "movements/Validator.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <memory>
#include <ostream>
#include <sstream>

namespace overplay::app {

namespace mv = overplay::movements;

namespace {

struct MovementOptions {
    std::string kind;
    MovementArguments arguments;
    bool json = false;
};

std::string fixed(double v, int decimals) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
    return buf;
}

std::string label(const mv::Movement& m, int entry) {
    if (entry == 0)
        return "-";
    auto it = m.pairLabels.find(entry);
    return it != m.pairLabels.end() ? it->second : std::to_string(entry);
}

std::string boardsText(const mv::Movement& m, int set) {
    if (set == 0)
        return "";
    const int first = m.firstBoardOf(set);
    const int last = m.lastBoardOf(set);
    return first == last ? std::to_string(first)
                         : std::to_string(first) + "-" + std::to_string(last);
}

/// Rounds × tables: "NS-EW boards" in each cell, "*" for an arrow-switched table.
void printTable(const mv::Movement& m, std::ostream& out) {
    const int rounds = static_cast<int>(m.rounds.size());
    // Rounds as players count them; a round in two halves is listed as its two sets, "1b"
    // for the second.
    const bool halves = m.realRounds() != rounds;
    out << m.name << ": " << m.pairs << (m.isIndividual() ? " players, " : " pairs, ") << m.tables
        << " tables, " << core::countText(m.realRounds(), "round") << ", " << m.boardsPerRound
        << (halves ? " boards a set, two sets a round (" : " boards a round (") << m.boards()
        << " boards)\n";
    // A table not listed in a round plays nothing then (the file lists only tables in play).
    std::vector<std::vector<std::string>> cells(rounds, std::vector<std::string>(m.tables, "-"));
    bool anySitout = false;
    for (int r = 0; r < rounds; ++r) {
        for (const mv::TableRound& t : m.rounds[r].tables) {
            if (t.table < 1 || t.table > m.tables)
                continue;
            std::string who;
            if (m.isIndividual()) {
                for (int i = 0; i < 4; ++i)
                    who += (i ? "," : "") + label(m, t.players[i]);
            } else if (t.ns != 0 || t.ew != 0) {
                who = label(m, t.ns) + "-" + label(m, t.ew);
            }
            std::string cell = who;
            if (t.set != 0)
                cell += " " + boardsText(m, t.set);
            if (t.switched)
                cell += "*";
            cells[r][t.table - 1] = cell.empty() ? "-" : cell;
        }
        anySitout = anySitout || !m.rounds[r].sitout.empty();
    }
    std::vector<std::size_t> width(m.tables);
    for (int t = 0; t < m.tables; ++t) {
        width[t] = ("Table " + std::to_string(t + 1)).size();
        for (int r = 0; r < rounds; ++r)
            width[t] = std::max(width[t], cells[r][t].size());
    }
    auto pad = [](const std::string& s, std::size_t w) {
        return s + std::string(w > s.size() ? w - s.size() : 0, ' ');
    };
    std::string header = "Round";
    for (int t = 0; t < m.tables; ++t)
        header += "  " + pad("Table " + std::to_string(t + 1), width[t]);
    if (anySitout)
        header += "  Sits out";
    header.erase(header.find_last_not_of(' ') + 1);
    out << header << "\n";
    for (int r = 0; r < rounds; ++r) {
        const std::string num = halves ? std::to_string(m.realRoundOf(m.rounds[r].number)) +
                                             (m.rounds[r].samePlacesAsBefore ? "b" : "a")
                                       : std::to_string(m.rounds[r].number);
        std::string line = std::string(5 - std::min<std::size_t>(5, num.size()), ' ') + num;
        for (int t = 0; t < m.tables; ++t)
            line += "  " + pad(cells[r][t], width[t]);
        if (anySitout) {
            std::string list;
            for (int e : m.rounds[r].sitout)
                list += (list.empty() ? "" : ",") + label(m, e);
            line += "  " + list;
        }
        // No trailing spaces on a line a director may paste.
        line.erase(line.find_last_not_of(' ') + 1);
        out << line << "\n";
    }
    if (std::any_of(m.rounds.begin(), m.rounds.end(), [](const mv::Round& r) {
            return std::any_of(r.tables.begin(), r.tables.end(),
                               [](const mv::TableRound& t) { return t.switched; });
        }))
        out << "* arrow switch: the pairs play the other direction's cards\n";
    for (const std::string& note : m.notes)
        out << "Note: " << note << "\n";
    const mv::BalanceReport b = mv::measureBalance(m);
    if (b.pairsOfEntries > 0)
        out << "Balance: " << fixed(b.percent, 2) << "% (comparisons " << b.countsText()
            << (b.fields == 2 ? ", NS and EW apart" : "") << "; Manning Qf "
            << fixed(b.manningQf, 2) << ")\n";
}

nlohmann::json balanceJson(const mv::BalanceReport& b) {
    nlohmann::json histogram = nlohmann::json::object();
    for (const auto& [count, n] : b.histogram)
        histogram[std::to_string(count)] = n;
    return {{"percent", core::roundHalfUp(b.percent, 2)},
            {"fields", b.fields},
            {"minComparisons", b.minComparisons},
            {"maxComparisons", b.maxComparisons},
            {"idealComparisons", b.idealComparisons},
            {"squaredDeviation", b.squaredDeviation},
            {"comparisons", histogram},
            {"manningQf", core::roundHalfUp(b.manningQf, 2)}};
}

void runGenerate(const MovementOptions& o, CliContext& context) {
    if (o.kind.empty())
        throw UsageError{"movement needs a KIND (howell, mitchell, compass, ...), or check/list"};
    const mv::Movement m = mv::generateMovement(movementRequestOf(o.kind, o.arguments));
    if (o.json)
        context.out << mv::movementToJson(m) << "\n";
    else
        printTable(m, context.out);
}

void runCheck(const std::string& file, bool json, CliContext& context) {
    const std::string text = core::readUserFile(file, core::kMaxListFileBytes);
    mv::Movement m;
    try {
        m = mv::movementFromJson(text);
    } catch (const core::InputError& e) {
        throw core::InputError(file + ": " + e.what());
    }
    // Validity first: balance is measured only on a movement that can be played (a pair
    // number out of range or a declared size beyond the limits must never reach it).
    const mv::ValidationReport report = mv::validate(m);
    const mv::BalanceReport balance = report.ok() ? mv::measureBalance(m) : mv::BalanceReport{};
    if (json) {
        nlohmann::json problems = nlohmann::json::array();
        for (const auto& p : report.problems)
            problems.push_back({{"round", p.round},
                                {"table", p.table},
                                {"entry", p.entry},
                                {"message", p.message}});
        nlohmann::json j = {{"valid", report.ok()}, {"problems", problems}};
        if (report.ok())
            j["balance"] = balance.measured ? balanceJson(balance) : nlohmann::json(nullptr);
        context.out << j.dump(2) << "\n";
    } else if (report.ok()) {
        context.out << "valid: " << m.name << " (" << m.pairs << " "
                    << (m.isIndividual() ? "players" : "pairs") << ", " << m.tables << " tables, "
                    << core::countText(m.realRounds(), "round") << ")\n";
        if (balance.measured)
            context.out << "balance: " << fixed(balance.percent, 2) << "% (comparisons "
                        << balance.countsText() << (balance.fields == 2 ? ", NS and EW apart" : "")
                        << "; Manning Qf " << fixed(balance.manningQf, 2) << ")\n";
        else
            context.out << "balance: not measured beyond " << mv::MovementLimits::measuredEntries
                        << " pairs\n";
    } else {
        context.out << report.text(1000);
    }
    if (!report.ok())
        throw core::InputError(file + ": the movement is not valid (" +
                               std::to_string(report.problems.size()) + " problem" +
                               (report.problems.size() == 1 ? "" : "s") + ": " +
                               report.problems.front().message + ")");
}

struct ListOptions {
    int tables = 0;
    int pairs = 0;
    int teams = 0;
    int boards = 0;
    int rounds = 0;
    std::string game; ///< "bridge", "whist", "auction" or "" (both games, bridge first)
    bool json = false;
};

void runList(const ListOptions& o, CliContext& context) {
    if (o.tables == 0 && o.pairs == 0 && o.teams == 0)
        throw UsageError{"movement list needs --tables T, --pairs P or --teams N"};
    mv::ChoiceRequest request;
    request.tables = o.tables;
    request.pairs = o.pairs;
    request.teams = o.teams;
    request.boards = o.boards;
    request.maxRounds = o.rounds;
    // Auction bridge moves as contract bridge does.
    request.game = o.game == "whist"                           ? mv::ChoiceGame::Whist
                   : o.game == "bridge" || o.game == "auction" ? mv::ChoiceGame::Bridge
                                                               : mv::ChoiceGame::Any;
    const auto choices = mv::chooseMovements(request);
    if (choices.empty())
        throw core::InputError("no movement fits that field and time.");
    if (o.json) {
        nlohmann::json list = nlohmann::json::array();
        for (const auto& c : choices) {
            const auto b = mv::measureBalance(c.movement);
            list.push_back(
                {{"kind", c.request.kind},
                 {"name", c.movement.name},
                 {"rounds", c.movement.realRounds()},
                 {"boardsPerRound", c.movement.boardsPerRound},
                 {"boards", static_cast<int>(c.movement.rounds.size()) * c.movement.boardsPerRound},
                 {"balance", balanceJson(b)},
                 {"why", c.why}});
        }
        context.out << list.dump(2) << "\n";
        return;
    }
    int rank = 0;
    for (const auto& c : choices) {
        std::string how = c.request.kind;
        if (c.request.teams)
            how += " --teams " + std::to_string(c.request.teams);
        if (c.request.pairs)
            how += " --pairs " + std::to_string(c.request.pairs);
        if (c.request.rounds)
            how += " --rounds " + std::to_string(c.request.rounds);
        if (c.request.boardsPerRound)
            how += " --boards-per-round " + std::to_string(c.request.boardsPerRound);
        if (!c.request.evenTables.empty())
            how += " --even-tables " + c.request.evenTables;
        if (c.request.arrowSwitch)
            how += " --arrow-switch";
        context.out << ++rank << ". " << c.why << "\n   overplay-cli movement " << how << "\n";
    }
}

/// docs/movements.md: the balance of every Howell we generate beside the best known figure.
void runReport(const std::string& output, CliContext& context) {
    std::ostringstream doc;
    doc << R"(# Howell movements: how balanced ours are

*Produced by `overplay-cli movement report --output docs/movements.md`; do not edit by hand.
Regenerate it after any change to movements/Howell.cpp.*

## What the measures mean
- **Comparison count** (Ach & Kennedy): how often two pairs hold the same cards of the same
  board set at different tables, i.e. how often their results are compared in matchpointing.
  A movement is balanced when every two pairs are compared equally often; the ideal is the
  mean over all pairs of pairs (T−1 for a complete Howell of T tables). We show the least and
  the largest count over all pairs of pairs, and Σ(count − ideal)², the squared deviation.
- **Manning's Qf** (J.R. Manning, EBU, "Bridge movements – the maths"; Ross Moore's Mpcomp):
  for two pairs p, q, summed over the sets both play (n = times the set is played),
  M(p,q) = [same direction] − [opposite direction] + (n−1)·[opponents]. Perfect balance: all
  M(p,q) equal. Our Qf = 100·mean(M)² / (mean(M)² + variance(M)), 100 perfect (the
  reference gives no normalisation; ours is scale-free). For a complete Howell M = 2c − T + 1,
  so Qf ranks Howells exactly as the comparison counts do.
- **`movement check` percent**: 100·(1 − rms deviation / ideal) of the comparison counts.
- Definitions in code: movements/Balance.h. Construction and search: movements/Howell.h.

## Why odd numbers of tables cannot be perfect — and why ours is the best possible
Write v_p ∈ {±1}^(2T−1) for pair p's direction on each set (+1 North-South). Comparisons are
c(p,q) = (2T−1 + ⟨v_p, v_q⟩)/2. Let V be the 2T × (2T−1) matrix of the v_p. Each column has T
entries +1 and T entries −1, so two columns s, t have inner product 4k − 2T, where k counts the
pairs North-South on both sets: for odd T it is ≡ 2 (mod 4), never 0, so its square is at
least 4. Comparing trace((V Vᵀ)²) = trace((VᵀV)²) then gives
Σ (c(p,q) − (T−1))² ≥ (2T−1)(T−1) over the pairs of pairs, for **every** Howell with an odd
number of tables, cyclic or not. The best cyclic Howells reach this bound (every count T−1 or
T−1 ± 1), so they cannot be beaten in squared deviation; our non-cyclic search (flipping one
table in one round at a time, simulated annealing) reaches the bound from random starts but
never goes below it, as the proof says it cannot. For even T the same argument gives the
known result: perfect balance needs a Hadamard matrix of order 2T, and a cyclic one needs a
cyclic Hadamard difference set of order 2T−1.

## The table
Pairs: the number of pairs; odd numbers play the Howell of one more pair with a phantom (its
opponents sit out). Rounds: complete Howell, 2T−1 rounds. "Best known" is the best figure
published (McKinnon's movement pages, Manning's paper) or found by an exhaustive search of the
cyclic Howells, and for an odd number of tables the bound proved above (for odd pairs no
published figure is known to us).

| pairs | tables | rounds | comparisons (ours) | ideal | Σ(c−ideal)² | Manning Qf | best known | status |
|---|---|---|---|---|---|---|---|---|
)";
    for (int pairs = 4; pairs <= 36; ++pairs) {
        const mv::Movement m = mv::completeHowell(pairs);
        const mv::BalanceReport b = mv::measureBalance(m);
        const int t = m.tables;
        std::string known;
        std::string status;
        const bool perfect = b.minComparisons == b.maxComparisons;
        if (pairs % 2 == 1) {
            known = "—";
            status =
                perfect ? "perfect (Paley, the phantom fixed)" : "phantom pair: sitouts unbalance";
        } else if (t <= 3) {
            known = "no Room square: boards shared";
            status = perfect ? "perfect" : "sharing";
        } else if (t == 4 || t == 6 || t == 8 || t == 10 || t == 12 || t == 16 || t == 18) {
            known = std::to_string(t - 1) + ".." + std::to_string(t - 1) + " (perfect)";
            status = perfect ? "perfect" : "NOT perfect";
        } else if (t % 2 == 1) {
            known = std::to_string(t - 2) + ".." + std::to_string(t) +
                    ", Σ=" + std::to_string((2 * t - 1) * (t - 1)) + " (best cyclic)";
            status = std::lround(b.squaredDeviation) == (2 * t - 1) * (t - 1)
                         ? "best possible (bound)"
                         : "worse than the bound";
        } else if (t == 14) {
            known = "11..15 (best cyclic)";
            status = perfect ? "perfect (Paley, GF(27))" : "best cyclic; perfect open";
        } else {
            known = "—";
            status = perfect ? "perfect" : "searched";
        }
        doc << "| " << pairs << " | " << t << " | " << m.rounds.size() << " | " << b.minComparisons
            << ".." << b.maxComparisons << " | " << fixed(b.idealComparisons, 2) << " | "
            << fixed(b.squaredDeviation, 1) << " | " << fixed(b.manningQf, 2) << " | " << known
            << " | " << status << " |\n";
    }
    doc << R"(
## Partial (three-quarter) Howells
R = about ¾ of the complete rounds. The movement is a Howell design H(R, 2T): R rounds and
exactly R board sets, each set played at every table, every pair playing every set once
(sitting out the set of any round it sits out) and no two pairs meeting twice. Such a design
exists for every T ≤ R ≤ 2T − 1 except H(2,4), H(3,4), H(5,6) and H(5,8) (Stinson; Anderson,
Schellenberg and Stinson, on the existence of Howell designs); Overplay finds them by seeded
cyclic starter-adder searches, and where there is none (4 tables, 5 rounds) keeps R rounds of
the complete Howell with its board sets and says so in the notes. Among several designs the
one with the best Manning's Qf is kept, after re-orienting tables (which pair holds
North-South) to raise it: the published authorities prefer Qf for incomplete movements. The
ideal is the mean comparison count; a design compares more often because every set is played
by every pair.

| pairs | tables | rounds | sets | comparisons | ideal | Manning Qf |
|---|---|---|---|---|---|---|
)";
    for (int pairs = 8; pairs <= 34; pairs += 2) {
        const int t = pairs / 2;
        const int rounds = static_cast<int>(std::lround(0.75 * (2 * t - 1)));
        const mv::Movement m = mv::partialHowell(pairs, rounds);
        const mv::BalanceReport b = mv::measureBalance(m);
        doc << "| " << pairs << " | " << t << " | " << rounds << " | " << m.boardSets << " | "
            << b.minComparisons << ".." << b.maxComparisons << " | " << fixed(b.idealComparisons, 2)
            << " | " << fixed(b.manningQf, 2) << " |\n";
    }
    doc << R"(
As many rounds as tables, for a short session (16 pairs in 8 rounds play 8 sets: 24 boards
at 3 a round, where the complete Howell's sets would need 45):

| pairs | tables | rounds | sets | comparisons | ideal | Manning Qf |
|---|---|---|---|---|---|---|
)";
    for (int pairs = 10; pairs <= 34; pairs += 2) {
        const int t = pairs / 2;
        const mv::Movement m = mv::partialHowell(pairs, t);
        const mv::BalanceReport b = mv::measureBalance(m);
        doc << "| " << pairs << " | " << t << " | " << t << " | " << m.boardSets << " | "
            << b.minComparisons << ".." << b.maxComparisons << " | " << fixed(b.idealComparisons, 2)
            << " | " << fixed(b.manningQf, 2) << " |\n";
    }
    {
        mv::MovementRequest tenSets;
        tenSets.kind = "howell-ten-sets";
        tenSets.tables = 3;
        const mv::Movement m = mv::generateMovement(tenSets);
        const mv::BalanceReport b = mv::measureBalance(m);
        doc << "\n## The 3-table Howell in ten sets\n"
            << "The EBU's way to run three tables without sharing boards: 5 rounds, each two "
               "sets at one\ntable with the same pairs, ten sets each played at three tables "
               "(`howell-ten-sets`). Its\ncomparisons: "
            << b.minComparisons << ".." << b.maxComparisons << " (ideal "
            << fixed(b.idealComparisons, 2) << "), Manning Qf " << fixed(b.manningQf, 2)
            << ": every two pairs compared equally often.\n";
    }
    doc << R"(
## The chooser's first choice
`movement list` puts first what the published club recommendations play for a session of
two and a half to three hours (24–28 boards); with `--boards B` the same movement with the
boards a round that come nearest B. Sources, by title: the EBU's club list of movements, as
its affiliated clubs print it (for example the Exeter Bridge Club's list of "EBU movements":
Howells up to 7 tables, a ¾ Howell at 6, Mitchells of 9 rounds × 3 or 13 rounds × 2 beyond,
a skip for an even number of tables); BridgeScorePlus, "Recommended Movements", compiled with
ACBL tournament and club directors; Bridgecentral, "Pairs movements ready reckoner". Where the
EBU names a hesitation Mitchell (8, 11, 12 tables), which Overplay does not generate, the
clubs' share-and-relay or shortened Mitchell stands in. A half table counts as a whole one.

| tables | movement | rounds × boards | source |
|---|---|---|---|
)";
    for (int t = 2; t <= 20; ++t) {
        const auto p = mv::publishedChoice(t);
        if (!p)
            continue;
        mv::MovementRequest request;
        request.kind = p->kind;
        request.tables = t;
        request.rounds = p->rounds;
        request.evenTables = p->evenTables;
        request.boardsPerRound = p->boardsPerRound;
        const mv::Movement m = mv::generateMovement(request);
        doc << "| " << t << " | " << m.name << " | " << m.rounds.size() << " × " << m.boardsPerRound
            << " = " << m.rounds.size() * m.boardsPerRound << " | " << p->source << " |\n";
    }
    doc << R"(
## Regenerating
- This page: `overplay-cli movement report --output docs/movements.md`.
- The stored direction sequences (movements/HowellTables.cpp):
  `overplay-cli movement search-howell` prints them (Hadamard difference sets where they
  exist, an exhaustive search up to 11 tables, simulated annealing with seed 1 above).
- Generation time: `bench_movements` (bench/bench_movements.cpp).
)";
    if (output.empty()) {
        context.out << doc.str();
        return;
    }
    core::writeFileWhole(output, doc.str(), "the movements' page");
    context.out << "wrote " << output << "\n";
}

void runSearchHowell(int from, int to, CliContext& context) {
    for (int t = from; t <= to; ++t)
        context.out << mv::searchedHowellTableCase(t);
}

} // namespace

void addMovementCommands(CLI::App& app, CliContext& context) {
    auto o = std::make_shared<MovementOptions>();
    CLI::App* movement = app.add_subcommand(
        "movement", "generate a movement (movement KIND), check one (movement check FILE.json) "
                    "or list those that fit (movement list --tables T)");
    std::string kinds;
    for (const auto& k : mv::movementKinds())
        kinds += (kinds.empty() ? "" : ", ") + k.kind;
    movement->add_option("kind", o->kind, "the movement: " + kinds);
    addMovementArguments(*movement, o->arguments);
    movement->add_flag("--json", o->json, "print the movement JSON");
    movement->require_subcommand(0, 1);

    auto checkFile = std::make_shared<std::string>();
    auto checkJson = std::make_shared<bool>(false);
    CLI::App* check =
        movement->add_subcommand("check", "validity, then balance; exit 1 if invalid");
    check->add_option("file", *checkFile, "movement JSON file")->required();
    check->add_flag("--json", *checkJson, "print the result as JSON");
    check->callback(
        [checkFile, checkJson, &context] { runCheck(*checkFile, *checkJson, context); });

    auto [list, lo] =
        addSubcommand(*movement, "list", "the movements that fit, best first", context, runList);
    list->add_option("--tables", lo->tables, "tables")->check(wholeNumber(1, kMostTables));
    list->add_option("--pairs", lo->pairs, "pairs")->check(wholeNumber(1, kMostPairs));
    list->add_option("--teams", lo->teams, "teams of four")->check(wholeNumber(1, kMostTeams));
    list->add_option("--boards", lo->boards, "boards wanted")->check(wholeNumber(1, kMostBoards));
    list->add_option("--rounds", lo->rounds, "the most rounds there is time for")
        ->check(wholeNumber(1, kMostRounds));
    list->add_option("--game", lo->game,
                     "bridge or auction (the bridge movements only) or whist (the whist "
                     "movements first)")
        ->check(CLI::IsMember({"bridge", "whist", "auction"}));
    list->add_flag("--json", lo->json, "print the list as JSON");

    auto reportOutput = std::make_shared<std::string>();
    CLI::App* report = movement->add_subcommand("report", "write docs/movements.md");
    report->group(""); // hidden: a maintainer's tool
    report->add_option("--output", *reportOutput, "file to write (default: standard output)");
    report->callback([reportOutput, &context] { runReport(*reportOutput, context); });

    auto range = std::make_shared<std::pair<int, int>>(4, 20);
    CLI::App* search =
        movement->add_subcommand("search-howell", "recompute movements/HowellTables.cpp");
    search->group("");
    search->add_option("--from", range->first, "first number of tables")->check(wholeNumber(2, 32));
    search->add_option("--to", range->second, "last number of tables")->check(wholeNumber(2, 32));
    search->callback([range, &context] { runSearchHowell(range->first, range->second, context); });

    movement->callback([o, movement, &context] {
        if (!movement->get_subcommands().empty())
            return; // check, list, report or search-howell did the work
        runGenerate(*o, context);
    });
}

} // namespace overplay::app
