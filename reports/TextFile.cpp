// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/TextFile.h"

#include "core/Files.h"
#include "core/Path.h"

namespace overplay::reports {

void writeTextFile(const std::string& path, std::string_view content, const std::string& what) {
    core::writeFileWhole(path, content, what);
}

} // namespace overplay::reports
