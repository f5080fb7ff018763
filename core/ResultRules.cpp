// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/ResultRules.h"

#include "core/DuplicateScore.h"
#include "core/Error.h"
#include "core/Types.h"

#include <cmath>
#include <string>

namespace overplay::core {

namespace {

std::string seatName(Seat seat) {
    static const char* const names[] = {"North", "East", "South", "West"};
    return names[static_cast<int>(seat)];
}

} // namespace

namespace {

/// Royal spades are Foster's alone: refused at contract bridge and under the 1908 laws.
void requireStrainOfTheGame(const std::string& board, const Contract& contract,
                            const std::optional<AuctionLaws>& auction) {
    if (!contract.royal)
        return;
    if (!auction)
        throw InputError(board + ": " + contract.text() +
                         " is royal spades, auction bridge's (Foster's laws); this event is "
                         "contract bridge");
    if (*auction == AuctionLaws::Portland)
        throw InputError(board + ": the Portland laws of 1908 have no royal spades; " +
                         contract.text() + " cannot be scored under them");
}

} // namespace

TravellerLine checkResult(const TravellerLine& in, ScoringMethod method,
                          const std::optional<Deal>& deal, Vulnerability vulnerability,
                          const std::optional<AuctionLaws>& auction) {
    TravellerLine l = in;
    const std::string board = "board " + std::to_string(l.board);
    if (auction && l.scoreOnlyNs)
        throw InputError(board + ": this is a duplicate auction event; each line is scored "
                                 "from its contract and tricks, so give the contract, "
                                 "declarer and result, not a score");
    if (auction && l.play && l.play->contract.isPassedOut())
        throw InputError(board + ": an auction bridge deal is never passed out: the dealer "
                                 "must declare (the 1908 laws, Law 47)");
    if (l.play)
        requireStrainOfTheGame(board, l.play->contract, auction);
    if (l.weighted)
        for (const WeightedOutcome& o : l.weighted->outcomes) {
            requireStrainOfTheGame(board, o.play.contract, auction);
            if (auction && o.play.contract.isPassedOut())
                throw InputError(board + ": an auction bridge deal is never passed out");
        }
    if (l.group < 0)
        throw InputError(board + ": a fouled board's group is 0 or more");

    // The rules: exactly one kind of result, and a possible one.
    const int kinds = (l.play ? 1 : 0) + (l.adjusted ? 1 : 0) + (l.whistTricksNs ? 1 : 0) +
                      (l.weighted ? 1 : 0) + (l.notPlayed ? 1 : 0) + (l.scoreOnlyNs ? 1 : 0);
    if (kinds != 1)
        throw InputError(board + ": give one result — a contract and result, a score "
                                 "alone, an adjusted score, a weighted score, the tricks "
                                 "North-South took at whist, or not played");
    if (l.scoreOnlyNs) {
        // A slip with only the score: a bridge score some contract could have produced at
        // this board's vulnerability, and nothing about the play (no lead without a declarer).
        if (method == ScoringMethod::Whist)
            throw InputError(board + ": this is a duplicate whist event; give the tricks "
                                     "North-South took, not a score");
        const Vulnerability vul = vulnerability;
        if (!isPossibleScore(*l.scoreOnlyNs, vul))
            throw InputError(board + ": no contract scores " + (*l.scoreOnlyNs > 0 ? "+" : "") +
                             std::to_string(*l.scoreOnlyNs) + " for North-South with " +
                             vulnerableSides(vul) + " vulnerable");
        if (l.lead)
            throw InputError(board + ": a score alone has no declarer, so no lead");
    }
    if (l.weighted && method != ScoringMethod::MatchpointsEbu &&
        method != ScoringMethod::MatchpointsAcbl && method != ScoringMethod::CrossImps &&
        method != ScoringMethod::Butler)
        throw InputError(board +
                         ": a weighted score is scored against a field of pairs "
                         "(matchpoints, cross-IMPs or Butler); an event scored by " +
                         scoringMethodText(method) +
                         " compares two tables, so enter the score the director "
                         "assigns instead");
    if (l.weighted) {
        // Checked like a real result: every outcome possible, the weights a whole.
        double sum = 0;
        for (const WeightedOutcome& o : l.weighted->outcomes) {
            if (o.percent <= 0 || o.percent > 100)
                throw InputError(board + ": each weight of a weighted score is above 0% "
                                         "and at most 100%");
            if (o.play.contract.level < 0 || o.play.contract.level > 7 || o.play.tricks < 0 ||
                o.play.tricks > 13)
                throw InputError(board + ": a weighted score's outcome " + o.play.contract.text() +
                                 " is not a possible result");
            sum += o.percent;
        }
        if (l.weighted->outcomes.empty() || std::abs(sum - 100) > 1e-9)
            throw InputError(board + ": the weights of a weighted score add up to 100%");
    }
    if (l.adjusted && (l.adjusted->nsPercent || l.adjusted->ewPercent) &&
        method != ScoringMethod::MatchpointsEbu && method != ScoringMethod::MatchpointsAcbl &&
        method != ScoringMethod::Whist)
        throw InputError(board + ": " + l.adjusted->text() +
                         " is a percentage of a matchpoint top; IMP scoring takes A+, A "
                         "or A- (3, 0 or -3 IMPs)");
    if (method == ScoringMethod::Whist && l.play)
        throw InputError(board + ": this is a duplicate whist event; give the tricks "
                                 "North-South took, not a contract");
    if (method == ScoringMethod::Whist && l.adjusted)
        throw InputError(
            board + ": a duplicate whist event has no artificial adjusted scores (" +
            l.adjusted->text() +
            " is a bridge ruling, and whist compares tricks); enter the tricks the director "
            "awards North-South instead (the tricks agreed, or those judged likely had the "
            "irregularity not happened), e.g. --tricks 7");
    if (method != ScoringMethod::Whist && l.whistTricksNs)
        throw InputError(board + ": this is a bridge event; give a contract and result, "
                                 "not whist tricks");
    if (l.whistTricksNs && (*l.whistTricksNs < 0 || *l.whistTricksNs > 13))
        throw InputError(board + ": North-South took " + std::to_string(*l.whistTricksNs) +
                         " tricks; a deal has 0 to 13");
    if (l.play) {
        const Play& p = *l.play;
        if (p.contract.level < 0 || p.contract.level > 7)
            throw InputError(board + ": a contract is at level 1 to 7");
        if (p.contract.isPassedOut()) {
            l.play = Play{p.contract, Seat::North, 0};
        } else if (p.tricks < 0 || p.tricks > 13) {
            throw InputError(board + ": declarer took " + std::to_string(p.tricks) +
                             " tricks; a deal has 0 to 13");
        }
    }
    if (l.lead) {
        if (!l.play)
            throw InputError(board + ": a lead belongs to a contract played");
        if (l.play->contract.isPassedOut())
            throw InputError(board + ": a passed-out board has no opening lead");
        const Seat leader = nextSeat(l.play->declarer);
        if (deal && !(*deal)[leader].has(*l.lead)) {
            const auto holder = deal->holder(*l.lead);
            throw InputError(board + ": the lead " + cardText(*l.lead) + " is not in " +
                             seatName(leader) + "'s hand" +
                             (holder ? " (" + seatName(*holder) + " holds it)" : std::string()) +
                             "; " + seatName(leader) + " leads against " +
                             seatName(l.play->declarer) + "'s " + l.play->contract.text());
        }
    }
    return l;
}

} // namespace overplay::core
