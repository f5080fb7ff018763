// SPDX-License-Identifier: GPL-3.0-or-later
// foul, penalty, delete, audit: the director's rulings and corrections of the command line
// (CLI.md, "Rulings and changes"). Each command that changes an event is one store command,
// so a refused one leaves the file as it was; pairs are typed and printed by their labels.
#include "app/cli/Cli.h"
#include "app/cli/MovementArguments.h"
#include "app/cli/Subcommand.h"

#include "core/Error.h"
#include "core/ResultText.h"
#include "core/Session.h"
#include "core/Text.h"
#include "db/AuditValue.h"
#include "db/EventStore.h"
#include "movements/EveningChanges.h"
#include "movements/Generate.h"
#include "movements/Labels.h"
#include "movements/ScoringFit.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <memory>
#include <ostream>
#include <set>
#include <string>
#include <vector>

namespace overplay::app {

int readInSection(db::EventStore& store, std::string_view typed, movements::Field where) {
    const auto sections = store.sections();
    if (sections.size() < 2)
        return movements::readEntry(store.movement(), typed, where);
    const movements::SectionEntry entry =
        movements::sectionEntryOf(sections, movements::readEntry(sections, typed, where));
    const std::string& letter = sections[entry.section].letter;
    if (store.section() != letter)
        store.useSection(letter);
    return entry.entry;
}

namespace {

/// The two pairs of a traveller line of `board`, read as `result` reads them; the store then
/// works in their section.
std::pair<int, int> readLineInSection(db::EventStore& store, int board, std::string_view ns,
                                      std::string_view ew) {
    const LinePairs pairs = LineReader(store).read(board, ns, ew);
    const auto sections = store.sections();
    if (store.section() != sections[pairs.section].letter)
        store.useSection(sections[pairs.section].letter);
    return {pairs.ns, pairs.ew};
}

using nlohmann::json;

int boardNumber(const std::string& text) {
    if (text.empty() || text.size() > 6 || !std::all_of(text.begin(), text.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
        }))
        throw core::InputError("'" + text + "' is not a board number");
    return std::stoi(text);
}

/// Splits "a,b, c" at commas, each piece trimmed; empty pieces dropped.
std::vector<std::string> commaList(const std::string& text) {
    std::vector<std::string> out;
    std::string piece;
    const auto flush = [&] {
        const auto first = piece.find_first_not_of(" \t");
        const auto last = piece.find_last_not_of(" \t");
        if (first != std::string::npos)
            out.push_back(piece.substr(first, last - first + 1));
        piece.clear();
    };
    for (char c : text) {
        if (c == ',')
            flush();
        else
            piece += c;
    }
    flush();
    return out;
}

std::string label(const db::EventStore& store, int entry) {
    return core::printableText(store.entryLabel(entry));
}

// --- foul ----------------------------------------------------------------------------------

struct FoulOptions {
    std::string file, board;
    std::vector<std::string> groups; ///< each "NS:EW,NS:EW": the lines of one fouled copy
    std::vector<std::string> tables; ///< each "T,T": the tables of one fouled copy
    bool clear = false;
};

/// "1NS:2EW, 3NS:4EW": the lines of one fouled copy, by their pairs' labels.
std::vector<std::pair<int, int>> linesOfGroup(db::EventStore& store, int board,
                                              const std::string& text) {
    std::vector<std::pair<int, int>> lines;
    for (const std::string& pair : commaList(text)) {
        const auto colon = pair.find(':');
        if (colon == std::string::npos)
            throw core::InputError("--group '" + pair +
                                   "' is not NS:EW (the two pairs of a table, e.g. 1NS:2EW)");
        lines.push_back(readLineInSection(store, board, std::string_view(pair).substr(0, colon),
                                          std::string_view(pair).substr(colon + 1)));
    }
    if (lines.empty())
        throw core::InputError("--group names no table (give NS:EW,NS:EW,…)");
    return lines;
}

/// "1,3": the lines of one fouled copy, by the tables that played the board.
std::vector<std::pair<int, int>> linesAtTables(const std::vector<db::StoredLine>& board,
                                               int boardNumber, const std::string& text) {
    std::vector<std::pair<int, int>> lines;
    for (const std::string& table : commaList(text)) {
        bool found = false;
        for (const db::StoredLine& s : board)
            if (std::to_string(s.line.table) == table) {
                lines.emplace_back(s.line.ns, s.line.ew);
                found = true;
            }
        if (!found)
            throw core::InputError("--tables: table '" + core::printableText(table) +
                                   "' has no result on board " + std::to_string(boardNumber));
    }
    if (lines.empty())
        throw core::InputError("--tables names no table (give T,T,…)");
    return lines;
}

void runFoul(const FoulOptions& o, CliContext& context) {
    if (o.clear == (!o.groups.empty() || !o.tables.empty()))
        throw UsageError{"give --group NS:EW,… (or --tables T,…) for each fouled copy, or --clear"};
    auto store = db::EventStore::open(o.file, storeOptions());
    const int board = boardNumber(o.board);
    std::vector<std::vector<std::pair<int, int>>> groups;
    for (const std::string& g : o.groups)
        groups.push_back(linesOfGroup(store, board, g));
    if (!o.tables.empty()) {
        const auto lines = store.linesOfBoard(board);
        for (const std::string& t : o.tables)
            groups.push_back(linesAtTables(lines, board, t));
    }
    const auto stored = store.markFouled(board, groups);
    if (groups.empty()) {
        context.out << "board " << board << " is no longer fouled\n";
        return;
    }
    for (std::size_t g = 1; g <= groups.size(); ++g) {
        context.out << "board " << board << ", fouled copy " << g << ":";
        const char* separator = " ";
        for (const db::StoredLine& s : stored)
            if (s.line.group == static_cast<int>(g)) {
                context.out << separator << label(store, s.line.ns) << " v "
                            << label(store, s.line.ew) << " (table " << s.line.table << ")";
                separator = ", ";
            }
        context.out << "\n";
    }
    context.out << "each copy is scored within itself and factored to the full top\n";
}

// --- penalty -------------------------------------------------------------------------------

struct PenaltyOptions {
    std::string file, entry, amount, reason;
    int board = 0;
    long long withdraw = 0;
};

void runPenalty(const PenaltyOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    if (o.withdraw > 0) {
        if (!o.entry.empty() || !o.amount.empty())
            throw UsageError{"--withdraw N takes no LABEL or AMOUNT"};
        store.removePenalty(o.withdraw);
        context.out << "penalty " << o.withdraw << " withdrawn\n";
        return;
    }
    if (o.entry.empty() || o.amount.empty())
        throw UsageError{"give LABEL AMOUNT (3, 1.5 or 25% of a top), or --withdraw N"};
    core::ProceduralPenalty penalty = core::parsePenaltyAmount(o.amount);
    // A team event's penalty is the team's (the ranking takes a pair's off its team): the
    // team may be named as the ranking prints it, and the penalty is kept on its first pair.
    std::optional<int> team;
    try {
        penalty.entry = readInSection(store, o.entry);
    } catch (const core::InputError&) {
        team = readTeam(store, o.entry);
        if (!team)
            throw;
        const auto& teamOf = store.movement().teamOf;
        const auto first = std::find_if(teamOf.begin(), teamOf.end(),
                                        [&](const auto& pt) { return pt.second == *team; });
        penalty.entry = first->first;
    }
    penalty.board = o.board;
    if (!o.reason.empty())
        core::requireValidName(o.reason); // one printable line, as the ranking prints it
    penalty.reason = o.reason;
    const db::StoredPenalty stored = store.addPenalty(penalty);
    std::string who = label(store, penalty.entry);
    if (team)
        for (const db::Team& t : store.teams())
            if (t.number == *team)
                who = core::printableText(db::teamName(t.number, t.name));
    context.out << "penalty " << stored.id << ": " << who << " loses " << penalty.amountText()
                << (penalty.board != 0 ? " (board " + std::to_string(penalty.board) + ")" : "")
                << (penalty.reason.empty() ? "" : ", " + core::printableText(penalty.reason))
                << "\n";
}

// --- delete --------------------------------------------------------------------------------

struct DeleteOptions {
    std::string file, board, ns, ew;
};

/// A line's result in words, from its audit value: "4S by N =, lead HK", "not played", ….
std::string resultWords(const std::string& value) {
    const auto line = db::auditedLine(value);
    return line ? lineWords(*line) : "no result";
}

void runDelete(const DeleteOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    const int board = boardNumber(o.board);
    const auto [ns, ew] = readLineInSection(store, board, o.ns, o.ew);
    store.deleteResult(board, ns, ew);
    // The log keeps what was there; say it, so a slip can be typed back in.
    const auto log = store.auditLog();
    const std::string& was = log.back().oldValue;
    context.out << "deleted board " << board << ": " << label(store, ns) << " v "
                << label(store, ew)
                << (db::auditedLine(was) ? ", was " + core::printableText(resultWords(was)) : "")
                << "\n";
}

// --- audit ---------------------------------------------------------------------------------

/// A pair named in an audit value: its label, written as text by newer rows and as the
/// movement's number by older ones.
std::string pairIn(const movements::Movement& m, const json& value) {
    if (value.is_number_integer())
        return core::printableText(movements::entryLabel(m, value.get<int>()));
    if (value.is_string())
        return core::printableText(value.get<std::string>());
    return "?";
}

std::string penaltyWords(const json& p) {
    std::string text = p.value("entry", "?") + ", ";
    const double amount = p.value("amount", 0.0);
    core::ProceduralPenalty penalty;
    penalty.amount = amount;
    penalty.unit = p.value("unit", "") == "percent" ? core::PenaltyUnit::PercentOfTop
                                                    : core::PenaltyUnit::Points;
    text += penalty.amountText();
    if (p.contains("board"))
        text += ", board " + std::to_string(p["board"].get<int>());
    if (p.contains("reason"))
        text += ", " + p["reason"].get<std::string>();
    return text;
}

std::string foulWords(const movements::Movement& m, const json& value) {
    if (!value.contains("fouled") || value["fouled"].empty())
        return "not fouled";
    std::string text;
    for (const json& line : value["fouled"]) {
        if (!text.empty())
            text += ", ";
        text += pairIn(m, line["ns"]) + " v " + pairIn(m, line["ew"]) + " copy " +
                std::to_string(line.value("group", 0));
    }
    return text;
}

/// One audit row in a sentence: "enter result: board 7, 3NS v 1EW: 4S by N =, NS +420".
std::string auditSentence(const movements::Movement& m, const db::AuditEntry& entry) {
    const json before = json::parse(entry.oldValue, nullptr, false);
    const json after = json::parse(entry.newValue, nullptr, false);
    const auto isLine = [](const json& j) {
        return j.is_object() && j.contains("board") && j.contains("ns") && j.contains("ew");
    };
    std::string text = entry.command;
    if (isLine(after) || isLine(before)) {
        const json& line = isLine(after) ? after : before;
        text += ": board " + std::to_string(line["board"].get<int>()) + ", " +
                pairIn(m, line["ns"]) + " v " + pairIn(m, line["ew"]) + ": ";
        if (isLine(after) && isLine(before))
            text += resultWords(entry.newValue) + ", was " + resultWords(entry.oldValue);
        else if (isLine(after))
            text += resultWords(entry.newValue);
        else
            text += "removed (was " + resultWords(entry.oldValue) + ")";
    } else if (entry.command == "mark fouled board" && after.is_object()) {
        text += ": board " + std::to_string(after.value("board", 0)) + ": " + foulWords(m, after) +
                " (was " + foulWords(m, before) + ")";
    } else if (entry.command == "give penalty" && after.is_object()) {
        text += " " + std::to_string(after.value("penalty", 0)) + ": " + penaltyWords(after);
    } else if (entry.command == "withdraw penalty" && before.is_object()) {
        text += " " + std::to_string(before.value("penalty", 0)) + ": " + penaltyWords(before);
    } else if ((entry.command == "grant rights" && after.is_object()) ||
               (entry.command == "revoke rights" && before.is_object())) {
        const json& rights = after.is_object() ? after : before;
        text += ": " + rights.value("login", std::string()) + ", " +
                rights.value("rights", std::string("nothing"));
        for (const json& letter : rights.value("sections", json::array()))
            text += " " + letter.get<std::string>();
    } else if (after.is_array()) {
        text += ": " + std::to_string(after.size()) + (after.size() == 1 ? " item" : " items");
    } else if (after.is_string()) {
        text += ": " + after.get<std::string>() +
                (before.is_string() ? " (was " + before.get<std::string>() + ")" : "");
    }
    return core::printableText(text);
}

void runAudit(const std::string& file, bool asJson, CliContext& context) {
    const auto store = db::EventStore::open(file, storeOptions(true));
    const auto& m = store.movement();
    const auto log = store.auditLog();
    if (asJson) {
        json rows = json::array();
        for (const auto& entry : log) {
            const json before = json::parse(entry.oldValue, nullptr, false);
            const json after = json::parse(entry.newValue, nullptr, false);
            rows.push_back({{"id", entry.id},
                            {"time", entry.time},
                            {"who", core::printableText(entry.who)},
                            {"login", core::printableText(entry.login)},
                            {"command", entry.command},
                            {"text", auditSentence(m, entry)},
                            {"oldValue", before.is_discarded() ? json() : before},
                            {"newValue", after.is_discarded() ? json() : after}});
        }
        context.out << rows.dump(2) << "\n";
        return;
    }
    for (const auto& entry : log)
        context.out << entry.id << " " << entry.time << " " << core::printableText(entry.who)
                    << (entry.login.empty() ? "" : " (" + core::printableText(entry.login) + ")")
                    << ": " << auditSentence(m, entry) << "\n";
}

// --- Changes during the evening ----------------------------------------------------------

/// What a change of movement kept, added and removed, a line each.
void reportChange(const db::MovementChange& change, const movements::Movement& now,
                  CliContext& context) {
    context.out << "movement: " << core::printableText(now.name) << "; " << change.kept.size()
                << (change.kept.size() == 1 ? " result kept" : " results kept");
    if (!change.added.empty()) {
        context.out << "; new:";
        for (const auto& label : change.added)
            context.out << " " << label;
    }
    context.out << "\n";
    for (const auto& s : change.dropped)
        context.out << "removed: board " << s.line.board << " " << core::resultWords(s.line)
                    << "\n";
    for (const auto& e : change.droppedNames)
        context.out << "removed the names " << core::printableText(e.names()) << "\n";
    for (const auto& p : change.droppedPenalties)
        context.out << "removed the penalty of " << p.penalty.amountText() << "\n";
}

struct ChangeMovementOptions {
    std::string file, kind;
    MovementArguments arguments;
    bool drop = false;
};

void runChangeMovement(const ChangeMovementOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    const movements::Movement movement =
        movements::generateMovement(movementRequestOf(o.kind, o.arguments));
    movements::checkScoringFits(movement.kind, store.info().scoring);
    const db::MovementChange change = store.changeMovement(movement, o.drop);
    reportChange(change, store.movement(), context);
}

/// "Ann Lee & Bo Ray" (or with a comma): each player's name, trimmed.
std::vector<std::string> splitNames(const std::string& text) {
    std::vector<std::string> out;
    std::string current;
    auto flush = [&] {
        const auto first = current.find_first_not_of(' ');
        if (first != std::string::npos)
            out.push_back(current.substr(first, current.find_last_not_of(' ') - first + 1));
        current.clear();
    };
    for (char c : text) {
        if (c == '&' || c == ',')
            flush();
        else
            current += c;
    }
    flush();
    return out;
}

struct LatePairOptions {
    std::string file, names;
    int fromRound = 1;
};

void runLatePair(const LatePairOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    const db::LatePair late = store.addLatePair(splitNames(o.names), o.fromRound);
    reportChange(late.change, store.movement(), context);
    const std::string label = store.entryLabel(late.entry);
    context.out << label << " plays from round " << o.fromRound;
    if (o.fromRound > 1)
        context.out << "; " << late.notPlayed << (late.notPlayed == 1 ? " board" : " boards")
                    << " before it not played";
    context.out << "\n";
}

struct LeavesOptions {
    std::string file, label, pairScore, opponentsScore;
    int afterRound = 0;
};

/// One side's artificial score ("A+", "A", "A-", "A60") as parseAdjustedScore reads it.
core::AdjustedScore oneSide(const std::string& text) {
    if (text.find('/') != std::string::npos)
        throw core::InputError("'" + text + "' is one side's score, such as A+, A or A60");
    return core::parseAdjustedScore(text);
}

void runLeaves(const LeavesOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    const int entry = readInSection(store, o.label);
    std::optional<db::LeavingScores> scores;
    if (!o.pairScore.empty() || !o.opponentsScore.empty())
        scores = db::LeavingScores{oneSide(o.pairScore.empty() ? "A-" : o.pairScore),
                                   oneSide(o.opponentsScore.empty() ? "A+" : o.opponentsScore)};
    const int stored = store.pairLeaves(entry, o.afterRound, scores);
    context.out << store.entryLabel(entry) << " left after round " << o.afterRound << ": " << stored
                << (stored == 1 ? " board " : " boards ")
                << (scores ? "given " + scores->pair.text() + " to it and " +
                                 scores->opponents.text() + " to its opponents"
                           : std::string("not played"))
                << "\n";
}

} // namespace

void addRulingCommands(CLI::App& app, CliContext& context) {
    {
        auto [cmd, o] =
            addEventSubcommand(app, "change-movement",
                               "play another movement from now on, keeping every result it "
                               "places (the wrong movement was set up)",
                               context, runChangeMovement);
        cmd->add_option("kind", o->kind, "the movement's KIND, as for new --movement")->required();
        addMovementArguments(*cmd, o->arguments);
        cmd->add_flag("--drop", o->drop,
                      "remove the results the new movement cannot place (listed; the audit log "
                      "keeps them)");
    }
    {
        auto [cmd, o] = addEventSubcommand(
            app, "late-pair",
            "a pair arrives late: the movement grows by one pair, every result kept", context,
            runLatePair);
        cmd->add_option("--names", o->names, "its players: \"Ann Lee & Bo Ray\"");
        cmd->add_option("--from-round", o->fromRound,
                        "the first round it plays; the boards before are not played")
            ->check(wholeNumber(1, 1000));
    }
    {
        auto [cmd, o] = addEventSubcommand(
            app, "leaves", "a pair leaves: its boards after a round not played, or adjusted",
            context, runLeaves);
        cmd->add_option("label", o->label, "the pair, as its card prints it")->required();
        cmd->add_option("--after-round", o->afterRound, "the last round it played")
            ->required()
            ->check(wholeNumber(0, 1000));
        cmd->add_option("--pair", o->pairScore, "its own score on those boards (default A-)");
        cmd->add_option("--opponents", o->opponentsScore,
                        "its opponents' score on those boards (default A+)");
    }
    {
        auto [cmd, o] = addEventSubcommand(
            app, "foul", "mark the tables that played a fouled copy of a board (Law 87)", context,
            runFoul);
        cmd->add_option("board", o->board, "board number")->required();
        cmd->add_option("--group", o->groups,
                        "NS:EW,NS:EW,…: the tables (by their pairs) that played one fouled "
                        "copy; repeat for a second copy")
            ->allow_extra_args(false);
        cmd->add_option("--tables", o->tables,
                        "T,T,…: the same by table numbers; repeat for a second copy")
            ->allow_extra_args(false);
        cmd->add_flag("--clear", o->clear, "the board was not fouled after all");
    }
    {
        auto [cmd, o] =
            addEventSubcommand(app, "penalty", "a procedural penalty to one pair (Laws 90 and 91)",
                               context, runPenalty);
        cmd->add_option("label", o->entry, "the pair, as its card prints it (3NS, 7)");
        cmd->add_option("amount", o->amount,
                        "what it loses: points (3, 1.5; IMPs or VPs in an IMP event) or a "
                        "percentage of a top (25%)");
        cmd->add_option("--board", o->board, "the board of the infraction")
            ->check(wholeNumber(1, kMostBoards));
        cmd->add_option("--reason", o->reason, "why, as the ranking will print it");
        cmd->add_option("--withdraw", o->withdraw, "withdraw penalty N instead")
            ->check(wholeNumber(1, 1LL << 53));
    }
    {
        auto [cmd, o] =
            addEventSubcommand(app, "delete", "remove one result (the audit log keeps what it was)",
                               context, runDelete);
        cmd->add_option("board", o->board, "board number")->required();
        cmd->add_option("ns", o->ns, "North-South pair")->required();
        cmd->add_option("ew", o->ew, "East-West pair")->required();
    }
    {
        auto file = std::make_shared<std::string>();
        auto asJson = std::make_shared<bool>(false);
        CLI::App* cmd = app.add_subcommand("audit", "every change to the event, oldest first");
        cmd->add_option("event", *file, "EVENT.db")->required();
        cmd->add_flag("--json", *asJson, "JSON on stdout");
        cmd->callback([file, asJson, &context] { runAudit(*file, *asJson, context); });
    }
}

} // namespace overplay::app
