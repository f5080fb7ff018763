// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The console's one window: a start page (new event, open, recent files, the demo event)
// and, once an event is open, its tabs — Results (traveller entry beside the live
// standings), Boards (hand records and analysis), Movement, Audit log.

#include "app/console/DemoEvent.h"

#include <QMainWindow>
#include <QPointer>

#include <atomic>
#include <functional>
#include <memory>

class QLabel;
class QListWidget;
class QMenu;
class QProgressBar;
class QPushButton;
class QSplitter;
class QStackedWidget;
class QTabWidget;
class QThread;

namespace overplay::app {

class AuditLogView;
class BoardView;
class EventDocument;
class MovementGrid;
class PrintAndExport;
class RankingsView;
class TableScoringDock;
class TravellerEntry;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    enum Tab { ResultsTab, BoardsTab, MovementTab, AuditTab };

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    /// Opens an event file; on a refusal shows why (a message box unless quiet) and keeps
    /// what was open. Returns true when the event is open. An event another Overplay has open
    /// for writing is offered read-only (quiet: opened read-only), with a banner saying so.
    bool openFile(const QString& path);
    /// File > Save a copy: a whole copy of the open event as it is now. False (with the
    /// reason shown) when refused.
    bool saveCopyTo(const QString& path);
    /// Builds the demo event on a worker thread (progress in the status bar), then opens it.
    void openDemo();
    /// Builds the demo event here and now and opens it (tests, screenshots).
    bool openDemoNow(const DemoOptions& options = {}, const QString& path = {});
    /// Closes the open event (back to the start page).
    void closeCurrentEvent();
    /// Runs the new-event wizard and opens what it created.
    void newEvent();

    /// Where File > Open starts: the folder of the last event opened (Documents at first).
    static QString eventsFolder();
    /// The start page's recent events as shown ("Tuesday pairs, 17/11/2026  —  /path").
    QStringList recentEntries() const;

    /// No message boxes: refusals go to lastError() and the status bar (tests).
    void setQuiet(bool quiet) { m_quiet = quiet; }
    QString lastError() const { return m_lastError; }

    EventDocument* document() const { return m_document.get(); }
    QTabWidget* tabs() const { return m_tabs; }
    /// The banner above the tabs of an event open read-only (hidden when writable).
    QLabel* readOnlyBanner() const { return m_readOnlyBanner; }
    TravellerEntry* entry() const { return m_entry; }
    RankingsView* rankings() const { return m_rankings; }
    BoardView* boards() const { return m_boards; }
    MovementGrid* movementView() const { return m_movement; }
    AuditLogView* auditLog() const { return m_audit; }
    /// The results count in the status bar ("Provisional: 193 of 196 results").
    QString resultsCountText() const;
    /// File's print preview, Print… and Export entries.
    PrintAndExport* printing() const { return m_printing; }
    void showTab(Tab tab);
    /// Event > Table scoring: starts it for the open event (at `port`, or any free port when
    /// that one is taken) and shows its dock; running, shows the dock again. False (with the
    /// reason shown) when it could not start.
    bool startTableScoring(quint16 port = 8080);
    TableScoringDock* tableScoringDock() const { return m_scoringDock; }
    /// The status bar's table scoring summary (hidden when it is not running).
    QLabel* tableScoringIndicator() const { return m_scoringIndicator; }
    /// Gives the keyboard back to the entry box when the Results tab is shown.
    void focusEntry();
    bool isBuildingDemo() const { return m_demoThread != nullptr; }

    /// What quitting now would drop ("the line … is typed but not stored; table scoring is
    /// running …"), or "" when nothing would be.
    QString unfinishedWork() const;
    /// Asks before quitting when unfinishedWork() is not empty; true: go ahead.
    bool mayQuit();
    /// Shows and enters another section of the session ("A", "B", …).
    void useSection(const QString& letter);
    /// Shows and enters another session of the event (its section A).
    void useSession(int number);
    /// Names the event's players from the club roster, when one is chosen (member numbers,
    /// visitors); says so in the status bar, or why not.
    void nameFromRoster();

signals:
    /// An event was opened (or the demo finished building and was opened).
    void eventOpened(const QString& path);

protected:
    void closeEvent(QCloseEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    // The menus and their commands (MainWindowActions.cpp).
    void buildMenus();
    QMenu* buildFileMenu();
    QMenu* buildEventMenu();
    QMenu* buildViewMenu();
    void buildRulingsMenu();
    void askSaveCopy();
    void askStratification();
    void askTrumpSlips();
    void drawSwissRound();
    /// A ruling typed as a line of the entry box's grammar ("A+/A-"), asked in a dialog.
    void askRulingLine(const QString& title, const QString& label, const QString& example);
    void askFouledBoard();
    void askPenalty();
    void askLatePair();
    void askPairLeaves();
    void askChangeMovement();
    void askWithdrawPenalty();

    // The start page, the recent events and opening an event (MainWindowOpening.cpp).
    QWidget* buildStartPage();
    void updateRecent(const QString& path);
    void fillRecent();
    void askOpen();
    /// File ▸ Open server event…: an event on a PostgreSQL server, by its address.
    void askOpenServer();

    void adopt(std::unique_ptr<EventDocument> document, const QString& path);
    void buildEventPage(EventDocument& doc);
    void buildEditMenu(EventDocument& doc);
    void followEvent(EventDocument& doc);
    void enableEventActions(EventDocument& doc);
    void refuse(const QString& title, const QString& message);
    /// Runs a step the director asked for (most often a change to the event); what refuses it
    /// is shown under `title` (refuse). True when the step went through.
    bool attempt(const QString& title, const std::function<void()>& step);
    void editNames();
    /// View > Session for the event open: a checkable action a session, when it has two.
    void buildSessionMenu();
    /// View > Section for the session in use: a checkable action a section, when it has two.
    void buildSectionMenu();
    /// "Session 2 · Section B": where the console is, when the event has more than one;
    /// empty otherwise.
    QString placeText() const;
    void changeScoring();
    void showKeys();
    void updateTitle();

    std::unique_ptr<EventDocument> m_document;
    bool m_quiet = false;
    QString m_lastError;

    QStackedWidget* m_stack = nullptr;
    QWidget* m_eventPage = nullptr; ///< the read-only banner above the tabs
    QLabel* m_readOnlyBanner = nullptr;
    QString m_readOnlyReason; ///< why the event being adopted is read-only ("" if writable)
    QListWidget* m_recentList = nullptr;
    TableScoringDock* m_scoringDock = nullptr;
    QLabel* m_scoringIndicator = nullptr;
    QMenu* m_recentMenu = nullptr;
    QTabWidget* m_tabs = nullptr;
    QSplitter* m_resultsSplit = nullptr;
    TravellerEntry* m_entry = nullptr;
    RankingsView* m_rankings = nullptr;
    BoardView* m_boards = nullptr;
    MovementGrid* m_movement = nullptr;
    AuditLogView* m_audit = nullptr;
    PrintAndExport* m_printing = nullptr;
    QList<QAction*> m_eventActions;
    QAction* m_finalAction = nullptr;
    QMenu* m_editMenu = nullptr;
    QMenu* m_sectionMenu = nullptr; ///< View > Section: one checkable action a section
    QMenu* m_sessionMenu = nullptr; ///< View > Session: one checkable action a session
    int m_sectionMenuSession = 0;   ///< the session whose sections View > Section lists

    QLabel* m_resultsCount = nullptr; ///< "Provisional: 193 of 196 results" in the status bar
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QThread* m_demoThread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_demoCancel;
};

} // namespace overplay::app
