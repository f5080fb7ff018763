// SPDX-License-Identifier: GPL-3.0-or-later
// The console and its event file: one writer per event (a second Overplay is refused as a
// writer and gets a read-only window with a banner), and Save a copy.
#include "ConsoleFixtures.h"
#include "EventFileFixtures.h"
#include "OpenEvent.h"
#include "app/console/EventDocument.h"
#include "core/Contract.h"
#include "db/EventStore.h"

#include <QCoreApplication>
#include <QLabel>
#include <QTemporaryDir>

using namespace overplay;
using tests::actionNamed;
using tests::cliPath;
using tests::Run;
using tests::runCli;

TEST_CASE("a second Overplay is never a second writer: it is refused, or opens read-only",
          "[console][eventfile]") {
    const tests::NewEventFile event("Thursday pairs", tests::generated("mitchell", 5, 2));
    const QString ours = QStringLiteral("(pid %1)").arg(QCoreApplication::applicationPid());

    SECTION("the console writes: the command line reads, and is refused as a writer") {
        app::MainWindow window;
        window.setQuiet(true);
        window.show();
        REQUIRE(window.openFile(event.path));
        REQUIRE_FALSE(window.readOnlyBanner()->isVisibleTo(&window));
        tests::startTableScoring(window); // the console's own server is the same writer

        const Run result =
            runCli({QStringLiteral("result"), event.path, "1", "1", "6", "3NT", "N", "="});
        CHECK(result.status == 1);
        CHECK(result.err.contains("is open for writing in another Overplay " + ours));
        const Run serve =
            runCli({QStringLiteral("serve"), event.path, "--bind", "127.0.0.1", "--port", "0"});
        CHECK(serve.status == 1);
        CHECK(serve.err.contains("is open for writing in another Overplay " + ours));
        const Run rank = runCli({QStringLiteral("rank"), event.path});
        CHECK(rank.status == 0);
        CHECK(window.document()->store().lines().empty());
    }

    SECTION("another Overplay writes: the console opens it read-only, with a banner") {
        QProcess serve;
        serve.start(cliPath,
                    {QStringLiteral("serve"), event.path, "--bind", "127.0.0.1", "--port", "0"});
        REQUIRE(serve.waitForStarted());
        QByteArray printed;
        while (!printed.contains("director:") && serve.waitForReadyRead(10000))
            printed += serve.readAllStandardOutput();
        REQUIRE(printed.contains("director:"));

        app::MainWindow window;
        window.setQuiet(true);
        window.show();
        REQUIRE(window.openFile(event.path));
        CHECK(window.document()->store().isReadOnly());
        REQUIRE(window.readOnlyBanner()->isVisibleTo(&window));
        CHECK(window.readOnlyBanner()->text().contains(
            QStringLiteral("club.db is open for writing in another Overplay (pid %1)")
                .arg(serve.processId())));
        // Looking works; changing is refused with the reason, and nothing is written.
        CHECK(window.document()->store().lines().empty());
        core::TravellerLine line;
        line.board = 1;
        line.ns = 1;
        line.ew = 6;
        line.play = core::makePlay(core::parseContract("3NT"), core::Seat::North, "=");
        CHECK_THROWS_WITH(window.document()->enterLine(line), Catch::Contains("read-only"));

        serve.terminate();
        REQUIRE(serve.waitForFinished(10000));
        // Once the other Overplay has closed it, the console opens it for writing again.
        REQUIRE(window.openFile(event.path));
        CHECK_FALSE(window.document()->store().isReadOnly());
        CHECK_FALSE(window.readOnlyBanner()->isVisibleTo(&window));
    }
}

TEST_CASE("File > Save a copy writes the event as it is now", "[console][eventfile]") {
    tests::OpenEvent opened("Thursday pairs", tests::generated("mitchell", 5, 2),
                            QStringLiteral("club.db"), tests::Window::Hidden);
    app::MainWindow& window = opened.window;
    const QString& path = opened.path;
    QTemporaryDir& dir = opened.dir;
    REQUIRE(actionNamed(window, QStringLiteral("Save a copy")));
    core::TravellerLine line;
    line.board = 1;
    line.ns = 1;
    line.ew = 6;
    line.play = core::makePlay(core::parseContract("3NT"), core::Seat::North, "=");
    window.document()->enterLine(line);

    const QString copy = dir.filePath(QStringLiteral("copy.db"));
    REQUIRE(window.saveCopyTo(copy));
    CHECK(db::EventStore::open(copy.toStdString(), tests::readOnly()).lines().size() == 1);
    CHECK_FALSE(window.saveCopyTo(copy)); // never over another file
    CHECK(window.lastError().contains("already exists"));

    // The command line's backup does the same, even while the console writes.
    const QString cliCopy = dir.filePath(QStringLiteral("cli-copy.db"));
    const Run backup = runCli({QStringLiteral("backup"), path, cliCopy});
    CHECK(backup.status == 0);
    CHECK(db::EventStore::open(cliCopy.toStdString(), tests::readOnly()).lines().size() == 1);
}
