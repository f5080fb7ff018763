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
        if (row.fields.size() == 1 && row.fields[0].find_first_of(";\t") != std::string::npos)
            // Saved by a spreadsheet set to semicolons (or tabs) between fields.
            throw core::InputError(where + "the fields are separated by '" +
                                   (row.fields[0].find(';') != std::string::npos ? ";" : "tab") +
                                   "', not ',': save the file as CSV with commas "
                                   "(number,name,player1,player2,…)");
        if (row.fields.size() == 1 && !allDigits(row.fields[0]))
            // A column of names from a spreadsheet: which team each is must be said.
            throw core::InputError(where + "'" + row.fields[0] +
                                   "' is a name without its team's number: each line is "
                                   "number,name,player1,player2,…");
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
        // Spaces inside quotes around a name are no part of it ("  Archers " is Archers).
        t.name = row.fields.size() > 1 ? core::trimmedText(row.fields[1]) : "";
        if (t.name.empty())
            throw core::InputError(where + "team " + row.fields[0] + " has no name");
        if (allDigits(t.name))
            throw core::InputError(where + "team " + row.fields[0] + "'s name '" + t.name +
                                   "' is a number, which would read as another team's number");
        // Compared as `result` reads a typed name: "Archers" and "ARCHERS" are one name.
        if (!names.insert(core::upperWithoutSpaces(t.name)).second)
            throw core::InputError(where + "the name '" + t.name + "' is given to two teams");
        for (std::size_t i = 2; i < row.fields.size(); ++i)
            if (const std::string player = core::trimmedText(row.fields[i]); !player.empty())
                t.players.push_back(player);
        if (row.fields.size() == 2) {
            // "number,name" alone renames the team: its players stay (",," after the name
            // empties the roster).
            const auto stored = std::find_if(known.begin(), known.end(), [&](const db::Team& k) {
                return k.number == t.number;
            });
            t.players = stored->players;
        }
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

/// A team's name as stored ("" for a number no team has) and its players.
json teamJson(const reports::RankingViewTeams& teams, int team) {
    const auto it = teams.teams.find(team);
    return {{"team", team},
            {"name", it != teams.teams.end() ? it->second.name : ""},
            {"players", teams.playersOf(team)}};
}

/// A column of the text tables: `text` as a terminal may show it, cut to at most `width`
/// characters (never inside one: UTF-8 names are common) and padded with spaces to `width`
/// characters, not bytes, so that the columns after it line up.
std::string cell(const std::string& text, std::size_t width) {
    const std::string shown = core::printableText(text);
    std::string out;
    std::size_t characters = 0;
    for (std::size_t i = 0; i < shown.size(); ++i) {
        const bool starts = (static_cast<unsigned char>(shown[i]) & 0xC0) != 0x80;
        if (starts && characters++ == width)
            break;
        out += shown[i];
    }
    characters = std::min(characters, width);
    return out + std::string(width - characters, ' ');
}

std::string joined(const std::vector<std::string>& names) {
    std::string out;
    for (const auto& n : names)
        out += (out.empty() ? "" : ", ") + n;
    return out;
}

} // namespace

json teamRankingJson(const reports::RankingView& view, const db::EventInfo& info) {
    const reports::RankingViewTeams& teams = *view.teams;
    json out;
    json rankings = json::array();
    for (const reports::RankingViewTable& table : view.fields) {
        json rows = json::array();
        for (const reports::RankingViewRow& row : table.rows) {
            json j = teamJson(teams, row.entry);
            j["rank"] = row.rank;
            j["label"] = teams.nameOf(row.entry);
            j["score"] = core::roundHalfUp(row.score);
            if (info.scoring == core::ScoringMethod::TeamImps)
                j["imps"] = core::roundHalfUp(row.tiebreak);
            j["boards"] = row.boards;
            rows.push_back(std::move(j));
        }
        rankings.push_back({{"direction", table.direction}, {"rows", rows}});
    }
    out["rankings"] = rankings;
    const char* key = matchPointsKey(info.scoring);
    const bool withVps = info.scoring != core::ScoringMethod::BoardAMatch;
    const bool whist = info.scoring == core::ScoringMethod::Whist;
    json matches = json::array();
    for (const auto& m : teams.matches) {
        json a = teamJson(teams, m.teamA), b = teamJson(teams, m.teamB);
        a.erase("players");
        b.erase("players");
        a[key] = core::roundHalfUp(m.pointsA);
        b[key] = core::roundHalfUp(m.pointsB);
        // What each side won on the boards it gained, as the match is announced and shown.
        a["won"] = core::roundHalfUp(m.wonA);
        b["won"] = core::roundHalfUp(m.wonB);
        if (withVps) {
            a[whist ? "matches" : "vp"] = core::roundHalfUp(m.vpA);
            b[whist ? "matches" : "vp"] = core::roundHalfUp(m.vpB);
        }
        json j{{"round", m.round}, {"boards", m.boards}, {"teams", json::array({a, b})}};
        j["winner"] = m.winner == 0 ? json(nullptr) : json(m.winner);
        j["winnerName"] = m.winner == 0 ? json("") : teamJson(teams, m.winner)["name"];
        matches.push_back(std::move(j));
    }
    out["matches"] = matches;
    if (!teams.byes.empty()) {
        json list = json::array();
        for (const auto& bye : teams.byes) {
            json team = teamJson(teams, bye.team);
            team.erase("players");
            list.push_back(
                {{"round", bye.round}, {"team", team}, {"vp", core::roundHalfUp(bye.vps)}});
        }
        out["byes"] = list;
    }
    json running = json::array();
    for (const auto& r : teams.running) {
        json rows = json::array();
        std::vector<std::pair<int, double>> order(r.totals.begin(), r.totals.end());
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& x, const auto& y) { return x.second > y.second; });
        for (const auto& [team, total] : order)
            rows.push_back({{"team", team},
                            {"name", teamJson(teams, team)["name"]},
                            {"total", core::roundHalfUp(total)}});
        running.push_back({{"round", r.round}, {"rows", rows}});
    }
    out["runningTable"] = running;
    if (info.scoring == core::ScoringMethod::BoardAMatch)
        out["bamScale"] =
            info.settings.bamScale == core::BamScale::TwoOneZero ? "2/1/0" : "1/0.5/0";
    return out;
}

void printTeamRanking(const reports::RankingView& view, const db::EventInfo& info,
                      std::ostream& out) {
    const reports::RankingViewTeams& teams = *view.teams;
    out << info.name << " (" << core::scoringMethodText(info.scoring);
    if (info.scoring == core::ScoringMethod::BoardAMatch)
        out << ", " << reports::bamScaleText(info.settings.bamScale) << " a board";
    out << ")\n";
    for (const std::string& sentence : core::settingsSentences(info.settings, info.scoring))
        out << sentence << "\n";
    char line[512];
    const bool ranked =
        std::any_of(view.fields.begin(), view.fields.end(),
                    [](const reports::RankingViewTable& t) { return !t.rows.empty(); });
    if (!ranked) {
        // Nothing compared yet (a board counts once both tables of its match have played it):
        // the teams as they stand, not an empty ranking.
        out << "\nTeams\n";
        std::snprintf(line, sizeof line, "%-24s %s\n", "Team", "Players");
        out << line;
        for (const auto& [number, team] : teams.teams) {
            std::string text =
                cell(team.name, 24) + " " + core::printableText(joined(team.players));
            text.erase(text.find_last_not_of(' ') + 1); // no trailing spaces without players
            out << text << "\n";
        }
        out << "\nNo board complete yet: a board counts once both tables of its match have "
               "played it.\n";
        return;
    }
    for (const reports::RankingViewTable& table : view.fields) {
        out << "\nTeams\n";
        std::snprintf(line, sizeof line, "%-5s %-24s %-40s %9s\n", "Rank", "Team", "Players",
                      teams.pointsLabel.c_str());
        out << line;
        for (const reports::RankingViewRow& row : table.rows) {
            std::snprintf(line, sizeof line, "%-5s ", row.rank.c_str());
            out << line << cell(teams.nameOf(row.entry), 24) << " "
                << cell(joined(teams.playersOf(row.entry)), 40) << " ";
            std::snprintf(line, sizeof line, "%9s\n", reports::pointsText(row.score, 2).c_str());
            out << line;
        }
    }
    if (teams.matches.empty())
        return;
    out << "\nMatches\n";
    for (const auto& m : teams.matches) {
        // "Abbott 31 – Osborne 3 IMPs": each side's own IMPs, as a match is announced.
        std::snprintf(line, sizeof line, "Round %-3d %s", m.round,
                      core::printableText(teams.scoreText(m)).c_str());
        out << line;
        if (info.scoring == core::ScoringMethod::TeamImps)
            out << ", " << reports::pointsText(m.vpA, 2) << " \u2013 "
                << reports::pointsText(m.vpB, 2) << " VPs";
        else if (info.scoring == core::ScoringMethod::Whist)
            out << ", " << reports::pointsText(m.vpA) << " \u2013 " << reports::pointsText(m.vpB)
                << " matches";
        out << "; "
            << (m.winner == 0 ? std::string("a tie")
                              : core::printableText(teams.nameOf(m.winner)) + " win")
            << "\n";
    }
    for (const auto& bye : teams.byes)
        out << "Round " << bye.round << " " << core::printableText(teams.nameOf(bye.team))
            << ": a bye, " << reports::pointsText(bye.vps, 2) << " VPs\n";
    const int decimals = reports::runningTableDecimals(teams.running);
    out << "\nRunning table\n";
    for (const auto& r : teams.running) {
        out << "After round " << r.round << ":";
        std::vector<std::pair<int, double>> order(r.totals.begin(), r.totals.end());
        std::stable_sort(order.begin(), order.end(),
                         [](const auto& x, const auto& y) { return x.second > y.second; });
        for (const auto& [team, total] : order)
            out << "  " << core::printableText(teams.nameOf(team)) << " "
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
