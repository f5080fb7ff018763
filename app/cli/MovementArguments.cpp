// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/MovementArguments.h"

#include "app/cli/Cli.h"

#include <CLI/CLI.hpp>

namespace overplay::app {

void addMovementArguments(CLI::App& command, MovementArguments& a) {
    auto* tables =
        command.add_option("--tables", a.tables, "tables")->check(wholeNumber(1, kMostTables));
    auto* pairs = command.add_option("--pairs", a.pairs, "pairs (players for individuals)")
                      ->check(wholeNumber(1, kMostPairs))
                      ->excludes(tables);
    command.add_option("--teams", a.teams, "teams (team movements)")
        ->check(wholeNumber(1, kMostTeams))
        ->excludes(tables)
        ->excludes(pairs);
    command.add_option("--rounds", a.rounds, "rounds (fewer than complete: partial)")
        ->check(wholeNumber(1, kMostRounds));
    command.add_option("--boards-per-round", a.boardsPerRound, "boards a round")
        ->check(wholeNumber(1, kMostBoardsPerRound));
    command.add_flag("--arrow-switch", a.arrowSwitch, "arrow-switch chosen rounds (Mitchell)");
    command.add_option("--even-tables", a.evenTables,
                       "Mitchell with an even number of tables: skip, relay or share");
}

movements::MovementRequest movementRequestOf(const std::string& kind, const MovementArguments& a) {
    movements::MovementRequest r = a;
    r.kind = kind;
    return r;
}

} // namespace overplay::app
