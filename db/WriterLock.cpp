// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/WriterLock.h"

#include "db/StorageError.h"
#include "db/detail/Platform.h"

#include <filesystem>
#include <map>
#include <mutex>

namespace overplay::db {

struct WriterLock::Held {
    std::string eventPath;
    std::unique_ptr<platform::WriterFileLock> lock;
    ~Held() {
        if (!lock)
            return; // never taken
        // The last connection has closed (the store's connection is released before its
        // lock). The note about the log is kept as long as a log is: SQLite deletes the log
        // when the last connection closes cleanly, and keeps it when a reader of another
        // program still reads it.
        std::error_code ec;
        if (!std::filesystem::exists(platform::pathOf(eventPath + "-wal"), ec) && !ec)
            std::filesystem::remove(platform::pathOf(logOwnerPathOf(eventPath)), ec);
    }
};

namespace {

std::mutex& registryMutex() {
    static std::mutex m;
    return m;
}

/// A file's identity (or its path, when it has none to read) → the lock this process holds
/// on it, shared by every writer of this process.
std::map<std::string, std::weak_ptr<WriterLock::Held>>& registry() {
    static std::map<std::string, std::weak_ptr<WriterLock::Held>> r;
    return r;
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
    return platform::nameLockPathOf(eventPath);
}

std::string WriterLock::logOwnerPathOf(const std::string& eventPath) {
    return eventPath + ".owner";
}

WriterLock WriterLock::acquire(const std::string& eventPath) {
    const std::string identity = platform::fileIdentity(eventPath);
    const std::string key = identity.empty() ? "path " + lockPathOf(eventPath) : identity;
    std::lock_guard<std::mutex> guard(registryMutex());
    if (auto shared = registry()[key].lock())
        return WriterLock(std::move(shared));
    auto held = std::make_shared<Held>();
    held->eventPath = eventPath;
    held->lock = platform::lockForWriting(eventPath, identity);
    registry()[key] = held;
    return WriterLock(std::move(held));
}

} // namespace overplay::db
