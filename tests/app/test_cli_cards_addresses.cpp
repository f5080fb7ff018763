// Guide cards carry each table's table-scoring address (and QR code) once table scoring has
// given the tables their secrets.
#include "app/cli/Cli.h"
#include "db/EventStore.h"
#include "movements/Generate.h"

#include <QProcess>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <sstream>

using namespace overplay;

namespace {
int cli(std::vector<std::string> args, std::string& out, std::string& err) {
    args.insert(args.begin(), "overplay-cli");
    std::vector<const char*> argv;
    for (const auto& a : args)
        argv.push_back(a.c_str());
    std::ostringstream o, e;
    const int rc = app::runCli(static_cast<int>(argv.size()), argv.data(), o, e);
    out = o.str();
    err = e.str();
    return rc;
}
} // namespace

TEST_CASE("cards --table-address prints each table's table-scoring address",
          "[cli][cards][tablescoring]") {
    QTemporaryDir dir;
    const std::string path = dir.filePath(QStringLiteral("club.db")).toStdString();
    const std::string pdf = dir.filePath(QStringLiteral("cards.pdf")).toStdString();
    movements::MovementRequest request;
    request.kind = "mitchell";
    request.tables = 3;
    request.boardsPerRound = 3;
    db::EventSetup setup;
    setup.name = "Club night";
    setup.movement = movements::generateMovement(request);
    db::EventStore::create(path, setup);

    std::string out, err;
    // No secrets yet: a clear refusal, and no PDF.
    CHECK(cli({"cards", path, "--pdf", pdf, "--table-address", "http://club.local:8080"}, out,
              err) == 1);
    CHECK(err.find("no table-scoring addresses") != std::string::npos);
    CHECK(cli({"cards", path, "--pdf", pdf, "--table-address", "club.local"}, out, err) == 2);

    db::EventStore::open(path).setTableSecrets({{1, "aaaa2222"}, {2, "bbbb3333"}, {3, "cccc4444"}});
    REQUIRE(cli({"cards", path, "--pdf", pdf, "--table-address", "http://club.local:8080/"}, out,
                err) == 0);
    QProcess text;
    text.start(QStringLiteral("pdftotext"), {QString::fromStdString(pdf), QStringLiteral("-")});
    REQUIRE(text.waitForFinished(30000));
    const QString cards = QString::fromUtf8(text.readAllStandardOutput()).remove(QLatin1Char('\n'));
    CHECK(cards.contains(QStringLiteral("club.local:8080/t/1/aaaa2222")));
    CHECK(cards.contains(QStringLiteral("club.local:8080/t/3/cccc4444")));
}
