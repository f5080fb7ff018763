#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Fails when a module includes a module above it (core → movements → db → reports → app),
# when SQL appears outside db/ (an SQLite header), Qt below reports/, or a module's private
# detail/ headers outside it.
set -uo pipefail
root="${1:-$(dirname "$0")/..}"
cd "$root" || exit 2
order=(core movements db reports app)
problems=0

# refuse WHAT INCLUDED MODULE...: each MODULE whose sources include INCLUDED (the start of an
# #include's target, an extended regular expression) is a problem, said as "MODULE/ WHAT".
refuse() {
    local what=$1 included=$2
    shift 2
    for module in "$@"; do
        [ -d "$module" ] || continue
        hits=$(grep -rnE "^\s*#\s*include\s+${included}" "$module" --include='*.h' --include='*.cpp' ||
            true)
        if [ -n "$hits" ]; then
            echo "$module/ $what"
            echo "$hits"
            problems=$((problems + 1))
        fi
    done
}

for i in "${!order[@]}"; do
    for higher in "${order[@]:$((i + 1))}"; do
        refuse "includes $higher/, a module above it:" "[\"<]${higher}/" "${order[$i]}"
    done
done
refuse "uses SQLite directly; only db/ may:" "[\"<](SQLiteCpp|sqlite3)" core movements reports app
refuse "includes Qt; Qt starts at reports/:" "<Q[A-Za-z]" core movements db
# A module's detail/ headers are its own (and its tests'): no other module reaches into them,
# and none of its public headers includes one.
for module in "${order[@]}"; do
    [ -d "$module/detail" ] || continue
    hits=$(grep -rnE "^\s*#\s*include\s+[\"<]${module}/detail/" . --include='*.h' --include='*.cpp' |
        grep -vE "^\./(${module}|tests/${module})/" || true)
    public=$(grep -nE "^\s*#\s*include\s+[\"<]${module}/detail/" "$module"/*.h 2>/dev/null || true)
    if [ -n "$hits$public" ]; then
        echo "${module}/detail/ is private to ${module}/ and its tests:"
        echo "$hits$public"
        problems=$((problems + 1))
    fi
done
if [ "$problems" -gt 0 ]; then
    exit 1
fi
echo "layering: every module includes only the modules before it"
