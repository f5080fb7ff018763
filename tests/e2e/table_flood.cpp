// SPDX-License-Identifier: GPL-3.0-or-later
// Table scoring under hostile load, on loopback: while a flood of connections from a few
// addresses sits idle or drips a request a byte at a time (each reopened 200 ms after the server
// closes it), and a guesser behind the table's own address tries wrong table addresses until
// it is locked out, a real table enters a result every 0.5 s (GET its page for the form's
// token, POST the entry) and the director opens the director's page every 2 s.
//
// Counted: the table's entries answered 303 within 2 s, and the director's pages answered 200
// within 2 s, as success rates. Exit 0 only when both are 100% (a real table must not notice
// the flood), with the figures printed either way.
//
// Usage: table_flood [--connections 1000] [--seconds 20] [--addresses 4]
#include "app/tablescoring/TableScoringServer.h"
#include "db/EventStore.h"
#include "movements/Generate.h"
#include "tests/e2e/LoadPrograms.h"

#include <QCoreApplication>
#include <QTemporaryDir>
#include <QTimer>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <regex>
#include <string>
#include <thread>
#include <vector>

using namespace overplay;
using Clock = std::chrono::steady_clock;

namespace {

/// A TCP connection to the server from a chosen loopback address (127.0.0.X), non-blocking
/// when asked. -1 when the connection could not even be started.
int connectFrom(const std::string& source, int port, bool nonBlocking) {
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return -1;
    sockaddr_in from{};
    from.sin_family = AF_INET;
    ::inet_pton(AF_INET, source.c_str(), &from.sin_addr);
    if (::bind(fd, reinterpret_cast<sockaddr*>(&from), sizeof from) != 0) {
        ::close(fd);
        return -1;
    }
    if (nonBlocking)
        ::fcntl(fd, F_SETFL, ::fcntl(fd, F_GETFL) | O_NONBLOCK);
    sockaddr_in to{};
    to.sin_family = AF_INET;
    to.sin_port = htons(static_cast<uint16_t>(port));
    ::inet_pton(AF_INET, "127.0.0.1", &to.sin_addr);
    if (::connect(fd, reinterpret_cast<sockaddr*>(&to), sizeof to) != 0 && errno != EINPROGRESS) {
        ::close(fd);
        return -1;
    }
    return fd;
}

/// One HTTP/1.1 exchange on a blocking socket: status, headers and body, or status 0 when the
/// connection failed or the answer did not come within `timeout`.
struct Answer {
    int status = 0;
    std::string head, body;
};

Answer exchange(int fd, const std::string& request, std::chrono::milliseconds timeout) {
    Answer a;
    const auto deadline = Clock::now() + timeout;
    std::size_t sent = 0;
    while (sent < request.size()) {
        const ssize_t n = ::send(fd, request.data() + sent, request.size() - sent, MSG_NOSIGNAL);
        if (n <= 0)
            return a;
        sent += static_cast<std::size_t>(n);
    }
    std::string got;
    std::size_t headEnd = std::string::npos, length = 0;
    while (true) {
        if (headEnd == std::string::npos) {
            headEnd = got.find("\r\n\r\n");
            if (headEnd != std::string::npos) {
                a.head = got.substr(0, headEnd);
                const std::size_t at = a.head.find("Content-Length: ");
                length = at == std::string::npos ? 0 : std::stoul(a.head.substr(at + 16));
            }
        }
        if (headEnd != std::string::npos && got.size() >= headEnd + 4 + length)
            break;
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now());
        if (left.count() <= 0)
            return a;
        pollfd p{fd, POLLIN, 0};
        if (::poll(&p, 1, static_cast<int>(left.count())) <= 0)
            return a;
        char buffer[16384];
        const ssize_t n = ::recv(fd, buffer, sizeof buffer, 0);
        if (n <= 0)
            return a;
        got.append(buffer, static_cast<std::size_t>(n));
    }
    a.body = got.substr(headEnd + 4, length);
    if (a.head.size() > 12)
        a.status = std::atoi(a.head.c_str() + 9);
    return a;
}

/// A client that keeps one connection and opens another when the server closed it.
class Phone {
public:
    Phone(int port) : m_port(port) {}
    ~Phone() { drop(); }

    Answer ask(const std::string& request, std::chrono::milliseconds timeout) {
        const auto start = Clock::now();
        for (int attempt = 0; attempt < 2; ++attempt) {
            if (m_fd < 0)
                m_fd = connectFrom("127.0.0.1", m_port, false);
            if (m_fd < 0)
                continue;
            const auto left = timeout - std::chrono::duration_cast<std::chrono::milliseconds>(
                                            Clock::now() - start);
            Answer a = exchange(m_fd, request, left);
            if (a.status != 0) {
                if (a.head.find("Connection: close") != std::string::npos)
                    drop();
                return a;
            }
            drop(); // a kept-alive connection the server closed meanwhile: once more
        }
        return {};
    }

private:
    void drop() {
        if (m_fd >= 0)
            ::close(m_fd);
        m_fd = -1;
    }
    int m_port;
    int m_fd = -1;
};

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    int connections = 1000, seconds = 20, addresses = 4;
    overplay::e2e::readNumberOptions(
        app.arguments(),
        {{"--connections", &connections}, {"--seconds", &seconds}, {"--addresses", &addresses}});
    // Both ends of every connection are in this process.
    rlimit files{};
    ::getrlimit(RLIMIT_NOFILE, &files);
    files.rlim_cur = files.rlim_max;
    ::setrlimit(RLIMIT_NOFILE, &files);

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("flood.db"));
    movements::MovementRequest request;
    request.kind = "mitchell";
    request.tables = 3;
    const movements::Movement movement = movements::generateMovement(request);
    overplay::e2e::createEvent(path, "Flood test", movement);
    app::TableScoringServer server;
    server.start(path, QHostAddress::LocalHost, 0);
    const int port = server.port();
    const std::string table = server.tableUrls().value(1).path().toStdString();
    const std::string director = server.directorUrl().path().toStdString();
    int board = 0;
    for (const movements::TableRound& tr : movement.rounds.front().tables)
        if (tr.table == 1)
            board = movement.firstBoardOf(tr.set);

    std::atomic<bool> stop{false};
    std::atomic<long> floodOpened{0};

    // The flood: `connections` sockets from 127.0.0.2.. (and a share from the table's own
    // 127.0.0.1, as on a club's Wi-Fi), half idle, half dripping a request; each reopened at
    // once when the server closes it.
    std::thread flood([&] {
        struct Slot {
            int fd = -1;
            std::string source;
            bool drip = false;
            std::size_t sent = 0;
            Clock::time_point closed{};
        };
        static const std::string slow =
            "GET / HTTP/1.1\r\nHost: x\r\nX-Padding: " + std::string(4000, 'a') + "\r\n\r\n";
        std::vector<Slot> flooders(static_cast<std::size_t>(connections));
        for (std::size_t i = 0; i < flooders.size(); ++i) {
            const int which = static_cast<int>(i % static_cast<std::size_t>(addresses + 1));
            flooders[i].source = which == 0 ? "127.0.0.1" : "127.0.0." + std::to_string(1 + which);
            flooders[i].drip = i % 2 == 1;
        }
        auto lastDrip = Clock::now();
        while (!stop) {
            std::vector<pollfd> polls;
            int opened = 0;
            const auto now = Clock::now();
            for (Slot& s : flooders) {
                // Reopened 200 ms after the server closed it, 100 at a time at most: a
                // steady flood, not a storm of connects that only measures this machine.
                if (s.fd < 0 && opened < 100 && now - s.closed > std::chrono::milliseconds(200)) {
                    s.fd = connectFrom(s.source, port, true);
                    s.sent = 0;
                    ++opened;
                    ++floodOpened;
                }
                polls.push_back({s.fd, POLLIN, 0}); // poll skips a negative descriptor
            }
            ::poll(polls.data(), polls.size(), 50);
            // Paced a little, so the flood is the server's load and not this machine's.
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
            const bool dripNow = Clock::now() - lastDrip > std::chrono::milliseconds(200);
            if (dripNow)
                lastDrip = Clock::now();
            for (std::size_t i = 0; i < flooders.size(); ++i) {
                Slot& s = flooders[i];
                if (s.fd < 0)
                    continue;
                if (polls[i].revents & (POLLIN | POLLHUP | POLLERR)) {
                    char sink[4096];
                    const ssize_t n = ::recv(s.fd, sink, sizeof sink, MSG_DONTWAIT);
                    if (n == 0 || (n < 0 && errno != EAGAIN)) {
                        ::close(s.fd);
                        s.fd = -1;
                        s.closed = Clock::now();
                        continue;
                    }
                }
                if (s.drip && dripNow && s.sent < slow.size()) {
                    if (::send(s.fd, slow.data() + s.sent, 1, MSG_NOSIGNAL | MSG_DONTWAIT) == 1)
                        ++s.sent;
                }
            }
        }
        for (Slot& s : flooders)
            if (s.fd >= 0)
                ::close(s.fd);
    });

    // A guesser behind the table's own address: wrong table addresses until locked out, and on.
    std::atomic<int> guesses{0}, lockedOut{0};
    std::thread guesser([&] {
        Phone phone(port);
        while (!stop) {
            const Answer a = phone.ask("GET /t/1/wrongsecret HTTP/1.1\r\nHost: x\r\n\r\n",
                                       std::chrono::milliseconds(2000));
            ++guesses;
            if (a.status == 429)
                ++lockedOut;
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
        }
    });

    // The real table: its page once (the session cookie), then an entry every 0.5 s.
    std::atomic<int> entries{0}, entriesOk{0}, pages{0}, pagesOk{0};
    std::string firstFailure;
    std::thread phone([&] {
        Phone phone(port);
        const auto limit = std::chrono::milliseconds(2000);
        std::string cookie;
        const std::regex tokenPattern("name=\"token\" value=\"([a-z0-9]+)\"");
        const std::regex cookiePattern("Set-Cookie: (table=[a-f0-9]+)");
        int n = 0;
        while (!stop) {
            const auto start = Clock::now();
            const Answer page =
                phone.ask("GET " + table + "?round=1 HTTP/1.1\r\nHost: x\r\n" +
                              (cookie.empty() ? "" : "Cookie: " + cookie + "\r\n") + "\r\n",
                          limit);
            std::smatch m;
            if (cookie.empty() && std::regex_search(page.head, m, cookiePattern))
                cookie = m[1];
            std::string token;
            if (std::regex_search(page.body, m, tokenPattern))
                token = m[1];
            const std::string form = "token=" + token + "&round=1&board=" + std::to_string(board) +
                                     "&level=" + std::to_string(1 + n % 7) +
                                     "&strain=NT&dbl=&declarer=N&result=%3D";
            const Answer entered =
                phone.ask("POST " + table + "/enter HTTP/1.1\r\nHost: x\r\nCookie: " + cookie +
                              "\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                              "Content-Length: " +
                              std::to_string(form.size()) + "\r\n\r\n" + form,
                          limit);
            const bool ok =
                page.status == 200 && entered.status == 303 && Clock::now() - start <= limit;
            ++entries;
            if (ok)
                ++entriesOk;
            else if (firstFailure.empty())
                firstFailure = "page " + std::to_string(page.status) + ", entry " +
                               std::to_string(entered.status);
            ++n;
            std::this_thread::sleep_until(start + std::chrono::milliseconds(500));
        }
    });
    std::thread directorPhone([&] {
        // The director's own machine is behind the same router too.
        Phone phone(port);
        while (!stop) {
            const auto start = Clock::now();
            const Answer a = phone.ask("GET " + director + " HTTP/1.1\r\nHost: x\r\n\r\n",
                                       std::chrono::milliseconds(2000));
            ++pages;
            if (a.status == 200 && Clock::now() - start <= std::chrono::milliseconds(2000))
                ++pagesOk;
            std::this_thread::sleep_until(start + std::chrono::milliseconds(2000));
        }
    });

    QTimer::singleShot(seconds * 1000, &app, [&] { app.quit(); });
    app.exec();
    stop = true;
    // The threads finish their last exchange while the server still answers.
    std::thread joiner([&] {
        flood.join();
        guesser.join();
        phone.join();
        directorPhone.join();
        QMetaObject::invokeMethod(&app, [&] { app.quit(); });
    });
    app.exec();
    joiner.join();
    server.stop();

    const double entryRate = entries ? 100.0 * entriesOk / entries : 0;
    const double pageRate = pages ? 100.0 * pagesOk / pages : 0;
    std::printf("flood: %d connections from %d addresses and the table's own, %ld opened in "
                "all; a guesser locked out %d of %d tries\n",
                connections, addresses, floodOpened.load(), lockedOut.load(), guesses.load());
    std::printf("table: %d of %d entries answered within 2 s (%.1f%%)\n", entriesOk.load(),
                entries.load(), entryRate);
    std::printf("director: %d of %d pages answered within 2 s (%.1f%%)\n", pagesOk.load(),
                pages.load(), pageRate);
    if (!firstFailure.empty())
        std::printf("first failure: %s\n", firstFailure.c_str());
    const bool ok =
        entries > 0 && entriesOk == entries && pages > 0 && pagesOk == pages && lockedOut > 0;
    return ok ? 0 : 1;
}
