// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The live standings beside traveller entry as an item model: the rankings of the section in
// use as reports::rankingView builds them for `rank`, the prints and the pages (each field,
// then each field again for each stratum after the open one), one of them shown at a time; a
// team event's rows by the view's teams (their names and players). Read from the document
// whenever it changes.

#include "app/console/RowsModel.h"
#include "reports/RankingView.h"

#include <QString>
#include <QStringList>

#include <array>
#include <vector>

namespace overplay::app {

class EventDocument;
struct StandingsRow;

class StandingsModel : public RowsModel<StandingsRow> {
    Q_OBJECT
public:
    enum Column { ColRank, ColEntry, ColNames, ColScore, ColPercent, ColBoards, ColMasterPoints };
    static constexpr int ColumnCount = 7;

    explicit StandingsModel(const EventDocument& document, QObject* parent = nullptr);

    /// Reads the rankings again (connected to EventDocument::changed).
    void refresh();

    /// Each ranking's name, in order ("NS field", "Stratum B (below 1000), North-South").
    const QStringList& fieldNames() const { return m_fieldNames; }
    int field() const { return m_field; }
    /// Shows ranking `index` of fieldNames() (clamped to those there are).
    void setField(int index);
    /// The ranking shown, as reports::rankingView has it; nullptr when there is none.
    const reports::RankingViewTable* shownTable() const;
    /// The rankings of the section in use (its entries numbered across the session); a team
    /// event's teams, matches and running table with them (RankingView::teams).
    const reports::RankingView& view() const { return m_view; }
    /// Whether any entry is awarded master points (the column is then shown).
    bool awarding() const { return m_view.awards.scale != core::MasterPointScale::None; }

    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    using Row = StandingsRow;
    QVariant cellData(const Row& row, int column, int role) const override;
    /// The rows of the ranking shown, as texts; the same count of rows changes their data,
    /// another count inserts or removes rows at the end (the view keeps its place).
    void showRows();

    const EventDocument& m_document;
    reports::RankingView m_view;
    /// view().fields, then view().strata.
    std::vector<const reports::RankingViewTable*> m_tables;
    QStringList m_fieldNames;
    int m_field = 0;
    /// Every ranking's rows as texts, by m_tables; the one shown copied into m_rows.
    std::vector<std::vector<Row>> m_allRows;
    std::array<QString, ColumnCount> m_headers;
    QString m_masterPointsTip;
    bool m_teams = false;
    /// Teams shown by their names (left-aligned as names are), not by their numbers.
    bool m_teamNames = false;
};

/// A row of the standings: its columns' texts.
struct StandingsRow {
    std::array<QString, StandingsModel::ColumnCount> text;
};

} // namespace overplay::app
