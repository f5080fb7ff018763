// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/PlayedSection.h"

#include "core/Error.h"
#include "core/ResultText.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <map>
#include <optional>
#include <set>
#include <system_error>
#include <utility>

namespace overplay::core {

namespace {

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

/// "-", "?" and nothing all mean a cell left empty.
bool isEmptyCell(std::string_view cell) {
    const std::string t = trimmedText(cell);
    return t.empty() || t == "-" || t == "?" || t == "--";
}

/// Scorer's "A6040": North-South 60%, East-West 40%, as "A60/A40".
std::string adjustedWord(std::string_view text) {
    const std::string t = upperWithoutSpaces(text);
    if (t.size() == 5 && t[0] == 'A' && std::all_of(t.begin() + 1, t.end(), isDigit))
        return "A" + t.substr(1, 2) + "/A" + t.substr(3, 2);
    return t;
}

/// Players' names as one cell holds them: "Ann Smith & Bob Jones", "Ann Smith - Bob Jones".
std::vector<std::string> splitNames(std::string_view cell) {
    std::string text = trimmedText(cell);
    for (const char* separator : {" & ", " - ", " / ", " + "}) {
        const std::size_t at = text.find(separator);
        if (at != std::string::npos)
            return {trimmedText(text.substr(0, at)),
                    trimmedText(text.substr(at + std::string_view(separator).size()))};
    }
    if (text.empty())
        return {};
    return {text};
}

} // namespace

std::string playedLineWhere(int board, std::string_view ns, std::string_view ew, long long line) {
    return "board " + std::to_string(board) + ", " + trimmedText(ns) + " v " + trimmedText(ew) +
           " (line " + std::to_string(line) + ")";
}

std::optional<int> readFileNumber(std::string_view cell) {
    const std::string t = trimmedText(cell);
    const std::size_t digits = !t.empty() && (t[0] == '-' || t[0] == '+') ? 1 : 0;
    if (digits == t.size() || t.size() > 7 ||
        t.find_first_not_of("0123456789", digits) != std::string::npos)
        return std::nullopt;
    return std::stoi(t);
}

std::optional<int> readFileScore(std::string_view cell) {
    const std::string t = trimmedText(cell);
    if (isEmptyCell(t))
        return std::nullopt;
    if (auto points = readFileNumber(t))
        return points;
    throw InputError("score '" + t.substr(0, 20) + "' is not a number of points");
}

std::optional<double> readFileTotal(std::string_view cell) {
    const std::string t = trimmedText(cell);
    double value = 0;
    const char* end = t.data() + t.size();
    const auto [at, error] = std::from_chars(t.data(), end, value);
    if (t.empty() || error != std::errc() || at != end)
        return std::nullopt;
    return value;
}

std::optional<double> readFilePercent(std::string_view cell) {
    std::string t = trimmedText(cell);
    if (!t.empty() && t.back() == '%')
        t.pop_back();
    double value = 0;
    const char* end = t.data() + t.size();
    const auto [at, error] = std::from_chars(t.data(), end, value);
    if (t.empty() || error != std::errc() || at != end || value < 0 || value > 100)
        return std::nullopt;
    return value;
}

std::optional<int> readFileTricks(std::string_view cell) {
    const std::string t = trimmedText(cell);
    if (isEmptyCell(t))
        return std::nullopt;
    const std::optional<int> tricks = readFileNumber(t);
    if (!tricks || *tricks < 0 || *tricks > 13)
        throw InputError("tricks '" + t.substr(0, 20) + "' are not 0 to 13");
    return tricks;
}

PlayedPairNumber readPlayedPairNumber(std::string_view text) {
    PlayedPairNumber out;
    std::string t = trimmedText(text);
    // Scorer's sections: "(A) 1 NS".
    if (t.size() > 2 && t[0] == '(') {
        const std::size_t close = t.find(')');
        if (close != std::string::npos) {
            out.section = upperWithoutSpaces(t.substr(1, close - 1));
            t = t.substr(close + 1);
        }
    }
    FieldLabel label = readFieldLabel(t);
    out.field = label.field;
    t = std::move(label.rest);
    // A section's letters before the number, as Overplay prints a section's pairs ("B3").
    std::size_t letters = 0;
    while (letters < t.size() && t[letters] >= 'A' && t[letters] <= 'Z')
        ++letters;
    if (letters > 0 && letters <= 2 && out.section.empty())
        out.section = t.substr(0, letters);
    t.erase(0, letters > 2 ? 0 : letters);
    if (t.empty() || !std::all_of(t.begin(), t.end(), isDigit) || t.size() > 4)
        throw InputError("'" + std::string(text) + "' is not a pair number");
    t.erase(0, std::min(t.find_first_not_of('0'), t.size() - 1)); // "07" is pair 7
    out.number = t;
    return out;
}

void readPlayedResult(PlayedLine& line, std::string_view contract, std::string_view declarer,
                      std::string_view result) {
    const std::string word = upperWithoutSpaces(contract);
    if (word == "NP" || word == "NOTPLAYED") {
        line.notPlayed = true;
        return;
    }
    // A weighted score, as Overplay writes one where a contract goes: "60% 4S N =, 40% 4S N -1".
    if (word.find('%') != std::string::npos) {
        line.weighted = parseWeightedScore(trimmedText(contract));
        return;
    }
    const std::string adjusted = adjustedWord(contract);
    if (word != "AP" && isAdjustedScoreWord(adjusted)) {
        line.adjusted = parseAdjustedScore(adjusted);
        return;
    }
    const Contract c = parseContract(contract);
    if (c.isPassedOut()) {
        line.play = makePlay(c, Seat::North, isEmptyCell(result) ? "" : result);
        return;
    }
    const std::optional<Seat> seat = parseSeat(trimmedText(declarer));
    if (!seat)
        throw InputError(contract.empty()
                             ? "no declarer"
                             : "declarer '" + std::string(declarer) + "' is not N, E, S or W");
    line.play = makePlay(c, *seat, trimmedText(result));
}

void settleFields(PlayedSection& section) {
    const bool fieldsGiven =
        std::any_of(section.pairs.begin(), section.pairs.end(),
                    [](const PlayedPair& p) { return p.field != Field::Any; }) ||
        std::any_of(section.lines.begin(), section.lines.end(), [](const PlayedLine& l) {
            return l.nsField != Field::Any || l.ewField != Field::Any;
        });
    if (fieldsGiven) {
        section.twoFields = true;
    } else {
        std::map<int, std::set<std::string>> nsOn, ewOn;
        for (const PlayedLine& line : section.lines) {
            nsOn[line.board].insert(line.ns);
            ewOn[line.board].insert(line.ew);
        }
        section.twoFields = false;
        for (const auto& [board, numbers] : nsOn)
            for (const std::string& number : numbers)
                if (ewOn[board].count(number))
                    section.twoFields = true;
    }
    if (section.twoFields) {
        // Numbers alone cannot say which pair 1 (North-South or East-West) a name belongs to:
        // such a pair is taken from the lines, without the names, and that is said.
        std::vector<PlayedPair> kept;
        for (PlayedPair& pair : section.pairs) {
            if (pair.field != Field::Any) {
                kept.push_back(std::move(pair));
                continue;
            }
            if (!pair.players.empty())
                section.skipped.push_back("the names of pair " + pair.number +
                                          ": the file does not say whether it is " + pair.number +
                                          "NS or " + pair.number + "EW");
        }
        section.pairs = std::move(kept);
    }
    // Every pair the lines name is a pair of the section.
    std::set<std::pair<Field, std::string>> known;
    for (PlayedPair& pair : section.pairs) {
        if (!section.twoFields)
            pair.field = Field::Any;
        known.insert({pair.field, pair.number});
    }
    const auto add = [&](const std::string& number, Field field) {
        if (!section.twoFields)
            field = Field::Any;
        if (known.insert({field, number}).second)
            section.pairs.push_back(PlayedPair{number, field, {}, {}});
    };
    for (const PlayedLine& line : section.lines) {
        add(line.ns, line.nsField != Field::Any ? line.nsField : Field::NorthSouth);
        add(line.ew, line.ewField != Field::Any ? line.ewField : Field::EastWest);
    }
}

// --- PBN -----------------------------------------------------------------------------------

namespace {

struct Columns {
    const PbnTable& table;
    std::string cell(const PbnTable::Row& row, std::string_view name) const {
        const std::optional<std::size_t> at = table.column(name);
        if (!at || *at >= row.cells.size())
            return {};
        return row.cells[*at];
    }
    bool has(std::string_view name) const { return table.column(name).has_value(); }
};

/// The line's numbers, read as files write them; the pair's field kept when a number says.
void readNumbers(PlayedLine& line, std::string_view ns, std::string_view ew,
                 std::map<std::string, Field>& fields) {
    const PlayedPairNumber n = readPlayedPairNumber(ns);
    const PlayedPairNumber e = readPlayedPairNumber(ew);
    line.ns = n.number;
    line.ew = e.number;
    line.nsField = n.field;
    line.ewField = e.field;
    if (n.field != Field::Any)
        fields[fieldWord(n.field) + n.number] = n.field;
    if (e.field != Field::Any)
        fields[fieldWord(e.field) + e.number] = e.field;
}

/// North-South's score from the score columns: Score_NS, else minus Score_EW, else Score.
std::optional<int> scoreOfRow(const Columns& columns, const PbnTable::Row& row) {
    if (auto ns = readFileScore(columns.cell(row, "Score_NS")))
        return ns;
    if (auto ew = readFileScore(columns.cell(row, "Score_EW")))
        return -*ew;
    if (columns.has("Score")) {
        const std::string text = columns.cell(row, "Score");
        return parsePbnScore(text, std::nullopt);
    }
    return std::nullopt;
}

void readScoreTable(const PbnGame& game, const PbnTable& table, PlayedSection& out,
                    std::map<std::string, Field>& fields) {
    const Columns columns{table};
    if (!columns.has("PairId_NS") || !columns.has("PairId_EW"))
        throw InputError("line " + std::to_string(table.line) +
                         ": the ScoreTable has no PairId_NS and PairId_EW columns, so its "
                         "results belong to no pair");
    for (const PbnTable::Row& row : table.rows) {
        const std::string where = playedLineWhere(*game.board, columns.cell(row, "PairId_NS"),
                                                  columns.cell(row, "PairId_EW"), row.line);
        PlayedLine line;
        line.board = *game.board;
        line.where = where;
        try {
            readNumbers(line, columns.cell(row, "PairId_NS"), columns.cell(row, "PairId_EW"),
                        fields);
            const std::string contract = columns.cell(row, "Contract");
            const std::optional<int> score = scoreOfRow(columns, row);
            if (!columns.has("Contract") &&
                (columns.has("Tricks_NS") || columns.has("Tricks_EW"))) {
                // Duplicate whist: the tricks each side took are the whole result.
                std::optional<int> tricks = readFileTricks(columns.cell(row, "Tricks_NS"));
                if (!tricks)
                    if (const auto ew = readFileTricks(columns.cell(row, "Tricks_EW")))
                        tricks = 13 - *ew;
                if (!tricks) {
                    out.skipped.push_back(where + ": no tricks");
                    continue;
                }
                line.whistTricksNs = tricks;
            } else if (isEmptyCell(contract)) {
                if (!score) {
                    out.skipped.push_back(where + ": no contract and no score");
                    continue;
                }
                line.scoreOnlyNs = score;
            } else {
                readPlayedResult(line, contract, columns.cell(row, "Declarer"),
                                 columns.cell(row, "Result"));
                line.fileScoreNs = line.play ? score : std::nullopt;
            }
            const std::string lead = columns.cell(row, "Lead");
            if (!isEmptyCell(lead))
                line.lead = parseCard(trimmedText(lead));
        } catch (const InputError& e) {
            throw InputError(where + ": " + e.what());
        }
        out.lines.push_back(std::move(line));
    }
}

/// A game that is itself one result: its Contract, Declarer and Result tags with the pairs'
/// numbers in PairId_NS and PairId_EW.
void readResultGame(const PbnGame& game, PlayedSection& out, std::map<std::string, Field>& fields) {
    const std::string ns = game.value("PairId_NS");
    const std::string ew = game.value("PairId_EW");
    const std::string contract = game.value("Contract");
    if (ns.empty() || ew.empty() || isEmptyCell(contract))
        return;
    PlayedLine line;
    line.board = *game.board;
    line.where = playedLineWhere(line.board, ns, ew, game.line);
    try {
        readNumbers(line, ns, ew, fields);
        readPlayedResult(line, contract, game.value("Declarer"), game.value("Result"));
        if (line.play)
            line.fileScoreNs = game.scoreNS;
        if (game.lead)
            line.lead = game.lead;
    } catch (const InputError& e) {
        throw InputError(line.where + ": " + e.what());
    }
    out.lines.push_back(std::move(line));
}

/// The pairs' names from a TotalScoreTable.
void readTotalScoreTable(const PbnTable& table, PlayedSection& out) {
    const Columns columns{table};
    if (!columns.has("PairId"))
        return;
    const char* nameColumn = columns.has("Names")  ? "Names"
                             : columns.has("Name") ? "Name"
                                                   : nullptr;
    for (const PbnTable::Row& row : table.rows) {
        const std::string id = columns.cell(row, "PairId");
        if (isEmptyCell(id))
            continue;
        PlayedPairNumber number;
        try {
            number = readPlayedPairNumber(id);
        } catch (const InputError& e) {
            throw InputError("line " + std::to_string(row.line) + ": " + e.what());
        }
        const std::string direction = upperWithoutSpaces(columns.cell(row, "Direction"));
        if (direction == "NS" || direction == "N-S")
            number.field = Field::NorthSouth;
        else if (direction == "EW" || direction == "E-W")
            number.field = Field::EastWest;
        PlayedPair pair{number.number, number.field, {}, {}};
        if (nameColumn && !isEmptyCell(columns.cell(row, nameColumn)))
            pair.players = splitNames(columns.cell(row, nameColumn));
        pair.filePercent = readFilePercent(columns.cell(row, "TotalPercentage"));
        for (const char* total : {"TotalScoreMP", "TotalScoreIMP", "TotalScoreTricks"})
            if (!pair.fileScore)
                pair.fileScore = readFileTotal(columns.cell(row, total));
        pair.memberNumbers.assign(pair.players.size(), "");
        out.pairs.push_back(std::move(pair));
    }
}

/// "Michael Askgaard#23324": RealBridge writes the player's number after the name ("Dummy 3#"
/// for a seat filled without one).
std::pair<std::string, std::string> nameAndNumber(std::string_view tag) {
    const std::string text = trimmedText(tag);
    const std::size_t hash = text.rfind('#');
    if (hash == std::string::npos || hash == 0 ||
        !std::all_of(text.begin() + static_cast<long>(hash) + 1, text.end(), isDigit))
        return {text, ""};
    return {trimmedText(text.substr(0, hash)), text.substr(hash + 1)};
}

/// Games that name their four players and give no pair numbers, each one table's result, as
/// RealBridge exports a session: pairs found from who sat together. None when no game has
/// both the four names and a contract.
std::optional<PlayedSection> playedSectionFromSeatedGames(const PbnFile& file) {
    std::vector<SeatedResult> seated;
    bool anyContract = false;
    for (const PbnGame& game : file.games) {
        if (!game.board)
            continue;
        SeatedResult one;
        one.line = game.line;
        one.board = *game.board;
        bool named = false;
        for (Seat seat : {Seat::North, Seat::East, Seat::South, Seat::West}) {
            const char* tag = seat == Seat::North   ? "North"
                              : seat == Seat::East  ? "East"
                              : seat == Seat::South ? "South"
                                                    : "West";
            auto [name, number] = nameAndNumber(game.value(tag));
            if (isEmptyCell(name))
                name.clear();
            named = named || !name.empty();
            one.players[static_cast<std::size_t>(seat)] = name;
            one.memberNumbers[static_cast<std::size_t>(seat)] = number;
        }
        if (!named)
            continue;
        one.deal = game.deal;
        const std::string contract = game.value("Contract");
        const std::string where =
            "line " + std::to_string(game.line) + ": board " + std::to_string(one.board);
        if (isEmptyCell(contract)) {
            one.result.notPlayed = true;
            one.noResult = "the game has no Contract";
        } else {
            anyContract = true;
            try {
                readPlayedResult(one.result, contract, game.value("Declarer"),
                                 game.value("Result"));
            } catch (const InputError& e) {
                throw InputError(where + ": " + e.what());
            }
            if (one.result.play) {
                one.result.fileScoreNs = game.scoreNS;
                one.result.lead = game.lead;
            }
        }
        seated.push_back(std::move(one));
    }
    if (!anyContract)
        return std::nullopt;
    return playedSectionFromSeats(seated, "its North, East, South and West tags");
}

std::string isoDate(const PbnGame& game) {
    if (!game.year || !game.month || !game.day)
        return {};
    char text[16];
    std::snprintf(text, sizeof text, "%04d-%02d-%02d", *game.year, *game.month, *game.day);
    return isValidDate(text) ? text : "";
}

} // namespace

PlayedSection playedSectionFromPbn(const PbnFile& file) {
    PlayedSection out;
    std::map<std::string, Field> fields; // "NS1" → NorthSouth, from labels like "1NS"
    for (const PbnGame& game : file.games) {
        // An individual's traveller numbers players (Overplay's marks it so, PBN's Competition
        // tag): who partnered whom is not in it, as in a USEBIO individual.
        const std::string competition = upperWithoutSpaces(game.value("Competition"));
        if (competition == "INDIVIDUALS")
            throw InputError("the PBN file is an individual: its results do not say who "
                             "partnered whom, so its movement cannot be rebuilt");
        // A team event's traveller numbers its teams' pairs A1, D2, … (Overplay's export
        // marks it so); RealBridge's games of a team event name their four players, and are
        // read as the pairs who sat together, below.
        if (competition == "TEAMS" && game.table("ScoreTable"))
            throw InputError("the PBN file is a teams event: a section of a simultaneous "
                             "pairs is a pairs event");
        // "?" is PBN's unknown.
        if (out.event.empty() && !isEmptyCell(game.value("Event")))
            out.event = trimmedText(game.value("Event"));
        if (out.club.empty() && !isEmptyCell(game.value("Site")))
            out.club = trimmedText(game.value("Site"));
        if (out.date.empty())
            out.date = isoDate(game);
        if (out.scoring.empty() && !isEmptyCell(game.value("Scoring")))
            out.scoring = upperWithoutSpaces(game.value("Scoring"));
        if (const PbnTable* total = game.table("TotalScoreTable"))
            if (out.pairs.empty())
                readTotalScoreTable(*total, out);
        if (!game.board)
            continue;
        if (const PbnTable* scores = game.table("ScoreTable"))
            readScoreTable(game, *scores, out, fields);
        else
            readResultGame(game, out, fields);
    }
    for (const std::string& escape : file.escapes)
        if (out.program.empty() && trimmedText(escape).starts_with("Creator:"))
            out.program = trimmedText(trimmedText(escape).substr(8));
    if (out.lines.empty()) {
        // RealBridge's PBN: a game a table, with its four players' names and no pair numbers.
        if (std::optional<PlayedSection> seated = playedSectionFromSeatedGames(file)) {
            seated->program = out.program;
            seated->event = out.event;
            seated->club = out.club;
            seated->date = out.date;
            return *std::move(seated);
        }
        throw InputError("the PBN file holds no results of pairs: it needs a ScoreTable with "
                         "PairId_NS and PairId_EW, games with PairId_NS and PairId_EW tags, or "
                         "games naming their four players (North, East, South, West)");
    }
    // Labels with their direction ("1NS") fix the fields of pairs the names table left open.
    if (!fields.empty()) {
        for (PlayedPair& pair : out.pairs)
            if (pair.field == Field::Any) {
                const bool ns = fields.count("NS" + pair.number) > 0;
                const bool ew = fields.count("EW" + pair.number) > 0;
                if (ns != ew)
                    pair.field = ns ? Field::NorthSouth : Field::EastWest;
            }
        for (const auto& [key, field] : fields) {
            const std::string number = key.substr(2);
            const bool listed =
                std::any_of(out.pairs.begin(), out.pairs.end(), [&](const PlayedPair& p) {
                    return p.number == number && p.field == field;
                });
            if (!listed)
                out.pairs.push_back(PlayedPair{number, field, {}, {}});
        }
    }
    settleFields(out);
    return out;
}

} // namespace overplay::core
