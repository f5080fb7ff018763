// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Printed parts read back as text: what a test of a printout checks, in one step.

#include "reports/PrintedReports.h"
#include "tests/reports/Tools.h"

#include <QTemporaryDir>

#include <optional>
#include <string>
#include <vector>

namespace overplay::reports::testing {

/// `parts` of `snapshot` written to a PDF and read back in reading layout (pdftotext -layout).
/// The PDF is written either way; nothing is read back when pdftotext is missing.
inline std::optional<std::string> printedText(const EventSnapshot& snapshot,
                                              const std::vector<PrintedPart>& parts) {
    QTemporaryDir dir;
    const QString path = dir.filePath("printed.pdf");
    writePrintedPdf(snapshot, parts, path);
    if (!hasTool("pdftotext"))
        return std::nullopt;
    return pdfText(path);
}

} // namespace overplay::reports::testing
