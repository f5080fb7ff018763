// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/tablescoring/HttpRequestReader.h"

#include "core/Text.h"

#include <algorithm>
#include <stdexcept>

namespace overplay::app {

namespace {

/// RFC 9110's tchar: the characters of a method or a field name.
bool isTokenChar(unsigned char c) {
    if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9'))
        return true;
    return std::string_view("!#$%&'*+-.^_`|~").find(static_cast<char>(c)) != std::string_view::npos;
}

bool isToken(std::string_view s) {
    return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
        return isTokenChar(static_cast<unsigned char>(c));
    });
}

/// RFC 9110's optional white space (OWS): spaces and tabs only, not every std::isspace as
/// core::trimmedText; a field value's other bytes are the value's.
std::string_view trimBlanks(std::string_view s) {
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    return s;
}

/// Whether a comma-separated field value (Connection) lists `word`, ignoring case.
bool listsToken(std::string_view value, std::string_view word) {
    while (!value.empty()) {
        const std::size_t comma = value.find(',');
        if (core::lowerText(trimBlanks(value.substr(0, comma))) == word)
            return true;
        if (comma == std::string_view::npos)
            break;
        value.remove_prefix(comma + 1);
    }
    return false;
}

constexpr std::size_t maxEmptyLinesBefore = 4; // RFC 9112 2.2: ignore a few stray CRLFs

} // namespace

std::optional<std::string> HttpRequest::header(std::string_view name) const {
    for (const auto& [key, value] : headers)
        if (key == name)
            return value;
    return std::nullopt;
}

std::string_view HttpRequest::path() const {
    const std::string_view t(target);
    return t.substr(0, t.find('?'));
}

std::string_view HttpRequest::query() const {
    const std::string_view t(target);
    const std::size_t q = t.find('?');
    return q == std::string_view::npos ? std::string_view() : t.substr(q + 1);
}

HttpRequestReader::HttpRequestReader(HttpRequestLimits limits) : m_limits(limits) {}

std::size_t HttpRequestReader::bufferedBytes() const {
    std::size_t fields = 0;
    for (const auto& [key, value] : m_request.headers)
        fields += key.size() + value.size();
    return m_line.size() + m_request.method.size() + m_request.target.size() + fields +
           m_request.body.size();
}

HttpRequestReader::State HttpRequestReader::refuse(int status, std::string reason) {
    m_state = State::Refused;
    m_refusalStatus = status;
    m_refusalReason = std::move(reason);
    m_line.clear();
    m_line.shrink_to_fit();
    m_request = HttpRequest{};
    return m_state;
}

HttpRequestReader::State HttpRequestReader::feed(std::string_view bytes, std::size_t& consumed) {
    consumed = 0;
    while (m_state == State::NeedMore && consumed < bytes.size()) {
        const std::string_view rest = bytes.substr(consumed);
        m_started = true;
        if (m_phase == Phase::Body) {
            const std::size_t want = *m_contentLength - m_request.body.size();
            const std::size_t take = std::min(want, rest.size());
            m_request.body.append(rest.substr(0, take));
            consumed += take;
            if (m_request.body.size() == *m_contentLength)
                m_state = State::Complete;
            continue;
        }
        // A line: read up to its end, refusing as soon as it outgrows its limit, so a line
        // that never ends costs no more than the limit.
        const std::size_t newline = rest.find('\n');
        const std::size_t take = newline == std::string_view::npos ? rest.size() : newline;
        const std::size_t room =
            m_phase == Phase::RequestLine
                ? m_limits.maxRequestLineBytes
                : m_limits.maxHeaderBytes - std::min(m_limits.maxHeaderBytes, m_headerBytes);
        if (m_line.size() + take > room + 1) // + 1: the CR before the LF
            return m_phase == Phase::RequestLine
                       ? refuse(414, "the request line is too long")
                       : refuse(431, "the request's header fields are too large");
        m_line.append(rest.substr(0, take));
        consumed += take;
        if (newline == std::string_view::npos)
            break;
        ++consumed; // the LF
        std::string line = std::move(m_line);
        m_line.clear();
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (m_phase == Phase::Headers)
            m_headerBytes += line.size() + 2;
        takeLine(line);
    }
    return m_state;
}

HttpRequestReader::State HttpRequestReader::takeLine(std::string_view line) {
    // A bare CR, a NUL or another control character inside a line is no part of HTTP
    // (RFC 9112 2.2): refuse rather than guess what another reader would make of it.
    for (char ch : line) {
        const auto c = static_cast<unsigned char>(ch);
        if ((c < 0x20 && c != '\t') || c == 0x7f)
            return refuse(400, "a control character in the request");
    }
    if (m_phase == Phase::RequestLine)
        return requestLine(line);
    return headerLine(line);
}

HttpRequestReader::State HttpRequestReader::requestLine(std::string_view line) {
    if (line.empty()) {
        if (++m_emptyLinesBefore > maxEmptyLinesBefore)
            return refuse(400, "empty lines instead of a request");
        return m_state;
    }
    const std::size_t sp1 = line.find(' ');
    const std::size_t sp2 = sp1 == std::string_view::npos ? sp1 : line.find(' ', sp1 + 1);
    if (sp2 == std::string_view::npos || line.find(' ', sp2 + 1) != std::string_view::npos)
        return refuse(400, "the request line is not 'METHOD target HTTP/1.1'");
    const std::string_view method = line.substr(0, sp1);
    const std::string_view target = line.substr(sp1 + 1, sp2 - sp1 - 1);
    const std::string_view version = line.substr(sp2 + 1);
    if (!isToken(method) || method.size() > 16)
        return refuse(400, "the request's method is not a word");
    // Origin form only (RFC 9112 3.2.1): a path from the root, visible characters only.
    if (target.empty() || target.front() != '/' ||
        !std::all_of(target.begin(), target.end(), [](char c) {
            const auto u = static_cast<unsigned char>(c);
            return u > 0x20 && u < 0x7f;
        }))
        return refuse(400, "the request's target is not a path");
    if (version.size() != 8 || version.substr(0, 5) != "HTTP/" || version[6] != '.' ||
        version[5] < '0' || version[5] > '9' || version[7] < '0' || version[7] > '9')
        return refuse(400, "the request's version is not HTTP/1.x");
    if (version[5] != '1')
        return refuse(505, "only HTTP/1.0 and HTTP/1.1 are spoken here");
    m_request.method = std::string(method);
    m_request.target = std::string(target);
    m_request.minorVersion = version[7] == '0' ? 0 : 1;
    m_phase = Phase::Headers;
    return m_state;
}

HttpRequestReader::State HttpRequestReader::headerLine(std::string_view line) {
    if (line.empty())
        return endOfHeaders();
    if (line.front() == ' ' || line.front() == '\t')
        return refuse(400, "a folded header line"); // obs-fold: RFC 9112 5.2
    if (m_request.headers.size() >= m_limits.maxHeaderFields)
        return refuse(431, "too many header fields");
    const std::size_t colon = line.find(':');
    if (colon == std::string_view::npos || !isToken(line.substr(0, colon)))
        return refuse(400, "a header line is not 'Name: value'");
    std::string name = core::lowerText(line.substr(0, colon));
    const std::string_view value = trimBlanks(line.substr(colon + 1));

    if (name == "content-length") {
        // Digits only: no sign, no list (RFC 9110 8.6). Twenty digits would overflow; a
        // length that long is above any limit anyway.
        if (value.empty() ||
            !std::all_of(value.begin(), value.end(), [](char c) { return c >= '0' && c <= '9'; }))
            return refuse(400, "Content-Length is not a number");
        const std::string_view digits =
            value.substr(std::min(value.find_first_not_of('0'), value.size())); // leading zeros
        if (digits.size() > 15)
            return refuse(413, "the request's body is too large");
        const std::size_t length = digits.empty() ? 0 : std::stoull(std::string(digits));
        if (m_contentLength && *m_contentLength != length)
            return refuse(400, "two different Content-Lengths");
        // Refused here, as soon as the field is read: not a byte of the body is read.
        if (length > m_limits.maxBodyBytes)
            return refuse(413, "the request's body is too large");
        m_contentLength = length;
    } else if (name == "transfer-encoding") {
        return refuse(501, "transfer codings (chunked bodies) are not accepted here");
    } else if (name == "host" && m_request.header("host")) {
        return refuse(400, "two Host fields"); // RFC 9112 3.2
    }
    m_request.headers.emplace_back(std::move(name), std::string(value));
    return m_state;
}

HttpRequestReader::State HttpRequestReader::endOfHeaders() {
    if (m_request.minorVersion == 1 && !m_request.header("host"))
        return refuse(400, "an HTTP/1.1 request without Host"); // RFC 9112 3.2
    const std::string connection = m_request.header("connection").value_or("");
    m_request.keepAlive = m_request.minorVersion == 1 ? !listsToken(connection, "close")
                                                      : listsToken(connection, "keep-alive");
    const std::size_t length = m_contentLength.value_or(0);
    if (auto expect = m_request.header("expect")) {
        if (core::lowerText(*expect) != "100-continue")
            return refuse(417, "an expectation this server cannot meet");
        m_wantsContinue = length > 0;
    }
    if (length == 0) {
        m_state = State::Complete;
        return m_state;
    }
    m_request.body.reserve(length); // at most the body limit: checked with the field
    m_phase = Phase::Body;
    return m_state;
}

HttpRequest HttpRequestReader::takeRequest() {
    if (m_state != State::Complete)
        throw std::logic_error("HttpRequestReader::takeRequest: no whole request");
    HttpRequest out = std::move(m_request);
    m_request = HttpRequest{};
    m_state = State::NeedMore;
    m_phase = Phase::RequestLine;
    m_started = false;
    m_wantsContinue = false;
    m_line.clear();
    m_headerBytes = 0;
    m_emptyLinesBefore = 0;
    m_contentLength.reset();
    return out;
}

const char* httpReasonPhrase(int status) {
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 303:
        return "See Other";
    case 400:
        return "Bad Request";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 413:
        return "Content Too Large";
    case 414:
        return "URI Too Long";
    case 417:
        return "Expectation Failed";
    case 422:
        return "Unprocessable Content";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 503:
        return "Service Unavailable";
    case 505:
        return "HTTP Version Not Supported";
    default:
        return "Unknown";
    }
}

} // namespace overplay::app
