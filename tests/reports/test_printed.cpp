// SPDX-License-Identifier: GPL-3.0-or-later
// The printed documents, read back with pdftotext / pdfinfo / pdfimages. (The guide-card
// data itself is movements/GuideCard.h's, tested in tests/movements.)
#include "core/Error.h"
#include "movements/Generate.h"
#include "reports/Format.h"
#include "reports/PrintedReports.h"
#include "reports/QrCode.h"
#include "reports/Views.h"
#include "tests/reports/PrintedText.h"
#include "tests/reports/ReportFixture.h"
#include "tests/reports/Tools.h"

#include <QPdfWriter>

#include <catch2/catch.hpp>

#include <regex>
#include <sstream>

using namespace overplay;
using namespace overplay::reports;
using namespace overplay::reports::testing;

namespace {

int count(const std::string& text, const std::string& what) {
    int n = 0;
    for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1))
        ++n;
    return n;
}

// The lines of pdftotext's output that start (after spaces) with `first`.
bool hasRow(const std::string& text, const std::string& pattern) {
    return std::regex_search(text, std::regex(pattern));
}

int matches(const std::string& text, const std::regex& pattern) {
    return static_cast<int>(
        std::distance(std::sregex_iterator(text.begin(), text.end(), pattern), {}));
}

/// The generator's 5-table Mitchell of 3 boards a round, with the arrow switches it chooses or
/// none.
movements::Movement fiveTableMitchell(bool arrowSwitch) {
    movements::MovementRequest request;
    request.kind = "mitchell";
    request.tables = 5;
    request.boardsPerRound = 3;
    request.arrowSwitch = arrowSwitch;
    return movements::generateMovement(request);
}

int matchingLines(const std::string& text, const std::regex& pattern) {
    int n = 0;
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        n += std::regex_search(line, pattern) ? 1 : 0;
    return n;
}

} // namespace

TEST_CASE("guide cards PDF: several cards a sheet with cut lines, every round and pair",
          "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(5, 5, 5, 3); // odd: the fixture's plain Mitchell needs no skip
    s.tableUrls[2] = "http://192.168.1.20:8080/t/2?k=d3adb33f";
    QTemporaryDir dir;
    const QString path = dir.filePath("cards.pdf");
    const int pages = writePrintedPdf(s, {PrintedPart::TableCards}, path);
    // Five rounds a card: two or more cards share a sheet, a cut line between them.
    CHECK(pages < 5);
    CHECK(pages >= 2);
    if (!hasTool("pdftotext")) {
        WARN("pdftotext missing (poppler-utils): PDF text not checked");
        return;
    }
    CHECK(pdfPages(path) == pages);
    const std::string text = pdfText(path);
    CHECK(count(text, "cut here") == 4);
    for (int t = 1; t <= 5; ++t)
        CHECK(count(text, "Table " + std::to_string(t)) >= 1);
    CHECK(count(text, "Boards go") == 5); // the header may wrap before "to"
    // Table 1, round 1: NS 1 v EW 6, boards 1-3, which go to table 5.
    CHECK(hasRow(text, "1\\S{1,3}3\\s+table 5"));
    // Names of table 1's NS pair under its number.
    CHECK(text.find(s.entries[1].players[0]) != std::string::npos);
    // Where the pairs go next: EW pair 6 to table 2.
    CHECK(text.find("6 \xe2\x86\x92 T2 E-W") != std::string::npos);
    // The table-scoring address is printed under a QR code on table 2's card only.
    CHECK(count(text, "d3adb33f") == 1);
    if (hasTool("pdfimages")) {
        auto list = runTool("pdfimages", {"-list", path}).out;
        CHECK(count(list, "\n") == 3); // two header lines and one image
    }
}

TEST_CASE("pair movement cards: each round's table, seat and opponents", "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    const auto printed = printedText(s, {PrintedPart::PairCards});
    if (!printed)
        return;
    const std::string& text = *printed;
    for (int e = 1; e <= 6; ++e)
        CHECK(text.find("Pair " + std::to_string(e)) != std::string::npos);
    // Pair 4 (EW) round 2: table 2, E-W, against 2, boards 5-6.
    CHECK(hasRow(text, "2\\s+2\\s+E-W\\s+2\\s+5\\S{1,3}6"));
}

TEST_CASE("blank travellers and pick-up slips carry the movement's pairs", "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    const auto printed = printedText(s, {PrintedPart::BlankTravellers, PrintedPart::PickupSlips});
    if (!printed)
        return;
    const std::string& text = *printed;
    for (int b = 1; b <= 6; ++b)
        CHECK(text.find("Board " + std::to_string(b)) != std::string::npos);
    // One slip per table and round.
    CHECK(count(text, "Checked by E-W") == 9);
    CHECK(text.find("Table 3 \xc2\xb7 Round 2") != std::string::npos);
    // Board 1's traveller: round 1 at table 1 (1 v 4), round 3 at table 2 (2 v 6)...
    CHECK(hasRow(text, "\\b1\\s+1\\s+4\\b"));
}

TEST_CASE("results PDF: rankings, travellers, score cards and hand records", "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    const auto printed = printedText(s, resultParts());
    if (!printed)
        return;
    const std::string& text = *printed;
    CHECK(text.find("North-South") != std::string::npos);
    CHECK(text.find("East-West") != std::string::npos);
    for (const auto& ranking : s.result->rankings)
        for (const auto& row : ranking.rows) {
            // Every pair with its names, total and percentage on one line.
            const auto& names = s.entries[row.entry].players;
            CHECK(text.find(names[0] + " & " + names[1]) != std::string::npos);
            CHECK(text.find(percentText(row.percent)) != std::string::npos);
        }
    // Travellers: the adjusted score is printed as such.
    CHECK(text.find("A+/A-") != std::string::npos);
    // Score cards, one per pair.
    for (int e = 1; e <= 6; ++e)
        CHECK(text.find("Pair " + std::to_string(e) + " \xe2\x80\x94") != std::string::npos);
    // Hand records: suit symbols, the double-dummy table and par.
    CHECK(count(text, "\xe2\x99\xa0") >= 6 * 5); // ♠: four hands and the DD header per board
    CHECK(text.find("Par") != std::string::npos);
    CHECK(text.find("NS +420 \xe2\x80\x94 4\xe2\x99\xa0 NS") != std::string::npos); // 4♠ NS
    CHECK(text.find("EW +110 \xe2\x80\x94 2\xe2\x99\xa5 EW") != std::string::npos); // 2♥ EW
}

// Each printed part alone, on both papers, read back page by page: every block (a card, a
// traveller, a slip, a board) is on the page with all of its rows, and every block is there.
// Fails on an empty part, a missing block and a block split over two pages (as pair cards
// were on Letter when six were laid out to a page).
TEST_CASE("every printed part, on A4 and on Letter, keeps its blocks whole",
          "[reports][pdf][paper]") {
    struct PartCheck {
        PrintedPart part;
        const char* block; // one match a block (its heading)
        const char* row;   // one match a row of a block
        bool rowIsLine;    // `row` matches whole lines (else counted where it occurs)
        int rowsPerBlock;
        int blocks;
    };
    // 9 tables, 9 rounds of 3 boards: 18 pairs, 27 boards each played 9 times (the fixture's
    // plain Mitchell needs an odd number of tables).
    const PartCheck checks[] = {
        {PrintedPart::TableCards, "North keeps this card", "\\d+\xe2\x80\x93\\d+", false, 9, 9},
        {PrintedPart::PairCards, "Pair \\d+\\b", "(N-S|E-W)\\s+\\d+\\s+\\d+\xe2\x80\x93\\d+", false,
         9, 18},
        {PrintedPart::BlankTravellers, "Board \\d+\\b", "^\\s*\\d+\\s+\\d+\\s+\\d+\\s*$", true, 9,
         27},
        {PrintedPart::PickupSlips, "Table \\d+ \xc2\xb7 Round \\d+", "Checked by E-W", false, 1,
         81},
        {PrintedPart::Rankings, "Place\\s+Pair", "^\\s*\\d+=?\\s+\\d+\\s+[A-Z][a-z]+ ", true, 9, 2},
        {PrintedPart::Travellers, "Board \\d+\\b", "^\\s*\\d+\\s+\\d+\\s+(\\d|PASS|A)", true, 9,
         27},
        {PrintedPart::ScoreCards, "Pair \\d+ \xe2\x80\x94", "Total", false, 1, 18},
        {PrintedPart::HandRecords, "Board \\d+\\b", "Par (NS|EW) \\+\\d+ \xe2\x80\x94", false, 1,
         27},
    };
    ensureGuiApp();
    if (!hasTool("pdftotext") || !hasTool("pdfinfo")) {
        WARN("pdftotext/pdfinfo missing (poppler-utils): printed parts not read back");
        return;
    }
    const auto s = evening(9, 9, 9, 3);
    const auto paper = GENERATE(Paper::A4, Paper::Letter);
    QTemporaryDir dir;
    for (const auto& check : checks) {
        INFO(printedPartName(check.part) << (paper == Paper::A4 ? " on A4" : " on Letter"));
        const QString path = dir.filePath(QString::fromStdString(printedPartName(check.part)));
        const int pages = writePrintedPdf(s, {check.part}, path, paper);
        CHECK(pdfPages(path) == pages);
        const std::string info = runTool("pdfinfo", {path}).out;
        CHECK(info.find(paper == Paper::A4 ? "(A4)" : "612 x 792") != std::string::npos);
        const std::regex block(check.block), row(check.row);
        int blocks = 0;
        for (int page = 1; page <= pages; ++page) {
            const std::string text = runTool("pdftotext", {"-layout", "-f", QString::number(page),
                                                           "-l", QString::number(page), path, "-"})
                                         .out;
            const int here = matches(text, block);
            const int rows = check.rowIsLine ? matchingLines(text, row) : matches(text, row);
            INFO("page " << page << ": " << here << " blocks, " << rows << " rows\n" << text);
            CHECK(rows == here * check.rowsPerBlock);
            blocks += here;
        }
        CHECK(blocks == check.blocks);
    }
}

TEST_CASE("rankings: one field for a Howell, teams with members, VPs and matches",
          "[reports][pdf]") {
    ensureGuiApp();
    if (!hasTool("pdftotext"))
        return;
    QTemporaryDir dir;
    const auto howell =
        scoredWith(eveningOn(generated("howell", 4)), core::ScoringMethod::MatchpointsEbu);
    REQUIRE(howell.result->rankings.size() == 1);
    writePrintedPdf(howell, {PrintedPart::Rankings}, dir.filePath("howell.pdf"), Paper::Letter);
    std::string text = pdfText(dir.filePath("howell.pdf"));
    CHECK(text.find("North-South") == std::string::npos);
    CHECK(text.find("4-table Howell") != std::string::npos);
    for (const auto& row : howell.result->rankings[0].rows)
        CHECK(hasRow(text, "\\b" + row.rank + "\\s+" + std::to_string(row.entry) + "\\s+" +
                               howell.entries.at(row.entry).players[0] + " & .*" +
                               percentText(row.percent)));

    const auto movement = generated("howell-teams", 5);
    const auto teams =
        scoredWith(eveningOn(movement), core::ScoringMethod::TeamImps, movement.teamOf);
    writePrintedPdf(teams, {PrintedPart::Rankings, PrintedPart::ScoreCards},
                    dir.filePath("teams.pdf"));
    text = pdfText(dir.filePath("teams.pdf"));
    CHECK(hasRow(text, "Place\\s+Team\\s+Names\\s+VP\\s+IMPs"));
    for (const auto& row : teams.result->rankings[0].rows) {
        CHECK(hasRow(text, "\\b" + row.rank + "\\s+" + std::to_string(row.entry) + "\\s+Team " +
                               std::to_string(row.entry) + "\\s+" + pointsText(row.score)));
        // The team's members under its name.
        for (const auto& [pair, team] : movement.teamOf)
            if (team == row.entry)
                CHECK(text.find(teams.entries.at(pair).names()) != std::string::npos);
    }
    // Every match with each side's IMPs and the VPs, two decimals each.
    CHECK(count(text, " v Team ") == static_cast<int>(teams.result->matches.size()));
    for (const auto& match : teamMatches(teams))
        CHECK(hasRow(text, "Team " + std::to_string(match.teamA) + " v Team " +
                               std::to_string(match.teamB) + "\\s+" + pointsText(match.wonA) +
                               " \xe2\x80\x93 " + pointsText(match.wonB) + "\\s+" +
                               pointsText(match.vpA, 2) + " \xe2\x80\x93 " +
                               pointsText(match.vpB, 2)));
    // A pair's score card gives its team's place and VPs, not another entry's.
    const int team = movement.teamOf.at(2);
    const core::RankingRow* row = nullptr;
    for (const auto& r : teams.result->rankings[0].rows)
        if (r.entry == team)
            row = &r;
    REQUIRE(row);
    CHECK(text.find("Team " + std::to_string(team) + " \xc2\xb7 Place " + row->rank + " \xc2\xb7 " +
                    pointsText(row->score) + " VP") != std::string::npos);
}

TEST_CASE("a document paints onto any paged device, laid out for that device's paper",
          "[reports][pdf]") {
    ensureGuiApp();
    // Forty blocks that flow: a smaller page holds fewer of them, so needs more pages.
    PrintedDocument doc("Flow test", Paper::A4);
    for (int i = 1; i <= 40; ++i)
        doc.addFlow("<h3>Block " + std::to_string(i) +
                    "</h3><table><tr><td>one</td></tr><tr><td>two</td></tr>"
                    "<tr><td>three</td></tr></table>");
    QTemporaryDir dir;
    const int a4Pages = doc.writePdf(dir.filePath("a4.pdf"));
    QPdfWriter small(dir.filePath("a6.pdf"));
    small.setResolution(150);
    small.setPageLayout(QPageLayout(QPageSize(QPageSize::A6), QPageLayout::Portrait,
                                    QMarginsF(5, 5, 5, 5), QPageLayout::Millimeter));
    const int a6Pages = doc.paint(small);
    CHECK(a4Pages >= 1);
    CHECK(a6Pages > a4Pages);
    if (!hasTool("pdfinfo"))
        return;
    CHECK(pdfPages(dir.filePath("a4.pdf")) == a4Pages);
    CHECK(pdfPages(dir.filePath("a6.pdf")) == a6Pages);
    // A6 is 105 x 148 mm; pdfinfo names no A6, only its points.
    CHECK(runTool("pdfinfo", {dir.filePath("a6.pdf")}).out.find("297 x 420 pts") !=
          std::string::npos);
    // Every block is painted once, whatever the paper.
    const std::string text = pdfText(dir.filePath("a6.pdf"));
    CHECK(count(text, "Block ") == 40);
    CHECK(text.find("page " + std::to_string(a6Pages) + " of " + std::to_string(a6Pages)) !=
          std::string::npos);
}

TEST_CASE("an unwritable PDF path is a clear error", "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    CHECK_THROWS_AS(writePrintedPdf(s, {PrintedPart::Rankings}, "/nonexistent/dir/x.pdf"),
                    core::InputError);
}

TEST_CASE("printed part names round-trip", "[reports]") {
    for (auto part : {PrintedPart::TableCards, PrintedPart::PairCards, PrintedPart::BlankTravellers,
                      PrintedPart::PickupSlips, PrintedPart::Rankings, PrintedPart::Travellers,
                      PrintedPart::ScoreCards, PrintedPart::HandRecords})
        CHECK(parsePrintedPart(printedPartName(part)) == part);
    CHECK_FALSE(parsePrintedPart("guide"));
}

TEST_CASE("QR codes have the quiet zone and a size from the text", "[reports][qr]") {
    ensureGuiApp();
    QImage small = qrCodeImage("http://10.0.0.1/t/1", 1);
    QImage large = qrCodeImage(std::string(200, 'x'), 1);
    CHECK(small.width() == small.height());
    CHECK(large.width() > small.width());
    // Version 1 is 21 modules; with the 4-module quiet zone each side, 29.
    CHECK((small.width() - 8 - 21) % 4 == 0);
    // The quiet zone is white, the finder pattern's corner black.
    CHECK(small.pixelIndex(0, 0) == 0);
    CHECK(small.pixelIndex(4, 4) == 1);
}

// Not run by default: writes the sample documents for a person to look at, on both papers:
// the 15-table Mitchell (two fields), a 4-table Howell (one field) and five teams (Howell teams,
// VPs).
//   OVERPLAY_PREVIEW_DIR=/tmp/preview ./test_reports "[.preview]"
TEST_CASE("preview: write the sample evening's documents", "[.preview]") {
    ensureGuiApp();
    const char* out = std::getenv("OVERPLAY_PREVIEW_DIR");
    REQUIRE(out);
    auto s = evening(15, 9, 9, 3);
    s.tableUrls[1] = "http://192.168.1.20:8080/t/1?k=5f2c9a";
    const auto howell =
        scoredWith(eveningOn(generated("howell", 4)), core::ScoringMethod::MatchpointsEbu);
    const auto teamMovement = generated("howell-teams", 5);
    auto teams =
        scoredWith(eveningOn(teamMovement), core::ScoringMethod::TeamImps, teamMovement.teamOf);
    QDir(out).mkpath(".");
    for (Paper paper : {Paper::A4, Paper::Letter}) {
        const QString suffix = paper == Paper::A4 ? "-a4.pdf" : "-letter.pdf";
        writePrintedPdf(s, cardParts(), QString(out) + "/cards" + suffix, paper);
        writePrintedPdf(s, {PrintedPart::BlankTravellers, PrintedPart::PickupSlips},
                        QString(out) + "/blank" + suffix, paper);
        writePrintedPdf(s, resultParts(), QString(out) + "/results" + suffix, paper);
        writePrintedPdf(howell, cardParts(), QString(out) + "/howell-cards" + suffix, paper);
        writePrintedPdf(howell, resultParts(), QString(out) + "/howell-results" + suffix, paper);
        writePrintedPdf(teams, resultParts(), QString(out) + "/teams-results" + suffix, paper);
    }
}

TEST_CASE("pair cards explain the arrow-switch mark only where a round is switched",
          "[reports][pair-cards]") {
    ensureGuiApp();
    const auto plain = eveningOn(fiveTableMitchell(false));
    const auto switched = eveningOn(fiveTableMitchell(true));
    const std::string legend = "\xe2\x87\x84 = arrow switch"; // ⇄
    CHECK(printedDocument(plain, {PrintedPart::PairCards}).html().find(legend) ==
          std::string::npos);
    CHECK(printedDocument(switched, {PrintedPart::PairCards}).html().find(legend) !=
          std::string::npos);
}

TEST_CASE("an arrow switch's table card says one thing: stay, and play the other cards",
          "[reports][guide-cards]") {
    ensureGuiApp();
    const auto switched = eveningOn(fiveTableMitchell(true));
    const std::string html = printedDocument(switched, {PrintedPart::TableCards}).html();
    CHECK(html.find("stay in your seats") != std::string::npos);
    // Never both "N-S plays the E-W cards" and the East-West pair listed in the N-S column.
    CHECK(html.find("N-S pair plays E-W cards") == std::string::npos);
    // The pair cards seat the North-South pairs North-South every round, switched or not.
    const std::string pairs = printedDocument(switched, {PrintedPart::PairCards}).html();
    CHECK(pairs.find("stay in that seat") != std::string::npos);
}

TEST_CASE("what goes to the tables before play carries nothing of the hands", "[reports][pdf]") {
    // Blank travellers go into the board wallets and the other parts onto the tables before
    // the boards are played: a par contract or a holding on them tells the players the deal.
    ensureGuiApp();
    if (!hasTool("pdftotext")) {
        WARN("pdftotext missing (poppler-utils): PDF text not checked");
        return;
    }
    const auto s = evening(3, 3, 3, 2);
    // The evening has every board analysed: the hand records do print par.
    QTemporaryDir dir;
    writePrintedPdf(s, {PrintedPart::HandRecords}, dir.filePath("hands.pdf"));
    REQUIRE(hasRow(pdfText(dir.filePath("hands.pdf")), "Par (NS|EW) "));

    const PrintedPart beforePlay[] = {PrintedPart::BlankTravellers, PrintedPart::PickupSlips,
                                      PrintedPart::TableCards, PrintedPart::PairCards};
    for (PrintedPart part : beforePlay) {
        INFO(printedPartName(part));
        const QString path = dir.filePath(QString::fromStdString(printedPartName(part)));
        writePrintedPdf(s, {part}, path);
        const std::string text = pdfText(path);
        REQUIRE_FALSE(text.empty());
        CHECK_FALSE(hasRow(text, "\\bPar\\b"));
        // No suit symbol: no holding, no par contract, no double-dummy table.
        for (const char* suit : {"\xe2\x99\xa0", "\xe2\x99\xa5", "\xe2\x99\xa6", "\xe2\x99\xa3"})
            CHECK(text.find(suit) == std::string::npos);
        CHECK_FALSE(hasRow(text, "[NE][SW] [+\xe2\x88\x92-]\\d{2,4}"));
    }
}

TEST_CASE("duplicate whist prints tricks and their comparison, nothing of bridge",
          "[reports][whist]") {
    // Foster's Duplicate Whist: each side scores the tricks it took; there is no auction, no
    // vulnerability and no par. The fixture's evening has every board analysed, so a bridge
    // column or par shown for whist would come through.
    ensureGuiApp();
    const auto bridge = evening(3, 3, 3, 2);
    const auto whist = scoredWith(bridge, core::ScoringMethod::Whist);
    const std::vector<PrintedPart> parts = {PrintedPart::BlankTravellers, PrintedPart::PickupSlips,
                                            PrintedPart::Travellers, PrintedPart::ScoreCards,
                                            PrintedPart::HandRecords};
    const std::string bridgeHtml = printedDocument(bridge, parts).html();
    const std::string html = printedDocument(whist, parts).html();
    for (const char* word : {"Contract", "Vulnerable", "Vul ", ">By<", ">Lead<", "Par", "N-S +"}) {
        INFO(word);
        CHECK(bridgeHtml.find(word) != std::string::npos); // the bridge evening prints it
        CHECK(html.find(word) == std::string::npos);
    }
    CHECK(html.find("Tricks N-S") != std::string::npos);
    CHECK(html.find("Tricks E-W") != std::string::npos);
    CHECK(html.find("N-S \u00b1") != std::string::npos);
    // Every line shows both sides' tricks, summing to 13.
    const core::BoardResult& board = whist.result->boards.front();
    const auto& line = board.lines.front().line;
    REQUIRE(line.whistTricksNs);
    CHECK(whistTricksText(line, true) == std::to_string(*line.whistTricksNs));
    CHECK(whistTricksText(line, false) == std::to_string(13 - *line.whistTricksNs));
}

TEST_CASE("prints: travellers in North-South pair order, one number of decimals a column, "
          "rankings with top and average",
          "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    REQUIRE(s.result);
    // Scramble a board's lines and give it points of mixed decimals.
    core::BoardResult& board = s.result->boards.front();
    REQUIRE(board.lines.size() >= 3);
    std::reverse(board.lines.begin(), board.lines.end());
    board.lines[0].nsPoints = 1.5;
    board.lines[1].nsPoints = 2;
    const std::string html = printedDocument(s, {PrintedPart::Travellers}).html();
    // Each label first appears in North-South order within the board's table.
    const std::size_t start = html.find("<b>Board " + std::to_string(board.board) + "</b>");
    REQUIRE(start != std::string::npos);
    std::size_t last = start;
    std::vector<const core::ScoredLine*> sorted;
    for (const auto& l : board.lines)
        sorted.push_back(&l);
    std::sort(sorted.begin(), sorted.end(),
              [](const auto* a, const auto* b) { return a->line.ns < b->line.ns; });
    for (const auto* l : sorted) {
        const std::string cell = "<b>" + s.entry(l->line.ns).shownLabel() + "</b>";
        const std::size_t at = html.find(cell, start);
        REQUIRE(at != std::string::npos);
        CHECK(at > last);
        last = at;
    }
    CHECK(html.find(">2.0<") != std::string::npos);
    CHECK(html.find(">1.5<") != std::string::npos);

    CHECK(columnDecimals({1, 2.5, 3.25}) == 2);
    CHECK(columnDecimals({1, 2, 3}) == 0);
    CHECK(pointsText(2, 1) == "2.0");
    CHECK(pointsText(-0.001, 2) == "0.00");

    const std::string rankings = printedDocument(s, {PrintedPart::Rankings}).html();
    const double top = s.result->boards.back().top;
    CHECK(rankings.find("Top " + pointsText(top) + " on each board") != std::string::npos);
}
