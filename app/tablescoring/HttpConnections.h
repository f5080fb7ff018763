// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The table scoring server's connections: one answer as bytes, whom a connection is counted
// under, how many the process may hold, cookies, the guard against guessing addresses, and
// the connections themselves (Connections: accepted, timed, read and answered within the
// limits, in HttpConnections.cpp). Internal to TableScoringServer.cpp.

#include "app/tablescoring/HttpRequestReader.h"
#include "app/tablescoring/TableScoringServer.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QHostAddress>
#include <QObject>
#include <QString>
#include <QTcpServer>
#include <QTimer>

#ifndef _WIN32
#include <sys/resource.h>
#endif

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

class QTcpSocket;

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

/// Answers one whole request from `client`, and says (`trusted`) whether it showed a table's or
/// the director's secret: such a connection is never closed to make room for another.
using Answer =
    std::function<Response(const HttpRequest& request, const QString& client, bool& trusted)>;

/// The server's listening socket and its connections, within the limits: each connection's
/// bytes go through an HttpRequestReader, which holds no more than the limits allow and
/// refuses a too-large body before it is sent; what a request is answered with is `answer`'s.
/// The code is in HttpConnections.cpp.
class Connections : public QObject {
public:
    /// `limits` must outlive the connections.
    Connections(const TableScoringLimits& limits, Answer answer);
    ~Connections() override;

    /// Listens at `address` and `port` (0: any free port); the port, or 0 when it cannot.
    quint16 listen(const QHostAddress& address, quint16 port);

private:
    struct Connection {
        QTcpSocket* socket = nullptr;
        QTimer timer; ///< the idle or the request timeout, whichever applies now
        HttpRequestReader reader;
        QString client;
        QByteArray pending;         ///< bytes read from the socket, not yet fed to the reader
        bool timingRequest = false; ///< the timer is the request's (else the idle one)
        bool closing = false;       ///< the last answer is sent; waiting for the close
        qint64 drained = 0;         ///< bytes thrown away while closing
        /// A request on it named a table's or the director's secret: a real table's phone or
        /// the director, whose connection is never closed to make room for another.
        bool trusted = false;
        quint64 order = 0; ///< when it was accepted, counted: the oldest goes first
        explicit Connection(HttpRequestLimits limits) : reader(limits) {}
    };

    /// Answers already written but not yet sent beyond this: the client does not read them,
    /// and the server will not hold its pages for it.
    static constexpr qint64 maxUnsentBytes = 1024 * 1024;
    /// While closing after a refusal, the rest of a refused body is read and thrown away, up
    /// to this much, so the client can read the refusal before the connection goes.
    static constexpr qint64 maxDrainBytes = 1024 * 1024;
    static constexpr int drainMs = 1000;

    bool makeRoom(const QString& client);
    void accept();
    void forget(QTcpSocket* socket);
    int idleTimeout(const Connection& c) const;
    void close(Connection& c);
    void lingerAndClose(Connection& c);
    void timedOut(Connection& c);
    void read(Connection& c);

    const TableScoringLimits& m_limits;
    Answer m_answer;
    HttpRequestLimits m_readerLimits;
    const int m_maxConnections;
    QTcpServer m_listener;
    std::map<QTcpSocket*, std::shared_ptr<Connection>> m_connections;
    std::map<QString, int> m_perClient;
    quint64 m_accepted = 0; ///< connections accepted so far (their order)
};

} // namespace overplay::app::http
