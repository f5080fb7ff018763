// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Master points: what a national body credits the players of a session for their places.
//
// EBU local points (the English Bridge Union's Licensing and Master Points Handbook, 2021
// edition, as its figures are quoted on the EBU's own forums; the handbook's tables themselves
// were not at hand): awards go to the top of each field, a share of it that grows with the
// boards played, on five scales that multiply the club scale by 1, 1.5, 2, 3 and 4, with a
// minimum award of 6, 9, 12, 18 or 24. Equal places share the awards they span (the EBU White
// Book, 143.4), fractions rounded up. The sizes of the awards follow the scales of salliere
// (Matthew Johnson's GPL scorer, MasterPointScale.java), which agree with every figure of the
// handbook quoted: docs/scoring-methods.md, "Master points", lists each source and each figure.
//
// ACBL club awards (the ACBL Handbook, "Calculating the awards"): an open club game gives first
// place 0.10 per table of each comparison group (at most 1.50), the next places 70%, 50%, 35%,
// 1/5, 1/6, … of it, to 40% of the group.

#include "core/Session.h"
#include "core/Strata.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// The scale an event's awards are made on: one of the EBU's five, the ACBL's open club game,
/// or none.
enum class MasterPointScale { None, Club, District, County, Regional, National, AcblClub };

/// "club", "district", "county", "regional", "national", "acbl", "none".
std::string masterPointScaleKey(MasterPointScale scale);
/// The scale of a key as masterPointScaleKey writes it (any case); none for anything else.
std::optional<MasterPointScale> parseMasterPointScale(std::string_view key);
/// "EBU club scale", "ACBL club game", "no master points".
std::string masterPointScaleText(MasterPointScale scale);
/// Whether the scale is one of the EBU's (local points, whole numbers).
bool isEbuScale(MasterPointScale scale);

/// What the entries of a field are: the EBU's scales differ for pairs and individuals.
enum class AwardEntry { Pair, Individual, Team };

/// One field as the awards count it.
struct AwardField {
    AwardEntry entry = AwardEntry::Pair;
    int size = 0;   ///< the entries ranked in the field (a Mitchell direction's pairs)
    int boards = 0; ///< the boards each entry is scheduled to play
};

/// The EBU: how many places of a field are awarded. Counted on full tables (half tables are
/// ignored): pairs ceil(2T·share), individuals floor(4T·share), the share 1/4 under 18 boards,
/// 1/3 for 18 to 35 and 1/2 for 36 or more. 0 under 12 boards. Teams: InputError (the
/// handbook's team scales were not at hand).
int ebuAwardCount(const AwardField& field);

/// The EBU: the awards of places 1, 2, … of a field before equal places share them: the top
/// award is the count times the step (6 a pair, 3 a player on the club scale) up to the cap
/// (75, 100, 300 on the club scale for under 18, 18 to 35 and 36 or more boards), each place
/// a step below the one before, rounded up; places below the minimum award are not raised
/// here (awardsToRanks raises them).
std::vector<double> ebuPlaceAwards(MasterPointScale scale, const AwardField& field);

/// The EBU's minimum award of a scale: 6, 9, 12, 18, 24 (0 for the ACBL and none).
double ebuMinimumAward(MasterPointScale scale);

/// The ACBL: first place of an open club game's comparison group of `groupSize` pairs (a
/// Mitchell's half table counted as a full one): 0.10 a table, 0.05 a pair, at most 1.50.
double acblFirstAward(int groupSize);
/// The ACBL: how many places are awarded: 40% of the group, rounded to the nearest with .5 up.
int acblAwardCount(int groupSize);
/// The ACBL: the awards of places 1, 2, …: first, then 70%, 50%, 35%, 1/5, 1/6, … of it
/// (unrounded: results print them to the hundredth).
std::vector<double> acblPlaceAwards(int groupSize);

/// The awards of a scale's places for a field (EBU or ACBL); empty for none.
std::vector<double> placeAwards(MasterPointScale scale, const AwardField& field);

/// Each rank's award ("1", "2=", "2=", "4", as a ranking writes them, best first): its place's
/// award, or for equal places the mean of the awards of the places they span (places past the
/// awarded ones count 0). The EBU rounds the mean up to a whole point and raises any award to
/// the scale's minimum; the ACBL rounds it to the hundredth.
std::vector<double> awardsToRanks(MasterPointScale scale, const std::vector<double>& placeAwards,
                                  const std::vector<std::string>& ranks);

/// One field's awards, entry by entry: `ranking`'s rows on `field` (its size, when 0, the
/// number of rows). Entries without an award are left out.
std::map<int, double> fieldAwards(MasterPointScale scale, AwardField field, const Ranking& ranking);

/// A stratified field (EBU): each stratum is a field of its own, its size the entries
/// eligible for it, and an entry placed in more than one keeps the highest award (the lower
/// strata compete in the higher ones too). `open` is the whole field; `strata` its rankings
/// again for each later stratum (core::stratify).
std::map<int, double> stratifiedAwards(MasterPointScale scale, const AwardField& field,
                                       const Ranking& open,
                                       const std::vector<StratumRanking>& strata);

/// The EBU's 70% rule (from 1 January 2016): a pairs session earns master points only when
/// every pair is scheduled to play at least 70% of the boards in use. The entries scheduled
/// for fewer, by number; empty when the session is eligible.
std::vector<int> shortOfSeventyPercent(int boardsInUse, const std::map<int, int>& scheduled);

/// An award as results print it: "24" (EBU, whole points), "0.56" (ACBL, hundredths).
std::string awardText(MasterPointScale scale, double award);

} // namespace overplay::core
