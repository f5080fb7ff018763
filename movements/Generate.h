// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One entry point for every movement generator: the CLI, the console and the chooser ask here.

#include "movements/Movement.h"
#include "movements/MovementRequest.h"

#include <string>
#include <vector>

namespace overplay::movements {

/// One kind of movement the generators make.
struct MovementKindInfo {
    std::string kind;        ///< the CLI KIND, MovementRequest::kind
    std::string description; ///< one line for `movement --help` and errors
    bool teams = false;      ///< sized by teams rather than pairs
};

/// Every kind generateMovement() understands, in the order a director would look for them.
const std::vector<MovementKindInfo>& movementKinds();

/// Generates the movement asked for, dispatching on request.kind. An unknown kind or a size the
/// generator cannot make throws core::InputError naming what fits.
Movement generateMovement(const MovementRequest& request);

} // namespace overplay::movements
