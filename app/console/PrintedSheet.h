// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A sheet a dialog shows and offers to print or to save as a PDF (the club's ladder, a rubber
// score sheet): the same asking, printing and warning for each.

#include "reports/PrintedDocument.h"

#include <QString>

#include <functional>

class QWidget;

namespace overplay::app {

/// Makes the document afresh from what the dialog shows now; may throw to refuse.
using MakeDocument = std::function<reports::PrintedDocument()>;

/// Asks where to save the document (`caption`: "Save the ladder as PDF") and writes it there;
/// a refusal is a warning under `title`.
void saveAsPdf(QWidget* parent, const QString& caption, const MakeDocument& make,
               const QString& title);
/// Asks for a printer, set up for `paper`, and prints the document on it (the wait cursor
/// meanwhile); a refusal is a warning under `title`.
void printOnPaper(QWidget* parent, reports::Paper paper, const MakeDocument& make,
                  const QString& title);

} // namespace overplay::app
