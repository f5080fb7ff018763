// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/TravellerModel.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "core/Figures.h"

#include <map>

namespace overplay::app {

TravellerModel::TravellerModel(const EventDocument& document, QObject* parent)
    : RowsModel(ColumnCount, parent), m_document(document) {}

void TravellerModel::setSlots(const std::vector<EntrySlot>& listed) {
    beginResetModel();
    m_slots = listed;
    readRows();
    endResetModel();
}

void TravellerModel::refresh() {
    // The same rows with what is stored now: the view keeps its selection and scroll.
    readRows();
    if (!m_rows.empty())
        emit dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
}

QVariant TravellerModel::cellData(const Row& row, int column, int role) const {
    switch (role) {
    case Qt::DisplayRole:
        return row.text[static_cast<std::size_t>(column)];
    case Qt::TextAlignmentRole: {
        const bool figure = column == ColScoreNs || column == ColScoreEw || column == ColPointsNs ||
                            column == ColPointsEw;
        return QVariant::fromValue((figure ? Qt::AlignRight : Qt::AlignCenter) | Qt::AlignVCenter);
    }
    case Qt::ForegroundRole:
        // The contract in its strain's colour; the lead in its suit's.
        if (column == ColContract)
            return row.contractColour;
        if (column == ColLead && row.leadColour)
            return *row.leadColour;
        return {};
    default:
        return {};
    }
}

QVariant TravellerModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const std::array<const char*, ColumnCount> headers{
        QT_TR_NOOP("Board"), QT_TR_NOOP("Rd"),       QT_TR_NOOP("Tbl"),  QT_TR_NOOP("NS"),
        QT_TR_NOOP("EW"),    QT_TR_NOOP("Contract"), QT_TR_NOOP("By"),   QT_TR_NOOP("Result"),
        QT_TR_NOOP("Lead"),  QT_TR_NOOP("NS +"),     QT_TR_NOOP("EW +"), QT_TR_NOOP("NS pts"),
        QT_TR_NOOP("EW pts")};
    return section >= 0 && section < ColumnCount ? tr(headers[static_cast<std::size_t>(section)])
                                                 : QVariant();
}

void TravellerModel::readRows() {
    const db::EventStore& store = m_document.store();
    // An entry as its guide card and score card print it ("1EW"), never its internal number.
    const auto labelOf = [&](int entry) { return QString::fromStdString(store.entryLabel(entry)); };
    std::vector<Row> rows;
    rows.reserve(m_slots.size());
    std::map<int, std::vector<db::StoredLine>> linesByBoard;
    int entered = 0;
    for (const EntrySlot& s : m_slots) {
        auto it = linesByBoard.find(s.board);
        if (it == linesByBoard.end())
            it = linesByBoard.emplace(s.board, store.linesOfBoard(s.board)).first;
        const db::StoredLine* stored = nullptr;
        for (const auto& l : it->second)
            if (l.line.ns == s.ns && l.line.ew == s.ew)
                stored = &l;
        Row row;
        row.contractColour = QColor(Qt::black);
        auto& text = row.text;
        text[ColBoard] = QString::number(s.board);
        text[ColRound] = QString::number(s.round);
        text[ColTable] = QString::number(s.table);
        text[ColNs] = labelOf(s.ns);
        text[ColEw] = labelOf(s.ew);
        if (stored) {
            ++entered;
            const core::TravellerLine& l = stored->line;
            if (l.adjusted) {
                text[ColContract] = qs(l.adjusted->text());
            } else if (l.notPlayed) {
                text[ColContract] = tr("not played");
            } else if (l.weighted) {
                text[ColContract] = tr("weighted");
            } else if (l.scoreOnlyNs) {
                text[ColContract] = tr("score only"); // the slip carried no contract
            } else if (l.whistTricksNs) {
                text[ColResult] = QStringLiteral("%1").arg(*l.whistTricksNs);
            } else if (l.play) {
                text[ColContract] = contractText(l.play->contract);
                if (!l.play->contract.isPassedOut()) {
                    row.contractColour = strainColour(l.play->contract.strain);
                    text[ColBy] = QChar(core::seatLetter(l.play->declarer));
                    text[ColResult] = qs(l.play->resultText());
                }
            }
            if (l.lead) {
                text[ColLead] = suitSymbol(l.lead->suit) + QChar(core::rankLetter(l.lead->rank));
                row.leadColour = strainColour(static_cast<core::Strain>(l.lead->suit));
            }
            if (stored->nsScore) {
                if (*stored->nsScore >= 0)
                    text[ColScoreNs] = QString::number(*stored->nsScore);
                else
                    text[ColScoreEw] = QString::number(-*stored->nsScore);
            }
            if (const core::BoardResult* br = m_document.boardResult(s.board))
                for (const auto& sl : br->lines)
                    if (sl.line.ns == s.ns && sl.line.ew == s.ew && sl.compared) {
                        text[ColPointsNs] = pointsText(sl.nsPoints);
                        text[ColPointsEw] = pointsText(sl.ewPoints);
                    }
        }
        rows.push_back(std::move(row));
    }
    m_rows = std::move(rows);
    m_entered = entered;
}

} // namespace overplay::app
