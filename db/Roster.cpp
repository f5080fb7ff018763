// SPDX-License-Identifier: GPL-3.0-or-later
// The club's roster file: its schema and opening, the club, its members and visitors and their
// online names. The events recorded for the ladder are in RosterLadder.cpp.
#include "db/Roster.h"
#include "db/detail/RosterImpl.h"

#include "core/Error.h"
#include "core/Path.h"
#include "core/Text.h"
#include "db/StorageError.h"
#include "db/detail/Codec.h"
#include "db/detail/Schema.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <map>
#include <set>

namespace overplay::db {

bool isNationalNumber(std::string_view text) {
    return text.size() <= 20 && std::all_of(text.begin(), text.end(), [](char c) {
               return std::isalnum(static_cast<unsigned char>(c)) != 0;
           });
}

void requireMemberNumber(std::string_view number, std::string_view whose) {
    if (!isNationalNumber(number))
        throw core::InputError("'" + core::printableText(number) + "' is not a member number" +
                               (whose.empty() ? "" : " of " + core::printableText(whose)) +
                               " (letters and digits, at most 20)");
}

namespace {

/// "OVPR": the application_id of an Overplay roster (an event is "OVPL").
constexpr int kRosterApplicationId = 0x4F565052;
constexpr int kRosterVersion = 2;

// Version 1 of the roster. A member number is unique among those who have one; a name is
// unique among those without (a visitor is added once). An event is known by its name and
// date; recording it again replaces its players. Its audit log's table follows
// (kAuditLogTable).
constexpr const char* kRosterSchema = R"sql(
CREATE TABLE club (
    id INTEGER PRIMARY KEY CHECK (id = 1),
    name TEXT NOT NULL DEFAULT '',
    number TEXT NOT NULL DEFAULT ''
);
INSERT INTO club (id) VALUES (1);
CREATE TABLE members (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    name_key TEXT NOT NULL,
    number TEXT NOT NULL DEFAULT '',
    email TEXT NOT NULL DEFAULT '',
    visitor INTEGER NOT NULL DEFAULT 0 CHECK (visitor IN (0, 1))
);
CREATE UNIQUE INDEX members_by_number ON members (number) WHERE number <> '';
CREATE UNIQUE INDEX members_by_name ON members (name_key) WHERE number = '';
CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    event_date TEXT NOT NULL,
    recorded_at TEXT NOT NULL,
    UNIQUE (name, event_date)
);
CREATE TABLE appearances (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    member_id INTEGER NOT NULL REFERENCES members(id),
    percent REAL,
    PRIMARY KEY (event_id, member_id)
);
CREATE TABLE partnerships (
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    member_id INTEGER NOT NULL REFERENCES members(id),
    partner_id INTEGER NOT NULL REFERENCES members(id),
    PRIMARY KEY (event_id, member_id, partner_id)
);
)sql";

// Version 2 adds each member's online name (BBO's), so the boards a club plays online come
// back to its players: one member a name, one name a member. A version 1 roster gains the
// table the first time it is opened for writing.
constexpr const char* kOnlineNamesSchema = R"sql(
CREATE TABLE online_names (
    name_key TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    member_id INTEGER NOT NULL UNIQUE REFERENCES members(id) ON DELETE CASCADE
);
)sql";

Member memberOf(SQLite::Statement& q) {
    Member m;
    m.id = q.getColumn(0).getInt64();
    m.name = q.getColumn(1).getString();
    m.number = q.getColumn(2).getString();
    m.email = q.getColumn(3).getString();
    m.visitor = q.getColumn(4).getInt() != 0;
    return m;
}

constexpr const char* kMemberColumns = "id, name, number, email, visitor";

} // namespace

std::string nameKey(std::string_view name) {
    std::string out;
    bool space = false;
    for (char c : name) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            space = !out.empty();
            continue;
        }
        if (space)
            out += ' ';
        space = false;
        out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    }
    return out;
}

namespace {

/// Whether the first row of a members file is its header ("name,member number,email").
bool isHeader(const core::CsvRow& row) {
    const std::string first = nameKey(row.fields.empty() ? "" : row.fields[0]);
    const std::string second = nameKey(row.fields.size() > 1 ? row.fields[1] : "");
    return first == "name" || second.find("number") != std::string::npos ||
           second.find("member") != std::string::npos;
}

} // namespace

std::vector<MemberRow> memberRowsOf(const std::vector<core::CsvRow>& rows,
                                    const std::string& file) {
    std::vector<MemberRow> out;
    for (const core::CsvRow& row : rows) {
        if (row.fields.empty() || (row.fields.size() == 1 && row.fields[0].empty()))
            continue;
        if (&row == &rows.front() && isHeader(row))
            continue;
        const std::string where = file + " line " + std::to_string(row.line);
        if (row.fields.size() > 3)
            throw core::InputError(where + ": " + std::to_string(row.fields.size()) +
                                   " fields; a member is name,member number[,email]");
        MemberRow m;
        m.name = row.fields[0];
        m.number = row.fields.size() > 1 ? row.fields[1] : "";
        m.email = row.fields.size() > 2 ? row.fields[2] : "";
        m.where = where;
        out.push_back(std::move(m));
    }
    if (out.empty())
        throw core::InputError(file + ": holds no members (name,member number[,email] on each "
                                      "line)");
    return out;
}

std::string Roster::Impl::now() const {
    return codec::isoTime(options.clock ? options.clock() : std::chrono::system_clock::now());
}

void Roster::Impl::requireWritable() const {
    if (options.readOnly)
        throw StorageError(path, "is open read-only; nothing was changed");
}

void Roster::Impl::audit(const std::string& name, const nlohmann::json& before,
                         const nlohmann::json& after) {
    SQLite::Statement q(*db, "INSERT INTO audit_log (at, who, command, old_value, "
                             "new_value) VALUES (?, ?, ?, ?, ?)");
    q.bind(1, now());
    q.bind(2, options.user);
    q.bind(3, name);
    q.bind(4, before.is_null() ? "" : before.dump());
    q.bind(5, after.is_null() ? "" : after.dump());
    q.exec();
}

std::optional<Member> Roster::Impl::byNumber(const std::string& number) const {
    SQLite::Statement q(*db, std::string("SELECT ") + kMemberColumns +
                                 " FROM members WHERE number = ? AND number <> ''");
    q.bind(1, number);
    if (q.executeStep())
        return memberOf(q);
    return std::nullopt;
}

std::vector<Member> Roster::Impl::byName(std::string_view name) const {
    SQLite::Statement q(*db, std::string("SELECT ") + kMemberColumns +
                                 " FROM members WHERE name_key = ? ORDER BY number = '', "
                                 "id");
    q.bind(1, nameKey(name));
    std::vector<Member> out;
    while (q.executeStep())
        out.push_back(memberOf(q));
    return out;
}

Member Roster::Impl::addVisitor(const std::string& name) {
    SQLite::Statement q(*db, "INSERT INTO members (name, name_key, visitor) VALUES (?, ?, 1)");
    q.bind(1, name);
    q.bind(2, nameKey(name));
    q.exec();
    return Member{db->getLastInsertRowid(), name, "", "", true};
}

MatchedName Roster::Impl::matchOne(const std::string& typed) {
    std::string trimmed = typed;
    trimmed.erase(0, trimmed.find_first_not_of(' '));
    trimmed.erase(trimmed.find_last_not_of(' ') + 1);
    if (trimmed.empty())
        throw core::InputError("a player needs a name or a member number");
    if (auto m = byNumber(trimmed))
        return {*m, false};
    const auto named = byName(trimmed);
    if (!named.empty())
        return {named.front(), false};
    if (std::all_of(trimmed.begin(), trimmed.end(),
                    [](char c) { return std::isdigit(static_cast<unsigned char>(c)); }))
        throw core::InputError("no member has number " + trimmed);
    core::requireValidName(trimmed);
    return {addVisitor(trimmed), true};
}
Roster::Roster(std::unique_ptr<Impl> impl) : m_impl(std::move(impl)) {}
Roster::Roster(Roster&&) noexcept = default;
Roster& Roster::operator=(Roster&&) noexcept = default;
Roster::~Roster() = default;

Roster Roster::open(const std::string& path, bool create, const RosterOptions& options) {
    namespace fs = std::filesystem;
    std::error_code ec;
    const bool exists = fs::exists(core::pathOf(path), ec);
    if (!exists && !create)
        throw StorageError(path, "does not exist (a club roster is made by `roster --import`)");
    if (exists && !fs::is_regular_file(core::pathOf(path), ec))
        throw StorageError(path, "is not a file");
    auto impl = std::make_unique<Impl>();
    impl->path = path;
    impl->options = options;
    try {
        const int flags =
            options.readOnly ? SQLite::OPEN_READONLY : SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE;
        impl->db = std::make_unique<SQLite::Database>(path, flags, 5000);
        impl->db->exec("PRAGMA foreign_keys = ON");
        if (!exists) {
            SQLite::Transaction transaction(*impl->db);
            impl->db->exec(kRosterSchema);
            impl->db->exec(kAuditLogTable);
            impl->db->exec(kOnlineNamesSchema);
            impl->db->exec("PRAGMA application_id = " + std::to_string(kRosterApplicationId));
            impl->db->exec("PRAGMA user_version = " + std::to_string(kRosterVersion));
            transaction.commit();
        }
        const int id = impl->db->execAndGet("PRAGMA application_id").getInt();
        const int version = impl->db->execAndGet("PRAGMA user_version").getInt();
        if (id != kRosterApplicationId)
            throw StorageError(path, "is not an Overplay club roster");
        if (version > kRosterVersion)
            throw StorageError(path, "was written by a newer Overplay (roster format " +
                                         std::to_string(version) + "); update Overplay to open it");
        if (version < 2 && !options.readOnly) {
            SQLite::Transaction transaction(*impl->db);
            impl->db->exec(kOnlineNamesSchema);
            impl->db->exec("PRAGMA user_version = 2");
            transaction.commit();
        }
        impl->onlineNames = version >= 2 || !options.readOnly;
    } catch (const SQLite::Exception& e) {
        throw StorageError(path,
                           std::string("cannot be opened as a club roster (") + e.what() + ")");
    }
    return Roster(std::move(impl));
}

const std::string& Roster::path() const {
    return m_impl->path;
}

Club Roster::club() const {
    SQLite::Statement q(*m_impl->db, "SELECT name, number FROM club WHERE id = 1");
    q.executeStep();
    return {q.getColumn(0).getString(), q.getColumn(1).getString()};
}

void Roster::setClub(const Club& club) {
    if (!club.name.empty())
        core::requireValidName(club.name);
    if (!club.number.empty())
        requireMemberNumber(club.number);
    const Club before = this->club();
    if (before == club)
        return;
    m_impl->command("set club", [&](nlohmann::json& was, nlohmann::json& now) {
        SQLite::Statement q(*m_impl->db, "UPDATE club SET name = ?, number = ? WHERE id = 1");
        q.bind(1, club.name);
        q.bind(2, club.number);
        q.exec();
        was = {{"name", before.name}, {"number", before.number}};
        now = {{"name", club.name}, {"number", club.number}};
    });
}

std::vector<Member> Roster::members() const {
    SQLite::Statement q(*m_impl->db, std::string("SELECT ") + kMemberColumns +
                                         " FROM members ORDER BY name_key, number");
    std::vector<Member> out;
    while (q.executeStep())
        out.push_back(memberOf(q));
    return out;
}

MemberImport Roster::importMembers(const std::vector<MemberRow>& rows) {
    // Every row is checked before anything is written.
    std::map<std::string, const MemberRow*> byNumber;
    for (const MemberRow& row : rows) {
        try {
            core::requireValidName(row.name);
            if (!row.number.empty())
                requireMemberNumber(row.number);
            if (row.email.size() > 254 ||
                (!row.email.empty() && row.email.find('@') == std::string::npos))
                throw core::InputError("'" + row.email + "' is not an email address");
        } catch (const core::InputError& e) {
            throw core::InputError(row.where + ": " + e.what());
        }
        if (row.number.empty())
            continue;
        auto [it, added] = byNumber.emplace(row.number, &row);
        if (!added && nameKey(it->second->name) != nameKey(row.name))
            throw core::InputError(row.where + ": member number " + row.number + " is " +
                                   it->second->name + " on " + it->second->where);
    }
    return m_impl->command("import members", [&](nlohmann::json& was, nlohmann::json& now) {
        MemberImport out;
        SQLite::Database& db = *m_impl->db;
        SQLite::Statement add(db, "INSERT INTO members (name, name_key, number, email, visitor) "
                                  "VALUES (?, ?, ?, ?, 0)");
        SQLite::Statement update(db, "UPDATE members SET name = ?, name_key = ?, number = ?, "
                                     "email = ?, visitor = 0 WHERE id = ?");
        nlohmann::json changed = nlohmann::json::array();
        for (const MemberRow& row : rows) {
            std::optional<Member> known =
                row.number.empty() ? std::nullopt : m_impl->byNumber(row.number);
            if (!known) {
                // A visitor (or a member without a number) of this name becomes the member.
                for (const Member& m : m_impl->byName(row.name))
                    if (m.number.empty()) {
                        known = m;
                        break;
                    }
            }
            if (known) {
                const bool same = known->name == row.name && known->number == row.number &&
                                  (row.email.empty() || known->email == row.email) &&
                                  !known->visitor;
                if (same) {
                    ++out.unchanged;
                    continue;
                }
                update.bind(1, row.name);
                update.bind(2, nameKey(row.name));
                update.bind(3, row.number);
                update.bind(4, row.email.empty() ? known->email : row.email);
                update.bind(5, known->id);
                update.exec();
                update.reset();
                changed.push_back({{"was", known->name + " " + known->number},
                                   {"now", row.name + " " + row.number}});
                ++out.updated;
            } else {
                add.bind(1, row.name);
                add.bind(2, nameKey(row.name));
                add.bind(3, row.number);
                add.bind(4, row.email);
                try {
                    add.exec();
                } catch (const SQLite::Exception&) {
                    throw core::InputError(row.where + ": " + row.name +
                                           " is in the roster twice without a member number");
                }
                add.reset();
                ++out.added;
            }
        }
        was = nullptr;
        now = {{"added", out.added}, {"updated", changed}, {"unchanged", out.unchanged}};
        return out;
    });
}

std::optional<Member> Roster::find(std::string_view typed) const {
    const std::string text(typed);
    if (auto m = m_impl->byNumber(text))
        return m;
    const auto named = m_impl->byName(typed);
    if (named.empty())
        return std::nullopt;
    return named.front();
}

std::vector<MatchedName> Roster::match(const std::vector<std::string>& typed) {
    // Nothing to write when every name is known: no audit row for reading.
    bool allKnown = true;
    for (const std::string& t : typed)
        allKnown = allKnown && find(t).has_value();
    const auto matchAll = [&] {
        std::vector<MatchedName> out;
        for (const std::string& t : typed) {
            // The same new name twice in one list is one visitor.
            out.push_back(m_impl->matchOne(t));
        }
        return out;
    };
    if (allKnown) {
        std::vector<MatchedName> out;
        for (const std::string& t : typed)
            out.push_back({*find(t), false});
        return out;
    }
    return m_impl->command("add visitors", [&](nlohmann::json&, nlohmann::json& now) {
        auto out = matchAll();
        now = nlohmann::json::array();
        for (const MatchedName& m : out)
            if (m.addedVisitor)
                now.push_back(m.member.name);
        return out;
    });
}

void Roster::setOnlineName(std::string_view member, std::string_view onlineName) {
    const auto found = find(member);
    if (!found)
        throw core::InputError("'" + std::string(member) + "' is not in the roster");
    const std::string online = core::trimmedText(onlineName);
    if (!online.empty())
        core::requireValidName(online);
    const std::string key = core::lowerText(online);
    if (const auto other = findOnline(online); other && other->id != found->id)
        throw core::InputError("the online name " + online + " is " + other->name + "'s already");
    m_impl->command("set online name", [&](nlohmann::json& was, nlohmann::json& now) {
        SQLite::Statement old(*m_impl->db, "SELECT name FROM online_names WHERE member_id = ?");
        old.bind(1, found->id);
        was = {{"member", found->name},
               {"online", old.executeStep() ? old.getColumn(0).getString() : std::string()}};
        SQLite::Statement clear(*m_impl->db, "DELETE FROM online_names WHERE member_id = ?");
        clear.bind(1, found->id);
        clear.exec();
        if (!online.empty()) {
            SQLite::Statement q(*m_impl->db, "INSERT INTO online_names (name_key, name, "
                                             "member_id) VALUES (?, ?, ?)");
            q.bind(1, key);
            q.bind(2, online);
            q.bind(3, found->id);
            q.exec();
        }
        now = {{"member", found->name}, {"online", online}};
    });
}

std::optional<Member> Roster::findOnline(std::string_view onlineName) const {
    if (!m_impl->onlineNames)
        return std::nullopt;
    SQLite::Statement q(*m_impl->db, std::string("SELECT m.id, m.name, m.number, m.email, "
                                                 "m.visitor FROM online_names o JOIN members m "
                                                 "ON m.id = o.member_id WHERE o.name_key = ?"));
    q.bind(1, core::lowerText(core::trimmedText(onlineName)));
    if (!q.executeStep())
        return std::nullopt;
    return memberOf(q);
}

std::string Roster::onlineNameOf(const Member& member) const {
    if (!m_impl->onlineNames)
        return {};
    SQLite::Statement q(*m_impl->db, "SELECT name FROM online_names WHERE member_id = ?");
    q.bind(1, member.id);
    return q.executeStep() ? q.getColumn(0).getString() : std::string();
}

std::vector<Member> Roster::complete(std::string_view typed, std::string_view partner,
                                     std::size_t most) const {
    const std::string key = nameKey(typed);
    if (key.empty())
        return {};
    // How often each member played with `partner`, and how often at all.
    std::map<std::int64_t, int> withPartner, played;
    {
        SQLite::Statement q(*m_impl->db,
                            "SELECT member_id, count(*) FROM appearances GROUP BY member_id");
        while (q.executeStep())
            played[q.getColumn(0).getInt64()] = q.getColumn(1).getInt();
    }
    if (!partner.empty()) {
        SQLite::Statement q(*m_impl->db,
                            "SELECT p.partner_id, count(*) FROM partnerships p JOIN members m "
                            "ON m.id = p.member_id WHERE m.name_key = ? GROUP BY p.partner_id");
        q.bind(1, nameKey(partner));
        while (q.executeStep())
            withPartner[q.getColumn(0).getInt64()] = q.getColumn(1).getInt();
    }
    std::vector<Member> out;
    for (Member& m : members()) {
        const std::string name = core::lowerText(m.name);
        bool starts = nameKey(m.name).rfind(key, 0) == 0;
        for (std::size_t at = name.find(' '); !starts && at != std::string::npos;
             at = name.find(' ', at + 1))
            starts = nameKey(name.substr(at + 1)).rfind(key, 0) == 0;
        if (starts && nameKey(m.name) != nameKey(partner))
            out.push_back(std::move(m));
    }
    const auto count = [](const std::map<std::int64_t, int>& in, std::int64_t id) {
        auto it = in.find(id);
        return it == in.end() ? 0 : it->second;
    };
    std::stable_sort(out.begin(), out.end(), [&](const Member& a, const Member& b) {
        const int pa = count(withPartner, a.id), pb = count(withPartner, b.id);
        if (pa != pb)
            return pa > pb;
        const int na = count(played, a.id), nb = count(played, b.id);
        if (na != nb)
            return na > nb;
        return nameKey(a.name) < nameKey(b.name);
    });
    if (out.size() > most)
        out.resize(most);
    return out;
}

OnlineNames nameOnlinePlayers(std::vector<core::PlayedSection>& sections, const Roster& roster) {
    OnlineNames out;
    std::set<std::string> unknown;
    for (core::PlayedSection& section : sections)
        for (core::PlayedPair& pair : section.pairs) {
            pair.memberNumbers.resize(pair.players.size());
            for (std::size_t i = 0; i < pair.players.size(); ++i) {
                const std::string online = pair.players[i];
                if (online.empty())
                    continue;
                if (const auto member = roster.findOnline(online)) {
                    pair.players[i] = member->name;
                    pair.memberNumbers[i] = member->number;
                    ++out.known;
                } else if (unknown.insert(core::lowerText(online)).second) {
                    out.unknown.push_back(online);
                }
            }
        }
    return out;
}

} // namespace overplay::db
