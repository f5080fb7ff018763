#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# clang-format every C++ source of ours in place.
set -euo pipefail
cd "$(dirname "$0")/.."
git ls-files -co --exclude-standard -- '*.cpp' '*.h' | xargs -r clang-format -i
