// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// CSV (RFC 4180) for the files a director imports: pair lists and results typed in a
// spreadsheet. Quoted fields, doubled quotes, line breaks inside quotes, any line ending.

#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// One record and the line it starts on (1-based; a quoted field may run over lines).
struct CsvRow {
    int line = 0;
    std::vector<std::string> fields;
    /// False for a last record with no line end after it: with fewer fields than the records
    /// before, the sign of a file cut off while it was written or copied.
    bool ended = true;
};

struct CsvOptions {
    /// Field separator: ',' by RFC 4180; ';' is common where the decimal mark is a comma.
    char separator = ',';
    /// Skip rows whose fields are all empty (blank lines, ",,," left by spreadsheets).
    bool skipEmptyRows = true;
    /// Remove spaces and tabs around unquoted fields ("1, Smith" gives "Smith").
    bool trimUnquoted = true;
};

/// Reads CSV text (an optional UTF-8 byte-order mark, CR LF, LF or CR line ends). Throws
/// InputError "line N: …" for a quote that is never closed, a quote in the middle of an
/// unquoted field, or text after a closing quote, and for text in another encoding (UTF-16, a
/// byte that is not UTF-8, a zero byte).
std::vector<CsvRow> readCsv(std::string_view text, const CsvOptions& options = {});

/// Quotes a field when it needs it (separator, quote, line break, leading/trailing space).
std::string csvField(std::string_view field, char separator = ',');
/// Writes one record with CR LF at the end.
std::string csvLine(const std::vector<std::string>& fields, char separator = ',');

} // namespace overplay::core
