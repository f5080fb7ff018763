// SPDX-License-Identifier: GPL-3.0-or-later
// The director's rulings from the console: the scoring settings, marking the results final,
// and the rulings of a traveller line (weighted, not played, fouled, penalties), each one
// undoable step that the rankings follow, as the command line does them.
#include "CliRun.h"
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/PrintAndExport.h"
#include "app/console/RankingsView.h"
#include "app/console/RulingDialogs.h"
#include "app/console/ScoringDialog.h"
#include "app/console/TableScoringDock.h"
#include "app/console/TravellerEntry.h"
#include "core/Contract.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "movements/BoardPlacements.h"
#include "movements/Generate.h"
#include "movements/Labels.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>

using namespace overplay;
using tests::actionNamed;

namespace {

/// Runs `fill` on the next modal dialog of type D once it is shown, then accepts it.
template <class D> void answerNextDialog(std::function<void(D&)> fill) {
    QTimer::singleShot(0, [fill] {
        auto* dialog = qobject_cast<D*>(QApplication::activeModalWidget());
        REQUIRE(dialog);
        fill(*dialog);
        dialog->accept();
    });
}

/// Undoes the last step; returns why the document refused it (empty when it went through).
QString refusedUndo(app::EventDocument& doc) {
    QSignalSpy failed(&doc, &app::EventDocument::commandFailed);
    doc.undoStack()->undo();
    return failed.isEmpty() ? QString() : failed.last().at(0).toString();
}

/// A three-table Mitchell, two boards a round, open in a window.
struct Club : tests::OpenEvent {
    Club() : OpenEvent("Rulings night", tests::generated("mitchell", 3, 2)) {}

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

TEST_CASE("Event > Scoring: duplicate auction scores every contract again, and undoes",
          "[console][rulings][settings][auction]") {
    Club club;
    const auto tables = club.tablesOf(1);
    REQUIRE(tables.size() == 3);
    club.enter(1, tables[0], "4H", 'S', "=");  // bridge 420; auction 32 + 125
    club.enter(1, tables[1], "3H", 'S', "=");  // bridge 140; auction 24
    club.enter(1, tables[2], "2NT", 'S', "="); // bridge 120; auction 20
    const auto nsScore = [&](const movements::TableRound& t) {
        const core::BoardResult* b = club.doc().boardResult(1);
        REQUIRE(b);
        for (const auto& l : b->lines)
            if (l.line.ns == t.ns)
                return *l.nsScore;
        return 0;
    };
    CHECK(nsScore(tables[0]) == 420);

    QAction* scoring = actionNamed(club.window, QStringLiteral("Scoring"));
    REQUIRE(scoring);
    QString summary;
    answerNextDialog<app::ScoringDialog>([&summary](app::ScoringDialog& d) {
        REQUIRE(d.gameBox()->isEnabled());
        d.gameBox()->setCurrentIndex(
            d.gameBox()->findData(static_cast<int>(core::AuctionLaws::Foster)));
        summary = d.summary();
    });
    scoring->trigger();
    CHECK(summary.contains(QStringLiteral("Duplicate auction")));
    CHECK(club.doc().store().info().settings.duplicateAuction == core::AuctionLaws::Foster);
    CHECK(nsScore(tables[0]) == 157);
    CHECK(nsScore(tables[1]) == 24);
    CHECK(nsScore(tables[2]) == 20);
    // The stored lines carry the auction scores too (the travellers print them).
    CHECK(club.doc().store().linesOfBoard(1).front().nsScore == 157);

    // Whist cannot be chosen with auction: the dialog puts the game back to bridge.
    QTimer::singleShot(0, [] {
        auto* d = qobject_cast<app::ScoringDialog*>(QApplication::activeModalWidget());
        REQUIRE(d);
        d->methodBox()->setCurrentIndex(
            d->methodBox()->findData(static_cast<int>(core::ScoringMethod::Whist)));
        CHECK_FALSE(d->gameBox()->isEnabled());
        CHECK_FALSE(d->settings().duplicateAuction);
        d->reject();
    });
    scoring->trigger();
    CHECK(club.doc().store().info().settings.duplicateAuction == core::AuctionLaws::Foster);

    club.doc().undoStack()->undo();
    CHECK_FALSE(club.doc().store().info().settings.duplicateAuction);
    CHECK(nsScore(tables[0]) == 420);
    CHECK(club.doc().store().linesOfBoard(1).front().nsScore == 420);
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
        // Each table's result as the grid shows it: the strain's symbol, in its colour.
        const auto* lines = d.findChild<QTableWidget*>();
        REQUIRE(lines);
        CHECK(lines->item(0, 1)->text() == QStringLiteral("4\u2660 by N ="));
        CHECK(lines->item(0, 1)->foreground().color() == app::strainColour(core::Strain::Spades));
        CHECK(lines->item(0, 1)->foreground().style() != Qt::NoBrush);
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

namespace {

/// A 6½-table Mitchell (13 pairs), two boards a round, open in a window.
struct HalfTable : tests::OpenEvent {
    HalfTable() : OpenEvent("Half table", halfTableMitchell(), QStringLiteral("half.db")) {}
    /// 13 pairs: the generators' Mitchell for a number of pairs.
    static movements::Movement halfTableMitchell() {
        movements::MovementRequest request;
        request.kind = "mitchell";
        request.pairs = 13;
        request.boardsPerRound = 2;
        return movements::generateMovement(request);
    }

    /// Every table of a round enters its boards, through the console's entry line: 3NT by
    /// North with a result that depends on the table and board, so the rankings differ.
    void playRound(int round) {
        const auto& m = doc().store().movement();
        app::TravellerEntry* entry = window.entry();
        for (const auto& t : m.rounds[static_cast<std::size_t>(round - 1)].tables) {
            if (t.ns == 0 || t.ew == 0 || t.set == 0)
                continue;
            for (int b : movements::boardsAt(m, t)) {
                entry->showBoard(b);
                const QString pairs = QString::fromStdString(movements::entryLabel(m, t.ns) + "-" +
                                                             movements::entryLabel(m, t.ew));
                const int tricks = 7 + (t.table * 3 + b) % 5;
                REQUIRE(entry->submit(pairs + QStringLiteral(" 3NT N %1").arg(tricks)));
            }
        }
    }
};

} // namespace

TEST_CASE("a late pair after round 1 of a 6½-table Mitchell, and a fouled board; the console "
          "ranks as the command line does",
          "[console][rulings][late]") {
    HalfTable night;
    app::EventDocument& doc = night.doc();
    REQUIRE(doc.store().movement().pairs == 13);
    night.playRound(1);
    const std::size_t roundOne = doc.store().lines().size();
    REQUIRE(roundOne == 12); // six tables, two boards

    // Rulings > Late pair: the dialog names the pair's place; it plays from round 2.
    QAction* late = actionNamed(night.window, QStringLiteral("Late pair"));
    REQUIRE(late);
    answerNextDialog<app::LatePairDialog>([](app::LatePairDialog& d) {
        d.firstNameEdit()->setText(QStringLiteral("Ann Lee"));
        d.secondNameEdit()->setText(QStringLiteral("Bo Ray"));
        d.fromRoundBox()->setValue(2);
    });
    late->trigger();
    const auto& m = doc.store().movement();
    CHECK(m.pairs == 14);
    CHECK(m.tables == 7);
    // Nothing entered is lost; the late pair's round-1 boards are not played.
    const auto lines = doc.store().lines();
    CHECK(std::count_if(lines.begin(), lines.end(),
                        [](const db::StoredLine& s) { return !s.line.notPlayed; }) == 12);
    CHECK(std::count_if(lines.begin(), lines.end(),
                        [](const db::StoredLine& s) { return s.line.notPlayed; }) == 2);
    const int joined = movements::readEntry(m, "1NS");
    bool named = false;
    for (const auto& e : doc.store().entries())
        if (e.number == joined)
            named = e.names() == "Ann Lee & Bo Ray";
    CHECK(named);
    // The movement tab and the entry follow the new movement: round 2 seats 1NS.
    night.window.entry()->showTable(1);
    CHECK_FALSE(night.window.entry()->entrySlots().empty());

    // Undo puts the 6½ tables back exactly; redo seats the pair again.
    doc.undoStack()->undo();
    CHECK(doc.store().movement().pairs == 13);
    CHECK(doc.store().lines().size() == roundOne);
    doc.undoStack()->redo();
    CHECK(doc.store().movement().pairs == 14);
    CHECK(doc.store().lines().size() == roundOne + 2);

    // Rounds 2 and 3 at all seven tables; then a board played three times turns out to have
    // been fouled at two of them.
    night.playRound(2);
    night.playRound(3);
    int fouledBoard = 0;
    for (int b = 1; b <= m.boards() && fouledBoard == 0; ++b)
        if (doc.store().linesOfBoard(b).size() >= 3)
            fouledBoard = b;
    REQUIRE(fouledBoard != 0);
    night.window.entry()->showBoard(fouledBoard);
    QAction* foul = actionNamed(night.window, QStringLiteral("Fouled board"));
    answerNextDialog<app::FoulDialog>([](app::FoulDialog& d) {
        d.copyBox(0)->setValue(1);
        d.copyBox(1)->setValue(1);
    });
    foul->trigger();
    int fouled = 0;
    for (const auto& s : doc.store().linesOfBoard(fouledBoard))
        fouled += s.line.group != 0;
    CHECK(fouled == 2);

    // A pair leaves after round 3: its later boards not played.
    QAction* leaves = actionNamed(night.window, QStringLiteral("A pair leaves"));
    REQUIRE(leaves);
    answerNextDialog<app::LeavesDialog>([](app::LeavesDialog& d) {
        d.entryBox()->setCurrentIndex(d.entryBox()->findText(QStringLiteral("5EW")));
        d.afterRoundBox()->setValue(3);
    });
    leaves->trigger();
    const int left = movements::readEntry(m, "5EW");
    for (const auto& s : doc.store().lines())
        if (s.line.round > 3)
            CHECK((s.line.notPlayed && (s.line.ew == left || s.line.ns == left)));

    // The command line reads the same file and ranks every pair as the console does.
    const auto ranked =
        nlohmann::json::parse(tests::cli({"rank", night.path.toStdString(), "--json"}).out);
    int compared = 0;
    for (const auto& ranking : ranked["rankings"])
        for (const auto& row : ranking["rows"])
            for (const auto& mine : doc.result().rankings)
                for (const auto& r : mine.rows)
                    if (movements::entryLabel(m, r.entry) == row["label"]) {
                        ++compared;
                        CHECK(row["score"].get<double>() == Approx(r.score).margin(0.01));
                        CHECK(row["rank"] == r.rank);
                    }
    CHECK(compared == 14);
}

TEST_CASE("undo of a change of movement is refused when a phone wrote a line meanwhile",
          "[console][rulings][late]") {
    HalfTable night;
    app::EventDocument& doc = night.doc();
    night.playRound(1);
    doc.addLatePair({}, 2);
    // A phone's line for round 2 arrives after the pair joined.
    const auto& m = doc.store().movement();
    const auto& t = m.rounds[1].tables[2];
    const core::TravellerLine line = tests::fourSpadesMade(m, t);
    db::EnterOptions phone;
    phone.source = db::LineSource::Table;
    phone.sourceTable = t.table;
    doc.storeBypassingUndo().enterResult(line, phone, "table 3");
    doc.refresh();
    CHECK(refusedUndo(doc).contains(QStringLiteral("was not done")));
    CHECK(doc.store().movement().pairs == 14);
    CHECK(doc.store().line(line.board, line.ns, line.ew));
}

TEST_CASE("Rulings > Change the movement: shows what it keeps, keeps it, and undoes",
          "[console][rulings][changes]") {
    Club club;
    const auto tables = club.tablesOf(1);
    club.enter(1, tables[0], "4S", 'N', "=");
    QAction* change = actionNamed(club.window, QStringLiteral("Change the movement"));
    REQUIRE(change);
    QString preview;
    answerNextDialog<app::ChangeMovementDialog>([&preview](app::ChangeMovementDialog& d) {
        d.boardsPerRoundBox()->setValue(3); // the same Mitchell, three boards a round
        preview = d.preview();
        CHECK_FALSE(d.dropBox()->isEnabled()); // nothing to remove
    });
    change->trigger();
    CHECK(preview.contains(QStringLiteral("keeps 1 result")));
    CHECK(club.doc().store().movement().boards() == 9);
    CHECK(club.doc().store().lines().size() == 1);
    // The entry follows: board 9 exists now.
    club.window.entry()->showBoard(9);
    CHECK(club.window.entry()->position() == 9);

    // A Howell cannot place the line: the dialog says so, and nothing changes without the
    // director's agreement to remove it.
    answerNextDialog<app::ChangeMovementDialog>([&preview](app::ChangeMovementDialog& d) {
        d.kindBox()->setCurrentIndex(d.kindBox()->findData(QStringLiteral("howell")));
        d.pairsBox()->setValue(6);
        preview = d.preview();
        CHECK(d.dropBox()->isEnabled());
    });
    QTimer::singleShot(100, [] {
        if (QWidget* box = QApplication::activeModalWidget())
            box->close();
    });
    change->trigger();
    CHECK(preview.contains(QStringLiteral("cannot hold 1 result")));
    CHECK(club.doc().store().movement().kind == "mitchell");
    CHECK(club.doc().store().lines().size() == 1);

    club.doc().undoStack()->undo();
    CHECK(club.doc().store().movement().boards() == 6);
    CHECK(club.doc().store().lines().size() == 1);
}

TEST_CASE("the seats the wrong way round: told once, entered as played on Enter again",
          "[console][rulings][as-played]") {
    Club club;
    const auto& m = club.doc().store().movement();
    const auto tables = club.tablesOf(1);
    app::TravellerEntry* entry = club.window.entry();
    entry->showBoard(1);
    const QString swapped = QString::fromStdString(movements::entryLabel(m, tables[0].ew) + "-" +
                                                   movements::entryLabel(m, tables[0].ns));
    CHECK_FALSE(entry->submit(swapped + QStringLiteral(" 4S N =")));
    CHECK(entry->statusText().contains(QStringLiteral("Press Enter again")));
    CHECK(club.doc().store().lines().empty());
    REQUIRE(entry->submit(swapped + QStringLiteral(" 4S N =")));
    const auto stored = club.doc().store().line(1, tables[0].ew, tables[0].ns);
    REQUIRE(stored);
    // The traveller shows the line as played, in its table's row: no empty row for the pairs.
    bool shown = false, empty = false;
    for (const auto& slot : entry->entrySlots()) {
        shown = shown || (slot.ns == tables[0].ew && slot.ew == tables[0].ns);
        empty = empty || (slot.ns == tables[0].ns && slot.ew == tables[0].ew);
    }
    CHECK(shown);
    CHECK_FALSE(empty);
    CHECK(club.doc().undoStack()->undoText().contains(QStringLiteral("as played")));
    club.doc().undoStack()->undo();
    CHECK_FALSE(club.doc().store().line(1, tables[0].ew, tables[0].ns));
    // The table's row is the movement's again, open for its line.
    bool back = false;
    for (const auto& slot : entry->entrySlots())
        back = back || (slot.ns == tables[0].ns && slot.ew == tables[0].ew);
    CHECK(back);
    club.doc().undoStack()->redo();
    CHECK(club.doc().store().line(1, tables[0].ew, tables[0].ns));
}

TEST_CASE("final results published: marking them final and a correction after publish again",
          "[console][rulings][final]") {
    Club club;
    const auto tables = club.tablesOf(1);
    club.enter(1, tables[0], "4S", 'N', "=");
    const QString site = club.dir.filePath(QStringLiteral("site"));
    app::PrintAndExport& printing = *club.window.printing();
    REQUIRE(printing.exportTo(app::ExportKind::HtmlSite, site));
    REQUIRE(printing.waitForExport());
    const auto index = [&] {
        QFile file(QDir(site).filePath(QStringLiteral("index.html")));
        REQUIRE(file.open(QIODevice::ReadOnly));
        return QString::fromUtf8(file.readAll());
    };
    CHECK(index().contains(QStringLiteral("Provisional")));

    // Marked final: the published site says so without being asked.
    actionNamed(club.window, QStringLiteral("Results are final"))->trigger();
    REQUIRE(printing.isExporting());
    REQUIRE(printing.waitForExport());
    CHECK_FALSE(index().contains(QStringLiteral("Provisional")));

    // A correction after final: audited, and the site published again with it.
    core::TravellerLine corrected;
    corrected.board = 1;
    corrected.ns = tables[0].ns;
    corrected.ew = tables[0].ew;
    corrected.play = core::makePlay(core::parseContract("4S"), core::Seat::North, "+1");
    club.doc().correctLine(corrected);
    CHECK(club.doc().store().auditLog().back().command == "correct result");
    REQUIRE(printing.isExporting());
    REQUIRE(printing.waitForExport());
    QFile board(QDir(site).filePath(QStringLiteral("board-1.html")));
    if (!board.exists())
        board.setFileName(QDir(site).filePath(QStringLiteral("board1.html")));
    REQUIRE(board.open(QIODevice::ReadOnly));
    CHECK(QString::fromUtf8(board.readAll()).contains(QStringLiteral("450")));
}

TEST_CASE("the movement is not changed under the phones' feet while table scoring runs",
          "[console][rulings][late]") {
    HalfTable night;
    app::EventDocument& doc = night.doc();
    night.playRound(1);
    REQUIRE(night.window.startTableScoring(0));
    CHECK_THROWS_WITH(doc.addLatePair({}, 2), Catch::Contains("stop table scoring"));
    CHECK(doc.store().movement().pairs == 13);
    // Stopped: the late pair joins; its undo waits for table scoring to stop again.
    REQUIRE(night.window.tableScoringDock());
    night.window.tableScoringDock()->stopButton()->click();
    doc.addLatePair({}, 2);
    CHECK(doc.store().movement().pairs == 14);
    REQUIRE(night.window.startTableScoring(0));
    CHECK(refusedUndo(doc).contains(QStringLiteral("stop table scoring")));
    CHECK(doc.store().movement().pairs == 14);
}

TEST_CASE("Event > Draw the next Swiss round: drawn from the standings, undone as one step",
          "[console][rulings][swiss]") {
    tests::OpenEvent event(
        [](const QString& at) {
            // Three rounds of one board, scored by IMPs.
            db::EventStore::create(at.toStdString(),
                                   tests::swissTeamsEvent(6, 3, 1).named("Swiss"));
        },
        QStringLiteral("swiss.db"));
    app::MainWindow& window = event.window;
    app::EventDocument& doc = event.doc();
    QAction* draw = actionNamed(window, QStringLiteral("Draw the next Swiss round"));
    REQUIRE(draw);
    // Round 1's six lines first.
    tests::enterRoundOneBoardOne(doc);
    draw->trigger();
    CHECK(doc.store().movement().rounds.size() == 2);
    CHECK(doc.store().lines().size() == 6);
    doc.undoStack()->undo();
    CHECK(doc.store().movement().rounds.size() == 1);
    doc.undoStack()->redo();
    CHECK(doc.store().movement().rounds.size() == 2);
}
