// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Files.h"

#include "core/Error.h"
#include "core/Path.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#ifdef _WIN32
#include <direct.h>
#include <io.h>
#include <windows.h>
#else
#include <unistd.h>
#endif

namespace overplay::core {

namespace {

// The few system calls this file makes, once per platform: POSIX's, or on Windows the C
// runtime's with wide (UTF-16) paths, so a UTF-8 name such as "Café night.db" is the same file.
#ifdef _WIN32
using FileStat = struct _stat64;
#ifndef S_ISDIR
#define S_ISDIR(m) (((m)&_S_IFMT) == _S_IFDIR)
#endif
#ifndef S_ISREG
#define S_ISREG(m) (((m)&_S_IFMT) == _S_IFREG)
#endif
int openForReading(const std::string& path) {
    return ::_wopen(pathOf(path).c_str(), _O_RDONLY | _O_BINARY);
}
int openForWriting(const std::string& path) {
    return ::_wopen(pathOf(path).c_str(), _O_WRONLY | _O_BINARY);
}
int createNew(const std::string& path) {
    return ::_wopen(pathOf(path).c_str(), _O_WRONLY | _O_CREAT | _O_EXCL | _O_BINARY,
                    _S_IREAD | _S_IWRITE);
}
int statOfOpen(int fd, FileStat& about) {
    return ::_fstat64(fd, &about);
}
int statOfPath(const std::string& path, FileStat& about) {
    return ::_wstat64(pathOf(path).c_str(), &about);
}
long long readSome(int fd, char* into, std::size_t most) {
    return ::_read(fd, into, static_cast<unsigned>(std::min<std::size_t>(most, 1u << 30)));
}
long long writeSome(int fd, const char* from, std::size_t most) {
    return ::_write(fd, from, static_cast<unsigned>(std::min<std::size_t>(most, 1u << 30)));
}
int syncToDisk(int fd) {
    return ::_commit(fd);
}
int closeFile(int fd) {
    return ::_close(fd);
}
void keepMode(int, const FileStat&) {} // Windows files have no mode bits worth keeping
// Windows has no call that puts one volume's written files on the disk at once for a program
// that is not an administrator: each file of a batch is flushed as it is written.
constexpr bool kBatchFlushesTogether = false;
int openFolder(const std::string&) {
    return -1;
}
int flushFileSystem(int) {
    return 0;
}
int removeFile(const std::string& path) {
    return ::_wunlink(pathOf(path).c_str());
}
int removeFolder(const std::string& path) {
    return ::_wrmdir(pathOf(path).c_str());
}
int createOrEmpty(const std::string& path) {
    return ::_wopen(pathOf(path).c_str(), _O_WRONLY | _O_CREAT | _O_TRUNC | _O_BINARY,
                    _S_IREAD | _S_IWRITE);
}
int makeFolder(const std::string& path) {
    return ::_wmkdir(pathOf(path).c_str());
}
/// errno for the last failed MoveFileExW.
int moveFailed() {
    switch (::GetLastError()) {
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
        errno = ENOSPC;
        break;
    case ERROR_ACCESS_DENIED:
    case ERROR_SHARING_VIOLATION:
        errno = EACCES;
        break;
    case ERROR_ALREADY_EXISTS:
    case ERROR_FILE_EXISTS:
        errno = EEXIST;
        break;
    default:
        errno = EIO;
    }
    return -1;
}
/// Renames over an existing file (rename() on Windows refuses to), through to the disk.
int replaceFile(const std::string& from, const std::string& to) {
    if (::MoveFileExW(pathOf(from).c_str(), pathOf(to).c_str(),
                      MOVEFILE_REPLACE_EXISTING | MOVEFILE_WRITE_THROUGH))
        return 0;
    return moveFailed();
}
/// Renames a folder to a name nothing has (EEXIST when something has it).
int renameToNewName(const std::string& from, const std::string& to) {
    if (::MoveFileExW(pathOf(from).c_str(), pathOf(to).c_str(), MOVEFILE_WRITE_THROUGH))
        return 0;
    return moveFailed();
}
#else
using FileStat = struct stat;
int openForReading(const std::string& path) {
    // O_NONBLOCK: opening a pipe nobody writes must not hang; only a regular file is read.
    return ::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC);
}
int openForWriting(const std::string& path) {
    return ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
}
int createNew(const std::string& path) {
    // Mode 0666 less the umask, as a new file gets; an existing file keeps its own.
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
}
int statOfOpen(int fd, FileStat& about) {
    return ::fstat(fd, &about);
}
int statOfPath(const std::string& path, FileStat& about) {
    return ::stat(path.c_str(), &about);
}
long long readSome(int fd, char* into, std::size_t most) {
    return ::read(fd, into, most);
}
long long writeSome(int fd, const char* from, std::size_t most) {
    return ::write(fd, from, most);
}
int syncToDisk(int fd) {
    return ::fsync(fd);
}
int closeFile(int fd) {
    return ::close(fd);
}
void keepMode(int fd, const FileStat& existing) {
    (void)::fchmod(fd, existing.st_mode & 07777);
}
#ifdef __linux__
// Linux puts every file written on one file system on the disk with one call (syncfs): a batch
// of thousands of pages is flushed once, where a flush of each cost more than writing them
// (each waits for the file system's journal). syncfs reports a failed write-back of any file
// since the descriptor it is given was opened (Linux 5.8 on), so a batch opens one as it
// writes its first file there.
constexpr bool kBatchFlushesTogether = true;
int openFolder(const std::string& path) {
    return ::open(path.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
}
int flushFileSystem(int fd) {
    return ::syncfs(fd);
}
#else
constexpr bool kBatchFlushesTogether = false; // no syncfs: each file flushed as it is written
int openFolder(const std::string&) {
    return -1;
}
int flushFileSystem(int) {
    return 0;
}
#endif
int removeFile(const std::string& path) {
    return ::unlink(path.c_str());
}
int removeFolder(const std::string& path) {
    return ::rmdir(path.c_str());
}
int replaceFile(const std::string& from, const std::string& to) {
    return ::rename(from.c_str(), to.c_str());
}
int createOrEmpty(const std::string& path) {
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0666);
}
int makeFolder(const std::string& path) {
    return ::mkdir(path.c_str(), 0777); // less the umask, as create_directories makes them
}
/// Renames a folder to a name nothing has (EEXIST when something has it): rename() alone
/// would replace an empty folder another program made there meanwhile.
int renameToNewName(const std::string& from, const std::string& to) {
#ifdef RENAME_NOREPLACE
    if (::renameat2(AT_FDCWD, from.c_str(), AT_FDCWD, to.c_str(), RENAME_NOREPLACE) == 0)
        return 0;
    if (errno != EINVAL && errno != ENOSYS) // a file system without it: as below
        return -1;
#endif
    struct stat about {};
    if (::lstat(to.c_str(), &about) == 0) {
        errno = EEXIST;
        return -1;
    }
    return ::rename(from.c_str(), to.c_str());
}
#endif

/// Why a system call failed, as the end of a director's sentence.
std::string reasonOf(int error) {
    switch (error) {
    case ENOSPC:
#ifdef EDQUOT
    case EDQUOT:
#endif
        return "the disk is full";
    case EACCES:
    case EPERM:
        return "permission denied";
    case EROFS:
        return "the disk is read-only";
    case ENOENT:
        return "no such file or folder";
    case EISDIR:
        return "it is a folder";
    default:
        return std::strerror(error);
    }
}

/// Closes a descriptor when it goes out of scope.
struct Descriptor {
    int fd = -1;
    explicit Descriptor(int f = -1) : fd(f) {}
    Descriptor(Descriptor&& other) noexcept : fd(other.fd) { other.fd = -1; }
    Descriptor(const Descriptor&) = delete;
    Descriptor& operator=(const Descriptor&) = delete;
    ~Descriptor() {
        if (fd >= 0)
            closeFile(fd);
    }
};

thread_local FileBatch* currentBatch = nullptr;

/// Writes all of `content` to `fd`; false with errno set when the disk refuses.
bool writeAll(int fd, std::string_view content) {
    std::size_t done = 0;
    while (done < content.size()) {
        const long long n = writeSome(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::string temporaryBeside(const std::string& path) {
    static thread_local std::mt19937_64 random{std::random_device{}()};
    char suffix[17];
    std::snprintf(suffix, sizeof suffix, "%016llx", static_cast<unsigned long long>(random()));
    const std::filesystem::path file = pathOf(path);
    const std::filesystem::path folder = file.has_parent_path() ? file.parent_path() : ".";
    std::u8string name = u8"." + file.filename().u8string() + u8".overplay-";
    name.append(suffix, suffix + 16);
    const std::u8string beside = (folder / name).u8string();
    return std::string(beside.begin(), beside.end());
}

bool isSeparator(char c) {
#ifdef _WIN32
    return c == '/' || c == '\\';
#else
    return c == '/';
#endif
}

/// The folder a file is in ("." for a bare name).
std::string folderOf(const std::string& file) {
    const std::filesystem::path path = pathOf(file);
    const std::u8string folder =
        (path.has_parent_path() ? path.parent_path() : std::filesystem::path(".")).u8string();
    return std::string(folder.begin(), folder.end());
}

std::string textOf(const std::filesystem::path& path) {
    const std::u8string text = path.u8string();
    return std::string(text.begin(), text.end());
}

/// What follows `folder` in `path` ("" for the folder itself, "/index.html" for a file in it)
/// when `path` lies in `folder`; nothing otherwise.
std::optional<std::string> partBelow(const std::string& folder, const std::string& path) {
    // As the writers spell it (the folder given to makeFolders, then a name joined on).
    if (path.size() >= folder.size() && path.compare(0, folder.size(), folder) == 0 &&
        (path.size() == folder.size() || isSeparator(path[folder.size()])))
        return path.substr(folder.size());
    // Spelled otherwise ("site/./A", "site//A"): compared name by name.
    const std::filesystem::path f = pathOf(folder).lexically_normal();
    const std::filesystem::path p = pathOf(path).lexically_normal();
    auto fi = f.begin();
    auto pi = p.begin();
    for (; fi != f.end() && pi != p.end() && *fi == *pi; ++fi, ++pi) {
    }
    if (fi != f.end() && !(fi->empty() && std::next(fi) == f.end()))
        return std::nullopt;
    std::filesystem::path rest;
    for (; pi != p.end(); ++pi)
        rest /= *pi;
    const std::string below = textOf(rest);
    return below.empty() ? std::string() : "/" + below;
}

/// writeFileWhole of a file in a new folder of a batch, at `staged` in its stand-in: nobody
/// reads it before the folder is renamed into place, so it is written under its own name.
template <typename Fail>
void writeStaged(const std::string& staged, std::string_view content, const Fail& fail) {
    Descriptor out{createOrEmpty(staged)};
    if (out.fd < 0)
        fail(errno);
    const auto discard = [&](int error) {
        removeFile(staged); // a torn file is never left for a commit to publish
        fail(error);
    };
    if (!writeAll(out.fd, content))
        discard(errno);
    // Flushed with the batch at commit where the system can (the folder's file system was
    // opened for it when the folder was made); elsewhere now.
    if (!kBatchFlushesTogether && syncToDisk(out.fd) != 0)
        discard(errno);
    const int closing = closeFile(out.fd);
    out.fd = -1;
    if (closing != 0)
        discard(errno);
}

} // namespace

std::string sizeText(std::size_t bytes) {
    if (bytes >= (1u << 20) && bytes % (1u << 20) == 0)
        return std::to_string(bytes >> 20) + " MB";
    if (bytes >= (1u << 10) && bytes % (1u << 10) == 0)
        return std::to_string(bytes >> 10) + " KB";
    return std::to_string(bytes) + " bytes";
}

namespace {

/// A user's file opened for reading: a regular file, or one clear refusal.
Descriptor openUserFile(const std::string& path, FileStat& about) {
    Descriptor file{openForReading(path)};
    if (file.fd < 0) {
        const int error = errno;
        // Windows refuses to open a folder at all ("permission denied"): said as a folder.
        std::error_code ignored;
        if (std::filesystem::is_directory(pathOf(path), ignored))
            throw InputError(path + " is a folder, not a file");
        throw InputError(path + ": cannot be read (" + reasonOf(error) + ")");
    }
    if (statOfOpen(file.fd, about) != 0)
        throw InputError(path + ": cannot be read (" + reasonOf(errno) + ")");
    if (S_ISDIR(about.st_mode))
        throw InputError(path + " is a folder, not a file");
    if (!S_ISREG(about.st_mode))
        throw InputError(path + " is not a regular file (a device or a pipe); give a file");
    return file;
}

/// Reads at most `most` bytes (fewer at the end of the file).
std::string readUpTo(const std::string& path, int fd, std::size_t most, std::size_t expected) {
    std::string text;
    text.resize(std::min(most, std::max<std::size_t>(expected, 1)));
    std::size_t got = 0;
    for (;;) {
        if (got == text.size()) {
            if (text.size() >= most)
                break;
            // The file grew while being read: read on, up to `most`.
            text.resize(std::min(most, text.size() + 64 * 1024));
        }
        const long long n = readSome(fd, text.data() + got, text.size() - got);
        if (n < 0) {
            if (errno == EINTR || errno == EAGAIN)
                continue;
            throw InputError(path + ": cannot be read (" + reasonOf(errno) + ")");
        }
        if (n == 0)
            break;
        got += static_cast<std::size_t>(n);
    }
    text.resize(got);
    return text;
}

} // namespace

std::string readUserFile(const std::string& path, std::size_t maxBytes) {
    FileStat about{};
    const Descriptor file = openUserFile(path, about);
    const std::string limit = path + " is larger than " + sizeText(maxBytes) +
                              ", the most Overplay reads of one such file";
    if (static_cast<unsigned long long>(about.st_size) > maxBytes)
        throw InputError(limit);
    // One byte beyond the limit tells a file that grew past it while read.
    std::string text =
        readUpTo(path, file.fd, maxBytes + 1, static_cast<std::size_t>(about.st_size));
    if (text.size() > maxBytes)
        throw InputError(limit);
    return text;
}

std::string readUserFileStart(const std::string& path, std::size_t bytes) {
    FileStat about{};
    const Descriptor file = openUserFile(path, about);
    return readUpTo(path, file.fd, bytes, bytes);
}

bool isSameFile(const std::string& a, const std::string& b) {
    // By the file's identity (device and inode; on Windows its volume and file index), so
    // every name of one file, a hard link's included, is the same file.
    std::error_code error;
    return std::filesystem::equivalent(pathOf(a), pathOf(b), error) && !error;
}

void writeFileWhole(const std::string& path, std::string_view content, const std::string& what) {
    const auto fail = [&](int error) {
        throw InputError("cannot write " + what + " '" + path + "': " + reasonOf(error));
    };
    FileBatch* batch = FileBatch::current();
    if (batch)
        if (const std::optional<std::string> staged = batch->stagedPath(path)) {
            // In a new folder of the batch, not yet at its name: written there under its own
            // name, since the whole folder is renamed into place at commit.
            writeStaged(*staged, content, fail);
            return;
        }
    FileStat existing{};
    const bool exists = statOfPath(path, existing) == 0;
    if (exists && S_ISDIR(existing.st_mode))
        fail(EISDIR);
    if (exists && !S_ISREG(existing.st_mode)) {
        // A device or a pipe: written in place (renaming over it would replace it).
        Descriptor out{openForWriting(path)};
        if (out.fd < 0 || !writeAll(out.fd, content))
            fail(errno);
        return;
    }
    std::string temporary;
    Descriptor out;
    for (int attempt = 0; attempt < 16 && out.fd < 0; ++attempt) {
        temporary = temporaryBeside(path);
        out.fd = createNew(temporary);
        if (out.fd < 0 && errno != EEXIST)
            fail(errno);
    }
    if (out.fd < 0)
        fail(EEXIST);
    const auto discard = [&](int error) {
        removeFile(temporary);
        fail(error);
    };
    if (exists)
        keepMode(out.fd, existing);
    if (!writeAll(out.fd, content))
        discard(errno);
    // On the disk before the rename: a crash then leaves the old file or the new, whole. A
    // batch puts all its files on the disk together before its first rename (commit).
    if (batch && kBatchFlushesTogether) {
        FileStat written{};
        if (statOfOpen(out.fd, written) != 0 ||
            !batch->flushLater(written.st_dev, folderOf(temporary)))
            discard(errno);
    } else if (syncToDisk(out.fd) != 0) {
        discard(errno);
    }
    const int closing = closeFile(out.fd);
    out.fd = -1;
    if (closing != 0)
        discard(errno);
    if (batch) {
        batch->add(temporary, path);
        return;
    }
    if (replaceFile(temporary, path) != 0)
        discard(errno);
}

void makeFolders(const std::string& path, const std::string& what) {
    namespace fs = std::filesystem;
    const auto fail = [&](int error) {
        throw InputError("cannot create the folder '" + path + "' for " + what +
                         (error != 0 ? ": " + reasonOf(error) : std::string()));
    };
    std::error_code error;
    FileBatch* batch = FileBatch::current();
    if (batch) {
        std::optional<std::string> staged = batch->stagedPath(path);
        if (!staged) {
            // The outermost folder missing is made whole under a hidden name and renamed into
            // place at commit; the rest are made inside it.
            fs::path outermost;
            for (fs::path p = pathOf(path); !p.empty() && !fs::exists(p, error);
                 p = p.parent_path()) {
                outermost = p;
                if (p == p.parent_path())
                    break;
            }
            if (!outermost.empty()) {
                const std::string final = textOf(outermost);
                std::string temporary;
                int made = -1;
                for (int attempt = 0; attempt < 16 && made != 0; ++attempt) {
                    temporary = temporaryBeside(final);
                    made = makeFolder(temporary);
                    if (made != 0 && errno != EEXIST)
                        fail(errno);
                }
                if (made != 0)
                    fail(EEXIST);
                FileStat about{};
                if (statOfPath(temporary, about) != 0) {
                    const int why = errno;
                    removeFolder(temporary);
                    fail(why);
                }
                batch->stageFolder(final, temporary, static_cast<unsigned long long>(about.st_dev));
                staged = batch->stagedPath(path);
            }
        }
        if (staged) {
            fs::create_directories(pathOf(*staged), error);
            if (error || !fs::is_directory(pathOf(*staged), error))
                fail(error.value());
            return;
        }
    }
    fs::create_directories(pathOf(path), error);
    if (error || !fs::is_directory(pathOf(path)))
        fail(error.value());
}

FileBatch::FileBatch() : m_outer(currentBatch) {
    currentBatch = this;
}

FileBatch::~FileBatch() {
    currentBatch = m_outer;
    for (const auto& [device, folder] : m_fileSystems)
        closeFile(folder);
    if (m_committed)
        return;
    for (const auto& [temporary, final] : m_files)
        removeFile(temporary);
    for (const StagedFolder& folder : m_staged) { // a new folder not renamed into place
        std::error_code ignored;
        std::filesystem::remove_all(pathOf(folder.temporary), ignored);
    }
}

FileBatch* FileBatch::current() {
    return currentBatch;
}

void FileBatch::add(std::string temporary, std::string final) {
    const auto [place, added] = m_placeOf.try_emplace(final, m_files.size());
    if (!added) { // written twice: the later one counts
        std::string& t = m_files[place->second].first;
        removeFile(t);
        t = std::move(temporary);
        return;
    }
    m_files.emplace_back(std::move(temporary), std::move(final));
}

std::optional<std::string> FileBatch::stagedPath(const std::string& path) const {
    for (const FileBatch* batch = this; batch != nullptr; batch = batch->m_outer)
        for (const StagedFolder& folder : batch->m_staged)
            if (const std::optional<std::string> below = partBelow(folder.final, path))
                return folder.temporary + *below;
    return std::nullopt;
}

void FileBatch::stageFolder(std::string final, std::string temporary, unsigned long long device) {
    if (kBatchFlushesTogether && !flushLater(device, temporary)) {
        const int error = errno;
        removeFolder(temporary);
        throw InputError("cannot create the folder '" + final + "': " + reasonOf(error));
    }
    m_staged.push_back({std::move(final), std::move(temporary)});
}

bool FileBatch::flushLater(unsigned long long device, const std::string& folder) {
    for (const auto& [known, descriptor] : m_fileSystems)
        if (known == device)
            return true;
    const int descriptor = openFolder(folder);
    if (descriptor < 0)
        return false;
    m_fileSystems.emplace_back(device, descriptor);
    return true;
}

void FileBatch::commit() {
    if (m_outer) {
        // A batch inside another: its files and new folders become the outer batch's, renamed
        // with them.
        for (auto& [temporary, final] : m_files)
            m_outer->add(std::move(temporary), std::move(final));
        for (StagedFolder& folder : m_staged)
            m_outer->m_staged.push_back(std::move(folder));
        for (const auto& [device, folder] : m_fileSystems) { // flushed with the outer's files
            const auto& outer = m_outer->m_fileSystems;
            if (std::any_of(outer.begin(), outer.end(),
                            [device = device](const auto& o) { return o.first == device; }))
                closeFile(folder);
            else
                m_outer->m_fileSystems.emplace_back(device, folder);
        }
        m_fileSystems.clear();
        m_files.clear();
        m_placeOf.clear();
        m_staged.clear();
        m_committed = true;
        return;
    }
    // Every file on the disk before the first rename: interrupted at any point, each name holds
    // its old file or its new one whole, never a file whose bytes never reached the disk.
    for (const auto& [device, folder] : m_fileSystems)
        if (flushFileSystem(folder) != 0) {
            const int error = errno;
            const std::string& first = !m_staged.empty()  ? m_staged.front().final
                                       : !m_files.empty() ? m_files.front().second
                                                          : std::string("the files");
            throw InputError("cannot write '" + first + "': " + reasonOf(error));
        }
    // Each new folder whole, in one rename; then the files written over old ones.
    for (std::size_t i = 0; i < m_staged.size(); ++i) {
        const StagedFolder& folder = m_staged[i];
        if (renameToNewName(folder.temporary, folder.final) != 0) {
            const int error = errno;
            const std::string final = folder.final;
            m_staged.erase(m_staged.begin(), m_staged.begin() + static_cast<std::ptrdiff_t>(i));
            throw InputError(
                "cannot write '" + final + "': " +
                (error == EEXIST || error == ENOTEMPTY
                     ? std::string("something of that name was made while it was written")
                     : reasonOf(error)));
        }
    }
    m_staged.clear();
    for (std::size_t i = 0; i < m_files.size(); ++i) {
        const auto& [temporary, final] = m_files[i];
        if (replaceFile(temporary, final) != 0) {
            const int error = errno;
            m_files.erase(m_files.begin(), m_files.begin() + static_cast<std::ptrdiff_t>(i));
            m_placeOf.clear(); // nothing more is added to a batch that failed
            throw InputError("cannot write '" + final + "': " + reasonOf(error));
        }
    }
    m_committed = true;
}

} // namespace overplay::core
