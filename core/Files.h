// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The files a director hands Overplay and the files Overplay writes, at the edge where a user's
// file meets the program. Every reader of a user's file (pairs, results, hands, movements,
// uploads, rosters, rubber deals) goes through readUserFile: a size limit said in its error, and
// nothing but a regular file (never /dev/zero or a pipe that never ends). Every file Overplay
// writes goes through writeFileWhole: written under a temporary name beside its place and
// renamed into place, so a failure leaves the old file or none, never a torn one (the same
// idea as Qt's QSaveFile, for writers that do not use Qt).

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

namespace overplay::core {

/// The most Overplay reads of one file of each kind. Far above any real file (a PBN of 20,000
/// deals with results is about 20 MB; a club's roster is kilobytes), low enough that a wrong
/// file is refused at once instead of filling the memory.
inline constexpr std::size_t kMaxResultsFileBytes = 64u << 20; ///< results, hands, USEBIO
inline constexpr std::size_t kMaxListFileBytes = 8u << 20;     ///< pairs, rosters, movements, deals

/// "64 MB", "512 KB", "100 bytes": a limit as a director reads it.
std::string sizeText(std::size_t bytes);

/// The whole of a user's file. Throws InputError with one line naming `path` when it cannot be
/// read, is not a regular file (a folder, a device, a pipe), or is larger than `maxBytes`
/// ("… is larger than 8 MB, the most Overplay reads of one file"). Never blocks on a pipe.
std::string readUserFile(const std::string& path, std::size_t maxBytes);

/// The first `bytes` bytes of a user's file (all of it when shorter), with readUserFile's
/// refusals of what is not a regular file: enough to tell what kind of file it is.
std::string readUserFileStart(const std::string& path, std::size_t bytes);

/// True when the two paths name one file (the same file by another name, a link included).
bool isSameFile(const std::string& a, const std::string& b);

/// Writes `content` to `path` whole or not at all: to a temporary file in the same folder,
/// flushed to the disk, then renamed over `path`. A path that exists and is not a regular file
/// (a device such as /dev/null, a pipe) is written in place, since it cannot be torn and must
/// not be replaced. Throws InputError "cannot write WHAT 'PATH': REASON". Inside a FileBatch
/// the rename waits for the batch's commit.
void writeFileWhole(const std::string& path, std::string_view content, const std::string& what);

/// Creates `path` and its missing parents as folders (for a web site). Inside a FileBatch a
/// folder that did not exist is made under a hidden temporary name beside its place and
/// renamed into place, whole, at the batch's commit (see FileBatch). Throws InputError
/// "cannot create the folder 'PATH' for WHAT".
void makeFolders(const std::string& path, const std::string& what);

/// Several files written as one (a command with several outputs, a web site of thousands of
/// pages): while a FileBatch lives on this thread, writeFileWhole writes each file under its
/// temporary name only; commit() puts them all on the disk, then renames them into place.
/// A folder the batch makes that did not exist before (a new site) is made whole under a
/// hidden temporary name (".site.overplay-…") beside its place, its files written in it under
/// their own names, and renamed into place at commit, once for the whole folder: until then
/// nothing is at its name, after it everything is. Destroyed without commit (an output
/// failed), the batch removes the temporary files and folders: nothing new is left. Where the
/// system can flush a whole file system at once (Linux) the files are flushed together at
/// commit, once for each file system written to; elsewhere each as it is written. Either way
/// nothing is renamed into place before its bytes are on the disk, so an interruption (an
/// error, a kill, a power cut) leaves each file name with its old file or its new one whole,
/// and a new folder's name with no folder or the whole folder.
class FileBatch {
public:
    FileBatch();
    ~FileBatch();
    FileBatch(const FileBatch&) = delete;
    FileBatch& operator=(const FileBatch&) = delete;

    /// Renames every file written into place (inside another batch: hands them to it, to be
    /// renamed with its own). Throws InputError if one cannot be.
    void commit();

    /// For writeFileWhole and makeFolders: the batch open on this thread, if any.
    static FileBatch* current();
    void add(std::string temporary, std::string final);
    /// Where `path` is written while the batch (or a batch it is inside) lives: inside the
    /// temporary folder standing in for a new folder it lies under, or nothing (its own place).
    std::optional<std::string> stagedPath(const std::string& path) const;
    /// For makeFolders: `final`, a folder that does not exist, is made as `temporary` (already
    /// made, on `device`), renamed into place at commit.
    void stageFolder(std::string final, std::string temporary, unsigned long long device);
    /// For writeFileWhole where a file system can be flushed whole (Linux): a file in `folder`,
    /// on `device`, goes on the disk at commit, before any rename, with every other file of the
    /// batch. False with errno set when the folder cannot be opened.
    bool flushLater(unsigned long long device, const std::string& folder);

private:
    FileBatch* m_outer = nullptr;
    std::vector<std::pair<std::string, std::string>> m_files; ///< temporary → final
    /// Each final name's place in m_files: a site of thousands of pages is written in one
    /// batch, and looking for a name written twice by walking them all grew with its square.
    std::unordered_map<std::string, std::size_t> m_placeOf;
    struct StagedFolder {
        std::string final;     ///< as makeFolders was given it, without a trailing separator
        std::string temporary; ///< the hidden folder beside it, holding its files until commit
    };
    std::vector<StagedFolder> m_staged;
    /// A descriptor of a folder on each file system written to, for its one flush at commit.
    std::vector<std::pair<unsigned long long, int>> m_fileSystems;
    bool m_committed = false;
};

} // namespace overplay::core
