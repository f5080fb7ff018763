// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Placing entries: best first, equal entries sharing a place written "2=", and percentages
// printed with two decimals.

#include <cstddef>
#include <string>
#include <vector>

namespace overplay::core {

/// What an entry is ranked on, higher better: the primary key, then the tie-break the
/// method names (teams: VPs, then IMPs; whist matches: matches won, then tricks).
struct RankKey {
    double primary = 0;
    double secondary = 0;
};

/// One entry's place: the index of its key in the input and the place text.
struct Place {
    std::size_t index = 0;
    std::string rank; ///< "1", "2=", …
};

/// Orders the keys best first (input order among equals) and gives each its place. Keys
/// equal on both parts, within a relative 1e-9 for floating-point noise, share the place
/// of the first of them, written with "=": 1, 2=, 2=, 4.
std::vector<Place> placeEntries(const std::vector<RankKey>& keys);

/// How many of a field of `field` entries qualify for a final: `spec` names places ("8") or a
/// share of the field ("50%", rounded up: 7 of 13). InputError for anything else.
std::size_t qualifyingPlaces(const std::string& spec, std::size_t field);

/// Whether a place ("3", "4=") is within the first `places`: entries sharing the last
/// qualifying place all qualify.
bool qualifies(const std::string& rank, std::size_t places);

/// A percentage rounded to two decimals (half up, as roundHalfUp: 57.125 stored as 57.12499…
/// gives 57.13), as results print it.
double roundPercent(double percent);

/// A percentage as text with two decimals: "58.21", "50.00".
std::string percentText(double percent);

} // namespace overplay::core
