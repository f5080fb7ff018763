// SPDX-License-Identifier: GPL-3.0-or-later
// A build without libpq (the Windows cross build: Debian ships no libpq for Windows): an
// event on a PostgreSQL server is refused with one line when opened or created, and every
// other command works on event files as before.
#include "db/detail/SqlPostgres.h"

namespace overplay::db::sql {

namespace {

[[noreturn]] void unavailable() {
    throw Error(Failure::CannotOpen, "this Overplay was built without PostgreSQL (events on a "
                                     "server are Linux-only for now); use an event file");
}

} // namespace

PostgresConnection::PostgresConnection(const ServerEvent& event) : m_event(event) {
    unavailable();
}
PostgresConnection::~PostgresConnection() = default;
std::unique_ptr<Cursor> PostgresConnection::prepare(const std::string&) {
    unavailable();
}
std::unique_ptr<Cursor> PostgresConnection::prepareStream(const std::string&) {
    unavailable();
}
void PostgresConnection::exec(const std::string&) {
    unavailable();
}
std::int64_t PostgresConnection::lastInsertId() {
    unavailable();
}
void PostgresConnection::begin(bool, std::int64_t) {
    unavailable();
}
void PostgresConnection::commit() {
    unavailable();
}
void PostgresConnection::rollback() noexcept {}
int PostgresConnection::schemaVersion() {
    unavailable();
}
void PostgresConnection::stamp(int) {
    unavailable();
}
std::string PostgresConnection::schemaDdl(const std::string&) const {
    unavailable();
}
bool PostgresConnection::changedByOthers() {
    unavailable();
}
bool PostgresConnection::eventExists() {
    unavailable();
}
void PostgresConnection::createEvent() {
    unavailable();
}
void PostgresConnection::useEvent() {
    unavailable();
}
void PostgresConnection::dropEvent() {
    unavailable();
}
std::string PostgresConnection::refusal(const std::string&) {
    unavailable();
}
void PostgresConnection::resetIdentities() {
    unavailable();
}
bool PostgresConnection::waitForChange(int) {
    unavailable();
}
void PostgresConnection::remember(const std::string&) {
    unavailable();
}
PGresult* PostgresConnection::run(const std::function<PGresult*(PGconn*)>&) {
    unavailable();
}
void PostgresConnection::drainNotifications() {}
bool PostgresConnection::reconnect() {
    return false;
}
bool PostgresConnection::isOverplayEvent() {
    unavailable();
}

PostgresConnection* postgresOf(Connection& connection) {
    return connection.dialect() == Dialect::PostgreSQL
               ? static_cast<PostgresConnection*>(&connection)
               : nullptr;
}

} // namespace overplay::db::sql
