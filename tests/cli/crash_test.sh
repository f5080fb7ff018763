#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The crash test (never lose a result): results are entered through overplay-cli one by one while each
# command is killed with SIGKILL at a random moment (startup, opening, mid-commit, after the
# commit). Afterwards the event must open cleanly (PRAGMA integrity_check through
# `overplay-cli check`), and every result whose command reported success (exit 0) must be in
# it.
#
#   crash_test.sh OVERPLAY_CLI [RESULTS]
#
# RESULTS defaults to 1000 (the real run); CI runs a smaller number. Each command gets a
# random life of 1 ms up to twice what an undisturbed command takes on this machine (measured
# first), so about half of them die, at every stage of their work. `timeout -s KILL` is the
# killer, so the signal can only ever reach the command it was started for.
set -euo pipefail

cli=${1:?usage: crash_test.sh OVERPLAY_CLI [RESULTS]}
count=${2:-1000}

work=$(mktemp -d "${TMPDIR:-/tmp}/overplay-crash.XXXXXX")
trap 'rm -rf "$work"' EXIT
event="$work/crash.db"

# 15-table Mitchell, 5 boards a round: 15 x 15 x 5 = 1125 traveller lines to fill.
"$cli" new "$event" --name "Crash test" --movement mitchell --tables 15 \
    --boards-per-round 5 >/dev/null
"$cli" missing "$event" > "$work/todo"
available=$(wc -l < "$work/todo")
if [ "$count" -gt "$available" ]; then
    echo "crash_test: only $available results fit the movement" >&2
    exit 2
fi

# How long does entering a result take here (startup, opening, a durable commit)? Measured on
# a scratch event with the same movement.
"$cli" new "$work/scratch.db" --name Scratch --movement mitchell --tables 15 \
    --boards-per-round 5 >/dev/null
start=$(date +%s%N)
head -n 5 "$work/todo" | while read -r board ns ew round table; do
    "$cli" result "$work/scratch.db" "$board" "$ns" "$ew" 3NT N = >/dev/null
done
typical_ms=$(( ($(date +%s%N) - start) / 5000000 ))
max_ms=$(( typical_ms * 2 + 2 ))

contracts=(1NT 2S 3NT 4H 4S 5D 3C 2H)
: > "$work/reported"
entered=0 killed=0 refused=0
i=0
while read -r board ns ew round table; do
    [ "$i" -ge "$count" ] && break
    contract=${contracts[$((i % ${#contracts[@]}))]}
    life_ms=$(( (RANDOM % max_ms) + 1 ))
    life=$(printf '%d.%03d' $((life_ms / 1000)) $((life_ms % 1000)))
    # In a command substitution, so the shell's "Killed" notice goes nowhere.
    status=$({ timeout -s KILL "$life" "$cli" result "$event" "$board" "$ns" "$ew" \
                 "$contract" N = >/dev/null 2>"$work/err"; echo $?; } 2>/dev/null)
    # Under load a killed writer's lock can still be seen for a moment: a director would try
    # again, so does the test (a few times), then counts what is left as unexpected.
    tries=0
    while [ "$status" = 1 ] && grep -q "open for writing in another Overplay" "$work/err" &&
          [ "$tries" -lt 5 ]; do
        sleep 0.2
        tries=$((tries + 1))
        status=$({ "$cli" result "$event" "$board" "$ns" "$ew" "$contract" N = \
                     >/dev/null 2>"$work/err"; echo $?; } 2>/dev/null)
    done
    case $status in
        0) echo "$board $ns $ew" >> "$work/reported"; entered=$((entered + 1)) ;;
        137) killed=$((killed + 1)) ;;
        *) refused=$((refused + 1)); echo "crash_test: unexpected exit $status:" >&2
           cat "$work/err" >&2 ;;
    esac
    i=$((i + 1))
done < "$work/todo"

# The file opens cleanly and passes SQLite's full integrity check.
"$cli" check "$event" > "$work/check"
"$cli" rank "$event" --json > /dev/null
held=$(sed -n 's/^ok: \([0-9]*\) results$/\1/p' "$work/check")

# Every result reported as entered is there: it is no longer missing.
"$cli" missing "$event" > "$work/still-missing"
lost=0
while read -r board ns ew; do
    if grep -q "^$board $ns $ew " "$work/still-missing"; then
        echo "crash_test: LOST board $board $ns v $ew (reported entered)" >&2
        lost=$((lost + 1))
    fi
done < "$work/reported"

# A copy saved now holds the same results, and no killed writer left a lock that refuses one.
# (`backup` where the program has it; the Qt-free build, as on Windows, has `copy`.)
if "$cli" backup --help > /dev/null 2>&1; then
    "$cli" backup "$event" "$work/copy.db" > /dev/null
else
    "$cli" copy "$event" "$work/copy.db" > /dev/null
fi
copied=$(sed -n 's/^ok: \([0-9]*\) results$/\1/p' <("$cli" check "$work/copy.db"))
read -r board ns ew _ < "$work/still-missing"
"$cli" result "$event" "$board" "$ns" "$ew" 1NT N = > /dev/null

echo "crash_test: $count attempts (commands take ~${typical_ms} ms, killed within 1..${max_ms} ms):" \
     "$entered reported entered, $killed killed, $refused refused; the file holds $held" \
     "results; $lost lost"
[ "$lost" -eq 0 ] && [ "$refused" -eq 0 ] && [ "$held" -ge "$entered" ] &&
    [ "$copied" -eq "$held" ] &&
    [ "$held" -le "$count" ]
