// SPDX-License-Identifier: GPL-3.0-or-later
// The director's rulings that are not a traveller line: which tables played a fouled copy of
// a board (Law 87), and a procedural penalty (Laws 90 and 91). Each dialog only asks; the
// console stores what it returns as one undoable step.
#pragma once

#include "core/Session.h"
#include "db/EventStore.h"

#include <QDialog>

#include <optional>
#include <utility>
#include <vector>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableWidget;

namespace overplay::app {

/// Law 87: each line of a board with the copy its table played: "as dealt" or fouled copy 1,
/// 2, …; lines on one copy are compared only among themselves.
class FoulDialog : public QDialog {
    Q_OBJECT
public:
    FoulDialog(const db::EventStore& store, int board, const std::vector<db::StoredLine>& lines,
               QWidget* parent = nullptr);
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
    PenaltyDialog(const db::EventStore& store, QWidget* parent = nullptr);
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

/// A late pair: its names and the first round it plays (the boards before are not played).
class LatePairDialog : public QDialog {
    Q_OBJECT
public:
    LatePairDialog(const movements::Movement& grown, const QString& label,
                   QWidget* parent = nullptr);
    std::vector<std::string> names() const;
    int fromRound() const;

    QLineEdit* firstNameEdit() const { return m_first; }
    QLineEdit* secondNameEdit() const { return m_second; }
    QSpinBox* fromRoundBox() const { return m_round; }

private:
    QLineEdit* m_first = nullptr;
    QLineEdit* m_second = nullptr;
    QSpinBox* m_round = nullptr;
};

/// A pair that leaves: which, after which round, and what its boards get.
class LeavesDialog : public QDialog {
    Q_OBJECT
public:
    LeavesDialog(const db::EventStore& store, QWidget* parent = nullptr);
    int entry() const;
    int afterRound() const;
    /// None: the boards are not played.
    std::optional<db::LeavingScores> scores() const;

    QComboBox* entryBox() const { return m_entry; }
    QSpinBox* afterRoundBox() const { return m_round; }
    QComboBox* scoresBox() const { return m_scores; }

private:
    QComboBox* m_entry = nullptr;
    QSpinBox* m_round = nullptr;
    QComboBox* m_scores = nullptr;
};

/// Another movement for the section: its kind, size and boards a round, with what it would
/// keep and remove shown before anything changes.
class ChangeMovementDialog : public QDialog {
    Q_OBJECT
public:
    ChangeMovementDialog(const db::EventStore& store, QWidget* parent = nullptr);
    /// The movement chosen; none when the generators cannot make it.
    const std::optional<movements::Movement>& movement() const { return m_movement; }
    /// Whether the director agreed to remove what the new movement cannot place.
    bool drop() const;
    QString preview() const;

    QComboBox* kindBox() const { return m_kind; }
    QSpinBox* pairsBox() const { return m_pairs; }
    QSpinBox* boardsPerRoundBox() const { return m_boardsPerRound; }
    QCheckBox* dropBox() const { return m_drop; }

private:
    void update();

    const db::EventStore& m_store;
    QComboBox* m_kind = nullptr;
    QSpinBox* m_pairs = nullptr;
    QSpinBox* m_boardsPerRound = nullptr;
    QCheckBox* m_drop = nullptr;
    QLabel* m_preview = nullptr;
    std::optional<movements::Movement> m_movement;
};

} // namespace overplay::app
