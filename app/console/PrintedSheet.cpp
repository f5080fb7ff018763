// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/PrintedSheet.h"

#include <QFileDialog>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPrintDialog>
#include <QPrinter>

#include <exception>

namespace overplay::app {

void saveAsPdf(QWidget* parent, const QString& caption, const MakeDocument& make,
               const QString& title) {
    const QString path =
        QFileDialog::getSaveFileName(parent, caption, QString(), QObject::tr("PDF (*.pdf)"));
    if (path.isEmpty())
        return;
    try {
        make().writePdf(path);
    } catch (const std::exception& e) {
        QMessageBox::warning(parent, title, QString::fromUtf8(e.what()));
    }
}

void printOnPaper(QWidget* parent, reports::Paper paper, const MakeDocument& make,
                  const QString& title) {
    QPrinter printer(QPrinter::HighResolution);
    printer.setPageLayout(reports::pageLayout(paper));
    QPrintDialog dialog(&printer, parent);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        make().paint(printer);
    } catch (const std::exception& e) {
        QMessageBox::warning(parent, title, QString::fromUtf8(e.what()));
    }
    QGuiApplication::restoreOverrideCursor();
}

} // namespace overplay::app
