// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// overplay-cli run in-process, as a script runs it: the arguments after the program's name,
// the exit status and everything printed on stdout and stderr.
#include "app/cli/Cli.h"
#include "db/EventStore.h"
#include "tests/support/Events.h"
#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <algorithm>
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

/// A command that must succeed: a failure names the command and what it said on stderr.
inline CliRun cliOk(const std::vector<std::string>& args) {
    CliRun r = cli(args);
    INFO(args.at(0) << " " << (args.size() > 1 ? args[1] : "") << ": " << r.err);
    REQUIRE(r.status == 0);
    return r;
}

/// A 3-table Mitchell of 2 boards a round made by `new` as club.db in `dir`: boards 1 to 6,
/// pairs 1NS..3NS and 1EW..3EW.
inline std::string newMitchell(const TempDir& dir) {
    const std::string event = dir.file("club.db");
    cliOk({"new", event, "--name", "Tuesday pairs", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "2"});
    return event;
}

/// "Winter teams", a 4-team round robin scored by IMPs, two boards a match, made by `new` as
/// rr.db in `dir`, its teams named by `teams --import` of `teamLines` (after the header
/// number,name,player1,…): round 1 is A v D and B v C (boards 1-2), round 2 A v C and B v D
/// (3-4), round 3 A v B and C v D (5-6).
inline std::string newWinterTeams(const TempDir& dir, const std::string& teamLines) {
    const std::string event = dir.file("rr.db");
    cliOk({"new", event, "--name", "Winter teams", "--movement", "round-robin-teams", "--teams",
           "4", "--boards-per-round", "2", "--scoring", "imps"});
    cliOk({"teams", event, "--import",
           dir.write("teams.csv", "number,name,player1,player2,player3,player4\n" + teamLines)});
    return event;
}

/// How many lines `audit` prints for the event: one a change, so a command that changed
/// nothing leaves it as it was.
inline std::size_t auditRows(const std::string& event) {
    const std::string text = cli({"audit", event}).out;
    return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

/// One line as `missing` prints it: BOARD NS EW ROUND TABLE, one token each.
struct MissingLine {
    std::string board, ns, ew, round, table;
};

/// The lines `missing` lists for the event, `more` its further arguments ("--session", "2").
inline std::vector<MissingLine> missingLines(const std::string& event,
                                             const std::vector<std::string>& more = {}) {
    std::vector<std::string> args{"missing", event};
    args.insert(args.end(), more.begin(), more.end());
    const CliRun r = cli(args);
    INFO(r.err);
    REQUIRE(r.status == 0);
    std::vector<MissingLine> lines;
    std::istringstream text(r.out);
    std::string row;
    while (std::getline(text, row)) {
        std::istringstream words(row);
        std::vector<std::string> w;
        for (std::string word; words >> word;)
            w.push_back(word);
        INFO("missing printed: " << row);
        REQUIRE(w.size() == 5); // one token a field
        lines.push_back({w[0], w[1], w[2], w[3], w[4]});
    }
    return lines;
}

/// A result for each of `lines` as a results file: 3NT by North, 7 to 10 tricks, varied by
/// `seed` so rankings are not all equal.
inline std::string resultsCsv(const std::vector<MissingLine>& lines, int seed) {
    std::string csv = "board,ns,ew,contract,declarer,result\n";
    int n = seed;
    for (const MissingLine& l : lines) {
        const int made = (std::stoi(l.board) * 7 + n++ * 3) % 4 + 7;
        const std::string result = made == 9 ? "=" : made > 9 ? "+1" : made == 8 ? "-1" : "-2";
        csv += l.board + "," + l.ns + "," + l.ew + ",3NT,N," + result + "\n";
    }
    return csv;
}

/// Every result the session in use (or session `session`) still lacks, entered through a CSV
/// at `csvPath`: 3NT by North, 7 to 10 tricks, varied by `seed` so rankings are not all equal.
inline void enterAll(const std::string& event, const std::string& csvPath, int seed,
                     const std::string& session = {}) {
    const std::vector<std::string> inSession = session.empty()
                                                   ? std::vector<std::string>{}
                                                   : std::vector<std::string>{"--session", session};
    writeFile(csvPath, resultsCsv(missingLines(event, inSession), seed));
    std::vector<std::string> args{"results", event, "--import", csvPath};
    if (!session.empty())
        args.insert(args.end(), {"--session", session});
    const auto stored = cli(args);
    INFO(stored.err);
    REQUIRE(stored.status == 0);
}

} // namespace overplay::tests
