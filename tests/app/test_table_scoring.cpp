// SPDX-License-Identifier: GPL-3.0-or-later
// Table scoring over loopback: a round played at a table, and every way a phone (or anyone
// else on the network) could try to write where it must not.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "PhoneRequest.h"
#include "app/tablescoring/TableScoringServer.h"
#include "core/Board.h"
#include "core/Dealing.h"
#include "db/EventStore.h"
#include "movements/Generate.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkCookie>
#include <QNetworkCookieJar>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace overplay;
using tests::Reply;
using tests::send;
using tests::tokenOf;

namespace {

/// A request written byte for byte, for what a well-behaved client would never send.
int rawStatus(quint16 port, const QByteArray& request) {
    QTcpSocket socket;
    socket.connectToHost(QHostAddress::LocalHost, port);
    QEventLoop loop;
    QByteArray answer;
    QObject::connect(&socket, &QTcpSocket::connected, [&] { socket.write(request); });
    QObject::connect(&socket, &QTcpSocket::readyRead, [&] {
        answer += socket.readAll();
        if (answer.contains("\r\n"))
            loop.quit();
    });
    QObject::connect(&socket, &QTcpSocket::disconnected, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    const QList<QByteArray> words = answer.split(' ');
    return words.size() > 1 ? words[1].toInt() : 0;
}

struct Fixture {
    QTemporaryDir dir;
    QString path;
    app::TableScoringServer server;
    QNetworkAccessManager nam;
    movements::Movement movement;

    explicit Fixture(const app::TableScoringLimits& limits = {}) {
        tests::consoleTestApp();
        path = dir.filePath(QStringLiteral("club.db"));
        movement = tests::generated("howell", 8, 2);
        tests::createEvent(path, "Tuesday pairs", movement);
        server.start(path, QHostAddress::LocalHost, 0, limits);
    }

    QUrl url(int table) const { return server.tableUrls().value(table); }
    QUrl url(int table, const QString& suffix) const {
        QUrl u = url(table);
        u.setPath(u.path() + suffix);
        return u;
    }
    const movements::TableRound& seat(int round, int table) const {
        for (const auto& tr : movement.rounds[round - 1].tables)
            if (tr.table == table)
                return tr;
        throw std::logic_error("no such table");
    }
    db::EventStore store() const { return db::EventStore::open(path.toStdString()); }
};

QByteArray enterForm(const QByteArray& token, int round, int board, const QByteArray& rest) {
    return "token=" + token + "&round=" + QByteArray::number(round) +
           "&board=" + QByteArray::number(board) + "&" + rest;
}

} // namespace

TEST_CASE("a table enters a board, the opponents confirm, then the traveller opens",
          "[tablescoring]") {
    Fixture f;
    const auto& t1 = f.seat(1, 1);
    const int board = f.movement.firstBoardOf(t1.set);
    QSignalSpy entered(&f.server, &app::TableScoringServer::lineEntered);

    Reply page = send(f.nam, "GET", f.url(1));
    REQUIRE(page.status == 200);
    CHECK(page.body.contains("Table 1"));
    CHECK(page.body.contains("Round 1"));

    // Before playing, the traveller is closed.
    CHECK(send(f.nam, "GET", f.url(1, QStringLiteral("/traveller/%1").arg(board))).status == 403);

    Reply post = send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                      enterForm(tokenOf(page.body), 1, board,
                                "level=4&strain=S&dbl=&declarer=N&result=%3D&lead=HK"));
    REQUIRE(post.status == 303);
    CHECK(entered.count() == 1);
    {
        auto line = f.store().line(board, t1.ns, t1.ew);
        REQUIRE(line);
        const bool vul = core::isVulnerable(core::vulnerabilityOf(board), core::Side::NorthSouth);
        CHECK(line->nsScore == (vul ? 620 : 420));
        CHECK_FALSE(line->confirmed);
        CHECK(line->source == db::LineSource::Table);
        CHECK(line->sourceTable == 1);
    }
    // Entered but not confirmed: still closed.
    CHECK(send(f.nam, "GET", f.url(1, QStringLiteral("/traveller/%1").arg(board))).status == 403);

    page = send(f.nam, "GET", f.url(1));
    CHECK(page.body.contains("confirm"));
    Reply confirm =
        send(f.nam, "POST", f.url(1, QStringLiteral("/confirm")),
             "token=" + tokenOf(page.body) + "&round=1&board=" + QByteArray::number(board));
    REQUIRE(confirm.status == 303);
    CHECK(f.store().line(board, t1.ns, t1.ew)->confirmed);
    Reply traveller = send(f.nam, "GET", f.url(1, QStringLiteral("/traveller/%1").arg(board)));
    CHECK(traveller.status == 200);
    CHECK(traveller.body.contains("traveller"));

    auto progress = f.server.progress();
    REQUIRE(progress.size() == f.movement.tables);
    CHECK(progress[0].entered == 1);
    CHECK(progress[0].confirmed == 1);
}

TEST_CASE("a refused entry is shown with its reason and nothing is stored", "[tablescoring]") {
    Fixture f;
    const auto& t1 = f.seat(1, 1);
    const int board = f.movement.firstBoardOf(t1.set);
    Reply page = send(f.nam, "GET", f.url(1));
    Reply post =
        send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
             enterForm(tokenOf(page.body), 1, board, "level=4&strain=S&declarer=N&result=%2B4"));
    CHECK(post.status == 422);
    CHECK(post.body.contains("at most 3"));
    CHECK_FALSE(f.store().line(board, t1.ns, t1.ew));
}

TEST_CASE("table scoring refuses what a phone must not do", "[tablescoring][security]") {
    Fixture f;
    const auto& t1 = f.seat(1, 1);
    const auto& t2 = f.seat(1, 2);
    const int board = f.movement.firstBoardOf(t1.set);
    const int otherBoard = f.movement.firstBoardOf(t2.set);
    Reply page = send(f.nam, "GET", f.url(1));
    const QByteArray token = tokenOf(page.body);
    REQUIRE(!token.isEmpty());

    SECTION("a wrong or missing table secret") {
        QUrl wrong = f.url(1);
        wrong.setPath(QStringLiteral("/t/1/wrongsecret"));
        CHECK(send(f.nam, "GET", wrong).status == 403);
        wrong.setPath(QStringLiteral("/t/1"));
        CHECK(send(f.nam, "GET", wrong).status == 404);
        // Table 1's secret does not open table 2.
        QUrl swapped = f.url(2);
        swapped.setPath(f.url(1).path().replace(QStringLiteral("/t/1/"), QStringLiteral("/t/2/")));
        CHECK(send(f.nam, "GET", swapped).status == 403);
        QUrl post = wrong;
        post.setPath(QStringLiteral("/t/1/wrongsecret/enter"));
        CHECK(send(f.nam, "POST", post, enterForm(token, 1, board, "pass=1")).status == 403);
    }
    SECTION("a board another table plays (another table's pairs)") {
        Reply r = send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                       enterForm(token, 1, otherBoard, "pass=1"));
        CHECK(r.status == 403);
        CHECK_FALSE(f.store().line(otherBoard, t2.ns, t2.ew));
        CHECK(f.store().lines().empty());
    }
    SECTION("a board not in play in this round: a later round") {
        const auto& later = f.seat(2, 1);
        Reply r = send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                       enterForm(token, 2, f.movement.firstBoardOf(later.set), "pass=1"));
        CHECK(r.status == 403);
        CHECK(f.store().lines().empty());
    }
    SECTION("a board outside the event") {
        Reply r = send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                       enterForm(token, 1, 999, "pass=1"));
        CHECK(r.status == 403);
    }
    SECTION("a replayed request changes nothing") {
        const QByteArray form =
            enterForm(token, 1, board, "level=3&strain=NT&declarer=S&result=%3D");
        CHECK(send(f.nam, "POST", f.url(1, QStringLiteral("/enter")), form).status == 303);
        const auto before = f.store().lines();
        Reply again = send(f.nam, "POST", f.url(1, QStringLiteral("/enter")), form);
        CHECK(again.status == 409);
        CHECK(f.store().lines() == before);
        CHECK(f.store().lines().size() == 1);
        // A changed replay of the old form is refused too.
        Reply changed = send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                             enterForm(token, 1, board, "level=7&strain=NT&declarer=S&result=%3D"));
        CHECK(changed.status == 409);
        CHECK(f.store().lines() == before);
    }
    SECTION("an oversized body") {
        const QByteArray huge = "token=" + token + "&lead=" + QByteArray(64 * 1024, 'x');
        CHECK(send(f.nam, "POST", f.url(1, QStringLiteral("/enter")), huge).status == 413);
        CHECK(f.store().lines().empty());
    }
    SECTION("paths outside the app") {
        const QByteArray secretPath = f.url(1).path().toUtf8();
        CHECK(rawStatus(f.server.port(),
                        "GET " + secretPath + "/../../../etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n") ==
              404);
        CHECK(rawStatus(f.server.port(),
                        "GET /%2e%2e/%2e%2e/etc/passwd HTTP/1.1\r\nHost: x\r\n\r\n") == 404);
        CHECK(rawStatus(f.server.port(), "GET /static/../../db HTTP/1.1\r\nHost: x\r\n\r\n") ==
              404);
        CHECK(rawStatus(f.server.port(), "DELETE " + secretPath + " HTTP/1.1\r\nHost: x\r\n\r\n") ==
              405);
    }
    SECTION("a confirmed line cannot be overwritten from the table") {
        CHECK(send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                   enterForm(token, 1, board, "pass=1"))
                  .status == 303);
        Reply p = send(f.nam, "GET", f.url(1));
        CHECK(send(f.nam, "POST", f.url(1, QStringLiteral("/confirm")),
                   "token=" + tokenOf(p.body) + "&round=1&board=" + QByteArray::number(board))
                  .status == 303);
        p = send(f.nam, "GET", f.url(1));
        Reply r =
            send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                 enterForm(tokenOf(p.body), 1, board, "level=7&strain=NT&declarer=S&result=%3D"));
        CHECK(r.status == 422);
        CHECK(f.store().line(board, t1.ns, t1.ew)->line.play->contract.isPassedOut());
    }
}

TEST_CASE("table secrets persist across restarts of table scoring", "[tablescoring]") {
    Fixture f;
    const QMap<int, QUrl> first = f.server.tableUrls();
    f.server.stop();
    f.server.start(f.path, QHostAddress::LocalHost, 0);
    const QMap<int, QUrl> second = f.server.tableUrls();
    REQUIRE(first.size() == second.size());
    for (int table : first.keys())
        CHECK(first[table].path() == second[table].path());
    CHECK(send(f.nam, "GET", f.server.directorUrl()).status == 200);
}

namespace {

/// A raw connection from `from` (any 127.x.y.z: Linux answers the whole loopback block, so
/// one test can play several clients), recording what comes back and when it is closed.
struct RawClient {
    QTcpSocket socket;
    QByteArray answer;
    bool closed = false;

    RawClient(quint16 port, const QString& from = QStringLiteral("127.0.0.1")) {
        QObject::connect(&socket, &QTcpSocket::readyRead, [this] { answer += socket.readAll(); });
        QObject::connect(&socket, &QTcpSocket::disconnected, [this] { closed = true; });
        socket.bind(QHostAddress(from), 0);
        socket.connectToHost(QHostAddress::LocalHost, port);
    }
    int status() const {
        const QList<QByteArray> words = answer.split(' ');
        return words.size() > 1 ? words[1].toInt() : 0;
    }
};

/// Runs the event loop until `done` or `ms` pass; whether `done` came true.
template <typename Done> bool waitFor(Done done, int ms = 5000) {
    QElapsedTimer clock;
    clock.start();
    while (!done() && clock.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    return done();
}

bool allConnected(const std::vector<std::unique_ptr<RawClient>>& clients) {
    return std::all_of(clients.begin(), clients.end(), [](const auto& c) {
        return c->closed || c->socket.state() == QAbstractSocket::ConnectedState;
    });
}

int closedCount(const std::vector<std::unique_ptr<RawClient>>& clients) {
    return static_cast<int>(
        std::count_if(clients.begin(), clients.end(), [](const auto& c) { return c->closed; }));
}

} // namespace

TEST_CASE("idle and half-sent connections are closed in time; the server answers meanwhile",
          "[tablescoring][limits]") {
    app::TableScoringLimits limits;
    limits.idleTimeoutMs = 300;
    limits.requestTimeoutMs = 300;
    Fixture f(limits);
    std::vector<std::unique_ptr<RawClient>> silent, halfSent, trickling;
    for (int i = 0; i < 10; ++i) {
        silent.push_back(std::make_unique<RawClient>(f.server.port()));
        halfSent.push_back(std::make_unique<RawClient>(f.server.port()));
    }
    trickling.push_back(std::make_unique<RawClient>(f.server.port()));
    REQUIRE(waitFor([&] { return allConnected(silent) && allConnected(halfSent); }));
    for (auto& c : halfSent)
        c->socket.write("GET / HTTP/1.1\r\nHo");
    // A byte every 100 ms: each keeps the connection busy, none buys more time.
    QTimer drip;
    int dripped = 0;
    QObject::connect(&drip, &QTimer::timeout, [&] {
        if (!trickling[0]->closed && dripped < 100)
            trickling[0]->socket.write(QByteArray(1, "GET / HTTP/1.1\r\nX-Slow: "[dripped++ % 24]));
    });
    drip.start(100);

    CHECK(send(f.nam, "GET", f.url(1)).status == 200);
    REQUIRE(waitFor([&] {
        return closedCount(silent) == 10 && closedCount(halfSent) == 10 && trickling[0]->closed;
    }));
    for (auto& c : halfSent)
        CHECK(c->status() == 408);
    CHECK(trickling[0]->status() == 408);
    CHECK(dripped < 30); // closed after about 300 ms of trickle, not after 100 bytes
    CHECK(send(f.nam, "GET", f.url(1)).status == 200);
}

TEST_CASE("at the caps, the oldest connection without a secret makes room; a table's never",
          "[tablescoring][limits]") {
    app::TableScoringLimits limits;
    limits.maxConnectionsPerClient = 4;
    limits.maxConnections = 6;
    limits.idleTimeoutMs = 20000; // nothing here is closed for idling
    limits.untrustedIdleTimeoutMs = 20000;
    Fixture f(limits);
    // A table's phone opens its page on a connection it keeps: it has shown its secret.
    const QByteArray page = "GET " + f.url(1).path().toUtf8() + " HTTP/1.1\r\nHost: a\r\n\r\n";
    RawClient table(f.server.port(), "127.0.0.2");
    REQUIRE(waitFor([&] { return table.socket.state() == QAbstractSocket::ConnectedState; }));
    table.socket.write(page);
    REQUIRE(waitFor([&] { return table.status() != 0; }));
    CHECK(table.status() == 200);

    std::vector<std::unique_ptr<RawClient>> greedy, other;
    const auto open = [&](std::vector<std::unique_ptr<RawClient>>& into, const char* from) {
        into.push_back(std::make_unique<RawClient>(f.server.port(), QString::fromLatin1(from)));
        REQUIRE(waitFor([&] { return allConnected(into); }));
        waitFor([] { return false; }, 50); // the server has accepted it
    };
    // The table's address holds 4 at most: its 4th and 5th push out its oldest idle ones,
    // never the table's own.
    for (int i = 0; i < 5; ++i)
        open(greedy, "127.0.0.2");
    REQUIRE(waitFor([&] { return closedCount(greedy) == 2; }));
    CHECK(greedy[0]->closed);
    CHECK(greedy[1]->closed);
    CHECK_FALSE(table.closed);
    // Six in all: a seventh from elsewhere pushes out the oldest of the client holding most.
    for (int i = 0; i < 3; ++i)
        open(other, "127.0.0.3");
    REQUIRE(waitFor([&] { return closedCount(greedy) == 3; }));
    CHECK(greedy[2]->closed);
    CHECK(closedCount(other) == 0);
    CHECK_FALSE(table.closed);
    // The table carries on, on its own connection; those kept are served.
    table.answer.clear();
    table.socket.write(page);
    REQUIRE(waitFor([&] { return table.status() != 0; }));
    CHECK(table.status() == 200);
    other.back()->socket.write("GET / HTTP/1.1\r\nHost: a\r\n\r\n");
    REQUIRE(waitFor([&] { return other.back()->status() != 0; }));
    CHECK(other.back()->status() == 200);
}

TEST_CASE("a phone's pass through a lockout outlives a restart of the server",
          "[tablescoring][limits][security]") {
    app::TableScoringLimits limits;
    limits.maxWrongAddresses = 3;
    Fixture f(limits);
    REQUIRE(send(f.nam, "GET", f.url(1)).status == 200); // its session cookie
    f.server.stop();
    f.server.start(f.path, QHostAddress::LocalHost, 0, limits);
    QNetworkAccessManager guesser;
    QUrl wrong = f.url(2);
    wrong.setPath(QStringLiteral("/t/2/abcdefgh"));
    for (int i = 0; i < 3; ++i)
        send(guesser, "GET", wrong);
    CHECK(send(guesser, "GET", f.url(1)).status == 429);
    // The phone that opened its table before the restart is still let through.
    CHECK(send(f.nam, "GET", f.url(1)).status == 200);
}

TEST_CASE("a phone's error page never shows where the server keeps its files",
          "[tablescoring][security]") {
    Fixture f;
    const auto& t1 = f.seat(1, 1);
    const int board = f.movement.firstBoardOf(t1.set);
    const Reply page = send(f.nam, "GET", f.url(1));
    REQUIRE(page.status == 200);
    // The event moved away while serving: the store refuses, the phone is told why.
    REQUIRE(QFile::rename(f.path, f.dir.filePath(QStringLiteral("moved.db"))));
    const Reply r = send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                         enterForm(tokenOf(page.body), 1, board, "pass=1"));
    CHECK(r.status == 500);
    CHECK(r.body.contains("was moved or deleted"));
    CHECK(r.body.contains("Ask the director."));
    CHECK_FALSE(r.body.contains(f.dir.path().toUtf8()));
    CHECK_FALSE(r.body.contains("club.db"));
}

TEST_CASE("a body announced too large is refused before it is sent", "[tablescoring][limits]") {
    Fixture f;
    RawClient c(f.server.port());
    REQUIRE(waitFor([&] { return c.socket.state() == QAbstractSocket::ConnectedState; }));
    // Only the head: a server that waits for 64 MB before judging never answers this.
    c.socket.write(f.url(1).path().prepend("POST ").append("/enter HTTP/1.1\r\n").toUtf8() +
                   "Host: a\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                   "Content-Length: 67108864\r\n\r\n");
    REQUIRE(waitFor([&] { return c.status() != 0; }));
    CHECK(c.status() == 413);
    CHECK(waitFor([&] { return c.closed; }));
    // A header section above its limit is refused too.
    RawClient big(f.server.port());
    REQUIRE(waitFor([&] { return big.socket.state() == QAbstractSocket::ConnectedState; }));
    big.socket.write("GET / HTTP/1.1\r\nHost: a\r\nX-Big: " + QByteArray(64 * 1024, 'x'));
    REQUIRE(waitFor([&] { return big.status() != 0; }));
    CHECK(big.status() == 431);
    CHECK(send(f.nam, "GET", f.url(1)).status == 200);
}

TEST_CASE("guessing addresses gets 429, while the tables already playing carry on",
          "[tablescoring][limits][security]") {
    app::TableScoringLimits limits;
    limits.maxWrongAddresses = 3;
    limits.lockoutMs = 1500;
    Fixture f(limits);
    // Table 1's phone opens its page first (and gets its session cookie). Everything here
    // comes from 127.0.0.1: the club's phones and a guesser behind one NAT address.
    Reply page = send(f.nam, "GET", f.url(1));
    REQUIRE(page.status == 200);

    QNetworkAccessManager guesser;
    QUrl wrong = f.url(2);
    wrong.setPath(QStringLiteral("/t/2/abcdefgh"));
    for (int i = 0; i < 3; ++i)
        CHECK(send(guesser, "GET", wrong).status == 403);
    CHECK(send(guesser, "GET", wrong).status == 429);
    // Locked out, even a right guess is refused, so a guess teaches nothing; so is an
    // unknown table and a wrong director's address.
    CHECK(send(guesser, "GET", f.url(2)).status == 429);
    wrong.setPath(QStringLiteral("/t/99/abcdefgh"));
    CHECK(send(guesser, "GET", wrong).status == 429);
    wrong.setPath(QStringLiteral("/d/abcdefghabcdefgh"));
    CHECK(send(guesser, "GET", wrong).status == 429);
    // The director, behind the same router, still opens the director's page: its secret is
    // far beyond guessing.
    CHECK(send(guesser, "GET", f.server.directorUrl()).status == 200);
    // The table already playing carries on, from the same address.
    const auto& t1 = f.seat(1, 1);
    const int board = f.movement.firstBoardOf(t1.set);
    page = send(f.nam, "GET", f.url(1));
    CHECK(page.status == 200);
    CHECK(send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
               enterForm(tokenOf(page.body), 1, board, "pass=1"))
              .status == 303);
    CHECK(f.store().line(board, t1.ns, t1.ew));
    // Its cookie lets it past the lockout, never past the secret.
    const QList<QNetworkCookie> cookies = f.nam.cookieJar()->cookiesForUrl(f.url(1));
    REQUIRE(cookies.size() == 1);
    const QByteArray cookie = "Cookie: " + cookies[0].toRawForm(QNetworkCookie::NameAndValueOnly);
    CHECK(rawStatus(f.server.port(), "GET " + f.url(1).path().toUtf8() +
                                         " HTTP/1.1\r\nHost: a\r\n" + cookie + "\r\n\r\n") == 200);
    CHECK(rawStatus(f.server.port(),
                    "GET /t/1/abcdefgh HTTP/1.1\r\nHost: a\r\n" + cookie + "\r\n\r\n") == 403);
    CHECK(rawStatus(f.server.port(), "GET /t/1/abcdefgh HTTP/1.1\r\nHost: a\r\n\r\n") == 429);
    // After the lockout, the right address works again.
    waitFor([] { return false; }, 1600);
    CHECK(send(guesser, "GET", f.url(2)).status == 200);
}

TEST_CASE("a refused lead never says who holds the card", "[tablescoring][security]") {
    Fixture f;
    {
        // The hand record is in the event, as when boards were dealt before play.
        db::EventStore store = db::EventStore::open(f.path.toStdString());
        tests::dealHands(store, 42);
    }
    const auto& t1 = f.seat(1, 1);
    const int board = f.movement.lastBoardOf(t1.set); // not yet played: the second of the round
    const core::Deal deal = *f.store().board(board)->deal;
    // North declares; East leads. A card North holds is not East's.
    std::optional<core::Card> northCard;
    for (int rank = 14; rank >= 2 && !northCard; --rank)
        for (core::Suit suit : {core::Suit::Spades, core::Suit::Hearts})
            if (!northCard && deal[core::Seat::North].has(core::Card{suit, rank}))
                northCard = core::Card{suit, rank};
    REQUIRE(northCard);
    Reply page = send(f.nam, "GET", f.url(1));
    Reply r = send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                   enterForm(tokenOf(page.body), 1, board,
                             "level=3&strain=NT&declarer=N&result=%3D&lead=" +
                                 QByteArray::fromStdString(core::cardText(*northCard))));
    CHECK(r.status == 422);
    CHECK(r.body.contains("is not in East's hand"));
    CHECK_FALSE(r.body.contains("holds"));
    CHECK_FALSE(r.body.contains("North holds"));
    CHECK_FALSE(f.store().line(board, t1.ns, t1.ew));
    // A lead East holds is taken.
    std::optional<core::Card> eastCard;
    for (int rank = 2; rank <= 14 && !eastCard; ++rank)
        for (core::Suit suit : {core::Suit::Clubs, core::Suit::Diamonds})
            if (!eastCard && deal[core::Seat::East].has(core::Card{suit, rank}))
                eastCard = core::Card{suit, rank};
    REQUIRE(eastCard);
    auto enterLead = [&](const core::Card* lead) {
        Reply p = send(f.nam, "GET", f.url(1));
        return send(f.nam, "POST", f.url(1, QStringLiteral("/enter")),
                    enterForm(tokenOf(p.body), 1, board,
                              "level=3&strain=NT&declarer=N&result=%3D&lead=" +
                                  (lead ? QByteArray::fromStdString(core::cardText(*lead))
                                        : QByteArray())));
    };
    CHECK(enterLead(&*eastCard).status == 303);
    CHECK(f.store().line(board, t1.ns, t1.ew)->line.lead == eastCard);
    // A lead checked again tells nothing new, and is answered as before.
    r = enterLead(&*northCard);
    CHECK(r.status == 422);
    CHECK_FALSE(r.body.contains("holds"));
    CHECK(enterLead(&*eastCard).status == 303);
    // Every lead checked is a probe of the leader's hand, taken or refused: a third card is
    // still checked; after it, any other card is refused without a look at the hand, whoever
    // holds it, and the board is entered without a lead.
    std::vector<core::Card> others;
    for (core::Seat seat : {core::Seat::East, core::Seat::West, core::Seat::South})
        for (int rank = 2; rank <= 14; ++rank)
            for (core::Suit suit : {core::Suit::Clubs, core::Suit::Diamonds, core::Suit::Hearts,
                                    core::Suit::Spades}) {
                const core::Card card{suit, rank};
                if (deal[seat].has(card) && card != *eastCard && card != *northCard &&
                    std::none_of(others.begin(), others.end(),
                                 [&](const core::Card& c) { return deal[seat].has(c); }))
                    others.push_back(card);
            }
    REQUIRE(others.size() == 3);                // one of East's, one of West's, one of South's
    CHECK(enterLead(&others[2]).status == 422); // South's card: the third lead checked
    const QRegularExpression message(QStringLiteral("Enter board \\d+ without the lead"));
    r = enterLead(&others[0]); // East holds it, and it is still refused
    CHECK(r.status == 422);
    CHECK(message.match(QString::fromUtf8(r.body)).hasMatch());
    const Reply west = enterLead(&others[1]);
    CHECK(west.status == 422);
    CHECK(message.match(QString::fromUtf8(west.body)).hasMatch());
    // Refused the same way: East's card and West's give the same page, but for the card.
    const auto withoutCard = [](QByteArray body, const core::Card& card) {
        body.replace(QByteArray::fromStdString(core::cardText(card)), "CARD");
        return QString::fromUtf8(body).remove(
            QRegularExpression(QStringLiteral("value=\"[a-z0-9]{16}\"")));
    };
    CHECK(withoutCard(r.body, others[0]) == withoutCard(west.body, others[1]));
    // The count is in the event: a server started again still refuses.
    f.server.stop();
    f.server.start(f.path, QHostAddress::LocalHost, 0);
    r = enterLead(&others[0]);
    CHECK(r.status == 422);
    CHECK(message.match(QString::fromUtf8(r.body)).hasMatch());
    CHECK(enterLead(nullptr).status == 303);
    CHECK_FALSE(f.store().line(board, t1.ns, t1.ew)->line.lead);
}

TEST_CASE("a table cannot open a board or a round before it reaches it",
          "[tablescoring][security]") {
    Fixture f;
    const auto& later = f.seat(2, 1);
    const int laterBoard = f.movement.firstBoardOf(later.set);
    REQUIRE(f.movement.setOfBoard(laterBoard) != f.seat(1, 1).set);
    QUrl round2 = f.url(1);
    round2.setQuery(QStringLiteral("round=2"));
    Reply r = send(f.nam, "GET", round2);
    CHECK(r.status == 403);
    CHECK(r.body.contains("Round 2 has not started at table 1 yet."));
    const QByteArray laterForm = "name=\"board\" value=\"" + QByteArray::number(laterBoard) + '"';
    CHECK_FALSE(r.body.contains(laterForm));
    QUrl boardLater = f.url(1);
    boardLater.setQuery(QStringLiteral("round=2&board=%1").arg(laterBoard));
    r = send(f.nam, "GET", boardLater);
    CHECK(r.status == 403);
    boardLater.setQuery(QStringLiteral("round=1&board=%1").arg(laterBoard));
    r = send(f.nam, "GET", boardLater);
    CHECK(r.status == 403);
    CHECK(r.body.contains(
        QStringLiteral("Board %1 is not played at table 1 in round 1.").arg(laterBoard).toUtf8()));
    CHECK_FALSE(r.body.contains(laterForm));
}

TEST_CASE("a phone shows the board's dealer and vulnerability as the hand record has them",
          "[tablescoring]") {
    // An imported hand record whose boards are not in the standard rotation: the phone shows
    // what is printed on the board the players hold, not the rotation's.
    Fixture f;
    const auto& t1 = f.seat(1, 1);
    const int board = f.movement.firstBoardOf(t1.set);
    {
        db::EventStore store = db::EventStore::open(f.path.toStdString());
        tests::dealHands(store, 5);
        db::StoredBoard b = *store.board(board);
        b.dealer = core::Seat::West;
        b.vulnerability = core::vulnerabilityOf(board) == core::Vulnerability::Both
                              ? core::Vulnerability::None
                              : core::Vulnerability::Both;
        store.importHands({b});
    }
    const std::string shown = send(f.nam, "GET", f.url(1)).body.toStdString();
    const std::string expected =
        "Dealer W &middot; Vul " + core::vulnerabilityText(f.store().board(board)->vulnerability);
    CHECK(shown.find(expected) != std::string::npos);
}

TEST_CASE("a table of a session of two sections names its pairs as their cards print them",
          "[tablescoring][sections]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("busy.db"));
    tests::createSectionedEvent(path, "Busy night", tests::generated("mitchell", 3, 1), 2, false);
    app::TableScoringServer server;
    server.start(path, QHostAddress::LocalHost, 0);
    QNetworkAccessManager nam;
    const Reply page = send(nam, "GET", server.tableUrls().value(1));
    REQUIRE(page.status == 200);
    // Section A is served: its table 1 seats A1NS against A1EW, with the letter.
    CHECK(page.body.contains("Pair A1NS"));
    CHECK(page.body.contains("Pair A1EW"));
    CHECK_FALSE(page.body.contains("Pair 1NS"));
}
