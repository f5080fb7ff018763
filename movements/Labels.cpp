// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Labels.h"

#include "core/Error.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <stdexcept>

namespace overplay::movements {

namespace {

bool allDigits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return std::isdigit(c); });
}

bool endsWith(std::string_view text, std::string_view tail) {
    return text.size() > tail.size() && text.substr(text.size() - tail.size()) == tail;
}

/// "NS3", "3 ns" → "3NS": a label as it is printed, however its direction was written.
std::string directionLast(std::string_view typed) {
    const core::FieldLabel label = core::readFieldLabel(typed);
    return label.rest + core::fieldWord(label.field);
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
    // One token, as typed back: "3 NS" → "3NS", a Gilman team's "a NS" → "aNS" (movements
    // stored before the generators spelled them so).
    for (std::string_view d : {"NS", "EW"})
        if (endsWith(label, d)) {
            std::size_t rest = label.size() - 2;
            while (rest > 0 && label[rest - 1] == ' ')
                --rest;
            if (rest > 0)
                label.erase(rest, label.size() - 2 - rest);
        }
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
    return core::readFieldLabel(entryLabel(m, entry)).field;
}

int readEntry(const Movement& m, std::string_view typed, Field where) {
    const std::string key = directionLast(typed);
    const auto find = [&](const std::string& wanted) {
        for (int e = 1; e <= m.pairs; ++e)
            if (core::upperWithoutSpaces(entryLabel(m, e)) == wanted)
                return e;
        return 0;
    };
    int entry = key.empty() ? 0 : find(key);
    // A bare number takes the direction of the place it stands in.
    if (entry == 0 && allDigits(key) && where != Field::Any)
        entry = find(key + core::fieldWord(where));
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
                               (field == Field::NorthSouth ? "a " : "an ") +
                               core::fieldName(field) + " pair, given where the " +
                               core::fieldName(where) + " pair goes (North-South comes first).");
    return entry;
}

// --- Sections ------------------------------------------------------------------------------

namespace {

/// "A and B", "A, B and C": the letters of the sections, for a message; more than three
/// lettered in order from A, the first and the last ("A to AD").
std::string lettersText(const std::vector<Section>& sections) {
    bool inOrder = true;
    for (std::size_t i = 0; i < sections.size() && inOrder; ++i)
        inOrder = sectionIndex(sections[i].letter) == i;
    if (inOrder && sections.size() > 3)
        return sections.front().letter + " to " + sections.back().letter;
    std::string text;
    for (std::size_t i = 0; i < sections.size(); ++i) {
        if (i > 0)
            text += i + 1 == sections.size() ? " and " : ", ";
        text += sections[i].letter;
    }
    return text;
}

/// How many letters `key` starts with.
std::size_t leadingLetters(std::string_view key) {
    std::size_t n = 0;
    while (n < key.size() && std::isalpha(static_cast<unsigned char>(key[n])))
        ++n;
    return n;
}

/// True for a label with its direction first and a number after it ("NS3", "EW12").
bool directionFirst(std::string_view key) {
    return key.size() > 2 && (key.substr(0, 2) == "NS" || key.substr(0, 2) == "EW") &&
           allDigits(key.substr(2));
}

/// The letters a typed label names its section by, for a message: its leading letters, less a
/// direction written before the number ("CNS3" → "C").
std::string typedLetters(std::string_view key) {
    std::string_view letters = key.substr(0, leadingLetters(key));
    if (letters.size() > 2 && letters.size() < key.size() &&
        (letters.substr(letters.size() - 2) == "NS" || letters.substr(letters.size() - 2) == "EW"))
        letters.remove_suffix(2);
    return std::string(letters);
}

} // namespace

std::string sectionLetters(std::size_t index) {
    if (index >= kSectionLetterings)
        throw std::invalid_argument("sectionLetters: no section " + std::to_string(index) +
                                    " (sections are lettered A to ZZZ)");
    // Bijective base 26: A is 1 in every place, so AA follows Z and AAA follows ZZ.
    std::string letters;
    for (std::size_t n = index + 1; n > 0; n /= 26) {
        --n;
        letters.insert(letters.begin(), static_cast<char>('A' + n % 26));
    }
    return letters;
}

std::optional<std::size_t> sectionIndex(std::string_view letters) {
    if (letters.empty() || letters.size() > 3)
        return std::nullopt;
    std::size_t index = 0;
    for (char c : letters) {
        const int upper = std::toupper(static_cast<unsigned char>(c));
        if (upper < 'A' || upper > 'Z')
            return std::nullopt;
        index = index * 26 + static_cast<std::size_t>(upper - 'A' + 1);
    }
    return index - 1;
}

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
    const std::string key = core::upperWithoutSpaces(typed);
    const std::string what =
        !sections.empty() && sections.front().movement.isIndividual() ? "player" : "pair";
    if (key.empty() || !std::isalpha(static_cast<unsigned char>(key.front())))
        throw core::InputError("'" + std::string(typed) + "' names no section: with sections " +
                               lettersText(sections) + " a " + what +
                               " is named with its section letter first (" +
                               sections.front().letter + (key.empty() ? "1" : key) + ").");
    // The section is named by the letters the label starts with: one, two once the sections
    // run past Z, three past ZZ ("AB12NS": section AB, then 12NS by AB's movement). Letters that
    // could name two sections (A and AN in "ANS3") go to the longer one that holds the rest.
    std::size_t longest = 1;
    for (const Section& s : sections)
        longest = std::max(longest, s.letter.size());
    const auto sectionOf = [&](std::string_view letters) {
        // By its place when the sections are lettered in order, as a simultaneous pairs of
        // thousands of clubs is: a result import reads two labels a line.
        if (const auto index = sectionIndex(letters);
            index && *index < sections.size() &&
            core::upperWithoutSpaces(sections[*index].letter) == letters)
            return sections.begin() + static_cast<std::ptrdiff_t>(*index);
        return std::find_if(sections.begin(), sections.end(), [&](const Section& s) {
            return core::upperWithoutSpaces(s.letter) == letters;
        });
    };
    // The letters as the director meant them, for a refusal: "AONS1" names section AO.
    const std::string run = key.substr(0, leadingLetters(key));
    const std::string named = longest == 1                       ? key.substr(0, 1)
                              : sectionOf(run) != sections.end() ? run
                                                                 : typedLetters(key);
    std::optional<core::InputError> refusal, refusalOfNamed;
    std::optional<int> read; // the first reading that holds, by the longest letters
    for (std::size_t length = std::min(run.size(), longest); length >= 1; --length) {
        const std::string_view rest = std::string_view(key).substr(length);
        // Once one reading holds, a shorter one can only by a label with its direction first
        // ("NS3"): the rest of a shorter reading starts with a letter, and a movement's own
        // labels start with a digit. Trying no other keeps an import of thousands fast.
        if (read && !directionFirst(rest))
            continue;
        const auto section = sectionOf(std::string_view(key).substr(0, length));
        if (section == sections.end())
            continue;
        int entry = 0;
        try {
            entry = sessionEntry(sections, {static_cast<std::size_t>(section - sections.begin()),
                                            readEntry(section->movement, rest, where)});
        } catch (const core::InputError& e) {
            const core::InputError inSection("section " + section->letter + ": " + e.what());
            if (!refusal)
                refusal = inSection;
            if (core::upperWithoutSpaces(section->letter) == named)
                refusalOfNamed = inSection;
            continue;
        }
        if (!read) {
            read = entry;
            continue;
        }
        if (entry != *read) {
            // Sections A and ANS: "ANS3" in the North-South place is ANS's 3NS or A's NS3.
            const std::string one = entryLabel(sections, *read);
            const std::string other = entryLabel(sections, entry);
            throw core::InputError("'" + std::string(typed) + "' could be " + one + " or " + other +
                                   ": type the label as printed (" + one + " or " + other + ").");
        }
    }
    if (read)
        return *read;
    if (refusalOfNamed)
        throw *refusalOfNamed;
    if (refusal && (named.size() == 1 || sectionOf(named) != sections.end()))
        throw *refusal;
    throw core::InputError("there is no section " + named + " (the sections are " +
                           lettersText(sections) + "), in '" + std::string(typed) + "'.");
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
