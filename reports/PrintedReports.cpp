// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/PrintedReports.h"

#include "core/Figures.h"

#include "core/Error.h"
#include "core/Words.h"
#include "movements/BoardPlacements.h"
#include "movements/GuideCard.h"
#include "reports/Format.h"
#include "reports/PrintedHtml.h"
#include "reports/QrCode.h"
#include "reports/Views.h"

#include <algorithm>
#include <map>

namespace overplay::reports {

namespace {

using namespace printed;

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

std::string scoreCardHtml(const EventSnapshot& s, int entry) {
    EntryInfo info = s.entry(entry);
    std::string title = (s.movement.isIndividual() ? "Player " : "Pair ") + esc(info.shownLabel());
    if (!info.names().empty())
        title += " \u2014 " + esc(info.names());
    const std::string summary =
        scoreCardSummaryHtml(s, entry, [&s](int team) { return esc(rankedName(s, team)); });
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
    const EntryHtml label = [&s](int opponent) { return entryLabel(s, opponent); };
    for (const auto& e : lines) {
        const auto& line = e.scored->line;
        const std::string against = againstHtml(s, e, label);
        total += e.points;
        if (s.isWhist()) {
            html += "<tr>" + td("<b>" + std::to_string(e.board) + "</b>") +
                    td(line.round ? std::to_string(s.movement.realRoundOf(line.round)) : "") +
                    td(e.northSouth ? "N-S" : "E-W") + td(against) +
                    td(whistTricksText(line, e.northSouth)) +
                    td(pointsText(e.points, decimals), "right") + "</tr>";
            continue;
        }
        html += "<tr>" + td("<b>" + std::to_string(e.board) + "</b>") +
                td(line.round ? std::to_string(s.movement.realRoundOf(line.round)) : "") +
                td(e.northSouth ? "N-S" : "E-W") + td(against) + td(lineContractHtml(line, true)) +
                td(lineDeclarerText(line)) + td(line.lead ? cardHtml(*line.lead, true) : "") +
                td(lineResultText(line)) + td(e.score ? std::to_string(*e.score) : "", "right") +
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
                td(std::to_string(row.boards)) +
                (awarding ? td(masterPointsText(s, row.entry), "right") : "") + "</tr>";
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
    for (const std::string& sentence : masterPointSentences(s))
        html += "<p>" + esc(sentence) + "</p>";
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
constexpr core::Word<PrintedPart> partNames[] = {
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
    return std::string(core::wordOf(partNames, part));
}

std::optional<PrintedPart> parsePrintedPart(std::string_view name) {
    return core::valueOfWord(partNames, name);
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
