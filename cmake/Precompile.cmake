# SPDX-License-Identifier: GPL-3.0-or-later
# Precompiled headers: on two cores most of a cold build was the compiler reading the same
# large headers again for every file (Catch2's 17,000 lines in each test file, CLI11's
# header-only library in each command, Qt's widgets in each window). Each library and test
# program reads them once. Included after every target exists, so the modules' own
# CMakeLists stay as they were; OVERPLAY_PCH=OFF builds without (and checks that every file
# includes what it uses).
set(overplay_pch_std <algorithm> <cstdint> <filesystem> <fstream> <functional> <map> <memory>
    <optional> <set> <sstream> <stdexcept> <string> <string_view> <vector>)
set(overplay_pch_qt <QString> <QStringList> <QObject> <QTimer> <QFile> <QDir>)
set(overplay_pch_widgets <QApplication> <QWidget> <QAction> <QDialog> <QLabel> <QLineEdit>
    <QComboBox> <QPushButton> <QSpinBox> <QTableWidget> <QMessageBox> <QUndoStack>)

function(overplay_precompile target)
    if(OVERPLAY_PCH AND TARGET ${target})
        target_precompile_headers(${target} PRIVATE ${ARGN})
    endif()
endfunction()

# core, movements and reports' text part read only the standard library: a precompiled one
# saved little there, and GCC 12 then warns of its own string code (-Warray-bounds) in
# optimised files.
overplay_precompile(overplay_db <nlohmann/json.hpp>)
overplay_precompile(overplay_reports ${overplay_pch_std} ${overplay_pch_qt})
overplay_precompile(overplay_cli_core ${overplay_pch_std} <CLI/CLI.hpp> <nlohmann/json.hpp>)
overplay_precompile(overplay_cli ${overplay_pch_std} <CLI/CLI.hpp> ${overplay_pch_qt})
overplay_precompile(overplay_tablescoring ${overplay_pch_std} ${overplay_pch_qt})
overplay_precompile(overplay_console ${overplay_pch_std} ${overplay_pch_qt}
    ${overplay_pch_widgets})

# Test programs: Catch2 first of all. Its main (tests/catch_main.cpp) is compiled once, in
# its own object library, without the precompiled header (it defines CATCH_CONFIG_MAIN).
foreach(test_program test_core test_movements test_db)
    overplay_precompile(${test_program} <catch2/catch.hpp> ${overplay_pch_std})
endforeach()
overplay_precompile(test_reports <catch2/catch.hpp> ${overplay_pch_std} ${overplay_pch_qt})
overplay_precompile(test_app <catch2/catch.hpp> ${overplay_pch_std} <nlohmann/json.hpp>
    ${overplay_pch_qt} ${overplay_pch_widgets} <QTemporaryDir> <QTest> <QSignalSpy>)
