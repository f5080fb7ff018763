// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli: the calculation, event and movement commands run here; this program links no
// Qt Gui, Network or HttpServer, whose loading (their relocations) costs more than a whole
// calculation. The commands that paint or serve, help and anything this program does not
// know are run by overplay-cli-qt, installed beside it, given the same command line.
#include "app/cli/Cli.h"

#include <cerrno>
#include <cstring>
#include <iostream>
#include <string>
#include <vector>

#include <unistd.h>

namespace {

/// The folder this program was started from, as the kernel names it.
std::string ownFolder() {
    std::vector<char> path(4096);
    const ssize_t length = readlink("/proc/self/exe", path.data(), path.size() - 1);
    if (length <= 0)
        return ".";
    std::string self(path.data(), static_cast<std::size_t>(length));
    const std::size_t slash = self.rfind('/');
    return slash == std::string::npos ? "." : self.substr(0, slash);
}

/// Replaces this process with overplay-cli-qt: the same arguments, standard streams and exit
/// status, as if one program had run them.
int runWithWindowCommands(int argc, const char* const* argv, std::ostream& err) {
    const std::string program = ownFolder() + "/overplay-cli-qt";
    std::vector<char*> arguments;
    for (int i = 0; i < argc; ++i)
        arguments.push_back(const_cast<char*>(argv[i])); // execv's signature; never written
    arguments.push_back(nullptr);
    execv(program.c_str(), arguments.data());
    err << "overplay-cli: cannot start " << program << ": " << std::strerror(errno) << "\n";
    return 1;
}

} // namespace

int main(int argc, char** argv) {
    return overplay::app::runCliWith(argc, argv, std::cout, std::cerr,
                                     overplay::app::WindowCommands{nullptr, runWithWindowCommands});
}
