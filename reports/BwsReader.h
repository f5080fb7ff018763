// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading a Bridgemate file (.bws: an Access database the scoring program and the Bridgemate
// server share) into played sections, with mdbtools' libmdb: a club that scored with
// Bridgemates under another program sends it as it would a USEBIO file.

#include "core/PlayedSection.h"

#include <string>
#include <string_view>
#include <vector>

namespace overplay::reports {

/// Whether the bytes begin an Access database ("Standard Jet DB" or "Standard ACE DB").
bool isAccessDatabase(std::string_view start);

/// Whether this build reads Bridgemate files (it was built with mdbtools).
bool readsBridgemateFiles();

/// The pairs sections of a Bridgemate file, with the tables and columns the Bridgemate
/// developer's guide names: Section (ID, Letter), RoundData (Section, Table, Round, NSPair,
/// EWPair, LowBoard, HighBoard: the movement as played), ReceivedData (Section, Table, Round,
/// Board, PairNS, PairEW, NS/EW the declarer's seat, Contract "3 NT", "4 S x" or "PASS", Result
/// "=", "+1", "-2", LeadCard, Erased), PlayerNumbers (Section, Table, Direction, Number, Name,
/// Round) and Session (Name, Date). A result the table corrected is taken as last sent; an
/// erased one is left out; a row with no contract is listed in PlayedSection::skipped. Throws
/// core::InputError for a file that is no Bridgemate file (no such tables), a result that
/// cannot be read (naming its ReceivedData ID), or a build without mdbtools.
std::vector<core::PlayedSection> readBws(const std::string& path);

} // namespace overplay::reports
