// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A rubber score sheet kept from a list of deals: four-hand auction (Foster's Auction Bridge and
// the 1908 laws) or three-hand auction (Foster's Three-Hand Auction), every deal's points above and
// below the line, the games, the rubber and the totals. The CLI's `rubber` command, the console's
// rubber dialog and the printed sheet all read the same text and build the sheet here.

#include "core/AuctionScore.h"

#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

enum class RubberGame {
    Auction,  ///< four players, two partnerships: N-S and E-W
    ThreeHand ///< three players, each for himself: A, B, C
};

/// "auction" or "three-hand" (also "3-hand", "three"); empty optional if unknown.
std::optional<RubberGame> parseRubberGame(std::string_view text);

/// One deal on the sheet: what was played and what each column scored by it.
struct RubberSheetRow {
    int deal = 0;
    std::string declarer;   ///< "S" (four-hand) or "A" (three-hand)
    std::string contract;   ///< "3HX", "2RS"
    int tricks = 0;         ///< tricks won by declarer (and dummy)
    std::vector<int> below; ///< per column: trick points below the line
    std::vector<int> above; ///< per column: honours, penalties, bonuses above the line
    std::string game;       ///< the column that won a game with this deal, else empty
};

struct RubberSheet {
    RubberGame game = RubberGame::Auction;
    AuctionLaws laws = AuctionLaws::Foster;
    std::vector<std::string> columns; ///< "N-S", "E-W" or "A", "B", "C"
    std::vector<RubberSheetRow> rows;
    /// Totals per column; above includes game (three-hand) and rubber bonuses.
    std::vector<int> below, above, total;
    /// Three-hand: what each player wins or loses in the settlement (Law 15); four-hand: the
    /// winners' margin for the winning column and its negative for the other.
    std::vector<int> settlement;
    std::string winner; ///< the column that won the rubber, empty while it is unfinished
};

/// Builds the sheet from deals written one a line ('#' starts a comment):
///   auction:    CONTRACT DECLARER TRICKS [honours=[defenders:]HOLDING]
///               [chicane=[defenders:]single|double] [revoke=declarer|defenders]
///   three-hand: CONTRACT PLAYER TRICKS [honours=A,B,C,DUMMY] [chicane=PLAYER,...]
///               or penalty out-of-turn|exposed|double PLAYER (Foster's Three-Hand Auction, Laws 5,
///               9, 10)
/// CONTRACT as `score --game auction` reads it (3H, 2RS, 1NTX); DECLARER N E S W; PLAYER A, B
/// or C; TRICKS the tricks won by declarer and dummy, 0..13. Throws InputError naming the
/// line for anything wrong, including a deal after the rubber is over.
RubberSheet scoreRubberSheet(RubberGame game, AuctionLaws laws, std::string_view deals);

/// The sheet as a director reads it: a row a deal with each column's points below and above
/// the line, a rule under each game, then the totals and the result.
std::string rubberSheetText(const RubberSheet& sheet);

} // namespace overplay::core
