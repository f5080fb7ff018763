// SPDX-License-Identifier: GPL-3.0-or-later
// Replays the fuzzers' seed corpus (fuzz/corpus) through the readers in every build, so CI
// keeps every input a fuzzer once crashed on without needing clang and libFuzzer. Each input
// must read or fail with an InputError; what is read must write and read back the same.
#include "core/Csv.h"
#include "core/Error.h"
#include "core/Pbn.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>

using namespace overplay::core;

namespace {
std::vector<std::filesystem::path> corpus(const char* kind) {
    std::vector<std::filesystem::path> files;
    const auto dir = std::filesystem::path(OVERPLAY_SOURCE_DIR) / "fuzz" / "corpus" / kind;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.is_regular_file())
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

std::string slurp(const std::filesystem::path& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}
} // namespace

TEST_CASE("the PBN fuzz corpus reads, or fails cleanly, and round-trips", "[pbn][fuzz]") {
    const auto files = corpus("pbn");
    CHECK(files.size() >= 4);
    for (const auto& path : files) {
        INFO(path.filename().string());
        PbnFile file;
        try {
            file = readPbn(slurp(path));
        } catch (const InputError& e) {
            CHECK(std::string(e.what()).rfind("line ", 0) == 0);
            continue;
        }
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
            std::vector<CsvRow> rows;
            try {
                rows = readCsv(slurp(path), options);
            } catch (const InputError& e) {
                CHECK(std::string(e.what()).rfind("line ", 0) == 0);
                continue;
            }
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
