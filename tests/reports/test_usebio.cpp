// SPDX-License-Identifier: GPL-3.0-or-later
// USEBIO read back: every scoring method's export validates against
// tests/data/usebio/usebio_1_2_overplay.dtd (xmllint), holds every board and line, and puts
// its elements in the order real USEBIO programs write and read them
// (tests/data/usebio/real_world_order.txt, transcribed from two of them).
#include "reports/Format.h"
#include "reports/UsebioWriter.h"
#include "tests/reports/ReportFixture.h"
#include "tests/reports/Tools.h"

#include <QXmlStreamReader>
#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <vector>

using namespace overplay;
using namespace overplay::reports;
using namespace overplay::reports::testing;

namespace {

const QString dtdPath = QString(OVERPLAY_TEST_DATA) + "/usebio/usebio_1_2_overplay.dtd";

// real_world_order.txt: for each parent, its children (and "@attributes") in order; `seen`
// is false for a name only the reader shows (marked "~").
struct Child {
    std::string name;
    bool seen = true;
};
using OrderRules = std::map<std::string, std::vector<Child>>;

OrderRules readOrderRules() {
    std::ifstream in(std::string(OVERPLAY_TEST_DATA) + "/usebio/real_world_order.txt");
    OrderRules rules;
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#')
            continue;
        auto colon = line.find(':');
        REQUIRE(colon != std::string::npos);
        auto& children = rules[line.substr(0, colon)];
        std::istringstream words(line.substr(colon + 1));
        std::string word;
        while (words >> word) {
            const bool readOnly = word.back() == '~';
            if (readOnly)
                word.pop_back();
            children.push_back({word, !readOnly});
        }
    }
    return rules;
}

int indexOf(const std::vector<Child>& children, const std::string& name) {
    for (std::size_t i = 0; i < children.size(); ++i)
        if (children[i].name == name)
            return static_cast<int>(i);
    return -1;
}

// Every element and attribute of `xml` that the rules do not list under its parent, or that
// comes before a sibling the rules put before it.
std::vector<std::string> orderProblems(const std::string& xml, const OrderRules& rules) {
    std::vector<std::string> problems;
    struct Open {
        std::string name;
        int lastChild = -1;
    };
    std::vector<Open> open{{"", -1}};
    QXmlStreamReader reader(QString::fromStdString(xml));
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isStartElement()) {
            const std::string name = reader.name().toString().toStdString();
            Open& parent = open.back();
            if (!parent.name.empty()) {
                auto rule = rules.find(parent.name);
                const int at = rule == rules.end() ? -1 : indexOf(rule->second, name);
                if (at < 0)
                    problems.push_back(name + " in " + parent.name + ": no source shows it there");
                else if (at < parent.lastChild)
                    problems.push_back(name + " in " + parent.name + ": out of order");
                else
                    parent.lastChild = at;
            }
            auto own = rules.find(name);
            for (const auto& attribute : reader.attributes()) {
                const std::string a = "@" + attribute.name().toString().toStdString();
                if (own == rules.end() || indexOf(own->second, a) < 0)
                    problems.push_back(a + " of " + name + ": no source shows it");
            }
            open.push_back({name, -1});
        } else if (reader.isEndElement()) {
            open.pop_back();
        }
    }
    if (reader.hasError())
        problems.push_back("not well-formed: " + reader.errorString().toStdString());
    return problems;
}

// A document with every element the real files show, in their order, one of each.
void writeRealWorld(const OrderRules& rules, const std::string& name, std::string& out) {
    static const std::map<std::string, std::string> values = {{"@Version", "1.2"},
                                                              {"@EVENT_TYPE", "PAIRS"}};
    auto rule = rules.find(name);
    out += "<" + name;
    if (rule != rules.end())
        for (const auto& child : rule->second)
            if (child.seen && child.name[0] == '@')
                out += " " + child.name.substr(1) + "=\"" + values.at(child.name) + "\"";
    out += ">";
    if (rule == rules.end()) {
        out += "1";
    } else {
        for (const auto& child : rule->second)
            if (child.seen && child.name[0] != '@')
                writeRealWorld(rules, child.name, out);
    }
    out += "</" + name + ">";
}

ToolRun validate(const std::string& xml) {
    QTemporaryDir dir;
    const QString path = dir.filePath("usebio.xml");
    std::ofstream(path.toStdString(), std::ios::trunc) << xml;
    return runTool("xmllint", {"--noout", "--nonet", "--dtdvalid", dtdPath, path});
}

/// Checks the file against USEBIO's DTD with xmllint; warns, checking nothing, without it.
void checkAgainstDtd(const std::string& xml) {
    if (!hasTool("xmllint")) {
        WARN("xmllint missing (libxml2-utils): USEBIO not validated against the DTD");
        return;
    }
    auto run = validate(xml);
    INFO(run.err);
    CHECK(run.exitCode == 0);
}

struct Parsed {
    std::map<std::string, int> elements;
    std::map<std::string, std::vector<std::string>> texts; // text of each leaf element
    std::string publicId, systemId;
    bool wellFormed = false;
};

Parsed parse(const std::string& xml) {
    Parsed p;
    QXmlStreamReader reader(QString::fromStdString(xml));
    std::string open;
    while (!reader.atEnd()) {
        reader.readNext();
        if (reader.isDTD()) {
            p.publicId = reader.dtdPublicId().toString().toStdString();
            p.systemId = reader.dtdSystemId().toString().toStdString();
        } else if (reader.isStartElement()) {
            open = reader.name().toString().toStdString();
            ++p.elements[open];
            if (open == "EVENT")
                p.texts["@EVENT_TYPE"].push_back(
                    reader.attributes().value("EVENT_TYPE").toString().toStdString());
            if (open == "TEAM" && reader.attributes().hasAttribute("TEAM_NAME"))
                p.texts["@TEAM_NAME"].push_back(
                    reader.attributes().value("TEAM_NAME").toString().toStdString());
        } else if (reader.isCharacters() && !reader.isWhitespace()) {
            p.texts[open].push_back(reader.text().toString().toStdString());
        }
    }
    p.wellFormed = !reader.hasError();
    return p;
}

std::string first(const Parsed& p, const std::string& name) {
    auto it = p.texts.find(name);
    return it == p.texts.end() || it->second.empty() ? "" : it->second.front();
}

EventSnapshot individualEvening() {
    auto s = evening(3, 3, 3, 2);
    s.movement.kind = "individual";
    for (auto& [number, info] : s.entries)
        info.players.resize(1);
    return s;
}

} // namespace

TEST_CASE("USEBIO: the order transcribed from real programs is read whole", "[reports][usebio]") {
    const OrderRules rules = readOrderRules();
    // What both programs agree on (the facts the order test stands on).
    REQUIRE(rules.count("EVENT") == 1);
    const auto& event = rules.at("EVENT");
    CHECK(indexOf(event, "PROGRAM_NAME") < indexOf(event, "EVENT_DESCRIPTION"));
    CHECK(indexOf(event, "PARTICIPANTS") < indexOf(event, "BOARD"));
    CHECK(rules.at("TRAVELLER_LINE").size() == 10);
    CHECK(rules.at("PAIR").front().name == "PAIR_NUMBER");
    CHECK_FALSE(rules.at("MATCH").front().seen);
}

TEST_CASE("USEBIO: every method's export follows the real-world order and validates",
          "[reports][usebio]") {
    struct Case {
        const char* name;
        EventSnapshot snapshot;
        const char* eventType;
        const char* method;
        int participants; // PAIR, PLAYER or TEAM under PARTICIPANTS
        int matches;
        int boards;
        int lines;
    };
    const EventSnapshot pairs = evening(3, 3, 3, 2);
    // Boards: six in the pairs events; six in each of the two team matches.
    const Case cases[] = {
        {"pairs, matchpoints", pairs, "PAIRS", "MATCH_POINTS", 6, 0, 6, 18},
        {"pairs, cross-IMPs", scoredWith(pairs, core::ScoringMethod::CrossImps), "PAIRS",
         "CROSS_IMPS", 6, 0, 6, 18},
        {"pairs, Butler", scoredWith(pairs, core::ScoringMethod::Butler), "PAIRS", "BUTLER_IMPS", 6,
         0, 6, 18},
        {"teams, IMPs and VPs", teamsEvening(core::ScoringMethod::TeamImps), "TEAMS", "IMPS", 4, 2,
         12, 24},
        {"teams, board-a-match", teamsEvening(core::ScoringMethod::BoardAMatch), "TEAMS", "BAM", 4,
         2, 12, 24},
        {"individual", individualEvening(), "INDIVIDUAL", "MATCH_POINTS", 6, 0, 6, 18},
        {"pairs, duplicate whist", scoredWith(pairs, core::ScoringMethod::Whist), "PAIRS", "OTHER",
         6, 0, 6, 18},
    };
    const OrderRules rules = readOrderRules();
    for (const auto& c : cases) {
        INFO(c.name);
        const std::string xml = usebioXml(c.snapshot);
        const Parsed p = parse(xml);
        REQUIRE(p.wellFormed);
        CHECK(p.publicId == usebioPublicId);
        CHECK(p.systemId == usebioSystemUrl);
        CHECK(first(p, "@EVENT_TYPE") == c.eventType);
        CHECK(first(p, "BOARD_SCORING_METHOD") == c.method);
        CHECK(first(p, "PROGRAM_NAME") == "Overplay");
        CHECK(p.elements.at("PARTICIPANTS") == 1);
        const std::string participant = std::string(c.eventType) == "TEAMS"        ? "TEAM"
                                        : std::string(c.eventType) == "INDIVIDUAL" ? "PLAYER"
                                                                                   : "PAIR";
        CHECK(p.elements.at(participant) >= c.participants);
        CHECK(p.elements.count("MATCH") == (c.matches ? 1u : 0u));
        if (c.matches)
            CHECK(p.elements.at("MATCH") == c.matches);
        CHECK(p.elements.at("BOARD") == c.boards);
        CHECK(p.elements.at("TRAVELLER_LINE") == c.lines);
        CHECK(p.texts.at("PLACE").size() == static_cast<std::size_t>(c.participants));

        const auto problems = orderProblems(xml, rules);
        for (const auto& problem : problems)
            UNSCOPED_INFO(problem);
        CHECK(problems.empty());

        checkAgainstDtd(xml);
    }
}

TEST_CASE("USEBIO of a pairs evening holds every pair, line and place", "[reports][usebio]") {
    const auto s = evening(3, 3, 3, 2);
    const Parsed p = parse(usebioXml(s));
    CHECK(first(p, "EVENT_DESCRIPTION") == "Tuesday Pairs");
    CHECK(first(p, "DATE") == "24/11/2026");
    CHECK(first(p, "WINNER_TYPE") == "2");
    CHECK(first(p, "CLUB_NAME") == "Overplay Bridge Club");
    CHECK(p.elements.at("PLAYER_NAME") == 12);
    CHECK(p.elements.at("DIRECTION") == 6);
    CHECK(p.texts.at("BOARDS_PLAYED").size() == 7); // the event's and each pair's
    CHECK(p.texts.at("PERCENTAGE").size() == 6);
    const auto& contracts = p.texts.at("CONTRACT");
    CHECK(std::count(contracts.begin(), contracts.end(), "A+/A-") == 1);
    // A doubled contract as the converted club files write it.
    for (const auto& c : contracts)
        CHECK(c.find('X') == std::string::npos);
    CHECK(std::count(contracts.begin(), contracts.end(), "5Dx") >= 1);
}

TEST_CASE("USEBIO of a teams event: teams with their pairs, matches with VPs",
          "[reports][usebio]") {
    const auto s = teamsEvening(core::ScoringMethod::TeamImps);
    const Parsed p = parse(usebioXml(s));
    CHECK(first(p, "MATCH_SCORING_METHOD") == "VPS");
    CHECK(first(p, "WINNER_TYPE") == "1");
    CHECK(p.texts.at("@TEAM_NAME") ==
          std::vector<std::string>{"Team 1", "Team 2", "Team 3", "Team 4"});
    CHECK(p.elements.at("PAIR") == 8);
    CHECK(p.texts.at("ROUND_NUMBER") == std::vector<std::string>{"1", "1"});
    CHECK(p.texts.at("TEAM") == std::vector<std::string>{"1", "3"});
    CHECK(p.texts.at("OPPOSING_TEAM") == std::vector<std::string>{"2", "4"});
    // Each match's VPs are those of the scored match, and a team's total is its VPs.
    REQUIRE(s.result->matches.size() == 2);
    CHECK(p.texts.at("TEAM_SCORE")[0] == pointsText(s.result->matches[0].vpA));
    CHECK(p.texts.at("OPPOSING_TEAM_SCORE")[1] == pointsText(s.result->matches[1].vpB));
    CHECK(p.elements.count("PERCENTAGE") == 0);
}

TEST_CASE("USEBIO of duplicate whist: method OTHER, North-South's tricks, no contract",
          "[reports][usebio]") {
    const auto s = scoredWith(evening(3, 3, 3, 2), core::ScoringMethod::Whist);
    const Parsed p = parse(usebioXml(s));
    CHECK(first(p, "BOARD_SCORING_METHOD") == "OTHER");
    CHECK(p.elements.count("CONTRACT") == 0);
    CHECK(p.elements.count("PLAYED_BY") == 0);
    REQUIRE(p.texts.at("TRICKS").size() == 18);
    CHECK(p.texts.at("TRICKS")[0] ==
          std::to_string(*s.result->boards[0].lines[0].line.whistTricksNs));
}

TEST_CASE("USEBIO: the DTD takes the real-world order and refuses another", "[reports][usebio]") {
    if (!hasTool("xmllint")) {
        WARN("xmllint missing (libxml2-utils): the DTD not checked");
        return;
    }
    const OrderRules rules = readOrderRules();
    std::string real = "<?xml version=\"1.0\"?>";
    writeRealWorld(rules, "USEBIO", real);
    CHECK(real.find("<MPS_AWARDED_FLAG>") != std::string::npos);
    CHECK(real.find("<MASTER_POINT_TYPE>") != std::string::npos);
    auto run = validate(real);
    INFO(real);
    INFO(run.err);
    CHECK(run.exitCode == 0);

    // Our old order (description first) is refused by the DTD and by the order check.
    auto s = evening(3, 3, 3, 2);
    std::string xml = usebioXml(s);
    const auto description = xml.find("<EVENT_DESCRIPTION>");
    const auto end = xml.find('\n', description);
    std::string line = xml.substr(description, end - description);
    xml.erase(description, end - description);
    xml.insert(xml.find("<PROGRAM_NAME>"), line);
    CHECK(validate(xml).exitCode != 0);
    CHECK_FALSE(orderProblems(xml, rules).empty());
}

TEST_CASE("USEBIO of an event without results is still valid", "[reports][usebio]") {
    auto s = evening(3, 3, 3, 2);
    s.result.reset();
    s.clubName.clear();
    const std::string xml = usebioXml(s);
    const Parsed p = parse(xml);
    CHECK(p.elements.count("BOARD") == 0);
    CHECK(p.elements.count("CLUB") == 0);
    CHECK(p.elements.count("WINNER_TYPE") == 0);
    CHECK(p.elements.at("PAIR") == 6);
    CHECK(orderProblems(xml, readOrderRules()).empty());
    if (!hasTool("xmllint"))
        return;
    auto run = validate(xml);
    INFO(run.err);
    CHECK(run.exitCode == 0);
}

TEST_CASE("USEBIO numbers a Mitchell's pairs as printed, with their direction",
          "[reports][usebio][labels]") {
    // A generated 3-table Mitchell: East-West pairs 1EW..3EW are the program's 4..6.
    const auto s = eveningOn(generated("mitchell", 3));
    const Parsed p = parse(usebioXml(s));
    std::vector<std::string> numbers = p.texts.at("PAIR_NUMBER");
    std::sort(numbers.begin(), numbers.end());
    CHECK(numbers == std::vector<std::string>{"1", "1", "2", "2", "3", "3"});
    std::vector<std::string> directions = p.texts.at("DIRECTION");
    std::sort(directions.begin(), directions.end());
    CHECK(directions == std::vector<std::string>{"EW", "EW", "EW", "NS", "NS", "NS"});
    for (const char* side : {"NS_PAIR_NUMBER", "EW_PAIR_NUMBER"})
        for (const auto& number : p.texts.at(side)) {
            CAPTURE(side, number);
            CHECK((number == "1" || number == "2" || number == "3"));
        }
}

TEST_CASE("USEBIO of a session of two sections: a SECTION each, valid", "[reports][usebio]") {
    const auto a = scoredWith(evening(3, 3, 3, 2), core::ScoringMethod::MatchpointsEbu);
    const auto b = scoredWith(evening(3, 3, 3, 2), core::ScoringMethod::MatchpointsEbu);
    const std::string xml = usebioXml(std::vector<UsebioSection>{{"A", a}, {"B", b}});
    const Parsed p = parse(xml);
    CHECK(p.elements.at("SECTION") == 2);
    CHECK(p.elements.at("PARTICIPANTS") == 2);
    CHECK(xml.find("SECTION_ID=\"A\"") != std::string::npos);
    CHECK(xml.find("SECTION_ID=\"B\"") != std::string::npos);
    checkAgainstDtd(xml);
}

TEST_CASE("USEBIO of duplicate whist: no score and no matchpoints on a line", "[reports][usebio]") {
    const auto s = scoredWith(evening(3, 3, 3, 2), core::ScoringMethod::Whist);
    const Parsed p = parse(usebioXml(s));
    CHECK(p.elements.count("SCORE") == 0);
    CHECK(p.elements.count("NS_MATCH_POINTS") == 0);
    CHECK(p.elements.count("EW_MATCH_POINTS") == 0);
}

namespace {

/// The snapshot as a club's return: the club and its number, every player a member number,
/// the EBU's charge code, and each ranking's field awarded for real (core::fieldAwards) on
/// `scale` as if the session were of `boards` boards (the fixtures are shorter than the 12
/// the EBU asks for), each field of `fieldSize` entries (0: its rows).
EventSnapshot clubReturn(EventSnapshot s, core::MasterPointScale scale, int boards,
                         int fieldSize = 0) {
    s.clubName = "Overplay Bridge Club";
    s.clubNumber = "4077";
    s.date = "2026-11-24";
    int member = 200100;
    for (const auto& [number, info] : s.entries)
        for (const auto& name : info.players)
            if (!name.empty())
                s.memberNumbers[name] = std::to_string(member++);
    s.settings.masterPoints = scale;
    s.settings.chargeCode = "10"; // the EBU's code for an ordinary club session
    s.masterPointScale = scale;
    const core::AwardEntry entry =
        s.movement.isIndividual() ? core::AwardEntry::Individual : core::AwardEntry::Pair;
    if (s.result && !s.isTeams())
        for (const auto& ranking : s.result->rankings)
            for (const auto& [e, award] :
                 core::fieldAwards(scale, {entry, fieldSize, boards}, ranking))
                s.masterPoints[e] = award;
    return s;
}

std::size_t awardedEntries(const EventSnapshot& s) {
    return static_cast<std::size_t>(std::count_if(s.masterPoints.begin(), s.masterPoints.end(),
                                                  [](const auto& a) { return a.second > 0; }));
}

} // namespace

TEST_CASE("USEBIO: every kind of club return with its awards validates", "[reports][usebio]") {
    // USEBIO 1.3 (usebio.org, "USEBIO 1.3", January 2018): "any valid 1.2 file will be valid
    // 1.3 simply by changing the version declaration", and the EBU's P2P_CHARGE_RATE "should
    // be changed to EBU_CHARGE_CODE". Every return says 1.3, carries the code under its 1.3
    // name and never the superseded one, and validates against the DTD the tests use.
    const auto pairs = scoredWith(evening(6, 5, 5, 3), core::ScoringMethod::MatchpointsEbu);
    struct Case {
        const char* name;
        std::vector<UsebioSection> sections;
        const char* participant;
        std::size_t awarded; // MASTER_POINTS written
    };
    const auto mitchell = clubReturn(pairs, core::MasterPointScale::Club, 24);
    // The individual fixture is a Mitchell's seats taken by 6 players, ranked in two fields:
    // each counted as the 6 players of the room.
    const auto individual = clubReturn(individualEvening(), core::MasterPointScale::County, 24, 6);
    const auto teams =
        clubReturn(teamsEvening(core::ScoringMethod::TeamImps), core::MasterPointScale::Club, 24);
    const auto a = clubReturn(pairs, core::MasterPointScale::District, 24);
    const auto b = clubReturn(scoredWith(evening(3, 3, 3, 2), core::ScoringMethod::MatchpointsEbu),
                              core::MasterPointScale::District, 24);
    const Case cases[] = {
        {"a Mitchell's two fields", {{"", mitchell}}, "PAIR", awardedEntries(mitchell)},
        {"an individual", {{"", individual}}, "PLAYER", awardedEntries(individual)},
        {"teams (no awards in Overplay)", {{"", teams}}, "TEAM", 0},
        {"two sections", {{"A", a}, {"B", b}}, "PAIR", awardedEntries(a) + awardedEntries(b)},
    };
    for (const auto& c : cases) {
        INFO(c.name);
        const std::string xml =
            c.sections.size() == 1 ? usebioXml(c.sections.front().snapshot) : usebioXml(c.sections);
        const Parsed p = parse(xml);
        REQUIRE(p.wellFormed);
        CHECK(xml.find("<USEBIO Version=\"1.3\">") != std::string::npos);
        CHECK(first(p, "CLUB_ID_NUMBER") == "4077");
        CHECK(first(p, "EBU_CHARGE_CODE") == "10");
        CHECK(p.elements.count("P2P_CHARGE_RATE") == 0);
        CHECK(first(p, "MPS_AWARDED_FLAG") == (c.awarded > 0 ? "Y" : "N"));
        CHECK(p.elements.count("MASTER_POINTS") == (c.awarded > 0 ? 1u : 0u));
        if (c.awarded > 0) {
            CHECK(p.elements.at("MASTER_POINTS") == static_cast<int>(c.awarded));
            for (const auto& type : p.texts.at("MASTER_POINT_TYPE"))
                CHECK(type == "BLACK");
        }
        CHECK(p.elements.at(c.participant) >= 1);
        CHECK(p.elements.at("NATIONAL_ID_NUMBER") >= 1);
        checkAgainstDtd(xml);
    }
    // The individual's awards stand in each player's own PLAYER: a field of 6 players is one
    // full table, a third of its 4 players 1 award (the EBU's Scale F counts four players a
    // table), its 3 a place on the club scale doubled to 6 on the county scale and raised to
    // the county minimum of 12.
    REQUIRE(awardedEntries(individual) == 2);
    const Parsed p = parse(usebioXml(individual));
    CHECK(p.texts.at("MASTER_POINTS_AWARDED") == std::vector<std::string>{"12", "12"});
}
