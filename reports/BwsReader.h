// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading a Bridgemate file (.bws: an Access database the scoring program and the Bridgemate
// server share) into played sections, with mdbtools' libmdb: a club that scored with
// Bridgemates under another program sends it as it would a USEBIO file.

#include "core/PlayedSection.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::reports {

/// Whether the bytes begin an Access database ("Standard Jet DB" or "Standard ACE DB").
bool isAccessDatabase(std::string_view start);

/// Refuses (core::InputError) the Access file at `path`, whose first bytes are `start`, when
/// its size is not a whole number of its pages: a copy cut short.
void refuseCutShort(const std::string& path, std::string_view start);

/// Whether this build reads Bridgemate files (it was built with mdbtools).
bool readsBridgemateFiles();

/// A ReceivedData row without a contract, by its Remarks (the Bridgemate developer's guide,
/// revision 37, "Retrieving results"): "Not played" makes the line not played; a percentage
/// each ("60%-40%", "50%-50%", … "40%-60%", North-South's first) an artificial adjusted score,
/// 60 % average plus, 50 % average and 40 % average minus (Law 12C2(a)), so that the event's
/// own rules for them (the session's percentage, IMPs) apply. Returns the reason a row cannot be
/// taken otherwise ("Arbitral score": the director noted a ruling and has not given it yet).
std::optional<std::string> readBridgemateRemarks(core::PlayedLine& line, std::string_view remarks);

/// The pairs sections of a Bridgemate file, with the tables and columns the Bridgemate
/// developer's guide names: Section (ID, Letter), RoundData (Section, Table, Round, NSPair,
/// EWPair, LowBoard, HighBoard: the movement as played), ReceivedData (Section, Table, Round,
/// Board, PairNS, PairEW, NS/EW the declarer's seat, Contract "3 NT", "4 S x" or "PASS", Result
/// "=", "+1", "-2", LeadCard, Erased), PlayerNumbers (Section, Table, Direction, Number, Name,
/// Round) and Session (Name, Date). A result the table corrected is taken as last sent; an
/// erased one is left out; a row with no contract is read by its Remarks (above), or listed
/// in PlayedSection::skipped; a board the table says it played the wrong way round is taken as
/// the row gives it and listed in PlayedSection::notes. Throws
/// core::InputError for a file that is no Bridgemate file (no such tables), one cut short or
/// damaged (what mdbtools could not read), a result that cannot be read (naming its
/// ReceivedData ID), or a build without mdbtools. mdbtools' own complaints are kept off stderr.
std::vector<core::PlayedSection> readBws(const std::string& path);

} // namespace overplay::reports
