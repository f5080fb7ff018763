// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Imps.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace overplay::core {

const std::array<int, 24>& impBandLowerBounds() {
    // Lower bound of each band; the IMPs are the index of the band (Law 78B).
    static constexpr std::array<int, 24> bands = {20,   50,   90,   130,  170,  220,  270,  320,
                                                  370,  430,  500,  600,  750,  900,  1100, 1300,
                                                  1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000};
    return bands;
}

int impsFor(int difference) {
    const std::array<int, 24>& bands = impBandLowerBounds();
    // Widened first: the magnitude of the most negative int does not fit an int.
    const long long magnitude = std::llabs(static_cast<long long>(difference));
    const int imps =
        static_cast<int>(std::upper_bound(bands.begin(), bands.end(), magnitude) - bands.begin());
    return difference < 0 ? -imps : imps;
}

} // namespace overplay::core
