// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for table scoring's HTTP request reader: any bytes, in any pieces, must
// give whole requests or a refusal, never a crash, a hang, a leak or a buffer beyond the
// limits; and reading the same bytes in one piece or byte by byte must give the same requests.
#include "app/tablescoring/HttpRequestReader.h"

#include <cstdint>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

using namespace overplay::app;

namespace {

// Small limits, so the fuzzer reaches every refusal with short inputs.
HttpRequestLimits smallLimits() {
    HttpRequestLimits limits;
    limits.maxRequestLineBytes = 64;
    limits.maxHeaderBytes = 256;
    limits.maxHeaderFields = 8;
    limits.maxBodyBytes = 128;
    return limits;
}

/// What came out of the reader: each request's parts, then the refusal status (or 0).
struct Outcome {
    std::vector<std::string> requests;
    int refusal = 0;
    bool operator==(const Outcome&) const = default;
};

/// Feeds `text` in pieces of `piece` bytes (0: all at once), checking the bounds as it goes.
Outcome readAll(std::string_view text, std::size_t piece) {
    const HttpRequestLimits limits = smallLimits();
    const std::size_t bound = limits.maxRequestLineBytes + limits.maxHeaderBytes +
                              limits.maxBodyBytes + 2 * limits.maxHeaderFields + 8;
    HttpRequestReader reader(limits);
    Outcome out;
    std::size_t at = 0;
    while (at < text.size()) {
        const std::size_t n = piece == 0 ? text.size() - at : std::min(piece, text.size() - at);
        std::string_view chunk = text.substr(at, n);
        std::size_t consumed = 0;
        const auto state = reader.feed(chunk, consumed);
        if (consumed > chunk.size() || reader.bufferedBytes() > bound)
            std::abort();
        at += consumed;
        if (state == HttpRequestReader::State::Refused) {
            if (reader.refusalStatus() < 400 || reader.refusalReason().empty())
                std::abort();
            out.refusal = reader.refusalStatus();
            return out;
        }
        if (state == HttpRequestReader::State::Complete) {
            const HttpRequest r = reader.takeRequest();
            if (r.body.size() > limits.maxBodyBytes || r.target.empty() || r.target[0] != '/' ||
                r.path().size() + (r.query().empty() ? 0 : r.query().size() + 1) > r.target.size())
                std::abort();
            std::string summary = r.method + ' ' + r.target + ' ' + std::to_string(r.minorVersion) +
                                  (r.keepAlive ? " k" : " c");
            for (const auto& [name, value] : r.headers)
                summary += '\n' + name + ':' + value;
            out.requests.push_back(summary + "\n\n" + r.body);
        } else if (consumed != chunk.size()) {
            std::abort(); // needing more, it must have read everything it was given
        }
    }
    return out;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    const Outcome whole = readAll(text, 0);
    if (readAll(text, 1) != whole || readAll(text, 7) != whole)
        std::abort();
    return 0;
}
