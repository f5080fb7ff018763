// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for movement JSON (movement check, a stored event's movement): any bytes
// must read or fail with an InputError; what reads must validate; only a valid movement is
// measured and drawn as guide cards, and it must write and read back the same. Never a crash,
// a hang or a leak, and never more memory than the limits allow.
#include "core/Error.h"
#include "movements/Balance.h"
#include "movements/GuideCard.h"
#include "movements/MovementJson.h"
#include "movements/Validator.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace overplay::movements;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    Movement m;
    try {
        m = movementFromJson(text);
    } catch (const overplay::core::InputError&) {
        return 0;
    }
    // What was read must write and read back exactly.
    if (movementFromJson(movementToJson(m)) != m)
        std::abort();
    const ValidationReport report = validate(m);
    (void)report.text();
    if (!report.ok()) {
        // An invalid movement is refused by everything that would index by its numbers.
        try {
            (void)tableGuideCards(m);
            std::abort();
        } catch (const overplay::core::InputError&) {
        }
        try {
            (void)measureBalance(m);
        } catch (const overplay::core::InputError&) {
        }
        return 0;
    }
    const BalanceReport balance = measureBalance(m);
    if (balance.minComparisons > balance.maxComparisons)
        std::abort();
    const auto tables = tableGuideCards(m);
    const auto pairs = pairCards(m);
    if (static_cast<int>(tables.size()) != m.tables || static_cast<int>(pairs.size()) != m.pairs)
        std::abort();
    return 0;
}
