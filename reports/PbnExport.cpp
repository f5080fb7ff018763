// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/PbnExport.h"

#include "core/Error.h"
#include "core/Pbn.h"
#include "movements/Labels.h"
#include "reports/Format.h"
#include "reports/TextFile.h"

#include <algorithm>

namespace overplay::reports {

namespace {

/// A pair's number as a results file gives it: its label ("3NS", "B2"), or where the label is
/// no number (a whist schedule's "a") the pair's own number, as the USEBIO file writes it: a
/// results reader takes a number. A team's pairs keep their labels ("A1").
std::string pairId(const EventSnapshot& s, int entry, bool withLabel) {
    const std::string number = movements::labelNumber(s.movement, entry);
    const bool digits = !number.empty() && std::all_of(number.begin(), number.end(),
                                                       [](char c) { return c >= '0' && c <= '9'; });
    if (!digits && !s.isTeams())
        return std::to_string(entry);
    return withLabel || !digits ? s.entry(entry).shownLabel() : number;
}

/// The final ranking with each pair's players, as PBN's TotalScoreTable (in the first game, as
/// scoring programs put it): a reader of the file knows who pair 3NS was. Pairs events only.
void addTotalScoreTable(core::PbnGame& game, const EventSnapshot& s) {
    if (!s.result || s.isTeams() || s.movement.isIndividual())
        return;
    const bool matchpoints = s.isMatchpointed();
    // Whist pairs score tricks, neither matchpoints nor IMPs.
    const char* total = matchpoints                              ? "TotalScoreMP"
                        : s.method == core::ScoringMethod::Whist ? "TotalScoreTricks"
                                                                 : "TotalScoreIMP";
    std::vector<core::PbnColumn> columns = {
        {"Rank", 0, 3, 'R'}, {"PairId", 0, 4, 'R'}, {"Direction", 0, 2, 'R'}, {total, 0, 7, 'R'}};
    if (matchpoints)
        columns.push_back({"TotalPercentage", 0, 6, 'R'});
    columns.push_back({"Names", 0, 40, 'L'});
    core::PbnTag table;
    table.name = "TotalScoreTable";
    table.value = core::pbnColumnsText(columns);
    for (const core::Ranking& ranking : s.result->rankings)
        for (const core::RankingRow& row : ranking.rows) {
            core::PbnSectionLine line;
            const std::string names = s.entry(row.entry).names();
            // A pair's direction is its ranking's, or in one field ranked whole (an
            // arrow-switched Mitchell) its card's: 3NS and 3EW are two pairs there too.
            std::string direction = ranking.direction;
            if (direction.empty())
                direction = core::fieldWord(movements::fieldOfEntry(s.movement, row.entry));
            line.tokens = {row.rank, pairId(s, row.entry, false),
                           direction.empty() ? "-" : direction, pointsText(row.score)};
            if (matchpoints)
                line.tokens.push_back(percentText(row.percent));
            line.tokens.push_back(names.empty() ? "-" : names);
            table.section.push_back(std::move(line));
        }
    game.tags.push_back(std::move(table));
    game.rawTags.push_back(game.tags.back());
}

} // namespace

std::string pbnWithResults(const EventSnapshot& s) {
    core::PbnEventInfo event;
    event.event = s.eventName;
    event.site = s.clubName;
    if (s.date.size() == 10) {
        event.date = s.date;
        event.date[4] = event.date[7] = '.';
    }
    event.scoring = scoringNames(s.method).pbn;
    event.whist = s.method == core::ScoringMethod::Whist;
    // An individual's traveller numbers players, a team event's names team pairs ("A1"): a
    // reader must not take them for the pairs of a pairs event.
    if (s.movement.isIndividual())
        event.competition = "Individuals";
    else if (s.isTeams())
        event.competition = "Teams";
    std::vector<core::PbnBoardResults> boards;
    for (const auto& board : s.boards) {
        if (!board.deal)
            continue;
        core::PbnBoardResults out;
        out.hand.board = board.number;
        out.hand.dealer = board.dealer;
        out.hand.vulnerability = board.vulnerability;
        out.hand.deal = *board.deal;
        if (board.doubleDummy) {
            out.hand.doubleDummyTricks = board.doubleDummy->table;
            out.hand.optimumScoreNS = board.doubleDummy->par.scoreNS;
        }
        if (const core::BoardResult* result = s.boardResult(board.number))
            for (const auto& scored : result->lines) {
                const auto& line = scored.line;
                core::PbnResultLine row;
                row.nsPair = pairId(s, line.ns, true);
                row.ewPair = pairId(s, line.ew, true);
                if (line.play) {
                    row.contract = line.play->contract;
                    row.declarer = line.play->declarer;
                    row.tricks = line.play->tricks;
                }
                // A ruling has a place in the traveller too, so the file reads back whole.
                if (line.adjusted)
                    row.ruling = line.adjusted->text();
                else if (line.weighted)
                    row.ruling = line.weighted->text();
                else if (line.notPlayed)
                    row.ruling = "NP";
                row.lead = line.lead;
                if (event.whist)
                    row.tricksNS = line.whistTricksNs; // a whist line's "score" is its tricks
                else
                    row.scoreNS = scored.nsScore;
                out.lines.push_back(row);
            }
        boards.push_back(std::move(out));
    }
    std::vector<core::PbnGame> games = core::travellerGames(event, boards);
    if (!games.empty())
        addTotalScoreTable(games.front(), s);
    return core::writePbn(games);
}

PbnBoards pbnBoards(const EventSnapshot& s) {
    PbnBoards out;
    for (const auto& board : s.boards) {
        const core::BoardResult* result = s.boardResult(board.number);
        const bool played = result && !result->lines.empty();
        if (board.deal && played)
            out.written.push_back(board.number);
        else if (played)
            out.withoutHands.push_back(board.number);
    }
    return out;
}

int writePbnWithResults(const EventSnapshot& s, const std::string& path) {
    const PbnBoards boards = pbnBoards(s);
    if (boards.written.empty())
        throw core::InputError(
            boards.withoutHands.empty()
                ? path + ": not written: no board has a result yet"
                : path + ": not written: PBN carries results with the deals, and no board with "
                         "results has a hand record (hands --import or --deal first; "
                         "--usebio carries the results alone)");
    writeTextFile(path, pbnWithResults(s), "the PBN file");
    return static_cast<int>(boards.written.size());
}

} // namespace overplay::reports
