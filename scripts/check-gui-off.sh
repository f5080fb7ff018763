#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The pure layers alone: core, movements and db with their tests and benchmarks, built without
# Qt (-DOVERPLAY_BUILD_GUI=OFF), as a server or a library user would build them; their tests run.
# Usage: check-gui-off.sh [BUILD_DIR]   (default build-nogui); OVERPLAY_SANITIZE as test.sh.
# OVERPLAY_GUI_OFF_TESTS: a ctest regular expression to run only some tests (CI runs those of
# the programs this build makes differently; the test programs of core, movements and db are
# the same sources and flags as in the full build, which has run them).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-build-nogui}
cmake -S . -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DOVERPLAY_BUILD_GUI=OFF \
    -DOVERPLAY_SANITIZE="${OVERPLAY_SANITIZE:-OFF}" >/dev/null
cmake --build "$dir" -j"$(nproc)"
if grep -q '^OVERPLAY_SANITIZE:BOOL=ON' "$dir/CMakeCache.txt"; then
    export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
fi
ctest --test-dir "$dir" --output-on-failure -j"$(nproc)" ${OVERPLAY_GUI_OFF_TESTS:+-R "$OVERPLAY_GUI_OFF_TESTS"}
