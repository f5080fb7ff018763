// SPDX-License-Identifier: GPL-3.0-or-later
// The two pairs of a traveller line as a director types them, read once for every command
// that names a line (result, correct, results --import, delete, foul --group): whatever
// `missing`, the guide cards and `draw` print goes back in as printed.
#include "app/cli/Cli.h"

#include "core/Error.h"
#include "core/Text.h"
#include "db/EventStore.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <optional>

namespace overplay::app {

namespace {

/// The team a word names, if it names one: its name as `teams --import` gave it, its number
/// ("3", or "Team 3" as a team without a name is printed), or its letter as its pairs' labels
/// start with ("C" for C1 and C2). Any case.
std::optional<int> teamNamed(const std::vector<std::pair<int, std::string>>& names,
                             const movements::Movement& m, std::string_view typed) {
    const std::string key = core::upperWithoutSpaces(typed);
    if (key.empty() || m.teamOf.empty())
        return std::nullopt;
    for (const auto& [number, name] : names)
        if (!name.empty() && core::upperWithoutSpaces(name) == key)
            return number;
    // "Team 3", as a team without a name is printed.
    const std::string number = key.rfind("TEAM", 0) == 0 ? key.substr(4) : key;
    for (const auto& [pair, team] : m.teamOf) {
        if (std::to_string(team) == number)
            return team;
        // "A1" → "A", Gilman's "aNS" → "A": the letter the team's pairs are printed with.
        std::string letter = core::readFieldLabel(movements::entryLabel(m, pair)).rest;
        while (!letter.empty() && std::isdigit(static_cast<unsigned char>(letter.back())))
            letter.pop_back();
        if (!letter.empty() && letter == key)
            return team;
    }
    return std::nullopt;
}

/// A team as a refusal names it: the name `teams --import` gave it, "Team 3" while it has none.
std::string teamWords(const std::vector<std::pair<int, std::string>>& names, int team) {
    for (const auto& [number, name] : names)
        if (number == team)
            return db::teamName(team, name);
    return db::teamName(team, "");
}

std::string listed(const std::vector<int>& numbers) {
    std::string out;
    for (std::size_t i = 0; i < numbers.size(); ++i)
        out += (i == 0                    ? ""
                : i + 1 == numbers.size() ? " and "
                                          : ", ") +
               std::to_string(numbers[i]);
    return out;
}

/// Why no table of `board` has team `first` holding the North-South cards against `second`,
/// as a director can act on: whom each of them plays that board, in which round at which
/// tables, and where the two do meet.
std::string wrongMeeting(const movements::Movement& m,
                         const std::vector<std::pair<int, std::string>>& names, int first,
                         int second, int board) {
    const auto teamAt = [&](int pair) {
        const auto it = m.teamOf.find(pair);
        return it == m.teamOf.end() ? 0 : it->second;
    };
    const std::string b = std::to_string(board);
    const int set = m.setOfBoard(board);
    struct Place {
        int round = 0;
        movements::TableRound table;
    };
    // The tables where a team plays the board, by opponent (a Gilman team may meet its own).
    const auto opponents = [&](int team) {
        std::map<int, std::vector<Place>> out;
        for (const movements::Round& r : m.rounds)
            for (const movements::TableRound& t : r.tables) {
                const int ns = teamAt(t.ns), ew = teamAt(t.ew);
                if (t.set == set && (ns == team || ew == team))
                    out[ns == team ? ew : ns].push_back({m.realRoundOf(r.number), t});
            }
        return out;
    };
    // "round 2, tables 3 and 4", or "round 2 table 1, round 4 table 2" across rounds.
    const auto where = [](const std::vector<Place>& places) {
        const bool oneRound = std::all_of(places.begin(), places.end(), [&](const Place& p) {
            return p.round == places.front().round;
        });
        if (oneRound) {
            std::vector<int> tables;
            for (const Place& p : places)
                tables.push_back(p.table.table);
            return "round " + std::to_string(places.front().round) + ", table" +
                   (tables.size() > 1 ? "s " : " ") + listed(tables);
        }
        std::string text;
        for (const Place& p : places)
            text += (text.empty() ? "" : ", ") + std::string("round ") + std::to_string(p.round) +
                    " table " + std::to_string(p.table.table);
        return text;
    };
    const auto plays = [&](int team) {
        const auto against = opponents(team);
        std::string text = teamWords(names, team);
        if (against.empty()) {
            // A bye: the team sits out the round that plays this board.
            for (const movements::Round& r : m.rounds) {
                const bool playsSet = std::any_of(r.tables.begin(), r.tables.end(),
                                                  [&](const auto& t) { return t.set == set; });
                const bool out = std::any_of(r.sitout.begin(), r.sitout.end(),
                                             [&](int pair) { return teamAt(pair) == team; });
                if (playsSet && out)
                    return text + " have a bye on board " + b + " (round " +
                           std::to_string(m.realRoundOf(r.number)) + ")";
            }
            return text + " do not play board " + b;
        }
        text += " play board " + b + " against ";
        bool firstOne = true;
        for (const auto& [opponent, places] : against) {
            text +=
                (firstOne ? "" : " and ") +
                (opponent == team ? std::string("their own pairs") : teamWords(names, opponent)) +
                " (" + where(places) + ")";
            firstOne = false;
        }
        return text;
    };
    const auto againstFirst = opponents(first);
    if (const auto met = againstFirst.find(second); met != againstFirst.end()) {
        // They do play this board together, not as typed: the lines as the cards name them.
        std::string lines;
        for (const Place& p : met->second)
            lines += (lines.empty() ? "" : ", ") + movements::entryLabel(m, p.table.ns) + " v " +
                     movements::entryLabel(m, p.table.ew) + " (round " + std::to_string(p.round) +
                     ", table " + std::to_string(p.table.table) + ")";
        return "board " + b + " is played " + lines +
               ": the pair holding the North-South cards comes first";
    }
    if (first == second) {
        // Only Gilman's first round seats a team's pairs against each other.
        for (const movements::Round& r : m.rounds)
            for (const movements::TableRound& t : r.tables)
                if (teamAt(t.ns) == first && teamAt(t.ew) == first)
                    return plays(first) + "; their own pairs meet on boards " +
                           std::to_string(m.firstBoardOf(t.set)) + "-" +
                           std::to_string(m.lastBoardOf(t.set)) + " (round " +
                           std::to_string(m.realRoundOf(r.number)) + ")";
        return plays(first) + "; a team does not play itself";
    }
    std::string text = plays(first) + ", " + plays(second);
    // Where the two teams do meet: the first round that has them at one table.
    for (const movements::Round& r : m.rounds)
        for (const movements::TableRound& t : r.tables) {
            const int ns = teamAt(t.ns), ew = teamAt(t.ew);
            if ((ns == first && ew == second) || (ns == second && ew == first))
                return text + "; " + teamWords(names, first) + " and " + teamWords(names, second) +
                       " meet on boards " + std::to_string(m.firstBoardOf(t.set)) + "-" +
                       std::to_string(m.lastBoardOf(t.set)) + " (round " +
                       std::to_string(m.realRoundOf(r.number)) + ")";
        }
    return text + "; " + teamWords(names, first) + " and " + teamWords(names, second) +
           " do not meet in the rounds drawn so far";
}

} // namespace

std::optional<int> readTeam(const db::EventStore& store, std::string_view typed) {
    const std::vector<movements::Section> sections = store.sections();
    if (sections.size() != 1)
        return std::nullopt;
    std::vector<std::pair<int, std::string>> names;
    for (const db::Team& t : store.teams())
        names.emplace_back(t.number, t.name);
    return teamNamed(names, sections.front().movement, typed);
}

LineReader::LineReader(const db::EventStore& store) : m_sections(store.sections()) {
    for (const db::Team& t : store.teams())
        m_teamNames.emplace_back(t.number, t.name);
    m_placements.reserve(m_sections.size());
    for (const movements::Section& s : m_sections)
        m_placements.emplace_back(s.movement);
}

LinePairs LineReader::read(int board, std::string_view ns, std::string_view ew,
                           bool asPlayed) const {
    // A label that carries its direction names its pair wherever it stands: in an
    // arrow-switched round the East-West pair holds the North-South cards, and `missing`
    // prints it first. A bare number takes the direction of its place. A team's name, number
    // or letter stands for whichever of its pairs holds those cards on that board.
    struct Side {
        int entry = 0;           ///< the session entry typed, 0 when a team was named
        std::optional<int> team; ///< the team named instead of a pair
        bool crossed = false;    ///< a label of the other field in this place
        std::optional<core::InputError> refusal;
    };
    const auto readSide = [&](std::string_view typed, movements::Field place) {
        Side side;
        try {
            side.entry = movements::readEntry(m_sections, typed, place);
            return side;
        } catch (const core::InputError& e) {
            side.refusal = e;
        }
        try {
            side.entry = movements::readEntry(m_sections, typed, movements::Field::Any);
            side.crossed = true;
            return side;
        } catch (const core::InputError&) {
        }
        if (m_sections.size() == 1)
            side.team = teamNamed(m_teamNames, m_sections.front().movement, typed);
        if (!side.team && m_sections.size() == 1 && !m_sections.front().movement.teamOf.empty()) {
            std::string text = side.refusal->what();
            if (!text.empty() && text.back() == '.')
                text.pop_back();
            throw core::InputError(text + "; nor is it a team's name, number or letter.");
        }
        if (!side.team)
            throw *side.refusal;
        return side;
    };
    const Side a = readSide(ns, movements::Field::NorthSouth);
    const Side b = readSide(ew, movements::Field::EastWest);

    if (a.team || b.team) {
        // Teams: the table where the one side's pair holds North-South against the other's.
        const movements::Movement& m = m_sections.front().movement;
        const auto holds = [&](const Side& side, int pair) {
            if (side.team) {
                const auto it = m.teamOf.find(pair);
                return it != m.teamOf.end() && it->second == *side.team;
            }
            return side.entry == pair;
        };
        const int set = m.setOfBoard(board);
        std::vector<movements::TableRound> found;
        for (const movements::Round& r : m.rounds)
            for (const movements::TableRound& t : r.tables)
                if (set != 0 && t.set == set && holds(a, t.ns) && holds(b, t.ew))
                    found.push_back(t);
        const std::string named = "'" + std::string(ns) + "' v '" + std::string(ew) + "'";
        if (found.empty()) {
            const auto teamOfSide = [&](const Side& side) {
                if (side.team)
                    return *side.team;
                const auto it = m.teamOf.find(side.entry);
                return it == m.teamOf.end() ? 0 : it->second;
            };
            if (set == 0)
                throw core::InputError(named + ": there is no board " + std::to_string(board) +
                                       " in this movement (boards 1-" + std::to_string(m.boards()) +
                                       ")");
            throw core::InputError(
                named + ": " + wrongMeeting(m, m_teamNames, teamOfSide(a), teamOfSide(b), board));
        }
        if (found.size() > 1)
            throw core::InputError(named + " meet on board " + std::to_string(board) +
                                   " at more than one table: name the pairs (" +
                                   movements::entryLabel(m, found[0].ns) + ", " +
                                   movements::entryLabel(m, found[0].ew) + ")");
        return {0, found.front().ns, found.front().ew};
    }

    const std::size_t section = movements::sectionOfLine(m_sections, a.entry, b.entry);
    LinePairs pairs{section, movements::sectionEntryOf(m_sections, a.entry).entry,
                    movements::sectionEntryOf(m_sections, b.entry).entry};
    if (asPlayed)
        return pairs;
    const movements::BoardPlacements& placements = m_placements[section];
    if (placements.find(board, pairs.ns, pairs.ew))
        return pairs;
    if (a.crossed || b.crossed)
        throw *(a.crossed ? a.refusal : b.refusal);
    // Typed by field (1NS v 2EW) in a round the arrow switch turned: the East-West pair held
    // the North-South cards, and the line is theirs that way round.
    if (const auto switched = placements.find(board, pairs.ew, pairs.ns);
        switched && switched->table.switched)
        std::swap(pairs.ns, pairs.ew);
    return pairs;
}

} // namespace overplay::app
