// SPDX-License-Identifier: GPL-3.0-or-later
// The director's rulings from the console: the scoring settings, marking the results final,
// and the rulings of a traveller line (weighted, not played, fouled, penalties), each one
// undoable step that the rankings follow, as the command line does them.
#include "CliRun.h"
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/RankingsView.h"
#include "app/console/RulingDialogs.h"
#include "app/console/ScoringDialog.h"
#include "app/console/TravellerEntry.h"
#include "core/Contract.h"
#include "db/EventStore.h"
#include "db/Ranking.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <functional>

using namespace overplay;

namespace {

QAction* actionNamed(QWidget& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')).startsWith(text))
            return action;
    return nullptr;
}

/// Runs `fill` on the next modal dialog of type D once it is shown, then accepts it.
template <class D> void answerNextDialog(std::function<void(D&)> fill) {
    QTimer::singleShot(0, [fill] {
        auto* dialog = qobject_cast<D*>(QApplication::activeModalWidget());
        REQUIRE(dialog);
        fill(*dialog);
        dialog->accept();
    });
}

/// A three-table Mitchell, two boards a round, open in a window.
struct Club {
    QApplication& application = tests::consoleTestApp();
    QTemporaryDir dir;
    QString path = dir.filePath(QStringLiteral("club.db"));
    app::MainWindow window;

    Club() {
        tests::createEvent(path, "Rulings night", tests::generated("mitchell", 3, 2));
        window.setQuiet(true);
        window.show();
        REQUIRE(window.openFile(path));
    }
    app::EventDocument& doc() { return *window.document(); }

    /// The tables that play `board`, in round order.
    std::vector<movements::TableRound> tablesOf(int board) {
        const auto& m = doc().store().movement();
        std::vector<movements::TableRound> out;
        for (const auto& round : m.rounds)
            for (const auto& t : round.tables)
                if (t.set == m.setOfBoard(board) && t.ns > 0 && t.ew > 0)
                    out.push_back(t);
        return out;
    }
    void enter(int board, const movements::TableRound& t, const char* contract, char declarer,
               const char* result) {
        core::TravellerLine line;
        line.board = board;
        line.ns = t.ns;
        line.ew = t.ew;
        line.play = core::makePlay(core::parseContract(contract),
                                   *core::parseSeat(std::string(1, declarer)), result);
        doc().enterLine(line);
    }
    double nsPoints(int board, int ns) {
        const core::BoardResult* b = doc().boardResult(board);
        REQUIRE(b);
        for (const auto& l : b->lines)
            if (l.line.ns == ns)
                return l.nsPoints;
        FAIL("no line of " << ns << " on board " << board);
        return 0;
    }
};

} // namespace

TEST_CASE("Event > Scoring: the settings change the scores, print with them, and undo",
          "[console][rulings][settings]") {
    Club club;
    const auto tables = club.tablesOf(1);
    REQUIRE(tables.size() == 3);
    club.enter(1, tables[0], "4S", 'N', "=");
    club.enter(1, tables[1], "4S", 'N', "-1");
    club.enter(1, tables[2], "3S", 'N', "+1");
    CHECK(club.nsPoints(1, tables[0].ns) == Approx(4));

    QAction* scoring = actionNamed(club.window, QStringLiteral("Scoring"));
    REQUIRE(scoring);
    QString summary;
    answerNextDialog<app::ScoringDialog>([&summary](app::ScoringDialog& d) {
        // Butler's datum is not offered for matchpoints; the top is.
        CHECK_FALSE(d.datumBox()->isEnabled());
        CHECK(d.topBox()->isEnabled());
        d.topBox()->setValue(4);
        d.roundNeubergBox()->setChecked(false);
        d.decimalsBox()->setCurrentIndex(d.decimalsBox()->findData(2));
        summary = d.summary();
    });
    scoring->trigger();
    CHECK(summary.contains(QStringLiteral("top of 6 (4 results)")));
    CHECK(club.nsPoints(1, tables[0].ns) == Approx(17.0 / 3));
    const db::EventInfo info = club.doc().store().info();
    CHECK(info.settings.resultsForTop == 4);
    CHECK(info.settings.decimals == 2);
    CHECK(club.doc().store().auditLog().back().command == "change scoring settings");
    // The standings say how they were scored.
    CHECK(club.window.rankings()->title()->toolTip().contains(QStringLiteral("not rounded")));

    // One undo step: back to the board's own top, and the audit log says so.
    club.doc().undoStack()->undo();
    CHECK(club.nsPoints(1, tables[0].ns) == Approx(4));
    CHECK(club.doc().store().info().settings == core::ScoringSettings{});
    club.doc().undoStack()->redo();
    CHECK(club.nsPoints(1, tables[0].ns) == Approx(17.0 / 3));

    // A setting the store refuses changes nothing, the method included.
    answerNextDialog<app::ScoringDialog>([](app::ScoringDialog& d) {
        d.methodBox()->setCurrentIndex(
            d.methodBox()->findData(static_cast<int>(core::ScoringMethod::MatchpointsAcbl)));
        d.topBox()->setValue(1);
    });
    QTimer::singleShot(50, [] {
        if (QWidget* box = QApplication::activeModalWidget())
            box->close();
    });
    scoring->trigger();
    CHECK(club.doc().store().info().scoring == core::ScoringMethod::MatchpointsEbu);
    CHECK(club.doc().store().info().settings.resultsForTop == 4);
}

TEST_CASE("rulings from the console: not played, weighted, a fouled board, a penalty; each undoes",
          "[console][rulings]") {
    Club club;
    app::EventDocument& doc = club.doc();
    const auto& movement = doc.store().movement();
    const auto tables = club.tablesOf(1);
    club.enter(1, tables[0], "4S", 'N', "=");  // 420
    club.enter(1, tables[1], "4S", 'N', "-1"); // -50
    club.enter(1, tables[2], "3S", 'N', "+1"); // 170

    // Law 87: the first two tables played a fouled copy. Each copy is compared within
    // itself and factored to the full top of 4 (three results): the lone table on the board
    // as dealt earns (0 + 1) × 3 / 1 − 1 = 2; the copy's two, 3.5 and 0.5.
    QAction* foul = actionNamed(club.window, QStringLiteral("Fouled board"));
    REQUIRE(foul);
    club.window.entry()->showBoard(1);
    answerNextDialog<app::FoulDialog>([&](app::FoulDialog& d) {
        REQUIRE(d.rows() == 3);
        for (int row = 0; row < d.rows(); ++row)
            d.copyBox(row)->setValue(row < 2 ? 1 : 0);
    });
    foul->trigger();
    CHECK(club.nsPoints(1, tables[2].ns) == Approx(2));
    CHECK(club.nsPoints(1, tables[0].ns) == Approx(3.5));
    CHECK(club.nsPoints(1, tables[1].ns) == Approx(0.5));
    CHECK(doc.store().auditLog().back().command == "mark fouled board");
    doc.undoStack()->undo();
    CHECK(club.nsPoints(1, tables[0].ns) == Approx(4));
    doc.undoStack()->redo();
    CHECK(club.nsPoints(1, tables[0].ns) == Approx(3.5));

    // A procedural penalty of 25% of a top (1 matchpoint) off one pair, undone and redone.
    QAction* penalty = actionNamed(club.window, QStringLiteral("Procedural penalty"));
    REQUIRE(penalty);
    const std::string offender = movements::entryLabel(movement, tables[2].ew);
    answerNextDialog<app::PenaltyDialog>([&](app::PenaltyDialog& d) {
        d.entryBox()->setCurrentIndex(d.entryBox()->findText(QString::fromStdString(offender)));
        d.amountEdit()->setText(QStringLiteral("25%"));
        d.boardBox()->setValue(1);
        d.reasonEdit()->setText(QStringLiteral("slow play"));
    });
    penalty->trigger();
    REQUIRE(doc.store().penalties().size() == 1);
    CHECK(doc.store().penalties().front().penalty.entry == tables[2].ew);
    CHECK(doc.undoStack()->undoText().contains(QString::fromStdString(offender)));
    doc.undoStack()->undo();
    CHECK(doc.store().penalties().empty());
    doc.undoStack()->redo();
    CHECK(doc.store().penalties().size() == 1);

    // Board 2: one table did not play it, one was given a weighted score; typed on the line.
    app::TravellerEntry* entry = club.window.entry();
    const auto board2 = club.tablesOf(2);
    entry->showBoard(2);
    REQUIRE(entry->currentSlot());
    const app::EntrySlot first = *entry->currentSlot();
    REQUIRE(entry->submit(QStringLiteral("NP")));
    REQUIRE(doc.store().line(2, first.ns, first.ew));
    CHECK(doc.store().line(2, first.ns, first.ew)->line.notPlayed);
    const app::EntrySlot second = *entry->currentSlot();
    REQUIRE(entry->submit(QStringLiteral("60% 4S N =, 40% 4S N -1")));
    REQUIRE(doc.store().line(2, second.ns, second.ew)->line.weighted);
    CHECK(doc.undoStack()->undoText().contains(QStringLiteral("weighted")));
    const app::EntrySlot third = *entry->currentSlot();
    REQUIRE(entry->submit(QStringLiteral("4S N =")));
    // Board 2, North-South vulnerable: 4S= is 620; the weighted score is 60% of 620 and 40%
    // of -100. Against it 4S= ties the 60% (1 matchpoint) and beats the 40% (2): 0.6 × 1 +
    // 0.4 × 2 = 1.4 of a top of 2, factored to three results: (1.4 + 1) × 3 / 2 − 1 = 2.6.
    CHECK(club.nsPoints(2, third.ns) == Approx(2.6));
    doc.undoStack()->undo(); // the 4S=
    doc.undoStack()->undo(); // the weighted score
    CHECK_FALSE(doc.store().line(2, second.ns, second.ew));
    doc.undoStack()->redo();
    doc.undoStack()->redo();
    CHECK(club.nsPoints(2, third.ns) == Approx(2.6));

    // The command line ranks the same file the same.
    const auto ranked =
        nlohmann::json::parse(tests::cli({"rank", club.path.toStdString(), "--json"}).out);
    for (const auto& ranking : ranked["rankings"])
        for (const auto& row : ranking["rows"]) {
            bool found = false;
            for (const auto& mine : doc.result().rankings)
                for (const auto& r : mine.rows)
                    if (movements::entryLabel(movement, r.entry) == row["label"]) {
                        found = true;
                        CHECK(row["score"].get<double>() == Approx(r.score).margin(0.01));
                    }
            CHECK(found);
        }
}
