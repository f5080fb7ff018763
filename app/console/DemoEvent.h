// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The demo event: a club night as it stands late in the evening — named pairs, dealt and
// analysed boards, most results entered — so every screen of the console has something to
// show. A plain function: the console's --demo, its tests, its benchmark and its screenshot
// script all build the same event from the same seed.

#include "db/EventStore.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>

namespace overplay::app {

/// What the demo event is made of. The defaults are the README's demo: a 5-table Howell,
/// 10 pairs, 27 boards, matchpointed, all but the last two rounds entered.
struct DemoOptions {
    std::string kind = "howell"; ///< "howell" or "mitchell"
    int tables = 5;
    int boardsPerRound = 3;
    std::uint64_t seed = 0x0ED1E5A11CE5ULL; ///< deals and the play at the tables
    /// Rounds whose results are entered in full; the next round is half entered. Negative:
    /// all but this many rounds (−2: all but the last two).
    int roundsEntered = -2;
    bool analyse = true; ///< double-dummy analysis (the results follow it when present)
    /// Called with a short description of each step and its progress 0..100.
    std::function<void(const std::string& step, int percent)> progress;
    /// Set to stop early; the function then throws std::runtime_error("cancelled").
    const std::atomic<bool>* cancel = nullptr;
};

/// Builds the demo event into a new file at `path` (an existing file there is removed
/// first) and returns the open store. The results are realistic: each table plays the
/// double-dummy best contract of the board or a neighbour of it (partner declaring, a
/// partscore, an overbid), making the double-dummy tricks give or take one, from a seeded
/// generator. Without analysis every table plays a seeded partscore.
db::EventStore buildDemoEvent(const std::string& path, const DemoOptions& options = {});

/// The default demo file: "overplay-demo.db" in the user's data folder (created if needed).
std::string defaultDemoPath();

} // namespace overplay::app
