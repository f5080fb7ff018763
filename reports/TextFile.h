// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Writing a document's text to a file, with one clear error when it cannot be written. Every
// file export (USEBIO, PBN, the pages of the HTML site) writes through here.

#include <string>
#include <string_view>

namespace overplay::reports {

/// Writes `content` to `path` whole or not at all (core::writeFileWhole). Throws core::InputError
/// "cannot write WHAT 'PATH': REASON" when the file cannot be written.
void writeTextFile(const std::string& path, std::string_view content, const std::string& what);

} // namespace overplay::reports
