// SPDX-License-Identifier: GPL-3.0-or-later
// The console on an event on a PostgreSQL server, with another program (overplay-cli, a
// second station) entering into the same section: each sees the other's lines within a
// second, the same line is never written twice, and the console's undo of a line the other
// station changed meanwhile is refused.
#include "ConsoleFixtures.h"
#include "EventFileFixtures.h"
#include "app/console/EventDocument.h"
#include "db/EventStore.h"
#include "tests/db/ThrowawayServer.h"

#include <QTemporaryDir>
#include <QTest>

using namespace overplay;
using tests::cliPath;

namespace {

/// How many lines of `board` the console's scored result holds.
std::size_t consoleLines(app::MainWindow& window, int board) {
    for (const auto& b : window.document()->result().boards)
        if (b.board == board)
            return b.lines.size();
    return 0;
}

/// The tricks of the first line of `board` the console's scored result holds (-1: none).
int consoleTricks(app::MainWindow& window, int board) {
    for (const auto& b : window.document()->result().boards)
        if (b.board == board && !b.lines.empty() && b.lines.front().line.play)
            return b.lines.front().line.play->tricks;
    return -1;
}

} // namespace

TEST_CASE("A server event: the console and a second station see each other's lines",
          "[console][server]") {
    tests::consoleTestApp();
    testing::ThrowawayServer server;
    const QString address = QString::fromStdString(server.event("thursday"));
    tests::createEvent(address, "Thursday pairs", tests::generated("mitchell", 3, 2));

    app::MainWindow window;
    window.setQuiet(true);
    window.show();
    REQUIRE(window.openFile(address));
    REQUIRE(window.document()->store().isOnServer());
    CHECK_FALSE(window.document()->store().isReadOnly());

    // The second station enters board 1; the console shows it within a second, unasked.
    const auto first =
        tests::runCli({QStringLiteral("result"), address, "1", "1NS", "1EW", "4S", "N", "="});
    REQUIRE(first.status == 0);
    QTRY_VERIFY_WITH_TIMEOUT(consoleLines(window, 1) == 1, 1000);

    // The console enters board 3; the second station refuses the same line as already there.
    core::TravellerLine mine;
    mine.board = 3;
    mine.ns = 2;
    mine.ew = 5;
    mine.play = core::Play{core::parseContract("3NT"), core::Seat::South, 10};
    window.document()->enterLine(mine);
    const auto same =
        tests::runCli({QStringLiteral("result"), address, "3", "2NS", "2EW", "2S", "W", "="});
    CHECK(same.status != 0);
    CHECK(same.err.contains(QStringLiteral("already has a result")));

    // The second station corrects the console's line; the console's undo of its entry is
    // then refused, and the corrected line stands.
    REQUIRE(tests::runCli({QStringLiteral("result"), address, "3", "2NS", "2EW", "3NT", "S", "=",
                           "--replace"})
                .status == 0);
    QTRY_VERIFY_WITH_TIMEOUT(consoleTricks(window, 3) == 9, 1000);
    window.document()->undoStack()->undo();
    const auto line = db::EventStore::open(address.toStdString()).line(3, 2, 5);
    REQUIRE(line);
    CHECK(line->line.play->tricks == 9);

    // A copy saved from the console is an event file with every line.
    QTemporaryDir dir;
    const QString copy = dir.filePath(QStringLiteral("thursday copy.db"));
    REQUIRE(window.saveCopyTo(copy));
    CHECK(db::EventStore::open(copy.toStdString()).lines().size() == 2);
}
