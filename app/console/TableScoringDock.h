// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Table scoring as the director watches it: a dock beside the results with each table's
// round and progress, the tables a line has just come from flagged, the addresses the
// phones open, and Stop. The window's status bar carries a one-line summary while it runs.

#include <QDockWidget>
#include <QMap>

#include <functional>

class QLabel;
class QPushButton;
class QTableWidget;
class QTimer;

namespace overplay::app {

class TableScoringServer;

class TableScoringDock : public QDockWidget {
    Q_OBJECT
public:
    enum Column {
        ColTable,
        ColRound,
        ColEntered,
        ColConfirmed,
        ColArrived,
        ColAddress,
        ColumnCount
    };

    /// Follows `server` (its signals and progress()); `mayStop` is asked before Stop stops it.
    TableScoringDock(TableScoringServer& server, std::function<bool()> mayStop,
                     QWidget* parent = nullptr);

    QTableWidget* table() const { return m_table; }
    QPushButton* stopButton() const { return m_stop; }
    /// "Table scoring: 1 of 4 tables finished, 2 lines to confirm" (or "stopped").
    QString summary() const;
    /// Tables flagged for a line that arrived in the last flagTime().
    QList<int> flaggedTables() const;
    static int flagTimeMs() { return 60 * 1000; }

    /// Reads the server's progress again (its signals call this).
    void refresh();

signals:
    /// The summary changed (the status bar shows it).
    void summaryChanged(const QString& summary);

private:
    void arrived(int table, int board, bool confirmed);

    TableScoringServer& m_server;
    std::function<bool()> m_mayStop;
    QLabel* m_director = nullptr;
    QTableWidget* m_table = nullptr;
    QPushButton* m_stop = nullptr;
    QTimer* m_unflag = nullptr;
    struct Arrival {
        int board = 0;
        bool confirmed = false;
        qint64 at = 0; ///< ms since the epoch
    };
    QMap<int, Arrival> m_arrivals; ///< by table: the last line that came from it
};

} // namespace overplay::app
