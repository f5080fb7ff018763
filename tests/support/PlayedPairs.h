// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A pair of a section read from another program's file, found as a test names it.

#include "core/PlayedSection.h"

#include <string>

namespace overplay::tests {

/// The pair numbered `number` in `field` (its printed number and direction), or nullptr.
inline const core::PlayedPair* pairOf(const core::PlayedSection& s, const std::string& number,
                                      core::Field field) {
    for (const core::PlayedPair& p : s.pairs)
        if (p.number == number && p.field == field)
            return &p;
    return nullptr;
}

} // namespace overplay::tests
