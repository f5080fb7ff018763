// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The HTTP/1.1 request reader of table scoring: bytes from a phone go in, a whole request (or a
// refusal with its status) comes out. Pure C++ and fed in pieces, so it can be fuzzed and
// tested without a socket.
//
// It follows RFC 9112 (HTTP/1.1 message syntax) for what a browser sends: a request line in
// origin form, header fields, and a body delimited by Content-Length. Everything it keeps is
// bounded by the limits: the request line, the header section, the number of fields and the
// body. A Content-Length above the body limit is refused as soon as its field is read, before
// a byte of the body arrives, and a body is never buffered beyond the limit. Transfer codings
// (chunked bodies) are refused: no form here needs one, and accepting them beside
// Content-Length is how request smuggling starts.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace overplay::app {

/// Bounds on what one request may hold.
struct HttpRequestLimits {
    std::size_t maxRequestLineBytes = 2048; ///< longer: 414 URI Too Long
    std::size_t maxHeaderBytes = 8192;      ///< all header lines together; more: 431
    std::size_t maxHeaderFields = 48;       ///< more: 431
    std::size_t maxBodyBytes = 16 * 1024;   ///< a larger Content-Length: 413
};

/// One whole request.
struct HttpRequest {
    std::string method;   ///< "GET", "POST", … (case as sent: methods are case-sensitive)
    std::string target;   ///< "/t/3/k7f2q9xa?round=2", as sent (still percent-encoded)
    int minorVersion = 1; ///< HTTP/1.0 or HTTP/1.1
    /// Fields in the order sent, names in lower case, values without surrounding blanks.
    std::vector<std::pair<std::string, std::string>> headers;
    std::string body;
    bool keepAlive = true; ///< whether the connection may carry another request

    /// The first field of that name (lower case), if any.
    std::optional<std::string> header(std::string_view name) const;
    /// The target's path (before '?'), still percent-encoded.
    std::string_view path() const;
    /// The target's query (after '?'), still percent-encoded; empty when none.
    std::string_view query() const;
};

/// Reads requests from a connection's bytes, one after another.
class HttpRequestReader {
public:
    enum class State {
        NeedMore, ///< the request is not whole yet: feed more bytes
        Complete, ///< a request is ready: take it with takeRequest()
        Refused,  ///< answer refusalStatus() and close the connection
    };

    explicit HttpRequestReader(HttpRequestLimits limits = {});

    /// Reads from `bytes` up to the end of one request (or a refusal) and returns where it
    /// stands. `consumed` says how many bytes were read: the rest belong to the next request
    /// (feed them after takeRequest()). Once Complete or Refused it reads nothing more.
    State feed(std::string_view bytes, std::size_t& consumed);
    State state() const { return m_state; }

    /// True once a request has begun (its first byte arrived) and is not yet whole.
    bool inRequest() const { return m_state == State::NeedMore && m_started; }
    /// The request sent "Expect: 100-continue" and its headers are accepted: the client waits
    /// for "100 Continue" before it sends the body. Cleared by continueSent().
    bool wantsContinue() const { return m_wantsContinue; }
    void continueSent() { m_wantsContinue = false; }

    /// The whole request (when Complete); the reader then waits for the next one.
    HttpRequest takeRequest();

    /// When Refused: the status to answer (400, 413, 414, 417, 431, 501, 505) and why.
    int refusalStatus() const { return m_refusalStatus; }
    const std::string& refusalReason() const { return m_refusalReason; }

    /// Bytes held now (a line being read, headers, a body): never more than the limits allow.
    std::size_t bufferedBytes() const;

private:
    enum class Phase { RequestLine, Headers, Body };

    State refuse(int status, std::string reason);
    State takeLine(std::string_view line);
    State requestLine(std::string_view line);
    State headerLine(std::string_view line);
    State endOfHeaders();

    HttpRequestLimits m_limits;
    State m_state = State::NeedMore;
    Phase m_phase = Phase::RequestLine;
    bool m_started = false;
    bool m_wantsContinue = false;
    std::string m_line; ///< the line being read, without its end
    std::size_t m_headerBytes = 0;
    std::size_t m_emptyLinesBefore = 0;
    std::optional<std::size_t> m_contentLength;
    HttpRequest m_request;
    int m_refusalStatus = 0;
    std::string m_refusalReason;
};

/// The reason phrase of a status code ("Not Found").
const char* httpReasonPhrase(int status);

} // namespace overplay::app
