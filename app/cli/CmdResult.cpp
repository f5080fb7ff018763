// SPDX-License-Identifier: GPL-3.0-or-later
// result, correct, results, missing: entering the traveller lines. Each command that changes
// the event is one store command, so a refused or failed one leaves the file as it was.
#include "app/cli/Cli.h"
#include "app/cli/EventCommands.h"
#include "app/cli/Subcommand.h"

#include "core/Contract.h"
#include "core/Error.h"
#include "core/Files.h"
#include "core/ResultText.h"
#include "core/Text.h"
#include "core/TravellerCsv.h"
#include "db/EventStore.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <tuple>

namespace overplay::app {

namespace {

int parseNumber(std::string_view text, const std::string& what) {
    const std::string t(text);
    if (t.empty() || t.size() > 6 ||
        !std::all_of(t.begin(), t.end(), [](char c) { return std::isdigit(c); }))
        throw core::InputError("'" + t + "' is not " + what);
    return std::stoi(t);
}

/// A stored line as the director reads it back, its pairs labelled as in the session (the
/// section letter first when there is more than one section).
std::string lineText(const std::vector<movements::Section>& sections, std::size_t section,
                     const db::StoredLine& s) {
    const auto label = [&](int pair) {
        return movements::entryLabel(sections, movements::sessionEntry(sections, {section, pair}));
    };
    const core::TravellerLine& l = s.line;
    std::string text = "board " + std::to_string(l.board) + ": " + label(l.ns) + " v " +
                       label(l.ew) + ", " + (l.notPlayed ? "not played" : lineWords(s));
    text += " (round " + std::to_string(l.round) + ", table " + std::to_string(l.table) + ")";
    return text;
}

// --- result --------------------------------------------------------------------------------

struct ResultOptions {
    std::string file, board, ns, ew, lead, adjusted, weighted, score;
    std::vector<std::string> words; ///< CONTRACT [by] DECLARER RESULT [LEAD], as typed
    int tricks = -1;
    bool replace = false;
    bool notPlayed = false;
    bool asPlayed = false; ///< the director's ruling: entered where the movement does not place it
    /// `correct`: the line must be there already, and is corrected as at the console.
    bool correct = false;
};

void runResult(const ResultOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    const auto sections = store.sections();
    core::TravellerLine line;
    line.board = parseNumber(o.board, "a board number");
    const LineReader reader(store);
    const LinePairs pairs = [&] {
        try {
            return reader.read(line.board, o.ns, o.ew, o.asPlayed);
        } catch (const core::InputError&) {
            // A line stored as played is corrected or replaced by the pairs it was stored with.
            if (!o.correct && !o.replace)
                throw;
            return reader.read(line.board, o.ns, o.ew, true);
        }
    }();
    line.ns = pairs.ns;
    line.ew = pairs.ew;
    if (store.section() != sections[pairs.section].letter)
        store.useSection(sections[pairs.section].letter);
    if ((!o.adjusted.empty()) + (!o.weighted.empty()) + o.notPlayed + (!o.score.empty()) > 1)
        throw UsageError{"give one of --adjusted, --weighted, --score and --not-played"};
    if (o.notPlayed) {
        if (!o.words.empty() || o.tricks >= 0 || !o.lead.empty())
            throw UsageError{"--not-played replaces CONTRACT DECLARER RESULT, --tricks and --lead"};
        line.notPlayed = true;
    } else if (!o.adjusted.empty()) {
        if (!o.words.empty() || o.tricks >= 0 || !o.lead.empty())
            throw UsageError{"--adjusted replaces CONTRACT DECLARER RESULT, --tricks and --lead"};
        line.adjusted = core::parseAdjustedScore(o.adjusted);
    } else if (!o.score.empty()) {
        if (!o.words.empty() || o.tricks >= 0 || !o.lead.empty())
            throw UsageError{"--score replaces CONTRACT DECLARER RESULT, --tricks and --lead"};
        try {
            line.scoreOnlyNs = core::readResultLine(o.score.front() == '+' || o.score.front() == '-'
                                                        ? o.score
                                                        : "+" + o.score)
                                   .score;
        } catch (const core::InputError&) {
        }
        if (!line.scoreOnlyNs)
            throw core::InputError("--score " + o.score + " is not a score such as +140 or -50");
    } else if (!o.weighted.empty()) {
        if (!o.words.empty() || o.tricks >= 0 || !o.lead.empty())
            throw UsageError{"--weighted replaces CONTRACT DECLARER RESULT, --tricks and --lead"};
        line.weighted = core::parseWeightedScore(o.weighted);
    } else if (store.info().scoring == core::ScoringMethod::Whist) {
        if (o.tricks < 0 || !o.words.empty())
            throw UsageError{"a duplicate whist result is --tricks T (tricks North-South took)"};
        line.whistTricksNs = o.tricks;
    } else {
        if (o.words.empty())
            throw UsageError{"give CONTRACT DECLARER RESULT, or --adjusted"};
        line.play = playOfWords(o.words, o.tricks, line.lead);
        if (!o.lead.empty()) {
            if (line.lead)
                throw UsageError{"give the lead once: after the result, or as --lead"};
            line.lead = core::readLead(o.lead);
        }
    }
    db::EnterOptions options;
    options.replace = o.replace;
    options.asPlayed = o.asPlayed;
    db::StoredLine stored;
    try {
        // A line replaced by the director is a correction, whichever front end makes it: the
        // audit log names it as the console does.
        const bool correcting =
            o.correct || (o.replace && store.line(line.board, line.ns, line.ew).has_value());
        stored = correcting ? store.correctResult(line) : store.enterResult(line, options);
    } catch (const core::InputError& e) {
        throw inSection(sections, store, e);
    }
    context.out << core::printableText(lineText(sections, pairs.section, stored)) << "\n";
}

// --- results -------------------------------------------------------------------------------

void runResults(const std::string& file, const std::string& csv, bool replace,
                CliContext& context) {
    auto store = db::EventStore::open(file, storeOptions());
    const auto sections = store.sections();
    const bool whist = store.info().scoring == core::ScoringMethod::Whist;
    // The one reader of a travellers file (core/TravellerCsv.h) reads every row's board and
    // result; the pairs, as the file labels them, are placed here, where the movement is known.
    // A file that cannot be read says so with its name already; a row that cannot be read is
    // named here with the file's.
    const std::string text = readUtf8File(csv, core::kMaxResultsFileBytes);
    std::vector<core::TravellerCsvRow> rows;
    try {
        rows = core::readTravellerCsv(text, whist);
    } catch (const core::InputError& e) {
        throw core::InputError(csv + " " + e.what());
    }
    const LineReader reader(store);
    // Lines by section: each section's lines are one import of the store.
    std::vector<std::vector<db::ImportedLine>> bySection(sections.size());
    std::size_t count = 0;
    for (core::TravellerCsvRow& row : rows) {
        const std::string where = csv + " line " + std::to_string(row.line);
        try {
            const LinePairs pairs = reader.read(row.result.board, row.ns, row.ew);
            core::TravellerLine line = std::move(row.result);
            line.ns = pairs.ns;
            line.ew = pairs.ew;
            bySection[pairs.section].push_back({line, where});
            ++count;
        } catch (const core::InputError& e) {
            throw core::InputError(where + ": " + e.what());
        }
    }
    if (count == 0)
        throw core::InputError(csv + ": holds no results");
    db::EnterOptions options;
    options.source = db::LineSource::Import;
    options.replace = replace;
    // Every section's lines are checked before any section's are stored, so a refused line
    // leaves the whole event as it was (the store's own import checks each section again).
    if (sections.size() > 1)
        for (std::size_t i = 0; i < sections.size(); ++i) {
            store.useSection(sections[i].letter);
            std::set<std::tuple<int, int, int>> seen;
            for (const auto& l : bySection[i]) {
                try {
                    store.checkLine(l.line);
                    const bool twice = !seen.emplace(l.line.board, l.line.ns, l.line.ew).second;
                    if (twice || (!replace && store.line(l.line.board, l.line.ns, l.line.ew)))
                        throw core::InputError(
                            "board " + std::to_string(l.line.board) + " between " +
                            movements::entryLabel(
                                sections, movements::sessionEntry(sections, {i, l.line.ns})) +
                            " and " +
                            movements::entryLabel(
                                sections, movements::sessionEntry(sections, {i, l.line.ew})) +
                            (twice ? " is in the file twice"
                                   : " already has a result (use --replace)"));
                } catch (const core::InputError& e) {
                    throw core::InputError(l.where + ": " + inSection(sections, store, e).what());
                }
            }
        }
    int stored = 0;
    for (std::size_t i = 0; i < sections.size(); ++i) {
        if (bySection[i].empty())
            continue;
        store.useSection(sections[i].letter);
        try {
            stored += store.importResults(bySection[i], options);
        } catch (const core::InputError& e) {
            throw inSection(sections, store, e);
        }
    }
    context.out << "stored " << stored << " results\n";
}

// --- missing -------------------------------------------------------------------------------

void printMissing(const std::vector<movements::Section>& sections, std::size_t section,
                  const std::vector<db::StoredLine>& lines, CliContext& context);

/// Every traveller line the movement expects and the event does not hold yet, as
/// "BOARD NS EW ROUND TABLE", by round, table and board (section by section): what a director
/// chases at the end.
void runMissing(const std::string& file, CliContext& context) {
    db::OpenOptions options = storeOptions();
    options.readOnly = true;
    const auto store = db::EventStore::open(file, options);
    const auto sections = store.sections();
    for (std::size_t i = 0; i < sections.size(); ++i)
        printMissing(sections, i, store.linesOf(sections[i].letter), context);
}

/// runMissing's lines of one section, its pairs labelled as in the session.
void printMissing(const std::vector<movements::Section>& sections, std::size_t section,
                  const std::vector<db::StoredLine>& lines, CliContext& context) {
    const movements::Movement& m = sections[section].movement;
    const auto label = [&](int pair) {
        return core::printableText(
            movements::entryLabel(sections, movements::sessionEntry(sections, {section, pair})));
    };
    std::set<std::tuple<int, int, int>> held;
    const movements::BoardPlacements placements(m);
    for (const auto& s : lines) {
        held.emplace(s.line.board, s.line.ns, s.line.ew);
        // Entered as played the wrong way round, the pairs' line is not missing either.
        if (!placements.find(s.line.board, s.line.ns, s.line.ew))
            held.emplace(s.line.board, s.line.ew, s.line.ns);
    }
    for (const movements::BoardPlay& p : movements::boardPlays(m)) {
        // Individuals: a line is named by the players holding North and East.
        const int ns = m.isIndividual() ? p.table.players[0] : p.table.ns;
        const int ew = m.isIndividual() ? p.table.players[1] : p.table.ew;
        if (ns != 0 && ew != 0 && !held.count({p.board, ns, ew}))
            context.out << p.board << " " << label(ns) << " " << label(ew) << " " << p.round << " "
                        << p.table.table << "\n";
    }
}

/// The options of one traveller line, as `result` and `correct` take them.
void addLineOptions(CLI::App& cmd, ResultOptions& o) {
    cmd.add_option("event", o.file, "EVENT.db")->required();
    cmd.add_option("board", o.board, "board number")->required();
    cmd.add_option("ns", o.ns,
                   "North-South pair (individuals: the number of either North-South player)")
        ->required();
    cmd.add_option("ew", o.ew,
                   "East-West pair (individuals: the number of either East-West player)")
        ->required();
    cmd.add_option("result", o.words,
                   "the contract played as the console takes it: CONTRACT [by] DECLARER RESULT "
                   "[LEAD] (4S N =, 4SX by N -2, 3NT S 10 HK) or PASS");
    cmd.add_option("--tricks", o.tricks, "tricks declarer took (whist: North-South)")
        ->check(wholeNumber(0, 13));
    cmd.add_option("--lead", o.lead, "the opening lead: SA, HT, …");
    cmd.add_option("--adjusted", o.adjusted, "A+, A, A=, A-, A+/A-, A60/A40, 60/40, …");
    cmd.add_option("--score", o.score,
                   "North-South's score alone, for a slip that carries only the score: +140, "
                   "-50");
    cmd.add_option("--weighted", o.weighted,
                   "a weighted score (Law 12C1(c)): \"60% 4S N =, 40% 4S N -1\"");
    cmd.add_flag("--not-played", o.notPlayed,
                 "the table did not play the board (late, out of time): the board is "
                 "factored, the pairs scored over the boards they played");
}

} // namespace

/// result: enter one result.
void addResultCommand(CLI::App& app, CliContext& context) {
    auto [cmd, o] = addSubcommand(app, "result", "enter one result", context, runResult);
    addLineOptions(*cmd, *o);
    cmd->add_flag("--replace", o->replace, "replace the result already entered");
    cmd->add_flag("--as-played", o->asPlayed,
                  "the pairs sat the wrong way round, or played the board at the wrong table "
                  "or round: enter it as played, scored with the board's field");
}

/// correct: correct a result already entered.
void addCorrectCommand(CLI::App& app, CliContext& context) {
    auto o = std::make_shared<ResultOptions>();
    o->correct = true;
    CLI::App* cmd = app.add_subcommand(
        "correct", "correct a result already entered (the audit log keeps what it was)");
    addLineOptions(*cmd, *o);
    cmd->callback([o, &context] { runResult(*o, context); });
}

/// results: import results, all or none.
void addResultsCommand(CLI::App& app, CliContext& context) {
    auto file = std::make_shared<std::string>();
    auto csv = std::make_shared<std::string>();
    auto replace = std::make_shared<bool>(false);
    CLI::App* cmd = app.add_subcommand("results", "import results, all or none");
    cmd->add_option("event", *file, "EVENT.db")->required();
    cmd->add_option("--import", *csv, "RESULTS.csv: board,ns,ew,contract,declarer,result")
        ->required();
    cmd->add_flag("--replace", *replace, "replace results already entered");
    cmd->callback([file, csv, replace, &context] { runResults(*file, *csv, *replace, context); });
}

/// missing: the results still missing.
void addMissingCommand(CLI::App& app, CliContext& context) {
    addEventFileCommand(app, "missing",
                        "the results still missing: BOARD NS EW ROUND TABLE, one a line", context,
                        runMissing);
}

} // namespace overplay::app
