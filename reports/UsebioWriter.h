#pragma once
// USEBIO XML 1.2, the EBU's results interchange format, written with QXmlStreamWriter. The
// elements and their order are those of tests/data/usebio/usebio_1_2_overplay.dtd, which the
// tests validate every export against (see the note at the top of that file).

#include "reports/EventSnapshot.h"

#include <string>

namespace overplay::reports {

/// The event's results as a USEBIO 1.2 document (UTF-8, indented).
std::string usebioXml(const EventSnapshot& snapshot);

/// Writes usebioXml() to a file. Throws core::InputError when it cannot be written.
void writeUsebio(const EventSnapshot& snapshot, const std::string& path);

/// USEBIO's BOARD_SCORING_METHOD for a method: MATCH_POINTS, CROSS_IMPS, BUTLER_IMPS, IMPS,
/// BAM, and TRICKS for duplicate whist (not a USEBIO value: whist is not in the format).
std::string usebioScoringMethod(core::ScoringMethod method);

} // namespace overplay::reports
