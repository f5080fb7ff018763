#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package a user installs: built by CPack from this build, unpacked into an empty
# root, it must start (overplay-cli --version and a calculation, the console offscreen on an
# event they made), ask in Depends for every library its programs load, and carry a valid .desktop
# file and AppStream metadata.
# Usage: deb_installs.sh BUILD_DIR
set -euo pipefail
build=$(cd "$1" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$work" && cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" >/dev/null)
deb=$(ls "$work"/out/overplay_*.deb)
echo "package: $(basename "$deb") ($(du -h "$deb" | cut -f1))"

root="$work/root"
dpkg-deb -x "$deb" "$root"
for f in usr/bin/overplay usr/bin/overplay-cli usr/bin/overplay-cli-qt \
    usr/share/applications/org.overplay.Overplay.desktop \
    usr/share/icons/hicolor/scalable/apps/org.overplay.Overplay.svg \
    usr/share/metainfo/org.overplay.Overplay.metainfo.xml \
    usr/share/doc/overplay/LICENSE usr/share/doc/overplay/guide.md; do
    [ -e "$root/$f" ] || { echo "the package lacks /$f"; exit 1; }
done

# Every library a program names (its DT_NEEDED) belongs to a package the .deb depends on: then a
# fresh Debian 12 that installs the package can start the program.
depends=$(dpkg-deb -f "$deb" Depends)
echo "Depends: $depends"
# One package name a line, without versions or alternatives' bars.
depended=$(sed 's/ *([^)]*)//g; s/ //g' <<<"$depends" | tr ',|' '\n\n')
for program in overplay overplay-cli overplay-cli-qt; do
    if ldd "$root/usr/bin/$program" | grep -q 'not found'; then
        echo "$program: a library is not found:"
        ldd "$root/usr/bin/$program" | grep 'not found'
        exit 1
    fi
    for needed in $(readelf -d "$root/usr/bin/$program" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p'); do
        # The dynamic loader itself is libc6's, which every system has.
        [[ $needed == ld-linux* ]] && continue
        path=$(ldd "$root/usr/bin/$program" | awk -v n="$needed" '$1 == n {print $3}')
        owner=$(dpkg -S "$path" 2>/dev/null || dpkg -S "$(readlink -f "$path")" 2>/dev/null || true)
        owner=${owner%%:*}
        if [ -z "$owner" ]; then
            echo "$program needs $needed ($path), which no installed package owns"
            exit 1
        fi
        if ! grep -qxF "$owner" <<<"$depended"; then
            echo "$program needs $needed of $owner, which Depends does not name"
            exit 1
        fi
    done
done

# The libraries loaded when first needed (libdds, libpq, libmdb: dlopen) are named by no
# program, so the loop above cannot see them; Depends must name their packages all the same.
for variable in OVERPLAY_DDS_FILE OVERPLAY_LIBPQ_FILE OVERPLAY_LIBMDB_FILE; do
    file=$(sed -n "s/^$variable:INTERNAL=//p" "$build/CMakeCache.txt")
    [ -n "$file" ] || continue
    owner=$(dpkg -S "$file" 2>/dev/null || true)
    owner=${owner%%:*}
    if [ -z "$owner" ] || ! grep -qxF "$owner" <<<"$depended"; then
        echo "$(basename "$file"), loaded when first needed, is in ${owner:-no package}, which Depends does not name"
        exit 1
    fi
done

# Debian's installer accepts it: every Depends is a package this release has.
apt-get -s install "$deb" >"$work/apt.log" 2>&1 || { cat "$work/apt.log"; exit 1; }
grep -q '^Inst overplay ' "$work/apt.log" || { cat "$work/apt.log"; exit 1; }

"$root/usr/bin/overplay-cli" --version
"$root/usr/bin/overplay" --version
"$root/usr/bin/overplay-cli" score 4S N = --vul None | grep -q 420 ||
    { echo "the installed overplay-cli cannot score 4S N ="; exit 1; }
# An event made by the installed programs; its results PDF is painted by overplay-cli-qt,
# which overplay-cli finds beside itself.
"$root/usr/bin/overplay-cli" new "$work/club.db" --name "Club night" --movement mitchell \
    --tables 5 >/dev/null
"$root/usr/bin/overplay-cli" result "$work/club.db" 1 1NS 1EW 4S N = >/dev/null
QT_QPA_PLATFORM=offscreen "$root/usr/bin/overplay-cli" export "$work/club.db" \
    --pdf "$work/club.pdf" >/dev/null
[ -s "$work/club.pdf" ] || { echo "the installed overplay-cli wrote no PDF"; exit 1; }
# The installed console starts on the event and stays up with its window until stopped
# (timeout's 124): its libraries and Qt's platform plugin load. Having opened the event, it
# lists it among its recent events with the name it read from the file: proof that it read it.
status=0
HOME="$work/home" XDG_DATA_HOME="$work/home/data" XDG_CONFIG_HOME="$work/home/config" \
    QT_QPA_PLATFORM=offscreen timeout 5 "$root/usr/bin/overplay" "$work/club.db" || status=$?
[ "$status" -eq 124 ] || { echo "the installed overplay stopped by itself (status $status)"; exit 1; }
# QSettings keeps the list as text and the titles as escaped UTF-16 ("n\0i\0g\0h\0t").
settings="$work/home/config/Overplay/Overplay.conf"
grep -qs "^recentFiles=$work/club.db" "$settings" && grep -qsF 'n\0i\0g\0h\0t' "$settings" ||
    { echo "the installed overplay did not open the event (not among its recent events)"; exit 1; }

desktop-file-validate "$root/usr/share/applications/org.overplay.Overplay.desktop"
appstreamcli validate --no-net --explain "$root/usr/share/metainfo/org.overplay.Overplay.metainfo.xml"
echo "the package installs and starts"
