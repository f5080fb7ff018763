// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A read-only table of texts as an item model: the teams' matches and running table beside
// the standings. Set whole after every change: the same columns and rows change their data,
// rows come or go at the end, other columns reset the model.

#include <QAbstractTableModel>
#include <QString>
#include <QStringList>

#include <vector>

namespace overplay::app {

class TextTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    struct Cell {
        QString text;
        Qt::Alignment align = Qt::AlignLeft;
    };
    using Row = std::vector<Cell>;

    explicit TextTableModel(const QStringList& headers, QObject* parent = nullptr);

    /// The columns' headers (another count of columns resets the model).
    void setHeaders(const QStringList& headers);
    void setRows(std::vector<Row> rows);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    QStringList m_headers;
    std::vector<Row> m_rows;
};

} // namespace overplay::app
