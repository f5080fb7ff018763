// SPDX-License-Identifier: GPL-3.0-or-later
// The CSV reader (RFC 4180) used for pair lists and results typed in a spreadsheet.
#include "core/Csv.h"
#include "core/Error.h"
#include "tests/support/Errors.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {
using Fields = std::vector<std::string>;

std::string readError(const std::string& text) {
    return overplay::tests::inputErrorOf([&] { readCsv(text); });
}
} // namespace

TEST_CASE("fields, quotes, doubled quotes and line numbers", "[csv]") {
    const auto rows = readCsv("number,name1,name2\r\n"
                              "1,Ann Smith,Bob Jones\r\n"
                              "2,\"Lee, Chris\",\"O\"\"Neil, Pat\"\r\n"
                              "3, Dana White ,\" Eve \"\r\n");
    REQUIRE(rows.size() == 4);
    CHECK(rows[0].fields == Fields{"number", "name1", "name2"});
    CHECK(rows[2].fields == Fields{"2", "Lee, Chris", "O\"Neil, Pat"});
    CHECK(rows[3].fields == Fields{"3", "Dana White", " Eve "}); // quoted spaces stay
    CHECK(rows[3].line == 4);
}

TEST_CASE("line breaks inside quotes; the next row's line number counts them", "[csv]") {
    const auto rows = readCsv("a,\"two\r\nlines\"\nb,c\n");
    REQUIRE(rows.size() == 2);
    CHECK(rows[0].fields == Fields{"a", "two\nlines"});
    CHECK(rows[0].line == 1);
    CHECK(rows[1].line == 3);
}

TEST_CASE("any line ending, a byte-order mark, blank lines, no final newline", "[csv]") {
    for (const std::string text : {"a,b\nc,d", "a,b\r\nc,d\r\n", "a,b\rc,d\r",
                                   "\xEF\xBB\xBF"
                                   "a,b\n\n,,\nc,d\n"}) {
        const auto rows = readCsv(text);
        REQUIRE(rows.size() == 2);
        CHECK(rows[0].fields == Fields{"a", "b"});
        CHECK(rows[1].fields == Fields{"c", "d"});
    }
    CHECK(readCsv("a,b\n\nc,d\n")[1].line == 3);
    CHECK(readCsv("").empty());
    CsvOptions keep;
    keep.skipEmptyRows = false;
    CHECK(readCsv("a\n\nb\n", keep).size() == 3);
}

TEST_CASE("empty fields and a semicolon separator", "[csv]") {
    CHECK(readCsv("1,,3,\n")[0].fields == Fields{"1", "", "3", ""});
    CsvOptions semicolon;
    semicolon.separator = ';';
    CHECK(readCsv("1;\"a;b\";2,5\n", semicolon)[0].fields == Fields{"1", "a;b", "2,5"});
}

TEST_CASE("broken quoting is an InputError naming the line", "[csv]") {
    CHECK(readError("a,b\nc,\"never closed\nd\n") == "line 2: a quoted field is never closed.");
    CHECK(readError("a,b\nc,d\"e\n").rfind("line 2: a quote in the middle of a field", 0) == 0);
    CHECK(readError("a\n\"x\"y,z\n").rfind("line 2: text follows the closing quote", 0) == 0);
    CHECK(readError("\"x\"  ,z\n") == "(no error)"); // spaces after a closing quote are allowed
}

TEST_CASE("written fields read back the same", "[csv]") {
    // The first field starts with a byte-order mark (found by fuzz_csv): it is quoted so the
    // reader does not take it for the file's own mark.
    const std::vector<Fields> records = {{"\xEF\xBB\xBF"
                                          "0",
                                          "mark"},
                                         {"1", "Ann", "Bob"},
                                         {"2", "Lee, Chris", "O\"Neil"},
                                         {"3", " padded ", "two\nlines"},
                                         {"4", "", "x"}};
    std::string text;
    for (const auto& r : records)
        text += csvLine(r);
    CHECK(csvLine({"a", "b,c"}) == "a,\"b,c\"\r\n");
    const auto rows = readCsv(text);
    REQUIRE(rows.size() == records.size());
    for (std::size_t i = 0; i < records.size(); ++i)
        CHECK(rows[i].fields == records[i]);
}

TEST_CASE("a file in another encoding gets a plain line, a byte-order mark is fine", "[csv]") {
    CHECK(readCsv("\xEF\xBB\xBF"
                  "1,Zo\xC3\xAB,Bob\n")[0]
              .fields[1] == "Zo\xC3\xAB");
    CHECK(readError("1,Ann,Bob\n2,Zo\xEB,Dan\n") ==
          "line 2: the text is not UTF-8; save the file as UTF-8.");
    CHECK(readError(std::string("\xFF\xFE"
                                "1\0,\0A\0n\0n\0",
                                12)) == "line 1: the file is UTF-16; save it as UTF-8.");
}
