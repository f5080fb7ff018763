// SPDX-License-Identifier: GPL-3.0-or-later
// Duplicate whist's trump slips from the command line and the console: turned by Overplay
// when it deals a whist event, recorded by hand (`trump`, Event > Trump slips), one suit for
// every board (a memory duplicate), and shown on the travellers, the web site and in
// `rank --json`; refused for a bridge event or a board the event lacks; the console's step
// undoes.
#include "CliRun.h"
#include "ConsoleTestApp.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/TrumpDialog.h"
#include "db/EventStore.h"

#include <QTableWidget>
#include <QTemporaryDir>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <iterator>
#include <sstream>

using namespace overplay;
using namespace overplay::tests;

TEST_CASE("a whist event's trump slips: turned when dealt, recorded, shown",
          "[cli][whist][trump]") {
    QTemporaryDir dir;
    const std::string event = dir.filePath(QStringLiteral("whist.db")).toStdString();
    cliOk({"new", event, "--name", "Whist drive", "--movement", "compass", "--tables", "3",
           "--scoring", "whist"});
    // Dealt by Overplay: every board has the card its dealer turned, and no double-dummy
    // analysis (whist names no contract).
    CHECK(
        cliOk({"hands", event, "--deal", "--seed", "00000000000000aa"}).out.find("double-dummy") ==
        std::string::npos);
    {
        const auto store = db::EventStore::open(event, readOnly());
        for (const auto& b : store.boards()) {
            INFO("board " << b.number);
            CHECK_FALSE(b.doubleDummy);
            REQUIRE(b.trump);
            REQUIRE(b.trump->rank);
            CHECK((*b.deal)[b.dealer].has(core::Card{b.trump->suit, *b.trump->rank}));
        }
    }
    // The director reads board 3's slip: the seven of hearts.
    CHECK(cliOk({"trump", event, "3", "H7"}).out == "board 3: H7\n");
    CHECK(cliOk({"trump", event}).out.find("board 3: H7\n") != std::string::npos);
    // Refused: not a trump, a board the event lacks, a card for every board.
    for (const std::vector<std::string>& bad :
         {std::vector<std::string>{"trump", event, "3", "X9"},
          std::vector<std::string>{"trump", event, "999", "H"},
          std::vector<std::string>{"trump", event, "all", "H7"}}) {
        const CliRun r = cli(bad);
        CHECK(r.status != 0);
        CHECK_FALSE(r.err.empty());
    }
    // Shown: rank --json and the web site's board page, once the board is played.
    const CliRun missing = cliOk({"missing", event});
    std::istringstream lines(missing.out);
    std::string board, ns, ew, round, table;
    while (lines >> board >> ns >> ew >> round >> table)
        if (board == "3")
            cliOk({"result", event, board, ns, ew, "--tricks", "7"});
    const auto j = nlohmann::json::parse(cliOk({"rank", event, "--json"}).out);
    bool seen = false;
    for (const auto& b : j["boards"])
        if (b["board"] == 3) {
            CHECK(b["trump"] == "H7");
            seen = true;
        }
    CHECK(seen);
    const std::string site = dir.filePath(QStringLiteral("site")).toStdString();
    cliOk({"export", event, "--html", site});
    CHECK(readFileBytes(site + "/board-3.html").find("Trumps \u26657") != std::string::npos);
    CHECK(readFileBytes(site + "/board-3.html").find("Vulnerable") == std::string::npos);

    // A memory duplicate: one suit for every board.
    cliOk({"trump", event, "all", "S"});
    const auto store = db::EventStore::open(event, readOnly());
    for (const auto& b : store.boards())
        CHECK(b.trump == core::TrumpSlip{core::Suit::Spades, std::nullopt});
    CHECK(store.auditLog().back().command == "record trumps");
}

TEST_CASE("a bridge event has no trump slips; its dealt boards carry none", "[cli][whist][trump]") {
    QTemporaryDir dir;
    const std::string event = dir.filePath(QStringLiteral("pairs.db")).toStdString();
    cliOk({"new", event, "--name", "Pairs", "--movement", "mitchell", "--tables", "3"});
    cliOk({"hands", event, "--deal", "--seed", "00000000000000aa", "--no-double-dummy"});
    const auto store = db::EventStore::open(event, readOnly());
    for (const auto& b : store.boards())
        CHECK_FALSE(b.trump);
}

TEST_CASE("Event > Trump slips records the slips as one undoable step", "[console][whist][trump]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    const std::string event = dir.filePath(QStringLiteral("whist.db")).toStdString();
    cliOk({"new", event, "--name", "Whist drive", "--movement", "compass", "--tables", "3",
           "--scoring", "whist"});
    app::MainWindow window;
    window.setQuiet(true);
    REQUIRE(window.openFile(QString::fromStdString(event)));
    app::EventDocument& doc = *window.document();
    const int boards = doc.store().movement().boards();

    app::TrumpDialog dialog(boards, doc.store().boards());
    REQUIRE(dialog.table()->rowCount() == boards);
    dialog.table()->item(0, 2)->setText(QStringLiteral("H7"));
    dialog.table()->item(1, 2)->setText(QStringLiteral("nonsense"));
    // A slip that is not a trump keeps the dialog open, naming the board.
    dialog.accept();
    CHECK(dialog.result() != QDialog::Accepted);
    CHECK_THROWS_WITH(dialog.trumps(), Catch::Contains("board 2"));
    dialog.table()->item(1, 2)->setText(QStringLiteral("C"));
    doc.setTrumps(dialog.trumps());
    CHECK(doc.store().board(1)->trump == core::TrumpSlip{core::Suit::Hearts, 7});
    CHECK(doc.store().board(2)->trump == core::TrumpSlip{core::Suit::Clubs, std::nullopt});
    doc.undoStack()->undo();
    CHECK_FALSE((doc.store().board(1).has_value() && doc.store().board(1)->trump));
    doc.undoStack()->redo();
    CHECK(doc.store().board(1)->trump == core::TrumpSlip{core::Suit::Hearts, 7});
    // One suit for the sitting fills every row.
    dialog.declareForEveryBoard(core::Suit::Diamonds);
    for (const auto& [board, slip] : dialog.trumps())
        CHECK(slip == core::TrumpSlip{core::Suit::Diamonds, std::nullopt});
}
