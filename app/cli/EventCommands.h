// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The event commands, a file per family: CmdEvent.cpp (new, pairs, check, and the list of them
// all in the order --help shows), CmdHands.cpp (hands, trump), CmdResult.cpp (result, correct,
// results, missing), CmdScoring.cpp (scoring, final) and CmdRank.cpp (rank). What more than one
// family uses is declared here.
#include "app/cli/Cli.h"

#include "core/Error.h"
#include "core/ScoringSettings.h"

#include <optional>
#include <string>
#include <vector>

namespace overplay::app {

void addHandsCommand(CLI::App& app, CliContext& context);   // hands
void addTrumpCommand(CLI::App& app, CliContext& context);   // trump
void addResultCommand(CLI::App& app, CliContext& context);  // result
void addCorrectCommand(CLI::App& app, CliContext& context); // correct
void addResultsCommand(CLI::App& app, CliContext& context); // results
void addMissingCommand(CLI::App& app, CliContext& context); // missing
void addScoringCommand(CLI::App& app, CliContext& context); // scoring
void addFinalCommand(CLI::App& app, CliContext& context);   // final
void addRankCommand(CLI::App& app, CliContext& context);    // rank

/// A refusal of the store about the section in use, named by its section when there are more.
core::InputError inSection(const std::vector<movements::Section>& sections,
                           const db::EventStore& store, const core::InputError& e);

/// The scale `--master-points` names; none when not given.
std::optional<core::MasterPointScale> masterPointsOf(const std::string& key);

/// The game `--game` and `--laws` name: none for contract bridge, or duplicate auction's laws
/// (Foster's unless --laws says otherwise). `before` is kept when neither is given.
std::optional<core::AuctionLaws> gameOf(const std::string& game, const std::string& laws,
                                        std::optional<core::AuctionLaws> before);

} // namespace overplay::app
