// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/HtmlSite.h"

#include <cctype>

#include "core/Error.h"
#include "core/Files.h"
#include "reports/Format.h"
#include "reports/TextFile.h"
#include "reports/Views.h"

#include <cstdlib>
#include <filesystem>
#include <set>
#include <tuple>

namespace overplay::reports {

namespace {

std::string esc(const std::string& text) {
    return htmlEscape(text);
}

// Small on a phone, tables scroll sideways inside their box rather than the page; the print
// rules drop the navigation and keep each board's block on one page.
const char* const styleSheet = R"(/* Overplay results */
body { font-family: "DejaVu Sans", Verdana, Arial, sans-serif; margin: 0 auto; padding: 0.6em;
       max-width: 60em; color: #111; background: #fff; line-height: 1.35; }
h1 { font-size: 1.5em; margin: 0.2em 0; }
h2 { font-size: 1.2em; margin: 1em 0 0.3em; }
p.sub { color: #444; margin: 0 0 0.8em; }
nav { margin: 0.4em 0 0.8em; font-size: 0.95em; }
nav a { margin-right: 0.8em; }
a { color: #0645ad; }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; margin: 0.3em 0 0.8em; }
th, td { border: 1px solid #999; padding: 0.25em 0.45em; text-align: center;
         white-space: nowrap; font-size: 0.92em; }
th { background: #e8e8e8; }
td.name, th.name { text-align: left; white-space: normal; }
td.num { text-align: right; }
tr:target { background: #fff3b0; }
.red { color: #c00000; }
.black { color: #000; }
table.deal, table.deal td { border: none; }
table.deal td { text-align: left; vertical-align: middle; padding: 0.15em 0.8em; }
table.deal td.compass { text-align: center; }
.compass span { display: inline-block; border: 1px solid #999; padding: 0.3em 0.6em;
                font-size: 0.8em; line-height: 1.2; }
table.dd td, table.dd th { padding: 0.1em 0.4em; font-size: 0.9em; }
ul.boards { list-style: none; padding: 0; display: flex; flex-wrap: wrap; gap: 0.4em; }
ul.boards li a { display: inline-block; min-width: 2.2em; text-align: center;
                 border: 1px solid #999; padding: 0.3em; text-decoration: none; }
footer { color: #666; font-size: 0.8em; margin-top: 2em; }
p.provisional { color: #a00000; font-weight: bold; border: 1px solid #a00000;
                padding: 0.3em 0.6em; }
@media print {
  nav, footer { display: none; }
  body { max-width: none; }
  a { color: #000; text-decoration: none; }
  .board { page-break-inside: avoid; }
}
)";

/// An entry's label as it may stand in a file name or an anchor: letters and digits kept,
/// anything else ("a NS") a hyphen.
std::string labelForPath(const EventSnapshot& s, int entry) {
    std::string label = s.entry(entry).shownLabel();
    for (char& c : label)
        if (!std::isalnum(static_cast<unsigned char>(c)))
            c = '-';
    return label;
}

std::string page(const EventSnapshot& s, const std::string& title, const std::string& body) {
    std::string html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
                       "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                       "<title>" +
                       esc(title) +
                       "</title>\n<link rel=\"stylesheet\" href=\"style.css\"/>\n"
                       "</head>\n<body>\n";
    // Every page says so while results are missing: a printed or shared page may be all a
    // player sees.
    if (const std::string provisional = provisionalText(countResults(s)); !provisional.empty())
        html += "<p class=\"provisional\">" + esc(provisional) + "</p>\n";
    if (!s.wholeEventPage.empty())
        html += "<nav><a href=\"" + esc(s.wholeEventPage) + "\">The whole event</a></nav>\n";
    html += body;
    html += "<footer>" + esc(eventTitle(s)) + " \u00b7 published by Overplay</footer>\n";
    html += "</body>\n</html>\n";
    return html;
}

std::string pairLink(const EventSnapshot& s, int entry, const std::string& anchor = "") {
    if (entry == 0)
        return "\u2014";
    return "<a href=\"" + pairPageName(s, entry) + (anchor.empty() ? "" : "#" + anchor) + "\">" +
           esc(s.entry(entry).shownLabel()) + "</a>";
}

std::string teamLink(const EventSnapshot& s, int team) {
    return "<a href=\"" + teamPageName(team) + "\">" + esc(rankedName(s, team)) + "</a>";
}

std::string playersText(const EventSnapshot& s, int team) {
    std::string text;
    for (const auto& name : teamPlayers(s, team))
        text += (text.empty() ? "" : ", ") + name;
    return text;
}

/// A team event's matches: round, teams, each side's IMPs (or points) and VPs, the winner.
std::string matchesHtml(const EventSnapshot& s, int onlyTeam = 0) {
    const auto matches = teamMatches(s);
    const bool vps = s.method != core::ScoringMethod::BoardAMatch;
    const std::string points = s.method == core::ScoringMethod::BoardAMatch ? "Points"
                               : s.method == core::ScoringMethod::Whist     ? "Tricks"
                                                                            : "IMPs";
    std::string html = "<div class=\"scroll\"><table>\n<tr><th>Round</th><th class=\"name\">"
                       "Match</th><th>Boards</th><th>" +
                       points + "</th>" +
                       (vps ? "<th>" + esc(rankingPointsLabel(s)) + "</th>" : std::string()) +
                       "<th class=\"name\">Winner</th></tr>\n";
    int shown = 0;
    for (const auto& m : matches) {
        if (onlyTeam != 0 && m.teamA != onlyTeam && m.teamB != onlyTeam)
            continue;
        ++shown;
        html += "<tr><td>" + std::to_string(m.round) + "</td><td class=\"name\">" +
                teamLink(s, m.teamA) + " v " + teamLink(s, m.teamB) + "</td><td>" +
                std::to_string(m.boards) + "</td><td>" + pointsText(m.wonA) + " \u2013 " +
                pointsText(m.wonB) + "</td>" +
                (vps ? "<td>" + pointsText(m.vpA, 2) + " \u2013 " + pointsText(m.vpB, 2) + "</td>"
                     : std::string()) +
                "<td class=\"name\">" +
                (m.winner == 0 ? std::string("tie") : teamLink(s, m.winner)) + "</td></tr>\n";
    }
    if (shown == 0)
        return "<p>No matches played yet.</p>\n";
    return html + "</table></div>\n";
}

/// The running table: each team's total after each round.
std::string runningTableHtml(const EventSnapshot& s) {
    const auto running = runningTable(s);
    if (running.empty())
        return "";
    std::string html = "<h2 id=\"running\">Running table</h2>\n<div class=\"scroll\"><table>\n"
                       "<tr><th class=\"name\">Team</th>";
    for (const auto& r : running)
        html += "<th>Round " + std::to_string(r.round) + "</th>";
    html += "</tr>\n";
    const int decimals = runningTableDecimals(running);
    for (const auto& [team, total] : running.back().totals) {
        html += "<tr><td class=\"name\">" + teamLink(s, team) + "</td>";
        for (const auto& r : running)
            html += "<td class=\"num\">" + pointsText(r.totals.at(team), decimals) + "</td>";
        html += "</tr>\n";
    }
    return html + "</table></div>\n";
}

/// A traveller row's anchor: "r1NS-3EW".
std::string rowId(const EventSnapshot& s, const core::TravellerLine& line) {
    return "r" + labelForPath(s, line.ns) + "-" + labelForPath(s, line.ew);
}

std::string handCell(const core::Hand& hand) {
    std::string html;
    for (core::Suit suit :
         {core::Suit::Spades, core::Suit::Hearts, core::Suit::Diamonds, core::Suit::Clubs})
        html += (html.empty() ? "" : "<br/>") + suitHtml(suit) + " " + holdingText(hand, suit);
    return html;
}

std::string dealHtml(const BoardInfo& board) {
    if (!board.deal)
        return "<p>No hand record.</p>\n";
    const core::Deal& d = *board.deal;
    std::string html = "<table class=\"deal\">\n";
    html += "<tr><td></td><td>" + handCell(d[core::Seat::North]) + "</td><td></td></tr>\n";
    html += "<tr><td>" + handCell(d[core::Seat::West]) +
            "</td><td class=\"compass\"><span>N<br/>W \u00a0 E<br/>S</span></td><td>" +
            handCell(d[core::Seat::East]) + "</td></tr>\n";
    html += "<tr><td></td><td>" + handCell(d[core::Seat::South]) + "</td><td></td></tr>\n";
    return html + "</table>\n";
}

std::string doubleDummyHtml(const BoardInfo& board) {
    if (!board.doubleDummy)
        return "";
    const auto strains = {core::Strain::NoTrump, core::Strain::Spades, core::Strain::Hearts,
                          core::Strain::Diamonds, core::Strain::Clubs};
    std::string html =
        "<table class=\"dd\">\n<caption>Tricks double dummy</caption>\n<tr><th></th>";
    for (core::Strain strain : strains)
        html += "<th>" +
                (strain == core::Strain::NoTrump
                     ? std::string("NT")
                     : suitHtml(static_cast<core::Suit>(static_cast<int>(strain)))) +
                "</th>";
    html += "</tr>\n";
    for (core::Seat seat :
         {core::Seat::North, core::Seat::South, core::Seat::East, core::Seat::West}) {
        html += "<tr><th>" + std::string(1, core::seatLetter(seat)) + "</th>";
        for (core::Strain strain : strains)
            html += "<td>" + std::to_string(board.doubleDummy->table.at(strain, seat)) + "</td>";
        html += "</tr>\n";
    }
    html += "</table>\n";
    return html;
}

std::string navigation(const EventSnapshot& s, int board) {
    std::string html = "<nav><a href=\"index.html\">Results</a>";
    int boards = static_cast<int>(s.boards.size());
    if (board > 1 && s.board(board - 1))
        html += "<a href=\"" + boardPageName(board - 1) + "\">\u2190 Board " +
                std::to_string(board - 1) + "</a>";
    if (board > 0 && board < boards + 1 && s.board(board + 1))
        html += "<a href=\"" + boardPageName(board + 1) + "\">Board " + std::to_string(board + 1) +
                " \u2192</a>";
    return html + "</nav>\n";
}

std::string indexPage(const EventSnapshot& s) {
    std::string body = "<h1>" + esc(s.eventName.empty() ? "Results" : s.eventName) + "</h1>\n";
    body += "<p class=\"sub\">" + esc(eventTitle(s)) + " \u00b7 " + esc(s.movement.name) +
            " \u00b7 " + esc(methodLabel(s.method)) + "</p>\n";
    const bool teams = s.isTeams();
    // Master points: a column of each entry's award when the event awards them.
    const bool awarding = s.masterPointScale != core::MasterPointScale::None;
    for (const std::string& sentence : core::settingsSentences(s.settings, s.method))
        body += "<p class=\"sub\">" + esc(sentence) + "</p>\n";
    if (!s.result || s.result->rankings.empty())
        body += "<p>No results yet.</p>\n";
    else {
        // A stratified event's strata follow, each ranked among its own entries.
        std::vector<std::tuple<std::string, std::string, const core::Ranking*>> shown;
        for (const auto& ranking : s.result->rankings) {
            const std::string field = fieldName(ranking.direction);
            shown.emplace_back(ranking.direction.empty() ? std::string("all") : ranking.direction,
                               field.empty() ? "Rankings" : field, &ranking);
        }
        for (const auto& stratum : s.strata)
            shown.emplace_back("stratum-" + stratum.stratum.letter + stratum.ranking.direction,
                               stratumHeading(stratum), &stratum.ranking);
        for (const auto& [id, field, shownRanking] : shown) {
            const core::Ranking& ranking = *shownRanking;
            body += "<h2 id=\"" + id + "\">" + esc(field) +
                    "</h2>\n<div class=\"scroll\"><table>\n<tr><th>Place</th><th>" +
                    (teams                       ? "Team"
                     : s.movement.isIndividual() ? "Player"
                                                 : "Pair") +
                    "</th><th class=\"name\">" + (teams ? "Players" : "Names") + "</th><th>" +
                    esc(rankingPointsLabel(s)) + "</th>" +
                    (s.isMatchpointed() ? "<th>%</th>" : "") + (awarding ? "<th>MP</th>" : "") +
                    "</tr>\n";
            std::vector<double> scores;
            for (const auto& row : ranking.rows)
                scores.push_back(row.score);
            const int decimals = s.settings.decimals.value_or(columnDecimals(scores));
            for (const auto& row : ranking.rows) {
                body +=
                    "<tr><td>" + esc(row.rank) + "</td><td>" +
                    (teams ? teamLink(s, row.entry) : pairLink(s, row.entry)) +
                    "</td><td class=\"name\">" +
                    esc(teams ? playersText(s, row.entry) : rankedName(s, row.entry)) +
                    "</td><td class=\"num\">" + pointsText(row.score, decimals) + "</td>" +
                    (s.isMatchpointed() ? "<td class=\"num\">" + percentText(row.percent) + "</td>"
                                        : "") +
                    (awarding ? "<td class=\"num\">" + masterPointsText(s, row.entry) + "</td>"
                              : "") +
                    "</tr>\n";
            }
            body += "</table></div>\n";
        }
        for (const std::string& sentence : masterPointSentences(s))
            body += "<p>" + esc(sentence) + "</p>\n";
    }
    if (teams && s.result && !s.result->matches.empty()) {
        body += "<h2 id=\"matches\">Matches</h2>\n" + matchesHtml(s);
        body += runningTableHtml(s);
    }
    if (!s.boards.empty()) {
        body += "<h2 id=\"boards\">Boards</h2>\n<ul class=\"boards\">\n";
        for (const auto& board : s.boards)
            body += "<li><a href=\"" + boardPageName(board.number) + "\">" +
                    std::to_string(board.number) + "</a></li>\n";
        body += "</ul>\n";
    }
    if (s.movement.pairs > 0) {
        body += "<h2 id=\"cards\">Score cards</h2>\n<ul class=\"boards\">\n";
        for (int e = 1; e <= s.movement.pairs; ++e)
            body += "<li>" + pairLink(s, e) + "</li>\n";
        body += "</ul>\n";
    }
    return page(s, s.eventName.empty() ? "Results" : s.eventName, body);
}

std::string boardPage(const EventSnapshot& s, const BoardInfo& board) {
    std::string body = navigation(s, board.number);
    body += "<div class=\"board\">\n<h1>Board " + std::to_string(board.number) + "</h1>\n";
    body += "<p class=\"sub\">Dealer " + seatName(board.dealer);
    // Whist: no vulnerability, and no contract for a par or a double-dummy table to name;
    // duplicate auction: no vulnerability and no Law 77 par.
    if (s.isWhist() && board.trump)
        body += " \u00b7 Trumps " + trumpSymbolText(*board.trump);
    if (s.hasVulnerabilityAndPar()) {
        body += " \u00b7 Vulnerable " + vulnerabilityLabel(board.vulnerability);
        const std::string par = parHtml(board);
        if (!par.empty())
            body += " \u00b7 Par " + par;
    }
    body += "</p>\n" + dealHtml(board) + (s.isWhist() ? std::string() : doubleDummyHtml(board)) +
            "</div>\n";

    const core::BoardResult* result = s.boardResult(board.number);
    body += "<h2>Traveller</h2>\n";
    if (!result || result->lines.empty()) {
        body += "<p>Not played yet.</p>\n";
    } else if (s.isWhist()) {
        body += "<div class=\"scroll\"><table>\n<tr><th>N-S</th><th>E-W</th><th>Tricks N-S</th>"
                "<th>Tricks E-W</th><th>N-S \u00b1</th><th>E-W \u00b1</th></tr>\n";
        const std::string anchor = "b" + std::to_string(board.number);
        for (const auto& scored : result->lines) {
            const auto& line = scored.line;
            body += "<tr id=\"" + rowId(s, line) + "\"><td>" + pairLink(s, line.ns, anchor) +
                    "</td><td>" + pairLink(s, line.ew, anchor) + "</td><td class=\"num\">" +
                    whistTricksText(line, true) + "</td><td class=\"num\">" +
                    whistTricksText(line, false) + "</td><td class=\"num\">" +
                    pointsText(scored.nsPoints) + "</td><td class=\"num\">" +
                    pointsText(scored.ewPoints) + "</td></tr>\n";
        }
        body += "</table></div>\n";
    } else {
        const std::string pts = pointsLabel(s.method);
        body += "<div class=\"scroll\"><table>\n<tr><th>N-S</th><th>E-W</th><th>Contract</th>"
                "<th>By</th><th>Lead</th><th>Result</th><th>N-S +</th><th>N-S \u2212</th><th>" +
                pts + " N-S</th><th>" + pts + " E-W</th></tr>\n";
        const std::string anchor = "b" + std::to_string(board.number);
        for (const auto& scored : result->lines) {
            const auto& line = scored.line;
            std::string plus, minus;
            if (scored.nsScore)
                (*scored.nsScore >= 0 ? plus : minus) = std::to_string(std::abs(*scored.nsScore));
            body += "<tr id=\"" + rowId(s, line) + "\"><td>" + pairLink(s, line.ns, anchor) +
                    "</td><td>" + pairLink(s, line.ew, anchor) + "</td><td>" +
                    lineContractHtml(line) + "</td><td>" + lineDeclarerText(line) + "</td><td>" +
                    (line.lead ? cardHtml(*line.lead) : "") + "</td><td>" + lineResultText(line) +
                    "</td><td class=\"num\">" + plus + "</td><td class=\"num\">" + minus +
                    "</td><td class=\"num\">" + pointsText(scored.nsPoints) +
                    "</td><td class=\"num\">" + pointsText(scored.ewPoints) + "</td></tr>\n";
        }
        body += "</table></div>\n";
    }
    return page(s, "Board " + std::to_string(board.number) + " \u2014 " + s.eventName, body);
}

std::string pairPage(const EventSnapshot& s, int entry) {
    EntryInfo info = s.entry(entry);
    std::string body = "<nav><a href=\"index.html\">Results</a></nav>\n";
    const std::string entryWord = s.movement.isIndividual() ? "Player " : "Pair ";
    body += "<h1>" + entryWord + esc(info.shownLabel()) + "</h1>\n";
    const std::string summary =
        scoreCardSummaryHtml(s, entry, [&s](int team) { return teamLink(s, team); });
    body += "<p class=\"sub\">" + esc(info.names()) +
            (info.names().empty() || summary.empty() ? "" : " \u00b7 ") + summary + "</p>\n";
    auto lines = linesOfEntry(s, entry);
    if (lines.empty()) {
        body += "<p>No boards played yet.</p>\n";
        return page(s, entryWord + info.shownLabel(), body);
    }
    const bool whist = s.isWhist();
    body += "<div class=\"scroll\"><table>\n<tr><th>Board</th><th>Dir</th><th>Against</th>" +
            std::string(whist ? "<th>Tricks</th><th>\u00b1</th></tr>\n"
                              : "<th>Contract</th><th>By</th><th>Lead</th><th>Result</th>"
                                "<th>Score</th><th>" +
                                    pointsLabel(s.method) + "</th></tr>\n");
    const EntryHtml link = [&s](int opponent) { return pairLink(s, opponent); };
    double total = 0;
    for (const auto& e : lines) {
        const auto& line = e.scored->line;
        total += e.points;
        if (whist) {
            body += "<tr id=\"b" + std::to_string(e.board) + "\"><td><a href=\"" +
                    boardPageName(e.board) + "#" + rowId(s, line) + "\">" +
                    std::to_string(e.board) + "</a></td><td>" + (e.northSouth ? "N-S" : "E-W") +
                    "</td><td>" + againstHtml(s, e, link) + "</td><td class=\"num\">" +
                    whistTricksText(line, e.northSouth) + "</td><td class=\"num\">" +
                    pointsText(e.points) + "</td></tr>\n";
            continue;
        }
        body += "<tr id=\"b" + std::to_string(e.board) + "\"><td><a href=\"" +
                boardPageName(e.board) + "#" + rowId(s, line) + "\">" + std::to_string(e.board) +
                "</a></td><td>" + (e.northSouth ? "N-S" : "E-W") + "</td><td>" +
                againstHtml(s, e, link) + "</td><td>" + lineContractHtml(line) + "</td><td>" +
                lineDeclarerText(line) + "</td><td>" + (line.lead ? cardHtml(*line.lead) : "") +
                "</td><td>" + lineResultText(line) + "</td><td class=\"num\">" +
                (e.score ? std::to_string(*e.score) : "") + "</td><td class=\"num\">" +
                pointsText(e.points) + "</td></tr>\n";
    }
    body += "<tr><th colspan=\"" + std::string(whist ? "4" : "8") +
            "\" class=\"num\">Total</th><th class=\"num\">" + pointsText(total) +
            "</th></tr>\n</table></div>\n";
    return page(s, entryWord + info.shownLabel() + " \u2014 " + s.eventName, body);
}

std::string teamPage(const EventSnapshot& s, int team) {
    std::string body = "<nav><a href=\"index.html\">Results</a></nav>\n";
    body += "<h1>" + esc(rankedName(s, team)) + "</h1>\n";
    const core::RankingRow* rank = rankingOf(s, team);
    body += "<p class=\"sub\">" + esc(playersText(s, team));
    if (rank)
        body += (playersText(s, team).empty() ? "" : " \u00b7 ") + std::string("Place ") +
                esc(rank->rank) + " \u00b7 " + pointsText(rank->score) + " " +
                esc(rankingPointsLabel(s));
    body += "</p>\n<h2>Pairs</h2>\n<ul class=\"boards\">\n";
    for (const auto& [pair, pairTeam] : s.movement.teamOf)
        if (pairTeam == team)
            body += "<li>" + pairLink(s, pair) + "</li>\n";
    body += "</ul>\n<h2>Matches</h2>\n" + matchesHtml(s, team);
    return page(s, rankedName(s, team) + " \u2014 " + s.eventName, body);
}

} // namespace

std::string teamPageName(int team) {
    return "team-" + std::to_string(team) + ".html";
}

std::string boardPageName(int board) {
    return "board-" + std::to_string(board) + ".html";
}
std::string pairPageName(const EventSnapshot& s, int entry) {
    return "pair-" + labelForPath(s, entry) + ".html";
}

std::vector<SiteFile> htmlSite(const EventSnapshot& s) {
    std::vector<SiteFile> files;
    files.push_back({"index.html", indexPage(s)});
    files.push_back({"style.css", styleSheet});
    for (const auto& board : s.boards)
        files.push_back({boardPageName(board.number), boardPage(s, board)});
    for (int e = 1; e <= s.movement.pairs; ++e)
        files.push_back({pairPageName(s, e), pairPage(s, e)});
    if (s.isTeams()) {
        std::set<int> teams;
        for (const auto& [pair, team] : s.movement.teamOf)
            teams.insert(team);
        if (s.result) // a team method without a team table ranks the lines' own numbers
            for (const auto& ranking : s.result->rankings)
                for (const auto& row : ranking.rows)
                    teams.insert(row.entry);
        for (int team : teams)
            files.push_back({teamPageName(team), teamPage(s, team)});
    }
    return files;
}

int writeHtmlSite(const EventSnapshot& s, const std::string& folder) {
    namespace fs = std::filesystem;
    core::FileBatch batch; // the site whole, or nothing new
    core::makeFolders(folder, "the web pages");
    const auto files = htmlSite(s);
    for (const auto& file : files) {
        writeTextFile((fs::path(folder) / file.name).string(), file.content, "the web page");
    }
    batch.commit();
    return static_cast<int>(files.size());
}

} // namespace overplay::reports
