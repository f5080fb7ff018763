// SPDX-License-Identifier: GPL-3.0-or-later
// Replays the fuzzers' seed corpus (fuzz/corpus) through the readers in every build, so CI
// keeps every input a fuzzer once crashed on without needing clang and libFuzzer. Each input
// must read or fail with an InputError; what is read must write and read back the same.
#include "core/Csv.h"
#include "core/Error.h"
#include "core/Pbn.h"
#include "core/ResultText.h"
#include "core/TravellerCsv.h"

#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

using namespace overplay::core;

namespace {
std::vector<std::filesystem::path> corpus(const char* kind) {
    return overplay::tests::filesIn(std::filesystem::path(OVERPLAY_SOURCE_DIR) / "fuzz" / "corpus" /
                                    kind);
}

/// What `read` makes of the bytes of the file at `path`; nothing when it refuses them, which
/// a reader may do only with an InputError that names the line.
template <class Read>
auto readOrRefused(const std::filesystem::path& path, Read read)
    -> std::optional<decltype(read(std::string()))> {
    const std::string bytes = overplay::tests::readFileBytes(path.string());
    try {
        return read(bytes);
    } catch (const InputError& e) {
        CHECK(std::string(e.what()).rfind("line ", 0) == 0);
        return std::nullopt;
    }
}

} // namespace

TEST_CASE("the PBN fuzz corpus reads, or fails cleanly, and round-trips", "[pbn][fuzz]") {
    const auto files = corpus("pbn");
    CHECK(files.size() >= 4);
    for (const auto& path : files) {
        INFO(path.filename().string());
        const auto read =
            readOrRefused(path, [](const std::string& bytes) { return readPbn(bytes); });
        if (!read)
            continue;
        const PbnFile& file = *read;
        const auto again = readPbn(writePbn(file.games));
        REQUIRE(again.games.size() == file.games.size());
        for (std::size_t g = 0; g < file.games.size(); ++g) {
            REQUIRE(again.games[g].tags.size() == file.games[g].tags.size());
            for (std::size_t i = 0; i < file.games[g].tags.size(); ++i)
                CHECK(again.games[g].tags[i].value == file.games[g].tags[i].value);
            CHECK(again.games[g].deal == file.games[g].deal);
        }
    }
}

TEST_CASE("the CSV fuzz corpus reads, or fails cleanly, and round-trips", "[csv][fuzz]") {
    const auto files = corpus("csv");
    CHECK(files.size() >= 3);
    for (const auto& path : files) {
        INFO(path.filename().string());
        for (char separator : {',', ';'}) {
            CsvOptions options;
            options.separator = separator;
            const auto read = readOrRefused(
                path, [&](const std::string& bytes) { return readCsv(bytes, options); });
            if (!read)
                continue;
            const std::vector<CsvRow>& rows = *read;
            std::string out;
            for (const auto& row : rows)
                out += csvLine(row.fields, separator);
            const auto again = readCsv(out, options);
            REQUIRE(again.size() == rows.size());
            for (std::size_t i = 0; i < rows.size(); ++i)
                CHECK(again[i].fields == rows[i].fields);
        }
    }
}

TEST_CASE("the travellers CSV fuzz corpus reads, or fails cleanly, and round-trips",
          "[csv][travellers][fuzz]") {
    const auto files = corpus("traveller_csv");
    REQUIRE(files.size() >= 3);
    int read = 0;
    for (const auto& path : files) {
        for (bool whist : {false, true}) {
            INFO(path.filename().string() << (whist ? " (whist)" : ""));
            const auto readRows = readOrRefused(
                path, [&](const std::string& bytes) { return readTravellerCsv(bytes, whist); });
            if (!readRows)
                continue;
            const std::vector<TravellerCsvRow>& rows = *readRows;
            ++read;
            std::string out;
            for (const auto& row : rows)
                out += travellerCsvLine(row);
            const auto again = readTravellerCsv(out, whist);
            REQUIRE(again.size() == rows.size());
            for (std::size_t i = 0; i < rows.size(); ++i) {
                CHECK(again[i].ns == rows[i].ns);
                CHECK(again[i].ew == rows[i].ew);
                CHECK(again[i].result.board == rows[i].result.board);
                CHECK(resultWords(again[i].result) == resultWords(rows[i].result));
                CHECK(again[i].result.lead == rows[i].result.lead);
            }
        }
    }
    CHECK(read >= 2);
}
