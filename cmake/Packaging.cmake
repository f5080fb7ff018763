# SPDX-License-Identifier: GPL-3.0-or-later
# The installers for Windows and macOS, read by the top-level CMakeLists.txt just before
# include(CPack); on Linux it changes nothing (the Debian package is set up there).
#
# Windows: CPack's NSIS generator makes Overplay-VERSION-win64.exe. Beside the programs in
# bin/ it puts what Qt's windeployqt would copy for the modules the programs use: the Qt DLLs,
# the windows platform plugin, the Windows Vista style, Qt Network's TLS and network
# information back ends (no image format plugin: Overplay reads no image files), and the
# MinGW runtime's DLLs when the build links them as DLLs (the MinGW cross build does, as its
# Qt does; an MSVC build's runtime comes with Windows or its redistributable). Qt looks for
# its plugins in folders beside the program (QCoreApplication::libraryPaths), so no qt.conf.
# scripts/windows.sh console builds and tests it under Wine.
#
# macOS: CPack's DragNDrop generator makes Overplay-VERSION-macos.dmg holding Overplay.app;
# macdeployqt (run by the CI workflow before cpack) copies Qt's frameworks into the bundle.

if(WIN32)
    set(CPACK_GENERATOR NSIS)
    set(CPACK_PACKAGE_FILE_NAME "Overplay-${PROJECT_VERSION}-win64")
    set(CPACK_PACKAGE_INSTALL_DIRECTORY Overplay)
    set(CPACK_NSIS_INSTALL_ROOT "$PROGRAMFILES64")
    set(CPACK_NSIS_PACKAGE_NAME Overplay)
    set(CPACK_NSIS_DISPLAY_NAME Overplay)
    # The Start menu's entry: Overplay (bin/overplay.exe).
    set(CPACK_PACKAGE_EXECUTABLES overplay Overplay)
    set(CPACK_NSIS_ENABLE_UNINSTALL_BEFORE_INSTALL ON)
    # The installer itself a 64-bit program, as what it installs is: NSIS's amd64 stub, so it
    # runs where 32-bit programs cannot (a 64-bit-only Wine, as Debian's wine64 alone is).
    if(CMAKE_SIZEOF_VOID_P EQUAL 8)
        set(CPACK_NSIS_DEFINES "Target amd64-unicode")
    endif()

    if(TARGET Qt6::Core)
        set(overplay_qt_dlls "")
        foreach(module Core Gui Widgets PrintSupport Network)
            install(FILES $<TARGET_FILE:Qt6::${module}> DESTINATION ${CMAKE_INSTALL_BINDIR})
        endforeach()
        foreach(plugin_folder QWindowsIntegrationPlugin:platforms
                              QWindowsVistaStylePlugin:styles QSchannelBackendPlugin:tls
                              QCertOnlyBackendPlugin:tls QNLMNIPlugin:networkinformation)
            string(REPLACE ":" ";" plugin_folder "${plugin_folder}")
            list(GET plugin_folder 0 plugin)
            list(GET plugin_folder 1 folder)
            if(TARGET Qt6::${plugin})
                install(FILES $<TARGET_FILE:Qt6::${plugin}>
                    DESTINATION ${CMAKE_INSTALL_BINDIR}/${folder})
            endif()
        endforeach()
    endif()
    if(MINGW AND NOT CMAKE_EXE_LINKER_FLAGS MATCHES "-static")
        foreach(dll libstdc++-6.dll libgcc_s_seh-1.dll libwinpthread-1.dll)
            execute_process(COMMAND ${CMAKE_CXX_COMPILER} -print-file-name=${dll}
                OUTPUT_VARIABLE dll_path OUTPUT_STRIP_TRAILING_WHITESPACE)
            if(IS_ABSOLUTE "${dll_path}" AND EXISTS "${dll_path}")
                install(FILES "${dll_path}" DESTINATION ${CMAKE_INSTALL_BINDIR})
            else()
                message(WARNING "The installer lacks ${dll}: ${CMAKE_CXX_COMPILER} cannot find it")
            endif()
        endforeach()
    endif()

    # Event files are SQLite files named *.db, a suffix many programs use (Windows's own
    # thumbnail caches among them): Overplay is offered under "Open with" for them and made
    # the program that opens them only if the user chooses so. An event opens in the console.
    set(CPACK_NSIS_EXTRA_INSTALL_COMMANDS "
        WriteRegStr SHCTX 'Software\\\\Classes\\\\Overplay.Event' '' 'Overplay event'
        WriteRegStr SHCTX 'Software\\\\Classes\\\\Overplay.Event\\\\DefaultIcon' '' '$INSTDIR\\\\bin\\\\overplay.exe,0'
        WriteRegStr SHCTX 'Software\\\\Classes\\\\Overplay.Event\\\\shell\\\\open\\\\command' '' '\\\"$INSTDIR\\\\bin\\\\overplay.exe\\\" \\\"%1\\\"'
        WriteRegStr SHCTX 'Software\\\\Classes\\\\.db\\\\OpenWithProgids' 'Overplay.Event' ''
        WriteRegStr SHCTX 'Software\\\\Classes\\\\Applications\\\\overplay.exe\\\\SupportedTypes' '.db' ''
    ")
    set(CPACK_NSIS_EXTRA_UNINSTALL_COMMANDS "
        DeleteRegKey SHCTX 'Software\\\\Classes\\\\Overplay.Event'
        DeleteRegValue SHCTX 'Software\\\\Classes\\\\.db\\\\OpenWithProgids' 'Overplay.Event'
        DeleteRegKey SHCTX 'Software\\\\Classes\\\\Applications\\\\overplay.exe'
    ")
elseif(APPLE)
    set(CPACK_GENERATOR DragNDrop)
    set(CPACK_PACKAGE_FILE_NAME "Overplay-${PROJECT_VERSION}-macos")
    set(CPACK_DMG_VOLUME_NAME Overplay)
endif()
