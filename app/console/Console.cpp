// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/Console.h"

#include "app/console/MainWindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

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

void nameApplication(QCoreApplication& application) {
    QApplication::setOrganizationName(QStringLiteral("Overplay"));
    QApplication::setApplicationName(QStringLiteral("Overplay"));
    QApplication::setApplicationVersion(QStringLiteral(OVERPLAY_VERSION));
    // The installed .desktop file and icon carry this id (app/dist): the desktop matches the
    // window to them, and the window shows the installed icon.
    QGuiApplication::setDesktopFileName(QStringLiteral("org.overplay.Overplay"));
    if (auto* gui = qobject_cast<QGuiApplication*>(&application))
        gui->setWindowIcon(QIcon::fromTheme(QStringLiteral("org.overplay.Overplay")));
}

int runConsole(int argc, char** argv) {
    std::unique_ptr<QCoreApplication> owned;
    if (onlyPrints(argc, argv))
        owned = std::make_unique<QCoreApplication>(argc, argv);
    else
        owned = std::make_unique<QApplication>(argc, argv);
    QCoreApplication& application = *owned;
    nameApplication(application);

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
    parser.addOption(demo);
    parser.process(application);

    MainWindow window;
    window.show();
    const QStringList files = parser.positionalArguments();
    if (parser.isSet(demo))
        window.openDemo();
    else if (!files.isEmpty())
        window.openFile(files.front());
    return QApplication::exec();
}

} // namespace overplay::app
