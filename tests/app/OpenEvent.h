// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A console window with a new event open, as most console tests begin: the event made from a
// movement in a file of its own in a fresh folder, opened in a quiet window (no message boxes);
// and the window's actions and message boxes driven as a director would.
#include "ConsoleFixtures.h"
#include "ConsoleTestApp.h"
#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QMessageBox>
#include <QString>
#include <QTemporaryDir>
#include <QTimer>

#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <utility>

namespace overplay::tests {

/// Whether the window is shown before the event opens (a hidden one lays out nothing).
enum class Window { Shown, Hidden };

struct OpenEvent {
    // The application before the window (members are made in this order): a test run on its
    // own, as ctest runs each, has none yet.
    QApplication& application = consoleTestApp();
    QTemporaryDir dir;
    QString path;
    app::MainWindow window;

    /// `movement`'s event named `name`, in `file` of the fresh folder.
    OpenEvent(const std::string& name, movements::Movement movement,
              const QString& file = QStringLiteral("club.db"), Window shown = Window::Shown)
        : OpenEvent([&](const QString& at) { createEvent(at, name, std::move(movement)); }, file,
                    shown) {}
    /// The event `create` makes at its path (`file` of the fresh folder).
    OpenEvent(const std::function<void(const QString&)>& create, const QString& file,
              Window shown = Window::Shown)
        : path(dir.filePath(file)) {
        create(path);
        window.setQuiet(true);
        if (shown == Window::Shown)
            window.show();
        REQUIRE(window.openFile(path));
    }
    app::EventDocument& doc() { return *window.document(); }
};

/// Answers the next message box the console shows with `button`.
inline void answerNextMessageBox(QMessageBox::StandardButton button) {
    QTimer::singleShot(20, [button] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return answerNextMessageBox(button); // not shown yet: look again
        if (QAbstractButton* b = box->button(button))
            b->click();
        else
            box->close();
    });
}

/// The window's action whose text (without its & mnemonic) starts with `text`.
inline QAction* actionNamed(QWidget& window, const QString& text) {
    for (QAction* action : window.findChildren<QAction*>())
        if (action->text().remove(QLatin1Char('&')).startsWith(text))
            return action;
    return nullptr;
}

} // namespace overplay::tests
