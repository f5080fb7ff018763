// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one error the event store throws for anything about the file itself: it is not an
// Overplay event, it was written by a newer Overplay, it is damaged, the disk refused a write,
// another program is writing it, it was moved away while open.
// Data a director typed that the rules refuse is a core::InputError instead.

#include <stdexcept>
#include <string>

namespace overplay::db {

/// What kind of storage problem, for a caller that can do something about it (offer to open
/// read-only, try again later, stop serving). The message says it all for everyone else.
enum class StorageProblem {
    File,         ///< the file itself: missing, not an event, damaged, newer, disk full, …
    Busy,         ///< another program held SQLite's lock longer than the busy timeout
    HeldByWriter, ///< another Overplay has the event open for writing (one writer per file)
    Moved,        ///< the file was moved or deleted while open: nothing more can be saved
};

/// A storage problem with its context: what() reads "<file>: <what went wrong>", one line a
/// director can act on.
class StorageError : public std::runtime_error {
public:
    StorageError(std::string file, const std::string& problem,
                 StorageProblem kind = StorageProblem::File)
        : std::runtime_error(file.empty() ? problem : file + ": " + problem),
          m_file(std::move(file)), m_problem(problem), m_kind(kind) {}

    /// The event file concerned (may be empty).
    const std::string& file() const { return m_file; }
    /// The problem without the file name.
    const std::string& problem() const { return m_problem; }
    StorageProblem kind() const { return m_kind; }

private:
    std::string m_file;
    std::string m_problem;
    StorageProblem m_kind;
};

} // namespace overplay::db
