#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's test command: install dependencies, build everything, run every test.
# OVERPLAY_SANITIZE=ON builds and runs it all under AddressSanitizer and
# UndefinedBehaviorSanitizer (CI does; see .ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
jobs=$(nproc)
sanitize=${OVERPLAY_SANITIZE:-OFF}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DOVERPLAY_SANITIZE="$sanitize" \
    >/dev/null
cmake --build build -j"$jobs"
if [ "$sanitize" = ON ]; then
    # Qt and the font libraries keep some allocations until the process ends: those are not
    # ours to free (tests/sanitizers/lsan.supp). Everything else that leaks fails its test.
    export LSAN_OPTIONS="suppressions=$PWD/tests/sanitizers/lsan.supp:print_suppressions=0"
    export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1:strict_string_checks=1"
    export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
fi
QT_QPA_PLATFORM=offscreen ctest --test-dir build --output-on-failure -j"$jobs"
