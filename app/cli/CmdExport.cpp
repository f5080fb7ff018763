// SPDX-License-Identifier: GPL-3.0-or-later
// export, cards: the documents of reports/ from the command line (docs/cli.md).
//   overplay-cli export EVENT.db --html DIR | --pdf FILE | --usebio FILE | --pbn FILE
//   overplay-cli cards EVENT.db --pdf FILE
// Several outputs may be given at once. --paper letter prints on US Letter instead of A4;
// cards --include chooses the printed parts (default: table-cards,pair-cards).
#include "app/cli/Cli.h"
#include "app/cli/Subcommand.h"

#include "core/Error.h"
#include "core/Figures.h"
#include "core/Files.h"
#include "db/EventStore.h"
#include "reports/HtmlSite.h"
#include "reports/PbnExport.h"
#include "reports/PrintedReports.h"
#include "reports/StoreSnapshot.h"
#include "reports/UsebioWriter.h"
#include "reports/WholeEvent.h"

#include <CLI/CLI.hpp>
#include <QGuiApplication>

#include <cstdlib>
#include <map>
#include <memory>
#include <ostream>
#include <sstream>

namespace overplay::app {

namespace {

struct ExportOptions {
    std::string file;
    std::string section; ///< events of more than one section: the one to print
    std::string html;
    std::string pdf;
    std::string usebio;
    std::string pbn;
    std::string paper = "a4";
    std::string include;
    std::string tableAddress; ///< cards: "http://HOST:PORT" of table scoring
};

// Whether Qt's platform for this system needs a display server that is not there: X11 and
// Wayland do; Windows's own platform draws in any session.
bool noDisplay() {
#ifdef _WIN32
    return false;
#else
    return !std::getenv("DISPLAY") && !std::getenv("WAYLAND_DISPLAY");
#endif
}

// Painting text needs a QGuiApplication. The CLI has none, so a command that paints makes
// one for its own duration, on the offscreen platform when there is no display to use.
class GuiForPainting {
public:
    GuiForPainting() {
        if (QGuiApplication::instance())
            return;
        if (!std::getenv("QT_QPA_PLATFORM") && noDisplay()) {
            qputenv("QT_QPA_PLATFORM", "offscreen");
            m_setPlatform = true;
        }
        m_app = std::make_unique<QGuiApplication>(m_argc, m_argv);
    }
    ~GuiForPainting() {
        m_app.reset();
        if (m_setPlatform)
            qunsetenv("QT_QPA_PLATFORM");
    }
    GuiForPainting(const GuiForPainting&) = delete;
    GuiForPainting& operator=(const GuiForPainting&) = delete;

private:
    int m_argc = 1;
    char m_name[13] = "overplay-cli";
    char* m_argv[2] = {m_name, nullptr};
    bool m_setPlatform = false;
    std::unique_ptr<QGuiApplication> m_app;
};

reports::Paper paperOption(const std::string& text) {
    if (text == "a4" || text == "A4")
        return reports::Paper::A4;
    if (text == "letter" || text == "Letter")
        return reports::Paper::Letter;
    throw UsageError{"--paper must be a4 or letter"};
}

/// The event as the documents see it: with more than one section, the section asked for
/// (documents are printed a section at a time).
reports::EventSnapshot readEvent(const std::string& file, const std::string& section) {
    auto store = db::EventStore::open(file, storeOptions(true));
    const auto sections = store.sections();
    if (sections.size() > 1 && section.empty())
        throw core::InputError("this event has sections " + sections.front().letter + " to " +
                               sections.back().letter + ": print one at a time with --section " +
                               sections.front().letter);
    if (!section.empty())
        store.useSection(section);
    return reports::snapshotOf(store);
}

/// Each table's table-scoring address for its guide card (and QR code): the server's base
/// address and the table's secret, as `serve` prints them.
std::map<int, std::string> tableAddresses(const std::string& file, const std::string& section,
                                          std::string base) {
    if (!base.starts_with("http://") && !base.starts_with("https://"))
        throw UsageError{"--table-address must look like http://HOST:PORT"};
    while (base.ends_with('/'))
        base.pop_back();
    auto store = db::EventStore::open(file, storeOptions(true));
    if (!section.empty())
        store.useSection(section);
    const auto secrets = store.tableSecrets();
    if (secrets.empty())
        throw core::InputError("the event has no table-scoring addresses yet: start table "
                               "scoring once (overplay-cli serve, or Event > Table scoring in "
                               "the console), then print the cards");
    std::map<int, std::string> urls;
    for (const auto& [table, secret] : secrets)
        urls[table] = base + "/t/" + std::to_string(table) + "/" + secret;
    return urls;
}

void exportOutputs(const ExportOptions& o, CliContext& context);

/// One session's part of the whole event's results (export --session N of a session of
/// several sections): its rankings alone, no outright.
void keepSession(reports::WholeEventResults& results, int session) {
    std::erase_if(results.sessions,
                  [session](const reports::SessionResults& s) { return s.number != session; });
    results.outright.reset();
}

/// export --html / --pdf of an event of several sections or sessions, when no one section is
/// asked for: the whole event (every session's rankings across its sections, the outright; the
/// site with each section's own pages in its folder), or with --session N that session's
/// sections. Returns whether it was.
bool exportWholeEvent(const ExportOptions& o, CliContext& context) {
    if (!o.section.empty() || (o.html.empty() && o.pdf.empty()))
        return false;
    const int asked = storeOptions(true).session;
    auto store = db::EventStore::open(o.file, storeOptions(true));
    if (asked != 0 ? store.sections().size() < 2 : !reports::hasSeveralParts(store))
        return false;
    if (!o.pdf.empty()) {
        GuiForPainting gui;
        reports::WholeEventResults results = reports::wholeEventResults(store);
        if (asked != 0)
            keepSession(results, asked);
        const int pages = reports::writeWholeEventPdf(results, QString::fromStdString(o.pdf),
                                                      paperOption(o.paper));
        context.out << "wrote " << o.pdf << " (" << pages << (pages == 1 ? " page" : " pages")
                    << (asked != 0 ? ": the session's results" : ": the whole event's results")
                    << "; a section's own with --section)\n";
    }
    if (!o.html.empty()) {
        reports::EventSite site = reports::readEventSite(store);
        if (asked != 0) {
            keepSession(site.results, asked);
            std::erase_if(site.parts, [asked](const reports::EventSite::Part& part) {
                return part.session != asked;
            });
        }
        const int files = reports::writeEventSite(site, o.html);
        context.out << "wrote " << o.html << "/index.html (" << files
                    << (asked != 0 ? " files: the session" : " files: the whole event")
                    << ", each section's pages in a folder of its own)\n";
    }
    return true;
}

/// "results.xml" for session 2 of several: "results-session-2.xml".
std::string sessionFileName(const std::string& path, int session) {
    const std::size_t slash = path.find_last_of('/');
    const std::size_t dot = path.find_last_of('.');
    const bool extension = dot != std::string::npos && (slash == std::string::npos || dot > slash);
    const std::string tail = "-session-" + std::to_string(session);
    return extension ? path.substr(0, dot) + tail + path.substr(dot) : path + tail;
}

/// export --usebio: every section of a session in one file (a SECTION each); an event of
/// several sessions, with no --session, one file a session (results-session-1.xml, …), as
/// the results services take a congress; --section one section alone.
void exportUsebio(const ExportOptions& o, CliContext& context) {
    auto store = db::EventStore::open(o.file, storeOptions(true));
    std::vector<int> sessions{store.sessionNumber()};
    if (storeOptions(true).session == 0 && o.section.empty())
        sessions = store.sessionNumbers();
    for (int session : sessions) {
        store.useSession(session);
        std::vector<std::string> letters;
        if (!o.section.empty())
            letters.push_back(o.section);
        else
            for (const auto& section : store.sections())
                letters.push_back(section.letter);
        std::vector<reports::UsebioSection> parts;
        for (const std::string& letter : letters) {
            store.useSection(letter);
            parts.push_back(
                {letters.size() > 1 ? store.section() : "", reports::snapshotOf(store)});
        }
        const std::string path =
            sessions.size() > 1 ? sessionFileName(o.usebio, session) : o.usebio;
        reports::writeUsebio(parts, path);
        context.out << "wrote " << path << " (USEBIO "
                    << reports::usebioVersion(parts.front().snapshot);
        if (sessions.size() > 1)
            context.out << ", session " << session << " of " << sessions.size();
        if (parts.size() > 1)
            context.out << ", sections " << parts.front().letter << " to " << parts.back().letter;
        context.out << ")\n";
    }
}

void runExport(const ExportOptions& o, CliContext& context) {
    if (o.html.empty() && o.pdf.empty() && o.usebio.empty() && o.pbn.empty())
        throw UsageError{"export needs --html DIR, --pdf FILE, --usebio FILE or --pbn FILE"};
    // Several outputs are written as one: each under a temporary name, all renamed into
    // place once every one is written. One that fails leaves nothing new, old files as they
    // were; the lines saying what was written come only then.
    core::FileBatch batch;
    std::ostringstream said;
    CliContext quiet{said, context.err};
    exportOutputs(o, quiet);
    batch.commit();
    context.out << said.str();
}

void exportOutputs(const ExportOptions& o, CliContext& context) {
    const reports::Paper paper = paperOption(o.paper);
    if (!exportWholeEvent(o, context) && (!o.pdf.empty() || !o.html.empty())) {
        const reports::EventSnapshot snapshot = readEvent(o.file, o.section);
        if (!o.pdf.empty()) {
            GuiForPainting gui;
            const int pages = reports::writePrintedPdf(snapshot, reports::resultParts(),
                                                       QString::fromStdString(o.pdf), paper);
            context.out << "wrote " << o.pdf << " (" << pages << " pages)\n";
        }
        if (!o.html.empty()) {
            const int files = reports::writeHtmlSite(snapshot, o.html);
            context.out << "wrote " << o.html << "/index.html (" << files << " files)\n";
        }
    }
    if (!o.usebio.empty())
        exportUsebio(o, context);
    if (!o.pbn.empty()) {
        // PBN is written a section at a time.
        const reports::EventSnapshot snapshot = readEvent(o.file, o.section);
        const int boards = reports::writePbnWithResults(snapshot, o.pbn);
        context.out << "wrote " << o.pbn << " (PBN with the results of "
                    << core::countText(boards, "board") << ")\n";
    }
}

bool isForTheTables(reports::PrintedPart part) {
    using reports::PrintedPart;
    return part == PrintedPart::TableCards || part == PrintedPart::PairCards ||
           part == PrintedPart::BlankTravellers || part == PrintedPart::PickupSlips;
}

void runCards(const ExportOptions& o, CliContext& context) {
    const reports::Paper paper = paperOption(o.paper);
    std::vector<reports::PrintedPart> parts = reports::cardParts();
    if (!o.include.empty()) {
        parts.clear();
        std::size_t start = 0;
        while (start <= o.include.size()) {
            std::size_t comma = o.include.find(',', start);
            std::string name = o.include.substr(
                start, comma == std::string::npos ? std::string::npos : comma - start);
            // `cards` prints what goes to the tables before play; the parts that carry the
            // hands or the results come with `export --pdf` once the boards are played.
            auto part = reports::parsePrintedPart(name);
            if (!part || !isForTheTables(*part))
                throw UsageError{"--include takes table-cards, pair-cards, blank-travellers, "
                                 "pickup-slips (hand records, travellers, score cards and "
                                 "rankings: export --pdf)"};
            parts.push_back(*part);
            if (comma == std::string::npos)
                break;
            start = comma + 1;
        }
    }
    reports::EventSnapshot snapshot = readEvent(o.file, o.section);
    if (!o.tableAddress.empty())
        snapshot.tableUrls = tableAddresses(o.file, o.section, o.tableAddress);
    GuiForPainting gui;
    const int pages =
        reports::writePrintedPdf(snapshot, parts, QString::fromStdString(o.pdf), paper);
    context.out << "wrote " << o.pdf << " (" << pages << " pages)\n";
}

} // namespace

void addExportCommands(CLI::App& app, CliContext& context) {
    {
        auto [exportCommand, options] =
            addSubcommand(app, "export", "publish the results: PDF, a web site, USEBIO XML, PBN",
                          context, runExport);
        exportCommand->add_option("EVENT", options->file, "the event file")->required();
        exportCommand->add_option("--html", options->html, "folder for the static web site");
        exportCommand->add_option("--pdf", options->pdf,
                                  "PDF of rankings, travellers, score cards and hand records");
        exportCommand->add_option("--usebio", options->usebio, "USEBIO 1.2 XML file");
        exportCommand->add_option("--pbn", options->pbn, "PBN file with hand records and results");
        exportCommand->add_option("--paper", options->paper, "a4 (default) or letter");
        exportCommand->add_option("--section", options->section,
                                  "the section to publish; without it (and without --session) an "
                                  "event of several sections or sessions is published whole: "
                                  "--html its site, --pdf its overall and outright results");
    }
    auto [cardsCommand, options] = addSubcommand(
        app, "cards", "print table guide cards and pair movement cards", context, runCards);
    cardsCommand->add_option("EVENT", options->file, "the event file")->required();
    cardsCommand->add_option("--pdf", options->pdf, "the PDF to write")->required();
    cardsCommand->add_option("--paper", options->paper, "a4 (default) or letter");
    cardsCommand->add_option("--section", options->section,
                             "the section to print (an event of more than one section)");
    cardsCommand->add_option("--include", options->include,
                             "parts, comma-separated: table-cards, pair-cards, blank-travellers, "
                             "pickup-slips (default table-cards,pair-cards)");
    cardsCommand->add_option("--table-address", options->tableAddress,
                             "table scoring's http://HOST:PORT: each guide card gets its "
                             "table's address and QR code");
}

} // namespace overplay::app
