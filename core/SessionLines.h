// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every scoring method of core/Session.cpp starts from: the lines grouped by board, each
// line checked and scored at its board's vulnerability, entries numbered densely, and the
// totals the rankings are made of. Private to core/ (Session.cpp, SessionTeams.cpp,
// SessionWhist.cpp and their tests).

#include "core/Session.h"

#include <algorithm>
#include <cstddef>
#include <utility>
#include <vector>

namespace overplay::core::detail {

/// Lines grouped by board, boards in number order, input order kept within a board.
struct Grouped {
    std::vector<int> boards;
    std::vector<std::size_t> start; ///< boards.size() + 1 offsets into order
    std::vector<std::size_t> order; ///< indices into the input lines
};

Grouped groupByBoard(const std::vector<TravellerLine>& lines);

/// Entry numbers (pairs or teams) mapped to 0..n−1 in number order: no map in the hot
/// path. Dense numbers (the usual 1..P) are looked up in a table, others by binary search.
class EntryIndex {
public:
    explicit EntryIndex(const std::vector<int>& numbers) {
        if (numbers.empty())
            return;
        const auto [low, high] = std::minmax_element(numbers.begin(), numbers.end());
        const auto range = static_cast<std::size_t>(static_cast<long long>(*high) - *low) + 1;
        if (range <= 4 * numbers.size() + 1024) {
            m_low = *low;
            constexpr int present = -2;
            m_table.assign(range, -1);
            for (int n : numbers)
                m_table[static_cast<std::size_t>(n - m_low)] = present;
            for (std::size_t i = 0; i < range; ++i) {
                if (m_table[i] == present) {
                    m_table[i] = static_cast<int>(m_numbers.size());
                    m_numbers.push_back(m_low + static_cast<int>(i));
                }
            }
            m_dense = true;
            return;
        }
        m_numbers = numbers;
        std::sort(m_numbers.begin(), m_numbers.end());
        m_numbers.erase(std::unique(m_numbers.begin(), m_numbers.end()), m_numbers.end());
    }
    /// The index of `number`, or size() when it is not an entry.
    std::size_t of(int number) const {
        if (m_dense) {
            const long long i = static_cast<long long>(number) - m_low;
            if (i < 0 || i >= static_cast<long long>(m_table.size()) || m_table[i] < 0)
                return m_numbers.size();
            return static_cast<std::size_t>(m_table[i]);
        }
        const auto it = std::lower_bound(m_numbers.begin(), m_numbers.end(), number);
        return it != m_numbers.end() && *it == number
                   ? static_cast<std::size_t>(it - m_numbers.begin())
                   : m_numbers.size();
    }
    bool contains(int number) const { return of(number) < m_numbers.size(); }
    int number(std::size_t index) const { return m_numbers[index]; }
    std::size_t size() const { return m_numbers.size(); }

private:
    std::vector<int> m_numbers;
    std::vector<int> m_table;
    int m_low = 0;
    bool m_dense = false;
};

struct Totals {
    double points = 0;
    double tops = 0;
    double tiebreak = 0;
    int boards = 0;
    int tricks = 0;     ///< whist: tricks taken in all
    double penalty = 0; ///< procedural penalties taken off points
    bool present = false;
};

/// A match's boards and each side's points (tricks in whist, IMPs in teams), A the lower
/// number.
struct MatchTotals {
    int boards = 0;
    double pointsA = 0, pointsB = 0;
};

/// A match's result before its victory points are given.
MatchResult matchResultOf(const std::pair<int, int>& teams, const MatchTotals& m);

/// A line the director scored (an artificial or a weighted score): it has no score of its own.
bool isAssigned(const TravellerLine& l);

/// Refuses a line without a result (a program error) or with whist tricks outside 0..13.
void checkLine(const TravellerLine& l);

/// North-South's score of a contract played: Law 77's at the board's vulnerability, or
/// duplicate auction's with the board's honours.
int nsScoreOfPlay(const SessionInput& in, const Play& play, int board, Vulnerability vulnerability);

/// North-South's score of a real line: the duplicate score of its play, or for a whist line
/// the tricks North-South took.
int nsScoreOf(const SessionInput& in, const TravellerLine& l, Vulnerability vulnerability);

/// Tricks North-South took on a whist (or bridge) line.
int nsTricksOf(const TravellerLine& l);

/// IMPs an artificial adjusted score is worth to one side (Law 86A: ±3). An explicit
/// percentage is a matchpoint award: IMP scoring has no scale to take it on.
double adjustmentImps(const TravellerLine& l, bool northSouth);

/// Board b of the grouped lines: its vulnerability, each line checked and scored.
BoardResult startBoard(const SessionInput& in, const Grouped& g, std::size_t b);

/// Adds each line's points to its two entries.
void addToTotals(const BoardResult& br, const EntryIndex& entries, std::vector<Totals>& totals);

/// The pairs of the session's lines, North-South and East-West alike.
EntryIndex pairEntries(const SessionInput& in);

/// Orders the positions of a board's lines by their group (fouled boards), keeping input
/// order within a group; leaves the usual single group untouched.
void sortByGroup(const BoardResult& br, std::vector<std::size_t>& where);

} // namespace overplay::core::detail
