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

# overplay_unity(TARGET BATCH): TARGET's sources BATCH at a time. Files of one unit share
# their file-local helpers' scope, so no two of a target's files give different helpers one
# name: what two files need alike is one helper in a shared header (tests/app/*.h).
function(overplay_unity target batch)
    if(NOT OVERPLAY_UNITY OR NOT TARGET ${target})
        return()
    endif()
    set_target_properties(${target} PROPERTIES UNITY_BUILD ON UNITY_BUILD_BATCH_SIZE ${batch})
endfunction()

# Six commands a unit: three units, so both cores have work while they compile.
overplay_unity(overplay_cli_core 6)
overplay_unity(overplay_cli 3)
overplay_unity(test_app 8)
