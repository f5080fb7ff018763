// SPDX-License-Identifier: GPL-3.0-or-later
// A stand-in for overplay-cli-qt.exe in tests/windows/cli_proof.sh: prints the arguments it
// was given, one a line, as UTF-8 (read as Windows hands them, UTF-16), and exits with status
// 3, so the proof sees that overplay-cli.exe started it with the same arguments, whole, and
// passed its exit status on.
#include <cstdio>
#include <string>

#include <fcntl.h>
#include <io.h>
#include <windows.h>

#include <shellapi.h> // after windows.h, whose types it uses

int main() {
    ::_setmode(::_fileno(stdout), _O_BINARY); // "\n", as overplay-cli.exe writes
    int count = 0;
    wchar_t** arguments = ::CommandLineToArgvW(::GetCommandLineW(), &count);
    for (int i = 1; i < count; ++i) {
        const int n =
            ::WideCharToMultiByte(CP_UTF8, 0, arguments[i], -1, nullptr, 0, nullptr, nullptr);
        std::string text(static_cast<std::size_t>(n > 0 ? n - 1 : 0), '\0');
        if (n > 1)
            ::WideCharToMultiByte(CP_UTF8, 0, arguments[i], -1, text.data(), n, nullptr, nullptr);
        std::fwrite(text.data(), 1, text.size(), stdout);
        std::fputc('\n', stdout);
    }
    ::LocalFree(arguments);
    return 3;
}
