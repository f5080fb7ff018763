// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hand-built movements and a temporary folder for the db tests: the store is tested on
// movements written out here, not on the generators (which have their own tests).

#include "db/EventStore.h"
#include "db/StorageError.h"
#include "movements/Movement.h"
#include "tests/core/SessionFixtures.h"
#include "tests/support/Events.h"
#include "tests/support/Mitchell.h"
#include "tests/support/PublishedMovements.h"
#include "tests/support/TestFiles.h"

#include <atomic>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <unistd.h>
#include <vector>

namespace overplay::testing {

/// A played traveller line: `played(1, 1, 4, "4S", 'N', "=")` (the session tests' `line`).
inline constexpr auto& played = tests::line;

/// A fresh folder under the system's temporary folder, removed with everything in it; on a
/// server, the events the test kept there are removed with it.
class TempDir : public tests::TempDir {
public:
    TempDir() : tests::TempDir("db-test") {}
    ~TempDir() {
        for (const auto& [name, address] : m_events) {
            try {
                db::EventStore::removeFromServer(address);
            } catch (const std::exception&) {
                // never made, or removed by the test itself
            }
        }
    }

    /// Where the test keeps an event called `name`: a file in this folder, or, when the
    /// tests run against a server (OVERPLAY_TEST_POSTGRES holds its database's address), an
    /// event of its own there, removed with this folder. The same name, the same event.
    std::string event(const std::string& name) const {
        if (!onServer())
            return file(name);
        if (auto it = m_events.find(name); it != m_events.end())
            return it->second;
        std::string id = path().filename().string() + "-" + name;
        for (char& c : id)
            if (!std::isalnum(static_cast<unsigned char>(c)) && c != '-')
                c = '_';
        const std::string base = std::getenv("OVERPLAY_TEST_POSTGRES");
        const std::string address =
            base + (base.find('?') == std::string::npos ? "?" : "&") + "event=" + id;
        m_events.emplace(name, address);
        return address;
    }

    /// Whether the tests run against a server.
    static bool onServer() {
        const char* server = std::getenv("OVERPLAY_TEST_POSTGRES");
        return server != nullptr && *server != '\0';
    }

    /// True, and says so for ctest ("skipped: …"), when the tests do not run against a
    /// server and `what` needs one.
    static bool skippedWithoutServer(const std::string& what) {
        if (onServer())
            return false;
        std::cout << "skipped: " << what << " need a server event (OVERPLAY_TEST_POSTGRES)\n";
        return true;
    }

private:
    mutable std::map<std::string, std::string> m_events;
};

/// The complete Mitchell written out in Mitchell.h, for the store's tests.
using tests::mitchell;

/// McKinnon's published 4-table Howell (the movement tests' too).
inline movements::Movement howell4(int boardsPerRound) {
    return tests::mckinnonFourTableHowell(boardsPerRound);
}

/// A clock that starts at 2026-11-22 19:00:00 UTC and moves one second a call.
inline db::Clock steppingClock() {
    auto t = std::make_shared<std::chrono::system_clock::time_point>(
        std::chrono::sys_days{std::chrono::year{2026} / 11 / 22} + std::chrono::hours{19});
    return [t] {
        const auto now = *t;
        *t += std::chrono::seconds{1};
        return now;
    };
}

/// Through StoredLine's operator== (kept as a function so failures name it).
inline bool sameLine(const db::StoredLine& a, const db::StoredLine& b) {
    return a == b;
}

inline bool sameLines(const std::vector<db::StoredLine>& a, const std::vector<db::StoredLine>& b) {
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!sameLine(a[i], b[i]))
            return false;
    return true;
}

using tests::readFileBytes;

/// Everything of an event a change could touch: a file's bytes, or, on a server, what the
/// store reads back of it (the event, its entries, boards, lines and audit log).
inline std::string eventState(const std::string& event) {
    if (event.rfind("postgresql://", 0) != 0)
        return readFileBytes(event);
    const auto store = db::EventStore::open(event, tests::readOnly());
    std::string out = store.info().name + "|" + store.info().date + "\n";
    for (const auto& e : store.entries())
        out += std::to_string(e.number) + " " + e.label + " " + e.names() + "\n";
    for (const auto& b : store.boards())
        out += std::to_string(b.number) + (b.deal ? " dealt" : "") + "\n";
    for (const auto& l : store.lines())
        out += std::to_string(l.line.board) + " " + std::to_string(l.line.ns) + " " +
               std::to_string(l.line.ew) + " " + std::to_string(l.nsScore.value_or(-99999)) + "\n";
    for (const auto& a : store.auditLog())
        out += a.time + " " + a.who + " " + a.command + " " + a.oldValue + " " + a.newValue + "\n";
    return out;
}

/// Whether an event exists: a file, or an event on the server.
inline bool eventExists(const std::string& event) {
    if (event.rfind("postgresql://", 0) != 0)
        return std::filesystem::exists(event);
    try {
        db::EventStore::open(event, tests::readOnly());
        return true;
    } catch (const db::StorageError&) {
        return false;
    }
}

inline void writeBytes(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out << bytes;
}

/// A simultaneous pairs named `name` at `event`: `sections` sections A, B, … each a 3-table
/// Mitchell of two boards a round, matchpointed across the field; nothing entered.
inline db::EventStore simultaneousPairs(const std::string& event, const std::string& name,
                                        int sections) {
    return db::EventStore::create(
        event, tests::mitchellEvent(3, 2).named(name).inSections(sections).acrossTheField());
}

/// The file tests' event: a new 5-table Mitchell at `path`, "Tuesday pairs" unless named
/// otherwise, with its first `results` results entered (board 1 4S= by N-S 1, board 2 3NT+1,
/// board 3 2H-1 by East), as the console holds it open.
inline db::EventStore tuesdayPairs(const std::string& path, int results = 0,
                                   const std::string& name = "Tuesday pairs") {
    auto store = db::EventStore::create(path, tests::mitchellEvent(5, 2).named(name));
    const core::TravellerLine lines[] = {played(1, 1, 6, "4S", 'N', "="),
                                         played(2, 1, 6, "3NT", 'S', "+1"),
                                         played(3, 2, 7, "2H", 'E', "-1")};
    for (int i = 0; i < results; ++i)
        store.enterResult(lines[i]);
    return store;
}

} // namespace overplay::testing
