// SPDX-License-Identifier: GPL-3.0-or-later
#include "tests/support/TestFiles.h"

#include "core/Files.h"

#include <algorithm>
#include <atomic>
#include <fstream>
#include <unistd.h>

namespace fs = std::filesystem;

namespace overplay::tests {

namespace {
/// A path held as UTF-8, as the program's own paths are (on Windows too).
fs::path utf8Path(const std::string& utf8) {
    return fs::path(std::u8string(utf8.begin(), utf8.end()));
}
} // namespace

TempDir::TempDir(std::string_view what) {
    static std::atomic<int> counter{0};
    m_path =
        fs::temp_directory_path() / ("overplay-" + std::string(what) + "-" +
                                     std::to_string(::getpid()) + "-" + std::to_string(counter++));
    fs::remove_all(m_path);
    fs::create_directories(m_path);
}

TempDir::~TempDir() {
    std::error_code ec;
    fs::permissions(m_path, fs::perms::owner_all, fs::perm_options::add, ec);
    fs::remove_all(m_path, ec);
}

std::string TempDir::file(const std::string& name) const {
    return (m_path / name).string();
}

std::string TempDir::write(const std::string& name, std::string_view text) const {
    writeFile(file(name), text);
    return file(name);
}

std::vector<std::string> TempDir::names() const {
    std::vector<std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(m_path))
        out.push_back(e.path().lexically_relative(m_path).generic_string());
    std::sort(out.begin(), out.end());
    return out;
}

std::vector<fs::path> filesIn(const fs::path& folder) {
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(folder))
        if (entry.is_regular_file())
            files.push_back(entry.path());
    std::sort(files.begin(), files.end());
    return files;
}

void writeFile(const std::string& path, std::string_view text) {
    std::ofstream(utf8Path(path), std::ios::binary)
        .write(text.data(), static_cast<std::streamsize>(text.size()));
}

std::string readFileBytes(const std::string& path) {
    std::error_code ec;
    if (!fs::exists(utf8Path(path), ec))
        return {};
    return core::readUserFile(path, core::kMaxResultsFileBytes);
}

} // namespace overplay::tests
