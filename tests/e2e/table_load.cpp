// SPDX-License-Identifier: GPL-3.0-or-later
// Load test of table scoring on loopback: every table of a Mitchell enters every board of the
// evening as fast as it can (GET the page, POST the entry, GET, POST the confirmation, board
// after board), all tables at once, while a director corrects confirmed lines through a
// connection of their own to the same event file. Afterwards every board × table must be in
// the store exactly once, with the value last given, and no request may have failed.
//
// Usage: table_load [--tables 30] [--rounds 0 (all)] [--boards-per-round 2]
// Prints requests per second and the slowest response. Exit 0 only when nothing was lost,
// duplicated or refused.
#include "app/tablescoring/TableScoringServer.h"
#include "core/Contract.h"
#include "db/EventStore.h"
#include "movements/Generate.h"
#include "tests/e2e/LoadPrograms.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QThread>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>
#include <random>
#include <thread>
#include <tuple>
#include <vector>

using namespace overplay;

namespace {

using Key = std::tuple<int, int, int>; ///< board, ns, ew

/// What every table enters on a board: varied, always a legal result.
core::TravellerLine tableResult(int board, const movements::TableRound& tr) {
    static const char* const contracts[] = {"4S", "3NT", "2H", "1C", "5D", "6NT", "3C"};
    static const char* const results[] = {"=", "+1", "-1", "=", "-2", "=", "+2"};
    const int k = (board * 7 + tr.table * 3) % 7;
    core::TravellerLine line;
    line.board = board;
    line.ns = tr.ns;
    line.ew = tr.ew;
    line.play = core::makePlay(core::parseContract(contracts[k]),
                               static_cast<core::Seat>((board + tr.table) % 4), results[k]);
    return line;
}

QByteArray formOf(const core::TravellerLine& line) {
    const core::Play& p = *line.play;
    static const char* const strains[] = {"C", "D", "H", "S", "NT"};
    return "&level=" + QByteArray::number(p.contract.level) +
           "&strain=" + strains[static_cast<int>(p.contract.strain)] +
           "&declarer=" + QByteArray(1, core::seatLetter(p.declarer)) +
           "&result=" + QUrl::toPercentEncoding(QString::fromStdString(p.resultText()));
}

struct Stats {
    std::mutex mutex;
    std::vector<double> latenciesMs;
    int failures = 0;
    std::vector<std::string> failureSamples;

    void record(double ms, bool ok, const std::string& what) {
        std::lock_guard lock(mutex);
        latenciesMs.push_back(ms);
        if (!ok) {
            ++failures;
            if (failureSamples.size() < 10)
                failureSamples.push_back(what);
        }
    }
};

/// One table's phone: plays its rounds board by board, one request at a time.
class TableClient : public QObject {
public:
    TableClient(QUrl base, std::vector<std::pair<int, int>> boards, Stats& stats,
                std::function<void()> done)
        : m_base(std::move(base)), m_boards(std::move(boards)), m_stats(stats),
          m_done(std::move(done)), m_nam(new QNetworkAccessManager(this)) {
        // A child, so it moves to the clients' thread with its table.
        m_nam->setProxy(QNetworkProxy::NoProxy);
    }
    void start(const std::map<int, QByteArray>& forms) {
        m_forms = forms;
        next();
    }

private:
    enum class Step { Page, Enter, Again, Confirm };

    void next() {
        if (m_index >= m_boards.size()) {
            m_done();
            return;
        }
        const auto [round, board] = m_boards[m_index];
        QUrl url = m_base;
        switch (m_step) {
        case Step::Page:
        case Step::Again:
            url.setQuery(QStringLiteral("round=%1").arg(round));
            send(url, {});
            break;
        case Step::Enter:
            url.setPath(url.path() + QStringLiteral("/enter"));
            send(url, "token=" + m_token + "&round=" + QByteArray::number(round) +
                          "&board=" + QByteArray::number(board) + m_forms.at(board));
            break;
        case Step::Confirm:
            url.setPath(url.path() + QStringLiteral("/confirm"));
            send(url, "token=" + m_token + "&round=" + QByteArray::number(round) +
                          "&board=" + QByteArray::number(board));
            break;
        }
    }

    void send(const QUrl& url, const QByteArray& body) {
        QNetworkRequest request(url);
        request.setAttribute(QNetworkRequest::RedirectPolicyAttribute,
                             QNetworkRequest::ManualRedirectPolicy);
        request.setTransferTimeout(30000);
        request.setHeader(QNetworkRequest::ContentTypeHeader, "application/x-www-form-urlencoded");
        auto timer = std::make_shared<QElapsedTimer>();
        timer->start();
        const bool post = !body.isEmpty();
        QNetworkReply* reply = post ? m_nam->post(request, body) : m_nam->get(request);
        QObject::connect(reply, &QNetworkReply::finished, this, [this, reply, timer, post, url] {
            const double ms = static_cast<double>(timer->nsecsElapsed()) / 1e6;
            const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
            const QByteArray answer = reply->readAll();
            reply->deleteLater();
            const bool ok = post ? status == 303 : status == 200;
            m_stats.record(ms, ok,
                           (post ? "POST " : "GET ") + url.toString().toStdString() + " → " +
                               std::to_string(status) + " " +
                               QString::fromUtf8(answer.left(300)).toStdString());
            if (!ok) {
                // Give up this table: the failure is reported, the run ends.
                m_index = m_boards.size();
                next();
                return;
            }
            if (!post) {
                static const QRegularExpression re(
                    QStringLiteral("name=\"token\" value=\"([a-z0-9]+)\""));
                m_token = re.match(QString::fromUtf8(answer)).captured(1).toUtf8();
            }
            switch (m_step) {
            case Step::Page:
                m_step = Step::Enter;
                break;
            case Step::Enter:
                m_step = Step::Again;
                break;
            case Step::Again:
                m_step = Step::Confirm;
                break;
            case Step::Confirm:
                m_step = Step::Page;
                ++m_index;
                break;
            }
            next();
        });
    }

    QUrl m_base;
    std::vector<std::pair<int, int>> m_boards; ///< (round, board) in playing order
    Stats& m_stats;
    std::function<void()> m_done;
    std::map<int, QByteArray> m_forms;
    QNetworkAccessManager* m_nam;
    std::size_t m_index = 0;
    Step m_step = Step::Page;
    QByteArray m_token;
};

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    int tables = 30, rounds = 0, boardsPerRound = 2;
    overplay::e2e::readNumberOptions(
        app.arguments(),
        {{"--tables", &tables}, {"--rounds", &rounds}, {"--boards-per-round", &boardsPerRound}});

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("load.db"));
    movements::MovementRequest request;
    request.kind = "mitchell";
    request.tables = tables;
    request.rounds = rounds;
    request.boardsPerRound = boardsPerRound;
    const movements::Movement movement = movements::generateMovement(request);
    overplay::e2e::createEvent(path, "Load test", movement);

    app::TableScoringServer server;
    server.start(path, QHostAddress::LocalHost, 0);
    const QMap<int, QUrl> urls = server.tableUrls();

    // What each table will enter, and the order it plays its boards in.
    std::map<Key, core::TravellerLine> expected;
    std::map<int, std::vector<std::pair<int, int>>> plan;
    std::map<int, std::map<int, QByteArray>> forms;
    for (const movements::Round& round : movement.rounds)
        for (const movements::TableRound& tr : round.tables) {
            if (tr.set <= 0 || tr.ns <= 0 || tr.ew <= 0)
                continue;
            for (int b = movement.firstBoardOf(tr.set); b <= movement.lastBoardOf(tr.set); ++b) {
                const core::TravellerLine line = tableResult(b, tr);
                expected[{b, tr.ns, tr.ew}] = line;
                plan[tr.table].push_back({round.number, b});
                forms[tr.table][b] = formOf(line);
            }
        }

    Stats stats;
    std::atomic<bool> clientsDone{false};
    QElapsedTimer wall;

    // The director: corrects confirmed lines through a connection of their own.
    std::map<Key, core::TravellerLine> corrected;
    int directorErrors = 0, edits = 0;
    std::vector<std::string> directorFailures;
    std::thread director([&] {
        db::OpenOptions options;
        options.user = "director";
        db::EventStore store = db::EventStore::open(path.toStdString(), options);
        std::mt19937 random(7);
        while (!clientsDone.load()) {
            std::this_thread::sleep_for(std::chrono::milliseconds(5));
            std::vector<db::StoredLine> candidates;
            try {
                for (db::StoredLine& l : store.lines())
                    if (l.confirmed && !corrected.count({l.line.board, l.line.ns, l.line.ew}))
                        candidates.push_back(std::move(l));
            } catch (const std::exception& e) {
                ++directorErrors;
                directorFailures.push_back(std::string("lines(): ") + e.what());
                continue;
            }
            if (candidates.empty())
                continue;
            const db::StoredLine& pick = candidates[random() % candidates.size()];
            core::TravellerLine line = pick.line;
            try {
                if (edits % 2 == 0) {
                    line.play = core::makePlay(core::parseContract("3NT"), core::Seat::South, "-1");
                    line.lead.reset();
                    store.correctResult(line);
                } else {
                    line.play.reset();
                    line.lead.reset();
                    line.adjusted = core::parseAdjustedScore("A+/A-");
                    db::EnterOptions replace;
                    replace.replace = true;
                    store.enterAdjusted(line.board, line.ns, line.ew, *line.adjusted, replace);
                }
                corrected[{line.board, line.ns, line.ew}] = line;
                ++edits;
            } catch (const std::exception& e) {
                ++directorErrors;
                directorFailures.push_back(e.what());
            }
        }
    });

    // The phones: one client (its own connection) per table, all in one thread of their own.
    QThread clientThread;
    clientThread.start();
    int finished = 0;
    std::vector<std::unique_ptr<TableClient>> clients;
    std::vector<int> clientTables;
    wall.start();
    for (const auto& [table, boards] : plan) {
        clientTables.push_back(table);
        auto client = std::make_unique<TableClient>(urls.value(table), boards, stats, [&] {
            QMetaObject::invokeMethod(&app, [&] {
                if (++finished == static_cast<int>(clients.size()))
                    app.quit();
            });
        });
        client->moveToThread(&clientThread);
        clients.push_back(std::move(client));
    }
    for (std::size_t i = 0; i < clients.size(); ++i) {
        const auto& f = forms[clientTables[i]];
        TableClient* c = clients[i].get();
        QMetaObject::invokeMethod(c, [c, f] { c->start(f); });
    }
    // A hard bound: a stuck run fails instead of hanging.
    QTimer::singleShot(600000, &app, [&] {
        stats.record(0, false, "the run did not finish within 10 minutes");
        app.quit();
    });
    app.exec();
    const double seconds = static_cast<double>(wall.nsecsElapsed()) / 1e9;
    clientsDone = true;
    director.join();
    for (auto& client : clients)
        QMetaObject::invokeMethod(
            client.get(), [&client] { client.reset(); }, Qt::BlockingQueuedConnection);
    clientThread.quit();
    clientThread.wait();
    server.stop();

    // Every board × table exactly once, with the value the table or the director gave last.
    int lost = 0, wrong = 0, unconfirmed = 0;
    db::EventStore store = db::EventStore::open(path.toStdString());
    const std::vector<db::StoredLine> lines = store.lines();
    std::map<Key, int> seen;
    for (const db::StoredLine& l : lines)
        ++seen[{l.line.board, l.line.ns, l.line.ew}];
    const int duplicated = static_cast<int>(
        std::count_if(seen.begin(), seen.end(), [](const auto& kv) { return kv.second > 1; }));
    for (const auto& [key, want] : expected) {
        const auto [board, ns, ew] = key;
        auto stored = store.line(board, ns, ew);
        if (!stored) {
            ++lost;
            continue;
        }
        auto fix = corrected.find(key);
        const core::TravellerLine& value = fix != corrected.end() ? fix->second : want;
        if (stored->line.play != value.play || stored->line.adjusted != value.adjusted)
            ++wrong;
        if (fix == corrected.end() && !stored->confirmed)
            ++unconfirmed;
        if (fix != corrected.end() && stored->source != db::LineSource::Console)
            ++wrong;
    }
    const int extra = static_cast<int>(lines.size()) - static_cast<int>(expected.size());

    std::vector<double> ms = stats.latenciesMs;
    std::sort(ms.begin(), ms.end());
    auto at = [&](double q) {
        return ms.empty() ? 0.0
                          : ms[std::min(ms.size() - 1, static_cast<std::size_t>(q * ms.size()))];
    };
    std::printf("movement: %s, %d tables, %d rounds, %d boards per table\n", movement.name.c_str(),
                movement.tables, static_cast<int>(movement.rounds.size()),
                static_cast<int>(plan.begin()->second.size()));
    std::printf("requests: %zu in %.2f s = %.0f per second; %d failed\n", ms.size(), seconds,
                static_cast<double>(ms.size()) / seconds, stats.failures);
    std::printf("response ms: median %.1f, p99 %.1f, slowest %.1f\n", at(0.5), at(0.99),
                ms.empty() ? 0.0 : ms.back());
    std::printf("director: %d corrections while the tables entered, %d errors\n", edits,
                directorErrors);
    std::printf("store: %zu lines for %zu expected; lost %d, duplicated %d, extra %d, wrong %d, "
                "unconfirmed %d\n",
                lines.size(), expected.size(), lost, duplicated, extra, wrong, unconfirmed);
    for (const std::string& f : stats.failureSamples)
        std::printf("failed request: %s\n", f.c_str());
    for (std::size_t i = 0; i < std::min<std::size_t>(directorFailures.size(), 5); ++i)
        std::printf("director error: %s\n", directorFailures[i].c_str());
    const bool ok = stats.failures == 0 && directorErrors == 0 && lost == 0 && duplicated == 0 &&
                    extra == 0 && wrong == 0 && unconfirmed == 0;
    std::printf("%s\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
