// SPDX-License-Identifier: GPL-3.0-or-later
// section add: another section of the session, with its own movement on the event's boards
// (and its club's name, in a simultaneous pairs); section upload: a club's own event added
// whole as a section; section name: a section's name; section list: the sections of the
// session. session add: another session of the event (its own movement
// and boards); carry: a carry-forward into the outright ranking. Labels, results and ranking of
// sections are the event commands' own (EventCommands.h).
#include "app/cli/Cli.h"
#include "app/cli/MovementArguments.h"
#include "app/cli/Subcommand.h"

#include "core/Error.h"
#include "core/Figures.h"
#include "core/Files.h"
#include "core/Path.h"
#include "core/PlayedSection.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/Roster.h"
#include "movements/Generate.h"
#include "movements/Labels.h"
#include "movements/MovementRequest.h"
#include "movements/ScoringFit.h"
#include "reports/ClubResults.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <ostream>

namespace overplay::app {

namespace {

/// `section add` and `session add`: the movement asked for (and `section add`'s club).
struct AddOptions {
    std::string file, movement, club;
    MovementArguments arguments;
};

/// The movement asked for, checked against the event's method (as `new` checks the first).
movements::Movement requestedMovement(const db::EventStore& store, const AddOptions& o) {
    movements::checkScoringFits(o.movement, store.info().scoring);
    return movements::generateMovement(movementRequestOf(o.movement, o.arguments));
}

/// "3-table Mitchell, 6 pairs, 3 tables, 3 rounds, 9 boards".
std::string movementWords(const movements::Movement& m) {
    return core::printableText(m.name.empty() ? m.kind : m.name) + ", " + std::to_string(m.pairs) +
           (m.isIndividual() ? " players, " : " pairs, ") + std::to_string(m.tables) + " tables, " +
           core::countText(m.realRounds(), "round") + ", " + std::to_string(m.boards()) + " boards";
}

/// "section B" or, with its name, "section B (Downtown BC)".
std::string sectionWords(const std::string& letter, const std::string& name) {
    return "section " + letter + (name.empty() ? "" : " (" + core::printableText(name) + ")");
}

void runSectionAdd(const AddOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    const movements::Movement m = requestedMovement(store, o);
    const std::string letter = store.addSection(m, o.club);
    const auto sections = store.sections();
    const auto added =
        std::find_if(sections.begin(), sections.end(),
                     [&](const movements::Section& s) { return s.letter == letter; });
    context.out << "added " << sectionWords(letter, added == sections.end() ? "" : added->name)
                << ": " << movementWords(m) << "\n";
}

struct NameOptions {
    std::string file, letter, name;
};

void runSectionName(const NameOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    store.renameSection(o.letter, o.name);
    for (const movements::Section& s : store.sections())
        if (movements::sectionIndex(s.letter) == movements::sectionIndex(o.letter)) {
            context.out << sectionWords(s.letter, s.name)
                        << (s.name.empty() ? ": no name\n" : "\n");
            return;
        }
}

/// `section upload`: a club's section, added whole as the next section: its own Overplay event
/// (a file or a server event), or another program's USEBIO or PBN results file.
struct UploadOptions {
    std::string file, club, name, roster;
};

using reports::ClubFile;

/// A club's file as its sections; USEBIO through `usebio`, the full Overplay's XML reader
/// (none in a build without Qt: that program hands the command line on).
std::vector<core::PlayedSection> readClubFile(const std::string& path, ClubFile kind,
                                              ReadUsebio usebio) {
    if (kind != ClubFile::Usebio)
        return reports::readClubResults(path, kind);
    if (usebio == nullptr)
        throw NeedsWholeOverplay{path + ": a USEBIO file is read by the full Overplay (its XML "
                                        "reader is Qt's); this overplay-cli was built without Qt"};
    return usebio(readUtf8File(path, core::kMaxResultsFileBytes));
}

void runSectionUpload(const UploadOptions& o, CliContext& context) {
    // The event's own file (by any of its names) is no club's section: uploaded, the event
    // would hold itself twice.
    if (core::isSameFile(o.file, o.club))
        throw core::InputError(o.club + " is the event itself; upload the club's own event or "
                                        "results file");
    auto store = db::EventStore::open(o.file, storeOptions());
    const ClubFile kind = reports::kindOfClubFile(o.club);
    std::vector<std::string> letters;
    std::vector<std::string> skipped, notes;
    if (kind == ClubFile::Overplay) {
        letters.push_back(store.uploadSection(o.club, o.name));
    } else {
        std::vector<core::PlayedSection> played;
        try {
            played = readClubFile(o.club, kind, context.usebio);
        } catch (const core::InputError& e) {
            const std::string message = e.what();
            throw core::InputError(message.starts_with(o.club) ? message : o.club + ": " + message);
        }
        if (!o.roster.empty()) {
            // Online names become the club's players; a name the roster lacks is kept as
            // played and listed, never guessed.
            db::RosterOptions reading;
            reading.readOnly = true;
            const db::Roster roster = db::Roster::open(o.roster, false, reading);
            const db::OnlineNames named = db::nameOnlinePlayers(played, roster);
            context.out << named.known << " players named from " << o.roster;
            if (!named.unknown.empty()) {
                context.out << "; not in it, kept as played:";
                for (std::size_t i = 0; i < named.unknown.size(); ++i)
                    context.out << (i ? ", " : " ") << named.unknown[i];
            }
            context.out << "\n";
        }
        for (const core::PlayedSection& section : played) {
            for (const std::string& row : section.skipped)
                skipped.push_back(row);
            for (const std::string& note : section.notes)
                notes.push_back(note);
        }
        db::UploadedSections done;
        try {
            done = store.uploadSections(played, o.club, o.name);
        } catch (const std::exception&) {
            // Refused whole: what the files lacked is still said, as it may be why.
            for (const std::string& row : skipped)
                context.out << "left out " << row << "\n";
            for (const std::string& note : notes)
                context.out << "look at " << note << "\n";
            throw;
        }
        letters = done.letters;
        notes.insert(notes.end(), done.notes.begin(), done.notes.end());
        for (std::size_t i = 0; i < done.letters.size() && i < done.fileRankings.size(); ++i)
            if (std::string differ =
                    reports::rankedOtherwise(store, done.letters[i], done.fileRankings[i]);
                !differ.empty())
                notes.push_back(std::move(differ));
    }
    const std::vector<movements::Section> sections = store.sections();
    for (const std::string& letter : letters)
        for (const movements::Section& s : sections)
            if (s.letter == letter) {
                const std::size_t results = store.linesOf(letter).size();
                context.out << "added " << sectionWords(s.letter, s.name) << " from " << o.club
                            << ": " << movementWords(s.movement) << "; " << results
                            << (results == 1 ? " result\n" : " results\n");
            }
    // What the file held that is no result is said, never dropped in silence.
    for (const std::string& row : skipped)
        context.out << "left out " << row << "\n";
    for (const std::string& note : notes)
        context.out << "look at " << note << "\n";
}

void runSectionList(const std::string& file, CliContext& context) {
    auto store = db::EventStore::open(file, storeOptions(true));
    for (const movements::Section& s : store.sections())
        context.out << sectionWords(s.letter, s.name) << ": " << movementWords(s.movement) << "\n";
}

void runSessionAdd(const AddOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    const movements::Movement m = requestedMovement(store, o);
    const int number = store.addSession(m);
    context.out << "added session " << number << ": " << movementWords(m)
                << " (commands now act on it; --session N for another)\n";
}

struct CarryOptions {
    std::string file, entry;
    double amount = 0;
};

void runCarry(const CarryOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions());
    const auto sections = store.sections();
    const movements::SectionEntry where =
        movements::sectionEntryOf(sections, movements::readEntry(sections, o.entry));
    store.useSection(sections[where.section].letter);
    store.setCarryForward(where.entry, o.amount);
    const std::string label = movements::entryLabel(
        sections, movements::sessionEntry(sections, {where.section, where.entry}));
    if (o.amount == 0)
        context.out << label << " carries nothing forward\n";
    else
        context.out << label << " carries " << o.amount << " forward\n";
}

} // namespace

void addSectionCommands(CLI::App& app, CliContext& context) {
    {
        CLI::App* session = app.add_subcommand("session", "the sessions of an event");
        session->require_subcommand(1);
        auto [cmd, o] = addEventSubcommand(
            *session, "add", "add a session (its own movement and boards), numbered after the last",
            context, runSessionAdd);
        cmd->add_option("--movement", o->movement, "mitchell, howell, …")->required();
        addMovementArguments(*cmd, o->arguments);
    }
    {
        auto [cmd, o] = addEventSubcommand(
            app, "carry",
            "a carry-forward into the outright ranking, for a named entry of a session", context,
            runCarry);
        cmd->add_option("entry", o->entry, "the entry as its card prints it (3NS, A3)")->required();
        cmd->add_option("amount", o->amount,
                        "matchpoints (rank --outright --by mp) or percentage points; 0 removes it")
            ->required()
            ->check(decimalNumber(-1e6, 1e6));
    }
    CLI::App* section = app.add_subcommand("section", "the sections of a session");
    section->require_subcommand(1);
    {
        auto [cmd, o] = addEventSubcommand(
            *section, "add",
            "add a section, lettered after the last (A to Z, then AA, AB, …, then AAA, …)", context,
            runSectionAdd);
        cmd->add_option("--movement", o->movement, "mitchell, howell, …")->required();
        cmd->add_option("--club", o->club,
                        "the name the section plays under (its club, in a simultaneous pairs)");
        addMovementArguments(*cmd, o->arguments);
    }
    {
        auto [cmd, o] = addEventSubcommand(
            *section, "name", "name a section (its club); \"\" for none", context, runSectionName);
        cmd->add_option("section", o->letter, "the section's letters (B, AB)")->required();
        cmd->add_option("name", o->name, "the section's name")->required();
    }
    {
        auto [cmd, o] = addSubcommand(
            *section, "upload",
            "add a club's section (scored at home) whole as the next section: its "
            "own Overplay event, a USEBIO or PBN results file or Bridgemate file (.bws) "
            "from another program (RealBridge's PBN too), or a BBO tournament's LIN or "
            "traveller pages (a file, or a folder of them)",
            context, runSectionUpload);
        cmd->add_option("event", o->file, "EVENT.db (or a server event's address)")->required();
        cmd->add_option("club-event", o->club,
                        "the club's event (a file or a server address), results file (USEBIO "
                        "XML, PBN, Bridgemate .bws) or BBO tournament's LIN or traveller pages (a "
                        "file or folder)")
            ->required();
        cmd->add_option("--roster", o->roster,
                        "CLUB.db: name a BBO tournament's players by the BBO names the roster "
                        "keeps (roster --online-name)");
        cmd->add_option("--club", o->name,
                        "the name the section plays under (default: the club the event names, "
                        "else the event's name)");
    }
    addEventFileCommand(*section, "list", "the sections of the session: letters, name and movement",
                        context, runSectionList);
}

} // namespace overplay::app
