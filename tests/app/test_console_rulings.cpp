// SPDX-License-Identifier: GPL-3.0-or-later
// The director's rulings from the console: the scoring settings, marking the results final,
// and the rulings of a traveller line (weighted, not played, fouled, penalties), each one
// undoable step that the rankings follow, as the command line does them.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/RankingsView.h"
#include "app/console/ScoringDialog.h"
#include "core/Contract.h"
#include "db/EventStore.h"
#include "db/Ranking.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>

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
