// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/BoardAMatch.h"

namespace overplay::core {

double boardAMatchWin(BamScale scale) {
    return scale == BamScale::TwoOneZero ? 2.0 : 1.0;
}

double boardAMatchPoints(int netScore, BamScale scale) {
    const double win = boardAMatchWin(scale);
    if (netScore > 0)
        return win;
    return netScore == 0 ? win / 2 : 0.0;
}

} // namespace overplay::core
