// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/TrumpDialog.h"
#include "app/console/DialogButtons.h"

#include "core/Board.h"
#include "core/Error.h"
#include "reports/Format.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace overplay::app {

TrumpDialog::TrumpDialog(int boards, const std::vector<db::StoredBoard>& stored, QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Trump slips"));
    std::map<int, const db::StoredBoard*> byNumber;
    for (const auto& b : stored)
        byNumber[b.number] = &b;
    m_table = new QTableWidget(boards, 3);
    m_table->setHorizontalHeaderLabels({tr("Board"), tr("Dealer"), tr("Trump")});
    m_table->verticalHeader()->hide();
    for (int row = 0; row < boards; ++row) {
        const int number = row + 1;
        const auto found = byNumber.find(number);
        const db::StoredBoard* b = found == byNumber.end() ? nullptr : found->second;
        auto* board = new QTableWidgetItem(QString::number(number));
        board->setFlags(Qt::ItemIsEnabled);
        auto* dealer = new QTableWidgetItem(
            QString::fromStdString(reports::seatName(b ? b->dealer : core::dealerOf(number))));
        dealer->setFlags(Qt::ItemIsEnabled);
        m_table->setItem(row, 0, board);
        m_table->setItem(row, 1, dealer);
        m_table->setItem(row, 2,
                         new QTableWidgetItem(
                             b && b->trump ? QString::fromStdString(core::trumpSlipText(*b->trump))
                                           : QString()));
    }
    m_table->horizontalHeader()->setStretchLastSection(true);

    m_suit = new QComboBox;
    for (const auto& [name, suit] :
         {std::pair{tr("Spades"), core::Suit::Spades}, std::pair{tr("Hearts"), core::Suit::Hearts},
          std::pair{tr("Diamonds"), core::Suit::Diamonds},
          std::pair{tr("Clubs"), core::Suit::Clubs}})
        m_suit->addItem(name, static_cast<int>(suit));
    auto* every = new QPushButton(tr("&Every board"));
    connect(every, &QPushButton::clicked, this, [this] {
        declareForEveryBoard(static_cast<core::Suit>(m_suit->currentData().toInt()));
    });
    auto* declare = new QHBoxLayout;
    declare->addWidget(new QLabel(tr("One suit for the sitting (memory duplicate):")));
    declare->addWidget(m_suit);
    declare->addWidget(every);
    declare->addStretch();

    m_problem = new QLabel(tr("The card turned (H7, 10S) or a suit (H); blank: not recorded."));
    m_problem->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(declare);
    layout->addWidget(m_problem);
    layout->addWidget(okCancel(this));
    resize(420, 520);
}

void TrumpDialog::declareForEveryBoard(core::Suit suit) {
    const QString text = QString::fromStdString(core::trumpSlipText(core::TrumpSlip{suit, {}}));
    for (int row = 0; row < m_table->rowCount(); ++row)
        m_table->item(row, 2)->setText(text);
}

std::map<int, std::optional<core::TrumpSlip>> TrumpDialog::trumps() const {
    std::map<int, std::optional<core::TrumpSlip>> out;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QString text = m_table->item(row, 2)->text().trimmed();
        try {
            out[row + 1] = text.isEmpty() ? std::nullopt
                                          : std::optional(core::parseTrumpSlip(text.toStdString()));
        } catch (const core::InputError& e) {
            throw core::InputError("board " + std::to_string(row + 1) + ": " + e.what());
        }
    }
    return out;
}

void TrumpDialog::accept() {
    try {
        trumps();
    } catch (const core::InputError& e) {
        // The dialog stays open on the board to mend.
        m_problem->setText(QString::fromUtf8(e.what()));
        m_problem->setStyleSheet(QStringLiteral("color: #a00000;"));
        return;
    }
    QDialog::accept();
}

} // namespace overplay::app
