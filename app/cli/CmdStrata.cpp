// SPDX-License-Identifier: GPL-3.0-or-later
// strata: stratification (core/Strata.h). The director defines the strata and gives the
// players' figures (master points or a grade); `rank` and every ranking printed or published
// then rank each stratum's entries among themselves.
//   overplay-cli strata EVENT.db                               # strata, figures, each entry's
//   overplay-cli strata EVENT.db --define A "B<2000" "C<500" [--by average|higher]
//   overplay-cli strata EVENT.db --rate 3NS 450 1200           # the pair's players, in order
//   overplay-cli strata EVENT.db --import FIGURES.csv          # name,figure
//   overplay-cli strata EVENT.db --clear
#include "app/cli/Cli.h"
#include "app/cli/Subcommand.h"

#include "core/Error.h"
#include "core/Strata.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/Ranking.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cmath>
#include <memory>
#include <ostream>

namespace overplay::app {

namespace {

struct StrataOptions {
    std::string file;
    std::vector<std::string> define;
    std::string by = "average";
    std::vector<std::string> rate; ///< LABEL FIGURE [FIGURE …]
    std::string import;
    bool clear = false;
};

/// A player's figure as typed: a number from 0, or "-" for none.
std::optional<double> figureOf(const std::string& text, const std::string& where) {
    if (text == "-" || text.empty())
        return std::nullopt;
    double value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || !std::isfinite(value) ||
        value < 0)
        throw core::InputError(where + ": '" + text +
                               "' is not a figure (a number from 0, or - for none)");
    return value;
}

/// What the event's stratification is: the strata, then each entry of the section in use
/// (every section, with several) with its players' figures and its stratum.
void listStrata(db::EventStore& store, CliContext& context) {
    const db::EventInfo info = store.info();
    if (info.strata.strata.empty()) {
        context.out << "not stratified (define strata with --define A \"B<2000\" \"C<500\")\n";
        return;
    }
    context.out << "strata:";
    for (const core::Stratum& s : info.strata.strata)
        context.out << " " << core::stratumTitle(s);
    context.out << "; a pair's figure is its players' "
                << (info.strata.figure == core::StratumFigure::Higher ? "higher" : "average")
                << "\n";
    const auto sections = store.sections();
    const auto figures = db::entryFigures(store, sections);
    const auto ratings = store.ratings();
    for (std::size_t i = 0; i < sections.size(); ++i)
        for (const db::Entry& e : store.entriesOf(sections[i].letter)) {
            const int entry = movements::sessionEntry(sections, {i, e.number});
            std::string players;
            for (const std::string& name : e.players) {
                const auto r = ratings.find(name);
                players += (players.empty() ? "" : ", ") + core::printableText(name) + " " +
                           (r == ratings.end() ? std::string("-") : core::numberText(r->second));
            }
            const auto figure = figures.find(entry);
            const std::optional<double> f = figure == figures.end() ? std::nullopt : figure->second;
            context.out << movements::entryLabel(sections, entry) << ": "
                        << (players.empty() ? "(no names)" : players) << " -> "
                        << (f ? core::numberText(*f) : std::string("no figure")) << ", stratum "
                        << core::stratumOf(info.strata, f) << "\n";
        }
}

void runStrata(const StrataOptions& o, CliContext& context) {
    const bool writes = !o.define.empty() || !o.rate.empty() || !o.import.empty() || o.clear;
    if (o.clear && !o.define.empty())
        throw UsageError{"--clear and --define: give one"};
    if (o.by != "average" && o.by != "higher")
        throw UsageError{"--by takes average or higher"};
    auto store = db::EventStore::open(o.file, storeOptions(!writes));
    if (o.clear || !o.define.empty()) {
        const core::Strata strata =
            o.clear ? core::Strata{}
                    : core::readStrata(o.define, o.by == "higher" ? core::StratumFigure::Higher
                                                                  : core::StratumFigure::Average);
        store.setStrata(strata);
    }
    std::map<std::string, std::optional<double>> figures;
    if (!o.rate.empty()) {
        if (o.rate.size() < 2)
            throw UsageError{"--rate takes a label and its players' figures: --rate 3NS 450 1200"};
        const int entry = readInSection(store, o.rate[0]);
        db::Entry named;
        for (const db::Entry& e : store.entries())
            if (e.number == entry)
                named = e;
        const std::string label = store.entryLabel(entry);
        if (named.players.empty())
            throw core::InputError(label + " has no names: a figure is a player's, so name " +
                                   "the pair first");
        if (o.rate.size() - 1 != named.players.size())
            throw core::InputError(label + " has " + std::to_string(named.players.size()) +
                                   " players (" + named.names() + "): give one figure each, " +
                                   "in that order");
        for (std::size_t i = 0; i < named.players.size(); ++i)
            figures[named.players[i]] = figureOf(o.rate[i + 1], label);
    }
    if (!o.import.empty()) {
        for (const core::CsvRow& row : readCsvFile(o.import)) {
            const std::string where = o.import + " line " + std::to_string(row.line);
            if (row.fields.size() != 2)
                throw core::InputError(where + ": a line is name,figure");
            // A heading line ("name,figure") is passed over.
            if (row.line == 1 && row.fields[1] == "figure")
                continue;
            figures[row.fields[0]] = figureOf(row.fields[1], where);
        }
    }
    if (!figures.empty())
        store.setRatings(figures);
    listStrata(store, context);
}

} // namespace

void addStrataCommands(CLI::App& app, CliContext& context) {
    auto [cmd, options] = addSubcommand(
        app, "strata", "stratification: strata by the players' figures, each ranked on its own",
        context, runStrata);
    cmd->add_option("EVENT", options->file, "the event file")->required();
    cmd->add_option("--define", options->define,
                    "the strata: A (open to all) then each with its limit, \"B<2000\" \"C<500\"")
        ->expected(2, 26);
    cmd->add_option("--by", options->by,
                    "a pair's figure: its players' average (the default) or the higher");
    cmd->add_option("--rate", options->rate,
                    "a pair's (or team's pair's) label and its players' figures, in order; "
                    "- for none")
        ->expected(2, 4);
    cmd->add_option("--import", options->import, "players' figures, a CSV of name,figure");
    cmd->add_flag("--clear", options->clear, "the event is no longer stratified");
}

} // namespace overplay::app
