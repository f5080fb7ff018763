// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli-qt: every overplay-cli command in one program, those that paint or serve
// (export, cards, serve, backup) included; overplay-cli hands it the command lines it does
// not run itself.
#include "app/cli/Cli.h"
#include "app/cli/ProcessHeap.h"

#include <QString>
#include <QtGlobal>

#include <cstdio>
#include <iostream>

namespace {

/// Qt's own notes ("QStandardPaths: XDG_RUNTIME_DIR not set …", a font or platform remark)
/// are for Qt's developers, not for a director reading a command's one line: only Qt's
/// critical and fatal messages reach stderr, after the program's name.
void qtMessages(QtMsgType type, const QMessageLogContext&, const QString& message) {
    if (type == QtCriticalMsg || type == QtFatalMsg)
        std::fprintf(stderr, "overplay-cli: %s\n", message.toLocal8Bit().constData());
}

} // namespace

int main(int argc, char** argv) {
    overplay::app::setUpHeapForOneTask();
    qInstallMessageHandler(qtMessages);
    return overplay::app::runCli(argc, argv, std::cout, std::cerr);
}
