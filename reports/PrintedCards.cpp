// SPDX-License-Identifier: GPL-3.0-or-later
// The cards a director puts on the tables and hands the pairs: where each table's pairs and
// boards go round by round, and each pair's own way through a Howell.
#include "reports/PrintedHtml.h"

namespace overplay::reports::printed {

// --- Table guide cards ------------------------------------------------------------------

/// The dashed line a director cuts a sheet of cards along.
std::string cutLine() {
    return "<p align=\"center\" style=\"font-size: 8pt; color: #777777; margin: 6px 0;\">"
           "\u2702 - - - - - - - - - - - - - - - - cut here - - - - - - - - - - - - - - - -</p>";
}

/// "7 rounds of 4 boards"; a movement whose rounds are played in two halves, "5 rounds of
/// 2 × 3 boards".
std::string roundsAndBoardsText(const movements::Movement& m) {
    const int rounds = m.realRounds();
    const bool halves = rounds != static_cast<int>(m.rounds.size());
    return core::countText(rounds, "round") + " of " + (halves ? "2 \u00d7 " : "") +
           std::to_string(m.boardsPerRound) + " boards";
}

void addTableCards(const EventSnapshot& s, PrintedDocument& doc) {
    const auto& m = s.movement;
    bool first = true;
    for (const auto& card : movements::tableGuideCards(m)) {
        // As many cards to a sheet as fit whole, a cut line between two cards on one sheet.
        std::string html = first ? std::string() : cutLine();
        html += "<div style=\"font-size: 11pt;\">";
        // Header: the table number large, and room on the right for table scoring's QR code.
        html += "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr><td valign=\"top\">";
        html += "<p style=\"font-size: 28pt; font-weight: bold; margin: 0;\">Table " +
                std::to_string(card.table) + "</p>";
        html += "<p style=\"font-size: 10pt; margin-top: 4px;\">" + esc(eventTitle(s)) + "<br/>" +
                esc(m.name) + " \u00b7 " + roundsAndBoardsText(m) + "</p>";
        html += "</td><td width=\"150\" align=\"right\" valign=\"top\">";
        auto url = s.tableUrls.find(card.table);
        if (url != s.tableUrls.end() && !url->second.empty()) {
            const std::string name = "qr-table-" + std::to_string(card.table);
            doc.addImage(name, qrCodeImage(url->second, 4));
            html += "<img src=\"" + name + "\" width=\"130\" height=\"130\"/><br/>" +
                    "<span style=\"font-size: 7pt;\">Enter scores at<br/>" + esc(url->second) +
                    "</span>";
        } else {
            html += "&nbsp;";
        }
        html += "</td></tr></table>";

        // Every column's share fixed: left to itself Qt gave the names the room and broke the
        // headers and "15 EW → T2 E-W". Headers 9pt, the rows' large type is for the table.
        html += std::string(gridTable) + "<tr bgcolor=\"#e6e6e6\" style=\"font-size: 9pt;\">" +
                th("Round", "center", 8) + th("N-S", "center", 16) + th("E-W", "center", 16) +
                th("Boards", "center", 11) + th("Boards go to", "center", 14) +
                th("Pairs go to", "center", 20) + th("Notes", "center", 15) + "</tr>";
        for (const auto& row : card.lines) {
            std::vector<std::string> notes;
            // An arrow-switched round: the pairs keep their seats and turn the boards round.
            // The movement holds the swapped pairs (TableRound::switched); the card shows them
            // where they sit, so it says one thing: stay, and play the other cards.
            if (row.switched)
                notes.push_back("<b>Arrow switch</b>: stay in your seats; N-S plays the E-W "
                                "cards, E-W the N-S cards");
            if (!row.sharedWith.empty()) {
                std::string tables;
                for (int t : row.sharedWith)
                    tables += (tables.empty() ? "" : ", ") + std::to_string(t);
                notes.push_back("Share boards with table " + tables);
            }
            if (row.set == 0)
                notes.push_back("No boards this round");
            std::string nsCell, ewCell, nextPairs;
            if (m.isIndividual()) {
                nsCell = seatedPlayers(s, row, 0, 2);
                ewCell = seatedPlayers(s, row, 1, 3);
            } else {
                const bool seated = !row.switched; // seated as the cards are held
                nsCell = entryCell(s, seated ? row.ns : row.ew);
                ewCell = entryCell(s, seated ? row.ew : row.ns);
                std::string a = seated ? nextPlaceHtml(s, row.ns, row.nsNext)
                                       : nextPlaceHtml(s, row.ew, row.ewNext);
                std::string b = seated ? nextPlaceHtml(s, row.ew, row.ewNext)
                                       : nextPlaceHtml(s, row.ns, row.nsNext);
                nextPairs = a + (a.empty() || b.empty() ? "" : "<br/>") + b;
            }
            std::string notesText;
            for (const auto& n : notes)
                notesText += (notesText.empty() ? "" : "<br/>") + n;
            const auto boardsNextHtml = [](const movements::BoardsNext& next) {
                const std::string text = esc(next.text);
                return text.rfind("table", 0) == 0 ? "<b>" + text + "</b>" : text;
            };
            // A round in two halves: its second set, with the same pairs, below the first.
            std::string boards = "<span style=\"font-size: 13pt;\"><b>" +
                                 boardsText(row.firstBoard, row.lastBoard) + "</b></span>";
            std::string boardsNext = boardsNextHtml(row.boardsNext);
            for (const movements::ThenSet& then : row.thenSets) {
                boards += "<br/>then <span style=\"font-size: 13pt;\"><b>" +
                          boardsText(then.firstBoard, then.lastBoard) + "</b></span>";
                boardsNext += "<br/>" + boardsNextHtml(then.boardsNext);
                if (then.switched)
                    notesText += std::string(notesText.empty() ? "" : "<br/>") +
                                 "<b>Arrow switch</b> for the second set: stay in your seats "
                                 "and play the other cards";
            }
            html += "<tr>" +
                    td("<span style=\"font-size: 13pt;\"><b>" + std::to_string(row.round) +
                       "</b></span>") +
                    td(nsCell) + td(ewCell) + tdNoWrap(boards) + td(boardsNext) +
                    tdNoWrap(nextPairs, "left") +
                    td("<span style=\"font-size: 9pt;\">" + notesText + "</span>", "left") +
                    "</tr>";
        }
        html += "</table>";
        // Sitouts of each round and the movement's own notes for the director.
        std::string sitouts;
        for (const auto& round : m.rounds)
            if (!round.sitout.empty()) {
                std::string who;
                for (int e : round.sitout)
                    who += (who.empty() ? "" : ", ") + entryLabel(s, e);
                if (!round.samePlacesAsBefore) // a round in two halves: said once
                    sitouts +=
                        "Round " + std::to_string(m.realRoundOf(round.number)) + ": " + who + ". ";
            }
        if (!sitouts.empty())
            html += "<p><b>Sitting out</b> \u2014 " + sitouts + "</p>";
        for (const auto& note : m.notes)
            html += "<p>" + esc(note) + "</p>";
        html += "<p style=\"font-size: 8pt; color: #444444;\">North keeps this card at the table, "
                "checks the boards at the start of each round and passes them on at its end.</p>";
        html += "</div>";
        if (first)
            doc.addPage(html);
        else
            doc.addFlow(html);
        first = false;
    }
}

// --- Pair movement cards (Howell's indicator cards) ---------------------------------------

std::string pairCardHtml(const EventSnapshot& s, const movements::PairCard& card) {
    const bool individual = s.movement.isIndividual();
    EntryInfo info = s.entry(card.pair);
    std::string html = "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                       "style=\"border-color: #777777;\">";
    html += "<tr bgcolor=\"#d8d8d8\"><td colspan=\"5\"><span style=\"font-size: 14pt;\"><b>" +
            std::string(individual ? "Player " : "Pair ") + esc(info.shownLabel()) + "</b></span>" +
            (info.names().empty() ? "" : "&nbsp;&nbsp;" + esc(info.names())) + "</td></tr>";
    html += std::string(headRow) + th("Round") + th("Table") + th("Seat") +
            th(individual ? "Partner" : "Against") + th("Boards") + "</tr>";
    for (const auto& row : card.lines) {
        if (row.table == 0) {
            html += "<tr>" + td(std::to_string(row.round)) +
                    "<td colspan=\"4\" align=\"center\"><i>sit out</i></td></tr>";
            continue;
        }
        // An arrow switch seats the pair where it always sits; it plays the other cards.
        const bool switched = switchedAt(s.movement, row.movementRound, row.table);
        const std::string sits = !switched          ? row.seat
                                 : row.seat == "NS" ? std::string("EW")
                                 : row.seat == "EW" ? std::string("NS")
                                                    : row.seat;
        std::string seat = "<b>" + seatText(sits) + "</b>";
        if (switched)
            seat += " \u21c4";
        const int other = individual ? row.partner : row.opponents;
        std::string boards = boardsText(row.firstBoard, row.lastBoard);
        for (const movements::ThenSet& then : row.thenSets)
            boards += " then " + boardsText(then.firstBoard, then.lastBoard);
        html +=
            "<tr>" + td(std::to_string(row.round)) +
            td("<span style=\"font-size: 12pt;\"><b>" + std::to_string(row.table) + "</b></span>") +
            td(seat) + td(other ? entryLabel(s, other) : "") + tdNoWrap(boards) + "</tr>";
    }
    html += "</table>";
    return html;
}

void addPairCards(const EventSnapshot& s, PrintedDocument& doc) {
    const auto cards = movements::pairCards(s.movement);
    // Two cards side by side; each row of two is kept whole and the rows fill the page, so
    // the shorter Letter page takes fewer rows instead of splitting a card.
    // The arrow-switch mark is explained only where some round has one.
    const bool switches = std::any_of(
        s.movement.rounds.begin(), s.movement.rounds.end(), [](const movements::Round& round) {
            return std::any_of(round.tables.begin(), round.tables.end(),
                               [](const movements::TableRound& t) { return t.switched; });
        });
    doc.addPage(heading("Pair movement cards",
                        esc(eventTitle(s)) + " \u00b7 " + esc(s.movement.name) +
                            (switches ? " \u00b7 \u21c4 = arrow switch: stay in that seat and "
                                        "play the other direction's cards"
                                      : ""),
                        12));
    for (std::size_t i = 0; i < cards.size(); i += 2) {
        std::string html =
            "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
            "<td width=\"49%\" valign=\"top\">" +
            pairCardHtml(s, cards[i]) +
            "</td><td width=\"2%\"></td><td width=\"49%\" valign=\"top\">" +
            (i + 1 < cards.size() ? pairCardHtml(s, cards[i + 1]) : std::string("&nbsp;")) +
            "</td></tr></table>";
        doc.addFlow(html);
    }
}

} // namespace overplay::reports::printed
