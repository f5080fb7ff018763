// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tools > Rubber score sheet: a rubber of auction bridge or three-hand auction kept deal by
// deal as Foster's and the 1908 laws score it (core/RubberSheet.h), the sheet shown as it is typed,
// printed or saved as PDF. It needs no event: a rubber is not a duplicate game.

#include "core/RubberSheet.h"
#include "reports/PrintedDocument.h"

#include <QDialog>

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QTextBrowser;

namespace overplay::app {

class RubberSheetDialog : public QDialog {
    Q_OBJECT
public:
    explicit RubberSheetDialog(reports::Paper paper, QWidget* parent = nullptr);

    /// The sheet of the deals as typed; none while a deal is wrong (problem() says which).
    const std::optional<core::RubberSheet>& sheet() const { return m_sheet; }
    /// The sentence that says what is wrong with the deals; empty when they score.
    QString problem() const;
    /// Writes the sheet as a PDF; throws core::InputError when there is no sheet or the file
    /// cannot be written. Returns the number of pages.
    int writePdf(const QString& path) const;

    // For tests.
    QComboBox* gameBox() const { return m_game; }
    QComboBox* lawsBox() const { return m_laws; }
    QPlainTextEdit* dealsEdit() const { return m_deals; }
    QTextBrowser* sheetView() const { return m_view; }

private:
    void update();
    void print();
    void savePdf();
    /// The sheet as shown, as a printed page; throws core::InputError when there is no sheet.
    reports::PrintedDocument sheetDocument() const;
    void openDeals();
    void saveDeals();

    reports::Paper m_paper;
    QComboBox* m_game = nullptr;
    QComboBox* m_laws = nullptr;
    QLineEdit* m_title = nullptr;
    QPlainTextEdit* m_deals = nullptr;
    QTextBrowser* m_view = nullptr;
    QLabel* m_problem = nullptr;
    std::optional<core::RubberSheet> m_sheet;
};

} // namespace overplay::app
