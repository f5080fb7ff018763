// SPDX-License-Identifier: GPL-3.0-or-later
// hands, trump: the boards' deals, and duplicate whist's trump slips.
#include "app/cli/Cli.h"
#include "app/cli/EventCommands.h"
#include "app/cli/Subcommand.h"

#include "core/Dealing.h"
#include "core/DoubleDummy.h"
#include "core/Error.h"
#include "core/HandRecordFormats.h"
#include "core/Path.h"
#include "core/Pbn.h"
#include "core/Text.h"
#include "core/WhistTrump.h"
#include "db/EventStore.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <fstream>
#include <memory>
#include <optional>
#include <ostream>
#include <sstream>

namespace overplay::app {

namespace {

// --- hands ---------------------------------------------------------------------------------

struct HandsOptions {
    std::string file, pbn, seed, exportTo, format;
    bool deal = false;
    bool noAnalysis = false;
};

void analyse(std::vector<db::StoredBoard>& boards, CliContext& context) {
    std::vector<core::DoubleDummyBoard> input;
    for (const auto& b : boards)
        input.push_back(core::DoubleDummyBoard{*b.deal, b.dealer, b.vulnerability});
    core::DoubleDummyOptions options;
    options.progress = [&](int done, int total) {
        context.err << "double dummy: " << done << "/" << total << " boards\n";
    };
    const auto run = core::analyseDeals(input, options);
    for (std::size_t i = 0; i < run.results.size() && i < boards.size(); ++i)
        boards[i].doubleDummy = run.results[i];
}

/// The boards of a hand record file, in whichever format its content shows (PBN, DUP, BRI,
/// DLM, LIN), read whole before anything is stored.
std::vector<db::StoredBoard> handRecordsOf(const std::string& path, int eventBoards,
                                           std::string& formatName) {
    const std::string bytes = core::readUserFile(path, core::kMaxResultsFileBytes);
    if (core::isUtf16(bytes))
        throw core::InputError(path + " is UTF-16; save it as UTF-8");
    core::HandRecordFormat format;
    try {
        format = core::detectHandRecordFormat(bytes);
    } catch (const core::InputError& e) {
        throw core::InputError(path + " " + e.what());
    }
    formatName = core::handRecordFormatName(format);
    std::vector<db::StoredBoard> boards;
    const auto keep = [&boards](int number, core::Seat dealer, core::Vulnerability vulnerability,
                                const core::Deal& deal) {
        db::StoredBoard b;
        b.number = number;
        b.dealer = dealer;
        b.vulnerability = vulnerability;
        b.deal = deal;
        boards.push_back(std::move(b));
    };
    if (format == core::HandRecordFormat::Pbn) {
        const core::PbnFile pbn = readPbnFile(path);
        std::vector<core::PbnBoardDeal> records;
        try {
            records = core::pbnBoardDeals(pbn, eventBoards);
        } catch (const core::InputError& e) {
            throw core::InputError(path + " " + e.what());
        }
        for (const core::PbnBoardDeal& r : records)
            keep(r.board, r.dealer, r.vulnerability, r.deal);
        if (boards.empty())
            throw core::InputError(path + ": holds no complete deals");
        return boards;
    }
    try {
        for (const core::DealtBoard& d : core::readHandRecords(bytes, format))
            keep(d.number, d.dealer, d.vulnerability, d.deal);
    } catch (const core::InputError& e) {
        throw core::InputError(path + " (" + formatName + "): " + e.what());
    }
    return boards;
}

/// `hands --export`: the event's deals for a dealing machine or another program.
void exportHands(const HandsOptions& o, CliContext& context) {
    const auto format = core::parseHandRecordFormat(o.format.empty() ? "pbn" : o.format);
    if (!format)
        throw UsageError{"--format is pbn, dup, bri, dlm or lin"};
    const auto store = db::EventStore::open(o.file, storeOptions(true));
    std::vector<core::DealtBoard> boards;
    for (const db::StoredBoard& b : store.boards())
        if (b.deal)
            boards.push_back(core::DealtBoard{b.number, b.dealer, b.vulnerability, *b.deal});
    if (boards.empty())
        throw core::InputError(o.file + " has no deals to export (hands --import or --deal)");
    const std::string bytes = core::writeHandRecords(boards, *format, store.info().name);
    std::ofstream out(o.exportTo, std::ios::binary | std::ios::trunc);
    out << bytes;
    out.close();
    if (!out)
        throw core::InputError(o.exportTo + ": cannot be written");
    context.out << "wrote " << boards.size() << " deals to " << o.exportTo << " ("
                << core::handRecordFormatName(*format) << ")\n";
}

void runHands(const HandsOptions& o, CliContext& context) {
    if (!o.exportTo.empty()) {
        if (o.deal || !o.pbn.empty() || !o.seed.empty())
            throw UsageError{"--export goes alone (with --format)"};
        exportHands(o, context);
        return;
    }
    if (!o.format.empty())
        throw UsageError{"--format goes with --export: an imported file's format is read from "
                         "its content"};
    if (o.pbn.empty() == !o.deal)
        throw UsageError{"give --import FILE, --deal or --export FILE"};
    if (!o.seed.empty() && !o.deal)
        throw UsageError{"--seed goes with --deal"};
    auto store = db::EventStore::open(o.file, storeOptions());
    std::vector<db::StoredBoard> boards;
    std::string formatName;
    if (o.deal) {
        const std::uint64_t seed = o.seed.empty() ? core::randomSeed() : core::parseSeed(o.seed);
        // The seed first: with it the same deals can be made again.
        context.out << "seed " << core::seedText(seed) << "\n";
        for (const auto& d : core::dealBoards(1, store.movement().boards(), seed)) {
            db::StoredBoard b;
            b.number = d.number;
            b.dealer = d.dealer;
            b.vulnerability = d.vulnerability;
            b.deal = d.deal;
            boards.push_back(std::move(b));
        }
    } else {
        boards = handRecordsOf(o.pbn, store.movement().boards(), formatName);
    }
    // Whist names no contract: a double-dummy table would tell it nothing.
    const bool analysed = !o.noAnalysis && store.info().scoring != core::ScoringMethod::Whist;
    if (analysed)
        analyse(boards, context);
    store.importHands(boards);
    context.out << "stored " << boards.size() << " deals"
                << (formatName.empty() || formatName == "pbn" ? ""
                                                              : " from a " + formatName + " file")
                << (analysed ? " with their double-dummy analysis" : "") << "\n";
}

// --- trump ---------------------------------------------------------------------------------

struct TrumpOptions {
    std::string file, board, trump;
};

/// Records duplicate whist's trump slips: one board's (`trump EVENT 3 H7`), every board's one
/// suit (`trump EVENT all H`, a memory duplicate), or clears one (`none`); with neither board
/// nor trump, lists them.
void runTrump(const TrumpOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    if (o.board.empty()) {
        for (const db::StoredBoard& b : store.boards())
            if (b.trump)
                context.out << "board " << b.number << ": " << core::trumpSlipText(*b.trump)
                            << "\n";
        return;
    }
    if (o.trump.empty())
        throw UsageError{"give the trump: the card turned (H7), a suit (H) or none"};
    std::optional<core::TrumpSlip> slip;
    if (o.trump != "none")
        slip = core::parseTrumpSlip(o.trump);
    std::map<int, std::optional<core::TrumpSlip>> trumps;
    if (o.board == "all") {
        if (slip && slip->rank)
            throw UsageError{"every board takes one suit declared (H), not a card turned"};
        for (int b = 1; b <= store.movement().boards(); ++b)
            trumps[b] = slip;
    } else {
        int board = 0;
        const auto [end, error] =
            std::from_chars(o.board.data(), o.board.data() + o.board.size(), board);
        if (error != std::errc() || end != o.board.data() + o.board.size())
            throw UsageError{"BOARD is a board number or all"};
        trumps[board] = slip;
    }
    store.setTrumps(trumps);
    context.out << (o.board == "all" ? std::string("every board") : "board " + o.board) << ": "
                << (slip ? core::trumpSlipText(*slip) : std::string("no trump recorded")) << "\n";
}

} // namespace

/// hands: import, deal or export the hand records.
void addHandsCommand(CLI::App& app, CliContext& context) {
    auto [cmd, o] = addEventSubcommand(app, "hands", "import, deal or export the hand records",
                                       context, runHands);
    auto* import =
        cmd->add_option("--import", o->pbn,
                        "a hand record file: PBN, DUP, BRI, DLM or BBO's LIN, told by its content");
    cmd->add_flag("--deal", o->deal, "deal random boards")->excludes(import);
    cmd->add_option("--export", o->exportTo,
                    "write the deals to FILE for a dealing machine or another program");
    cmd->add_option("--format", o->format,
                    "the format --export writes: pbn (default), dup, "
                    "bri, dlm or lin");
    cmd->add_option("--seed", o->seed, "the seed to deal from (16 hex digits)");
    cmd->add_flag("--no-double-dummy", o->noAnalysis, "skip the double-dummy analysis");
}

/// trump: duplicate whist's trump slips.
void addTrumpCommand(CLI::App& app, CliContext& context) {
    auto [cmd, o] = addEventSubcommand(
        app, "trump",
        "duplicate whist: record the trump slip of a board (the card turned or a "
        "suit), or list them",
        context, runTrump);
    cmd->add_option("board", o->board, "a board number, or all (one suit for every board)");
    cmd->add_option("trump", o->trump, "the card turned (H7, 10S), a suit (H) or none");
}

} // namespace overplay::app
