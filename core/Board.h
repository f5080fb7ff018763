// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Boards and the standard rotation of dealer and vulnerability (Law 2).

#include "core/Types.h"

namespace overplay::core {

/// Dealer of board `number` (1-based) in the standard 16-board rotation.
/// Throws std::invalid_argument for number < 1.
Seat dealerOf(int number);

/// Vulnerability of board `number` (1-based) in the standard 16-board rotation.
/// Throws std::invalid_argument for number < 1.
Vulnerability vulnerabilityOf(int number);

} // namespace overplay::core
