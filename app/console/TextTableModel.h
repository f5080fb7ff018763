// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A read-only table of texts as an item model: the teams' matches and running table beside
// the standings. Set whole after every change: the same columns and rows change their data,
// rows come or go at the end, other columns reset the model.

#include "app/console/RowsModel.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace overplay::app {

/// A cell: its text, and where it stands in its column.
struct TextTableCell {
    QString text;
    Qt::Alignment align = Qt::AlignLeft;
};

class TextTableModel : public RowsModel<std::vector<TextTableCell>> {
    Q_OBJECT
public:
    using Cell = TextTableCell;
    using Row = std::vector<Cell>;

    explicit TextTableModel(const QStringList& headers, QObject* parent = nullptr);

    /// The columns' headers (another count of columns resets the model).
    void setHeaders(const QStringList& headers);
    void setRows(std::vector<Row> rows);

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    QVariant cellData(const Row& row, int column, int role) const override;

    QStringList m_headers;
};

} // namespace overplay::app
