// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hand records as the club's dealing machines and programs keep them, read and written:
// - PBN, the Portable Bridge Notation standard (2.1);
// - DUP, the Duplimate's DOS file, laid out in Duplimate's "Convert" description: 156 bytes a
//   board, the BRI part (78 bytes: 39 two-digit card numbers, North's 13, East's 13, South's
//   13, 01 the spade ace … 52 the club two; West holds the rest), the DGE part (68 bytes: the
//   four hands sorted, 17 bytes each, a suit symbol of the DOS character set before each
//   suit's cards) and 10 bytes for the machine ("Random hands?" Y/N, "Backwards counting"
//   Y/N, lowest board, copies of each board, highest board, each left-aligned, space-padded);
// - BRI, the BRI part alone, each board's 78 digits padded to 128 bytes as dealing programs
//   write it (or not padded at all);
// - DLM, the Windows file of Duplimate and Dealer4 (Dealer4's PC software manual, "File
//   formats"): an INI-like text, a [Document] section (Headline, Status, Duplicates, From
//   board, To board, …, Checksum) then per board "Duplicates NN=0" and "Board NN=" with 26
//   letters and a three-digit check: each letter 'a' plus four times the seat of one card plus
//   the seat of the next (0 North, 1 East, 2 South, 3 West), the cards from the spade ace down
//   to the club two; the check is the board number xor every letter. Boards 1 to 99 only;
//   the file lists all 99, those outside From board … To board being filler;
// - LIN, BBO's hand record lines (core/Lin.h).
// The format is told by the content, not by the file's name.

#include "core/Dealing.h"

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

enum class HandRecordFormat { Pbn, Dup, Bri, Dlm, Lin };

/// "pbn", "dup", "bri", "dlm", "lin".
std::string handRecordFormatName(HandRecordFormat format);
/// Reads a format's name, any case; none for another word.
std::optional<HandRecordFormat> parseHandRecordFormat(std::string_view name);

/// The format of a file by its bytes: 78 digits first is DUP (a DGE part or Y/N at byte 147
/// follows) or BRI; a [Document] section is DLM; "key|value|" is LIN; tags or "%" lines are
/// PBN. Throws InputError when it is none of them.
HandRecordFormat detectHandRecordFormat(std::string_view bytes);

/// The boards of a file in a format, each with its number, dealer and vulnerability (PBN and
/// LIN say them; the others number boards in order from the first and take the standard
/// rotation). All or nothing: throws InputError naming the board and the byte (DUP, BRI) or
/// line (PBN, DLM, LIN) for a file cut short, a card number out of 01..52, a card twice, a DGE
/// part that is not the hands its card numbers give, a DLM check that does not add up, a board
/// given twice; a file of no boards.
std::vector<DealtBoard> readHandRecords(std::string_view bytes, HandRecordFormat format);

/// Writes boards in a format. `title` heads a PBN file's Event tag and a DLM file's Headline.
/// DUP, BRI and DLM number boards by their place: throws InputError for boards that do not
/// run one after another, and for DLM a board past 99.
std::string writeHandRecords(const std::vector<DealtBoard>& boards, HandRecordFormat format,
                             std::string_view title = {});

} // namespace overplay::core
