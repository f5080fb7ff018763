// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/TextTableModel.h"

#include <algorithm>

namespace overplay::app {

TextTableModel::TextTableModel(const QStringList& headers, QObject* parent)
    : QAbstractTableModel(parent), m_headers(headers) {}

void TextTableModel::setHeaders(const QStringList& headers) {
    if (headers == m_headers)
        return;
    if (headers.size() != m_headers.size()) {
        beginResetModel();
        m_headers = headers;
        m_rows.clear();
        endResetModel();
        return;
    }
    m_headers = headers;
    emit headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

void TextTableModel::setRows(std::vector<Row> rows) {
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

int TextTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int TextTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(m_headers.size());
}

QVariant TextTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount())
        return {};
    const Row& row = m_rows[static_cast<std::size_t>(index.row())];
    const auto column = static_cast<std::size_t>(index.column());
    if (column >= row.size())
        return {};
    if (role == Qt::DisplayRole)
        return row[column].text;
    if (role == Qt::TextAlignmentRole)
        return QVariant::fromValue(row[column].align | Qt::AlignVCenter);
    return {};
}

QVariant TextTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal && role == Qt::DisplayRole && section >= 0 &&
        section < columnCount())
        return m_headers[section];
    return QAbstractTableModel::headerData(section, orientation, role);
}

Qt::ItemFlags TextTableModel::flags(const QModelIndex& index) const {
    return index.isValid() ? Qt::ItemIsEnabled | Qt::ItemIsSelectable : Qt::NoItemFlags;
}

} // namespace overplay::app
