// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The audit log: every command ever done to the event — when (local time), who, and what, as
// a sentence ("Board 7, 3 v 8: 4♠ N -1, was 4♠ N =") — newest first, refreshed whenever the
// event changes, and filtered to one board or one pair when asked.

#include "app/console/RowsModel.h"
#include "db/EventStore.h"

#include <QSortFilterProxyModel>
#include <QWidget>

#include <array>
#include <vector>

class QComboBox;
class QSpinBox;
class QTableView;

namespace overplay::app {

class EventDocument;
struct AuditLogRow;

/// The log as rows of text, newest first: each row what the view shows, read once a refresh.
class AuditLogModel : public RowsModel<AuditLogRow> {
    Q_OBJECT
public:
    enum Column { ColId, ColWhen, ColWho, ColWhat, ColDetails, ColumnCount };
    /// The board and the pairs (their labels) a row is about, on its ColWhat cell.
    enum Role { BoardRole = Qt::UserRole, NsRole, EwRole };

    explicit AuditLogModel(QObject* parent = nullptr) : RowsModel(ColumnCount, parent) {}
    /// The log as stored (oldest first), its pairs named by `movement`'s labels.
    void setLog(const std::vector<db::AuditEntry>& log, const movements::Movement& movement);

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    using Row = AuditLogRow;
    QVariant cellData(const Row& row, int column, int role) const override;
};

/// A row of the log: its columns' texts, and what its tooltips and filters read.
struct AuditLogRow {
    std::array<QString, AuditLogModel::ColumnCount> cells;
    QString utc, oldValue, newValue;
    int board = 0;
    QString ns, ew;
};

/// The rows of one board or one pair (0 or "": any).
class AuditLogFilter : public QSortFilterProxyModel {
    Q_OBJECT
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;
    void setShown(int board, const QString& pair);

protected:
    bool filterAcceptsRow(int row, const QModelIndex& parent) const override;

private:
    int m_board = 0;
    QString m_pair;
};

class AuditLogView : public QWidget {
    Q_OBJECT
public:
    enum Column {
        ColId = AuditLogModel::ColId,
        ColWhen = AuditLogModel::ColWhen,
        ColWho = AuditLogModel::ColWho,
        ColWhat = AuditLogModel::ColWhat,
        ColDetails = AuditLogModel::ColDetails,
        ColumnCount = AuditLogModel::ColumnCount
    };

    explicit AuditLogView(EventDocument& document, QWidget* parent = nullptr);
    QTableView* table() const { return m_table; }
    AuditLogModel* model() const { return m_model; }
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
    AuditLogModel* m_model = nullptr;
    AuditLogFilter* m_filter = nullptr;
    QTableView* m_table = nullptr;
    QSpinBox* m_board = nullptr;
    QComboBox* m_pair = nullptr; ///< "any pair", then every pair by its label
    bool m_stale = true;
};

} // namespace overplay::app
