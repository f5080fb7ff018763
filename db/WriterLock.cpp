// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/WriterLock.h"

#include "db/StorageError.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <map>
#include <mutex>
#include <sys/file.h>
#include <sys/stat.h>
#include <unistd.h>

namespace overplay::db {

struct WriterLock::Held {
    std::string path;
    int fd = -1;
    ~Held() {
        // Unlinked while still locked: an opener that raced us to the old file sees, once it
        // gets the lock, that the file under the name is not the one it locked, and retries.
        ::unlink(path.c_str());
        ::close(fd);
    }
};

namespace {

std::mutex& registryMutex() {
    static std::mutex m;
    return m;
}

/// Lock file → the lock this process holds on it, shared by every writer of this process.
std::map<std::string, std::weak_ptr<WriterLock::Held>>& registry() {
    static std::map<std::string, std::weak_ptr<WriterLock::Held>> r;
    return r;
}

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

} // namespace

WriterLock::WriterLock(std::shared_ptr<Held> held) : m_held(std::move(held)) {}
WriterLock::WriterLock(WriterLock&&) noexcept = default;
WriterLock& WriterLock::operator=(WriterLock&&) noexcept = default;
WriterLock::~WriterLock() {
    if (!m_held)
        return;
    // The registry's mutex covers the release too, so a writer of this process never finds
    // a lock on its way out.
    std::lock_guard<std::mutex> guard(registryMutex());
    m_held.reset();
}

std::string WriterLock::lockPathOf(const std::string& eventPath) {
    // canonical() only reads links and folders (stat, readlink): it never opens the event.
    std::error_code ec;
    const auto real = std::filesystem::canonical(eventPath, ec);
    return (ec ? std::filesystem::absolute(eventPath) : real).string() + ".lock";
}

WriterLock WriterLock::acquire(const std::string& eventPath) {
    const std::string path = lockPathOf(eventPath);
    std::lock_guard<std::mutex> guard(registryMutex());
    if (auto shared = registry()[path].lock())
        return WriterLock(std::move(shared));
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
        struct stat locked = {}, named = {};
        if (::fstat(fd, &locked) == 0 && ::stat(path.c_str(), &named) == 0 &&
            locked.st_dev == named.st_dev && locked.st_ino == named.st_ino) {
            const std::string pid = std::to_string(::getpid()) + "\n";
            if (::ftruncate(fd, 0) == 0) [[maybe_unused]]
                auto written = ::pwrite(fd, pid.data(), pid.size(), 0);
            auto held = std::make_shared<Held>();
            held->path = path;
            held->fd = fd;
            registry()[path] = held;
            return WriterLock(std::move(held));
        }
        ::close(fd); // the holder we waited for unlinked it: lock the new one
    }
    throw StorageError(eventPath, "cannot be locked for writing (its lock file keeps changing)");
}

} // namespace overplay::db
