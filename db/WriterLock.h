// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One writer per event file. A program that opens an event for writing holds the writer's
// lock of the file itself, taken on its identity (its device and inode, or on Windows a
// byte-range lock on the file): every name of one file, a hard link in another folder
// included, meets the same lock. On POSIX a companion file beside the event ("club.db.lock")
// is locked too and holds the holder's process id, for the refusal's message. How each
// platform locks is in db/platform/. Within one process the lock is shared: the console and
// its own table-scoring server are one writer (SQLite serialises their transactions).
//
// While a writer has the event open it also keeps a note beside it, "club.db.owner", naming
// the file (its identity) and the event (its first audit row) that the write-ahead log
// "club.db-wal" belongs to. A program killed while writing leaves the log and the note; an
// opener that finds a log whose note names another file refuses it rather than let SQLite
// replay another event's pages into this one (EventStore::open).

#include <memory>
#include <string>

namespace overplay::db {

class WriterLock {
public:
    /// Takes (or, in this process, shares) the lock of the event at `eventPath`. Throws
    /// StorageError (kind HeldByWriter) naming the other program's process id when another
    /// process holds it, or a plain StorageError when the lock cannot be taken.
    static WriterLock acquire(const std::string& eventPath);

    WriterLock(WriterLock&&) noexcept;
    WriterLock& operator=(WriterLock&&) noexcept;
    ~WriterLock();

    /// The lock file of an event: "club.db" → "club.db.lock" (next to the real file).
    static std::string lockPathOf(const std::string& eventPath);
    /// The note naming the file a write-ahead log belongs to: "club.db" → "club.db.owner".
    static std::string logOwnerPathOf(const std::string& eventPath);

    struct Held; ///< the platform's lock, shared by this process's writers

private:
    explicit WriterLock(std::shared_ptr<Held> held);
    std::shared_ptr<Held> m_held;
};

} // namespace overplay::db
