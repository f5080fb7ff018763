// The printed documents: the guide-card data derived from the movement, and the PDFs read
// back with pdftotext / pdfinfo / pdfimages.
#include "core/Error.h"
#include "reports/Format.h"
#include "reports/MovementCards.h"
#include "reports/PrintedReports.h"
#include "reports/QrCode.h"
#include "tests/reports/ReportFixture.h"
#include "tests/reports/Tools.h"

#include <catch2/catch.hpp>

#include <regex>

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

} // namespace

TEST_CASE("table cards say where the boards go next", "[reports][cards]") {
    // 3-table Mitchell: set (t + r) mod 3 + 1 at table t in round r, so boards move down.
    auto m = mitchell(3, 3, 3, 2);
    auto cards = tableCards(m);
    REQUIRE(cards.size() == 3);
    struct Case {
        int table, round, ns, ew, first, last;
        std::string next;
    };
    auto c = GENERATE(Case{1, 1, 1, 4, 1, 2, "table 3"}, Case{1, 2, 1, 6, 3, 4, "table 3"},
                      Case{2, 1, 2, 5, 3, 4, "table 1"}, Case{3, 2, 3, 5, 1, 2, "table 2"},
                      Case{3, 3, 3, 4, 3, 4, "collect"});
    const auto& row =
        cards[static_cast<std::size_t>(c.table - 1)].rows[static_cast<std::size_t>(c.round - 1)];
    CHECK(row.round == c.round);
    CHECK(row.ns == c.ns);
    CHECK(row.ew == c.ew);
    CHECK(row.firstBoard == c.first);
    CHECK(row.lastBoard == c.last);
    CHECK(row.boardsNext == c.next);
    CHECK(row.sharedWith.empty());
}

TEST_CASE("table cards show relays, bye stands and arrow switches", "[reports][cards]") {
    movements::Movement m;
    m.kind = "mitchell";
    m.pairs = 8;
    m.tables = 4;
    m.boardSets = 5;
    m.boardsPerRound = 2;
    // Round 1: tables 1 and 4 share set 1 (relay), set 5 waits on the bye stand.
    // Round 2: set 5 comes back into play at table 1; round 3 table 2 is switched.
    m.rounds = {
        {1, {{1, 1, 5, 1}, {2, 2, 6, 2}, {3, 3, 7, 3}, {4, 4, 8, 1}}, {}},
        {2, {{1, 1, 6, 5}, {2, 2, 7, 1}, {3, 3, 8, 2}, {4, 4, 5, 3}}, {}},
        {3, {{1, 1, 7, 4}, {2, 8, 2, 5, true}, {3, 3, 5, 1}, {4, 4, 6, 2}}, {}},
    };
    auto cards = tableCards(m);
    CHECK(cards[0].rows[0].sharedWith == std::vector<int>{4});
    CHECK(cards[3].rows[0].sharedWith == std::vector<int>{1});
    CHECK(cards[0].rows[0].boardsNext == "table 2");
    CHECK(cards[2].rows[0].boardsNext == "table 4"); // set 3
    CHECK(cards[3].rows[1].boardsNext == "collect"); // set 3 is not played again
    CHECK(cards[1].rows[2].switched);
    // Set 4 is played only in round 3: nothing comes before it.
    CHECK(cards[0].rows[2].boardsNext == "collect");

    auto pairs = pairCards(m);
    REQUIRE(pairs.size() == 8);
    CHECK(pairs[7].rows[2].table == 2); // pair 8 sits N-S at table 2 after the switch
    CHECK(pairs[7].rows[2].seat == "N-S");
    CHECK(pairs[7].rows[2].switched);
    CHECK(pairs[1].rows[2].seat == "E-W");
}

TEST_CASE("bye stand: a set left out for a round and played later", "[reports][cards]") {
    movements::Movement m;
    m.kind = "mitchell";
    m.pairs = 4;
    m.tables = 2;
    m.boardSets = 3;
    m.boardsPerRound = 3;
    m.rounds = {{1, {{1, 1, 3, 1}, {2, 2, 4, 2}}, {}},
                {2, {{1, 1, 4, 3}, {2, 2, 3, 1}}, {}},
                {3, {{1, 1, 3, 2}, {2, 2, 4, 3}}, {}}};
    auto cards = tableCards(m);
    CHECK(cards[1].rows[0].boardsNext == "bye stand"); // set 2 rests in round 2
    CHECK(cards[1].rows[0].firstBoard == 4);
    CHECK(cards[1].rows[0].lastBoard == 6);
    CHECK(cards[0].rows[1].boardsNext == "table 2"); // set 3
}

TEST_CASE("pair cards follow each pair round by round, with sitouts", "[reports][cards]") {
    auto m = mitchell(3, 3, 3, 2);
    m.rounds[1].tables.pop_back(); // table 3 empty in round 2: pairs 3 and 5 sit out
    m.rounds[1].sitout = {3, 5};
    m.pairLabels[4] = "4E";
    auto cards = pairCards(m);
    REQUIRE(cards.size() == 6);
    // EW pair 5 starts at table 2 and moves up a table a round (3 → 1).
    CHECK(cards[4].rows[0].table == 2);
    CHECK(cards[4].rows[0].seat == "E-W");
    CHECK(cards[4].rows[0].opponents == "2");
    CHECK(cards[4].rows[1].table == 0); // sits out
    CHECK(cards[4].rows[1].seat.empty());
    CHECK(cards[4].rows[2].table == 1);
    CHECK(cards[2].rows[1].table == 0);
    CHECK(cards[0].rows[0].opponents == "4E");
    CHECK(cards[0].rows[0].firstBoard == 1);
}

TEST_CASE("guide cards PDF: one page a table, every round and pair", "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(4, 4, 4, 3);
    s.tableUrls[2] = "http://192.168.1.20:8080/t/2?k=d3adb33f";
    QTemporaryDir dir;
    const QString path = dir.filePath("cards.pdf");
    const int pages = writePrintedPdf(s, {PrintedPart::TableCards}, path);
    CHECK(pages == 4);
    if (!hasTool("pdftotext")) {
        WARN("pdftotext missing (poppler-utils): PDF text not checked");
        return;
    }
    CHECK(pdfPages(path) == 4);
    const std::string text = pdfText(path);
    for (int t = 1; t <= 4; ++t)
        CHECK(count(text, "Table " + std::to_string(t)) >= 1);
    CHECK(count(text, "Boards go to") == 4);
    // Table 1, round 1: NS 1 v EW 5, boards 1-3, which go to table 4.
    CHECK(hasRow(text, "1\\S{1,3}3\\s+table 4"));
    // Names of table 1's NS pair under its number.
    CHECK(text.find(s.entries[1].players[0]) != std::string::npos);
    // Where the pairs go next: EW pair 5 to table 2.
    CHECK(text.find("5 \xe2\x86\x92 T2 E-W") != std::string::npos);
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
    QTemporaryDir dir;
    const QString path = dir.filePath("pairs.pdf");
    writePrintedPdf(s, {PrintedPart::PairCards}, path);
    if (!hasTool("pdftotext"))
        return;
    const std::string text = pdfText(path);
    for (int e = 1; e <= 6; ++e)
        CHECK(text.find("Pair " + std::to_string(e)) != std::string::npos);
    // Pair 4 (EW) round 2: table 2, E-W, against 2, boards 5-6.
    CHECK(hasRow(text, "2\\s+2\\s+E-W\\s+2\\s+5\\S{1,3}6"));
}

TEST_CASE("blank travellers and pick-up slips carry the movement's pairs", "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    QTemporaryDir dir;
    const QString path = dir.filePath("blank.pdf");
    writePrintedPdf(s, {PrintedPart::BlankTravellers, PrintedPart::PickupSlips}, path);
    if (!hasTool("pdftotext"))
        return;
    const std::string text = pdfText(path);
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
    QTemporaryDir dir;
    const QString path = dir.filePath("results.pdf");
    writePrintedPdf(s, resultParts(), path);
    if (!hasTool("pdftotext"))
        return;
    const std::string text = pdfText(path);
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
    CHECK(text.find("4\xe2\x99\xa0-NS") != std::string::npos); // 4♠-NS
}

TEST_CASE("Letter paper is an option", "[reports][pdf]") {
    ensureGuiApp();
    auto s = evening(3, 3, 3, 2);
    QTemporaryDir dir;
    writePrintedPdf(s, {PrintedPart::Rankings}, dir.filePath("a4.pdf"), Paper::A4);
    writePrintedPdf(s, {PrintedPart::Rankings}, dir.filePath("letter.pdf"), Paper::Letter);
    if (!hasTool("pdfinfo"))
        return;
    CHECK(runTool("pdfinfo", {dir.filePath("a4.pdf")}).out.find("(A4)") != std::string::npos);
    CHECK(runTool("pdfinfo", {dir.filePath("letter.pdf")}).out.find("612 x 792") !=
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

// Not run by default: writes the sample documents for a person to look at.
//   OVERPLAY_PREVIEW_DIR=/tmp/preview ./test_reports "[.preview]"
TEST_CASE("preview: write the sample evening's documents", "[.preview]") {
    ensureGuiApp();
    const char* out = std::getenv("OVERPLAY_PREVIEW_DIR");
    REQUIRE(out);
    auto s = evening(15, 9, 9, 3);
    s.tableUrls[1] = "http://192.168.1.20:8080/t/1?k=5f2c9a";
    QDir(out).mkpath(".");
    writePrintedPdf(s, cardParts(), QString(out) + "/cards.pdf");
    writePrintedPdf(s, {PrintedPart::BlankTravellers, PrintedPart::PickupSlips},
                    QString(out) + "/blank.pdf");
    writePrintedPdf(s, resultParts(), QString(out) + "/results.pdf");
}
