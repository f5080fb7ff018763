// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/TextTableModel.h"

#include <utility>

namespace overplay::app {

TextTableModel::TextTableModel(const QStringList& headers, QObject* parent)
    : RowsModel(static_cast<int>(headers.size()), parent), m_headers(headers) {}

void TextTableModel::setHeaders(const QStringList& headers) {
    if (headers == m_headers)
        return;
    if (headers.size() != m_headers.size()) {
        beginResetModel();
        m_headers = headers;
        setColumnCount(static_cast<int>(headers.size()));
        m_rows.clear();
        endResetModel();
        return;
    }
    m_headers = headers;
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void TextTableModel::setRows(std::vector<Row> rows) {
    replaceRows(std::move(rows));
}

QVariant TextTableModel::cellData(const Row& row, int column, int role) const {
    const auto c = static_cast<std::size_t>(column);
    if (c >= row.size()) // a row shorter than the headers
        return {};
    if (role == Qt::DisplayRole)
        return row[c].text;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(row[c].align | Qt::AlignVCenter);
    return {};
}

QVariant TextTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 &&
        section < columnCount())
        return m_headers[section];
    return QAbstractTableModel::headerData(section, orientation, role);
}

} // namespace overplay::app
