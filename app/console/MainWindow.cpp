// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/MainWindow.h"

#include "app/console/AuditLogView.h"
#include "app/console/BoardView.h"
#include "app/console/ClubRoster.h"
#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "app/console/EventPlan.h"
#include "app/console/MovementGrid.h"
#include "app/console/PrintAndExport.h"
#include "app/console/RankingsView.h"
#include "app/console/TableScoringDock.h"
#include "app/console/TravellerEntry.h"
#include "app/tablescoring/TableScoringServer.h"
#include "reports/Views.h"

#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QKeyEvent>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QThread>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace overplay::app {

namespace {

const char* const tableScoringName = "tableScoring";

/// Stops table scoring, if it runs: the phones' pages belong to the event being closed.
void stopTableScoring(MainWindow* window) {
    if (auto* server = window->findChild<TableScoringServer*>(tableScoringName))
        server->stop();
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent) {
    setWindowTitle(tr("Overplay"));
    resize(1280, 800);
    m_stack = new QStackedWidget;
    m_stack->addWidget(buildStartPage());
    setCentralWidget(m_stack);

    m_progress = new QProgressBar;
    m_progress->setMaximumWidth(260);
    m_progress->setVisible(false);
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setVisible(false);
    m_resultsCount = new QLabel;
    statusBar()->addPermanentWidget(m_resultsCount);
    m_scoringIndicator = new QLabel;
    m_scoringIndicator->setObjectName(QStringLiteral("tableScoringIndicator"));
    m_scoringIndicator->setVisible(false);
    statusBar()->addPermanentWidget(m_scoringIndicator);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        if (m_demoCancel)
            m_demoCancel->store(true);
        if (m_boards)
            m_boards->cancelAnalysis();
    });
    buildMenus();
    updateTitle();

    // Every command copies the log into the event file; a reader may have stopped that
    // copy short, so the console finishes it when idle (cheap when there is nothing to do).
    auto* checkpoint = new QTimer(this);
    checkpoint->setInterval(10000);
    connect(checkpoint, &QTimer::timeout, this, [this] {
        if (m_document)
            m_document->checkpoint();
    });
    checkpoint->start();
    // Another program's commits to the event (a second station on a server event, the
    // phones' server of another console, the writer of a file opened read-only here) are
    // shown within a second: the store hears of them without reading the event.
    auto* follow = new QTimer(this);
    follow->setInterval(250);
    connect(follow, &QTimer::timeout, this, [this] {
        if (!m_document)
            return;
        try {
            if (m_document->changedElsewhere())
                m_document->followOtherStations();
        } catch (const std::exception& e) {
            statusBar()->showMessage(QString::fromUtf8(e.what()), 8000);
        }
    });
    follow->start();
    // Undo and redo of results from every tab: see eventFilter.
    qApp->installEventFilter(this);
    // Where the director left the window last time, at the size it had.
    if (const QByteArray geometry =
            QSettings().value(QStringLiteral("windowGeometry")).toByteArray();
        !geometry.isEmpty())
        restoreGeometry(geometry);
}

MainWindow::~MainWindow() {
    if (m_demoThread) {
        m_demoCancel->store(true);
        m_demoThread->wait();
    }
    // The views refer to the document: they go first.
    if (m_eventPage) {
        m_stack->removeWidget(m_eventPage);
        m_entry = nullptr;
        delete m_eventPage;
    }
}

bool MainWindow::eventFilter(QObject* watched, QEvent* event) {
    // Ctrl+Z and Ctrl+Shift+Z undo and redo stored results from every tab, whatever has the
    // focus there: a text box (a filter, a name) would otherwise take them for its own text,
    // and with nothing to undo the Edit menu's shortcut is disabled and the key goes nowhere.
    // Dialogs and menus are other windows and keep their keys.
    if (m_entry &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress) &&
        watched->isWidgetType() && static_cast<QWidget*>(watched)->window() == this) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool undo = TravellerEntry::isUndoKey(key);
        const bool redo = !undo && TravellerEntry::isRedoKey(key);
        if (undo || redo) {
            if (event->type() == QEvent::KeyPress) {
                m_entry->undoOrRedo(undo);
                statusBar()->showMessage(m_entry->statusText(), 5000);
            }
            event->accept();
            return true;
        }
    }
    return QMainWindow::eventFilter(watched, event);
}

void MainWindow::refuse(const QString& title, const QString& message) {
    m_lastError = message;
    statusBar()->showMessage(message, 10000);
    if (!m_quiet)
        QMessageBox::warning(this, title, message);
}

bool MainWindow::attempt(const QString& title, const std::function<void()>& step) {
    try {
        step();
        return true;
    } catch (const std::exception& e) {
        refuse(title, QString::fromUtf8(e.what()));
        return false;
    }
}

bool MainWindow::saveCopyTo(const QString& path) {
    if (!m_document)
        return false;
    if (!attempt(tr("Save a copy"), [&] { m_document->store().saveCopy(path.toStdString()); }))
        return false;
    statusBar()->showMessage(tr("Saved a copy of the event as %1").arg(path), 8000);
    return true;
}

void MainWindow::closeCurrentEvent() {
    if (!m_document)
        return;
    if (m_boards && m_boards->isAnalysing())
        m_boards->cancelAnalysis();
    m_stack->setCurrentIndex(0);
    m_stack->removeWidget(m_eventPage);
    delete m_eventPage; // the views, before the document they refer to
    m_eventPage = nullptr;
    m_readOnlyBanner = nullptr;
    m_tabs = nullptr;
    m_entry = nullptr;
    m_rankings = nullptr;
    m_boards = nullptr;
    m_movement = nullptr;
    m_audit = nullptr;
    m_resultsSplit = nullptr;
    m_editMenu->clear();
    m_sectionMenu->clear();
    m_sectionMenu->setEnabled(false);
    m_sessionMenu->clear();
    m_sessionMenu->setEnabled(false);
    stopTableScoring(this);
    if (m_scoringDock) {
        m_scoringDock->refresh();
        m_scoringDock->hide();
    }
    m_document.reset();
    for (auto* a : m_eventActions)
        a->setEnabled(false);
    updateTitle();
}

void MainWindow::adopt(std::unique_ptr<EventDocument> document, const QString& path) {
    closeCurrentEvent();
    m_document = std::move(document);
    EventDocument& doc = *m_document;
    buildEventPage(doc);
    buildEditMenu(doc);
    buildSessionMenu();
    buildSectionMenu();
    followEvent(doc);
    enableEventActions(doc);
    updateRecent(path);
    // Names of this event feed the roster the wizard completes from.
    QStringList names;
    for (const auto& e : doc.store().entries())
        for (const auto& p : e.players)
            names << qs(p);
    addToRoster(names, false);
    updateTitle();
    showTab(ResultsTab);
    emit eventOpened(path);
}

/// The event's page: its tabs (results beside the standings, boards, movement, audit log)
/// under the read-only banner.
void MainWindow::buildEventPage(EventDocument& doc) {
    m_tabs = new QTabWidget;
    m_entry = new TravellerEntry(doc);
    m_rankings = new RankingsView(doc);
    connect(m_rankings, &RankingsView::fieldChosen, this, [this] {
        activateWindow();
        focusEntry();
    });
    m_resultsSplit = new QSplitter(Qt::Horizontal);
    m_resultsSplit->addWidget(m_entry);
    m_resultsSplit->addWidget(m_rankings);
    // The traveller keeps the width its columns ask for (its minimum); room beyond the
    // initial sizes goes to both alike, so at a laptop's 1366x768 the standings show every
    // name whole beside the traveller.
    m_resultsSplit->setStretchFactor(0, 1);
    m_resultsSplit->setStretchFactor(1, 1);
    m_resultsSplit->setSizes({700, 560});
    m_boards = new BoardView(doc);
    m_movement = new MovementGrid;
    m_movement->setMovement(doc.store().movement());
    m_audit = new AuditLogView(doc);
    m_tabs->addTab(m_resultsSplit, tr("&Results"));
    // The hand diagram is tall: on a laptop's 700 pixels, with table scoring's dock below,
    // it scrolls rather than push the window off the screen.
    auto* boardsScroll = new QScrollArea;
    boardsScroll->setWidget(m_boards);
    boardsScroll->setWidgetResizable(true);
    boardsScroll->setFrameShape(QFrame::NoFrame);
    m_tabs->addTab(boardsScroll, tr("&Boards"));
    m_tabs->addTab(m_movement, tr("&Movement"));
    m_tabs->addTab(m_audit, tr("&Audit log"));
    m_eventPage = new QWidget;
    auto* page = new QVBoxLayout(m_eventPage);
    page->setContentsMargins(0, 0, 0, 0);
    page->setSpacing(0);
    m_readOnlyBanner = new QLabel;
    m_readOnlyBanner->setObjectName(QStringLiteral("readOnlyBanner"));
    m_readOnlyBanner->setWordWrap(true);
    m_readOnlyBanner->setStyleSheet(
        QStringLiteral("QLabel { background: #fff3cd; color: #5c4400; padding: 6px 10px; "
                       "border-bottom: 1px solid #e0c77a; }"));
    if (doc.store().isReadOnly())
        m_readOnlyBanner->setText(
            tr("<b>Read-only.</b> %1 You can look, print and export here, not change it.")
                .arg((m_readOnlyReason.isEmpty() ? tr("This event is open read-only.")
                                                 : m_readOnlyReason)
                         .toHtmlEscaped()));
    m_readOnlyBanner->setVisible(doc.store().isReadOnly());
    m_readOnlyReason.clear();
    page->addWidget(m_readOnlyBanner);
    page->addWidget(m_tabs, 1);
    m_stack->addWidget(m_eventPage);
    m_stack->setCurrentWidget(m_eventPage);
}

/// Edit > Undo and Redo, the event's undo stack's.
void MainWindow::buildEditMenu(EventDocument& doc) {
    m_editMenu->clear();
    QAction* undo = doc.undoStack()->createUndoAction(m_editMenu, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction* redo = doc.undoStack()->createRedoAction(m_editMenu, tr("&Redo"));
    redo->setShortcut(QKeySequence::Redo);
    m_editMenu->addAction(undo);
    m_editMenu->addAction(redo);
}

/// What the window shows of the event's changes: refusals and progress in the status bar,
/// the title, the movement, the section and session menus, a final site published again.
void MainWindow::followEvent(EventDocument& doc) {
    connect(&doc, &EventDocument::commandFailed, this,
            [this](const QString& message) { refuse(tr("Undo"), message); });
    connect(m_entry, &TravellerEntry::stored, this,
            [this](const QString& message) { statusBar()->showMessage(message, 5000); });
    connect(m_entry, &TravellerEntry::refused, this, [this](const QString& reason) {
        statusBar()->showMessage(tr("Refused: ") + reason, 10000);
    });
    connect(m_boards, &BoardView::analysisProgress, this, [this](int done, int total) {
        statusBar()->showMessage(tr("Double-dummy analysis: %1 of %2 boards").arg(done).arg(total));
    });
    connect(m_boards, &BoardView::analysisFinished, this,
            [this](bool, const QString& message) { statusBar()->showMessage(message, 8000); });
    connect(&doc, &EventDocument::changed, this, &MainWindow::updateTitle);
    doc.setTableScoringRunning([this] {
        auto* server = findChild<TableScoringServer*>(tableScoringName);
        return server && server->isRunning();
    });
    // Final results already published: a correction publishes them again, as the audit log
    // records it.
    connect(&doc, &EventDocument::changed, this, [this] {
        if (m_document && !m_document->store().info().finalAt.empty() &&
            !m_printing->publishedSite().isEmpty() && m_printing->republishSite())
            statusBar()->showMessage(
                tr("The results are final: the web site in %1 is being published again.")
                    .arg(QDir::toNativeSeparators(m_printing->publishedSite())),
                8000);
    });
    connect(&doc, &EventDocument::movementChanged, this,
            [this] { m_movement->setMovement(m_document->store().movement()); });
    connect(&doc, &EventDocument::sectionChanged, this, [this] {
        // The checks follow; another session has its own sections, so that menu is made
        // again (never the menu whose action is being triggered: it would be deleted under it).
        const int session = m_document->store().sessionNumber();
        for (QAction* a : m_sessionMenu->actions())
            a->setChecked(a->data().toInt() == session);
        if (m_sectionMenuSession != session) {
            buildSectionMenu();
        } else {
            const QString letter = qs(m_document->store().section());
            for (QAction* a : m_sectionMenu->actions())
                a->setChecked(a->data().toString() == letter);
        }
        updateTitle();
        statusBar()->showMessage(
            tr("%1: its movement, names, results and standings").arg(placeText()), 5000);
    });
}

/// The event's actions enabled, each only where the event can use it.
void MainWindow::enableEventActions(EventDocument& doc) {
    for (auto* a : m_eventActions)
        a->setEnabled(true);
    // Only what the event can use is offered: trump slips are duplicate whist's, the Swiss
    // draw a Swiss teams event's. A change of scoring (bridge to whist) or of movement
    // changes what applies.
    const auto applicable = [this] {
        if (!m_document)
            return;
        if (auto* trumps = findChild<QAction*>(QStringLiteral("trumpSlips")))
            trumps->setEnabled(m_document->isWhist());
        if (auto* swiss = findChild<QAction*>(QStringLiteral("swissDraw")))
            swiss->setEnabled(m_document->store().movement().kind == "swiss-teams");
    };
    applicable();
    connect(&doc, &EventDocument::changed, this, applicable);
    connect(&doc, &EventDocument::movementChanged, this, applicable);
}

QString MainWindow::placeText() const {
    if (!m_document)
        return {};
    QStringList parts;
    if (m_document->sessionNumbers().size() > 1)
        parts << tr("Session %1").arg(m_document->store().sessionNumber());
    if (m_document->sectionLetters().size() > 1)
        parts << tr("Section %1").arg(qs(m_document->store().section()));
    return parts.join(QStringLiteral(" \u00b7 "));
}

void MainWindow::buildSessionMenu() {
    m_sessionMenu->clear();
    const std::vector<int> sessions =
        m_document ? m_document->sessionNumbers() : std::vector<int>{};
    m_sessionMenu->setEnabled(sessions.size() > 1);
    if (sessions.size() > 1) {
        auto* group = new QActionGroup(m_sessionMenu);
        for (int number : sessions) {
            QAction* a = m_sessionMenu->addAction(tr("Session &%1").arg(number));
            a->setData(number);
            a->setCheckable(true);
            a->setChecked(number == m_document->store().sessionNumber());
            group->addAction(a);
            connect(a, &QAction::triggered, this, [this, number] { useSession(number); });
        }
    }
}

void MainWindow::buildSectionMenu() {
    m_sectionMenu->clear();
    m_sectionMenuSession = m_document ? m_document->store().sessionNumber() : 0;
    const std::vector<std::string> letters =
        m_document ? m_document->sectionLetters() : std::vector<std::string>{};
    m_sectionMenu->setEnabled(letters.size() > 1);
    if (letters.size() < 2)
        return;
    auto* group = new QActionGroup(m_sectionMenu);
    for (std::size_t i = 0; i < letters.size(); ++i) {
        const QString letter = qs(letters[i]);
        QAction* a = m_sectionMenu->addAction(tr("Section &%1").arg(letter));
        a->setData(letter);
        a->setCheckable(true);
        a->setChecked(letters[i] == m_document->store().section());
        group->addAction(a);
        // Alt+Shift+A, B, …: from one section's slips to the next without the mouse.
        if (i < 26)
            a->setShortcut(QKeySequence(Qt::ALT | Qt::SHIFT | (Qt::Key_A + static_cast<int>(i))));
        connect(a, &QAction::triggered, this, [this, letter] { useSection(letter); });
    }
}

void MainWindow::useSession(int number) {
    if (!m_document)
        return;
    attempt(tr("Session"), [&] { m_document->useSession(number); });
}

void MainWindow::useSection(const QString& letter) {
    if (!m_document)
        return;
    attempt(tr("Section"), [&] { m_document->useSection(letter.toStdString()); });
}

void MainWindow::showTab(Tab tab) {
    if (!m_tabs)
        return;
    m_tabs->setCurrentIndex(static_cast<int>(tab));
    if (tab == ResultsTab)
        m_entry->setFocus();
}

bool MainWindow::startTableScoring(quint16 port) {
    if (!m_document)
        return false;
    auto* server = findChild<TableScoringServer*>(tableScoringName);
    if (!server) {
        server = new TableScoringServer(this);
        server->setObjectName(tableScoringName);
        // Results from the phones refresh the console as they arrive.
        auto refresh = [this] {
            if (m_document)
                m_document->refresh();
        };
        connect(server, &TableScoringServer::lineEntered, this, refresh);
        connect(server, &TableScoringServer::lineConfirmed, this, refresh);
    }
    if (!server->isRunning()) {
        try {
            const QString path = QString::fromStdString(m_document->store().path());
            try {
                server->start(path, QHostAddress::Any, port);
            } catch (const std::runtime_error&) {
                if (port == 0)
                    throw;
                server->start(path, QHostAddress::Any, 0); // the port taken: any free one
            }
        } catch (const std::exception& e) {
            refuse(tr("Table scoring"),
                   tr("Table scoring could not start: %1").arg(QString::fromUtf8(e.what())));
            return false;
        }
    }
    if (!m_scoringDock) {
        m_scoringDock = new TableScoringDock(
            *server,
            [this] {
                return m_quiet ||
                       QMessageBox::question(this, tr("Table scoring"),
                                             tr("Stop table scoring? Phones will no longer be "
                                                "able to enter results.")) == QMessageBox::Yes;
            },
            this);
        addDockWidget(Qt::BottomDockWidgetArea, m_scoringDock);
        connect(m_scoringDock, &TableScoringDock::summaryChanged, this,
                [this, server](const QString& summary) {
                    m_scoringIndicator->setText(summary);
                    m_scoringIndicator->setVisible(server->isRunning());
                });
    }
    m_scoringDock->refresh();
    m_scoringDock->show();
    m_scoringDock->raise();
    focusEntry();
    return true;
}

void MainWindow::focusEntry() {
    if (m_tabs && m_entry && m_tabs->currentWidget() == m_resultsSplit &&
        !QApplication::activeModalWidget())
        m_entry->setFocus();
}

QString MainWindow::resultsCountText() const {
    return m_resultsCount->text();
}

QString MainWindow::unfinishedWork() const {
    QStringList work;
    if (m_entry && !m_entry->lineEdit()->text().trimmed().isEmpty())
        work << tr("the line \u201c%1\u201d is typed but not stored")
                    .arg(m_entry->lineEdit()->text().trimmed());
    if (auto* server = findChild<TableScoringServer*>(tableScoringName);
        server && server->isRunning())
        work << tr("table scoring is running: the phones will stop entering results");
    return work.join(QStringLiteral("; "));
}

bool MainWindow::mayQuit() {
    const QString work = unfinishedWork();
    if (work.isEmpty())
        return true;
    const auto answer = QMessageBox::question(
        this, tr("Quit Overplay"), tr("Quit anyway? %1.").arg(work.at(0).toUpper() + work.mid(1)),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
    return answer == QMessageBox::Yes;
}

void MainWindow::closeEvent(QCloseEvent* event) {
    // Every stored line is already safe on disk; what is not is a half-typed line and the
    // phones of table scoring: ask before dropping those.
    if (!mayQuit()) {
        event->ignore();
        if (m_entry)
            m_entry->setFocus();
        return;
    }
    QSettings().setValue(QStringLiteral("windowGeometry"), saveGeometry());
    QMainWindow::closeEvent(event);
}

void MainWindow::updateTitle() {
    if (!m_document) {
        setWindowTitle(tr("Overplay"));
        m_resultsCount->clear();
        return;
    }
    const auto info = m_document->store().info();
    const auto& m = m_document->store().movement();
    const reports::ResultsCount count =
        reports::countResults(m, &m_document->result(), !info.finalAt.empty());
    QString title = tr("%1 \u2014 %2").arg(qs(info.name), qs(m.name));
    if (!placeText().isEmpty())
        title = tr("%1 \u2014 %2 \u2014 %3").arg(qs(info.name), placeText(), qs(m.name));
    if (count.provisional())
        title += QStringLiteral(" \u2014 ") + qs(reports::provisionalText(count)).toLower();
    setWindowTitle(title + tr(" \u2014 Overplay") +
                   (m_document->store().isReadOnly() ? tr(" (read-only)") : QString()));
    {
        const QSignalBlocker block(m_finalAction);
        m_finalAction->setChecked(!info.finalAt.empty());
    }
    // With sections, the one in use stays in sight: its slips are the ones being entered.
    const QString section = placeText().isEmpty() ? QString() : placeText() + tr(" \u00b7 ");
    m_resultsCount->setText(
        section + (count.provisional() ? qs(reports::provisionalText(count))
                   : count.entered < count.expected
                       ? tr("Final: %1 of %2 results").arg(count.entered).arg(count.expected)
                       : tr("Final: all %1 results").arg(count.expected)));
}

} // namespace overplay::app
