// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// BBO's LIN: the files Bridge Base Online writes for its hand records, its tournaments' boards
// and its vugraph archives ("LIN file format" as BBO's hand viewer reads it). A file is pairs
// "key|value|": pn the players (South, West, North, East; a vugraph's eight, the open room's
// four then the closed room's), md the dealer and the hands (1 South,
// 2 West, 3 North, 4 East, then South's, West's, North's and East's cards, each "S…H…D…C…"),
// sv the vulnerability (o or 0 neither, n, e, b), ah "Board 12", qx "o12" (open room, board
// 12) or "c12" (closed room), mb one call ("1C", "p", "d", "r", "!" when alerted), pc one card
// played, mc the tricks declarer took when a claim was agreed. Keys the reader does not use
// (rh, st, pg, an, nt, vg, rs, …) are stepped over.

#include "core/Card.h"
#include "core/Contract.h"
#include "core/Types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// One board as a LIN file plays it: from one md to the next.
struct LinBoard {
    int line = 0; ///< the line of its md
    /// The board's number: ah "Board 12", else qx "o12"; none when the file gives neither.
    std::optional<int> number;
    std::string room; ///< "o" open, "c" closed (from qx), "" when not said
    Seat dealer = Seat::North;
    std::optional<Vulnerability> vulnerability;
    Deal deal;                          ///< all four hands (a fourth left out is the rest)
    std::array<std::string, 4> players; ///< BBO names by Seat, "" when not given
    std::vector<std::string> calls;     ///< "1C", "1NT", "P", "X", "XX", in turn
    std::vector<int> callLines;         ///< the line of each call
    std::vector<Card> played;           ///< cards in the order played
    std::vector<int> playedLines;       ///< the line of each card
    std::optional<int> claimed;         ///< mc: declarer's tricks, the claim agreed
    std::optional<int> claimLine;
};

/// Reads the boards of a LIN file. Throws InputError "line N: …" for a deal that is not one
/// (a card twice, a hand of the wrong size, a dealer that is no seat), a call or a card that is
/// not one, an mc outside 0..13. A file with no md holds no boards (an empty list).
std::vector<LinBoard> readLin(std::string_view text);

/// The auction's contract and declarer: the last bid, doubled or redoubled after it, declared
/// by the first of its side to name its strain; four passes are a board passed out. None while
/// the auction is not over. Throws InputError "line N: …" for a call out of turn (a bid not
/// above the last, a double of one's own side, a redouble with no double).
struct LinContract {
    Contract contract;
    Seat declarer = Seat::North;
};
std::optional<LinContract> linContract(const LinBoard& board);

/// The result played: the contract, and declarer's tricks from the claim (mc), else from the
/// cards when all 52 were played (each trick to the highest trump, else the highest card of
/// the suit led). None when the auction is unfinished, or neither a claim nor the whole play
/// is there. Throws InputError "line N: …" for a card played by a hand that does not hold it.
std::optional<Play> linPlay(const LinBoard& board);

/// One board as a LIN hand record line, the way BBO's hand records are: qx, md with all four
/// hands, rh, ah "Board N", sv, pg, then a line end.
std::string linHandRecordLine(int number, Seat dealer, Vulnerability vulnerability,
                              const Deal& deal);

} // namespace overplay::core
