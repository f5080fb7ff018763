// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Running the command-line tools that read back what the reports wrote (pdftotext, pdfinfo,
// xmllint, …) and a scratch folder per test.

#include <QByteArray>
#include <QDir>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>
#include <QTemporaryDir>

#include <string>

namespace overplay::reports::testing {

inline bool hasTool(const char* name) {
    return !QStandardPaths::findExecutable(QString::fromLatin1(name)).isEmpty();
}

struct ToolRun {
    int exitCode = -1;
    std::string out;
    std::string err;
};

inline ToolRun runTool(const QString& program, const QStringList& arguments) {
    QProcess process;
    process.start(program, arguments);
    ToolRun run;
    if (!process.waitForFinished(60000))
        return run;
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = process.readAllStandardOutput().toStdString();
    run.err = process.readAllStandardError().toStdString();
    return run;
}

/// The text of a PDF in reading layout (pdftotext -layout), "" when pdftotext is missing.
inline std::string pdfText(const QString& path) {
    return runTool("pdftotext", {"-layout", path, "-"}).out;
}

inline int pdfPages(const QString& path) {
    auto info = runTool("pdfinfo", {path}).out;
    auto at = info.find("Pages:");
    return at == std::string::npos ? -1 : std::stoi(info.substr(at + 6));
}

} // namespace overplay::reports::testing
