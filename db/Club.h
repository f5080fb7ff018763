// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The club an event is played at, as the club's roster names it: printed on the ladder and
// written into the USEBIO files a national body's upload reads.

#include <string>

namespace overplay::db {

struct Club {
    std::string name;
    std::string number; ///< the national body's club number; "" when not known
    friend bool operator==(const Club&, const Club&) = default;
};

} // namespace overplay::db
