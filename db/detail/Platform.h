// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the event file needs from the operating system, one file per platform
// (db/platform/PosixFiles.cpp, db/platform/WindowsFiles.cpp): a file's identity, the writer's
// lock on it, a durable rename, and paths given as UTF-8. Private to db/.
#include "core/Path.h"

#include <filesystem>
#include <memory>
#include <string>

struct sqlite3;

namespace overplay::db::platform {

/// A path given as UTF-8, as every path in Overplay is (core/Path.h).
using core::pathOf;

/// The identity of the file at `path` as the file system knows it ("2049:1234567", or on
/// Windows the volume's serial number and the file's index): every name of one file (hard
/// links included) has the same identity, a copy has another. Empty when the file cannot be
/// looked at. Never opens the event through a descriptor the caller would have to close
/// (POSIX: stat only).
std::string fileIdentity(const std::string& path);

/// The writer's lock of one event file, held until destroyed. Every name of the file shares
/// it (it is taken on the file's identity, not on a name), and the operating system releases
/// it when the holder dies, so a killed program leaves no stale lock.
class WriterFileLock {
public:
    virtual ~WriterFileLock() = default;
};

/// Takes the writer's lock of the event at `eventPath`, whose identity is `identity`. Throws
/// StorageError (kind HeldByWriter) when another process holds it, naming that program's
/// process id where the platform can tell, or a plain StorageError when it cannot be taken.
std::unique_ptr<WriterFileLock> lockForWriting(const std::string& eventPath,
                                               const std::string& identity);

/// The companion lock file named after the event ("club.db" → "club.db.lock"), on platforms
/// that keep one (POSIX); the path it would have elsewhere.
std::string nameLockPathOf(const std::string& eventPath);

/// Makes a rename durable: on POSIX the folder holding the file is synced; on Windows the
/// rename itself was written through (renameDurably), so nothing is left to do.
void syncFolderOf(const std::string& file);

/// Renames `from` to `to` (the caller checked `to` is free) and makes the rename durable.
/// Returns the operating system's words for a failure, empty when it succeeded.
std::string renameDurably(const std::string& from, const std::string& to);

/// Whether the file and its folder can be written by this user.
bool canWrite(const std::string& path);

/// Whether the file SQLite has open for the connection's main database is no longer the
/// file under its path (moved, deleted or replaced).
bool hasMoved(sqlite3* connection, const std::string& path);

/// This process's id, for the lock's message.
long processId();

} // namespace overplay::db::platform
