// SPDX-License-Identifier: GPL-3.0-or-later
// Writing PBN (Portable Bridge Notation 2.1) in export format: hand records with their
// analysis, and one game per traveller line.
#include "core/Pbn.h"

#include <algorithm>
#include <string>

namespace overplay::core {

namespace {

/// PBN's white space inside a line (a token holding one is quoted).
bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

} // namespace

std::string pbnColumnsText(const std::vector<PbnColumn>& columns) {
    std::string out;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const auto& c = columns[i];
        if (i > 0)
            out += ';';
        if (c.order)
            out += c.order;
        out += c.name;
        if (c.width > 0 || c.alignment) {
            out += '\\';
            if (c.width > 0)
                out += std::to_string(c.width);
            if (c.alignment)
                out += c.alignment;
        }
    }
    return out;
}

std::string doubleDummyTricksText(const TrickTable& table) {
    static const Seat seats[] = {Seat::North, Seat::South, Seat::East, Seat::West};
    static const Strain strains[] = {Strain::NoTrump, Strain::Spades, Strain::Hearts,
                                     Strain::Diamonds, Strain::Clubs};
    std::string out;
    for (Seat seat : seats)
        for (Strain strain : strains)
            out += "0123456789abcd"[std::clamp(table.at(strain, seat), 0, 13)];
    return out;
}

std::string pbnQuote(std::string_view value) {
    std::string out = "\"";
    for (char c : value) {
        if (c == '"' || c == '\\')
            out += '\\';
        out += c;
    }
    out += '"';
    return out;
}

namespace {

bool needsQuotes(const std::string& token) {
    if (token.empty())
        return true;
    for (char c : token)
        if (isBlank(c) || c == '"' || c == '{' || c == '}' || c == ';' || c == '[' || c == ']' ||
            c == '\\' || c == '%')
            return true;
    return false;
}

PbnTag makeTag(std::string name, std::string value) {
    PbnTag t;
    t.name = std::move(name);
    t.value = std::move(value);
    return t;
}

std::string orUnknown(const std::string& value) {
    return value.empty() ? "?" : value;
}

std::string pbnContractText(const Contract& c) {
    if (c.isPassedOut())
        return "Pass"; // the PBN standard's spelling of a passed-out contract
    return c.text();
}

std::string scoreText(int scoreNS) {
    return scoreNS >= 0 ? "NS " + std::to_string(scoreNS) : "EW " + std::to_string(-scoreNS);
}

std::vector<PbnTag> boardTags(const PbnEventInfo& event, const PbnHandRecord& hand,
                              const PbnResultLine* line) {
    std::vector<PbnTag> tags;
    tags.push_back(makeTag("Event", orUnknown(event.event)));
    tags.push_back(makeTag("Site", orUnknown(event.site)));
    tags.push_back(makeTag("Date", event.date.empty() ? "????.??.??" : event.date));
    tags.push_back(makeTag("Board", std::to_string(hand.board)));
    tags.push_back(makeTag("West", line ? line->westName : ""));
    tags.push_back(makeTag("North", line ? line->northName : ""));
    tags.push_back(makeTag("East", line ? line->eastName : ""));
    tags.push_back(makeTag("South", line ? line->southName : ""));
    tags.push_back(makeTag("Dealer", std::string(1, seatLetter(hand.dealer))));
    // Export format gives the dealer's hand first.
    if (event.whist) {
        // Whist has no vulnerability, contract or declarer: the deal and who dealt it.
        tags.push_back(makeTag("Deal", hand.deal.pbn(hand.dealer)));
        if (!event.competition.empty())
            tags.push_back(makeTag("Competition", event.competition));
        return tags;
    }
    tags.push_back(makeTag("Vulnerable", vulnerabilityText(hand.vulnerability)));
    tags.push_back(makeTag("Deal", hand.deal.pbn(hand.dealer)));
    tags.push_back(makeTag("Scoring", orUnknown(event.scoring)));
    if (line && line->contract) {
        const bool passed = line->contract->isPassedOut();
        tags.push_back(
            makeTag("Declarer", passed ? "" : std::string(1, seatLetter(line->declarer))));
        tags.push_back(makeTag("Contract", pbnContractText(*line->contract)));
        tags.push_back(makeTag("Result", passed ? "" : std::to_string(line->tricks)));
    } else {
        tags.push_back(makeTag("Declarer", "?"));
        tags.push_back(makeTag("Contract", "?"));
        tags.push_back(makeTag("Result", "?"));
    }
    if (!event.competition.empty())
        tags.push_back(makeTag("Competition", event.competition));
    return tags;
}

void addAnalysis(std::vector<PbnTag>& tags, const PbnHandRecord& hand) {
    if (hand.doubleDummyTricks)
        tags.push_back(
            makeTag("DoubleDummyTricks", doubleDummyTricksText(*hand.doubleDummyTricks)));
    if (hand.optimumScoreNS)
        tags.push_back(makeTag("OptimumScore", scoreText(*hand.optimumScoreNS)));
}

PbnGame gameOf(std::vector<PbnTag> tags) {
    PbnGame game;
    game.tags = std::move(tags);
    game.rawTags = game.tags;
    return game;
}

} // namespace

namespace {
// A value written on one line: line breaks (which a tag value cannot hold) become spaces.
std::string oneLine(std::string value) {
    for (char& c : value)
        if (c == '\r' || c == '\n')
            c = ' ';
    return value;
}
} // namespace

std::string writePbn(const std::vector<PbnGame>& games) {
    // CR LF: PBN files travel to Windows programs; the reader takes any line ending.
    const char* const eol = "\r\n";
    std::string out = "% PBN 2.1";
    out += eol;
    out += "% EXPORT";
    out += eol;
    for (const PbnGame& game : games) {
        for (const PbnTag& tag : game.tags) {
            out += '[' + tag.name + ' ' + pbnQuote(oneLine(tag.value)) + ']' + eol;
            for (const auto& line : tag.section) {
                for (std::size_t i = 0; i < line.tokens.size(); ++i) {
                    if (i > 0)
                        out += ' ';
                    const std::string token = oneLine(line.tokens[i]);
                    out += needsQuotes(token) ? pbnQuote(token) : token;
                }
                out += eol;
            }
        }
        out += eol;
    }
    return out;
}

std::vector<PbnGame> handRecordGames(const PbnEventInfo& event,
                                     const std::vector<PbnHandRecord>& boards) {
    std::vector<PbnGame> games;
    for (const auto& hand : boards) {
        auto tags = boardTags(event, hand, nullptr);
        addAnalysis(tags, hand);
        games.push_back(gameOf(std::move(tags)));
    }
    return games;
}

std::vector<PbnGame> resultGames(const PbnEventInfo& event,
                                 const std::vector<PbnBoardResults>& boards) {
    std::vector<PbnGame> games;
    for (const auto& board : boards) {
        for (const auto& line : board.lines) {
            auto tags = boardTags(event, board.hand, &line);
            tags.push_back(makeTag("Score", line.scoreNS ? scoreText(*line.scoreNS) : "?"));
            if (line.lead)
                tags.push_back(makeTag("Lead", cardText(*line.lead)));
            if (!line.nsPair.empty())
                tags.push_back(makeTag("PairId_NS", line.nsPair));
            if (!line.ewPair.empty())
                tags.push_back(makeTag("PairId_EW", line.ewPair));
            addAnalysis(tags, board.hand);
            games.push_back(gameOf(std::move(tags)));
        }
    }
    return games;
}

std::vector<PbnGame> travellerGames(const PbnEventInfo& event,
                                    const std::vector<PbnBoardResults>& boards) {
    const std::vector<PbnColumn> columns = {{"PairId_NS", 0, 2, 'R'}, {"PairId_EW", 0, 2, 'R'},
                                            {"Contract", 0, 5, 'L'},  {"Declarer", 0, 1, 'R'},
                                            {"Result", 0, 2, 'R'},    {"Lead", 0, 3, 'L'},
                                            {"Score_NS", 0, 5, 'R'},  {"Score_EW", 0, 5, 'R'}};
    const std::vector<PbnColumn> whistColumns = {{"PairId_NS", 0, 2, 'R'},
                                                 {"PairId_EW", 0, 2, 'R'},
                                                 {"Tricks_NS", 0, 2, 'R'},
                                                 {"Tricks_EW", 0, 2, 'R'}};
    std::vector<PbnGame> games;
    for (const auto& board : boards) {
        auto tags = boardTags(event, board.hand, nullptr);
        if (event.whist) {
            PbnTag table = makeTag("ScoreTable", pbnColumnsText(whistColumns));
            for (const auto& line : board.lines) {
                PbnSectionLine row;
                row.tokens = {line.nsPair.empty() ? "-" : line.nsPair,
                              line.ewPair.empty() ? "-" : line.ewPair,
                              line.tricksNS ? std::to_string(*line.tricksNS) : "-",
                              line.tricksNS ? std::to_string(13 - *line.tricksNS) : "-"};
                table.section.push_back(std::move(row));
            }
            tags.push_back(std::move(table));
            games.push_back(gameOf(std::move(tags)));
            continue;
        }
        addAnalysis(tags, board.hand);
        PbnTag table = makeTag("ScoreTable", pbnColumnsText(columns));
        for (const auto& line : board.lines) {
            PbnSectionLine row;
            const auto cell = [](const std::string& s) { return s.empty() ? "-" : s; };
            row.tokens.push_back(cell(line.nsPair));
            row.tokens.push_back(cell(line.ewPair));
            const bool played = line.contract && !line.contract->isPassedOut();
            row.tokens.push_back(line.contract          ? pbnContractText(*line.contract)
                                 : !line.ruling.empty() ? line.ruling
                                                        : "-");
            row.tokens.push_back(played ? std::string(1, seatLetter(line.declarer)) : "-");
            row.tokens.push_back(played ? std::to_string(line.tricks) : "-");
            row.tokens.push_back(line.lead ? cardText(*line.lead) : "-");
            if (line.scoreNS && *line.scoreNS >= 0) {
                row.tokens.push_back(std::to_string(*line.scoreNS));
                row.tokens.push_back("-");
            } else if (line.scoreNS) {
                row.tokens.push_back("-");
                row.tokens.push_back(std::to_string(-*line.scoreNS));
            } else {
                row.tokens.push_back("-");
                row.tokens.push_back("-");
            }
            table.section.push_back(std::move(row));
        }
        tags.push_back(std::move(table));
        games.push_back(gameOf(std::move(tags)));
    }
    return games;
}

} // namespace overplay::core
