// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// overplay-cli run in-process, as a script runs it: the arguments after the program's name,
// the exit status and everything printed on stdout and stderr.
#include "app/cli/Cli.h"

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

} // namespace overplay::tests
