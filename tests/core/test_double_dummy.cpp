// SPDX-License-Identifier: GPL-3.0-or-later
// Double-dummy analysis through libdds, against the example deals libdds ships (TV33-35).
#include "core/Dealing.h"
#include "core/DoubleDummy.h"
#include "core/Error.h"
#include "core/Pbn.h"

#include <catch2/catch.hpp>

using namespace overplay::core;

namespace {
DoubleDummyBoard board(const char* pbnDeal, Seat dealer, Vulnerability vul) {
    const auto parsed = parsePbnDeal(pbnDeal);
    REQUIRE(parsed.complete);
    return {parsed.deal, dealer, vul};
}

const char* const kTV33 = "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3";
} // namespace

TEST_CASE("TV33: the makeable-contract table and par", "[double-dummy]") {
    const auto result = analyseDeal(board(kTV33, Seat::North, Vulnerability::None));
    // tricks for N, E, S, W
    struct Row {
        Strain strain;
        std::array<int, 4> tricks;
    };
    const Row rows[] = {{Strain::Spades, {5, 8, 5, 8}},
                        {Strain::Hearts, {6, 6, 6, 6}},
                        {Strain::Diamonds, {5, 7, 5, 7}},
                        {Strain::Clubs, {7, 5, 7, 5}},
                        {Strain::NoTrump, {6, 6, 6, 6}}};
    for (const auto& row : rows)
        for (int s = 0; s < 4; ++s) {
            INFO(strainText(row.strain) << " by " << seatLetter(static_cast<Seat>(s)));
            CHECK(result.table.at(row.strain, static_cast<Seat>(s)) == row.tricks[s]);
        }
    CHECK(result.par.scoreNS == -110);
    CHECK(result.par.contracts == std::vector<std::string>{"2S-EW"});
}

TEST_CASE("TV34 and TV35: par with sacrifices", "[double-dummy]") {
    const auto run =
        analyseDeals({board("E:QJT5432.T.6.QJ82 .J97543.K7532.94 87.A62.QJT4.AT75 AK96.KQ8.A98.K63",
                            Seat::East, Vulnerability::NorthSouth),
                      board("N:73.QJT.AQ54.T752 QT6.876.KJ9.AQ84 5.A95432.7632.K6 AKJ9842.K.T8.J93",
                            Seat::North, Vulnerability::None)});
    REQUIRE(run.results.size() == 2);
    CHECK_FALSE(run.cancelled);
    CHECK(run.results[0].par.scoreNS == 100);
    CHECK(run.results[0].par.contracts == std::vector<std::string>{"4S*-EW-1"});
    CHECK(run.results[1].par.scoreNS == -300);
    CHECK(run.results[1].par.contracts == std::vector<std::string>{"5H*-NS-2"});
}

TEST_CASE("deals are normalised before libdds sees them", "[double-dummy]") {
    // South first, lower case, ranks out of order, "10" for the ten, tabs: libdds's own
    // parser would refuse this; ours turns it into the canonical text.
    const char* messy = "s:k5.t83.qk9.7652a\tAT942.aq4.23.KJ3  qj6.k652.j85.9810 873.J97.AT764.Q4";
    const auto parsed = parsePbnDeal(messy);
    REQUIRE(parsed.complete);
    CHECK(ddsDealText(parsed.deal) == kTV33);
    const auto result = analyseDeal({parsed.deal, Seat::North, Vulnerability::None});
    CHECK(result.par.scoreNS == -110);
    CHECK(result.table.at(Strain::Spades, Seat::East) == 8);
}

TEST_CASE("more than one batch, with progress and the same answers", "[double-dummy]") {
    // Batches of two (the default is libdds's limit of 40; 41 deals would take a minute on a
    // busy CI machine): three deals need two calls, the last one short.
    std::vector<DoubleDummyBoard> boards;
    for (const auto& b : dealBoards(1, 2, 99))
        boards.push_back({b.deal, b.dealer, b.vulnerability});
    boards.push_back(board(kTV33, Seat::North, Vulnerability::None));
    std::vector<std::pair<int, int>> calls;
    DoubleDummyOptions options;
    options.batchSize = 2;
    options.progress = [&](int done, int total) { calls.emplace_back(done, total); };
    const auto run = analyseDeals(boards, options);
    REQUIRE(run.results.size() == 3);
    CHECK(calls == std::vector<std::pair<int, int>>{{2, 3}, {3, 3}});
    CHECK(run.results[2].par.scoreNS == -110);
    CHECK(run.results[2].table.at(Strain::Clubs, Seat::North) == 7);
    // The same deal alone gives the same table as inside a batch.
    CHECK(analyseDeal(boards[1]).table == run.results[1].table);
    // Every entry is a number of tricks.
    for (const auto& r : run.results)
        for (const auto& strain : r.table.tricks)
            for (int t : strain) {
                CHECK(t >= 0);
                CHECK(t <= 13);
            }
}

TEST_CASE("a cancelled analysis stops between batches", "[double-dummy]") {
    std::atomic<bool> cancel{false};
    DoubleDummyOptions options;
    options.cancel = &cancel;
    options.batchSize = 1;
    // Cancel from the progress report after the first batch: the second never starts.
    options.progress = [&](int done, int) {
        if (done == 1)
            cancel = true;
    };
    const auto tv33 = board(kTV33, Seat::North, Vulnerability::None);
    const auto run = analyseDeals({tv33, tv33, tv33}, options);
    CHECK(run.cancelled);
    REQUIRE(run.results.size() == 1);
    CHECK(run.results[0].par.scoreNS == -110);
    CHECK(analyseDeals({}).results.empty());
}

TEST_CASE("an incomplete deal is refused before libdds", "[double-dummy]") {
    Deal deal = parsePbnDeal(kTV33).deal;
    deal.hands[0] = Hand{};
    CHECK_THROWS_AS(analyseDeal({deal, Seat::North, Vulnerability::None}), InputError);
}

TEST_CASE("par contracts as libdds writes them are read", "[double-dummy][par]") {
    // TV34/TV35's sacrifices, a made game with an overtrick, and one seat only.
    CHECK(parseParContract("4S*-EW-1") == ParContract{4, Strain::Spades, true, "EW", -1});
    CHECK(parseParContract("5H*-NS-2") == ParContract{5, Strain::Hearts, true, "NS", -2});
    CHECK(parseParContract("3N-NS+1") == ParContract{3, Strain::NoTrump, false, "NS", 1});
    CHECK(parseParContract("6D-E") == ParContract{6, Strain::Diamonds, false, "E", 0});
    CHECK(parseParContract("7C*-NS-10") == ParContract{7, Strain::Clubs, true, "NS", -10});
    for (const char* bad : {"", "4S", "8S-NS", "4X-NS", "4S-", "4S-NSE", "4S-NS+", "4S-NS+x",
                            "4S-NS-14", "4S*NS", "pass"}) {
        INFO(bad);
        CHECK_FALSE(parseParContract(bad));
    }
}

TEST_CASE("par reads as a director says it", "[double-dummy][par]") {
    const auto letter = [](Strain s) { return strainText(s); };
    CHECK(parText(Par{420, {"4S-NS"}}, letter) == "NS +420 \u2014 4S NS");
    // TV34: East-West's sacrifice, one down doubled, is North-South's 100.
    CHECK(parText(Par{100, {"4S*-EW-1"}}, letter) == "NS +100 \u2014 4SX EW \u22121");
    CHECK(parText(Par{-130, {"3C-EW+1", "3D-E+1"}}, letter) == "EW +130 \u2014 3C EW +1, 3D E +1");
    CHECK(parText(Par{0, {}}, letter) == "Passed out");
    CHECK(parText(Par{-50, {"odd"}}, letter) == "EW +50 \u2014 odd");
}
