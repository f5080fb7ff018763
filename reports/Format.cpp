// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/Format.h"

#include "core/Figures.h"

#include "core/ResultText.h"
#include "core/Text.h"

#include <algorithm>

#include <cmath>
#include <cstdio>

namespace overplay::reports {

std::string trumpSymbolText(const core::TrumpSlip& slip) {
    if (!slip.rank)
        return suitSymbol(slip.suit);
    const char rank = core::rankLetter(*slip.rank);
    return suitSymbol(slip.suit) + (rank == 'T' ? std::string("10") : std::string(1, rank));
}

bool isRed(core::Suit suit) {
    return suit == core::Suit::Hearts || suit == core::Suit::Diamonds;
}

std::string htmlEscape(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (char c : text) {
        switch (c) {
        case '&':
            out += "&amp;";
            break;
        case '<':
            out += "&lt;";
            break;
        case '>':
            out += "&gt;";
            break;
        case '"':
            out += "&quot;";
            break;
        default:
            out += c;
        }
    }
    return out;
}

std::string suitHtml(core::Suit suit, bool inlineColour) {
    if (inlineColour)
        return std::string("<span style=\"color:") + (isRed(suit) ? "#c00000" : "#000000") + "\">" +
               suitSymbol(suit) + "</span>";
    return std::string("<span class=\"") + (isRed(suit) ? "red" : "black") + "\">" +
           suitSymbol(suit) + "</span>";
}

std::string holdingText(const core::Hand& hand, core::Suit suit) {
    std::string text;
    for (int rank : hand.ranks(suit))
        text += core::rankLetter(rank);
    return text.empty() ? "\u2014" : text;
}

std::string strainHtml(core::Strain strain, bool inlineColour) {
    if (strain == core::Strain::NoTrump)
        return "NT";
    return suitHtml(static_cast<core::Suit>(static_cast<int>(strain)), inlineColour);
}

std::string resultHtml(const core::TravellerLine& line, bool inlineColour) {
    std::string html = htmlEscape(core::resultWords(line, core::StrainSpelling::Symbols));
    for (core::Suit suit :
         {core::Suit::Hearts, core::Suit::Diamonds, core::Suit::Spades, core::Suit::Clubs}) {
        const std::string symbol = suitSymbol(suit);
        for (std::size_t at = html.find(symbol); at != std::string::npos;
             at = html.find(symbol, at)) {
            const std::string coloured = suitHtml(suit, inlineColour);
            html.replace(at, symbol.size(), coloured);
            at += coloured.size();
        }
    }
    return html;
}

std::string contractText(const core::Contract& contract) {
    return contract.text();
}

std::string contractHtml(const core::Contract& contract, bool inlineColour) {
    if (contract.isPassedOut())
        return contract.text(); // "PASS", as the traveller's grid and the command line say it
    // Royal spades (Foster's auction bridge) read "2R♠".
    return core::spelledContract(
        contract,
        contract.strain == core::Strain::NoTrump
            ? std::string("NT")
            : suitHtml(static_cast<core::Suit>(static_cast<int>(contract.strain)), inlineColour));
}

std::string cardHtml(core::Card card, bool inlineColour) {
    return suitHtml(card.suit, inlineColour) + core::rankLetter(card.rank);
}

namespace {

std::string ruledContractHtml(const core::TravellerLine& line, bool inlineColour) {
    if (line.notPlayed)
        return "Not played";
    if (line.adjusted)
        return htmlEscape(line.adjusted->text());
    if (line.weighted) // Law 12C1(c): every outcome with its weight
        return resultHtml(line, inlineColour);
    if (line.whistTricksNs)
        return "";
    if (line.play)
        return contractHtml(line.play->contract, inlineColour);
    if (line.scoreOnlyNs)
        return "Score only"; // the slip carried no contract: the score column says the rest
    return "";
}

} // namespace

std::string lineContractHtml(const core::TravellerLine& line, bool inlineColour) {
    // A fouled board's line says which copy its table played (Law 87): it was compared with
    // that copy's lines only.
    const std::string copy =
        line.group > 0 ? " (fouled copy " + std::to_string(line.group) + ")" : std::string();
    return ruledContractHtml(line, inlineColour) + copy;
}

std::string lineResultText(const core::TravellerLine& line) {
    if (line.whistTricksNs)
        return std::to_string(*line.whistTricksNs);
    if (line.play && !line.play->contract.isPassedOut())
        return line.play->resultText();
    return "";
}

std::string whistTricksText(const core::TravellerLine& line, bool northSouth) {
    if (!line.whistTricksNs)
        return "";
    return std::to_string(northSouth ? *line.whistTricksNs : 13 - *line.whistTricksNs);
}

std::string lineDeclarerText(const core::TravellerLine& line) {
    if (line.play && !line.play->contract.isPassedOut())
        return std::string(1, core::seatLetter(line.play->declarer));
    return "";
}

std::string pointsText(double value) {
    return core::twoPlacesText(core::roundHalfUp(value, 2));
}

int columnDecimals(const std::vector<double>& values) {
    int decimals = 0;
    for (const double value : values) {
        const std::string text = pointsText(value);
        const auto point = text.find('.');
        if (point != std::string::npos)
            decimals = std::max(decimals, static_cast<int>(text.size() - point - 1));
    }
    return decimals;
}

std::string pointsText(double value, int decimals) {
    const double rounded = core::roundHalfUp(value, decimals);
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.*f", decimals, rounded);
    return buffer;
}

std::string seatName(core::Seat seat) {
    static const char* names[] = {"North", "East", "South", "West"};
    return names[static_cast<int>(seat)];
}

const ScoringNames& scoringNames(core::ScoringMethod method) {
    using M = core::ScoringMethod;
    // One row a method, so the names a director reads and the codes of the file formats
    // are kept side by side. PBN has no code for duplicate whist, USEBIO only OTHER.
    static const std::pair<M, ScoringNames> names[] = {
        {M::MatchpointsEbu, {"Matchpoints", "MP", "MP", "MATCH_POINTS"}},
        {M::MatchpointsAcbl, {"Matchpoints (ACBL)", "MP", "MP", "MATCH_POINTS"}},
        {M::CrossImps, {"Cross-IMPs", "IMPs", "IMP", "CROSS_IMPS"}},
        {M::Butler, {"Butler IMPs", "IMPs", "IMP", "BUTLER_IMPS"}},
        {M::TeamImps, {"IMPs and VPs", "IMPs", "IMP", "IMPS"}},
        {M::BoardAMatch, {"Board-a-match", "Pts", "BAM", "BAM"}},
        {M::Whist, {"Duplicate whist", "Tricks", "", "OTHER"}},
    };
    for (const auto& [m, n] : names)
        if (m == method)
            return n;
    static const ScoringNames none;
    return none;
}

std::string methodLabel(core::ScoringMethod method) {
    return scoringNames(method).label;
}

std::string pointsLabel(core::ScoringMethod method) {
    return scoringNames(method).points;
}

} // namespace overplay::reports
