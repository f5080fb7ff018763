// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/Views.h"

#include "core/MasterPoints.h"
#include "db/EventStore.h"
#include "movements/BoardPlacements.h"
#include "reports/Format.h"

#include <algorithm>
#include <set>

namespace overplay::reports {

std::vector<BoardPlay> playsOfBoard(const movements::Movement& movement, int board) {
    std::vector<BoardPlay> plays;
    const int set = movement.setOfBoard(board);
    if (set == 0)
        return plays;
    for (const auto& round : movement.rounds)
        for (const auto& t : round.tables)
            if (t.set == set)
                plays.push_back({round.number, t.table, t.ns, t.ew});
    std::sort(plays.begin(), plays.end(), [](const BoardPlay& a, const BoardPlay& b) {
        return a.round != b.round ? a.round < b.round : a.table < b.table;
    });
    return plays;
}

namespace {

/// Where a player sat on an individual's line: 0..3 for N, E, S, W, or -1.
int seatOfPlayer(const movements::TableRound& table, int player) {
    for (int seat = 0; seat < 4; ++seat)
        if (table.players[static_cast<std::size_t>(seat)] == player)
            return seat;
    return -1;
}

const movements::TableRound* tableOf(const movements::Movement& m, int round, int table) {
    for (const auto& r : m.rounds)
        if (r.number == round)
            for (const auto& t : r.tables)
                if (t.table == table)
                    return &t;
    return nullptr;
}

} // namespace

std::vector<EntryLine> linesOfEntry(const EventSnapshot& snapshot, int entry) {
    std::vector<EntryLine> out;
    if (!snapshot.result)
        return out;
    const bool individual = snapshot.movement.isIndividual();
    for (const auto& board : snapshot.result->boards)
        for (const auto& scored : board.lines) {
            const auto& line = scored.line;
            bool ns = line.ns == entry;
            bool ew = line.ew == entry;
            EntryLine e;
            if (individual) {
                const movements::TableRound* table =
                    tableOf(snapshot.movement, line.round, line.table);
                const int seat = table ? seatOfPlayer(*table, entry) : -1;
                if (seat >= 0) {
                    const auto player = [&](int at) {
                        return table->players[static_cast<std::size_t>(at % 4)];
                    };
                    ns = seat % 2 == 0;
                    ew = !ns;
                    e.partner = player(seat + 2);
                    e.opponents = {player(seat + 1), player(seat + 3)};
                }
            }
            if (!ns && !ew)
                continue;
            e.board = board.board;
            e.scored = &scored;
            e.northSouth = ns;
            e.opponent = ns ? line.ew : line.ns;
            if (scored.nsScore)
                e.score = ns ? *scored.nsScore : -*scored.nsScore;
            e.points = ns ? scored.nsPoints : scored.ewPoints;
            out.push_back(e);
        }
    std::stable_sort(out.begin(), out.end(),
                     [](const EntryLine& a, const EntryLine& b) { return a.board < b.board; });
    return out;
}

const core::RankingRow* rankingOf(const EventSnapshot& snapshot, int entry,
                                  std::string* direction) {
    if (!snapshot.result)
        return nullptr;
    for (const auto& ranking : snapshot.result->rankings)
        for (const auto& row : ranking.rows)
            if (row.entry == entry) {
                if (direction)
                    *direction = ranking.direction;
                return &row;
            }
    return nullptr;
}

std::string againstHtml(const EventSnapshot& snapshot, const EntryLine& line,
                        const EntryHtml& label) {
    if (snapshot.movement.isIndividual() && line.partner > 0)
        return "with " + label(line.partner) + " v " + label(line.opponents.first) + " &amp; " +
               label(line.opponents.second);
    return label(line.opponent);
}

std::string scoreCardSummaryHtml(const EventSnapshot& snapshot, int entry, const EntryHtml& team) {
    const int ranked = snapshot.isTeams() ? teamOfPair(snapshot, entry) : entry;
    std::string direction;
    const core::RankingRow* rank = rankingOf(snapshot, ranked, &direction);
    std::string summary;
    if (snapshot.isTeams())
        summary = team(ranked) + (rank ? " \u00b7 " : "");
    if (rank) {
        summary += "Place " + htmlEscape(rank->rank) +
                   (direction.empty() ? "" : " " + htmlEscape(direction)) + " \u00b7 " +
                   pointsText(rank->score) + " " + htmlEscape(rankingPointsLabel(snapshot));
        if (snapshot.isMatchpointed())
            summary += " \u00b7 " + percentText(rank->percent) + "%";
    }
    return summary;
}

int teamOfPair(const EventSnapshot& snapshot, int pair) {
    auto it = snapshot.movement.teamOf.find(pair);
    return it == snapshot.movement.teamOf.end() ? pair : it->second;
}

MatchLines linesOfMatch(const EventSnapshot& snapshot, const core::MatchResult& match) {
    MatchLines out;
    if (!snapshot.result)
        return out;
    for (const auto& board : snapshot.result->boards)
        for (const auto& scored : board.lines) {
            const int a = teamOfPair(snapshot, scored.line.ns);
            const int b = teamOfPair(snapshot, scored.line.ew);
            if (std::min(a, b) != match.teamA || std::max(a, b) != match.teamB)
                continue;
            out.boards[board.board].push_back(&scored);
            if (scored.line.round > 0 && (out.round == 0 || scored.line.round < out.round))
                out.round = scored.line.round;
        }
    return out;
}

std::string parHtml(const BoardInfo& board, bool inlineColour) {
    if (!board.doubleDummy)
        return "";
    return core::parText(board.doubleDummy->par, [inlineColour](core::Strain strain) {
        return strain == core::Strain::NoTrump
                   ? std::string("NT")
                   : suitHtml(static_cast<core::Suit>(static_cast<int>(strain)), inlineColour);
    });
}

std::string fieldName(const std::string& direction) {
    return direction == "NS" ? "North-South" : direction == "EW" ? "East-West" : "";
}

std::string stratumHeading(const core::StratumRanking& stratum) {
    const std::string field = fieldName(stratum.ranking.direction);
    return "Stratum " + core::stratumTitle(stratum.stratum) + (field.empty() ? "" : ", " + field);
}

ResultsCount countResults(const movements::Movement& movement, const core::SessionResult* result,
                          bool final) {
    ResultsCount count;
    count.final = final;
    count.expected = static_cast<int>(movements::boardPlayCount(movement));
    if (result)
        for (const auto& board : result->boards)
            if (board.board >= 1 && board.board <= movement.boards())
                count.entered += static_cast<int>(board.lines.size());
    count.entered = std::min(count.entered, count.expected);
    return count;
}

ResultsCount countResults(const EventSnapshot& snapshot) {
    return countResults(snapshot.movement, snapshot.result ? &*snapshot.result : nullptr,
                        !snapshot.finalAt.empty());
}

std::string provisionalText(const ResultsCount& count) {
    if (!count.provisional())
        return {};
    return "Provisional: " + std::to_string(count.entered) + " of " +
           std::to_string(count.expected) + " results";
}

std::string eventTitle(const EventSnapshot& snapshot) {
    std::string title = snapshot.eventName;
    for (const auto* part : {&snapshot.sessionName, &snapshot.clubName, &snapshot.date})
        if (!part->empty())
            title += (title.empty() ? "" : " \u00b7 ") + *part;
    return title;
}

std::string rankedName(const EventSnapshot& snapshot, int entry) {
    if (snapshot.isTeams()) {
        const auto it = snapshot.teamNames.find(entry);
        return db::teamName(entry, it != snapshot.teamNames.end() ? it->second : std::string());
    }
    return snapshot.entry(entry).names();
}

std::string masterPointsText(const EventSnapshot& snapshot, int entry) {
    const auto award = snapshot.masterPoints.find(entry);
    return award == snapshot.masterPoints.end()
               ? std::string()
               : core::awardText(snapshot.masterPointScale, award->second);
}

std::vector<std::string> masterPointSentences(const EventSnapshot& snapshot) {
    if (snapshot.masterPointScale == core::MasterPointScale::None)
        return {};
    std::vector<std::string> sentences{"MP: master points, " +
                                       core::masterPointScaleText(snapshot.masterPointScale) +
                                       ", each player."};
    sentences.insert(sentences.end(), snapshot.masterPointNotes.begin(),
                     snapshot.masterPointNotes.end());
    return sentences;
}

std::string rankingPointsLabel(const EventSnapshot& snapshot) {
    if (snapshot.method == core::ScoringMethod::TeamImps)
        return "VP";
    if (snapshot.isTeams() && snapshot.method == core::ScoringMethod::Whist)
        return "Matches";
    return pointsLabel(snapshot.method);
}

std::string teamMembers(const EventSnapshot& snapshot, int team) {
    std::string members;
    // The roster entered with the team, when there is one.
    if (const auto it = snapshot.teamPlayers.find(team);
        it != snapshot.teamPlayers.end() && !it->second.empty()) {
        for (const auto& name : it->second)
            members += (members.empty() ? "" : ", ") + name;
        return members;
    }
    for (const auto& [pair, pairTeam] : snapshot.movement.teamOf) {
        if (pairTeam != team)
            continue;
        const std::string names = snapshot.entry(pair).names();
        if (!names.empty())
            members += (members.empty() ? "" : ", ") + names;
    }
    return members;
}

std::vector<std::string> teamPlayers(const EventSnapshot& snapshot, int team) {
    if (const auto it = snapshot.teamPlayers.find(team);
        it != snapshot.teamPlayers.end() && !it->second.empty())
        return it->second;
    std::vector<std::string> players;
    for (const auto& [pair, pairTeam] : snapshot.movement.teamOf)
        if (pairTeam == team)
            for (const auto& name : snapshot.entry(pair).players)
                players.push_back(name);
    return players;
}

std::vector<TeamMatchView> teamMatches(const EventSnapshot& snapshot) {
    std::vector<TeamMatchView> out;
    if (!snapshot.result)
        return out;
    for (const core::MatchResult& m : snapshot.result->matches) {
        TeamMatchView v;
        const MatchLines lines = linesOfMatch(snapshot, m);
        v.round = lines.round;
        // Each side's own gains, as a match is announced: a compared line where team A sat
        // North-South carries both sides' points on that board (core::scoreSession gives the
        // line at the other table the same two figures the other way round).
        for (const auto& [board, scored] : lines.boards)
            for (const core::ScoredLine* line : scored)
                if (line->compared && teamOfPair(snapshot, line->line.ns) == m.teamA) {
                    v.wonA += std::max(line->nsPoints, 0.0);
                    v.wonB += std::max(line->ewPoints, 0.0);
                }
        v.teamA = m.teamA;
        v.teamB = m.teamB;
        v.boards = m.boards;
        v.pointsA = m.pointsA;
        v.pointsB = m.pointsB;
        v.vpA = m.vpA;
        v.vpB = m.vpB;
        // As core::scoreSession ranks them: board-a-match by its points, the others by VPs or
        // matches won.
        const bool bam = snapshot.method == core::ScoringMethod::BoardAMatch;
        v.earnedA = bam ? m.pointsA : m.vpA;
        v.earnedB = bam ? m.pointsB : m.vpB;
        // Equal VPs (or points) after a match won on IMPs still give the IMP winner; only a
        // match level on both is a tie.
        const double lead = v.earnedA != v.earnedB ? v.earnedA - v.earnedB : m.pointsA - m.pointsB;
        v.winner = lead > 0 ? m.teamA : (lead < 0 ? m.teamB : 0);
        out.push_back(v);
    }
    std::stable_sort(out.begin(), out.end(), [](const TeamMatchView& a, const TeamMatchView& b) {
        return a.round != b.round ? a.round < b.round : a.teamA < b.teamA;
    });
    return out;
}

std::string matchUnit(const EventSnapshot& snapshot) {
    switch (snapshot.method) {
    case core::ScoringMethod::BoardAMatch:
        return "points";
    case core::ScoringMethod::Whist:
        return "tricks";
    default:
        return "IMPs";
    }
}

std::string matchScoreText(const EventSnapshot& snapshot, const TeamMatchView& match) {
    return matchScoreText(match, rankedName(snapshot, match.teamA),
                          rankedName(snapshot, match.teamB), matchUnit(snapshot));
}

std::string matchScoreText(const TeamMatchView& match, const std::string& nameA,
                           const std::string& nameB, const std::string& unit) {
    return nameA + " " + pointsText(match.wonA) + " \u2013 " + nameB + " " +
           pointsText(match.wonB) + " " + unit;
}

std::vector<TeamByeView> teamByes(const EventSnapshot& snapshot) {
    std::vector<TeamByeView> out;
    if (snapshot.method != core::ScoringMethod::TeamImps || snapshot.movement.kind != "swiss-teams")
        return out;
    // As db's ranking counts them: a round's bye once the round has a match under way.
    std::set<int> underWay;
    for (const TeamMatchView& m : teamMatches(snapshot))
        underWay.insert(m.round);
    for (const auto& round : snapshot.movement.rounds) {
        if (!underWay.count(round.number))
            continue;
        std::set<int> teams;
        for (int pair : round.sitout)
            if (const auto team = snapshot.movement.teamOf.find(pair);
                team != snapshot.movement.teamOf.end())
                teams.insert(team->second);
        for (int team : teams)
            out.push_back({round.number, team, snapshot.settings.byeVictoryPoints});
    }
    return out;
}

std::vector<RunningRound> runningTable(const EventSnapshot& snapshot) {
    std::map<int, std::map<int, double>> earned; // round → team → what the round earned it
    for (const TeamMatchView& m : teamMatches(snapshot)) {
        earned[m.round][m.teamA] += m.earnedA;
        earned[m.round][m.teamB] += m.earnedB;
    }
    for (const TeamByeView& bye : teamByes(snapshot))
        earned[bye.round][bye.team] += bye.vps;
    std::vector<RunningRound> out;
    std::map<int, double> totals;
    for (const auto& [pair, team] : snapshot.movement.teamOf)
        totals[team] = 0;
    for (const auto& [round, teams] : earned) {
        for (const auto& [team, points] : teams)
            totals[team] += points;
        out.push_back({round, totals});
    }
    return out;
}

int runningTableDecimals(const std::vector<RunningRound>& running) {
    std::vector<double> all;
    for (const RunningRound& r : running)
        for (const auto& [team, total] : r.totals)
            all.push_back(total);
    return columnDecimals(all) > 0 ? 2 : 0;
}

std::string bamScaleText(core::BamScale scale) {
    return scale == core::BamScale::TwoOneZero ? "2 / 1 / 0" : "1 / \u00bd / 0";
}

} // namespace overplay::reports
