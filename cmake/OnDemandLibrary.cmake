# SPDX-License-Identifier: GPL-3.0-or-later
# A shared library that a program loads itself (dlopen) when a command first needs it, rather
# than naming it among the libraries the loader maps at start: its soname, for dlopen, and the
# file the build found, for when it is installed where the loader does not look.
#   overplay_on_demand_library(<prefix> <file name regex> <libraries...>)
# sets <prefix>_SONAME and <prefix>_FILE in the caller's scope (empty when none is found: then
# the caller links the library as usual).
function(overplay_on_demand_library prefix pattern)
    set(soname "")
    set(found "")
    foreach(library ${ARGN})
        get_filename_component(library_file "${library}" REALPATH)
        if(library_file MATCHES "${pattern}" AND CMAKE_OBJDUMP)
            execute_process(COMMAND ${CMAKE_OBJDUMP} -p ${library_file} OUTPUT_VARIABLE headers
                ERROR_QUIET)
            if(headers MATCHES "SONAME +([^ \n]+)")
                set(soname "${CMAKE_MATCH_1}")
                set(found "${library_file}")
            endif()
        endif()
    endforeach()
    set(${prefix}_SONAME "${soname}" PARENT_SCOPE)
    set(${prefix}_FILE "${found}" PARENT_SCOPE)
endfunction()
