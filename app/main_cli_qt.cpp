// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli-qt: every overplay-cli command in one program, those that paint or serve
// (export, cards, serve, backup) included; overplay-cli hands it the command lines it does
// not run itself.
#include "app/cli/Cli.h"

#include <iostream>

int main(int argc, char** argv) {
    return overplay::app::runCli(argc, argv, std::cout, std::cerr);
}
