// SPDX-License-Identifier: GPL-3.0-or-later
// new, pairs, check: the event commands of the command line, and the list of them all (the
// others have a file per family: EventCommands.h). Each command that changes an event is one
// store command, so a refused or failed one leaves the file as it was.
#include "app/cli/Cli.h"
#include "app/cli/EventCommands.h"
#include "app/cli/MovementArguments.h"
#include "app/cli/Subcommand.h"
#include "app/cli/TeamRanking.h"

#include "core/Board.h"
#include "core/Contract.h"
#include "core/Csv.h"
#include "core/Dealing.h"
#include "core/DoubleDummy.h"
#include "core/Error.h"
#include "core/Figures.h"
#include "core/Files.h"
#include "core/HandRecordFormats.h"
#include "core/Path.h"
#include "core/Pbn.h"
#include "core/Ranking.h"
#include "core/ResultText.h"
#include "core/ScoringSettings.h"
#include "core/Session.h"
#include "core/Strata.h"
#include "core/Text.h"
#include "core/WhistTrump.h"
#include "db/EventStore.h"
#include "db/MasterPointAwards.h"
#include "db/Ranking.h"
#include "db/Roster.h"
#include "movements/BoardPlacements.h"
#include "movements/Generate.h"
#include "movements/Labels.h"
#include "movements/ScoringFit.h"
#include "reports/Format.h"
#include "reports/StoreSnapshot.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iomanip>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <sstream>
#include <tuple>
#include <unordered_map>

namespace overplay::app {

std::string readUtf8File(const std::string& path, std::size_t maxBytes) {
    std::string text = core::readUserFile(path, maxBytes);
    core::requireUtf8Text(text, path);
    return text;
}

std::vector<core::CsvRow> readCsvFile(const std::string& path, std::size_t maxBytes) {
    const std::string text = readUtf8File(path, maxBytes);
    try {
        return core::readCsv(text);
    } catch (const core::InputError& e) {
        throw core::InputError(path + " " + e.what());
    }
}

/// A PBN file: UTF-8, or ISO 8859-1 as PBN 2.1 itself specifies (the reader converts it);
/// UTF-16 gets a plain line instead of "holds no complete deals".
core::PbnFile readPbnFile(const std::string& path) {
    const std::string text = core::readUserFile(path, core::kMaxResultsFileBytes);
    if (core::isUtf16(text))
        throw core::InputError(path + " is UTF-16; save it as UTF-8");
    try {
        return core::readPbn(text);
    } catch (const core::InputError& e) {
        throw core::InputError(path + " " + e.what());
    }
}

core::InputError inSection(const std::vector<movements::Section>& sections,
                           const db::EventStore& store, const core::InputError& e) {
    return sections.size() > 1 ? core::InputError("section " + store.section() + ": " + e.what())
                               : e;
}

std::optional<core::MasterPointScale> masterPointsOf(const std::string& key) {
    if (key.empty())
        return std::nullopt;
    const auto scale = core::parseMasterPointScale(key);
    if (!scale)
        throw UsageError{"--master-points must be club, district, county, regional, national "
                         "(the EBU's scales), acbl (an ACBL open club game) or none"};
    return scale;
}

std::optional<core::AuctionLaws> gameOf(const std::string& game, const std::string& laws,
                                        std::optional<core::AuctionLaws> before) {
    if (!game.empty() && game != "contract" && game != "auction")
        throw UsageError{"--game must be contract (bridge) or auction (duplicate auction)"};
    std::optional<core::AuctionLaws> chosen;
    if (!laws.empty()) {
        chosen = core::parseAuctionLaws(laws);
        if (!chosen)
            throw UsageError{"--laws must be foster or portland"};
    }
    if (game == "contract") {
        if (chosen)
            throw UsageError{"--laws are auction bridge's: give --game auction with them"};
        return std::nullopt;
    }
    if (game == "auction")
        return chosen ? chosen : before ? before : core::AuctionLaws::Foster;
    if (chosen && !before)
        throw UsageError{"--laws are auction bridge's: give --game auction with them"};
    return chosen ? chosen : before;
}

namespace {

using nlohmann::json;

/// Whether a CSV's first field is a pair's label (a row to import) rather than a header.
bool namesAnEntry(const std::vector<movements::Section>& m, std::string_view text) {
    try {
        movements::readEntry(m, text);
        return true;
    } catch (const core::InputError&) {
        return false;
    }
}

// --- new -----------------------------------------------------------------------------------

struct NewOptions {
    std::string file, name, movement, scoring, date; ///< scoring "": mp, the default
    MovementArguments arguments;
    int bamScale = 0; ///< 0: not given (1/0.5/0)
    int sections = 1;
    bool acrossField = false;
    std::string game, laws, masterPoints, chargeCode;
};

void runNew(const NewOptions& o, CliContext& context) {
    core::requireValidName(o.name);
    core::requireValidDate(o.date);
    const auto method = core::parseScoringMethod(o.scoring.empty() ? "mp" : o.scoring);
    if (!method)
        throw UsageError{"--scoring must be mp, mp-acbl, cross-imps, butler, imps, bam or whist"};
    // A movement and a method that cannot rank together are refused before any file exists.
    if (o.scoring.empty()) {
        // No method typed: say that mp was the default, not the director's choice.
        if (const auto why = movements::scoringMisfit(o.movement, *method))
            throw core::InputError("No --scoring given, and the default, mp, does not fit: " +
                                   *why);
    }
    movements::checkScoringFits(o.movement, *method);
    // A scale given for another method would be kept unused: the director meant another event.
    if (o.bamScale != 0 && *method != core::ScoringMethod::BoardAMatch)
        throw UsageError{"--bam-scale is for board-a-match (--scoring bam) only"};
    const movements::MovementRequest request = movementRequestOf(o.movement, o.arguments);
    db::EventSetup setup;
    setup.name = o.name;
    setup.scoring = *method;
    setup.movement = movements::generateMovement(request);
    setup.date = o.date;
    if (setup.movement.boards() > kMostBoards)
        throw core::InputError(std::to_string(setup.movement.boards()) + " boards are more than " +
                               std::to_string(kMostBoards) + ", the most an event holds");
    setup.settings.bamScale =
        o.bamScale == 2 ? core::BamScale::TwoOneZero : core::BamScale::OneHalfZero;
    setup.settings.duplicateAuction = gameOf(o.game, o.laws, std::nullopt);
    setup.settings.masterPoints = masterPointsOf(o.masterPoints);
    setup.settings.chargeCode = o.chargeCode;
    core::checkSettings(setup.settings);
    setup.sections = o.sections;
    setup.acrossField = o.acrossField;
    auto store = db::EventStore::create(o.file, setup, storeOptions());
    const auto& m = store.movement();
    context.out << "created " << core::printableText(o.file) << ": "
                << core::printableText(m.name.empty() ? m.kind : m.name) << ", " << m.pairs
                << (m.isIndividual() ? " players, " : " pairs, ") << m.tables << " tables, "
                << core::countText(m.realRounds(), "round") << ", " << m.boards() << " boards, "
                << core::scoringMethodText(*method);
    if (setup.settings.duplicateAuction)
        context.out << ", duplicate auction ("
                    << core::auctionLawsText(*setup.settings.duplicateAuction) << ")";
    if (o.sections > 1)
        context.out << ", sections A to "
                    << movements::sectionLetters(static_cast<std::size_t>(o.sections) - 1)
                    << (o.acrossField ? " scored across the field" : "");
    context.out << "\n";
}

// --- pairs ---------------------------------------------------------------------------------

/// With the club's roster, each name of PAIRS.csv (or a member number typed for one) is
/// stored as the member's name as the roster has it; a name it lacks is kept as typed (and
/// becomes a visitor once the event has its names: db::nameMembers).
struct RosterNames {
    std::optional<db::Roster> roster;

    std::string named(const std::string& typed) const {
        if (!roster)
            return typed;
        if (const auto member = roster->find(typed))
            return member->name;
        // A number that names nobody is a slip, not a visitor called "100234".
        if (std::all_of(typed.begin(), typed.end(),
                        [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
            throw core::InputError("no member of " + roster->path() + " has number " + typed);
        return typed;
    }
};

void runPairs(const std::string& file, const std::string& csv, const std::string& rosterFile,
              CliContext& context) {
    RosterNames members;
    if (!rosterFile.empty())
        members.roster.emplace(db::Roster::open(rosterFile, false, [] {
            db::RosterOptions options;
            options.user = storeOptions().user;
            return options;
        }()));
    auto store = db::EventStore::open(file, storeOptions());
    const auto sections = store.sections();
    const auto rows = readCsvFile(csv);
    // With sections, each row's pair is read across the session ("B3") and stored in its
    // section; every row is read and checked before anything is stored.
    std::vector<std::vector<db::Entry>> bySection(sections.size());
    std::size_t count = 0;
    for (const auto& row : rows) {
        const std::string where = csv + " line " + std::to_string(row.line) + ": ";
        if (row.fields.empty())
            continue;
        // A header row ("number,name1,name2") is skipped: a first row that names no pair.
        if (&row == &rows.front() && !row.fields[0].empty() &&
            !std::isdigit(static_cast<unsigned char>(row.fields[0][0])) &&
            !namesAnEntry(sections, row.fields[0]))
            continue;
        db::Entry e;
        std::size_t section = 0;
        try {
            const int entry = movements::readEntry(sections, row.fields[0]);
            section = movements::sectionEntryOf(sections, entry).section;
            e.number = movements::sectionEntryOf(sections, entry).entry;
        } catch (const core::InputError& error) {
            throw core::InputError(where + error.what());
        }
        for (std::size_t i = 1; i < row.fields.size(); ++i) {
            if (row.fields[i].empty())
                continue;
            try {
                core::requireValidName(row.fields[i]);
                e.players.push_back(members.named(row.fields[i]));
            } catch (const core::InputError& error) {
                throw core::InputError(where + error.what());
            }
        }
        if (e.players.empty())
            throw core::InputError(where + "pair " + row.fields[0] + " has no names");
        // A pair is two players, an individual's entry one: a row with more names is a
        // spreadsheet's columns gone wrong, not a pair to store.
        const bool individual = sections[section].movement.isIndividual();
        const std::size_t most = individual ? 1 : 2;
        if (e.players.size() > most)
            throw core::InputError(
                where + (individual ? "player " : "pair ") + row.fields[0] + " has " +
                std::to_string(e.players.size()) + " names; " +
                (individual ? "an individual's entry is one player" : "a pair is two players"));
        bySection[section].push_back(std::move(e));
        ++count;
    }
    if (count == 0)
        throw core::InputError(csv + ": holds no pairs (number,name1,name2 on each line)");
    for (std::size_t i = 0; i < sections.size(); ++i) {
        if (bySection[i].empty())
            continue;
        try {
            store.useSection(sections[i].letter);
            store.setEntries(bySection[i]);
        } catch (const core::InputError& error) {
            throw core::InputError(csv + ": " + inSection(sections, store, error).what());
        }
    }
    context.out << "stored the names of " << count << " pairs\n";
    if (!members.roster)
        return;
    const db::EventMembers named = db::nameMembers(store, *members.roster);
    context.out << named.members << " members of " << rosterFile << " with their numbers";
    if (!named.visitors.empty()) {
        context.out << "; visitors added to the roster:";
        for (std::size_t i = 0; i < named.visitors.size(); ++i)
            context.out << (i ? ", " : " ") << named.visitors[i];
    }
    context.out << "\n";
}

/// check: the event file's own integrity check, read-only.
void runCheck(const std::string& file, CliContext& context) {
    db::OpenOptions options = storeOptions();
    options.readOnly = true;
    const auto store = db::EventStore::open(file, options);
    store.checkIntegrity();
    context.out << "ok: " << store.lines().size() << " results\n";
}

} // namespace

void addEventCommands(CLI::App& app, CliContext& context) {
    {
        auto [cmd, o] = addSubcommand(app, "new", "create an event file", context, runNew);
        cmd->add_option("event", o->file, "EVENT.db to create")->required();
        cmd->add_option("--name", o->name, "the event's name")->required();
        cmd->add_option("--movement", o->movement, "mitchell, howell, …")->required();
        addMovementArguments(*cmd, o->arguments);
        cmd->add_option("--scoring", o->scoring,
                        "mp (default), mp-acbl, cross-imps, butler, imps, bam, whist");
        cmd->add_option("--date", o->date, "YYYY-MM-DD");
        cmd->add_option("--bam-scale", o->bamScale, "board-a-match: 1 (1/0.5/0) or 2 (2/1/0)")
            ->check(CLI::IsMember({1, 2}));
        cmd->add_option(
               "--sections", o->sections,
               "sections A, B, … (after Z: AA, AB, …; after ZZ: AAA, …) each with this movement, "
               "on the same boards")
            ->check(wholeNumber(1, static_cast<int>(movements::kSectionLetterings)));
        cmd->add_flag("--across-field", o->acrossField,
                      "score the sections across the field (default: within each section)");
        cmd->add_option("--game", o->game,
                        "contract (default) or auction: duplicate auction bridge, 125 for a "
                        "game made on one deal");
        cmd->add_option("--laws", o->laws, "auction's laws: foster (default) or portland");
        cmd->add_option("--master-points", o->masterPoints,
                        "club, district, county, regional, national (EBU), acbl or none "
                        "(default: club for an event played at a club)");
        cmd->add_option("--charge-code", o->chargeCode,
                        "the EBU's charge code for the event's return (USEBIO EBU_CHARGE_CODE)");
    }
    {
        auto file = std::make_shared<std::string>();
        auto csv = std::make_shared<std::string>();
        auto roster = std::make_shared<std::string>();
        CLI::App* cmd = app.add_subcommand("pairs", "import the names of the pairs");
        cmd->add_option("event", *file, "EVENT.db")->required();
        cmd->add_option("--import", *csv, "PAIRS.csv: number,name1,name2")->required();
        cmd->add_option("--roster", *roster,
                        "CLUB.db: match the names (or member numbers) to the club's members");
        cmd->callback([file, csv, roster, &context] { runPairs(*file, *csv, *roster, context); });
    }
    addHandsCommand(app, context);
    addTrumpCommand(app, context);
    addResultCommand(app, context);
    addScoringCommand(app, context);
    addFinalCommand(app, context);
    addCorrectCommand(app, context);
    addResultsCommand(app, context);
    addRankCommand(app, context);
    addMissingCommand(app, context);
    addEventFileCommand(app, "check", "check an event file for damage", context, runCheck);
}

} // namespace overplay::app
