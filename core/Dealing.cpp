// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Dealing.h"

#include "core/Board.h"
#include "core/Error.h"

#include <array>
#include <random>
#include <stdexcept>
#include <utility>

namespace overplay::core {

namespace {

// A uniform integer in [0, bound) from a 64-bit engine, by rejection: values below
// 2^64 mod bound would make the low results more likely, so they are drawn again.
// Written out because std::uniform_int_distribution differs between standard libraries,
// which would make a printed seed give other deals on another machine.
std::uint64_t boundedDraw(std::mt19937_64& engine, std::uint64_t bound) {
    const std::uint64_t threshold = (0 - bound) % bound; // 2^64 mod bound
    for (;;) {
        const std::uint64_t r = engine();
        if (r >= threshold)
            return r % bound;
    }
}

Deal dealFrom(std::mt19937_64& engine) {
    std::array<int, 52> cards{};
    for (int i = 0; i < 52; ++i)
        cards[i] = i;
    // Fisher-Yates: every permutation of the 52 cards equally likely.
    for (int i = 51; i > 0; --i) {
        const auto j = static_cast<int>(boundedDraw(engine, static_cast<std::uint64_t>(i + 1)));
        std::swap(cards[i], cards[j]);
    }
    Deal deal;
    for (int i = 0; i < 52; ++i)
        deal.hands[i / 13].add(Card{static_cast<Suit>(cards[i] / 13), cards[i] % 13 + 2});
    return deal;
}

} // namespace

std::uint64_t randomSeed() {
    std::random_device device;
    // random_device yields 32-bit values; two make the seed.
    const std::uint64_t high = device();
    const std::uint64_t low = device();
    return (high << 32) | (low & 0xffffffffu);
}

std::vector<DealtBoard> dealBoards(int first, int count, std::uint64_t seed) {
    if (first < 1)
        throw std::invalid_argument("dealBoards: the first board number must be at least 1");
    if (count < 0)
        throw std::invalid_argument("dealBoards: the count must not be negative");
    std::vector<DealtBoard> boards;
    boards.reserve(static_cast<std::size_t>(count));
    for (int number = first; number < first + count; ++number) {
        // std::seed_seq's mixing and mt19937_64's output are both fully specified by the
        // standard, so (seed, board) gives the same deal everywhere.
        std::seed_seq sequence{static_cast<std::uint32_t>(seed & 0xffffffffu),
                               static_cast<std::uint32_t>(seed >> 32),
                               static_cast<std::uint32_t>(number)};
        std::mt19937_64 engine(sequence);
        boards.push_back(
            DealtBoard{number, dealerOf(number), vulnerabilityOf(number), dealFrom(engine)});
    }
    return boards;
}

std::string seedText(std::uint64_t seed) {
    static const char* const digits = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, seed >>= 4)
        out[static_cast<std::size_t>(i)] = digits[seed & 0xf];
    return out;
}

std::uint64_t parseSeed(std::string_view text) {
    std::string_view t = text;
    if (t.size() > 2 && t[0] == '0' && (t[1] == 'x' || t[1] == 'X'))
        t.remove_prefix(2);
    if (t.empty() || t.size() > 16)
        throw InputError("The seed \"" + std::string(text) +
                         "\" is not 1 to 16 hexadecimal digits.");
    std::uint64_t value = 0;
    for (char c : t) {
        int digit = -1;
        if (c >= '0' && c <= '9')
            digit = c - '0';
        else if (c >= 'a' && c <= 'f')
            digit = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F')
            digit = c - 'A' + 10;
        if (digit < 0)
            throw InputError("The seed \"" + std::string(text) +
                             "\" is not 1 to 16 hexadecimal digits.");
        value = (value << 4) | static_cast<std::uint64_t>(digit);
    }
    return value;
}

} // namespace overplay::core
