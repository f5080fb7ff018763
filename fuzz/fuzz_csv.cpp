// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for the CSV reader: any bytes give rows or an InputError; rows written
// back with csvLine read back the same.
#include "core/Csv.h"
#include "fuzz/RoundTrip.h"

#include <cstdint>
#include <string_view>

using namespace overplay::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (char separator : {',', ';'}) {
        CsvOptions options;
        options.separator = separator;
        overplay::fuzz::checkRoundTrip(
            text, [&](std::string_view csv) { return readCsv(csv, options); },
            [&](const CsvRow& row) { return csvLine(row.fields, separator); },
            [](const CsvRow& a, const CsvRow& b) { return a.fields == b.fields; });
    }
    return 0;
}
