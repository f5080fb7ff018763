// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Labels.h"

#include "core/Error.h"

#include <algorithm>
#include <cctype>
#include <stdexcept>

namespace overplay::movements {

namespace {

/// Upper case without spaces: how two spellings of one label are compared.
std::string squeezed(std::string_view text) {
    std::string out;
    for (char c : text)
        if (!std::isspace(static_cast<unsigned char>(c)))
            out += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return out;
}

bool allDigits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(c); });
}

bool endsWith(std::string_view text, std::string_view tail) {
    return text.size() > tail.size() && text.substr(text.size() - tail.size()) == tail;
}

std::string_view fieldSuffix(Field field) {
    return field == Field::NorthSouth ? "NS" : field == Field::EastWest ? "EW" : "";
}

std::string fieldName(Field field) {
    return field == Field::NorthSouth ? "North-South" : "East-West";
}

/// "NS3" → "3NS": the direction may be written first.
std::string directionLast(const std::string& key) {
    for (std::string_view d : {"NS", "EW"})
        if (key.size() > 2 && key.compare(0, 2, d) == 0 && allDigits(key.substr(2)))
            return key.substr(2) + std::string(d);
    return key;
}

/// The labels of one field, first to last, for a message: "1NS to 7NS".
std::string rangeText(const Movement& m, Field field) {
    std::string first, last;
    for (int e = 1; e <= m.pairs; ++e)
        if (fieldOfEntry(m, e) == field) {
            if (first.empty())
                first = entryLabel(m, e);
            last = entryLabel(m, e);
        }
    return first == last ? first : first + " to " + last;
}

} // namespace

std::string entryLabel(const Movement& m, int entry) {
    const auto it = m.pairLabels.find(entry);
    if (it == m.pairLabels.end())
        return std::to_string(entry);
    std::string label = it->second;
    for (std::string_view d : {" NS", " EW"})
        if (endsWith(label, d) && allDigits(std::string_view(label).substr(0, label.size() - 3)))
            return label.erase(label.size() - 3, 1);
    return label;
}

std::string labelNumber(const Movement& m, int entry) {
    std::string label = entryLabel(m, entry);
    if (fieldOfEntry(m, entry) != Field::Any)
        label.erase(label.size() - 2);
    while (!label.empty() && std::isspace(static_cast<unsigned char>(label.back())))
        label.pop_back();
    return label;
}

Field fieldOfEntry(const Movement& m, int entry) {
    if (m.isIndividual())
        return Field::Any;
    const std::string key = squeezed(entryLabel(m, entry));
    return endsWith(key, "NS")   ? Field::NorthSouth
           : endsWith(key, "EW") ? Field::EastWest
                                 : Field::Any;
}

int readEntry(const Movement& m, std::string_view typed, Field where) {
    const std::string key = directionLast(squeezed(typed));
    const auto find = [&](const std::string& wanted) {
        for (int e = 1; e <= m.pairs; ++e)
            if (squeezed(entryLabel(m, e)) == wanted)
                return e;
        return 0;
    };
    int entry = key.empty() ? 0 : find(key);
    // A bare number takes the direction of the place it stands in.
    if (entry == 0 && allDigits(key) && where != Field::Any)
        entry = find(key + std::string(fieldSuffix(where)));
    const std::string what = m.isIndividual() ? "player" : "pair";
    if (entry == 0) {
        std::string hint;
        if (allDigits(key) && where == Field::Any &&
            (find(key + "NS") != 0 || find(key + "EW") != 0))
            hint = " (say which: " + key + "NS or " + key + "EW)";
        else if (!m.isIndividual() && fieldOfEntry(m, 1) != Field::Any)
            hint = " (North-South pairs are " + rangeText(m, Field::NorthSouth) +
                   ", East-West pairs " + rangeText(m, Field::EastWest) + ")";
        else if (m.pairs > 0)
            hint = " (the " + what + "s are " + entryLabel(m, 1) + " to " + entryLabel(m, m.pairs) +
                   ")";
        throw core::InputError("'" + std::string(typed) + "' is not a " + what +
                               " of this movement" + hint + ".");
    }
    const Field field = fieldOfEntry(m, entry);
    if (where != Field::Any && field != Field::Any && field != where)
        throw core::InputError("'" + std::string(typed) + "' is " +
                               (field == Field::NorthSouth ? "a " : "an ") + fieldName(field) +
                               " pair, given where the " + fieldName(where) +
                               " pair goes (North-South comes first).");
    return entry;
}

// --- Sections ------------------------------------------------------------------------------

namespace {

/// "A and B", "A, B and C": the letters of the sections, for a message.
std::string lettersText(const std::vector<Section>& sections) {
    std::string text;
    for (std::size_t i = 0; i < sections.size(); ++i) {
        if (i > 0)
            text += i + 1 == sections.size() ? " and " : ", ";
        text += sections[i].letter;
    }
    return text;
}

} // namespace

int sessionEntry(const std::vector<Section>& sections, SectionEntry where) {
    if (where.section >= sections.size() || where.entry < 1 ||
        where.entry > sections[where.section].movement.pairs)
        throw std::invalid_argument("sessionEntry: no entry " + std::to_string(where.entry) +
                                    " in section " + std::to_string(where.section));
    int first = 0;
    for (std::size_t i = 0; i < where.section; ++i)
        first += sections[i].movement.pairs;
    return first + where.entry;
}

SectionEntry sectionEntryOf(const std::vector<Section>& sections, int entry) {
    int number = entry;
    for (std::size_t i = 0; i < sections.size(); ++i) {
        if (number >= 1 && number <= sections[i].movement.pairs)
            return {i, number};
        number -= sections[i].movement.pairs;
    }
    throw std::invalid_argument("sectionEntryOf: no section holds entry " + std::to_string(entry));
}

std::string entryLabel(const std::vector<Section>& sections, int entry) {
    const SectionEntry where = sectionEntryOf(sections, entry);
    const Section& section = sections[where.section];
    return sectionLabel(sections.size() > 1 ? std::string_view(section.letter) : std::string_view(),
                        section.movement, where.entry);
}

std::string sectionLabel(std::string_view letter, const Movement& movement, int entry) {
    return std::string(letter) + entryLabel(movement, entry);
}

int readEntry(const std::vector<Section>& sections, std::string_view typed, Field where) {
    if (sections.size() == 1)
        return readEntry(sections.front().movement, typed, where);
    const std::string key = squeezed(typed);
    const std::string what =
        !sections.empty() && sections.front().movement.isIndividual() ? "player" : "pair";
    if (key.empty() || !std::isalpha(static_cast<unsigned char>(key.front())))
        throw core::InputError("'" + std::string(typed) + "' names no section: with sections " +
                               lettersText(sections) + " a " + what +
                               " is named with its section letter first (" +
                               sections.front().letter + (key.empty() ? "1" : key) + ").");
    const auto section = std::find_if(sections.begin(), sections.end(), [&](const Section& s) {
        return squeezed(s.letter) == key.substr(0, 1);
    });
    if (section == sections.end())
        throw core::InputError("there is no section " + key.substr(0, 1) + " (the sections are " +
                               lettersText(sections) + "), in '" + std::string(typed) + "'.");
    int entry = 0;
    try {
        entry = readEntry(section->movement, key.substr(1), where);
    } catch (const core::InputError& e) {
        throw core::InputError("section " + section->letter + ": " + e.what());
    }
    return sessionEntry(sections, {static_cast<std::size_t>(section - sections.begin()), entry});
}

std::size_t sectionOfLine(const std::vector<Section>& sections, int ns, int ew) {
    const SectionEntry a = sectionEntryOf(sections, ns);
    const SectionEntry b = sectionEntryOf(sections, ew);
    if (a.section != b.section)
        throw core::InputError(entryLabel(sections, ns) + " and " + entryLabel(sections, ew) +
                               " are in different sections: a result is between two pairs of "
                               "one section.");
    return a.section;
}

} // namespace overplay::movements
