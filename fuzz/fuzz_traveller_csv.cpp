// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for the travellers CSV reader: any bytes give rows or an InputError, for
// bridge and for whist; rows written back with travellerCsvLine read back the same.
#include "core/Error.h"
#include "core/ResultText.h"
#include "core/TravellerCsv.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace overplay::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (bool whist : {false, true}) {
        std::vector<TravellerCsvRow> rows;
        try {
            rows = readTravellerCsv(text, whist);
        } catch (const InputError&) {
            continue;
        }
        std::string out;
        for (const auto& row : rows)
            out += travellerCsvLine(row);
        const auto again = readTravellerCsv(out, whist);
        if (again.size() != rows.size())
            std::abort();
        for (std::size_t i = 0; i < rows.size(); ++i)
            if (again[i].ns != rows[i].ns || again[i].ew != rows[i].ew ||
                again[i].result.board != rows[i].result.board ||
                resultWords(again[i].result) != resultWords(rows[i].result) ||
                again[i].result.lead != rows[i].result.lead)
                std::abort();
    }
    return 0;
}
