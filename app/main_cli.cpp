#include "app/cli/Cli.h"

#include <iostream>

int main(int argc, char** argv) {
    return overplay::app::runCli(argc, argv, std::cout, std::cerr);
}
