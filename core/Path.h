// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every path in Overplay is UTF-8 text (from the command line, a file, the console). The
// standard library reads a std::string path in the system's narrow encoding, which on Windows
// is the ANSI code page, not UTF-8: "Café night.db" would name another file or none. A path
// made from UTF-8 explicitly (char8_t) is the same file on every platform, and on Windows
// opens through the wide (UTF-16) API.
#include <filesystem>
#include <string>

namespace overplay::core {

inline std::filesystem::path pathOf(const std::string& utf8) {
    return std::filesystem::path(std::u8string(utf8.begin(), utf8.end()));
}

} // namespace overplay::core
