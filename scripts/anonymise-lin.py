#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Anonymise a BBO LIN file for the test data: every player's BBO name becomes an invented one.

A LIN file names its players in `pn|` (South, West, North, East, and for a vugraph the closed
room's four after). Each name is replaced wherever it is by `player01`, `player02`, … in the
order the names first appear; a name BBO itself masks (`~~M` and digits) keeps that shape as
`~~M` and the same number. Nothing else changes: deals, calls, alerts, claims and cards are as
played. The script then checks that no replaced name is left anywhere in the file.

Usage: anonymise-lin.py REAL.lin ANONYMISED.lin
"""
import re
import sys


def main(real, anonymised):
    text = open(real, encoding="utf-8", newline="").read()
    invented = {}
    for listed in re.findall(r"pn\|([^|]*)\|", text):
        for name in listed.split(","):
            if name and name not in invented:
                number = len(invented) + 1
                invented[name] = f"~~M{number:05}" if name.startswith("~~") else f"player{number:02}"

    def rename(match):
        return "pn|" + ",".join(invented.get(n, n) for n in match.group(1).split(",")) + "|"

    text = re.sub(r"pn\|([^|]*)\|", rename, text)
    left = [n for n in invented if re.search(r"(?<![A-Za-z0-9_~])" + re.escape(n) +
                                             r"(?![A-Za-z0-9_])", text)]
    if left:
        sys.exit(f"left in the file: {left}")
    open(anonymised, "w", encoding="utf-8", newline="").write(text)
    print(f"{len(invented)} players renamed")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
