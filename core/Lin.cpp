// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing BBO's LIN, as BBO's hand viewer and the hand records BBO lets players
// download write it (see Lin.h for the keys).
#include "core/Lin.h"

#include "core/Error.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <set>

namespace overplay::core {

namespace {

std::string at(int line) {
    return "line " + std::to_string(line) + ": ";
}

/// "board 12: ", or nothing when the file does not number the board.
std::string boardWords(const LinBoard& board) {
    return board.number ? "board " + std::to_string(*board.number) + ": " : std::string();
}

/// md's hands come South, West, North, East; its dealer digit counts the same way from 1.
constexpr std::array<Seat, 4> kLinSeats = {Seat::South, Seat::West, Seat::North, Seat::East};

Seat next(Seat s, int steps = 1) {
    return static_cast<Seat>((static_cast<int>(s) + steps) % 4);
}

/// A number of digits only ("12"), as qx, ah and mc carry them.
std::optional<int> digitsNumber(std::string_view text) {
    std::size_t end = 0;
    while (end < text.size() && end < 6 && text[end] >= '0' && text[end] <= '9')
        ++end;
    if (end == 0)
        return std::nullopt;
    return std::stoi(std::string(text.substr(0, end)));
}

/// "SAKQ2HT9D8765C432": suit letters, each followed by its ranks ("10" or "T" for the ten).
Hand readLinHand(std::string_view text, int line) {
    Hand hand;
    std::optional<Suit> suit;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ')
            continue;
        if (const auto s = parseSuit(c)) {
            suit = s;
            continue;
        }
        int rank = 0;
        if (c == '1' && i + 1 < text.size() && text[i + 1] == '0') {
            rank = 10;
            ++i;
        } else if (const auto r = parseRank(c)) {
            rank = *r;
        } else {
            throw InputError(at(line) + "md: '" + std::string(1, c) + "' in \"" +
                             std::string(text) + "\" is neither a suit nor a rank");
        }
        if (!suit)
            throw InputError(at(line) + "md: \"" + std::string(text) +
                             "\" gives a rank before its suit");
        const Card card{*suit, rank};
        if (hand.has(card))
            throw InputError(at(line) + "md: " + cardText(card) + " twice in one hand");
        hand.add(card);
    }
    return hand;
}

/// md's value: the dealer digit and three or four hands.
void readDeal(LinBoard& board, std::string_view value, int line) {
    const std::string v = trimmedText(value);
    if (v.empty() || v[0] < '1' || v[0] > '4')
        throw InputError(at(line) + "md|" + v + ": the dealer is not 1 to 4 (South, West, " +
                         "North, East)");
    board.dealer = kLinSeats[static_cast<std::size_t>(v[0] - '1')];
    std::vector<std::string> hands;
    std::string part;
    for (char c : v.substr(1)) {
        if (c == ',') {
            hands.push_back(part);
            part.clear();
        } else {
            part += c;
        }
    }
    hands.push_back(part);
    if (hands.size() > 4)
        throw InputError(at(line) + "md: " + std::to_string(hands.size()) +
                         " hands where a deal has four");
    Deal deal;
    std::array<bool, 4> known{};
    for (std::size_t i = 0; i < hands.size(); ++i) {
        if (trimmedText(hands[i]).empty())
            continue;
        deal[kLinSeats[i]] = readLinHand(hands[i], line);
        known[i] = true;
        if (deal[kLinSeats[i]].size() != 13)
            throw InputError(at(line) + "md: " + std::string(1, seatLetter(kLinSeats[i])) +
                             " holds " + std::to_string(deal[kLinSeats[i]].size()) +
                             " cards, not 13");
    }
    const auto given = std::count(known.begin(), known.end(), true);
    if (given < 3)
        throw InputError(at(line) + "md: " + std::to_string(given) +
                         " hands given: the deal needs three at least");
    if (given == 3) {
        const std::size_t missing =
            static_cast<std::size_t>(std::find(known.begin(), known.end(), false) - known.begin());
        for (int index = 0; index < 52; ++index) {
            const Card card{static_cast<Suit>(index / 13), index % 13 + 2};
            if (!deal.holder(card))
                deal[kLinSeats[missing]].add(card);
        }
    }
    if (const auto problems = deal.problems(); !problems.empty())
        throw InputError(at(line) + "md: not a deal (" + problems.front() + ")");
    board.deal = deal;
}

/// mb's value as the bidding box says it: "1C", "1N", "p", "d", "r", alerts ("!") dropped.
std::string readCall(std::string_view value, int line) {
    std::string t = upperWithoutSpaces(value);
    t.erase(std::remove(t.begin(), t.end(), '!'), t.end());
    if (t == "P" || t == "PASS")
        return "P";
    if (t == "D" || t == "X" || t == "DBL")
        return "X";
    if (t == "R" || t == "XX" || t == "RDBL")
        return "XX";
    if (t.size() >= 2 && t[0] >= '1' && t[0] <= '7') {
        const std::string strain = t.substr(1);
        if (strain == "N" || strain == "NT")
            return std::string(1, t[0]) + "NT";
        if (strain.size() == 1 && std::string("SHDC").find(strain[0]) != std::string::npos)
            return t;
    }
    throw InputError(at(line) + "mb|" + std::string(value) + ": not a call");
}

} // namespace

std::vector<LinBoard> readLin(std::string_view text) {
    std::vector<LinBoard> boards;
    std::vector<bool> hasDeal;
    // pn's names: South, West, North, East; a vugraph's eight, the open room's four then the
    // closed room's.
    std::vector<std::string> names;
    const auto playersOf = [](const std::vector<std::string>& all, const std::string& room) {
        const std::size_t from = room == "c" && all.size() >= 8 ? 4 : 0;
        std::array<std::string, 4> out;
        for (std::size_t s = 0; s < 4 && from + s < all.size(); ++s)
            out[static_cast<std::size_t>(kLinSeats[s])] = all[from + s];
        return out;
    };
    const auto current = [&]() -> LinBoard& {
        if (boards.empty()) {
            boards.emplace_back();
            hasDeal.push_back(false);
        }
        return boards.back();
    };
    int lineNumber = 0;
    for (std::string_view line : splitText(text, '\n')) {
        ++lineNumber;
        if (lineNumber == 1 && line.starts_with("\xEF\xBB\xBF"))
            line.remove_prefix(3);
        const std::vector<std::string_view> tokens = splitText(line, '|');
        for (std::size_t i = 0; i + 1 < tokens.size(); i += 2) {
            const std::string key = lowerText(trimmedText(tokens[i]));
            const std::string_view value = tokens[i + 1];
            if (key == "qx") {
                boards.emplace_back();
                hasDeal.push_back(false);
                const std::string v = lowerText(trimmedText(value));
                if (!v.empty() && (v[0] == 'o' || v[0] == 'c')) {
                    boards.back().room = v.substr(0, 1);
                    if (const auto n = digitsNumber(v.substr(1)))
                        boards.back().number = *n;
                }
            } else if (key == "md") {
                if (trimmedText(value) == "0")
                    continue; // vugraph's "deal not shown yet"
                if (boards.empty() || hasDeal.back()) {
                    boards.emplace_back();
                    hasDeal.push_back(false);
                }
                readDeal(boards.back(), value, lineNumber);
                boards.back().line = lineNumber;
                boards.back().players = playersOf(names, boards.back().room);
                hasDeal.back() = true;
            } else if (key == "pn") {
                names.clear();
                std::string name;
                for (char c : std::string(value) + ",") {
                    if (c != ',') {
                        name += c;
                        continue;
                    }
                    names.push_back(trimmedText(name));
                    name.clear();
                }
                // Named after md (a vugraph's seating): the board in play takes them.
                if (!boards.empty() && hasDeal.back() && boards.back().calls.empty())
                    boards.back().players = playersOf(names, boards.back().room);
            } else if (key == "ah") {
                const std::string v = lowerText(trimmedText(value));
                const std::size_t digit = v.find_first_of("0123456789");
                if (digit != std::string::npos)
                    if (const auto n = digitsNumber(v.substr(digit)))
                        current().number = *n;
            } else if (key == "sv") {
                const std::string v = lowerText(trimmedText(value));
                if (v == "o" || v == "0" || v == "-" || v == "z")
                    current().vulnerability = Vulnerability::None;
                else if (v == "n")
                    current().vulnerability = Vulnerability::NorthSouth;
                else if (v == "e")
                    current().vulnerability = Vulnerability::EastWest;
                else if (v == "b")
                    current().vulnerability = Vulnerability::Both;
                else
                    throw InputError(at(lineNumber) + "sv|" + std::string(value) +
                                     ": not a vulnerability (o, n, e or b)");
            } else if (key == "mb") {
                LinBoard& board = current();
                board.calls.push_back(readCall(value, lineNumber));
                board.callLines.push_back(lineNumber);
            } else if (key == "pc") {
                const auto card = parseCard(upperWithoutSpaces(value));
                if (!card)
                    throw InputError(at(lineNumber) + "pc|" + std::string(value) + ": not a card");
                LinBoard& board = current();
                board.played.push_back(*card);
                board.playedLines.push_back(lineNumber);
            } else if (key == "mc") {
                const std::string v = trimmedText(value);
                const auto tricks = digitsNumber(v);
                if (!tricks || *tricks > 13 || v.find_first_not_of("0123456789") != v.npos)
                    throw InputError(at(lineNumber) + "mc|" + std::string(value) +
                                     ": the tricks claimed are not 0 to 13");
                current().claimed = *tricks;
                current().claimLine = lineNumber;
            }
        }
    }
    std::vector<LinBoard> out;
    for (std::size_t i = 0; i < boards.size(); ++i)
        if (hasDeal[i])
            out.push_back(std::move(boards[i]));
    return out;
}

std::optional<LinContract> linContract(const LinBoard& board) {
    std::optional<Contract> last;
    Seat bidder = board.dealer;
    // The first of each side to name each strain: the declarer if the side plays in it.
    std::array<std::array<std::optional<Seat>, 5>, 2> firstNamed{};
    int passes = 0;
    Seat seat = board.dealer;
    for (std::size_t i = 0; i < board.calls.size(); ++i, seat = next(seat)) {
        const std::string& call = board.calls[i];
        const int line = board.callLines.size() > i ? board.callLines[i] : board.line;
        const bool over = last ? passes >= 3 : passes >= 4;
        if (over)
            throw InputError(at(line) + boardWords(board) + "a call after the auction ended");
        if (call == "P") {
            ++passes;
            continue;
        }
        if (call == "X" || call == "XX") {
            const bool ok = last && (call == "X" ? last->doubling == Doubling::Undoubled &&
                                                       sideOf(bidder) != sideOf(seat)
                                                 : last->doubling == Doubling::Doubled &&
                                                       sideOf(bidder) == sideOf(seat));
            if (!ok)
                throw InputError(at(line) + std::string(1, seatLetter(seat)) + "'s " +
                                 (call == "X" ? "double" : "redouble") + " is not allowed there");
            last->doubling = call == "X" ? Doubling::Doubled : Doubling::Redoubled;
            passes = 0;
            continue;
        }
        const Contract bid = parseContract(call);
        if (last && (bid.level < last->level ||
                     (bid.level == last->level &&
                      static_cast<int>(bid.strain) <= static_cast<int>(last->strain))))
            throw InputError(at(line) + std::string(1, seatLetter(seat)) + "'s " + call +
                             " is not above " + Contract{last->level, last->strain}.text());
        last = bid;
        bidder = seat;
        passes = 0;
        auto& first = firstNamed[static_cast<std::size_t>(sideOf(seat))]
                                [static_cast<std::size_t>(bid.strain)];
        if (!first)
            first = seat;
    }
    if (!last)
        return passes >= 4 ? std::optional<LinContract>(LinContract{Contract::passedOut()})
                           : std::nullopt;
    if (passes < 3)
        return std::nullopt;
    return LinContract{*last, *firstNamed[static_cast<std::size_t>(sideOf(bidder))]
                                         [static_cast<std::size_t>(last->strain)]};
}

std::optional<Play> linPlay(const LinBoard& board) {
    const auto contract = linContract(board);
    if (!contract)
        return std::nullopt;
    if (contract->contract.isPassedOut())
        return Play{Contract::passedOut(), Seat::North, 0};
    // Every card played by the hand whose turn it is, which holds it: a card from another
    // board's deal shows here.
    const bool trumps = contract->contract.strain != Strain::NoTrump;
    const Suit trump = static_cast<Suit>(static_cast<int>(contract->contract.strain) % 4);
    Seat leader = next(contract->declarer);
    int declarerTricks = 0;
    std::set<int> seen;
    for (std::size_t trick = 0; trick * 4 < board.played.size(); ++trick) {
        Seat winner = leader;
        Card best = board.played[trick * 4];
        for (std::size_t i = 0; i < 4 && trick * 4 + i < board.played.size(); ++i) {
            const Card card = board.played[trick * 4 + i];
            const Seat seat = next(leader, static_cast<int>(i));
            const int line = board.playedLines.size() > trick * 4 + i
                                 ? board.playedLines[trick * 4 + i]
                                 : board.line;
            if (board.deal.holder(card) != seat || !seen.insert(card.index()).second)
                throw InputError(at(line) + boardWords(board) + std::string(1, seatLetter(seat)) +
                                 " plays " + cardText(card) + ", a card " +
                                 std::string(1, seatLetter(seat)) + " does not hold");
            const bool beats =
                card.suit == best.suit ? card.rank > best.rank : trumps && card.suit == trump;
            if (i > 0 && beats) {
                best = card;
                winner = seat;
            }
        }
        if (trick * 4 + 4 <= board.played.size()) {
            if (sideOf(winner) == sideOf(contract->declarer))
                ++declarerTricks;
            leader = winner;
        }
    }
    if (board.claimed)
        return makePlayWithTricks(contract->contract, contract->declarer, *board.claimed);
    if (board.played.size() < 52)
        return std::nullopt;
    return makePlayWithTricks(contract->contract, contract->declarer, declarerTricks);
}

std::string linHandRecordLine(int number, Seat dealer, Vulnerability vulnerability,
                              const Deal& deal) {
    const auto digit = std::find(kLinSeats.begin(), kLinSeats.end(), dealer) - kLinSeats.begin();
    std::string out = "qx|o" + std::to_string(number) + "|md|" + std::to_string(digit + 1);
    for (std::size_t i = 0; i < 4; ++i) {
        if (i > 0)
            out += ',';
        for (Suit suit : {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs}) {
            out += suitLetter(suit);
            for (int rank : deal[kLinSeats[i]].ranks(suit))
                out += rankLetter(rank);
        }
    }
    static const char* const kVulnerable[] = {"o", "n", "e", "b"};
    out += "|rh||ah|Board " + std::to_string(number) + "|sv|" +
           kVulnerable[static_cast<int>(vulnerability)] + "|pg||\n";
    return out;
}

} // namespace overplay::core
