// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli and the event file: serve stops when its event is moved or deleted (the store
// then refuses every phone), backup saves a copy, and neither leaves anything half-made.
#include "CliRun.h"
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "db/EventStore.h"

#include <QCoreApplication>
#include <QFile>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>

using namespace overplay;
using overplay::tests::cli;
using overplay::tests::cliOk;

TEST_CASE("serve stops with a clear message when its event is moved away",
          "[cli][serve][eventfile]") {
    const tests::NewEventFile event("Thursday pairs", tests::generated("mitchell", 3, 2));

    bool gaveUp = false;
    QTimer move, giveUp;
    move.setSingleShot(true);
    giveUp.setSingleShot(true);
    QObject::connect(&move, &QTimer::timeout, [&] {
        QFile::rename(event.path, event.dir.filePath(QStringLiteral("moved.db")));
    });
    QObject::connect(&giveUp, &QTimer::timeout, [&] {
        gaveUp = true;
        QCoreApplication::quit();
    });
    move.start(300);
    giveUp.start(8000);
    const auto r = cli({"serve", event.path.toStdString(), "--bind", "127.0.0.1", "--port", "0"});
    CHECK_FALSE(gaveUp);
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("club.db: was moved or deleted while table scoring ran; "
                                      "table scoring stopped"));
}

TEST_CASE("backup saves a whole copy and never overwrites", "[cli][eventfile]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("club.db")).toStdString();
    const std::string copy = dir.filePath(QStringLiteral("copy.db")).toStdString();
    tests::createEvent(QString::fromStdString(path), "Thursday pairs",
                       tests::generated("mitchell", 3, 2));
    cliOk({"result", path, "1", "1", "1", "3NT", "N", "="});

    CHECK_THAT(cli({"--help"}).out, Catch::Contains("backup"));
    const auto r = cli({"backup", path, copy});
    CHECK(r.status == 0);
    CHECK_THAT(r.out, Catch::Contains("saved a copy"));
    CHECK(db::EventStore::open(copy, tests::readOnly()).lines().size() == 1);

    const auto again = cli({"backup", path, copy});
    CHECK(again.status == 1);
    CHECK_THAT(again.err, Catch::Contains("copy.db: already exists"));
}

TEST_CASE("new refuses a log left under its name, and leaves nothing behind", "[cli][eventfile]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("club.db")).toStdString();
    QFile wal(QString::fromStdString(path + "-wal"));
    REQUIRE(wal.open(QIODevice::WriteOnly));
    wal.write("a log a killed server left behind");
    wal.close();
    const auto r = cli({"new", path, "--name", "Club", "--movement", "mitchell", "--tables", "3"});
    CHECK(r.status == 1);
    CHECK_THAT(r.err, Catch::Contains("club.db-wal is left over from an earlier file"));
    CHECK_FALSE(QFile::exists(QString::fromStdString(path)));
    CHECK_FALSE(QFile::exists(QString::fromStdString(path + ".creating")));
}
