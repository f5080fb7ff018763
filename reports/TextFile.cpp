// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/TextFile.h"

#include "core/Error.h"
#include "core/Path.h"

#include <fstream>

namespace overplay::reports {

void writeTextFile(const std::string& path, std::string_view content, const std::string& what) {
    std::ofstream out(core::pathOf(path), std::ios::binary | std::ios::trunc);
    if (out) {
        out << content;
        out.close();
    }
    if (!out)
        throw core::InputError("cannot write " + what + " '" + path + "'");
}

} // namespace overplay::reports
