// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Scoring a whole session: traveller lines in, scored boards and rankings out. This is the
// one entry point that the store, the reports, the console and the CLI all call, so every
// method is scored the same way everywhere. The methods themselves are small functions in
// Matchpoints.h, Imps.h, Butler.h, … beside this file.

#include "core/AuctionScore.h"
#include "core/BoardAMatch.h"
#include "core/Butler.h"
#include "core/Card.h"
#include "core/Contract.h"
#include "core/WeightedScore.h"

#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace overplay::core {

/// How the boards of a session are compared.
enum class ScoringMethod {
    MatchpointsEbu,  ///< "mp": 2 per score beaten, 1 per tie
    MatchpointsAcbl, ///< "mp-acbl": 1 and ½
    CrossImps,       ///< "cross-imps": IMPs against every other score, averaged
    Butler,          ///< "butler": IMPs against a datum
    TeamImps,        ///< "imps": teams, IMPs between the two tables of a match, then VPs
    BoardAMatch,     ///< "bam": teams, 1 a board won, ½ tied
    Whist,           ///< "whist": duplicate whist trick comparisons
};

/// "mp", "mp-acbl", "cross-imps", "butler", "imps", "bam", "whist" (the CLI's names).
std::string scoringMethodText(ScoringMethod method);
/// Parses the CLI's names; empty optional if unknown.
std::optional<ScoringMethod> parseScoringMethod(std::string_view text);
/// Every scoring method, in the order of the CLI's names.
std::vector<ScoringMethod> scoringMethods();

/// Artificial adjusted scores (Law 12C2): average-plus, average, average-minus.
enum class Adjustment { AveragePlus, Average, AverageMinus };

/// An artificial score given to the two sides of one table, each side on its own (they need
/// not balance: A+/A+ is common): "A", "A+/A-", "A-/A+", "A60/A40"… A side given an explicit
/// percentage earns exactly that share of the top; otherwise its Adjustment decides.
struct AdjustedScore {
    AdjustedScore() = default;
    AdjustedScore(Adjustment northSouth, Adjustment eastWest) : ns(northSouth), ew(eastWest) {}
    Adjustment ns = Adjustment::Average;
    Adjustment ew = Adjustment::Average;
    std::optional<double> nsPercent; ///< explicit percentage for North-South (0..100)
    std::optional<double> ewPercent; ///< … and for East-West
    std::string text() const;        ///< "A", "A+/A-", "A60/A40", …
    friend bool operator==(const AdjustedScore&, const AdjustedScore&) = default;
};
/// Parses what directors write, for both sides ("A", "A=", "A+", "A-", "A60") or North-South
/// / East-West ("A+/A-", "A+/A+", "A60/A40", "60/40", "60%/40%"). Throws InputError.
AdjustedScore parseAdjustedScore(std::string_view text);

/// One line of a traveller: one board played (or adjusted) at one table.
struct TravellerLine {
    int board = 0;
    int ns = 0; ///< entry that held the North-South cards
    int ew = 0; ///< entry that held the East-West cards
    int round = 0;
    int table = 0;
    std::optional<Play> play;              ///< a real result …
    std::optional<AdjustedScore> adjusted; ///< … or an artificial one
    std::optional<WeightedScore> weighted; ///< … or a weighted assigned score (Law 12C1(c))
    std::optional<Card> lead;
    /// Duplicate whist: tricks taken by North-South (0..13), instead of a contract.
    std::optional<int> whistTricksNs;
    /// A slip that carries only North-South's score ("+140", "-50"), as some clubs' do: no
    /// contract, declarer or tricks, scored by the score alone.
    std::optional<int> scoreOnlyNs;
    /// A fouled board: lines that played different cards carry different groups and are
    /// compared only within their group (each group Neuberg-factored to the whole). 0 usually.
    int group = 0;
    /// The table did not play the board (a late start, out of time): the line holds no
    /// result, earns nothing and counts no top for either pair, and the results the board
    /// has are factored (Neuberg) to the full top, as the EBU White Book scores it.
    bool notPlayed = false;
};

/// A line with its score and the points it earned on the board.
struct ScoredLine {
    TravellerLine line;
    std::optional<int> nsScore; ///< North-South's score (none for an adjusted line)
    double nsPoints = 0;        ///< matchpoints, IMPs, … for North-South
    double ewPoints = 0;
    /// False when the line earned nothing because it could not be compared (a team board
    /// played at only one table of its match).
    bool compared = true;
};

struct BoardResult {
    int board = 0;
    Vulnerability vulnerability = Vulnerability::None; ///< the board's, as its lines were scored
    double top = 0; ///< matchpoint top of the board (0 for IMP methods)
    std::vector<ScoredLine> lines;
    std::optional<int> datum; ///< Butler: the datum the scores were IMPed against
};

struct RankingRow {
    std::string rank;   ///< "1", "2=", …
    int entry = 0;      ///< pair or team number
    double score = 0;   ///< total matchpoints, IMPs, VPs, …
    double percent = 0; ///< for matchpoint methods; 0 where it means nothing
    int boards = 0;     ///< boards played
    /// The second ranking key where the method has one (teams: IMPs after VPs; whist
    /// matches: tricks after matches won); 0 otherwise.
    double tiebreak = 0;
    /// Duplicate whist: the tricks the entry took in all (compass whist's "total number of
    /// tricks they have won"); 0 for bridge methods.
    int tricks = 0;
    /// Procedural penalties taken off `score` (already deducted), in the method's units.
    double penalty = 0;
};

struct Ranking {
    std::string direction; ///< "NS", "EW" for a two-field Mitchell, "" for one field
    std::vector<RankingRow> rows;
};

/// How a procedural penalty is stated: in the method's own units (matchpoints, IMPs, VPs)
/// or as a percentage of a board's matchpoint top (the EBU White Book's usual "25% of a top").
enum class PenaltyUnit { Points, PercentOfTop };

/// A procedural penalty (Laws 90 and 91): a deduction from one entry's total only — the
/// opponents' scores never change.
struct ProceduralPenalty {
    int entry = 0; ///< pair, team or player number
    double amount = 0;
    PenaltyUnit unit = PenaltyUnit::Points;
    int board = 0;      ///< the board of the infraction, 0 for none
    std::string reason; ///< what the director wrote
    /// "25% of a top", "3" (points): the amount as the director stated it.
    std::string amountText() const;
    friend bool operator==(const ProceduralPenalty&, const ProceduralPenalty&) = default;
};
/// Parses a penalty's amount as directors write it: "3", "1.5" (points), "25%" (of a top).
/// Throws InputError for anything else, a zero or a negative amount.
ProceduralPenalty parsePenaltyAmount(std::string_view text);

struct SessionInput {
    ScoringMethod method = ScoringMethod::MatchpointsEbu;
    std::vector<TravellerLine> lines;
    /// Fields ranked apart: direction label → entries (NS and EW of a Mitchell). Empty: all
    /// entries form one field.
    std::map<std::string, std::vector<int>> fields;
    /// Results each board should have had (for Neuberg); 0: the most any board has.
    int expectedPerBoard = 0;
    /// Boards whose vulnerability is not the standard rotation's (an imported hand record's
    /// own): board → vulnerability. Every other board is scored at the rotation's.
    std::map<int, Vulnerability> vulnerabilities;
    /// Teams: pair → team. Rankings of team methods list teams. Empty: a team method takes
    /// the lines' NS/EW numbers as the teams, and whist is scored as compass whist (each
    /// direction against its average); given, whist compares the teams' tricks.
    std::map<int, int> teamOf;
    /// Matchpoints, EBU: round Neuberg-factored scores to 0.1 (0.05 towards average).
    bool roundNeuberg = true;
    /// Matchpoints: A+ earns the pair's session percentage when above 60%, A− when below
    /// 40% (EBU); false: always 60 / 50 / 40.
    bool adjustedBySessionPercentage = true;
    /// Butler: which scores the datum drops and how it rounds.
    DatumRule datumRule = DatumRule::DropExtremes;
    /// Board-a-match: 1/½/0 or 2/1/0.
    BamScale bamScale = BamScale::OneHalfZero;
    /// Individuals: (board, player) → the partner who held the opposite hand. A line's ns
    /// and ew are then the players who held North and East; each player scores the
    /// partnership's points on every board played, and the rankings list players. Empty: the
    /// entries are pairs or teams.
    std::map<std::pair<int, int>, int> partnerOn;
    /// Duplicate whist, Foster's pair schedules (four and six pairs): "each pair against
    /// each is considered a match" over the hands the two play and overplay, won on tricks;
    /// the winner wins most matches, tricks deciding ties. False: compass whist.
    bool whistPairMatches = false;
    /// Pair matches: boards on which the match is between the two East-West pairs that held
    /// the same cards at the two tables, not between table opponents (the six-pair schedule's
    /// last set, where "no notice is taken of the scores made by the N & S hands").
    std::vector<int> whistEastWestMatchBoards;
    /// Procedural penalties, each taken off its entry's total after the boards are scored.
    std::vector<ProceduralPenalty> penalties;
    /// Team IMPs: team → the rounds it had a bye (a Swiss round with an odd number of
    /// teams), each worth byeVictoryPoints and no IMPs.
    std::map<int, int> teamByes;
    double byeVictoryPoints = 12;
    /// Duplicate auction (Foster's Complete Hoyle): every contract is scored by these auction
    /// laws with 125 for a game made on one deal, not by Law 77. None: contract bridge.
    std::optional<AuctionLaws> duplicateAuction;
    /// Duplicate auction: the boards' hand records, board → deal, for honours as held. A
    /// board without one is scored without honours.
    std::map<int, Deal> deals;
};

/// One team match (TeamImps, BoardAMatch, Whist with teams): the two teams, lower number
/// first, and what each earned over the boards compared.
struct MatchResult {
    int teamA = 0;
    int teamB = 0;
    int boards = 0; ///< boards compared (played at both tables)
    /// Team A's net IMPs (signed: +10 won, −10 lost), board-a-match points, or net tricks.
    double pointsA = 0;
    double pointsB = 0;
    double vpA = 0; ///< VPs (TeamImps) or matches won, ½ for a tie (Whist); 0 for BAM
    double vpB = 0;
};

struct SessionResult {
    std::vector<BoardResult> boards; ///< by board number
    std::vector<Ranking> rankings;
    std::vector<MatchResult> matches; ///< team methods: every match, in team order
    /// A line results print under the ranking where the method needs one (Butler: the
    /// datum rule), else empty.
    std::string note;
    /// Compass whist: the pairs furthest above their own direction's average, the winners of
    /// the whole field (Foster: "having won the greatest number of tricks above the average
    /// of the hands"); more than one on a tie. Empty for other methods.
    std::vector<int> overallWinners;
};

/// Scores every board and ranks the entries. Board vulnerability follows the standard
/// rotation. Throws std::invalid_argument for inconsistent input (a line with neither a
/// play, an adjusted score nor whist tricks; a board number below 1) and InputError for
/// what a director must fix (a pair in no team, an artificial score or impossible tricks in
/// whist). Two pairs of one team at one table (Gilman's own-table round) are not compared.
SessionResult scoreSession(const SessionInput& input);

/// What a penalty takes off its entry's total in a session scored by `method`: its points,
/// or its share of the session's matchpoint top (0 before a board has two results). Throws
/// InputError for a percentage of a top where the method has none (IMPs, VPs).
double penaltyDeduction(const ProceduralPenalty& penalty, ScoringMethod method,
                        const SessionResult& result);

} // namespace overplay::core
