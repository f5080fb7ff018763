// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/shots/Screenshots.h"

#include "app/console/BoardView.h"
#include "app/console/ClubRoster.h"
#include "app/console/ClubRosterDialog.h"
#include "app/console/DemoEvent.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/NewEventWizard.h"
#include "app/console/PrintAndExport.h"
#include "app/console/RankingsView.h"
#include "app/console/RulingDialogs.h"
#include "app/console/ScoringDialog.h"
#include "app/console/TableScoringDock.h"
#include "app/console/TravellerEntry.h"
#include "db/Roster.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QLineEdit>
#include <QListWidget>
#include <QPrintPreviewDialog>
#include <QPushButton>
#include <QSpinBox>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTemporaryDir>

#include <cstdio>
#include <memory>

namespace overplay::app {

namespace {

void settle() {
    for (int i = 0; i < 5; ++i)
        QApplication::processEvents();
}

bool save(QWidget* widget, const QString& folder, const QString& name) {
    settle();
    const QString path = QDir(folder).filePath(QStringLiteral("console-%1.png").arg(name));
    if (!widget->grab().save(path)) {
        std::fprintf(stderr, "overplay: cannot write %s\n", qPrintable(path));
        return false;
    }
    std::printf("%s\n", qPrintable(path));
    return true;
}

} // namespace

int takeScreenshots(const QString& folder) {
    QDir().mkpath(folder);
    QTemporaryDir scratch;
    MainWindow window;
    window.setQuiet(true);
    window.resize(1280, 800);
    window.show();
    bool ok = save(&window, folder, QStringLiteral("start"));

    // The wizard's first page for a 10-pair event of 27 boards, its movement page with the
    // complete Howell chosen (the guide's evening), then its names page.
    {
        NewEventWizard wizard(&window);
        wizard.nameEdit()->setText(QStringLiteral("Tuesday Pairs"));
        wizard.countBox()->setValue(10);
        wizard.boardsBox()->setValue(27);
        wizard.show();
        ok = save(&wizard, folder, QStringLiteral("wizard-event")) && ok;
        wizard.next();
        const auto& choices = wizard.choices();
        for (std::size_t i = 0; i < choices.size(); ++i)
            if (choices[i].movement && choices[i].request.kind == "howell" &&
                choices[i].request.rounds == 0)
                wizard.choicesList()->setCurrentRow(static_cast<int>(i));
        ok = save(&wizard, folder, QStringLiteral("wizard-movement")) && ok;
        wizard.next();
        wizard.next();
        ok = save(&wizard, folder, QStringLiteral("wizard-names")) && ok;
        wizard.reject();
    }

    if (!window.openDemoNow(DemoOptions{}, scratch.filePath(QStringLiteral("demo.db")))) {
        std::fprintf(stderr, "overplay: %s\n", qPrintable(window.lastError()));
        return 1;
    }
    // Results: one line typed for the pairs the movement suggests, the standings beside.
    TravellerEntry* entry = window.entry();
    window.showTab(MainWindow::ResultsTab);
    settle();
    entry->lineEdit()->setText(QStringLiteral("4S N ="));
    emit entry->lineEdit()->returnPressed();
    entry->lineEdit()->setText(QStringLiteral("3NT S 10"));
    ok = save(&window, folder, QStringLiteral("results")) && ok;
    entry->lineEdit()->clear();
    entry->lineEdit()->setText(QStringLiteral("4S N +4"));
    emit entry->lineEdit()->returnPressed();
    ok = save(&window, folder, QStringLiteral("refused")) && ok;
    entry->lineEdit()->clear();
    entry->setMode(TravellerEntry::Mode::ByTable);
    ok = save(&window, folder, QStringLiteral("by-table")) && ok;
    entry->setMode(TravellerEntry::Mode::ByBoard);

    // The standings while results are missing: marked provisional, in their title and in the
    // status bar.
    ok = save(window.rankings(), folder, QStringLiteral("provisional")) && ok;
    // Table scoring's dock, beside the results.
    if (window.startTableScoring(0)) {
        ok = save(&window, folder, QStringLiteral("table-scoring")) && ok;
        if (TableScoringDock* dock = window.tableScoringDock()) {
            dock->stopButton()->click(); // quiet: no question
            dock->hide();
        }
    }
    // A laptop's 1024x700: every column of the traveller still in view.
    settle();
    window.resize(1024, 700);
    settle();
    ok = save(&window, folder, QStringLiteral("results-1024")) && ok;
    // The usual laptop's 1366x768: the standings' names and "100.00" whole beside the entry.
    window.resize(1366, 768);
    settle();
    ok = save(&window, folder, QStringLiteral("results-1366")) && ok;
    window.resize(1280, 800);

    window.showTab(MainWindow::BoardsTab);
    window.boards()->showBoard(5);
    ok = save(&window, folder, QStringLiteral("boards")) && ok;
    window.showTab(MainWindow::MovementTab);
    ok = save(&window, folder, QStringLiteral("movement")) && ok;
    window.showTab(MainWindow::AuditTab);
    ok = save(&window, folder, QStringLiteral("audit")) && ok;

    // Rulings: Event > Scoring with its settings, and Rulings > Fouled board on board 1 with
    // two tables on a fouled copy.
    {
        const db::EventInfo info = window.document()->store().info();
        ScoringDialog scoring(info.scoring, info.settings, &window);
        scoring.show();
        ok = save(&scoring, folder, QStringLiteral("scoring")) && ok;
        const auto lines = window.document()->store().linesOfBoard(1);
        FoulDialog foul(window.document()->store(), 1, lines, &window);
        for (int row = 0; row < foul.rows() && row < 2; ++row)
            foul.copyBox(row)->setValue(1);
        foul.resize(560, 320);
        foul.show();
        ok = save(&foul, folder, QStringLiteral("fouled-board")) && ok;
    }

    // File > Print preview > Table guide cards, on A4 whatever the machine's setting.
    {
        PrintAndExport& printing = *window.printing();
        const reports::Paper paper = printing.paper();
        printing.setPaper(reports::Paper::A4);
        std::unique_ptr<QPrintPreviewDialog> preview(printing.makePreview(
            {reports::PrintedPart::TableCards}, QStringLiteral("Table guide cards")));
        printing.setPaper(paper);
        if (!preview) {
            std::fprintf(stderr, "overplay: %s\n", qPrintable(window.lastError()));
            return 1;
        }
        preview->show();
        ok = save(preview.get(), folder, QStringLiteral("print-preview")) && ok;
    }
    // Tools > Club roster and ladder: the demo's players as the club's members (one a
    // visitor), the evening recorded, the members and the ladder.
    {
        QString roster = scratch.filePath(QStringLiteral("club.db"));
        try {
            db::Roster club = db::Roster::open(roster.toStdString(), true);
            club.setClub({"Overplay Bridge Club", "4077"});
            std::vector<db::MemberRow> members;
            int number = 100231;
            for (const db::Entry& e : window.document()->store().entries())
                for (const std::string& p : e.players)
                    if (number < 100240 || e.number % 2 == 0)
                        members.push_back({p, std::to_string(number++), "", "demo"});
            club.importMembers(members);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "overplay: %s\n", e.what());
            return 1;
        }
        setClubRosterPath(roster);
        window.nameFromRoster();
        ClubRosterDialog dialog(reports::Paper::A4, &window.document()->store(), &window);
        dialog.recordEvent();
        dialog.resize(820, 560);
        dialog.show();
        ok = save(&dialog, folder, QStringLiteral("roster")) && ok;
        dialog.findChild<QTabWidget*>()->setCurrentIndex(1);
        ok = save(&dialog, folder, QStringLiteral("ladder")) && ok;
        setClubRosterPath({});
    }
    // Events made beforehand by scripts/screenshots.sh (a team event, an individual, two
    // sections): OVERPLAY_SCREENSHOT_EVENTS="teams=/tmp/teams.db,sections=/tmp/s.db#B" saves
    // each one's results screen as console-NAME.png, in the section after "#" if one is named,
    // its standings on the field numbered after "@" ("strata=/tmp/t.db@2": a stratum's).
    const QString events = qEnvironmentVariable("OVERPLAY_SCREENSHOT_EVENTS");
    for (const QString& item : events.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString name = item.section(QLatin1Char('='), 0, 0);
        const QString where = item.section(QLatin1Char('='), 1);
        const int field = where.section(QLatin1Char('@'), 1).toInt();
        const QString place = where.section(QLatin1Char('@'), 0, 0);
        const QString path = place.section(QLatin1Char('#'), 0, 0);
        const QString section = place.section(QLatin1Char('#'), 1);
        if (!window.openFile(path)) {
            std::fprintf(stderr, "overplay: %s\n", qPrintable(window.lastError()));
            return 1;
        }
        if (!section.isEmpty())
            window.useSection(section);
        window.showTab(MainWindow::ResultsTab);
        window.entry()->showBoard(1); // board 1's traveller beside the standings
        window.rankings()->showField(field);
        window.statusBar()->clearMessage();
        ok = save(&window, folder, name) && ok;
    }
    return ok ? 0 : 1;
}

} // namespace overplay::app
