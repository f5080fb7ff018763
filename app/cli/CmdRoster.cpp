// SPDX-License-Identifier: GPL-3.0-or-later
// roster: the club's members (imported from the membership list), its visitors, and the events
// recorded for the ladder. ladder: the season's ladder from the recorded events.
#include "app/cli/Cli.h"
#include "app/cli/Subcommand.h"

#include "core/Error.h"
#include "core/Files.h"
#include "core/Ladder.h"
#include "core/Path.h"
#include "core/Ranking.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/Roster.h"
#include "reports/LadderReport.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <fstream>
#include <memory>
#include <ostream>
#include <vector>

namespace overplay::app {

namespace {

using nlohmann::json;

db::RosterOptions rosterOptions(bool readOnly = false) {
    db::RosterOptions options;
    options.user = storeOptions().user;
    options.readOnly = readOnly;
    return options;
}

struct RosterOptions {
    std::string file, import, club, clubNumber, record, complete, partner;
    std::vector<std::string> onlineNames; ///< "Ann Smith=ann_s"
    bool clubGiven = false, clubNumberGiven = false;
    bool asJson = false;
};

json memberJson(const db::Member& m) {
    return {{"name", m.name}, {"number", m.number}, {"email", m.email}, {"visitor", m.visitor}};
}

void runRoster(const RosterOptions& o, CliContext& context) {
    const bool writes = !o.import.empty() || o.clubGiven || o.clubNumberGiven ||
                        !o.record.empty() || !o.onlineNames.empty();
    // Reading a roster that is not there is a slip; importing into one makes it.
    db::Roster roster = db::Roster::open(o.file, !o.import.empty(), rosterOptions(!writes));
    if (o.clubGiven || o.clubNumberGiven) {
        db::Club club = roster.club();
        if (o.clubGiven)
            club.name = o.club;
        if (o.clubNumberGiven)
            club.number = o.clubNumber;
        roster.setClub(club);
        context.out << "club: " << (club.name.empty() ? "(no name)" : club.name)
                    << (club.number.empty() ? "" : ", number " + club.number) << "\n";
    }
    if (!o.import.empty()) {
        const db::MemberImport done =
            roster.importMembers(db::memberRowsOf(readCsvFile(o.import), o.import));
        context.out << "imported " << o.import << ": " << done.added << " added, " << done.updated
                    << " updated, " << done.unchanged << " unchanged\n";
    }
    for (const std::string& pairing : o.onlineNames) {
        const std::size_t equals = pairing.rfind('=');
        if (equals == std::string::npos)
            throw UsageError{"--online-name is MEMBER=BBO name (\"Ann Smith=ann_s\")"};
        const std::string member = core::trimmedText(pairing.substr(0, equals));
        const std::string online = core::trimmedText(pairing.substr(equals + 1));
        roster.setOnlineName(member, online);
        const auto found = roster.find(member);
        context.out << (found ? found->name : member)
                    << (online.empty() ? ": no online name" : ": online " + online) << "\n";
    }
    if (!o.record.empty()) {
        auto store = db::EventStore::open(o.record, storeOptions(true));
        const db::RecordedEvent event = db::recordedEventOf(store);
        const std::vector<db::Appearance> players = db::appearancesOf(store);
        roster.recordEvent(event, players);
        const bool percentages = !players.empty() && players.front().percent.has_value();
        context.out << "recorded " << event.name << " (" << event.date << "): " << players.size()
                    << " players"
                    << (percentages ? ""
                                    : ", no percentages (not matchpointed): the ladder leaves "
                                      "it out")
                    << "\n";
    }
    if (!o.complete.empty()) {
        const auto offered = roster.complete(o.complete, o.partner);
        if (o.asJson) {
            json out = json::array();
            for (const db::Member& m : offered)
                out.push_back(memberJson(m));
            context.out << out.dump(2) << "\n";
        } else {
            for (const db::Member& m : offered)
                context.out << m.name << (m.number.empty() ? "" : "  " + m.number) << "\n";
        }
        return;
    }
    if (writes)
        return;
    const std::vector<db::Member> members = roster.members();
    if (o.asJson) {
        json out = {{"club", {{"name", roster.club().name}, {"number", roster.club().number}}},
                    {"members", json::array()}};
        for (const db::Member& m : members)
            out["members"].push_back(memberJson(m));
        context.out << out.dump(2) << "\n";
        return;
    }
    int visitors = 0;
    for (const db::Member& m : members) {
        visitors += m.visitor ? 1 : 0;
        const std::string online = roster.onlineNameOf(m);
        context.out << m.name << (m.number.empty() ? "" : "  " + m.number)
                    << (online.empty() ? "" : "  BBO " + online) << (m.visitor ? "  (visitor)" : "")
                    << "\n";
    }
    const std::size_t count = members.size() - static_cast<std::size_t>(visitors);
    context.out << count << (count == 1 ? " member, " : " members, ") << visitors
                << (visitors == 1 ? " visitor\n" : " visitors\n");
}

struct LadderOptions {
    std::string file, from, to, html;
    int best = 0;
    bool asJson = false;
};

void runLadder(const LadderOptions& o, CliContext& context) {
    const db::Roster roster = db::Roster::open(o.file, false, rosterOptions(true));
    const auto [rows, title] = reports::seasonLadder(roster, o.from, o.to, o.best);
    if (o.asJson) {
        json out = {{"club", title.club},
                    {"events", title.events},
                    {"best", o.best},
                    {"rows", json::array()}};
        for (const core::LadderRow& row : rows)
            out["rows"].push_back({{"rank", row.rank},
                                   {"name", row.name},
                                   {"number", row.member.rfind('#', 0) == 0 ? "" : row.member},
                                   {"events", row.events},
                                   {"average", core::roundPercent(row.average)},
                                   {"total", core::roundPercent(row.bestTotal)},
                                   {"counted", row.counted}});
        context.out << out.dump(2) << "\n";
    } else {
        context.out << reports::ladderText(rows, title);
    }
    if (!o.html.empty()) {
        core::writeFileWhole(o.html, reports::ladderPage(rows, title), "the ladder's page");
        if (!o.asJson)
            context.out << "wrote " << o.html << "\n";
    }
}

} // namespace

void addRosterCommands(CLI::App& app, CliContext& context) {
    {
        auto o = std::make_shared<RosterOptions>();
        CLI::App* cmd = app.add_subcommand(
            "roster", "the club's members and visitors: import the membership list, record an "
                      "event for the ladder, list them");
        cmd->add_option("roster", o->file, "CLUB.db (made by --import)")->required();
        cmd->add_option("--import", o->import, "MEMBERS.csv: name,member number[,email]");
        cmd->add_option("--club", o->club, "the club's name (for USEBIO files and the ladder)");
        cmd->add_option("--online-name", o->onlineNames,
                        "MEMBER=NAME: the member's BBO name, so boards played online come back "
                        "to them (MEMBER= removes it); may be given again");
        cmd->add_option("--club-number", o->clubNumber, "the national body's club number");
        cmd->add_option("--record", o->record,
                        "EVENT.db: record who played, with whom, and their percentages");
        cmd->add_option("--complete", o->complete,
                        "the members whose first or last name starts with this");
        cmd->add_option("--partner", o->partner, "with --complete: their partners first");
        cmd->add_flag("--json", o->asJson, "JSON on stdout");
        cmd->callback([o, cmd, &context] {
            o->clubGiven = cmd->count("--club") > 0;
            o->clubNumberGiven = cmd->count("--club-number") > 0;
            runRoster(*o, context);
        });
    }
    {
        auto [cmd, o] = addSubcommand(
            app, "ladder", "the club ladder: each member's events, average and best-N total",
            context, runLadder);
        cmd->add_option("roster", o->file, "CLUB.db")->required();
        cmd->add_option("--from", o->from, "the season's first day (YYYY-MM-DD)");
        cmd->add_option("--to", o->to, "the season's last day (YYYY-MM-DD)");
        cmd->add_option("--best", o->best, "the best N percentages make the total (0: all)")
            ->check(wholeNumber(0, 999));
        cmd->add_flag("--json", o->asJson, "JSON on stdout");
        cmd->add_option("--html", o->html, "also write the ladder as a web page");
    }
}

} // namespace overplay::app
