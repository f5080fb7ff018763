// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Figures.h"

#include <cmath>

namespace overplay::core {

double roundHalfUp(double value, int decimals) {
    const double scale = std::pow(10.0, decimals);
    // A percentage such as 62.505 is stored a hair below its half; sums of matchpoints carry
    // noise of the order of 1e-12. Nothing a director enters comes within 1e-7 of a half.
    const double rounded = std::floor(value * scale + 0.5 + 1e-7) / scale;
    return rounded == 0.0 ? 0.0 : rounded;
}

std::string countText(int count, std::string_view one, std::string_view many) {
    std::string noun(count == 1 ? one : many);
    if (count != 1 && many.empty())
        noun = std::string(one) + "s";
    return std::to_string(count) + " " + noun;
}

} // namespace overplay::core
