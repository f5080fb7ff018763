// SPDX-License-Identifier: GPL-3.0-or-later
// The director's rulings that are not a traveller line: which tables played a fouled copy of
// a board (Law 87), and a procedural penalty (Laws 90 and 91). Each dialog only asks; the
// console stores what it returns as one undoable step.
#pragma once

#include "core/Session.h"
#include "db/EventStore.h"

#include <QDialog>

#include <utility>
#include <vector>

class QComboBox;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace overplay::app {

/// Law 87: each line of a board with the copy its table played: "as dealt" or fouled copy 1,
/// 2, …; lines on one copy are compared only among themselves.
class FoulDialog : public QDialog {
    Q_OBJECT
public:
    FoulDialog(const movements::Movement& movement, int board,
               const std::vector<db::StoredLine>& lines, QWidget* parent = nullptr);
    /// The groups as markFouled takes them (group g at index g − 1; empty groups dropped).
    std::vector<std::vector<std::pair<int, int>>> groups() const;
    /// For tests: the copy of the line at `row` (0: as dealt).
    QSpinBox* copyBox(int row) const;
    int rows() const { return static_cast<int>(m_lines.size()); }

private:
    std::vector<std::pair<int, int>> m_lines;
    QTableWidget* m_table = nullptr;
};

/// A procedural penalty: the pair, the amount as directors write it ("3", "25%"), the board
/// of the infraction and the reason the rankings print.
class PenaltyDialog : public QDialog {
    Q_OBJECT
public:
    PenaltyDialog(const movements::Movement& movement, QWidget* parent = nullptr);
    /// The penalty as entered; throws core::InputError for an amount that cannot be read.
    core::ProceduralPenalty penalty() const;

    QComboBox* entryBox() const { return m_entry; }
    QLineEdit* amountEdit() const { return m_amount; }
    QSpinBox* boardBox() const { return m_board; }
    QLineEdit* reasonEdit() const { return m_reason; }

private:
    QComboBox* m_entry = nullptr;
    QLineEdit* m_amount = nullptr;
    QSpinBox* m_board = nullptr;
    QLineEdit* m_reason = nullptr;
};

} // namespace overplay::app
