#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# A throwaway PostgreSQL cluster for the tests: `start DIR` makes one in DIR (initdb), starts
# it listening only on a socket in DIR (no TCP port, no system service) and prints the address
# of its database, `postgresql:///overplay?host=DIR&user=overplay`; `stop DIR` stops it and
# removes DIR. PostgreSQL refuses to run as root, so under root the server runs as `nobody`.
# Debian's `postgresql` package provides the programs (scripts/setup.sh installs it).
set -euo pipefail

command=${1:-}
dir=${2:-}
if [[ -z "$command" || -z "$dir" ]]; then
    echo "usage: $0 start|stop DIR" >&2
    exit 2
fi

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
if [[ -z "$bin" || ! -x "$bin/initdb" ]]; then
    echo "postgres-cluster: PostgreSQL's server programs are not installed (apt install postgresql)" >&2
    exit 1
fi

as_server() {
    if [[ $(id -u) -eq 0 ]]; then
        setpriv --reuid=nobody --regid=nogroup --clear-groups -- "$@"
    else
        "$@"
    fi
}

stop_server() {
    if [[ -d "$dir/data" ]]; then
        as_server "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop > /dev/null 2>&1 || true
    fi
}

case "$command" in
start)
    # A server still running in DIR is stopped first: removed under it, it would shut down
    # later and take the new server's socket with it.
    stop_server
    rm -rf "$dir"
    mkdir -p "$dir"
    chmod 0777 "$dir"
    if [[ $(id -u) -eq 0 ]]; then chown nobody:nogroup "$dir"; fi
    as_server "$bin/initdb" -D "$dir/data" -U overplay --auth=trust --no-sync -E UTF8 \
        --locale=C > "$dir/initdb.log" 2>&1
    # fsync stays on: the load test's kill -9 proves what a committed command keeps.
    as_server "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start \
        -o "-c listen_addresses='' -k $dir -c max_connections=200 -c shared_buffers=64MB" \
        > "$dir/pg_ctl.log" 2>&1 || { cat "$dir/server.log" >&2; exit 1; }
    as_server "$bin/createdb" -h "$dir" -U overplay overplay
    echo "postgresql:///overplay?host=$dir&user=overplay"
    ;;
stop)
    stop_server
    rm -rf "$dir"
    ;;
*)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
