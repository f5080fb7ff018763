// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The new-event wizard: who plays (pairs, teams, individual), how many, and the time there is
// (boards wanted, the most rounds); the movements the chooser finds, best first, each with its
// reason and a preview of rounds × tables, then the familiar ones that do not fit and why; the
// scoring method; the names, completed from the roster; where to save. Finishing creates the event
// file.

#include "app/console/EventPlan.h"

#include <QWizard>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QSpinBox;
class QTableWidget;

namespace overplay::app {

class MovementGrid;

class NewEventWizard : public QWizard {
    Q_OBJECT
public:
    enum Page { KindPage, MovementPage, ScoringPage, NamesPage, SavePage };
    explicit NewEventWizard(QWidget* parent = nullptr);

    /// The file created when the wizard was accepted (empty before).
    QString createdPath() const { return m_created; }
    /// The plan as the pages hold it now.
    EventPlan plan() const;
    PlanRequest request() const;

    // The fields, for keyboard-driven tests and for screenshots.
    QComboBox* kindBox() const { return m_kind; }
    QSpinBox* countBox() const { return m_count; }
    /// Bridge or duplicate whist.
    QComboBox* gameBox() const { return m_game; }
    QComboBox* countUnitBox() const { return m_unit; }
    /// Boards wanted in the session (0: about 24–28).
    QSpinBox* boardsBox() const { return m_boards; }
    /// The most rounds there is time for (0: no limit).
    QSpinBox* roundsBox() const { return m_rounds; }
    QSpinBox* boardsPerRoundBox() const { return m_boardsPerRound; }
    QListWidget* choicesList() const { return m_choices; }
    MovementGrid* preview() const { return m_preview; }
    /// What the movement page lists, row by row.
    const std::vector<MovementOption>& choices() const { return m_choiceData; }
    QComboBox* scoringBox() const { return m_scoring; }
    QLineEdit* nameEdit() const { return m_name; }
    QLineEdit* dateEdit() const { return m_date; }
    QTableWidget* namesTable() const { return m_names; }
    QLineEdit* pathEdit() const { return m_path; }

    /// Names typed on the names page (cells not blank).
    int typedNames() const;

    void accept() override;
    /// Escape and Cancel ask first when names have been typed.
    void reject() override;

private:
    void updateChoices();
    void updatePreview();
    void updateScoring();
    void updateNames();
    void updateTeamNames(const movements::Movement& m);
    const movements::Movement* chosenMovement() const;

    /// A team event's names page: a team's name and this many players (a team of four often
    /// fields five or six).
    static constexpr int kTeamPlayers = 6;
    /// The team numbers of the names page's rows, when it names teams; empty otherwise.
    std::vector<int> m_teamRows;

    std::vector<MovementOption> m_choiceData;
    QString m_created;

    QComboBox* m_kind = nullptr;
    QComboBox* m_game = nullptr;
    QSpinBox* m_count = nullptr;
    QComboBox* m_unit = nullptr;
    QSpinBox* m_boards = nullptr;
    QSpinBox* m_rounds = nullptr;
    QSpinBox* m_boardsPerRound = nullptr;
    QLineEdit* m_name = nullptr;
    QLineEdit* m_date = nullptr;
    QListWidget* m_choices = nullptr;
    QLabel* m_about = nullptr;
    MovementGrid* m_preview = nullptr;
    QComboBox* m_scoring = nullptr;
    QTableWidget* m_names = nullptr;
    QLineEdit* m_path = nullptr;
    QString m_suggestedPath; ///< the file name last suggested from the name and the date
};

} // namespace overplay::app
