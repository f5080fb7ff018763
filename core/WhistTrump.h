// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Duplicate whist's trump slip: the trump of a deal is turned when the deal is first dealt and
// recorded on a slip that travels with the tray, so every table plays the deal with the same
// trumps (Foster's Duplicate Whist: "When the hand is first dealt, the trump is recorded on
// this slip"; "It is a common practice to note the trump card on the score sheets"). Memory
// duplicate turns none: one suit is declared trumps for the whole sitting.

#include "core/Card.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace overplay::core {

struct TrumpSlip {
    Suit suit = Suit::Spades;
    /// The card turned (2..14); none when only the suit is declared.
    std::optional<int> rank;
    friend bool operator==(const TrumpSlip&, const TrumpSlip&) = default;
};

/// Reads a card turned ("H7", "7H", "♥7", "h10") or a suit declared ("H", "hearts", "♥").
/// Throws InputError naming what it cannot read.
TrumpSlip parseTrumpSlip(std::string_view text);

/// "H7" or "H", as parseTrumpSlip reads it back.
std::string trumpSlipText(const TrumpSlip& slip);

/// The card a dealer turns for trumps when Overplay deals: the last card of the pack goes to
/// the dealer, so it is one of the dealer's thirteen, picked by `seed` (a deal's own seed
/// picks the same card again).
TrumpSlip turnedTrump(const Deal& deal, Seat dealer, std::uint64_t seed);

} // namespace overplay::core
