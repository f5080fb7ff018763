// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/RulingDialogs.h"

#include "core/ResultText.h"
#include "movements/Labels.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <map>

namespace overplay::app {

namespace {

QDialogButtonBox* okCancel(QDialog* dialog) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace

FoulDialog::FoulDialog(const movements::Movement& movement, int board,
                       const std::vector<db::StoredLine>& lines, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Fouled board %1").arg(board));
    auto* about = new QLabel(
        tr("Give each table the copy of board %1 it played. Tables that played the same copy "
           "are compared only with each other, and each copy is factored to the full top "
           "(Law 87).")
            .arg(board));
    about->setWordWrap(true);
    m_table = new QTableWidget(static_cast<int>(lines.size()), 3);
    m_table->setHorizontalHeaderLabels({tr("Pairs"), tr("Result"), tr("Copy played")});
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->verticalHeader()->hide();
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const core::TravellerLine& l = lines[i].line;
        m_lines.push_back({l.ns, l.ew});
        const int row = static_cast<int>(i);
        m_table->setItem(row, 0,
                         new QTableWidgetItem(qs(movements::entryLabel(movement, l.ns) + " v " +
                                                 movements::entryLabel(movement, l.ew))));
        m_table->setItem(row, 1, new QTableWidgetItem(qs(core::resultWords(l))));
        auto* copy = new QSpinBox;
        copy->setRange(0, static_cast<int>(lines.size()));
        copy->setSpecialValueText(tr("as dealt"));
        copy->setPrefix(tr("copy "));
        copy->setValue(l.group);
        m_table->setCellWidget(row, 2, copy);
    }
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addWidget(m_table);
    layout->addWidget(okCancel(this));
}

QSpinBox* FoulDialog::copyBox(int row) const {
    return qobject_cast<QSpinBox*>(m_table->cellWidget(row, 2));
}

std::vector<std::vector<std::pair<int, int>>> FoulDialog::groups() const {
    // Copies numbered as the director likes (1 and 3): stored as groups 1, 2, … in order.
    std::map<int, std::vector<std::pair<int, int>>> byCopy;
    for (int row = 0; row < rows(); ++row)
        if (const int copy = copyBox(row)->value(); copy > 0)
            byCopy[copy].push_back(m_lines[static_cast<std::size_t>(row)]);
    std::vector<std::vector<std::pair<int, int>>> out;
    for (auto& [copy, members] : byCopy)
        out.push_back(std::move(members));
    return out;
}

PenaltyDialog::PenaltyDialog(const movements::Movement& movement, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Procedural penalty"));
    m_entry = new QComboBox;
    for (int e = 1; e <= movement.pairs; ++e)
        m_entry->addItem(qs(movements::entryLabel(movement, e)), e);
    m_amount = new QLineEdit;
    m_amount->setPlaceholderText(tr("3 (points) or 25% (of a top)"));
    m_board = new QSpinBox;
    m_board->setRange(0, movement.boards());
    m_board->setSpecialValueText(tr("none"));
    m_reason = new QLineEdit;
    m_reason->setPlaceholderText(tr("as the rankings will print it"));
    auto* form = new QFormLayout;
    form->addRow(movement.isIndividual() ? tr("&Player:") : tr("&Pair:"), m_entry);
    form->addRow(tr("&Amount:"), m_amount);
    form->addRow(tr("&Board:"), m_board);
    form->addRow(tr("&Reason:"), m_reason);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(okCancel(this));
}

core::ProceduralPenalty PenaltyDialog::penalty() const {
    core::ProceduralPenalty p = core::parsePenaltyAmount(m_amount->text().trimmed().toStdString());
    p.entry = m_entry->currentData().toInt();
    p.board = m_board->value();
    p.reason = m_reason->text().trimmed().toStdString();
    return p;
}

} // namespace overplay::app
