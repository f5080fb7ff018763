// Table scoring over loopback: a round played at a table, and every way a phone (or anyone
// else on the network) could try to write where it must not.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "app/tablescoring/TableScoringServer.h"
#include "core/Board.h"
#include "db/EventStore.h"
#include "movements/Generate.h"

#include <QEventLoop>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace overplay;

namespace {

struct Reply {
    int status = 0;
    QByteArray body;
    QByteArray location;
};

Reply send(QNetworkAccessManager& nam, const QByteArray& method, const QUrl& url,
           const QByteArray& body = {}) {
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                         QNetworkRequest::ManualRedirectPolicy);
    request.setHeader(QNetworkRequest::ContentTypeHeader, "application/x-www-form-urlencoded");
    QNetworkReply* reply = method == "GET" ? nam.get(request) : nam.post(request, body);
    QEventLoop loop;
    QObject::connect(reply, &QNetworkReply::finished, &loop, &QEventLoop::quit);
    QTimer::singleShot(10000, &loop, &QEventLoop::quit);
    loop.exec();
    Reply out;
    out.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.body = reply->readAll();
    out.location = reply->rawHeader("Location");
    reply->deleteLater();
    return out;
}

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

QByteArray tokenOf(const QByteArray& html) {
    static const QRegularExpression re(QStringLiteral("name=\"token\" value=\"([a-z0-9]+)\""));
    auto match = re.match(QString::fromUtf8(html));
    return match.hasMatch() ? match.captured(1).toUtf8() : QByteArray();
}

struct Fixture {
    QTemporaryDir dir;
    QString path;
    app::TableScoringServer server;
    QNetworkAccessManager nam;
    movements::Movement movement;

    Fixture() {
        tests::consoleTestApp();
        path = dir.filePath(QStringLiteral("club.db"));
        movement = tests::generated("howell", 8, 2);
        tests::createEvent(path, "Tuesday pairs", movement);
        server.start(path, QHostAddress::LocalHost, 0);
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
