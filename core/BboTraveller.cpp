// SPDX-License-Identifier: GPL-3.0-or-later
// Reading BBO's traveller pages (see BboTraveller.h for their layout).
#include "core/BboTraveller.h"

#include "core/Error.h"
#include "core/Lin.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>

namespace overplay::core {

namespace {

void appendUtf8(std::string& out, unsigned long code) {
    if (code < 0x80) {
        out += static_cast<char>(code);
    } else if (code < 0x800) {
        out += static_cast<char>(0xC0 | (code >> 6));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x10000) {
        out += static_cast<char>(0xE0 | (code >> 12));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    } else if (code < 0x110000) {
        out += static_cast<char>(0xF0 | (code >> 18));
        out += static_cast<char>(0x80 | ((code >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((code >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (code & 0x3F));
    }
}

/// A cell's text: its tags left out, HTML's character references read ("&spades;" is ♠,
/// "&nbsp;" a space), white space run together.
std::string cellText(std::string_view html) {
    static const std::map<std::string, unsigned long> named = {
        {"amp", '&'},      {"lt", '<'},       {"gt", '>'},        {"quot", '"'},
        {"apos", '\''},    {"nbsp", ' '},     {"spades", 0x2660}, {"hearts", 0x2665},
        {"diams", 0x2666}, {"clubs", 0x2663}, {"ndash", '-'},     {"minus", '-'},
        {"ordm", 0xBA},    {"deg", 0xB0}};
    std::string out;
    for (std::size_t i = 0; i < html.size(); ++i) {
        const char c = html[i];
        if (c == '<') {
            const std::size_t close = html.find('>', i);
            if (close == std::string_view::npos)
                break;
            i = close;
            out += ' ';
            continue;
        }
        if (c == '&') {
            const std::size_t semi = html.find(';', i);
            if (semi != std::string_view::npos && semi - i <= 10) {
                const std::string name(html.substr(i + 1, semi - i - 1));
                unsigned long code = 0;
                bool known = false;
                if (name.size() > 1 && name[0] == '#') {
                    const bool hex = name[1] == 'x' || name[1] == 'X';
                    const std::string digits = name.substr(hex ? 2 : 1);
                    if (!digits.empty() &&
                        digits.find_first_not_of(hex ? "0123456789abcdefABCDEF" : "0123456789") ==
                            std::string::npos) {
                        code = std::stoul(digits, nullptr, hex ? 16 : 10);
                        known = true;
                    }
                } else if (const auto it = named.find(name); it != named.end()) {
                    code = it->second;
                    known = true;
                }
                if (known) {
                    appendUtf8(out, code);
                    i = semi;
                    continue;
                }
            }
        }
        out += (c == '\t' || c == '\r' || c == '\n') ? ' ' : c;
    }
    std::string spaced;
    for (char c : trimmedText(out))
        if (!(c == ' ' && !spaced.empty() && spaced.back() == ' '))
            spaced += c;
    return spaced;
}

/// "%7C" as "|": the LIN in a link is written as a URL's query.
std::string percentDecoded(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() &&
            std::isxdigit(static_cast<unsigned char>(text[i + 1])) &&
            std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
            out += static_cast<char>(std::stoi(std::string(text.substr(i + 1, 2)), nullptr, 16));
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

/// The LIN a Movie link carries: hv_popuplin('…') or a handviewer link's "lin=…".
std::optional<std::string> linOfCell(std::string_view raw) {
    const std::string low = lowerText(raw);
    std::size_t at = low.find("hv_popuplin(");
    if (at != std::string::npos) {
        at += 12;
        while (at < raw.size() && (raw[at] == '\'' || raw[at] == '"' || raw[at] == ' '))
            ++at;
        const std::size_t end = raw.find_first_of("'\")", at);
        return percentDecoded(raw.substr(at, end == std::string_view::npos ? end : end - at));
    }
    at = low.find("lin=");
    if (at != std::string::npos) {
        at += 4;
        const std::size_t end = raw.find_first_of("'\"&> ", at);
        return percentDecoded(raw.substr(at, end == std::string_view::npos ? end : end - at));
    }
    return std::nullopt;
}

struct Row {
    int line = 0;
    bool header = false;            ///< all its cells are <th>
    bool summary = false;           ///< the player's own session score (class tourneySummary)
    std::vector<std::string> cells; ///< text
    std::vector<std::string> raw;   ///< as written
};

int lineAt(std::string_view text, std::size_t at) {
    return 1 +
           static_cast<int>(std::count(text.begin(), text.begin() + static_cast<long>(at), '\n'));
}

/// The rows of every table of a page.
std::vector<Row> htmlRows(std::string_view html) {
    const std::string low = lowerText(html);
    std::vector<Row> rows;
    std::size_t at = 0;
    while ((at = low.find("<tr", at)) != std::string::npos) {
        if (at + 3 < low.size() && std::isalpha(static_cast<unsigned char>(low[at + 3]))) {
            at += 3;
            continue;
        }
        const std::size_t open = low.find('>', at);
        if (open == std::string::npos)
            break;
        std::size_t end =
            std::min({low.find("</tr", open), low.find("<tr", open), low.find("</table", open)});
        if (end == std::string::npos)
            end = low.size();
        Row row;
        row.line = lineAt(html, at);
        row.summary = low.substr(at, open - at).find("tourneysummary") != std::string::npos;
        row.header = true;
        std::size_t c = open;
        while (true) {
            const std::size_t td = low.find("<td", c);
            const std::size_t th = low.find("<th", c);
            const std::size_t cell = std::min(td, th);
            if (cell >= end)
                break;
            const std::size_t start = low.find('>', cell);
            if (start == std::string::npos || start >= end)
                break;
            std::size_t stop = std::min({low.find("</td", start), low.find("</th", start),
                                         low.find("<td", start), low.find("<th", start), end});
            if (cell == td)
                row.header = false;
            row.raw.emplace_back(html.substr(cell, stop - cell));
            row.cells.push_back(cellText(html.substr(start + 1, stop - start - 1)));
            c = stop;
        }
        if (!row.cells.empty())
            rows.push_back(std::move(row));
        at = end;
    }
    return rows;
}

/// A text copy of a page: a row a line, cells between tabs.
std::vector<Row> textRows(std::string_view text) {
    std::vector<Row> rows;
    int number = 0;
    for (const std::string_view line : splitText(text, '\n')) {
        Row row;
        row.line = ++number;
        for (const std::string_view part : splitText(line, '\t')) {
            row.raw.emplace_back(part);
            row.cells.push_back(cellText(part));
        }
        if (!(row.cells.size() == 1 && row.cells[0].empty()))
            rows.push_back(std::move(row));
    }
    return rows;
}

/// Where each column of a traveller is, from its header row.
struct Columns {
    std::optional<std::size_t> north, south, east, west, result, points;
    bool ewPoints = false; ///< "EW Points": East-West's, to be turned round
    std::size_t needed = 0;
};

std::optional<Columns> headerOf(const Row& row) {
    Columns out;
    for (std::size_t i = 0; i < row.cells.size(); ++i) {
        const std::string name = lowerText(row.cells[i]);
        if (name == "north")
            out.north = i;
        else if (name == "south")
            out.south = i;
        else if (name == "east")
            out.east = i;
        else if (name == "west")
            out.west = i;
        else if (name == "result")
            out.result = i;
        else if ((name.starts_with("ns ") || name.starts_with("ew ")) &&
                 (name.ends_with("points") || name.ends_with("score"))) {
            out.points = i;
            out.ewPoints = name.starts_with("ew");
        }
    }
    if (!out.north || !out.south || !out.east || !out.west || !out.result)
        return std::nullopt;
    out.needed = 1 + std::max({*out.north, *out.south, *out.east, *out.west, *out.result,
                               out.points.value_or(0)});
    return out;
}

/// "Board 12" in a title row.
std::optional<int> boardOfTitle(const Row& row) {
    for (const std::string& cell : row.cells) {
        const std::string low = lowerText(cell);
        const std::size_t at = low.find("board ");
        if (at == std::string::npos)
            continue;
        std::size_t i = at + 6;
        int number = 0, digits = 0;
        while (i < low.size() && std::isdigit(static_cast<unsigned char>(low[i])) && digits < 4) {
            number = number * 10 + (low[i] - '0');
            ++i;
            ++digits;
        }
        if (digits > 0 && number > 0)
            return number;
    }
    return std::nullopt;
}

/// The suit symbols BBO prints (and their outlined forms) as PBN's letters.
std::string strainLetters(std::string_view text) {
    static const std::pair<const char*, char> symbols[] = {
        {"\u2660", 'S'}, {"\u2664", 'S'}, {"\u2665", 'H'}, {"\u2661", 'H'},
        {"\u2666", 'D'}, {"\u2662", 'D'}, {"\u2663", 'C'}, {"\u2667", 'C'}};
    std::string out;
    for (std::size_t i = 0; i < text.size();) {
        bool replaced = false;
        for (const auto& [symbol, letter] : symbols) {
            const std::string_view s(symbol);
            if (text.substr(i, s.size()) == s) {
                out += letter;
                i += s.size();
                replaced = true;
                break;
            }
        }
        if (!replaced) {
            if (text[i] != ' ')
                out += text[i];
            ++i;
        }
    }
    return out;
}

} // namespace

bool isHtmlStart(std::string_view start) {
    std::string low = lowerText(start);
    if (low.starts_with("\xef\xbb\xbf"))
        low.erase(0, 3);
    while (true) {
        const std::size_t first = low.find_first_not_of(" \t\r\n");
        if (first == std::string::npos)
            return false;
        low.erase(0, first);
        // A browser's "saved from url" comment comes before the page.
        if (!low.starts_with("<!--"))
            break;
        const std::size_t end = low.find("-->");
        if (end == std::string::npos)
            return false;
        low.erase(0, end + 3);
    }
    return low.starts_with("<!doctype html") || low.starts_with("<html") ||
           low.starts_with("<table") || low.starts_with("<head") || low.starts_with("<body") ||
           low.starts_with("<meta");
}

bool isTravellerText(std::string_view text) {
    for (const Row& row : textRows(text.substr(0, 4096)))
        if (row.cells.size() > 4 && headerOf(row))
            return true;
    return false;
}

bool readBboResult(std::string_view text, PlayedLine& line) {
    const std::string t = strainLetters(trimmedText(text));
    if (t.empty() || t == "-")
        return false;
    const std::string upper = upperWithoutSpaces(t);
    const auto refuse = [&](const std::string& why) {
        return InputError("result '" + std::string(trimmedText(text)).substr(0, 20) + "' " + why);
    };
    if (upper == "PASS" || upper == "P" || upper == "AP" || upper == "PASSED" ||
        upper == "ALLPASS") {
        readPlayedResult(line, "PASS", "", "");
        return true;
    }
    if (upper[0] == 'A') {
        // BBO's "A60/40": North-South's part, then East-West's.
        std::string word = upper;
        const std::size_t slash = word.find('/');
        if (slash != std::string::npos && slash + 1 < word.size() && word[slash + 1] != 'A')
            word.insert(slash + 1, "A");
        try {
            line.adjusted = parseAdjustedScore(word);
        } catch (const InputError&) {
            throw refuse("is not an adjusted score BBO writes (A60/40, A50/50)");
        }
        return true;
    }
    // Level, strain, doubles, declarer, tricks: "4SN+1", "3NTS=", "3NN=", "2HXW-2".
    std::size_t i = 0;
    if (upper[i] < '1' || upper[i] > '7')
        throw refuse("is not a contract, its declarer and tricks (4♠N+1, 3NTS=, PASS)");
    std::string contract(1, upper[i++]);
    if (i < upper.size() && (upper[i] == 'S' || upper[i] == 'H' || upper[i] == 'D' ||
                             upper[i] == 'C' || upper[i] == 'N')) {
        contract += upper[i] == 'N' ? std::string("NT") : std::string(1, upper[i]);
        if (upper[i] == 'N' && i + 1 < upper.size() && upper[i + 1] == 'T')
            ++i;
        ++i;
    } else {
        throw refuse("has no strain after its level");
    }
    while (i < upper.size() && upper[i] == 'X' && contract.size() < 6)
        contract += upper[i++];
    if (i >= upper.size() || std::string_view("NESW").find(upper[i]) == std::string_view::npos)
        throw refuse("has no declarer (N, E, S or W) after its contract");
    const std::string declarer(1, upper[i++]);
    const std::string tricks = upper.substr(i);
    if (tricks.empty())
        throw refuse("says no tricks (=, +1, -2) after its declarer");
    try {
        readPlayedResult(line, contract, declarer, tricks);
    } catch (const InputError& e) {
        throw refuse(std::string("cannot be read: ") + e.what());
    }
    return true;
}

PlayedSection playedSectionFromBboTravellers(const std::vector<BboTravellerPage>& pages) {
    std::vector<SeatedResult> seated;
    std::vector<std::string> skipped;
    for (const BboTravellerPage& page : pages) {
        const bool html = page.text.find('<') != std::string::npos &&
                          lowerText(page.text).find("<tr") != std::string::npos;
        const std::vector<Row> rows = html ? htmlRows(page.text) : textRows(page.text);
        std::optional<Columns> columns;
        std::optional<int> titled;
        for (const Row& row : rows) {
            const std::string where = page.file + " line " + std::to_string(row.line);
            if (auto header = headerOf(row)) {
                columns = header;
                continue;
            }
            if (row.summary)
                continue;
            if (!columns || row.header || row.cells.size() < columns->needed) {
                // A title row names the board the rows after it are of.
                if (const auto board = boardOfTitle(row)) {
                    titled = board;
                } else if (columns && !row.header && row.cells.size() > 1) {
                    skipped.push_back(where + ": a row of " + std::to_string(row.cells.size()) +
                                      " cells where the traveller has " +
                                      std::to_string(columns->needed) + ": not a result");
                }
                continue;
            }
            SeatedResult one;
            one.file = page.file;
            one.line = row.line;
            one.players = {row.cells[*columns->north], row.cells[*columns->east],
                           row.cells[*columns->south], row.cells[*columns->west]};
            std::optional<LinBoard> lin;
            for (const std::string& raw : row.raw)
                if (const auto text = linOfCell(raw)) {
                    try {
                        std::vector<LinBoard> boards = readLin(*text);
                        if (!boards.empty())
                            lin = std::move(boards.front());
                    } catch (const InputError& e) {
                        throw InputError(where +
                                         ": the table's hand record (its LIN): " + e.what());
                    }
                    break;
                }
            if (lin && lin->number)
                one.board = *lin->number;
            else if (titled)
                one.board = *titled;
            else
                throw InputError(where + ": the traveller does not say which board it is (no "
                                         "\"Board N\" above its rows, no hand record in its "
                                         "Movie link)");
            if (lin) {
                one.deal = lin->deal;
                if (!lin->played.empty())
                    one.result.lead = lin->played.front();
            }
            try {
                if (!readBboResult(row.cells[*columns->result], one.result)) {
                    one.result.notPlayed = true;
                    one.noResult = "the traveller's Result is empty";
                }
                if (one.result.play && columns->points) {
                    const std::optional<int> points = readFileScore(row.cells[*columns->points]);
                    if (points)
                        one.result.fileScoreNs = columns->ewPoints ? -*points : *points;
                }
            } catch (const InputError& e) {
                throw InputError(where + ": board " + std::to_string(one.board) + ": " + e.what());
            }
            if (!one.result.play)
                one.result.lead.reset();
            seated.push_back(std::move(one));
        }
    }
    if (seated.empty())
        throw InputError("holds no traveller rows (a header row naming North, South, East, "
                         "West and Result, then a row a table)");
    PlayedSection section = playedSectionFromSeats(seated, "its traveller row's cell");
    section.program = "BBO";
    section.event = "BBO tournament";
    section.skipped.insert(section.skipped.begin(), skipped.begin(), skipped.end());
    return section;
}

} // namespace overplay::core
