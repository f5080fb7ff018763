// SPDX-License-Identifier: GPL-3.0-or-later
// libpq, the PostgreSQL client library, loaded when an event on a server is first opened
// rather than by every program at start: with what it needs (OpenSSL, Kerberos, LDAP, GnuTLS)
// mapping and relocating it costs about 400 page faults, more than the rest of a command such
// as `score`, and most commands open an event file, not a server.
//
// SqlPostgres.cpp calls libpq's functions by their own names; these definitions of the ones it
// calls (the linker takes them instead of libpq's, which is not linked) look the real one up
// in libpq at the first call. The library is never unloaded: it and OpenSSL register their own
// clean-up at exit.
#include <libpq-fe.h>

#include "core/OnDemandLibrary.h"

// Loaded by the first call of one of its functions below.
const overplay::core::OnDemandLibrary libpq(OVERPLAY_LIBPQ_SONAME, OVERPLAY_LIBPQ_PATH, "libpq",
                                            "an event on a PostgreSQL server needs libpq");

#define OVERPLAY_LIBPQ(Return, name, parameters, arguments)                                        \
    OVERPLAY_ON_DEMAND(libpq, Return, name, parameters, arguments)

extern "C" {

OVERPLAY_LIBPQ(PGconn*, PQconnectdb, (const char* conninfo), (conninfo))
OVERPLAY_LIBPQ(void, PQfinish, (PGconn * conn), (conn))
OVERPLAY_LIBPQ(void, PQreset, (PGconn * conn), (conn))
OVERPLAY_LIBPQ(ConnStatusType, PQstatus, (const PGconn* conn), (conn))
OVERPLAY_LIBPQ(PGTransactionStatusType, PQtransactionStatus, (const PGconn* conn), (conn))
OVERPLAY_LIBPQ(char*, PQerrorMessage, (const PGconn* conn), (conn))
OVERPLAY_LIBPQ(int, PQsocket, (const PGconn* conn), (conn))
OVERPLAY_LIBPQ(int, PQbackendPID, (const PGconn* conn), (conn))
OVERPLAY_LIBPQ(PQnoticeProcessor, PQsetNoticeProcessor,
               (PGconn * conn, PQnoticeProcessor proc, void* arg), (conn, proc, arg))
OVERPLAY_LIBPQ(int, PQconsumeInput, (PGconn * conn), (conn))
OVERPLAY_LIBPQ(PGnotify*, PQnotifies, (PGconn * conn), (conn))
OVERPLAY_LIBPQ(void, PQfreemem, (void* ptr), (ptr))
OVERPLAY_LIBPQ(PGresult*, PQexec, (PGconn * conn, const char* query), (conn, query))
OVERPLAY_LIBPQ(PGresult*, PQexecParams,
               (PGconn * conn, const char* command, int nParams, const Oid* paramTypes,
                const char* const* paramValues, const int* paramLengths, const int* paramFormats,
                int resultFormat),
               (conn, command, nParams, paramTypes, paramValues, paramLengths, paramFormats,
                resultFormat))
OVERPLAY_LIBPQ(PGresult*, PQgetResult, (PGconn * conn), (conn))
OVERPLAY_LIBPQ(ExecStatusType, PQresultStatus, (const PGresult* res), (res))
OVERPLAY_LIBPQ(int, PQgetCopyData, (PGconn * conn, char** buffer, int async), (conn, buffer, async))
OVERPLAY_LIBPQ(char*, PQresultErrorMessage, (const PGresult* res), (res))
OVERPLAY_LIBPQ(char*, PQresultErrorField, (const PGresult* res, int fieldcode), (res, fieldcode))
OVERPLAY_LIBPQ(void, PQclear, (PGresult * res), (res))
OVERPLAY_LIBPQ(int, PQntuples, (const PGresult* res), (res))
OVERPLAY_LIBPQ(int, PQnfields, (const PGresult* res), (res))
OVERPLAY_LIBPQ(char*, PQfname, (const PGresult* res, int field), (res, field))
OVERPLAY_LIBPQ(Oid, PQftype, (const PGresult* res, int field), (res, field))
OVERPLAY_LIBPQ(char*, PQgetvalue, (const PGresult* res, int row, int field), (res, row, field))
OVERPLAY_LIBPQ(int, PQgetisnull, (const PGresult* res, int row, int field), (res, row, field))
OVERPLAY_LIBPQ(int, PQgetlength, (const PGresult* res, int row, int field), (res, row, field))

} // extern "C"
