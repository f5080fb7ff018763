// SPDX-License-Identifier: GPL-3.0-or-later
// Reading PBN (Portable Bridge Notation 2.1): tags, sections, deals, contracts, results and
// the analysis tags of real files, every problem a warning with its line.
#include "core/Pbn.h"

#include "core/Board.h"
#include "core/Error.h"
#include "core/Files.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <set>
#include <unordered_set>

namespace overplay::core {

namespace {

// PBN 2.1 limits every token (tag names, values, section items) to 255 characters; longer
// ones appear in real files, so they are kept and reported.
constexpr std::size_t kMaxToken = 255;

bool isBlank(char c) {
    return c == ' ' || c == '\t' || c == '\f' || c == '\v';
}

/// The words of a value separated by PBN's blanks.
std::vector<std::string> blankSeparated(std::string_view v) {
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < v.size()) {
        while (i < v.size() && isBlank(v[i]))
            ++i;
        std::size_t end = i;
        while (end < v.size() && !isBlank(v[end]))
            ++end;
        if (end > i)
            words.emplace_back(v.substr(i, end - i));
        i = end;
    }
    return words;
}

bool isBlankLine(std::string_view line) {
    return std::all_of(line.begin(), line.end(), [](char c) { return isBlank(c); });
}

std::optional<int> parseInt(std::string_view text) {
    std::string t = trimmedText(text);
    std::string_view v = t;
    if (!v.empty() && v.front() == '+')
        v.remove_prefix(1);
    if (v.empty() || v.size() > 9)
        return std::nullopt;
    int value = 0;
    const auto [end, ec] = std::from_chars(v.data(), v.data() + v.size(), value);
    if (ec != std::errc() || end != v.data() + v.size())
        return std::nullopt;
    return value;
}

bool isUnknown(std::string_view value) {
    const std::string t = trimmedText(value);
    return t.empty() || t == "?" || t == "-";
}

std::string lineText(int line) {
    return "line " + std::to_string(line) + ": ";
}

// Splits text into lines at "\r\n", "\r" or "\n".
struct Line {
    int number;
    std::string_view text;
};

std::vector<Line> splitLines(std::string_view text) {
    std::vector<Line> lines;
    int number = 1;
    std::size_t start = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\n' || text[i] == '\r') {
            lines.push_back({number++, text.substr(start, i - start)});
            if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
                ++i;
            start = i + 1;
        }
    }
    if (start < text.size())
        lines.push_back({number, text.substr(start)});
    return lines;
}

// Reads the game structure of a file: tags, their section data, comments and escapes.
class Scanner {
public:
    Scanner(PbnFile& file) : m_file(file) {}

    // Raw games in file order (tags as written).
    std::vector<std::vector<PbnTag>> scan(std::string_view text) {
        if (text.substr(0, 3) == "\xEF\xBB\xBF")
            text.remove_prefix(3);
        for (const Line& line : splitLines(text))
            scanLine(line);
        if (m_inComment)
            throw InputError(lineText(m_commentLine) +
                             "the comment opened with '{' is never closed with '}'.");
        endGame();
        return std::move(m_games);
    }

private:
    void warn(int line, std::string message) {
        m_file.warnings.push_back(PbnWarning{line, std::move(message)});
    }

    void endGame() {
        if (!m_current.empty())
            m_games.push_back(std::move(m_current));
        m_current.clear();
        m_outsideWarnedLine = 0;
    }

    void checkLength(int line, std::string_view what, std::size_t size) {
        if (size > kMaxToken)
            warn(line, std::string(what) + " is " + std::to_string(size) +
                           " characters long; PBN allows at most 255 (kept whole)");
    }

    void scanLine(const Line& line) {
        std::string_view s = line.text;
        std::size_t i = 0;
        if (m_inComment) {
            const auto close = s.find('}');
            if (close == std::string_view::npos)
                return; // still inside the comment: a blank line here does not end a game
            m_inComment = false;
            i = close + 1;
        } else {
            if (isBlankLine(s)) {
                endGame();
                return;
            }
            if (s.front() == '%') {
                escape(line.number, s.substr(1));
                return;
            }
        }
        while (i < s.size()) {
            const char c = s[i];
            if (isBlank(c)) {
                ++i;
            } else if (c == ';') {
                return; // comment to the end of the line
            } else if (c == '{') {
                const auto close = s.find('}', i + 1);
                if (close == std::string_view::npos) {
                    m_inComment = true;
                    m_commentLine = line.number;
                    return;
                }
                i = close + 1;
            } else if (c == '[') {
                i = tag(line.number, s, i);
            } else if (c == '"') {
                i = quotedToken(line.number, s, i);
            } else {
                std::size_t end = i;
                while (end < s.size() && !isBlank(s[end]) && s[end] != '{' && s[end] != ';' &&
                       s[end] != '[' && s[end] != '"')
                    ++end;
                sectionToken(line.number, std::string(s.substr(i, end - i)));
                i = end;
            }
        }
    }

    void escape(int line, std::string_view rest) {
        const std::string t = trimmedText(rest);
        m_file.escapes.push_back(t);
        // "% PBN 2.1" names the version; "% PBN (c) 2021 …" does not.
        if (t.rfind("PBN ", 0) == 0 && t.size() > 4 &&
            std::isdigit(static_cast<unsigned char>(t[4])) && m_file.version.empty())
            m_file.version = trimmedText(std::string_view(t).substr(4));
        (void)line;
    }

    // Reads a string starting at the opening quote s[i]; returns the index after the
    // closing quote, or npos when the line ends first. \" and \\ are PBN's escapes; any
    // other backslash is itself ("Denomination\2R" in column specifications).
    static std::size_t readString(std::string_view s, std::size_t i, std::string& out) {
        for (std::size_t j = i + 1; j < s.size(); ++j) {
            if (s[j] == '\\' && j + 1 < s.size() && (s[j + 1] == '"' || s[j + 1] == '\\')) {
                out += s[j + 1];
                ++j;
            } else if (s[j] == '"') {
                return j + 1;
            } else {
                out += s[j];
            }
        }
        return std::string_view::npos;
    }

    std::size_t tag(int line, std::string_view s, std::size_t i) {
        std::size_t j = i + 1;
        while (j < s.size() && isBlank(s[j]))
            ++j;
        const std::size_t nameStart = j;
        while (j < s.size() && (std::isalnum(static_cast<unsigned char>(s[j])) || s[j] == '_'))
            ++j;
        const std::string name(s.substr(nameStart, j - nameStart));
        if (name.empty())
            throw InputError(lineText(line) + "a tag must start with a name after '['.");
        while (j < s.size() && isBlank(s[j]))
            ++j;
        if (j >= s.size() || s[j] != '"')
            throw InputError(lineText(line) + "the tag [" + name +
                             "] has no value in double quotes.");
        std::string value;
        j = readString(s, j, value);
        if (j == std::string_view::npos)
            throw InputError(lineText(line) + "the value of the tag [" + name +
                             "] is not closed with a double quote.");
        while (j < s.size() && isBlank(s[j]))
            ++j;
        if (j >= s.size() || s[j] != ']')
            throw InputError(lineText(line) + "the tag [" + name + "] is not closed with ']'.");
        checkLength(line, "the tag name " + name.substr(0, 20), name.size());
        checkLength(line, "the value of [" + name.substr(0, 20) + "]", value.size());
        PbnTag t;
        t.name = name;
        t.value = std::move(value);
        t.line = line;
        m_current.push_back(std::move(t));
        return j + 1;
    }

    std::size_t quotedToken(int line, std::string_view s, std::size_t i) {
        std::string value;
        std::size_t j = readString(s, i, value);
        if (j == std::string_view::npos) {
            warn(line, "a string is not closed with a double quote before the end of the line");
            j = s.size();
        }
        sectionToken(line, std::move(value));
        return j;
    }

    void sectionToken(int line, std::string token) {
        if (m_current.empty()) {
            if (m_outsideWarnedLine != line)
                warn(line, "text \"" + token.substr(0, 40) + "\" outside any tag is ignored");
            m_outsideWarnedLine = line;
            return;
        }
        checkLength(line, "a token", token.size());
        auto& section = m_current.back().section;
        if (section.empty() || section.back().line != line)
            section.push_back(PbnSectionLine{line, {}});
        section.back().tokens.push_back(std::move(token));
    }

    PbnFile& m_file;
    std::vector<std::vector<PbnTag>> m_games;
    std::vector<PbnTag> m_current;
    bool m_inComment = false;
    int m_commentLine = 0;
    int m_outsideWarnedLine = 0;
};

const PbnTag* findTag(const std::vector<PbnTag>& tags, std::string_view name) {
    for (const PbnTag& t : tags)
        if (t.name == name)
            return &t;
    return nullptr;
}

// Tags that describe the event rather than one game: a game that leaves them out keeps
// those of the game before it.
const std::vector<std::string> kEventTags = {
    "Event", "Site", "Date", "Scoring", "Stage", "HomeTeam", "VisitTeam", "Competition", "Section"};
// Tags of the board: a game with neither a Board nor a Deal tag is another table's play of
// the board before it.
const std::vector<std::string> kBoardTags = {"Board", "Dealer", "Vulnerable", "Deal"};

bool endsWith(std::string_view text, std::string_view tail) {
    return text.size() >= tail.size() && text.substr(text.size() - tail.size()) == tail;
}

void parseDate(PbnGame& game, const PbnTag& t, std::vector<PbnWarning>& warnings) {
    const std::string v = trimmedText(t.value);
    if (isUnknown(v))
        return;
    std::vector<std::string> parts;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= v.size(); ++i) {
        if (i == v.size() || v[i] == '.') {
            parts.push_back(v.substr(start, i - start));
            start = i + 1;
        }
    }
    auto part = [](const std::string& p) -> std::optional<int> {
        if (!p.empty() && std::all_of(p.begin(), p.end(), [](char c) { return c == '?'; }))
            return std::nullopt;
        return parseInt(p);
    };
    bool ok = parts.size() == 3;
    if (ok) {
        for (const auto& p : parts)
            ok = ok && (p.find_first_not_of('?') == std::string::npos || parseInt(p));
    }
    if (!ok) {
        warnings.push_back({t.line, "Date \"" + v + "\" is not YYYY.MM.DD (kept as written)"});
        return;
    }
    game.year = part(parts[0]);
    game.month = part(parts[1]);
    game.day = part(parts[2]);
}

/// A whole number no smaller than `low`, as a tag parser.
auto atLeast(int low) {
    return [low](const std::string& text) -> std::optional<int> {
        const auto n = parseInt(text);
        return n && *n >= low ? n : std::nullopt;
    };
}

/// A whole number from `low` to `high`, as a tag parser.
auto inRange(int low, int high) {
    return [low, high](const std::string& text) -> std::optional<int> {
        const auto n = parseInt(text);
        return n && *n >= low && *n <= high ? n : std::nullopt;
    };
}

/// A Contract tag's value: a '^' irregularity mark is dropped, and a redoubled contract
/// written "3NR" (some scorers, rpbridge.net) is read as "3NTXX".
std::optional<Contract> parsePbnContract(const std::string& value) {
    std::string c = value;
    if (!c.empty() && c.front() == '^')
        c.erase(0, 1);
    if (c.size() >= 3 && (c.back() == 'R' || c.back() == 'r') &&
        std::isdigit(static_cast<unsigned char>(c.front())))
        c = c.substr(0, c.size() - 1) + "XX";
    try {
        return parseContract(c);
    } catch (const InputError&) {
        return std::nullopt;
    }
}

std::optional<TrickTable> tricksFromOptimumTable(const PbnTable& table) {
    const auto declarer = table.column("Declarer");
    const auto strain = table.column("Denomination");
    const auto result = table.column("Result");
    if (!declarer || !strain || !result)
        return std::nullopt;
    TrickTable out;
    std::set<int> seen;
    for (const auto& row : table.rows) {
        if (row.cells.size() <= std::max({*declarer, *strain, *result}))
            return std::nullopt;
        const auto seat = parseSeat(row.cells[*declarer]);
        const auto s = parseStrain(row.cells[*strain]);
        const auto tricks = parseInt(row.cells[*result]);
        if (!seat || !s || !tricks || *tricks < 0 || *tricks > 13)
            return std::nullopt;
        out.at(*s, *seat) = *tricks;
        seen.insert(static_cast<int>(*s) * 4 + static_cast<int>(*seat));
    }
    if (seen.size() != 20)
        return std::nullopt; // a partial table (some files list only N and W) is not one
    return out;
}

PbnGame buildGame(std::vector<PbnTag> raw, const PbnGame* previous, const PbnReadOptions& options,
                  std::vector<PbnWarning>& warnings) {
    PbnGame game;
    game.line = raw.front().line;
    game.rawTags = raw;
    // A set, not a search of the tags so far: a game of many thousand tags stays linear.
    std::unordered_set<std::string> seen;
    for (PbnTag& t : raw) {
        if (t.name != "Note" && !seen.insert(t.name).second) {
            warnings.push_back(
                {t.line, "a second " + t.name + " tag in one game is ignored (the first counts)"});
            continue;
        }
        if (t.value == "#") {
            const PbnTag* before = previous ? previous->tag(t.name) : nullptr;
            if (!before) {
                warnings.push_back({t.line, t.name + " \"#\" has no earlier game to copy from"});
                t.value.clear();
            } else {
                t.value = before->value;
                if (t.section.empty())
                    t.section = before->section;
                t.inherited = true;
            }
        }
        game.tags.push_back(std::move(t));
    }
    if (previous && options.inheritMissingTags) {
        auto inherit = [&](const std::string& name) {
            if (game.tag(name))
                return;
            if (const PbnTag* before = previous->tag(name)) {
                PbnTag copy = *before;
                copy.inherited = true;
                game.tags.push_back(std::move(copy));
            }
        };
        for (const auto& name : kEventTags)
            inherit(name);
        if (!game.tag("Board") && !game.tag("Deal"))
            for (const auto& name : kBoardTags)
                inherit(name);
    }

    // The values Overplay uses, each checked.
    for (const PbnTag& t : game.tags) {
        const std::string v = trimmedText(t.value);
        // Declarer and Result may carry '^', PBN's mark of an irregularity.
        const std::string unmarked = (!v.empty() && v.front() == '^') ? v.substr(1) : v;
        const auto read = [&](const std::string& value, auto& into, auto parse,
                              std::string_view complaint) {
            if (isUnknown(value))
                return;
            if (auto parsed = parse(value))
                into = parsed;
            else
                warnings.push_back({t.line, t.name + " \"" + v + "\" " + std::string(complaint)});
        };
        if (t.name == "Board") {
            read(v, game.board, atLeast(1), "is not a board number");
        } else if (t.name == "Dealer") {
            read(v, game.dealer, parseSeat, "is not N, E, S or W");
        } else if (t.name == "Vulnerable") {
            // "-" is a known value here (none vulnerable), so only blank and "?" are unknown.
            if (v.empty() || v == "?")
                continue;
            if (auto vul = parseVulnerability(v))
                game.vulnerability = vul;
            else
                warnings.push_back({t.line, "Vulnerable \"" + v + "\" is not None, NS, EW or All"});
        } else if (t.name == "Deal") {
            if (isUnknown(v))
                continue;
            try {
                ParsedPbnDeal parsed = parsePbnDeal(v);
                game.handKnown = parsed.known;
                if (parsed.complete)
                    game.deal = parsed.deal;
            } catch (const InputError& e) {
                throw InputError(lineText(t.line) + e.what());
            }
        } else if (t.name == "Contract") {
            read(v, game.contract, parsePbnContract, "is not a contract");
        } else if (t.name == "Declarer") {
            read(unmarked, game.declarer, parseSeat, "is not N, E, S or W");
        } else if (t.name == "Result") {
            read(unmarked, game.result, inRange(0, 13), "is not a number of tricks from 0 to 13");
        } else if (t.name == "Lead") {
            read(v, game.lead, parseCard, "is not a card");
        } else if (t.name == "Date") {
            parseDate(game, t, warnings);
        } else if (t.name == "DoubleDummyTricks") {
            read(v, game.doubleDummyTricks, parseDoubleDummyTricks, "is not 20 hexadecimal digits");
        } else if (t.name == "OptimumScore") {
            read(
                v, game.optimumScoreNS,
                [](const std::string& s) { return parsePbnScore(s, std::nullopt); },
                "is not a score such as \"NS 420\"");
        }
        if (endsWith(t.name, "Table")) {
            PbnTable table;
            table.name = t.name;
            table.line = t.line;
            table.columns = parsePbnColumns(t.value);
            for (const auto& row : t.section) {
                table.rows.push_back({row.line, row.tokens});
                if (!table.columns.empty() && row.tokens.size() != table.columns.size())
                    warnings.push_back(
                        {row.line, t.name + " row has " + std::to_string(row.tokens.size()) +
                                       " entries for " + std::to_string(table.columns.size()) +
                                       " columns"});
            }
            game.tables.push_back(std::move(table));
        }
    }
    // Score after Declarer is known, whatever the tag order.
    if (const PbnTag* t = game.tag("Score"); t && !isUnknown(t->value)) {
        if (auto score = parsePbnScore(t->value, game.declarer))
            game.scoreNS = score;
        else
            warnings.push_back({t->line, "Score \"" + trimmedText(t->value) + "\" is not a score"});
    }
    // The lead from the play when no Lead tag gives it: the first card of the first line.
    if (!game.lead) {
        if (const PbnTag* play = game.tag("Play");
            play && !play->section.empty() && !play->section.front().tokens.empty())
            game.lead = parseCard(play->section.front().tokens.front());
    }
    if (!game.doubleDummyTricks) {
        if (const PbnTable* table = game.table("OptimumResultTable"))
            game.doubleDummyTricks = tricksFromOptimumTable(*table);
    }
    return game;
}

} // namespace

std::optional<std::size_t> PbnTable::column(std::string_view wanted) const {
    for (std::size_t i = 0; i < columns.size(); ++i)
        if (columns[i].name == wanted)
            return i;
    return std::nullopt;
}

const PbnTag* PbnGame::tag(std::string_view name) const {
    return findTag(tags, name);
}

std::string PbnGame::value(std::string_view name) const {
    const PbnTag* t = tag(name);
    return t ? t->value : std::string();
}

const PbnTable* PbnGame::table(std::string_view name) const {
    for (const PbnTable& t : tables)
        if (t.name == name)
            return &t;
    return nullptr;
}

PbnFile readPbn(std::string_view text, const PbnReadOptions& options) {
    PbnFile file;
    // PBN 2.1 (section 3.1) writes ISO 8859-1; many programs now write UTF-8. UTF-8 is taken
    // as it is, anything else as Latin-1, so every value read is UTF-8. UTF-16 is neither.
    if (isUtf16(text))
        throw InputError("line 1: the file is UTF-16; save it as UTF-8.");
    std::string converted;
    if (!isValidUtf8(text)) {
        converted = latin1ToUtf8(text);
        text = converted;
        file.warnings.push_back(
            PbnWarning{1, "the file is not UTF-8: read as ISO 8859-1 (Latin-1), PBN's own"});
    }
    Scanner scanner(file);
    auto raw = scanner.scan(text);
    file.games.reserve(raw.size());
    for (auto& tags : raw) {
        const PbnGame* previous = file.games.empty() ? nullptr : &file.games.back();
        file.games.push_back(buildGame(std::move(tags), previous, options, file.warnings));
    }
    std::stable_sort(file.warnings.begin(), file.warnings.end(),
                     [](const PbnWarning& a, const PbnWarning& b) { return a.line < b.line; });
    return file;
}

PbnFile readPbnFile(const std::string& path) {
    const std::string text = readUserFile(path, kMaxResultsFileBytes);
    if (isUtf16(text))
        throw InputError(path + " is UTF-16; save it as UTF-8");
    try {
        return readPbn(text);
    } catch (const InputError& e) {
        throw InputError(path + " " + e.what());
    }
}

std::vector<PbnBoardDeal> pbnBoardDeals(const PbnFile& file, int boards) {
    std::vector<PbnBoardDeal> out;
    std::map<int, std::size_t> byBoard; // board → its record in out
    for (const PbnGame& game : file.games) {
        if (!game.board || !game.deal)
            continue;
        const int board = *game.board;
        if (board < 1 || board > boards)
            throw InputError(lineText(game.line) + "board " + std::to_string(board) +
                             " is not in this event (boards 1 to " + std::to_string(boards) + ")");
        // A value the reader could not take (a warning there) is refused here: a hand record
        // with a dealer or vulnerability made up from the board number would be a wrong one.
        for (const char* name : {"Dealer", "Vulnerable"}) {
            const PbnTag* t = game.tag(name);
            const bool known = std::string_view(name) == "Dealer" ? game.dealer.has_value()
                                                                  : game.vulnerability.has_value();
            if (t && !known && !isUnknown(t->value) && trimmedText(t->value) != "-")
                throw InputError(
                    lineText(t->line) + "board " + std::to_string(board) + ": " + name + " \"" +
                    trimmedText(t->value) + "\" is not " +
                    (std::string_view(name) == "Dealer" ? "N, E, S or W" : "None, NS, EW or All"));
        }
        // A game has one Board and one Deal (PBN 2.1, section 3: games are separated by an
        // empty line). A second one is the next game with its empty line lost; read as the
        // reader does (the first counts), every following deal would be folded into this one.
        for (const char* name : {"Board", "Deal"}) {
            int seen = 0;
            for (const PbnTag& t : game.rawTags)
                if (t.name == name && ++seen == 2)
                    throw InputError(lineText(t.line) + "a second [" + name +
                                     "] tag in one game; games are separated by an empty "
                                     "line, add one before this game's tags");
        }
        PbnBoardDeal r;
        r.board = board;
        r.dealer = game.dealer.value_or(dealerOf(board));
        r.vulnerability = game.vulnerability.value_or(vulnerabilityOf(board));
        r.deal = *game.deal;
        r.line = game.line;
        if (auto seen = byBoard.find(board); seen != byBoard.end()) {
            const PbnBoardDeal& first = out[seen->second];
            if (!(first.deal == r.deal) || first.dealer != r.dealer ||
                first.vulnerability != r.vulnerability)
                throw InputError(lineText(game.line) + "board " + std::to_string(board) +
                                 " is given again with another deal (first on line " +
                                 std::to_string(first.line) + "); keep one of them");
            continue;
        }
        byBoard[board] = out.size();
        out.push_back(std::move(r));
    }
    return out;
}

ParsedPbnDeal parsePbnDeal(std::string_view value) {
    const std::string v = trimmedText(value);
    if (v.size() < 2 || v[1] != ':')
        throw InputError("the Deal \"" + v.substr(0, 80) +
                         "\" does not start with a seat and ':' (\"N:\").");
    const auto first = parseSeat(v.substr(0, 1));
    if (!first)
        throw InputError("the Deal starts with \"" + v.substr(0, 1) + "\", not N, E, S or W.");
    std::vector<std::string> hands = blankSeparated(std::string_view(v).substr(2));
    if (hands.size() != 4)
        throw InputError("the Deal gives " + std::to_string(hands.size()) +
                         " hands, not 4 (use \"-\" for an unknown hand).");
    static const char* const seatNames[] = {"North", "East", "South", "West"};
    static const Suit suitOrder[] = {Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs};
    ParsedPbnDeal out;
    std::uint64_t seen = 0;
    Seat seat = *first;
    for (int h = 0; h < 4; ++h, seat = nextSeat(seat)) {
        const std::string& hand = hands[static_cast<std::size_t>(h)];
        const int si = static_cast<int>(seat);
        if (hand == "-")
            continue;
        out.known[static_cast<std::size_t>(si)] = true;
        int suitIndex = 0;
        Hand cards;
        for (std::size_t i = 0; i < hand.size(); ++i) {
            const char c = hand[i];
            if (c == '.') {
                if (++suitIndex > 3)
                    throw InputError(std::string("the Deal gives ") + seatNames[si] +
                                     " more than four suits.");
                continue;
            }
            int rank = 0;
            if (c == '1' && i + 1 < hand.size() && hand[i + 1] == '0') {
                rank = 10; // "10" for a ten, which some programs write
                ++i;
            } else if (auto r = parseRank(c)) {
                rank = *r;
            } else {
                throw InputError(std::string("the Deal gives ") + seatNames[si] + " a '" +
                                 std::string(1, c) + "', which is not a card rank.");
            }
            const Card card{suitOrder[suitIndex], rank};
            const std::uint64_t bit = std::uint64_t{1} << card.index();
            if (seen & bit)
                throw InputError("the Deal gives " + cardText(card) + " twice.");
            seen |= bit;
            cards.add(card);
        }
        if (suitIndex != 3)
            throw InputError(std::string("the Deal gives ") + seatNames[si] + " " +
                             std::to_string(suitIndex + 1) +
                             " suits, not 4 (spades.hearts.diamonds.clubs).");
        if (cards.size() != 13)
            throw InputError(std::string("the Deal gives ") + seatNames[si] + " " +
                             std::to_string(cards.size()) + " cards, not 13.");
        out.deal.hands[static_cast<std::size_t>(si)] = cards;
    }
    const int known = static_cast<int>(std::count(out.known.begin(), out.known.end(), true));
    if (known == 3) {
        // Three hands fix the fourth.
        for (int s = 0; s < 4; ++s) {
            if (out.known[static_cast<std::size_t>(s)])
                continue;
            for (int i = 0; i < 52; ++i)
                if (!(seen & (std::uint64_t{1} << i)))
                    out.deal.hands[static_cast<std::size_t>(s)].add(
                        Card{static_cast<Suit>(i / 13), i % 13 + 2});
        }
    }
    out.complete = known >= 3;
    return out;
}

std::vector<PbnColumn> parsePbnColumns(std::string_view value) {
    std::vector<PbnColumn> columns;
    std::size_t start = 0;
    const std::string v(value);
    if (trimmedText(v).empty())
        return columns;
    for (std::size_t i = 0; i <= v.size(); ++i) {
        if (i < v.size() && v[i] != ';')
            continue;
        std::string part = trimmedText(std::string_view(v).substr(start, i - start));
        start = i + 1;
        PbnColumn col;
        if (!part.empty() && (part.front() == '+' || part.front() == '-')) {
            col.order = part.front();
            part.erase(0, 1);
        }
        const auto slash = part.find('\\');
        if (slash != std::string::npos) {
            std::string spec = part.substr(slash + 1);
            std::size_t k = 0;
            int width = 0;
            while (k < spec.size() && std::isdigit(static_cast<unsigned char>(spec[k])) &&
                   width < 1000)
                width = width * 10 + (spec[k++] - '0');
            char align = 0;
            if (k < spec.size() &&
                (spec[k] == 'L' || spec[k] == 'R' || spec[k] == 'l' || spec[k] == 'r'))
                align = static_cast<char>(std::toupper(static_cast<unsigned char>(spec[k++])));
            if (k == spec.size() && k > 0) {
                col.width = width;
                col.alignment = align;
                part.erase(slash);
            }
        }
        col.name = part;
        columns.push_back(col);
    }
    return columns;
}

std::optional<TrickTable> parseDoubleDummyTricks(std::string_view value) {
    const std::string v = trimmedText(value);
    if (v.size() != 20)
        return std::nullopt;
    static const Seat seats[] = {Seat::North, Seat::South, Seat::East, Seat::West};
    static const Strain strains[] = {Strain::NoTrump, Strain::Spades, Strain::Hearts,
                                     Strain::Diamonds, Strain::Clubs};
    TrickTable table;
    for (int i = 0; i < 20; ++i) {
        const char c = static_cast<char>(std::tolower(static_cast<unsigned char>(v[i])));
        int n = -1;
        if (c >= '0' && c <= '9')
            n = c - '0';
        else if (c >= 'a' && c <= 'd')
            n = c - 'a' + 10;
        if (n < 0)
            return std::nullopt;
        table.at(strains[i % 5], seats[i / 5]) = n;
    }
    return table;
}

std::optional<int> parsePbnScore(std::string_view value, std::optional<Seat> declarer) {
    const std::vector<std::string> words = blankSeparated(value);
    if (words.size() == 1) {
        const auto n = parseInt(words[0]);
        if (!n || !declarer)
            return std::nullopt;
        return sideOf(*declarer) == Side::NorthSouth ? *n : -*n;
    }
    if (words.size() == 2 || words.size() == 4) {
        const std::string side = upperText(words[0]);
        const auto n = parseInt(words[1]);
        if (!n)
            return std::nullopt;
        if (side == "NS")
            return *n;
        if (side == "EW")
            return -*n;
    }
    return std::nullopt;
}

} // namespace overplay::core
