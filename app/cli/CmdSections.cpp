// SPDX-License-Identifier: GPL-3.0-or-later
// section add: another section of the session, with its own movement on the event's boards.
// Labels, results and ranking of sections are the event commands' own (CmdEvent.cpp).
#include "app/cli/Cli.h"
#include "app/cli/MovementArguments.h"

#include "core/Error.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "movements/Generate.h"
#include "movements/MovementRequest.h"
#include "movements/ScoringFit.h"

#include <CLI/CLI.hpp>

#include <cstdlib>
#include <memory>
#include <ostream>

namespace overplay::app {

namespace {

struct SectionAddOptions {
    std::string file, movement;
    MovementArguments arguments;
};

void runSectionAdd(const SectionAddOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    // The section must rank under the event's method, as `new` checks for the first.
    movements::checkScoringFits(o.movement, store.info().scoring);
    const movements::Movement m =
        movements::generateMovement(movementRequestOf(o.movement, o.arguments));
    const std::string letter = store.addSection(m);
    context.out << "added section " << letter << ": "
                << core::printableText(m.name.empty() ? m.kind : m.name) << ", " << m.pairs
                << (m.isIndividual() ? " players, " : " pairs, ") << m.tables << " tables, "
                << m.rounds.size() << " rounds, " << m.boards() << " boards\n";
}

} // namespace

void addSectionCommands(CLI::App& app, CliContext& context) {
    CLI::App* section = app.add_subcommand("section", "the sections of a session");
    section->require_subcommand(1);
    auto o = std::make_shared<SectionAddOptions>();
    CLI::App* cmd = section->add_subcommand("add", "add a section, lettered after the last");
    cmd->add_option("event", o->file, "EVENT.db")->required();
    cmd->add_option("--movement", o->movement, "mitchell, howell, …")->required();
    addMovementArguments(*cmd, o->arguments);
    cmd->callback([o, &context] { runSectionAdd(*o, context); });
}

} // namespace overplay::app
