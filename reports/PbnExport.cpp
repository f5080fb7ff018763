#include "reports/PbnExport.h"

#include "core/Error.h"
#include "core/Pbn.h"

#include <fstream>

namespace overplay::reports {

namespace {

std::string pbnScoring(core::ScoringMethod method) {
    switch (method) {
    case core::ScoringMethod::MatchpointsEbu:
    case core::ScoringMethod::MatchpointsAcbl:
        return "MP";
    case core::ScoringMethod::CrossImps:
    case core::ScoringMethod::Butler:
    case core::ScoringMethod::TeamImps:
        return "IMP";
    case core::ScoringMethod::BoardAMatch:
        return "BAM";
    case core::ScoringMethod::Whist:
        return "";
    }
    return "";
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
    event.scoring = pbnScoring(s.method);
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
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out)
        throw core::InputError("cannot write the PBN file '" + path + "'");
    out << pbnWithResults(s);
    out.close();
    if (!out)
        throw core::InputError("cannot write the PBN file '" + path + "'");
}

} // namespace overplay::reports
