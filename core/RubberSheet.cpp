// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/RubberSheet.h"

#include "core/Contract.h"
#include "core/Error.h"
#include "core/Text.h"
#include "core/Types.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstdio>
#include <sstream>

namespace overplay::core {

namespace {

std::vector<std::string> split(const std::string& text, char by) {
    std::vector<std::string> out;
    std::string part;
    std::istringstream in(text);
    while (std::getline(in, part, by))
        out.push_back(part);
    return out;
}

int tricksOf(const std::string& text) {
    if (text.empty() || text.size() > 2 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(c); }))
        throw InputError("tricks '" + text + "' is not a number 0..13");
    const int t = std::stoi(text);
    if (t > 13)
        throw InputError("tricks " + text + " is more than the 13 of a deal");
    return t;
}

/// "key=value" options after the three fixed words.
std::pair<std::string, std::string> option(const std::string& word) {
    const auto eq = word.find('=');
    if (eq == std::string::npos)
        throw InputError("'" + word + "' is not an option (honours=…, chicane=…, revoke=…)");
    return {lowerText(word.substr(0, eq)), word.substr(eq + 1)};
}

/// "[defenders:]WHAT": whose holding it is, and the holding.
std::pair<bool, std::string> sideAndWhat(const std::string& text) {
    for (const char* prefix : {"defenders:", "declarer:"})
        if (lowerText(text).rfind(prefix, 0) == 0)
            return {std::string(prefix) == "defenders:", text.substr(std::string(prefix).size())};
    return {false, text};
}

AuctionPlay fourHandDeal(const std::vector<std::string>& w) {
    AuctionPlay play;
    play.contract = parseAuctionContract(w[0]);
    const auto seat = parseSeat(w[1]);
    if (!seat)
        throw InputError("declarer '" + w[1] + "' is not N, E, S or W");
    play.declarer = *seat;
    play.tricks = tricksOf(w[2]);
    for (std::size_t i = 3; i < w.size(); ++i) {
        const auto [key, value] = option(w[i]);
        const auto [defenders, what] = sideAndWhat(value);
        if (key == "honours") {
            (defenders ? play.honours.defenders : play.honours.declarers) =
                parseHonoursHolding(what);
        } else if (key == "chicane") {
            if (what != "single" && what != "double")
                throw InputError("chicane '" + value + "' is not [defenders:]single or double");
            (defenders ? play.honours.defendersChicane : play.honours.declarersChicane) +=
                what == "double" ? 2 : 1;
        } else if (key == "revoke") {
            if (value == "declarer")
                ++play.revokes.byDeclaringSide;
            else if (value == "defenders")
                ++play.revokes.byDefenders;
            else
                throw InputError("revoke '" + value + "' is not declarer or defenders");
        } else {
            throw InputError("'" + key + "' is not an option of a deal (honours, chicane, revoke)");
        }
    }
    return play;
}

int playerOf(const std::string& text, bool dummyAllowed) {
    const std::string t = lowerText(text);
    if (t == "a" || t == "1")
        return 0;
    if (t == "b" || t == "2")
        return 1;
    if (t == "c" || t == "3")
        return 2;
    if (dummyAllowed && t == "dummy")
        return ThreeHandDeal::kDummy;
    throw InputError("player '" + text + "' is not A, B or C" +
                     std::string(dummyAllowed ? " (or dummy)" : ""));
}

ThreeHandDeal threeHandDeal(const std::vector<std::string>& w) {
    ThreeHandDeal deal;
    deal.contract = parseAuctionContract(w[0]);
    deal.declarer = playerOf(w[1], false);
    deal.tricks = tricksOf(w[2]);
    for (std::size_t i = 3; i < w.size(); ++i) {
        const auto [key, value] = option(w[i]);
        if (key == "honours") {
            const auto counts = split(value, ',');
            if (counts.size() != 4)
                throw InputError("honours '" + value +
                                 "' gives four counts: A, B, C and the dummy (e.g. 2,1,0,1)");
            for (std::size_t p = 0; p < 4; ++p) {
                if (counts[p].size() != 1 ||
                    !std::isdigit(static_cast<unsigned char>(counts[p][0])))
                    throw InputError("honours '" + value + "': '" + counts[p] +
                                     "' is not a count 0..5");
                deal.honours[p] = counts[p][0] - '0';
            }
        } else if (key == "chicane") {
            for (const std::string& who : split(value, ','))
                deal.voidOfTrumps[static_cast<std::size_t>(playerOf(who, true))] = true;
        } else {
            throw InputError("'" + key +
                             "' is not an option of a three-hand deal (honours, "
                             "chicane)");
        }
    }
    return deal;
}

RubberSheetRow rowOf(int number, const std::string& declarer, const AuctionContract& contract,
                     int tricks, std::size_t columns) {
    RubberSheetRow row;
    row.deal = number;
    row.declarer = declarer;
    row.contract = contract.text();
    row.tricks = tricks;
    row.below.assign(columns, 0);
    row.above.assign(columns, 0);
    return row;
}

void fourHandSheet(RubberSheet& sheet, const std::vector<std::pair<int, std::string>>& lines) {
    sheet.columns = {"N-S", "E-W"};
    AuctionRubber rubber(sheet.laws);
    for (const auto& [number, text] : lines) {
        try {
            const auto w = wordsOf(text);
            if (w.size() < 3)
                throw InputError("give CONTRACT DECLARER TRICKS");
            if (rubber.isFinished())
                throw InputError("the rubber is already over");
            const AuctionPlay play = fourHandDeal(w);
            const std::array<int, 2> gamesBefore{rubber.gamesWon(Side::NorthSouth),
                                                 rubber.gamesWon(Side::EastWest)};
            const AuctionScore s = rubber.play(play);
            const auto declaring = static_cast<std::size_t>(sideOf(play.declarer));
            RubberSheetRow row = rowOf(rubber.deals(), w[1], play.contract, play.tricks, 2);
            row.declarer = std::string(1, seatLetter(play.declarer));
            row.below[declaring] = s.declarers.below;
            row.above[declaring] = s.declarers.above();
            row.below[1 - declaring] = s.defenders.below;
            row.above[1 - declaring] = s.defenders.above();
            for (Side side : {Side::NorthSouth, Side::EastWest})
                if (rubber.gamesWon(side) > gamesBefore[static_cast<std::size_t>(side)])
                    row.game = sheet.columns[static_cast<std::size_t>(side)];
            sheet.rows.push_back(std::move(row));
        } catch (const InputError& e) {
            throw InputError("line " + std::to_string(number) + ": " + e.what());
        }
    }
    for (Side side : {Side::NorthSouth, Side::EastWest}) {
        sheet.below.push_back(rubber.below(side));
        sheet.above.push_back(rubber.above(side));
        sheet.total.push_back(rubber.total(side));
    }
    if (const auto w = rubber.winner()) {
        const auto i = static_cast<std::size_t>(*w);
        sheet.winner = sheet.columns[i];
        sheet.settlement = {0, 0};
        sheet.settlement[i] = rubber.margin();
        sheet.settlement[1 - i] = -rubber.margin();
    }
}

void threeHandSheet(RubberSheet& sheet, const std::vector<std::pair<int, std::string>>& lines) {
    sheet.columns = {"A", "B", "C"};
    ThreeHandRubber rubber(sheet.laws);
    for (const auto& [number, text] : lines) {
        try {
            const auto w = wordsOf(text);
            if (!w.empty() && lowerText(w[0]) == "penalty") {
                // Laws 5, 9 and 10 of Foster's Three-Hand Auction: 50 or 100 to each other player's
                // honour score.
                if (w.size() != 3)
                    throw InputError("give penalty out-of-turn|exposed|double PLAYER");
                const int offender = playerOf(w[2], false);
                const std::string what = lowerText(w[1]);
                if (what == "out-of-turn")
                    rubber.declarationOutOfTurn(offender);
                else if (what == "exposed")
                    rubber.cardExposedInAuction(offender);
                else if (what == "double")
                    rubber.doubleOutOfTurn(offender);
                else
                    throw InputError("penalty '" + w[1] +
                                     "' is not out-of-turn, exposed or double");
                continue;
            }
            if (w.size() < 3)
                throw InputError("give CONTRACT PLAYER TRICKS");
            if (rubber.isFinished())
                throw InputError("the rubber is already over");
            const ThreeHandDeal deal = threeHandDeal(w);
            std::array<int, 3> gamesBefore{};
            for (int p = 0; p < 3; ++p)
                gamesBefore[static_cast<std::size_t>(p)] = rubber.gamesWon(p);
            const ThreeHandDealScore s = rubber.play(deal);
            RubberSheetRow row = rowOf(rubber.deals(), w[1], deal.contract, deal.tricks, 3);
            row.declarer = sheet.columns[static_cast<std::size_t>(deal.declarer)];
            for (std::size_t p = 0; p < 3; ++p) {
                row.below[p] = s.below[p];
                row.above[p] = s.above[p];
                if (rubber.gamesWon(static_cast<int>(p)) > gamesBefore[p])
                    row.game = sheet.columns[p];
            }
            sheet.rows.push_back(std::move(row));
        } catch (const InputError& e) {
            throw InputError("line " + std::to_string(number) + ": " + e.what());
        }
    }
    for (int p = 0; p < 3; ++p) {
        sheet.below.push_back(rubber.below(p));
        sheet.above.push_back(rubber.above(p));
        sheet.total.push_back(rubber.total(p));
        sheet.settlement.push_back(rubber.settlement(p));
    }
    if (const auto w = rubber.winner())
        sheet.winner = sheet.columns[static_cast<std::size_t>(*w)];
    else
        sheet.settlement.clear();
}

std::string padded(const std::string& text, std::size_t width, bool right = true) {
    if (text.size() >= width)
        return text;
    const std::string fill(width - text.size(), ' ');
    return right ? fill + text : text + fill;
}

std::string points(int value) {
    return value == 0 ? "" : std::to_string(value);
}

} // namespace

std::optional<RubberGame> parseRubberGame(std::string_view text) {
    const std::string t = lowerText(text);
    if (t == "auction" || t == "four-hand")
        return RubberGame::Auction;
    if (t == "three-hand" || t == "3-hand" || t == "three")
        return RubberGame::ThreeHand;
    return std::nullopt;
}

RubberSheet scoreRubberSheet(RubberGame game, AuctionLaws laws, std::string_view deals) {
    RubberSheet sheet;
    sheet.game = game;
    sheet.laws = laws;
    std::vector<std::pair<int, std::string>> lines;
    std::istringstream in{std::string(deals)};
    int number = 0;
    for (std::string line; std::getline(in, line);) {
        ++number;
        if (const auto hash = line.find('#'); hash != std::string::npos)
            line.erase(hash);
        if (line.find_first_not_of(" \t\r") == std::string::npos)
            continue;
        lines.emplace_back(number, line);
    }
    if (lines.empty())
        throw InputError("no deals: write one a line, CONTRACT " +
                         std::string(game == RubberGame::Auction ? "DECLARER" : "PLAYER") +
                         " TRICKS");
    if (game == RubberGame::Auction)
        fourHandSheet(sheet, lines);
    else
        threeHandSheet(sheet, lines);
    return sheet;
}

std::string rubberSheetText(const RubberSheet& sheet) {
    std::ostringstream out;
    out << (sheet.game == RubberGame::Auction ? "Auction bridge rubber"
                                              : "Three-hand auction rubber")
        << ", "
        << (sheet.laws == AuctionLaws::Foster ? "Foster's laws (Whist Club of New York)"
                                              : "Portland and Bath Clubs' laws (1908)")
        << "\n\n";
    constexpr std::size_t cell = 7;
    std::string head1 = "deal  by  contract  tricks";
    std::string head2(head1.size(), ' ');
    for (const std::string& c : sheet.columns) {
        head1 += " |" + padded(c, cell) + padded("", cell);
        head2 += " |" + padded("below", cell) + padded("above", cell);
    }
    out << head1 << "\n" << head2 << "\n";
    for (const RubberSheetRow& row : sheet.rows) {
        std::string line = padded(std::to_string(row.deal), 4) + "  " +
                           padded(row.declarer, 2, false) + "  " + padded(row.contract, 8, false) +
                           "  " + padded(std::to_string(row.tricks), 6);
        for (std::size_t c = 0; c < sheet.columns.size(); ++c)
            line += " |" + padded(points(row.below[c]), cell) + padded(points(row.above[c]), cell);
        out << line << "\n";
        if (!row.game.empty())
            out << "      ---- game to " << row.game << " ----\n";
    }
    out << "\n";
    const auto totals = [&](const char* what, const std::vector<int>& values) {
        out << padded(what, 16, false);
        for (std::size_t c = 0; c < sheet.columns.size(); ++c)
            out << "  " << sheet.columns[c] << " " << padded(std::to_string(values[c]), 5, false);
        out << "\n";
    };
    totals("below the line", sheet.below);
    totals(sheet.game == RubberGame::Auction ? "above the line" : "above (games too)", sheet.above);
    totals("total", sheet.total);
    if (sheet.winner.empty()) {
        out << "The rubber is not finished.\n";
    } else if (sheet.game == RubberGame::Auction) {
        const auto w = static_cast<std::size_t>(
            std::find(sheet.columns.begin(), sheet.columns.end(), sheet.winner) -
            sheet.columns.begin());
        out << sheet.winner << " win the rubber by " << sheet.settlement[w] << ".\n";
    } else {
        out << sheet.winner << " wins the rubber. Settlement:";
        for (std::size_t c = 0; c < sheet.columns.size(); ++c)
            out << " " << sheet.columns[c] << " " << (sheet.settlement[c] > 0 ? "+" : "")
                << sheet.settlement[c];
        out << "\n";
    }
    return out.str();
}

} // namespace overplay::core
