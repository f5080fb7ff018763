// SPDX-License-Identifier: GPL-3.0-or-later
// Dealing: reproducible from a printed seed, every board standard, deals uniform.
#include "core/Board.h"
#include "core/Dealing.h"
#include "core/Error.h"

#include <catch2/catch.hpp>

#include <array>

using namespace overplay::core;

TEST_CASE("a fixed seed gives fixed deals", "[dealing]") {
    // Pinned once from this implementation. A director re-prints last week's hand records
    // from the seed on the hand-record sheet, perhaps with a newer Overplay on another
    // machine: if this test fails, that promise is broken (the engine, the seeding or the
    // shuffle changed). mt19937_64, std::seed_seq and our own bounded draw are all fully
    // specified, so this must hold with every compiler and standard library.
    const auto boards = dealBoards(1, 2, 0x0123456789abcdefULL);
    REQUIRE(boards.size() == 2);
    CHECK(boards[0].deal.pbn() ==
          "N:9762.93.AKT.9632 Q3.6542.QJ765.A7 AT8.QT87.8432.QJ KJ54.AKJ.9.KT854");
    CHECK(boards[1].deal.pbn() ==
          "N:AT9763..AT6.QT42 Q4.Q973.Q742.985 KJ852.AK.J983.73 .JT86542.K5.AKJ6");
    CHECK(dealBoards(17, 1, 42).front().deal.pbn() ==
          "N:AQ53.T86.QJT.J73 J9.9543.A62.AT84 8764.QJ72.K753.5 KT2.AK.984.KQ962");
}

TEST_CASE("a board's deal depends only on the seed and its number", "[dealing]") {
    const auto all = dealBoards(1, 32, 7);
    const auto one = dealBoards(17, 1, 7);
    CHECK(all[16].deal == one[0].deal);
    CHECK(dealBoards(1, 32, 8)[16].deal != one[0].deal);
    CHECK(all[0].deal != all[1].deal);
}

TEST_CASE("dealt boards are complete with the standard dealer and vulnerability", "[dealing]") {
    const auto boards = dealBoards(5, 36, randomSeed());
    REQUIRE(boards.size() == 36);
    for (const auto& b : boards) {
        INFO("board " << b.number);
        CHECK(b.deal.isComplete());
        CHECK(b.dealer == dealerOf(b.number));
        CHECK(b.vulnerability == vulnerabilityOf(b.number));
    }
    CHECK(boards.front().number == 5);
    CHECK(boards.back().number == 40);
    CHECK(dealBoards(1, 0, 1).empty());
    CHECK_THROWS_AS(dealBoards(0, 1, 1), std::invalid_argument);
    CHECK_THROWS_AS(dealBoards(1, -1, 1), std::invalid_argument);
}

TEST_CASE("two random seeds differ", "[dealing]") {
    // 2^-64 chance of a false failure.
    CHECK(randomSeed() != randomSeed());
}

TEST_CASE("every card goes to every seat about a quarter of the time", "[dealing]") {
    // 10,000 deals: each card's count per seat is Binomial(10000, 1/4), mean 2500 and
    // standard deviation 43.3. The bounds are ±300 (about 7 standard deviations), so a
    // correct shuffle fails this less than once in 10^10 runs, while a biased one (say a
    // modulo draw or a "swap with any" shuffle favouring some seats by a few percent) fails.
    const auto boards = dealBoards(1, 10000, 0x5eed);
    std::array<std::array<int, 4>, 52> counts{};
    for (const auto& b : boards)
        for (int s = 0; s < 4; ++s)
            for (int i = 0; i < 52; ++i)
                if (b.deal.hands[s].bits() & (std::uint64_t{1} << i))
                    ++counts[i][s];
    for (int i = 0; i < 52; ++i)
        for (int s = 0; s < 4; ++s) {
            INFO("card " << i << " seat " << s);
            CHECK(counts[i][s] > 2200);
            CHECK(counts[i][s] < 2800);
        }
    // The spade suit length of North: its mean over all deals is 13/4.
    double spades = 0;
    for (const auto& b : boards)
        spades += b.deal.hands[0].count(Suit::Spades);
    CHECK(spades / 10000 == Approx(3.25).margin(0.05));
}

TEST_CASE("seeds are printed and read as hex", "[dealing]") {
    CHECK(seedText(0x0123456789abcdefULL) == "0123456789abcdef");
    CHECK(seedText(0) == "0000000000000000");
    CHECK(parseSeed("0123456789ABCDEF") == 0x0123456789abcdefULL);
    CHECK(parseSeed("0x5eed") == 0x5eed);
    CHECK(parseSeed(seedText(~0ULL)) == ~0ULL);
    CHECK_THROWS_AS(parseSeed(""), InputError);
    CHECK_THROWS_AS(parseSeed("12345678901234567"), InputError);
    CHECK_THROWS_AS(parseSeed("xyz"), InputError);
}
