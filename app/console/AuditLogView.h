// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The audit log: every command ever done to the event — when (local time), who, and what, as
// a sentence ("Board 7, 3 v 8: 4♠ N -1, was 4♠ N =") — newest first, refreshed whenever the
// event changes, and filtered to one board or one pair when asked.

#include <QWidget>

class QComboBox;
class QSpinBox;
class QTableWidget;

namespace overplay::app {

class EventDocument;

class AuditLogView : public QWidget {
    Q_OBJECT
public:
    enum Column { ColId, ColWhen, ColWho, ColWhat, ColDetails, ColumnCount };

    explicit AuditLogView(EventDocument& document, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }
    /// Only the changes to this board (0: every board).
    void filterBoard(int board);
    /// Only the changes to this pair's lines (0: every pair).
    void filterPair(int pair);
    /// The sentences of the rows shown, newest first.
    QStringList shownSentences() const;

public slots:
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void applyFilter();
    void fillPairs();

    EventDocument& m_document;
    QTableWidget* m_table = nullptr;
    QSpinBox* m_board = nullptr;
    QComboBox* m_pair = nullptr; ///< "any pair", then every pair by its label
    bool m_stale = true;
};

} // namespace overplay::app
