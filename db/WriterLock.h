// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One writer per event file. A program that opens an event for writing holds an exclusive
// BSD lock (flock) on a small companion file, "EVENT.db.lock", holding its process id.
//
// Why a companion file and flock, never a lock on the event itself: SQLite locks the event
// with POSIX (fcntl) locks, and the process loses every POSIX lock it holds on a file as soon
// as any descriptor of that file is closed (SQLite's "How To Corrupt An SQLite Database
// File", 2.2). A flock on another file is never dropped that way and never meets SQLite's
// locks; the kernel releases it when the holder dies, so a killed program leaves no stale
// lock. Within one process the lock is shared: the console and its own table-scoring server
// are one writer (SQLite serialises their transactions).

#include <memory>
#include <string>

namespace overplay::db {

class WriterLock {
public:
    /// Takes (or, in this process, shares) the lock of the event at `eventPath`. Throws
    /// StorageError (kind HeldByWriter) naming the other program's process id when another
    /// process holds it, or a plain StorageError when the lock file cannot be made.
    static WriterLock acquire(const std::string& eventPath);

    WriterLock(WriterLock&&) noexcept;
    WriterLock& operator=(WriterLock&&) noexcept;
    ~WriterLock();

    /// The lock file of an event: "club.db" → "club.db.lock" (next to the real file).
    static std::string lockPathOf(const std::string& eventPath);

    struct Held; ///< the lock file's descriptor, shared by this process's writers

private:
    explicit WriterLock(std::shared_ptr<Held> held);
    std::shared_ptr<Held> m_held;
};

} // namespace overplay::db
