// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Card.h"

#include <bit>
#include <cctype>

namespace overplay::core {

char rankLetter(int rank) {
    return "23456789TJQKA"[rank - 2];
}

std::optional<int> parseRank(char c) {
    switch (std::toupper(static_cast<unsigned char>(c))) {
    case 'A':
        return 14;
    case 'K':
        return 13;
    case 'Q':
        return 12;
    case 'J':
        return 11;
    case 'T':
        return 10;
    default:
        if (c >= '2' && c <= '9')
            return c - '0';
        return std::nullopt;
    }
}

std::string cardText(Card c) {
    return {suitLetter(c.suit), rankLetter(c.rank)};
}

std::optional<Card> parseCard(std::string_view text) {
    std::string t(text);
    if (t.size() == 3 && t[1] == '1' && t[2] == '0')
        t = std::string{t[0], 'T'};
    else if (t.size() == 3 && t[0] == '1' && t[1] == '0')
        t = std::string{'T', t[2]};
    if (t.size() != 2)
        return std::nullopt;
    if (auto suit = parseSuit(t[0]); suit) {
        if (auto rank = parseRank(t[1]))
            return Card{*suit, *rank};
    }
    if (auto suit = parseSuit(t[1]); suit) {
        if (auto rank = parseRank(t[0]))
            return Card{*suit, *rank};
    }
    return std::nullopt;
}

int Hand::size() const {
    return std::popcount(m_bits);
}

std::vector<int> Hand::ranks(Suit s) const {
    std::vector<int> out;
    for (int rank = 14; rank >= 2; --rank)
        if (has(Card{s, rank}))
            out.push_back(rank);
    return out;
}

std::string Hand::pbn() const {
    std::string out;
    for (int s = 3; s >= 0; --s) {
        for (int rank : ranks(static_cast<Suit>(s)))
            out += rankLetter(rank);
        if (s > 0)
            out += '.';
    }
    return out;
}

std::vector<std::string> Deal::problems() const {
    std::vector<std::string> out;
    std::uint64_t seen = 0;
    for (int s = 0; s < 4; ++s) {
        const Hand& h = hands[s];
        if (h.size() != 13)
            out.push_back(std::string(1, seatLetter(static_cast<Seat>(s))) + " holds " +
                          std::to_string(h.size()) + " cards, not 13");
        if (seen & h.bits()) {
            for (int i = 0; i < 52; ++i)
                if ((seen & h.bits()) & (std::uint64_t{1} << i))
                    out.push_back(cardText(Card{static_cast<Suit>(i / 13), i % 13 + 2}) +
                                  " is dealt twice");
        }
        seen |= h.bits();
    }
    return out;
}

std::optional<Seat> Deal::holder(Card c) const {
    for (int s = 0; s < 4; ++s)
        if (hands[s].has(c))
            return static_cast<Seat>(s);
    return std::nullopt;
}

std::string Deal::pbn(Seat first) const {
    std::string out(1, seatLetter(first));
    out += ':';
    Seat s = first;
    for (int i = 0; i < 4; ++i, s = nextSeat(s)) {
        if (i > 0)
            out += ' ';
        out += (*this)[s].pbn();
    }
    return out;
}

} // namespace overplay::core
