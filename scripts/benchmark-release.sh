#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Debian's Google Benchmark is compiled without NDEBUG, so every benchmark prints "Library was
# built as DEBUG". This builds the same version from Debian's own source package (the one
# libbenchmark-dev was made from, Debian's patches applied) in Release and installs it under
# PREFIX, for the benchmarks to link instead (-Dbenchmark_DIR=PREFIX/lib/cmake/benchmark).
# Usage: scripts/benchmark-release.sh PREFIX   (does nothing if PREFIX already holds it)
set -euo pipefail
prefix="$(realpath -m "$1")"
config="$prefix/lib/cmake/benchmark/benchmarkConfig.cmake"
[ -f "$config" ] && { echo "$config"; exit 0; }
package="$(dpkg-query -W -f='${source:Package}' libbenchmark-dev)"
version="$(dpkg-query -W -f='${source:Version}' libbenchmark-dev)"
codename="$(. /etc/os-release && echo "$VERSION_CODENAME")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# A source list of our own: the machine's apt configuration is left as it is.
mkdir -p "$work/lists/partial"
echo "deb-src http://deb.debian.org/debian $codename main" >"$work/sources.list"
apt=(apt-get -qq -o "Dir::Etc::sourcelist=$work/sources.list" -o "Dir::Etc::sourceparts=-"
     -o "Dir::State::Lists=$work/lists")
"${apt[@]}" update
(cd "$work" && "${apt[@]}" source --download-only "$package=$version" 2>/dev/null)
dpkg-source --no-check -x "$work"/"${package}_${version#*:}.dsc" "$work/source" >/dev/null
# As debian/rules configures it (the version given, not read from git), but in Release.
cmake -S "$work/source" -B "$work/build" -G Ninja -DCMAKE_BUILD_TYPE=Release \
    -DGIT_VERSION="$(echo "${version#*:}" | sed 's/-[^-]*$//')" \
    -DBENCHMARK_ENABLE_TESTING=OFF -DBENCHMARK_ENABLE_GTEST_TESTS=OFF \
    -DBENCHMARK_ENABLE_WERROR=OFF -DBUILD_SHARED_LIBS=OFF -DCMAKE_INSTALL_PREFIX="$prefix" \
    -DCMAKE_INSTALL_LIBDIR=lib >/dev/null
cmake --build "$work/build" -j"$(nproc)" >/dev/null
cmake --install "$work/build" >/dev/null
echo "$config"
