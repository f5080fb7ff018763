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

# Links a library into <target> to be loaded on demand where it can be:
#   overplay_link_on_demand(<target> <prefix> PATTERN <file name regex> LIBRARIES <libraries...>
#       SOURCE <file> INCLUDES <folders...> OTHERWISE <imported target>)
# With its soname found (above), <source> (the library's functions, each looking up the real
# one at its first call, told where by OVERPLAY_<PREFIX>_SONAME and OVERPLAY_<PREFIX>_PATH) is
# built into <target> and the file the build found kept as OVERPLAY_<PREFIX>_FILE, for the
# checks of what a program maps at start; without it, the library is linked as usual.
function(overplay_link_on_demand target prefix)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "PATTERN;SOURCE;OTHERWISE" "LIBRARIES;INCLUDES")
    overplay_on_demand_library(${prefix} "${arg_PATTERN}" ${arg_LIBRARIES})
    if(NOT ${prefix}_SONAME)
        target_link_libraries(${target} PRIVATE ${arg_OTHERWISE})
        return()
    endif()
    string(TOUPPER "${prefix}" macro)
    target_sources(${target} PRIVATE ${CMAKE_CURRENT_SOURCE_DIR}/${arg_SOURCE})
    set_property(SOURCE ${arg_SOURCE} APPEND PROPERTY COMPILE_DEFINITIONS
        OVERPLAY_${macro}_SONAME="${${prefix}_SONAME}" OVERPLAY_${macro}_PATH="${${prefix}_FILE}")
    target_include_directories(${target} SYSTEM PRIVATE ${arg_INCLUDES})
    target_link_libraries(${target} PRIVATE ${CMAKE_DL_LIBS})
    set(OVERPLAY_${macro}_FILE "${${prefix}_FILE}" CACHE INTERNAL "${prefix}, loaded on demand")
endfunction()
