// SPDX-License-Identifier: GPL-3.0-or-later
// The PBN reader against the import pitfalls of PBN 2.1 (what the standard allows), each
// with a small text; the writer and round trips.
#include "core/Error.h"
#include "core/Pbn.h"
#include "tests/support/Errors.h"
#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {

const char* const kTV33 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";

// The message of the InputError that reading `text` throws ("" when it does not throw).
std::string readError(const std::string& text) {
    return overplay::tests::inputErrorOf([&] { readPbn(text); });
}

bool hasWarning(const PbnFile& file, int line, const std::string& part) {
    for (const auto& w : file.warnings)
        if (w.line == line && w.message.find(part) != std::string::npos)
            return true;
    return false;
}

} // namespace

TEST_CASE("a plain game reads into values", "[pbn]") {
    const auto file = readPbn("% PBN 2.1\n"
                              "[Event \"Club\"]\n"
                              "[Board \"3\"]\n"
                              "[Dealer \"S\"]\n"
                              "[Vulnerable \"EW\"]\n"
                              "[Deal \"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 "
                              "AT942.AQ4.32.KJ3\"]\n"
                              "[Declarer \"E\"]\n"
                              "[Contract \"2SX\"]\n"
                              "[Result \"8\"]\n"
                              "[Score \"EW 470\"]\n");
    CHECK(file.version == "2.1");
    CHECK(file.warnings.empty());
    REQUIRE(file.games.size() == 1);
    const auto& g = file.games[0];
    CHECK(g.line == 2);
    CHECK(g.board == 3);
    CHECK(g.dealer == Seat::South);
    CHECK(g.vulnerability == Vulnerability::EastWest);
    REQUIRE(g.deal);
    CHECK(g.deal->pbn() == kTV33);
    CHECK(g.contract == Contract{2, Strain::Spades, Doubling::Doubled});
    CHECK(g.declarer == Seat::East);
    CHECK(g.result == 8);
    CHECK(g.scoreNS == -470);
    CHECK(g.value("Event") == "Club");
    CHECK(g.tags.size() == 9);
}

TEST_CASE("Deal: first seat need not be the dealer, ranks any order, lower case", "[pbn]") {
    // The same deal as TV33 starting from East, West's ranks jumbled, all in lower case.
    const auto file =
        readPbn("[Dealer \"N\"]\n"
                "[Deal \"e:873.j97.at764.q4 k5.t83.kq9.a7652 249ta.qa4.23.3jk qj6.k652.j85.t98\"]");
    REQUIRE(file.games.size() == 1);
    REQUIRE(file.games[0].deal);
    CHECK(file.games[0].deal->pbn() == kTV33);
    CHECK(parsePbnDeal("N:QJ6.K652.J85.1098 873.J97.AT764.Q4 K5.T83.KQ9.A7652 "
                       "AT942.AQ4.32.KJ3")
              .deal.pbn() == kTV33); // "10" for a ten
}

TEST_CASE("Deal: '-' is an unknown hand", "[pbn]") {
    // Three hands fix the fourth.
    auto three = parsePbnDeal("N:QJ6.K652.J85.T98 873.J97.AT764.Q4 - AT942.AQ4.32.KJ3");
    CHECK(three.complete);
    CHECK(three.known == std::array<bool, 4>{true, true, false, true});
    CHECK(three.deal.pbn() == kTV33);
    // Two do not.
    auto two = parsePbnDeal("N:QJ6.K652.J85.T98 - - AT942.AQ4.32.KJ3");
    CHECK_FALSE(two.complete);
    CHECK(two.known == std::array<bool, 4>{true, false, false, true});
    const auto file = readPbn("[Board \"1\"]\n[Deal \"W:- - - -\"]\n");
    CHECK_FALSE(file.games[0].deal);
    CHECK(file.games[0].handKnown == std::array<bool, 4>{});
}

TEST_CASE("Deal validation errors name the line and the problem", "[pbn]") {
    struct Case {
        const char* deal;
        const char* message;
    };
    const Case cases[] = {
        {"N:QJ6.K652.J85.T9 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
         "line 3: the Deal gives North 12 cards, not 13."},
        {"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ8",
         "line 3: the Deal gives C8 twice."},
        {"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652",
         "line 3: the Deal gives 3 hands, not 4 (use \"-\" for an unknown hand)."},
        {"N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A765X AT942.AQ4.32.KJ3",
         "line 3: the Deal gives South a 'X', which is not a card rank."},
        {"N:QJ6.K62J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
         "line 3: the Deal gives North 3 suits, not 4 (spades.hearts.diamonds.clubs)."},
        {"QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
         "line 3: the Deal \"QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 "
         "AT942.AQ4.32.KJ3\" does not start with a seat and ':' (\"N:\")."},
        {"X:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3",
         "line 3: the Deal starts with \"X\", not N, E, S or W."},
    };
    for (const auto& c : cases) {
        INFO(c.deal);
        CHECK(readError(std::string("[Event \"x\"]\n\n[Deal \"") + c.deal + "\"]\n") == c.message);
    }
}

TEST_CASE("a repeated tag is ignored: the first one counts", "[pbn]") {
    const auto file = readPbn("[Board \"1\"]\n"
                              "[Contract \"4S\"]\n"
                              "[Contract \"5H\"]\n"
                              "[Note \"1:first\"]\n"
                              "[Note \"2:second\"]\n");
    const auto& g = file.games.at(0);
    CHECK(g.contract == Contract{4, Strain::Spades});
    CHECK(hasWarning(file, 3, "a second Contract tag in one game is ignored"));
    CHECK(g.rawTags.size() == 5);
    CHECK(g.tags.size() == 4); // both Notes are kept: PBN repeats them on purpose
}

TEST_CASE("games end at an empty line, but not inside a {} comment", "[pbn]") {
    const auto file = readPbn("[Board \"1\"] { a comment\n"
                              "\n"
                              "with an empty line inside }\n"
                              "[Contract \"4S\"]\n"
                              "   \n"
                              "{ a comment alone }\n"
                              "[Board \"2\"]\n");
    REQUIRE(file.games.size() == 2);
    CHECK(file.games[0].contract == Contract{4, Strain::Spades});
    CHECK(file.games[1].board == 2);
    CHECK(file.games[1].line == 7);
    CHECK(file.warnings.empty());
}

TEST_CASE("';' comments run to the end of the line; '%' lines are escapes", "[pbn]") {
    const auto file = readPbn("% PBN 2.1\n"
                              "%Creator: someone [Board \"9\"]\n"
                              "[Board \"1\"] ; [Board \"8\"] is in a comment\n"
                              "; [Contract \"7NT\"]\n"
                              "[Contract \"3N\"] {[Declarer \"E\"]} [Declarer \"N\"]\n");
    REQUIRE(file.games.size() == 1);
    CHECK(file.games[0].board == 1);
    CHECK(file.games[0].contract == Contract{3, Strain::NoTrump});
    CHECK(file.games[0].declarer == Seat::North);
    CHECK(file.escapes == std::vector<std::string>{"PBN 2.1", "Creator: someone [Board \"9\"]"});
}

TEST_CASE("line endings CR LF, CR and LF and a byte-order mark read the same", "[pbn]") {
    const std::string lf = "[Board \"1\"]\n[Contract \"4S\"]\n\n[Board \"2\"]\n[Result \"9\"]\n";
    std::string crlf, cr;
    for (char c : lf) {
        crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
        cr += c == '\n' ? '\r' : c;
    }
    for (const std::string& text : {lf, crlf, cr, "\xEF\xBB\xBF" + crlf}) {
        const auto file = readPbn(text);
        REQUIRE(file.games.size() == 2);
        CHECK(file.games[0].contract == Contract{4, Strain::Spades});
        CHECK(file.games[1].line == 4);
        CHECK(file.games[1].result == 9);
        CHECK(file.games[0].tags[0].name == "Board"); // the BOM is not part of a name
    }
}

TEST_CASE("'#' copies the previous game's value", "[pbn]") {
    const auto file = readPbn("[Event \"#\"]\n"
                              "[Board \"1\"]\n"
                              "\n"
                              "[Event \"Spring pairs\"]\n"
                              "[Auction \"N\"]\n"
                              "1S Pass\n"
                              "\n"
                              "[Event \"#\"]\n"
                              "[Auction \"#\"]\n");
    REQUIRE(file.games.size() == 3);
    CHECK(hasWarning(file, 1, "Event \"#\" has no earlier game to copy from"));
    CHECK(file.games[2].value("Event") == "Spring pairs");
    CHECK(file.games[2].tag("Event")->inherited);
    CHECK(file.games[2].rawTags[0].value == "#");
    REQUIRE(file.games[2].tag("Auction")->section.size() == 1);
    CHECK(file.games[2].tag("Auction")->section[0].tokens ==
          std::vector<std::string>{"1S", "Pass"});
}

TEST_CASE("a game without Board and Deal is another table of the board before", "[pbn]") {
    // As rpbridge.net writes a match: the second table gives only its own tags.
    const std::string text = std::string("[Event \"Final\"]\n[Board \"4\"]\n[Dealer \"W\"]\n"
                                         "[Vulnerable \"Both\"]\n[Deal \"") +
                             kTV33 +
                             "\"]\n[Contract \"1N\"]\n\n"
                             "[West \"Other\"]\n[Contract \"2S\"]\n\n"
                             "[Board \"5\"]\n[Contract \"3C\"]\n";
    const auto file = readPbn(text);
    REQUIRE(file.games.size() == 3);
    const auto& second = file.games[1];
    CHECK(second.board == 4);
    CHECK(second.dealer == Seat::West);
    CHECK(second.vulnerability == Vulnerability::Both);
    CHECK(second.deal == file.games[0].deal);
    CHECK(second.contract == Contract{2, Strain::Spades});
    CHECK(second.value("Event") == "Final");
    CHECK(second.tag("Deal")->inherited);
    // A new board keeps the event but not the old deal.
    CHECK(file.games[2].board == 5);
    CHECK_FALSE(file.games[2].deal);
    CHECK(file.games[2].value("Event") == "Final");

    PbnReadOptions strict;
    strict.inheritMissingTags = false;
    CHECK_FALSE(readPbn(text, strict).games[1].board);
}

TEST_CASE("dates with question marks keep the parts that are known", "[pbn]") {
    const auto file = readPbn("[Date \"2012.08.??\"]\n\n[Date \"????.??.??\"]\n\n"
                              "[Date \"2021.08.23\"]\n\n[Date \"last week\"]\n");
    REQUIRE(file.games.size() == 4);
    CHECK(file.games[0].year == 2012);
    CHECK(file.games[0].month == 8);
    CHECK_FALSE(file.games[0].day);
    CHECK_FALSE(file.games[1].year);
    CHECK(file.games[2].day == 23);
    CHECK(file.games[3].value("Date") == "last week");
    CHECK(hasWarning(file, 7, "is not YYYY.MM.DD"));
}

TEST_CASE("tokens over 255 characters are kept and reported", "[pbn]") {
    const std::string name(300, 'x');
    const auto file =
        readPbn("[Board \"1\"]\n[West \"" + name + "\"]\n[Auction \"N\"]\n" + name + " Pass\n");
    CHECK(file.games[0].value("West") == name);
    CHECK(hasWarning(file, 2, "300 characters long"));
    CHECK(hasWarning(file, 4, "300 characters long"));
}

TEST_CASE("contracts as files write them", "[pbn]") {
    struct Case {
        const char* text;
        std::optional<Contract> contract;
    };
    const Case cases[] = {
        {"1N", Contract{1, Strain::NoTrump}},
        {"3NT", Contract{3, Strain::NoTrump}},
        {"Pass", Contract::passedOut()},
        {"4SX", Contract{4, Strain::Spades, Doubling::Doubled}},
        {"6HXX", Contract{6, Strain::Hearts, Doubling::Redoubled}},
        {"3NR", Contract{3, Strain::NoTrump, Doubling::Redoubled}}, // rpbridge.net
        {"?", std::nullopt},
        {"", std::nullopt},
    };
    for (const auto& c : cases) {
        INFO(c.text);
        const auto file = readPbn(std::string("[Contract \"") + c.text + "\"]\n");
        CHECK(file.games.at(0).contract == c.contract);
        CHECK(file.warnings.empty());
    }
    const auto bad = readPbn("[Board \"1\"]\n[Contract \"8S\"]\n[Declarer \"Q\"]\n"
                             "[Result \"14\"]\n[Vulnerable \"Maybe\"]\n[Board \"x\"]\n");
    CHECK(hasWarning(bad, 2, "Contract \"8S\" is not a contract"));
    CHECK(hasWarning(bad, 3, "Declarer \"Q\" is not N, E, S or W"));
    CHECK(hasWarning(bad, 4, "Result \"14\" is not a number of tricks"));
    CHECK(hasWarning(bad, 5, "Vulnerable \"Maybe\""));
    CHECK(hasWarning(bad, 6, "a second Board tag"));

    // Each checked tag names its value and what is wrong with it; nothing is taken from it.
    const auto worse = readPbn("[Board \"0\"]\n[Dealer \"Z\"]\n[Lead \"S1\"]\n"
                               "[DoubleDummyTricks \"12\"]\n[OptimumScore \"lots\"]\n"
                               "[Declarer \"^S\"]\n[Result \"^9\"]\n");
    CHECK(hasWarning(worse, 1, "Board \"0\" is not a board number"));
    CHECK(hasWarning(worse, 2, "Dealer \"Z\" is not N, E, S or W"));
    CHECK(hasWarning(worse, 3, "Lead \"S1\" is not a card"));
    CHECK(hasWarning(worse, 4, "DoubleDummyTricks \"12\" is not 20 hexadecimal digits"));
    CHECK(hasWarning(worse, 5, "OptimumScore \"lots\" is not a score"));
    const PbnGame& game = worse.games.at(0);
    CHECK_FALSE(game.board);
    CHECK_FALSE(game.dealer);
    CHECK_FALSE(game.lead);
    CHECK_FALSE(game.doubleDummyTricks);
    CHECK_FALSE(game.optimumScoreNS);
    // An irregularity mark is read past: South declared and took nine tricks.
    CHECK(game.declarer == Seat::South);
    CHECK(game.result == 9);
    CHECK(worse.warnings.size() == 5);
}

TEST_CASE("scores from North-South's side", "[pbn]") {
    CHECK(parsePbnScore("NS 420", std::nullopt) == 420);
    CHECK(parsePbnScore("EW 50", std::nullopt) == -50);
    CHECK(parsePbnScore("NS -50 EW 50", std::nullopt) == -50);
    CHECK(parsePbnScore("NS +400", std::nullopt) == 400);
    CHECK(parsePbnScore("420", Seat::East) == -420);
    CHECK(parsePbnScore("420", Seat::South) == 420);
    CHECK_FALSE(parsePbnScore("420", std::nullopt));
    CHECK_FALSE(parsePbnScore("NS lots", std::nullopt));
    // Score before Declarer in the file still uses the declarer.
    const auto file = readPbn("[Score \"-100\"]\n[Declarer \"W\"]\n");
    CHECK(file.games[0].scoreNS == 100);
}

TEST_CASE("the lead: the Lead tag, else the first card played", "[pbn]") {
    const auto file = readPbn("[Play \"W\"]\nDQ D3 D4 D2\n\n[Lead \"ha\"]\n[Play \"E\"]\nC2\n");
    CHECK(file.games[0].lead == Card{Suit::Diamonds, 12});
    CHECK(file.games[1].lead == Card{Suit::Hearts, 14});
}

TEST_CASE("table tags with column specifications and rows", "[pbn]") {
    const auto file =
        readPbn("[Board \"7\"]\n"
                "[ScoreTable \"PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Score_NS\\5R\"]\n"
                " 1  2 3NT  600\n"
                " 3  4 4H     -\n"
                "[TotalScoreTable \"Rank\\2R;-TotalScore\\5R;Names\\40L\"]\n"
                "1 61.5 \"Smith - Jones\"\n"
                "2 55 \"O\\\"Brien\"\n"
                "3 50\n");
    const auto& g = file.games.at(0);
    const PbnTable* score = g.table("ScoreTable");
    REQUIRE(score);
    CHECK(score->columns == std::vector<PbnColumn>{{"PairId_NS", 0, 2, 'R'},
                                                   {"PairId_EW", 0, 2, 'R'},
                                                   {"Contract", 0, 5, 'L'},
                                                   {"Score_NS", 0, 5, 'R'}});
    REQUIRE(score->rows.size() == 2);
    CHECK(score->rows[0].cells == std::vector<std::string>{"1", "2", "3NT", "600"});
    CHECK(score->rows[1].line == 4);
    CHECK(score->column("Contract") == 2u);
    const PbnTable* total = g.table("TotalScoreTable");
    REQUIRE(total);
    CHECK(total->columns[1] == PbnColumn{"TotalScore", '-', 5, 'R'});
    CHECK(total->rows[0].cells[2] == "Smith - Jones");
    CHECK(total->rows[1].cells[2] == "O\"Brien");
    CHECK(hasWarning(file, 8, "TotalScoreTable row has 2 entries for 3 columns"));
    CHECK(pbnColumnsText(score->columns) ==
          "PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Score_NS\\5R");
}

TEST_CASE("DoubleDummyTricks and OptimumResultTable", "[pbn]") {
    // The sample file's first board: declarers N S E W, strains NT S H D C.
    const auto t = parseDoubleDummyTricks("746b5747b55862758627");
    REQUIRE(t);
    CHECK(t->at(Strain::NoTrump, Seat::North) == 7);
    CHECK(t->at(Strain::Diamonds, Seat::North) == 11);
    CHECK(t->at(Strain::Spades, Seat::West) == 8);
    CHECK(t->at(Strain::Clubs, Seat::East) == 7);
    CHECK(doubleDummyTricksText(*t) == "746b5747b55862758627");
    CHECK_FALSE(parseDoubleDummyTricks("746b5747b55862758g27"));
    CHECK_FALSE(parseDoubleDummyTricks("746b5"));

    std::string table = "[OptimumResultTable \"Declarer;Denomination\\2R;Result\\2R\"]\n";
    const char* seats = "NSEW";
    const char* strains[] = {"NT", "S", "H", "D", "C"};
    for (int s = 0; s < 4; ++s)
        for (int k = 0; k < 5; ++k)
            table += std::string(1, seats[s]) + " " + strains[k] + " " + std::to_string(s * 2 + k) +
                     "\n";
    const auto file = readPbn(table + "[OptimumScore \"NS +90\"]\n");
    const auto& g = file.games.at(0);
    REQUIRE(g.doubleDummyTricks);
    CHECK(g.doubleDummyTricks->at(Strain::NoTrump, Seat::North) == 0);
    CHECK(g.doubleDummyTricks->at(Strain::Clubs, Seat::West) == 10);
    CHECK(g.doubleDummyTricks->at(Strain::Hearts, Seat::East) == 6);
    CHECK(g.optimumScoreNS == 90);
}

TEST_CASE("broken structure is an InputError with the line", "[pbn]") {
    CHECK(readError("[Board \"1\"]\n[Event \"no end]\n") ==
          "line 2: the value of the tag [Event] is not closed with a double quote.");
    CHECK(readError("[Board \"1\"\n") == "line 1: the tag [Board] is not closed with ']'.");
    CHECK(readError("\n[Board 1]\n") == "line 2: the tag [Board] has no value in double quotes.");
    CHECK(readError("[\"1\"]\n") == "line 1: a tag must start with a name after '['.");
    CHECK(readError("[Board \"1\"]\n\n{ never closed\n\n[Board \"2\"]\n") ==
          "line 3: the comment opened with '{' is never closed with '}'.");
}

TEST_CASE("text outside any tag is reported and skipped", "[pbn]") {
    const auto file = readPbn("hello there\n[Board \"1\"]\n");
    CHECK(hasWarning(file, 1, "text \"hello\" outside any tag is ignored"));
    CHECK(file.games.size() == 1);
    CHECK(readPbn("").games.empty());
    CHECK(readPbn("\n\n  \n% only escapes\n{ and comments }\n").games.empty());
}

TEST_CASE("hand records written in export order read back the same", "[pbn][round-trip]") {
    PbnHandRecord one;
    one.board = 1;
    one.dealer = Seat::North;
    one.vulnerability = Vulnerability::None;
    one.deal = parsePbnDeal(kTV33).deal;
    TrickTable tricks;
    for (int s = 0; s < 5; ++s)
        for (int d = 0; d < 4; ++d)
            tricks.tricks[s][d] = (s * 4 + d) % 14;
    one.doubleDummyTricks = tricks;
    one.optimumScoreNS = -110;
    PbnHandRecord two = one;
    two.board = 18;
    two.dealer = Seat::East;
    two.vulnerability = Vulnerability::NorthSouth;
    two.doubleDummyTricks.reset();
    two.optimumScoreNS.reset();
    const PbnEventInfo event{"Club \"Monday\" pairs", "Hall", "2026.11.23", "MP"};
    const std::string text = writePbn(handRecordGames(event, {one, two}));
    CHECK(text.rfind("% PBN 2.1\r\n% EXPORT\r\n[Event \"Club \\\"Monday\\\" pairs\"]\r\n", 0) == 0);

    const auto file = readPbn(text);
    CHECK(file.warnings.empty());
    REQUIRE(file.games.size() == 2);
    const std::vector<std::string> order = {
        "Event",  "Site",       "Date", "Board",   "West",     "North",    "East",  "South",
        "Dealer", "Vulnerable", "Deal", "Scoring", "Declarer", "Contract", "Result"};
    for (std::size_t i = 0; i < order.size(); ++i)
        CHECK(file.games[1].tags[i].name == order[i]);
    CHECK(file.games[1].tags.size() == 15);
    const auto& a = file.games[0];
    CHECK(a.value("Event") == "Club \"Monday\" pairs");
    CHECK(a.board == 1);
    CHECK(a.deal == one.deal);
    CHECK(a.doubleDummyTricks == tricks);
    CHECK(a.optimumScoreNS == -110);
    CHECK(a.tags[15].name == "DoubleDummyTricks");
    CHECK(a.tags[16].name == "OptimumScore");
    const auto& b = file.games[1];
    CHECK(b.board == 18);
    CHECK(b.dealer == Seat::East);
    CHECK(b.vulnerability == Vulnerability::NorthSouth);
    CHECK(b.value("Deal").rfind("E:", 0) == 0); // the dealer's hand first
    CHECK(b.deal == one.deal);
    CHECK_FALSE(b.contract);
    CHECK(b.year == 2026);
}

TEST_CASE("results and travellers read back the same", "[pbn][round-trip]") {
    PbnBoardResults board;
    board.hand.board = 2;
    board.hand.dealer = Seat::East;
    board.hand.vulnerability = Vulnerability::NorthSouth;
    board.hand.deal = parsePbnDeal(kTV33).deal;
    PbnResultLine made;
    made.nsPair = "1";
    made.ewPair = "12";
    made.contract = Contract{3, Strain::NoTrump};
    made.declarer = Seat::North;
    made.tricks = 10;
    made.lead = Card{Suit::Spades, 2};
    made.scoreNS = 630;
    made.northName = "Ann";
    PbnResultLine down = made;
    down.nsPair = "3";
    down.ewPair = "4";
    down.contract = Contract{4, Strain::Spades, Doubling::Doubled};
    down.declarer = Seat::West;
    down.tricks = 8;
    down.lead.reset();
    down.scoreNS = 300;
    PbnResultLine passed = made;
    passed.contract = Contract::passedOut();
    passed.scoreNS = 0;
    passed.lead.reset();
    PbnResultLine ew = made;
    ew.contract = Contract{2, Strain::Hearts};
    ew.declarer = Seat::East;
    ew.tricks = 8;
    ew.scoreNS = -110;
    board.lines = {made, down, passed, ew};
    const PbnEventInfo event{"Pairs", "", "", "MP"};

    SECTION("one game per result") {
        const auto file = readPbn(writePbn(resultGames(event, {board})));
        CHECK(file.warnings.empty());
        REQUIRE(file.games.size() == 4);
        for (std::size_t i = 0; i < 4; ++i) {
            const auto& g = file.games[i];
            const auto& l = board.lines[i];
            INFO("line " << i);
            CHECK(g.board == 2);
            CHECK(g.contract == l.contract);
            if (!l.contract->isPassedOut()) {
                CHECK(g.declarer == l.declarer);
                CHECK(g.result == l.tricks);
            }
            CHECK(g.scoreNS == l.scoreNS);
            CHECK(g.lead == l.lead);
            CHECK(g.value("PairId_NS") == l.nsPair);
        }
        CHECK(file.games[0].value("North") == "Ann");
        CHECK(file.games[2].value("Contract") == "Pass");
        CHECK(file.games[1].value("Contract") == "4SX");
    }
    SECTION("a traveller in a ScoreTable") {
        const auto file = readPbn(writePbn(travellerGames(event, {board})));
        CHECK(file.warnings.empty());
        REQUIRE(file.games.size() == 1);
        const PbnTable* table = file.games[0].table("ScoreTable");
        REQUIRE(table);
        CHECK(pbnColumnsText(table->columns) ==
              "PairId_NS\\2R;PairId_EW\\2R;Contract\\5L;Declarer\\1R;Result\\2R;Lead\\3L;"
              "Score_NS\\5R;Score_EW\\5R");
        REQUIRE(table->rows.size() == 4);
        CHECK(table->rows[0].cells ==
              std::vector<std::string>{"1", "12", "3NT", "N", "10", "S2", "630", "-"});
        CHECK(table->rows[1].cells ==
              std::vector<std::string>{"3", "4", "4SX", "W", "8", "-", "300", "-"});
        CHECK(table->rows[2].cells ==
              std::vector<std::string>{"1", "12", "Pass", "-", "-", "-", "0", "-"});
        CHECK(table->rows[3].cells ==
              std::vector<std::string>{"1", "12", "2H", "E", "8", "S2", "-", "110"});
        CHECK(file.games[0].deal == board.hand.deal);
    }
}

TEST_CASE("whatever is read can be written and read again unchanged", "[pbn][round-trip]") {
    const std::string text = "% PBN 2.1\n"
                             "[Event \"A \\\\ backslash\"] {comment}\n"
                             "[Board \"1\"]\n"
                             "[Auction \"N\"]\n"
                             "1S =1= Pass ; note\n"
                             "2S AP\n"
                             "[Note \"1:five; or more\"]\n"
                             "[TotalScoreTable \"Rank\\2R;Names\\20L\"]\n"
                             "1 \"Smith; Jones {x}\"\n"
                             "\n"
                             "[Event \"#\"]\n"
                             "[Board \"2\"]\n";
    const auto first = readPbn(text);
    const auto second = readPbn(writePbn(first.games));
    REQUIRE(second.games.size() == first.games.size());
    for (std::size_t g = 0; g < first.games.size(); ++g) {
        const auto& a = first.games[g].tags;
        const auto& b = second.games[g].tags;
        REQUIRE(a.size() == b.size());
        for (std::size_t i = 0; i < a.size(); ++i) {
            CHECK(a[i].name == b[i].name);
            CHECK(a[i].value == b[i].value);
            REQUIRE(a[i].section.size() == b[i].section.size());
            for (std::size_t k = 0; k < a[i].section.size(); ++k)
                CHECK(a[i].section[k].tokens == b[i].section[k].tokens);
        }
    }
    CHECK(second.games[0].value("Event") == "A \\ backslash");
    CHECK(second.games[0].table("TotalScoreTable")->rows[0].cells[1] == "Smith; Jones {x}");
}

TEST_CASE("text that is not UTF-8 is read as ISO 8859-1, PBN's own; UTF-16 is refused", "[pbn]") {
    // PBN 2.1 writes ISO 8859-1: "Café" from an older program is the byte E9.
    const auto file =
        readPbn("[Event \"Caf\xE9\"]\n[Board \"1\"]\n[Deal \"" + std::string(kTV33) + "\"]\n");
    REQUIRE(file.games.size() == 1);
    CHECK(file.games[0].value("Event") == "Caf\xC3\xA9");
    CHECK(hasWarning(file, 1, "ISO 8859-1"));
    // UTF-8 is taken as it is, without a warning.
    const auto utf8 = readPbn("\xEF\xBB\xBF[Event \"Caf\xC3\xA9\"]\n[Board \"1\"]\n");
    CHECK(utf8.games[0].value("Event") == "Caf\xC3\xA9");
    CHECK(utf8.warnings.empty());
    CHECK(readError(std::string("\xFF\xFE[\0B\0o\0a\0r\0d\0", 14)) ==
          "line 1: the file is UTF-16; save it as UTF-8.");
}

TEST_CASE("a PBN file's refusals start with its path", "[pbn][file]") {
    const overplay::tests::TempDir dir("pbn");
    const std::string good = dir.write("good.pbn", "[Board \"1\"]\n[Dealer \"N\"]\n");
    CHECK(readPbnFile(good).games.size() == 1);
    const std::string wide = dir.write("wide.pbn", std::string("\xFF\xFE[\0B\0o\0a\0r\0d\0", 14));
    CHECK(overplay::tests::inputErrorOf([&] { readPbnFile(wide); }) ==
          wide + " is UTF-16; save it as UTF-8");
    const std::string broken = dir.write("broken.pbn", "[Board \"1\"\n");
    CHECK(overplay::tests::inputErrorOf([&] { readPbnFile(broken); }) ==
          broken + " line 1: the tag [Board] is not closed with ']'.");
}
