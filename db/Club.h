// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The club an event is played at, as the club's roster names it: printed on the ladder and
// written into the USEBIO files a national body's upload reads.

#include <string>
#include <string_view>

namespace overplay::db {

struct Club {
    std::string name;
    std::string number; ///< the national body's club number; "" when not known
    friend bool operator==(const Club&, const Club&) = default;
};

/// Whether a national body's number for a member or a club is well formed: letters and digits,
/// at most 20 (EBU numbers are digits, ACBL player numbers a letter and digits). The one check
/// for the club's roster, an event's member numbers and those a results file brings.
bool isNationalNumber(std::string_view text);

/// Throws core::InputError "'12-3' is not a member number of Ann Sea (letters and digits, at
/// most 20)" unless isNationalNumber (`whose` names the player when given).
void requireMemberNumber(std::string_view number, std::string_view whose = {});

} // namespace overplay::db
