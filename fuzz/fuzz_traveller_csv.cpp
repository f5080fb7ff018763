// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for the travellers CSV reader: any bytes give rows or an InputError, for
// bridge and for whist; rows written back with travellerCsvLine read back the same.
#include "core/ResultText.h"
#include "core/TravellerCsv.h"
#include "fuzz/RoundTrip.h"

#include <cstdint>
#include <string_view>

using namespace overplay::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    for (bool whist : {false, true})
        overplay::fuzz::checkRoundTrip(
            text, [whist](std::string_view csv) { return readTravellerCsv(csv, whist); },
            [](const TravellerCsvRow& row) { return travellerCsvLine(row); },
            [](const TravellerCsvRow& a, const TravellerCsvRow& b) {
                return a.ns == b.ns && a.ew == b.ew && a.result.board == b.result.board &&
                       resultWords(a.result) == resultWords(b.result) &&
                       a.result.lead == b.result.lead;
            });
    return 0;
}
