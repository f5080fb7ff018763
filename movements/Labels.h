#pragma once
// One label per entry, everywhere: the name a pair, a team's pair or a player is printed and
// typed by ("3NS", "3EW" in a Mitchell, "7" in a Howell, "A1" in a team event, the player's
// number in an individual). Internal entry numbers stay inside the program: every edge that
// shows an entry words it with entryLabel, and every edge that reads one uses readEntry.

#include "movements/Movement.h"

#include <string>
#include <string_view>

namespace overplay::movements {

/// The field an entry plays in, or the place a typed label stands in ("result EVENT BOARD NS
/// EW": the first pair is North-South, the second East-West).
enum class Field { Any, NorthSouth, EastWest };

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

} // namespace overplay::movements
