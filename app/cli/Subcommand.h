// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// How a command registers itself: its options gathered in one struct that the command keeps
// alive, handed to the command's run function when the command line names it, and (for a
// command on an event) the event as its first argument. Every Cmd*.cpp family starts its
// commands this way.
#include "app/cli/Cli.h"

#include <CLI/CLI.hpp>

#include <memory>
#include <string>
#include <utility>

namespace overplay::app {

/// A command and the options it fills, for adding its own arguments.
template <typename Options> struct Subcommand {
    CLI::App* cmd;
    std::shared_ptr<Options> options;
};

/// `name` under `parent`: `run` gets its options when the command line names it.
template <typename Options>
Subcommand<Options> addSubcommand(CLI::App& parent, std::string name, std::string description,
                                  CliContext& context, void (*run)(const Options&, CliContext&)) {
    auto options = std::make_shared<Options>();
    CLI::App* cmd = parent.add_subcommand(std::move(name), std::move(description));
    cmd->callback([options, run, &context] { run(*options, context); });
    return {cmd, options};
}

/// The same for a command on an event: its first argument, EVENT.db, in `Options::file`.
template <typename Options>
Subcommand<Options> addEventSubcommand(CLI::App& parent, std::string name, std::string description,
                                       CliContext& context,
                                       void (*run)(const Options&, CliContext&)) {
    Subcommand<Options> added =
        addSubcommand(parent, std::move(name), std::move(description), context, run);
    added.cmd->add_option("event", added.options->file, "EVENT.db")->required();
    return added;
}

/// A command whose one argument is the event: `run` gets EVENT.db as typed.
inline CLI::App* addEventFileCommand(CLI::App& parent, std::string name, std::string description,
                                     CliContext& context,
                                     void (*run)(const std::string& file, CliContext&)) {
    auto file = std::make_shared<std::string>();
    CLI::App* cmd = parent.add_subcommand(std::move(name), std::move(description));
    cmd->add_option("event", *file, "EVENT.db")->required();
    cmd->callback([file, run, &context] { run(*file, context); });
    return cmd;
}

} // namespace overplay::app
