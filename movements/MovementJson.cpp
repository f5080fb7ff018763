// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/MovementJson.h"

#include "core/Error.h"

#include <nlohmann/json.hpp>

#include <climits>
#include <cstdint>
#include <set>

namespace overplay::movements {

using nlohmann::json;

namespace {

json promisesToJson(const MovementPromises& p) {
    json j = json::object();
    if (p.timesEachSetPlayed > 0)
        j["timesEachSetPlayed"] = p.timesEachSetPlayed;
    auto flag = [&](const char* key, bool value) {
        if (value)
            j[key] = true;
    };
    flag("everyPairMeetsEveryOther", p.everyPairMeetsEveryOther);
    flag("noPairMeetsTwice", p.noPairMeetsTwice);
    flag("everyPairPlaysEverySet", p.everyPairPlaysEverySet);
    flag("teammatesNeverMeet", p.teammatesNeverMeet);
    flag("everyPlayerPartnersEveryOtherOnce", p.everyPlayerPartnersEveryOtherOnce);
    flag("replayWithCardsReversed", p.replayWithCardsReversed);
    flag("everyEntryPlaysEqually", p.everyEntryPlaysEqually);
    if (p.partnersAtMost > 0)
        j["partnersAtMost"] = p.partnersAtMost;
    if (p.opponentsBetween.second > 0)
        j["opponentsBetween"] = {p.opponentsBetween.first, p.opponentsBetween.second};
    if (!p.sharedTables.empty()) {
        json list = json::array();
        for (const SharedTables& s : p.sharedTables)
            list.push_back({{"round", s.round}, {"tables", s.tables}});
        j["sharedTables"] = list;
    }
    return j;
}

/// Strict access to one JSON object: each key read is ticked off; finish() refuses the rest.
class Reader {
public:
    Reader(const json& j, std::string where) : m_j(j), m_where(std::move(where)) {
        if (!j.is_object())
            fail(m_where.empty() ? "movement JSON: the movement must be a JSON object"
                                 : "movement JSON: " + m_where + " must be an object");
    }

    bool has(const char* key) const { return m_j.contains(key); }

    const json& get(const char* key) {
        if (!m_j.contains(key))
            fail("movement JSON: " + path(key) + " is missing");
        m_seen.insert(key);
        return m_j.at(key);
    }

    int integer(const char* key) {
        const json& v = get(key);
        if (!isInt(v))
            fail("movement JSON: " + path(key) + notIntText(v));
        return v.get<int>();
    }

    int integer(const char* key, int fallback) { return has(key) ? integer(key) : fallback; }

    bool boolean(const char* key) {
        if (!has(key))
            return false;
        const json& v = get(key);
        if (!v.is_boolean())
            fail("movement JSON: " + path(key) + " must be true or false");
        return v.get<bool>();
    }

    std::string text(const char* key) {
        const json& v = get(key);
        if (!v.is_string())
            fail("movement JSON: " + path(key) + " must be a string");
        return v.get<std::string>();
    }

    const json& array(const char* key) {
        const json& v = get(key);
        if (!v.is_array())
            fail("movement JSON: " + path(key) + " must be a list");
        return v;
    }

    std::vector<int> integers(const char* key) {
        std::vector<int> out;
        const json& v = array(key);
        for (std::size_t i = 0; i < v.size(); ++i) {
            if (!isInt(v[i]))
                fail("movement JSON: " + path(key) + "[" + std::to_string(i) + "]" +
                     notIntText(v[i]));
            out.push_back(v[i].get<int>());
        }
        return out;
    }

    std::string path(const std::string& key) const {
        return m_where.empty() ? key : m_where + "." + key;
    }

    void finish() const {
        for (const auto& [key, value] : m_j.items())
            if (!m_seen.count(key))
                fail("movement JSON: unknown key " + path(key));
    }

    /// A whole number an int holds: get<int>() would silently wrap 4294967297 to 1.
    static bool isInt(const json& v) {
        if (v.is_number_unsigned())
            return v.get<std::uint64_t>() <= static_cast<std::uint64_t>(INT_MAX);
        if (v.is_number_integer())
            return v.get<std::int64_t>() >= INT_MIN && v.get<std::int64_t>() <= INT_MAX;
        return false;
    }

    static std::string notIntText(const json& v) {
        return v.is_number_integer() ? " is far too large" : " must be a whole number";
    }

    [[noreturn]] static void fail(const std::string& message) {
        throw core::InputError(message + ".");
    }

private:
    const json& m_j;
    std::string m_where;
    std::set<std::string> m_seen;
};

MovementPromises promisesFromJson(const json& j) {
    Reader r(j, "promises");
    MovementPromises p;
    p.timesEachSetPlayed = r.integer("timesEachSetPlayed", 0);
    p.everyPairMeetsEveryOther = r.boolean("everyPairMeetsEveryOther");
    p.noPairMeetsTwice = r.boolean("noPairMeetsTwice");
    p.everyPairPlaysEverySet = r.boolean("everyPairPlaysEverySet");
    p.teammatesNeverMeet = r.boolean("teammatesNeverMeet");
    p.everyPlayerPartnersEveryOtherOnce = r.boolean("everyPlayerPartnersEveryOtherOnce");
    p.replayWithCardsReversed = r.boolean("replayWithCardsReversed");
    p.everyEntryPlaysEqually = r.boolean("everyEntryPlaysEqually");
    p.partnersAtMost = r.integer("partnersAtMost", 0);
    if (r.has("opponentsBetween")) {
        const json& range = r.array("opponentsBetween");
        if (range.size() != 2 || !range[0].is_number_integer() || !range[1].is_number_integer())
            throw core::InputError("promises.opponentsBetween must be two whole numbers.");
        p.opponentsBetween = {range[0].get<int>(), range[1].get<int>()};
    }
    if (r.has("sharedTables")) {
        const json& list = r.array("sharedTables");
        for (std::size_t i = 0; i < list.size(); ++i) {
            Reader s(list[i], "promises.sharedTables[" + std::to_string(i) + "]");
            SharedTables shared;
            shared.round = s.integer("round", 0);
            shared.tables = s.integers("tables");
            s.finish();
            p.sharedTables.push_back(shared);
        }
    }
    r.finish();
    return p;
}

/// "12" → 12, refusing anything else, for the keys of pairLabels and teams.
int keyNumber(const std::string& key, const std::string& where) {
    std::size_t used = 0;
    int v = 0;
    try {
        v = std::stoi(key, &used);
    } catch (const std::exception&) {
        used = 0;
    }
    if (used != key.size() || key.empty())
        Reader::fail("movement JSON: " + where + " key \"" + key + "\" is not a pair number");
    return v;
}

} // namespace

std::string movementToJson(const Movement& m, int indent) {
    json j;
    j["kind"] = m.kind;
    j["name"] = m.name;
    j["pairs"] = m.pairs;
    j["tables"] = m.tables;
    j["boardSets"] = m.boardSets;
    j["boardsPerRound"] = m.boardsPerRound;
    json rounds = json::array();
    for (const Round& r : m.rounds) {
        json tables = json::array();
        for (const TableRound& t : r.tables) {
            json jt = {{"table", t.table}, {"ns", t.ns}, {"ew", t.ew}, {"set", t.set}};
            if (t.switched)
                jt["switched"] = true;
            if (t.players != std::array<int, 4>{})
                jt["players"] = t.players;
            tables.push_back(jt);
        }
        rounds.push_back({{"round", r.number}, {"tables", tables}, {"sitout", r.sitout}});
    }
    j["rounds"] = rounds;
    json labels = json::object();
    for (const auto& [pair, label] : m.pairLabels)
        labels[std::to_string(pair)] = label;
    j["pairLabels"] = labels;
    if (!m.teamOf.empty()) {
        json teams = json::object();
        for (const auto& [pair, team] : m.teamOf)
            teams[std::to_string(pair)] = team;
        j["teams"] = teams;
    }
    if (!m.notes.empty())
        j["notes"] = m.notes;
    if (m.byeStandAfterTable != 0)
        j["byeStandAfterTable"] = m.byeStandAfterTable;
    const json promises = promisesToJson(m.promises);
    if (!promises.empty())
        j["promises"] = promises;
    return j.dump(indent);
}

Movement movementFromJson(const std::string& text) {
    json j;
    try {
        j = json::parse(text);
    } catch (const json::parse_error& e) {
        throw core::InputError("movement JSON is not valid JSON (byte " + std::to_string(e.byte) +
                               ").");
    } catch (const json::out_of_range&) {
        // A number beyond what a double holds ("1e999"): the parser's other refusal.
        throw core::InputError("movement JSON holds a number too large to read.");
    }
    Reader r(j, "");
    Movement m;
    m.kind = r.text("kind");
    m.name = r.text("name");
    m.pairs = r.integer("pairs");
    m.tables = r.integer("tables");
    m.boardSets = r.integer("boardSets");
    m.boardsPerRound = r.integer("boardsPerRound");
    const json& rounds = r.array("rounds");
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const std::string where = "rounds[" + std::to_string(i) + "]";
        Reader jr(rounds[i], where);
        Round round;
        round.number = jr.integer("round");
        const json& tables = jr.array("tables");
        for (std::size_t k = 0; k < tables.size(); ++k) {
            Reader jt(tables[k], where + ".tables[" + std::to_string(k) + "]");
            TableRound t;
            t.table = jt.integer("table");
            t.ns = jt.integer("ns");
            t.ew = jt.integer("ew");
            t.set = jt.integer("set");
            t.switched = jt.boolean("switched");
            if (jt.has("players")) {
                const std::vector<int> players = jt.integers("players");
                if (players.size() != 4)
                    Reader::fail("movement JSON: " + jt.path("players") +
                                 " must list four players (N, E, S, W)");
                std::copy(players.begin(), players.end(), t.players.begin());
            }
            jt.finish();
            round.tables.push_back(t);
        }
        round.sitout = jr.has("sitout") ? jr.integers("sitout") : std::vector<int>{};
        jr.finish();
        m.rounds.push_back(round);
    }
    if (r.has("pairLabels")) {
        const json& labels = r.get("pairLabels");
        if (!labels.is_object())
            Reader::fail("movement JSON: pairLabels must be an object");
        for (const auto& [key, value] : labels.items()) {
            if (!value.is_string())
                Reader::fail("movement JSON: pairLabels." + key + " must be a string");
            m.pairLabels[keyNumber(key, "pairLabels")] = value.get<std::string>();
        }
    }
    if (r.has("teams")) {
        const json& teams = r.get("teams");
        if (!teams.is_object())
            Reader::fail("movement JSON: teams must be an object");
        for (const auto& [key, value] : teams.items()) {
            if (!Reader::isInt(value))
                Reader::fail("movement JSON: teams." + key + " must be a team number");
            m.teamOf[keyNumber(key, "teams")] = value.get<int>();
        }
    }
    if (r.has("notes")) {
        const json& notes = r.array("notes");
        for (std::size_t i = 0; i < notes.size(); ++i) {
            if (!notes[i].is_string())
                Reader::fail("movement JSON: notes[" + std::to_string(i) + "] must be a string");
            m.notes.push_back(notes[i].get<std::string>());
        }
    }
    m.byeStandAfterTable = r.integer("byeStandAfterTable", 0);
    if (r.has("promises"))
        m.promises = promisesFromJson(r.get("promises"));
    r.finish();
    return m;
}

} // namespace overplay::movements
