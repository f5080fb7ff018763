// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The director's console: the Qt Widgets program `overplay`.

namespace overplay::app {

/// Starts the console. Arguments: an event file to open, or --demo for the demo event.
int runConsole(int argc, char** argv);

} // namespace overplay::app
