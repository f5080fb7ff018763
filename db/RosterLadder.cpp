// SPDX-License-Identifier: GPL-3.0-or-later
// The club ladder's side of the roster: "record event" (who played an event, with whom, and
// each one's percentage) and what the ladder reads back of a season, its events and every
// player's percentages. Apart from Roster.cpp, which keeps the members and their names: these
// are the tables of events, appearances and partnerships. Which players an event had is read
// from the event itself in RosterEvents.cpp.
#include "db/detail/RosterImpl.h"

#include "core/Error.h"
#include "core/Text.h"

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::db {

namespace {

/// A season, from its first day to its last ("" for an open end): the first four parameters
/// of a query whose events `e` are kept by kInSeason.
constexpr std::string_view kInSeason =
    "(? = '' OR e.event_date >= ?) AND (? = '' OR e.event_date <= ?)";

void bindSeason(SQLite::Statement& q, const std::string& from, const std::string& to) {
    q.bind(1, from);
    q.bind(2, from);
    q.bind(3, to);
    q.bind(4, to);
}

} // namespace

void Roster::recordEvent(const RecordedEvent& event, const std::vector<Appearance>& players) {
    core::requireValidName(event.name);
    core::requireValidDate(event.date);
    if (event.date.empty())
        throw core::InputError(event.name + " has no date: a ladder orders events by date "
                                            "(give the event its date first)");
    for (const Appearance& a : players)
        if (a.percent && !(*a.percent >= 0 && *a.percent <= 100))
            throw core::InputError(a.name + " has a percentage outside 0..100");
    m_impl->command("record event", [&](nlohmann::json& was, nlohmann::json& now) {
        SQLite::Database& db = *m_impl->db;
        SQLite::Statement old(db, "SELECT id FROM events WHERE name = ? AND event_date = ?");
        old.bind(1, event.name);
        old.bind(2, event.date);
        if (old.executeStep()) {
            SQLite::Statement drop(db, "DELETE FROM events WHERE id = ?");
            drop.bind(1, old.getColumn(0).getInt64());
            drop.exec();
            was = {{"event", event.name}, {"date", event.date}};
        }
        SQLite::Statement add(db, "INSERT INTO events (name, event_date, recorded_at) "
                                  "VALUES (?, ?, ?)");
        add.bind(1, event.name);
        add.bind(2, event.date);
        add.bind(3, m_impl->now());
        add.exec();
        const std::int64_t eventId = db.getLastInsertRowid();
        // Each player as the roster knows them: by the member number the event stored, else
        // by name; a stranger becomes a visitor.
        std::map<std::string, std::int64_t> idByName;
        nlohmann::json visitors = nlohmann::json::array();
        const auto idOf = [&](const std::string& name, const std::string& number) {
            if (auto it = idByName.find(nameKey(name)); it != idByName.end())
                return it->second;
            std::optional<Member> m = number.empty() ? std::nullopt : m_impl->byNumber(number);
            if (!m) {
                MatchedName matched = m_impl->matchOne(name);
                if (matched.addedVisitor)
                    visitors.push_back(name);
                m = matched.member;
            }
            idByName[nameKey(name)] = m->id;
            return m->id;
        };
        SQLite::Statement appear(db, "INSERT OR REPLACE INTO appearances (event_id, member_id, "
                                     "percent) VALUES (?, ?, ?)");
        SQLite::Statement partner(db, "INSERT OR IGNORE INTO partnerships (event_id, member_id, "
                                      "partner_id) VALUES (?, ?, ?)");
        for (const Appearance& a : players) {
            const std::int64_t id = idOf(a.name, a.number);
            appear.bind(1, eventId);
            appear.bind(2, id);
            if (a.percent)
                appear.bind(3, *a.percent);
            else
                appear.bind(3);
            appear.exec();
            appear.reset();
            for (const std::string& p : a.partners) {
                const std::int64_t other = idOf(p, "");
                if (other == id)
                    continue;
                partner.bind(1, eventId);
                partner.bind(2, id);
                partner.bind(3, other);
                partner.exec();
                partner.reset();
            }
        }
        now = {{"event", event.name},
               {"date", event.date},
               {"players", players.size()},
               {"visitors", visitors}};
    });
}

std::vector<RecordedEvent> Roster::events(const std::string& from, const std::string& to) const {
    SQLite::Statement q(
        *m_impl->db,
        core::joinedText({"SELECT e.name, e.event_date, count(a.member_id) FROM events e "
                          "LEFT JOIN appearances a ON a.event_id = e.id WHERE ",
                          kInSeason, " GROUP BY e.id ORDER BY e.event_date, e.id"}));
    bindSeason(q, from, to);
    std::vector<RecordedEvent> out;
    while (q.executeStep())
        out.push_back(
            {q.getColumn(0).getString(), q.getColumn(1).getString(), q.getColumn(2).getInt()});
    return out;
}

std::vector<core::LadderScore> Roster::ladderScores(const std::string& from,
                                                    const std::string& to) const {
    SQLite::Statement q(*m_impl->db,
                        core::joinedText({"SELECT m.id, m.name, m.number, e.name, e.event_date, "
                                          "a.percent FROM appearances a JOIN members m ON m.id = "
                                          "a.member_id JOIN events e ON e.id = a.event_id WHERE "
                                          "a.percent IS NOT NULL AND ",
                                          kInSeason, " ORDER BY e.event_date, e.id, m.name_key"}));
    bindSeason(q, from, to);
    std::vector<core::LadderScore> out;
    while (q.executeStep()) {
        core::LadderScore s;
        const std::string number = q.getColumn(2).getString();
        s.member = number.empty() ? "#" + std::to_string(q.getColumn(0).getInt64()) : number;
        s.name = q.getColumn(1).getString();
        s.event = q.getColumn(3).getString() + " " + q.getColumn(4).getString();
        s.percent = q.getColumn(5).getDouble();
        out.push_back(std::move(s));
    }
    return out;
}

} // namespace overplay::db
