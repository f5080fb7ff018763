// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Table scoring: a small web app on the club's local network. Each table's phone opens its
// table's address (with a per-table secret in it), enters the results of the boards the
// movement puts there, has the opponents confirm them, and only then sees that board's
// traveller (the modern duplicate page: nobody sees a traveller before playing the board).
//
// The console starts and stops the server and follows progress through its signals;
// `overplay-cli serve` runs it without a window.

#include "app/tablescoring/TableRules.h"

#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

namespace overplay::app {

/// Limits that keep a phone (or anything else on the club's network) from hurting the server.
/// The defaults suit an evening; tests shorten the times.
struct TableScoringLimits {
    int maxBodyBytes = 16 * 1024;   ///< a larger Content-Length is refused with 413 at once
    int maxHeaderBytes = 8 * 1024;  ///< the header fields together; more: 431
    int maxRequestLineBytes = 2048; ///< more: 414
    int formTokensPerTable = 64;    ///< unused form tokens kept per table (replay protection)

    /// A request must arrive whole within this time of its first byte (else 408 and close),
    /// so a client sending a byte at a time cannot hold a connection.
    int requestTimeoutMs = 5000;
    /// A connection with no request under way (new, or kept alive after one) is closed after
    /// this long.
    int idleTimeoutMs = 15000;
    /// The same for a connection that has not yet shown a table's or the director's secret:
    /// a phone opening its table's page asks at once; a connection left idle is a slot taken.
    int untrustedIdleTimeoutMs = 5000;
    /// Connections open at once. At the limit, a new connection takes the place of the oldest
    /// one that has not shown a table's or the director's secret (of the client holding most);
    /// when every one has, the new one is closed as it arrives. The total stays well below
    /// the process's descriptor limit, whatever is set here.
    int maxConnections = 512;
    /// Connections open at once from one client address (an IPv6 client: its /64). High
    /// enough for a whole club's phones behind one NAT address (a phone's browser keeps one
    /// to six), low enough that one machine cannot take every connection. At the limit, as
    /// above: the client's oldest connection without a secret gives way.
    int maxConnectionsPerClient = 128;

    /// Wrong table or director addresses one client address may try in wrongAddressWindowMs;
    /// after that, every table or director address it asks for gets 429 for lockoutMs — except
    /// phones that already opened their own table's page (they carry its session cookie), so one
    /// guesser behind the club's NAT does not stop the tables playing behind the same address.
    int maxWrongAddresses = 10;
    int wrongAddressWindowMs = 60 * 1000;
    int lockoutMs = 5 * 60 * 1000;
};

class TableScoringServer : public QObject {
    Q_OBJECT
public:
    explicit TableScoringServer(QObject* parent = nullptr);
    ~TableScoringServer() override;

    /// Opens the event (its own connection to the file) and listens. Tables without a
    /// secret get one (stored in the event, so addresses survive a restart). port 0 picks a
    /// free port. Throws db::StorageError / std::runtime_error with a clear message.
    void start(const QString& eventPath, const QHostAddress& address = QHostAddress::Any,
               quint16 port = 0, const TableScoringLimits& limits = {});
    /// Closes the listening socket and the event. Safe to call twice.
    void stop();
    bool isRunning() const;
    quint16 port() const;

    /// Table → its address with the secret, e.g. http://192.168.1.20:8080/t/3/k7f2q9xa.
    QMap<int, QUrl> tableUrls() const;
    /// The director's page (progress of every table), with its own secret.
    QUrl directorUrl() const;
    QList<TableProgress> progress() const;

signals:
    /// A phone entered (or re-entered) a line, not yet confirmed.
    void lineEntered(int table, int board);
    /// The opponents confirmed a line.
    void lineConfirmed(int table, int board);
    void progressChanged(int table);

private:
    class Http;
    struct State;
    std::unique_ptr<State> m_state;
    std::unique_ptr<Http> m_http;
};

/// The host a phone on the local network should use: `address` itself unless it is "any" or
/// loopback-any, then the first non-loopback IPv4 address of an up interface (or 127.0.0.1).
QString hostForPhones(const QHostAddress& address);

} // namespace overplay::app
