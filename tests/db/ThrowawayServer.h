// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A PostgreSQL cluster of a test's own (scripts/postgres-cluster.sh): started when made, in a
// temporary folder with a socket there and no TCP port, stopped and removed when destroyed.
// For tests of whole programs (the console, overplay-cli) on a server event.

#include <array>
#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>
#include <unistd.h>

namespace overplay::testing {

class ThrowawayServer {
public:
    ThrowawayServer() {
        static std::atomic<int> counter{0};
        m_dir = "/tmp/overplay-pg-t" + std::to_string(::getpid()) + "-" + std::to_string(counter++);
        const std::string command = "bash " OVERPLAY_SOURCE_DIR "/scripts/postgres-cluster.sh "
                                    "start " +
                                    m_dir + " 2>&1";
        FILE* pipe = ::popen(command.c_str(), "r");
        if (pipe == nullptr)
            throw std::runtime_error("cannot start postgres-cluster.sh");
        std::array<char, 512> buffer{};
        std::string output;
        while (std::fgets(buffer.data(), buffer.size(), pipe) != nullptr)
            output += buffer.data();
        const int status = ::pclose(pipe);
        while (!output.empty() && (output.back() == '\n' || output.back() == '\r'))
            output.pop_back();
        if (status != 0 || output.rfind("postgresql://", 0) != 0)
            throw std::runtime_error("the throwaway PostgreSQL cluster did not start: " + output);
        m_address = output;
    }
    ~ThrowawayServer() {
        const std::string command = "bash " OVERPLAY_SOURCE_DIR "/scripts/postgres-cluster.sh "
                                    "stop " +
                                    m_dir + " > /dev/null 2>&1";
        [[maybe_unused]] const int ignored = std::system(command.c_str());
    }
    ThrowawayServer(const ThrowawayServer&) = delete;
    ThrowawayServer& operator=(const ThrowawayServer&) = delete;

    /// The address of the server's event `name`.
    std::string event(const std::string& name) const { return m_address + "&event=" + name; }
    /// The server's database, without an event.
    const std::string& address() const { return m_address; }

private:
    std::string m_dir;
    std::string m_address;
};

} // namespace overplay::testing
