// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The traveller (or a table's score card) as traveller entry lists it: one row for each time
// the movement has a board played, with what is stored for it. An item model read from the
// document; TravellerEntry says which rows to list and when the document changed.

#include <QAbstractTableModel>
#include <QColor>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace overplay::app {

class EventDocument;

/// One place a traveller line belongs: the movement's board, round, table and pairs.
struct EntrySlot {
    int board = 0;
    int round = 0;
    int table = 0;
    int ns = 0;
    int ew = 0;
};

class TravellerModel : public QAbstractTableModel {
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

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;

private:
    struct Row {
        std::array<QString, ColumnCount> text;
        QColor contractColour;
        std::optional<QColor> leadColour;
    };
    /// Reads the rows (and the count entered) as the store now has them.
    void readRows();

    const EventDocument& m_document;
    std::vector<EntrySlot> m_slots;
    std::vector<Row> m_rows;
    int m_entered = 0;
};

} // namespace overplay::app
