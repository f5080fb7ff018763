// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What adding a section and uploading one share (EventStoreSections.cpp,
// EventStoreUpload.cpp). Private to db/.
#include "db/EventStore.h"

#include <string>

namespace overplay::db {

/// A section's name as stored: without white space at either end, and a name
/// (core::requireValidName).
std::string sectionName(const std::string& name);

/// The letters a new section of `movement` takes after `store`'s last (Z is followed by AA,
/// AZ by BA, ZZ by AAA). Refuses (core::InputError) a movement that plays a board beyond section
/// A's, team movements, individuals beside pairs, a section after ZZZ.
std::string nextSection(const EventStore& store, const movements::Movement& movement);

} // namespace overplay::db
