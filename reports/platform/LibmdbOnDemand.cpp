// SPDX-License-Identifier: GPL-3.0-or-later
// libmdb, mdbtools' reader of Access databases, loaded when a Bridgemate file is first read
// rather than by every program at start: with GLib and PCRE2, which it brings, mapping and
// relocating it costs about 50 page faults and 2-3 ms of a command such as `score`, and only
// `section upload` of a .bws file reads one.
//
// BwsReader.cpp calls libmdb's functions by their own names; these definitions of the ones it
// calls (the linker takes them instead of libmdb's, which is not linked) look the real one up
// in libmdb at the first call. The library is never unloaded.
// GLib first: mdbtools.h includes it inside its extern "C" block, where GLib's C++ parts
// (its <type_traits>) cannot be declared.
#include <glib.h>
#include <mdbtools.h>

#include "core/OnDemandLibrary.h"

// Loaded by the first call of one of its functions below.
const overplay::core::OnDemandLibrary libmdb(OVERPLAY_LIBMDB_SONAME, OVERPLAY_LIBMDB_PATH, "libmdb",
                                             "reading a Bridgemate file needs mdbtools' libmdb");

#define OVERPLAY_LIBMDB(Return, name, parameters, arguments)                                       \
    OVERPLAY_ON_DEMAND(libmdb, Return, name, parameters, arguments)

extern "C" {

OVERPLAY_LIBMDB(MdbHandle*, mdb_open, (const char* filename, MdbFileFlags flags), (filename, flags))
OVERPLAY_LIBMDB(void, mdb_close, (MdbHandle * mdb), (mdb))
OVERPLAY_LIBMDB(void, mdb_set_date_fmt, (MdbHandle * mdb, const char* format), (mdb, format))
OVERPLAY_LIBMDB(MdbTableDef*, mdb_read_table_by_name,
                (MdbHandle * mdb, gchar* table_name, int obj_type), (mdb, table_name, obj_type))
OVERPLAY_LIBMDB(void, mdb_free_tabledef, (MdbTableDef * table), (table))
OVERPLAY_LIBMDB(GPtrArray*, mdb_read_columns, (MdbTableDef * table), (table))
OVERPLAY_LIBMDB(int, mdb_rewind_table, (MdbTableDef * table), (table))
OVERPLAY_LIBMDB(int, mdb_bind_column_by_name,
                (MdbTableDef * table, gchar* col_name, void* bind_ptr, int* len_ptr),
                (table, col_name, bind_ptr, len_ptr))
OVERPLAY_LIBMDB(int, mdb_fetch_row, (MdbTableDef * table), (table))

} // extern "C"
