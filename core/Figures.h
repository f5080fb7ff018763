// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Figures as a director reads them: the one rounding every front end and document uses, and
// counts with their nouns.

#include <string>
#include <string_view>

namespace overplay::core {

/// The one rounding every figure a director reads goes through (ranking text, JSON, PDF, web
/// site): to `decimals` places, half up (62.505 → 62.51, -0.125 → -0.12), after taking off
/// the binary noise of sums of thirds and quarters (a hair below a half is a half); never -0.
double roundHalfUp(double value, int decimals = 2);

/// A count with its noun as a director says it: "1 round", "7 rounds" (`many` defaults to
/// `one` with an "s").
std::string countText(int count, std::string_view one, std::string_view many = {});

} // namespace overplay::core
