// SPDX-License-Identifier: GPL-3.0-or-later
// new, pairs, hands, result, results, rank, check: the event commands of the command line.
// Each command that changes an event is one store command, so a refused or failed one leaves
// the file as it was.
#include "app/cli/Cli.h"
#include "app/cli/MovementArguments.h"
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

/// At most `most` bytes of UTF-8 text, never cutting a character in two.
std::string firstBytes(const std::string& text, std::size_t most) {
    if (text.size() <= most)
        return text;
    std::size_t end = most;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return text.substr(0, end);
}

double rounded(double value) {
    return core::roundHalfUp(value, 2);
}

// --- sections ------------------------------------------------------------------------------

/// A refusal of the store about the section in use, named by its section when there are more.
core::InputError inSection(const std::vector<movements::Section>& sections,
                           const db::EventStore& store, const core::InputError& e) {
    return sections.size() > 1 ? core::InputError("section " + store.section() + ": " + e.what())
                               : e;
}

// --- new -----------------------------------------------------------------------------------

struct NewOptions {
    std::string file, name, movement, scoring = "mp", date;
    MovementArguments arguments;
    int bamScale = 1;
    int sections = 1;
    bool acrossField = false;
    std::string game, laws, masterPoints, chargeCode;
};

/// The scale `--master-points` names; none when not given.
std::optional<core::MasterPointScale> masterPointsOf(const std::string& key) {
    if (key.empty())
        return std::nullopt;
    const auto scale = core::parseMasterPointScale(key);
    if (!scale)
        throw UsageError{"--master-points must be club, district, county, regional, national "
                         "(the EBU's scales), acbl (an ACBL open club game) or none"};
    return scale;
}

/// The game `--game` and `--laws` name: none for contract bridge, or duplicate auction's laws
/// (Foster's unless --laws says otherwise). `before` is kept when neither is given.
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

void runNew(const NewOptions& o, CliContext& context) {
    core::requireValidName(o.name);
    core::requireValidDate(o.date);
    const auto method = core::parseScoringMethod(o.scoring);
    if (!method)
        throw UsageError{"--scoring must be mp, mp-acbl, cross-imps, butler, imps, bam or whist"};
    // A movement and a method that cannot rank together are refused before any file exists.
    movements::checkScoringFits(o.movement, *method);
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

// --- results -------------------------------------------------------------------------------

/// Whether a contract field holds a weighted score ("60% 4S N =, 40% 4S N -1"): it starts
/// with its first outcome's share, as --weighted's words do.
bool isWeightedWords(std::string_view field) {
    const std::string key = core::upperWithoutSpaces(field);
    const auto percent = key.find('%');
    return percent != std::string::npos && percent > 0 &&
           std::all_of(key.begin(), key.begin() + static_cast<std::ptrdiff_t>(percent),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

void runResults(const std::string& file, const std::string& csv, bool replace,
                CliContext& context) {
    auto store = db::EventStore::open(file, storeOptions());
    const auto sections = store.sections();
    const bool whist = store.info().scoring == core::ScoringMethod::Whist;
    const auto rows = readCsvFile(csv, core::kMaxResultsFileBytes);
    // A last row with no line end and fewer fields than the row before is a file cut off
    // while it was written or copied ("4S,N,+1" of "4S,N,+1,SK"): refused, not stored short.
    if (rows.size() >= 2 && !rows.back().ended &&
        rows.back().fields.size() < rows[rows.size() - 2].fields.size())
        throw core::InputError(csv + " line " + std::to_string(rows.back().line) + ": the last " +
                               "line has " + std::to_string(rows.back().fields.size()) +
                               " fields where the line before has " +
                               std::to_string(rows[rows.size() - 2].fields.size()) +
                               " and no line end: the file looks cut off");
    const LineReader reader(store);
    // Lines by section: each section's lines are one import of the store.
    std::vector<std::vector<db::ImportedLine>> bySection(sections.size());
    std::size_t count = 0;
    for (const auto& row : rows) {
        const std::string where = csv + " line " + std::to_string(row.line);
        const auto& f = row.fields;
        if (f.empty())
            continue;
        if (&row == &rows.front() && !f[0].empty() &&
            !std::isdigit(static_cast<unsigned char>(f[0][0])))
            continue; // header row
        try {
            if (f.size() < 4)
                throw core::InputError(
                    whist ? "expected board,ns,ew,tricks"
                          : "expected board,ns,ew,contract,declarer,result[,lead]");
            core::TravellerLine line;
            line.board = parseNumber(f[0], "a board number");
            const LinePairs pairs = reader.read(line.board, f[1], f[2]);
            line.ns = pairs.ns;
            line.ew = pairs.ew;
            if (core::isAdjustedScoreWord(f[3])) {
                line.adjusted = core::parseAdjustedScore(f[3]);
            } else if (!whist && !f[3].empty() && (f[3][0] == '+' || f[3][0] == '-')) {
                line.scoreOnlyNs = core::readResultLine(f[3]).score; // a score alone: "+140"
            } else if (!whist && isWeightedWords(f[3])) {
                // A weighted score in the words of --weighted, the other fields left empty.
                for (std::size_t i = 4; i < f.size(); ++i)
                    if (!core::upperWithoutSpaces(f[i]).empty())
                        throw core::InputError("a weighted score (\"" + f[3] +
                                               "\") leaves declarer, result and lead empty");
                line.weighted = core::parseWeightedScore(f[3]);
            } else if (whist) {
                line.whistTricksNs = parseNumber(f[3], "a number of tricks");
            } else {
                const core::Contract contract = core::parseContract(f[3]);
                if (!contract.isPassedOut() && f.size() < 6)
                    throw core::InputError("expected board,ns,ew,contract,declarer,result");
                line.play = playOfArguments(f[3], contract.isPassedOut() ? "" : f[4],
                                            contract.isPassedOut() ? "" : f[5], -1);
                if (f.size() > 6 && !f[6].empty())
                    line.lead = core::readLead(f[6]);
            }
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

// --- rank ----------------------------------------------------------------------------------

/// rank --json's travellers, written as text: the same characters nlohmann::json's dump(2)
/// would make of each line as an object (keys in its sorted order, its number
/// format), without building an object per line, which for 120,000 lines cost more than ranking
/// them.
class TravellerWriter {
public:
    TravellerWriter(std::string& text, const std::vector<movements::Section>& sections)
        : m_text(text), m_sections(sections) {}

    /// One board's object, indented as the fourth level of the whole document.
    void board(const core::BoardResult& b) {
        m_text += "    {\n      \"board\": ";
        m_text += std::to_string(b.board);
        m_text += ",\n      \"results\": ";
        if (b.lines.empty()) {
            m_text += "[]";
        } else {
            m_text += "[";
            bool first = true;
            for (const auto& s : b.lines) {
                m_text += first ? "\n" : ",\n";
                line(s);
                first = false;
            }
            m_text += "\n      ]";
        }
        // Duplicate whist: the board's trump slip, when recorded.
        if (const auto trump = m_trumps.find(b.board); trump != m_trumps.end())
            m_text += ",\n      \"trump\": " + json(trump->second).dump();
        m_text += "\n    }";
    }

    /// The boards' trump slips (duplicate whist), board → "H7".
    void setTrumps(std::map<int, std::string> trumps) { m_trumps = std::move(trumps); }

private:
    void line(const core::ScoredLine& s) {
        const core::TravellerLine& l = s.line;
        m_first = true;
        m_text += "        {";
        // The keys in the order nlohmann::json sorts them; an artificial score (adjusted,
        // weighted, or duplicate whist's tricks) has an empty contract, declarer and result.
        // Pairs are named by their labels only: the program's own numbers stay inside.
        const bool artificial = l.adjusted || l.weighted || l.whistTricksNs || l.notPlayed;
        const bool passed = !artificial && l.play && l.play->contract.isPassedOut();
        if (l.adjusted)
            key("adjusted"), string(l.adjusted->text());
        if (artificial || l.play) {
            key("contract"), string(artificial ? std::string() : l.play->contract.text());
            key("declarer"),
                string(artificial || passed ? std::string()
                                            : std::string(1, core::seatLetter(l.play->declarer)));
        }
        key("ewLabel"), string(label(l.ew));
        key("ewPoints"), number(rounded(s.ewPoints));
        if (l.group != 0)
            key("group"), m_text += std::to_string(l.group);
        if (l.lead)
            key("lead"), string(core::cardText(*l.lead));
        if (l.notPlayed)
            key("notPlayed"), m_text += "true";
        key("nsLabel"), string(label(l.ns));
        key("nsPoints"), number(rounded(s.nsPoints));
        if (artificial || l.play)
            key("result"), string(artificial || passed ? std::string() : l.play->resultText());
        key("score"), m_text += s.nsScore ? std::to_string(*s.nsScore) : "null";
        if (!l.adjusted && !l.weighted && l.whistTricksNs)
            key("tricksNs"), m_text += std::to_string(*l.whistTricksNs);
        if (l.weighted)
            key("weighted"), string(l.weighted->text());
        m_text += "\n        }";
    }

    void key(const char* name) {
        m_text += m_first ? "\n          \"" : ",\n          \"";
        m_text += name;
        m_text += "\": ";
        m_first = false;
    }

    /// A JSON string as nlohmann::json writes it (UTF-8 kept, control characters escaped).
    void string(const std::string& value) {
        m_text += '"';
        for (const char c : value) {
            switch (c) {
            case '"':
                m_text += "\\\"";
                break;
            case '\\':
                m_text += "\\\\";
                break;
            case '\b':
                m_text += "\\b";
                break;
            case '\f':
                m_text += "\\f";
                break;
            case '\n':
                m_text += "\\n";
                break;
            case '\r':
                m_text += "\\r";
                break;
            case '\t':
                m_text += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char escaped[8];
                    std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
                    m_text += escaped;
                } else {
                    m_text += c;
                }
            }
        }
        m_text += '"';
    }

    /// A number as nlohmann::json writes a double: the shortest text that reads back to it,
    /// "50.0" rather than "50", and null for what is not finite.
    void number(double value) {
        if (!std::isfinite(value)) {
            m_text += "null";
            return;
        }
        char digits[64];
        const char* end = nlohmann::detail::to_chars(digits, digits + sizeof digits, value);
        m_text.append(digits, static_cast<std::size_t>(end - digits));
    }

    /// An entry's label as its card prints it, worked out once per entry.
    const std::string& label(int entry) {
        auto [it, added] = m_labels.try_emplace(entry);
        if (added)
            it->second = core::printableText(movements::entryLabel(m_sections, entry));
        return it->second;
    }

    std::string& m_text;
    const std::vector<movements::Section>& m_sections;
    std::unordered_map<int, std::string> m_labels;
    std::map<int, std::string> m_trumps;
    bool m_first = true;
};

struct RankOptions {
    std::string file, section, qualify, by = "percent";
    bool asJson = false, acrossField = false, outright = false;
};

/// `rank --outright`: every session added up, competitor by competitor (db::rankOutright).
void runOutright(const RankOptions& o, CliContext& context) {
    if (o.by != "mp" && o.by != "percent")
        throw UsageError{"--by must be mp (matchpoints summed) or percent (percentages averaged)"};
    auto store = db::EventStore::open(o.file, storeOptions(true));
    const db::OutrightBy by =
        o.by == "mp" ? db::OutrightBy::Matchpoints : db::OutrightBy::Percentage;
    const db::OutrightRanking outright = db::rankOutright(store, by);
    const std::string byText =
        by == db::OutrightBy::Matchpoints ? "matchpoints summed" : "percentages averaged";
    if (o.asJson) {
        json rows = json::array();
        for (const db::OutrightRow& r : outright.rows) {
            json sessions = json::array();
            for (const auto& score : r.sessions)
                sessions.push_back(score ? json(rounded(*score)) : json(nullptr));
            rows.push_back({{"rank", r.rank},
                            {"label", core::printableText(r.label)},
                            {"names", core::printableText(r.names)},
                            {"sessions", sessions},
                            {"carry", rounded(r.carry)},
                            {"total", rounded(r.total)},
                            {"played", r.played}});
        }
        context.out << json{{"event", core::printableText(store.info().name)},
                            {"outright",
                             {{"by", o.by}, {"sessions", outright.sessions}, {"rows", rows}}}}
                           .dump(2)
                    << "\n";
        return;
    }
    context.out << core::printableText(store.info().name) << ": outright, " << byText << ", "
                << outright.sessions.size()
                << (outright.sessions.size() == 1 ? " session" : " sessions") << "\n\n";
    char line[256];
    std::snprintf(line, sizeof line, "%-5s %-6s %-32s", "Rank", "Pair", "Names");
    context.out << line;
    for (int s : outright.sessions)
        context.out << std::string(8 - std::min<std::size_t>(8, 1 + std::to_string(s).size()), ' ')
                    << "S" << s;
    context.out << "     C/F    Total\n";
    for (const db::OutrightRow& r : outright.rows) {
        std::snprintf(line, sizeof line, "%-5s %-6s %-32s", r.rank.c_str(),
                      core::printableText(r.label).c_str(),
                      firstBytes(core::printableText(r.names), 32).c_str());
        context.out << line;
        for (const auto& score : r.sessions) {
            if (score)
                std::snprintf(line, sizeof line, "%8.2f", *score);
            else
                std::snprintf(line, sizeof line, "%8s", "-");
            context.out << line;
        }
        std::snprintf(line, sizeof line, "%8.2f %8.2f\n", r.carry, r.total);
        context.out << line;
    }
}

void runRank(const RankOptions& o, CliContext& context) {
    if (o.outright) {
        runOutright(o, context);
        return;
    }
    const bool asJson = o.asJson;
    db::OpenOptions options = storeOptions();
    options.readOnly = true;
    const auto store = db::EventStore::open(o.file, options);
    const db::EventInfo info = store.info();
    db::RankOptions how;
    how.acrossField = o.acrossField;
    how.section = o.section;
    const db::SectionsRanking ranked = db::rankSections(store, how);
    const core::SessionResult& result = ranked.result;
    const auto& sections = ranked.sections;
    // Every entry by its number across the session (with one section, the movement's own).
    std::map<int, std::string> names;
    std::map<int, std::string> labels;
    for (std::size_t i = 0; i < sections.size(); ++i) {
        // Names and labels as a terminal or a script may safely show them: a file written
        // before names were checked may hold a control character.
        for (const auto& e : store.entriesOf(sections[i].letter))
            if (e.number >= 1 && e.number <= sections[i].movement.pairs)
                names[movements::sessionEntry(sections, {i, e.number})] =
                    core::printableText(e.names());
        for (int e = 1; e <= sections[i].movement.pairs; ++e) {
            const int entry = movements::sessionEntry(sections, {i, e});
            labels[entry] = core::printableText(movements::entryLabel(sections, entry));
        }
    }
    const auto sectionOf = [&](std::size_t ranking) {
        return sections[ranked.sectionOfRanking[ranking]].letter;
    };
    const std::string eventName = core::printableText(info.name);
    // A qualifying session: the first places of each field go to the final; of the whole
    // field's rankings when it was scored across the field, else of each section's.
    std::set<int> qualified;
    if (!o.qualify.empty()) {
        const auto& fields = ranked.overall.empty() ? result.rankings : ranked.overall;
        for (const core::Ranking& r : fields) {
            const std::size_t places = core::qualifyingPlaces(o.qualify, r.rows.size());
            for (const core::RankingRow& row : r.rows)
                if (core::qualifies(row.rank, places))
                    qualified.insert(row.entry);
        }
    }
    // A stratified event: each ranking again for each stratum (core/Strata.h), of the whole
    // field's rankings when it was scored across the field, else of each section's.
    std::map<int, std::optional<double>> figures;
    std::vector<std::pair<std::string, core::StratumRanking>> strata; // heading, ranking
    if (!info.strata.strata.empty()) {
        figures = db::entryFigures(store, sections);
        const auto addStrata = [&](const std::string& heading, const core::Ranking& r) {
            for (core::StratumRanking& s : core::stratify(r, info.strata, figures))
                strata.emplace_back(heading, std::move(s));
        };
        if (!ranked.overall.empty())
            for (const core::Ranking& r : ranked.overall)
                addStrata("Overall", r);
        else
            for (std::size_t i = 0; i < result.rankings.size(); ++i)
                addStrata(sections.size() > 1 ? "Section " + sectionOf(i) : std::string(),
                          result.rankings[i]);
    }
    // Master points: each entry's award on the event's scale (none: not awarded).
    const db::MasterPointAwards awards = db::masterPointAwards(store, ranked);
    const bool awarding = awards.scale != core::MasterPointScale::None;
    // Team events rank teams, by their names, with their matches (TeamRanking.h).
    std::optional<reports::EventSnapshot> teams;
    if (movements::ranksTeams(store.movement(), info.scoring))
        teams = reports::snapshotOf(store);
    if (teams && !asJson) {
        printTeamRanking(*teams, context.out);
        return;
    }

    // Procedural penalties, each with what it took off (already out of the rows' scores).
    struct PenaltyShown {
        std::string label;
        core::ProceduralPenalty penalty;
        double points = 0;
    };
    std::vector<PenaltyShown> penalties;
    for (const auto& stored : store.penalties())
        penalties.push_back(
            {labels.count(stored.penalty.entry) ? labels.at(stored.penalty.entry)
                                                : std::to_string(stored.penalty.entry),
             stored.penalty, core::penaltyDeduction(stored.penalty, info.scoring, result)});

    // Provisional until the director marks the results final, as every print and page says.
    // With --section, the count is that section's: a club of a simultaneous pairs sees its own.
    std::size_t expected = 0, entered = 0;
    const auto counted = [&](std::size_t i) {
        return o.section.empty() ||
               movements::sectionIndex(sections[i].letter) == movements::sectionIndex(o.section);
    };
    for (std::size_t i = 0; i < sections.size(); ++i)
        if (counted(i))
            expected += movements::boardPlayCount(sections[i].movement);
    for (const auto& b : result.boards)
        for (const auto& line : b.lines)
            if (o.section.empty() ||
                counted(movements::sectionEntryOf(sections, line.line.ns).section))
                ++entered;
    entered = std::min(entered, expected);
    const bool final = !info.finalAt.empty();

    if (asJson) {
        const auto rowsOf = [&](const core::Ranking& r) {
            json rows = json::array();
            for (const auto& row : r.rows) {
                json shown{{"rank", row.rank},
                           {"label", labels.count(row.entry) ? labels[row.entry]
                                                             : std::to_string(row.entry)},
                           {"names", names.count(row.entry) ? names[row.entry] : ""},
                           {"score", rounded(row.score)},
                           {"percent", rounded(row.percent)}};
                if (row.penalty != 0)
                    shown["penalty"] = rounded(row.penalty);
                if (!o.qualify.empty())
                    shown["qualified"] = qualified.count(row.entry) > 0;
                if (!info.strata.strata.empty()) {
                    const auto figure = figures.find(row.entry);
                    shown["stratum"] = core::stratumOf(
                        info.strata, figure == figures.end() ? std::nullopt : figure->second);
                }
                if (awarding)
                    shown["masterPoints"] = rounded(awards.of(row.entry));
                rows.push_back(std::move(shown));
            }
            return rows;
        };
        json rankings = json::array();
        for (std::size_t i = 0; i < result.rankings.size(); ++i)
            rankings.push_back({{"section", sectionOf(i)},
                                {"direction", result.rankings[i].direction},
                                {"rows", rowsOf(result.rankings[i])}});
        // The same text as one document dumped with an indent of 2, written a board at a
        // time: a 5,000-table event's whole tree would take hundreds of megabytes. The keys
        // come out sorted ("boards" first), as nlohmann::json orders an object's keys.
        context.out << "{\n  \"boards\": [";
        bool first = true;
        std::string text;
        TravellerWriter travellers(text, sections);
        if (info.scoring == core::ScoringMethod::Whist) {
            std::map<int, std::string> trumps;
            for (const db::StoredBoard& b : store.boards())
                if (b.trump)
                    trumps[b.number] = core::trumpSlipText(*b.trump);
            travellers.setTrumps(std::move(trumps));
        }
        for (const auto& b : result.boards) {
            text = first ? "\n" : ",\n";
            travellers.board(b);
            context.out << text;
            first = false;
        }
        context.out << (first ? "]" : "\n  ]");
        json rest{{"event", eventName},
                  {"scoring", core::scoringMethodText(info.scoring)},
                  {"settings", core::settingsSentences(info.settings, info.scoring)},
                  {"results", {{"entered", entered}, {"expected", expected}, {"final", final}}},
                  {"rankings", rankings}};
        if (sections.size() > 1)
            rest["acrossField"] = ranked.acrossField;
        if (!ranked.overall.empty()) {
            json overall = json::array();
            for (const core::Ranking& r : ranked.overall)
                overall.push_back({{"direction", r.direction}, {"rows", rowsOf(r)}});
            rest["overall"] = std::move(overall);
        }
        if (!strata.empty()) {
            json list = json::array();
            for (const auto& [heading, s] : strata) {
                json one{{"stratum", s.stratum.letter},
                         {"direction", s.ranking.direction},
                         {"rows", rowsOf(s.ranking)}};
                if (s.stratum.below)
                    one["below"] = *s.stratum.below;
                if (heading.rfind("Section ", 0) == 0)
                    one["section"] = heading.substr(8);
                list.push_back(std::move(one));
            }
            rest["strata"] = std::move(list);
        }
        // A team event's teams, matches and running table; their keys sort after "boards"
        // except "bamScale", which is written in the same object all the same.
        if (teams)
            rest.update(teamRankingJson(*teams));
        if (awarding)
            rest["masterPoints"] = {{"scale", core::masterPointScaleKey(awards.scale)},
                                    {"notes", awards.notes}};
        if (!penalties.empty()) {
            json list = json::array();
            for (const auto& p : penalties) {
                json one{{"label", p.label},
                         {"amount", p.penalty.amountText()},
                         {"points", rounded(p.points)},
                         {"reason", core::printableText(p.penalty.reason)}};
                if (p.penalty.board != 0)
                    one["board"] = p.penalty.board;
                list.push_back(std::move(one));
            }
            rest["penalties"] = std::move(list);
        }
        context.out << ",\n" << rest.dump(2).substr(2) << "\n";
        return;
    }

    context.out << eventName
                << (store.sessionNumbers().size() > 1
                        ? ", session " + std::to_string(store.sessionNumber())
                        : std::string())
                << " (" << core::scoringMethodText(info.scoring)
                << (ranked.acrossField ? ", across the field" : "") << ")\n";
    if (!o.qualify.empty())
        context.out << "Q: qualifies (" << o.qualify
                    << (ranked.overall.empty() ? " of each field" : " of the whole field") << ")\n";
    if (!final)
        context.out << "Provisional: " << entered << " of " << expected << " results\n";
    for (const std::string& sentence : core::settingsSentences(info.settings, info.scoring))
        context.out << sentence << "\n";
    char line[256];
    const bool individual = store.movement().isIndividual();
    // Duplicate whist scores tricks: a pair's percentage means nothing there.
    const bool percentages = info.scoring != core::ScoringMethod::Whist;
    const int decimals = info.settings.decimals.value_or(2);
    const auto print = [&](const std::string& heading, const core::Ranking& r) {
        const std::string field = !r.direction.empty() ? r.direction
                                  : individual         ? std::string("All players")
                                                       : std::string("All pairs");
        context.out << "\n" << (heading.empty() ? field : heading + " " + field) << "\n";
        std::snprintf(line, sizeof line, "%-5s %-6s %-36s %9s", "Rank",
                      individual ? "Player" : "Pair", individual ? "Name" : "Names", "Score");
        context.out << line << (percentages ? "       %" : "") << (awarding ? "     MP" : "")
                    << "\n";
        for (const auto& row : r.rows) {
            const auto label =
                labels.count(row.entry) ? labels.at(row.entry) : std::to_string(row.entry);
            // The same rounding as rank --json, the PDF and the web site (reports::pointsText).
            std::snprintf(line, sizeof line, "%-5s %-6s %-36s %9s", row.rank.c_str(), label.c_str(),
                          firstBytes(names[row.entry], 36).c_str(),
                          reports::pointsText(row.score, decimals).c_str());
            std::string text = line;
            if (percentages) {
                std::snprintf(line, sizeof line, " %7s", reports::percentText(row.percent).c_str());
                text += line;
            }
            if (awarding) {
                const double award = awards.of(row.entry);
                std::snprintf(line, sizeof line, " %6s",
                              award > 0 ? core::awardText(awards.scale, award).c_str() : "");
                text += line;
            }
            text += row.penalty != 0 ? " P" : qualified.count(row.entry) > 0 ? " Q" : "";
            // A row without an award ends at its last figure, not in spaces.
            text.erase(text.find_last_not_of(' ') + 1);
            context.out << text << "\n";
        }
    };
    for (std::size_t i = 0; i < result.rankings.size(); ++i)
        print(sections.size() > 1 ? "Section " + sectionOf(i) : std::string(), result.rankings[i]);
    // Across the field the sections' figures compare: the whole field's ranking follows.
    for (const core::Ranking& r : ranked.overall)
        print("Overall", r);
    for (const auto& [heading, s] : strata)
        print((heading.empty() ? "" : heading + ", ") + "Stratum " + core::stratumTitle(s.stratum),
              s.ranking);
    if (awarding) {
        // What the MP column is, and why an entry has none where the rules say so.
        context.out << "\nMP: master points, " << core::masterPointScaleText(awards.scale)
                    << (core::isEbuScale(awards.scale) ? " (local points)" : "")
                    << ", each player\n";
        for (const std::string& note : awards.notes)
            context.out << note << "\n";
    }
    if (!penalties.empty()) {
        // The reason each score marked P is lower: a ranking must say what it took off.
        context.out << "\nPenalties (P: taken off that pair's score only)\n";
        for (const auto& p : penalties) {
            std::snprintf(line, sizeof line, "%.2f", p.points);
            context.out << p.label << ": " << p.penalty.amountText() << " (" << line << ")"
                        << (p.penalty.board != 0 ? ", board " + std::to_string(p.penalty.board)
                                                 : std::string())
                        << (p.penalty.reason.empty() ? std::string()
                                                     : ", " + core::printableText(p.penalty.reason))
                        << "\n";
        }
    }
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

void addEventCommands(CLI::App& app, CliContext& context) {
    {
        auto o = std::make_shared<NewOptions>();
        CLI::App* cmd = app.add_subcommand("new", "create an event file");
        cmd->add_option("event", o->file, "EVENT.db to create")->required();
        cmd->add_option("--name", o->name, "the event's name")->required();
        cmd->add_option("--movement", o->movement, "mitchell, howell, …")->required();
        addMovementArguments(*cmd, o->arguments);
        cmd->add_option("--scoring", o->scoring,
                        "mp (default), mp-acbl, cross-imps, butler, imps, bam, whist");
        cmd->add_option("--date", o->date, "YYYY-MM-DD");
        cmd->add_option("--bam-scale", o->bamScale, "board-a-match: 1 (1/0.5/0) or 2 (2/1/0)")
            ->check(CLI::IsMember({1, 2}));
        cmd->add_option("--sections", o->sections,
                        "sections A, B, … (after Z: AA, AB, … ZZ) each with this movement, "
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
        cmd->callback([o, &context] { runNew(*o, context); });
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
    {
        auto o = std::make_shared<HandsOptions>();
        CLI::App* cmd = app.add_subcommand("hands", "import, deal or export the hand records");
        cmd->add_option("event", o->file, "EVENT.db")->required();
        auto* import = cmd->add_option(
            "--import", o->pbn,
            "a hand record file: PBN, DUP, BRI, DLM or BBO's LIN, told by its content");
        cmd->add_flag("--deal", o->deal, "deal random boards")->excludes(import);
        cmd->add_option("--export", o->exportTo,
                        "write the deals to FILE for a dealing machine or another program");
        cmd->add_option("--format", o->format,
                        "the format --export writes: pbn (default), dup, "
                        "bri, dlm or lin");
        cmd->add_option("--seed", o->seed, "the seed to deal from (16 hex digits)");
        cmd->add_flag("--no-double-dummy", o->noAnalysis, "skip the double-dummy analysis");
        cmd->callback([o, &context] { runHands(*o, context); });
    }
    {
        auto o = std::make_shared<TrumpOptions>();
        CLI::App* cmd = app.add_subcommand(
            "trump", "duplicate whist: record the trump slip of a board (the card turned or a "
                     "suit), or list them");
        cmd->add_option("event", o->file, "EVENT.db")->required();
        cmd->add_option("board", o->board, "a board number, or all (one suit for every board)");
        cmd->add_option("trump", o->trump, "the card turned (H7, 10S), a suit (H) or none");
        cmd->callback([o, &context] { runTrump(*o, context); });
    }
    {
        auto o = std::make_shared<ResultOptions>();
        CLI::App* cmd = app.add_subcommand("result", "enter one result");
        addLineOptions(*cmd, *o);
        cmd->add_flag("--replace", o->replace, "replace the result already entered");
        cmd->add_flag("--as-played", o->asPlayed,
                      "the pairs sat the wrong way round, or played the board at the wrong table "
                      "or round: enter it as played, scored with the board's field");
        cmd->callback([o, &context] { runResult(*o, context); });
    }
    {
        auto o = std::make_shared<ScoringOptions>();
        CLI::App* cmd = app.add_subcommand(
            "scoring", "score the event by another method, or change how the method is applied");
        cmd->add_option("event", o->file, "EVENT.db")->required();
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
        cmd->callback([o, &context] { runScoring(*o, context); });
    }
    {
        auto file = std::make_shared<std::string>();
        auto provisional = std::make_shared<bool>(false);
        CLI::App* cmd = app.add_subcommand(
            "final", "mark the results final (every ranking, print and page stops saying "
                     "provisional)");
        cmd->add_option("event", *file, "EVENT.db")->required();
        cmd->add_flag("--provisional", *provisional, "make them provisional again");
        cmd->callback([file, provisional, &context] { runFinal(*file, *provisional, context); });
    }
    {
        auto o = std::make_shared<ResultOptions>();
        o->correct = true;
        CLI::App* cmd = app.add_subcommand(
            "correct", "correct a result already entered (the audit log keeps what it was)");
        addLineOptions(*cmd, *o);
        cmd->callback([o, &context] { runResult(*o, context); });
    }
    {
        auto file = std::make_shared<std::string>();
        auto csv = std::make_shared<std::string>();
        auto replace = std::make_shared<bool>(false);
        CLI::App* cmd = app.add_subcommand("results", "import results, all or none");
        cmd->add_option("event", *file, "EVENT.db")->required();
        cmd->add_option("--import", *csv, "RESULTS.csv: board,ns,ew,contract,declarer,result")
            ->required();
        cmd->add_flag("--replace", *replace, "replace results already entered");
        cmd->callback(
            [file, csv, replace, &context] { runResults(*file, *csv, *replace, context); });
    }
    {
        auto o = std::make_shared<RankOptions>();
        CLI::App* cmd = app.add_subcommand("rank", "score the boards and rank the pairs");
        cmd->add_option("event", o->file, "EVENT.db")->required();
        cmd->add_flag("--json", o->asJson, "JSON on stdout");
        cmd->add_option("--section", o->section, "rank this section only (A, B, …)");
        cmd->add_flag("--across-field", o->acrossField,
                      "matchpoint each board across all sections (Neuberg where counts differ)");
        cmd->add_option("--qualify", o->qualify,
                        "mark the qualifiers: the first N places (8) or a share (50%) of each "
                        "field");
        cmd->add_flag("--outright", o->outright,
                      "every session added up, competitor by competitor, with carry-forwards");
        cmd->add_option("--by", o->by,
                        "with --outright: percent (percentages averaged, the default) or mp "
                        "(matchpoints summed)");
        cmd->callback([o, &context] { runRank(*o, context); });
    }
    {
        auto file = std::make_shared<std::string>();
        CLI::App* cmd = app.add_subcommand(
            "missing", "the results still missing: BOARD NS EW ROUND TABLE, one a line");
        cmd->add_option("event", *file, "EVENT.db")->required();
        cmd->callback([file, &context] { runMissing(*file, context); });
    }
    {
        auto file = std::make_shared<std::string>();
        CLI::App* cmd = app.add_subcommand("check", "check an event file for damage");
        cmd->add_option("event", *file, "EVENT.db")->required();
        cmd->callback([file, &context] {
            db::OpenOptions options = storeOptions();
            options.readOnly = true;
            const auto store = db::EventStore::open(*file, options);
            store.checkIntegrity();
            context.out << "ok: " << store.lines().size() << " results\n";
        });
    }
}

} // namespace overplay::app
