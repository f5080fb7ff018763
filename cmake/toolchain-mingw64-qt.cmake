# SPDX-License-Identifier: GPL-3.0-or-later
# Cross-compiling Qt 6 itself for 64-bit Windows with Debian's MinGW-w64 (the posix flavour:
# Qt's threads are std::thread's). Unlike toolchain-mingw64.cmake (Overplay's own code) it
# leaves the Windows API level and the runtime to Qt's build: Qt 6 sets Windows 10's API itself
# and links the MinGW runtime as DLLs (libstdc++-6, libgcc_s_seh-1, libwinpthread-1), which
# the installer ships beside the Qt DLLs. scripts/windows.sh qt uses it.
set(CMAKE_SYSTEM_NAME Windows)
set(CMAKE_SYSTEM_PROCESSOR x86_64)
set(CMAKE_C_COMPILER x86_64-w64-mingw32-gcc-posix)
set(CMAKE_CXX_COMPILER x86_64-w64-mingw32-g++-posix)
set(CMAKE_RC_COMPILER x86_64-w64-mingw32-windres)
set(CMAKE_FIND_ROOT_PATH /usr/x86_64-w64-mingw32)
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE ONLY)
