// SPDX-License-Identifier: GPL-3.0-or-later
// rank: the rankings as text or JSON, and the outright of several sessions.
#include "app/cli/Cli.h"
#include "app/cli/EventCommands.h"
#include "app/cli/Subcommand.h"
#include "app/cli/TeamRanking.h"

#include "core/Board.h"
#include "core/Contract.h"
#include "core/Figures.h"
#include "core/Ranking.h"
#include "core/ScoringSettings.h"
#include "core/Session.h"
#include "core/Strata.h"
#include "core/Text.h"
#include "core/WhistTrump.h"
#include "db/EventStore.h"
#include "db/MasterPointAwards.h"
#include "db/Ranking.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"
#include "reports/Format.h"
#include "reports/RankingView.h"

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdio>
#include <memory>
#include <optional>
#include <ostream>
#include <set>
#include <unordered_map>

namespace overplay::app {

namespace {

using nlohmann::json;

/// At most `most` bytes of UTF-8 text, never cutting a character in two.
std::string firstBytes(const std::string& text, std::size_t most) {
    if (text.size() <= most)
        return text;
    std::size_t end = most;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80)
        --end;
    return text.substr(0, end);
}

// --- rank ----------------------------------------------------------------------------------

/// rank --json's travellers, written as text: the same characters nlohmann::json's dump(2)
/// would make of each line as an object (keys in its sorted order, its number
/// format), without building an object per line, which for 120,000 lines cost more than ranking
/// them.
class TravellerWriter {
public:
    TravellerWriter(std::string& text, const std::vector<movements::Section>& sections)
        : m_text(text), m_sections(sections) {}

    /// One board's object, indented as the fourth level of the whole document.
    void board(const core::BoardResult& b) {
        m_text += "    {\n      \"board\": ";
        m_text += std::to_string(b.board);
        m_text += ",\n      \"results\": ";
        if (b.lines.empty()) {
            m_text += "[]";
        } else {
            m_text += "[";
            bool first = true;
            for (const auto& s : b.lines) {
                m_text += first ? "\n" : ",\n";
                line(s);
                first = false;
            }
            m_text += "\n      ]";
        }
        // Duplicate whist: the board's trump slip, when recorded.
        if (const auto trump = m_trumps.find(b.board); trump != m_trumps.end())
            m_text += ",\n      \"trump\": " + json(trump->second).dump();
        m_text += "\n    }";
    }

    /// The boards' trump slips (duplicate whist), board → "H7".
    void setTrumps(std::map<int, std::string> trumps) { m_trumps = std::move(trumps); }

private:
    void line(const core::ScoredLine& s) {
        const core::TravellerLine& l = s.line;
        m_first = true;
        m_text += "        {";
        // The keys in the order nlohmann::json sorts them; an artificial score (adjusted,
        // weighted, or duplicate whist's tricks) has an empty contract, declarer and result.
        // Pairs are named by their labels only: the program's own numbers stay inside.
        const bool artificial = l.adjusted || l.weighted || l.whistTricksNs || l.notPlayed;
        const bool passed = !artificial && l.play && l.play->contract.isPassedOut();
        if (l.adjusted)
            key("adjusted"), string(l.adjusted->text());
        if (artificial || l.play) {
            key("contract"), string(artificial ? std::string() : l.play->contract.text());
            key("declarer"),
                string(artificial || passed ? std::string()
                                            : std::string(1, core::seatLetter(l.play->declarer)));
        }
        key("ewLabel"), string(label(l.ew));
        key("ewPoints"), number(core::roundHalfUp(s.ewPoints));
        if (l.group != 0)
            key("group"), m_text += std::to_string(l.group);
        if (l.lead)
            key("lead"), string(core::cardText(*l.lead));
        if (l.notPlayed)
            key("notPlayed"), m_text += "true";
        key("nsLabel"), string(label(l.ns));
        key("nsPoints"), number(core::roundHalfUp(s.nsPoints));
        if (artificial || l.play)
            key("result"), string(artificial || passed ? std::string() : l.play->resultText());
        key("score"), m_text += s.nsScore ? std::to_string(*s.nsScore) : "null";
        if (!l.adjusted && !l.weighted && l.whistTricksNs)
            key("tricksNs"), m_text += std::to_string(*l.whistTricksNs);
        if (l.weighted)
            key("weighted"), string(l.weighted->text());
        m_text += "\n        }";
    }

    void key(const char* name) {
        m_text += m_first ? "\n          \"" : ",\n          \"";
        m_text += name;
        m_text += "\": ";
        m_first = false;
    }

    /// A JSON string as nlohmann::json writes it (UTF-8 kept, control characters escaped).
    void string(const std::string& value) {
        m_text += '"';
        for (const char c : value) {
            switch (c) {
            case '"':
                m_text += "\\\"";
                break;
            case '\\':
                m_text += "\\\\";
                break;
            case '\b':
                m_text += "\\b";
                break;
            case '\f':
                m_text += "\\f";
                break;
            case '\n':
                m_text += "\\n";
                break;
            case '\r':
                m_text += "\\r";
                break;
            case '\t':
                m_text += "\\t";
                break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char escaped[8];
                    std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
                    m_text += escaped;
                } else {
                    m_text += c;
                }
            }
        }
        m_text += '"';
    }

    /// A number as nlohmann::json writes a double: the shortest text that reads back to it,
    /// "50.0" rather than "50", and null for what is not finite.
    void number(double value) {
        if (!std::isfinite(value)) {
            m_text += "null";
            return;
        }
        char digits[64];
        const char* end = nlohmann::detail::to_chars(digits, digits + sizeof digits, value);
        m_text.append(digits, static_cast<std::size_t>(end - digits));
    }

    /// An entry's label as its card prints it, worked out once per entry.
    const std::string& label(int entry) {
        auto [it, added] = m_labels.try_emplace(entry);
        if (added)
            it->second = core::printableText(movements::entryLabel(m_sections, entry));
        return it->second;
    }

    std::string& m_text;
    const std::vector<movements::Section>& m_sections;
    std::unordered_map<int, std::string> m_labels;
    std::map<int, std::string> m_trumps;
    bool m_first = true;
};

struct RankOptions {
    std::string file, section, qualify, by = "percent";
    bool asJson = false, acrossField = false, outright = false;
};

/// `rank --outright`: every session added up, competitor by competitor (db::rankOutright).
void runOutright(const RankOptions& o, CliContext& context) {
    if (o.by != "mp" && o.by != "percent")
        throw UsageError{"--by must be mp (matchpoints summed) or percent (percentages averaged)"};
    auto store = db::EventStore::open(o.file, storeOptions(true));
    const db::OutrightBy by =
        o.by == "mp" ? db::OutrightBy::Matchpoints : db::OutrightBy::Percentage;
    const db::OutrightRanking outright = db::rankOutright(store, by);
    const std::string byText =
        by == db::OutrightBy::Matchpoints ? "matchpoints summed" : "percentages averaged";
    if (o.asJson) {
        json rows = json::array();
        for (const db::OutrightRow& r : outright.rows) {
            json sessions = json::array();
            for (const auto& score : r.sessions)
                sessions.push_back(score ? json(core::roundHalfUp(*score)) : json(nullptr));
            rows.push_back({{"rank", r.rank},
                            {"label", core::printableText(r.label)},
                            {"names", core::printableText(r.names)},
                            {"sessions", sessions},
                            {"carry", core::roundHalfUp(r.carry)},
                            {"total", core::roundHalfUp(r.total)},
                            {"played", r.played}});
        }
        context.out << json{{"event", core::printableText(store.info().name)},
                            {"outright",
                             {{"by", o.by}, {"sessions", outright.sessions}, {"rows", rows}}}}
                           .dump(2)
                    << "\n";
        return;
    }
    context.out << core::printableText(store.info().name) << ": outright, " << byText << ", "
                << outright.sessions.size()
                << (outright.sessions.size() == 1 ? " session" : " sessions") << "\n\n";
    char line[256];
    std::snprintf(line, sizeof line, "%-5s %-6s %-32s", "Rank", "Pair", "Names");
    context.out << line;
    for (int s : outright.sessions)
        context.out << std::string(8 - std::min<std::size_t>(8, 1 + std::to_string(s).size()), ' ')
                    << "S" << s;
    context.out << "     C/F    Total\n";
    for (const db::OutrightRow& r : outright.rows) {
        std::snprintf(line, sizeof line, "%-5s %-6s %-32s", r.rank.c_str(),
                      core::printableText(r.label).c_str(),
                      firstBytes(core::printableText(r.names), 32).c_str());
        context.out << line;
        for (const auto& score : r.sessions) {
            if (score)
                std::snprintf(line, sizeof line, "%8.2f", *score);
            else
                std::snprintf(line, sizeof line, "%8s", "-");
            context.out << line;
        }
        std::snprintf(line, sizeof line, "%8.2f %8.2f\n", r.carry, r.total);
        context.out << line;
    }
}

/// What a table of the view is headed in `rank`'s text: "Section B", "Overall", or "" for the
/// one section's fields; a stratum's with its stratum after ("Overall, Stratum B (below
/// 1000)").
std::string headingOf(const reports::RankingView& view, const reports::RankingViewTable& table) {
    const std::string heading = !table.section ? std::string("Overall")
                                : view.sections.size() > 1
                                    ? "Section " + view.sections[*table.section].letter
                                    : std::string();
    if (!table.stratum)
        return heading;
    return (heading.empty() ? "" : heading + ", ") + "Stratum " +
           core::stratumTitle(*table.stratum);
}

/// A procedural penalty with what it took off (already out of the rows' scores).
struct PenaltyShown {
    std::string label;
    core::ProceduralPenalty penalty;
    double points = 0;
};

std::vector<PenaltyShown> penaltiesOf(const db::EventStore& store, const db::EventInfo& info,
                                      const core::SessionResult& result,
                                      const reports::RankingView& view) {
    std::vector<PenaltyShown> penalties;
    for (const auto& stored : store.penalties())
        penalties.push_back({core::printableText(view.labelOf(stored.penalty.entry)),
                             stored.penalty,
                             core::penaltyDeduction(stored.penalty, info.scoring, result)});
    return penalties;
}

/// rank --json: the travellers written a board at a time, then the rest as one object.
void writeRankJson(const RankOptions& o, const db::EventStore& store, const db::EventInfo& info,
                   const db::SectionsRanking& ranked, const reports::RankingView& view,
                   const std::vector<PenaltyShown>& penalties, CliContext& context) {
    const core::SessionResult& result = ranked.result;
    const bool awarding = view.awards.scale != core::MasterPointScale::None;
    const auto rowsOf = [&](const reports::RankingViewTable& table) {
        json rows = json::array();
        for (const auto& row : table.rows) {
            json shown{{"rank", row.rank},
                       {"label", core::printableText(row.label)},
                       {"names", core::printableText(row.names)},
                       {"score", core::roundHalfUp(row.score)},
                       {"percent", core::roundHalfUp(row.percent)}};
            if (row.penalty != 0)
                shown["penalty"] = core::roundHalfUp(row.penalty);
            if (!o.qualify.empty())
                shown["qualified"] = row.qualified;
            if (view.stratified)
                shown["stratum"] = row.stratum;
            if (awarding)
                shown["masterPoints"] = core::roundHalfUp(row.masterPoints);
            rows.push_back(std::move(shown));
        }
        return rows;
    };
    json rankings = json::array();
    for (const reports::RankingViewTable& table : view.fields)
        rankings.push_back({{"section", view.sections[*table.section].letter},
                            {"direction", table.direction},
                            {"rows", rowsOf(table)}});
    // The same text as one document dumped with an indent of 2, written a board at a
    // time: a 5,000-table event's whole tree would take hundreds of megabytes. The keys
    // come out sorted ("boards" first), as nlohmann::json orders an object's keys.
    context.out << "{\n  \"boards\": [";
    bool first = true;
    std::string text;
    TravellerWriter travellers(text, view.sections);
    if (info.scoring == core::ScoringMethod::Whist) {
        std::map<int, std::string> trumps;
        for (const db::StoredBoard& b : store.boards())
            if (b.trump)
                trumps[b.number] = core::trumpSlipText(*b.trump);
        travellers.setTrumps(std::move(trumps));
    }
    for (const auto& b : result.boards) {
        text = first ? "\n" : ",\n";
        travellers.board(b);
        context.out << text;
        first = false;
    }
    context.out << (first ? "]" : "\n  ]");
    json rest{{"event", core::printableText(info.name)},
              {"scoring", core::scoringMethodText(info.scoring)},
              {"settings", core::settingsSentences(info.settings, info.scoring)},
              {"results",
               {{"entered", view.entered},
                {"expected", view.expected},
                {"final", !info.finalAt.empty()}}},
              {"rankings", rankings}};
    if (view.sections.size() > 1)
        rest["acrossField"] = ranked.acrossField;
    if (!view.overall.empty()) {
        json overall = json::array();
        for (const reports::RankingViewTable& table : view.overall)
            overall.push_back({{"direction", table.direction}, {"rows", rowsOf(table)}});
        rest["overall"] = std::move(overall);
    }
    if (!view.strata.empty()) {
        json list = json::array();
        for (const reports::RankingViewTable& table : view.strata) {
            json one{{"stratum", table.stratum->letter},
                     {"direction", table.direction},
                     {"rows", rowsOf(table)}};
            if (table.stratum->below)
                one["below"] = *table.stratum->below;
            if (table.section && view.sections.size() > 1)
                one["section"] = view.sections[*table.section].letter;
            list.push_back(std::move(one));
        }
        rest["strata"] = std::move(list);
    }
    // A team event's teams, matches and running table; their keys sort after "boards"
    // except "bamScale", which is written in the same object all the same.
    if (view.teams)
        rest.update(teamRankingJson(view, info));
    if (awarding)
        rest["masterPoints"] = {{"scale", core::masterPointScaleKey(view.awards.scale)},
                                {"notes", view.awards.notes}};
    if (!penalties.empty()) {
        json list = json::array();
        for (const auto& p : penalties) {
            json one{{"label", p.label},
                     {"amount", p.penalty.amountText()},
                     {"points", core::roundHalfUp(p.points)},
                     {"reason", core::printableText(p.penalty.reason)}};
            if (p.penalty.board != 0)
                one["board"] = p.penalty.board;
            list.push_back(std::move(one));
        }
        rest["penalties"] = std::move(list);
    }
    context.out << ",\n" << rest.dump(2).substr(2) << "\n";
}

/// One table of rank's text: its heading, then a row a line.
void printTable(const reports::RankingView& view, const reports::RankingViewTable& table,
                const db::EventInfo& info, bool individual, CliContext& context) {
    const bool awarding = view.awards.scale != core::MasterPointScale::None;
    // Duplicate whist scores tricks: a pair's percentage means nothing there.
    const bool percentages = info.scoring != core::ScoringMethod::Whist;
    const int decimals = info.settings.decimals.value_or(2);
    const std::string heading = headingOf(view, table);
    const std::string field = !table.direction.empty() ? table.direction
                              : individual             ? std::string("All players")
                                                       : std::string("All pairs");
    context.out << "\n" << (heading.empty() ? field : heading + " " + field) << "\n";
    char line[256];
    std::snprintf(line, sizeof line, "%-5s %-6s %-36s %9s", "Rank", individual ? "Player" : "Pair",
                  individual ? "Name" : "Names", "Score");
    context.out << line << (percentages ? "       %" : "") << (awarding ? "     MP" : "") << "\n";
    for (const auto& row : table.rows) {
        // The same rounding as rank --json, the PDF and the web site (reports::pointsText).
        std::snprintf(line, sizeof line, "%-5s %-6s %-36s %9s", row.rank.c_str(),
                      core::printableText(row.label).c_str(),
                      firstBytes(core::printableText(row.names), 36).c_str(),
                      reports::pointsText(row.score, decimals).c_str());
        std::string text = line;
        if (percentages) {
            std::snprintf(line, sizeof line, " %7s", reports::percentText(row.percent).c_str());
            text += line;
        }
        if (awarding) {
            std::snprintf(line, sizeof line, " %6s",
                          row.masterPoints > 0
                              ? core::awardText(view.awards.scale, row.masterPoints).c_str()
                              : "");
            text += line;
        }
        text += row.penalty != 0 ? " P" : row.qualified ? " Q" : "";
        // A row without an award ends at its last figure, not in spaces.
        text.erase(text.find_last_not_of(' ') + 1);
        context.out << text << "\n";
    }
}

/// rank's text: the title and what it says of the results, each table, then what the MP
/// column is and the penalties.
void printRanking(const RankOptions& o, const db::EventStore& store, const db::EventInfo& info,
                  const db::SectionsRanking& ranked, const reports::RankingView& view,
                  const std::vector<PenaltyShown>& penalties, CliContext& context) {
    context.out << core::printableText(info.name)
                << (store.sessionNumbers().size() > 1
                        ? ", session " + std::to_string(store.sessionNumber())
                        : std::string())
                << " (" << core::scoringMethodText(info.scoring)
                << (ranked.acrossField ? ", across the field" : "") << ")\n";
    if (!o.qualify.empty())
        context.out << "Q: qualifies (" << o.qualify
                    << (ranked.overall.empty() ? " of each field" : " of the whole field") << ")\n";
    if (info.finalAt.empty())
        context.out << "Provisional: " << view.entered << " of " << view.expected << " results\n";
    for (const std::string& sentence : core::settingsSentences(info.settings, info.scoring))
        context.out << sentence << "\n";
    const bool individual = store.movement().isIndividual();
    // Each section's fields; across the field the sections' figures compare, and the whole
    // field's ranking follows; then the strata.
    for (const auto* tables : {&view.fields, &view.overall, &view.strata})
        for (const reports::RankingViewTable& table : *tables)
            printTable(view, table, info, individual, context);
    if (view.awards.scale != core::MasterPointScale::None) {
        // What the MP column is, and why an entry has none where the rules say so.
        context.out << "\nMP: master points, " << core::masterPointScaleText(view.awards.scale)
                    << (core::isEbuScale(view.awards.scale) ? " (local points)" : "")
                    << ", each player\n";
        for (const std::string& note : view.awards.notes)
            context.out << note << "\n";
    }
    if (!penalties.empty()) {
        // The reason each score marked P is lower: a ranking must say what it took off.
        context.out << "\nPenalties (P: taken off that pair's score only)\n";
        char line[64];
        for (const auto& p : penalties) {
            std::snprintf(line, sizeof line, "%.2f", p.points);
            context.out << p.label << ": " << p.penalty.amountText() << " (" << line << ")"
                        << (p.penalty.board != 0 ? ", board " + std::to_string(p.penalty.board)
                                                 : std::string())
                        << (p.penalty.reason.empty() ? std::string()
                                                     : ", " + core::printableText(p.penalty.reason))
                        << "\n";
        }
    }
}

void runRank(const RankOptions& o, CliContext& context) {
    if (o.outright) {
        runOutright(o, context);
        return;
    }
    db::OpenOptions options = storeOptions();
    options.readOnly = true;
    const auto store = db::EventStore::open(o.file, options);
    const db::EventInfo info = store.info();
    db::RankOptions how;
    how.acrossField = o.acrossField;
    how.section = o.section;
    const db::SectionsRanking ranked = db::rankSections(store, how);
    // Labels, names, qualifiers, strata, master points and a team event's teams and matches
    // as every front end shows them.
    // With --section, the results counted are that section's: a club of a simultaneous pairs
    // sees its own.
    const reports::RankingView view = reports::rankingView(store, ranked, {o.qualify, o.section});
    // Team events rank teams, by their names, with their matches (TeamRanking.h).
    if (view.teams && !o.asJson) {
        printTeamRanking(view, info, context.out);
        return;
    }
    const std::vector<PenaltyShown> penalties = penaltiesOf(store, info, ranked.result, view);
    if (o.asJson)
        writeRankJson(o, store, info, ranked, view, penalties, context);
    else
        printRanking(o, store, info, ranked, view, penalties, context);
}

} // namespace

/// rank: score the boards and rank the pairs.
void addRankCommand(CLI::App& app, CliContext& context) {
    auto [cmd, o] =
        addEventSubcommand(app, "rank", "score the boards and rank the pairs", context, runRank);
    cmd->add_flag("--json", o->asJson, "JSON on stdout");
    cmd->add_option("--section", o->section, "rank this section only (A, B, …)");
    cmd->add_flag("--across-field", o->acrossField,
                  "matchpoint each board across all sections (Neuberg where counts differ)");
    cmd->add_option("--qualify", o->qualify,
                    "mark the qualifiers: the first N places (8) or a share (50%) of each "
                    "field");
    cmd->add_flag("--outright", o->outright,
                  "every session added up, competitor by competitor, with carry-forwards");
    cmd->add_option("--by", o->by,
                    "with --outright: percent (percentages averaged, the default) or mp "
                    "(matchpoints summed)");
}

} // namespace overplay::app
