// SPDX-License-Identifier: GPL-3.0-or-later
// copy: an event moved between a file and a PostgreSQL server, either way, exactly.
#include "app/cli/Cli.h"
#include "db/EventStore.h"

#include <CLI/CLI.hpp>

#include <memory>
#include <ostream>

namespace overplay::app {

namespace {

void runCopy(const std::string& from, const std::string& to, CliContext& context) {
    db::EventStore::copy(from, to);
    db::OpenOptions reading;
    reading.readOnly = true;
    const auto copy = db::EventStore::open(to, reading);
    const std::size_t sessions = copy.sessionNumbers().size();
    const std::size_t rows = copy.auditLog().size();
    context.out << "copied " << copy.info().name << " to " << to << " (" << sessions
                << (sessions == 1 ? " session, " : " sessions, ") << rows
                << (rows == 1 ? " audit row" : " audit rows") << ")\n";
}

} // namespace

void addServerCommands(CLI::App& app, CliContext& context) {
    auto files = std::make_shared<std::pair<std::string, std::string>>();
    CLI::App* copy = app.add_subcommand(
        "copy", "copy an event exactly, audit log included, between a file and a server "
                "(postgresql://HOST/DB?event=NAME) either way");
    copy->add_option("from", files->first, "the event: a file or a server address")->required();
    copy->add_option("to", files->second, "the copy to make (must not exist)")->required();
    copy->callback([files, &context] { runCopy(files->first, files->second, context); });
}

} // namespace overplay::app
