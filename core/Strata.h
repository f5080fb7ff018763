// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Stratification: one event ranked again for players of less experience. Strata are lettered
// A, B, C, … A is open to everyone; each later stratum admits only entries whose figure (the
// players' master points, or a grade) is below its limit. An entry is ranked in every stratum
// it is eligible for, so a stratum-C pair also appears in B's and A's lists (the ACBL's
// stratified awards; the EBU's scoring course treats a stratified event the same way).

#include "core/Session.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace overplay::core {

/// One stratum: its letter and its limit (entries below it are eligible; none: open).
struct Stratum {
    std::string letter;
    std::optional<double> below;
    friend bool operator==(const Stratum&, const Stratum&) = default;
};

/// How a pair's figure comes from its players' figures.
enum class StratumFigure {
    Average, ///< the mean of the players' figures (the ACBL's usual rule for pairs)
    Higher,  ///< the higher of them (no pair plays below its stronger player)
};

struct Strata {
    std::vector<Stratum> strata; ///< A (open) first, limits falling; empty: not stratified
    StratumFigure figure = StratumFigure::Average;
    friend bool operator==(const Strata&, const Strata&) = default;
};

/// Reads strata as a director writes them: "A", "B<2000" (or "B:2000"), "C<500". The first is
/// open, the others have limits that fall from one to the next, and letters are not repeated.
/// Throws InputError naming what is wrong.
Strata readStrata(const std::vector<std::string>& specs,
                  StratumFigure figure = StratumFigure::Average);

/// The strata as readStrata reads them back: "A", "B<2000", "C<500".
std::vector<std::string> strataSpecs(const Strata& strata);

/// "A", "B (below 2000)": a stratum as the rankings head it.
std::string stratumTitle(const Stratum& stratum);

/// An entry's figure from its players'; none when a player has none (an entry nobody rated
/// is eligible for the open stratum only).
std::optional<double> entryFigure(const std::vector<std::optional<double>>& players,
                                  StratumFigure how);

/// Whether an entry of this figure is eligible for the stratum.
bool eligible(const Stratum& stratum, std::optional<double> figure);

/// The lowest stratum an entry is eligible for ("C"); "" when not stratified.
std::string stratumOf(const Strata& strata, std::optional<double> figure);

/// One ranking of one stratum.
struct StratumRanking {
    Stratum stratum;
    Ranking ranking; ///< the eligible rows in their order, placed among themselves
};

/// The ranking again for every stratum after the open one: its eligible entries, in the order
/// and with the equalities of the whole ranking, placed 1, 2=, 2=, 4 among themselves.
std::vector<StratumRanking> stratify(const Ranking& ranking, const Strata& strata,
                                     const std::map<int, std::optional<double>>& figureOf);

} // namespace overplay::core
