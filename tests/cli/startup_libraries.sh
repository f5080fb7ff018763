#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What overplay-cli loads, whole process: start-up is most of what an everyday command costs.
#   startup_libraries.sh OVERPLAY_CLI
# 1. The program names no Qt, ICU, libdds, libpq or libmdb library it needs (DT_NEEDED): Qt
#    Core and ICU cost more to map and relocate than a whole calculation, libdds allocates
#    transposition tables for every core as it is loaded, libpq brings OpenSSL, Kerberos
#    and LDAP with it, and libmdb GLib and PCRE2.
# 2. Commands that analyse no deal and open no server (--version, score, result, missing,
#    movement, rank) load none of them, as the dynamic loader reports the files it opens
#    (LD_DEBUG=files).
# 3. A command that analyses (hands --deal) loads libdds then, analyses every board, and exits
#    cleanly: status 0, no crash at exit (libdds loaded late is unloaded before the
#    exit handlers destroy its objects; core/DoubleDummy.cpp).
#    Likewise a Bridgemate file (an Access database) loads libmdb when it is read: a file
#    with an Access header and nothing else is read by libmdb and refused, status 1.
# 4. A command that meets a USEBIO file, whose XML reader is Qt's, is handed whole to
#    overplay-cli-qt beside it, which reads it (when there is one: a build with Qt).
set -euo pipefail

cli=${1:?usage: startup_libraries.sh OVERPLAY_CLI}
. "$(dirname "$0")/checks.sh" startup
unwanted='libQt|libicu|libdds|libpq|libmdb|libglib'

# 1. The libraries it names.
if command -v readelf >/dev/null; then
    needed=$(readelf -d "$cli" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
else
    needed=$(objdump -p "$cli" | awk '$1 == "NEEDED" {print $2}')
fi
[ -n "$needed" ] || fail "no NEEDED entries read from $cli"
if grep -E "$unwanted" <<<"$needed" >/dev/null; then
    fail "$cli names $(grep -E "$unwanted" <<<"$needed" | tr '\n' ' ')"
fi

# loaded LABEL COMMAND...: runs a command (exit status 0 wanted) and prints the shared
# objects the dynamic loader opened for it.
loaded() {
    local label="$1"
    shift
    local status=0
    LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld" "$@" >"$work/out" 2>"$work/err" || status=$?
    if [ "$status" -ne 0 ]; then
        fail "$label exited with status $status: $(head -c 300 "$work/err")"
    fi
    # One LD_DEBUG_OUTPUT file a process (the PID appended).
    cat "$work"/ld.* 2>/dev/null | sed -n 's/.*file=\([^ ]*\) .*/\1/p' | sort -u
    rm -f "$work"/ld.*
}

"$cli" new "$work/club.db" --name Club --movement mitchell --tables 3 >/dev/null
"$cli" result "$work/club.db" 1 1NS 1EW 3NT N = >/dev/null

# 2. Commands that analyse nothing.
check_none() {
    local label="$1"
    local files
    files=$(loaded "$@")
    if grep -E "$unwanted" <<<"$files" >/dev/null; then
        fail "$label loaded $(grep -E "$unwanted" <<<"$files" | tr '\n' ' ')"
    fi
}
check_none "--version" "$cli" --version
check_none "score" "$cli" score 4S N =
check_none "result" "$cli" result "$work/club.db" 1 1NS 1EW 4S N = --replace
check_none "missing" "$cli" missing "$work/club.db"
check_none "movement" "$cli" movement howell --pairs 10
check_none "rank" "$cli" rank "$work/club.db"

# The check itself sees libraries: libsqlite3, which every event command needs.
files=$(loaded "rank" "$cli" rank "$work/club.db")
grep -q 'libsqlite3' <<<"$files" || fail "LD_DEBUG=files reported no libsqlite3 for rank"

# 3. A command that analyses.
# (Three boards: what is checked is that libdds loads, analyses and lets the process exit
# cleanly; each more board is only more time, most of all under the sanitizers.)
"$cli" new "$work/deal.db" --name Deal --movement mitchell --tables 3 --boards-per-round 1 \
    >/dev/null
files=$(loaded "hands --deal" "$cli" hands "$work/deal.db" --deal --seed 1)
grep -q 'libdds' <<<"$files" || fail "hands --deal did not load libdds"
grep -q '^stored 3 deals with their double-dummy analysis$' "$work/out" ||
    fail "hands --deal said: $(head -c 300 "$work/out")"
grep -q 'double dummy: 3/3 boards' "$work/err" ||
    fail "hands --deal did not analyse all 3 boards: $(tail -c 300 "$work/err")"
# The same in a second event, told not to analyse: libdds stays unloaded.
"$cli" new "$work/quick.db" --name Quick --movement mitchell --tables 3 >/dev/null
check_none "hands --deal --no-double-dummy" "$cli" hands "$work/quick.db" --deal --seed 1 \
    --no-double-dummy

# A file that starts as an Access database does and holds nothing: libmdb is loaded to read
# it, and it is refused with one line (what libmdb says of it kept off the screen).
{ printf '\0\1\0\0Standard Jet DB\0'; head -c 4076 /dev/zero; } >"$work/empty.bws"
"$cli" new "$work/bws.db" --name Bws --movement mitchell --tables 3 >/dev/null
status=0
LD_DEBUG=files LD_DEBUG_OUTPUT="$work/ld" "$cli" section upload "$work/bws.db" "$work/empty.bws" \
    --club Hove >"$work/out" 2>"$work/err" || status=$?
files=$(cat "$work"/ld.* 2>/dev/null | sed -n 's/.*file=\([^ ]*\) .*/\1/p' | sort -u)
rm -f "$work"/ld.*
[ "$status" -eq 1 ] || fail "section upload of an empty Access file exited with $status"
if ! grep -q 'built without mdbtools' "$work/err"; then # a build without libmdb says so
    grep -q 'empty.bws is damaged or cut short: mdbtools could not read it' "$work/err" &&
        [ "$(wc -l <"$work/err")" -eq 1 ] ||
        fail "section upload of an empty Access file said: $(tail -c 300 "$work/err")"
    grep -q 'libmdb' <<<"$files" || fail "reading a Bridgemate file did not load libmdb"
fi

# 4. USEBIO: written by export (overplay-cli-qt's) and read back by section upload.
qt="$(dirname "$cli")/overplay-cli-qt"
if [ -x "$qt" ]; then
    "$cli" result "$work/club.db" 2 1NS 1EW 4S E -1 >/dev/null
    "$cli" export "$work/club.db" --usebio "$work/club.xml" >/dev/null || fail "export --usebio"
    "$cli" new "$work/sim.db" --name Sim --movement mitchell --tables 3 >/dev/null
    files=$(loaded "section upload" "$cli" section upload "$work/sim.db" "$work/club.xml" \
        --club Hove)
    grep -q '^added section B (Hove) from .*: .*; 2 results$' "$work/out" ||
        fail "section upload of a USEBIO file said: $(head -c 300 "$work/out")"
    grep -q 'libQt6Core' <<<"$files" || fail "section upload did not reach overplay-cli-qt"
fi

if [ "$failed" -ne 0 ]; then
    exit 1
fi
echo "overplay-cli names and loads no Qt, ICU, libdds, libpq or libmdb; hands --deal loads libdds and exits cleanly; a .bws loads libmdb"
