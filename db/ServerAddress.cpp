// SPDX-License-Identifier: GPL-3.0-or-later
// A server event's address and PostgreSQL's spelling of statements: no libpq here, so a build
// without PostgreSQL (the Windows cross build) still knows an address when it sees one.
#include "db/detail/SqlPostgres.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>

namespace overplay::db::sql {

namespace {

/// Percent-decoding of a URI's parameter value.
std::string decoded(const std::string& text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 2 < text.size() &&
            std::isxdigit(static_cast<unsigned char>(text[i + 1])) &&
            std::isxdigit(static_cast<unsigned char>(text[i + 2]))) {
            out += static_cast<char>(std::stoi(text.substr(i + 1, 2), nullptr, 16));
            i += 2;
        } else {
            out += text[i] == '+' ? ' ' : text[i];
        }
    }
    return out;
}

} // namespace

bool isServerAddress(const std::string& address) {
    return address.rfind("postgresql://", 0) == 0 || address.rfind("postgres://", 0) == 0;
}

ServerEvent parseServerAddress(const std::string& address) {
    ServerEvent event;
    const auto question = address.find('?');
    event.connection = address.substr(0, question);
    std::string kept;
    if (question != std::string::npos) {
        std::size_t start = question + 1;
        while (start <= address.size()) {
            const auto amp = address.find('&', start);
            const std::string part =
                address.substr(start, amp == std::string::npos ? std::string::npos : amp - start);
            if (part.rfind("event=", 0) == 0)
                event.name = decoded(part.substr(6));
            else if (!part.empty())
                kept += (kept.empty() ? "?" : "&") + part;
            if (amp == std::string::npos)
                break;
            start = amp + 1;
        }
    }
    event.connection += kept;
    if (event.name.empty())
        throw std::invalid_argument("names no event: add ?event=NAME to the address");
    if (event.name.size() > 50)
        throw std::invalid_argument("has an event name longer than 50 characters");
    for (unsigned char c : event.name)
        if (!std::isalnum(c) && c != '-' && c != '_')
            throw std::invalid_argument("has an event name with '" +
                                        std::string(1, static_cast<char>(c)) +
                                        "' in it: a server event's name is letters, digits, '-' "
                                        "and '_'");
    return event;
}

std::string shownAddress(const std::string& address) {
    // postgresql://user:secret@host/… → postgresql://user@host/…
    const auto scheme = address.find("://");
    if (scheme == std::string::npos)
        return address;
    const auto at = address.find('@', scheme + 3);
    const auto slash = address.find('/', scheme + 3);
    if (at == std::string::npos || (slash != std::string::npos && slash < at))
        return address;
    const auto colon = address.find(':', scheme + 3);
    if (colon == std::string::npos || colon > at)
        return address;
    return address.substr(0, colon) + address.substr(at);
}

std::string postgresParameters(const std::string& sql) {
    std::string out;
    out.reserve(sql.size() + 16);
    int highest = 0;
    for (std::size_t i = 0; i < sql.size(); ++i) {
        const char c = sql[i];
        if (c == '\'' || c == '"') {
            const auto end = sql.find(c, i + 1);
            const auto stop = end == std::string::npos ? sql.size() : end + 1;
            out.append(sql, i, stop - i);
            i = stop - 1;
        } else if (c == '-' && i + 1 < sql.size() && sql[i + 1] == '-') {
            const auto end = sql.find('\n', i);
            const auto stop = end == std::string::npos ? sql.size() : end;
            out.append(sql, i, stop - i);
            i = stop - 1;
        } else if (c == '?') {
            std::size_t j = i + 1;
            int n = 0;
            for (; j < sql.size() && std::isdigit(static_cast<unsigned char>(sql[j])); ++j)
                n = n * 10 + (sql[j] - '0');
            if (j == i + 1)
                n = highest + 1;
            highest = std::max(highest, n);
            out += '$' + std::to_string(n);
            i = j - 1;
        } else {
            out += c;
        }
    }
    return out;
}

// SQL's quoting, kept with the address: pure text, in every build (the one without libpq too).
std::string quotedIdentifier(const std::string& name) {
    std::string out = "\"";
    for (char c : name)
        out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
}

std::string quotedText(const std::string& text) {
    std::string out = "'";
    for (char c : text)
        out += c == '\'' ? std::string("''") : std::string(1, c);
    return out + "'";
}

} // namespace overplay::db::sql
