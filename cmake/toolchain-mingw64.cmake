# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-compiling for 64-bit Windows with Debian's MinGW-w64 (g++-mingw-w64-x86-64-posix: the
# posix flavour gives std::thread and std::mutex). Programs are linked statically, so an .exe
# runs on a bare Windows (or under Wine) with no MinGW DLL beside it; with
# -DOVERPLAY_MINGW_SHARED_RUNTIME=ON (the console, whose Qt DLLs use the MinGW runtime's DLLs)
# they use the same runtime DLLs as Qt, which the installer ships beside them.
# Use: cmake -DCMAKE_TOOLCHAIN_FILE=cmake/toolchain-mingw64.cmake -DOVERPLAY_WINDOWS_DEPS=DEPS …
# where DEPS is a prefix holding the Windows libraries and headers (scripts/windows.sh builds
# them there from Debian's sources first).
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(OVERPLAY_MINGW x86_64-w64-mingw32)
set(CMAKE_C_COMPILER ${OVERPLAY_MINGW}-gcc-posix)
set(CMAKE_CXX_COMPILER ${OVERPLAY_MINGW}-g++-posix)
set(CMAKE_RC_COMPILER ${OVERPLAY_MINGW}-windres)
set(CMAKE_FIND_ROOT_PATH /usr/${OVERPLAY_MINGW})
if(OVERPLAY_WINDOWS_DEPS)
    list(APPEND CMAKE_FIND_ROOT_PATH ${OVERPLAY_WINDOWS_DEPS})
endif()
list(APPEND CMAKE_TRY_COMPILE_PLATFORM_VARIABLES OVERPLAY_WINDOWS_DEPS
    OVERPLAY_MINGW_SHARED_RUNTIME)
# Programs (the host's) from the host; libraries, headers and CMake packages from the
# Windows side only: CMAKE_PREFIX_PATH's folders (the cross-built libraries) count as such.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
if(NOT OVERPLAY_MINGW_SHARED_RUNTIME)
    set(CMAKE_EXE_LINKER_FLAGS_INIT "-static -static-libgcc -static-libstdc++")
endif()
# Windows 7's API and up: the wide file API, LockFileEx and SetConsoleOutputCP are older.
add_compile_definitions(_WIN32_WINNT=0x0601 WIN32_LEAN_AND_MEAN NOMINMAX UNICODE _UNICODE)
# Tests run through Wine (add_test's commands and catch_discover_tests).
find_program(OVERPLAY_WINE wine)
if(OVERPLAY_WINE)
    set(CMAKE_CROSSCOMPILING_EMULATOR ${OVERPLAY_WINE})
endif()
