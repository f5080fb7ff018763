// SPDX-License-Identifier: GPL-3.0-or-later
// The window's actions: its menus, and what each command does before it reaches the event
// (a dialog asked, a refusal shown). Every change itself is one step of EventDocument.
#include "app/console/MainWindow.h"

#include "app/console/BoardView.h"
#include "app/console/ClubRoster.h"
#include "app/console/ClubRosterDialog.h"
#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "app/console/EventPlan.h"
#include "app/console/NamesDialog.h"
#include "app/console/NewEventWizard.h"
#include "app/console/PrintAndExport.h"
#include "app/console/RubberSheetDialog.h"
#include "app/console/RulingDialogs.h"
#include "app/console/ScoringDialog.h"
#include "app/console/StrataDialog.h"
#include "app/console/TravellerEntry.h"
#include "app/console/TrumpDialog.h"
#include "app/console/UploadSection.h"
#include "movements/Labels.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QStatusBar>

namespace overplay::app {

void MainWindow::buildMenus() {
    QMenu* file = buildFileMenu();
    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    QMenu* event = buildEventMenu();
    buildRulingsMenu();
    QMenu* view = buildViewMenu();
    // Tools that need no event: a rubber of auction bridge is kept on a score sheet.
    QMenu* tools = menuBar()->addMenu(tr("&Tools"));
    tools->addAction(tr("&Rubber score sheet…"), this, [this] {
        RubberSheetDialog dialog(m_printing->paper(), this);
        dialog.exec();
    });
    tools->addAction(tr("&Club roster and ladder…"), this, [this] {
        ClubRosterDialog dialog(m_printing->paper(), m_document ? &m_document->store() : nullptr,
                                this);
        dialog.exec();
    });
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    // After a menu's command (and the dialog it may have shown), the keyboard goes back to
    // the entry box on the Results tab: the next slip is typed without reaching for the mouse.
    // QMenu re-emits an action's trigger after the action's own slot has run, shortcuts too.
    for (QMenu* menu : {file, m_editMenu, event, view, tools, help})
        connect(menu, &QMenu::triggered, this, [this] { focusEntry(); });
    help->addAction(tr("&Entering results"), QKeySequence::HelpContents, this,
                    &MainWindow::showKeys);
    help->addAction(tr("&About Overplay"), this, [this] {
        QMessageBox::about(this, tr("About Overplay"),
                           tr("<h3>Overplay %1</h3><p>An open-source director console for "
                              "duplicate bridge and duplicate whist.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    for (auto* a : m_eventActions)
        a->setEnabled(false);
    fillRecent();
}

QMenu* MainWindow::buildFileMenu() {
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New event\u2026"), QKeySequence::New, this, &MainWindow::newEvent);
    file->addAction(tr("&Open\u2026"), QKeySequence::Open, this, [this] { askOpen(); });
    file->addAction(tr("Open &server event\u2026"), this, [this] { askOpenServer(); });
    m_recentMenu = file->addMenu(tr("Open &recent"));
    file->addAction(tr("Open the &demo event"), this, &MainWindow::openDemo);
    file->addSeparator();
    auto* close = file->addAction(tr("&Close event"), QKeySequence::Close, this,
                                  &MainWindow::closeCurrentEvent);
    m_eventActions << close;
    m_eventActions << file->addAction(tr("Save a &copy\u2026"), this, &MainWindow::askSaveCopy);
    file->addSeparator();
    m_printing = new PrintAndExport(*this);
    m_eventActions << m_printing->addMenus(file);
    // Exports run on a worker thread: a busy bar while they do, then one message.
    connect(m_printing, &PrintAndExport::busy, this, [this](const QString& message) {
        if (!m_demoThread) {
            m_progress->setRange(0, 0);
            m_progress->setVisible(true);
        }
        statusBar()->showMessage(message);
    });
    auto idle = [this] {
        if (!m_demoThread)
            m_progress->setVisible(false);
    };
    connect(m_printing, &PrintAndExport::done, this, [this, idle](const QString& message) {
        idle();
        statusBar()->showMessage(message, 15000);
    });
    connect(m_printing, &PrintAndExport::failed, this,
            [this, idle](const QString& title, const QString& message) {
                idle();
                refuse(title, message);
            });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    return file;
}

void MainWindow::askSaveCopy() {
    if (!m_document)
        return;
    const QString place = QString::fromStdString(m_document->store().path());
    // A server event's copy goes where the director keeps event files.
    const QDir folder = isServerEvent(place) ? QDir(eventsFolder()) : QFileInfo(place).dir();
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save a copy of the event"),
        folder.filePath(eventBaseName(place) + tr(" (copy).db")), tr("Overplay events (*.db)"),
        nullptr, QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        saveCopyTo(path);
}

QMenu* MainWindow::buildEventMenu() {
    QMenu* event = menuBar()->addMenu(tr("E&vent"));
    m_eventActions << event->addAction(tr("&Names\u2026"), this, &MainWindow::editNames);
    m_eventActions << event->addAction(tr("&Scoring\u2026"), this, &MainWindow::changeScoring);
    m_eventActions << event->addAction(tr("Strat&ification\u2026"), this,
                                       &MainWindow::askStratification);
    m_finalAction = event->addAction(tr("Results are &final"), this, [this](bool final) {
        if (!m_document)
            return;
        attempt(tr("Final results"), [&] { m_document->markFinal(final); });
        focusEntry();
    });
    m_finalAction->setCheckable(true);
    m_finalAction->setToolTip(tr("Until then every ranking, print and page says provisional"));
    m_eventActions << m_finalAction;
    event->addSeparator();
    m_eventActions << event->addAction(tr("&Deal boards\u2026"), this, [this] {
        showTab(BoardsTab);
        m_boards->askDeal();
    });
    // Hand records come from and go to the club's dealing machine (Duplimate, Dealer4) and
    // other programs: PBN, DUP, BRI, DLM and BBO's LIN.
    QMenu* hands = event->addMenu(tr("&Hand records"));
    m_eventActions << hands->menuAction();
    hands->addAction(tr("&Import\u2026"), this, [this] {
        showTab(BoardsTab);
        m_boards->askImport();
    });
    hands->addAction(tr("&Export for a dealing machine\u2026"), this, [this] {
        showTab(BoardsTab);
        m_boards->askExport();
    });
    // A club's section scored elsewhere, or played on BBO or RealBridge (UploadSection.h).
    m_eventActions << addUploadSectionMenu(
        event, this, [this] { return m_document.get(); }, [this] { buildSectionMenu(); });
    m_eventActions << event->addAction(tr("&Analyse boards"), this, [this] {
        showTab(BoardsTab);
        m_boards->startAnalysis();
    });
    QAction* trumpAction =
        event->addAction(tr("T&rump slips\u2026"), this, &MainWindow::askTrumpSlips);
    // Enabled only where they apply (see adopt): named so it finds them.
    trumpAction->setObjectName(QStringLiteral("trumpSlips"));
    m_eventActions << trumpAction;
    QAction* swissAction =
        event->addAction(tr("Draw the next S&wiss round"), this, &MainWindow::drawSwissRound);
    swissAction->setObjectName(QStringLiteral("swissDraw"));
    m_eventActions << swissAction;
    event->addSeparator();
    m_eventActions << event->addAction(tr("&Table scoring\u2026"), this,
                                       [this] { startTableScoring(); });
    return event;
}

void MainWindow::askStratification() {
    if (!m_document)
        return;
    StrataDialog dialog(m_document->store(), this);
    if (dialog.exec() == QDialog::Accepted)
        attempt(tr("Stratification"),
                [&] { m_document->setStratification(dialog.strata(), dialog.figures()); });
    focusEntry();
}

void MainWindow::askTrumpSlips() {
    if (!m_document)
        return;
    if (!m_document->isWhist()) {
        refuse(tr("Trump slips"), tr("Trump slips are duplicate whist's: a bridge deal's "
                                     "trumps are its contract's."));
        return;
    }
    TrumpDialog dialog(m_document->store().movement().boards(), m_document->store().boards(), this);
    if (dialog.exec() == QDialog::Accepted)
        attempt(tr("Trump slips"), [&] { m_document->setTrumps(dialog.trumps()); });
}

void MainWindow::drawSwissRound() {
    if (!m_document)
        return;
    attempt(tr("Swiss draw"), [this] {
        const core::SwissDraw draw = m_document->drawSwissRound();
        const auto& m = m_document->store().movement();
        // A team by the name the director gave it, as `draw` prints it; its letter (its first
        // pair's label without the seat) while it has none.
        const std::vector<db::Team> named = m_document->store().teams();
        const auto team = [&m, &named](int number) {
            for (const db::Team& t : named)
                if (t.number == number && !t.name.empty())
                    return QString::fromStdString(t.name);
            return QString::fromStdString(movements::entryLabel(m, 2 * number - 1)).chopped(1);
        };
        QStringList matches;
        for (const auto& [a, b] : draw.matches)
            matches << team(a) + QStringLiteral(" v ") + team(b);
        QString text =
            tr("Round %1: %2").arg(m.rounds.size()).arg(matches.join(QStringLiteral(", ")));
        if (draw.bye)
            text += tr("; bye %1").arg(team(*draw.bye));
        statusBar()->showMessage(text, 15000);
        showTab(MovementTab);
    });
}

QMenu* MainWindow::buildViewMenu() {
    QMenu* view = menuBar()->addMenu(tr("&View"));
    const QStringList names{tr("&Results"), tr("&Boards"), tr("&Movement"), tr("&Audit log")};
    for (int i = 0; i < names.size(); ++i)
        m_eventActions << view->addAction(names[i], QKeySequence(Qt::CTRL | (Qt::Key_1 + i)), this,
                                          [this, i] { showTab(static_cast<Tab>(i)); });
    // An event of more than one session or section: the one shown and entered into.
    m_sessionMenu = view->addMenu(tr("S&ession"));
    m_sessionMenu->setEnabled(false);
    m_sectionMenu = view->addMenu(tr("&Section"));
    m_sectionMenu->setEnabled(false);
    view->addSeparator();
    m_eventActions << view->addAction(tr("Enter by &board"), QKeySequence(Qt::CTRL | Qt::Key_B),
                                      this, [this] {
                                          showTab(ResultsTab);
                                          m_entry->setMode(TravellerEntry::Mode::ByBoard);
                                      });
    m_eventActions << view->addAction(tr("Enter by &table"), QKeySequence(Qt::CTRL | Qt::Key_T),
                                      this, [this] {
                                          showTab(ResultsTab);
                                          m_entry->setMode(TravellerEntry::Mode::ByTable);
                                      });
    return view;
}

void MainWindow::newEvent() {
    NewEventWizard wizard(this);
    if (wizard.exec() == QDialog::Accepted && !wizard.createdPath().isEmpty() &&
        openFile(wizard.createdPath()))
        nameFromRoster();
}

void MainWindow::nameFromRoster() {
    if (!m_document)
        return;
    attempt(tr("Club roster"), [&] {
        const QString said = nameFromClubRoster(*m_document);
        if (!said.isEmpty())
            statusBar()->showMessage(said, 8000);
    });
}

void MainWindow::editNames() {
    if (!m_document)
        return;
    NamesDialog dialog(m_document->store().entries(), m_document->store().teams(), this);
    const movements::Movement movement = m_document->store().movement();
    dialog.setTeamCheck(
        [movement](const std::vector<db::Team>& teams) { db::requireTeamNames(movement, teams); });
    if (dialog.exec() != QDialog::Accepted)
        return;
    const bool named = attempt(tr("Names"), [&] {
        if (dialog.teamTable())
            m_document->setTeams(dialog.teams());
        m_document->setEntries(dialog.entries());
        addToRoster(dialog.usedNames());
    });
    if (named)
        nameFromRoster();
}

void MainWindow::changeScoring() {
    if (!m_document)
        return;
    const db::EventInfo info = m_document->store().info();
    ScoringDialog dialog(info.scoring, info.settings, this);
    if (dialog.exec() == QDialog::Accepted)
        attempt(tr("Scoring"), [&] { m_document->setScoring(dialog.method(), dialog.settings()); });
    focusEntry();
}

void MainWindow::buildRulingsMenu() {
    QMenu* rulings = menuBar()->addMenu(tr("&Rulings"));
    m_eventActions << rulings->addAction(tr("&Adjusted score\u2026"), this, [this] {
        askRulingLine(tr("Adjusted score"),
                      tr("North-South / East-West, each on its own: A+/A-, A=, A60/A40"),
                      QStringLiteral("A+/A-"));
    });
    m_eventActions << rulings->addAction(tr("&Weighted score\u2026"), this, [this] {
        askRulingLine(tr("Weighted score (Law 12C1(c))"),
                      tr("Each outcome with its share, the shares making 100%:"),
                      QStringLiteral("60% 4S N =, 40% 4S N -1"));
    });
    m_eventActions << rulings->addAction(tr("&Not played"), this, [this] {
        if (!m_entry)
            return;
        showTab(ResultsTab);
        if (!m_entry->submit(QStringLiteral("NP")))
            refuse(tr("Not played"), m_entry->statusText());
        focusEntry();
    });
    rulings->addSeparator();
    m_eventActions << rulings->addAction(tr("&Fouled board\u2026"), this,
                                         &MainWindow::askFouledBoard);
    m_eventActions << rulings->addAction(tr("&Procedural penalty\u2026"), this,
                                         &MainWindow::askPenalty);
    rulings->addSeparator();
    m_eventActions << rulings->addAction(tr("&Late pair\u2026"), this, &MainWindow::askLatePair);
    m_eventActions << rulings->addAction(tr("A pair l&eaves\u2026"), this,
                                         &MainWindow::askPairLeaves);
    m_eventActions << rulings->addAction(tr("&Change the movement\u2026"), this,
                                         &MainWindow::askChangeMovement);
    rulings->addSeparator();
    m_eventActions << rulings->addAction(tr("Wi&thdraw a penalty\u2026"), this,
                                         &MainWindow::askWithdrawPenalty);
}

void MainWindow::askRulingLine(const QString& title, const QString& label, const QString& example) {
    // A ruling on the line under the cursor goes through the entry line, the one grammar.
    if (!m_document || !m_entry)
        return;
    showTab(ResultsTab);
    bool ok = false;
    const QString text = QInputDialog::getText(this, title, label, QLineEdit::Normal, example, &ok);
    if (ok && !text.trimmed().isEmpty() && !m_entry->submit(text))
        refuse(title, m_entry->statusText());
    focusEntry();
}

void MainWindow::askFouledBoard() {
    if (!m_document || !m_entry)
        return;
    const EntrySlot* slot = m_entry->currentSlot();
    const int board = slot ? slot->board : m_entry->position();
    const auto lines = m_document->store().linesOfBoard(board);
    if (lines.empty()) {
        refuse(tr("Fouled board"), tr("Board %1 has no results yet; enter them first, then "
                                      "mark which tables played a fouled copy.")
                                       .arg(board));
        return;
    }
    FoulDialog dialog(m_document->store(), board, lines, this);
    if (dialog.exec() == QDialog::Accepted)
        attempt(tr("Fouled board"), [&] { m_document->markFouled(board, dialog.groups()); });
    focusEntry();
}

void MainWindow::askPenalty() {
    if (!m_document)
        return;
    PenaltyDialog dialog(m_document->store(), this);
    if (dialog.exec() == QDialog::Accepted)
        attempt(tr("Procedural penalty"), [&] { m_document->addPenalty(dialog.penalty()); });
    focusEntry();
}

void MainWindow::askLatePair() {
    if (!m_document)
        return;
    attempt(tr("Late pair"), [this] {
        // Whether the pair can be seated is the store's rule, asked before the names are.
        const db::LatePairPlan plan = m_document->previewLatePair();
        LatePairDialog dialog(plan.movement, QString::fromStdString(plan.change.added.front()),
                              this);
        if (dialog.exec() == QDialog::Accepted) {
            const db::LatePair late = m_document->addLatePair(dialog.names(), dialog.fromRound());
            statusBar()->showMessage(
                tr("%1 joins: the movement is now the %2.")
                    .arg(QString::fromStdString(m_document->store().entryLabel(late.entry)),
                         QString::fromStdString(m_document->store().movement().name)),
                8000);
        }
    });
    focusEntry();
}

void MainWindow::askPairLeaves() {
    if (!m_document)
        return;
    LeavesDialog dialog(m_document->store(), this);
    if (dialog.exec() == QDialog::Accepted)
        attempt(tr("A pair leaves"), [&] {
            m_document->pairLeaves(dialog.entry(), dialog.afterRound(), dialog.scores());
        });
    focusEntry();
}

void MainWindow::askChangeMovement() {
    if (!m_document)
        return;
    const QString title = tr("Change the movement");
    if (!attempt(title, [&] { m_document->requireMovementFree(); }))
        return;
    ChangeMovementDialog dialog(m_document->store(), this);
    if (dialog.exec() == QDialog::Accepted && dialog.movement())
        attempt(title, [&] { m_document->changeMovement(*dialog.movement(), dialog.drop()); });
    focusEntry();
}

void MainWindow::askWithdrawPenalty() {
    if (!m_document)
        return;
    const auto penalties = m_document->store().penalties();
    if (penalties.empty()) {
        refuse(tr("Withdraw a penalty"), tr("No penalty has been given."));
        return;
    }
    QStringList items;
    for (const auto& p : penalties)
        items << tr("%1 to %2%3")
                     .arg(QString::fromStdString(p.penalty.amountText()),
                          QString::fromStdString(m_document->store().entryLabel(p.penalty.entry)),
                          p.penalty.reason.empty()
                              ? QString()
                              : QStringLiteral(": ") + QString::fromStdString(p.penalty.reason));
    bool ok = false;
    const QString chosen = QInputDialog::getItem(this, tr("Withdraw a penalty"), tr("Withdraw:"),
                                                 items, 0, false, &ok);
    if (ok)
        attempt(tr("Withdraw a penalty"), [&] {
            m_document->removePenalty(
                penalties[static_cast<std::size_t>(items.indexOf(chosen))].id);
        });
    focusEntry();
}

void MainWindow::showKeys() {
    QMessageBox::information(
        this, tr("Entering results"),
        tr("<p>Type a line and press <b>Enter</b>; it is stored for the pairs shown above "
           "the line and the next pairs come up.</p>"
           "<table cellpadding=3>"
           "<tr><td><tt>4S N =</tt></td><td>four spades by North, made</td></tr>"
           "<tr><td><tt>4SX N -2</tt></td><td>doubled, two down</td></tr>"
           "<tr><td><tt>3NT S 10</tt></td><td>ten tricks</td></tr>"
           "<tr><td><tt>4H E +1 SK</tt></td><td>with the lead, the king of spades</td></tr>"
           "<tr><td><tt>10</tt></td><td>the contract of the line above, ten tricks (whist: "
           "North-South's tricks)</td></tr>"
           "<tr><td><tt>PASS</tt></td><td>passed out</td></tr>"
           "<tr><td><tt>A+/A-</tt></td><td>adjusted: average-plus North-South, "
           "average-minus East-West</td></tr>"
           "<tr><td><tt>NP</tt></td><td>not played: the board is factored without it</td></tr>"
           "<tr><td><tt>60% 4S N =, 40% 4S N -1</tt></td><td>a weighted score (Law 12C1(c))"
           "</td></tr>"
           "<tr><td><tt>3-8 4S N =</tt></td><td>for pairs 3 and 8, not the ones shown</td></tr>"
           "<tr><td><tt>B7</tt>, <tt>T3</tt></td><td>go to board 7, table 3</td></tr>"
           "</table><p><b>Up/Down</b> another line; <b>PgUp/PgDn</b> another board or table; "
           "<b>Delete</b> on an empty line deletes the highlighted result; "
           "<b>Ctrl+Z</b>/<b>Ctrl+Shift+Z</b> undo and redo. A line already entered is "
           "corrected, and the audit log keeps the old value.</p>"));
    // The keyboard goes back where the director types, not to whatever had it before F1.
    activateWindow();
    focusEntry();
}

} // namespace overplay::app
