#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when docs/architecture.md names a file or a function the sources no longer have, so
# its walk of a traveller line through the front ends stays true as the code moves.
set -uo pipefail
root="${1:-$(dirname "$0")/..}"
cd "$root" || exit 2
doc=docs/architecture.md
problems=0
# Files: `core/ResultText.h`, `app/tablescoring/TableRules.h`, `db/detail/Codec.h` …
for file in $(grep -oE '`[a-z]+(/[A-Za-z_]+)+\.(h|cpp)`' "$doc" | tr -d '`' | sort -u); do
    # The table names files within their module's folder (`cli/Cli.h` in app/'s row).
    found=0
    for base in . core movements db reports app; do
        [ -f "$base/$file" ] && found=1
    done
    if [ "$found" -eq 0 ]; then
        echo "$doc names $file, which does not exist"
        problems=$((problems + 1))
    fi
done
# Functions and types: `core::readResultLine`, `movements::BoardPlacements::require`, …
for name in $(grep -oE '`[a-z]+::[A-Za-z_:]+`' "$doc" | tr -d '`' | sort -u); do
    last=${name##*::}
    if ! grep -rqwE "$last" core movements db reports app --include='*.h' --include='*.cpp'; then
        echo "$doc names $name, which the sources do not define"
        problems=$((problems + 1))
    fi
done
[ "$problems" -eq 0 ] || exit 1
echo "architecture.md: every file and function it names exists"
