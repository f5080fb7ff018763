// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A rubber score sheet of auction bridge or three-hand auction (core/RubberSheet.h) as a
// printable page: each deal's points under its side's column, below and above the line, a
// rule under each game, the totals and the result, as a score pad keeps them. The same
// rich text is a web page (`overplay-cli rubber --html`), the console's view and its PDF.

#include "core/RubberSheet.h"

#include <string>

namespace overplay::reports {

/// The sheet as rich text (a heading and a table), for a page or a text view.
std::string rubberSheetHtml(const core::RubberSheet& sheet, const std::string& title);

/// A whole HTML page of the sheet, laid out for printing from a browser.
std::string rubberSheetPage(const core::RubberSheet& sheet, const std::string& title);

} // namespace overplay::reports
