// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "movements/MovementRequest.h"

#include <string>

namespace CLI {
class App;
}

namespace overplay::app {

/// What describes a movement on the command line, read the same way by every command that
/// makes one (`movement KIND`, `new --movement KIND`, `section add --movement KIND`), so a
/// command that `movement list` suggests works as it is in each of them. They are the
/// generators' request itself, read field by field into it; its kind is the command's own
/// argument (movementRequestOf).
using MovementArguments = movements::MovementRequest;

/// Adds --tables, --pairs, --teams, --rounds, --boards-per-round, --arrow-switch and
/// --even-tables to a command, with their ranges; one of tables, pairs or teams at most.
void addMovementArguments(CLI::App& command, MovementArguments& arguments);

/// The request for the generators: KIND with the arguments given.
movements::MovementRequest movementRequestOf(const std::string& kind,
                                             const MovementArguments& arguments);

} // namespace overplay::app
