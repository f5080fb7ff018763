// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Event > Stratification: the strata ("A B<2000 C<500") and each player's figure (master
// points or a grade), as `overplay-cli strata` takes them. The standings, the printed results
// and the web site then rank each stratum's entries among themselves (core/Strata.h).

#include "core/Strata.h"
#include "db/EventStore.h"

#include <QDialog>

#include <map>
#include <optional>
#include <string>

class QComboBox;
class QLabel;
class QLineEdit;
class QTableWidget;

namespace overplay::app {

class StrataDialog : public QDialog {
    Q_OBJECT
public:
    /// Every player of the section in use (every section's, with several) with the figure the
    /// event holds, and the event's strata.
    explicit StrataDialog(const db::EventStore& store, QWidget* parent = nullptr);

    /// The strata as typed (none: not stratified); throws core::InputError as readStrata does.
    core::Strata strata() const;
    /// Each player's figure as typed, by name (blank: none); throws core::InputError naming the
    /// player whose figure is not a number from 0.
    std::map<std::string, std::optional<double>> figures() const;
    /// Refuses to close while the strata or a figure cannot be read, saying why.
    void accept() override;

    // For tests.
    QLineEdit* strataEdit() const { return m_strata; }
    QComboBox* figureRule() const { return m_rule; }
    QTableWidget* table() const { return m_table; }
    /// Why the dialog did not close ("" when nothing is wrong).
    QString problem() const;

private:
    QLineEdit* m_strata = nullptr;
    QComboBox* m_rule = nullptr;
    QTableWidget* m_table = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace overplay::app
