// SPDX-License-Identifier: GPL-3.0-or-later
// Table scoring's HTTP request reader on its own: whole requests from bytes in any pieces,
// and refusals that come before the bytes they refuse are held. Also replays the fuzzer's
// corpus (fuzz/corpus/http), so every input it once crashed on is checked in every build.
#include "app/tablescoring/HttpRequestReader.h"

#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace overplay::app;
using State = HttpRequestReader::State;

namespace {

/// Feeds `text` in pieces of `piece` bytes (0: at once); the requests read, and the refusal.
struct Outcome {
    std::vector<HttpRequest> requests;
    int refusal = 0;
    std::size_t mostBuffered = 0;
    std::size_t consumed = 0;
};

Outcome readAll(const std::string& text, std::size_t piece = 0, HttpRequestLimits limits = {}) {
    HttpRequestReader reader(limits);
    Outcome out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t n = piece == 0 ? text.size() - at : std::min(piece, text.size() - at);
        std::size_t consumed = 0;
        const State state = reader.feed(std::string_view(text).substr(at, n), consumed);
        at += consumed;
        out.mostBuffered = std::max(out.mostBuffered, reader.bufferedBytes());
        if (state == State::Refused) {
            out.refusal = reader.refusalStatus();
            break;
        }
        if (state == State::Complete)
            out.requests.push_back(reader.takeRequest());
    }
    out.consumed = at;
    return out;
}

const std::string post = "POST /t/3/k7f2q9xa/enter HTTP/1.1\r\nHost: 192.168.1.20:8080\r\n"
                         "Content-Type: application/x-www-form-urlencoded\r\n"
                         "Content-Length: 17\r\n\r\ntoken=ab&round=1";

} // namespace

TEST_CASE("the request reader reads a phone's GET and POST, in any pieces",
          "[tablescoring][http]") {
    const std::string get = "GET /t/3/k7f2q9xa?round=2&board=5 HTTP/1.1\r\nHost: 192.168.1.20\r\n"
                            "Accept: text/html\r\nCookie: table=abc\r\n\r\n";
    const std::size_t piece = GENERATE(0, 1, 2, 5, 64);
    const Outcome out = readAll(get + post + "X", piece);
    REQUIRE(out.refusal == 0);
    REQUIRE(out.requests.size() == 2);
    const HttpRequest& g = out.requests[0];
    CHECK(g.method == "GET");
    CHECK(g.path() == "/t/3/k7f2q9xa");
    CHECK(g.query() == "round=2&board=5");
    CHECK(g.header("host") == "192.168.1.20");
    CHECK(g.header("cookie") == "table=abc");
    CHECK(g.keepAlive);
    CHECK(g.body.empty());
    const HttpRequest& p = out.requests[1];
    CHECK(p.method == "POST");
    CHECK(p.body == "token=ab&round=1X"); // the body ends where Content-Length says
    CHECK(out.consumed == get.size() + post.size() + 1);
}

TEST_CASE("the request reader stops at a body's length: what follows is the next request",
          "[tablescoring][http]") {
    HttpRequestReader reader;
    const std::string twice = post + "X" + "GET / HTTP/1.1\r\nHost: a\r\n\r\n";
    std::size_t consumed = 0;
    REQUIRE(reader.feed(twice, consumed) == State::Complete);
    CHECK(consumed == post.size() + 1);
    CHECK(reader.takeRequest().body == "token=ab&round=1X");
    std::size_t more = 0;
    REQUIRE(reader.feed(std::string_view(twice).substr(consumed), more) == State::Complete);
    CHECK(reader.takeRequest().target == "/");
}

TEST_CASE("a body above the limit is refused as soon as its length is read, before the body",
          "[tablescoring][http][security]") {
    // 64 MB announced: refused on the Content-Length line itself, holding a few bytes.
    const std::string head =
        "POST /t/1/x/enter HTTP/1.1\r\nHost: a\r\nContent-Length: 67108864\r\n";
    HttpRequestReader reader;
    std::size_t consumed = 0;
    REQUIRE(reader.feed(head, consumed) == State::Refused);
    CHECK(reader.refusalStatus() == 413);
    CHECK(reader.bufferedBytes() < 1024);
    // So is one larger than any number, and one just over the limit.
    HttpRequestLimits limits;
    limits.maxBodyBytes = 100;
    CHECK(readAll("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 101\r\n", 0, limits).refusal ==
          413);
    CHECK(readAll("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 99999999999999999999999\r\n")
              .refusal == 413);
    const Outcome atLimit =
        readAll("POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 100\r\n\r\n" + std::string(100, 'x'),
                0, limits);
    REQUIRE(atLimit.requests.size() == 1);
    CHECK(atLimit.requests[0].body.size() == 100);
}

TEST_CASE("the request reader never holds more than its limits, whatever it is sent",
          "[tablescoring][http][security]") {
    HttpRequestLimits limits; // the defaults the server uses
    const std::size_t bound = limits.maxRequestLineBytes + limits.maxHeaderBytes +
                              limits.maxBodyBytes + 2 * limits.maxHeaderFields + 64;
    const std::string megabyte(1024 * 1024, 'a');
    struct Case {
        std::string what;
        std::string bytes;
        int status;
    };
    const std::vector<Case> cases = {
        {"a request line that never ends", "GET /" + megabyte, 414},
        {"a header line that never ends", "GET / HTTP/1.1\r\nHost: a\r\nX: " + megabyte, 431},
        {"many small header lines",
         [] {
             std::string s = "GET / HTTP/1.1\r\nHost: a\r\n";
             for (int i = 0; i < 100000; ++i)
                 s += "X-" + std::to_string(i) + ": 1\r\n";
             return s;
         }(),
         431},
        {"a chunked body",
         "POST / HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n" + megabyte, 501},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        for (std::size_t piece : {std::size_t{0}, std::size_t{4096}}) {
            const Outcome out = readAll(c.bytes, piece);
            CHECK(out.refusal == c.status);
            CHECK(out.mostBuffered <= bound);
            CHECK(out.requests.empty());
        }
    }
}

TEST_CASE("the request reader refuses what is not HTTP/1.1 as browsers send it",
          "[tablescoring][http]") {
    struct Case {
        const char* what;
        std::string bytes;
        int status;
    };
    const std::vector<Case> cases = {
        {"no Host in HTTP/1.1", "GET / HTTP/1.1\r\n\r\n", 400},
        {"two Hosts", "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400},
        {"two different lengths",
         "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab", 400},
        {"a signed length", "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: -1\r\n\r\n", 400},
        {"a folded header", "GET / HTTP/1.1\r\nHost: a\r\n b\r\n\r\n", 400},
        {"a space before the colon", "GET / HTTP/1.1\r\nHost : a\r\n\r\n", 400},
        {"a bare CR", "GET / HTTP/1.1\r\nHost: a\rX: b\r\n\r\n", 400},
        {"a NUL in a value", std::string("GET / HTTP/1.1\r\nHost: a") + '\0' + "b\r\n\r\n", 400},
        {"a target that is not a path", "GET http://evil/ HTTP/1.1\r\nHost: a\r\n\r\n", 400},
        {"no version", "GET /\r\n\r\n", 400},
        {"HTTP/2 in text", "GET / HTTP/2.0\r\nHost: a\r\n\r\n", 505},
        {"an expectation not met", "GET / HTTP/1.1\r\nHost: a\r\nExpect: magic\r\n\r\n", 417},
        {"many empty lines", "\r\n\r\n\r\n\r\n\r\n\r\nGET / HTTP/1.1\r\nHost: a\r\n\r\n", 400},
    };
    for (const Case& c : cases) {
        INFO(c.what);
        CHECK(readAll(c.bytes).refusal == c.status);
        CHECK(readAll(c.bytes, 1).refusal == c.status);
    }
}

TEST_CASE("the request reader keeps connections alive as HTTP/1.0 and 1.1 say",
          "[tablescoring][http]") {
    auto keepAlive = [](const std::string& bytes) {
        const Outcome out = readAll(bytes);
        REQUIRE(out.requests.size() == 1);
        return out.requests[0].keepAlive;
    };
    CHECK(keepAlive("GET / HTTP/1.1\r\nHost: a\r\n\r\n"));
    CHECK_FALSE(keepAlive("GET / HTTP/1.1\r\nHost: a\r\nConnection: Close\r\n\r\n"));
    CHECK_FALSE(keepAlive("GET / HTTP/1.0\r\n\r\n"));
    CHECK(keepAlive("GET / HTTP/1.0\nConnection: keep-alive\n\n")); // bare LFs are read too
}

TEST_CASE("a client that expects 100-continue is asked for its body", "[tablescoring][http]") {
    HttpRequestReader reader;
    std::size_t consumed = 0;
    const std::string head = "POST / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\n"
                             "Expect: 100-continue\r\n\r\n";
    REQUIRE(reader.feed(head, consumed) == State::NeedMore);
    CHECK(reader.inRequest());
    CHECK(reader.wantsContinue());
    reader.continueSent();
    REQUIRE(reader.feed("abc", consumed) == State::Complete);
    CHECK(reader.takeRequest().body == "abc");
    CHECK_FALSE(reader.inRequest());
}

TEST_CASE("the HTTP fuzz corpus reads the same in one piece and byte by byte",
          "[tablescoring][http][fuzz]") {
    std::vector<std::filesystem::path> files;
    const auto dir = std::filesystem::path(OVERPLAY_SOURCE_DIR) / "fuzz" / "corpus" / "http";
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.is_regular_file())
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    CHECK(files.size() >= 6);
    HttpRequestLimits small; // the fuzzer's limits
    small.maxRequestLineBytes = 64;
    small.maxHeaderBytes = 256;
    small.maxHeaderFields = 8;
    small.maxBodyBytes = 128;
    for (const auto& path : files) {
        INFO(path.filename().string());
        const std::string bytes = overplay::tests::readFileBytes(path.string());
        for (const HttpRequestLimits& limits : {HttpRequestLimits{}, small}) {
            const Outcome whole = readAll(bytes, 0, limits);
            const Outcome bytewise = readAll(bytes, 1, limits);
            CHECK(whole.refusal == bytewise.refusal);
            REQUIRE(whole.requests.size() == bytewise.requests.size());
            for (std::size_t i = 0; i < whole.requests.size(); ++i) {
                CHECK(whole.requests[i].target == bytewise.requests[i].target);
                CHECK(whole.requests[i].headers == bytewise.requests[i].headers);
                CHECK(whole.requests[i].body == bytewise.requests[i].body);
                CHECK(whole.requests[i].body.size() <= limits.maxBodyBytes);
            }
            if (whole.refusal != 0)
                CHECK(whole.refusal >= 400);
        }
    }
}
