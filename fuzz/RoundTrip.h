// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the harnesses of the text readers check, each for its own rows: any bytes give rows or
// an InputError, and the rows written back read back the same. A broken promise aborts, which
// libFuzzer reports with the input.

#include "core/Error.h"

#include <cstdlib>
#include <string>
#include <string_view>

namespace overplay::fuzz {

/// `read(text)` gives rows or throws core::InputError; `write(row)` gives one row's text;
/// `same(a, b)` says whether a row read back is the row written.
template <typename Read, typename Write, typename Same>
void checkRoundTrip(std::string_view text, Read read, Write write, Same same) {
    decltype(read(text)) rows;
    try {
        rows = read(text);
    } catch (const core::InputError&) {
        return;
    }
    std::string out;
    for (const auto& row : rows)
        out += write(row);
    const auto again = read(out);
    if (again.size() != rows.size())
        std::abort();
    for (std::size_t i = 0; i < rows.size(); ++i)
        if (!same(again[i], rows[i]))
            std::abort();
}

} // namespace overplay::fuzz
