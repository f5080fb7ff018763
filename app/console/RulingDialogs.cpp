// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/RulingDialogs.h"
#include "app/console/ConsoleText.h"
#include "app/console/DialogButtons.h"

#include "core/ResultText.h"
#include "movements/Generate.h"
#include "movements/Labels.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <map>

namespace overplay::app {

namespace {

/// The entries of the event (pairs; players in an individual) by their labels, to choose the
/// one a ruling is about.
QComboBox* entriesBox(const db::EventStore& store) {
    auto* box = new QComboBox;
    for (int e = 1; e <= store.movement().pairs; ++e)
        box->addItem(qs(store.entryLabel(e)), e);
    return box;
}

} // namespace

FoulDialog::FoulDialog(const db::EventStore& store, int board,
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
        m_table->setItem(
            row, 0,
            new QTableWidgetItem(qs(store.entryLabel(l.ns) + " v " + store.entryLabel(l.ew))));
        auto* result =
            new QTableWidgetItem(qs(core::resultWords(l, core::StrainSpelling::Symbols)));
        // In its strain's colour, as the traveller's grid shows a contract.
        if (l.play && !l.play->contract.isPassedOut())
            result->setForeground(strainColour(l.play->contract.strain));
        m_table->setItem(row, 1, result);
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

PenaltyDialog::PenaltyDialog(const db::EventStore& store, QWidget* parent) : QDialog(parent) {
    const movements::Movement& movement = store.movement();
    setWindowTitle(tr("Procedural penalty"));
    m_entry = entriesBox(store);
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

LatePairDialog::LatePairDialog(const movements::Movement& grown, const QString& label,
                               QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Late pair"));
    auto* about = new QLabel(tr("The movement becomes the %1; the late pair plays as %2. Every "
                                "result entered is kept.")
                                 .arg(qs(grown.name), label));
    about->setWordWrap(true);
    m_first = new QLineEdit;
    m_second = new QLineEdit;
    m_round = new QSpinBox;
    m_round->setRange(1, static_cast<int>(grown.rounds.size()));
    m_round->setToolTip(tr("Its boards in the rounds before are not played"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Player:"), m_first);
    form->addRow(tr("P&artner:"), m_second);
    form->addRow(tr("First &round it plays:"), m_round);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(about);
    layout->addLayout(form);
    layout->addWidget(okCancel(this));
}

std::vector<std::string> LatePairDialog::names() const {
    std::vector<std::string> out;
    for (const QLineEdit* edit : {m_first, m_second})
        if (const QString name = edit->text().trimmed(); !name.isEmpty())
            out.push_back(name.toStdString());
    return out;
}

int LatePairDialog::fromRound() const {
    return m_round->value();
}

LeavesDialog::LeavesDialog(const db::EventStore& store, QWidget* parent) : QDialog(parent) {
    const movements::Movement& movement = store.movement();
    setWindowTitle(tr("A pair leaves"));
    m_entry = entriesBox(store);
    m_round = new QSpinBox;
    m_round->setRange(0, std::max(0, movement.realRounds() - 1));
    m_scores = new QComboBox;
    m_scores->addItem(tr("not played (each board factored without it)"));
    m_scores->addItem(tr("A- to it, A+ to its opponents"));
    m_scores->addItem(tr("A- to it, A to its opponents"));
    auto* form = new QFormLayout;
    form->addRow(tr("&Pair:"), m_entry);
    form->addRow(tr("&Left after round:"), m_round);
    form->addRow(tr("Its &boards still to play:"), m_scores);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(okCancel(this));
}

int LeavesDialog::entry() const {
    return m_entry->currentData().toInt();
}

int LeavesDialog::afterRound() const {
    return m_round->value();
}

std::optional<db::LeavingScores> LeavesDialog::scores() const {
    if (m_scores->currentIndex() == 0)
        return std::nullopt;
    return db::LeavingScores{core::parseAdjustedScore("A-"),
                             core::parseAdjustedScore(m_scores->currentIndex() == 1 ? "A+" : "A")};
}

ChangeMovementDialog::ChangeMovementDialog(const db::EventStore& store, QWidget* parent)
    : QDialog(parent), m_store(store) {
    setWindowTitle(tr("Change the movement"));
    const movements::Movement& now = store.movement();
    m_kind = new QComboBox;
    for (const auto& info : movements::movementKinds())
        if (!info.teams && info.kind != "individual")
            m_kind->addItem(qs(info.kind), qs(info.kind));
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(qs(now.kind))));
    m_pairs = new QSpinBox;
    m_pairs->setRange(2, 120);
    m_pairs->setValue(now.pairs);
    m_boardsPerRound = new QSpinBox;
    m_boardsPerRound->setRange(1, 8);
    m_boardsPerRound->setValue(now.boardsPerRound);
    m_drop = new QCheckBox(tr("Remove what the new movement cannot hold (the audit log keeps it)"));
    m_preview = new QLabel;
    m_preview->setWordWrap(true);
    auto* form = new QFormLayout;
    form->addRow(tr("&Movement:"), m_kind);
    form->addRow(tr("&Pairs:"), m_pairs);
    form->addRow(tr("&Boards a round:"), m_boardsPerRound);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_preview);
    layout->addWidget(m_drop);
    layout->addWidget(okCancel(this));
    connect(m_kind, &QComboBox::currentIndexChanged, this, &ChangeMovementDialog::update);
    connect(m_pairs, &QSpinBox::valueChanged, this, &ChangeMovementDialog::update);
    connect(m_boardsPerRound, &QSpinBox::valueChanged, this, &ChangeMovementDialog::update);
    update();
}

bool ChangeMovementDialog::drop() const {
    return m_drop->isChecked();
}

QString ChangeMovementDialog::preview() const {
    return m_preview->text();
}

void ChangeMovementDialog::update() {
    m_movement.reset();
    movements::MovementRequest request;
    request.kind = m_kind->currentData().toString().toStdString();
    request.pairs = m_pairs->value();
    request.boardsPerRound = m_boardsPerRound->value();
    try {
        m_movement = movements::generateMovement(request);
        const db::MovementChange change = m_store.previewMovement(*m_movement);
        QString text = tr("%1: keeps %2")
                           .arg(qs(m_movement->name), counted(static_cast<int>(change.kept.size()),
                                                              tr("result"), tr("results")));
        if (!change.added.empty())
            text += tr("; new places for %1")
                        .arg(qs(change.added.size() == 1
                                    ? change.added.front()
                                    : std::to_string(change.added.size()) + " pairs"));
        if (change.dropsAnything())
            text += tr("; cannot hold %1 and %2")
                        .arg(counted(static_cast<int>(change.dropped.size()), tr("result"),
                                     tr("results")),
                             counted(static_cast<int>(change.droppedNames.size()), tr("name"),
                                     tr("names")));
        m_preview->setText(text + QLatin1Char('.'));
        m_drop->setEnabled(change.dropsAnything());
    } catch (const std::exception& e) {
        m_movement.reset();
        m_preview->setText(QString::fromUtf8(e.what()));
        m_drop->setEnabled(false);
    }
}

} // namespace overplay::app
