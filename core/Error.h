// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Errors of the core: bad user input is reported with an InputError whose message is the one
// clear line a director sees; broken preconditions in code throw std::invalid_argument or
// std::logic_error as usual.

#include <stdexcept>
#include <string>

namespace overplay::core {

/// Input that a director or a file gave and the rules refuse (an impossible contract, a pair
/// at the wrong table, a corrupt file). what() is a complete sentence naming the problem.
class InputError : public std::runtime_error {
public:
    explicit InputError(const std::string& message) : std::runtime_error(message) {}
};

} // namespace overplay::core
