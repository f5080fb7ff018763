// SPDX-License-Identifier: GPL-3.0-or-later
// Tools > Rubber score sheet in the console and `overplay-cli rubber --html`: the sheet of
// Foster's Auction Bridge's and Foster's Three-Hand Auction's kind of deals shown as typed, a wrong
// deal named, and the sheet printed (as PDF, read back) and written as a page, with the same
// figures as `rubber`.
#include "CliRun.h"
#include "ConsoleTestApp.h"

#include "app/console/MainWindow.h"
#include "app/console/RubberSheetDialog.h"
#include "tests/reports/Tools.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QPlainTextEdit>
#include <QTemporaryDir>
#include <QTextBrowser>
#include <QTimer>

#include <catch2/catch.hpp>

#include <fstream>
#include <iterator>

using namespace overplay;

namespace {

// A Foster rubber: N-S win a game with 2NT and simple honours (30 + 30), E-W are set doubled,
// N-S's 4S with four honours, E-W's game in no trumps, N-S's second game.
const char* const kDeals = "2NT S 9 honours=simple\n3HX E 8\n4S N 10 honours=4\n1NT W 9\n"
                           "3NT S 9\n";

} // namespace

TEST_CASE("Tools > Rubber score sheet shows the sheet as typed and prints it",
          "[console][auction][rubber]") {
    tests::consoleTestApp();
    app::MainWindow window;
    window.setQuiet(true);
    // The menu needs no event.
    QAction* tool = nullptr;
    for (QAction* a : window.findChildren<QAction*>())
        if (a->text().remove(QLatin1Char('&')).startsWith(QStringLiteral("Rubber score sheet")))
            tool = a;
    REQUIRE(tool);
    CHECK(tool->isEnabled());

    app::RubberSheetDialog dialog(reports::Paper::A4);
    dialog.dealsEdit()->setPlainText(QString::fromLatin1(kDeals));
    REQUIRE(dialog.sheet());
    CHECK(dialog.problem().isEmpty());
    const core::RubberSheet& sheet = *dialog.sheet();
    CHECK(sheet.winner == "N-S");
    // The same sheet as the command line's.
    const core::RubberSheet expected =
        core::scoreRubberSheet(core::RubberGame::Auction, core::AuctionLaws::Foster, kDeals);
    CHECK(sheet.total == expected.total);
    const QString shown = dialog.sheetView()->toPlainText();
    CHECK(shown.contains(QStringLiteral("game to N-S")));
    CHECK(shown.contains(QStringLiteral("N-S win the rubber by")));

    // A wrong deal is named and leaves no sheet to print.
    dialog.dealsEdit()->appendPlainText(QStringLiteral("9NT S 9"));
    CHECK_FALSE(dialog.sheet());
    CHECK_FALSE(dialog.problem().isEmpty());
    QTemporaryDir dir;
    CHECK_THROWS(dialog.writePdf(dir.filePath(QStringLiteral("none.pdf"))));

    // Three-hand auction under its own laws: players A, B, C and the settlement.
    dialog.gameBox()->setCurrentIndex(
        dialog.gameBox()->findData(static_cast<int>(core::RubberGame::ThreeHand)));
    dialog.dealsEdit()->setPlainText(QStringLiteral("3NT A 9\n4H B 10\n3NT A 10\n"));
    REQUIRE(dialog.sheet());
    CHECK(dialog.sheet()->columns == std::vector<std::string>{"A", "B", "C"});
    CHECK(dialog.sheetView()->toPlainText().contains(QStringLiteral("Settlement")));

    // Printed: one page with the sheet's figures.
    dialog.gameBox()->setCurrentIndex(
        dialog.gameBox()->findData(static_cast<int>(core::RubberGame::Auction)));
    dialog.dealsEdit()->setPlainText(QString::fromLatin1(kDeals));
    const QString pdf = dir.filePath(QStringLiteral("rubber.pdf"));
    CHECK(dialog.writePdf(pdf) == 1);
    if (reports::testing::hasTool("pdftotext")) {
        const std::string text = reports::testing::pdfText(pdf);
        CHECK(text.find("Foster") != std::string::npos);
        CHECK(text.find("N-S win the rubber by " + std::to_string(sheet.settlement[0])) !=
              std::string::npos);
    }
}

TEST_CASE("rubber --html writes the sheet as a printable page", "[cli][auction][rubber]") {
    QTemporaryDir dir;
    const std::string deals = dir.filePath(QStringLiteral("deals.txt")).toStdString();
    const std::string page = dir.filePath(QStringLiteral("sheet.html")).toStdString();
    std::ofstream(deals) << kDeals;
    tests::cliOk({"rubber", deals, "--html", page, "--title", "Tuesday <rubber>"});
    const std::string html = overplay::tests::readFileBytes(page);
    CHECK(html.find("<!DOCTYPE html>") == 0);
    CHECK(html.find("Tuesday &lt;rubber&gt;") != std::string::npos);
    CHECK(html.find("game to N-S") != std::string::npos);
    CHECK(html.find("N-S win the rubber by") != std::string::npos);
    // An unwritable page is refused with its path.
    const auto bad = tests::cli({"rubber", deals, "--html", "/nonexistent/dir/sheet.html"});
    CHECK(bad.status == 1);
    CHECK(bad.err.find("/nonexistent/dir/sheet.html") != std::string::npos);
}
