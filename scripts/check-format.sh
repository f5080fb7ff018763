#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails, naming the files, when a C++ source of ours is not as clang-format (.clang-format at
# the root) would write it. scripts/format.sh formats them.
set -uo pipefail
root="${1:-$(dirname "$0")/..}"
cd "$root" || exit 2
mapfile -t files < <(find core movements db reports app tests bench fuzz \
    \( -name '*.cpp' -o -name '*.h' \) -not -path '*/build*' 2>/dev/null | sort)
# One clang-format for all of them; it names each file it would change in its warnings.
mapfile -t unformatted < <(clang-format --dry-run "${files[@]}" 2>&1 |
    sed -n 's/^\([^:]*\):[0-9]*:[0-9]*: warning:.*/\1/p' | sort -u)
if [ ${#unformatted[@]} -gt 0 ]; then
    echo "not clang-formatted (run scripts/format.sh):"
    printf '  %s\n' "${unformatted[@]}"
    exit 1
fi
echo "${#files[@]} sources formatted"
