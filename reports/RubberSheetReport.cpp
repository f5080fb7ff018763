// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/RubberSheetReport.h"

#include "reports/Format.h"

#include <algorithm>

namespace overplay::reports {

namespace {

std::string cell(int points) {
    return points == 0 ? std::string() : std::to_string(points);
}

std::string lawsName(core::AuctionLaws laws) {
    return laws == core::AuctionLaws::Foster ? "Foster's laws (Whist Club of New York)"
                                             : "Portland and Bath Clubs' laws (1908)";
}

/// The result under the totals: the rubber's winner and by how much, or that it goes on.
std::string resultLine(const core::RubberSheet& sheet) {
    if (sheet.winner.empty())
        return "The rubber is not finished.";
    if (sheet.game == core::RubberGame::Auction) {
        const auto w = static_cast<std::size_t>(
            std::find(sheet.columns.begin(), sheet.columns.end(), sheet.winner) -
            sheet.columns.begin());
        return htmlEscape(sheet.winner) + " win the rubber by " +
               std::to_string(sheet.settlement[w]) + ".";
    }
    // Foster's Three-Hand Auction, Law 15: each wins from or loses to each other the
    // difference of their totals.
    std::string text = htmlEscape(sheet.winner) + " wins the rubber. Settlement:";
    for (std::size_t c = 0; c < sheet.columns.size(); ++c)
        text += " " + htmlEscape(sheet.columns[c]) + " " + (sheet.settlement[c] > 0 ? "+" : "") +
                std::to_string(sheet.settlement[c]);
    return text;
}

} // namespace

std::string rubberSheetHtml(const core::RubberSheet& sheet, const std::string& title) {
    const std::size_t columns = sheet.columns.size();
    const std::string span = std::to_string(4 + 2 * columns);
    std::string html = "<p style=\"font-size: 14pt;\"><b>" + htmlEscape(title) + "</b></p>";
    html += "<p>" +
            std::string(sheet.game == core::RubberGame::Auction ? "Auction bridge"
                                                                : "Three-hand auction") +
            ", " + lawsName(sheet.laws) + "</p>";
    html += "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" "
            "style=\"border-collapse: collapse; border-color: #888888;\">";
    html += "<tr bgcolor=\"#d8d8d8\"><th rowspan=\"2\">Deal</th><th rowspan=\"2\">By</th>"
            "<th rowspan=\"2\">Contract</th><th rowspan=\"2\">Tricks</th>";
    for (const std::string& c : sheet.columns)
        html += "<th colspan=\"2\">" + htmlEscape(c) + "</th>";
    html += "</tr><tr bgcolor=\"#d8d8d8\">";
    for (std::size_t c = 0; c < columns; ++c)
        html += "<th>below</th><th>above</th>";
    html += "</tr>";
    for (const core::RubberSheetRow& row : sheet.rows) {
        html += "<tr><td align=\"right\">" + std::to_string(row.deal) + "</td><td>" +
                htmlEscape(row.declarer) + "</td><td>" + htmlEscape(row.contract) +
                "</td><td align=\"right\">" + std::to_string(row.tricks) + "</td>";
        for (std::size_t c = 0; c < columns; ++c)
            html += "<td align=\"right\">" + cell(row.below[c]) + "</td><td align=\"right\">" +
                    cell(row.above[c]) + "</td>";
        html += "</tr>";
        // The line drawn under a game: both sides start the next from love.
        if (!row.game.empty())
            html += "<tr bgcolor=\"#eeeeee\"><td colspan=\"" + span +
                    "\" align=\"center\"><i>game to " + htmlEscape(row.game) + "</i></td></tr>";
    }
    const auto totals = [&](const std::string& what, const std::vector<int>& values) {
        html += "<tr><td colspan=\"4\"><b>" + what + "</b></td>";
        for (std::size_t c = 0; c < columns; ++c)
            html +=
                "<td colspan=\"2\" align=\"right\"><b>" + std::to_string(values[c]) + "</b></td>";
        html += "</tr>";
    };
    totals("Below the line", sheet.below);
    totals(sheet.game == core::RubberGame::Auction ? "Above the line" : "Above (games too)",
           sheet.above);
    totals("Total", sheet.total);
    html += "</table>";
    html += "<p><b>" + resultLine(sheet) + "</b></p>";
    return html;
}

std::string rubberSheetPage(const core::RubberSheet& sheet, const std::string& title) {
    return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>" +
           htmlEscape(title) +
           "</title>\n<style>body { font-family: sans-serif; margin: 2em; } td, th { padding: "
           "0.3em 0.6em; } @media print { body { margin: 0; } }</style>\n</head><body>\n" +
           rubberSheetHtml(sheet, title) + "\n</body></html>\n";
}

} // namespace overplay::reports
