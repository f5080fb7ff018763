// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/NamesDialog.h"
#include "app/console/DialogButtons.h"

#include "app/console/ClubRoster.h"
#include "app/console/ConsoleText.h"

#include <QHeaderView>
#include <QLabel>
#include <QMessageBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace overplay::app {

NamesDialog::NamesDialog(std::vector<db::Entry> entries, std::vector<db::Team> teams,
                         QWidget* parent)
    : QDialog(parent), m_entries(std::move(entries)), m_teamRows(std::move(teams)) {
    setWindowTitle(tr("Names"));
    resize(640, 520);
    m_pairs = new QTableWidget(static_cast<int>(m_entries.size()), 2, this);
    m_pairs->setHorizontalHeaderLabels({tr("Player 1"), tr("Player 2")});
    m_pairs->setObjectName(QStringLiteral("pairNames"));
    // Names complete from the club roster as they are typed, the partner's usual partners first.
    m_pairs->setItemDelegate(new RosterDelegate(m_pairs));
    m_pairs->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    QStringList labels;
    for (int r = 0; r < static_cast<int>(m_entries.size()); ++r) {
        const auto& e = m_entries[static_cast<std::size_t>(r)];
        labels << qs(e.label.empty() ? std::to_string(e.number) : e.label);
        for (int c = 0; c < 2; ++c)
            m_pairs->setItem(r, c,
                             new QTableWidgetItem(c < static_cast<int>(e.players.size())
                                                      ? qs(e.players[static_cast<std::size_t>(c)])
                                                      : QString()));
    }
    m_pairs->setVerticalHeaderLabels(labels);
    // A team event: each team's name and its players (the roster), above the pairs.
    if (!m_teamRows.empty()) {
        m_teams = new QTableWidget(static_cast<int>(m_teamRows.size()), 2, this);
        m_teams->setObjectName(QStringLiteral("teamNames"));
        m_teams->setHorizontalHeaderLabels({tr("Team name"), tr("Players (comma between)")});
        m_teams->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
        QStringList numbers;
        for (int r = 0; r < static_cast<int>(m_teamRows.size()); ++r) {
            const auto& t = m_teamRows[static_cast<std::size_t>(r)];
            numbers << QString::number(t.number);
            QStringList players;
            for (const auto& p : t.players)
                players << qs(p);
            m_teams->setItem(r, 0, new QTableWidgetItem(qs(t.name)));
            m_teams->setItem(r, 1, new QTableWidgetItem(players.join(QStringLiteral(", "))));
        }
        m_teams->setVerticalHeaderLabels(numbers);
    }
    auto* layout = new QVBoxLayout(this);
    if (m_teams) {
        layout->addWidget(new QLabel(tr("Teams"), this));
        layout->addWidget(m_teams);
        layout->addWidget(new QLabel(tr("Pairs"), this));
    }
    layout->addWidget(m_pairs);
    layout->addWidget(okCancel(this));
}

void NamesDialog::accept() {
    if (m_teams && m_teamCheck) {
        try {
            m_teamCheck(teams());
        } catch (const std::exception& e) {
            // Refused here rather than after closing, which would drop every name typed.
            m_refusal = QString::fromUtf8(e.what());
            QMessageBox::warning(this, tr("Names"), m_refusal);
            return;
        }
    }
    m_refusal.clear();
    QDialog::accept();
}

std::vector<db::Entry> NamesDialog::entries() const {
    std::vector<db::Entry> out = m_entries;
    for (int r = 0; r < static_cast<int>(out.size()); ++r) {
        auto& e = out[static_cast<std::size_t>(r)];
        e.players.clear();
        for (int c = 0; c < 2; ++c)
            e.players.push_back(m_pairs->item(r, c)->text().simplified().toStdString());
    }
    return out;
}

std::vector<db::Team> NamesDialog::teams() const {
    if (!m_teams)
        return {};
    std::vector<db::Team> out = m_teamRows;
    for (int r = 0; r < static_cast<int>(out.size()); ++r) {
        auto& t = out[static_cast<std::size_t>(r)];
        t.name = m_teams->item(r, 0)->text().simplified().toStdString();
        t.players.clear();
        for (const QString& p : m_teams->item(r, 1)->text().split(',')) {
            const QString name = p.simplified();
            if (!name.isEmpty())
                t.players.push_back(name.toStdString());
        }
    }
    return out;
}

QStringList NamesDialog::usedNames() const {
    QStringList used;
    for (const db::Entry& e : entries())
        for (const std::string& p : e.players)
            used << qs(p);
    for (const db::Team& t : teams())
        for (const std::string& p : t.players)
            used << qs(p);
    return used;
}

} // namespace overplay::app
