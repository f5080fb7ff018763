// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/WholeEvent.h"

#include "core/Error.h"
#include "core/Files.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"
#include "reports/Format.h"
#include "reports/PrintedDocument.h"
#include "reports/RankingView.h"
#include "reports/StoreSnapshot.h"
#include "reports/TextFile.h"
#include "reports/Views.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <optional>

namespace overplay::reports {

namespace {

std::string esc(const std::string& text) {
    return htmlEscape(text);
}

/// Puts the store's session and section in use back however the reading ends.
class KeepInUse {
public:
    explicit KeepInUse(db::EventStore& store)
        : m_store(store), m_session(store.sessionNumber()), m_section(store.section()) {}
    ~KeepInUse() {
        try {
            m_store.useSession(m_session);
            m_store.useSection(m_section);
        } catch (...) { // it was in use a moment ago; nothing better to do in a destructor
        }
    }
    KeepInUse(const KeepInUse&) = delete;
    KeepInUse& operator=(const KeepInUse&) = delete;

private:
    db::EventStore& m_store;
    int m_session;
    std::string m_section;
};

/// "Section B", or with the name it plays under "Section B (Seaford BC)".
std::string sectionTitle(const std::string& letter, const std::string& name) {
    return "Section " + letter + (name.empty() ? "" : " (" + name + ")");
}

std::string sectionTitle(const movements::Section& section) {
    return sectionTitle(section.letter, section.name);
}

/// The session in use, `ranked` as the event is scored, each ranking with its heading.
SessionResults sessionResults(const db::EventStore& store, const db::SectionsRanking& ranked) {
    const RankingView view = rankingView(store, ranked);
    SessionResults out;
    out.number = store.sessionNumber();
    out.acrossField = ranked.acrossField;
    for (const movements::Section& section : ranked.sections) {
        out.sections.push_back(section.letter);
        out.sectionNames.push_back(section.name);
    }
    out.entered = static_cast<int>(view.entered);
    out.expected = static_cast<int>(view.expected);
    const auto shown = [&](const RankingViewTable& table, std::string title) {
        ShownRanking r{std::move(title), {}};
        for (const RankingViewRow& row : table.rows)
            r.rows.push_back({row.rank, row.label, row.names, row.club, row.score, row.percent});
        return r;
    };
    // Across the field, the field's overall rankings; within sections, each section's. A
    // stratified event's strata follow each.
    const bool overall = !view.overall.empty();
    const auto& rankings = overall ? view.overall : view.fields;
    for (std::size_t i = 0; i < rankings.size(); ++i) {
        const RankingViewTable& ranking = rankings[i];
        const std::string title = overall ? std::string("Overall")
                                  : ranked.sections.size() > 1
                                      ? sectionTitle(ranked.sections[*ranking.section])
                                      : std::string();
        const std::string field = fieldName(ranking.direction);
        const std::string heading = title.empty()   ? (field.empty() ? "Rankings" : field)
                                    : field.empty() ? title
                                                    : title + " " + field;
        out.rankings.push_back(shown(ranking, heading));
        for (const RankingViewTable& stratum : view.strata)
            if (stratum.source == i)
                out.rankings.push_back(shown(
                    stratum, (title.empty() ? "" : title + ", ") +
                                 stratumHeading({*stratum.stratum, {stratum.direction, {}}})));
    }
    return out;
}

std::string tableStart() {
    return "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\">\n";
}

std::string rankingHtml(const ShownRanking& ranking, bool matchpointed, const std::string& what) {
    std::vector<double> scores;
    for (const ShownRow& row : ranking.rows)
        scores.push_back(row.score);
    const int decimals = columnDecimals(scores);
    // Across the field of a simultaneous pairs, each pair's club: its section's name. A
    // ranking of one section has its club in its title.
    const bool clubs =
        std::any_of(ranking.rows.begin(), ranking.rows.end(),
                    [&](const ShownRow& row) { return row.club != ranking.rows.front().club; });
    std::string html = "<h3>" + esc(ranking.title) + "</h3>\n" + tableStart() +
                       "<tr><th>Place</th><th>" + what +
                       "</th><th class=\"name\" align=\"left\">Names</th>" +
                       (clubs ? "<th class=\"name\" align=\"left\">Club</th>" : "") +
                       "<th>Score</th>" + (matchpointed ? "<th>%</th>" : "") + "</tr>\n";
    for (const ShownRow& row : ranking.rows)
        html +=
            "<tr><td>" + esc(row.rank) + "</td><td>" + esc(row.label) + "</td><td class=\"name\">" +
            esc(row.names) + (clubs ? "</td><td class=\"name\">" + esc(row.club) : std::string()) +
            "</td><td class=\"num\" align=\"right\">" + pointsText(row.score, decimals) + "</td>" +
            (matchpointed
                 ? "<td class=\"num\" align=\"right\">" + percentText(row.percent) + "</td>"
                 : "") +
            "</tr>\n";
    return html + "</table>\n";
}

std::string outrightHtml(const db::OutrightRanking& outright) {
    const bool byPercent = outright.by == db::OutrightBy::Percentage;
    const bool carried = std::any_of(outright.rows.begin(), outright.rows.end(),
                                     [](const db::OutrightRow& r) { return r.carry != 0; });
    std::string html =
        "<h2 id=\"outright\">Outright</h2>\n<p class=\"sub\">" +
        std::string(byPercent ? "Each session's percentage, averaged"
                              : "Each session's matchpoints, added up") +
        (carried ? ", with the carry-forward" : "") +
        "; those who played the most sessions (the finalists) first.</p>\n" + tableStart() +
        "<tr><th>Place</th><th class=\"name\" align=\"left\">Names</th><th>Pair</th>";
    for (int s : outright.sessions)
        html += "<th>Session " + std::to_string(s) + "</th>";
    html += std::string(carried ? "<th>Carried</th>" : "") + "<th>Total</th></tr>\n";
    const auto number = [&](double value) {
        return byPercent ? percentText(value) : pointsText(value, 2);
    };
    for (const db::OutrightRow& row : outright.rows) {
        html += "<tr><td>" + esc(row.rank) + "</td><td class=\"name\">" + esc(row.names) +
                "</td><td>" + esc(row.label) + "</td>";
        for (const auto& score : row.sessions)
            html += "<td class=\"num\" align=\"right\">" + (score ? number(*score) : "\u2014") +
                    "</td>";
        if (carried)
            html += "<td class=\"num\" align=\"right\">" + pointsText(row.carry, 2) + "</td>";
        html += "<td class=\"num\" align=\"right\"><b>" + number(row.total) + "</b></td></tr>\n";
    }
    return html + "</table>\n";
}

/// A part's folder in the whole event's site.
std::string partFolder(int session, const std::string& section, bool sessions, bool sections) {
    std::string folder;
    if (sessions)
        folder = "session-" + std::to_string(session);
    if (sections)
        folder += (folder.empty() ? "" : "/") + std::string("section-") + section;
    return folder;
}

} // namespace

bool hasSeveralParts(const db::EventStore& store) {
    return store.sessionNumbers().size() > 1 || store.sections().size() > 1;
}

namespace {

/// wholeEventResults, handing each session's ranking to `alsoEach` with the session in use.
using EachSession = std::function<void(const SessionResults&, const db::SectionsRanking&)>;

WholeEventResults resultsOf(db::EventStore& store, db::OutrightBy by, const EachSession& alsoEach) {
    WholeEventResults out;
    const db::EventInfo info = store.info();
    out.eventName = info.name;
    out.final = !info.finalAt.empty();
    out.matchpointed = info.scoring == core::ScoringMethod::MatchpointsEbu ||
                       info.scoring == core::ScoringMethod::MatchpointsAcbl;
    const KeepInUse keep(store);
    const std::vector<int> sessions = store.sessionNumbers();
    for (int number : sessions) {
        store.useSession(number);
        const db::SectionsRanking ranked = db::rankSections(store);
        out.sessions.push_back(sessionResults(store, ranked));
        if (alsoEach)
            alsoEach(out.sessions.back(), ranked);
    }
    if (sessions.size() > 1)
        out.outright = db::rankOutright(store, by);
    return out;
}

} // namespace

WholeEventResults wholeEventResults(db::EventStore& store, db::OutrightBy by) {
    return resultsOf(store, by, {});
}

std::string wholeEventHtml(const WholeEventResults& results, const PartLink& linkOf) {
    std::string html =
        "<h1>" + esc(results.eventName.empty() ? "Results" : results.eventName) + "</h1>\n";
    const bool severalSessions = results.sessions.size() > 1;
    for (const SessionResults& session : results.sessions) {
        if (severalSessions)
            html += "<h2 id=\"session-" + std::to_string(session.number) + "\">Session " +
                    std::to_string(session.number) + "</h2>\n";
        std::string about =
            session.sections.size() > 1
                ? "Sections " + session.sections.front() + " to " + session.sections.back() +
                      (session.acrossField ? ", scored across the field" : ", scored within each")
                : std::string("One section");
        // Until the director marks the results final, every ranking is provisional.
        if (!results.final || session.entered < session.expected)
            about +=
                " \u00b7 " + provisionalText({session.entered, session.expected, results.final});
        html += "<p class=\"sub\">" + esc(about) + "</p>\n";
        if (linkOf) {
            html += "<p>";
            for (std::size_t i = 0; i < session.sections.size(); ++i) {
                const std::string& letter = session.sections[i];
                const std::string href = linkOf(session.number, letter);
                const std::string what = session.sections.size() > 1
                                             ? sectionTitle(letter, i < session.sectionNames.size()
                                                                        ? session.sectionNames[i]
                                                                        : std::string())
                                             : "Session " + std::to_string(session.number);
                html += "<a href=\"" + esc(href) + "\">" + esc(what) +
                        ": travellers and score cards</a> ";
            }
            html += "</p>\n";
        }
        for (const ShownRanking& ranking : session.rankings)
            html += rankingHtml(ranking, results.matchpointed, "Pair");
    }
    if (results.outright)
        html += outrightHtml(*results.outright);
    return html;
}

EventSite readEventSite(db::EventStore& store) {
    EventSite site;
    const KeepInUse keep(store);
    // Each session ranked once for its rankings and every section's pages: across the field
    // every section's pages show the field's matchpoints (a simultaneous pairs has hundreds).
    std::map<int, bool> severalSections; // by session
    const auto parts = [&](const SessionResults& session, const db::SectionsRanking& ranked) {
        severalSections[session.number] = session.sections.size() > 1;
        std::vector<EventSnapshot> snapshots = sectionSnapshotsOf(store, ranked);
        for (std::size_t i = 0; i < snapshots.size(); ++i)
            site.parts.push_back(
                {session.number, session.sections[i], {}, std::move(snapshots[i])});
    };
    site.results = resultsOf(store, db::OutrightBy::Percentage, parts);
    const bool sessions = site.results.sessions.size() > 1;
    for (EventSite::Part& part : site.parts) {
        // Its folder, once the number of sessions is known.
        part.folder =
            partFolder(part.session, part.section, sessions, severalSections[part.session]);
        // Each folder level of the part, one step back up to the front page.
        const auto levels = std::count(part.folder.begin(), part.folder.end(), '/') + 1;
        for (long i = 0; i < levels; ++i)
            part.snapshot.wholeEventPage += "../";
        part.snapshot.wholeEventPage += "index.html";
    }
    return site;
}

int writeEventSite(const EventSite& site, const std::string& folder) {
    namespace fs = std::filesystem;
    core::FileBatch batch; // the site whole, or nothing new
    const auto make = [](const fs::path& path) {
        core::makeFolders(path.string(), "the web pages");
    };
    make(folder);
    int files = 0;
    std::string style;
    for (const EventSite::Part& part : site.parts) {
        const fs::path where = fs::path(folder) / part.folder;
        make(where);
        for (const SiteFile& file : htmlSite(part.snapshot)) {
            if (file.name == "style.css")
                style = file.content;
            writeTextFile((where / file.name).string(), file.content, "the web page");
            ++files;
        }
    }
    const auto linkOf = [&](int session, const std::string& letter) {
        for (const EventSite::Part& part : site.parts)
            if (part.session == session && part.section == letter)
                return part.folder + "/index.html";
        return std::string();
    };
    const std::string title = site.results.eventName.empty() ? "Results" : site.results.eventName;
    const std::string page =
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n<title>" +
        esc(title) + "</title>\n<link rel=\"stylesheet\" href=\"style.css\"/>\n</head>\n<body>\n" +
        wholeEventHtml(site.results, linkOf) + "<footer>" + esc(title) +
        " \u00b7 published by Overplay</footer>\n</body>\n</html>\n";
    writeTextFile((fs::path(folder) / "index.html").string(), page, "the web page");
    writeTextFile((fs::path(folder) / "style.css").string(), style, "the web page");
    batch.commit();
    return files + 2;
}

void addWholeEvent(const WholeEventResults& results, PrintedDocument& doc) {
    doc.addPage(wholeEventHtml(results));
}

int writeWholeEventPdf(const WholeEventResults& results, const QString& path, Paper paper) {
    PrintedDocument doc(results.eventName.empty() ? "Results" : results.eventName, paper);
    addWholeEvent(results, doc);
    return doc.writePdf(path);
}

} // namespace overplay::reports
