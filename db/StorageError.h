#pragma once
// The one error the event store throws for anything about the file itself: it is not an
// Overplay event, it was written by a newer Overplay, it is damaged, the disk refused a write.
// Data a director typed that the rules refuse is a core::InputError instead.

#include <stdexcept>
#include <string>

namespace overplay::db {

/// A storage problem with its context: what() reads "<file>: <what went wrong>", one line a
/// director can act on.
class StorageError : public std::runtime_error {
public:
    StorageError(std::string file, const std::string& problem)
        : std::runtime_error(file.empty() ? problem : file + ": " + problem),
          m_file(std::move(file)), m_problem(problem) {}

    /// The event file concerned (may be empty).
    const std::string& file() const { return m_file; }
    /// The problem without the file name.
    const std::string& problem() const { return m_problem; }

private:
    std::string m_file;
    std::string m_problem;
};

} // namespace overplay::db
