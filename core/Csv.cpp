// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Csv.h"

#include "core/Error.h"
#include "core/Text.h"

#include <algorithm>

namespace overplay::core {

namespace {

bool isSpace(char c) {
    return c == ' ' || c == '\t';
}

/// An unquoted field without the blanks (isSpace) around it, as the blanks around a quoted
/// field are skipped; not core::trimmedText, which would drop a form feed or vertical tab too.
std::string trimmed(const std::string& s) {
    std::size_t b = 0, e = s.size();
    while (b < e && isSpace(s[b]))
        ++b;
    while (e > b && isSpace(s[e - 1]))
        --e;
    return s.substr(b, e - b);
}

std::string lineText(int line) {
    return "line " + std::to_string(line) + ": ";
}

} // namespace

std::vector<CsvRow> readCsv(std::string_view text, const CsvOptions& options) {
    // Names go from here into events, pages and terminals: UTF-8 or a plain refusal.
    if (isUtf16(text))
        throw InputError(lineText(1) + "the file is UTF-16; save it as UTF-8.");
    if (const auto line = lineNotUtf8(text))
        throw InputError(lineText(*line) + "the text is not UTF-8; save the file as UTF-8.");
    if (text.substr(0, 3) == "\xEF\xBB\xBF")
        text.remove_prefix(3);
    const char sep = options.separator;
    if (sep == '"' || sep == '\r' || sep == '\n')
        throw std::invalid_argument("readCsv: the separator cannot be a quote or line break");
    std::vector<CsvRow> rows;
    CsvRow row;
    std::string field;
    bool fieldQuoted = false; // this field was a quoted one
    bool afterQuote = false;  // the closing quote has been read
    bool inQuotes = false;
    int line = 1;
    int quoteLine = 0;
    bool rowStarted = false; // anything read on this record yet
    row.line = 1;

    const auto endField = [&] {
        row.fields.push_back(fieldQuoted || !options.trimUnquoted ? field : trimmed(field));
        field.clear();
        fieldQuoted = false;
        afterQuote = false;
    };
    const auto endRow = [&] {
        endField();
        const bool empty = std::all_of(row.fields.begin(), row.fields.end(),
                                       [](const std::string& f) { return f.empty(); });
        if (!(options.skipEmptyRows && empty))
            rows.push_back(std::move(row));
        row = CsvRow{};
        rowStarted = false;
    };

    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        const bool newline = c == '\n' || c == '\r';
        if (newline && c == '\r' && i + 1 < text.size() && text[i + 1] == '\n')
            ++i; // CR LF is one line end
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < text.size() && text[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                    afterQuote = true;
                }
            } else if (newline) {
                field += '\n'; // a line break inside quotes is part of the field
                ++line;
            } else {
                field += c;
            }
            continue;
        }
        if (!rowStarted) {
            row.line = line;
            rowStarted = true;
        }
        if (newline) {
            endRow();
            ++line;
            continue;
        }
        if (c == sep) {
            endField();
            continue;
        }
        if (afterQuote) {
            if (isSpace(c))
                continue;
            throw InputError(lineText(line) + "text follows the closing quote of a field; " +
                             "a quote inside a quoted field is written twice (\"\").");
        }
        if (c == '"') {
            if (!std::all_of(field.begin(), field.end(), isSpace))
                throw InputError(lineText(line) +
                                 "a quote in the middle of a field; put the whole field in "
                                 "quotes and write the quote twice (\"\").");
            field.clear();
            inQuotes = true;
            fieldQuoted = true;
            quoteLine = line;
            continue;
        }
        field += c;
    }
    if (inQuotes)
        throw InputError(lineText(quoteLine) + "a quoted field is never closed.");
    if (rowStarted) {
        const std::size_t before = rows.size();
        endRow();
        if (rows.size() > before)
            rows.back().ended = false;
    }
    return rows;
}

std::string csvField(std::string_view field, char separator) {
    // A field starting with a byte-order mark is quoted too: at the start of a file the
    // reader would take the mark for the file's own and drop it (found by fuzz_csv).
    const bool quote =
        field.find_first_of(std::string{'"', '\r', '\n', separator}) != std::string_view::npos ||
        (!field.empty() && (isSpace(field.front()) || isSpace(field.back()))) ||
        field.substr(0, 3) == "\xEF\xBB\xBF";
    if (!quote)
        return std::string(field);
    std::string out = "\"";
    for (char c : field) {
        if (c == '"')
            out += '"';
        out += c;
    }
    out += '"';
    return out;
}

std::string csvLine(const std::vector<std::string>& fields, char separator) {
    std::string out;
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (i > 0)
            out += separator;
        out += csvField(fields[i], separator);
    }
    out += "\r\n";
    return out;
}

} // namespace overplay::core
