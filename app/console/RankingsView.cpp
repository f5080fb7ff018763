// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/RankingsView.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "app/console/StandingsModel.h"
#include "app/console/TextTableModel.h"
#include "core/ScoringSettings.h"
#include "reports/Format.h"
#include "reports/Views.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace overplay::app {

namespace {

/// A table as the standings show one: rows selected whole, read only, in alternate colours.
void setUpTable(QTableView* t) {
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setFocusPolicy(Qt::NoFocus);
    t->setAlternatingRowColors(true);
    // Sized once from the header and the first rows: sizing to contents after every line
    // would lay out every cell's text again (most of a line's cost on a big event).
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    t->horizontalHeader()->setMinimumSectionSize(36);
}

/// A table of `model`'s texts, set up as the standings are.
QTableView* makeTable(TextTableModel* model) {
    auto* t = new QTableView;
    t->setModel(model);
    setUpTable(t);
    return t;
}

/// Column `column` at least as wide as `widest` (and as its header), in the table's fonts.
void fitColumn(QTableView* table, int column, const QString& widest) {
    const QString header = table->model()->headerData(column, Qt::Horizontal).toString();
    // Room for the cell's margins and, in the header, a sort arrow's worth.
    const int margin =
        2 * table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 12;
    const int width = std::max(table->fontMetrics().horizontalAdvance(widest),
                               table->horizontalHeader()->fontMetrics().horizontalAdvance(header)) +
                      margin;
    table->setColumnWidth(column, width);
}

} // namespace

RankingsView::RankingsView(EventDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    m_title = new QLabel;
    QFont bold = m_title->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_title->setFont(bold);
    // "Provisional: 115 of 135 results" wraps rather than widen the window past a laptop's.
    m_title->setWordWrap(true);
    m_field = new QComboBox;
    m_field->setToolTip(tr("The field shown: a Mitchell ranks North-South and East-West apart"));
    // A click on the switch leaves the keyboard in the entry box beside it (Tab still reaches
    // the switch).
    m_field->setFocusPolicy(Qt::TabFocus);
    auto* top = new QHBoxLayout;
    top->addWidget(m_title, 1);
    top->addWidget(m_field);

    // The model refreshes itself on every change before refresh() below (connected first).
    m_model = new StandingsModel(m_document, this);
    m_table = new QTableView;
    m_table->setModel(m_model);
    setUpTable(m_table);
    m_table->horizontalHeader()->setSectionResizeMode(StandingsModel::ColNames,
                                                      QHeaderView::Stretch);
    m_matchesTitle = new QLabel(tr("Matches"));
    m_matchesTitle->setFont(bold);
    m_matchesModel = new TextTableModel(
        {tr("Round"), tr("Teams"), tr("Bds"), tr("IMPs"), tr("VPs"), tr("Winner")}, this);
    m_matches = makeTable(m_matchesModel);
    m_matches->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_runningTitle = new QLabel(tr("Running table"));
    m_runningTitle->setFont(bold);
    m_runningModel = new TextTableModel({tr("Team")}, this);
    m_running = makeTable(m_runningModel);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_table, 3);
    layout->addWidget(m_matchesTitle);
    layout->addWidget(m_matches, 2);
    layout->addWidget(m_runningTitle);
    layout->addWidget(m_running, 2);

    connect(m_field, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index != m_model->field())
            m_model->setField(index);
    });
    connect(m_field, &QComboBox::activated, this, &RankingsView::fieldChosen);
    connect(&m_document, &EventDocument::changed, this, &RankingsView::refresh);
    refresh();
}

void RankingsView::showField(int index) {
    m_field->setCurrentIndex(index);
}

void RankingsView::refresh() {
    const core::SessionResult& result = m_document.result();
    const bool teams = m_document.isTeams();
    const db::EventInfo info = m_document.store().info();
    {
        const QSignalBlocker block(m_field);
        m_field->clear();
        m_field->addItems(m_model->fieldNames());
        m_field->setCurrentIndex(m_model->field());
        m_field->setVisible(m_model->fieldNames().size() > 1);
    }

    // The same count and words as the printed results and the web site.
    const auto& movement = m_document.store().movement();
    const reports::ResultsCount count =
        reports::countResults(movement, &result, !info.finalAt.empty());
    m_title->setText(count.provisional() ? qs(reports::provisionalText(count))
                     : count.entered < count.expected
                         ? tr("Final: %1 of %2 results").arg(count.entered).arg(count.expected)
                         : tr("Final: all %1 results").arg(count.expected));
    // How the method is applied, as the printed results say it.
    QStringList settings;
    for (const std::string& sentence : core::settingsSentences(info.settings, info.scoring))
        settings << qs(sentence);
    m_title->setToolTip(settings.join(QLatin1Char('\n')));
    m_title->setStyleSheet(count.provisional() ? QStringLiteral("color: #a00000")
                                               : QStringLiteral("color: #206020"));

    // Teams by their names, with their matches and running table, as the standings' view
    // (reports::rankingView) has them for `rank` and the documents.
    const auto& teamView = m_model->view().teams;
    m_table->setColumnHidden(StandingsModel::ColPercent, teams || m_document.isWhist());
    // Master points: the column hidden when none is awarded.
    m_table->setColumnHidden(StandingsModel::ColMasterPoints, !m_model->awarding());
    const int rows = m_model->rowCount();

    if (!m_sized && rows > 0) {
        // Wide enough for the widest figure each column can hold ("100.00", "-1234.50",
        // "12=", "AB12NS"), not only the first rows': sized from a night's first result, the
        // score and percentage columns would cut "100.00" to "10…" once a pair had a top.
        // The names take what is left.
        fitColumn(m_table, 0, QStringLiteral("100="));
        fitColumn(m_table, 1, teams ? QString() : QStringLiteral("AB12NS"));
        fitColumn(m_table, 3, QStringLiteral("-1234.50"));
        fitColumn(m_table, 4, QStringLiteral("100.00"));
        fitColumn(m_table, 5, QStringLiteral("999"));
        if (teams)
            m_table->resizeColumnToContents(1);
        m_matches->resizeColumnsToContents();
        fitColumn(m_matches, 3, QStringLiteral("100 \u2013 100"));
        fitColumn(m_matches, 4, QStringLiteral("20.00 \u2013 20.00"));
        m_sized = true;
    }

    const std::vector<reports::TeamMatchView> noMatches;
    const std::vector<reports::TeamMatchView>& matchViews =
        teamView ? teamView->matches : noMatches;
    const bool showMatches = !matchViews.empty() || (teamView && !teamView->byes.empty());
    const bool bam = m_document.store().info().scoring == core::ScoringMethod::BoardAMatch;
    m_matchesModel->setHeaders({tr("Round"), tr("Teams"), tr("Bds"),
                                bam ? tr("Points") : tr("IMPs"), tr("VPs"), tr("Winner")});
    m_matches->setColumnHidden(4, bam);
    m_matchesTitle->setVisible(showMatches);
    m_matches->setVisible(showMatches);
    std::vector<TextTableModel::Row> matchRows;
    for (const reports::TeamMatchView& m : matchViews)
        matchRows.push_back(
            {{QString::number(m.round), Qt::AlignRight},
             {qs(teamView->nameOf(m.teamA)) + tr(" v ") + qs(teamView->nameOf(m.teamB))},
             {QString::number(m.boards), Qt::AlignRight},
             {pointsText(m.wonA) + " \u2013 " + pointsText(m.wonB), Qt::AlignCenter},
             {qs(reports::pointsText(m.vpA, 2)) + " \u2013 " + qs(reports::pointsText(m.vpB, 2)),
              Qt::AlignCenter},
             {m.winner == 0 ? tr("tie") : qs(teamView->nameOf(m.winner))}});
    if (teamView && !teamView->byes.empty()) {
        // A Swiss's byes count in the standings (--bye-vps): listed with their round's
        // matches, as `rank` lists them, so that each team's VPs add up on the page.
        std::vector<std::pair<int, TextTableModel::Row>> rows;
        for (std::size_t i = 0; i < matchViews.size(); ++i)
            rows.emplace_back(matchViews[i].round, std::move(matchRows[i]));
        for (const reports::TeamByeView& bye : teamView->byes)
            rows.emplace_back(bye.round, TextTableModel::Row{
                                             {QString::number(bye.round), Qt::AlignRight},
                                             {tr("%1: a bye").arg(qs(teamView->nameOf(bye.team)))},
                                             {QString()},
                                             {QString()},
                                             {qs(reports::pointsText(bye.vps, 2)), Qt::AlignCenter},
                                             {QString()}});
        std::stable_sort(rows.begin(), rows.end(),
                         [](const auto& a, const auto& b) { return a.first < b.first; });
        matchRows.clear();
        for (auto& [round, row] : rows)
            matchRows.push_back(std::move(row));
    }
    m_matchesModel->setRows(std::move(matchRows));

    const std::vector<reports::RunningRound> noRounds;
    const std::vector<reports::RunningRound>& running = teamView ? teamView->running : noRounds;
    m_runningTitle->setVisible(!running.empty());
    m_running->setVisible(!running.empty());
    QStringList headers{tr("Team")};
    for (const auto& r : running)
        headers << tr("R%1").arg(r.round);
    m_runningModel->setHeaders(headers);
    std::vector<TextTableModel::Row> teamRows;
    if (!running.empty()) {
        const int decimals = reports::runningTableDecimals(running);
        for (const auto& [team, total] : running.back().totals) {
            TextTableModel::Row row{{qs(teamView->nameOf(team))}};
            for (const reports::RunningRound& r : running)
                row.push_back(
                    {qs(reports::pointsText(r.totals.at(team), decimals)), Qt::AlignRight});
            teamRows.push_back(std::move(row));
        }
    }
    m_runningModel->setRows(std::move(teamRows));
}

} // namespace overplay::app
