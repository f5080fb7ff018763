// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/MovementJson.h"

#include "core/Error.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <climits>
#include <cstdint>
#include <set>
#include <string_view>

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
    /// `where` names the object in messages; `index`, when given, is appended as "[index]".
    /// Both are put together only when a message needs them: a movement of 5,000 tables reads
    /// 40,000 objects, and a name for each cost more than reading them.
    Reader(const json& j, std::string where, std::size_t index = kNoIndex)
        : m_j(j), m_where(std::move(where)), m_index(index) {
        if (!j.is_object())
            fail(m_where.empty() ? "movement JSON: the movement must be a JSON object"
                                 : "movement JSON: " + where_() + " must be an object");
    }

    bool has(const char* key) const { return m_j.contains(key); }

    const json& get(const char* key) {
        const auto found = m_j.find(key);
        if (found == m_j.end())
            fail("movement JSON: " + path(key) + " is missing");
        if (std::find(m_seen.begin(), m_seen.end(), std::string_view(key)) == m_seen.end())
            m_seen.emplace_back(key);
        return *found;
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

    std::string where_() const {
        return m_index == kNoIndex ? m_where : m_where + "[" + std::to_string(m_index) + "]";
    }

    std::string path(const std::string& key) const {
        return m_where.empty() ? key : where_() + "." + key;
    }

    /// Refuses a key nobody read. Every key read is in the object, so when as many distinct
    /// keys were read as the object has, there is none left over.
    void finish() const {
        if (m_seen.size() == m_j.size())
            return;
        for (const auto& [key, value] : m_j.items())
            if (std::find(m_seen.begin(), m_seen.end(), std::string_view(key)) == m_seen.end())
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
    static constexpr std::size_t kNoIndex = static_cast<std::size_t>(-1);
    const json& m_j;
    std::string m_where;
    std::size_t m_index;
    std::vector<std::string_view> m_seen; // the keys read: string literals of this file
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
        if (p.opponentsBetween.first < 0 || p.opponentsBetween.second < p.opponentsBetween.first)
            throw core::InputError("promises.opponentsBetween must be two counts, the smaller "
                                   "first.");
    }
    // A count promised is 0 (nothing promised) or more: "-5 times" is no promise a movement
    // can keep or break, and 0 would silently drop it.
    for (const auto& [key, value] : {std::pair{"timesEachSetPlayed", p.timesEachSetPlayed},
                                     std::pair{"partnersAtMost", p.partnersAtMost}})
        if (value < 0)
            throw core::InputError("movement JSON: promises." + std::string(key) + " is " +
                                   std::to_string(value) + "; a count cannot be negative.");
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

/// Reads a movement's rounds straight from the parser's events into Rounds, and hands the
/// rest of the document to nlohmann's own tree builder. A 5,000-table movement holds 40,000
/// table objects: a tree of them costs more than the rest of opening the event. It accepts
/// only what the strict reading below accepts (the same keys, whole numbers an int holds);
/// at anything else it stops, and the caller reads the text the slow way, whose messages
/// say what is wrong.
class RoundsReader {
public:
    explicit RoundsReader(json& root) : m_dom(root, false) {}

    std::vector<Round> rounds;
    bool sawRounds = false;

    bool null() { return m_level == Level::Outside && m_dom.null(); }
    bool boolean(bool v) {
        if (m_level == Level::Outside)
            return m_dom.boolean(v);
        if (m_level == Level::Round && m_slot == Slot::Stay) {
            m_round.samePlacesAsBefore = v;
            m_slot = Slot::None;
            return true;
        }
        if (m_level != Level::Table || m_slot != Slot::Switched)
            return false;
        m_table.switched = v;
        m_slot = Slot::None;
        return true;
    }
    bool number_integer(std::int64_t v) {
        if (m_level == Level::Outside)
            return m_dom.number_integer(v);
        return v >= INT_MIN && v <= INT_MAX && whole(static_cast<int>(v));
    }
    bool number_unsigned(std::uint64_t v) {
        if (m_level == Level::Outside)
            return m_dom.number_unsigned(v);
        return v <= static_cast<std::uint64_t>(INT_MAX) && whole(static_cast<int>(v));
    }
    bool number_float(double v, const std::string& text) {
        return m_level == Level::Outside && m_dom.number_float(v, text);
    }
    bool string(std::string& v) { return m_level == Level::Outside && m_dom.string(v); }
    bool binary(json::binary_t& v) { return m_level == Level::Outside && m_dom.binary(v); }

    bool start_object(std::size_t size) {
        switch (m_level) {
        case Level::Outside:
            ++m_depth;
            return m_dom.start_object(size);
        case Level::Rounds:
            m_level = Level::Round;
            m_round = Round{};
            m_roundKeys = 0;
            return true;
        case Level::Tables:
            m_level = Level::Table;
            m_table = TableRound{};
            m_tableKeys = 0;
            return true;
        default:
            return false;
        }
    }
    bool key(std::string& k) {
        if (m_level == Level::Outside) {
            if (m_depth == 1 && k == "rounds") {
                // The tree gets a placeholder; the rounds are read here.
                if (sawRounds)
                    return false;
                sawRounds = true;
                m_level = Level::ExpectRounds;
            }
            return m_dom.key(k);
        }
        if (m_level == Level::Round) {
            if (k == "round")
                m_slot = Slot::RoundNumber;
            else if (k == "tables")
                m_slot = Slot::Tables, m_round.tables.clear();
            else if (k == "sitout")
                m_slot = Slot::Sitout, m_round.sitout.clear();
            else if (k == "stay")
                m_slot = Slot::Stay;
            else
                return false;
            m_roundKeys |= bit(m_slot);
            return true;
        }
        if (m_level == Level::Table) {
            if (k == "table")
                m_slot = Slot::Table;
            else if (k == "ns")
                m_slot = Slot::Ns;
            else if (k == "ew")
                m_slot = Slot::Ew;
            else if (k == "set")
                m_slot = Slot::Set;
            else if (k == "switched")
                m_slot = Slot::Switched;
            else if (k == "players")
                m_slot = Slot::Players;
            else
                return false;
            m_tableKeys |= bit(m_slot);
            return true;
        }
        return false;
    }
    bool end_object() {
        switch (m_level) {
        case Level::Outside:
            --m_depth;
            return m_dom.end_object();
        case Level::Round:
            if ((m_roundKeys & (bit(Slot::RoundNumber) | bit(Slot::Tables))) !=
                (bit(Slot::RoundNumber) | bit(Slot::Tables)))
                return false;
            rounds.push_back(std::move(m_round));
            m_level = Level::Rounds;
            return true;
        case Level::Table: {
            const unsigned required =
                bit(Slot::Table) | bit(Slot::Ns) | bit(Slot::Ew) | bit(Slot::Set);
            if ((m_tableKeys & required) != required)
                return false;
            m_round.tables.push_back(m_table);
            m_level = Level::Tables;
            return true;
        }
        default:
            return false;
        }
    }
    bool start_array(std::size_t size) {
        switch (m_level) {
        case Level::Outside:
            ++m_depth;
            return m_dom.start_array(size);
        case Level::ExpectRounds:
            m_level = Level::Rounds;
            return true;
        case Level::Round:
            if (m_slot == Slot::Tables) {
                m_level = Level::Tables;
                return true;
            }
            if (m_slot == Slot::Sitout) {
                m_level = Level::Sitout;
                return true;
            }
            return false;
        case Level::Table:
            if (m_slot != Slot::Players)
                return false;
            m_level = Level::Players;
            m_players = 0;
            return true;
        default:
            return false;
        }
    }
    bool end_array() {
        switch (m_level) {
        case Level::Outside:
            --m_depth;
            return m_dom.end_array();
        case Level::Rounds:
            m_level = Level::Outside;
            return m_dom.null();
        case Level::Tables:
        case Level::Sitout:
            m_level = Level::Round;
            m_slot = Slot::None;
            return true;
        case Level::Players:
            m_level = Level::Table;
            m_slot = Slot::None;
            return m_players == 4;
        default:
            return false;
        }
    }
    bool parse_error(std::size_t, const std::string&, const nlohmann::detail::exception&) {
        return false;
    }

private:
    enum class Level { Outside, ExpectRounds, Rounds, Round, Tables, Sitout, Table, Players };
    enum class Slot {
        None,
        RoundNumber,
        Tables,
        Sitout,
        Stay,
        Table,
        Ns,
        Ew,
        Set,
        Switched,
        Players
    };
    static constexpr unsigned bit(Slot s) { return 1u << static_cast<unsigned>(s); }

    /// A whole number where the rounds hold one.
    bool whole(int v) {
        if (m_level == Level::Sitout) {
            m_round.sitout.push_back(v);
            return true;
        }
        if (m_level == Level::Players) {
            if (m_players == 4)
                return false;
            m_table.players[m_players++] = v;
            return true;
        }
        int* target = nullptr;
        if (m_level == Level::Round && m_slot == Slot::RoundNumber)
            target = &m_round.number;
        else if (m_level == Level::Table)
            switch (m_slot) {
            case Slot::Table:
                target = &m_table.table;
                break;
            case Slot::Ns:
                target = &m_table.ns;
                break;
            case Slot::Ew:
                target = &m_table.ew;
                break;
            case Slot::Set:
                target = &m_table.set;
                break;
            default:
                break;
            }
        if (target == nullptr)
            return false;
        *target = v;
        m_slot = Slot::None;
        return true;
    }

    nlohmann::detail::json_sax_dom_parser<json> m_dom;
    Level m_level = Level::Outside;
    Slot m_slot = Slot::None;
    int m_depth = 0;
    Round m_round;
    unsigned m_roundKeys = 0;
    TableRound m_table;
    unsigned m_tableKeys = 0;
    std::size_t m_players = 0;
};

/// The movement `j` holds; its rounds already read when `rounds` is given.
Movement movementFrom(const json& j, std::vector<Round>* rounds);

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
        json jr = {{"round", r.number}, {"tables", tables}, {"sitout", r.sitout}};
        if (r.samePlacesAsBefore)
            jr["stay"] = true;
        rounds.push_back(jr);
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
    RoundsReader fast(j);
    if (json::sax_parse(text, &fast) && fast.sawRounds && !j.is_discarded())
        return movementFrom(j, &fast.rounds);
    j = json();
    try {
        j = json::parse(text);
    } catch (const json::parse_error& e) {
        throw core::InputError("movement JSON is not valid JSON (byte " + std::to_string(e.byte) +
                               ").");
    } catch (const json::out_of_range&) {
        // A number beyond what a double holds ("1e999"): the parser's other refusal.
        throw core::InputError("movement JSON holds a number too large to read.");
    }
    return movementFrom(j, nullptr);
}

namespace {
Movement movementFrom(const json& j, std::vector<Round>* rounds) {
    Reader r(j, "");
    Movement m;
    m.kind = r.text("kind");
    m.name = r.text("name");
    m.pairs = r.integer("pairs");
    m.tables = r.integer("tables");
    m.boardSets = r.integer("boardSets");
    m.boardsPerRound = r.integer("boardsPerRound");
    if (rounds != nullptr) {
        r.get("rounds");
        m.rounds = std::move(*rounds);
    }
    static const json kNoRounds = json::array();
    const json& roundList = rounds != nullptr ? kNoRounds : r.array("rounds");
    for (std::size_t i = 0; i < roundList.size(); ++i) {
        const std::string where = "rounds[" + std::to_string(i) + "]";
        Reader jr(roundList[i], where);
        Round round;
        round.number = jr.integer("round");
        const json& tables = jr.array("tables");
        const std::string tablesWhere = where + ".tables";
        round.tables.reserve(tables.size());
        for (std::size_t k = 0; k < tables.size(); ++k) {
            Reader jt(tables[k], tablesWhere, k);
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
        round.samePlacesAsBefore = jr.boolean("stay");
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
} // namespace

} // namespace overplay::movements
