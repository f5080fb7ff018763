# SPDX-License-Identifier: GPL-3.0-or-later
# What the CLI's check scripts share, sourced by each after its own arguments are read:
#   . "$(dirname "$0")/checks.sh" NAME
# $work, a fresh folder (overplay-NAME.XXXXXX) removed when the script exits, and fail WHAT,
# which says what failed and sets $failed, so a script checks everything and exits $failed.
work=$(mktemp -d "${TMPDIR:-/tmp}/overplay-$1.XXXXXX")
trap 'rm -rf "$work"' EXIT
failed=0
fail() {
    echo "FAIL: $*" >&2
    failed=1
}
