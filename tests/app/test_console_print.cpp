// SPDX-License-Identifier: GPL-3.0-or-later
// Print and publish from the console: the print preview of the printed parts, printing,
// and the exports (web site, PDF, USEBIO, PBN) read back as a reader of each would.

#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/DemoEvent.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/PrintAndExport.h"
#include "core/Pbn.h"
#include "db/EventStore.h"
#include "reports/HtmlSite.h"
#include "tests/reports/Tools.h"

#include <QAction>
#include <QFile>
#include <QMenu>
#include <QPrintPreviewDialog>
#include <QPrintPreviewWidget>
#include <QPrinter>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QXmlStreamReader>

#include <catch2/catch.hpp>

#include <algorithm>
#include <memory>
#include <regex>

using namespace overplay;
using app::ExportKind;
using reports::PrintedPart;
using reports::testing::hasTool;
using reports::testing::pdfPages;
using reports::testing::pdfText;
using tests::Window;

namespace {

/// The demo as late in the evening (all but two rounds entered), without the slow
/// double-dummy analysis: the documents need hand records and results, not par.
app::DemoOptions printDemo() {
    app::DemoOptions options;
    options.analyse = false;
    return options;
}

/// The entries of a File submenu, separators left out.
QList<QAction*> entriesOf(const app::MainWindow& window, const char* menuName) {
    auto* menu = window.findChild<QMenu*>(QString::fromLatin1(menuName));
    REQUIRE(menu);
    QList<QAction*> entries;
    for (QAction* action : menu->actions())
        if (!action->isSeparator())
            entries << action;
    return entries;
}

/// The pages a preview dialog lays out, as its preview widget counts them.
int previewPages(QPrintPreviewDialog& dialog) {
    auto* widget = dialog.findChild<QPrintPreviewWidget*>();
    REQUIRE(widget);
    widget->updatePreview();
    return widget->pageCount();
}

QString readText(const QString& path) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    return QString::fromUtf8(file.readAll());
}

int boardsWithHandRecords(const db::EventStore& store) {
    const auto boards = store.boards();
    return static_cast<int>(std::count_if(boards.begin(), boards.end(),
                                          [](const auto& b) { return b.deal.has_value(); }));
}

/// The print demo open in a quiet console window, in a fresh folder.
struct DemoOpen {
    QApplication& application = tests::consoleTestApp(); // before the window
    QTemporaryDir dir;
    app::MainWindow window;
    explicit DemoOpen(Window shown = Window::Hidden) {
        window.setQuiet(true);
        if (shown == Window::Shown)
            window.show();
        REQUIRE(window.openDemoNow(printDemo(), dir.filePath(QStringLiteral("demo.db"))));
    }
};

} // namespace

TEST_CASE("print and export entries wait for an open event", "[console][print]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    app::MainWindow window;
    window.setQuiet(true);

    const QList<QAction*> preview = entriesOf(window, "printPreviewMenu");
    const QList<QAction*> print = entriesOf(window, "printMenu");
    const QList<QAction*> exports = entriesOf(window, "exportMenu");
    CHECK(preview.size() == 10); // eight parts, everything before play, the results pack
    CHECK(print.size() == preview.size());
    CHECK(exports.size() == 5);
    auto allEnabled = [&](bool enabled) {
        for (QAction* action : preview + print + exports)
            if (action->isEnabled() != enabled)
                return false;
        return true;
    };
    CHECK(allEnabled(false));
    // The paper is a preference, not the event's: it can be chosen at any time.
    for (QAction* action : entriesOf(window, "paperMenu"))
        CHECK(action->isEnabled());

    // Asked without a dialog, an export refuses too.
    CHECK_FALSE(window.printing()->exportTo(ExportKind::Pbn, dir.filePath("x.pbn")));
    CHECK(window.lastError().contains("Open an event first"));
    CHECK_FALSE(QFile::exists(dir.filePath("x.pbn")));

    REQUIRE(window.openDemoNow(printDemo(), dir.filePath(QStringLiteral("demo.db"))));
    CHECK(allEnabled(true));
    window.closeCurrentEvent();
    CHECK(allEnabled(false));
}

TEST_CASE("print preview: a guide card per table, hand records, on the chosen paper",
          "[console][print]") {
    DemoOpen demo;
    app::MainWindow& window = demo.window;
    const db::EventStore& store = window.document()->store();
    app::PrintAndExport& printing = *window.printing();
    const reports::Paper paperBefore = printing.paper();
    printing.setPaper(reports::Paper::A4);

    std::unique_ptr<QPrintPreviewDialog> cards(
        printing.makePreview({PrintedPart::TableCards}, QStringLiteral("Table guide cards")));
    REQUIRE(cards);
    CHECK(cards->windowTitle().contains("Table guide cards"));
    CHECK(previewPages(*cards) == store.movement().tables);
    CHECK(cards->printer()->pageLayout().pageSize().id() == QPageSize::A4);

    std::unique_ptr<QPrintPreviewDialog> hands(
        printing.makePreview({PrintedPart::HandRecords}, QStringLiteral("Hand records")));
    REQUIRE(hands);
    const int handPages = previewPages(*hands);
    // Six hand records a page at most: every dealt board has its place.
    CHECK(handPages > 0);
    CHECK(handPages * 6 >= boardsWithHandRecords(store));

    // Everything before play holds the guide cards and more.
    std::unique_ptr<QPrintPreviewDialog> before(
        printing.makePreview({PrintedPart::TableCards, PrintedPart::PairCards,
                              PrintedPart::BlankTravellers, PrintedPart::PickupSlips},
                             QStringLiteral("Everything before play")));
    CHECK(previewPages(*before) > store.movement().tables);

    // US Letter is kept as the preference and the preview lays out on it.
    printing.setPaper(reports::Paper::Letter);
    CHECK(printing.paper() == reports::Paper::Letter);
    std::unique_ptr<QPrintPreviewDialog> letter(
        printing.makePreview({PrintedPart::TableCards}, QStringLiteral("Table guide cards")));
    CHECK(letter->printer()->pageLayout().pageSize().id() == QPageSize::Letter);
    CHECK(previewPages(*letter) == store.movement().tables);
    printing.setPaper(paperBefore);
}

TEST_CASE("printing paints the same guide cards on a printer", "[console][print]") {
    DemoOpen demo;
    app::MainWindow& window = demo.window;
    QTemporaryDir& dir = demo.dir;
    const db::EventStore& store = window.document()->store();

    // A printer that prints to a PDF file stands in for a real one.
    QPrinter printer(QPrinter::HighResolution);
    printer.setOutputFormat(QPrinter::PdfFormat);
    printer.setOutputFileName(dir.filePath(QStringLiteral("printed.pdf")));
    const int pages = window.printing()->printTo(printer, {PrintedPart::TableCards});
    CHECK(pages == store.movement().tables);
    if (!hasTool("pdftotext")) {
        WARN("pdftotext missing (poppler-utils): printed text not checked");
        return;
    }
    CHECK(pdfPages(printer.outputFileName()) == pages);
    const std::string text = pdfText(printer.outputFileName());
    for (int t = 1; t <= store.movement().tables; ++t)
        CHECK(text.find("Table " + std::to_string(t)) != std::string::npos);
}

TEST_CASE("exports write the web site, PDFs, USEBIO and PBN off the GUI thread",
          "[console][print]") {
    DemoOpen demo(Window::Shown);
    app::MainWindow& window = demo.window;
    QTemporaryDir& dir = demo.dir;
    const db::EventStore& store = window.document()->store();
    app::PrintAndExport& printing = *window.printing();
    QSignalSpy done(&printing, &app::PrintAndExport::done);
    auto* progress = window.statusBar()->findChild<QProgressBar*>();
    REQUIRE(progress);

    SECTION("web site") {
        const QString folder = dir.filePath(QStringLiteral("site"));
        REQUIRE(printing.exportTo(ExportKind::HtmlSite, folder));
        // Running: the busy bar shows until the outcome is reported.
        CHECK(printing.isExporting());
        CHECK(progress->isVisibleTo(&window));
        REQUIRE(printing.waitForExport());
        CHECK_FALSE(printing.isExporting());
        CHECK_FALSE(progress->isVisibleTo(&window));
        const QString index = readText(QDir(folder).filePath(QStringLiteral("index.html")));
        CHECK(index.contains(
            QStringLiteral("href=\"%1\"").arg(QString::fromStdString(reports::boardPageName(1)))));
        CHECK(QFile::exists(QDir(folder).filePath(QStringLiteral("board-1.html"))));
        REQUIRE(done.size() == 1);
        CHECK(done[0][0].toString().contains(QDir::toNativeSeparators(folder)));
        CHECK(done[0][0].toString().contains(" files"));
    }
    SECTION("results PDF") {
        const QString path = dir.filePath(QStringLiteral("results.pdf"));
        REQUIRE(printing.exportTo(ExportKind::ResultsPdf, path));
        REQUIRE(printing.waitForExport());
        REQUIRE(done.size() == 1);
        CHECK(done[0][0].toString().contains("pages"));
        if (!hasTool("pdftotext")) {
            WARN("pdftotext missing (poppler-utils): PDF text not checked");
            return;
        }
        const std::string text = pdfText(path);
        const auto entries = store.entries();
        REQUIRE_FALSE(entries.empty());
        REQUIRE_FALSE(entries.front().players.empty());
        CHECK(text.find(entries.front().players.front()) != std::string::npos);
        // Board 1's traveller: dealer North, nobody vulnerable in the standard rotation.
        CHECK(std::regex_search(text, std::regex("Board 1\\s+Dealer North")));
        // The rankings head the results: the movement's name, and rows rather than "no results".
        CHECK(text.find(store.movement().name) != std::string::npos);
        CHECK(text.find("No results have been entered yet") == std::string::npos);
    }
    SECTION("guide and pair cards PDF") {
        const QString path = dir.filePath(QStringLiteral("cards.pdf"));
        REQUIRE(printing.exportTo(ExportKind::CardsPdf, path));
        REQUIRE(printing.waitForExport());
        if (!hasTool("pdftotext"))
            return;
        const std::string text = pdfText(path);
        for (int t = 1; t <= store.movement().tables; ++t)
            CHECK(text.find("Table " + std::to_string(t)) != std::string::npos);
        CHECK(pdfPages(path) > store.movement().tables); // guide cards, then pair cards
    }
    SECTION("USEBIO") {
        const QString path = dir.filePath(QStringLiteral("results.xml"));
        REQUIRE(printing.exportTo(ExportKind::Usebio, path));
        REQUIRE(printing.waitForExport());
        QFile file(path);
        REQUIRE(file.open(QIODevice::ReadOnly));
        QXmlStreamReader xml(&file);
        int travellerLines = 0;
        bool event = false;
        while (!xml.atEnd()) {
            if (xml.readNext() != QXmlStreamReader::StartElement)
                continue;
            event = event || xml.name() == QStringLiteral("EVENT");
            if (xml.name() == QStringLiteral("TRAVELLER_LINE"))
                ++travellerLines;
        }
        CHECK_FALSE(xml.hasError());
        CHECK(event);
        REQUIRE_FALSE(store.lines().empty());
        CHECK(travellerLines == static_cast<int>(store.lines().size()));
    }
    SECTION("PBN") {
        const QString path = dir.filePath(QStringLiteral("results.pbn"));
        REQUIRE(printing.exportTo(ExportKind::Pbn, path));
        REQUIRE(printing.waitForExport());
        const core::PbnFile pbn = core::readPbn(readText(path).toStdString());
        REQUIRE(boardsWithHandRecords(store) > 0);
        CHECK(static_cast<int>(pbn.games.size()) == boardsWithHandRecords(store));
        CHECK(pbn.games.front().board == 1);
        CHECK(pbn.games.front().table("ScoreTable") != nullptr);
    }
    CHECK(window.lastError().isEmpty());
}

TEST_CASE("an export that cannot be written says why and leaves the console usable",
          "[console][print]") {
    DemoOpen demo;
    app::MainWindow& window = demo.window;
    QTemporaryDir& dir = demo.dir;
    app::PrintAndExport& printing = *window.printing();
    // A path under a regular file: no folder can be made there.
    const QString plain = dir.filePath(QStringLiteral("plain.txt"));
    {
        QFile file(plain);
        REQUIRE(file.open(QIODevice::WriteOnly));
        file.write("not a folder");
    }
    const auto kind =
        GENERATE(ExportKind::HtmlSite, ExportKind::ResultsPdf, ExportKind::Usebio, ExportKind::Pbn);
    const QString path = plain + QStringLiteral("/out");
    REQUIRE(printing.exportTo(kind, path));
    // One export at a time: a second one is refused while the first is written.
    CHECK_FALSE(printing.exportTo(ExportKind::Pbn, dir.filePath(QStringLiteral("x.pbn"))));
    CHECK(window.lastError().contains("still being written"));
    CHECK_FALSE(printing.waitForExport());
    CHECK(window.lastError().contains("was not written"));
    CHECK(window.lastError().contains(plain));
    // Nothing broke: the next export to a good place works.
    REQUIRE(printing.exportTo(ExportKind::Pbn, dir.filePath(QStringLiteral("good.pbn"))));
    CHECK(printing.waitForExport());
    CHECK(QFile::exists(dir.filePath(QStringLiteral("good.pbn"))));
}
