// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Text that comes from outside: files a director imports, names typed anywhere, dates. The
// checks here are the one place each rule lives; the CLI, the console and the store call them.

#include <cstddef>
#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// True when `text` is well-formed UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing
/// above U+10FFFF).
bool isValidUtf8(std::string_view text);

/// What is wrong with the encoding of a text file, as the end of a sentence that starts with
/// the file's name: "is UTF-16; save it as UTF-8", "is not UTF-8 text (line 3)"; nothing when
/// it is UTF-8 (a byte-order mark is allowed) or plain ASCII.
std::optional<std::string> textEncodingProblem(std::string_view text);

/// True when `text` looks like UTF-16 (a byte-order mark, or zero bytes on one side of most
/// of its first characters).
bool isUtf16(std::string_view text);

/// ISO 8859-1 (Latin-1) text as UTF-8: every byte is the code point of the same number.
std::string latin1ToUtf8(std::string_view text);

/// The line (1-based) of the first byte that is not UTF-8 text (or is a zero byte), if any.
std::optional<int> lineNotUtf8(std::string_view text);

/// Throws InputError "<what> is UTF-16; save it as UTF-8" (or the other problem of
/// textEncodingProblem) unless `text` is UTF-8.
void requireUtf8Text(std::string_view text, std::string_view what);

/// `text` with every control character (C0, DEL, C1, the bidirectional overrides and
/// isolates, line and paragraph separators) and every byte that is not UTF-8 replaced by
/// U+FFFD: what a terminal or a page may safely show of a stored name.
std::string printableText(std::string_view text);

/// The text without the white space (std::isspace) at either end.
std::string trimmedText(std::string_view text);

/// The text in upper case (ASCII letters only; other bytes, UTF-8 included, stay as they are).
std::string upperText(std::string_view text);

/// The text in lower case (ASCII letters only): how a keyword or a name is compared whatever
/// its case ("Pass" and "PASS", "Smith" and "smith").
std::string lowerText(std::string_view text);

/// The pieces one after another in one string, its room reserved once: how a statement is put
/// together from its named parts. (GCC 12 misreads a chain of `std::string + …` inlined at -O2
/// as copying out of bounds, -Warray-bounds; appending to one string it reads right.)
std::string joinedText(std::initializer_list<std::string_view> pieces);

/// The text in upper case (ASCII) without any white space: how two spellings of one contract,
/// result or label are compared ("4 s" and "4S", "3 ew" and "3EW").
std::string upperWithoutSpaces(std::string_view text);

/// The words of `text`: the runs of characters between white space.
std::vector<std::string> wordsOf(std::string_view text);

/// The parts of `text` between one `separator` and the next, empty ones included (n
/// separators make n + 1 parts): a file's lines between line ends, a line's cells between tabs.
std::vector<std::string_view> splitText(std::string_view text, char separator);

/// A number written plainly, as a director types a percentage: digits with at most one point
/// between them ("60", "55.5"), at most `longest` characters; nothing for anything else (a
/// sign, an exponent, "1.", ".5").
std::optional<double> plainDecimal(std::string_view word, std::size_t longest);

/// A number as a director writes it: no trailing zeros, no point for a whole one ("250",
/// "1050.5", "0.25").
std::string numberText(double value);

/// A number to two places, as short as it can be written: "60", "55.5", "33.33".
std::string twoPlacesText(double value);

/// Throws InputError naming the problem unless `name` (a player, pair, team or event name) is
/// UTF-8 text free of control characters and not longer than 200 bytes. Old files may still
/// hold such names: print them through printableText.
void requireValidName(std::string_view name);

/// True for a real calendar date written YYYY-MM-DD (Gregorian, years 1900..9999).
bool isValidDate(std::string_view date);

/// Throws InputError unless `date` is empty or isValidDate.
void requireValidDate(std::string_view date);

} // namespace overplay::core
