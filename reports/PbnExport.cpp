// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/PbnExport.h"

#include "core/Pbn.h"
#include "reports/Format.h"
#include "reports/TextFile.h"

namespace overplay::reports {

std::string pbnWithResults(const EventSnapshot& s) {
    core::PbnEventInfo event;
    event.event = s.eventName;
    event.site = s.clubName;
    if (s.date.size() == 10) {
        event.date = s.date;
        event.date[4] = event.date[7] = '.';
    }
    event.scoring = scoringNames(s.method).pbn;
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
                row.nsPair = s.entry(line.ns).shownLabel();
                row.ewPair = s.entry(line.ew).shownLabel();
                if (line.play) {
                    row.contract = line.play->contract;
                    row.declarer = line.play->declarer;
                    row.tricks = line.play->tricks;
                }
                row.lead = line.lead;
                row.scoreNS = scored.nsScore;
                out.lines.push_back(row);
            }
        boards.push_back(std::move(out));
    }
    return core::writePbn(core::travellerGames(event, boards));
}

void writePbnWithResults(const EventSnapshot& s, const std::string& path) {
    writeTextFile(path, pbnWithResults(s), "the PBN file");
}

} // namespace overplay::reports
