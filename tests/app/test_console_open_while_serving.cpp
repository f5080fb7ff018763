// SPDX-License-Identifier: GPL-3.0-or-later
// A fault-injection test of the console's open-while-serving path: phones enter results
// through table scoring while another program reads the event over and over (and tries to
// write it), and the console re-opens the event from Open recent and restarts table scoring
// after every round. Every result acknowledged (to a phone, or to the other program) must be
// in the file once the console has closed it. Opening the event once more must never drop
// this process's SQLite locks: if it did, the other program could checkpoint and delete the
// log under the console, and the results written meanwhile would be lost.
#include "ConsoleFixtures.h"
#include "EventFileFixtures.h"
#include "db/EventStore.h"

#include <QTemporaryDir>

#include <functional>
#include <set>
#include <tuple>

using namespace overplay;
using tests::cliPath;

TEST_CASE("open while serving: every result acknowledged is in the file after closing",
          "[console][eventfile][faults]") {
    const movements::Movement movement = tests::generated("mitchell", 5, 2);
    const tests::NewEventFile event("Thursday pairs", movement,
                                    QStringLiteral("open-while-serving.db"));

    app::MainWindow window;
    window.setQuiet(true);
    window.show();
    REQUIRE(window.openFile(event.path));
    app::TableScoringServer* server = tests::startTableScoring(window);
    QNetworkAccessManager nam;

    // Another program, all the while: `rank` over and over, and attempts to enter the lines
    // of tables 4 and 5 with `result` (a second writer, refused while the console writes).
    using Line = std::tuple<int, int, int>; // board, ns, ew
    std::vector<Line> cliLines;
    for (const auto& round : movement.rounds)
        for (const auto& t : round.tables)
            if (t.table >= 4)
                for (int b = 0; b < movement.boardsPerRound; ++b)
                    cliLines.emplace_back(movement.firstBoardOf(t.set) + b, t.ns, t.ew);
    std::set<Line> acknowledged;
    int refusedAsSecondWriter = 0, otherCliFailures = 0, ranks = 0;
    std::size_t nextCli = 0;
    QProcess reader, writer;
    bool finishing = false;
    QObject::connect(&reader, &QProcess::finished, [&](int code, QProcess::ExitStatus) {
        ranks += code == 0 ? 1 : 0;
        if (!finishing)
            reader.start(cliPath, {QStringLiteral("rank"), event.path});
    });
    std::function<void()> startWriter = [&] {
        if (finishing || nextCli >= cliLines.size())
            return;
        const auto [board, ns, ew] = cliLines[nextCli];
        writer.start(cliPath, {QStringLiteral("result"), event.path, QString::number(board),
                               QString::number(ns), QString::number(ew), "2S", "N", "="});
    };
    QObject::connect(&writer, &QProcess::finished, [&](int code, QProcess::ExitStatus status) {
        const QString err = QString::fromUtf8(writer.readAllStandardError());
        if (status == QProcess::NormalExit && code == 0)
            acknowledged.insert(cliLines[nextCli]);
        else if (err.contains("is open for writing in another Overplay"))
            ++refusedAsSecondWriter;
        else
            ++otherCliFailures;
        ++nextCli;
        startWriter();
    });
    reader.start(cliPath, {QStringLiteral("rank"), event.path});
    startWriter();

    // The phones of tables 1-3 play every round; after each round the console re-opens the
    // event from Open recent (which stops table scoring) and starts table scoring again.
    int phoneRefusals = 0;
    for (const auto& round : movement.rounds) {
        for (const auto& t : round.tables) {
            if (t.table > 3)
                continue;
            for (int b = 0; b < movement.boardsPerRound; ++b) {
                const int board = movement.firstBoardOf(t.set) + b;
                QUrl page = server->tableUrls().value(t.table);
                page.setQuery(QStringLiteral("round=%1").arg(round.number));
                const QByteArray token = tests::tokenOf(tests::send(nam, page).body);
                QUrl enter = server->tableUrls().value(t.table);
                enter.setPath(enter.path() + QStringLiteral("/enter"));
                const QByteArray form = "token=" + token +
                                        "&round=" + QByteArray::number(round.number) +
                                        "&board=" + QByteArray::number(board) +
                                        "&level=4&strain=H&dbl=&declarer=S&result=%3D";
                // 303: the phone is told the line is saved.
                if (tests::send(nam, enter, &form).status == 303)
                    acknowledged.insert({board, t.ns, t.ew});
                else
                    ++phoneRefusals;
                // The opponents confirm it, as at the table: a table moves on to its next
                // round only when the boards of this one are settled.
                const QByteArray confirmToken = tests::tokenOf(tests::send(nam, page).body);
                QUrl confirm = server->tableUrls().value(t.table);
                confirm.setPath(confirm.path() + QStringLiteral("/confirm"));
                const QByteArray confirmForm = "token=" + confirmToken +
                                               "&round=" + QByteArray::number(round.number) +
                                               "&board=" + QByteArray::number(board);
                if (tests::send(nam, confirm, &confirmForm).status != 303)
                    ++phoneRefusals;
            }
        }
        QAction* recent = tests::recentEntry(window, event.path);
        REQUIRE(recent);
        recent->trigger();
        REQUIRE(window.document());
        server = tests::startTableScoring(window);
    }
    // Let the other program finish what it is doing, then close the console.
    finishing = true;
    reader.waitForFinished(10000);
    writer.waitForFinished(10000);
    window.closeCurrentEvent();

    CHECK(phoneRefusals == 0);
    CHECK(otherCliFailures == 0);
    CHECK(ranks > 0);
    INFO(acknowledged.size() << " lines acknowledged, " << refusedAsSecondWriter
                             << " command-line lines refused as a second writer");
    const auto stored = db::EventStore::open(event.path.toStdString(), tests::readOnly()).lines();
    std::set<Line> kept;
    for (const auto& s : stored)
        kept.insert({s.line.board, s.line.ns, s.line.ew});
    int lost = 0;
    for (const Line& line : acknowledged)
        lost += kept.count(line) ? 0 : 1;
    CHECK(acknowledged.size() >= 30);
    CHECK(lost == 0);
}
