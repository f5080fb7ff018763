// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PBN with results (core/Pbn.h's writer): one game per board holding the hand record, its
// double-dummy tricks and par score, and a [ScoreTable] traveller of every result.

#include "reports/EventSnapshot.h"

#include <string>
#include <vector>

namespace overplay::reports {

/// The event as PBN text. Boards without a hand record are left out (PBN needs a deal);
/// adjusted scores are rows with "-" for the contract and no score. Duplicate whist is written
/// as whist: no vulnerability or contract, each side's tricks (core::PbnEventInfo::whist).
std::string pbnWithResults(const EventSnapshot& snapshot);

/// The boards pbnWithResults() writes with their results, and those it must leave out: they
/// have results but no hand record.
struct PbnBoards {
    std::vector<int> written;
    std::vector<int> withoutHands;
};
PbnBoards pbnBoards(const EventSnapshot& snapshot);

/// Writes pbnWithResults() to a file; returns the number of boards written. Throws
/// core::InputError, writing nothing, when it cannot be written or no board with results has
/// a hand record (a PBN file without them would carry no results).
int writePbnWithResults(const EventSnapshot& snapshot, const std::string& path);

} // namespace overplay::reports
