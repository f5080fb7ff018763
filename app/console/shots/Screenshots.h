// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The console's screenshots for the user guide: `overplay-shots --screenshot DIR` (a tool
// of its own, never installed) opens the demo event and saves each main screen as
// DIR/console-*.png.

#include <QString>

namespace overplay::app {

/// Saves the screenshots; returns 0, or 1 after printing what went wrong on stderr.
int takeScreenshots(const QString& folder);

} // namespace overplay::app
