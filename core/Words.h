// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The words for an enum's values, written once as a table and read both ways: the word a value
// is written as (settings, stored files, the CLI's options) and the value a word stands for. A
// word list beside a switch of the same words, or a switch beside a list of the values it
// covers, keeps one rule in two places that can drift apart; the table keeps it in one.

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <string_view>

namespace overplay::core {

/// One value of E and its word.
template <class E> struct Word {
    E value;
    std::string_view text;
};

/// The word of `value` in `words`; std::logic_error when the table has none (a value added
/// to the enum and not to its table).
template <class E, std::size_t N>
constexpr std::string_view wordOf(const Word<E> (&words)[N], E value) {
    for (const Word<E>& w : words)
        if (w.value == value)
            return w.text;
    throw std::logic_error("a value without its word");
}

/// The value whose word is exactly `text`; empty when none is.
template <class E, std::size_t N>
constexpr std::optional<E> valueOfWord(const Word<E> (&words)[N], std::string_view text) {
    for (const Word<E>& w : words)
        if (w.text == text)
            return w.value;
    return std::nullopt;
}

} // namespace overplay::core
