#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The README's console command: install dependencies, build, start the console on the demo
# event (a 5-table Howell club night with hand records and results). Extra arguments go to
# the console.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo >/dev/null
cmake --build build -j"$(nproc)" --target overplay overplay-cli
exec build/app/overplay --demo "$@"
