// SPDX-License-Identifier: GPL-3.0-or-later
// Guide cards carry each table's table-scoring address (and QR code) once table scoring has
// given the tables their secrets.
#include "CliRun.h"
#include "ConsoleFixtures.h"
#include "db/EventStore.h"
#include "movements/Generate.h"

#include <QProcess>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <sstream>

using namespace overplay;
using overplay::tests::cli;

TEST_CASE("cards --table-address prints each table's table-scoring address",
          "[cli][cards][tablescoring]") {
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("club.db")).toStdString();
    const std::string pdf = dir.filePath(QStringLiteral("cards.pdf")).toStdString();
    tests::createEvent(QString::fromStdString(path), "Club night",
                       tests::generated("mitchell", 3, 3));

    // No secrets yet: a clear refusal, and no PDF.
    const auto refused =
        cli({"cards", path, "--pdf", pdf, "--table-address", "http://club.local:8080"});
    CHECK(refused.status == 1);
    CHECK(refused.err.find("no table-scoring addresses") != std::string::npos);
    CHECK(cli({"cards", path, "--pdf", pdf, "--table-address", "club.local"}).status == 2);

    db::EventStore::open(path).setTableSecrets({{1, "aaaa2222"}, {2, "bbbb3333"}, {3, "cccc4444"}});
    REQUIRE(
        cli({"cards", path, "--pdf", pdf, "--table-address", "http://club.local:8080/"}).status ==
        0);
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QString::fromStdString(pdf), QStringLiteral("-")});
    REQUIRE(text.waitForFinished(30000));
    const QString cards = QString::fromUtf8(text.readAllStandardOutput()).remove(QLatin1Char('\n'));
    CHECK(cards.contains(QStringLiteral("club.local:8080/t/1/aaaa2222")));
    CHECK(cards.contains(QStringLiteral("club.local:8080/t/3/cccc4444")));
}
