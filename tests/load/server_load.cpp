// SPDX-License-Identifier: GPL-3.0-or-later
// A simultaneous pairs entered into one server event by many writer processes at once, some
// of them killed (SIGKILL) part way and started again, as a club's laptop that loses power
// would be. Afterwards: every result a writer saw acknowledged is there, exactly as entered;
// none is there twice; every club's results are complete. Then the ranking across the field,
// read from the server, is timed.
//
//   server_load --server postgresql:///overplay?host=/tmp/pg --clubs 500 --writers 50 --kills 20
//
// `--event ADDRESS` alone times the ranking of an event already there (or of a file).
// `--bulk 1` enters each club's results as one import (a quick way to a full event, to time
// the ranking); `--keep 1` leaves the event on the server.
//
// Each club is a section: a 10-table Mitchell of 8 rounds of 3 boards (24 boards at each
// table, 240 results a club). Each club's results are entered under a server login of its
// own, granted its section only (EventStore::grantOnServer), as in a real simultaneous pairs;
// the logins are made for the run and dropped after it, by psql, so the server's login (the
// event's owner) must be allowed to make logins (CREATEROLE). The server's address may also come
// from OVERPLAY_TEST_POSTGRES. Exit status 0 when nothing was lost or doubled.
#include "core/Contract.h"
#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "movements/Generate.h"
#include "tests/support/Events.h"
#include "tests/support/PlausibleLines.h"

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <random>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

namespace {

using namespace overplay;
using Clock = std::chrono::steady_clock;

struct Options {
    std::string server;
    std::string event; ///< the event's full address (a writer is given it)
    int clubs = 12;
    int writers = 6;
    int kills = 3;
    int writer = -1;   ///< this process is writer number `writer`
    bool bulk = false; ///< each club's results as one import (to time the ranking quickly)
    bool keep = false; ///< leave the event on the server afterwards
    std::string acks;
    std::string logins; ///< each club's login is this and the club's number
    unsigned seed = 20261126;
};

/// The address with another login ("user=" replaced, or added).
std::string withLogin(const std::string& address, const std::string& login) {
    const auto question = address.find('?');
    auto at = address.find("user=", question == std::string::npos ? 0 : question);
    while (at != std::string::npos && address[at - 1] != '?' && address[at - 1] != '&')
        at = address.find("user=", at + 1);
    if (at == std::string::npos)
        return address + (question == std::string::npos ? "?" : "&") + "user=" + login;
    const auto end = address.find('&', at);
    return address.substr(0, at) + "user=" + login +
           (end == std::string::npos ? "" : address.substr(end));
}

std::string clubLogin(const Options& o, int club) {
    return o.logins + std::to_string(club);
}

/// Runs SQL on the server with psql (the server's own client), as its administrator would.
void runSql(const std::string& server, const std::string& sql) {
    const std::string command =
        "psql -X -q -v ON_ERROR_STOP=1 '" + server + "' -c '" + sql + "' > /dev/null";
    if (std::system(command.c_str()) != 0)
        throw std::runtime_error("psql could not run: " + sql.substr(0, 60) + "…");
}

movements::Movement clubMovement() {
    movements::MovementRequest request;
    request.kind = "mitchell";
    request.tables = 10;
    request.rounds = 8;
    request.boardsPerRound = 3;
    request.evenTables = "skip";
    return movements::generateMovement(request);
}

std::string key(const std::string& section, const core::TravellerLine& l) {
    return section + " " + std::to_string(l.board) + " " + std::to_string(l.ns) + " " +
           std::to_string(l.ew);
}

/// One writer: enters its clubs' results (every writers-th club), appending each result the
/// store acknowledged to its file of acknowledgements before going on. Started again after a
/// kill, it goes through the same clubs: a result already there (its commit came before the
/// kill, its acknowledgement did not) is refused as already there, and passed over.
int runWriter(const Options& o) {
    db::OpenOptions options;
    options.user = "club station " + std::to_string(o.writer + 1);
    options.busyTimeout = std::chrono::milliseconds(60000);
    const int fd = ::open(o.acks.c_str(), O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (fd < 0) {
        std::perror("acknowledgements");
        return 2;
    }
    for (int club = o.writer; club < o.clubs; club += o.writers) {
        // Logged in as the club: the server lets it write its own section only.
        auto store = db::EventStore::open(withLogin(o.event, clubLogin(o, club)), options);
        const std::string letter = store.sections().at(static_cast<std::size_t>(club)).letter;
        store.useSection(letter);
        if (o.bulk) {
            std::vector<db::ImportedLine> lines;
            for (const core::TravellerLine& l :
                 tests::plausibleLines(store.movement(), static_cast<unsigned>(club)))
                lines.push_back({l, ""});
            store.importResults(lines);
            for (const auto& l : lines) {
                const std::string ack =
                    key(letter, l.line) + " " + l.line.play->contract.text() + "\n";
                if (::write(fd, ack.data(), ack.size()) != static_cast<ssize_t>(ack.size()))
                    return 2;
            }
            continue;
        }
        for (const core::TravellerLine& l :
             tests::plausibleLines(store.movement(), static_cast<unsigned>(club))) {
            try {
                store.enterResult(l);
            } catch (const core::InputError& e) {
                if (std::string(e.what()).find("already has a result") == std::string::npos) {
                    std::cerr << "writer " << o.writer << ": " << e.what() << "\n";
                    return 1;
                }
                continue;
            }
            // Written whole by one write(): a kill leaves a line whole or not at all.
            const std::string ack = key(letter, l) + " " + l.play->contract.text() + "\n";
            if (::write(fd, ack.data(), ack.size()) != static_cast<ssize_t>(ack.size()))
                return 2;
        }
    }
    ::close(fd);
    return 0;
}

pid_t startWriter(const char* self, const Options& o, int writer) {
    const pid_t pid = ::fork();
    if (pid == 0) {
        const std::string w = std::to_string(writer), clubs = std::to_string(o.clubs),
                          writers = std::to_string(o.writers);
        const std::string acks = o.acks + "." + w;
        ::execl(self, self, "--writer", w.c_str(), "--event", o.event.c_str(), "--clubs",
                clubs.c_str(), "--writers", writers.c_str(), "--acks", acks.c_str(), "--bulk",
                o.bulk ? "1" : "0", "--logins", o.logins.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    return pid;
}

double seconds(Clock::duration d) {
    return std::chrono::duration<double>(d).count();
}

/// The ranking across the field, read from the server: median of three.
void timeRanking(const db::EventStore& store) {
    std::vector<double> times;
    std::size_t ranked = 0;
    for (int i = 0; i < 3; ++i) {
        const auto t0 = Clock::now();
        const auto ranking = db::rankSections(store);
        times.push_back(seconds(Clock::now() - t0));
        ranked = 0;
        for (const auto& r : ranking.overall)
            ranked += r.rows.size();
    }
    std::sort(times.begin(), times.end());
    std::cout << "ranking across the field (" << ranked << " rows): median " << times[1] << " s ("
              << times[0] << " .. " << times[2] << ")\n";
}

int runLoad(const char* self, Options o) {
    const std::string name = "load-" + std::to_string(::getpid());
    o.event = o.server + (o.server.find('?') == std::string::npos ? "?" : "&") + "event=" + name;
    const auto dir = std::filesystem::temp_directory_path() / name;
    std::filesystem::create_directories(dir);
    o.acks = (dir / "acks").string();

    const db::EventSetup setup = tests::NewEvent(clubMovement())
                                     .named("Simultaneous pairs")
                                     .inSections(o.clubs)
                                     .acrossTheField();
    {
        auto owner = db::EventStore::create(o.event, setup);
        o.logins = "load" + std::to_string(::getpid()) + "_club";
        std::string logins;
        for (int club = 0; club < o.clubs; ++club)
            logins += "CREATE ROLE " + clubLogin(o, club) + " LOGIN; ";
        runSql(o.server, logins);
        const auto sections = owner.sections();
        for (int club = 0; club < o.clubs; ++club)
            owner.grantOnServer({clubLogin(o, club),
                                 db::ServerLogin::Role::Section,
                                 {sections.at(static_cast<std::size_t>(club)).letter}});
    }
    const std::size_t perClub = tests::plausibleLines(setup.movement).size();
    std::cout << "event " << name << ": " << o.clubs << " clubs x " << perClub
              << " results = " << o.clubs * static_cast<int>(perClub) << ", " << o.writers
              << " writers, " << o.kills << " kills\n";

    const auto start = Clock::now();
    std::map<pid_t, int> running;
    for (int w = 0; w < o.writers; ++w)
        running[startWriter(self, o, w)] = w;
    std::mt19937 random(o.seed);
    int killed = 0, failed = 0;
    while (!running.empty()) {
        if (killed < o.kills) {
            std::uniform_int_distribution<int> pause(50, 400);
            ::usleep(static_cast<useconds_t>(pause(random)) * 1000);
            std::vector<pid_t> pids;
            for (const auto& [pid, w] : running)
                pids.push_back(pid);
            const pid_t victim = pids[random() % pids.size()];
            if (::kill(victim, SIGKILL) == 0) {
                ++killed;
                int status = 0;
                ::waitpid(victim, &status, 0);
                const int w = running[victim];
                running.erase(victim);
                running[startWriter(self, o, w)] = w;
            }
            // Collect any that finished meanwhile.
            int status = 0;
            pid_t done;
            while ((done = ::waitpid(-1, &status, WNOHANG)) > 0) {
                if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
                    ++failed;
                running.erase(done);
            }
            continue;
        }
        int status = 0;
        const pid_t done = ::waitpid(-1, &status, 0);
        if (done <= 0)
            break;
        if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
            ++failed;
        running.erase(done);
    }
    const double entering = seconds(Clock::now() - start);

    // What the writers were told was saved.
    std::map<std::string, std::string> acknowledged;
    std::size_t ackLines = 0;
    for (int w = 0; w < o.writers; ++w) {
        std::ifstream in(o.acks + "." + std::to_string(w));
        std::string line;
        while (std::getline(in, line)) {
            const auto space = line.rfind(' ');
            acknowledged[line.substr(0, space)] = line.substr(space + 1);
            ++ackLines;
        }
    }
    auto store = db::EventStore::open(o.event, tests::readOnly());
    std::set<std::string> stored;
    std::size_t storedLines = 0, lost = 0, wrong = 0;
    std::map<std::string, std::string> contracts;
    for (const auto& section : store.sections())
        for (const auto& s : store.linesOf(section.letter)) {
            ++storedLines;
            const std::string k = key(section.letter, s.line);
            stored.insert(k);
            contracts[k] = s.line.play ? s.line.play->contract.text() : "";
        }
    for (const auto& [k, contract] : acknowledged) {
        const auto it = contracts.find(k);
        if (it == contracts.end())
            ++lost;
        else if (it->second != contract)
            ++wrong;
    }
    const std::size_t doubled = storedLines - stored.size();
    const std::size_t expected = static_cast<std::size_t>(o.clubs) * perClub;
    std::cout << "entered in " << entering << " s (" << static_cast<int>(expected / entering)
              << " results/s); writers killed " << killed << ", failed " << failed << "\n"
              << "acknowledged " << acknowledged.size() << " (" << ackLines
              << " acknowledgements), stored " << storedLines << " of " << expected << "; lost "
              << lost << ", doubled " << doubled << ", changed " << wrong << "\n";

    // Each club's rows name its own login, and no other club's.
    std::size_t misnamed = 0;
    const auto sections = store.sections();
    for (const db::AuditEntry& row : store.auditLog())
        if (row.command == "enter result" || row.command == "import results") {
            // An event of one section names none on its rows.
            const auto it =
                sections.size() == 1
                    ? sections.begin()
                    : std::find_if(sections.begin(), sections.end(),
                                   [&](const auto& s) { return s.letter == row.section; });
            const auto club = static_cast<int>(it - sections.begin());
            if (it == sections.end() || row.login != clubLogin(o, club))
                ++misnamed;
        }
    std::cout << "audit rows naming another login than their club's: " << misnamed << "\n";
    timeRanking(store);

    std::filesystem::remove_all(dir);
    if (o.keep)
        std::cout << "kept " << o.event << "\n";
    else
        db::EventStore::removeFromServer(o.event);
    if (!o.keep) {
        std::string logins;
        for (int club = 0; club < o.clubs; ++club)
            logins += "DROP ROLE IF EXISTS " + clubLogin(o, club) + "; ";
        runSql(o.server, logins);
    }
    const bool ok = failed == 0 && lost == 0 && doubled == 0 && wrong == 0 && misnamed == 0 &&
                    storedLines == expected && ackLines == acknowledged.size();
    std::cout << (ok ? "OK" : "FAILED") << "\n";
    return ok ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    Options o;
    if (const char* server = std::getenv("OVERPLAY_TEST_POSTGRES"))
        o.server = server;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i], value = argv[i + 1];
        if (flag == "--server")
            o.server = value;
        else if (flag == "--event")
            o.event = value;
        else if (flag == "--clubs")
            o.clubs = std::stoi(value);
        else if (flag == "--writers")
            o.writers = std::stoi(value);
        else if (flag == "--kills")
            o.kills = std::stoi(value);
        else if (flag == "--writer")
            o.writer = std::stoi(value);
        else if (flag == "--acks")
            o.acks = value;
        else if (flag == "--bulk")
            o.bulk = value == "1";
        else if (flag == "--logins")
            o.logins = value;
        else if (flag == "--keep")
            o.keep = value == "1";
        else {
            std::cerr << "server_load: unknown option " << flag << "\n";
            return 2;
        }
    }
    try {
        if (o.writer >= 0)
            return runWriter(o);
        if (!o.event.empty()) { // --event ADDRESS alone: time the ranking of an event there
            timeRanking(db::EventStore::open(o.event, tests::readOnly()));
            return 0;
        }
        if (o.server.empty()) {
            std::cerr << "server_load: give --server postgresql://… (or OVERPLAY_TEST_POSTGRES)\n";
            return 2;
        }
        return runLoad(argv[0], o);
    } catch (const std::exception& e) {
        std::cerr << "server_load: " << e.what() << "\n";
        return 1;
    }
}
