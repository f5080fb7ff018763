// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The traveller (or a table's score card) as traveller entry lists it: one row for each time
// the movement has a board played, with what is stored for it. An item model read from the
// document; TravellerEntry says which rows to list and when the document changed.

#include "app/console/RowsModel.h"

#include <QColor>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace overplay::app {

class EventDocument;
struct TravellerRow;

/// One place a traveller line belongs: the movement's board, round, table and pairs.
struct EntrySlot {
    int board = 0;
    int round = 0;
    int table = 0;
    int ns = 0;
    int ew = 0;
};

class TravellerModel : public RowsModel<TravellerRow> {
    Q_OBJECT
public:
    enum Column {
        ColBoard,
        ColRound,
        ColTable,
        ColNs,
        ColEw,
        ColContract,
        ColBy,
        ColResult,
        ColLead,
        ColScoreNs,
        ColScoreEw,
        ColPointsNs,
        ColPointsEw,
        ColumnCount
    };

    explicit TravellerModel(const EventDocument& document, QObject* parent = nullptr);

    /// Lists these slots (a model reset: other rows).
    void setSlots(const std::vector<EntrySlot>& listed);
    /// Reads the listed slots' lines again (the same rows, new texts).
    void refresh();
    const std::vector<EntrySlot>& entrySlots() const { return m_slots; }
    /// How many listed slots have a line stored.
    int enteredCount() const { return m_entered; }

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    using Row = TravellerRow;
    QVariant cellData(const Row& row, int column, int role) const override;
    /// Reads the rows (and the count entered) as the store now has them.
    void readRows();

    const EventDocument& m_document;
    std::vector<EntrySlot> m_slots;
    int m_entered = 0;
};

/// A row of the traveller: its columns' texts, the contract and the lead in their colours.
struct TravellerRow {
    std::array<QString, TravellerModel::ColumnCount> text;
    QColor contractColour;
    std::optional<QColor> leadColour;
};

} // namespace overplay::app
