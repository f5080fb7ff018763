// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/StandingsModel.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "core/MasterPoints.h"
#include "db/Ranking.h"
#include "movements/Labels.h"
#include "reports/Format.h"
#include "reports/Views.h"

#include <algorithm>
#include <optional>

namespace overplay::app {

namespace {

/// The section in use ranked as `rank --section` ranks it, from the document's scored result
/// (its entries numbered in its own movement) without scoring it again: the same rankings with
/// their entries numbered across the session, as reports::rankingView reads them.
db::SectionsRanking sectionInUse(const db::EventStore& store, const core::SessionResult& result,
                                 bool teams) {
    db::SectionsRanking ranked;
    ranked.sections = store.sections();
    std::size_t index = 0;
    for (std::size_t i = 0; i < ranked.sections.size(); ++i)
        if (ranked.sections[i].letter == store.section())
            index = i;
    const int before =
        ranked.sections.empty() ? 0 : movements::sessionEntry(ranked.sections, {index, 1}) - 1;
    // Only the rankings: the count of results entered is the title's (reports::countResults
    // of the section's own movement), so the boards are not copied on every line. A team
    // event's matches are read from its boards (its teams' part of the view): a few boards.
    ranked.result.rankings = result.rankings;
    if (teams) {
        ranked.result.boards = result.boards;
        ranked.result.matches = result.matches;
    }
    for (core::Ranking& r : ranked.result.rankings)
        for (core::RankingRow& row : r.rows)
            row.entry += before;
    ranked.sectionOfRanking.assign(ranked.result.rankings.size(), index);
    return ranked;
}

} // namespace

StandingsModel::StandingsModel(const EventDocument& document, QObject* parent)
    : RowsModel(ColumnCount, parent), m_document(document) {
    connect(&m_document, &EventDocument::changed, this, &StandingsModel::refresh);
    refresh();
}

void StandingsModel::refresh() {
    const db::EventStore& store = m_document.store();
    const core::SessionResult& result = m_document.result();
    m_teams = m_document.isTeams();
    m_view = reports::rankingView(store, sectionInUse(store, result, m_teams));

    // The fields, then (a stratified event) each field again for each stratum after the open
    // one, as the printed results list them. Teams are not stratified.
    m_tables.clear();
    m_fieldNames.clear();
    for (const reports::RankingViewTable& t : m_view.fields) {
        m_tables.push_back(&t);
        m_fieldNames << (t.direction.empty() ? tr("One field")
                                             : tr("%1 field").arg(qs(t.direction)));
    }
    if (!m_teams)
        for (const reports::RankingViewTable& t : m_view.strata) {
            core::StratumRanking heading{t.stratum.value_or(core::Stratum{}), {}};
            heading.ranking.direction = t.direction;
            m_tables.push_back(&t);
            m_fieldNames << qs(reports::stratumHeading(heading));
        }
    m_field = std::clamp(m_field, 0, std::max(0, static_cast<int>(m_tables.size()) - 1));

    const auto& movement = store.movement();
    const QString entry = m_teams                   ? tr("Team")
                          : movement.isIndividual() ? tr("Player")
                                                    : tr("Pair");
    const QString names = m_teams                   ? tr("Players")
                          : movement.isIndividual() ? tr("Name")
                                                    : tr("Names");
    m_headers = {tr("Rank"), entry, names, tr("Score"), tr("%"), tr("Bds"), tr("MP")};
    // The master points' header names the scale and why an entry has none.
    m_masterPointsTip.clear();
    if (awarding()) {
        QStringList tip{tr("Master points, %1, each player")
                            .arg(qs(core::masterPointScaleText(m_view.awards.scale)))};
        for (const std::string& note : m_view.awards.notes)
            tip << qs(note);
        m_masterPointsTip = tip.join(QLatin1Char('\n'));
    }
    emit headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);

    // The rows' texts. Teams by their names and players, as `rank` and the documents show
    // them.
    const reports::RankingViewTeams* teams = m_view.teams ? &*m_view.teams : nullptr;
    const std::optional<int> decimals = store.info().settings.decimals;
    m_allRows.clear();
    for (const reports::RankingViewTable* t : m_tables) {
        std::vector<Row> rows;
        rows.reserve(t->rows.size());
        for (const reports::RankingViewRow& r : t->rows) {
            Row row;
            auto& text = row.text;
            text[ColRank] = qs(r.rank);
            if (teams) {
                text[ColEntry] = qs(teams->nameOf(r.entry));
                QStringList players;
                for (const auto& p : teams->playersOf(r.entry))
                    players << qs(p);
                text[ColNames] = players.join(QStringLiteral(", "));
            } else {
                text[ColEntry] = qs(r.label);
                text[ColNames] = qs(r.names);
            }
            text[ColScore] =
                decimals ? qs(reports::pointsText(r.score, *decimals)) : pointsText(r.score);
            text[ColPercent] = qs(reports::percentText(r.percent));
            text[ColBoards] = QString::number(r.boards);
            text[ColMasterPoints] = r.masterPoints > 0
                                        ? qs(core::awardText(m_view.awards.scale, r.masterPoints))
                                        : QString();
            rows.push_back(std::move(row));
        }
        m_allRows.push_back(std::move(rows));
    }
    m_teamNames = teams != nullptr;
    showRows();
}

void StandingsModel::setField(int index) {
    index = std::clamp(index, 0, std::max(0, static_cast<int>(m_tables.size()) - 1));
    if (index == m_field)
        return;
    m_field = index;
    showRows();
}

const reports::RankingViewTable* StandingsModel::shownTable() const {
    return m_tables.empty() ? nullptr : m_tables[static_cast<std::size_t>(m_field)];
}

void StandingsModel::showRows() {
    replaceRows(m_allRows.empty() ? std::vector<Row>{}
                                  : m_allRows[static_cast<std::size_t>(m_field)]);
}

QVariant StandingsModel::cellData(const Row& row, int column, int role) const {
    if (role == Qt::DisplayRole)
        return row.text[static_cast<std::size_t>(column)];
    if (role == Qt::TextAlignmentRole) {
        // Figures to the right; names (and teams' names) to the left.
        const bool left = column == ColNames || (column == ColEntry && m_teamNames);
        return QVariant::fromValue((left ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter);
    }
    return {};
}

QVariant StandingsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole)
        return m_headers[static_cast<std::size_t>(section)];
    if (role == Qt::ToolTipRole && section == ColMasterPoints && !m_masterPointsTip.isEmpty())
        return m_masterPointsTip;
    return {};
}

} // namespace overplay::app
