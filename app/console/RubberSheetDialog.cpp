// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/RubberSheetDialog.h"
#include "app/console/PrintedSheet.h"

#include "core/Error.h"
#include "core/Files.h"
#include "reports/RubberSheetReport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace overplay::app {

RubberSheetDialog::RubberSheetDialog(reports::Paper paper, QWidget* parent)
    : QDialog(parent), m_paper(paper) {
    setWindowTitle(tr("Rubber score sheet"));
    m_game = new QComboBox;
    m_game->addItem(tr("Auction bridge (four hands)"), static_cast<int>(core::RubberGame::Auction));
    m_game->addItem(tr("Three-hand auction"), static_cast<int>(core::RubberGame::ThreeHand));
    m_laws = new QComboBox;
    m_laws->addItem(tr("Foster's laws (Whist Club of New York)"),
                    static_cast<int>(core::AuctionLaws::Foster));
    m_laws->addItem(tr("Portland and Bath Clubs' laws (1908)"),
                    static_cast<int>(core::AuctionLaws::Portland));
    m_title = new QLineEdit(tr("Rubber score sheet"));
    m_deals = new QPlainTextEdit;
    m_deals->setPlaceholderText(
        tr("One deal a line, e.g.\n2NT S 9 honours=simple\n3HX E 8 revoke=defenders\n\nThree "
           "hands: 3HX B 10 honours=1,2,1,1\npenalty out-of-turn A"));
    m_deals->setTabChangesFocus(true);
    m_view = new QTextBrowser;
    m_problem = new QLabel;
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #a00000;"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Laws:"), m_laws);
    form->addRow(tr("&Heading:"), m_title);
    auto* splitter = new QSplitter;
    splitter->addWidget(m_deals);
    splitter->addWidget(m_view);
    splitter->setStretchFactor(1, 2);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    QPushButton* open = buttons->addButton(tr("&Open deals\u2026"), QDialogButtonBox::ActionRole);
    QPushButton* save = buttons->addButton(tr("&Save deals\u2026"), QDialogButtonBox::ActionRole);
    QPushButton* pdf = buttons->addButton(tr("Save as P&DF\u2026"), QDialogButtonBox::ActionRole);
    QPushButton* print = buttons->addButton(tr("&Print\u2026"), QDialogButtonBox::ActionRole);
    connect(open, &QPushButton::clicked, this, &RubberSheetDialog::openDeals);
    connect(save, &QPushButton::clicked, this, &RubberSheetDialog::saveDeals);
    connect(pdf, &QPushButton::clicked, this, &RubberSheetDialog::savePdf);
    connect(print, &QPushButton::clicked, this, &RubberSheetDialog::print);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(splitter, 1);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    resize(980, 620);

    connect(m_game, &QComboBox::currentIndexChanged, this, &RubberSheetDialog::update);
    connect(m_laws, &QComboBox::currentIndexChanged, this, &RubberSheetDialog::update);
    connect(m_title, &QLineEdit::textChanged, this, &RubberSheetDialog::update);
    connect(m_deals, &QPlainTextEdit::textChanged, this, &RubberSheetDialog::update);
    update();
}

QString RubberSheetDialog::problem() const {
    return m_problem->text();
}

void RubberSheetDialog::update() {
    const auto game = static_cast<core::RubberGame>(m_game->currentData().toInt());
    const auto laws = static_cast<core::AuctionLaws>(m_laws->currentData().toInt());
    try {
        m_sheet = core::scoreRubberSheet(game, laws, m_deals->toPlainText().toStdString());
        m_problem->clear();
        m_view->setHtml(QString::fromStdString(
            reports::rubberSheetHtml(*m_sheet, m_title->text().toStdString())));
    } catch (const core::InputError& e) {
        // The sheet as last scored stays in view while the deal being typed is wrong.
        m_sheet.reset();
        m_problem->setText(QString::fromUtf8(e.what()));
    }
}

reports::PrintedDocument RubberSheetDialog::sheetDocument() const {
    if (!m_sheet)
        throw core::InputError("the deals do not score yet: " + problem().toStdString());
    reports::PrintedDocument document(m_title->text().toStdString(), m_paper);
    document.addPage(reports::rubberSheetHtml(*m_sheet, m_title->text().toStdString()));
    return document;
}

int RubberSheetDialog::writePdf(const QString& path) const {
    return sheetDocument().writePdf(path);
}

void RubberSheetDialog::savePdf() {
    saveAsPdf(
        this, tr("Save the sheet as PDF"), [this] { return sheetDocument(); },
        tr("Rubber score sheet"));
}

void RubberSheetDialog::print() {
    // Said before the printer is asked for: there is nothing to print yet.
    if (!m_sheet) {
        QMessageBox::warning(this, tr("Rubber score sheet"), problem());
        return;
    }
    printOnPaper(
        this, m_paper, [this] { return sheetDocument(); }, tr("Rubber score sheet"));
}

void RubberSheetDialog::openDeals() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open deals"), QString(),
                                                      tr("Deals (*.txt);;All files (*)"));
    if (path.isEmpty())
        return;
    try {
        m_deals->setPlainText(QString::fromStdString(core::readUserFile(
            QDir::toNativeSeparators(path).toStdString(), core::kMaxListFileBytes)));
    } catch (const core::InputError& e) {
        QMessageBox::warning(this, tr("Rubber score sheet"), QString::fromStdString(e.what()));
    }
}

void RubberSheetDialog::saveDeals() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the deals"), QString(), tr("Deals (*.txt)"));
    if (path.isEmpty())
        return;
    // Written whole or not at all: a failure leaves the old file as it was.
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text) ||
        file.write(m_deals->toPlainText().toUtf8()) < 0 || !file.commit())
        QMessageBox::warning(this, tr("Rubber score sheet"),
                             tr("%1 cannot be written.").arg(QDir::toNativeSeparators(path)));
}

} // namespace overplay::app
