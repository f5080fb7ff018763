// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Text.h"

#include <cctype>

#include "core/Error.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <sstream>

namespace overplay::core {

namespace {

constexpr char32_t kInvalid = 0xFFFFFFFF;

// Decodes the code point at text[i] and moves i past it; kInvalid (i moved one byte) when the
// bytes there are not UTF-8 (RFC 3629, section 4).
char32_t decode(std::string_view text, std::size_t& i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char lead = byte(i);
    if (lead < 0x80) {
        ++i;
        return lead;
    }
    int length = 0;
    char32_t cp = 0, min = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2, cp = lead & 0x1F, min = 0x80;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3, cp = lead & 0x0F, min = 0x800;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4, cp = lead & 0x07, min = 0x10000;
    } else {
        ++i;
        return kInvalid;
    }
    if (i + length > text.size()) {
        ++i;
        return kInvalid;
    }
    for (int k = 1; k < length; ++k) {
        const unsigned char c = byte(i + k);
        if ((c & 0xC0) != 0x80) {
            ++i;
            return kInvalid;
        }
        cp = (cp << 6) | (c & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) {
        ++i;
        return kInvalid;
    }
    i += length;
    return cp;
}

// Characters that move a terminal's cursor, change its state or reorder what it shows.
bool isControl(char32_t cp) {
    return cp < 0x20 || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F) || cp == 0x2028 || cp == 0x2029 ||
           (cp >= 0x202A && cp <= 0x202E) || (cp >= 0x2066 && cp <= 0x2069);
}

int lineAt(std::string_view text, std::size_t at) {
    int line = 1;
    for (std::size_t k = 0; k < at && k < text.size(); ++k)
        if (text[k] == '\n' || (text[k] == '\r' && (k + 1 >= text.size() || text[k + 1] != '\n')))
            ++line;
    return line;
}

// UTF-16 without a byte-order mark: most of the first characters (ASCII in a CSV or PBN file)
// have a zero byte on the same side.
bool looksUtf16(std::string_view text);

} // namespace

bool isUtf16(std::string_view text) {
    return looksUtf16(text);
}

std::string latin1ToUtf8(std::string_view text) {
    std::string out;
    out.reserve(text.size() + text.size() / 8);
    for (char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte < 0x80) {
            out += c;
        } else {
            out += static_cast<char>(0xC0 | (byte >> 6));
            out += static_cast<char>(0x80 | (byte & 0x3F));
        }
    }
    return out;
}

namespace {

bool looksUtf16(std::string_view text) {
    if (text.starts_with("\xFF\xFE") || text.starts_with("\xFE\xFF"))
        return true;
    const std::size_t n = std::min<std::size_t>(text.size(), 400) & ~std::size_t{1};
    if (n < 4)
        return false;
    int even = 0, odd = 0;
    for (std::size_t k = 0; k < n; ++k)
        if (text[k] == '\0')
            ++(k % 2 == 0 ? even : odd);
    const int pairs = static_cast<int>(n / 2);
    return even * 2 > pairs || odd * 2 > pairs;
}

std::string codePointText(char32_t cp) {
    char hex[16];
    std::snprintf(hex, sizeof hex, "U+%04X", static_cast<unsigned>(cp));
    return hex;
}

} // namespace

bool isValidUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();)
        if (decode(text, i) == kInvalid)
            return false;
    return true;
}

std::optional<int> lineNotUtf8(std::string_view text) {
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t at = i;
        const char32_t cp = decode(text, i);
        // A zero byte is UTF-8 but never text: a binary file or a damaged one.
        if (cp == kInvalid || cp == 0)
            return lineAt(text, at);
    }
    return std::nullopt;
}

std::optional<std::string> textEncodingProblem(std::string_view text) {
    if (looksUtf16(text))
        return "is UTF-16; save it as UTF-8";
    if (const auto line = lineNotUtf8(text))
        return "is not UTF-8 text (line " + std::to_string(*line) + ")";
    return std::nullopt;
}

void requireUtf8Text(std::string_view text, std::string_view what) {
    if (auto problem = textEncodingProblem(text))
        throw InputError(std::string(what) + " " + *problem);
}

std::string printableText(std::string_view text) {
    std::string out;
    out.reserve(text.size());
    for (std::size_t i = 0; i < text.size();) {
        const std::size_t at = i;
        const char32_t cp = decode(text, i);
        if (cp == kInvalid || isControl(cp))
            out += "\xEF\xBF\xBD"; // U+FFFD REPLACEMENT CHARACTER
        else
            out.append(text.substr(at, i - at));
    }
    return out;
}

void requireValidName(std::string_view name) {
    constexpr std::size_t kLongest = 200;
    if (name.size() > kLongest)
        throw InputError("the name '" + printableText(name.substr(0, 40)) + "…' is longer than " +
                         std::to_string(kLongest) + " bytes");
    for (std::size_t i = 0; i < name.size();) {
        const char32_t cp = decode(name, i);
        if (cp == kInvalid)
            throw InputError("the name '" + printableText(name) + "' is not UTF-8 text");
        if (isControl(cp))
            throw InputError("the name '" + printableText(name) + "' holds a control character (" +
                             codePointText(cp) + ")");
    }
}

bool isValidDate(std::string_view date) {
    if (date.size() != 10 || date[4] != '-' || date[7] != '-')
        return false;
    int value[3] = {0, 0, 0};
    const std::size_t starts[3] = {0, 5, 8}, lengths[3] = {4, 2, 2};
    for (int part = 0; part < 3; ++part)
        for (std::size_t k = starts[part]; k < starts[part] + lengths[part]; ++k) {
            if (date[k] < '0' || date[k] > '9')
                return false;
            value[part] = value[part] * 10 + (date[k] - '0');
        }
    const int year = value[0], month = value[1], day = value[2];
    if (year < 1900 || month < 1 || month > 12 || day < 1)
        return false;
    // Gregorian leap years: every fourth year, but not centuries unless divisible by 400.
    const bool leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0;
    constexpr int days[12] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return day <= days[month - 1] + (month == 2 && leap ? 1 : 0);
}

void requireValidDate(std::string_view date) {
    if (!date.empty() && !isValidDate(date))
        throw InputError("'" + printableText(date) +
                         "' is not a date (YYYY-MM-DD, a real day of the calendar)");
}

std::string upperText(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string joinedText(std::initializer_list<std::string_view> pieces) {
    std::size_t size = 0;
    for (std::string_view piece : pieces)
        size += piece.size();
    std::string out;
    out.reserve(size);
    for (std::string_view piece : pieces)
        out.append(piece);
    return out;
}

std::string lowerText(std::string_view text) {
    std::string out(text);
    for (char& c : out)
        c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string upperWithoutSpaces(std::string_view text) {
    std::string out;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

std::string trimmedText(std::string_view text) {
    std::size_t b = 0, e = text.size();
    while (b < e && std::isspace(static_cast<unsigned char>(text[b])))
        ++b;
    while (e > b && std::isspace(static_cast<unsigned char>(text[e - 1])))
        --e;
    return std::string(text.substr(b, e - b));
}

std::vector<std::string> wordsOf(std::string_view text) {
    std::istringstream in{std::string(text)};
    std::vector<std::string> words;
    for (std::string w; in >> w;)
        words.push_back(w);
    return words;
}

std::vector<std::string_view> splitText(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        if (end == std::string_view::npos) {
            parts.push_back(text.substr(start));
            return parts;
        }
        parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
}

std::optional<double> plainDecimal(std::string_view word, std::size_t longest) {
    if (word.empty() || word.size() > longest)
        return std::nullopt;
    int dots = 0;
    for (char c : word) {
        if (c == '.')
            ++dots;
        else if (!std::isdigit(static_cast<unsigned char>(c)))
            return std::nullopt;
    }
    if (dots > 1 || word.front() == '.' || word.back() == '.')
        return std::nullopt;
    return std::stod(std::string(word));
}

std::string numberText(double value) {
    std::string text = std::to_string(value);
    text.erase(text.find_last_not_of('0') + 1);
    if (!text.empty() && text.back() == '.')
        text.pop_back();
    return text;
}

std::string twoPlacesText(double value) {
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.2f", value);
    std::string text = buffer;
    while (text.back() == '0')
        text.pop_back();
    if (text.back() == '.')
        text.pop_back();
    return text;
}

} // namespace overplay::core
