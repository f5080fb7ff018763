// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/MovementGrid.h"
#include "core/Figures.h"

#include <QHeaderView>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace overplay::app {

void fillMovementGrid(QTableWidget* grid, const movements::Movement& movement) {
    bool sitouts = false;
    for (const auto& r : movement.rounds)
        sitouts = sitouts || !r.sitout.empty();
    const int columns = movement.tables + (sitouts ? 1 : 0);
    grid->clear();
    grid->setColumnCount(columns);
    grid->setRowCount(static_cast<int>(movement.rounds.size()));
    QStringList headers;
    for (int t = 1; t <= movement.tables; ++t)
        headers << QObject::tr("Table %1").arg(t);
    if (sitouts)
        headers << QObject::tr("Sits out");
    grid->setHorizontalHeaderLabels(headers);
    QStringList rows;
    for (const auto& r : movement.rounds)
        rows << (r.samePlacesAsBefore
                     ? QObject::tr("Round %1, second set").arg(movement.realRoundOf(r.number))
                     : QObject::tr("Round %1").arg(movement.realRoundOf(r.number)));
    grid->setVerticalHeaderLabels(rows);

    auto label = [&](int pair) {
        const auto it = movement.pairLabels.find(pair);
        return it != movement.pairLabels.end() ? QString::fromStdString(it->second)
                                               : QString::number(pair);
    };
    for (int row = 0; row < static_cast<int>(movement.rounds.size()); ++row) {
        const auto& round = movement.rounds[static_cast<std::size_t>(row)];
        for (const auto& t : round.tables) {
            if (t.table < 1 || t.table > movement.tables)
                continue;
            QString text;
            if (movement.isIndividual() && t.players[0] != 0)
                text = QStringLiteral("%1 %2 v %3 %4")
                           .arg(t.players[0])
                           .arg(t.players[2])
                           .arg(t.players[1])
                           .arg(t.players[3]);
            else if (t.ns != 0 || t.ew != 0)
                text = QStringLiteral("%1 v %2").arg(label(t.ns), label(t.ew));
            if (t.set != 0) {
                const int first = movement.firstBoardOf(t.set);
                const int last = movement.lastBoardOf(t.set);
                text += first == last ? QObject::tr("\nbd %1").arg(first)
                                      : QObject::tr("\nbds %1\u2013%2").arg(first).arg(last);
            }
            if (t.switched)
                text += QStringLiteral(" \u21c4");
            auto* item = new QTableWidgetItem(text);
            item->setTextAlignment(Qt::AlignCenter);
            item->setFlags(Qt::ItemIsEnabled);
            grid->setItem(row, t.table - 1, item);
        }
        if (sitouts && !round.sitout.empty()) {
            QStringList out;
            for (int p : round.sitout)
                out << label(p);
            auto* item = new QTableWidgetItem(out.join(QStringLiteral(", ")));
            item->setTextAlignment(Qt::AlignCenter);
            item->setFlags(Qt::ItemIsEnabled);
            grid->setItem(row, movement.tables, item);
        }
    }
    grid->resizeColumnsToContents();
    grid->resizeRowsToContents();
}

MovementGrid::MovementGrid(QWidget* parent) : QWidget(parent) {
    m_title = new QLabel;
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_grid = new QTableWidget;
    m_grid->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_grid->setAlternatingRowColors(true);
    m_notes = new QLabel;
    m_notes->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_grid, 1);
    layout->addWidget(m_notes);
}

void MovementGrid::setMovement(const movements::Movement& movement) {
    const bool halves = movement.realRounds() != static_cast<int>(movement.rounds.size());
    m_title->setText(
        tr("%1: %2 %3, %4, %5 boards (%6 a %7)")
            .arg(QString::fromStdString(movement.name))
            .arg(movement.pairs)
            .arg(movement.isIndividual() ? tr("players") : tr("pairs"))
            .arg(QString::fromStdString(core::countText(movement.realRounds(), "round")))
            .arg(movement.boards())
            .arg(movement.boardsPerRound)
            .arg(halves ? tr("set, two sets a round") : tr("round")));
    fillMovementGrid(m_grid, movement);
    QStringList notes;
    for (const auto& n : movement.notes)
        notes << QString::fromStdString(n);
    m_notes->setText(notes.join('\n'));
    m_notes->setVisible(!notes.isEmpty());
}

} // namespace overplay::app
