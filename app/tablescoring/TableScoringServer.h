#pragma once
// Table scoring: a small web app on the club's local network. Each table's phone opens its
// table's address (with a per-table secret in it), enters the results of the boards the
// movement puts there, has the opponents confirm them, and only then sees that board's
// traveller (seed 003: nobody sees a traveller before playing the board).
//
// The console starts and stops the server and follows progress through its signals;
// `overplay-cli serve` runs it without a window.

#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QUrl>

#include <memory>

namespace overplay::app {

/// How far one table has got.
struct TableProgress {
    int table = 0;
    int round = 0;         ///< the round it is playing (after the last: finished)
    int boardsInRound = 0; ///< boards it plays this round
    int entered = 0;       ///< of those, entered (confirmed or not)
    int confirmed = 0;     ///< of those, confirmed by the opponents
    bool finished = false; ///< every board of every round confirmed
};

/// Limits that keep a phone (or anything else on the network) from hurting the server.
struct TableScoringLimits {
    int maxBodyBytes = 16 * 1024; ///< larger requests are refused with 413
    int formTokensPerTable = 64;  ///< unused form tokens kept per table (replay protection)
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
