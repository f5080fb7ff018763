// SPDX-License-Identifier: GPL-3.0-or-later
// The new-event wizard on top of the movement chooser, and the director's other changes —
// names, the scoring method, hand records — as undo steps of the console, each one audited
// store command.

#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "OpenEvent.h"

#include "app/console/BoardView.h"
#include "app/console/DemoEvent.h"
#include "app/console/EventDocument.h"
#include "app/console/EventPlan.h"
#include "app/console/MainWindow.h"
#include "app/console/MovementGrid.h"
#include "app/console/NewEventWizard.h"
#include "app/console/RankingsView.h"
#include "app/console/ScoringDialog.h"
#include "core/Dealing.h"
#include "db/EventStore.h"
#include "movements/Chooser.h"
#include "movements/Generate.h"

#include <QAction>
#include <QComboBox>
#include <QDialog>
#include <QInputDialog>
#include <QListWidget>
#include <QSpinBox>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <catch2/catch.hpp>

#include <algorithm>
#include <functional>
#include <optional>
#include <utility>

using namespace overplay;
using app::NewEventWizard;

using namespace overplay::tests;

namespace {

enum Unit { Entries = 0, Tables = 1 };

/// A wizard on its first page, filled in as a director would.
void fill(NewEventWizard& wizard, app::EntryKind kind, int count, Unit unit = Entries,
          int boards = 0, int rounds = 0, int boardsPerRound = 0) {
    wizard.kindBox()->setCurrentIndex(static_cast<int>(kind));
    wizard.countUnitBox()->setCurrentIndex(unit);
    wizard.countBox()->setValue(count);
    wizard.boardsBox()->setValue(boards);
    wizard.roundsBox()->setValue(rounds);
    wizard.boardsPerRoundBox()->setValue(boardsPerRound);
}

/// The chooser asked directly, as the wizard should have asked it (for a bridge event, the
/// wizard's first choice: the whist movements left out).
std::vector<movements::MovementChoice> chooser(int pairs, int tables, int teams, int boards = 0,
                                               int rounds = 0, bool whist = false) {
    movements::ChoiceRequest r;
    r.pairs = pairs;
    r.tables = tables;
    r.teams = teams;
    r.boards = boards;
    r.maxRounds = rounds;
    r.game = whist ? movements::ChoiceGame::Whist : movements::ChoiceGame::Bridge;
    auto choices = movements::chooseMovements(r);
    if (!whist)
        choices.erase(std::remove_if(choices.begin(), choices.end(),
                                     [](const movements::MovementChoice& c) {
                                         return app::isWhistMovement(c.request.kind);
                                     }),
                      choices.end());
    return choices;
}

/// The rows a director can pick, and the greyed ones after them.
std::vector<const app::MovementOption*> usable(const NewEventWizard& wizard) {
    std::vector<const app::MovementOption*> out;
    for (const auto& c : wizard.choices())
        if (c.movement)
            out.push_back(&c);
    return out;
}

/// The wizard's list must be the chooser's, in its order, with its why lines.
void checkSameAsChooser(const NewEventWizard& wizard,
                        const std::vector<movements::MovementChoice>& expected) {
    const auto rows = usable(wizard);
    REQUIRE(rows.size() == expected.size());
    for (std::size_t i = 0; i < rows.size(); ++i) {
        CAPTURE(i, expected[i].why);
        CHECK(*rows[i]->movement == expected[i].movement);
        CHECK(rows[i]->reason.toStdString() == expected[i].why);
        CHECK(wizard.choicesList()->item(static_cast<int>(i))->text().contains(rows[i]->reason));
    }
}

int rowOf(const NewEventWizard& wizard,
          const std::function<bool(const app::MovementOption&)>& wanted) {
    const auto& choices = wizard.choices();
    const auto it = std::find_if(choices.begin(), choices.end(), wanted);
    return it == choices.end() ? -1 : static_cast<int>(it - choices.begin());
}

/// A quiet, shown window on the demo evening `options` makes, in a fresh folder.
struct DemoWindow {
    QApplication& application = tests::consoleTestApp();
    QTemporaryDir dir;
    app::MainWindow window;
    explicit DemoWindow(const app::DemoOptions& options) {
        window.setQuiet(true);
        window.show();
        REQUIRE(window.openDemoNow(options, dir.filePath(QStringLiteral("demo.db"))));
    }
};

/// The wizard, on its save page, finished with `path` typed: the event it made there.
db::EventStore savedEvent(NewEventWizard& wizard, const QString& path) {
    REQUIRE(wizard.currentId() == NewEventWizard::SavePage);
    wizard.pathEdit()->setText(path);
    wizard.accept();
    REQUIRE(wizard.createdPath() == path);
    return db::EventStore::open(path.toStdString());
}

/// Ctrl+Z / Ctrl+Shift+Z as the director presses them on the window (shortcuts reach only
/// the active window).
void press(app::MainWindow& window, const QKeySequence& keys) {
    window.activateWindow();
    REQUIRE(QTest::qWaitForWindowActive(&window));
    QTest::keySequence(&window, keys);
}

std::vector<std::string> auditCommands(const db::EventStore& store) {
    std::vector<std::string> out;
    for (const auto& a : store.auditLog())
        out.push_back(a.command);
    return out;
}

/// A fresh wizard, on the console's application (made first: members are made in order).
struct WizardTest {
    QApplication& application = tests::consoleTestApp();
    NewEventWizard wizard;
};

} // namespace

TEST_CASE_METHOD(WizardTest,
                 "the wizard lists the chooser's movements, best first, with its reasons",
                 "[console][wizard]") {
    fill(wizard, app::EntryKind::Pairs, 10);
    const auto expected = chooser(10, 0, 0);
    REQUIRE_FALSE(expected.empty());
    checkSameAsChooser(wizard, expected);
    // The first is chosen and previewed; its title is a director's word, its reason the why.
    QListWidget* list = wizard.choicesList();
    CHECK(list->currentRow() == 0);
    const app::MovementOption& first = wizard.choices().front();
    CHECK(first.reason.toStdString() == expected.front().why);
    CHECK_FALSE(first.title.isEmpty());
    CHECK(list->item(0)->text().startsWith(first.title));
    CHECK(wizard.preview()->grid()->rowCount() ==
          static_cast<int>(expected.front().movement.rounds.size()));
    CHECK(wizard.plan().movement == expected.front().movement);

    // Choosing another row previews that one.
    list->setCurrentRow(1);
    CHECK(wizard.preview()->grid()->rowCount() ==
          static_cast<int>(expected[1].movement.rounds.size()));
    CHECK(wizard.plan().movement == expected[1].movement);
}

TEST_CASE_METHOD(WizardTest, "the wizard offers a Mitchell for seven tables", "[console][wizard]") {
    fill(wizard, app::EntryKind::Pairs, 7, Tables);
    checkSameAsChooser(wizard, chooser(0, 7, 0));
    const int mitchell = rowOf(wizard, [](const app::MovementOption& c) {
        return c.movement && c.request.kind == "mitchell" && !c.request.arrowSwitch;
    });
    REQUIRE(mitchell >= 0);
    CHECK(wizard.choicesList()->item(mitchell)->text().startsWith(QStringLiteral("Mitchell")));
    CHECK(wizard.choices()[static_cast<std::size_t>(mitchell)].movement->tables == 7);
}

TEST_CASE_METHOD(WizardTest,
                 "a familiar movement that does not fit is listed last, greyed, with why",
                 "[console][wizard]") {

    // 46 pairs: no Howell is made for more than 40.
    fill(wizard, app::EntryKind::Pairs, 46);
    checkSameAsChooser(wizard, chooser(46, 0, 0));
    const auto& choices = wizard.choices();
    REQUIRE(choices.size() > usable(wizard).size());
    const app::MovementOption& last = choices.back();
    CHECK(last.request.kind == "howell");
    CHECK_FALSE(last.movement);
    CHECK(last.refusal.contains(QStringLiteral("Howell needs 3 to 40 pairs")));
    QListWidgetItem* item = wizard.choicesList()->item(static_cast<int>(choices.size()) - 1);
    CHECK(item->text().contains(QStringLiteral("not possible")));
    CHECK(item->text().contains(last.refusal));
    CHECK_FALSE(item->flags().testFlag(Qt::ItemIsSelectable));
    CHECK_FALSE(item->flags().testFlag(Qt::ItemIsEnabled));

    // Ten pairs with time for seven rounds: the complete Howell needs nine, so only the
    // partial one is offered and the complete one says why it is missing.
    fill(wizard, app::EntryKind::Pairs, 10, Entries, 0, 7);
    checkSameAsChooser(wizard, chooser(10, 0, 0, 0, 7));
    CHECK(rowOf(wizard, [](const app::MovementOption& c) {
              return c.movement && c.request.kind == "howell" && c.request.rounds == 7;
          }) >= 0);
    CHECK(wizard.choices().back().request.kind == "howell");
    CHECK(wizard.choices().back().refusal.contains(QStringLiteral("needs 9 rounds")));
}

TEST_CASE_METHOD(WizardTest,
                 "teams: two teams play a match, more a round robin or a Swiss; teams scoring",
                 "[console][wizard]") {
    fill(wizard, app::EntryKind::Teams, 2);
    checkSameAsChooser(wizard, chooser(0, 0, 2));
    REQUIRE_FALSE(usable(wizard).empty());
    CHECK(usable(wizard).front()->request.kind == "teams");
    CHECK(usable(wizard).front()->title == QStringLiteral("Teams-of-four match"));
    // A bridge event lists no whist team system.
    CHECK(rowOf(wizard, [](const app::MovementOption& c) {
              return c.request.kind == "gilman-teams" || c.request.kind == "club-whist";
          }) < 0);
    // Howell's system is for an odd number: greyed, with the generator's reason.
    const int howell = rowOf(
        wizard, [](const app::MovementOption& c) { return c.request.kind == "howell-teams"; });
    REQUIRE(howell >= 0);
    CHECK_FALSE(wizard.choices()[static_cast<std::size_t>(howell)].movement);
    CHECK(wizard.choices()[static_cast<std::size_t>(howell)].refusal.contains(
        QStringLiteral("odd number of teams")));

    QComboBox* scoring = wizard.scoringBox();
    std::vector<core::ScoringMethod> methods;
    for (int i = 0; i < scoring->count(); ++i)
        methods.push_back(static_cast<core::ScoringMethod>(scoring->itemData(i).toInt()));
    using M = core::ScoringMethod;
    CHECK(methods == std::vector<M>{M::TeamImps, M::BoardAMatch});
    CHECK(scoring->currentText().contains(QStringLiteral("VPs")));
    // A whist match: the whist team systems first, scored by tricks.
    wizard.gameBox()->setCurrentIndex(1);
    checkSameAsChooser(wizard, chooser(0, 0, 2, 0, 0, true));
    CHECK(usable(wizard).front()->request.kind == "gilman-teams");
    CHECK(scoring->count() == 1);
    CHECK(static_cast<M>(scoring->itemData(0).toInt()) == M::Whist);
    wizard.gameBox()->setCurrentIndex(0);

    // Four, six, eight teams at bridge: a round robin, then a Swiss (the wizard had neither).
    for (int teams : {4, 6, 8}) {
        CAPTURE(teams);
        fill(wizard, app::EntryKind::Teams, teams);
        checkSameAsChooser(wizard, chooser(0, 0, teams));
        REQUIRE(usable(wizard).size() >= 2);
        CHECK(usable(wizard)[0]->request.kind == "round-robin-teams");
        CHECK(usable(wizard)[0]->title == QStringLiteral("Round robin of team matches"));
        CHECK(usable(wizard)[1]->request.kind == "swiss-teams");
        CHECK(usable(wizard)[1]->title == QStringLiteral("Swiss teams"));
    }

    fill(wizard, app::EntryKind::Teams, 5);
    checkSameAsChooser(wizard, chooser(0, 0, 5));
    CHECK(usable(wizard).front()->request.kind == "round-robin-teams");
    CHECK(rowOf(wizard, [](const app::MovementOption& c) {
              return c.movement && c.request.kind == "howell-teams" && c.movement->tables == 5;
          }) >= 0);
    CHECK(wizard.choices().back().request.kind == "teams");
    CHECK(wizard.choices().back().refusal.contains(QStringLiteral("two teams")));
}

TEST_CASE("pairs, individuals and whist have sensible choices and scoring", "[console][wizard]") {
    tests::consoleTestApp();
    using M = core::ScoringMethod;
    NewEventWizard wizard;
    fill(wizard, app::EntryKind::Pairs, 12);
    std::vector<M> methods;
    for (int i = 0; i < wizard.scoringBox()->count(); ++i)
        methods.push_back(static_cast<M>(wizard.scoringBox()->itemData(i).toInt()));
    CHECK(methods ==
          std::vector<M>{M::MatchpointsEbu, M::MatchpointsAcbl, M::CrossImps, M::Butler});
    // A bridge event lists no whist movement, not even greyed.
    auto isWhist = [](const app::MovementOption& c) {
        return app::isWhistMovement(c.request.kind);
    };
    CHECK(rowOf(wizard, isWhist) < 0);
    // A whist evening: compass whist among them, scored by tricks.
    wizard.gameBox()->setCurrentIndex(1);
    CHECK(rowOf(wizard, [](const app::MovementOption& c) {
              return c.movement && c.request.kind == "compass";
          }) >= 0);
    REQUIRE(wizard.scoringBox()->count() == 1);
    CHECK(static_cast<M>(wizard.scoringBox()->itemData(0).toInt()) == M::Whist);
    CHECK(rowOf(wizard, [](const app::MovementOption& c) {
              return c.movement && c.request.kind == "mitchell" && c.request.arrowSwitch;
          }) >= 0);

    // Two pairs at whist: only the memory duplicate seats them; the bridge movements say why
    // not. At bridge nothing does.
    fill(wizard, app::EntryKind::Pairs, 2);
    REQUIRE(usable(wizard).size() == 1);
    CHECK(usable(wizard).front()->request.kind == "memory-pairs");
    CHECK(wizard.choices().size() > 1);
    wizard.gameBox()->setCurrentIndex(0);
    CHECK(usable(wizard).empty());

    // Eight players: the individual, everyone partnering everyone, one name a row.
    fill(wizard, app::EntryKind::Individual, 2, Tables);
    REQUIRE_FALSE(usable(wizard).empty());
    CHECK(usable(wizard).front()->request.kind == "individual");
    CHECK(usable(wizard).front()->movement->isIndividual());
    CHECK(usable(wizard).front()->movement->pairs == 8);
    CHECK(wizard.namesTable()->rowCount() == 8);
    CHECK(wizard.namesTable()->columnCount() == 1);
}

TEST_CASE_METHOD(WizardTest, "the boards wanted and the rounds there is time for change the choice",
                 "[console][wizard]") {
    fill(wizard, app::EntryKind::Pairs, 10);
    QStringList usual;
    for (int i = 0; i < wizard.choicesList()->count(); ++i)
        usual << wizard.choicesList()->item(i)->text();
    CHECK(wizard.boardsBox()->text() == QStringLiteral("about 24\u201328"));

    // Eighteen boards: the chooser plays the 5-table Howell at two boards a round.
    wizard.boardsBox()->setValue(18);
    checkSameAsChooser(wizard, chooser(10, 0, 0, 18));
    QStringList fewer;
    for (int i = 0; i < wizard.choicesList()->count(); ++i)
        fewer << wizard.choicesList()->item(i)->text();
    CHECK(fewer != usual);
    const int howell = rowOf(wizard, [](const app::MovementOption& c) {
        return c.movement && c.request.kind == "howell" && c.request.rounds == 0;
    });
    REQUIRE(howell >= 0);
    CHECK(wizard.choices()[static_cast<std::size_t>(howell)].movement->boards() == 18);

    // Seven rounds at most: the complete Howell drops out of the usable rows.
    wizard.roundsBox()->setValue(7);
    checkSameAsChooser(wizard, chooser(10, 0, 0, 18, 7));
    for (const auto* c : usable(wizard))
        CHECK(c->movement->rounds.size() <= 7);
}

TEST_CASE("finishing the wizard stores exactly the movement chosen", "[console][wizard]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    NewEventWizard wizard;
    wizard.show();
    wizard.nameEdit()->setText(QStringLiteral("Friday Pairs"));
    fill(wizard, app::EntryKind::Pairs, 14, Entries, 24);
    wizard.next();
    REQUIRE(wizard.currentId() == NewEventWizard::MovementPage);
    // Not the first choice: the Mitchell with arrow switch.
    const int arrow = rowOf(wizard, [](const app::MovementOption& c) {
        return c.movement && c.request.kind == "mitchell" && c.request.arrowSwitch;
    });
    REQUIRE(arrow > 0);
    wizard.choicesList()->setCurrentRow(arrow);
    const movements::Movement chosen = *wizard.choices()[static_cast<std::size_t>(arrow)].movement;
    wizard.next();
    wizard.next();
    wizard.next();
    const db::EventStore store = savedEvent(wizard, dir.filePath(QStringLiteral("friday.db")));
    CHECK(store.movement() == chosen);
    CHECK(store.movement().kind == "mitchell");
    CHECK(store.boards().size() == static_cast<std::size_t>(chosen.boards()));
}

TEST_CASE("the wizard names a team event's teams and their players", "[console][wizard][teams]") {
    tests::consoleTestApp();
    QTemporaryDir dir;
    NewEventWizard wizard;
    wizard.show();
    wizard.nameEdit()->setText(QStringLiteral("County teams"));
    fill(wizard, app::EntryKind::Teams, 2);
    wizard.next();
    REQUIRE(wizard.currentId() == NewEventWizard::MovementPage);
    REQUIRE(usable(wizard).front()->request.kind == "teams");
    wizard.choicesList()->setCurrentRow(0);
    wizard.next();
    wizard.next();
    REQUIRE(wizard.currentId() == NewEventWizard::NamesPage);
    // A row a team, labelled as its pairs' cards print it, a name and up to six players.
    QTableWidget* names = wizard.namesTable();
    REQUIRE(names->rowCount() == 2);
    CHECK(names->columnCount() == 7);
    CHECK(names->horizontalHeaderItem(0)->text() == QStringLiteral("Team name"));
    CHECK(names->verticalHeaderItem(0)->text() == QStringLiteral("A"));
    names->item(0, 0)->setText(QStringLiteral("Acol Arrows"));
    names->item(0, 1)->setText(QStringLiteral("Ann Smith"));
    names->item(0, 2)->setText(QStringLiteral("Bob Jones"));
    names->item(1, 0)->setText(QStringLiteral("Dorset Dragons"));
    wizard.next();
    const db::EventStore store = savedEvent(wizard, dir.filePath(QStringLiteral("teams.db")));
    const auto teams = store.teams();
    REQUIRE(teams.size() == 2);
    CHECK(teams[0].name == "Acol Arrows");
    CHECK(teams[0].players == std::vector<std::string>{"Ann Smith", "Bob Jones"});
    CHECK(teams[1].name == "Dorset Dragons");
    CHECK(teams[1].players.empty());
}

TEST_CASE("names are an undo step: Ctrl+Z restores them, redo brings them back",
          "[console][undo]") {
    app::DemoOptions options;
    options.analyse = false;
    options.roundsEntered = 0;
    DemoWindow demo(options);
    app::MainWindow& window = demo.window;
    app::EventDocument* doc = window.document();
    const std::string before = doc->store().entries().front().names();
    REQUIRE_FALSE(before.empty());
    const std::size_t auditBefore = doc->store().auditLog().size();

    // Event ▸ Names, pair 1 renamed in the dialog, OK.
    whenShown<QDialog>([](QDialog* dialog) {
        auto* table = dialog->findChild<QTableWidget*>();
        table->item(0, 0)->setText(QStringLiteral("Zoe Zed"));
        table->item(0, 1)->setText(QStringLiteral("Yan Yu"));
        dialog->accept();
    });
    QAction* names = actionNamed(window, QStringLiteral("Names"));
    REQUIRE(names);
    names->trigger();
    CHECK(doc->store().entries().front().names() == "Zoe Zed & Yan Yu");
    CHECK(tableText(window.rankings()->table()).join('\n').contains(QStringLiteral("Zoe Zed")));
    QUndoStack* undo = doc->undoStack();
    REQUIRE(undo->count() == 1);
    CHECK(undo->undoText() == QStringLiteral("Change names"));

    press(window, QKeySequence::Undo);
    CHECK(doc->store().entries().front().names() == before);
    CHECK_FALSE(
        tableText(window.rankings()->table()).join('\n').contains(QStringLiteral("Zoe Zed")));
    press(window, QKeySequence::Redo);
    CHECK(doc->store().entries().front().names() == "Zoe Zed & Yan Yu");

    // Each step was one audited "set entries": the change, the undo, the redo.
    const auto log = doc->store().auditLog();
    REQUIRE(log.size() == auditBefore + 3);
    for (std::size_t i = auditBefore; i < log.size(); ++i)
        CHECK(log[i].command == "set entries");
    CHECK_THAT(log[auditBefore].newValue, Catch::Contains("Zoe Zed"));
    CHECK_THAT(log[auditBefore + 1].oldValue, Catch::Contains("Zoe Zed"));

    // OK without a change is no step at all.
    whenShown<QDialog>([](QDialog* dialog) { dialog->accept(); });
    names->trigger();
    CHECK(undo->count() == 1);
    CHECK(doc->store().auditLog().size() == auditBefore + 3);
}

TEST_CASE("the scoring method is an undo step and the rankings follow it", "[console][undo]") {
    app::DemoOptions options;
    options.analyse = false; // most of the evening entered: rankings to compare
    DemoWindow demo(options);
    app::MainWindow& window = demo.window;
    app::EventDocument* doc = window.document();
    REQUIRE(doc->store().info().scoring == core::ScoringMethod::MatchpointsEbu);
    const QStringList matchpoints = tableText(window.rankings()->table());

    whenShown<app::ScoringDialog>([](app::ScoringDialog* dialog) {
        dialog->methodBox()->setCurrentIndex(
            dialog->methodBox()->findData(static_cast<int>(core::ScoringMethod::CrossImps)));
        dialog->accept();
    });
    QAction* scoring = actionNamed(window, QStringLiteral("Scoring"));
    REQUIRE(scoring);
    scoring->trigger();
    CHECK(doc->store().info().scoring == core::ScoringMethod::CrossImps);
    CHECK(doc->store().auditLog().back().command == "change scoring");
    const QStringList imps = tableText(window.rankings()->table());
    CHECK(imps != matchpoints);
    REQUIRE(doc->undoStack()->count() == 1);
    CHECK(doc->undoStack()->undoText() == QStringLiteral("Score by cross-IMPs"));

    press(window, QKeySequence::Undo);
    CHECK(doc->store().info().scoring == core::ScoringMethod::MatchpointsEbu);
    CHECK(tableText(window.rankings()->table()) == matchpoints);
    CHECK(doc->store().auditLog().back().command == "change scoring");
    press(window, QKeySequence::Redo);
    CHECK(doc->store().info().scoring == core::ScoringMethod::CrossImps);
    CHECK(tableText(window.rankings()->table()) == imps);
}

TEST_CASE("dealing is an undo step; undo takes the hands and their analysis away",
          "[console][undo][boards]") {
    // Six pairs, five boards: libdds stays quick.
    tests::OpenEvent opened("Small pairs", tests::generated("howell", 6, 1),
                            QStringLiteral("fresh.db"));
    app::MainWindow& window = opened.window;
    app::EventDocument* doc = window.document();
    app::BoardView* boards = window.boards();
    const int count = doc->store().movement().boards();
    REQUIRE(count == 5);
    for (const auto& b : doc->store().boards())
        REQUIRE_FALSE(b.deal);
    auto dealtBy = [count](quint64 seed) {
        std::vector<core::Deal> deals;
        for (const auto& d : core::dealBoards(1, count, seed))
            deals.push_back(d.deal);
        return deals;
    };
    auto stored = [doc] {
        std::vector<core::Deal> deals;
        for (const auto& b : doc->store().boards())
            if (b.deal)
                deals.push_back(*b.deal);
        return deals;
    };

    // Every board's tricks table and par; none where a board has no analysis.
    using Analysis = std::vector<std::optional<std::pair<core::TrickTable, core::Par>>>;
    auto analysed = [doc] {
        Analysis out;
        for (const auto& b : doc->store().boards()) {
            if (b.doubleDummy)
                out.emplace_back(std::make_pair(b.doubleDummy->table, b.doubleDummy->par));
            else
                out.emplace_back(std::nullopt);
        }
        return out;
    };

    boards->dealBoards(0x1234);
    REQUIRE(QTest::qWaitFor([&] { return !boards->isAnalysing(); }, 60000));
    CHECK(stored() == dealtBy(0x1234));
    const Analysis analysis = analysed();
    for (const auto& a : analysis)
        REQUIRE(a);
    QUndoStack* undo = doc->undoStack();
    REQUIRE(undo->count() == 1);
    CHECK(undo->undoText() == QStringLiteral("Deal boards 1\u20135"));

    undo->undo();
    for (const auto& b : doc->store().boards()) {
        CHECK_FALSE(b.deal);
        CHECK_FALSE(b.doubleDummy);
    }
    CHECK(doc->store().auditLog().back().command == "restore hands");
    boards->showBoard(1);
    CHECK(boards->diagramHtml().contains(QStringLiteral("No hand record")));

    // Redo: the same deal, with the analysis it had.
    undo->redo();
    CHECK(stored() == dealtBy(0x1234));
    CHECK(analysed() == analysis);
    CHECK(doc->store().auditLog().back().command == "import hands");

    // A second deal undone while its analysis still runs: the first deal comes back with its
    // own analysis, and the analysis of the undone deal is not attached to it.
    boards->dealBoards(0x5678);
    REQUIRE(boards->isAnalysing());
    REQUIRE(undo->count() == 2);
    undo->undo();
    REQUIRE(QTest::qWaitFor([&] { return !boards->isAnalysing(); }, 60000));
    CHECK(stored() == dealtBy(0x1234));
    CHECK(analysed() == analysis);
    // One audit row a step; the analysis of the undone deal was not stored at all.
    CHECK(auditCommands(doc->store()) == std::vector<std::string>{"create event", "import hands",
                                                                  "store double dummy",
                                                                  "restore hands", "import hands",
                                                                  "import hands", "restore hands"});
}

TEST_CASE_METHOD(WizardTest, "the wizard keeps the boards a round the director asks for",
                 "[console][wizard]") {
    fill(wizard, app::EntryKind::Pairs, 5, Tables, 0, 0, 4);
    const auto rows = usable(wizard);
    REQUIRE(rows.size() >= 3);
    for (const auto* c : rows) {
        INFO(c->title.toStdString());
        CHECK(c->movement->boardsPerRound == 4);
    }
    // The greyed familiar movements are tried at four a round too.
    for (const auto& c : wizard.choices())
        if (!c.movement)
            CHECK(c.request.boardsPerRound == 4);
    // Back to "chosen to fit": the chooser's own list again.
    wizard.boardsPerRoundBox()->setValue(0);
    checkSameAsChooser(wizard, chooser(0, 5, 0));
}

TEST_CASE_METHOD(WizardTest, "the new event's file is named after the event and its date",
                 "[console][wizard]") {
    wizard.nameEdit()->setText(QStringLiteral("Tuesday pairs"));
    wizard.dateEdit()->setText(QStringLiteral("2026-11-24"));
    CHECK(wizard.pathEdit()->text().endsWith(QStringLiteral("tuesday-pairs-2026-11-24.db")));
    // The date changed after the name: the file follows it.
    wizard.dateEdit()->setText(QStringLiteral("2026-12-01"));
    CHECK(wizard.pathEdit()->text().endsWith(QStringLiteral("tuesday-pairs-2026-12-01.db")));
    // No date: no date in the name, never "tuesday-pairs---.db".
    wizard.dateEdit()->clear();
    CHECK(wizard.pathEdit()->text().endsWith(QStringLiteral("/tuesday-pairs.db")));
    // A file the director named by hand is left alone.
    wizard.pathEdit()->setText(QStringLiteral("/tmp/mine.db"));
    wizard.dateEdit()->setText(QStringLiteral("2026-12-08"));
    CHECK(wizard.pathEdit()->text() == QStringLiteral("/tmp/mine.db"));
}
