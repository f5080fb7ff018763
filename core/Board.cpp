// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Board.h"

#include <stdexcept>

namespace overplay::core {

namespace {
int rotationIndex(int number) {
    if (number < 1)
        throw std::invalid_argument("board numbers start at 1");
    return (number - 1) % 16;
}
} // namespace

Seat dealerOf(int number) {
    return static_cast<Seat>(rotationIndex(number) % 4);
}

Vulnerability vulnerabilityOf(int number) {
    // Each group of four boards shifts the None/NS/EW/All cycle by one (Law 2).
    static constexpr Vulnerability cycle[] = {Vulnerability::None, Vulnerability::NorthSouth,
                                              Vulnerability::EastWest, Vulnerability::Both};
    const int b = rotationIndex(number);
    return cycle[(b + b / 4) % 4];
}

} // namespace overplay::core
