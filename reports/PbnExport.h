// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PBN with results (core/Pbn.h's writer): one game per board holding the hand record, its
// double-dummy tricks and par score, and a [ScoreTable] traveller of every result.

#include "reports/EventSnapshot.h"

#include <string>

namespace overplay::reports {

/// The event as PBN text. Boards without a hand record are left out (PBN needs a deal);
/// adjusted scores are rows with "-" for the contract and no score.
std::string pbnWithResults(const EventSnapshot& snapshot);

/// Writes pbnWithResults() to a file. Throws core::InputError when it cannot be written.
void writePbnWithResults(const EventSnapshot& snapshot, const std::string& path);

} // namespace overplay::reports
