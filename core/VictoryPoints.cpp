// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/VictoryPoints.h"

#include <cmath>
#include <stdexcept>

namespace overplay::core {

std::vector<int> wbfVpTable(int boards) {
    if (boards < 1)
        throw std::invalid_argument("a match has at least one board");
    const double tau = (std::sqrt(5.0) - 1.0) / 2.0;
    const double blitz = 15.0 * std::sqrt(static_cast<double>(boards));
    const int last = static_cast<int>(std::ceil(blitz));
    std::vector<int> table(last + 1);
    for (int m = 0; m <= last; ++m) {
        const double vp = m >= blitz ? 20.0
                                     : 10.0 + 10.0 * (1.0 - std::pow(tau, 3.0 * m / blitz)) /
                                                  (1.0 - std::pow(tau, 3.0));
        table[m] = static_cast<int>(std::lround(vp * 100.0));
    }
    // Rounding can leave a step bigger than the one before it; the WBF scale is concave, so
    // lift such a value by 0.01 until every step is no bigger than the previous one.
    for (bool changed = true; changed;) {
        changed = false;
        for (int i = 1; i + 1 <= last; ++i) {
            if (table[i + 1] - table[i] > table[i] - table[i - 1]) {
                table[i] += 1;
                changed = true;
            }
        }
    }
    return table;
}

std::pair<double, double> wbfVictoryPoints(double imps, int boards) {
    if (!std::isfinite(imps))
        throw std::invalid_argument("an IMP margin is a finite number");
    const std::vector<int> table = wbfVpTable(boards);
    const double margin = std::abs(imps);
    const int last = static_cast<int>(table.size()) - 1;
    double hundredths;
    if (margin >= last) {
        hundredths = table[last];
    } else {
        const int low = static_cast<int>(std::floor(margin));
        const double frac = margin - low;
        hundredths = std::round(table[low] + frac * (table[low + 1] - table[low]));
    }
    const double winner = hundredths / 100.0;
    const double loser = (2000.0 - hundredths) / 100.0;
    return imps >= 0 ? std::pair{winner, loser} : std::pair{loser, winner};
}

} // namespace overplay::core
