// SPDX-License-Identifier: GPL-3.0-or-later
// teams: a team event's names and rosters from a CSV file; and `rank`'s team part.
#include "app/cli/Cli.h"
#include "app/cli/Subcommand.h"
#include "app/cli/TeamRanking.h"
#include "core/Figures.h"
#include "core/ScoringSettings.h"

#include "core/Csv.h"
#include "core/Error.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/SwissRounds.h"
#include "movements/Labels.h"
#include "reports/Format.h"
#include "reports/Views.h"

#include <CLI/CLI.hpp>

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <ostream>
#include <set>

namespace overplay::app {

namespace {

using nlohmann::json;

bool allDigits(const std::string& text) {
    return !text.empty() && text.size() < 6 && std::all_of(text.begin(), text.end(), [](char c) {
        return std::isdigit(static_cast<unsigned char>(c));
    });
}

// --- teams ---------------------------------------------------------------------------------

/// TEAMS.csv: number,name,player1,player2,… one team a line; a header line is skipped. Every
/// row is checked before anything is stored; a bad one is refused with its file and line.
void runTeams(const std::string& file, const std::string& csv, CliContext& context) {
    auto store = db::EventStore::open(file, storeOptions());
    const std::vector<db::Team> known = store.teams();
    if (known.empty())
        throw core::InputError(file + ": this event has no teams (its movement is not a team "
                                      "movement)");
    const std::vector<core::CsvRow> rows = readCsvFile(csv);
    std::vector<db::Team> teams;
    std::set<int> seen;
    std::set<std::string> names;
    for (const auto& row : rows) {
        const std::string where = csv + " line " + std::to_string(row.line) + ": ";
        if (&row == &rows.front() && !allDigits(row.fields.at(0)))
            continue; // a header line ("number,name,player1,…")
        db::Team t;
        if (!allDigits(row.fields.at(0)))
            throw core::InputError(where + "'" + row.fields[0] +
                                   "' is not a team number (number,name,player1,player2,…)");
        t.number = std::stoi(row.fields[0]);
        if (std::none_of(known.begin(), known.end(),
                         [&](const db::Team& k) { return k.number == t.number; }))
            throw core::InputError(where + "there is no team " + row.fields[0] +
                                   " in this event (teams 1.." +
                                   std::to_string(known.back().number) + ")");
        if (!seen.insert(t.number).second)
            throw core::InputError(where + "team " + row.fields[0] + " is given twice");
        t.name = row.fields.size() > 1 ? row.fields[1] : "";
        if (t.name.empty())
            throw core::InputError(where + "team " + row.fields[0] + " has no name");
        if (allDigits(t.name))
            throw core::InputError(where + "team " + row.fields[0] + "'s name '" + t.name +
                                   "' is a number, which would read as another team's number");
        if (!names.insert(t.name).second)
            throw core::InputError(where + "the name '" + t.name + "' is given to two teams");
        for (std::size_t i = 2; i < row.fields.size(); ++i)
            if (!row.fields[i].empty())
                t.players.push_back(row.fields[i]);
        teams.push_back(std::move(t));
    }
    if (teams.empty())
        throw core::InputError(csv + ": holds no teams (number,name,player1,player2,… on each "
                                     "line)");
    store.setTeams(teams);
    context.out << "stored the names of " << teams.size()
                << (teams.size() == 1 ? " team\n" : " teams\n");
}

/// The key of a match's own points in JSON: IMPs, board-a-match points or tricks.
const char* matchPointsKey(core::ScoringMethod method) {
    switch (method) {
    case core::ScoringMethod::BoardAMatch:
        return "points";
    case core::ScoringMethod::Whist:
        return "tricks";
    default:
        return "imps";
    }
}

json teamJson(const reports::EventSnapshot& s, int team) {
    return {{"team", team},
            {"name", s.teamNames.count(team) ? s.teamNames.at(team) : ""},
            {"players", reports::teamPlayers(s, team)}};
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

} // namespace

json teamRankingJson(const reports::EventSnapshot& s) {
    json out;
    json rankings = json::array();
    if (s.result)
        for (const auto& r : s.result->rankings) {
            json rows = json::array();
            for (const auto& row : r.rows) {
                json j = teamJson(s, row.entry);
                j["rank"] = row.rank;
                j["label"] = reports::rankedName(s, row.entry);
                j["score"] = core::roundHalfUp(row.score);
                if (s.method == core::ScoringMethod::TeamImps)
                    j["imps"] = core::roundHalfUp(row.tiebreak);
                j["boards"] = row.boards;
                rows.push_back(std::move(j));
            }
            rankings.push_back({{"direction", r.direction}, {"rows", rows}});
        }
    out["rankings"] = rankings;
    const char* key = matchPointsKey(s.method);
    const bool withVps = s.method != core::ScoringMethod::BoardAMatch;
    json matches = json::array();
    for (const auto& m : reports::teamMatches(s)) {
        json a = teamJson(s, m.teamA), b = teamJson(s, m.teamB);
        a.erase("players");
        b.erase("players");
        a[key] = core::roundHalfUp(m.pointsA);
        b[key] = core::roundHalfUp(m.pointsB);
        // What each side won on the boards it gained, as the match is announced and shown.
        a["won"] = core::roundHalfUp(m.wonA);
        b["won"] = core::roundHalfUp(m.wonB);
        if (withVps) {
            a[s.method == core::ScoringMethod::Whist ? "matches" : "vp"] = core::roundHalfUp(m.vpA);
            b[s.method == core::ScoringMethod::Whist ? "matches" : "vp"] = core::roundHalfUp(m.vpB);
        }
        json j{{"round", m.round}, {"boards", m.boards}, {"teams", json::array({a, b})}};
        j["winner"] = m.winner == 0 ? json(nullptr) : json(m.winner);
        j["winnerName"] = m.winner == 0                 ? ""
                          : s.teamNames.count(m.winner) ? s.teamNames.at(m.winner)
                                                        : "";
        matches.push_back(std::move(j));
    }
    out["matches"] = matches;
    if (const auto byes = reports::teamByes(s); !byes.empty()) {
        json list = json::array();
        for (const auto& bye : byes) {
            json team = teamJson(s, bye.team);
            team.erase("players");
            list.push_back(
                {{"round", bye.round}, {"team", team}, {"vp", core::roundHalfUp(bye.vps)}});
        }
        out["byes"] = list;
    }
    json running = json::array();
    for (const auto& r : reports::runningTable(s)) {
        json rows = json::array();
        std::vector<std::pair<int, double>> order(r.totals.begin(), r.totals.end());
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& x, const auto& y) { return x.second > y.second; });
        for (const auto& [team, total] : order)
            rows.push_back({{"team", team},
                            {"name", s.teamNames.count(team) ? s.teamNames.at(team) : ""},
                            {"total", core::roundHalfUp(total)}});
        running.push_back({{"round", r.round}, {"rows", rows}});
    }
    out["runningTable"] = running;
    if (s.method == core::ScoringMethod::BoardAMatch)
        out["bamScale"] = s.settings.bamScale == core::BamScale::TwoOneZero ? "2/1/0" : "1/0.5/0";
    return out;
}

void printTeamRanking(const reports::EventSnapshot& s, std::ostream& out) {
    out << s.eventName << " (" << core::scoringMethodText(s.method);
    if (s.method == core::ScoringMethod::BoardAMatch)
        out << ", " << reports::bamScaleText(s.settings.bamScale) << " a board";
    out << ")\n";
    for (const std::string& sentence : core::settingsSentences(s.settings, s.method))
        out << sentence << "\n";
    char line[512];
    const std::string points = reports::rankingPointsLabel(s);
    const bool ranked =
        s.result && std::any_of(s.result->rankings.begin(), s.result->rankings.end(),
                                [](const core::Ranking& r) { return !r.rows.empty(); });
    if (!ranked) {
        // Nothing compared yet (a board counts once both tables of its match have played it):
        // the teams as they stand, not an empty ranking.
        std::set<int> teams;
        for (const auto& [pair, team] : s.movement.teamOf)
            teams.insert(team);
        out << "\nTeams\n";
        std::snprintf(line, sizeof line, "%-24s %s\n", "Team", "Players");
        out << line;
        for (int team : teams) {
            std::snprintf(line, sizeof line, "%-24s %s",
                          reports::rankedName(s, team).substr(0, 24).c_str(),
                          joined(reports::teamPlayers(s, team)).c_str());
            std::string text = line;
            text.erase(text.find_last_not_of(' ') + 1); // no trailing spaces without players
            out << text << "\n";
        }
        out << "\nNo board complete yet: a board counts once both tables of its match have "
               "played it.\n";
        return;
    }
    for (const auto& r : s.result->rankings) {
        out << "\nTeams\n";
        std::snprintf(line, sizeof line, "%-5s %-24s %-40s %9s\n", "Rank", "Team", "Players",
                      points.c_str());
        out << line;
        for (const auto& row : r.rows) {
            std::snprintf(line, sizeof line, "%-5s %-24s %-40s %9s\n", row.rank.c_str(),
                          reports::rankedName(s, row.entry).substr(0, 24).c_str(),
                          joined(reports::teamPlayers(s, row.entry)).substr(0, 40).c_str(),
                          reports::pointsText(row.score, 2).c_str());
            out << line;
        }
    }
    const auto matches = reports::teamMatches(s);
    if (matches.empty())
        return;
    out << "\nMatches\n";
    for (const auto& m : matches) {
        // "Abbott 31 – Osborne 3 IMPs": each side's own IMPs, as a match is announced.
        std::snprintf(line, sizeof line, "Round %-3d %s", m.round,
                      reports::matchScoreText(s, m).c_str());
        out << line;
        if (s.method == core::ScoringMethod::TeamImps)
            out << ", " << reports::pointsText(m.vpA, 2) << " \u2013 "
                << reports::pointsText(m.vpB, 2) << " VPs";
        else if (s.method == core::ScoringMethod::Whist)
            out << ", " << reports::pointsText(m.vpA) << " \u2013 " << reports::pointsText(m.vpB)
                << " matches";
        out << "; "
            << (m.winner == 0 ? std::string("a tie") : reports::rankedName(s, m.winner) + " win")
            << "\n";
    }
    for (const auto& bye : reports::teamByes(s))
        out << "Round " << bye.round << " " << reports::rankedName(s, bye.team) << ": a bye, "
            << reports::pointsText(bye.vps, 2) << " VPs\n";
    const auto running = reports::runningTable(s);
    const int decimals = reports::runningTableDecimals(running);
    out << "\nRunning table\n";
    for (const auto& r : running) {
        out << "After round " << r.round << ":";
        std::vector<std::pair<int, double>> order(r.totals.begin(), r.totals.end());
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& x, const auto& y) { return x.second > y.second; });
        for (const auto& [team, total] : order)
            out << "  " << reports::rankedName(s, team) << " "
                << reports::pointsText(total, decimals);
        out << "\n";
    }
}

/// A team as people read it: its name, or its letter as its pairs' cards print it.
std::string teamWords(const db::EventStore& store, int team) {
    for (const db::Team& t : store.teams())
        if (t.number == team && !t.name.empty())
            return t.name;
    const std::string pair = movements::entryLabel(store.movement(), 2 * team - 1);
    return pair.substr(0, pair.size() - 1); // "A1" → "A"
}

void runDraw(const std::string& file, CliContext& context) {
    auto store = db::EventStore::open(file, storeOptions());
    const core::SwissDraw draw = db::drawNextSwissRound(store);
    const auto& m = store.movement();
    const int round = static_cast<int>(m.rounds.size());
    context.out << "round " << round << " of " << m.boardSets << ":\n";
    int table = 1;
    for (const auto& [a, b] : draw.matches) {
        context.out << "  tables " << table << "-" << table + 1 << ": "
                    << core::printableText(teamWords(store, a)) << " v "
                    << core::printableText(teamWords(store, b)) << "\n";
        table += 2;
    }
    if (draw.bye)
        context.out << "  bye: " << core::printableText(teamWords(store, *draw.bye)) << "\n";
}

void addTeamCommands(CLI::App& app, CliContext& context) {
    addEventFileCommand(app, "draw",
                        "Swiss teams: draw the next round from the standings (no repeat meetings)",
                        context, runDraw);
    auto file = std::make_shared<std::string>();
    auto csv = std::make_shared<std::string>();
    CLI::App* cmd = app.add_subcommand("teams", "import the names and players of the teams");
    cmd->add_option("event", *file, "EVENT.db")->required();
    cmd->add_option("--import", *csv, "TEAMS.csv: number,name,player1,player2,…")->required();
    cmd->callback([file, csv, &context] { runTeams(*file, *csv, context); });
}

} // namespace overplay::app
