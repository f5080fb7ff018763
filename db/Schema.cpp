// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/detail/Schema.h"

#include "db/StorageError.h"

#include "db/detail/SqlSqlite.h"

#include <stdexcept>

namespace overplay::db {

namespace {

// Version 1: the event, the club roster, sessions, sections with their stored movement,
// entries and their players, boards with deals and double-dummy analysis, traveller lines and
// the audit log. Never edit this text: files written by version 1 look exactly like this, and
// the migration test builds them from it.
constexpr const char* kVersion1 = R"sql(
CREATE TABLE event (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL,
    scoring TEXT NOT NULL,
    event_date TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL
);
CREATE TABLE players (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    number INTEGER NOT NULL UNIQUE CHECK (number >= 1),
    name TEXT NOT NULL DEFAULT ''
);
CREATE TABLE sections (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    letter TEXT NOT NULL,
    movement_json TEXT NOT NULL,
    UNIQUE (session_id, letter)
);
CREATE TABLE entries (
    id INTEGER PRIMARY KEY,
    section_id INTEGER NOT NULL REFERENCES sections(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    label TEXT NOT NULL,
    team INTEGER NOT NULL DEFAULT 0,
    UNIQUE (section_id, number)
);
CREATE TABLE entry_players (
    entry_id INTEGER NOT NULL REFERENCES entries(id) ON DELETE CASCADE,
    position INTEGER NOT NULL CHECK (position >= 0),
    player_id INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (entry_id, position)
);
CREATE TABLE boards (
    id INTEGER PRIMARY KEY,
    session_id INTEGER NOT NULL REFERENCES sessions(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    dealer TEXT NOT NULL CHECK (dealer IN ('N', 'E', 'S', 'W')),
    vulnerability TEXT NOT NULL CHECK (vulnerability IN ('None', 'NS', 'EW', 'All')),
    deal TEXT,
    UNIQUE (session_id, number)
);
CREATE TABLE double_dummy (
    board_id INTEGER PRIMARY KEY REFERENCES boards(id) ON DELETE CASCADE,
    tricks TEXT NOT NULL CHECK (length(tricks) = 20),
    par_score INTEGER NOT NULL,
    par_contracts TEXT NOT NULL
);
CREATE TABLE traveller_lines (
    id INTEGER PRIMARY KEY,
    section_id INTEGER NOT NULL REFERENCES sections(id),
    board INTEGER NOT NULL CHECK (board >= 1),
    round INTEGER NOT NULL CHECK (round >= 1),
    table_number INTEGER NOT NULL CHECK (table_number >= 1),
    ns INTEGER NOT NULL,
    ew INTEGER NOT NULL,
    contract TEXT,
    declarer TEXT CHECK (declarer IN ('N', 'E', 'S', 'W')),
    tricks INTEGER CHECK (tricks BETWEEN 0 AND 13),
    lead TEXT,
    adjusted TEXT,
    whist_tricks_ns INTEGER CHECK (whist_tricks_ns BETWEEN 0 AND 13),
    ns_score INTEGER,
    CHECK ((contract IS NOT NULL) + (adjusted IS NOT NULL) + (whist_tricks_ns IS NOT NULL) = 1),
    CHECK (ns <> ew),
    UNIQUE (section_id, board, ns, ew)
);
CREATE TABLE audit_log (
    id INTEGER PRIMARY KEY,
    at TEXT NOT NULL,
    who TEXT NOT NULL,
    command TEXT NOT NULL,
    old_value TEXT NOT NULL DEFAULT '',
    new_value TEXT NOT NULL DEFAULT ''
);
)sql";

// 1 → 2: what table scoring (phones at the tables) needs — where each line came from, whether
// the opponents confirmed it, and one secret per table for its address.
constexpr const char* kMigration1to2 = R"sql(
ALTER TABLE traveller_lines ADD COLUMN source TEXT NOT NULL DEFAULT 'console'
    CHECK (source IN ('console', 'import', 'table'));
ALTER TABLE traveller_lines ADD COLUMN source_table INTEGER NOT NULL DEFAULT 0;
ALTER TABLE traveller_lines ADD COLUMN confirmed INTEGER NOT NULL DEFAULT 0
    CHECK (confirmed IN (0, 1));
CREATE TABLE table_secrets (
    section_id INTEGER NOT NULL REFERENCES sections(id),
    table_number INTEGER NOT NULL CHECK (table_number >= 1),
    secret TEXT NOT NULL,
    PRIMARY KEY (section_id, table_number)
);
)sql";

// The sample event of version 1: a 2-table Mitchell (NS 1 and 2, EW 3 and 4, two rounds of two
// boards), names, board 1's deal (scoring.md TV33) and analysis, two results.
constexpr const char* kSample1 = R"sql(
INSERT INTO event (id, name, scoring, event_date, created_at)
    VALUES (1, 'Old club night', 'mp', '2025-01-09', '2025-01-09T19:00:00.000Z');
INSERT INTO players (id, name) VALUES (1, 'Ann'), (2, 'Bob'), (3, 'Cat'), (4, 'Dan');
INSERT INTO sessions (id, number, name) VALUES (1, 1, '');
INSERT INTO sections (id, session_id, letter, movement_json) VALUES (1, 1, 'A',
    '{"kind":"mitchell","name":"2-table Mitchell","pairs":4,"tables":2,"boardSets":2,'
    || '"boardsPerRound":2,"rounds":[{"round":1,"tables":[{"table":1,"ns":1,"ew":3,"set":1},'
    || '{"table":2,"ns":2,"ew":4,"set":2}],"sitout":[]},{"round":2,"tables":[{"table":1,'
    || '"ns":1,"ew":4,"set":2},{"table":2,"ns":2,"ew":3,"set":1}],"sitout":[]}],'
    || '"pairLabels":{"1":"1","2":"2","3":"3","4":"4"}}');
INSERT INTO entries (id, section_id, number, label, team)
    VALUES (1, 1, 1, '1', 0), (2, 1, 2, '2', 0), (3, 1, 3, '3', 0), (4, 1, 4, '4', 0);
INSERT INTO entry_players (entry_id, position, player_id) VALUES (1, 0, 1), (1, 1, 2),
    (3, 0, 3), (3, 1, 4);
INSERT INTO boards (id, session_id, number, dealer, vulnerability, deal) VALUES
    (1, 1, 1, 'N', 'None', 'N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3'),
    (2, 1, 2, 'E', 'NS', NULL), (3, 1, 3, 'S', 'EW', NULL), (4, 1, 4, 'W', 'All', NULL);
INSERT INTO double_dummy (board_id, tricks, par_score, par_contracts)
    VALUES (1, '75755757666658586666', -110, '2S-EW');
INSERT INTO traveller_lines (section_id, board, round, table_number, ns, ew, contract,
    declarer, tricks, lead, adjusted, whist_tricks_ns, ns_score) VALUES
    (1, 1, 1, 1, 1, 3, '2S', 'W', 8, 'HK', NULL, NULL, -110),
    (1, 1, 2, 2, 2, 3, NULL, NULL, NULL, NULL, 'A+/A-', NULL, NULL);
INSERT INTO audit_log (at, who, command, old_value, new_value) VALUES
    ('2025-01-09T19:00:00.000Z', 'director', 'create event', '', '{}'),
    ('2025-01-09T20:00:00.000Z', 'director', 'enter result', '', '{}');
)sql";

// 2 → 3: fouled boards. Lines of one board that were played with different cards carry
// different groups and are compared only within their group (core::TravellerLine::group).
constexpr const char* kMigration2to3 = R"sql(
ALTER TABLE traveller_lines ADD COLUMN foul_group INTEGER NOT NULL DEFAULT 0
    CHECK (foul_group >= 0);
)sql";

// 3 → 4: teams. A team event's teams have names and a roster of players (the pairs' own
// entries keep their team number); board-a-match events keep their scale, 1 (1/½/0) or 2
// (2/1/0).
constexpr const char* kMigration3to4 = R"sql(
ALTER TABLE event ADD COLUMN bam_scale INTEGER NOT NULL DEFAULT 1 CHECK (bam_scale IN (1, 2));
CREATE TABLE teams (
    section_id INTEGER NOT NULL REFERENCES sections(id),
    number INTEGER NOT NULL CHECK (number >= 1),
    name TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (section_id, number)
);
CREATE TABLE team_players (
    section_id INTEGER NOT NULL,
    team INTEGER NOT NULL,
    position INTEGER NOT NULL CHECK (position >= 0),
    player_id INTEGER NOT NULL REFERENCES players(id),
    PRIMARY KEY (section_id, team, position),
    FOREIGN KEY (section_id, team) REFERENCES teams(section_id, number) ON DELETE CASCADE
);
)sql";

// 4 → 5: procedural penalties (Laws 90 and 91): a deduction from one entry's total, in the
// method's own points or as a percentage of a top, with the board and the director's reason.
constexpr const char* kMigration4to5 = R"sql(
CREATE TABLE penalties (
    id INTEGER PRIMARY KEY,
    section_id INTEGER NOT NULL REFERENCES sections(id),
    entry INTEGER NOT NULL CHECK (entry >= 1),
    amount REAL NOT NULL CHECK (amount > 0),
    unit TEXT NOT NULL CHECK (unit IN ('points', 'percent')),
    board INTEGER NOT NULL DEFAULT 0 CHECK (board >= 0),
    reason TEXT NOT NULL DEFAULT ''
);
)sql";

// 5 → 6: sections. A session's sections (already one row each, A, B, …) are scored within
// each section or across the field, the director's choice for the event; an earlier event is
// one section, scored within it. An audit row names the section its command was about when
// there is more than one.
constexpr const char* kMigration5to6 = R"sql(
ALTER TABLE event ADD COLUMN section_scoring TEXT NOT NULL DEFAULT 'within'
    CHECK (section_scoring IN ('within', 'across'));
ALTER TABLE audit_log ADD COLUMN section TEXT NOT NULL DEFAULT '';
)sql";

// 6 → 7: score-only lines, for clubs whose slips carry only North-South's score. They are kept
// in the column of the results that are not a contract ("score: 140"), which an earlier
// Overplay cannot read: the version says so before it tries. Nothing else changes.
constexpr const char* kMigration6to7 = R"sql(
-- score-only lines: adjusted = 'score: N'
)sql";

// 7 → 8: the director's scoring settings (Neuberg's rounding, the adjusted-score rule, the
// datum, the top, the decimals shown) as one JSON object, the board-a-match scale keeping its
// own column; and the moment a session was marked final ('' while provisional).
constexpr const char* kMigration7to8 = R"sql(
ALTER TABLE event ADD COLUMN scoring_settings TEXT NOT NULL DEFAULT '{}';
ALTER TABLE sessions ADD COLUMN final_at TEXT NOT NULL DEFAULT '';
)sql";

// 8 → 9: duplicate auction and the VPs of a Swiss bye, keys of the scoring settings
// ("duplicateAuction", "byeVps") that an earlier Overplay would pass over, scoring contract
// bridge and no bye: the version says so before it tries. And duplicate whist's trump slip of
// each board: the card turned ("H7") or the suit declared ("H").
constexpr const char* kMigration8to9 = R"sql(
ALTER TABLE boards ADD COLUMN trump TEXT;
)sql";

// 9 → 10: the club's players. The club the event was played at (its name and national club
// number, from the club's roster) and each player's national member number ('' for a visitor
// or a name typed without the roster), which the national bodies' USEBIO uploads need.
constexpr const char* kMigration9to10 = R"sql(
ALTER TABLE event ADD COLUMN club_name TEXT NOT NULL DEFAULT '';
ALTER TABLE event ADD COLUMN club_number TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN member_number TEXT NOT NULL DEFAULT '';
)sql";

// 10 → 11: sessions' outright ranking. A carry-forward score by competitor: the players'
// names, sorted and case aside, which is how an entry is known from one session to the next.
constexpr const char* kMigration10to11 = R"sql(
CREATE TABLE carry_forward (
    competitor TEXT PRIMARY KEY CHECK (competitor <> ''),
    amount REAL NOT NULL
);
)sql";

// 11 → 12: stratification. The event's strata ('' when not stratified: a JSON object of the
// director's strata, "A", "B<2000", …, and how a pair's figure comes from its players') and
// each player's figure (master points or a grade; NULL when not known).
constexpr const char* kMigration11to12 = R"sql(
ALTER TABLE event ADD COLUMN strata TEXT NOT NULL DEFAULT '';
ALTER TABLE players ADD COLUMN rating REAL CHECK (rating IS NULL OR rating >= 0);
)sql";

// 12 → 13: a simultaneous pairs, each club one section of one event. A section's name, the
// club it is played at ('' when it has none). Sections are lettered on past Z (AA, AB, …, ZZ)
// in the same letter column, which an earlier Overplay would sort and letter wrongly (it knows
// no letters after Z): the version says so before it tries.
constexpr const char* kMigration12to13 = R"sql(
ALTER TABLE sections ADD COLUMN name TEXT NOT NULL DEFAULT '';
)sql";

} // namespace

std::string schemaSql(int version) {
    if (version == 1)
        return kVersion1;
    if (version >= 2 && version <= kSchemaVersion)
        return schemaSql(version - 1) + migrationSql(version - 1);
    throw std::invalid_argument("no schema version " + std::to_string(version));
}

std::string migrationSql(int from) {
    if (from == 1)
        return kMigration1to2;
    if (from == 2)
        return kMigration2to3;
    if (from == 3)
        return kMigration3to4;
    if (from == 4)
        return kMigration4to5;
    if (from == 5)
        return kMigration5to6;
    if (from == 6)
        return kMigration6to7;
    if (from == 7)
        return kMigration7to8;
    if (from == 8)
        return kMigration8to9;
    if (from == 9)
        return kMigration9to10;
    if (from == 10)
        return kMigration10to11;
    if (from == 11)
        return kMigration11to12;
    if (from == 12)
        return kMigration12to13;
    throw std::invalid_argument("no migration from schema version " + std::to_string(from));
}

std::string sampleEventSql(int version) {
    // Later versions only added columns with defaults and new tables, so the sample of
    // version 1 is a valid sample of every later version too.
    if (version >= 1 && version <= kSchemaVersion)
        return kSample1;
    throw std::invalid_argument("no sample event for schema version " + std::to_string(version));
}

void createSchemaVersion(sql::Connection& db, int version) {
    db.exec(db.schemaDdl(schemaSql(version)));
    db.stamp(version);
}

void createSchema(sql::Connection& db) {
    createSchemaVersion(db, kSchemaVersion);
}

std::vector<int> migrate(sql::Connection& db) {
    std::vector<int> passed;
    int version = db.schemaVersion();
    if (version < 1 || version > kSchemaVersion)
        throw std::logic_error("migrate: schema version " + std::to_string(version) +
                               " cannot be migrated");
    while (version < kSchemaVersion) {
        // One transaction per step: a crash mid-way leaves a file at a whole version.
        sql::Transaction transaction(db);
        db.exec(db.schemaDdl(migrationSql(version)));
        db.stamp(version + 1);
        transaction.commit();
        ++version;
        passed.push_back(version);
    }
    return passed;
}

void createSchemaVersion(SQLite::Database& db, int version) {
    sql::SqliteConnection connection(db);
    createSchemaVersion(connection, version);
}

std::vector<int> migrate(SQLite::Database& db) {
    sql::SqliteConnection connection(db);
    return migrate(connection);
}

} // namespace overplay::db
