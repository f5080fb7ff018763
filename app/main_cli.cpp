// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli: the calculation, event and movement commands run here; this program links no
// Qt Gui or Network, whose loading (their relocations) costs more than a whole
// calculation. The commands that paint or serve, help and anything this program does not
// know are run by overplay-cli-qt, installed beside it, given the same command line. Built
// without Qt (OVERPLAY_BUILD_GUI=OFF, the Windows cross build), no overplay-cli-qt is beside
// it: this program then answers everything itself and its help says what it lacks.
//
// On Windows the arguments are read as UTF-16 and handed on as UTF-8 (the ANSI code page
// could not spell "Café night.db" in every locale), the console is switched to UTF-8, and
// overplay-cli-qt is started as a child process whose exit status becomes ours: Windows has
// no exec. Output is written in binary mode: the same bytes, "\n" line ends, on every platform.
#include "app/cli/Cli.h"
#include "app/cli/ProcessHeap.h"

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#include <windows.h>

#include <shellapi.h> // after windows.h, whose types it uses
#else
#include <unistd.h>
#endif

namespace {

#ifdef _WIN32
constexpr const char* kWindowProgram = "overplay-cli-qt.exe";

std::wstring wide(const std::string& utf8) {
    const int n =
        ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), nullptr, 0);
    std::wstring out(static_cast<std::size_t>(n), L'\0');
    ::MultiByteToWideChar(CP_UTF8, 0, utf8.data(), static_cast<int>(utf8.size()), out.data(), n);
    return out;
}

std::string utf8(const wchar_t* text) {
    const int n = ::WideCharToMultiByte(CP_UTF8, 0, text, -1, nullptr, 0, nullptr, nullptr);
    std::string out(static_cast<std::size_t>(n > 0 ? n - 1 : 0), '\0');
    if (n > 1)
        ::WideCharToMultiByte(CP_UTF8, 0, text, -1, out.data(), n, nullptr, nullptr);
    return out;
}

/// The folder this program was started from.
std::string ownFolder() {
    std::vector<wchar_t> path(32768);
    const DWORD length =
        ::GetModuleFileNameW(nullptr, path.data(), static_cast<DWORD>(path.size()));
    if (length == 0)
        return ".";
    std::wstring self(path.data(), length);
    const std::size_t slash = self.find_last_of(L"\\/");
    return slash == std::wstring::npos ? "." : utf8(self.substr(0, slash).c_str());
}

/// One argument as CommandLineToArgvW reads it back: quoted when it holds a space, a tab or a
/// quote, with the backslashes before a quote doubled ("Parsing C++ command-line arguments",
/// Microsoft's C runtime documentation).
std::wstring quoted(const std::wstring& argument) {
    if (!argument.empty() && argument.find_first_of(L" \t\"") == std::wstring::npos)
        return argument;
    std::wstring out = L"\"";
    std::size_t backslashes = 0;
    for (const wchar_t c : argument) {
        if (c == L'\\') {
            ++backslashes;
            continue;
        }
        out.append(c == L'"' ? backslashes * 2 + 1 : backslashes, L'\\');
        backslashes = 0;
        out += c;
    }
    out.append(backslashes * 2, L'\\');
    return out + L"\"";
}

/// Runs overplay-cli-qt with the same arguments, standard streams and exit status, as if one
/// program had run them.
int runWithWindowCommands(int argc, const char* const* argv, std::ostream& err) {
    const std::wstring program = wide(ownFolder() + "\\" + kWindowProgram);
    std::wstring line = quoted(program);
    for (int i = 1; i < argc; ++i)
        line += L" " + quoted(wide(argv[i]));
    STARTUPINFOW startup = {};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = ::GetStdHandle(STD_INPUT_HANDLE);
    startup.hStdOutput = ::GetStdHandle(STD_OUTPUT_HANDLE);
    startup.hStdError = ::GetStdHandle(STD_ERROR_HANDLE);
    for (HANDLE handle : {startup.hStdInput, startup.hStdOutput, startup.hStdError})
        if (handle != nullptr && handle != INVALID_HANDLE_VALUE)
            ::SetHandleInformation(handle, HANDLE_FLAG_INHERIT, HANDLE_FLAG_INHERIT);
    std::cout.flush();
    PROCESS_INFORMATION child = {};
    if (!::CreateProcessW(program.c_str(), line.data(), nullptr, nullptr, TRUE, 0, nullptr, nullptr,
                          &startup, &child)) {
        err << "overplay-cli: cannot start " << utf8(program.c_str()) << " (Windows error "
            << ::GetLastError() << ")\n";
        return 1;
    }
    ::WaitForSingleObject(child.hProcess, INFINITE);
    DWORD status = 1;
    ::GetExitCodeProcess(child.hProcess, &status);
    ::CloseHandle(child.hThread);
    ::CloseHandle(child.hProcess);
    return static_cast<int>(status);
}
#else
constexpr const char* kWindowProgram = "overplay-cli-qt";

/// The folder this program was started from, as the kernel names it.
std::string ownFolder() {
    std::vector<char> path(4096);
    const ssize_t length = readlink("/proc/self/exe", path.data(), path.size() - 1);
    if (length <= 0)
        return ".";
    std::string self(path.data(), static_cast<std::size_t>(length));
    const std::size_t slash = self.rfind('/');
    return slash == std::string::npos ? "." : self.substr(0, slash);
}

/// Replaces this process with overplay-cli-qt: the same arguments, standard streams and exit
/// status, as if one program had run them.
int runWithWindowCommands(int argc, const char* const* argv, std::ostream& err) {
    const std::string program = ownFolder() + "/" + kWindowProgram;
    std::vector<char*> arguments;
    for (int i = 0; i < argc; ++i)
        arguments.push_back(const_cast<char*>(argv[i])); // execv's signature; never written
    arguments.push_back(nullptr);
    execv(program.c_str(), arguments.data());
    err << "overplay-cli: cannot start " << program << ": " << std::strerror(errno) << "\n";
    return 1;
}
#endif

/// What a build without overplay-cli-qt beside it lacks, for the end of --help.
constexpr const char* kMissing =
    "This overplay-cli has no overplay-cli-qt beside it (a build without Qt): export, cards, "
    "serve and backup, and reading USEBIO files, need the full Overplay. Events on a "
    "PostgreSQL server are Linux-only for now: on Windows use event files.";

} // namespace

int main([[maybe_unused]] int argc, [[maybe_unused]] char** argv) {
    overplay::app::setUpHeapForOneTask();
    std::vector<std::string> arguments;
    std::vector<const char*> pointers;
#ifdef _WIN32
    ::SetConsoleOutputCP(CP_UTF8);
    ::SetConsoleCP(CP_UTF8);
    // The bytes Overplay writes, unchanged: UTF-8, and lines ending in "\n" as on every
    // platform, so a script reads the same output (JSON, CSV, lines) everywhere.
    ::_setmode(::_fileno(stdout), _O_BINARY);
    ::_setmode(::_fileno(stderr), _O_BINARY);
    int count = 0;
    if (wchar_t** wideArguments = ::CommandLineToArgvW(::GetCommandLineW(), &count)) {
        for (int i = 0; i < count; ++i)
            arguments.push_back(utf8(wideArguments[i]));
        ::LocalFree(wideArguments);
    }
#else
    arguments.assign(argv, argv + argc);
#endif
    for (const std::string& argument : arguments)
        pointers.push_back(argument.c_str());
    pointers.push_back(nullptr);
    overplay::app::WindowCommands windows;
    std::error_code ec;
    const std::string beside = ownFolder() + "/" + kWindowProgram;
    if (std::filesystem::exists(std::filesystem::path(std::u8string(beside.begin(), beside.end())),
                                ec))
        windows.elsewhere = runWithWindowCommands;
    else
        windows.missing = kMissing;
    return overplay::app::runCliWith(static_cast<int>(arguments.size()), pointers.data(), std::cout,
                                     std::cerr, windows);
}
