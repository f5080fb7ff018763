// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A second Overplay for the db tests: one of the test program's own hidden "helper:" tests run
// in a new process (on Windows and POSIX alike), handed the event's path in the environment.

#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

#ifdef _WIN32
#include <windows.h>
#else
#include <spawn.h>
#include <sys/wait.h>
extern char** environ;
#endif

namespace overplay::testing {

#ifdef _WIN32
inline std::wstring wide(const std::string& utf8) {
    const int n =
        ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
    std::wstring out(static_cast<std::size_t>(n), L'\0');
    ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), out.data(), n);
    return out;
}
#endif

/// Runs one of the hidden "helper:" tests of the calling file in a new process of this test program
/// (a second Overplay), with the event's path in OVERPLAY_HELPER_EVENT. Returns its exit status.
inline int runHelper(const std::string& test, const std::string& event) {
#ifdef _WIN32
    wchar_t self[4096] = {};
    REQUIRE(::GetModuleFileNameW(nullptr, self, 4096) > 0);
    ::SetEnvironmentVariableW(L"OVERPLAY_HELPER_EVENT", wide(event).c_str());
    std::wstring command = L"\"" + std::wstring(self) + L"\" \"" + wide(test) + L"\" -o NUL";
    STARTUPINFOW startup = {};
    startup.cb = sizeof startup;
    PROCESS_INFORMATION process = {};
    REQUIRE(::CreateProcessW(self, command.data(), nullptr, nullptr, FALSE, 0, nullptr, nullptr,
                             &startup, &process));
    ::WaitForSingleObject(process.hProcess, INFINITE);
    DWORD status = 1;
    ::GetExitCodeProcess(process.hProcess, &status);
    ::CloseHandle(process.hThread);
    ::CloseHandle(process.hProcess);
    ::SetEnvironmentVariableW(L"OVERPLAY_HELPER_EVENT", nullptr);
    return static_cast<int>(status);
#else
    char self[4096] = {};
    const ssize_t n = ::readlink("/proc/self/exe", self, sizeof self - 1);
    REQUIRE(n > 0);
    ::setenv("OVERPLAY_HELPER_EVENT", event.c_str(), 1);
    std::string name = test;
    std::string out = "-o", quiet = "/dev/null";
    char* argv[] = {self, name.data(), out.data(), quiet.data(), nullptr};
    pid_t child = 0;
    REQUIRE(::posix_spawn(&child, self, nullptr, nullptr, argv, environ) == 0);
    int status = 0;
    ::waitpid(child, &status, 0);
    ::unsetenv("OVERPLAY_HELPER_EVENT");
    return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
#endif
}

inline std::string helperEvent() {
#ifdef _WIN32
    wchar_t value[4096] = {};
    const DWORD n = ::GetEnvironmentVariableW(L"OVERPLAY_HELPER_EVENT", value, 4096);
    REQUIRE(n > 0);
    const int size =
        ::WideCharToMultiByte(CP_UTF8, 0, value, static_cast<int>(n), nullptr, 0, nullptr, nullptr);
    std::string path(static_cast<std::size_t>(size), '\0');
    ::WideCharToMultiByte(CP_UTF8, 0, value, static_cast<int>(n), path.data(), size, nullptr,
                          nullptr);
    return path;
#else
    const char* path = std::getenv("OVERPLAY_HELPER_EVENT");
    REQUIRE(path);
    return path;
#endif
}

} // namespace overplay::testing
