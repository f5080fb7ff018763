// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Matchpoints (Law 78A), Neuberg's formula for boards with fewer or more results than
// expected, and artificial adjusted scores (Law 12C2) on the matchpoint scale.

#include "core/Session.h"

#include <cstdint>
#include <optional>
#include <span>
#include <utility>
#include <vector>

namespace overplay::core {

/// The two ways of counting matchpoints: EBU 2 per score beaten and 1 per tie (PBN "MP2"),
/// ACBL 1 and ½ (PBN "MP1"). The ranking is the same; only the unit differs.
enum class MatchpointScale { Ebu, Acbl };

/// Points for beating one score: 2 (EBU) or 1 (ACBL).
constexpr double pointsPerScoreBeaten(MatchpointScale scale) {
    return scale == MatchpointScale::Ebu ? 2.0 : 1.0;
}

/// The top of a board with `results` comparable scores: 2(n−1) EBU, n−1 ACBL (0 if n < 1).
double matchpointTop(int results, MatchpointScale scale);

/// North-South matchpoints of each score against all the others, in the order given.
/// East-West's are matchpointTop(n) minus these.
std::vector<double> matchpoints(std::span<const int> scores, MatchpointScale scale);

/// What a board's matchpointing needs besides its scores. `expected` > 0 different from the
/// number of scores factors each score's points by Neuberg's formula to that many (the top is
/// then matchpointTop(expected)); `roundToTenth` rounds the factored points as the EBU does.
struct BoardMatchpointing {
    MatchpointScale scale = MatchpointScale::Ebu;
    int expected = 0; ///< 0: as many as were played, no factoring
    bool roundToTenth = false;
};

/// What one result earns on its board: both sides' points and North-South's percentage of
/// the board's top (East-West's is 100 minus it).
struct ResultPoints {
    double ns = 0;
    double ew = 0;
    double percent = 0;
};

/// The reusable memory of matchpointing, so a caller scoring many boards allocates nothing
/// per board: a small hash table of the board's distinct scores and where each result went.
class MatchpointWorkspace {
public:
    MatchpointWorkspace();

private:
    friend void matchpointBoard(std::span<const int>, const BoardMatchpointing&, std::span<double>,
                                MatchpointWorkspace&);
    friend void matchpointBoard(std::span<const int>, const BoardMatchpointing&,
                                std::span<ResultPoints>, MatchpointWorkspace&);
    enum class Counted { InTens, InOnes, Hashed };
    Counted countBoard(std::span<const int> scores, const BoardMatchpointing& how);
    template <class Spread>
    void spread(Counted counted, std::span<const int> scores, Spread each) const;
    bool tally(std::span<const int> scores);
    void grow();
    template <std::uint32_t Step> bool tallyDirect(std::span<const int> scores, int lowest);
    template <std::uint32_t Step>
    void spreadDirect(std::span<const int> scores, int lowest, std::span<double> ns) const;
    void pointsInOrder(std::span<std::uint32_t> counts, std::span<double> points, int actual,
                       const BoardMatchpointing& how);
    std::vector<int> m_score;            // per slot: the distinct score held
    std::vector<std::uint32_t> m_count;  // per slot: how many results scored it (0: empty)
    std::vector<double> m_points;        // per slot: its North-South points
    std::vector<std::uint32_t> m_slotOf; // per result: its score's slot
    std::vector<std::uint32_t> m_used;   // the slots in use, to sort and to clear
    unsigned m_bits = 0;                 // the table holds 2^m_bits slots
    // A board whose scores lie close together (every real bridge board: multiples of 10
    // within a few thousand points) is counted by score straight into an array, no hashing.
    std::vector<std::uint32_t> m_directCount; // per score step above the lowest: results
    std::vector<double> m_directPoints;       // per score step above the lowest: NS points
    std::vector<ResultPoints> m_sides;        // per slot of either table: what its score earns
    int m_lowest = 0;                         // the board's lowest score (direct array)
};

/// North-South matchpoints of every score on one board (or one comparable group of it) into
/// `ns`, factored by Neuberg as `how` says. East-West's are the top minus these. Counts over
/// the board's distinct scores (a couple of dozen in a real field) rather than sorting every
/// result, so a board costs two passes over its results.
void matchpointBoard(std::span<const int> scores, const BoardMatchpointing& how,
                     std::span<double> ns, MatchpointWorkspace& workspace);

/// The same, with both sides' points and the percentage of the top (matchpointTop of the
/// expected results, or of those played) for every result, each worked out once per
/// distinct score.
void matchpointBoard(std::span<const int> scores, const BoardMatchpointing& how,
                     std::span<ResultPoints> out, MatchpointWorkspace& workspace);

/// One result of a board with a weighted assigned score (Law 12C1(c)): its North-South
/// scores, each with its weight (a fraction, the weights of one result summing to 1). A real
/// result has one score of weight 1.
using WeightedResult = std::vector<std::pair<double, int>>;

/// matchpointBoard for a board (or group) holding a weighted score: each pair of results is
/// compared outcome by outcome, every comparison counting by the product of the two outcomes'
/// weights (the EBU White Book's method), then Neuberg-factored as `how` says. Compares every
/// pair of results, so only boards with a weighted line should come here.
void matchpointWeightedBoard(std::span<const WeightedResult> results, const BoardMatchpointing& how,
                             std::span<double> ns);

/// matchpointBoard without factoring: each score against all the others.
void matchpointsInto(std::span<const int> scores, MatchpointScale scale, std::span<double> out,
                     MatchpointWorkspace& workspace);

/// Neuberg's formula: matchpoints earned among `actual` comparable scores, factored to what
/// they would be among `expected`. EBU: M′ = (M + 1)·E/A − 1; ACBL units: (M + ½)·E/A − ½.
/// Unrounded. Throws std::invalid_argument unless actual ≥ 1 and expected ≥ 1.
double neuberg(double points, int actual, int expected, MatchpointScale scale);

/// The EBU's rounding of a factored score: to 0.1, a value exactly half-way (…x5) rounded
/// towards `average` (the board's average, top / 2).
double roundToTenthTowardsAverage(double points, double average);

/// The percentage of the top an artificial adjusted score earns: average-plus 60% or the
/// pair's session percentage if higher, average 50%, average-minus 40% or the session
/// percentage if lower (EBU White Book; Law 12C2 sets only the 60/40 bounds). With no
/// session percentage (or `useSessionPercentage` false) it is 60 / 50 / 40.
double adjustedPercent(Adjustment adjustment, std::optional<double> sessionPercent,
                       bool useSessionPercentage = true);

/// A pair's percentage: points over the sum of the tops of the boards it played, × 100.
/// 0 when it played nothing.
double percentOf(double points, double tops);

} // namespace overplay::core
