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
#include <optional>

namespace overplay::app {

namespace {

/// The team a word names, if it names one: its name as `teams --import` gave it, its number
/// ("3"), or its letter as its pairs' labels start with ("C" for C1 and C2). Any case.
std::optional<int> teamNamed(const std::vector<std::pair<int, std::string>>& names,
                             const movements::Movement& m, std::string_view typed) {
    const std::string key = core::upperWithoutSpaces(typed);
    if (key.empty() || m.teamOf.empty())
        return std::nullopt;
    for (const auto& [number, name] : names)
        if (!name.empty() && core::upperWithoutSpaces(name) == key)
            return number;
    for (const auto& [pair, team] : m.teamOf) {
        if (std::to_string(team) == key)
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

} // namespace

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
        if (found.empty())
            throw core::InputError(named + ": no table has the first holding the North-South " +
                                   "cards against the second on board " + std::to_string(board) +
                                   " (North-South comes first)");
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
