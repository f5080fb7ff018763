// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Double-dummy analysis of deals with libdds (Bo Haglund and Soren Hein's solver): the
// 20-entry table of tricks each declarer takes in each strain, and par.

#include "core/Card.h"
#include "core/Types.h"

#include <array>
#include <atomic>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// Tricks declarer takes double-dummy, for each strain and declarer: tricks[strain][seat],
/// indexed by Strain (clubs .. no trump) and Seat (North .. West).
struct TrickTable {
    std::array<std::array<int, 4>, 5> tricks{};

    int at(Strain strain, Seat declarer) const {
        return tricks[static_cast<int>(strain)][static_cast<int>(declarer)];
    }
    int& at(Strain strain, Seat declarer) {
        return tricks[static_cast<int>(strain)][static_cast<int>(declarer)];
    }
    friend bool operator==(const TrickTable&, const TrickTable&) = default;
};

/// Par for a dealt board (the dealer matters when both sides can make the same contract).
struct Par {
    /// Par score, North-South's view.
    int scoreNS = 0;
    /// Par contracts as libdds writes them: "2S-EW", "4S*-EW-1" (* doubled, -1 down one),
    /// "3N-NS+1". Empty when the board is passed out at par.
    std::vector<std::string> contracts;
    friend bool operator==(const Par&, const Par&) = default;
};

/// One par contract of Par::contracts, read: level, strain, doubled (par contracts are never
/// redoubled), who declares ("NS", "EW", or one seat such as "E" when only one can), and
/// the tricks over (negative: under) the contract.
struct ParContract {
    int level = 1;
    Strain strain = Strain::NoTrump;
    bool doubled = false;
    std::string declarers;
    int overtricks = 0;
    friend bool operator==(const ParContract&, const ParContract&) = default;
};

/// Reads libdds's text of a par contract ("4S-NS", "3N*-EW-1", "5H-E+1"); none when the text
/// is not of that form.
std::optional<ParContract> parseParContract(std::string_view text);

/// The par as a director reads it: "NS +420 — 4♠ NS", "EW +100 — 3♥X NS −1", "Passed out".
/// `strain` writes a strain ("♠" on a screen, coloured markup on a page); a contract libdds
/// writes in another form is shown as written.
std::string parText(const Par& par, const std::function<std::string(Strain)>& strain);

/// What to analyse: a complete deal, and the dealer and vulnerability par depends on.
struct DoubleDummyBoard {
    Deal deal;
    Seat dealer = Seat::North;
    Vulnerability vulnerability = Vulnerability::None;
};

/// The analysis of one board.
struct DoubleDummyResult {
    TrickTable table;
    Par par;
};

/// How to run an analysis.
struct DoubleDummyOptions {
    /// Called after each batch with boards done so far and the total (on the caller's
    /// thread).
    std::function<void(int done, int total)> progress;
    /// When set and true, the analysis stops before the next batch.
    const std::atomic<bool>* cancel = nullptr;
    /// Solver threads; 0 lets libdds use every core.
    int threads = 0;
    /// Deals per libdds call, 1..40 (libdds's limit with all five strains). Smaller batches
    /// report progress and notice a cancel sooner but keep fewer cores busy.
    int batchSize = 40;
};

/// The results, in the order of the boards; shorter than the input when cancelled.
struct DoubleDummyRun {
    std::vector<DoubleDummyResult> results;
    bool cancelled = false;
};

/// Analyses the boards in batches (40 deals unless options say fewer), on all cores.
/// Throws InputError naming the board (1-based position) when a deal is not complete,
/// and std::runtime_error with libdds's own message when the solver fails.
DoubleDummyRun analyseDeals(const std::vector<DoubleDummyBoard>& boards,
                            const DoubleDummyOptions& options = {});

/// One board, for convenience.
DoubleDummyResult analyseDeal(const DoubleDummyBoard& board);

/// The deal as libdds's strict PBN parser wants it: "N:" then four hands from North,
/// single spaces, T for ten, upper case.
std::string ddsDealText(const Deal& deal);

} // namespace overplay::core
