// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/LadderReport.h"

#include "core/Ranking.h"
#include "core/Text.h"
#include "reports/Format.h"

#include <algorithm>
#include <sstream>

namespace overplay::reports {

namespace {

/// The member number as printed: none for a visitor or a member without one (the roster
/// keys those by an internal "#n" that no person should see).
std::string shownNumber(const core::LadderRow& row) {
    return row.member.rfind('#', 0) == 0 ? std::string() : row.member;
}

std::string heading(const LadderTitle& t) {
    return t.club.empty() ? std::string("Club ladder") : t.club + " ladder";
}

std::string subheading(const LadderTitle& t) {
    std::string text = t.season.empty() ? "Every recorded event" : t.season;
    text += ": " + std::to_string(t.events) + (t.events == 1 ? " event" : " events");
    text += t.best > 0 ? ", the best " + std::to_string(t.best) + " percentages count"
                       : ", every percentage counts";
    return text;
}

std::string totalHeader(const LadderTitle& t) {
    return t.best > 0 ? "Best " + std::to_string(t.best) : "Total";
}

} // namespace

SeasonLadder seasonLadder(const db::Roster& roster, const std::string& from, const std::string& to,
                          int best) {
    core::requireValidDate(from);
    core::requireValidDate(to);
    SeasonLadder out;
    out.rows = core::clubLadder(roster.ladderScores(from, to), {best});
    out.title.club = roster.club().name;
    out.title.events = static_cast<int>(roster.events(from, to).size());
    out.title.best = best;
    if (!from.empty() || !to.empty())
        out.title.season = (from.empty() ? "up" : "from " + from) +
                           (to.empty() ? std::string(" on") : " to " + to);
    return out;
}

std::string ladderHtml(const std::vector<core::LadderRow>& rows, const LadderTitle& title) {
    std::string html = "<p style=\"font-size: 14pt;\"><b>" + htmlEscape(heading(title)) +
                       "</b></p><p>" + htmlEscape(subheading(title)) + "</p>";
    if (rows.empty())
        return html + "<p>No results recorded yet.</p>";
    html += "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
            "style=\"border-collapse: collapse; border-color: #888888;\">"
            "<tr bgcolor=\"#d8d8d8\"><th>Place</th><th>Member</th><th>Number</th>"
            "<th>Events</th><th>Average %</th><th>" +
            htmlEscape(totalHeader(title)) + "</th></tr>";
    for (const core::LadderRow& row : rows)
        html += "<tr><td align=\"right\">" + htmlEscape(row.rank) + "</td><td>" +
                htmlEscape(row.name) + "</td><td>" + htmlEscape(shownNumber(row)) +
                "</td><td align=\"right\">" + std::to_string(row.events) +
                "</td><td align=\"right\">" + core::percentText(row.average) +
                "</td><td align=\"right\">" + core::percentText(row.bestTotal) + "</td></tr>";
    return html + "</table>";
}

std::string ladderPage(const std::vector<core::LadderRow>& rows, const LadderTitle& title) {
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>" +
           htmlEscape(heading(title)) +
           "</title>\n<style>body { font-family: sans-serif; margin: 2em; } td, th { padding: "
           "0.3em 0.6em; } @media print { body { margin: 0; } }</style>\n</head><body>\n" +
           ladderHtml(rows, title) + "\n</body></html>\n";
}

std::string ladderText(const std::vector<core::LadderRow>& rows, const LadderTitle& title) {
    std::ostringstream out;
    out << heading(title) << "\n" << subheading(title) << "\n";
    if (rows.empty()) {
        out << "No results recorded yet.\n";
        return out.str();
    }
    std::size_t width = 6;
    for (const core::LadderRow& row : rows)
        width = std::max(width, row.name.size());
    const auto pad = [](std::string text, std::size_t n) {
        if (text.size() < n)
            text.append(n - text.size(), ' ');
        return text;
    };
    const auto right = [](std::string text, std::size_t n) {
        if (text.size() < n)
            text.insert(0, n - text.size(), ' ');
        return text;
    };
    out << pad("Place", 6) << pad("Member", width + 2) << pad("Number", 10) << right("Events", 6)
        << right("Average", 9) << right(totalHeader(title), 9) << "\n";
    for (const core::LadderRow& row : rows)
        out << pad(row.rank, 6) << pad(row.name, width + 2) << pad(shownNumber(row), 10)
            << right(std::to_string(row.events), 6) << right(core::percentText(row.average), 9)
            << right(core::percentText(row.bestTotal), 9) << "\n";
    return out.str();
}

} // namespace overplay::reports
