// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Event > Scoring: the method, the game (contract bridge or duplicate auction) and how the
// method is applied (Neuberg's rounding, the adjusted-score
// rule, Butler's datum, the board-a-match scale, the top, the decimals shown), each setting
// shown only where the chosen method uses it; and the master points (the scale, the EBU's
// charge code of the return).

#include "core/ScoringSettings.h"
#include "core/Session.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace overplay::app {

class ScoringDialog : public QDialog {
    Q_OBJECT
public:
    ScoringDialog(core::ScoringMethod method, const core::ScoringSettings& settings,
                  QWidget* parent = nullptr);

    core::ScoringMethod method() const;
    core::ScoringSettings settings() const;

    // For tests.
    QComboBox* methodBox() const { return m_method; }
    QComboBox* gameBox() const { return m_game; }
    QCheckBox* roundNeubergBox() const { return m_roundNeuberg; }
    QComboBox* adjustedBox() const { return m_adjusted; }
    QComboBox* datumBox() const { return m_datum; }
    QComboBox* bamScaleBox() const { return m_bamScale; }
    QDoubleSpinBox* byeVpsBox() const { return m_byeVps; }
    QSpinBox* topBox() const { return m_top; }
    QComboBox* decimalsBox() const { return m_decimals; }
    QComboBox* masterPointsBox() const { return m_masterPoints; }
    QLineEdit* chargeCodeBox() const { return m_chargeCode; }
    /// What the results will print, for the settings as chosen now.
    QString summary() const;

private:
    void update();

    QComboBox* m_method = nullptr;
    QComboBox* m_game = nullptr;
    QCheckBox* m_roundNeuberg = nullptr;
    QComboBox* m_adjusted = nullptr;
    QComboBox* m_datum = nullptr;
    QComboBox* m_bamScale = nullptr;
    QDoubleSpinBox* m_byeVps = nullptr;
    QSpinBox* m_top = nullptr;
    QComboBox* m_decimals = nullptr;
    QComboBox* m_masterPoints = nullptr;
    QLineEdit* m_chargeCode = nullptr;
    QLabel* m_summary = nullptr;
};

} // namespace overplay::app
