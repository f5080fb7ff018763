// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a refusal says: the one line of the InputError a call throws, as the director reads it.

#include "core/Error.h"

#include <functional>
#include <string>

namespace overplay::tests {

/// The message of the InputError `f` throws, or "(no error)" when it throws none.
inline std::string inputErrorOf(const std::function<void()>& f) {
    try {
        f();
    } catch (const core::InputError& e) {
        return e.what();
    }
    return "(no error)";
}

} // namespace overplay::tests
