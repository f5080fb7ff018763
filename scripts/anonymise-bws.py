#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Anonymise a Bridgemate file (.bws, an Access 97 / Jet 3 database) for the test data.

A real club's Bridgemate file holds its members' names and numbers twice: the club's whole
player list (PlayerNames) and the players at each table (PlayerNumbers). The tests need the
second, not the people, so this writes a copy where

  - every row of PlayerNames is deleted and its bytes zeroed, its index emptied, and
  - every name and number in PlayerNumbers is replaced by an invented one of the same length,
    the same person getting the same invention wherever they sit,

and then checks that no name and no number of either table is left anywhere in the file,
as text or (a player list's ID) as a 4-byte integer.

Only bytes change, never their places: an Access file has no checksums, and a text of the
same length in the same place leaves every offset as it was. Jet 3's layout is the one
mdbtools' HACKING file describes (pages of 2,048 bytes; a data page's type byte 1 at 0, its
table's definition page at 4, its row count at 8, then a 2-byte offset a row; a table
definition page's type byte 2 at 0 and its row count at 12; a row offset's 0x4000 flags a
deleted row; an index page's type 3 or 4 at 0, its table's page at 4, its entries from 0xF8).

Usage: anonymise-bws.py REAL.bws ANONYMISED.bws
"""
import csv
import io
import itertools
import random
import struct
import subprocess
import sys

PAGE = 2048
DATA_PAGE, TABLE_PAGE = 1, 2
ROW_COUNT = 8          # a data page's number of rows
ROW_OFFSETS = 10       # then one 2-byte offset a row
FREE_SPACE = 2         # a data page's free bytes
TDEF_ROWS = 12         # a table definition's number of rows
DELETED = 0x4000       # a row offset's flag: the row was deleted
INDEX_PAGES = (3, 4)   # an index's intermediate and leaf pages, their table's page at 4 too
INDEX_ENTRIES = 0xF8   # where an index page's entries start

FIRST = ["Ann", "Bea", "Cal", "Dee", "Eli", "Fay", "Gus", "Hal", "Ida", "Joy", "Kit", "Lou",
         "Alan", "Beth", "Carl", "Dora", "Evan", "Fern", "Glen", "Hope", "Ivor", "June",
         "Kate", "Luke", "Alice", "Brian", "Clare", "David", "Edith", "Frank", "Grace",
         "Harry", "Irene", "James", "Karen", "Lewis", "Agatha", "Bertie", "Connie", "Daniel",
         "Eileen", "Fergus", "Gordon", "Hilary", "Isobel", "Jasper", "Katrin", "Lionel"]
LAST = ["Ace", "Bid", "Cue", "Dealt", "Pass", "Trick", "Dummy", "Ruff", "Slam", "Board",
        "Double", "Finesse", "Squeeze", "Overtrick", "Redouble", "Vulnerable", "Stayman",
        "Blackwood", "Gerber", "Jacoby", "Lebensohl", "Drury", "Michaels", "Landy",
        "Splinter", "Endplay", "Guard", "Honour", "Contract", "Declarer", "Defender",
        "Trumpington", "Sequence", "Doubleton", "Singleton", "Underlead", "Crossruff",
        "Entryway", "Throwin", "Unblocker", "Dealer", "Traveller", "Scorecard",
        "Bridgemate", "Matchpoint", "Northsouth", "Eastwest", "Tablecard", "Boardmover"]


def export(bws, table):
    out = subprocess.run(["mdb-export", bws, table], check=True, capture_output=True).stdout
    return list(csv.DictReader(io.StringIO(out.decode("latin-1"))))


def invented_names():
    """Every "First Last" of FIRST x LAST, shortest first, each once."""
    names = sorted(f"{f} {l}" for f, l in itertools.product(FIRST, LAST))
    random.Random(2026).shuffle(names)  # a fixed shuffle: the same file every time
    by_length = {}
    for n in names:
        by_length.setdefault(len(n), []).append(n)
    return by_length


def invent(real, by_length, taken):
    """An invented name of real's length, never given before."""
    if not real:
        return real
    for n in by_length.get(len(real), []):
        if n not in taken:
            taken.add(n)
            return n
    # A name too long or short for the lists: letters a name of its own.
    n = ("Player " + "x" * len(real))[: len(real)]
    taken.add(n)
    return n


def empty_table(data, tdef):
    """Empties every data and index page of the table whose definition is at page `tdef`.

    An index's pages hold every key (a member's number, as a sortable integer) too, so they
    are emptied with the rows: an index page with no entries, no page before or after it."""
    emptied = 0
    for start in range(0, len(data), PAGE):
        if struct.unpack_from("<I", data, start + 4)[0] != tdef:
            continue
        if data[start] == DATA_PAGE:
            # Each row is kept as a deleted one, its bytes zeroed: mdbtools reads a page's first
            # row before its count, so a page of no rows would read as one blank member.
            rows = struct.unpack_from("<H", data, start + ROW_COUNT)[0]
            end = ROW_OFFSETS + 2 * rows
            for row in range(rows):
                offset = struct.unpack_from("<H", data, start + ROW_OFFSETS + 2 * row)[0]
                struct.pack_into("<H", data, start + ROW_OFFSETS + 2 * row, offset | DELETED)
            data[start + end:start + PAGE] = bytes(PAGE - end)
            emptied += 1
        elif data[start] in INDEX_PAGES:
            data[start + 8:start + PAGE] = bytes(PAGE - 8)
            struct.pack_into("<H", data, start + FREE_SPACE, PAGE - INDEX_ENTRIES)
            emptied += 1
    struct.pack_into("<I", data, tdef * PAGE + TDEF_ROWS, 0)
    return emptied


def replace_all(data, old, new):
    assert len(old) == len(new)
    count, at = 0, data.find(old)
    while at >= 0:
        data[at:at + len(old)] = new
        count += 1
        at = data.find(old, at + len(new))
    return count


def main(real, anonymised):
    data = bytearray(open(real, "rb").read())
    assert len(data) % PAGE == 0 and data[0x14] == 0, "not an Access 97 (Jet 3) file"
    names = export(real, "PlayerNames")
    seated = export(real, "PlayerNumbers")

    # The club's player list: found by its first row, then every page of its table emptied.
    first = names[0]
    row = struct.pack("<i", int(first["ID"])) + first["Name"].encode("latin-1")
    at = data.find(row)
    assert at >= 0, "the player list's first row was not found"
    tdef = struct.unpack_from("<I", data, at - at % PAGE + 4)[0]
    assert data[tdef * PAGE] == TABLE_PAGE
    pages = empty_table(data, tdef)

    # The players at the tables: each person one invention, wherever they sit.
    by_length, taken = invented_names(), set()
    new_name, new_number = {}, {}
    for r in seated:
        if r["Name"] not in new_name:
            new_name[r["Name"]] = invent(r["Name"], by_length, taken)
        number = r["Number"]
        if number not in new_number:
            new_number[number] = "99" + str(len(new_number) + 1).zfill(len(number) - 2) \
                if len(number) > 2 else number
    rows = 0
    for r in seated:
        old = (r["Number"] + r["Name"]).encode("latin-1")
        new = (new_number[r["Number"]] + new_name[r["Name"]]).encode("latin-1")
        rows += replace_all(data, old, new) if old else 0
    # Anything left of them elsewhere (an earlier copy of a row) goes the same way.
    for real_name, invented in new_name.items():
        if len(real_name) >= 4:
            replace_all(data, real_name.encode("latin-1"), invented.encode("latin-1"))

    # Nothing of either table is left.
    left = []
    for r in names:
        if len(r["Name"]) >= 5 and r["Name"].encode("latin-1") in data:
            left.append(r["Name"])
        if len(r["strID"]) >= 5 and r["strID"].encode() in data:
            left.append(r["strID"])
    for number in new_number:
        if len(number) >= 5 and number.encode() in data:
            left.append(number)
    # A member's number as a row holds it (little-endian) and as an index's key holds it
    # (big-endian, sign bit flipped): four bytes of other data match one now and then.
    ids = sum(1 for r in names if struct.pack("<i", int(r["ID"])) in data)
    keys = sum(1 for r in names if struct.pack(">I", int(r["ID"]) ^ 0x80000000) in data)
    if left:
        sys.exit(f"left in the file: {left[:10]} ({len(left)} in all)")
    open(anonymised, "wb").write(data)
    print(f"{pages} pages of the player list emptied ({len(names)} members); "
          f"{len(new_name)} names and {len(new_number)} numbers at the tables replaced in "
          f"{rows} rows; {ids} numbers as rows and {keys} as keys still match 4 bytes by chance")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2])
