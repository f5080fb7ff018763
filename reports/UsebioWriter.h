// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// USEBIO XML 1.2, the EBU's results interchange format, written with QXmlStreamWriter. The
// published DTD could not be read here: the elements and their order follow two programs
// that exchange USEBIO with other software (see the note at the top of
// tests/data/usebio/usebio_1_2_overplay.dtd), and the tests validate every export against
// that DTD.

#include "reports/EventSnapshot.h"

#include <string>

namespace overplay::reports {

/// The DOCTYPE every export declares (the ids real USEBIO 1.2 writers use).
inline constexpr const char* usebioPublicId = "-//EBU//DTD USEBIO 1.2//EN";
inline constexpr const char* usebioSystemUrl = "http://www.usebio.org/files/usebio_v1_2.dtd";

/// The event's results as a USEBIO 1.2 document (UTF-8, indented). Pairs and individuals
/// list their boards under EVENT; team events list one MATCH per pairing of teams with its
/// boards inside.
std::string usebioXml(const EventSnapshot& snapshot);

/// The USEBIO version a snapshot's file declares: "1.3" when it carries the EBU's charge code
/// (EBU_CHARGE_CODE is 1.3's), else "1.2".
std::string usebioVersion(const EventSnapshot& snapshot);

/// One section of a session for usebioXml(): its letter and its results.
struct UsebioSection {
    std::string letter;
    EventSnapshot snapshot;
};

/// A session of several sections as one USEBIO document: the event's heading from the first,
/// then a SECTION (SECTION_ID the letter) with each section's participants and boards, as the
/// section's own labels number them. One section is written as usebioXml(snapshot).
std::string usebioXml(const std::vector<UsebioSection>& sections);

/// Writes usebioXml() to a file. Throws core::InputError when it cannot be written.
void writeUsebio(const EventSnapshot& snapshot, const std::string& path);
void writeUsebio(const std::vector<UsebioSection>& sections, const std::string& path);

/// USEBIO's BOARD_SCORING_METHOD for a method: MATCH_POINTS, CROSS_IMPS, BUTLER_IMPS, IMPS,
/// BAM; duplicate whist, which USEBIO has no value for, is OTHER.
std::string usebioScoringMethod(core::ScoringMethod method);

} // namespace overplay::reports
