// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One label per entry, everywhere: the name a pair, a team's pair or a player is printed and
// typed by ("3NS", "3EW" in a Mitchell, "7" in a Howell, "A1" in a team event, the player's
// number in an individual). Internal entry numbers stay inside the program: every edge that
// shows an entry words it with entryLabel, and every edge that reads one uses readEntry.

#include "core/Types.h"
#include "movements/Movement.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::movements {

/// The field an entry plays in, or the place a typed label stands in ("result EVENT BOARD NS
/// EW": the first pair is North-South, the second East-West): core's one Field.
using Field = core::Field;

/// The label of an entry as it is printed: the movement's label without the space before
/// its direction ("3 NS" → "3NS"), or the entry's number when the movement names none.
std::string entryLabel(const Movement& movement, int entry);

/// The label without its direction ("1EW" → "1"), as files that carry the direction beside
/// the number write it (USEBIO's PAIR_NUMBER and DIRECTION).
std::string labelNumber(const Movement& movement, int entry);

/// The field an entry stays in all session: NorthSouth or EastWest in a two-field movement
/// (its label ends in NS or EW), Any otherwise (Howells, individuals).
Field fieldOfEntry(const Movement& movement, int entry);

/// The entry a director typed, by its label in any case and spacing ("3EW", "3 ew", "EW3").
/// A bare number is read by where it stands: "3" in the North-South place is 3NS. Throws
/// core::InputError with one plain sentence when no entry has that label, or when it is an
/// entry of the other field.
int readEntry(const Movement& movement, std::string_view typed, Field where = Field::Any);

// --- A session of more than one section --------------------------------------------------
// Sections A, B, … play the same boards, each with its own movement. Across the session an
// entry is numbered once: section A's pairs first, then B's, and so on ("session entry"), so
// a ranking across the field holds every section's pairs side by side. With one section the
// session entry is the movement's own number and every label is exactly as above.
//
// Sections are lettered as a spreadsheet letters its columns: A to Z, then AA, AB, … AZ, BA,
// … ZZ, then AAA, AAB, … ZZZ (a simultaneous pairs has a section for each club, and a national
// one has thousands; the ACBL letters a large field's sections on past Z the same way). Their
// order is their letters' length, then the letters: Z comes before AA, ZZ before AAA. A label
// stays one word as printed: the letters, the number, the direction ("AAA3EW").

/// How many sections the letters name: A to Z, AA to ZZ and AAA to ZZZ.
constexpr std::size_t kSectionLetterings = 26 + 26 * 26 + 26 * 26 * 26;

/// The letters of the section at `index`, 0 first: 0 → "A", 25 → "Z", 26 → "AA", 51 → "AZ",
/// 52 → "BA", 701 → "ZZ", 702 → "AAA", 18,277 → "ZZZ". Throws std::invalid_argument from
/// kSectionLetterings on.
std::string sectionLetters(std::size_t index);

/// The index of a section's letters, in any case ("aa" → 26, "aaa" → 702), as sectionLetters
/// numbers them; none for anything but one to three letters A to Z.
std::optional<std::size_t> sectionIndex(std::string_view letters);

/// One section of a session: its letters ("A", "AB"), its movement, and the name it plays
/// under, if any (the club's, in a simultaneous pairs).
struct Section {
    std::string letter;
    Movement movement;
    std::string name = {};
};

/// Where a session entry sits: the index of its section and its number in that movement.
struct SectionEntry {
    std::size_t section = 0;
    int entry = 0;
};

/// The session entry of section `section`'s entry `entry`.
int sessionEntry(const std::vector<Section>& sections, SectionEntry where);

/// The section and number of a session entry. Throws std::invalid_argument when no section
/// holds it.
SectionEntry sectionEntryOf(const std::vector<Section>& sections, int sessionEntry);

/// The label of a session entry: with more than one section the section letter first ("A3",
/// "B1EW"); with one, the movement's label as above.
std::string entryLabel(const std::vector<Section>& sections, int sessionEntry);

/// The label of entry `entry` of a section's own movement as the session prints it: `letter`
/// first ("B" and 1EW: "B1EW"); an empty letter (a session of one section) leaves the label
/// as the movement has it.
std::string sectionLabel(std::string_view letter, const Movement& movement, int entry);

/// The session entry a director typed. With more than one section the label starts with the
/// section's letters ("B3EW", "b 3 ew", "AB12NS", "ab 12 ns", "AAA3EW"); the rest is read by
/// that section's movement as above, a bare number by its place. Where the letters could be
/// read two ways (sections A and AN, "ANS3") the longer section is tried first, the shorter
/// when the longer does not hold the rest; when both hold it (sections A and ANS, "ANS3" in
/// the North-South place: ANS's 3NS or A's NS3) the label is refused, naming both as printed.
/// Throws core::InputError for letters no section has, a label without a section, one its
/// section does not hold, or one that names two pairs. With one section, as above.
int readEntry(const std::vector<Section>& sections, std::string_view typed,
              Field where = Field::Any);

/// The section both pairs of one traveller line sit in. Throws core::InputError, naming both,
/// when they are in different sections (a result is played within one section).
std::size_t sectionOfLine(const std::vector<Section>& sections, int ns, int ew);

} // namespace overplay::movements
