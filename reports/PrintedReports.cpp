// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/PrintedReports.h"

#include "core/Figures.h"

#include "core/Error.h"
#include "movements/BoardPlacements.h"
#include "movements/GuideCard.h"
#include "reports/Format.h"
#include "reports/QrCode.h"
#include "reports/Views.h"

#include <algorithm>
#include <map>

namespace overplay::reports {

namespace {

// Qt's rich text knows no CSS classes in tables, so every style here is inline or an HTML
// attribute (border, cellpadding, bgcolor), which QTextDocument honours.
const char* const gridTable =
    "<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\" "
    "style=\"border-color: #777777;\">";
const char* const headRow = "<tr bgcolor=\"#e6e6e6\">";

std::string esc(const std::string& text) {
    return htmlEscape(text);
}

// A header cell. Qt's rich text honours nowrap on a td (not on a th) and otherwise breaks a
// word that does not fit anywhere ("Board|s", "Boards go t|o"), so a header is a bold nowrap
// td in the grey header row; `percent` > 0 fixes its column's share of the table.
std::string th(const std::string& text, const char* align = "center", int percent = 0) {
    return std::string("<td nowrap=\"nowrap\" align=\"") + align + "\"" +
           (percent > 0 ? " width=\"" + std::to_string(percent) + "%\"" : "") + "><b>" + text +
           "</b></td>";
}
std::string td(const std::string& text, const char* align = "center") {
    return std::string("<td align=\"") + align + "\">" + text + "</td>";
}
// A cell whose text must stay on one line (board ranges, scores).
std::string tdNoWrap(const std::string& text, const char* align = "center") {
    return std::string("<td nowrap=\"nowrap\" align=\"") + align + "\">" + text + "</td>";
}

/// The provisional mark of result pages while results are missing, else "".
std::string provisionalNote(const EventSnapshot& s) {
    const std::string text = provisionalText(countResults(s));
    return text.empty() ? std::string()
                        : "<p style=\"color: #a00000; font-weight: bold;\">" + esc(text) + "</p>";
}

std::string heading(const std::string& title, const std::string& subtitle, int size = 16) {
    return "<p style=\"font-size: " + std::to_string(size) + "pt; font-weight: bold; " +
           "margin-bottom: 2px;\">" + title + "</p><p style=\"color: #444444; margin-top: 0;\">" +
           subtitle + "</p>";
}

std::string boardsText(int first, int last) {
    if (first == 0)
        return "\u2014";
    return first == last ? std::to_string(first)
                         : std::to_string(first) + "\u2013" + std::to_string(last);
}

std::string entryLabel(const EventSnapshot& s, int entry) {
    return entry == 0 ? std::string("\u2014") : esc(s.entry(entry).shownLabel());
}

// A pair number in bold with the players' names small beneath it.
std::string entryCell(const EventSnapshot& s, int entry) {
    if (entry == 0)
        return "<i>sit out</i>";
    EntryInfo info = s.entry(entry);
    std::string cell = "<b>" + esc(info.shownLabel()) + "</b>";
    if (!info.names().empty())
        cell +=
            "<br/><span style=\"font-size: 7pt; color: #444444;\">" + esc(info.names()) + "</span>";
    return cell;
}

std::string seatedPlayers(const EventSnapshot& s, const movements::TableGuideLine& row, int a,
                          int b) {
    static const char* seats = "NESW";
    std::string out;
    for (int i : {a, b})
        if (i < static_cast<int>(row.players.size()))
            out += std::string(out.empty() ? "" : " ") + seats[i] + "&nbsp;<b>" +
                   entryLabel(s, row.players[static_cast<std::size_t>(i)]) + "</b>";
    return out;
}

// "NS" → "N-S" as a card prints it; individual seats stay as they are.
std::string seatText(const std::string& seat) {
    if (seat == "NS")
        return "N-S";
    if (seat == "EW")
        return "E-W";
    return seat;
}

std::string nextPlaceHtml(const EventSnapshot& s, int entry, const movements::NextPlace& next) {
    if (entry == 0 || next.text.empty() || next.round == 0)
        return "";
    std::string where = next.table == 0
                            ? std::string("sit out")
                            : "T" + std::to_string(next.table) + " " + seatText(next.seat);
    return "<b>" + entryLabel(s, entry) + "</b>&nbsp;\u2192&nbsp;" + where;
}

bool switchedAt(const movements::Movement& m, int round, int table) {
    for (const auto& r : m.rounds)
        if (r.number == round)
            for (const auto& t : r.tables)
                if (t.table == table)
                    return t.switched;
    return false;
}

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

// --- Travellers -----------------------------------------------------------------------

/// Whether a board's heading may show what the analysis says of the hand: never on what goes
/// to the tables before play, since a par contract tells the players the deal's lie.
enum class ShowPar { No, Yes };

std::string boardHeader(const EventSnapshot& s, int number, int size, ShowPar showPar) {
    const BoardInfo* info = s.board(number);
    core::Seat dealer = info ? info->dealer : core::Seat::North;
    core::Vulnerability vul = info ? info->vulnerability : core::Vulnerability::None;
    std::string text = "<p style=\"font-size: " + std::to_string(size) +
                       "pt; margin-bottom: 2px;\"><b>Board " + std::to_string(number) +
                       "</b>&nbsp;&nbsp;<span style=\"font-size: 9pt;\">Dealer " + seatName(dealer);
    // Whist knows no vulnerability and no contract to be par, but its trump slip travels with
    // the board and is noted on the score sheets (Foster's Duplicate Whist); before play a
    // blank to write it in. Duplicate auction: no vulnerability and no Law 77 par.
    if (s.isWhist())
        return text + " \u00b7 Trumps " +
               (info && info->trump ? trumpSymbolText(*info->trump) : std::string("______")) +
               "</span></p>";
    if (!s.hasVulnerabilityAndPar())
        return text + "</span></p>";
    text += " \u00b7 Vulnerable " + vulnerabilityLabel(vul);
    if (info && showPar == ShowPar::Yes) {
        std::string par = parHtml(*info, true);
        if (!par.empty())
            text += " \u00b7 Par " + par;
    }
    return text + "</span></p>";
}

std::string blankTravellerHtml(const EventSnapshot& s, int board) {
    // The blank traveller goes into the board's wallet before play: nothing of the hand.
    std::string html = boardHeader(s, board, 14, ShowPar::No);
    // Whist: each side writes the tricks it took; the comparison is worked out afterwards.
    const std::vector<std::string> columns =
        s.isWhist() ? std::vector<std::string>{"Tricks N-S", "Tricks E-W"}
                    : std::vector<std::string>{"Contract",
                                               "By",
                                               "Lead",
                                               "Tricks",
                                               "N-S +",
                                               "N-S \u2212",
                                               pointsLabel(s.method) + " N-S",
                                               pointsLabel(s.method) + " E-W"};
    html += std::string(gridTable) + headRow + th("Rnd") + th("N-S") + th("E-W");
    for (const auto& column : columns)
        html += th(column);
    html += "</tr>";
    for (const auto& play : playsOfBoard(s.movement, board)) {
        html += "<tr>" + td(std::to_string(s.movement.realRoundOf(play.round))) +
                td("<b>" + entryLabel(s, play.ns) + "</b>") +
                td("<b>" + entryLabel(s, play.ew) + "</b>");
        for (std::size_t i = 0; i < columns.size(); ++i)
            html += "<td height=\"24\">&nbsp;</td>";
        html += "</tr>";
    }
    return html + "</table>";
}

void addBlankTravellers(const EventSnapshot& s, PrintedDocument& doc) {
    // Travellers follow one another, as many to a page as fit whole.
    for (int b = 1; b <= s.movement.boards(); ++b) {
        if (b == 1)
            doc.addPage(blankTravellerHtml(s, b));
        else
            doc.addFlow(blankTravellerHtml(s, b));
    }
}

std::string slipHtml(const EventSnapshot& s, int round, const movements::TableRound& t) {
    const auto& m = s.movement;
    std::string html = "<table border=\"1\" cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                       "style=\"border-color: #777777;\">";
    html += "<tr bgcolor=\"#d8d8d8\"><td colspan=\"" + std::to_string(s.isWhist() ? 3 : 7) +
            "\"><b>Table " + std::to_string(t.table) + " \u00b7 Round " + std::to_string(round) +
            "</b>&nbsp;&nbsp; N-S <b>" + entryLabel(s, t.ns) + "</b> v E-W <b>" +
            entryLabel(s, t.ew) + "</b></td></tr>";
    const int blanks = s.isWhist() ? 2 : 6;
    html += std::string(headRow) + th("Board") +
            (s.isWhist() ? th("Tricks N-S") + th("Tricks E-W")
                         : th("Contract") + th("By") + th("Lead") + th("Tricks") + th("N-S +") +
                               th("N-S \u2212")) +
            "</tr>";
    for (int b : movements::boardsAt(m, t)) {
        html += "<tr>" + td("<b>" + std::to_string(b) + "</b>");
        for (int i = 0; i < blanks; ++i)
            html += "<td height=\"22\">&nbsp;</td>";
        html += "</tr>";
    }
    html += "<tr><td colspan=\"" + std::to_string(blanks + 1) +
            "\" height=\"22\"><span style=\"font-size: 7pt;\">Checked by "
            "E-W:</span></td></tr></table>";
    return html;
}

void addPickupSlips(const EventSnapshot& s, PrintedDocument& doc) {
    std::vector<std::pair<int, movements::TableRound>> slips;
    for (const auto& round : s.movement.rounds)
        for (const auto& t : round.tables)
            if (t.set > 0 && s.movement.boardsPerRound > 0)
                slips.emplace_back(round.number, t);
    // Rows of two slips, as many rows to a page as fit whole: the page is cut into slips.
    for (std::size_t i = 0; i < slips.size(); i += 2) {
        std::string html = "<table width=\"100%\" cellspacing=\"0\" cellpadding=\"0\"><tr>"
                           "<td width=\"48%\" valign=\"top\">" +
                           slipHtml(s, slips[i].first, slips[i].second) +
                           "</td><td width=\"4%\"></td><td width=\"48%\" valign=\"top\">";
        if (i + 1 < slips.size())
            html += slipHtml(s, slips[i + 1].first, slips[i + 1].second);
        html += "</td></tr></table>";
        if (i == 0)
            doc.addPage(html);
        else
            doc.addFlow(html);
    }
}

/// A traveller's lines as the director reads them off the slips: in North-South pair order.
std::vector<const core::ScoredLine*> linesInPairOrder(const core::BoardResult& board) {
    std::vector<const core::ScoredLine*> lines;
    for (const auto& scored : board.lines)
        lines.push_back(&scored);
    std::stable_sort(lines.begin(), lines.end(), [](const auto* a, const auto* b) {
        return a->line.ns != b->line.ns ? a->line.ns < b->line.ns : a->line.ew < b->line.ew;
    });
    return lines;
}

/// The decimals both points columns of a traveller share.
int travellerDecimals(const core::BoardResult& board) {
    std::vector<double> points;
    for (const auto& scored : board.lines) {
        points.push_back(scored.nsPoints);
        points.push_back(scored.ewPoints);
    }
    return columnDecimals(points);
}

/// A whist traveller: the tricks each side took, and each side's gain or loss against the
/// others who held its cards (Foster's Duplicate Whist: above the average is plus).
std::string whistTravellerHtml(const EventSnapshot& s, const core::BoardResult& board) {
    std::string html = boardHeader(s, board.board, 12, ShowPar::Yes);
    html += std::string(gridTable) + headRow + th("N-S") + th("E-W") + th("Tricks N-S") +
            th("Tricks E-W") + th("N-S \u00b1") + th("E-W \u00b1") + "</tr>";
    const int decimals = travellerDecimals(board);
    for (const auto* scored : linesInPairOrder(board)) {
        const auto& line = scored->line;
        html += "<tr>" + td("<b>" + entryLabel(s, line.ns) + "</b>") +
                td("<b>" + entryLabel(s, line.ew) + "</b>") + td(whistTricksText(line, true)) +
                td(whistTricksText(line, false)) +
                td(pointsText(scored->nsPoints, decimals), "right") +
                td(pointsText(scored->ewPoints, decimals), "right") + "</tr>";
    }
    return html + "</table>";
}

std::string filledTravellerHtml(const EventSnapshot& s, const core::BoardResult& board) {
    if (s.isWhist())
        return whistTravellerHtml(s, board);
    std::string html = boardHeader(s, board.board, 12, ShowPar::Yes);
    const std::string pts = pointsLabel(s.method);
    html += std::string(gridTable) + headRow + th("N-S") + th("E-W") + th("Contract") + th("By") +
            th("Lead") + th("Result") + th("N-S +") + th("N-S \u2212") + th(pts + " N-S") +
            th(pts + " E-W") + "</tr>";
    const int decimals = travellerDecimals(board);
    for (const auto* scored : linesInPairOrder(board)) {
        const auto& line = scored->line;
        std::string plus, minus;
        if (scored->nsScore) {
            if (*scored->nsScore >= 0)
                plus = std::to_string(*scored->nsScore);
            else
                minus = std::to_string(-*scored->nsScore);
        }
        html += "<tr>" + td("<b>" + entryLabel(s, line.ns) + "</b>") +
                td("<b>" + entryLabel(s, line.ew) + "</b>") + td(lineContractHtml(line, true)) +
                td(lineDeclarerText(line)) + td(line.lead ? cardHtml(*line.lead, true) : "") +
                td(lineResultText(line)) + td(plus, "right") + td(minus, "right") +
                td(pointsText(scored->nsPoints, decimals), "right") +
                td(pointsText(scored->ewPoints, decimals), "right") + "</tr>";
    }
    return html + "</table>";
}

void addTravellers(const EventSnapshot& s, PrintedDocument& doc) {
    if (!s.result || s.result->boards.empty()) {
        doc.addPage(heading("Travellers", "No results have been entered yet."));
        return;
    }
    doc.addPage(heading("Travellers", esc(eventTitle(s))) + provisionalNote(s));
    for (const auto& board : s.result->boards)
        doc.addFlow(filledTravellerHtml(s, board));
}

// --- Personal score cards ---------------------------------------------------------------

/// Whom the entry met on a board: the opponents' pair, or in an individual the partner and
/// both opponents ("with 5 v 1 & 7").
std::string againstText(const EventSnapshot& s, const EntryLine& e) {
    if (s.movement.isIndividual() && e.partner > 0)
        return "with " + entryLabel(s, e.partner) + " v " + entryLabel(s, e.opponents.first) +
               " &amp; " + entryLabel(s, e.opponents.second);
    return entryLabel(s, e.opponent);
}

std::string scoreCardHtml(const EventSnapshot& s, int entry) {
    EntryInfo info = s.entry(entry);
    std::string direction;
    // Teams rank the team, not the pair: the card names the team and gives its place.
    const int ranked = s.isTeams() ? teamOfPair(s, entry) : entry;
    const core::RankingRow* rank = rankingOf(s, ranked, &direction);
    std::string title = (s.movement.isIndividual() ? "Player " : "Pair ") + esc(info.shownLabel());
    if (!info.names().empty())
        title += " \u2014 " + esc(info.names());
    std::string summary;
    if (s.isTeams())
        summary = esc(rankedName(s, ranked)) + (rank ? " \u00b7 " : "");
    if (rank) {
        const std::string label = rankingPointsLabel(s);
        summary += "Place " + esc(rank->rank) + (direction.empty() ? "" : " " + direction) +
                   " \u00b7 " + pointsText(rank->score) + " " + label;
        if (s.isMatchpointed())
            summary += " \u00b7 " + percentText(rank->percent) + "%";
    }
    std::string html = "<p style=\"font-size: 12pt; margin-bottom: 1px;\"><b>" + title +
                       "</b></p><p style=\"margin-top: 0;\">" + summary + "</p>";
    const std::string pts = pointsLabel(s.method);
    html += std::string(gridTable) + headRow + th("Board") + th("Rnd") + th("Dir") + th("Against") +
            (s.isWhist()
                 ? th("Tricks") + th("\u00b1")
                 : th("Contract") + th("By") + th("Lead") + th("Result") + th("Score") + th(pts)) +
            "</tr>";
    double total = 0;
    const std::vector<EntryLine> lines = linesOfEntry(s, entry);
    std::vector<double> points;
    for (const auto& e : lines)
        points.push_back(e.points);
    const int decimals = columnDecimals(points);
    for (const auto& e : lines) {
        const auto& line = e.scored->line;
        total += e.points;
        if (s.isWhist()) {
            html += "<tr>" + td("<b>" + std::to_string(e.board) + "</b>") +
                    td(line.round ? std::to_string(s.movement.realRoundOf(line.round)) : "") +
                    td(e.northSouth ? "N-S" : "E-W") + td(againstText(s, e)) +
                    td(whistTricksText(line, e.northSouth)) +
                    td(pointsText(e.points, decimals), "right") + "</tr>";
            continue;
        }
        html += "<tr>" + td("<b>" + std::to_string(e.board) + "</b>") +
                td(line.round ? std::to_string(s.movement.realRoundOf(line.round)) : "") +
                td(e.northSouth ? "N-S" : "E-W") + td(againstText(s, e)) +
                td(lineContractHtml(line, true)) + td(lineDeclarerText(line)) +
                td(line.lead ? cardHtml(*line.lead, true) : "") + td(lineResultText(line)) +
                td(e.score ? std::to_string(*e.score) : "", "right") +
                td(pointsText(e.points, decimals), "right") + "</tr>";
    }
    html += "<tr><td colspan=\"" + std::to_string(s.isWhist() ? 5 : 9) +
            "\" align=\"right\"><b>Total</b></td>" +
            td("<b>" + pointsText(total) + "</b>", "right") + "</tr></table>";
    return html;
}

void addScoreCards(const EventSnapshot& s, PrintedDocument& doc) {
    if (!s.result) {
        doc.addPage(heading("Score cards", "No results have been entered yet."));
        return;
    }
    // As many cards to a page as fit whole.
    for (int entry = 1; entry <= s.movement.pairs; ++entry) {
        if (entry == 1)
            doc.addPage(scoreCardHtml(s, entry));
        else
            doc.addFlow(scoreCardHtml(s, entry));
    }
}

// --- Hand records -------------------------------------------------------------------------

std::string handHtml(const core::Hand& hand) {
    std::string html;
    for (core::Suit suit :
         {core::Suit::Spades, core::Suit::Hearts, core::Suit::Diamonds, core::Suit::Clubs})
        html += (html.empty() ? "" : "<br/>") + suitHtml(suit, true) + "&nbsp;" +
                holdingText(hand, suit);
    return "<span style=\"white-space: nowrap; font-size: 9pt;\">" + html + "</span>";
}

std::string doubleDummyHtml(const core::TrickTable& table) {
    // Levels makeable (tricks − 6), the way hand records print them; "–" when none.
    std::string html = "<table border=\"1\" cellspacing=\"0\" cellpadding=\"1\" "
                       "style=\"border-color: #999999; font-size: "
                       "8pt;\"><tr bgcolor=\"#eeeeee\"><td></td>";
    for (core::Strain strain : {core::Strain::NoTrump, core::Strain::Spades, core::Strain::Hearts,
                                core::Strain::Diamonds, core::Strain::Clubs})
        html += "<td align=\"center\" width=\"22\">" +
                (strain == core::Strain::NoTrump
                     ? std::string("NT")
                     : suitHtml(static_cast<core::Suit>(static_cast<int>(strain)), true)) +
                "</td>";
    html += "</tr>";
    for (core::Seat seat :
         {core::Seat::North, core::Seat::South, core::Seat::East, core::Seat::West}) {
        html +=
            "<tr><td align=\"center\"><b>" + std::string(1, core::seatLetter(seat)) + "</b></td>";
        for (core::Strain strain :
             {core::Strain::NoTrump, core::Strain::Spades, core::Strain::Hearts,
              core::Strain::Diamonds, core::Strain::Clubs}) {
            int tricks = table.at(strain, seat);
            html += "<td align=\"center\">" +
                    (tricks > 6 ? std::to_string(tricks - 6) : std::string("\u2013")) + "</td>";
        }
        html += "</tr>";
    }
    return html + "</table>";
}

std::string handRecordHtml(const EventSnapshot& s, const BoardInfo& board) {
    std::string html = "<table cellspacing=\"0\" cellpadding=\"3\" width=\"100%\" "
                       "style=\"font-size: 9pt;\">";
    html += "<tr><td width=\"33%\" valign=\"top\"><b><span style=\"font-size: 13pt;\">Board " +
            std::to_string(board.number) + "</span></b><br/>Dealer " + seatName(board.dealer) +
            (s.hasVulnerabilityAndPar() ? "<br/>Vul " + vulnerabilityLabel(board.vulnerability)
                                        : std::string()) +
            (s.isWhist() && board.trump ? "<br/>Trumps " + trumpSymbolText(*board.trump)
                                        : std::string()) +
            "</td>";
    html += "<td width=\"34%\" valign=\"top\">" +
            (board.deal ? handHtml((*board.deal)[core::Seat::North]) : "") +
            "</td><td width=\"33%\"></td></tr>";
    html += "<tr><td valign=\"middle\">" +
            (board.deal ? handHtml((*board.deal)[core::Seat::West]) : "") +
            "</td><td align=\"center\" valign=\"middle\"><table border=\"1\" cellspacing=\"0\" "
            "cellpadding=\"2\" style=\"border-color: #999999;\"><tr><td align=\"center\" "
            "style=\"font-size: 7pt;\">&nbsp;N&nbsp;<br/>W&nbsp;&nbsp;&nbsp;E<br/>S</td></tr>"
            "</table></td><td valign=\"middle\">" +
            (board.deal ? handHtml((*board.deal)[core::Seat::East]) : "") + "</td></tr>";
    html += "<tr><td></td><td valign=\"top\">" +
            (board.deal ? handHtml((*board.deal)[core::Seat::South]) : "") + "</td><td></td></tr>";
    // Whist has no contract: no double-dummy table, no par.
    if (s.isWhist())
        return html + "</table>";
    // The double-dummy table and par under the diagram, across its width, so the three hand
    // columns stay as wide as the hands need.
    html += "<tr><td colspan=\"3\"><table cellspacing=\"0\" cellpadding=\"0\" "
            "width=\"100%\"><tr><td valign=\"top\">";
    if (board.doubleDummy)
        html += doubleDummyHtml(board.doubleDummy->table);
    html += "</td><td valign=\"top\" style=\"font-size: 8pt;\">";
    std::string par = s.hasVulnerabilityAndPar() ? parHtml(board, true) : std::string();
    if (!par.empty())
        html += "<b>Par</b> " + par;
    html += "</td></tr></table></td></tr></table>";
    return html;
}

void addHandRecords(const EventSnapshot& s, PrintedDocument& doc) {
    std::vector<const BoardInfo*> boards;
    for (const auto& b : s.boards)
        if (b.deal)
            boards.push_back(&b);
    if (boards.empty()) {
        doc.addPage(heading("Hand records", "No hand records are stored for this event."));
        return;
    }
    constexpr std::size_t perPage = 6; // two columns, three rows
    for (std::size_t first = 0; first < boards.size(); first += perPage) {
        std::string html = "<p style=\"font-size: 11pt;\"><b>Hand records</b> \u00b7 " +
                           esc(eventTitle(s)) + "</p>";
        html += "<table width=\"100%\" border=\"1\" cellspacing=\"0\" cellpadding=\"10\" "
                "style=\"border-color: #bbbbbb;\">";
        for (std::size_t i = first; i < std::min(boards.size(), first + perPage); i += 2) {
            html += "<tr><td width=\"50%\" valign=\"top\">" + handRecordHtml(s, *boards[i]) +
                    "</td><td width=\"50%\" valign=\"top\">";
            if (i + 1 < boards.size() && i + 1 < first + perPage)
                html += handRecordHtml(s, *boards[i + 1]);
            html += "</td></tr>";
        }
        html += "</table>";
        doc.addPage(html);
    }
}

// --- Rankings -----------------------------------------------------------------------------

// Teams: each match, by round: each side's IMPs (or tricks) won, board-a-match points, what
// they were worth and the winner; then the running table.
std::string matchesHtml(const EventSnapshot& s) {
    const bool bam = s.method == core::ScoringMethod::BoardAMatch;
    const std::string points = s.method == core::ScoringMethod::TeamImps ? "IMPs"
                               : bam                                     ? "Boards won"
                                                                         : "Tricks";
    const std::string worth = rankingPointsLabel(s);
    std::string html = "<p style=\"font-size: 14pt; margin-top: 12px;\"><b>Matches</b></p>";
    html += std::string(gridTable) + headRow + th("Round") + th("Teams", "left") + th(points) +
            (bam ? "" : th(worth)) + th("Boards") + th("Winner", "left") + "</tr>";
    for (const auto& match : teamMatches(s)) {
        html +=
            "<tr>" + td(match.round ? std::to_string(match.round) : "") +
            td(esc(rankedName(s, match.teamA)) + " v " + esc(rankedName(s, match.teamB)), "left") +
            tdNoWrap(pointsText(match.wonA) + " \u2013 " + pointsText(match.wonB)) +
            (bam ? ""
                 : tdNoWrap("<b>" + pointsText(match.vpA, 2) + " \u2013 " +
                            pointsText(match.vpB, 2) + "</b>")) +
            td(std::to_string(match.boards)) +
            td(match.winner == 0 ? std::string("tie") : esc(rankedName(s, match.winner)), "left") +
            "</tr>";
    }
    html += "</table>";
    const auto running = runningTable(s);
    if (running.size() > 1) {
        html += "<p style=\"font-size: 14pt; margin-top: 12px;\"><b>Running table</b></p>";
        html += std::string(gridTable) + headRow + th("Team", "left");
        for (const auto& r : running)
            html += th("Round " + std::to_string(r.round));
        html += "</tr>";
        const int decimals = runningTableDecimals(running);
        for (const auto& [team, total] : running.back().totals) {
            html += "<tr>" + td(esc(rankedName(s, team)), "left");
            for (const auto& r : running)
                html += td(pointsText(r.totals.at(team), decimals), "right");
            html += "</tr>";
        }
        html += "</table>";
    }
    return html;
}

/// "Top 4 on each board · average 24 over 12 boards": what a matchpointed ranking's scores are
/// out of, as a director reads it out. Empty for other methods, or with no board scored.
std::string topAndAverageText(const EventSnapshot& s) {
    if (!s.isMatchpointed() || !s.result || s.result->boards.empty())
        return {};
    double low = s.result->boards.front().top, high = low;
    for (const auto& board : s.result->boards) {
        low = std::min(low, board.top);
        high = std::max(high, board.top);
    }
    if (high <= 0)
        return {};
    if (low != high)
        return "Tops " + pointsText(low) + "\u2013" + pointsText(high) + " a board";
    // The boards most pairs played: the average is half the top on each of them.
    std::map<int, int> pairsWith;
    for (const auto& ranking : s.result->rankings)
        for (const auto& row : ranking.rows)
            ++pairsWith[row.boards];
    const int boards =
        std::max_element(pairsWith.begin(), pairsWith.end(), [](const auto& a, const auto& b) {
            return a.second < b.second;
        })->first;
    return "Top " + pointsText(high) + " on each board \u00b7 average " +
           pointsText(high * boards / 2.0) + " over " + std::to_string(boards) + " boards";
}

void addRankings(const EventSnapshot& s, PrintedDocument& doc) {
    std::string html = heading("Results",
                               esc(eventTitle(s)) + " \u00b7 " + esc(s.movement.name) + " \u00b7 " +
                                   methodLabel(s.method),
                               20) +
                       provisionalNote(s);
    if (!s.result || s.result->rankings.empty()) {
        doc.addPage(html + "<p>No results have been entered yet.</p>");
        return;
    }
    const bool teams = s.isTeams();
    const bool imps = s.method == core::ScoringMethod::TeamImps;
    const std::string pts = rankingPointsLabel(s);
    // Master points: a column of each entry's award when the event awards them.
    const bool awarding = s.masterPointScale != core::MasterPointScale::None;
    const auto awardOf = [&](int entry) {
        const auto award = s.masterPoints.find(entry);
        return award == s.masterPoints.end() ? std::string()
                                             : core::awardText(s.masterPointScale, award->second);
    };
    for (const std::string& sentence : core::settingsSentences(s.settings, s.method))
        html += "<p>" + esc(sentence) + "</p>";
    if (const std::string top = topAndAverageText(s); !top.empty())
        html += "<p>" + top + "</p>";
    // A stratified event's strata follow, each ranked among its own entries.
    std::vector<std::pair<std::string, const core::Ranking*>> shown;
    for (const auto& ranking : s.result->rankings)
        shown.emplace_back(fieldName(ranking.direction), &ranking);
    for (const auto& stratum : s.strata)
        shown.emplace_back(stratumHeading(stratum), &stratum.ranking);
    for (const auto& [field, shownRanking] : shown) {
        const core::Ranking& ranking = *shownRanking;
        if (!field.empty())
            html += "<p style=\"font-size: 14pt; margin-top: 12px;\"><b>" + field + "</b></p>";
        html += std::string(gridTable) + headRow + th("Place") +
                th(teams                       ? "Team"
                   : s.movement.isIndividual() ? "Player"
                                               : "Pair") +
                th("Names", "left") + th(pts) + (imps ? th("IMPs") : "") +
                (s.isMatchpointed() ? th("%") : "") + th("Boards") + (awarding ? th("MP") : "") +
                "</tr>";
        std::vector<double> scores, tiebreaks;
        for (const auto& row : ranking.rows) {
            scores.push_back(row.score);
            tiebreaks.push_back(row.tiebreak);
        }
        const int scoreDecimals = s.settings.decimals.value_or(columnDecimals(scores));
        const int tiebreakDecimals = columnDecimals(tiebreaks);
        for (const auto& row : ranking.rows) {
            std::string names = esc(rankedName(s, row.entry));
            if (teams) {
                const std::string members = teamMembers(s, row.entry);
                names = "<b>" + names + "</b>" +
                        (members.empty()
                             ? ""
                             : "<br/><span style=\"font-size: 7pt;\">" + esc(members) + "</span>");
            }
            html +=
                "<tr>" + td("<b>" + esc(row.rank) + "</b>") +
                td(teams ? std::to_string(row.entry) : entryLabel(s, row.entry)) +
                td(names, "left") +
                td(pointsText(row.score, scoreDecimals) + (row.penalty != 0 ? " P" : ""), "right") +
                (imps ? td(pointsText(row.tiebreak, tiebreakDecimals), "right") : "") +
                (s.isMatchpointed() ? td(percentText(row.percent), "right") : "") +
                td(std::to_string(row.boards)) + (awarding ? td(awardOf(row.entry), "right") : "") +
                "</tr>";
        }
        html += "</table>";
        // A score lowered by a procedural penalty says so, and by how much, under its table.
        std::string penalised;
        for (const auto& row : ranking.rows)
            if (row.penalty != 0)
                penalised += (penalised.empty() ? "" : ", ") +
                             (teams ? std::to_string(row.entry) : entryLabel(s, row.entry)) + " " +
                             pointsText(row.penalty);
        if (!penalised.empty())
            html += "<p>P: procedural penalty taken off that score only: " + penalised + ".</p>";
    }
    if (awarding) {
        // What the MP column is, and why an entry has none where the rules say so.
        html += "<p>MP: master points, " + esc(core::masterPointScaleText(s.masterPointScale)) +
                ", each player.</p>";
        for (const std::string& note : s.masterPointNotes)
            html += "<p>" + esc(note) + "</p>";
    }
    if (teams && !s.result->matches.empty())
        html += matchesHtml(s);
    doc.addPage(html);
}

} // namespace

std::vector<PrintedPart> cardParts() {
    return {PrintedPart::TableCards, PrintedPart::PairCards};
}

std::vector<PrintedPart> resultParts() {
    return {PrintedPart::Rankings, PrintedPart::Travellers, PrintedPart::ScoreCards,
            PrintedPart::HandRecords};
}

namespace {
const std::pair<PrintedPart, const char*> partNames[] = {
    {PrintedPart::TableCards, "table-cards"},
    {PrintedPart::PairCards, "pair-cards"},
    {PrintedPart::BlankTravellers, "blank-travellers"},
    {PrintedPart::PickupSlips, "pickup-slips"},
    {PrintedPart::Rankings, "rankings"},
    {PrintedPart::Travellers, "travellers"},
    {PrintedPart::ScoreCards, "score-cards"},
    {PrintedPart::HandRecords, "hand-records"},
};
} // namespace

std::string printedPartName(PrintedPart part) {
    for (const auto& [p, name] : partNames)
        if (p == part)
            return name;
    return "";
}

std::optional<PrintedPart> parsePrintedPart(std::string_view name) {
    for (const auto& [p, n] : partNames)
        if (name == n)
            return p;
    return std::nullopt;
}

PrintedDocument printedDocument(const EventSnapshot& s, const std::vector<PrintedPart>& parts,
                                Paper paper) {
    PrintedDocument doc(eventTitle(s), paper);
    for (PrintedPart part : parts) {
        switch (part) {
        case PrintedPart::TableCards:
            addTableCards(s, doc);
            break;
        case PrintedPart::PairCards:
            addPairCards(s, doc);
            break;
        case PrintedPart::BlankTravellers:
            addBlankTravellers(s, doc);
            break;
        case PrintedPart::PickupSlips:
            addPickupSlips(s, doc);
            break;
        case PrintedPart::Rankings:
            addRankings(s, doc);
            break;
        case PrintedPart::Travellers:
            addTravellers(s, doc);
            break;
        case PrintedPart::ScoreCards:
            addScoreCards(s, doc);
            break;
        case PrintedPart::HandRecords:
            addHandRecords(s, doc);
            break;
        }
    }
    return doc;
}

int writePrintedPdf(const EventSnapshot& s, const std::vector<PrintedPart>& parts,
                    const QString& path, Paper paper) {
    return printedDocument(s, parts, paper).writePdf(path);
}

} // namespace overplay::reports
