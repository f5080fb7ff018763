#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What the results look like must not change by accident: the rankings (`rank`, `rank --json`,
# `rank --qualify`) and the web site (`export --html`) of a few small events, made here with
# the CLI, against what the program printed before the code that builds them was reworked.
# The events: a 5-table Howell club night with hand records and master points, a round robin
# of four teams, an individual, two sections scored across the field, a congress of two
# sessions and a stratified night (scripts/example-events.sh makes the last five).
#
#   same_outputs.sh OVERPLAY_CLI EXPECTED_FILE          compare
#   same_outputs.sh OVERPLAY_CLI EXPECTED_FILE --write  write EXPECTED_FILE afresh
#
# The rankings are kept whole; each page of a site by its SHA-256 (the pages are a few hundred
# kilobytes in all), so a difference names the page to look at.
set -euo pipefail
cli=${1:?usage: same_outputs.sh OVERPLAY_CLI EXPECTED_FILE [--write]}
expected=${2:?usage: same_outputs.sh OVERPLAY_CLI EXPECTED_FILE [--write]}
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/overplay-outputs.XXXXXX")
trap 'rm -rf "$work"' EXIT

bash "$here/../../scripts/example-events.sh" "$cli" "$work"
# The club night: a Howell with dealt boards (a fixed seed, no double-dummy analysis so it
# stays quick) and every result in.
"$cli" new "$work/club.db" --name "Club night" --movement howell --pairs 10 \
    --boards-per-round 3 --date 2026-11-20 >/dev/null
printf '%s\n' "1,Ann Smith,Bob Jones" "2,Cathy Brown,David Taylor" "3,Eve Wilson,Frank Evans" \
    "4,Grace Thomas,Harry Moore" "5,Iris Hughes,Jack Wood" "6,Kate Smith,Liam Jones" \
    "7,Mary Brown,Ned Taylor" "8,Olive Wilson,Paul Evans" "9,Rose Green,Sam White" \
    "10,Tina Black,Umar Khan" >"$work/club-pairs.csv"
"$cli" pairs "$work/club.db" --import "$work/club-pairs.csv" >/dev/null
"$cli" hands "$work/club.db" --deal --seed 0123456789abcdef --no-double-dummy >/dev/null
"$cli" missing "$work/club.db" | awk 'BEGIN {
    n = split("4S,N,= 3NT,S,+1 2H,E,-1 1NT,W,= 4H,N,-1 3D,E,= 4S,N,-1 2S,W,+1", plays, " ");
}
{ printf "%s,%s,%s,%s\n", $1, $2, $3, plays[(NR * 5 + $1) % n + 1] }' >"$work/club.csv"
"$cli" results "$work/club.db" --import "$work/club.csv" >/dev/null
# Master points on the club night, the stratified night and across the field's two sections.
for event in club strata sections; do
    "$cli" scoring "$work/$event.db" --master-points club >/dev/null
done

out="$work/outputs"
for event in club teams individual sections sessions strata; do
    db="$work/$event.db"
    {
        echo "=== $event: rank"
        "$cli" rank "$db"
        echo "=== $event: rank --json"
        "$cli" rank "$db" --json
        echo "=== $event: rank --qualify 50%"
        "$cli" rank "$db" --qualify 50%
        echo "=== $event: export --html"
        "$cli" export "$db" --html "$work/site-$event" >/dev/null
        (cd "$work/site-$event" && find . -type f | LC_ALL=C sort | xargs sha256sum)
    } >>"$out" 2>&1
done
for db in sections sessions; do
    {
        echo "=== $db: rank --across-field"
        "$cli" rank "$work/$db.db" --across-field
    } >>"$out" 2>&1
done
{
    echo "=== sessions: rank --outright"
    "$cli" rank "$work/sessions.db" --outright
    echo "=== sections: rank --section B --json"
    "$cli" rank "$work/sections.db" --section B --json
} >>"$out" 2>&1

if [ "${3:-}" = "--write" ]; then
    cp "$out" "$expected"
    exit 0
fi
diff -u "$expected" "$out"
