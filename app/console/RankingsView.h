// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The live standings beside traveller entry: each field's ranking (a switch between the
// North-South and East-West fields of a Mitchell), and for teams the matches with their IMPs
// and VPs and the running table. Item models in table views, all from StandingsModel's view
// (reports::rankingView, the one `rank` and the documents show): the standings are its
// rankings; the matches and the running table its teams' (RankingView::teams), set from it on
// every change.

#include <QWidget>

class QComboBox;
class QLabel;
class QTableView;

namespace overplay::app {

class EventDocument;
class StandingsModel;
class TextTableModel;

class RankingsView : public QWidget {
    Q_OBJECT
public:
    explicit RankingsView(EventDocument& document, QWidget* parent = nullptr);

    /// The standings table (rank, entry, names, score, %, boards, master points).
    QTableView* table() const { return m_table; }
    StandingsModel* model() const { return m_model; }
    /// The heading: how many results are in ("Provisional: 193 of 196 results").
    QLabel* title() const { return m_title; }
    /// Teams: one row per match (round, teams, boards, IMPs, VPs, winner).
    QTableView* matches() const { return m_matches; }
    /// Teams: the running table, one row per team, one column per round (totals so far).
    QTableView* runningTable() const { return m_running; }
    /// Shows the ranking of this field ("NS", "EW", "" for one field).
    void showField(int index);

public slots:
    void refresh();

signals:
    /// The director chose a field with the switch: the keyboard belongs back in the entry box.
    void fieldChosen();

private:
    EventDocument& m_document;
    QLabel* m_title = nullptr;
    QComboBox* m_field = nullptr;
    StandingsModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_matchesTitle = nullptr;
    TextTableModel* m_matchesModel = nullptr;
    QTableView* m_matches = nullptr;
    QLabel* m_runningTitle = nullptr;
    TextTableModel* m_runningModel = nullptr;
    QTableView* m_running = nullptr;
    bool m_sized = false;
};

} // namespace overplay::app
