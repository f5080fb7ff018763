// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one QApplication of the test_app executable, made on first use. Widget tests run on
// the offscreen platform, with QStandardPaths' test mode and settings in a folder of the test
// process's own, so QSettings (recent files, the roster) never touch the user's own.

#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>

#include <cstdlib>

namespace overplay::tests {

inline QApplication& consoleTestApp() {
    static QApplication* app = [] {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QStandardPaths::setTestModeEnabled(true);
        // Settings of this test process alone: ctest runs the test cases side by side, each in
        // its own process, and one case's roster or recent files must not show in another's.
        static QTemporaryDir settings;
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settings.path());
        static int argc = 1;
        static char name[] = "test_app";
        static char* argv[] = {name, nullptr};
        auto* a = new QApplication(argc, argv);
        QApplication::setOrganizationName(QStringLiteral("OverplayTests"));
        QApplication::setApplicationName(QStringLiteral("OverplayTests"));
        return a;
    }();
    return *app;
}

} // namespace overplay::tests
