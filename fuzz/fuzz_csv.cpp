// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for the CSV reader: any bytes give rows or an InputError; rows written
// back with csvLine read back the same.
#include "core/Csv.h"
#include "core/Error.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace overplay::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (char separator : {',', ';'}) {
        CsvOptions options;
        options.separator = separator;
        std::vector<CsvRow> rows;
        try {
            rows = readCsv(text, options);
        } catch (const InputError&) {
            continue;
        }
        std::string out;
        for (const auto& row : rows)
            out += csvLine(row.fields, separator);
        const auto again = readCsv(out, options);
        if (again.size() != rows.size())
            std::abort();
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (again[i].fields != rows[i].fields)
                std::abort();
    }
    return 0;
}
