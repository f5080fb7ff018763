// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/Console.h"

#include "app/console/MainWindow.h"
#include "app/console/Screenshots.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QIcon>
#include <QTimer>

#include <cstdio>
#include <memory>
#include <string_view>

namespace overplay::app {

namespace {

/// --help and --version only print: they must work where no display is (over ssh, in a
/// script), so they get an application without a window system.
bool onlyPrints(int argc, char** argv) {
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        if (a == "-h" || a == "--help" || a == "--help-all" || a == "-?" || a == "-v" ||
            a == "--version")
            return true;
    }
    return false;
}

} // namespace

int runConsole(int argc, char** argv) {
    QElapsedTimer started;
    started.start();
    std::unique_ptr<QCoreApplication> owned;
    if (onlyPrints(argc, argv))
        owned = std::make_unique<QCoreApplication>(argc, argv);
    else
        owned = std::make_unique<QApplication>(argc, argv);
    QCoreApplication& application = *owned;
    QApplication::setOrganizationName(QStringLiteral("Overplay"));
    QApplication::setApplicationName(QStringLiteral("Overplay"));
    QApplication::setApplicationVersion(QStringLiteral(OVERPLAY_VERSION));
    // The installed .desktop file and icon carry this id (app/dist): the desktop matches the
    // window to them, and the window shows the installed icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.overplay.Overplay"));
    if (auto* gui = qobject_cast<QGuiApplication*>(&application))
        gui->setWindowIcon(QIcon::fromTheme(QStringLiteral("org.overplay.Overplay")));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QStringLiteral("Overplay, the director console for duplicate bridge and whist."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("event"), QStringLiteral("An event file to open."),
                                 QStringLiteral("[EVENT.db]"));
    const QCommandLineOption demo(QStringLiteral("demo"),
                                  QStringLiteral("Open the demo event (a 5-table Howell, built "
                                                 "afresh)."));
    QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Save the screenshots of the guide in DIR and quit."),
        QStringLiteral("DIR"));
    screenshot.setFlags(QCommandLineOption::HiddenFromHelp);
    // Start-up measurement (scripts/bench-console.sh): open the event, draw the window once,
    // print the milliseconds since main and quit.
    QCommandLineOption timing(QStringLiteral("quit-after-open"),
                              QStringLiteral("Print the start-up time and quit."));
    timing.setFlags(QCommandLineOption::HiddenFromHelp);
    parser.addOption(demo);
    parser.addOption(screenshot);
    parser.addOption(timing);
    parser.process(application);

    if (parser.isSet(screenshot))
        return takeScreenshots(parser.value(screenshot));

    MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(demo))
        window.openDemo();
    else if (!files.isEmpty())
        window.openFile(files.front());
    if (parser.isSet(timing)) {
        QApplication::processEvents();
        window.repaint();
        std::printf("%lld ms to an open event\n", static_cast<long long>(started.elapsed()));
        return window.document() ? 0 : 1;
    }
    return QApplication::exec();
}

} // namespace overplay::app
