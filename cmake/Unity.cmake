# SPDX-License-Identifier: GPL-3.0-or-later
# Unity builds where most of a file's compile time is code every file instantiates again:
# the command line's commands (CLI11 is header-only, so each command optimised all of
# CLI::App's code again) and the application's tests (Catch2's expanded assertions, Qt and
# nlohmann/json generated anew in every file). Compiled a few files at a time they share it:
# 5 test files took 62.6 s of compiler CPU one by one and 18.1 s as one unit; the command
# line's 18 files about 175 s and 55 s (docs/performance.md, "Building and testing").
# Elsewhere a file's time is its own code, and a unity build saved little (test_core: about
# 3 s a file against 2.5 s), so the other targets compile file by file.
# OVERPLAY_UNITY=OFF builds every file alone (what an edit of one file rebuilds is then
# smaller, and it checks that every file stands on its own).

# overplay_unity(TARGET BATCH [ALONE FILE...]): TARGET's sources BATCH at a time. The files
# named after ALONE are compiled by themselves: each still gives one of its own helpers the
# same name as a helper of another file in its batch.
function(overplay_unity target batch)
    if(NOT OVERPLAY_UNITY OR NOT TARGET ${target})
        return()
    endif()
    cmake_parse_arguments(PARSE_ARGV 2 unity "" "" "ALONE")
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${batch})
    foreach(file IN LISTS unity_ALONE)
        set_source_files_properties(${file} TARGET_DIRECTORY ${target}
            PROPERTIES SKIP_UNITY_BUILD_INCLUSION ON)
    endforeach()
endfunction()

# Six commands a unit: three units, so both cores have work while they compile.
overplay_unity(overplay_cli_core 6)
overplay_unity(overplay_cli 3)
set(overplay_app_tests ${PROJECT_SOURCE_DIR}/tests/app)
overplay_unity(test_app 8 ALONE
    ${overplay_app_tests}/test_cli_event.cpp
    ${overplay_app_tests}/test_cli_roster.cpp
    ${overplay_app_tests}/test_cli_teams.cpp
    ${overplay_app_tests}/test_cli_upload_results.cpp
    ${overplay_app_tests}/test_cli_whist_trump.cpp
    ${overplay_app_tests}/test_console_night.cpp
    ${overplay_app_tests}/test_console_print.cpp
    ${overplay_app_tests}/test_console_undo.cpp
    ${overplay_app_tests}/test_console_wizard.cpp
    ${overplay_app_tests}/test_table_rules.cpp
    ${overplay_app_tests}/test_table_scoring.cpp)
