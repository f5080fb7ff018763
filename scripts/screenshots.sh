#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The screenshots of docs/guide.md: builds overplay-shots (the console's window driven, a tool
# built with the tests) and runs its --screenshot, which opens the demo event and saves each
# main screen as docs/screenshots/console-*.png.
# Offscreen by default; OVERPLAY_SCREENSHOTS_XVFB=1 runs under Xvfb instead (real X11 fonts
# and style). BUILD_DIR picks the build folder (default build/).
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD_DIR:-build}"
out="docs/screenshots"
cmake -S . -B "$build" -G Ninja >/dev/null
cmake --build "$build" --target overplay-shots -j"$(nproc)"
mkdir -p "$out"
# A settings folder of its own, so the screenshots show no recent files of the machine's user.
export XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_DATA_HOME="$XDG_CONFIG_HOME"
trap 'rm -rf "$XDG_CONFIG_HOME"' EXIT
# A team event (four named teams, a round robin) and an 8-player individual, every result
# entered with the CLI, for the console to open and show.
cmake --build "$build" --target overplay-cli -j"$(nproc)"
events="$(mktemp -d)"
trap 'rm -rf "$XDG_CONFIG_HOME" "$events"' EXIT
scripts/example-events.sh "$build/app/overplay-cli" "$events"
export OVERPLAY_SCREENSHOT_EVENTS="teams=$events/teams.db,individual=$events/individual.db,sections=$events/sections.db#B,sessions=$events/sessions.db,strata=$events/strata.db@2"
if [[ "${OVERPLAY_SCREENSHOTS_XVFB:-0}" == 1 ]]; then
    xvfb-run -a -s "-screen 0 1400x900x24" "$build/app/overplay-shots" --screenshot "$out"
else
    QT_QPA_PLATFORM=offscreen "$build/app/overplay-shots" --screenshot "$out"
fi
