// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/TestData.h"

#include <algorithm>
#include <cctype>
#include <string>

namespace overplay::tests {

std::vector<std::filesystem::path> filesUnder(const std::filesystem::path& folder,
                                              std::string_view extension) {
    std::vector<std::filesystem::path> files;
    if (!std::filesystem::is_directory(folder))
        return files;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(folder)) {
        std::string ext = entry.path().extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(),
                       [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (entry.is_regular_file() && ext == extension)
            files.push_back(entry.path());
    }
    std::sort(files.begin(), files.end());
    return files;
}

} // namespace overplay::tests
