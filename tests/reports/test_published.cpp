// SPDX-License-Identifier: GPL-3.0-or-later
// What is published after the evening, read back: the HTML site parses as XML and every
// link resolves to a produced file and anchor; PBN round-trips through core's reader.
// (USEBIO: test_usebio.cpp.)
#include "core/Error.h"
#include "core/Pbn.h"
#include "reports/Format.h"
#include "reports/HtmlSite.h"
#include "reports/PbnExport.h"
#include "reports/PrintedReports.h"
#include "reports/Views.h"
#include "tests/reports/ReportFixture.h"
#include "tests/reports/Tools.h"

#include <QFile>
#include <QXmlStreamReader>
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <set>

using namespace overplay;
using namespace overplay::reports;
using namespace overplay::reports::testing;

namespace {

struct ParsedPage {
    bool wellFormed = false;
    std::string error;
    std::set<std::string> ids;
    std::vector<std::string> links; // href values
    std::map<std::string, int> elements;
};

ParsedPage parsePage(const std::string& content) {
    ParsedPage page;
    QXmlStreamReader xml(QString::fromStdString(content));
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            ++page.elements[xml.name().toString().toStdString()];
            auto attributes = xml.attributes();
            if (attributes.hasAttribute("id"))
                page.ids.insert(attributes.value("id").toString().toStdString());
            if (attributes.hasAttribute("href"))
                page.links.push_back(attributes.value("href").toString().toStdString());
        }
    }
    page.wellFormed = !xml.hasError();
    page.error = xml.errorString().toStdString();
    return page;
}

int count(const std::string& text, const std::string& what) {
    int n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

} // namespace

TEST_CASE("HTML site: every page parses and every link resolves", "[reports][html]") {
    auto s = evening(3, 3, 3, 2);
    const auto files = htmlSite(s);
    // index, style, 6 boards, 6 pairs
    REQUIRE(files.size() == 14);
    CHECK(files[0].name == "index.html");
    std::map<std::string, ParsedPage> pages;
    for (const auto& file : files) {
        if (file.name.size() < 5 || file.name.substr(file.name.size() - 5) != ".html")
            continue;
        INFO(file.name);
        CHECK(file.content.rfind("<!DOCTYPE html>", 0) == 0);
        CHECK(file.content.find("name=\"viewport\"") != std::string::npos);
        CHECK(file.content.find("<script") == std::string::npos);
        auto page = parsePage(file.content);
        CHECK(page.wellFormed);
        CHECK(page.error.empty());
        pages[file.name] = page;
    }
    std::set<std::string> names;
    for (const auto& file : files)
        names.insert(file.name);
    int links = 0;
    for (const auto& [name, page] : pages)
        for (const auto& href : page.links) {
            INFO(name << " links to " << href);
            auto hash = href.find('#');
            std::string file = href.substr(0, hash);
            REQUIRE(names.count(file) == 1);
            if (hash != std::string::npos) {
                REQUIRE(pages.count(file) == 1);
                CHECK(pages[file].ids.count(href.substr(hash + 1)) == 1);
            }
            ++links;
        }
    CHECK(links > 100);
}

TEST_CASE("HTML site of a team event: every href has its page and anchor",
          "[reports][html][teams]") {
    const auto method = GENERATE(core::ScoringMethod::TeamImps, core::ScoringMethod::BoardAMatch);
    auto s = teamsEvening(method);
    s.teamNames[1] = "Lions";
    s.teamPlayers[1] = {"Ann", "Bob", "Cat", "Dan"};
    const auto files = htmlSite(s);
    std::map<std::string, ParsedPage> pages;
    std::set<std::string> names;
    for (const auto& file : files) {
        names.insert(file.name);
        if (file.name.size() > 5 && file.name.substr(file.name.size() - 5) == ".html") {
            INFO(file.name);
            pages[file.name] = parsePage(file.content);
            CHECK(pages[file.name].wellFormed);
        }
    }
    int links = 0;
    for (const auto& [name, page] : pages)
        for (const auto& href : page.links) {
            INFO(name << " links to " << href);
            const auto hash = href.find('#');
            const std::string file = href.substr(0, hash);
            CHECK(names.count(file) == 1); // written, not only linked to
            if (hash != std::string::npos && pages.count(file))
                CHECK(pages[file].ids.count(href.substr(hash + 1)) == 1);
            ++links;
        }
    CHECK(links > 50);
    for (int team = 1; team <= 4; ++team)
        CHECK(names.count(teamPageName(team)) == 1);
    const std::string& index = files[0].content;
    CHECK(index.find("href=\"team-1.html\">Lions</a>") != std::string::npos);
    CHECK(index.find("Ann, Bob, Cat, Dan") != std::string::npos);
    CHECK(index.find("id=\"matches\"") != std::string::npos);
    CHECK(index.find("id=\"running\"") != std::string::npos);
    // A team's pair card names its team and gives the team's place, as the printed card does.
    const auto pair = std::find_if(files.begin(), files.end(),
                                   [&](const SiteFile& f) { return f.name == pairPageName(s, 2); });
    REQUIRE(pair != files.end());
    const core::RankingRow* team = rankingOf(s, 2);
    REQUIRE(team);
    CHECK(pair->content.find("href=\"team-2.html\">Team 2</a> \u00b7 Place " + team->rank +
                             " \u00b7 " + pointsText(team->score) + " " + rankingPointsLabel(s) +
                             "</p>") != std::string::npos);
}

TEST_CASE("a score card says the same on the site and in print: a team's pair its team's place",
          "[reports][html][pdf][teams]") {
    ensureGuiApp();
    // Teams numbered across the pairs' numbers: pair 2 plays for team 1, pair 1 for team 2,
    // so a card that took the pair's own number for a team's would give the other team's place.
    const auto teams = scoredWith(evening(4, 1, 1, 6), core::ScoringMethod::TeamImps,
                                  {{1, 2}, {6, 2}, {2, 1}, {5, 1}, {3, 4}, {8, 4}, {4, 3}, {7, 3}});
    const auto pairs = scoredWith(evening(), core::ScoringMethod::MatchpointsEbu);
    for (const auto* s : {&teams, &pairs}) {
        std::map<std::string, std::string> site;
        for (const auto& file : htmlSite(*s))
            site[file.name] = file.content;
        const std::string printed = printedDocument(*s, {PrintedPart::ScoreCards}).html();
        for (int pair = 1; pair <= s->movement.pairs; ++pair) {
            INFO("pair " << pair);
            const bool team = s == &teams;
            const int ranked = team ? s->movement.teamOf.at(pair) : pair;
            std::string direction;
            const core::RankingRow* row = rankingOf(*s, ranked, &direction);
            REQUIRE(row);
            std::string place = "Place " + row->rank + (direction.empty() ? "" : " " + direction) +
                                " \u00b7 " + pointsText(row->score) + " " + (team ? "VP" : "MP");
            if (!team)
                place += " \u00b7 " + percentText(row->percent) + "%";
            const std::string name = "Team " + std::to_string(ranked);
            const std::string teamLink =
                "<a href=\"" + teamPageName(ranked) + "\">" + name + "</a> \u00b7 ";
            const std::string& page = site.at(pairPageName(*s, pair));
            CHECK(page.find(" \u00b7 " + (team ? teamLink : "") + place + "</p>") !=
                  std::string::npos);
            CHECK(printed.find("<p style=\"margin-top: 0;\">" + (team ? name + " \u00b7 " : "") +
                               place + "</p>") != std::string::npos);
        }
    }
}

TEST_CASE("HTML site: boards and score cards link both ways", "[reports][html]") {
    auto s = evening(3, 3, 3, 2);
    std::map<std::string, std::string> site;
    for (const auto& file : htmlSite(s))
        site[file.name] = file.content;
    // Board 1 is played by 1 v 4 (round 1, table 1), 3 v 5 and 2 v 6.
    const std::string& board = site["board-1.html"];
    CHECK(board.find("id=\"r1-4\"") != std::string::npos);
    CHECK(board.find("href=\"pair-1.html#b1\"") != std::string::npos);
    CHECK(board.find("href=\"pair-4.html#b1\"") != std::string::npos);
    const std::string& pair = site["pair-1.html"];
    CHECK(pair.find("id=\"b1\"") != std::string::npos);
    CHECK(pair.find("href=\"board-1.html#r1-4\"") != std::string::npos);
    // The hand diagram (four hands, four suits each), double-dummy table and par.
    CHECK(count(board, "\xe2\x99\xa0") >= 4 + 1); // and in contracts and leads
    CHECK(board.find("Par NS +420 \u2014 4") != std::string::npos);
    CHECK(board.find("</span> NS") != std::string::npos); // 4♠ NS, the suit marked up
    CHECK(board.find("Tricks double dummy") != std::string::npos);
    // The index ranks every pair with its percentage and links to its card.
    const std::string& index = site["index.html"];
    for (const auto& ranking : s.result->rankings)
        for (const auto& row : ranking.rows) {
            CHECK(index.find(percentText(row.percent)) != std::string::npos);
            CHECK(index.find("href=\"" + pairPageName(s, row.entry) + "\"") != std::string::npos);
        }
    CHECK(index.find(htmlEscape(s.entries[1].names())) != std::string::npos);
}

TEST_CASE("HTML site: names are escaped", "[reports][html]") {
    auto s = evening(3, 3, 3, 2);
    s.entries[1].players = {"Tom <b>\"Ace\"</b>", "Joe & Co"};
    s.eventName = "R&D <Pairs>";
    for (const auto& file : htmlSite(s)) {
        CHECK(file.content.find("<b>\"Ace\"") == std::string::npos);
        if (file.name.size() > 5 && file.name.substr(file.name.size() - 5) == ".html") {
            INFO(file.name);
            CHECK(parsePage(file.content).wellFormed);
        }
    }
}

TEST_CASE("HTML site is written into a folder", "[reports][html]") {
    auto s = evening(3, 3, 3, 2);
    QTemporaryDir dir;
    const std::string folder = dir.filePath("site/results").toStdString();
    CHECK(writeHtmlSite(s, folder) == 14);
    CHECK(QFile::exists(QString::fromStdString(folder + "/index.html")));
    CHECK(QFile::exists(QString::fromStdString(folder + "/style.css")));
    CHECK(QFile::exists(QString::fromStdString(folder + "/board-6.html")));
    CHECK_THROWS_AS(writeHtmlSite(s, "/proc/no/such/folder"), core::InputError);
}

TEST_CASE("PBN with results round-trips through the reader", "[reports][pbn]") {
    auto s = evening(3, 3, 3, 2);
    const std::string text = pbnWithResults(s);
    const core::PbnFile file = core::readPbn(text);
    CHECK(file.warnings.empty());
    REQUIRE(file.games.size() == 6);
    for (const auto& game : file.games) {
        REQUIRE(game.board);
        const BoardInfo* board = s.board(*game.board);
        REQUIRE(board);
        CHECK(game.deal == board->deal);
        CHECK(game.dealer == board->dealer);
        CHECK(game.vulnerability == board->vulnerability);
        CHECK(game.doubleDummyTricks == board->doubleDummy->table);
        CHECK(game.optimumScoreNS == board->doubleDummy->par.scoreNS);
        const core::PbnTable* table = game.table("ScoreTable");
        REQUIRE(table);
        const core::BoardResult* result = s.boardResult(*game.board);
        REQUIRE(table->rows.size() == result->lines.size());
        auto nsColumn = table->column("PairId_NS");
        auto contractColumn = table->column("Contract");
        auto scoreColumn = table->column("Score_NS");
        REQUIRE(nsColumn);
        REQUIRE(contractColumn);
        REQUIRE(scoreColumn);
        for (std::size_t i = 0; i < table->rows.size(); ++i) {
            const auto& row = table->rows[i].cells;
            const auto& scored = result->lines[i];
            CHECK(row[*nsColumn] == std::to_string(scored.line.ns));
            if (scored.line.play && !scored.line.play->contract.isPassedOut())
                CHECK(core::parseContract(row[*contractColumn]) == scored.line.play->contract);
            if (scored.nsScore && *scored.nsScore > 0)
                CHECK(row[*scoreColumn] == std::to_string(*scored.nsScore));
        }
    }
    CHECK(file.games[0].value("Event") == "Tuesday Pairs");
    CHECK(file.games[0].value("Date") == "2026.11.24");
}

TEST_CASE("HTML site: a whist board shows tricks, no vulnerability, par or double dummy",
          "[reports][html][whist]") {
    const auto whist = scoredWith(evening(3, 3, 3, 2), core::ScoringMethod::Whist);
    std::map<std::string, std::string> site;
    for (const auto& file : htmlSite(whist))
        site[file.name] = file.content;
    const std::string& board = site["board-1.html"];
    REQUIRE_FALSE(board.empty());
    for (const char* word : {"Vulnerable", "Par ", "Tricks double dummy", "Contract"}) {
        INFO(word);
        CHECK(board.find(word) == std::string::npos);
        CHECK(site["pair-1.html"].find(word) == std::string::npos);
    }
    CHECK(board.find("<th>Tricks N-S</th><th>Tricks E-W</th>") != std::string::npos);
    CHECK(count(board, "\xe2\x99\xa0") == 4); // the four hands, and nothing else in spades
    CHECK(site["pair-1.html"].find("<th>Tricks</th>") != std::string::npos);
}
