// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The console's read-only item models over rows read from the document (the standings, the
// traveller, the audit log, the teams' tables): the rows as the view shows them, each model
// saying only what a row's cell holds (cellData), and the one rule for setting the rows again
// in place so that the view keeps its place and selection.
//
// `Row` may be declared before the model and defined after it (the model's columns size it):
// only the model's own .cpp needs it whole.

#include <QAbstractTableModel>

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace overplay::app {

template <typename Row> class RowsModel : public QAbstractTableModel {
public:
    explicit RowsModel(int columns, QObject* parent = nullptr)
        : QAbstractTableModel(parent), m_columns(columns) {}

    int rowCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
    }
    int columnCount(const QModelIndex& parent = {}) const override {
        return parent.isValid() ? 0 : m_columns;
    }
    /// Read-only: a change goes through the document (one undo step each), never a cell.
    Qt::ItemFlags flags(const QModelIndex& index) const override {
        return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
    }

    /// A cell of the rows, as cellData has it; nothing outside them.
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override {
        if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
            return {};
        return cellData(m_rows[static_cast<std::size_t>(index.row())], index.column(), role);
    }

protected:
    /// What `row`'s cell in `column` (one of the model's) holds in `role`.
    virtual QVariant cellData(const Row& row, int column, int role) const = 0;

    /// Replaces the rows in place: the rows both have change their data, and rows come or go
    /// at the end, so the view keeps its scroll and selection (a reset would lose them).
    void replaceRows(std::vector<Row> rows) {
        const int before = rowCount();
        const int after = static_cast<int>(rows.size());
        if (after < before) {
            beginRemoveRows({}, after, before - 1);
            m_rows.resize(static_cast<std::size_t>(after));
            endRemoveRows();
        } else if (after > before) {
            beginInsertRows({}, before, after - 1);
            m_rows = rows;
            endInsertRows();
        }
        m_rows = std::move(rows);
        if (std::min(before, after) > 0)
            emit dataChanged(index(0, 0), index(std::min(before, after) - 1, columnCount() - 1));
    }

    /// Another count of columns: only between beginResetModel and endResetModel.
    void setColumnCount(int columns) { m_columns = columns; }

    std::vector<Row> m_rows;

private:
    int m_columns;
};

} // namespace overplay::app
