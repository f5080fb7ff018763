// SPDX-License-Identifier: GPL-3.0-or-later
// The table scoring server's connections (http::Connections in HttpConnections.h): accepting
// them within the limits, their idle and request timeouts, reading each request through an
// HttpRequestReader, writing the answer, and closing after a refusal. Apart from
// TableScoringServer.cpp, which keeps what the tables' and the director's pages answer: this
// side knows nothing of tables, only of clients, secrets shown and bytes.
#include "app/tablescoring/HttpConnections.h"

#include "app/tablescoring/TablePages.h"

#include <QPointer>
#include <QTcpSocket>

#include <algorithm>
#include <utility>

namespace overplay::app::http {

Connections::Connections(const TableScoringLimits& limits, Answer answer)
    : m_limits(limits), m_answer(std::move(answer)),
      m_maxConnections(connectionRoom(limits.maxConnections)) {
    m_readerLimits.maxBodyBytes = static_cast<std::size_t>(std::max(0, limits.maxBodyBytes));
    m_readerLimits.maxHeaderBytes = static_cast<std::size_t>(std::max(256, limits.maxHeaderBytes));
    m_readerLimits.maxRequestLineBytes =
        static_cast<std::size_t>(std::max(64, limits.maxRequestLineBytes));
    connect(&m_listener, &QTcpServer::newConnection, this, &Connections::accept);
}

Connections::~Connections() {
    m_listener.close();
    for (auto& [socket, connection] : m_connections) {
        socket->disconnect(this);
        socket->abort();
        socket->deleteLater();
    }
}

quint16 Connections::listen(const QHostAddress& address, quint16 port) {
    // Room in the kernel's queue for a burst of connections: those beyond it wait for a
    // resent SYN (a second or more), which a table must not, whatever else is connecting.
    m_listener.setListenBacklogSize(1024);
    if (!m_listener.listen(address, port))
        return 0;
    return m_listener.serverPort();
}

/// Makes room for a new connection from `client` when the server or the client is at its
/// limit: the oldest connection that has not shown a table's or the director's secret
/// goes — of this client when it is the client that is full, else of the client holding
/// most. A flood of idle or dripping connections thus only ever pushes out its own kind,
/// never a table that is playing. False when there is nothing such to close.
bool Connections::makeRoom(const QString& client) {
    auto held = m_perClient.find(client);
    const bool clientFull =
        held != m_perClient.end() && held->second >= m_limits.maxConnectionsPerClient;
    const bool serverFull = static_cast<int>(m_connections.size()) >= m_maxConnections;
    if (!clientFull && !serverFull)
        return true;
    QString from = client;
    if (!clientFull) {
        // The client holding most untrusted connections gives one up.
        std::map<QString, int> untrusted;
        for (const auto& [socket, c] : m_connections)
            if (!c->trusted)
                ++untrusted[c->client];
        int most = 0;
        for (const auto& [key, count] : untrusted)
            if (count > most) {
                most = count;
                from = key;
            }
        if (most == 0)
            return false;
    }
    QTcpSocket* oldest = nullptr;
    quint64 oldestOrder = 0;
    for (const auto& [socket, c] : m_connections)
        if (!c->trusted && c->client == from && (!oldest || c->order < oldestOrder)) {
            oldest = socket;
            oldestOrder = c->order;
        }
    if (!oldest)
        return false;
    oldest->abort(); // emits disconnected: forget() runs
    forget(oldest);  // in case it was already unconnected
    return true;
}

void Connections::accept() {
    while (QTcpSocket* socket = m_listener.nextPendingConnection()) {
        const QString client = clientKey(socket->peerAddress());
        if (!makeRoom(client)) {
            // Too many, every one of them a table's or the director's: closed at once,
            // before reading a byte.
            socket->abort();
            socket->deleteLater();
            continue;
        }
        ++m_perClient[client];
        auto connection = std::make_shared<Connection>(m_readerLimits);
        Connection* c = connection.get();
        c->socket = socket;
        c->client = client;
        c->order = ++m_accepted;
        // Qt reads from the kernel only this far ahead of us.
        socket->setReadBufferSize(64 * 1024);
        c->timer.setSingleShot(true);
        connect(&c->timer, &QTimer::timeout, this, [this, c] { timedOut(*c); });
        connect(socket, &QTcpSocket::readyRead, this, [this, c] { read(*c); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] { forget(socket); });
        connect(socket, &QTcpSocket::errorOccurred, this, [this, socket] {
            if (socket->state() == QAbstractSocket::UnconnectedState)
                forget(socket);
        });
        m_connections.emplace(socket, std::move(connection));
        c->timer.start(idleTimeout(*c));
        if (socket->bytesAvailable() > 0)
            read(*c);
    }
}

void Connections::forget(QTcpSocket* socket) {
    auto it = m_connections.find(socket);
    if (it == m_connections.end())
        return;
    const QString client = it->second->client;
    if (--m_perClient[client] <= 0)
        m_perClient.erase(client);
    socket->disconnect(this);
    socket->deleteLater();
    // Freed later: this may run inside the connection's own timer or read.
    std::shared_ptr<Connection> connection = std::move(it->second);
    connection->timer.stop();
    m_connections.erase(it);
    QTimer::singleShot(0, this, [connection] {});
}

/// How long a connection may wait for its next request: a table's or the director's the
/// whole idle time, one that has shown no secret only the shorter untrusted one.
int Connections::idleTimeout(const Connection& c) const {
    return c.trusted ? m_limits.idleTimeoutMs
                     : std::min(m_limits.idleTimeoutMs, m_limits.untrustedIdleTimeoutMs);
}

void Connections::close(Connection& c) {
    c.closing = true;
    c.pending.clear();
    c.timer.start(drainMs);
    c.socket->disconnectFromHost(); // sends what is written, then closes
}

/// After a refusal mid-request: the client may still be sending what was refused (a body
/// too large). Closing now would reset the connection under it and lose the refusal, so the
/// rest is read and thrown away (up to maxDrainBytes, for drainMs at most) while the client
/// reads the refusal and closes (the "lingering close" of web servers).
void Connections::lingerAndClose(Connection& c) {
    c.closing = true;
    c.pending.clear();
    c.timer.start(drainMs);
}

void Connections::timedOut(Connection& c) {
    if (c.closing || !c.timingRequest) {
        c.socket->abort(); // abort() emits disconnected: forget() runs
        return;
    }
    // A request begun and not finished in time: say so, and close.
    Response r = Response::html(408, errorPage("Too slow", "The request took too long."));
    r.close = true;
    c.socket->write(r.bytes());
    close(c);
}

void Connections::read(Connection& c) {
    while (!c.closing) {
        if (c.pending.isEmpty()) {
            if (c.socket->bytesAvailable() <= 0)
                break;
            c.pending = c.socket->read(16 * 1024);
        }
        std::size_t consumed = 0;
        const auto state = c.reader.feed(
            std::string_view(c.pending.constData(), static_cast<std::size_t>(c.pending.size())),
            consumed);
        c.pending.remove(0, static_cast<qsizetype>(consumed));
        if (c.reader.inRequest() && !c.timingRequest) {
            // The request's clock starts with its first byte and is not reset by later
            // ones: trickling bytes buys no time.
            c.timingRequest = true;
            c.timer.start(m_limits.requestTimeoutMs);
        }
        if (c.reader.wantsContinue()) {
            c.socket->write("HTTP/1.1 100 Continue\r\n\r\n");
            c.reader.continueSent();
        }
        if (state == HttpRequestReader::State::Refused) {
            Response r = Response::html(
                c.reader.refusalStatus(),
                errorPage(QString::fromLatin1(httpReasonPhrase(c.reader.refusalStatus())),
                          QStringLiteral("This server cannot take that request: %1.")
                              .arg(QString::fromStdString(c.reader.refusalReason()))));
            r.close = true;
            c.socket->write(r.bytes());
            lingerAndClose(c);
            return;
        }
        if (state != HttpRequestReader::State::Complete)
            continue;
        const HttpRequest request = c.reader.takeRequest();
        QPointer<QTcpSocket> alive(c.socket);
        bool trusted = false;
        Response r = m_answer(request, c.client, trusted);
        if (!alive)
            return;
        c.trusted = c.trusted || trusted;
        r.close = r.close || !request.keepAlive;
        c.socket->write(r.bytes());
        if (r.close || c.socket->bytesToWrite() > maxUnsentBytes) {
            close(c);
            return;
        }
        c.timingRequest = false;
        c.timer.start(idleTimeout(c));
    }
    if (c.closing) {
        // Throw away what still comes (the rest of a refused body), up to a bound.
        char sink[16 * 1024];
        qint64 got = 0;
        while ((got = c.socket->read(sink, sizeof sink)) > 0)
            c.drained += got;
        if (c.drained > maxDrainBytes)
            c.socket->abort();
    }
}

} // namespace overplay::app::http
