// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The director's console: the Qt Widgets program `overplay`.

class QCoreApplication;

namespace overplay::app {

/// Starts the console. Arguments: an event file to open, or --demo for the demo event.
int runConsole(int argc, char** argv);

/// The application's names, version, desktop id and icon, as the console sets them: where
/// its settings are kept and how the desktop shows its window. For the console and for the
/// tools that start its window the same way (overplay-shots).
void nameApplication(QCoreApplication& application);

} // namespace overplay::app
