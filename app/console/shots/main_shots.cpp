// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-shots: the console's window driven for the documentation and for measurement,
// a tool of its own so the shipped console carries no such switches. Built with the tests
// (and the benchmarks), never installed.
//   overplay-shots --screenshot DIR    the guide's screenshots (scripts/screenshots.sh)
//   overplay-shots --quit-after-open EVENT
//                                      the console's start-up to a window showing EVENT,
//                                      drawn once; prints the milliseconds since main
//                                      (scripts/bench-console.sh times the whole process)
//   overplay-shots --fifteen-tables EVENT
//                                      makes the event that start-up is timed on: a 15-table
//                                      Mitchell, all but its last three rounds entered
#include "app/console/Console.h"
#include "app/console/DemoEvent.h"
#include "app/console/MainWindow.h"
#include "app/console/shots/Screenshots.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>

#include <cstdio>

int main(int argc, char** argv) {
    QElapsedTimer started;
    started.start();
    QApplication application(argc, argv);
    overplay::app::nameApplication(application);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "The Overplay console's window driven for the guide's screenshots and for timing its "
        "start-up."));
    parser.addHelpOption();
    const QCommandLineOption screenshot(
        QStringLiteral("screenshot"),
        QStringLiteral("Save the screenshots of the guide in DIR and quit."),
        QStringLiteral("DIR"));
    const QCommandLineOption timing(
        QStringLiteral("quit-after-open"),
        QStringLiteral("Start the console's window on EVENT as the console does, draw it once, "
                       "print the milliseconds since the start and quit."),
        QStringLiteral("EVENT"));
    const QCommandLineOption fifteen(
        QStringLiteral("fifteen-tables"),
        QStringLiteral("Make the event start-up is timed on at EVENT: a 15-table Mitchell of 2 "
                       "boards a round, all but its last three rounds entered."),
        QStringLiteral("EVENT"));
    parser.addOption(screenshot);
    parser.addOption(timing);
    parser.addOption(fifteen);
    parser.process(application);

    if (parser.isSet(fifteen)) {
        overplay::app::DemoOptions options;
        options.kind = "mitchell";
        options.tables = 15;
        options.boardsPerRound = 2;
        options.roundsEntered = -3;
        options.analyse = false; // analysis changes nothing start-up reads
        try {
            overplay::app::buildDemoEvent(parser.value(fifteen).toStdString(), options);
        } catch (const std::exception& e) {
            std::fprintf(stderr, "overplay-shots: %s\n", e.what());
            return 1;
        }
        return 0;
    }

    if (parser.isSet(screenshot))
        return overplay::app::takeScreenshots(parser.value(screenshot));
    if (!parser.isSet(timing)) {
        std::fprintf(stderr, "overplay-shots: give --screenshot DIR, --quit-after-open EVENT or "
                             "--fifteen-tables EVENT\n");
        return 2;
    }
    // What overplay EVENT does (Console.cpp), up to the first paint of the open event.
    overplay::app::MainWindow window;
    window.setQuiet(true);
    window.show();
    if (!window.openFile(parser.value(timing))) {
        std::fprintf(stderr, "overplay-shots: %s\n", qPrintable(window.lastError()));
        return 1;
    }
    QApplication::processEvents();
    window.repaint();
    std::printf("%lld ms to an open event\n", static_cast<long long>(started.elapsed()));
    return 0;
}
