// SPDX-License-Identifier: GPL-3.0-or-later
// Replays the movement JSON fuzzer's seed corpus (fuzz/corpus/movement_json) in every build,
// so CI keeps every input the fuzzer once crashed on without needing clang and libFuzzer.
// Each input reads or fails with an InputError; what reads validates; a valid movement is
// measured and drawn as guide cards, an invalid one is refused by both.
#include "movements/Balance.h"
#include "movements/GuideCard.h"
#include "movements/MovementJson.h"
#include "movements/Validator.h"

#include "core/Error.h"

#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>

using namespace overplay::movements;
using overplay::core::InputError;

namespace {
std::vector<std::filesystem::path> corpus() {
    return overplay::tests::filesIn(std::filesystem::path(OVERPLAY_SOURCE_DIR) / "fuzz" / "corpus" /
                                    "movement_json");
}

} // namespace

TEST_CASE("the movement JSON fuzz corpus reads, validates and measures, or fails cleanly",
          "[json][fuzz]") {
    const auto files = corpus();
    CHECK(files.size() >= 8);
    int valid = 0;
    int refused = 0;
    for (const auto& path : files) {
        INFO(path.filename().string());
        Movement m;
        try {
            m = movementFromJson(overplay::tests::readFileBytes(path.string()));
        } catch (const InputError& e) {
            CHECK_THAT(e.what(), Catch::StartsWith("movement JSON"));
            ++refused;
            continue;
        }
        CHECK(movementFromJson(movementToJson(m)) == m);
        const ValidationReport report = validate(m);
        if (!report.ok()) {
            ++refused;
            CHECK_THROWS_AS(tableGuideCards(m), InputError);
            CHECK_THROWS_AS(pairCards(m), InputError);
            continue;
        }
        ++valid;
        const BalanceReport balance = measureBalance(m);
        CHECK(balance.minComparisons <= balance.maxComparisons);
        CHECK(tableGuideCards(m).size() == static_cast<std::size_t>(m.tables));
        CHECK(pairCards(m).size() == static_cast<std::size_t>(m.pairs));
    }
    // The corpus holds both: generated movements and the inputs that once broke the reader.
    CHECK(valid >= 5);
    CHECK(refused >= 3);
}
