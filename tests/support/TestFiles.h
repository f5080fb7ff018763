// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The files of a test: a fresh temporary folder removed with everything in it, and a file's
// bytes written or read whole. One helper for every test program (linked in as
// overplay_test_support), so each test says only what it checks.

#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::tests {

/// A fresh folder under the system's temporary folder ("overplay-WHAT-PID-N"), removed with
/// everything in it, even files a test made read-only.
class TempDir {
public:
    explicit TempDir(std::string_view what = "test");
    ~TempDir();
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;

    const std::filesystem::path& path() const { return m_path; }
    /// The path of `name` in the folder (the file need not exist).
    std::string file(const std::string& name) const;
    /// Writes `text` to `name` in the folder and returns its path.
    std::string write(const std::string& name, std::string_view text) const;
    /// Everything in the folder, names relative to it, sorted.
    std::vector<std::string> names() const;

private:
    std::filesystem::path m_path;
};

/// The regular files in `folder`, sorted by name (a fuzzer's seed corpus, a folder of
/// samples).
std::vector<std::filesystem::path> filesIn(const std::filesystem::path& folder);

/// Writes `text` to `path` as it is (no line ends changed), replacing what was there.
void writeFile(const std::string& path, std::string_view text);

/// The bytes of the file at `path` (through the program's own reader, core::readUserFile);
/// empty when there is no such file, so a test can check that nothing was written.
std::string readFileBytes(const std::string& path);

} // namespace overplay::tests
