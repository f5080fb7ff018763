// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/detail/Schema.h"

#include "db/StorageError.h"

#include "db/detail/SqlSqlite.h"

#include <stdexcept>

namespace overplay::db {

namespace {

// Version 1: the event, the club roster, sessions, sections with their stored movement,
// entries and their players, boards with deals and double-dummy analysis, traveller lines and
// the audit log (kAuditLogTable, after these). Never edit this text: files written by version 1
// look exactly like this, and the migration test builds them from it.
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
// no letters after Z): the version says so before it tries. Three letters past ZZ (AAA, AAB,
// …, for a national simultaneous of thousands of clubs) need no new version: the column and
// its order (length, then letters) hold them as they are, and an Overplay that letters no
// further than ZZ still reads and ranks such an event; it only refuses to add a section to it.
constexpr const char* kMigration12to13 = R"sql(
ALTER TABLE sections ADD COLUMN name TEXT NOT NULL DEFAULT '';
)sql";

// 13 -> 14: the database login behind each audit row. On a server every station logs in as
// its own club (or as the organiser), and the row names that login beside the station's own
// name ("director", "table 3"); a file has no logins, so its rows keep ''.
constexpr const char* kMigration13to14 = R"sql(
ALTER TABLE audit_log ADD COLUMN login TEXT NOT NULL DEFAULT '';
)sql";

// Version 14 on a server: who may write what is the server's rule, whatever program or SQL a
// login uses ("Row Security Policies", "Privileges" and "Trigger Functions" in the PostgreSQL
// manual). overplay_rights lists each login's rights: a section it writes ('section', one row
// a section), the whole event ('organiser') or nothing ('reader'). The event's owner (its
// schema's owner, a member of that role, or a superuser) writes everything. `overplay-cli
// server grant` fills the table and grants the privileges; this only sets up the rule.
//
// Each table holding a section's rows (entries and their players, traveller lines, table
// secrets, teams and their players, penalties) and each table of the whole event (the event,
// sessions, sections, boards, double dummy, carry-forward scores, players) has row-level
// security: everyone who may read reads every row (a club ranks across the field); a row
// added or changed must belong to a section the login writes (guardSql). A policy passes
// silently over rows it does not allow changing or removing ("UPDATE 0"); the guard trigger
// refuses them aloud instead, naming what the login may write, so nothing is ever changed in
// silence nor refused in silence. Players are shared by every section: a club adds the names
// it seats, only the organiser changes or removes one.
//
// The audit log takes rows from every login that writes, and keeps them as written: only the
// owner changes or removes one (a copy of an event is written by its owner). Each row's login
// is the database's current_user, whatever the program wrote there.
//
// The guards keep the event's schema as their search_path, so plain SQL from a session with
// another search_path (or a table of the same name in pg_temp) is judged the same. They read
// the rights with the login's own privileges, so everyone may read overplay_rights (a login
// granted every table by hand before this version too). They run for every row written, so
// they look the rights up themselves (PL/pgSQL keeps each query's plan) rather than through
// functions of their own: an owner's or organiser's statement over 100,000 rows pays a few
// microseconds a row.
constexpr const char* kServerRights14 = R"sql(
ALTER TABLE audit_log ALTER COLUMN login SET DEFAULT current_user;
CREATE TABLE overplay_rights (
    login TEXT NOT NULL,
    rights TEXT NOT NULL CHECK (rights IN ('reader', 'section', 'organiser')),
    section TEXT NOT NULL DEFAULT '',
    CHECK ((rights = 'section') = (section <> '')),
    PRIMARY KEY (login, section)
);
GRANT SELECT ON overplay_rights TO PUBLIC;
CREATE FUNCTION overplay_owns(login name) RETURNS boolean LANGUAGE sql STABLE
    SET search_path FROM CURRENT AS $$
    SELECT coalesce((SELECT pg_has_role(login, nspowner, 'MEMBER') FROM pg_namespace
                     WHERE nspname = current_schema()), false)
$$;
CREATE FUNCTION overplay_refusal(login name) RETURNS text LANGUAGE sql STABLE
    SET search_path FROM CURRENT AS $$
    SELECT $1 || CASE count(*)
        WHEN 0 THEN ' may only read this event'
        WHEN 1 THEN ' may write section ' || min(section) || ' only'
        ELSE ' may write sections ' || string_agg(section, ', ' ORDER BY length(section), section)
             || ' only' END || '; nothing was changed'
    FROM overplay_rights WHERE login = $1 AND rights = 'section'
$$;
CREATE FUNCTION overplay_guard() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
DECLARE
    kind text := TG_ARGV[0];
    old_letter text;
    new_letter text;
BEGIN
    -- One question at a time, the owner's first: each is a query of its own.
    IF pg_has_role(current_user, (SELECT nspowner FROM pg_namespace
                                  WHERE nspname = current_schema()), 'MEMBER') THEN
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
    END IF;
    IF EXISTS (SELECT 1 FROM overplay_rights WHERE login = current_user
               AND rights = 'organiser') THEN
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
    END IF;
    IF kind = 'shared' AND TG_OP = 'INSERT' THEN
        IF EXISTS (SELECT 1 FROM overplay_rights WHERE login = current_user
                   AND rights = 'section') THEN
            RETURN NEW;
        END IF;
    ELSIF kind = 'section_id' THEN
        IF TG_OP <> 'INSERT' THEN
            SELECT letter INTO old_letter FROM sections WHERE id = OLD.section_id;
        END IF;
        IF TG_OP <> 'DELETE' THEN
            SELECT letter INTO new_letter FROM sections WHERE id = NEW.section_id;
        END IF;
    ELSIF kind = 'entry_id' THEN
        IF TG_OP <> 'INSERT' THEN
            SELECT s.letter INTO old_letter FROM entries e JOIN sections s ON s.id = e.section_id
                WHERE e.id = OLD.entry_id;
        END IF;
        IF TG_OP <> 'DELETE' THEN
            SELECT s.letter INTO new_letter FROM entries e JOIN sections s ON s.id = e.section_id
                WHERE e.id = NEW.entry_id;
        END IF;
    ELSIF kind = 'letter' AND TG_OP = 'UPDATE' THEN
        -- A section is added or removed by the organiser; a club changes its own one's
        -- movement and name.
        old_letter := OLD.letter;
        new_letter := NEW.letter;
    END IF;
    IF (TG_OP = 'INSERT' OR EXISTS (SELECT 1 FROM overplay_rights WHERE login = current_user
                                    AND rights = 'section' AND section = old_letter))
       AND (TG_OP = 'DELETE' OR EXISTS (SELECT 1 FROM overplay_rights
                                        WHERE login = current_user AND rights = 'section'
                                        AND section = new_letter)) THEN
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',
        MESSAGE = overplay_refusal(current_user);
END
$$;
CREATE FUNCTION overplay_audit_guard() RETURNS trigger LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
BEGIN
    IF pg_has_role(current_user, (SELECT nspowner FROM pg_namespace
                                  WHERE nspname = current_schema()), 'MEMBER') THEN
        IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
        RETURN NEW;
    END IF;
    IF TG_OP = 'INSERT' THEN
        IF NOT EXISTS (SELECT 1 FROM overplay_rights WHERE login = current_user
                       AND rights IN ('section', 'organiser')) THEN
            RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',
                MESSAGE = overplay_refusal(current_user);
        END IF;
        NEW.login := current_user;
        RETURN NEW;
    END IF;
    RAISE EXCEPTION USING ERRCODE = 'insufficient_privilege',
        MESSAGE = 'the audit log is kept as written: ' || current_user
                  || ' may add rows to it, not change or remove them; nothing was changed';
END
$$;
CREATE TRIGGER overplay_guard BEFORE INSERT OR UPDATE OR DELETE ON audit_log
    FOR EACH ROW EXECUTE FUNCTION overplay_audit_guard();
CREATE TRIGGER overplay_guard_truncate BEFORE TRUNCATE ON audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION overplay_audit_guard();
)sql";

// The tables the rule covers, and how a row's section is found: its section_id, its entry's
// section (entry_id), the section's own letter (letter), or none (a row of the whole event,
// "shared" for the players every section seats).
struct GuardedTable {
    const char* name;
    const char* section; ///< section_id, entry_id, letter, shared, or "" for the whole event
};
constexpr GuardedTable kGuardedTables[] = {{"event", ""},
                                           {"players", "shared"},
                                           {"sessions", ""},
                                           {"sections", "letter"},
                                           {"entries", "section_id"},
                                           {"entry_players", "entry_id"},
                                           {"boards", ""},
                                           {"double_dummy", ""},
                                           {"traveller_lines", "section_id"},
                                           {"table_secrets", "section_id"},
                                           {"teams", "section_id"},
                                           {"team_players", "section_id"},
                                           {"penalties", "section_id"},
                                           {"carry_forward", ""},
                                           {"overplay_schema", ""}};

/// The policies and the guard of one table (kServerRights14).
std::string guardSql(const GuardedTable& table) {
    const std::string t = table.name, kind = table.section;
    // The row's section letter, in the policy's own words: PostgreSQL binds a policy's tables
    // when it is made, so the policy needs no search_path of its own.
    std::string letter = "NULL";
    if (kind == "section_id")
        letter = "(SELECT s.letter FROM sections s WHERE s.id = section_id)";
    else if (kind == "entry_id")
        letter = "(SELECT s.letter FROM entries e JOIN sections s ON s.id = e.section_id "
                 "WHERE e.id = entry_id)";
    else if (kind == "letter")
        letter = "letter";
    const std::string mayWrite =
        "EXISTS (SELECT 1 FROM overplay_rights r WHERE r.login = current_user AND "
        "(r.rights = 'organiser' OR (r.rights = 'section' AND r.section = " +
        letter + ")))";
    const std::string mayAdd = kind == "shared"
                                   ? "EXISTS (SELECT 1 FROM overplay_rights r WHERE r.login = "
                                     "current_user AND r.rights IN ('section', 'organiser'))"
                                   : mayWrite;
    return "ALTER TABLE " + t + " ENABLE ROW LEVEL SECURITY;\n" +
           "CREATE POLICY overplay_read ON " + t + " FOR SELECT USING (true);\n" +
           "CREATE POLICY overplay_add ON " + t + " FOR INSERT WITH CHECK (" + mayAdd + ");\n" +
           // Rows the login may not change reach the guard, which refuses them aloud.
           "CREATE POLICY overplay_change ON " + t + " FOR UPDATE USING (true) WITH CHECK (" +
           mayWrite + ");\n" + "CREATE POLICY overplay_remove ON " + t +
           " FOR DELETE USING (true);\n" + "CREATE TRIGGER overplay_guard BEFORE INSERT OR " +
           "UPDATE OR DELETE ON " + t + " FOR EACH ROW EXECUTE FUNCTION overplay_guard('" + kind +
           "');\n";
}

} // namespace

std::string schemaSql(int version) {
    if (version == 1) {
        std::string sql = kVersion1;
        return sql.append(kAuditLogTable);
    }
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
    if (from == 13)
        return kMigration13to14;
    throw std::invalid_argument("no migration from schema version " + std::to_string(from));
}

std::string sampleEventSql(int version) {
    // Later versions only added columns with defaults and new tables, so the sample of
    // version 1 is a valid sample of every later version too.
    if (version >= 1 && version <= kSchemaVersion)
        return kSample1;
    throw std::invalid_argument("no sample event for schema version " + std::to_string(version));
}

std::vector<std::string> serverSectionTables() {
    std::vector<std::string> out;
    for (const GuardedTable& table : kGuardedTables)
        if (std::string(table.section) == "section_id" || std::string(table.section) == "entry_id")
            out.emplace_back(table.name);
    return out;
}

std::vector<std::string> serverEventTables() {
    std::vector<std::string> out;
    for (const GuardedTable& table : kGuardedTables)
        if (std::string(table.name) != "overplay_schema")
            out.emplace_back(table.name);
    return out;
}

std::string serverMigrationSql(int from) {
    if (from < 1 || from >= kSchemaVersion)
        throw std::invalid_argument("no migration from schema version " + std::to_string(from));
    if (from != 13)
        return {};
    std::string sql = kServerRights14;
    for (const GuardedTable& table : kGuardedTables)
        sql += guardSql(table);
    return sql;
}

void createSchemaVersion(sql::Connection& db, int version) {
    db.exec(db.schemaDdl(schemaSql(version)));
    db.stamp(version);
    // On a server, what each version set up there beside its tables.
    if (db.dialect() == sql::Dialect::PostgreSQL)
        for (int from = 1; from < version; ++from)
            if (const std::string sql = serverMigrationSql(from); !sql.empty())
                db.exec(sql);
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
        if (db.dialect() == sql::Dialect::PostgreSQL)
            if (const std::string sql = serverMigrationSql(version); !sql.empty())
                db.exec(sql);
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
