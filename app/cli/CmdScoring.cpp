// SPDX-License-Identifier: GPL-3.0-or-later
// scoring, final: how the event is scored, and whether its results are final.
#include "app/cli/Cli.h"
#include "app/cli/EventCommands.h"
#include "app/cli/Subcommand.h"

#include "core/Error.h"
#include "core/ScoringSettings.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "movements/ScoringFit.h"

#include <CLI/CLI.hpp>

#include <memory>
#include <optional>
#include <ostream>

namespace overplay::app {

namespace {

// --- scoring -------------------------------------------------------------------------------

/// Scores the event by another method, as the console's Event ▸ Scoring does ("change
/// scoring" in the audit log); a method the movement cannot be ranked by is refused.
struct ScoringOptions {
    std::string file, method, neubergRounding, adjusted, datum, game, laws, masterPoints;
    std::optional<std::string> decimals, chargeCode;
    int bamScale = 0;
    std::optional<int> top;
    std::optional<double> byeVps;
};

/// The settings as before, with what the options change.
core::ScoringSettings settingsOf(const ScoringOptions& o, core::ScoringSettings settings) {
    if (!o.neubergRounding.empty()) {
        if (o.neubergRounding != "on" && o.neubergRounding != "off")
            throw UsageError{"--neuberg-rounding must be on or off"};
        settings.roundNeuberg = o.neubergRounding == "on";
    }
    if (!o.adjusted.empty()) {
        if (o.adjusted != "session" && o.adjusted != "flat")
            throw UsageError{"--adjusted must be session (the EBU's: A+ at the session "
                             "percentage when above 60%) or flat (60/50/40)"};
        settings.adjustedBySessionPercentage = o.adjusted == "session";
    }
    if (!o.datum.empty()) {
        const auto rule = core::parseDatumRule(o.datum);
        if (!rule)
            throw UsageError{"--datum must be acbl, butler-2 or all"};
        settings.datumRule = *rule;
    }
    if (o.bamScale != 0) {
        if (o.bamScale != 1 && o.bamScale != 2)
            throw UsageError{"--bam-scale must be 1 (1/0.5/0) or 2 (2/1/0)"};
        settings.bamScale =
            o.bamScale == 2 ? core::BamScale::TwoOneZero : core::BamScale::OneHalfZero;
    }
    if (o.top)
        settings.resultsForTop = *o.top;
    if (o.decimals && *o.decimals == "auto")
        settings.decimals.reset();
    else if (o.decimals) {
        if (o.decimals->size() != 1 ||
            !std::isdigit(static_cast<unsigned char>(o.decimals->front())))
            throw UsageError{"--decimals must be 0, 1, 2, 3 or auto"};
        settings.decimals = o.decimals->front() - '0';
    }
    settings.duplicateAuction = gameOf(o.game, o.laws, settings.duplicateAuction);
    if (o.byeVps)
        settings.byeVictoryPoints = *o.byeVps;
    if (const auto scale = masterPointsOf(o.masterPoints))
        settings.masterPoints = scale;
    if (o.chargeCode)
        settings.chargeCode = *o.chargeCode;
    return settings;
}

/// Changes the method, the settings or both, one audited command each; with neither, says
/// how the event is scored.
void runScoring(const ScoringOptions& o, CliContext& context) {
    std::optional<core::ScoringMethod> method;
    if (!o.method.empty()) {
        method = core::parseScoringMethod(o.method);
        if (!method)
            throw UsageError{"METHOD must be mp, mp-acbl, cross-imps, butler, imps, bam or whist"};
    }
    auto store = db::EventStore::open(o.file, storeOptions());
    const db::EventInfo before = store.info();
    const core::ScoringSettings settings = settingsOf(o, before.settings);
    store.setScoring(method.value_or(before.scoring), settings);
    const db::EventInfo now = store.info();
    if (method)
        context.out << "scored by " << core::scoringMethodText(now.scoring) << " (was "
                    << core::scoringMethodText(before.scoring) << ")\n";
    else
        context.out << "scored by " << core::scoringMethodText(now.scoring) << "\n";
    for (const std::string& sentence : core::settingsSentences(now.settings, now.scoring))
        context.out << sentence << "\n";
}

/// Marks the results final, or provisional again.
void runFinal(const std::string& file, bool provisional, CliContext& context) {
    auto store = db::EventStore::open(file, storeOptions());
    store.markFinal(!provisional);
    context.out << (provisional ? "the results are provisional again\n"
                                : "the results are final\n");
}

} // namespace

/// scoring: the method, and how it is applied.
void addScoringCommand(CLI::App& app, CliContext& context) {
    auto [cmd, o] = addEventSubcommand(
        app, "scoring", "score the event by another method, or change how the method is applied",
        context, runScoring);
    cmd->add_option("method", o->method, "mp, mp-acbl, cross-imps, butler, imps, bam or whist");
    cmd->add_option("--neuberg-rounding", o->neubergRounding,
                    "on: factored matchpoints rounded to 0.1 (EBU); off: exact");
    cmd->add_option("--adjusted", o->adjusted,
                    "session: A+ at the session percentage above 60% (EBU); flat: 60/50/40");
    cmd->add_option("--datum", o->datum, "Butler's datum: acbl, butler-2 or all");
    cmd->add_option("--bam-scale", o->bamScale, "board-a-match: 1 (1/0.5/0) or 2 (2/1/0)");
    cmd->add_option("--top", o->top,
                    "matchpoints: the results each board's top counts (0: the movement's)");
    cmd->add_option("--decimals", o->decimals, "decimals the totals show (0-3) or auto");
    cmd->add_option("--game", o->game,
                    "contract (bridge) or auction: duplicate auction bridge, every contract "
                    "scored again");
    cmd->add_option("--laws", o->laws, "auction's laws: foster (default) or portland");
    cmd->add_option("--bye-vps", o->byeVps,
                    "Swiss teams: the victory points a bye is worth (0-20; 12 unless set)");
    cmd->add_option("--master-points", o->masterPoints,
                    "club, district, county, regional, national (EBU local points), acbl "
                    "(an ACBL open club game) or none; club unless set, for an event played "
                    "at a club");
    cmd->add_option("--charge-code", o->chargeCode,
                    "the EBU's charge code for the event's return (USEBIO EBU_CHARGE_CODE; "
                    "\"\" for none)");
}

/// final: the results final, or provisional again.
void addFinalCommand(CLI::App& app, CliContext& context) {
    auto file = std::make_shared<std::string>();
    auto provisional = std::make_shared<bool>(false);
    CLI::App* cmd = app.add_subcommand(
        "final", "mark the results final (every ranking, print and page stops saying "
                 "provisional)");
    cmd->add_option("event", *file, "EVENT.db")->required();
    cmd->add_flag("--provisional", *provisional, "make them provisional again");
    cmd->callback([file, provisional, &context] { runFinal(*file, *provisional, context); });
}

} // namespace overplay::app
