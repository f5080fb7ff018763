// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Cards and deals: 52 cards in four hands of 13.

#include "core/Types.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// Ranks 2..14 (11 J, 12 Q, 13 K, 14 A).
struct Card {
    Suit suit = Suit::Clubs;
    int rank = 2;

    friend bool operator==(const Card&, const Card&) = default;
    /// 0..51, clubs 2 first, spades ace last.
    int index() const { return static_cast<int>(suit) * 13 + (rank - 2); }
};

/// "A K Q J T 9 … 2" for rank 14..2.
char rankLetter(int rank);
/// Accepts A K Q J T 9..2 (and '1' as the start of "10" is not accepted here), any case.
std::optional<int> parseRank(char c);
/// "SA", "HT", "C2": suit then rank, as leads are written.
std::string cardText(Card c);
/// Accepts "SA", "AS", "s10", "HT", any case. Empty optional if not a card.
std::optional<Card> parseCard(std::string_view text);

/// One player's cards, as a 52-bit set.
class Hand {
public:
    Hand() = default;
    void add(Card c) { m_bits |= bit(c); }
    bool has(Card c) const { return (m_bits & bit(c)) != 0; }
    int size() const;
    /// Ranks held in a suit, highest first.
    std::vector<int> ranks(Suit s) const;
    int count(Suit s) const { return static_cast<int>(ranks(s).size()); }
    std::uint64_t bits() const { return m_bits; }
    /// PBN form "AKQ.JT9.876.5432" (spades, hearts, diamonds, clubs).
    std::string pbn() const;
    friend bool operator==(const Hand&, const Hand&) = default;

private:
    static std::uint64_t bit(Card c) { return std::uint64_t{1} << c.index(); }
    std::uint64_t m_bits = 0;
};

/// The four hands of a board, indexed by Seat.
struct Deal {
    std::array<Hand, 4> hands;

    Hand& operator[](Seat s) { return hands[static_cast<int>(s)]; }
    const Hand& operator[](Seat s) const { return hands[static_cast<int>(s)]; }
    /// Problems that make this not a complete deal (not 13 cards each, a card twice or
    /// missing). Empty when the deal is complete.
    std::vector<std::string> problems() const;
    bool isComplete() const { return problems().empty(); }
    /// Who holds a card, if anyone.
    std::optional<Seat> holder(Card c) const;
    /// PBN Deal tag value, starting with `first`: "N:AKQ.... ... ... ...".
    std::string pbn(Seat first = Seat::North) const;
    friend bool operator==(const Deal&, const Deal&) = default;
};

} // namespace overplay::core
