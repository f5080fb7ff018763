#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# overplay-cli.exe, cross-built for Windows, as a director's script uses it, under Wine:
#   tests/windows/cli_proof.sh BUILD_DIR/app/overplay-cli.exe   (scripts/windows.sh runs it)
# An event whose file name is not ASCII is made, a result entered, the ranking read as JSON;
# the Qt-free program says which commands it lacks (export among them); a second writer is
# refused while another holds the event; writers killed at random moments lose no result
# they acknowledged (tests/cli/crash_test.sh, run on the Windows program).
# WINEPREFIX and WINEDEBUG are the caller's (scripts/windows.sh sets them).
set -euo pipefail
exe=$(realpath "${1:?usage: cli_proof.sh OVERPLAY_CLI_EXE}")
test_db=$(dirname "$exe")/../tests/test_db.exe
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d "${TMPDIR:-/tmp}/overplay-windows.XXXXXX")
trap 'rm -rf "$work"' EXIT
cd "$work"
passed=0 failed=0
ok() { echo "ok: $*"; passed=$((passed + 1)); }
bad() { echo "FAILED: $*" >&2; failed=$((failed + 1)); }
cli() { wine "$exe" "$@"; }

# A file name in UTF-8 reaches the program whole (the wide API), and back in its output.
event="Café night.db"
if cli new "$event" --name "Café night" --movement mitchell --tables 3 --boards-per-round 2 \
        >new.out 2>&1 && [ -f "$work/$event" ]; then
    ok "new \"$event\" made a file of that name"
else
    bad "new \"$event\": $(cat new.out)"
fi

# A CSV saved by a Windows spreadsheet: CRLF line ends, a byte-order mark, a name in UTF-8,
# under a file name that is not ASCII either.
printf '\xef\xbb\xbfnumber,name1,name2\r\n1NS,Zoë Ärnström,Bob Brown\r\n2NS,Cath Cole,Dan Dale\r\n' \
    >"Paires du café.csv"
if cli pairs "$event" --import "Paires du café.csv" >pairs.out 2>&1 &&
        grep -q "stored the names of 2 pairs" pairs.out; then
    ok "pairs --import of a CRLF, BOM, UTF-8 CSV: $(cat pairs.out)"
else
    bad "pairs --import of a CRLF CSV: $(cat pairs.out)"
fi

read -r board ns ew _ < <(cli missing "$event")
if cli result "$event" "$board" "$ns" "$ew" 4S N = >result.out 2>&1; then
    ok "result $board $ns $ew 4S N =: $(head -n 1 result.out)"
else
    bad "result: $(cat result.out)"
fi

if cli rank "$event" --json >rank.json 2>rank.err &&
        python3 -c 'import json,sys; d=json.load(open(sys.argv[1], encoding="utf-8")); \
            assert "Café night" in json.dumps(d, ensure_ascii=False)' rank.json; then
    ok "rank --json is JSON, in UTF-8, naming \"Café night\""
else
    bad "rank --json: $(cat rank.err) $(head -c 300 rank.json)"
fi
if cli rank "$event" >rank.txt 2>&1 && ! grep -q $'\r' rank.txt; then
    ok "rank's text ends its lines with \\n as on Linux"
else
    bad "rank's text: $(head -n 3 rank.txt | od -c | head -n 3)"
fi

# export needs Qt (PDF, USEBIO's XML writer): the Qt-free program says so.
status=0
cli export "$event" --usebio results.xml >export.out 2>&1 || status=$?
if [ "$status" = 2 ] && grep -q "'export' is not a command" export.out &&
        cli --help 2>&1 | tr -d '\n' | grep -q "export, cards, serve and backup.*PostgreSQL"; then
    ok "export is refused with exit status 2, and --help says export needs the full Overplay"
else
    bad "export (status $status): $(cat export.out)"
fi

# The commands that need Qt are handed to overplay-cli-qt.exe when it is beside overplay-cli.exe:
# a child process (Windows has no exec) given the same arguments, whole, with its exit status
# passed on. A stand-in that prints its arguments plays overplay-cli-qt.exe here.
mkdir -p "$work/installed"
cp "$exe" "$work/installed/overplay-cli.exe"
cp "$(dirname "$exe")/../tests/overplay-args-echo.exe" "$work/installed/overplay-cli-qt.exe"
status=0
wine "$work/installed/overplay-cli.exe" export "$event" --usebio 'Café "results".xml' \
    >handed.out 2>&1 || status=$?
if [ "$status" = 3 ] &&
        [ "$(cat handed.out)" = "$(printf 'export\n%s\n--usebio\nCafé "results".xml' "$event")" ]; then
    ok "export is handed to overplay-cli-qt.exe beside it, arguments whole, its exit status kept"
else
    bad "handing over (status $status): $(cat handed.out)"
fi

# Two writers at once: while another Overplay holds the event for writing, a result is
# refused with one line, and nothing is written; once it lets go, the result goes in.
rm -f "$work/$event.holding" "$work/$event.release"
OVERPLAY_HELPER_EVENT="$work/$event" wine "$test_db" "helper: a writer holds the event until told" \
    >holder.out 2>&1 &
holder=$!
for _ in $(seq 1 300); do [ -f "$work/$event.holding" ] && break; sleep 0.1; done
read -r board ns ew _ < <(cli missing "$event")
status=0
cli result "$event" "$board" "$ns" "$ew" 3NT S +1 >second.out 2>&1 || status=$?
touch "$work/$event.release"
wait "$holder" || bad "the holding writer failed: $(cat holder.out)"
if [ "$status" = 1 ] && grep -q "is open for writing in another Overplay" second.out &&
        cli missing "$event" | grep -q "^$board $ns $ew "; then
    ok "a second writer is refused while another holds the event: $(cat second.out)"
else
    bad "second writer (status $status): $(cat second.out)"
fi
if cli result "$event" "$board" "$ns" "$ew" 3NT S +1 >third.out 2>&1; then
    ok "once the first writer let go, the result goes in"
else
    bad "after the first writer: $(cat third.out)"
fi

# Writers killed (their Wine process, SIGKILL) at random moments: every acknowledged result
# is there, and the file passes SQLite's integrity check.
cat >"$work/overplay-cli" <<EOF
#!/bin/sh
exec wine "$exe" "\$@"
EOF
chmod +x "$work/overplay-cli"
if bash "$here/../cli/crash_test.sh" "$work/overplay-cli" "${OVERPLAY_WINDOWS_KILLS:-16}" \
        >crash.out 2>&1; then
    ok "writers killed under Wine: $(tail -n 1 crash.out)"
else
    bad "crash test under Wine: $(tail -n 5 crash.out)"
fi

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
