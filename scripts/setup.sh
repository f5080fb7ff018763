#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs every build, test and run dependency of Overplay from Debian's packages.
# Idempotent: packages already present are skipped, so a second run takes a second.
set -euo pipefail

packages=(
    cmake g++ ninja-build pkg-config ccache
    qt6-base-dev libgl1-mesa-dev
    libsqlitecpp-dev libsqlite3-dev catch2 libdds-dev libbenchmark-dev
    libpq-dev postgresql
    nlohmann-json3-dev libcli11-dev libqrencode-dev mdbtools-dev
    chromium chromium-driver
    poppler-utils libxml2-utils xvfb xauth
    clang libclang-rt-14-dev clang-format
    dpkg-dev desktop-file-utils appstream fakeroot
)

missing=()
for p in "${packages[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    echo "setup: all ${#packages[@]} packages present"
    exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "setup: installing ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
