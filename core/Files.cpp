// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Files.h"

#include "core/Error.h"

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <random>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace overplay::core {

namespace {

/// Why a system call failed, as the end of a director's sentence.
std::string reasonOf(int error) {
    switch (error) {
    case ENOSPC:
    case EDQUOT:
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
            ::close(fd);
    }
};

thread_local FileBatch* currentBatch = nullptr;

/// Writes all of `content` to `fd`; false with errno set when the disk refuses.
bool writeAll(int fd, std::string_view content) {
    std::size_t done = 0;
    while (done < content.size()) {
        const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return false;
        }
        done += static_cast<std::size_t>(n);
    }
    return true;
}

std::string temporaryBeside(const std::filesystem::path& path) {
    static thread_local std::mt19937_64 random{std::random_device{}()};
    char suffix[17];
    std::snprintf(suffix, sizeof suffix, "%016llx", static_cast<unsigned long long>(random()));
    const std::filesystem::path folder = path.has_parent_path() ? path.parent_path() : ".";
    return (folder / ("." + path.filename().string() + ".overplay-" + suffix)).string();
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
Descriptor openUserFile(const std::string& path, struct stat& about) {
    // O_NONBLOCK: opening a pipe nobody writes must not hang; only a regular file is read.
    Descriptor file{::open(path.c_str(), O_RDONLY | O_NONBLOCK | O_CLOEXEC)};
    if (file.fd < 0)
        throw InputError(path + ": cannot be read (" + reasonOf(errno) + ")");
    if (::fstat(file.fd, &about) != 0)
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
        const ssize_t n = ::read(fd, text.data() + got, text.size() - got);
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
    struct stat about {};
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
    struct stat about {};
    const Descriptor file = openUserFile(path, about);
    return readUpTo(path, file.fd, bytes, bytes);
}

bool isSameFile(const std::string& a, const std::string& b) {
    struct stat x {
    }, y{};
    return ::stat(a.c_str(), &x) == 0 && ::stat(b.c_str(), &y) == 0 && x.st_dev == y.st_dev &&
           x.st_ino == y.st_ino;
}

void writeFileWhole(const std::string& path, std::string_view content, const std::string& what) {
    const auto fail = [&](int error) {
        throw InputError("cannot write " + what + " '" + path + "': " + reasonOf(error));
    };
    struct stat existing {};
    const bool exists = ::stat(path.c_str(), &existing) == 0;
    if (exists && S_ISDIR(existing.st_mode))
        fail(EISDIR);
    if (exists && !S_ISREG(existing.st_mode)) {
        // A device or a pipe: written in place (renaming over it would replace it).
        Descriptor out{::open(path.c_str(), O_WRONLY | O_CLOEXEC)};
        if (out.fd < 0 || !writeAll(out.fd, content))
            fail(errno);
        return;
    }
    std::string temporary;
    Descriptor out;
    for (int attempt = 0; attempt < 16 && out.fd < 0; ++attempt) {
        temporary = temporaryBeside(path);
        // Mode 0666 less the umask, as a new file gets; an existing file keeps its own.
        out.fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (out.fd < 0 && errno != EEXIST)
            fail(errno);
    }
    if (out.fd < 0)
        fail(EEXIST);
    const auto discard = [&](int error) {
        ::unlink(temporary.c_str());
        fail(error);
    };
    if (exists)
        (void)::fchmod(out.fd, existing.st_mode & 07777);
    if (!writeAll(out.fd, content))
        discard(errno);
    // On the disk before the rename: a crash then leaves the old file or the new, whole.
    if (::fsync(out.fd) != 0)
        discard(errno);
    const int closing = ::close(out.fd);
    out.fd = -1;
    if (closing != 0)
        discard(errno);
    if (FileBatch* batch = FileBatch::current()) {
        batch->add(temporary, path);
        return;
    }
    if (::rename(temporary.c_str(), path.c_str()) != 0)
        discard(errno);
}

void makeFolders(const std::string& path, const std::string& what) {
    namespace fs = std::filesystem;
    std::vector<fs::path> missing;
    std::error_code error;
    for (fs::path p = fs::path(path); !p.empty() && !fs::exists(p, error); p = p.parent_path()) {
        missing.push_back(p);
        if (p == p.parent_path())
            break;
    }
    fs::create_directories(path, error);
    if (error || !fs::is_directory(path))
        throw InputError("cannot create the folder '" + path + "' for " + what +
                         (error ? ": " + reasonOf(error.value()) : std::string()));
    if (FileBatch* batch = FileBatch::current())
        for (auto it = missing.rbegin(); it != missing.rend(); ++it)
            batch->madeFolder(it->string());
}

FileBatch::FileBatch() : m_outer(currentBatch) {
    currentBatch = this;
}

FileBatch::~FileBatch() {
    currentBatch = m_outer;
    if (m_committed)
        return;
    for (const auto& [temporary, final] : m_files)
        ::unlink(temporary.c_str());
    for (auto it = m_folders.rbegin(); it != m_folders.rend(); ++it)
        ::rmdir(it->c_str()); // only an empty folder goes
}

FileBatch* FileBatch::current() {
    return currentBatch;
}

void FileBatch::add(std::string temporary, std::string final) {
    for (auto& [t, f] : m_files)
        if (f == final) { // written twice: the later one counts
            ::unlink(t.c_str());
            t = std::move(temporary);
            return;
        }
    m_files.emplace_back(std::move(temporary), std::move(final));
}

void FileBatch::madeFolder(std::string path) {
    m_folders.push_back(std::move(path));
}

void FileBatch::commit() {
    if (m_outer) {
        // A batch inside another: its files become the outer batch's, renamed with them.
        for (auto& [temporary, final] : m_files)
            m_outer->add(std::move(temporary), std::move(final));
        for (std::string& folder : m_folders)
            m_outer->madeFolder(std::move(folder));
        m_files.clear();
        m_committed = true;
        return;
    }
    for (std::size_t i = 0; i < m_files.size(); ++i) {
        const auto& [temporary, final] = m_files[i];
        if (::rename(temporary.c_str(), final.c_str()) != 0) {
            const int error = errno;
            m_files.erase(m_files.begin(), m_files.begin() + static_cast<std::ptrdiff_t>(i));
            throw InputError("cannot write '" + final + "': " + reasonOf(error));
        }
    }
    m_committed = true;
}

} // namespace overplay::core
