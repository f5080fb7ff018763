// SPDX-License-Identifier: GPL-3.0-or-later
// The console's Event menu for the club's machines and other programs: Hand records > Import
// and Export for a dealing machine, and Upload a club's section, which takes a BBO
// tournament's traveller pages (or any file `section upload` takes) as the next section and
// says what the director should look at.

#include "CliRun.h"
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/UploadSection.h"
#include "core/Error.h"
#include "reports/BwsReader.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>

#include <fstream>

using namespace overplay;

namespace {

/// The action `path` names in the window's menus ("Event", "Hand records", "Import").
QAction* menuAction(QWidget& window, const QStringList& path) {
    QMenu* at = nullptr;
    for (QMenu* menu : window.findChildren<QMenu*>())
        if (menu->title().remove(QLatin1Char('&')) == path.front() &&
            menu->menuAction()->isVisible()) {
            at = menu;
            break;
        }
    for (int i = 1; at && i < path.size(); ++i) {
        QAction* found = nullptr;
        for (QAction* a : at->actions())
            if (a->text().remove(QLatin1Char('&')).startsWith(path[i]))
                found = a;
        if (!found)
            return nullptr;
        if (i + 1 == path.size())
            return found;
        at = found->menu();
    }
    return nullptr;
}

/// Board `board`'s traveller page as BBO shows it: a title row, the header, a row a table.
std::string page(int board, const std::vector<std::array<std::string, 6>>& rows) {
    std::string text = "<!DOCTYPE html>\n<html><body><table>\n<tr><th colspan=\"9\">Board " +
                       std::to_string(board) +
                       " Traveller</th></tr>\n<tr><th>North</th><th>South</th><th>East</th>"
                       "<th>West</th><th>Result</th><th>NS Points</th><th>Score</th>"
                       "<th>Movie</th><th>Time</th></tr>\n";
    for (const auto& r : rows)
        text += "<tr><td>" + r[0] + "</td><td>" + r[1] + "</td><td>" + r[2] + "</td><td>" + r[3] +
                "</td><td>" + r[4] + "</td><td>" + r[5] + "</td><td></td><td></td><td></td></tr>\n";
    return text + "</table></body></html>\n";
}

/// Answers the next modal dialog: a file dialog gets `file` chosen, a message box is read into
/// `said` and closed. A dialog that will not go is rejected after about 5 s, so a test that
/// fails fails there instead of waiting for ctest's time-out.
void answer(const QString& file, std::shared_ptr<QString> said, int tries = 250) {
    QTimer::singleShot(20, [file, said, tries] {
        QWidget* modal = QApplication::activeModalWidget();
        if (tries == 0) {
            if (auto* stuck = qobject_cast<QDialog*>(modal))
                stuck->reject();
            return;
        }
        if (auto* dialog = qobject_cast<QFileDialog*>(modal)) {
            dialog->selectFile(file);
            // The dialog's own file list fills in the background; the name typed in its line
            // is what it takes on accept, whether or not the list has the file yet.
            if (auto* name = dialog->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(file);
            static_cast<QDialog*>(dialog)->accept(); // QFileDialog makes it protected
            return answer(file, said, tries - 1);    // the message box comes next
        }
        if (auto* box = qobject_cast<QMessageBox*>(modal)) {
            *said = box->text();
            box->close();
            return;
        }
        answer(file, said, tries - 1); // not shown yet: look again
    });
}

} // namespace

TEST_CASE("Event > Hand records and Event > Upload a club's section are in the console's menus",
          "[console][upload][hands]") {
    tests::OpenEvent opened("Online pairs", tests::generated("mitchell", 3, 2),
                            QStringLiteral("online.db"));
    app::MainWindow& window = opened.window;
    QTemporaryDir& dir = opened.dir;

    QAction* import = menuAction(window, {"Event", "Hand records", "Import"});
    QAction* exportAction = menuAction(window, {"Event", "Hand records", "Export for a dealing"});
    REQUIRE(import);
    REQUIRE(exportAction);
    CHECK(import->isEnabled());
    QAction* fromFile = menuAction(window, {"Event", "Upload a club's section", "From a file"});
    QAction* fromFolder = menuAction(window, {"Event", "Upload a club's section", "From a folder"});
    REQUIRE(fromFile);
    REQUIRE(fromFolder);

    // A 2-table tournament on BBO: two boards' travellers in one page.
    const std::string b1 = page(1, {{"ann", "bob", "cat", "dan", "4&spades;N=", "420"},
                                    {"eve", "fay", "gus", "hal", "4&spades;N-1", "-50"}});
    const std::string b2 = page(
        2, {{"ann", "bob", "gus", "hal", "3NS+1", "630"}, {"eve", "fay", "cat", "dan", "", ""}});
    const QString travellers = dir.filePath(QStringLiteral("travellers.html"));
    std::ofstream(travellers.toStdString(), std::ios::binary) << b1 << b2;

    auto said = std::make_shared<QString>();
    answer(travellers, said);
    fromFile->trigger();
    // The new section is there, in use from the Section menu, and the director is told what to
    // look at: the table whose board 2 has no result.
    CHECK(window.document()->sectionLetters() == std::vector<std::string>{"A", "B"});
    CHECK(said->contains(QStringLiteral("Section B")));
    CHECK(said->contains(QStringLiteral("4 results")));
    CHECK(said->contains(QStringLiteral("no result (the traveller's Result is empty)")));
    bool listed = false;
    for (QAction* a : window.findChildren<QAction*>())
        listed = listed || a->text().remove(QLatin1Char('&')) == QStringLiteral("Section B");
    CHECK(listed);

    // A page that cannot be read adds nothing and says why, with its line.
    const QString bad = dir.filePath(QStringLiteral("bad.html"));
    std::ofstream(bad.toStdString(), std::ios::binary)
        << page(1, {{"ann", "bob", "cat", "dan", "4Z", ""}});
    CHECK_THROWS_WITH(app::uploadClubSection(*window.document(), bad),
                      Catch::Contains("bad.html line 5: board 1: result '4Z'"));
    CHECK(window.document()->sectionLetters().size() == 2);
    window.closeCurrentEvent();
}

TEST_CASE("Event > Upload a club's section takes a club's Bridgemate file",
          "[console][upload][bws]") {
    tests::OpenEvent opened("Sim pairs", tests::generated("mitchell", 9, 3),
                            QStringLiteral("sim.db"));
    app::MainWindow& window = opened.window;
    QAction* fromFile = menuAction(window, {"Event", "Upload a club's section", "From a file"});
    REQUIRE(fromFile);
    // A real club's session, its players renamed (tests/data/README.md).
    const QString bws = QStringLiteral(OVERPLAY_TEST_DATA "/bws/club-session-anonymised.bws");
    auto said = std::make_shared<QString>();
    answer(bws, said);
    fromFile->trigger();
    if (!reports::readsBridgemateFiles()) {
        CHECK(said->contains(QStringLiteral("built without mdbtools")));
        CHECK(window.document()->sectionLetters().size() == 1);
        WARN("skipped: this build has no mdbtools");
        return;
    }
    // The movement as the Bridgemates played it, every result the tables sent, and the players
    // at each table as its pairs.
    INFO(said->toStdString());
    CHECK(window.document()->sectionLetters() == std::vector<std::string>{"A", "B"});
    CHECK(said->contains(QStringLiteral("Section B")));
    CHECK(said->contains(QStringLiteral("297 results")));
    const auto entries = window.document()->store().entriesOf("B");
    CHECK(entries.size() == 22);
    const auto ns1 = std::find_if(entries.begin(), entries.end(),
                                  [](const db::Entry& e) { return e.label == "1NS"; });
    REQUIRE(ns1 != entries.end());
    CHECK(ns1->names() == "Hope Declarer & Irene Lebensohl");
    window.closeCurrentEvent();
}

TEST_CASE("Event > Upload a club's section names the pairs its file ranks otherwise (a penalty "
          "it has no place for)",
          "[console][upload]") {
    // The club's night at home, every result in and a procedural penalty to 1NS, sent as
    // USEBIO, which has no place for the penalty.
    tests::TempDir dir("console-upload-penalty");
    const std::string home = tests::newMitchell(dir);
    tests::enterAll(home, dir.file("results.csv"), 3);
    tests::cliOk({"penalty", home, "1NS", "1", "--reason", "slow play"});
    tests::cliOk({"export", home, "--usebio", dir.file("home.xml")});

    tests::OpenEvent opened("Sim pairs", tests::generated("mitchell", 3, 2),
                            QStringLiteral("sim.db"));
    const app::SectionUpload done = app::uploadClubSection(
        *opened.window.document(), QString::fromStdString(dir.file("home.xml")));
    INFO(done.lookAt.join(QLatin1Char('\n')).toStdString());
    CHECK(done.added.size() == 1);
    // As `section upload` says it: the director is told whom to look at, and why.
    CHECK(done.lookAt.filter(QStringLiteral("section B: B1NS (the file ")).size() == 1);
    CHECK(done.lookAt.filter(QStringLiteral("a procedural penalty, a fouled board")).size() == 1);
    CHECK(done.lookAt.filter(QStringLiteral("B2NS (the file")).isEmpty());
    opened.window.closeCurrentEvent();
}
