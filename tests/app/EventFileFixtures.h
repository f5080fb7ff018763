// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the console's event-file tests share: overplay-cli run as another program (a second
// Overplay with its own process id, built with the tests), the console's menus and message
// boxes driven as a director would, and a phone speaking to table scoring over loopback.
#include "ConsoleTestApp.h"
#include "OpenEvent.h"
#include "PhoneRequest.h"
#include "app/console/MainWindow.h"
#include "app/tablescoring/TableScoringServer.h"

#include <QAbstractButton>
#include <QAction>
#include <QEventLoop>
#include <QFileInfo>
#include <QMessageBox>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QProcess>
#include <QTimer>

#include <catch2/catch.hpp>

namespace overplay::tests {

inline const QString cliPath = QStringLiteral(OVERPLAY_CLI);

/// overplay-cli run as another program (another Overplay, with its own process id).
struct Run {
    int status = -1;
    QString out, err;
};
inline Run runCli(const QStringList& args, int timeoutMs = 10000) {
    QProcess process;
    process.start(cliPath, args);
    Run r;
    if (!process.waitForFinished(timeoutMs)) {
        process.kill();
        process.waitForFinished();
        r.err = QStringLiteral("(did not finish)");
        return r;
    }
    r.status = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    r.out = QString::fromUtf8(process.readAllStandardOutput());
    r.err = QString::fromUtf8(process.readAllStandardError());
    return r;
}

/// The Open recent entry of `path`.
inline QAction* recentEntry(QWidget& window, const QString& path) {
    const QString absolute = QFileInfo(path).absoluteFilePath();
    for (QAction* action : window.findChildren<QAction*>())
        if (action->toolTip() == absolute)
            return action;
    return nullptr;
}

/// Starts (or restarts) the console's table scoring and returns its server.
inline app::TableScoringServer* startTableScoring(app::MainWindow& window) {
    QAction* toggle = actionNamed(window, QStringLiteral("Table scoring"));
    REQUIRE(toggle);
    answerNextMessageBox(QMessageBox::Ok);
    toggle->trigger();
    auto* server = window.findChild<app::TableScoringServer*>();
    REQUIRE(server);
    REQUIRE(server->isRunning());
    return server;
}

} // namespace overplay::tests
