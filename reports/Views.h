// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Views of a snapshot that several documents share: who plays a board when, an entry's own
// results board by board, where an entry ranks, par as text.

#include "core/Strata.h"
#include "reports/EventSnapshot.h"

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace overplay::reports {

/// One time a board is played, from the movement.
struct BoardPlay {
    int round = 0;
    int table = 0;
    int ns = 0;
    int ew = 0;
};

/// Every round and table where the movement has this board played, by round then table.
std::vector<BoardPlay> playsOfBoard(const movements::Movement& movement, int board);

/// One board of an entry's personal score card.
struct EntryLine {
    int board = 0;
    const core::ScoredLine* scored = nullptr;
    bool northSouth = true; ///< the entry held the North-South cards
    int opponent = 0;
    /// Individuals: the player's partner on the board and both opponents (0 when unknown).
    int partner = 0;
    std::pair<int, int> opponents{0, 0};
    /// The entry's own score (North-South's score, negated for East-West); none if adjusted.
    std::optional<int> score;
    double points = 0; ///< the entry's matchpoints / IMPs on the board
};

/// The entry's results board by board (board order). A team's pairs count as the team when
/// `entry` is a team number of a team event. In an individual a line names one player a side;
/// the movement's seating says which boards the player played as the other one's partner.
std::vector<EntryLine> linesOfEntry(const EventSnapshot& snapshot, int entry);

/// The entry's ranking row and the field it is ranked in, or nullptr.
const core::RankingRow* rankingOf(const EventSnapshot& snapshot, int entry,
                                  std::string* direction = nullptr);

/// Writes an entry's or a team's name or label as a document shows it (a link on the site).
using EntryHtml = std::function<std::string(int number)>;

/// Whom the entry met on a board, as HTML: the opponents, or in an individual the partner and
/// both opponents ("with 5 v 1 &amp; 7"), each written by `label`.
std::string againstHtml(const EventSnapshot& snapshot, const EntryLine& line,
                        const EntryHtml& label);

/// A score card's summary, as HTML: the place the rankings give the entry, its score and (when
/// matchpointed) its percentage: "Place 2 NS · 27 MP · 56.25%". A team event ranks teams, not
/// pairs: a pair's card names its team (written by `team`) and gives the team's place and
/// score, "Lions · Place 1 · 38.50 VP", never the place of the team that bears the pair's
/// number. "" when the entry is not ranked and plays for no team.
std::string scoreCardSummaryHtml(const EventSnapshot& snapshot, int entry, const EntryHtml& team);

/// A pair's team in a team event: the movement's team table, or (without one) the pair
/// number itself, as core::scoreSession takes it.
int teamOfPair(const EventSnapshot& snapshot, int pair);

/// The lines of one team match, board by board, and the first round its teams met in (0 when
/// the lines carry no rounds).
struct MatchLines {
    int round = 0;
    std::map<int, std::vector<const core::ScoredLine*>> boards;
};
MatchLines linesOfMatch(const EventSnapshot& snapshot, const core::MatchResult& match);

/// Par as HTML: "NS +620 4♠-NS", "Passed out" or "" when not analysed.
std::string parHtml(const BoardInfo& board, bool inlineColour = false);

/// How many traveller lines the movement has played and how many are entered.
struct ResultsCount {
    int entered = 0;
    int expected = 0;
    bool final = false; ///< the director marked the results final
    /// Until the director marks the results final, every ranking is provisional, complete
    /// or not.
    bool provisional() const { return !final; }
};

/// "North-South", "East-West", or "" for one field: a ranking's direction as headed.
std::string fieldName(const std::string& direction);

/// "Stratum B (below 2000), North-South": a stratum's ranking as headed.
std::string stratumHeading(const core::StratumRanking& stratum);

/// The lines the movement expects (every board of the set at every table with two entries,
/// round by round) against the lines entered for those boards.
ResultsCount countResults(const movements::Movement& movement, const core::SessionResult* result,
                          bool final = false);
ResultsCount countResults(const EventSnapshot& snapshot);

/// "Provisional: 193 of 196 results" until the results are marked final, then "".
std::string provisionalText(const ResultsCount& count);

/// "Tuesday Pairs · Overplay Bridge Club · 2026-11-22" (plain text).
std::string eventTitle(const EventSnapshot& snapshot);

/// The name of an entry for a ranking: team name for teams, else "A & B" or "".
std::string rankedName(const EventSnapshot& snapshot, int entry);

/// An entry's master-point award as a ranking's MP column prints it; "" when it has none.
std::string masterPointsText(const EventSnapshot& snapshot, int entry);

/// What a ranking's MP column means, sentence by sentence: the scale, then why an entry has
/// none where the rules say so; none when the event awards no master points.
std::vector<std::string> masterPointSentences(const EventSnapshot& snapshot);

/// What a ranking's score is called: "VP" for teams scored by IMPs, "Matches" for whist
/// played by teams, else the points column's name ("MP", "IMPs", …).
std::string rankingPointsLabel(const EventSnapshot& snapshot);

/// The players of a team: its roster when entered, else pair by pair: "Ann Smith & Bob Jones,
/// Cathy Brown & David Wood";
/// "" when no names are known.
std::string teamMembers(const EventSnapshot& snapshot, int team);

/// A team's players: the roster entered with the team, else its pairs' names in pair order.
std::vector<std::string> teamPlayers(const EventSnapshot& snapshot, int team);

/// One team match as every report shows it: the round the teams met, each side's IMPs (or
/// board-a-match points, or tricks), what each side earned for the ranking (VPs for IMPs,
/// board-a-match points, whist matches won), and the winner (0 for a tie).
struct TeamMatchView {
    int round = 0;
    int teamA = 0;
    int teamB = 0;
    int boards = 0;
    double pointsA = 0, pointsB = 0; ///< IMPs, board-a-match points or tricks
    double vpA = 0, vpB = 0;         ///< VPs (IMPs) or matches won (whist); 0 for BAM
    double earnedA = 0, earnedB = 0; ///< what the ranking counts for each side
    double wonA = 0,
           wonB = 0; ///< each side's IMPs (tricks) won on the boards it gained; BAM points
    int winner = 0;  ///< teamA, teamB, or 0 for a tie
};

/// What a match's own score counts: "IMPs", "points" (board-a-match) or "tricks".
std::string matchUnit(const EventSnapshot& snapshot);

/// A match as announced, plain text: "Abbott 31 – Osborne 3 IMPs", each side's name and what
/// it won (TeamMatchView::wonA), the unit last.
std::string matchScoreText(const EventSnapshot& snapshot, const TeamMatchView& match);
/// The same with the sides' names and the unit (matchUnit) given.
std::string matchScoreText(const TeamMatchView& match, const std::string& nameA,
                           const std::string& nameB, const std::string& unit);
/// Every match of a team event, by round, then by teams.
std::vector<TeamMatchView> teamMatches(const EventSnapshot& snapshot);

/// A Swiss team's bye in a round under way: the VPs the director set for it.
struct TeamByeView {
    int round = 0;
    int team = 0;
    double vps = 0;
};
/// Every bye of a Swiss teams event, by round (none for other events: a round robin's byes
/// fall to every team alike and score nothing).
std::vector<TeamByeView> teamByes(const EventSnapshot& snapshot);

/// The running table: after each round in which a match was played, each team's total of
/// what the ranking counts so far, byes included (team number → total, every team present).
struct RunningRound {
    int round = 0;
    std::map<int, double> totals;
};
std::vector<RunningRound> runningTable(const EventSnapshot& snapshot);
/// The decimals the whole running table is printed with: 2 when any total needs them, else 0
/// (one number of decimals in every cell, "20.00" beside "12.50").
int runningTableDecimals(const std::vector<RunningRound>& running);

/// "1 / ½ / 0" or "2 / 1 / 0": the board-a-match scale as results name it.
std::string bamScaleText(core::BamScale scale);

} // namespace overplay::reports
