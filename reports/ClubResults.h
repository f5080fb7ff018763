// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A club's results, whatever program wrote them: told apart by their content, never their
// names, and read as played sections (core/PlayedSection.h) for a simultaneous pairs to take
// as a section.

#include "core/PlayedSection.h"
#include "db/EventStore.h"

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

/// The pairs of section `letter`, just uploaded, that rank here otherwise than `file` ranked
/// them, as a note for the director: "section B: B1NS (the file 33.33%, here 36.11%), …: …".
/// A USEBIO or PBN file has no place for a procedural penalty or a fouled board, so its lines
/// alone can rank a pair otherwise. Only a section scored on its own compares: matchpoints by
/// percentage, cross-IMPs and Butler by the total when the file names the same method
/// (USEBIO's code), duplicate whist by the total when the file is whist's (USEBIO's OTHER;
/// PBN names none). Across the field, or by another method, the totals differ by design.
/// Empty when all agree. The command line's and the console's uploads both say it.
std::string rankedOtherwise(const db::EventStore& store, const std::string& letter,
                            const db::UploadedSections::FileRanking& file);

} // namespace overplay::reports
