#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Small events made with the CLI for the screenshots: a round robin of four named teams (IMPs
# and VPs), an 8-player individual, a night of two 4-table Mitchell sections scored across
# the field, a congress of two sessions (a Mitchell, then a final Howell) and a night
# stratified A, B (below 1000) and C (below 300), every result entered from a fixed little set.
# Usage: scripts/example-events.sh OVERPLAY-CLI FOLDER  (writes FOLDER/teams.db,
# FOLDER/individual.db, FOLDER/sections.db, FOLDER/sessions.db and FOLDER/strata.db).
set -euo pipefail
cli="$1"
out="$2"
enter_all() { # event: a result for every line `missing` lists, the same every run
    "$cli" missing "$1" | awk 'BEGIN {
        n = split("4S,N,= 3NT,S,+1 2H,E,-1 1NT,W,= 4H,N,-1 3D,E,= 4S,N,-1 2S,W,+1", plays, " ");
    }
    { printf "%s,%s,%s,%s\n", $1, $2, $3, plays[(NR * 7 + $1) % n + 1] }' >"$out/results.csv"
    "$cli" results "$1" --import "$out/results.csv" >/dev/null
}
# import_csv WHAT EVENT CSV ROW...: writes the rows to FOLDER/CSV (kept there) and imports
# them into EVENT with `WHAT --import` (pairs, teams, strata).
import_csv() {
    local what="$1" event="$2" csv="$out/$3"
    shift 3
    printf '%s\n' "$@" >"$csv"
    "$cli" "$what" "$event" --import "$csv" >/dev/null
}

"$cli" new "$out/teams.db" --name "County teams" --movement round-robin-teams --teams 4 \
    --boards-per-round 4 --scoring imps >/dev/null
import_csv teams "$out/teams.db" teams.csv \
    "team,name,player1,player2,player3,player4" \
    "1,Acol Arrows,Ann Smith,Bob Jones,Cathy Brown,David Taylor" \
    "2,Benjamin Blues,Eve Wilson,Frank Evans,Grace Thomas,Harry Moore" \
    "3,Crockfords Club,Iris Hughes,Jack Wood,Kate Smith,Liam Jones" \
    "4,Dorset Dragons,Mary Brown,Ned Taylor,Olive Wilson,Paul Evans"
enter_all "$out/teams.db"

"$cli" new "$out/individual.db" --name "Individual night" --movement individual --pairs 8 \
    >/dev/null
import_csv pairs "$out/individual.db" players.csv \
    "1,Ann Smith" "2,Bob Jones" "3,Cathy Brown" "4,David Taylor" "5,Eve Wilson" \
    "6,Frank Evans" "7,Grace Thomas" "8,Harry Moore"
enter_all "$out/individual.db"

"$cli" new "$out/sections.db" --name "Busy night" --movement mitchell --tables 4 \
    --boards-per-round 3 --sections 2 --across-field >/dev/null
import_csv pairs "$out/sections.db" section-pairs.csv \
    "A1NS,Ann Smith,Bob Jones" "A2NS,Cathy Brown,David Taylor" \
    "A1EW,Eve Wilson,Frank Evans" "A2EW,Grace Thomas,Harry Moore" \
    "B1NS,Iris Hughes,Jack Wood" "B2NS,Kate Smith,Liam Jones" \
    "B1EW,Mary Brown,Ned Taylor" "B2EW,Olive Wilson,Paul Evans"
enter_all "$out/sections.db"

"$cli" new "$out/sessions.db" --name "Congress pairs" --movement mitchell --tables 3 \
    --boards-per-round 2 >/dev/null
import_csv pairs "$out/sessions.db" session-pairs.csv \
    "1NS,Ann Smith,Bob Jones" "2NS,Cathy Brown,David Taylor" \
    "3NS,Eve Wilson,Frank Evans" "1EW,Grace Thomas,Harry Moore" "2EW,Iris Hughes,Jack Wood" \
    "3EW,Kate Smith,Liam Jones"
enter_all "$out/sessions.db"
"$cli" session add "$out/sessions.db" --movement howell --pairs 4 --boards-per-round 2 >/dev/null
import_csv pairs "$out/sessions.db" final-pairs.csv \
    "1,Ann Smith,Bob Jones" "2,Grace Thomas,Harry Moore" "3,Cathy Brown,David Taylor" \
    "4,Iris Hughes,Jack Wood"
enter_all "$out/sessions.db"

"$cli" new "$out/strata.db" --name "Stratified night" --movement mitchell --tables 4 \
    --boards-per-round 3 >/dev/null
import_csv pairs "$out/strata.db" strata-pairs.csv \
    "1NS,Ann Smith,Bob Jones" "2NS,Cathy Brown,David Taylor" \
    "3NS,Eve Wilson,Frank Evans" "4NS,Grace Thomas,Harry Moore" "1EW,Iris Hughes,Jack Wood" \
    "2EW,Kate Smith,Liam Jones" "3EW,Mary Brown,Ned Taylor" "4EW,Olive Wilson,Paul Evans"
enter_all "$out/strata.db"
"$cli" strata "$out/strata.db" --define A "B<1000" "C<300" >/dev/null
import_csv strata "$out/strata.db" figures.csv \
    "Ann Smith,250" "Bob Jones,310" "Cathy Brown,1800" "David Taylor,900" \
    "Eve Wilson,40" "Frank Evans,75" "Grace Thomas,700" "Harry Moore,650" "Iris Hughes,3000" \
    "Jack Wood,2500" "Kate Smith,120" "Liam Jones,90" "Mary Brown,800" "Ned Taylor,1100"
