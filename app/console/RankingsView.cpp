// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/RankingsView.h"
#include "core/Strata.h"
#include "db/MasterPointAwards.h"
#include "db/Ranking.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "reports/Format.h"
#include "reports/StoreSnapshot.h"
#include "reports/Views.h"

#include "movements/Labels.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QStyle>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>
#include <optional>

namespace overplay::app {

namespace {

QTableWidgetItem* item(const QString& text, Qt::Alignment align = Qt::AlignLeft) {
    auto* i = new QTableWidgetItem(text);
    i->setTextAlignment(align | Qt::AlignVCenter);
    i->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return i;
}

QTableWidget* makeTable(const QStringList& headers) {
    auto* t = new QTableWidget(0, static_cast<int>(headers.size()));
    t->setHorizontalHeaderLabels(headers);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setFocusPolicy(Qt::NoFocus);
    t->setAlternatingRowColors(true);
    // Sized once from the header and the first rows: sizing to contents after every line
    // would lay out every cell's text again (most of a line's cost on a big event).
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    t->horizontalHeader()->setMinimumSectionSize(36);
    return t;
}

/// Column `column` at least as wide as `widest` (and as its header), in the table's fonts.
void fitColumn(QTableWidget* table, int column, const QString& widest) {
    const QString header = table->horizontalHeaderItem(column)
                               ? table->horizontalHeaderItem(column)->text()
                               : QString();
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

    m_table =
        makeTable({tr("Rank"), tr("Pair"), tr("Names"), tr("Score"), tr("%"), tr("Bds"), tr("MP")});
    m_table->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_matchesTitle = new QLabel(tr("Matches"));
    m_matchesTitle->setFont(bold);
    m_matches =
        makeTable({tr("Round"), tr("Teams"), tr("Bds"), tr("IMPs"), tr("VPs"), tr("Winner")});
    m_matches->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    m_runningTitle = new QLabel(tr("Running table"));
    m_runningTitle->setFont(bold);
    m_running = makeTable({tr("Team")});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(top);
    layout->addWidget(m_table, 3);
    layout->addWidget(m_matchesTitle);
    layout->addWidget(m_matches, 2);
    layout->addWidget(m_runningTitle);
    layout->addWidget(m_running, 2);

    connect(m_field, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (index >= 0 && index != m_fieldIndex) {
            m_fieldIndex = index;
            refresh();
        }
    });
    connect(m_field, &QComboBox::activated, this, &RankingsView::fieldChosen);
    connect(&m_document, &EventDocument::changed, this, &RankingsView::refresh);
    refresh();
}

void RankingsView::showField(int index) {
    m_field->setCurrentIndex(index);
}

namespace {

/// What the view ranks, field by field with each field's name ("NS field", a stratum's
/// heading): the one place its rankings come from, so another source (a ranking view shared
/// with the prints and the pages) can take its place.
struct Fields {
    std::vector<core::Ranking> rankings;
    QStringList names;
};

Fields fieldsOf(const EventDocument& document, const core::SessionResult& result, bool teams) {
    // The fields, then (a stratified event) each field again for each stratum after the open
    // one, as the printed results list them.
    Fields out;
    for (const auto& r : result.rankings) {
        out.rankings.push_back(r);
        out.names << (r.direction.empty() ? RankingsView::tr("One field")
                                          : RankingsView::tr("%1 field").arg(qs(r.direction)));
    }
    const core::Strata strata = document.store().info().strata;
    if (!strata.strata.empty() && !teams) {
        const auto figures = db::entryFigures(document.store());
        for (const auto& r : result.rankings)
            for (core::StratumRanking& s : core::stratify(r, strata, figures)) {
                out.names << qs(reports::stratumHeading(s));
                out.rankings.push_back(std::move(s.ranking));
            }
    }
    return out;
}

} // namespace

void RankingsView::refresh() {
    const core::SessionResult& result = m_document.result();
    const bool teams = m_document.isTeams();
    std::map<int, QString> names;
    for (const auto& e : m_document.store().entries())
        names[e.number] = qs(e.names());

    const db::EventInfo info = m_document.store().info();
    const Fields shown = fieldsOf(m_document, result, teams);
    std::vector<const core::Ranking*> fields;
    for (const auto& f : shown.rankings)
        fields.push_back(&f);
    {
        const QSignalBlocker block(m_field);
        m_field->clear();
        m_field->addItems(shown.names);
        m_fieldIndex = std::clamp(m_fieldIndex, 0, std::max(0, m_field->count() - 1));
        m_field->setCurrentIndex(m_fieldIndex);
        m_field->setVisible(fields.size() > 1);
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

    // Teams by their names and players, as `rank` and the documents show them.
    std::optional<reports::EventSnapshot> teamView;
    if (teams && !movement.teamOf.empty())
        teamView = reports::snapshotOf(m_document.store(), result);
    m_table->horizontalHeaderItem(1)->setText(teams                     ? tr("Team")
                                              : movement.isIndividual() ? tr("Player")
                                                                        : tr("Pair"));
    m_table->horizontalHeaderItem(2)->setText(teams                     ? tr("Players")
                                              : movement.isIndividual() ? tr("Name")
                                                                        : tr("Names"));
    m_table->setColumnHidden(4, teams || m_document.isWhist());
    // Master points: each entry's award on the event's scale, the column hidden when none is
    // awarded; its header's tip names the scale and why an entry has none.
    const db::MasterPointAwards awards = db::masterPointAwards(m_document.store(), result);
    const bool awarding = awards.scale != core::MasterPointScale::None;
    m_table->setColumnHidden(6, !awarding);
    if (awarding) {
        QStringList tip{
            tr("Master points, %1, each player").arg(qs(core::masterPointScaleText(awards.scale)))};
        for (const std::string& note : awards.notes)
            tip << qs(note);
        m_table->horizontalHeaderItem(6)->setToolTip(tip.join(QLatin1Char('\n')));
    }
    const core::Ranking* ranking =
        fields.empty() ? nullptr : fields[static_cast<std::size_t>(m_fieldIndex)];
    const int rows = ranking ? static_cast<int>(ranking->rows.size()) : 0;
    m_table->setRowCount(rows);
    for (int i = 0; i < rows; ++i) {
        const core::RankingRow& r = ranking->rows[static_cast<std::size_t>(i)];
        m_table->setItem(i, 0, item(qs(r.rank), Qt::AlignRight));
        if (teamView) {
            m_table->setItem(i, 1, item(qs(reports::rankedName(*teamView, r.entry))));
            QStringList players;
            for (const auto& p : reports::teamPlayers(*teamView, r.entry))
                players << qs(p);
            m_table->setItem(i, 2, item(players.join(QStringLiteral(", "))));
        } else {
            m_table->setItem(i, 1,
                             item(qs(m_document.store().entryLabel(r.entry)), Qt::AlignRight));
            m_table->setItem(i, 2, item(teams ? tr("Team %1").arg(r.entry) : names[r.entry]));
        }
        m_table->setItem(i, 3,
                         item(info.settings.decimals
                                  ? qs(reports::pointsText(r.score, *info.settings.decimals))
                                  : pointsText(r.score),
                              Qt::AlignRight));
        m_table->setItem(i, 4, item(qs(reports::percentText(r.percent)), Qt::AlignRight));
        m_table->setItem(i, 5, item(QString::number(r.boards), Qt::AlignRight));
        const double award = awards.of(r.entry);
        m_table->setItem(
            i, 6,
            item(award > 0 ? qs(core::awardText(awards.scale, award)) : QString(), Qt::AlignRight));
    }

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

    const std::vector<reports::TeamMatchView> matchViews =
        teamView ? reports::teamMatches(*teamView) : std::vector<reports::TeamMatchView>{};
    const bool showMatches = !matchViews.empty();
    const bool bam = m_document.store().info().scoring == core::ScoringMethod::BoardAMatch;
    m_matches->horizontalHeaderItem(3)->setText(bam ? tr("Points") : tr("IMPs"));
    m_matches->setColumnHidden(4, bam);
    m_matchesTitle->setVisible(showMatches);
    m_matches->setVisible(showMatches);
    m_matches->setRowCount(static_cast<int>(matchViews.size()));
    for (int i = 0; i < static_cast<int>(matchViews.size()); ++i) {
        const reports::TeamMatchView& m = matchViews[static_cast<std::size_t>(i)];
        m_matches->setItem(i, 0, item(QString::number(m.round), Qt::AlignRight));
        m_matches->setItem(i, 1,
                           item(qs(reports::rankedName(*teamView, m.teamA)) + tr(" v ") +
                                qs(reports::rankedName(*teamView, m.teamB))));
        m_matches->setItem(i, 2, item(QString::number(m.boards), Qt::AlignRight));
        m_matches->setItem(
            i, 3, item(pointsText(m.wonA) + " \u2013 " + pointsText(m.wonB), Qt::AlignCenter));
        m_matches->setItem(
            i, 4,
            item(qs(reports::pointsText(m.vpA, 2)) + " \u2013 " + qs(reports::pointsText(m.vpB, 2)),
                 Qt::AlignCenter));
        m_matches->setItem(
            i, 5, item(m.winner == 0 ? tr("tie") : qs(reports::rankedName(*teamView, m.winner))));
    }

    const std::vector<reports::RunningRound> running =
        teamView ? reports::runningTable(*teamView) : std::vector<reports::RunningRound>{};
    m_runningTitle->setVisible(!running.empty());
    m_running->setVisible(!running.empty());
    m_running->setColumnCount(1 + static_cast<int>(running.size()));
    QStringList headers{tr("Team")};
    for (const auto& r : running)
        headers << tr("R%1").arg(r.round);
    m_running->setHorizontalHeaderLabels(headers);
    const int teamRows = running.empty() ? 0 : static_cast<int>(running.back().totals.size());
    m_running->setRowCount(teamRows);
    if (!running.empty()) {
        const int decimals = reports::runningTableDecimals(running);
        int row = 0;
        for (const auto& [team, total] : running.back().totals) {
            m_running->setItem(row, 0, item(qs(reports::rankedName(*teamView, team))));
            for (int c = 0; c < static_cast<int>(running.size()); ++c)
                m_running->setItem(
                    row, c + 1,
                    item(qs(reports::pointsText(
                             running[static_cast<std::size_t>(c)].totals.at(team), decimals)),
                         Qt::AlignRight));
            ++row;
        }
    }
}

} // namespace overplay::app
