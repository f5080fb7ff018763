// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Event > Names: each pair's two players (completed from the club roster as they are typed)
// and, in a team event, each team's name and players above them.

#include "db/EventStore.h"

#include <QDialog>
#include <QStringList>

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

private:
    std::vector<db::Entry> m_entries;
    std::vector<db::Team> m_teamRows;
    QTableWidget* m_pairs = nullptr;
    QTableWidget* m_teams = nullptr; ///< none without teams
};

} // namespace overplay::app
