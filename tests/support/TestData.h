// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Real-world files kept outside the repository (a dealing machine's, BBO's, a Bridgemate's),
// which a test reads every one of when they are there.

#include <filesystem>
#include <string_view>
#include <vector>

namespace overplay::tests {

/// Every regular file under `folder` (its subfolders too) whose extension is `extension`
/// (lower case, with its dot) in any case, sorted; none when the folder is absent.
std::vector<std::filesystem::path> filesUnder(const std::filesystem::path& folder,
                                              std::string_view extension);

} // namespace overplay::tests
