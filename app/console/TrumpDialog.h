// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Event > Trump slips: duplicate whist's trump of each board, as the director reads it off
// the trays' slips (the card turned, "H7") or declares one suit for every board (a memory
// duplicate turns none). Overplay turns one itself when it deals a whist event's boards.

#include "core/WhistTrump.h"
#include "db/EventStore.h"

#include <QDialog>

#include <map>
#include <optional>
#include <vector>

class QComboBox;
class QLabel;
class QTableWidget;

namespace overplay::app {

class TrumpDialog : public QDialog {
    Q_OBJECT
public:
    /// `boards`: every board of the event, by number, with the slips already recorded.
    TrumpDialog(int boards, const std::vector<db::StoredBoard>& stored, QWidget* parent = nullptr);

    /// The slips as typed, board → slip (none: blank); throws core::InputError naming the
    /// board whose text is not a trump.
    std::map<int, std::optional<core::TrumpSlip>> trumps() const;
    void accept() override;

    // For tests.
    QTableWidget* table() const { return m_table; }
    /// Fills every board with one suit declared.
    void declareForEveryBoard(core::Suit suit);

private:
    QTableWidget* m_table = nullptr;
    QComboBox* m_suit = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace overplay::app
