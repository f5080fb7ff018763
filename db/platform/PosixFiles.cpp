// SPDX-License-Identifier: GPL-3.0-or-later
// The event file's needs on Linux and other POSIX systems (db/detail/Platform.h).
//
// The writer's lock is two BSD locks (flock), each on a small lock file holding the holder's
// process id, never a lock on the event itself: SQLite locks the event with POSIX (fcntl)
// locks, and a process loses every POSIX lock it holds on a file as soon as any descriptor of
// that file is closed (SQLite's "How To Corrupt An SQLite Database File", 2.2). A flock on
// another file is never dropped that way and never meets SQLite's locks; the kernel releases
// it when the holder dies.
// - The identity lock, named after the file's device and inode in this user's lock folder:
//   every name of one file (a hard link in any folder) leads to the same lock file.
// - The name lock beside the event ("club.db.lock"): a program of another user, or on another
//   computer sharing the folder, that opens the same name meets it there.
#include "db/detail/Platform.h"

#include "db/StorageError.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace overplay::db::platform {

std::string fileIdentity(const std::string& path) {
    struct stat file = {};
    if (::stat(path.c_str(), &file) != 0)
        return {};
    return std::to_string(static_cast<unsigned long long>(file.st_dev)) + ":" +
           std::to_string(static_cast<unsigned long long>(file.st_ino));
}

std::string nameLockPathOf(const std::string& eventPath) {
    // canonical() only reads links and folders (stat, readlink): it never opens the event.
    std::error_code ec;
    const auto real = std::filesystem::canonical(eventPath, ec);
    return (ec ? std::filesystem::absolute(eventPath) : real).string() + ".lock";
}

namespace {

/// The process id written in a lock file by its holder, or "" when unreadable.
std::string holderOf(int fd) {
    char text[32] = {};
    const ssize_t got = ::pread(fd, text, sizeof text - 1, 0);
    if (got <= 0)
        return {};
    std::string pid(text, static_cast<std::size_t>(got));
    while (!pid.empty() && (pid.back() == '\n' || pid.back() == ' '))
        pid.pop_back();
    return pid.find_first_not_of("0123456789") == std::string::npos ? pid : std::string();
}

/// One lock file, locked; unlinked and closed when released.
struct LockedFile {
    std::string path;
    int fd = -1;
    LockedFile() = default;
    LockedFile(const LockedFile&) = delete;
    LockedFile& operator=(const LockedFile&) = delete;
    ~LockedFile() {
        if (fd < 0)
            return;
        // Unlinked while still locked: an opener that raced us to the old file sees, once it
        // gets the lock, that the file under the name is not the one it locked, and retries.
        ::unlink(path.c_str());
        ::close(fd);
    }
};

/// Locks the lock file at `path` for the writer of `eventPath`, writing this process's id in
/// it; the StorageError names the event.
void lockFile(LockedFile& locked, const std::string& path, const std::string& eventPath) {
    for (int attempt = 0; attempt < 8; ++attempt) {
        const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
        if (fd < 0) {
            const int error = errno;
            if (error == EACCES || error == EROFS || error == EPERM)
                throw StorageError(eventPath, "cannot be written (a read-only file or folder); "
                                              "open it read-only to look at it");
            throw StorageError(eventPath, "cannot be opened for writing: its lock file " + path +
                                              " cannot be made (" + std::strerror(error) + ")");
        }
        if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
            const int error = errno;
            const std::string pid = error == EWOULDBLOCK ? holderOf(fd) : std::string();
            ::close(fd);
            if (error == EWOULDBLOCK)
                throw StorageError(eventPath,
                                   "is open for writing in another Overplay" +
                                       (pid.empty() ? std::string() : " (pid " + pid + ")") +
                                       "; close it there first, or open it read-only",
                                   StorageProblem::HeldByWriter);
            throw StorageError(eventPath, "cannot be locked for writing (" +
                                              std::string(std::strerror(error)) + ")");
        }
        struct stat held = {}, named = {};
        if (::fstat(fd, &held) == 0 && ::stat(path.c_str(), &named) == 0 &&
            held.st_dev == named.st_dev && held.st_ino == named.st_ino) {
            const std::string pid = std::to_string(::getpid()) + "\n";
            if (::ftruncate(fd, 0) == 0) [[maybe_unused]]
                auto written = ::pwrite(fd, pid.data(), pid.size(), 0);
            locked.path = path;
            locked.fd = fd;
            return;
        }
        ::close(fd); // the holder we waited for unlinked it: lock the new one
    }
    throw StorageError(eventPath, "cannot be locked for writing (its lock file keeps changing)");
}

/// This user's folder of identity locks, made (owner only) when missing. A folder of another
/// owner, or a link, under that name is not used: anyone could then take our locks away.
std::string identityLockFolder(const std::string& eventPath) {
    std::error_code ec;
    const std::string folder = (std::filesystem::temp_directory_path(ec) /
                                ("overplay-locks-" + std::to_string(::getuid())))
                                   .string();
    ::mkdir(folder.c_str(), 0700);
    struct stat seen = {};
    if (::lstat(folder.c_str(), &seen) != 0 || !S_ISDIR(seen.st_mode) || seen.st_uid != ::getuid())
        throw StorageError(eventPath, "cannot be locked for writing: the lock folder " + folder +
                                          " is not this user's folder; remove it");
    return folder;
}

class PosixLock : public WriterFileLock {
public:
    LockedFile name;
    LockedFile identity;
};

} // namespace

std::unique_ptr<WriterFileLock> lockForWriting(const std::string& eventPath,
                                               const std::string& identity) {
    auto lock = std::make_unique<PosixLock>();
    // The name first: a second writer of the same name is refused with the message it always
    // had, before anything is made in the lock folder.
    lockFile(lock->name, nameLockPathOf(eventPath), eventPath);
    if (!identity.empty()) {
        std::string file = identity;
        for (char& c : file)
            if (c == ':')
                c = '-';
        lockFile(lock->identity, identityLockFolder(eventPath) + "/" + file + ".lock", eventPath);
    }
    return lock;
}

void syncFolderOf(const std::string& file) {
    // A rename is durable only once the folder holding it is synced.
    const std::filesystem::path path(file);
    const auto dir = path.has_parent_path() ? path.parent_path() : std::filesystem::path(".");
    const int fd = ::open(dir.c_str(), O_RDONLY | O_DIRECTORY);
    if (fd >= 0) {
        ::fsync(fd);
        ::close(fd);
    }
}

std::string renameDurably(const std::string& from, const std::string& to) {
    std::error_code ec;
    std::filesystem::rename(from, to, ec);
    if (ec)
        return ec.message();
    syncFolderOf(to);
    return {};
}

bool canWrite(const std::string& path) {
    std::error_code ec;
    const std::filesystem::path folder = std::filesystem::absolute(path, ec).parent_path();
    return ::access(folder.c_str(), W_OK) == 0 && ::access(path.c_str(), W_OK) == 0;
}

bool hasMoved(sqlite3* connection, const std::string&) {
    // SQLite's unix VFS compares the path's inode with the one it has open.
    int moved = 0;
    if (sqlite3_file_control(connection, "main", SQLITE_FCNTL_HAS_MOVED, &moved) != SQLITE_OK)
        return false;
    return moved != 0;
}

long processId() {
    return static_cast<long>(::getpid());
}

} // namespace overplay::db::platform
