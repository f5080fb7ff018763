// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Error.h"
#include "core/PlayedSection.h"
#include "movements/Howell.h"
#include "movements/Individual.h"
#include "movements/Labels.h"
#include "movements/Mitchell.h"
#include "movements/MovementRequest.h"
#include "movements/TeamMovements.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

using namespace overplay::movements;
using overplay::core::InputError;

namespace {

Movement mitchellOf(int tables, int pairs = 0) {
    MovementRequest r;
    r.kind = "mitchell";
    r.tables = pairs == 0 ? tables : 0;
    r.pairs = pairs;
    return mitchell(r);
}

Movement roundRobinOf(int teams) {
    MovementRequest r;
    r.kind = "round-robin-teams";
    r.teams = teams;
    return roundRobinTeams(r);
}

Movement individualOf(int players) {
    MovementRequest r;
    r.kind = "individual";
    r.pairs = players;
    return individual(r);
}

/// A movement of each way of labelling entries: a Mitchell's by direction (7 tables), a
/// Howell's by number (8 pairs), team matches' by team (4 teams).
struct EveryLabelling {
    const Movement m = mitchellOf(7);
    const Movement h = completeHowell(8);
    const Movement teams = roundRobinOf(4);
};

/// What reading `typed` as a North-South entry of the sections says, or "accepted".
std::string refusal(const std::vector<Section>& sections, const std::string& typed) {
    try {
        readEntry(sections, typed, Field::NorthSouth);
    } catch (const InputError& e) {
        return e.what();
    }
    return "accepted";
}

} // namespace

TEST_CASE_METHOD(EveryLabelling, "entries are worded as printed", "[labels]") {
    struct Case {
        const Movement* movement;
        int entry;
        std::string label;
        Field field;
    };
    const std::vector<Case> cases{
        {&m, 1, "1NS", Field::NorthSouth}, {&m, 7, "7NS", Field::NorthSouth},
        {&m, 8, "1EW", Field::EastWest},   {&m, 14, "7EW", Field::EastWest},
        {&h, 7, "7", Field::Any},          {&teams, 1, "A1", Field::Any},
        {&teams, 4, "B2", Field::Any},
    };
    for (const auto& c : cases) {
        CAPTURE(c.entry, c.label);
        CHECK(entryLabel(*c.movement, c.entry) == c.label);
        CHECK(fieldOfEntry(*c.movement, c.entry) == c.field);
    }
    CHECK(labelNumber(m, 8) == "1");
    CHECK(labelNumber(m, 3) == "3");
    CHECK(labelNumber(h, 7) == "7");
    CHECK(labelNumber(teams, 4) == "B2");
    // A movement that names no labels (an old movement file): the entry's own number.
    Movement bare = h;
    bare.pairLabels.clear();
    CHECK(entryLabel(bare, 5) == "5");
}

TEST_CASE("a half-table Mitchell's labels say where each pair starts", "[labels]") {
    const Movement m = mitchellOf(0, 13); // 6½ tables: no North-South pair at table 1
    CHECK(entryLabel(m, 1) == "2NS");
    CHECK(readEntry(m, "2", Field::NorthSouth) == 1);
    CHECK(readEntry(m, "1", Field::EastWest) == 7);
    CHECK(entryLabel(m, 7) == "1EW");
    CHECK_THROWS_AS(readEntry(m, "1", Field::NorthSouth), InputError);
}

TEST_CASE_METHOD(EveryLabelling, "typed labels are read back to their entries", "[labels]") {
    const Movement players = individualOf(8);
    struct Case {
        const Movement* movement;
        std::string typed;
        Field where;
        int entry;
    };
    const std::vector<Case> cases{
        // A bare number by the place it stands in: `result ev.db 5 3 6` is 3NS v 6EW.
        {&m, "3", Field::NorthSouth, 3},
        {&m, "6", Field::EastWest, 13},
        {&m, "1", Field::EastWest, 8},
        // Every spelling of a label, anywhere.
        {&m, "3EW", Field::EastWest, 10},
        {&m, "3 EW", Field::EastWest, 10},
        {&m, "ew3", Field::EastWest, 10},
        {&m, "EW 3", Field::Any, 10},
        {&m, "3ns", Field::Any, 3},
        {&m, " 7 Ew ", Field::Any, 14},
        {&h, "7", Field::NorthSouth, 7},
        {&h, "7", Field::EastWest, 7},
        {&h, "8", Field::Any, 8},
        {&teams, "b2", Field::NorthSouth, 4},
        {&teams, "A1", Field::Any, 1},
        {&players, "8", Field::EastWest, 8},
        {&players, "3", Field::NorthSouth, 3},
    };
    for (const auto& c : cases) {
        CAPTURE(c.typed, static_cast<int>(c.where));
        CHECK(readEntry(*c.movement, c.typed, c.where) == c.entry);
    }
}

TEST_CASE_METHOD(EveryLabelling,
                 "labels that name no entry, or one of the other field, are refused plainly",
                 "[labels]") {
    struct Case {
        const Movement* movement;
        std::string typed;
        Field where;
        std::string message;
    };
    const std::vector<Case> cases{
        {&m, "3EW", Field::NorthSouth,
         "'3EW' is an East-West pair, given where the North-South pair goes (North-South comes "
         "first)."},
        {&m, "2 ns", Field::EastWest,
         "'2 ns' is a North-South pair, given where the East-West pair goes (North-South "
         "comes first)."},
        // Internal numbers never reach a person, so they are not read either.
        {&m, "8", Field::EastWest,
         "'8' is not a pair of this movement (North-South pairs are 1NS to 7NS, East-West "
         "pairs 1EW to 7EW)."},
        {&m, "3", Field::Any, "'3' is not a pair of this movement (say which: 3NS or 3EW)."},
        {&m, "", Field::NorthSouth,
         "'' is not a pair of this movement (North-South pairs are 1NS to 7NS, East-West "
         "pairs 1EW to 7EW)."},
        {&h, "9", Field::NorthSouth, "'9' is not a pair of this movement (the pairs are 1 to 8)."},
        {&h, "3NS", Field::NorthSouth,
         "'3NS' is not a pair of this movement (the pairs are 1 to 8)."},
        {&teams, "3", Field::NorthSouth,
         "'3' is not a pair of this movement (the pairs are A1 to D2)."},
    };
    for (const auto& c : cases) {
        CAPTURE(c.typed);
        try {
            readEntry(*c.movement, c.typed, c.where);
            FAIL("accepted");
        } catch (const InputError& e) {
            CHECK(std::string(e.what()) == c.message);
        }
    }
}

// --- Sections ------------------------------------------------------------------------------

TEST_CASE("with sections every entry carries its section letter", "[labels][sections]") {
    // A 3-table Mitchell (pairs 1NS..3NS, 1EW..3EW) beside a 4-pair Howell (1..4).
    const std::vector<Section> sections{{"A", mitchellOf(3)}, {"B", completeHowell(4)}};
    struct Case {
        int entry;
        std::string label;
    };
    const std::vector<Case> cases{{1, "A1NS"}, {3, "A3NS"}, {4, "A1EW"},
                                  {6, "A3EW"}, {7, "B1"},   {10, "B4"}};
    for (const auto& c : cases) {
        CAPTURE(c.entry);
        CHECK(entryLabel(sections, c.entry) == c.label);
        CHECK(readEntry(sections, c.label) == c.entry);
    }
    CHECK(sessionEntry(sections, {1, 2}) == 8);
    CHECK(sectionEntryOf(sections, 8).section == 1);
    CHECK(sectionEntryOf(sections, 8).entry == 2);
    CHECK_THROWS_AS(sectionEntryOf(sections, 11), std::invalid_argument);

    // Typed in any case and spacing; a bare number after the letter by its place.
    CHECK(readEntry(sections, "a 2 ew") == 5);
    CHECK(readEntry(sections, "A2", Field::EastWest) == 5);
    CHECK(readEntry(sections, "A2", Field::NorthSouth) == 2);
    CHECK(readEntry(sections, "b3", Field::EastWest) == 9);
}

TEST_CASE("a section label is refused plainly", "[labels][sections]") {
    const std::vector<Section> sections{{"A", mitchellOf(3)}, {"B", mitchellOf(3)}};
    const auto message = [&](const std::string& typed) { return refusal(sections, typed); };
    CHECK(message("C1") == "there is no section C (the sections are A and B), in 'C1'.");
    CHECK(message("1") == "'1' names no section: with sections A and B a pair is named with its "
                          "section letter first (A1).");
    CHECK(message("B9").rfind("section B: '9' is not a pair of this movement", 0) == 0);
    CHECK(message("A1EW").rfind("section A: '1EW' is an East-West pair", 0) == 0);

    CHECK(sectionOfLine(sections, 1, 4) == 0);
    CHECK(sectionOfLine(sections, 7, 10) == 1);
    try {
        sectionOfLine(sections, 1, 10);
        FAIL("pairs of two sections were accepted as one line");
    } catch (const InputError& e) {
        CHECK(std::string(e.what()) == "A1NS and B1EW are in different sections: a result is "
                                       "between two pairs of one section.");
    }
}

TEST_CASE("with one section labels are the movement's own", "[labels][sections]") {
    const Movement m = mitchellOf(3);
    const Movement teams = roundRobinOf(4);
    const std::vector<Section> one{{"A", m}};
    for (int e = 1; e <= m.pairs; ++e) {
        CHECK(entryLabel(one, e) == entryLabel(m, e));
        CHECK(readEntry(one, entryLabel(m, e)) == e);
    }
    CHECK(readEntry(one, "2", Field::EastWest) == readEntry(m, "2", Field::EastWest));
    // A team's pair "A1" stays its own label, not section A's pair 1.
    const std::vector<Section> teamSection{{"A", teams}};
    CHECK(readEntry(teamSection, "B2") == readEntry(teams, "B2"));
    CHECK(entryLabel(teamSection, 1) == "A1");
}

// --- Sections past Z -----------------------------------------------------------------------

TEST_CASE("sections are lettered A to Z, AA to ZZ, then AAA to ZZZ, as a spreadsheet's columns",
          "[labels][sections]") {
    CHECK(sectionLetters(0) == "A");
    CHECK(sectionLetters(25) == "Z");
    CHECK(sectionLetters(26) == "AA");
    CHECK(sectionLetters(27) == "AB");
    CHECK(sectionLetters(51) == "AZ");
    CHECK(sectionLetters(52) == "BA");
    CHECK(sectionLetters(701) == "ZZ");
    // Past ZZ: three letters, in the same order (a national simultaneous of 2,000 clubs).
    CHECK(sectionLetters(702) == "AAA");
    CHECK(sectionLetters(703) == "AAB");
    CHECK(sectionLetters(727) == "AAZ");
    CHECK(sectionLetters(728) == "ABA");
    CHECK(sectionLetters(1377) == "AZZ");
    CHECK(sectionLetters(1378) == "BAA");
    CHECK(sectionLetters(1999) == "BXX");
    CHECK(sectionLetters(18277) == "ZZZ");
    CHECK(kSectionLetterings == 18278);
    CHECK_THROWS_AS(sectionLetters(18278), std::invalid_argument);

    // Every index there and back again, and each after the one before: by length, then the
    // letters (the order the store lists them in).
    for (std::size_t i = 0; i < kSectionLetterings; ++i) {
        CAPTURE(i);
        const std::string letters = sectionLetters(i);
        REQUIRE(sectionIndex(letters) == i);
        if (i > 0) {
            const std::string before = sectionLetters(i - 1);
            REQUIRE((before.size() < letters.size() ||
                     (before.size() == letters.size() && before < letters)));
        }
    }
    CHECK(sectionIndex("z") == 25);
    CHECK(sectionIndex("aa") == 26);
    CHECK(sectionIndex("Ba") == 52);
    CHECK(sectionIndex("ZZ") == 701);
    CHECK(sectionIndex("aaa") == 702);
    CHECK(sectionIndex("AaB") == 703);
    CHECK(sectionIndex("ZZZ") == 18277);
    for (const char* notLetters : {"", "AAAA", "A1", "AA1", "1", "A ", "-", "\xc3\x84"}) {
        CAPTURE(notLetters);
        CHECK_FALSE(sectionIndex(notLetters).has_value());
    }
}

TEST_CASE("a label of a section past Z starts with its two letters", "[labels][sections]") {
    // Forty sections A..AN of a 13-table Mitchell (pairs 1NS..13NS, 1EW..13EW: 26 each).
    std::vector<Section> sections;
    for (std::size_t i = 0; i < 40; ++i)
        sections.push_back({sectionLetters(i), mitchellOf(13)});
    REQUIRE(sections.back().letter == "AN");
    const int ab12ns = sessionEntry(sections, {27, 12});
    CHECK(entryLabel(sections, ab12ns) == "AB12NS");
    CHECK(entryLabel(sections, sessionEntry(sections, {26, 1})) == "AA1NS");
    CHECK(entryLabel(sections, sessionEntry(sections, {25, 14})) == "Z1EW");

    CHECK(readEntry(sections, "AB12NS") == ab12ns);
    CHECK(readEntry(sections, "ab 12 ns") == ab12ns);
    CHECK(readEntry(sections, "AB12", Field::NorthSouth) == ab12ns);
    CHECK(readEntry(sections, "AB NS12") == ab12ns);
    // One letter as before.
    CHECK(readEntry(sections, "B3EW") == sessionEntry(sections, {1, 16}));
    CHECK(readEntry(sections, "b 3", Field::NorthSouth) == sessionEntry(sections, {1, 3}));
    CHECK(readEntry(sections, "Z13EW") == sessionEntry(sections, {25, 26}));
    // Letters that could name A or AN: "ANS3" is A's NS3, "AN3NS" AN's 3NS.
    CHECK(readEntry(sections, "ANS3") == sessionEntry(sections, {0, 3}));
    CHECK(readEntry(sections, "AN3NS") == sessionEntry(sections, {39, 3}));
    CHECK(readEntry(sections, "an 3", Field::EastWest) == sessionEntry(sections, {39, 16}));

    const auto message = [&](const std::string& typed) { return refusal(sections, typed); };
    CHECK(message("AO1NS") == "there is no section AO (the sections are A to AN), in 'AO1NS'.");
    CHECK(message("AONS1") == "there is no section AO (the sections are A to AN), in 'AONS1'.");
    CHECK(message("ZZ1") == "there is no section ZZ (the sections are A to AN), in 'ZZ1'.");
    CHECK(message("12") == "'12' names no section: with sections A to AN a pair is named with "
                           "its section letter first (A12).");
    CHECK(message("AB99").rfind("section AB: '99' is not a pair of this movement", 0) == 0);
    CHECK(message("AB1EW").rfind("section AB: '1EW' is an East-West pair", 0) == 0);
}

TEST_CASE("a label of a section past ZZ starts with its three letters", "[labels][sections]") {
    // 2,000 sections A..BXX of a 10-table Mitchell (1NS..10NS, 1EW..10EW: 20 pairs each).
    std::vector<Section> sections(2000, Section{"", mitchellOf(10)});
    for (std::size_t i = 0; i < sections.size(); ++i)
        sections[i].letter = sectionLetters(i);
    const auto entry = [&](std::size_t section, int number) {
        return sessionEntry(sections, {section, number});
    };
    // Both sides of the boundaries, printed and read back.
    for (const auto& [index, label] :
         std::vector<std::pair<std::size_t, std::string>>{{25, "Z3EW"},
                                                          {26, "AA3EW"},
                                                          {701, "ZZ3EW"},
                                                          {702, "AAA3EW"},
                                                          {703, "AAB3EW"},
                                                          {1999, "BXX3EW"}}) {
        CAPTURE(label);
        CHECK(entryLabel(sections, entry(index, 13)) == label);
        CHECK(readEntry(sections, label) == entry(index, 13));
    }
    CHECK(entryLabel(sections, entry(702, 1)) == "AAA1NS");
    CHECK(entryLabel(sections, static_cast<int>(sections.size()) * 20) == "BXX10EW");
    // As a result line names its pairs: a bare number by its place, any case and spacing.
    CHECK(readEntry(sections, "aaa 3", Field::NorthSouth) == entry(702, 3));
    CHECK(readEntry(sections, "AAA3", Field::EastWest) == entry(702, 13));
    CHECK(readEntry(sections, "AAA EW3") == entry(702, 13));
    CHECK(readEntry(sections, "AANS3") == entry(26, 3)); // AA's NS3, no section AAN holds "S3"
    CHECK(sectionOfLine(sections, entry(702, 3), entry(702, 13)) == 702);
    CHECK_THROWS_WITH(sectionOfLine(sections, entry(702, 3), entry(26, 13)),
                      "AAA3NS and AA3EW are in different sections: a result is between two "
                      "pairs of one section.");

    const auto message = [&](const std::string& typed) {
        try {
            readEntry(sections, typed, Field::NorthSouth);
        } catch (const InputError& e) {
            return std::string(e.what());
        }
        return std::string("accepted");
    };
    CHECK(message("BXY1") == "there is no section BXY (the sections are A to BXX), in 'BXY1'.");
    CHECK(message("AAA11").rfind("section AAA: '11' is not a pair of this movement", 0) == 0);
    // Section ANS is there: "ANS3" in the North-South place is ANS's 3NS or A's NS3. Neither is
    // taken for the other; as printed each is one pair.
    CHECK(message("ANS3") ==
          "'ANS3' could be ANS3NS or A3NS: type the label as printed (ANS3NS or A3NS).");
    CHECK(readEntry(sections, "ANS3NS") == entry(*sectionIndex("ANS"), 3));
    CHECK(readEntry(sections, "A3NS") == entry(0, 3));
    CHECK(readEntry(sections, "ANS3") == entry(0, 3)); // anywhere, ANS's bare 3 names no pair
}

TEST_CASE("a label's direction is read one way by the movement and by results files", "[labels]") {
    const Movement m = mitchellOf(4);
    for (const char* typed : {"3NS", "NS3", "3 ns", "ns 3", "EW2", "2 EW", "ew2"}) {
        INFO(typed);
        const overplay::core::PlayedPairNumber played = overplay::core::readPlayedPairNumber(typed);
        CHECK(entryLabel(m, readEntry(m, typed)) ==
              played.number + overplay::core::fieldWord(played.field));
        CHECK(fieldOfEntry(m, readEntry(m, typed)) == played.field);
    }
}
