// SPDX-License-Identifier: GPL-3.0-or-later
// Text from outside (core/Text.h): encodings of imported files, names, dates.
#include "core/Error.h"
#include "core/Text.h"

#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

using namespace overplay::core;
using namespace std::string_literals;

namespace {
std::string problemOf(std::string_view text) {
    return textEncodingProblem(text).value_or("");
}
} // namespace

TEST_CASE("UTF-8 is told from what is not", "[text]") {
    CHECK(isValidUtf8(""));
    CHECK(isValidUtf8("Ann Smith"));
    CHECK(isValidUtf8("Zo\xC3\xAB \xE2\x99\xA0 \xF0\x9F\x83\x8F")); // Zoë ♠ 🃏
    CHECK_FALSE(isValidUtf8("Zo\xEB"));                             // Latin-1 ë
    CHECK_FALSE(isValidUtf8("\xC0\xAF"));                           // overlong '/'
    CHECK_FALSE(isValidUtf8("\xED\xA0\x80"));                       // a surrogate
    CHECK_FALSE(isValidUtf8("\xF4\x90\x80\x80"));                   // beyond U+10FFFF
    CHECK_FALSE(isValidUtf8("\xE2\x99"));                           // cut short
}

TEST_CASE("a file's encoding problem names the line or the encoding", "[text]") {
    CHECK(problemOf("number,name1\n1,Ann,Bob\n") == "");
    CHECK(problemOf("\xEF\xBB\xBFnumber,name1\n1,Ann\n") == ""); // UTF-8 with its mark
    CHECK(problemOf("1,Ann\n2,Bob\n3,Zo\xEB\n") == "is not UTF-8 text (line 3)");
    CHECK(problemOf("1,Ann\r\n2,\xFF\r\n") == "is not UTF-8 text (line 2)");
    CHECK(problemOf("1,Ann\n2,B\0b\n"s) == "is not UTF-8 text (line 2)");
    CHECK(problemOf("\xFF\xFE"
                    "1\0,\0A\0n\0n\0"s) == "is UTF-16; save it as UTF-8");
    CHECK(problemOf("1\0,\0A\0n\0n\0\n\0"s) == "is UTF-16; save it as UTF-8"); // no mark
    CHECK(problemOf("\0"
                    "1\0,\0A\0n\0n"s) == "is UTF-16; save it as UTF-8"); // big-endian
    CHECK_THROWS_WITH(requireUtf8Text("\xFE\xFF\0"
                                      "1"s,
                                      "pairs.csv"),
                      "pairs.csv is UTF-16; save it as UTF-8");
    CHECK(latin1ToUtf8("Zo\xEB \xA3") == "Zo\xC3\xAB \xC2\xA3");
}

TEST_CASE("names refuse control characters; printing replaces them", "[text]") {
    CHECK_NOTHROW(requireValidName("Ann Smith"));
    CHECK_NOTHROW(requireValidName("Zo\xC3\xAB O'Hara-Sm\xC3\xAFth"));
    CHECK_THROWS_AS(requireValidName("Ann\x1B[2J"), InputError);
    CHECK_THROWS_WITH(requireValidName("Ann\x1B[2J"),
                      Catch::Contains("control character (U+001B)"));
    // The refusal itself never carries the control character.
    try {
        requireValidName("Ann\x1B[2J");
    } catch (const InputError& e) {
        CHECK(std::string(e.what()).find('\x1B') == std::string::npos);
    }
    CHECK_THROWS_AS(requireValidName("Ann\0Bob"s), InputError);
    CHECK_THROWS_AS(requireValidName("Ann\tBob"), InputError);
    CHECK_THROWS_AS(requireValidName("Ann\nBob"), InputError);
    CHECK_THROWS_AS(requireValidName("Ann\x7F"), InputError);
    CHECK_THROWS_AS(requireValidName("Ann\xC2\x9B"
                                     "2J"),
                    InputError); // C1 CSI
    CHECK_THROWS_AS(requireValidName("Ann\xE2\x80\xAE"
                                     "boB"),
                    InputError); // right-to-left override
    CHECK_THROWS_AS(requireValidName("Zo\xEB"), InputError);
    CHECK_THROWS_AS(requireValidName(std::string(201, 'a')), InputError);

    CHECK(printableText("Ann\x1B[2J") == "Ann\xEF\xBF\xBD[2J");
    CHECK(printableText("Zo\xEB") == "Zo\xEF\xBF\xBD");
    CHECK(printableText("Zo\xC3\xAB \xE2\x99\xA0") == "Zo\xC3\xAB \xE2\x99\xA0");
}

TEST_CASE("dates are real days of the calendar", "[text]") {
    CHECK(isValidDate("2025-03-14"));
    CHECK(isValidDate("2024-02-29")); // divisible by 4
    CHECK(isValidDate("2000-02-29")); // divisible by 400
    CHECK(isValidDate("2025-12-31"));
    CHECK_FALSE(isValidDate("2025-02-29"));
    CHECK_FALSE(isValidDate("1900-02-29")); // a century not divisible by 400
    CHECK_FALSE(isValidDate("2025-13-45"));
    CHECK_FALSE(isValidDate("2025-04-31"));
    CHECK_FALSE(isValidDate("2025-00-10"));
    CHECK_FALSE(isValidDate("2025-01-00"));
    CHECK_FALSE(isValidDate("2025-1-10"));
    CHECK_FALSE(isValidDate("25-01-10"));
    CHECK_FALSE(isValidDate("2025/01/10"));
    CHECK_FALSE(isValidDate("2025-01-1x"));
    CHECK_FALSE(isValidDate(""));
    CHECK_NOTHROW(requireValidDate(""));
    CHECK_THROWS_WITH(requireValidDate("2025-13-45"),
                      Catch::Contains("'2025-13-45' is not a date"));
}

TEST_CASE("words, parts and plain numbers as a director types them", "[text]") {
    CHECK(wordsOf("  60%  4S\tN =\n") == std::vector<std::string>{"60%", "4S", "N", "="});
    CHECK(wordsOf(" \t ").empty());
    // Every separator makes one more part, so an empty cell or a last empty line is kept.
    CHECK(splitText("a\tb\t\tc", '\t') == std::vector<std::string_view>{"a", "b", "", "c"});
    CHECK(splitText("one\ntwo\n", '\n') == std::vector<std::string_view>{"one", "two", ""});
    CHECK(splitText("", ',') == std::vector<std::string_view>{""});
    CHECK(plainDecimal("60", 8) == 60);
    CHECK(plainDecimal("55.5", 8) == 55.5);
    CHECK(plainDecimal("33.3333333333", 16) == Approx(33.3333333333));
    for (const char* bad : {"", ".5", "5.", "1.2.3", "-3", "+3", "1e2", "3 ", "abc"}) {
        INFO(bad);
        CHECK_FALSE(plainDecimal(bad, 8));
    }
    CHECK_FALSE(plainDecimal("123456789", 8));
    CHECK(twoPlacesText(60) == "60");
    CHECK(twoPlacesText(55.5) == "55.5");
    CHECK(twoPlacesText(100.0 / 3) == "33.33");
    CHECK(twoPlacesText(0.004) == "0");
}

TEST_CASE("joinedText puts the pieces one after another", "[text]") {
    CHECK(joinedText({}).empty());
    CHECK(joinedText({"SELECT ", "a, b", " FROM t"}) == "SELECT a, b FROM t");
    const std::string longer(100, 'x'); // beyond a short string's room
    CHECK(joinedText({"[", longer, "", "]"}) == "[" + longer + "]");
}
