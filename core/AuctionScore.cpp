// SPDX-License-Identifier: GPL-3.0-or-later
// Auction bridge scoring. Every rule names its source: Foster's Auction Bridge (the Whist Club
// of New York's laws), Foster's Three-Hand Auction, and the Portland & Bath Clubs' laws of
// 1908 (docs/sources.md); docs/auction.md ("the reference") lists them rule by rule.
#include "core/AuctionScore.h"

#include "core/Error.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace overplay::core {

namespace {

std::string lowerWord(std::string_view text) {
    std::string out;
    for (char c : text) {
        if (c == ' ' || c == '_' || c == '-' || c == ',') {
            if (!out.empty() && out.back() != '-')
                out += '-';
            continue;
        }
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    while (!out.empty() && out.back() == '-')
        out.pop_back();
    return out;
}

int doublingFactor(Doubling d) {
    return d == Doubling::Redoubled ? 4 : d == Doubling::Doubled ? 2 : 1;
}

// The honours table, one row a holding: its word (what parseHonoursHolding reads back), its
// value in a suit as a multiple of the trick value (Foster's Auction Bridge; docs/auction.md;
// the Portland laws take them "as in Bridge", which is the same table), and at no trump, where
// the honours are the four aces (reference §5): three 30, four 40, four in one hand 100; five
// cannot be held (0 here).
struct HonoursRow {
    HonoursHolding holding;
    std::string_view word;
    int suitTricks;
    int noTrumpPoints;
};
constexpr HonoursRow kHonours[] = {
    {HonoursHolding::None, "none", 0, 0},
    {HonoursHolding::Simple, "simple", 2, 30},
    {HonoursHolding::Four, "4", 4, 40},
    {HonoursHolding::FourInOneHand, "4-in-one-hand", 8, 100},
    {HonoursHolding::Five, "5", 5, 0},
    {HonoursHolding::FiveFourInOneHand, "5-4-in-one-hand", 9, 0},
    {HonoursHolding::FiveInOneHand, "5-in-one-hand", 10, 0},
};

const HonoursRow& honoursRow(HonoursHolding h) {
    for (const HonoursRow& row : kHonours)
        if (row.holding == h)
            return row;
    return kHonours[0];
}

// One side's holding from the honours each of its two hands holds.
HonoursHolding holdingOf(int first, int second, bool noTrump) {
    const int both = first + second;
    const int most = std::max(first, second);
    if (noTrump) {
        if (most == 4)
            return HonoursHolding::FourInOneHand;
        if (both == 4)
            return HonoursHolding::Four;
        return both == 3 ? HonoursHolding::Simple : HonoursHolding::None;
    }
    if (both == 5)
        return most == 5   ? HonoursHolding::FiveInOneHand
               : most == 4 ? HonoursHolding::FiveFourInOneHand
                           : HonoursHolding::Five;
    if (both == 4)
        return most == 4 ? HonoursHolding::FourInOneHand : HonoursHolding::Four;
    return both == 3 ? HonoursHolding::Simple : HonoursHolding::None;
}

// Honours a hand holds: A K Q J 10 of trumps, or its aces at no trump.
int honoursIn(const Hand& hand, std::optional<Suit> trumps) {
    if (!trumps) {
        int aces = 0;
        for (int s = 0; s < 4; ++s)
            aces += hand.has(Card{static_cast<Suit>(s), 14}) ? 1 : 0;
        return aces;
    }
    int n = 0;
    for (int rank = 10; rank <= 14; ++rank)
        n += hand.has(Card{*trumps, rank}) ? 1 : 0;
    return n;
}

void requireComplete(const Deal& deal) {
    const auto problems = deal.problems();
    if (!problems.empty())
        throw InputError("honours cannot be counted from an incomplete deal: " + problems.front());
}

// Points for failing by `down` tricks (the 1908 laws Law 50: 50 a trick, 100 doubled, 200
// redoubled; the reference gives the same for Foster), with the One Spade limit.
int undertrickPoints(AuctionLaws laws, const AuctionContract& c, int down) {
    const int points = down * 50 * doublingFactor(c.doubling);
    const bool oneSpade = c.level == 1 && c.strain == AuctionStrain::Spades;
    if (!oneSpade)
        return points;
    // Foster and the 1908 laws differ here. The 1908 laws, Law 51: "The loss on the declaration of
    // 'One Spade' shall be limited to 100 points in respect of tricks, whether doubled or not." —
    // followed for the Portland laws, so a redoubled One Spade is limited too. For Foster the
    // reference says "the dealer's one spade loses at most 100 unless redoubled"; Foster's Auction
    // Bridge's own note on it ("See note at foot of page 58") is cut off, so the reference is
    // followed.
    const bool limited = laws == AuctionLaws::Portland || c.doubling != Doubling::Redoubled;
    return limited ? std::min(points, 100) : points;
}

// Little slam 20, grand slam 40, bid or not (reference §5 for Foster; the Portland laws take
// Slam "as in Bridge", the 1908 laws Law 2, with the same values).
int slamPoints(int tricks) {
    return tricks == 13 ? 40 : tricks == 12 ? 20 : 0;
}

/// Refuses a contract level outside 1..7 or tricks outside 0..13, for a deal scored alone or
/// on a rubber's sheet alike.
void requirePlayable(const AuctionContract& c, int tricks) {
    if (c.level < 1 || c.level > 7)
        throw InputError("contract level " + std::to_string(c.level) + " is not 1 to 7");
    if (tricks < 0 || tricks > 13)
        throw InputError("declarer cannot take " + std::to_string(tricks) +
                         " tricks; tricks run from 0 to 13");
}

void requirePlayer(int player) {
    if (player < 0 || player > 2)
        throw InputError("three-hand player " + std::to_string(player) +
                         " does not exist; players are 0, 1 and 2");
}

} // namespace

std::string auctionLawsText(AuctionLaws laws) {
    return laws == AuctionLaws::Foster ? "foster" : "portland";
}

std::optional<AuctionLaws> parseAuctionLaws(std::string_view text) {
    const std::string t = lowerWord(text);
    if (t == "foster" || t == "whist-club" || t == "whist-club-of-new-york")
        return AuctionLaws::Foster;
    if (t == "portland" || t == "portland-bath" || t == "portland-and-bath" || t == "1908")
        return AuctionLaws::Portland;
    return std::nullopt;
}

std::optional<Suit> trumpSuitOf(AuctionStrain strain) {
    switch (strain) {
    case AuctionStrain::Spades:
    case AuctionStrain::RoyalSpades:
        return Suit::Spades;
    case AuctionStrain::Clubs:
        return Suit::Clubs;
    case AuctionStrain::Diamonds:
        return Suit::Diamonds;
    case AuctionStrain::Hearts:
        return Suit::Hearts;
    case AuctionStrain::NoTrump:
        return std::nullopt;
    }
    return std::nullopt;
}

std::string AuctionContract::text() const {
    static const char* const names[] = {"S", "C", "D", "H", "RS", "NT"};
    std::string t = std::to_string(level) + names[static_cast<int>(strain)];
    if (doubling == Doubling::Doubled)
        t += "X";
    else if (doubling == Doubling::Redoubled)
        t += "XX";
    return t;
}

Contract AuctionContract::asBridgeContract() const {
    const auto suit = trumpSuitOf(strain);
    return Contract{level, suit ? strainOf(*suit) : Strain::NoTrump, doubling,
                    strain == AuctionStrain::RoyalSpades};
}

AuctionContract auctionContractOf(const Contract& contract) {
    if (contract.isPassedOut())
        throw InputError("an auction bridge deal is never passed out: the dealer must declare");
    if (contract.royal)
        return AuctionContract{contract.level, AuctionStrain::RoyalSpades, contract.doubling};
    static const AuctionStrain strains[] = {AuctionStrain::Clubs, AuctionStrain::Diamonds,
                                            AuctionStrain::Hearts, AuctionStrain::Spades,
                                            AuctionStrain::NoTrump};
    return AuctionContract{contract.level, strains[static_cast<int>(contract.strain)],
                           contract.doubling};
}

AuctionContract parseAuctionContract(std::string_view text) {
    const std::string t = upperWithoutSpaces(text);
    if (t.empty())
        throw InputError("no contract given");
    if (t == "PASS" || t == "P" || t == "AP")
        throw InputError("an auction bridge deal is never passed out: the dealer must declare");
    // Royal spades ("2R", "2RS", "2ROYALS") are auction's own; everything else reads as a
    // bridge contract.
    const std::size_t r = t.find('R');
    if (r == 1) {
        std::size_t end = 2;
        for (const char* word : {"ROYALS", "ROYAL", "RS"}) {
            if (t.compare(1, std::string(word).size(), word) == 0) {
                end = 1 + std::string(word).size();
                break;
            }
        }
        const Contract spades = parseContract(t.substr(0, 1) + "S" + t.substr(end));
        return AuctionContract{spades.level, AuctionStrain::RoyalSpades, spades.doubling};
    }
    return auctionContractOf(parseContract(t));
}

int auctionTrickValue(AuctionLaws laws, AuctionStrain strain) {
    if (laws == AuctionLaws::Foster) {
        // Foster's Auction Bridge: "Spades 2, Clubs 6, Diamonds 7, Hearts 8, Royal Spades 9, no
        // trumps 10".
        static const int foster[] = {2, 6, 7, 8, 9, 10};
        return foster[static_cast<int>(strain)];
    }
    if (strain == AuctionStrain::RoyalSpades)
        throw InputError("the Portland laws of 1908 have no royal spades");
    // The 1908 laws, Law 4 says only "(as in Bridge)"; the reference gives Bridge's values, and the
    // 1908 laws' own Law 48 agrees: "two tricks in Spades overcalls one trick in Clubs" (2×2 =
    // 4) and "'Two Diamonds' overcalls 'One No Trump'" (2×6 = 12).
    static const int portland[] = {2, 4, 6, 8, 0, 12};
    return portland[static_cast<int>(strain)];
}

HonoursHolding parseHonoursHolding(std::string_view text) {
    std::string t = lowerWord(text);
    // "3 aces", "four honours": the noun adds nothing.
    for (const char* noun : {"-aces", "-honours", "-honors"}) {
        const std::size_t at = t.find(noun);
        if (at != std::string::npos)
            t.erase(at, std::string(noun).size());
    }
    for (auto [word, digit] : {std::pair{"three", "3"}, {"four", "4"}, {"five", "5"}}) {
        const std::size_t at = t.find(word);
        if (at != std::string::npos)
            t.replace(at, std::string(word).size(), digit);
    }
    if (t == "none" || t == "0" || t.empty())
        return HonoursHolding::None;
    if (t == "simple" || t == "3")
        return HonoursHolding::Simple;
    if (t == "4")
        return HonoursHolding::Four;
    if (t == "4-in-one-hand" || t == "4-in-one")
        return HonoursHolding::FourInOneHand;
    if (t == "5")
        return HonoursHolding::Five;
    if (t == "5-4-in-one-hand" || t == "5-4-in-one" || t == "5-with-4-in-one-hand")
        return HonoursHolding::FiveFourInOneHand;
    if (t == "5-in-one-hand" || t == "5-in-one")
        return HonoursHolding::FiveInOneHand;
    throw InputError("honours '" + std::string(text) +
                     "' are not none, simple, 4, 4-in-one-hand, 5, 5-4-in-one-hand or "
                     "5-in-one-hand");
}

std::string honoursHoldingText(HonoursHolding holding) {
    return std::string(honoursRow(holding).word);
}

int honoursValue(AuctionLaws laws, AuctionStrain strain, HonoursHolding holding) {
    const HonoursRow& row = honoursRow(holding);
    if (strain == AuctionStrain::NoTrump) {
        if (row.holding != HonoursHolding::None && row.noTrumpPoints == 0)
            throw InputError("at no trump the honours are the four aces: five cannot be held");
        return row.noTrumpPoints;
    }
    return row.suitTricks * auctionTrickValue(laws, strain);
}

AuctionHonours honoursOfDeal(const Deal& deal, AuctionStrain strain, Seat declarer) {
    requireComplete(deal);
    const auto trumps = trumpSuitOf(strain);
    const Seat dummy = partnerOf(declarer);
    const Seat left = nextSeat(declarer);
    const Seat right = partnerOf(left);
    AuctionHonours h;
    h.declarers = holdingOf(honoursIn(deal[declarer], trumps), honoursIn(deal[dummy], trumps),
                            !trumps.has_value());
    h.defenders = holdingOf(honoursIn(deal[left], trumps), honoursIn(deal[right], trumps),
                            !trumps.has_value());
    if (trumps) {
        h.declarersChicane =
            (deal[declarer].count(*trumps) == 0) + (deal[dummy].count(*trumps) == 0);
        h.defendersChicane = (deal[left].count(*trumps) == 0) + (deal[right].count(*trumps) == 0);
    }
    return h;
}

AuctionScore scoreAuctionDeal(AuctionLaws laws, const AuctionPlay& play) {
    const AuctionContract& c = play.contract;
    requirePlayable(c, play.tricks);
    const int value = auctionTrickValue(laws, c.strain);
    const AuctionHonours& h = play.honours;
    if (h.declarers != HonoursHolding::None && h.defenders != HonoursHolding::None)
        throw InputError("both sides cannot hold honours: three of the five (or of the four "
                         "aces) leave the other side too few");
    for (int chicane : {h.declarersChicane, h.defendersChicane})
        if (chicane < 0 || chicane > 2)
            throw InputError("chicane is 0, 1 or 2 (double chicane) hands void of trumps");
    if (c.strain == AuctionStrain::NoTrump && (h.declarersChicane > 0 || h.defendersChicane > 0))
        throw InputError("there is no chicane at no trump: chicane is a hand void of trumps");
    const AuctionRevokes& r = play.revokes;
    if (r.byDeclaringSide < 0 || r.byDefenders < 0)
        throw InputError("a number of revokes cannot be negative");

    AuctionScore s;
    // Honours and chicane are scored as held whatever happens in the play, and even by a side
    // that revoked (Foster's Auction Bridge: "he cannot score anything but honours as actually
    // held"; the 1908 laws, Law 90: "except for Honours or Chicane").
    const int simple = honoursValue(laws, c.strain, HonoursHolding::Simple);
    s.declarers.honours = honoursValue(laws, c.strain, h.declarers);
    s.defenders.honours = honoursValue(laws, c.strain, h.defenders);
    // Chicane is worth simple honours, double chicane twice that (reference §5).
    s.declarers.chicane = h.declarersChicane * simple;
    s.defenders.chicane = h.defendersChicane * simple;

    const bool declarersRevoked = r.byDeclaringSide > 0;
    const bool defendersRevoked = r.byDefenders > 0;
    // The 1908 laws, Law 90: "Under no circumstances can a side score anything, either above or
    // below the line, except for Honours or Chicane, on a hand in which one of them has
    // revoked." When both sides revoked, neither scores anything else, penalties included.
    if (declarersRevoked && defendersRevoked)
        return s;
    // Revoke penalty: Foster's Auction Bridge "100 points penalty in the honour column"; the 1908
    // laws Law 90 "150 points", "not affected by a double".
    const int revokePoints = laws == AuctionLaws::Foster ? 100 : 150;

    int tricks = play.tricks;
    if (defendersRevoked) {
        if (r.declarerTakesTricks) {
            // Foster's Auction Bridge: "he may take three actual tricks and add them to his own"
            // (the 1908 laws Law 90(b) the same), three for each revoke, as many as the defenders
            // won.
            tricks += std::min(3 * r.byDefenders, 13 - play.tricks);
        } else {
            s.declarers.revokePenalty = revokePoints * r.byDefenders;
        }
    }
    if (declarersRevoked)
        s.defenders.revokePenalty = revokePoints * r.byDeclaringSide;

    const int needed = c.tricksNeeded();
    if (tricks >= needed) {
        if (!declarersRevoked) {
            // Every trick over six counts below the line once the contract is made (Foster's
            // Auction Bridge: "he scores the value of those tricks toward game"; the 1908 laws Law
            // 50 "the full value of the tricks won"), doubled ×2 and redoubled ×4 (Foster's Auction
            // Bridge: "simply doubles the value of the tricks"). Revoke tricks count toward game.
            s.declarers.below = (tricks - 6) * value * doublingFactor(c.doubling);
            // The 1908 laws, Law 58: "a bonus of 50 points above the line, and a further 50 points
            // for every additional trick ... If he, or his partner, have re-doubled, the bonus
            // is doubled." Only tricks won in play earn it — Foster's Auction Bridge's revoke case:
            // "he does not get any bonus for making his contract after being doubled, or for the
            // extra tricks, because they were taken in penalty and not in play."
            if (c.doubling != Doubling::Undoubled && play.tricks >= needed)
                s.declarers.doubledBonus = (50 + 50 * (play.tricks - needed)) *
                                           (c.doubling == Doubling::Redoubled ? 2 : 1);
        }
    } else if (!defendersRevoked) {
        s.defenders.undertricks = undertrickPoints(laws, c, needed - tricks);
    }

    // Slams count tricks won in play only, by either side (a slam "need not be bid").
    if (!declarersRevoked)
        s.declarers.slam = slamPoints(play.tricks);
    if (!defendersRevoked)
        s.defenders.slam = slamPoints(13 - play.tricks);
    return s;
}

int duplicateAuctionDeclarerScore(const AuctionScore& score) {
    // Reference §5 (Foster's duplicate auction): "125 when a side makes 30 or more trick
    // points on one deal".
    const int premium =
        score.declarers.below >= AuctionRubber::kGame ? kDuplicateAuctionGamePremium : 0;
    return score.declarers.total() + premium - score.defenders.total();
}

int duplicateAuctionNorthSouthScore(AuctionLaws laws, const Play& play, const Deal* deal) {
    AuctionPlay p;
    p.contract = auctionContractOf(play.contract);
    p.declarer = play.declarer;
    p.tricks = play.tricks;
    // Honours score "as actually held" (Foster's Auction Bridge): at a duplicate table every
    // table holds the same cards, so the hand record tells them.
    if (deal)
        p.honours = honoursOfDeal(*deal, p.contract.strain, play.declarer);
    const int declarers = duplicateAuctionDeclarerScore(scoreAuctionDeal(laws, p));
    return sideOf(play.declarer) == Side::NorthSouth ? declarers : -declarers;
}

AuctionScore AuctionRubber::play(const AuctionPlay& p) {
    if (isFinished())
        throw InputError("the rubber is over: start a new rubber for this deal");
    const AuctionScore s = scoreAuctionDeal(m_laws, p);
    enter(sideOf(p.declarer), s);
    return s;
}

void AuctionRubber::enter(Side declaringSide, const AuctionScore& s) {
    if (isFinished())
        throw InputError("the rubber is over: start a new rubber for this deal");
    const int d = index(declaringSide);
    const int o = 1 - d;
    ++m_deals;
    m_below[d] += s.declarers.below;
    m_above[d] += s.declarers.above();
    m_above[o] += s.defenders.above(); // defenders never score below the line
    m_belowInGame[d] += s.declarers.below;
    // Foster's Auction Bridge: "As soon as either side reaches 30, it is a game"; both sides then
    // start the next game from love.
    if (m_belowInGame[d] >= kGame) {
        ++m_games[d];
        m_belowInGame = {};
    }
}

std::optional<Side> AuctionRubber::winner() const {
    // Foster's Auction Bridge: "The side that first wins two games adds 250 rubber points to its
    // score."
    for (Side side : {Side::NorthSouth, Side::EastWest})
        if (m_games[index(side)] >= 2)
            return side;
    return std::nullopt;
}

int AuctionRubber::rubberBonus(Side side) const {
    return winner() == side ? kRubberBonus : 0;
}

int AuctionRubber::margin() const {
    const auto w = winner();
    if (!w)
        return 0;
    const Side loser = *w == Side::NorthSouth ? Side::EastWest : Side::NorthSouth;
    return total(*w) - total(loser);
}

void setThreeHandHoldings(ThreeHandDeal& deal, const Deal& cards,
                          const std::array<Seat, 4>& seats) {
    requireComplete(cards);
    for (int i = 0; i < 4; ++i)
        for (int j = i + 1; j < 4; ++j)
            if (seats[i] == seats[j])
                throw InputError("two three-hand hands cannot sit at the same seat");
    const auto trumps = trumpSuitOf(deal.contract.strain);
    for (int i = 0; i < 4; ++i) {
        deal.honours[i] = honoursIn(cards[seats[i]], trumps);
        deal.voidOfTrumps[i] = trumps && cards[seats[i]].count(*trumps) == 0;
    }
}

namespace {

// Foster's Three-Hand Auction, Law 13: one honour scores the value of a trick, two twice, three
// three times, four eight times, five ten times; at no trump each ace 10 and four held by one
// player 100.
int threeHandHonours(AuctionLaws laws, AuctionStrain strain, int held) {
    if (strain == AuctionStrain::NoTrump)
        return held == 4 ? 100 : 10 * held;
    static const int times[] = {0, 1, 2, 3, 8, 10};
    return times[held] * auctionTrickValue(laws, strain);
}

} // namespace

ThreeHandDealScore ThreeHandRubber::play(const ThreeHandDeal& deal) {
    if (isFinished())
        throw InputError("the three-hand rubber is over: start a new rubber for this deal");
    requirePlayer(deal.declarer);
    const AuctionContract& c = deal.contract;
    requirePlayable(c, deal.tricks);
    const bool noTrump = c.strain == AuctionStrain::NoTrump;
    int honours = 0;
    for (int held : deal.honours) {
        if (held < 0)
            throw InputError("a hand cannot hold a negative number of honours");
        honours += held;
    }
    if (honours > (noTrump ? 4 : 5))
        throw InputError(noTrump ? "there are only four aces" : "there are only five honours");
    const int value = auctionTrickValue(m_laws, c.strain);

    ThreeHandDealScore s;
    const int declarer = deal.declarer;
    // Law 13: each player scores his own honours; "The declarer counts separately both his
    // own honours and those held by the dummy."
    for (int p = 0; p < 3; ++p)
        s.above[p] += threeHandHonours(m_laws, c.strain, deal.honours[p]);
    s.above[declarer] += threeHandHonours(m_laws, c.strain, deal.honours[ThreeHandDeal::kDummy]);
    // Chicane: the Laws of Auction govern what Foster's Three-Hand Auction leaves out (its opening
    // line), so a hand void of trumps scores simple honours for whoever scores that hand's honours;
    // the declarer's own hand and dummy both void make double chicane, twice simple honours.
    if (!noTrump) {
        const int simple = honoursValue(m_laws, c.strain, HonoursHolding::Simple);
        for (int p = 0; p < 3; ++p)
            s.above[p] += deal.voidOfTrumps[p] ? simple : 0;
        s.above[declarer] += deal.voidOfTrumps[ThreeHandDeal::kDummy] ? simple : 0;
    }

    // Law 12: "When the declarer fulfils his contract, he scores as in Auction. When he fails
    // to do so, both of his adversaries score as in Auction."
    const int needed = c.tricksNeeded();
    if (deal.tricks >= needed) {
        s.below[declarer] = (deal.tricks - 6) * value * doublingFactor(c.doubling);
        if (c.doubling != Doubling::Undoubled)
            s.above[declarer] +=
                (50 + 50 * (deal.tricks - needed)) * (c.doubling == Doubling::Redoubled ? 2 : 1);
    } else {
        const int penalty = undertrickPoints(m_laws, c, needed - deal.tricks);
        for (int p = 0; p < 3; ++p)
            if (p != declarer)
                s.above[p] += penalty;
    }
    s.above[declarer] += slamPoints(deal.tricks);
    for (int p = 0; p < 3; ++p)
        if (p != declarer)
            s.above[p] += slamPoints(13 - deal.tricks);

    ++m_deals;
    for (int p = 0; p < 3; ++p) {
        m_below[p] += s.below[p];
        m_above[p] += s.above[p];
        m_belowInGame[p] += s.below[p];
    }
    // Law 14: 125 for winning a game, a further 125 for a second; a game is 30 below the line
    // as in Auction, after which every player starts the next game from love.
    if (m_belowInGame[declarer] >= kGame) {
        ++m_games[declarer];
        ++m_gamesPlayed;
        m_belowInGame = {};
    }
    return s;
}

void ThreeHandRubber::penalise(int offender, int points) {
    requirePlayer(offender);
    if (isFinished())
        throw InputError("the three-hand rubber is over: start a new rubber");
    for (int p = 0; p < 3; ++p)
        if (p != offender)
            m_above[p] += points;
}

std::optional<int> ThreeHandRubber::winner() const {
    // Law 11: "The rubber continues until two games have been won by the same player".
    for (int p = 0; p < 3; ++p)
        if (m_games[p] >= 2)
            return p;
    return std::nullopt;
}

int ThreeHandRubber::above(int player) const {
    const int games = m_games.at(player);
    return m_above.at(player) + kGameBonus * games + (winner() == player ? kRubberBonus : 0);
}

int ThreeHandRubber::settlement(int player) const {
    // Law 15: "Each one wins from or loses to each other the difference between their
    // respective totals."
    int net = 0;
    for (int other = 0; other < 3; ++other)
        if (other != player)
            net += total(player) - total(other);
    return net;
}

} // namespace overplay::core
