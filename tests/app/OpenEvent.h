// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A new event, as most console tests begin: made from a movement in a file of its own in a
// fresh folder, and mostly opened in a quiet window (no message boxes); and the window's
// actions, message boxes and traveller entry driven as a director would.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "app/console/ClubRoster.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/console/TravellerEntry.h"
#include "core/Contract.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QMessageBox>
#include <QString>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <catch2/catch.hpp>

#include <functional>
#include <memory>
#include <string>
#include <utility>

namespace overplay::tests {

/// Whether the window is shown before the event opens (a hidden one lays out nothing).
enum class Window { Shown, Hidden };

/// A new event in a file of its own in a fresh folder, not opened yet: for tests that open it
/// their own way (an EventDocument, another process, a window of their own).
struct NewEventFile {
    // The application first (members are made in this order): a test run on its own, as
    // ctest runs each, has none yet.
    QApplication& application = consoleTestApp();
    QTemporaryDir dir;
    QString path;

    /// `movement`'s event named `name`, its entries named as `entries` name them, in `file`
    /// of the fresh folder.
    NewEventFile(const std::string& name, movements::Movement movement,
                 const QString& file = QStringLiteral("club.db"),
                 const std::vector<db::Entry>& entries = {})
        : NewEventFile(
              [&](const QString& at) { createEvent(at, name, std::move(movement), entries); },
              file) {}
    /// The event `create` makes at its path (`file` of the fresh folder).
    NewEventFile(const std::function<void(const QString&)>& create, const QString& file)
        : path(dir.filePath(file)) {
        create(path);
    }
    NewEventFile(const NewEventFile&) = delete;
    NewEventFile& operator=(const NewEventFile&) = delete;
    /// The test case is over: its dialogs' answerers stop looking.
    ~NewEventFile() { ++answererGeneration(); }
};

/// The same event open in a quiet window (no message boxes).
struct OpenEvent : NewEventFile {
    app::MainWindow window;

    OpenEvent(const std::string& name, movements::Movement movement,
              const QString& file = QStringLiteral("club.db"), Window shown = Window::Shown)
        : OpenEvent([&](const QString& at) { createEvent(at, name, std::move(movement)); }, file,
                    shown) {}
    OpenEvent(const std::function<void(const QString&)>& create, const QString& file,
              Window shown = Window::Shown)
        : NewEventFile(create, file) {
        window.setQuiet(true);
        if (shown == Window::Shown)
            window.show();
        REQUIRE(window.openFile(path));
    }
    app::EventDocument& doc() { return *window.document(); }
};

/// Answers the next message box the console shows with `button`; what it said is returned.
inline std::shared_ptr<QString> answerNextMessageBox(QMessageBox::StandardButton button) {
    auto asked = std::make_shared<QString>();
    whenShown<QMessageBox>(
        [button, asked](QMessageBox* box) {
            *asked = box->text();
            if (QAbstractButton* b = box->button(button))
                b->click();
            else
                box->close();
        },
        20);
    return asked;
}

/// The window's action whose text (without its & mnemonic) starts with `text`.
inline QAction* actionNamed(QWidget& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')).startsWith(text))
            return action;
    return nullptr;
}

/// Types `text` into the traveller entry's line, as a director keys a result, and presses
/// Return.
inline void typeLine(app::TravellerEntry* entry, const QString& text) {
    entry->lineEdit()->clear();
    QTest::keyClicks(entry->lineEdit(), text);
    QTest::keyClick(entry->lineEdit(), Qt::Key_Return);
}

/// Board 1 of round 1 at every table, entered as at the console: 4S by N made at the odd
/// tables and one down at the even, so each match of a teams round has a winner.
inline void enterRoundOneBoardOne(app::EventDocument& doc) {
    for (const auto& t : doc.store().movement().rounds[0].tables) {
        core::TravellerLine line;
        line.board = 1;
        line.ns = t.ns;
        line.ew = t.ew;
        line.play =
            core::makePlay(core::parseContract("4S"), core::Seat::North, t.table % 2 ? "=" : "-1");
        doc.enterLine(line);
    }
}

/// Forgets the club roster chosen when it goes, whatever a test did: the choice is kept in
/// the settings, which every test of the process shares.
struct ForgetRoster {
    ~ForgetRoster() { app::setClubRosterPath({}); }
};

} // namespace overplay::tests
