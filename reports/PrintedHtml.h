// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every printed report is written with: Qt's rich text (tables, cells, headings) and the
// words a card and a sheet share. Internal to reports/ (PrintedReports.cpp, PrintedCards.cpp).

#include "core/Error.h"
#include "core/Figures.h"
#include "movements/BoardPlacements.h"
#include "movements/GuideCard.h"
#include "reports/EventSnapshot.h"
#include "reports/Format.h"
#include "reports/PrintedDocument.h"
#include "reports/QrCode.h"
#include "reports/Views.h"
#include <algorithm>
#include <map>
#include <string>

namespace overplay::reports::printed {

// Qt's rich text knows no CSS classes in tables, so every style here is inline or an HTML
// attribute (border, cellpadding, bgcolor), which QTextDocument honours.
inline const char* const gridTable =
    "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\" "
    "style=\"border-color: #777777;\">";
inline const char* const headRow = "<tr bgcolor=\"#e6e6e6\">";

inline std::string esc(const std::string& text) {
    return htmlEscape(text);
}

// A header cell. Qt's rich text honours nowrap on a td (not on a th) and otherwise breaks a
// word that does not fit anywhere ("Board|s", "Boards go t|o"), so a header is a bold nowrap
// td in the grey header row; `percent` > 0 fixes its column's share of the table.
inline std::string th(const std::string& text, const char* align = "center", int percent = 0) {
    return std::string("<td nowrap=\"nowrap\" align=\"") + align + "\"" +
           (percent > 0 ? " width=\"" + std::to_string(percent) + "%\"" : "") + "><b>" + text +
           "</b></td>";
}
inline std::string td(const std::string& text, const char* align = "center") {
    return std::string("<td align=\"") + align + "\">" + text + "</td>";
}
// A cell whose text must stay on one line (board ranges, scores).
inline std::string tdNoWrap(const std::string& text, const char* align = "center") {
    return std::string("<td nowrap=\"nowrap\" align=\"") + align + "\">" + text + "</td>";
}

/// The provisional mark of result pages while results are missing, else "".
inline std::string provisionalNote(const EventSnapshot& s) {
    const std::string text = provisionalText(countResults(s));
    return text.empty() ? std::string()
                        : "<p style=\"color: #a00000; font-weight: bold;\">" + esc(text) + "</p>";
}

inline std::string heading(const std::string& title, const std::string& subtitle, int size = 16) {
    return "<p style=\"font-size: " + std::to_string(size) + "pt; font-weight: bold; " +
           "margin-bottom: 2px;\">" + title + "</p><p style=\"color: #444444; margin-top: 0;\">" +
           subtitle + "</p>";
}

inline std::string boardsText(int first, int last) {
    if (first == 0)
        return "\u2014";
    return first == last ? std::to_string(first)
                         : std::to_string(first) + "\u2013" + std::to_string(last);
}

inline std::string entryLabel(const EventSnapshot& s, int entry) {
    return entry == 0 ? std::string("\u2014") : esc(s.entry(entry).shownLabel());
}

// A pair number in bold with the players' names small beneath it.
inline std::string entryCell(const EventSnapshot& s, int entry) {
    if (entry == 0)
        return "<i>sit out</i>";
    EntryInfo info = s.entry(entry);
    std::string cell = "<b>" + esc(info.shownLabel()) + "</b>";
    if (!info.names().empty())
        cell +=
            "<br/><span style=\"font-size: 7pt; color: #444444;\">" + esc(info.names()) + "</span>";
    return cell;
}

inline std::string seatedPlayers(const EventSnapshot& s, const movements::TableGuideLine& row,
                                 int a, int b) {
    static const char* seats = "NESW";
    std::string out;
    for (int i : {a, b})
        if (i < static_cast<int>(row.players.size()))
            out += std::string(out.empty() ? "" : " ") + seats[i] + "&nbsp;<b>" +
                   entryLabel(s, row.players[static_cast<std::size_t>(i)]) + "</b>";
    return out;
}

// "NS" → "N-S" as a card prints it; individual seats stay as they are.
inline std::string seatText(const std::string& seat) {
    if (seat == "NS")
        return "N-S";
    if (seat == "EW")
        return "E-W";
    return seat;
}

inline std::string nextPlaceHtml(const EventSnapshot& s, int entry,
                                 const movements::NextPlace& next) {
    if (entry == 0 || next.text.empty() || next.round == 0)
        return "";
    std::string where = next.table == 0
                            ? std::string("sit out")
                            : "T" + std::to_string(next.table) + " " + seatText(next.seat);
    return "<b>" + entryLabel(s, entry) + "</b>&nbsp;\u2192&nbsp;" + where;
}

inline bool switchedAt(const movements::Movement& m, int round, int table) {
    for (const auto& r : m.rounds)
        if (r.number == round)
            for (const auto& t : r.tables)
                if (t.table == table)
                    return t.switched;
    return false;
}

/// The table guide cards, one a table, and the pairs' movement cards (PrintedCards.cpp).
void addTableCards(const EventSnapshot& s, PrintedDocument& doc);
void addPairCards(const EventSnapshot& s, PrintedDocument& doc);

} // namespace overplay::reports::printed
