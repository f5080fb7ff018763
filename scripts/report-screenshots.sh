#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The report screenshots of docs/screenshots: an evening made with the CLI (a 15-table
# Mitchell of 9 rounds of 3 boards, named pairs, dealt and analysed boards, every result
# entered), then page 1 of its guide cards, hand records and rankings (pdftoppm, 60 dpi, A4)
# and the HTML index (headless chromium, 900 x 1200). BUILD_DIR picks the build folder.
set -euo pipefail
cd "$(dirname "$0")/.."
build="${BUILD_DIR:-build}"
out="docs/screenshots"
cli="$build/app/overplay-cli"
cmake --build "$build" --target overplay-cli
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
event="$work/tuesday.db"

"$cli" new "$event" --name "Tuesday Pairs" --movement mitchell --tables 15 --rounds 9 \
    --boards-per-round 3 >/dev/null
# Names from two short lists, the same every run.
awk 'BEGIN {
    split("Ann Bob Cathy David Eve Frank Grace Harry Iris Jack Kate Liam", first, " ");
    split("Smith Jones Brown Taylor Wilson Evans Thomas Moore Hughes Wood", last, " ");
    for (p = 1; p <= 30; ++p)
        printf "%d,%s %s,%s %s\n", p, first[(2 * p) % 12 + 1], last[p % 10 + 1],
            first[(2 * p + 1) % 12 + 1], last[(3 * p + 1) % 10 + 1];
}' >"$work/pairs.csv"
"$cli" pairs "$event" --import "$work/pairs.csv" >/dev/null
"$cli" hands "$event" --deal --seed 7 >/dev/null
# A result for every line the movement expects, from a fixed little set, seeded (no leads:
# the CLI checks a lead against the deal).
"$cli" missing "$event" | awk 'BEGIN {
    srand(7);
    n = split("4S,N,= 3NT,S,+1 2H,E,-1 1NT,W,= 4H,N,-1 3D,E,= 5CX,S,-2 2S,W,+1", plays, " ");
}
{ printf "%d,%d,%d,%s\n", $1, $2, $3, plays[int(rand() * n) + 1] }' >"$work/results.csv"
"$cli" results "$event" --import "$work/results.csv" >/dev/null

"$cli" cards "$event" --pdf "$work/cards.pdf" >/dev/null
"$cli" export "$event" --pdf "$work/results.pdf" --html "$work/site" >/dev/null
pdftoppm -r 60 -png -f 1 -l 1 -singlefile "$work/cards.pdf" "$out/guide-card"
pdftoppm -r 60 -png -f 1 -l 1 -singlefile "$work/results.pdf" "$out/rankings"
# Hand records come last in the results PDF: its first page of them.
first=$(for ((p = 1; ; ++p)); do
    pdftotext -f "$p" -l "$p" "$work/results.pdf" - | grep -q "^Hand records" && { echo "$p"; break; }
done)
pdftoppm -r 60 -png -f "$first" -l "$first" -singlefile "$work/results.pdf" "$out/hand-records"
chromium --headless --no-sandbox --hide-scrollbars --screenshot="$out/html-index.png" \
    --window-size=900,1200 "file://$work/site/index.html" 2>/dev/null

# A team event and an individual (scripts/example-events.sh): their web sites' index pages.
scripts/example-events.sh "$cli" "$work"
for kind in teams individual; do
    "$cli" export "$work/$kind.db" --html "$work/site-$kind" >/dev/null
    chromium --headless --no-sandbox --hide-scrollbars --screenshot="$out/html-$kind.png" \
        --window-size=900,1000 "file://$work/site-$kind/index.html" 2>/dev/null
done
