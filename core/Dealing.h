// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Random deals for a session's boards: seeded from a cryptographic source, reproducible from
// the printed seed on every machine and every standard library.

#include "core/Card.h"
#include "core/Types.h"

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// One dealt board: its number, the standard dealer and vulnerability, and the deal.
struct DealtBoard {
    int number = 1;
    Seat dealer = Seat::North;
    Vulnerability vulnerability = Vulnerability::None;
    Deal deal;
};

/// A fresh 64-bit seed from the operating system's cryptographic source (std::random_device,
/// which is getrandom() on Linux). Print it so the same deals can be made again.
std::uint64_t randomSeed();

/// Deals boards first .. first+count-1 from `seed`. Each board's deal depends only on the
/// seed and its board number (not on `first` or `count`), so board 17 of a seed is the same
/// whether 32 boards or one were dealt. Every deal is equally likely. Throws
/// std::invalid_argument for first < 1 or count < 0.
std::vector<DealtBoard> dealBoards(int first, int count, std::uint64_t seed);

/// The seed as people copy it: 16 lower-case hex digits.
std::string seedText(std::uint64_t seed);
/// Reads a seed written as 1 to 16 hex digits (an optional "0x" prefix). Throws InputError.
std::uint64_t parseSeed(std::string_view text);

} // namespace overplay::core
