// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A movement as a grid a director reads at a glance: a row per round, a column per table,
// each cell "NS v EW" over the boards in play; sitouts in the last column.

#include "movements/Movement.h"

#include <QLabel>
#include <QTableWidget>

namespace overplay::app {

/// Fills `grid` with the movement (replacing what it held).
void fillMovementGrid(QTableWidget* grid, const movements::Movement& movement);

/// A read-only grid of a movement with its notes underneath.
class MovementGrid : public QWidget {
    Q_OBJECT
public:
    explicit MovementGrid(QWidget* parent = nullptr);
    void setMovement(const movements::Movement& movement);
    QTableWidget* grid() const { return m_grid; }

private:
    QLabel* m_title = nullptr;
    QTableWidget* m_grid = nullptr;
    QLabel* m_notes = nullptr;
};

} // namespace overplay::app
