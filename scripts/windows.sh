#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Overplay for Windows, built here on Debian with Debian's own cross compiler and tested under
# Debian's Wine.
#
#   bash scripts/windows.sh cli [BUILD_DIR]     (default build-windows)
#
# cli: installs what it lacks (g++-mingw-w64-x86-64-posix, wine); builds for Windows, into
# BUILD_DIR/deps, the libraries the Qt-free layers need, from the sources Debian ships:
# SQLite (the amalgamation inside Debian's sqlitecpp source package) and SQLiteCpp from that
# package, libdds from Debian's dds source package; nlohmann-json, CLI11 and Catch2 are
# header-only and come from their Debian packages. Then cross-builds core, movements, db and
# the Qt-free overplay-cli (OVERPLAY_BUILD_GUI=OFF), runs those layers' Catch2 tests and the
# command-line proofs (tests/windows/cli_proof.sh) under Wine, and prints the path of
# overplay-cli.exe as its last line. A second run reuses the libraries and Wine's prefix.
# OVERPLAY_JOBS: parallel compilations (default 2).
set -euo pipefail
cd "$(dirname "$0")/.."
[ "${1:-}" = cli ] || { echo "usage: scripts/windows.sh cli [BUILD_DIR]" >&2; exit 2; }
build="$(realpath -m "${2:-build-windows}")"
deps="$build/deps"
jobs=${OVERPLAY_JOBS:-2}
started=$(date +%s)
say() { echo "windows.sh: $* ($(( $(date +%s) - started )) s)" >&2; }

# --- What it needs on this machine ---------------------------------------------------------
missing=()
command -v x86_64-w64-mingw32-g++-posix >/dev/null || missing+=(g++-mingw-w64-x86-64-posix)
command -v wine >/dev/null || missing+=(wine)
[ -f /usr/include/nlohmann/json.hpp ] || missing+=(nlohmann-json3-dev)
[ -f /usr/include/CLI/CLI.hpp ] || missing+=(libcli11-dev)
[ -f /usr/include/catch2/catch.hpp ] || missing+=(catch2)
if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
fi

# --- The libraries, for Windows, from Debian's source packages -----------------------------
toolchain="$PWD/cmake/toolchain-mingw64.cmake"
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache
                                          -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
sources="$build/deps-src"

# Fetches the upstream tarball of a Debian source package (the version Debian's binary package
# PACKAGE was built from) into $sources/NAME; a source list of our own leaves the machine's
# apt configuration as it is.
debian_source() {
    local binary=$1 name=$2
    [ -d "$sources/$name" ] && return
    local package version codename work
    package="$(dpkg-query -W -f='${source:Package}' "$binary" 2>/dev/null || echo "$name")"
    version="$(dpkg-query -W -f='${source:Version}' "$binary" 2>/dev/null || true)"
    codename="$(. /etc/os-release && echo "$VERSION_CODENAME")"
    work="$(mktemp -d)"
    chmod 755 "$work" # apt's download user reads its lists there
    mkdir -p "$work/lists/partial" "$sources"
    echo "deb-src http://deb.debian.org/debian $codename main" >"$work/sources.list"
    local apt=(apt-get -qq -o APT::Sandbox::User=root -o "Dir::Etc::sourcelist=$work/sources.list"
               -o "Dir::Etc::sourceparts=-" -o "Dir::State::Lists=$work/lists")
    "${apt[@]}" update
    # The upstream tarball only: Debian's packaging of these changes nothing we build.
    (cd "$work" && "${apt[@]}" source --download-only --tar-only \
        "$package${version:+=$version}" >/dev/null 2>&1)
    mkdir -p "$sources/$name"
    tar -xf "$work"/"${package}"_*.orig.tar.* -C "$sources/$name" --strip-components=1
    rm -rf "$work"
}

if [ ! -f "$deps/lib/cmake/SQLiteCpp/SQLiteCppConfig.cmake" ]; then
    debian_source libsqlitecpp-dev sqlitecpp
    say "building SQLite $(sed -n 's/^#define SQLITE_VERSION *"\(.*\)"/\1/p' \
        "$sources/sqlitecpp/sqlite3/sqlite3.h") and SQLiteCpp for Windows"
    cmake -S "$sources/sqlitecpp" -B "$build/deps-build/sqlitecpp" -G Ninja \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DOVERPLAY_WINDOWS_DEPS="$deps" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$deps" "${launcher[@]}" \
        -DSQLITECPP_INTERNAL_SQLITE=ON -DSQLITECPP_RUN_CPPLINT=OFF -DSQLITECPP_RUN_CPPCHECK=OFF \
        -DSQLITECPP_BUILD_TESTS=OFF -DSQLITECPP_BUILD_EXAMPLES=OFF >/dev/null
    nice -n 10 cmake --build "$build/deps-build/sqlitecpp" -j"$jobs" >/dev/null
    cmake --install "$build/deps-build/sqlitecpp" >/dev/null
fi

if [ ! -f "$deps/lib/libdds.a" ]; then
    debian_source libdds-dev dds
    say "building libdds for Windows"
    # libdds's own Makefiles build a DLL with OpenMP or Boost threads; the same sources as a
    # static library with the C++ standard library's threads need no DLL beside the program.
    mkdir -p "$build/deps-build/dds-cmake"
    cat >"$build/deps-build/dds-cmake/CMakeLists.txt" <<EOF
cmake_minimum_required(VERSION 3.25)
project(dds CXX)
file(GLOB sources "$sources/dds/src/*.cpp")
add_library(dds STATIC \${sources})
target_compile_definitions(dds PRIVATE DDS_THREADS_STL)
set_target_properties(dds PROPERTIES CXX_STANDARD 14)
install(TARGETS dds ARCHIVE DESTINATION lib)
install(FILES "$sources/dds/include/dll.h" "$sources/dds/include/portab.h"
    DESTINATION include/dds)
EOF
    cmake -S "$build/deps-build/dds-cmake" -B "$build/deps-build/dds" -G Ninja \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DOVERPLAY_WINDOWS_DEPS="$deps" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$deps" "${launcher[@]}" >/dev/null
    nice -n 10 cmake --build "$build/deps-build/dds" -j"$jobs" >/dev/null
    cmake --install "$build/deps-build/dds" >/dev/null
fi

# Header-only libraries: Debian's headers and CMake packages, copied into the prefix, so the
# cross build never sees /usr/include (Linux's C library headers would shadow MinGW's).
mkdir -p "$deps/include" "$deps/lib/cmake" "$deps/share/cmake"
for headers in nlohmann CLI catch2; do
    [ -d "$deps/include/$headers" ] || cp -r "/usr/include/$headers" "$deps/include/"
done
if [ ! -d "$deps/lib/cmake/Catch2" ]; then
    cp -r /usr/lib/cmake/Catch2 "$deps/lib/cmake/"
    # Its compiled Catch2WithMain is Linux's; the tests bring their own main (catch_main.cpp).
    rm -f "$deps/lib/cmake/Catch2"/Catch2Targets-*.cmake
fi
[ -d "$deps/share/cmake/nlohmann_json" ] || cp -r /usr/share/cmake/nlohmann_json "$deps/share/cmake/"
[ -d "$deps/share/cmake/CLI11" ] || cp -r /usr/share/cmake/CLI11 "$deps/share/cmake/"

# --- Overplay's Qt-free layers and overplay-cli, for Windows -------------------------------
say "building core, movements, db and overplay-cli for Windows"
cmake -S . -B "$build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
    -DOVERPLAY_WINDOWS_DEPS="$deps" -DCMAKE_BUILD_TYPE=Release -DOVERPLAY_BUILD_GUI=OFF \
    -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" -DOVERPLAY_WERROR=OFF >/dev/null
# (Warnings are not errors here: GCC 12's -Wrestrict warns wrongly inside std::string at -O2
# and above, GCC bug 105329; the Linux build keeps our own warnings at zero.)
nice -n 10 cmake --build "$build" -j"$jobs" --target test_core test_movements test_db overplay-cli \
    overplay-args-echo

# --- Under Wine ------------------------------------------------------------------------------
export WINEPREFIX="$build/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
if [ ! -d "$WINEPREFIX" ]; then
    say "making Wine's prefix"
    wineboot --init >/dev/null 2>&1 || true
fi
say "running the tests under Wine"
ctest --test-dir "$build" --output-on-failure
say "running overplay-cli.exe's proofs under Wine"
bash tests/windows/cli_proof.sh "$build/app/overplay-cli.exe"
say "done"
echo "$build/app/overplay-cli.exe"
