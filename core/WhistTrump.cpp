// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/WhistTrump.h"

#include "core/Error.h"
#include "core/SplitMix.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <vector>

namespace overplay::core {

namespace {

/// The suit symbols as typed on a phone or copied from a page: ♠ ♥ ♦ ♣ in UTF-8.
std::string withSuitLetters(std::string_view text) {
    static const std::pair<const char*, char> symbols[] = {
        {"\u2660", 'S'}, {"\u2665", 'H'}, {"\u2666", 'D'}, {"\u2663", 'C'},
        {"\u2664", 'S'}, {"\u2661", 'H'}, {"\u2662", 'D'}, {"\u2667", 'C'}};
    std::string out(text);
    for (const auto& [symbol, letter] : symbols)
        for (std::size_t at = out.find(symbol); at != std::string::npos; at = out.find(symbol))
            out.replace(at, std::string_view(symbol).size(), 1, letter);
    return out;
}

} // namespace

TrumpSlip parseTrumpSlip(std::string_view text) {
    const std::string t = upperWithoutSpaces(withSuitLetters(text));
    static const std::pair<const char*, Suit> words[] = {
        {"S", Suit::Spades},      {"SPADES", Suit::Spades}, {"H", Suit::Hearts},
        {"HEARTS", Suit::Hearts}, {"D", Suit::Diamonds},    {"DIAMONDS", Suit::Diamonds},
        {"C", Suit::Clubs},       {"CLUBS", Suit::Clubs}};
    for (const auto& [word, suit] : words)
        if (t == word)
            return TrumpSlip{suit, std::nullopt};
    if (const auto card = parseCard(t))
        return TrumpSlip{card->suit, card->rank};
    throw InputError("'" + std::string(text) +
                     "' is not a trump: give the card turned (H7, 10S) or a suit (H, hearts)");
}

std::string trumpSlipText(const TrumpSlip& slip) {
    if (slip.rank)
        return cardText(Card{slip.suit, *slip.rank});
    static const char letters[] = {'C', 'D', 'H', 'S'};
    return std::string(1, letters[static_cast<int>(slip.suit)]);
}

TrumpSlip turnedTrump(const Deal& deal, Seat dealer, std::uint64_t seed) {
    std::vector<Card> cards;
    for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs})
        for (int rank : deal[dealer].ranks(suit))
            cards.push_back(Card{suit, rank});
    if (cards.empty())
        throw InputError("the dealer holds no cards to turn for trumps");
    // The seed mixed (SplitMix64's first output), so neighbouring seeds turn unrelated cards.
    const std::uint64_t z = SplitMix64(seed).next();
    const Card card = cards[static_cast<std::size_t>(z % cards.size())];
    return TrumpSlip{card.suit, card.rank};
}

} // namespace overplay::core
