// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table scoring server's connections: one answer as bytes, whom a connection is counted
// under, how many the process may hold, cookies, and the guard against guessing addresses.
// Internal to TableScoringServer.cpp.

#include "app/tablescoring/HttpRequestReader.h"
#include "app/tablescoring/TableScoringServer.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QString>

#ifndef _WIN32
#include <sys/resource.h>
#endif

#include <algorithm>
#include <deque>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace overplay::app::http {

/// One answer: a status, a page (or a redirect), and whether the connection may stay open.
struct Response {
    int status = 200;
    QByteArray body;
    std::vector<std::pair<QByteArray, QByteArray>> headers;
    bool close = false;

    static Response html(int status, const QString& page) {
        Response r;
        r.status = status;
        r.body = page.toUtf8();
        r.headers = {{"Content-Type", "text/html; charset=utf-8"},
                     {"X-Content-Type-Options", "nosniff"},
                     {"Content-Security-Policy",
                      "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'"}};
        return r;
    }
    static Response redirect(const QString& to) {
        Response r;
        r.status = 303;
        r.headers = {{"Location", to.toUtf8()}};
        return r;
    }

    QByteArray bytes() const {
        QByteArray out =
            "HTTP/1.1 " + QByteArray::number(status) + ' ' + httpReasonPhrase(status) + "\r\n";
        for (const auto& [name, value] : headers)
            out += name + ": " + value + "\r\n";
        out += "Cache-Control: no-store\r\nContent-Length: " + QByteArray::number(body.size()) +
               "\r\nConnection: " + (close ? "close" : "keep-alive") + "\r\n\r\n" + body;
        return out;
    }
};

/// The key a client is counted under: its IPv4 address, or its IPv6 /64 (one machine may hold
/// a whole /64, so counting single IPv6 addresses would count nothing).
inline QString clientKey(const QHostAddress& address) {
    bool mapped = false;
    const quint32 v4 = address.toIPv4Address(&mapped);
    if (mapped)
        return QHostAddress(v4).toString();
    if (address.protocol() == QAbstractSocket::IPv6Protocol) {
        Q_IPV6ADDR bytes = address.toIPv6Address();
        for (int i = 8; i < 16; ++i)
            bytes[i] = 0;
        return QHostAddress(bytes).toString() + QStringLiteral("/64");
    }
    return address.toString();
}

/// Room for connections below the process's descriptor limit: the event file, its journal
/// and Qt need some; accept() failing for want of descriptors is what makes a server spin.
inline int connectionRoom(int wanted) {
#ifdef _WIN32
    // Windows counts no descriptors: a socket is a handle, limited only by memory.
    return wanted;
#else
    rlimit limit{};
    if (getrlimit(RLIMIT_NOFILE, &limit) != 0 || limit.rlim_cur == RLIM_INFINITY)
        return wanted;
    const long room = static_cast<long>(limit.rlim_cur) - 64;
    return static_cast<int>(std::clamp<long>(room, 1, wanted));
#endif
}

/// The values of the cookies named `name` in a Cookie field ("a=1; table=xyz").
inline std::vector<std::string> cookieValues(const std::string& field, std::string_view name) {
    std::vector<std::string> out;
    std::string_view rest(field);
    while (!rest.empty()) {
        const std::size_t semi = rest.find(';');
        std::string_view pair = rest.substr(0, semi);
        while (!pair.empty() && pair.front() == ' ')
            pair.remove_prefix(1);
        if (pair.size() > name.size() && pair.substr(0, name.size()) == name &&
            pair[name.size()] == '=')
            out.emplace_back(pair.substr(name.size() + 1));
        if (semi == std::string_view::npos)
            break;
        rest.remove_prefix(semi + 1);
    }
    return out;
}

/// Guessing addresses: a client address that tries too many wrong table or director
/// addresses in a window is refused for a while.
class AddressGuard {
public:
    explicit AddressGuard(const TableScoringLimits& limits) : m_limits(limits) { m_clock.start(); }

    bool isLockedOut(const QString& client) const {
        auto it = m_clients.find(client);
        return it != m_clients.end() && m_clock.elapsed() < it->second.lockedUntil;
    }
    /// Seconds until a locked-out client may try again (for Retry-After).
    qint64 secondsLeft(const QString& client) const {
        auto it = m_clients.find(client);
        if (it == m_clients.end())
            return 0;
        return std::max<qint64>(1, (it->second.lockedUntil - m_clock.elapsed() + 999) / 1000);
    }

    void wrongAddress(const QString& client) {
        const qint64 now = m_clock.elapsed();
        forgetOld(now);
        Record& record = m_clients[client];
        record.failures.push_back(now);
        while (!record.failures.empty() &&
               now - record.failures.front() >= m_limits.wrongAddressWindowMs)
            record.failures.pop_front();
        if (static_cast<int>(record.failures.size()) >= m_limits.maxWrongAddresses) {
            record.lockedUntil = now + m_limits.lockoutMs;
            record.failures.clear();
        }
    }

private:
    struct Record {
        std::deque<qint64> failures; ///< times of recent wrong addresses
        qint64 lockedUntil = -1;
    };

    /// Keeps the table of clients small: a client with no recent failure and no lockout is
    /// forgotten once there are many.
    void forgetOld(qint64 now) {
        if (m_clients.size() < 1024)
            return;
        for (auto it = m_clients.begin(); it != m_clients.end();) {
            const bool recent = !it->second.failures.empty() &&
                                now - it->second.failures.back() < m_limits.wrongAddressWindowMs;
            if (!recent && now >= it->second.lockedUntil)
                it = m_clients.erase(it);
            else
                ++it;
        }
    }

    const TableScoringLimits& m_limits;
    QElapsedTimer m_clock;
    std::map<QString, Record> m_clients;
};

} // namespace overplay::app::http
