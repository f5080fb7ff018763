// SPDX-License-Identifier: GPL-3.0-or-later
// serve: table scoring without a window, on a club's small server; backup: a copy of an event
// taken safely while it is open.
#include "app/cli/Cli.h"
#include "app/cli/Subcommand.h"
#include "app/tablescoring/TableScoringServer.h"
#include "db/EventStore.h"
#include "db/StorageError.h"

#include <CLI/CLI.hpp>
#include <QCoreApplication>
#include <QSocketNotifier>
#include <QTimer>

#include <csignal>
#include <memory>
#include <optional>
#include <ostream>
#ifdef _WIN32
#include <windows.h>
#else
#include <sys/socket.h>
#include <unistd.h>
#endif

namespace overplay::app {

namespace {

#ifdef _WIN32
// Ctrl+C and Ctrl+Break in the console window. Windows calls this on a thread of its own:
// the quit is queued to the event loop's thread.
BOOL WINAPI onConsoleStop(DWORD event) {
    if (event != CTRL_C_EVENT && event != CTRL_BREAK_EVENT)
        return FALSE;
    QMetaObject::invokeMethod(
        QCoreApplication::instance(), [] { QCoreApplication::quit(); }, Qt::QueuedConnection);
    return TRUE;
}

/// While it lives, Ctrl+C (or Ctrl+Break) stops the event loop, so serving ends as it ends
/// on a quit: the server stopped, the log copied into the event.
class StopOnSignal {
public:
    StopOnSignal() { SetConsoleCtrlHandler(onConsoleStop, TRUE); }
    ~StopOnSignal() { SetConsoleCtrlHandler(onConsoleStop, FALSE); }
    StopOnSignal(const StopOnSignal&) = delete;
    StopOnSignal& operator=(const StopOnSignal&) = delete;
};
#else
int g_signalPipe[2] = {-1, -1};

extern "C" void onStopSignal(int) {
    const char byte = 1;
    // Only async-signal-safe calls here: the event loop reads the pipe and quits.
    [[maybe_unused]] ssize_t ignored = ::write(g_signalPipe[0], &byte, 1);
}

/// While it lives, SIGINT and SIGTERM stop the event loop (through a socket pair the loop
/// watches), so serving ends as it ends on a quit: the server stopped, the log copied into
/// the event.
class StopOnSignal {
public:
    StopOnSignal() {
        if (::socketpair(AF_UNIX, SOCK_STREAM, 0, g_signalPipe) != 0)
            throw std::runtime_error("cannot set up signal handling");
        m_notifier = std::make_unique<QSocketNotifier>(g_signalPipe[1], QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated,
                         [] { QCoreApplication::quit(); });
        struct sigaction action = {};
        action.sa_handler = onStopSignal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESTART;
        sigaction(SIGINT, &action, nullptr);
        sigaction(SIGTERM, &action, nullptr);
    }
    ~StopOnSignal() {
        signal(SIGINT, SIG_DFL);
        signal(SIGTERM, SIG_DFL);
        m_notifier.reset();
        ::close(g_signalPipe[0]);
        ::close(g_signalPipe[1]);
    }
    StopOnSignal(const StopOnSignal&) = delete;
    StopOnSignal& operator=(const StopOnSignal&) = delete;

private:
    std::unique_ptr<QSocketNotifier> m_notifier;
};
#endif

struct ServeOptions {
    std::string event;
    std::string bind = "0.0.0.0";
    int port = 8080;
};

void runServe(const ServeOptions& o, CliContext& context) {
    std::unique_ptr<QCoreApplication> ownApp;
    if (!QCoreApplication::instance()) {
        static int argc = 1;
        static char name[] = "overplay-cli";
        static char* argv[] = {name, nullptr};
        ownApp = std::make_unique<QCoreApplication>(argc, argv);
    }
    QHostAddress address;
    if (!address.setAddress(QString::fromStdString(o.bind)))
        throw UsageError{"--bind must be an IP address of this machine, e.g. 0.0.0.0"};

    TableScoringServer server;
    server.start(QString::fromStdString(o.event), address, static_cast<quint16>(o.port));
    const QMap<int, QUrl> urls = server.tableUrls();
    for (auto it = urls.begin(); it != urls.end(); ++it)
        context.out << "table " << it.key() << ": " << it.value().toString().toStdString() << "\n";
    context.out << "director: " << server.directorUrl().toString().toStdString() << "\n";
    context.out.flush();

    // A keeper of the event, sharing the server's writer lock (one process): it watches the
    // file and copies the log into it when the phones are idle and no reader stops it.
    // The store refuses every command once its file is moved or deleted (nothing is told
    // "saved" that is not in the event); serving on would only refuse every phone.
    db::EventStore keeper = db::EventStore::open(o.event);
    bool moved = false;
    int ticks = 0;
    QTimer watch;
    watch.setInterval(500);
    QObject::connect(&watch, &QTimer::timeout, [&] {
        if (keeper.hasMoved()) {
            moved = true;
            QCoreApplication::quit();
        } else if (++ticks % 20 == 0) {
            keeper.checkpoint();
        }
    });
    watch.start();

    std::optional<StopOnSignal> stopOnSignal(std::in_place);

    QCoreApplication::exec();

    server.stop();
    stopOnSignal.reset();
    if (moved)
        throw db::StorageError(o.event,
                               "was moved or deleted while table scoring ran; table "
                               "scoring stopped (results saved before are in the "
                               "moved file)",
                               db::StorageProblem::Moved);
    context.out << "table scoring stopped\n";
}

void runBackup(const std::string& event, const std::string& copy, CliContext& context) {
    db::OpenOptions options;
    options.readOnly = true; // a reader: allowed while the console or serve writes the event
    db::EventStore::open(event, options).saveCopy(copy);
    context.out << "saved a copy of " << event << " as " << copy << "\n";
}

} // namespace

void addServeCommands(CLI::App& app, CliContext& context) {
    auto [serve, options] = addSubcommand(
        app, "serve", "table scoring: serve the phones' pages without a window", context, runServe);
    serve->add_option("event", options->event, "the event file")->required();
    serve->add_option("--bind", options->bind, "address to listen on (default: all)");
    serve->add_option("--port", options->port, "port (default 8080; 0 picks a free one)")
        ->check(wholeNumber(0, 65535));

    auto files = std::make_shared<std::pair<std::string, std::string>>();
    CLI::App* backup = app.add_subcommand(
        "backup", "save a copy of an event, safely even while it is open for table scoring");
    backup->add_option("event", files->first, "the event file")->required();
    backup->add_option("copy", files->second, "the copy to make (must not exist)")->required();
    backup->callback([files, &context] { runBackup(files->first, files->second, context); });
}

} // namespace overplay::app
