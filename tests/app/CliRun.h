// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// overplay-cli run in-process, as a script runs it: the arguments after the program's name,
// the exit status and everything printed on stdout and stderr.
#include "app/cli/Cli.h"
#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

namespace overplay::tests {

struct CliRun {
    int status = 0;
    std::string out;
    std::string err;
};

inline CliRun cli(std::vector<std::string> args) {
    args.insert(args.begin(), "overplay-cli");
    std::vector<const char*> argv;
    argv.reserve(args.size());
    for (const auto& a : args)
        argv.push_back(a.c_str());
    std::ostringstream out, err;
    const int status = app::runCli(static_cast<int>(argv.size()), argv.data(), out, err);
    return {status, out.str(), err.str()};
}

/// Every result the session in use (or session `session`) still lacks, entered through a CSV
/// at `csvPath`: 3NT by North, 7 to 10 tricks, varied by `seed` so rankings are not all equal.
inline void enterAll(const std::string& event, const std::string& csvPath, int seed,
                     const std::string& session = {}) {
    std::vector<std::string> args{"missing", event};
    if (!session.empty())
        args.insert(args.end(), {"--session", session});
    const auto missing = cli(args);
    REQUIRE(missing.status == 0);
    std::istringstream lines(missing.out);
    std::string csv = "board,ns,ew,contract,declarer,result\n";
    std::string board, ns, ew, round, table;
    int n = seed;
    while (lines >> board >> ns >> ew >> round >> table) {
        const int made = (std::stoi(board) * 7 + n++ * 3) % 4 + 7;
        const std::string result = made == 9 ? "=" : made > 9 ? "+1" : made == 8 ? "-1" : "-2";
        csv += board + "," + ns + "," + ew + ",3NT,N," + result + "\n";
    }
    writeFile(csvPath, csv);
    args = {"results", event, "--import", csvPath};
    if (!session.empty())
        args.insert(args.end(), {"--session", session});
    const auto stored = cli(args);
    INFO(stored.err);
    REQUIRE(stored.status == 0);
}

} // namespace overplay::tests
