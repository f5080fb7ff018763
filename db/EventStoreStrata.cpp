// SPDX-License-Identifier: GPL-3.0-or-later
// Stratification: the event's strata and its players' figures (core/Strata.h).
#include "db/detail/Codec.h"
#include "db/detail/EventStoreImpl.h"
#include "db/detail/StoredRows.h"
#include <cmath>
#include <nlohmann/json.hpp>

namespace overplay::db {

using nlohmann::json;

void EventStore::setStrata(const core::Strata& strata, const std::string& who) {
    // Checked as a director's text is: the same rules whoever built the value.
    const core::Strata checked = strata.strata.empty()
                                     ? core::Strata{}
                                     : core::readStrata(core::strataSpecs(strata), strata.figure);
    const core::Strata before = info().strata;
    if (before == checked)
        return;
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Statement q(*m_impl->db, "UPDATE event SET strata = ? WHERE id = 1");
        q.bind(1, codec::strataJson(checked));
        q.exec();
        audit("set strata", codec::strataJson(before), codec::strataJson(checked));
    });
}

std::map<std::string, double> EventStore::ratings() const {
    return guarded(m_impl->path, [&] {
        return figuresByName(*m_impl->db,
                             "SELECT name, rating FROM players WHERE rating IS NOT NULL");
    });
}

void EventStore::setRatings(const std::map<std::string, std::optional<double>>& figures,
                            const std::string& who) {
    for (const auto& [name, figure] : figures)
        if (figure && (!std::isfinite(*figure) || *figure < 0 || *figure > 1e9))
            throw core::InputError("a player's figure is a number from 0 (master points or a "
                                   "grade), not " +
                                   std::to_string(*figure) + " (" + name + ")");
    const std::map<std::string, double> was = ratings();
    const bool same = std::all_of(figures.begin(), figures.end(), [&](const auto& given) {
        const auto it = was.find(given.first);
        return given.second ? it != was.end() && it->second == *given.second : it == was.end();
    });
    if (same)
        return;
    m_impl->command(who, [&](Impl::AuditRow& audit) {
        sql::Connection& db = *m_impl->db;
        sql::Statement set(db, "UPDATE players SET rating = ? WHERE id = ?");
        json old = json::object(), now = json::object();
        for (const auto& [name, figure] : figures) {
            set.reset();
            if (figure)
                set.bind(1, *figure);
            else
                set.bind(1);
            set.bind(2, m_impl->playingPlayer(name));
            set.exec();
            const auto it = was.find(name);
            old[name] = it == was.end() ? json(nullptr) : json(it->second);
            now[name] = figure ? json(*figure) : json(nullptr);
        }
        audit("set ratings", json{{"ratings", old}}.dump(), json{{"ratings", now}}.dump());
    });
}

} // namespace overplay::db
