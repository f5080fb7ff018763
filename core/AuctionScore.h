// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Auction bridge scoring: one deal, a rubber, duplicate auction's game premium, and the
// three-hand game. Two rule sets, named by their source (docs/sources.md):
// Foster / Whist Club of New York (Foster's Auction Bridge, three-hand in Foster's Three-Hand
// Auction) and the Portland & Bath Clubs laws of 1908 (the 1908 laws). docs/auction.md gives every
// rule with its source.

#include "core/Card.h"
#include "core/Contract.h"
#include "core/Types.h"

#include <array>
#include <optional>
#include <string>
#include <string_view>

namespace overplay::core {

/// The code of laws a deal is scored under.
enum class AuctionLaws {
    Foster, ///< Foster / Whist Club of New York (Foster's Auction Bridge): ♠2 ♣6 ♦7 ♥8 royals 9
            ///< NT 10.
    Portland ///< Portland & Bath Clubs 1908 (the 1908 laws): ♠2 ♣4 ♦6 ♥8 NT 12, no royal spades.
};

/// "foster" or "portland", as the CLI spells them.
std::string auctionLawsText(AuctionLaws laws);
/// Accepts foster, whist-club, portland, portland-bath, 1908 (any case).
std::optional<AuctionLaws> parseAuctionLaws(std::string_view text);

/// An auction declaration, lowest trick value first. Royal spades (Foster only) are spades as
/// trumps at 9 a trick.
enum class AuctionStrain { Spades, Clubs, Diamonds, Hearts, RoyalSpades, NoTrump };

/// The trump suit of a strain; empty at no trump.
std::optional<Suit> trumpSuitOf(AuctionStrain strain);

/// The final declaration of an auction deal (an auction deal is never passed out: the dealer
/// must declare, the 1908 laws Law 47).
struct AuctionContract {
    int level = 1;
    AuctionStrain strain = AuctionStrain::NoTrump;
    Doubling doubling = Doubling::Undoubled;

    int tricksNeeded() const { return 6 + level; }
    /// "3H", "2RS" (royal spades), "1NTX", "4SXX".
    std::string text() const;
    /// The same contract as core::Contract (royal spades become spades), to reuse makePlay.
    Contract asBridgeContract() const;
    friend bool operator==(const AuctionContract&, const AuctionContract&) = default;
};

/// The auction declaration a traveller line's contract stands for (Contract::royal for royal
/// spades). Throws InputError for a passed-out board: an auction deal is always declared.
AuctionContract auctionContractOf(const Contract& contract);

/// Parses "3H", "2R"/"2RS" (royal spades), "1NT", "2CX", "4SXX", any case. Throws InputError
/// for a level outside 1..7, an unknown strain, or PASS (an auction deal is always declared).
AuctionContract parseAuctionContract(std::string_view text);

/// Points a trick over six is worth in a strain. Throws InputError for royal spades under the
/// Portland laws, which have none.
int auctionTrickValue(AuctionLaws laws, AuctionStrain strain);

/// What one side holds of the honours (A K Q J 10 of trumps; the four aces at no trump).
/// At no trump Simple is three aces, Four four aces, FourInOneHand four aces in one hand;
/// the Five rows do not exist there.
enum class HonoursHolding {
    None,
    Simple,            ///< three honours (= 2 tricks)
    Four,              ///< four honours divided (= 4 tricks)
    FourInOneHand,     ///< four honours in one hand (= 8 tricks)
    Five,              ///< five honours divided (= 5 tricks)
    FiveFourInOneHand, ///< five honours, four in one hand (= 9 tricks)
    FiveInOneHand      ///< five honours in one hand (= 10 tricks)
};

/// Accepts what a director types: none, simple (or 3), 4, 4-in-one-hand, 5, 5-4-in-one-hand,
/// 5-in-one-hand (spaces, '_' or '-' between words; "aces" may follow the number). Throws
/// InputError for anything else.
HonoursHolding parseHonoursHolding(std::string_view text);
/// "simple", "4", "4-in-one-hand", … (the spelling parseHonoursHolding reads back).
std::string honoursHoldingText(HonoursHolding holding);

/// Points for an honours holding: Foster's table (Foster's Auction Bridge; docs/auction.md), trick
/// value times 2, 4, 8, 5, 9, 10; at no trump 30, 40, 100. Doubling never changes them.
/// Throws InputError for five honours at no trump or royal spades under the Portland laws.
int honoursValue(AuctionLaws laws, AuctionStrain strain, HonoursHolding holding);

/// Honours and chicane of one deal, seen from the declaring side.
struct AuctionHonours {
    HonoursHolding declarers = HonoursHolding::None;
    HonoursHolding defenders = HonoursHolding::None;
    int declarersChicane = 0; ///< hands of the declaring side void of trumps: 0, 1 or 2 (double)
    int defendersChicane = 0; ///< the same for the defenders
};

/// Counts honours and chicane from the cards. Throws InputError if the deal is not complete.
AuctionHonours honoursOfDeal(const Deal& deal, AuctionStrain strain, Seat declarer);

/// Who revoked on a deal and what the declarer took for the defenders' revokes.
struct AuctionRevokes {
    int byDeclaringSide = 0; ///< revokes by declarer (dummy cannot revoke)
    int byDefenders = 0;     ///< revokes by either defender
    /// For a defenders' revoke the declarer takes three tricks (true) or the points (false).
    bool declarerTakesTricks = true;
};

/// One auction deal as played and entered.
struct AuctionPlay {
    AuctionContract contract;
    Seat declarer = Seat::South;
    int tricks = 0; ///< tricks won in play by declarer and dummy (0..13), before any revoke
    AuctionHonours honours;
    AuctionRevokes revokes;
};

/// One side's score on one deal, item by item. Only the declaring side scores below the line.
struct AuctionSideScore {
    int below = 0;         ///< trick score toward game
    int doubledBonus = 0;  ///< 50 and 50 a trick for a doubled contract made in play
    int undertricks = 0;   ///< the defenders' penalty for a failed contract
    int honours = 0;       ///< honours as held
    int chicane = 0;       ///< chicane and double chicane
    int slam = 0;          ///< little (12 tricks) or grand (13) slam, bid or not
    int revokePenalty = 0; ///< points taken for the other side's revokes

    /// Everything above the line.
    int above() const {
        return doubledBonus + undertricks + honours + chicane + slam + revokePenalty;
    }
    int total() const { return below + above(); }
    friend bool operator==(const AuctionSideScore&, const AuctionSideScore&) = default;
};

/// The score of one deal for both sides.
struct AuctionScore {
    AuctionSideScore declarers;
    AuctionSideScore defenders;
    friend bool operator==(const AuctionScore&, const AuctionScore&) = default;
};

/// Scores one auction deal. Throws InputError for impossible input (tricks outside 0..13,
/// honours held by both sides, chicane or five honours at no trump, royals under Portland).
AuctionScore scoreAuctionDeal(AuctionLaws laws, const AuctionPlay& play);

/// Duplicate auction (Foster): the premium a side earns for 30 or more trick points on one
/// deal, since no rubber is played.
inline constexpr int kDuplicateAuctionGamePremium = 125;

/// Duplicate auction: the declaring side's net score on one deal (its points, the 125 premium
/// if its trick score reached 30, less the defenders' points).
int duplicateAuctionDeclarerScore(const AuctionScore& score);

/// Duplicate auction: North-South's net score of a contract played at one table of a
/// duplicate event, the 125 premium included, honours and chicane counted from `deal` when
/// the hand record is known (without it, none are scored). Throws InputError as
/// scoreAuctionDeal does, and for a passed-out board.
int duplicateAuctionNorthSouthScore(AuctionLaws laws, const Play& play, const Deal* deal);

/// A four-hand rubber: games of 30 below the line, two games win it and 250.
class AuctionRubber {
public:
    explicit AuctionRubber(AuctionLaws laws = AuctionLaws::Foster) : m_laws(laws) {}

    /// Scores a deal and enters it. Throws InputError once the rubber is over.
    AuctionScore play(const AuctionPlay& play);
    /// Enters a deal already scored (a director copying a score sheet).
    void enter(Side declaringSide, const AuctionScore& score);

    AuctionLaws laws() const { return m_laws; }
    int deals() const { return m_deals; }
    int gamesWon(Side side) const { return m_games[index(side)]; }
    /// Trick points below the line in the game now being played.
    int belowInGame(Side side) const { return m_belowInGame[index(side)]; }
    bool isFinished() const { return winner().has_value(); }
    /// The side that won two games, once it has.
    std::optional<Side> winner() const;
    /// 250 for the winners of a finished rubber, else 0.
    int rubberBonus(Side side) const;
    int below(Side side) const { return m_below[index(side)]; }
    /// Points above the line, the rubber bonus included.
    int above(Side side) const { return m_above[index(side)] + rubberBonus(side); }
    int total(Side side) const { return below(side) + above(side); }
    /// The 1908 laws, Law 11: the winners' total less the losers' (0 before the rubber is won).
    int margin() const;

    static constexpr int kGame = 30;
    static constexpr int kRubberBonus = 250;

private:
    static int index(Side side) { return static_cast<int>(side); }
    AuctionLaws m_laws;
    int m_deals = 0;
    std::array<int, 2> m_games{};
    std::array<int, 2> m_belowInGame{};
    std::array<int, 2> m_below{};
    std::array<int, 2> m_above{};
};

/// Three-hand auction (Foster's Three-Hand Auction): players 0, 1, 2; the fourth hand is the dummy,
/// played by whoever makes the final declaration against the other two.
struct ThreeHandDeal {
    static constexpr int kDummy = 3;
    AuctionContract contract;
    int declarer = 0; ///< player 0..2
    int tricks = 0;   ///< tricks won by declarer and dummy (0..13)
    /// Honours (aces at no trump) in the hands of players 0, 1, 2 and the dummy (index 3).
    std::array<int, 4> honours{};
    /// Hands void of trumps (chicane), same order.
    std::array<bool, 4> voidOfTrumps{};
};

/// Fills honours and voids from the cards: seats[i] is the seat of player i, seats[3] the
/// dummy's. Throws InputError if the deal is not complete or two entries share a seat.
void setThreeHandHoldings(ThreeHandDeal& deal, const Deal& cards, const std::array<Seat, 4>& seats);

/// What each player scored on one three-hand deal.
struct ThreeHandDealScore {
    std::array<int, 3> below{};
    std::array<int, 3> above{};
};

/// A three-hand rubber score sheet: each player for himself, 125 per game won, 250 the rubber.
class ThreeHandRubber {
public:
    explicit ThreeHandRubber(AuctionLaws laws = AuctionLaws::Foster) : m_laws(laws) {}

    /// Scores and enters one deal. Throws InputError once the rubber is over or for bad input.
    ThreeHandDealScore play(const ThreeHandDeal& deal);
    /// Law 5: a declaration out of turn gives each other player 50 in his honour score.
    void declarationOutOfTurn(int offender) { penalise(offender, 50); }
    /// Law 9: a card exposed before the final declaration gives each adversary 50.
    void cardExposedInAuction(int offender) { penalise(offender, 50); }
    /// Law 10: a double out of turn gives each adversary 100.
    void doubleOutOfTurn(int offender) { penalise(offender, 100); }

    int deals() const { return m_deals; }
    int gamesPlayed() const { return m_gamesPlayed; }
    int gamesWon(int player) const { return m_games.at(player); }
    int belowInGame(int player) const { return m_belowInGame.at(player); }
    bool isFinished() const { return winner().has_value(); }
    /// The first player to win two games (Law 11).
    std::optional<int> winner() const;
    int below(int player) const { return m_below.at(player); }
    /// Honours, penalties, bonuses, 125 a game won and 250 for the rubber.
    int above(int player) const;
    int total(int player) const { return below(player) + above(player); }
    /// Law 15: what a player wins (negative: loses) in all, the sum of the differences
    /// between his total and each other player's.
    int settlement(int player) const;

    static constexpr int kGame = 30;
    static constexpr int kGameBonus = 125;
    static constexpr int kRubberBonus = 250;

private:
    void penalise(int offender, int points);
    AuctionLaws m_laws;
    int m_deals = 0;
    int m_gamesPlayed = 0;
    std::array<int, 3> m_games{};
    std::array<int, 3> m_belowInGame{};
    std::array<int, 3> m_below{};
    std::array<int, 3> m_above{};
};

} // namespace overplay::core
