// SPDX-License-Identifier: GPL-3.0-or-later
// The event file's needs on Windows (db/detail/Platform.h), through the wide (UTF-16) API:
// every path Overplay holds is UTF-8 and is converted here, never read in the ANSI code page.
//
// The writer's lock is a byte-range lock (LockFileEx) on the event file itself, far beyond
// any byte SQLite reads or locks (SQLite's own locks sit at 1 GiB, "File Locking And
// Concurrency In SQLite Version 3"). Windows keeps byte-range locks per handle and per file,
// not per name: every name of the file (a hard link) meets the same lock, closing another
// handle never releases it, and the system releases it when the holder dies.
#include "db/detail/Platform.h"

#include "db/StorageError.h"

#include <sqlite3.h>
#include <windows.h>

namespace overplay::db::platform {

namespace {

std::wstring wide(const std::string& utf8) {
    if (utf8.empty())
        return {};
    const int length =
        ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
    std::wstring out(static_cast<std::size_t>(length), L'\0');
    ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), out.data(),
                          length);
    return out;
}

std::string errorWords(DWORD error) {
    wchar_t* text = nullptr;
    const DWORD length = ::FormatMessageW(
        FORMAT_MESSAGE_ALLOCATE_BUFFER | FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS,
        nullptr, error, 0, reinterpret_cast<wchar_t*>(&text), 0, nullptr);
    std::string words;
    if (length > 0 && text != nullptr) {
        const int size = ::WideCharToMultiByte(CP_UTF8, 0, text, static_cast<int>(length), nullptr,
                                               0, nullptr, nullptr);
        words.assign(static_cast<std::size_t>(size), '\0');
        ::WideCharToMultiByte(CP_UTF8, 0, text, static_cast<int>(length), words.data(), size,
                              nullptr, nullptr);
    }
    if (text != nullptr)
        ::LocalFree(text);
    while (!words.empty() && (words.back() == '\n' || words.back() == '\r' || words.back() == ' ' ||
                              words.back() == '.'))
        words.pop_back();
    return words.empty() ? "Windows error " + std::to_string(error) : words;
}

/// A handle that lets every other program go on reading, writing, renaming and deleting.
HANDLE openShared(const std::string& path, DWORD access) {
    return ::CreateFileW(wide(path).c_str(), access,
                         FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE, nullptr,
                         OPEN_EXISTING, FILE_FLAG_BACKUP_SEMANTICS, nullptr);
}

std::string identityOf(HANDLE handle) {
    BY_HANDLE_FILE_INFORMATION info = {};
    if (!::GetFileInformationByHandle(handle, &info))
        return {};
    const unsigned long long index =
        (static_cast<unsigned long long>(info.nFileIndexHigh) << 32) | info.nFileIndexLow;
    return std::to_string(info.dwVolumeSerialNumber) + ":" + std::to_string(index);
}

/// Where the writer's lock lies: 2^62, beyond any file's end and SQLite's lock bytes.
constexpr DWORD kLockOffsetHigh = 0x40000000;

class WindowsLock : public WriterFileLock {
public:
    explicit WindowsLock(HANDLE handle) : m_handle(handle) {}
    ~WindowsLock() override {
        OVERLAPPED at = {};
        at.OffsetHigh = kLockOffsetHigh;
        ::UnlockFileEx(m_handle, 0, 1, 0, &at);
        ::CloseHandle(m_handle);
    }

private:
    HANDLE m_handle;
};

} // namespace

std::string fileIdentity(const std::string& path) {
    const HANDLE handle = openShared(path, 0);
    if (handle == INVALID_HANDLE_VALUE)
        return {};
    std::string identity = identityOf(handle);
    ::CloseHandle(handle);
    return identity;
}

std::string nameLockPathOf(const std::string& eventPath) {
    return eventPath + ".lock"; // never made: the lock is on the file itself
}

std::unique_ptr<WriterFileLock> lockForWriting(const std::string& eventPath, const std::string&) {
    const HANDLE handle = openShared(eventPath, GENERIC_READ);
    if (handle == INVALID_HANDLE_VALUE)
        throw StorageError(eventPath,
                           "cannot be opened for writing (" + errorWords(::GetLastError()) + ")");
    OVERLAPPED at = {};
    at.OffsetHigh = kLockOffsetHigh;
    if (!::LockFileEx(handle, LOCKFILE_EXCLUSIVE_LOCK | LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, &at)) {
        const DWORD error = ::GetLastError();
        ::CloseHandle(handle);
        if (error == ERROR_LOCK_VIOLATION || error == ERROR_IO_PENDING)
            throw StorageError(eventPath,
                               "is open for writing in another Overplay; close it there first, "
                               "or open it read-only",
                               StorageProblem::HeldByWriter);
        throw StorageError(eventPath, "cannot be locked for writing (" + errorWords(error) + ")");
    }
    return std::make_unique<WindowsLock>(handle);
}

void syncFolderOf(const std::string&) {
    // MoveFileExW's MOVEFILE_WRITE_THROUGH (renameDurably) already waited for the disk;
    // Windows has no handle on a folder to flush.
}

std::string renameDurably(const std::string& from, const std::string& to) {
    if (!::MoveFileExW(wide(from).c_str(), wide(to).c_str(), MOVEFILE_WRITE_THROUGH))
        return errorWords(::GetLastError());
    return {};
}

bool canWrite(const std::string& path) {
    const DWORD attributes = ::GetFileAttributesW(wide(path).c_str());
    return attributes != INVALID_FILE_ATTRIBUTES && (attributes & FILE_ATTRIBUTE_READONLY) == 0;
}

bool hasMoved(sqlite3* connection, const std::string& path) {
    // The file SQLite has open, compared with the file under the path now: Windows' SQLite
    // does not answer SQLITE_FCNTL_HAS_MOVED, but hands out its handle.
    HANDLE open = nullptr;
    if (sqlite3_file_control(connection, "main", SQLITE_FCNTL_WIN32_GET_HANDLE, &open) !=
            SQLITE_OK ||
        open == nullptr || open == INVALID_HANDLE_VALUE)
        return false;
    const std::string held = identityOf(open);
    return !held.empty() && held != fileIdentity(path);
}

long processId() {
    return static_cast<long>(::GetCurrentProcessId());
}

} // namespace overplay::db::platform
