// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/Console.h"

int main(int argc, char** argv) {
    return overplay::app::runConsole(argc, argv);
}
