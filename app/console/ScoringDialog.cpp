// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/ScoringDialog.h"
#include "app/console/DialogButtons.h"

#include "app/console/EventPlan.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QVBoxLayout>

namespace overplay::app {

ScoringDialog::ScoringDialog(core::ScoringMethod method, const core::ScoringSettings& settings,
                             QWidget* parent)
    : QDialog(parent) {
    setWindowTitle(tr("Scoring"));
    m_method = new QComboBox;
    for (core::ScoringMethod m : core::scoringMethods())
        m_method->addItem(scoringMethodName(m), static_cast<int>(m));
    m_method->setCurrentIndex(m_method->findData(static_cast<int>(method)));

    // The game every contract is scored by: contract bridge (Law 77) or duplicate auction
    // under one of its codes of laws.
    m_game = new QComboBox;
    m_game->addItem(tr("Contract bridge"), -1);
    m_game->addItem(tr("Duplicate auction, Foster's laws (Whist Club of New York)"),
                    static_cast<int>(core::AuctionLaws::Foster));
    m_game->addItem(tr("Duplicate auction, Portland and Bath Clubs' laws (1908)"),
                    static_cast<int>(core::AuctionLaws::Portland));
    m_game->setCurrentIndex(m_game->findData(
        settings.duplicateAuction ? static_cast<int>(*settings.duplicateAuction) : -1));

    m_roundNeuberg = new QCheckBox(tr("Round factored scores to 0.1 (EBU)"));
    m_roundNeuberg->setChecked(settings.roundNeuberg);
    m_adjusted = new QComboBox;
    m_adjusted->addItem(tr("60% / 50% / 40%, or the session percentage beyond (EBU)"), true);
    m_adjusted->addItem(tr("always 60% / 50% / 40%"), false);
    m_adjusted->setCurrentIndex(settings.adjustedBySessionPercentage ? 0 : 1);
    m_datum = new QComboBox;
    for (core::DatumRule rule :
         {core::DatumRule::DropExtremes, core::DatumRule::Acbl, core::DatumRule::AllScores})
        m_datum->addItem(QString::fromStdString(core::datumRuleDescription(rule)),
                         static_cast<int>(rule));
    m_datum->setCurrentIndex(m_datum->findData(static_cast<int>(settings.datumRule)));
    m_bamScale = new QComboBox;
    m_bamScale->addItem(tr("1 / \u00bd / 0"), static_cast<int>(core::BamScale::OneHalfZero));
    m_bamScale->addItem(tr("2 / 1 / 0"), static_cast<int>(core::BamScale::TwoOneZero));
    m_bamScale->setCurrentIndex(m_bamScale->findData(static_cast<int>(settings.bamScale)));
    m_top = new QSpinBox;
    m_top->setRange(0, core::kMostResultsForTop);
    m_top->setSpecialValueText(tr("as the movement plays each board"));
    m_top->setSuffix(tr(" results"));
    m_top->setValue(settings.resultsForTop);
    m_byeVps = new QDoubleSpinBox;
    m_byeVps->setRange(0, 20);
    m_byeVps->setDecimals(2);
    m_byeVps->setSuffix(tr(" VPs"));
    m_byeVps->setValue(settings.byeVictoryPoints);
    m_decimals = new QComboBox;
    m_decimals->addItem(tr("as each column needs"), -1);
    for (int d = 0; d <= core::kMostDecimals; ++d)
        m_decimals->addItem(QString::number(d), d);
    m_decimals->setCurrentIndex(m_decimals->findData(settings.decimals.value_or(-1)));
    // Master points: unset (-1) awards the EBU's club scale at a club and nothing elsewhere.
    m_masterPoints = new QComboBox;
    m_masterPoints->addItem(tr("the club scale at a club, else none"), -1);
    for (core::MasterPointScale scale :
         {core::MasterPointScale::Club, core::MasterPointScale::District,
          core::MasterPointScale::County, core::MasterPointScale::Regional,
          core::MasterPointScale::National, core::MasterPointScale::AcblClub,
          core::MasterPointScale::None})
        m_masterPoints->addItem(QString::fromStdString(core::masterPointScaleText(scale)),
                                static_cast<int>(scale));
    m_masterPoints->setCurrentIndex(m_masterPoints->findData(
        settings.masterPoints ? static_cast<int>(*settings.masterPoints) : -1));
    m_chargeCode = new QLineEdit(QString::fromStdString(settings.chargeCode));
    m_chargeCode->setMaxLength(static_cast<int>(core::kLongestChargeCode));
    m_chargeCode->setPlaceholderText(tr("the EBU's charge code of the return (USEBIO)"));

    auto* form = new QFormLayout;
    form->addRow(tr("&Method:"), m_method);
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Neuberg:"), m_roundNeuberg);
    form->addRow(tr("&Adjusted scores:"), m_adjusted);
    form->addRow(tr("&Top counted on:"), m_top);
    form->addRow(tr("Butler &datum:"), m_datum);
    form->addRow(tr("&Board-a-match:"), m_bamScale);
    form->addRow(tr("A S&wiss bye:"), m_byeVps);
    form->addRow(tr("Decimals of the &totals:"), m_decimals);
    form->addRow(tr("&Master points:"), m_masterPoints);
    form->addRow(tr("EBU &charge code:"), m_chargeCode);
    m_summary = new QLabel;
    m_summary->setWordWrap(true);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_summary);
    layout->addWidget(okCancel(this));

    for (QComboBox* box :
         {m_method, m_game, m_adjusted, m_datum, m_bamScale, m_decimals, m_masterPoints})
        connect(box, &QComboBox::currentIndexChanged, this, &ScoringDialog::update);
    connect(m_roundNeuberg, &QCheckBox::toggled, this, &ScoringDialog::update);
    connect(m_top, &QSpinBox::valueChanged, this, &ScoringDialog::update);
    connect(m_byeVps, &QDoubleSpinBox::valueChanged, this, &ScoringDialog::update);
    connect(m_chargeCode, &QLineEdit::textChanged, this, &ScoringDialog::update);
    update();
}

core::ScoringMethod ScoringDialog::method() const {
    return static_cast<core::ScoringMethod>(m_method->currentData().toInt());
}

core::ScoringSettings ScoringDialog::settings() const {
    core::ScoringSettings s;
    s.roundNeuberg = m_roundNeuberg->isChecked();
    s.adjustedBySessionPercentage = m_adjusted->currentData().toBool();
    s.datumRule = static_cast<core::DatumRule>(m_datum->currentData().toInt());
    s.bamScale = static_cast<core::BamScale>(m_bamScale->currentData().toInt());
    s.resultsForTop = m_top->value();
    if (const int d = m_decimals->currentData().toInt(); d >= 0)
        s.decimals = d;
    s.byeVictoryPoints = m_byeVps->value();
    if (const int game = m_game->currentData().toInt(); game >= 0)
        s.duplicateAuction = static_cast<core::AuctionLaws>(game);
    if (const int scale = m_masterPoints->currentData().toInt(); scale >= 0)
        s.masterPoints = static_cast<core::MasterPointScale>(scale);
    s.chargeCode = m_chargeCode->text().trimmed().toStdString();
    return s;
}

QString ScoringDialog::summary() const {
    return m_summary->text();
}

void ScoringDialog::update() {
    const core::ScoringMethod m = method();
    const bool matchpoints =
        m == core::ScoringMethod::MatchpointsEbu || m == core::ScoringMethod::MatchpointsAcbl;
    // Only what the method uses is offered; the rest keeps its value for another method.
    m_roundNeuberg->setEnabled(m == core::ScoringMethod::MatchpointsEbu);
    m_adjusted->setEnabled(matchpoints);
    m_top->setEnabled(matchpoints);
    m_datum->setEnabled(m == core::ScoringMethod::Butler);
    m_bamScale->setEnabled(m == core::ScoringMethod::BoardAMatch);
    m_byeVps->setEnabled(m == core::ScoringMethod::TeamImps);
    // Whist compares tricks: there is no contract for a game to score.
    m_game->setEnabled(m != core::ScoringMethod::Whist);
    if (m == core::ScoringMethod::Whist)
        m_game->setCurrentIndex(0);
    QStringList sentences;
    for (const std::string& s : core::settingsSentences(settings(), m))
        sentences << QString::fromStdString(s);
    m_summary->setText(sentences.isEmpty()
                           ? tr("The results print nothing more.")
                           : tr("The results will say: %1").arg(sentences.join(QLatin1Char(' '))));
}

} // namespace overplay::app
