// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Event > Names: each pair's two players (completed from the club roster as they are typed)
// and, in a team event, each team's name and players above them.

#include "db/EventStore.h"

#include <QDialog>
#include <QStringList>

#include <functional>
#include <vector>

class QTableWidget;

namespace overplay::app {

class NamesDialog : public QDialog {
    Q_OBJECT
public:
    /// The names as the store holds them now; teams empty for an event without teams.
    NamesDialog(std::vector<db::Entry> entries, std::vector<db::Team> teams,
                QWidget* parent = nullptr);

    /// The entries with the names as typed (tidied: spaces collapsed).
    std::vector<db::Entry> entries() const;
    /// The teams with the names as typed (players split at commas); empty without teams.
    std::vector<db::Team> teams() const;
    /// Every name typed, for the roster the wizard completes from.
    QStringList usedNames() const;

    QTableWidget* pairTable() const { return m_pairs; }
    QTableWidget* teamTable() const { return m_teams; }

    /// What OK checks the teams by before the dialog closes (db::requireTeamNames): a refusal
    /// is shown and the dialog stays open with everything typed in it.
    void setTeamCheck(std::function<void(const std::vector<db::Team>&)> check) {
        m_teamCheck = std::move(check);
    }
    /// OK's last refusal ("" when none).
    QString refusal() const { return m_refusal; }

    void accept() override;

private:
    std::function<void(const std::vector<db::Team>&)> m_teamCheck;
    QString m_refusal;
    std::vector<db::Entry> m_entries;
    std::vector<db::Team> m_teamRows;
    QTableWidget* m_pairs = nullptr;
    QTableWidget* m_teams = nullptr; ///< none without teams
};

} // namespace overplay::app
