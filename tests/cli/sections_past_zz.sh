#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A national simultaneous pairs of 2,000 clubs, a section each, made and used through
# overplay-cli as a script would: the sections run A..Z, AA..ZZ, then AAA..BXX, listed in that
# order; a result is entered and imported by labels of three letters as printed (AAA1NS,
# BXX2EW), refused between two sections, and ranked under those labels.
#   sections_past_zz.sh OVERPLAY_CLI
set -euo pipefail

cli=${1:?usage: sections_past_zz.sh OVERPLAY_CLI}
. "$(dirname "$0")/checks.sh" sections
expect() { # expect WHAT WANTED GOT
    if [[ "$3" != "$2" ]]; then fail "$1: wanted '$2', got '$3'"; fi
}

event="$work/national.db"
said=$("$cli" new "$event" --name "National simultaneous pairs" --movement mitchell \
    --tables 3 --boards-per-round 1 --sections 2000 --across-field)
[[ "$said" == *"sections A to BXX scored across the field"* ]] || fail "new said: $said"

# The sections in their order: by the letters' length, then the letters.
"$cli" section list "$event" | sed -n 's/^section \([A-Z]*\):.*/\1/p' > "$work/letters"
expect "sections" 2000 "$(wc -l < "$work/letters")"
expect "section 26" "Z" "$(sed -n 26p "$work/letters")"
expect "section 27" "AA" "$(sed -n 27p "$work/letters")"
expect "section 702" "ZZ" "$(sed -n 702p "$work/letters")"
expect "section 703" "AAA" "$(sed -n 703p "$work/letters")"
expect "section 704" "AAB" "$(sed -n 704p "$work/letters")"
expect "section 2000" "BXX" "$(sed -n 2000p "$work/letters")"

# A result by its labels as printed, a bare number read by its place, any case.
said=$("$cli" result "$event" 1 AAA1NS aaa1 4S N =)
expect "result" "board 1: AAA1NS v AAA1EW, 4S by N =, NS +420 (round 1, table 1)" "$said"
said=$("$cli" result "$event" 1 ZZ1 ZZ1EW 4S N -1)
expect "result" "board 1: ZZ1NS v ZZ1EW, 4S by N -1, NS -50 (round 1, table 1)" "$said"
if said=$("$cli" result "$event" 1 AAA1NS ZZ1EW 4S N = 2>&1); then
    fail "a line between sections AAA and ZZ was taken: $said"
fi
[[ "$said" == *"AAA1NS and ZZ1EW are in different sections"* ]] || fail "refusal: $said"

# Imported from a results file, as the clubs' scorers send them.
printf 'board,ns,ew,contract,declarer,result\n1,BXX1NS,BXX1EW,3NT,N,=\n1,AAB1,AAB1,3NT,N,+1\n' \
    > "$work/results.csv"
expect "import" "stored 2 results" "$("$cli" results "$event" --import "$work/results.csv")"

# Ranked under the same labels: section AAA on its own, and the whole field.
"$cli" rank "$event" --section aaa > "$work/aaa.txt"
grep -q '^1 .*AAA1NS' "$work/aaa.txt" || fail "rank --section aaa: $(cat "$work/aaa.txt")"
"$cli" rank "$event" --json > "$work/field.json"
for label in AAA1NS ZZ1EW BXX1NS AAB1EW; do
    grep -q "\"label\": \"$label\"" "$work/field.json" || fail "rank --json has no $label"
done

# Past ZZZ there are no letters.
if said=$("$cli" new "$work/more.db" --name More --movement mitchell --tables 3 \
    --sections 18279 2>&1); then
    fail "18,279 sections were made"
fi
[[ -e "$work/more.db" ]] && fail "a refused event was left behind"

if [[ $failed -ne 0 ]]; then exit 1; fi
echo "sections past ZZ: 2,000 sections made, entered, imported and ranked by their labels"
