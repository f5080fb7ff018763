#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Overplay for Windows, built here on Debian with Debian's own cross compiler and tested under
# Debian's Wine.
#
#   bash scripts/windows.sh cli [BUILD_DIR]       (default build-windows)
#   bash scripts/windows.sh console [BUILD_DIR]   (default build-windows-console)
#   bash scripts/windows.sh qt                    (Qt for Windows only, into the cache)
#
# cli: installs what it lacks (g++-mingw-w64-x86-64-posix, wine); builds for Windows, into
# BUILD_DIR/deps, the libraries the Qt-free layers need, from the sources Debian ships:
# SQLite (the amalgamation inside Debian's sqlitecpp source package) and SQLiteCpp from that
# package, libdds from Debian's dds source package; nlohmann-json, CLI11 and Catch2 are
# header-only and come from their Debian packages. Then cross-builds core, movements, db and
# the Qt-free overplay-cli (OVERPLAY_BUILD_GUI=OFF), runs those layers' Catch2 tests and the
# command-line proofs (tests/windows/cli_proof.sh) under Wine, and prints the path of
# overplay-cli.exe as its last line. A second run reuses the libraries and Wine's prefix.
#
# console: Qt 6 for Windows (below), the same libraries and libqrencode (Debian's qrencode
# source package), then the console overplay.exe, overplay-cli.exe and overplay-cli-qt.exe
# linked against that Qt and the MinGW runtime's DLLs; runs the console's Catch2 tests
# offscreen under Wine; makes the installer Overplay-VERSION-win64.exe with CPack's NSIS
# generator (Debian's nsis; cmake/Packaging.cmake says what it holds); installs it
# silently in a Wine prefix of its own, starts the installed console on the demo event under
# Xvfb, saves its screenshot as docs/screenshots/windows-console.png, and prints the demo
# event's guide cards to PDF with the installed overplay-cli.exe (BUILD_DIR/proof). Prints the installer's path
# as its last line.
#
# qt: builds Qt for Windows from Debian's own qt6-base source package, the version of the
# machine's qt6-base-dev (a Qt cross build runs the host's moc, rcc and uic, which must be the
# same version), with only what Overplay uses: Core, Gui, Widgets, PrintSupport, Network and
# Test, and the windows and offscreen platforms. It lives in ~/.cache/overplay/qt6-mingw-VERSION
# (OVERPLAY_CACHE moves it), outside every build folder, so a second run and every build
# folder reuse it; its build log is beside it. `console` runs this first.
#
# OVERPLAY_JOBS: parallel compilations (default 2). The Qt build runs at the lowest priority.
set -euo pipefail
cd "$(dirname "$0")/.."
mode="${1:-}"
case "$mode" in
cli) build="$(realpath -m "${2:-build-windows}")" ;;
console) build="$(realpath -m "${2:-build-windows-console}")" ;;
qt) build="" ;;
*)
    echo "usage: scripts/windows.sh cli|console [BUILD_DIR] | qt" >&2
    exit 2
    ;;
esac
deps="$build/deps"
jobs=${OVERPLAY_JOBS:-2}
started=$(date +%s)
say() { echo "windows.sh: $* ($(( $(date +%s) - started )) s)" >&2; }
# The one line that says where a step failed, then the script stops.
fail() {
    echo "windows.sh: FAILED: $*" >&2
    exit 1
}

# --- What it needs on this machine ---------------------------------------------------------
missing=()
command -v x86_64-w64-mingw32-g++-posix >/dev/null || missing+=(g++-mingw-w64-x86-64-posix)
command -v wine >/dev/null || missing+=(wine)
[ -f /usr/include/nlohmann/json.hpp ] || missing+=(nlohmann-json3-dev)
[ -f /usr/include/CLI/CLI.hpp ] || missing+=(libcli11-dev)
[ -f /usr/include/catch2/catch.hpp ] || missing+=(catch2)
if [ "$mode" != cli ]; then
    # The host's Qt tools (moc, rcc, uic) of the version the Windows Qt is built from, the
    # tools that unpack a Debian source package, the installer's compiler, and a display for
    # the installed console with the tools that save its screenshot.
    [ -f /usr/lib/x86_64-linux-gnu/cmake/Qt6/Qt6Config.cmake ] || missing+=(qt6-base-dev)
    [ -x /usr/lib/qt6/libexec/moc ] || missing+=(qt6-base-dev-tools)
    command -v dpkg-source >/dev/null || missing+=(dpkg-dev)
    command -v pkg-config >/dev/null || missing+=(pkg-config)
    command -v makensis >/dev/null || missing+=(nsis)
    command -v xvfb-run >/dev/null || missing+=(xvfb)
    command -v xwd >/dev/null || missing+=(x11-apps)
    command -v xwininfo >/dev/null || missing+=(x11-utils)
    command -v pnmtopng >/dev/null || missing+=(netpbm)
fi
if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]}"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
        "${missing[@]}" >/dev/null
fi

launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_C_COMPILER_LAUNCHER=ccache
                                          -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# apt-get with a source list of our own (Debian's archive, this release's deb-src), so the
# machine's apt configuration stays as it is. apt checks each file it fetches against the
# archive's Sources index, whose signature it checks with the keys the machine trusts.
apt_sources() {
    local work=$1 codename
    codename="$(. /etc/os-release && echo "$VERSION_CODENAME")"
    chmod 755 "$work" # apt's download user reads its lists there
    mkdir -p "$work/lists/partial"
    echo "deb-src http://deb.debian.org/debian $codename main" >"$work/sources.list"
    apt_private=(apt-get -qq -o APT::Sandbox::User=root
                 -o "Dir::Etc::sourcelist=$work/sources.list" -o "Dir::Etc::sourceparts=-"
                 -o "Dir::State::Lists=$work/lists")
    "${apt_private[@]}" update
}

# --- Qt 6 for Windows, cached outside the build folders ------------------------------------
cache="${OVERPLAY_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/overplay}"
qt_debian_version="$(dpkg-query -W -f='${source:Version}' qt6-base-dev 2>/dev/null || true)"
qt_version="${qt_debian_version%%+*}"
qt_version="${qt_version%%-*}"
qt="$cache/qt6-mingw-$qt_version"

build_qt() {
    [ -n "$qt_version" ] || fail "qt6-base-dev is not installed: its version picks the Qt to build"
    if [ -f "$qt/lib/cmake/Qt6/Qt6Config.cmake" ]; then
        say "Qt $qt_version for Windows: $qt (built before)"
        return
    fi
    local src="$qt-src" qbuild="$qt-build" log="$qt-build.log"
    mkdir -p "$cache"
    if [ ! -f "$src/CMakeLists.txt" ]; then
        say "fetching Debian's qt6-base $qt_debian_version source package"
        local work
        work="$(mktemp -d)"
        apt_sources "$work"
        (cd "$work" && "${apt_private[@]}" source --download-only "qt6-base=$qt_debian_version" \
            >/dev/null 2>&1) || fail "apt-get source qt6-base=$qt_debian_version (deb.debian.org)"
        # dpkg-source checks the .dsc's checksums of each file (and its signature when a
        # keyring of Debian's developers is installed) and applies Debian's patches.
        rm -rf "$src"
        dpkg-source -x "$work"/qt6-base_*.dsc "$src" >"$log" 2>&1 ||
            fail "dpkg-source -x qt6-base: see $log"
        rm -rf "$work"
    fi
    # Qt 6.4's print engine for Windows calls the DirectWrite font engine whenever DirectWrite
    # is on, but QtGui compiles that engine only with Direct2D too (src/gui/CMakeLists.txt), so
    # without Direct2D Qt6PrintSupport.dll does not link (createHFONT undefined). Without
    # Direct2D no DirectWrite font engine is ever made, so the branch is dead: it is compiled
    # only where the engine is.
    local print_engine="$src/src/printsupport/platform/windows/qprintengine_win.cpp"
    sed -i 's/^#if QT_CONFIG(directwrite)$/#if QT_CONFIG(directwrite) \&\& QT_CONFIG(direct2d)/' \
        "$print_engine"
    # Likewise its windows platform plugin makes the DirectWrite font database (also built
    # only with Direct2D) whenever DirectWrite 3 is on, and asks the dynamic OpenGL loader
    # whether it is software OpenGL whenever "dynamicgl" is on, which it stays with OpenGL off.
    local platform="$src/src/plugins/platforms/windows"
    sed -i 's/^#if QT_CONFIG(directwrite3)$/#if QT_CONFIG(directwrite3) \&\& QT_CONFIG(direct2d)/' \
        "$platform/qwindowsintegration.cpp"
    sed -i 's/^#if QT_CONFIG(dynamicgl)$/#if QT_CONFIG(dynamicgl) \&\& QT_CONFIG(opengl)/' \
        "$platform/qwindowswindow.cpp"
    # Debian's qt6-base leaves out the Wintab headers (their licence forbids changes), so no
    # tablet events; the features and modules Overplay does not use are left out to save
    # build time: SQL, D-Bus, XML, Concurrent, OpenGL, Vulkan. Everything else Qt needs it
    # builds from its own copies (zlib, PCRE2, libpng, libjpeg, HarfBuzz, FreeType), so the
    # DLLs need nothing from outside but Windows and the MinGW runtime; TLS is Windows's own
    # (Schannel).
    # The toolchain file lives beside the cached build, not in this checkout: a build resumed
    # from another checkout (or after this one is removed) still finds it.
    local qt_toolchain="$cache/toolchain-mingw64-qt.cmake"
    cmp -s cmake/toolchain-mingw64-qt.cmake "$qt_toolchain" ||
        cp cmake/toolchain-mingw64-qt.cmake "$qt_toolchain"
    if [ ! -f "$qbuild/build.ninja" ]; then
        say "configuring Qt $qt_version for Windows (log: $log)"
        cmake -S "$src" -B "$qbuild" -G Ninja \
            -DCMAKE_TOOLCHAIN_FILE="$qt_toolchain" \
            -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
            -DCMAKE_INSTALL_PREFIX="$qt" -DCMAKE_BUILD_TYPE=Release \
            -DQT_BUILD_EXAMPLES=OFF -DQT_BUILD_TESTS=OFF -DQT_BUILD_BENCHMARKS=OFF \
            -DFEATURE_pkg_config=OFF -DFEATURE_sql=OFF -DFEATURE_dbus=OFF -DFEATURE_xml=OFF \
            -DFEATURE_concurrent=OFF -DFEATURE_opengl=OFF -DFEATURE_vulkan=OFF \
            -DFEATURE_direct2d=OFF -DFEATURE_tabletevent=OFF -DFEATURE_zstd=OFF \
            -DFEATURE_openssl=OFF -DFEATURE_tuiotouch=OFF \
            -DFEATURE_system_zlib=OFF -DFEATURE_system_pcre2=OFF -DFEATURE_system_png=OFF \
            -DFEATURE_system_jpeg=OFF -DFEATURE_system_harfbuzz=OFF \
            -DFEATURE_system_freetype=OFF -DFEATURE_system_doubleconversion=OFF \
            >>"$log" 2>&1 || fail "configuring Qt: $(grep -m1 'CMake Error' "$log"); see $log"
    fi
    say "building Qt $qt_version for Windows at the lowest priority, -j$jobs (long: log $log)"
    local qt_started=$SECONDS
    nice -n 19 cmake --build "$qbuild" -j"$jobs" >>"$log" 2>&1 ||
        fail "building Qt: $(grep -m1 '^FAILED' "$log"); see $log"
    cmake --install "$qbuild" >>"$log" 2>&1 || fail "installing Qt: see $log"
    say "built Qt in $(( (SECONDS - qt_started) / 60 )) min; removing its sources and objects"
    rm -rf "$src" "$qbuild"
}

if [ "$mode" = qt ]; then
    build_qt
    echo "$qt"
    exit 0
fi
[ "$mode" = console ] && build_qt

# --- The libraries, for Windows, from Debian's source packages -----------------------------
toolchain="$PWD/cmake/toolchain-mingw64.cmake"
sources="$build/deps-src"

# Fetches the upstream tarball of a Debian source package (the version Debian's binary package
# PACKAGE was built from) into $sources/NAME.
debian_source() {
    local binary=$1 name=$2
    [ -d "$sources/$name" ] && return
    local package version work
    package="$(dpkg-query -W -f='${source:Package}' "$binary" 2>/dev/null || echo "$name")"
    version="$(dpkg-query -W -f='${source:Version}' "$binary" 2>/dev/null || true)"
    work="$(mktemp -d)"
    mkdir -p "$sources"
    apt_sources "$work"
    # The upstream tarball only: Debian's packaging of these changes nothing we build.
    (cd "$work" && "${apt_private[@]}" source --download-only --tar-only \
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
    # A static library with the standard library's threads (cmake/dds/CMakeLists.txt).
    cmake -S cmake/dds -B "$build/deps-build/dds" -G Ninja -DDDS_SOURCE_DIR="$sources/dds" \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DOVERPLAY_WINDOWS_DEPS="$deps" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$deps" "${launcher[@]}" >/dev/null
    nice -n 10 cmake --build "$build/deps-build/dds" -j"$jobs" >/dev/null
    cmake --install "$build/deps-build/dds" >/dev/null
fi

if [ "$mode" = console ] && [ ! -f "$deps/lib/pkgconfig/libqrencode.pc" ]; then
    debian_source libqrencode-dev qrencode
    say "building libqrencode for Windows"
    # The library alone (its qrencode tool would need libpng), static like the others.
    cmake -S "$sources/qrencode" -B "$build/deps-build/qrencode" -G Ninja \
        -DCMAKE_TOOLCHAIN_FILE="$toolchain" -DOVERPLAY_WINDOWS_DEPS="$deps" \
        -DCMAKE_BUILD_TYPE=Release -DCMAKE_INSTALL_PREFIX="$deps" "${launcher[@]}" \
        -DWITH_TOOLS=OFF -DWITH_TESTS=OFF -DBUILD_SHARED_LIBS=OFF >/dev/null
    nice -n 10 cmake --build "$build/deps-build/qrencode" -j"$jobs" >/dev/null
    cmake --install "$build/deps-build/qrencode" >/dev/null
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

export WINEPREFIX="$build/wine" WINEDEBUG=-all WINEDLLOVERRIDES="mscoree,mshtml="
make_wine_prefix() {
    if [ ! -d "$WINEPREFIX" ]; then
        say "making Wine's prefix $WINEPREFIX"
        wineboot --init >/dev/null 2>&1 || true
    fi
}

if [ "$mode" = cli ]; then
    # --- Overplay's Qt-free layers and overplay-cli, for Windows ---------------------------
    say "building core, movements, db and overplay-cli for Windows"
    cmake -S . -B "$build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
        -DOVERPLAY_WINDOWS_DEPS="$deps" -DCMAKE_BUILD_TYPE=Release -DOVERPLAY_BUILD_GUI=OFF \
        -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" -DOVERPLAY_WERROR=OFF >/dev/null
    # (Warnings are not errors here: GCC 12's -Wrestrict warns wrongly inside std::string at
    # -O2 and above, GCC bug 105329; the Linux build keeps our own warnings at zero.)
    nice -n 10 cmake --build "$build" -j"$jobs" --target test_core test_movements test_db \
        overplay-cli overplay-args-echo

    # --- Under Wine --------------------------------------------------------------------------
    make_wine_prefix
    say "running the tests under Wine"
    ctest --test-dir "$build" --output-on-failure
    say "running overplay-cli.exe's proofs under Wine"
    bash tests/windows/cli_proof.sh "$build/app/overplay-cli.exe"
    say "done"
    echo "$build/app/overplay-cli.exe"
    exit 0
fi

# --- The console, for Windows ----------------------------------------------------------------
# Against the Qt above, with the MinGW runtime as DLLs as that Qt has it. moc, rcc and uic are
# the host's (QT_HOST_PATH); libqrencode's pkg-config file is the Windows one.
say "building overplay.exe, overplay-cli.exe, overplay-cli-qt.exe and the console's tests"
PKG_CONFIG_LIBDIR="$deps/lib/pkgconfig" PKG_CONFIG_PATH="" \
    cmake -S . -B "$build" -G Ninja -DCMAKE_TOOLCHAIN_FILE="$toolchain" \
    -DOVERPLAY_WINDOWS_DEPS="$deps;$qt" -DOVERPLAY_MINGW_SHARED_RUNTIME=ON \
    -DQT_HOST_PATH=/usr -DQT_HOST_PATH_CMAKE_DIR=/usr/lib/x86_64-linux-gnu/cmake \
    -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
    -DOVERPLAY_WERROR=OFF >/dev/null ||
    fail "configuring the console's build: cmake -S . -B $build"
nice -n 10 cmake --build "$build" -j"$jobs" --target overplay overplay-cli overplay-cli-qt \
    test_console || fail "building the console: cmake --build $build (its errors above)"

# Wine finds the Qt and MinGW runtime DLLs on its PATH (WINEPATH); the tests draw offscreen.
mingw_runtime="$(dirname "$(x86_64-w64-mingw32-g++-posix -print-file-name=libstdc++-6.dll)")"
winpthread="$(dirname "$(x86_64-w64-mingw32-g++-posix -print-file-name=libwinpthread-1.dll)")"
make_wine_prefix
say "running the console's tests offscreen under Wine"
WINEPATH="$(winepath -w "$qt/bin");$(winepath -w "$mingw_runtime");$(winepath -w "$winpthread")" \
    QT_QPA_PLATFORM=offscreen QT_PLUGIN_PATH="$(winepath -w "$qt/plugins")" \
    ctest --test-dir "$build" -R "^app on Windows" --output-on-failure ||
    fail "the console's tests under Wine (ctest --test-dir $build -R app)"

# --- The installer -----------------------------------------------------------------------------
say "making the installer (CPack, NSIS)"
(cd "$build" && cpack -G NSIS >/dev/null) || fail "cpack -G NSIS in $build"
installer="$(ls -t "$build"/Overplay-*-win64.exe | head -1)"
say "made $installer"

# --- The installer's proof: a Windows of its own (a fresh Wine prefix) -------------------------
export WINEPREFIX="$build/wine-installed"
rm -rf "$WINEPREFIX"
make_wine_prefix
say "installing it silently under Wine"
wine "$installer" /S || fail "wine $(basename "$installer") /S"
wineserver -w
installed="$(winepath -u 'C:\Program Files\Overplay')"
[ -f "$installed/bin/overplay.exe" ] || fail "no overplay.exe under $installed/bin after installing"
proof="$build/proof"
rm -rf "$proof"
mkdir -p "$proof"
say "starting the installed console on the demo event under Xvfb"
# winepath above started a Wine server, and its desktop, with no display: a program started
# while that server lingers gets no window ("no driver could be loaded"). Let it end first.
wineserver -w
# The window's title names the event once the demo event (built afresh, analysed) is open.
xvfb-run -a -s "-screen 0 1280x800x24" bash -c '
    wine "$1/bin/overplay.exe" --demo >"$2/console.txt" 2>&1 &
    for _ in $(seq 1 90); do
        sleep 2
        if xwininfo -root -tree 2>/dev/null | grep -q "Thursday Club Pairs"; then break; fi
    done
    sleep 5 # its first paint
    xwd -root -silent | xwdtopnm 2>/dev/null | pnmtopng >"$2/console.png"
    xwininfo -root -tree >"$2/windows.txt" 2>&1
    wineserver -k' _ "$installed" "$proof" || true
grep -q "Thursday Club Pairs" "$proof/windows.txt" ||
    fail "the installed console showed no window on the demo event ($proof/console.txt)"
demo="$(find "$WINEPREFIX/drive_c/users" -name overplay-demo.db | head -1)"
[ -n "$demo" ] || fail "the console left no overplay-demo.db in the Wine user's folders"
say "the installed overplay-cli.exe prints the demo event's guide cards to PDF"
wine "$installed/bin/overplay-cli.exe" cards "$(winepath -w "$demo")" \
    --pdf "$(winepath -w "$proof")\\guide-cards.pdf" --include table-cards \
    >"$proof/cards.txt" 2>&1 || fail "installed overplay-cli.exe cards: $(tail -1 "$proof/cards.txt")"
head -c 5 "$proof/guide-cards.pdf" | grep -q '%PDF-' || fail "guide-cards.pdf is not a PDF"
say "guide cards: $(tr -d '\r' <"$proof/cards.txt")"
mkdir -p docs/screenshots
cp "$proof/console.png" docs/screenshots/windows-console.png
say "done: the console's screenshot is docs/screenshots/windows-console.png"
echo "$installer"
