// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A club's results, whatever program wrote them: told apart by their content, never their
// names, and read as played sections (core/PlayedSection.h) for a simultaneous pairs to take
// as a section.

#include "core/PlayedSection.h"

#include <string>
#include <vector>

namespace overplay::reports {

/// What a club sent.
enum class ClubFile {
    Overplay,      ///< an Overplay event: an SQLite file or a server's address
    Usebio,        ///< USEBIO's XML (read by reports::readUsebio, with Qt)
    Pbn,           ///< PBN results (a ScoreTable, games with pair numbers, RealBridge's games)
    Lin,           ///< BBO's LIN: a file, or a folder of them
    Bridgemate,    ///< a Bridgemate file (.bws, an Access database)
    BboTravellers, ///< BBO's traveller pages: a file, or a folder of them
};

/// What the club sent, by its first bytes, not its name: an SQLite file or a server address
/// is an Overplay event, an Access database a Bridgemate file, a web page (or its text copy
/// with a North, South, East, West and Result header) BBO's travellers, XML is USEBIO,
/// "key|value|" is BBO's LIN, anything else is read as PBN. A folder holds a BBO tournament's
/// LIN files, else its traveller pages. Throws InputError for a file that cannot be read.
ClubFile kindOfClubFile(const std::string& path);

/// Reads a club's LIN, traveller pages, Bridgemate file or PBN as its sections. Throws
/// InputError (naming the file, and the line where there is one) for what cannot be read, and
/// for an Overplay event or USEBIO, which are read elsewhere.
std::vector<core::PlayedSection> readClubResults(const std::string& path, ClubFile kind);

} // namespace overplay::reports
