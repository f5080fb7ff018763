// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/Ranking.h"

#include "db/EventStore.h"

#include "core/Board.h"
#include "core/Error.h"
#include "core/Ranking.h"
#include "movements/Labels.h"
#include "movements/ScoringFit.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <set>
#include <stdexcept>
#include <unordered_map>

namespace overplay::db {

namespace {
/// Foster's four- and six-pair whist schedules are scored pair against pair, each two pairs
/// one match. In the six-pair schedule's last set a and d sit East-West at two tables with
/// any two others North-South, "simply a match between the a and d pairs": the boards of its
/// last two rounds are matched East-West against East-West.
void whistScheduleOf(const movements::Movement& m, core::SessionInput& input) {
    if (input.method != core::ScoringMethod::Whist ||
        (m.kind != "four-pairs" && m.kind != "six-pairs"))
        return;
    input.whistPairMatches = true;
    if (m.kind != "six-pairs" || m.rounds.size() < 2)
        return;
    std::set<int> sets;
    for (auto r = m.rounds.end() - 2; r != m.rounds.end(); ++r)
        for (const auto& t : r->tables)
            if (t.set != 0)
                sets.insert(t.set);
    for (int set : sets)
        for (int b = m.firstBoardOf(set); b <= m.lastBoardOf(set); ++b)
            input.whistEastWestMatchBoards.push_back(b);
}

/// The boards whose stored vulnerability is not the rotation's (imported hand records): their
/// lines are scored at the vulnerability the players saw on the board.
std::map<int, core::Vulnerability> vulnerabilitiesOf(const EventStore& store) {
    std::map<int, core::Vulnerability> out;
    for (const StoredBoard& b : store.boards())
        if (b.vulnerability != core::vulnerabilityOf(b.number))
            out[b.number] = b.vulnerability;
    return out;
}

/// The session input of one section: its movement and its lines, scored at `vulnerabilities`
/// (vulnerabilitiesOf, read once for every section).
core::SessionInput inputOf(const EventStore& store,
                           const std::map<int, core::Vulnerability>& vulnerabilities,
                           const std::vector<StoredPenalty>& penalties,
                           const movements::Movement& m, const EventInfo& info,
                           std::vector<StoredLine> stored) {
    core::SessionInput input;
    input.vulnerabilities = vulnerabilities;
    input.method = info.scoring;

    input.lines.reserve(stored.size());
    for (auto& s : stored)
        input.lines.push_back(std::move(s.line));

    // Two fields when no pair ever changes direction (a Mitchell without arrow switches, a
    // compass whist): each direction is ranked on its own. Otherwise one field.
    std::vector<int> ns, ew;
    std::map<int, int> timesPlayed; // board set → tables that play it
    for (const auto& round : m.rounds)
        for (const auto& t : round.tables) {
            if (t.set == 0 || t.ns == 0 || t.ew == 0)
                continue;
            ns.push_back(t.ns);
            ew.push_back(t.ew);
            ++timesPlayed[t.set];
        }
    for (auto* direction : {&ns, &ew}) {
        std::sort(direction->begin(), direction->end());
        direction->erase(std::unique(direction->begin(), direction->end()), direction->end());
    }
    const bool disjoint = std::none_of(
        ns.begin(), ns.end(), [&](int p) { return std::binary_search(ew.begin(), ew.end(), p); });
    if (disjoint && !ns.empty() && !ew.empty() && m.teamOf.empty()) {
        input.fields["NS"] = std::move(ns);
        input.fields["EW"] = std::move(ew);
    }
    // Results each board should have had: the most times the movement plays any set (a
    // board with fewer results is factored up by Neuberg's formula).
    for (const auto& [set, times] : timesPlayed)
        input.expectedPerBoard = std::max(input.expectedPerBoard, times);
    // The director's settings: Neuberg's rounding, the adjusted rule, the datum, the scale,
    // and a top of their choosing over the movement's.
    core::applySettings(info.settings, input);
    // Duplicate auction scores honours as held: the hand records say who held them.
    if (info.settings.duplicateAuction)
        for (const StoredBoard& b : store.boards())
            if (b.deal)
                input.deals.emplace(b.number, *b.deal);
    input.teamOf = m.teamOf;
    // A Swiss round with an odd number of teams: the team sitting out has a bye, worth the
    // VPs the director set. (A round robin's byes fall to every team alike and score nothing.)
    if (m.kind == "swiss-teams")
        for (const auto& round : m.rounds) {
            // Only once the round is under way: a bye of a round drawn but not begun is not
            // yet earned.
            if (std::none_of(input.lines.begin(), input.lines.end(),
                             [&](const core::TravellerLine& l) { return l.round == round.number; }))
                continue;
            std::set<int> out;
            for (int pair : round.sitout)
                if (const auto team = m.teamOf.find(pair); team != m.teamOf.end())
                    out.insert(team->second);
            for (int team : out)
                ++input.teamByes[team];
        }
    whistScheduleOf(m, input);
    // Procedural penalties come off the entry ranked: a team event ranks the pair's team.
    const bool ranksTeams = movements::ranksTeams(m, input.method);
    for (const StoredPenalty& stored : penalties) {
        core::ProceduralPenalty p = stored.penalty;
        if (ranksTeams)
            if (const auto team = m.teamOf.find(p.entry); team != m.teamOf.end())
                p.entry = team->second;
        input.penalties.push_back(std::move(p));
    }
    // Individuals: each player's partner on each board, from the seats of the movement.
    if (m.isIndividual())
        for (const auto& round : m.rounds)
            for (const auto& t : round.tables) {
                if (t.set == 0)
                    continue;
                for (int b = m.firstBoardOf(t.set); b <= m.lastBoardOf(t.set); ++b)
                    for (std::size_t seat = 0; seat < 4; ++seat)
                        if (t.players[seat] > 0 && t.players[(seat + 2) % 4] > 0)
                            input.partnerOn[{b, t.players[seat]}] = t.players[(seat + 2) % 4];
            }
    return input;
}

/// The boards of a field scored across it, with only section `index`'s lines left.
void keepLinesOf(core::SessionResult& result, const std::vector<movements::Section>& sections,
                 std::size_t index) {
    for (auto& board : result.boards)
        std::erase_if(board.lines, [&](const core::ScoredLine& l) {
            return movements::sectionEntryOf(sections, l.line.ns).section != index;
        });
}

} // namespace

core::SessionInput sessionInputOf(const EventStore& store) {
    return inputOf(store, vulnerabilitiesOf(store), store.penalties(), store.movement(),
                   store.info(), store.lines());
}

core::SessionResult rankEvent(const EventStore& store) {
    return core::scoreSession(sessionInputOf(store));
}

// --- Sections ------------------------------------------------------------------------------

namespace {

/// A section's input renumbered to session entries (section A's pairs first, then B's…).
void renumber(core::SessionInput& input, const std::vector<movements::Section>& sections,
              std::size_t section) {
    // The section's first session entry worked out once: movements::sessionEntry adds up the
    // pairs of every section before, and a simultaneous pairs has thousands of sections.
    const int pairs = sections.at(section).movement.pairs;
    const int before = pairs > 0 ? movements::sessionEntry(sections, {section, 1}) - 1 : 0;
    const auto entry = [&](int e) {
        return e >= 1 && e <= pairs ? before + e // else refused as sessionEntry refuses it
                                    : movements::sessionEntry(sections, {section, e});
    };
    for (auto& l : input.lines) {
        l.ns = entry(l.ns);
        l.ew = entry(l.ew);
    }
    for (auto& [name, members] : input.fields)
        for (int& e : members)
            e = entry(e);
    std::map<std::pair<int, int>, int> partners;
    for (const auto& [key, partner] : input.partnerOn)
        partners[{key.first, entry(key.second)}] = entry(partner);
    input.partnerOn = std::move(partners);
    for (auto& p : input.penalties)
        p.entry = entry(p.entry);
}

/// The fields of a section as named in an across-the-field input: "A NS", "A EW", or "A"
/// for a section ranked as one field.
void addFieldsOf(core::SessionInput& across, const core::SessionInput& section,
                 const movements::Movement& m, const std::vector<movements::Section>& sections,
                 std::size_t index) {
    const std::string& letter = sections[index].letter;
    if (section.fields.empty()) {
        std::vector<int>& all = across.fields[letter];
        for (int e = 1; e <= m.pairs; ++e)
            all.push_back(movements::sessionEntry(sections, {index, e}));
        return;
    }
    for (const auto& [direction, members] : section.fields)
        across.fields[letter + " " + direction] = members;
}

/// Each board's results across the field: the times every section's movement plays it.
int mostResultsOfABoard(const std::vector<movements::Section>& sections) {
    std::map<int, int> results;
    for (const auto& s : sections)
        for (const auto& round : s.movement.rounds)
            for (const auto& t : round.tables) {
                if (!movements::isInPlay(s.movement, t))
                    continue;
                for (int b = s.movement.firstBoardOf(t.set); b <= s.movement.lastBoardOf(t.set);
                     ++b)
                    ++results[b];
            }
    int most = 0;
    for (const auto& [board, times] : results)
        most = std::max(most, times);
    return most;
}

/// Adds one scored section (or the whole field) to the ranking: boards merged by number.
void addBoards(core::SessionResult& into, core::SessionResult&& from) {
    std::map<int, std::size_t> at;
    for (std::size_t i = 0; i < into.boards.size(); ++i)
        at[into.boards[i].board] = i;
    for (auto& b : from.boards) {
        const auto it = at.find(b.board);
        if (it == at.end()) {
            at[b.board] = into.boards.size();
            into.boards.push_back(std::move(b));
            continue;
        }
        core::BoardResult& held = into.boards[it->second];
        held.top = std::max(held.top, b.top);
        for (auto& l : b.lines)
            held.lines.push_back(std::move(l));
    }
    std::sort(into.boards.begin(), into.boards.end(),
              [](const auto& a, const auto& b) { return a.board < b.board; });
    for (auto& m : from.matches)
        into.matches.push_back(m);
    for (int w : from.overallWinners)
        into.overallWinners.push_back(w);
    if (into.note.empty())
        into.note = std::move(from.note);
}

/// The place of a direction in a section's rankings: NS, EW, then one field.
int directionOrder(const std::string& direction) {
    return direction == "NS" ? 0 : direction == "EW" ? 1 : 2;
}

/// The field's overall rankings from the sections' own (across the field, so their figures
/// compare): each direction's rows of every section in one list, placed again.
std::vector<core::Ranking> overallRankings(const std::vector<core::Ranking>& sections,
                                           core::ScoringMethod method) {
    const bool byPercent = method == core::ScoringMethod::MatchpointsEbu ||
                           method == core::ScoringMethod::MatchpointsAcbl;
    std::vector<core::Ranking> out;
    for (const core::Ranking& r : sections) {
        auto it = std::find_if(out.begin(), out.end(),
                               [&](const core::Ranking& o) { return o.direction == r.direction; });
        if (it == out.end()) {
            out.push_back({r.direction, {}});
            it = out.end() - 1;
        }
        it->rows.insert(it->rows.end(), r.rows.begin(), r.rows.end());
    }
    for (core::Ranking& r : out) {
        std::vector<core::RankKey> keys;
        keys.reserve(r.rows.size());
        for (const core::RankingRow& row : r.rows)
            keys.push_back({byPercent ? row.percent : row.score, row.tiebreak});
        std::vector<core::RankingRow> placed;
        placed.reserve(r.rows.size());
        for (const core::Place& place : core::placeEntries(keys)) {
            placed.push_back(r.rows[place.index]);
            placed.back().rank = place.rank;
        }
        r.rows = std::move(placed);
    }
    std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) {
        return directionOrder(a.direction) < directionOrder(b.direction);
    });
    return out;
}

} // namespace

SectionsRanking rankSections(const EventStore& store, const RankOptions& options) {
    SectionsRanking out;
    out.sections = store.sections();
    const EventInfo info = store.info();
    std::vector<std::size_t> ranked;
    if (options.section.empty()) {
        for (std::size_t i = 0; i < out.sections.size(); ++i)
            ranked.push_back(i);
    } else {
        store.entriesOf(options.section); // refuses a letter the event lacks, naming its sections
        for (std::size_t i = 0; i < out.sections.size(); ++i)
            if (movements::sectionIndex(out.sections[i].letter) ==
                movements::sectionIndex(options.section)) // "ab" is section AB
                ranked.push_back(i);
    }
    out.acrossField = out.sections.size() > 1 && (options.acrossField || info.acrossField);
    const std::map<int, core::Vulnerability> vulnerabilities = vulnerabilitiesOf(store);
    // The whole field's lines and penalties in one query each, when every section is read (on a
    // server each query is a wait for an answer: 500 sections read one by one are 2,000 waits).
    const bool wholeField = out.acrossField || ranked.size() == out.sections.size();
    std::vector<std::vector<StoredLine>> fieldLines;
    std::vector<std::vector<StoredPenalty>> fieldPenalties;
    if (wholeField && out.sections.size() > 1) {
        fieldLines = store.linesOfSections();
        fieldPenalties = store.penaltiesOfSections();
    }
    const auto linesOf = [&](std::size_t i) {
        return i < fieldLines.size() ? std::move(fieldLines[i])
                                     : store.linesOf(out.sections[i].letter);
    };
    const auto penaltiesOf = [&](std::size_t i) {
        return i < fieldPenalties.size() ? std::move(fieldPenalties[i])
                                         : store.penaltiesOf(out.sections[i].letter);
    };

    if (!out.acrossField) {
        for (std::size_t i : ranked) {
            const auto& section = out.sections[i];
            core::SessionInput input =
                inputOf(store, vulnerabilities, penaltiesOf(i), section.movement, info, linesOf(i));
            renumber(input, out.sections, i);
            core::SessionResult result = core::scoreSession(input);
            for (auto& r : result.rankings) {
                out.result.rankings.push_back(std::move(r));
                out.sectionOfRanking.push_back(i);
            }
            addBoards(out.result, std::move(result));
        }
        return out;
    }

    // Across the field: every section's lines compared on each board, as one field; each
    // section still ranked apart (its pairs against its own pairs, on the field's matchpoints).
    if (info.scoring == core::ScoringMethod::TeamImps ||
        info.scoring == core::ScoringMethod::BoardAMatch ||
        info.scoring == core::ScoringMethod::Whist)
        throw core::InputError("scoring across the field is for matchpoints, cross-IMPs and "
                               "Butler, not " +
                               core::scoringMethodText(info.scoring));
    core::SessionInput across;
    std::size_t fieldSize = 0;
    for (const auto& lines : fieldLines)
        fieldSize += lines.size();
    for (std::size_t i = 0; i < out.sections.size(); ++i) {
        const auto& section = out.sections[i];
        core::SessionInput input =
            inputOf(store, vulnerabilities, penaltiesOf(i), section.movement, info, linesOf(i));
        renumber(input, out.sections, i);
        if (i == 0) {
            std::vector<core::TravellerLine> lines = std::move(input.lines);
            across = input;
            input.lines = std::move(lines);
            across.fields.clear();
            across.lines.reserve(fieldSize);
        }
        // Moved, not copied: a national field has hundreds of thousands of lines.
        across.lines.insert(across.lines.end(), std::make_move_iterator(input.lines.begin()),
                            std::make_move_iterator(input.lines.end()));
        across.partnerOn.insert(input.partnerOn.begin(), input.partnerOn.end());
        across.penalties.insert(across.penalties.end(), input.penalties.begin(),
                                input.penalties.end());
        addFieldsOf(across, input, section.movement, out.sections, i);
    }
    across.expectedPerBoard = mostResultsOfABoard(out.sections);
    core::SessionResult result = core::scoreSession(across);

    // Rankings back to their sections ("B NS" → section B, NS), in section order.
    std::vector<std::pair<std::size_t, core::Ranking>> rankings;
    std::unordered_map<std::string, std::size_t> rankedByLetter; // thousands of sections
    for (std::size_t i : ranked)
        rankedByLetter.emplace(out.sections[i].letter, i);
    for (auto& r : result.rankings) {
        const std::size_t space = r.direction.find(' ');
        const std::string letter = r.direction.substr(0, space);
        r.direction = space == std::string::npos ? "" : r.direction.substr(space + 1);
        if (const auto it = rankedByLetter.find(letter); it != rankedByLetter.end())
            rankings.emplace_back(it->second, std::move(r));
    }
    std::stable_sort(rankings.begin(), rankings.end(), [](const auto& a, const auto& b) {
        return std::pair(a.first, directionOrder(a.second.direction)) <
               std::pair(b.first, directionOrder(b.second.direction));
    });
    for (auto& [section, ranking] : rankings) {
        out.sectionOfRanking.push_back(section);
        out.result.rankings.push_back(std::move(ranking));
    }
    // The boards as scored, with only the ranked sections' lines.
    if (ranked.size() < out.sections.size())
        keepLinesOf(result, out.sections, ranked[0]);
    result.rankings.clear();
    addBoards(out.result, std::move(result));
    if (ranked.size() == out.sections.size())
        out.overall = overallRankings(out.result.rankings, info.scoring);
    return out;
}

OutrightRanking rankOutright(EventStore& store, OutrightBy by) {
    OutrightRanking out;
    out.by = by;
    out.sessions = store.sessionNumbers();
    const int sessionInUse = store.sessionNumber();
    const std::string sectionInUse = store.section();
    std::map<std::string, OutrightRow> rows;
    std::vector<std::string> order; // first seen first, for a stable order among equals
    try {
        for (std::size_t s = 0; s < out.sessions.size(); ++s) {
            store.useSession(out.sessions[s]);
            const SectionsRanking ranked = rankSections(store);
            // Each session entry's competitor, names and label.
            std::map<int, std::pair<std::string, Entry>> who;
            const std::vector<std::vector<Entry>> entries = store.entriesOfSections();
            for (std::size_t i = 0; i < ranked.sections.size(); ++i)
                for (const Entry& e : entries.at(i)) {
                    const int entry = movements::sessionEntry(ranked.sections, {i, e.number});
                    std::string key = e.competitor();
                    // Without names an entry cannot be followed to another session.
                    if (key.empty())
                        key = "#" + std::to_string(out.sessions[s]) + " " +
                              movements::entryLabel(ranked.sections, entry);
                    who[entry] = {key, e};
                }
            for (const core::Ranking& ranking : ranked.result.rankings)
                for (const core::RankingRow& r : ranking.rows) {
                    const auto found = who.find(r.entry);
                    if (found == who.end() || r.boards == 0)
                        continue;
                    const auto& [key, entry] = found->second;
                    auto [it, added] = rows.try_emplace(key);
                    if (added)
                        order.push_back(key);
                    OutrightRow& row = it->second;
                    row.competitor = key;
                    row.names = entry.names();
                    row.label = movements::entryLabel(ranked.sections, r.entry);
                    row.sessions.resize(out.sessions.size());
                    row.sessions[s] = by == OutrightBy::Matchpoints ? r.score : r.percent;
                }
        }
    } catch (...) {
        store.useSession(sessionInUse);
        store.useSection(sectionInUse);
        throw;
    }
    store.useSession(sessionInUse);
    store.useSection(sectionInUse);

    const std::map<std::string, double> carried = store.carryForwards();
    std::vector<core::RankKey> keys;
    for (const std::string& key : order) {
        OutrightRow& row = rows[key];
        row.sessions.resize(out.sessions.size());
        double sum = 0;
        for (const auto& score : row.sessions)
            if (score) {
                sum += *score;
                ++row.played;
            }
        if (const auto c = carried.find(key); c != carried.end())
            row.carry = c->second;
        row.total =
            row.carry + (by == OutrightBy::Matchpoints || row.played == 0 ? sum : sum / row.played);
        keys.push_back({static_cast<double>(row.played), row.total});
    }
    for (const core::Place& place : core::placeEntries(keys)) {
        out.rows.push_back(std::move(rows[order[place.index]]));
        out.rows.back().rank = place.rank;
    }
    return out;
}

std::map<int, std::optional<double>> entryFigures(const EventStore& store,
                                                  const std::vector<movements::Section>& sections) {
    std::map<int, std::optional<double>> out;
    const core::Strata strata = store.info().strata;
    if (strata.strata.empty())
        return out;
    const std::map<std::string, double> ratings = store.ratings();
    // The session's sections' entries in one query when `sections` are the session's.
    std::vector<std::vector<Entry>> session;
    if (sections.size() > 1)
        session = store.entriesOfSections();
    if (session.size() != sections.size())
        session.clear();
    for (std::size_t i = 0; i < sections.size(); ++i)
        for (const Entry& e : session.empty() ? store.entriesOf(sections[i].letter) : session[i]) {
            std::vector<std::optional<double>> players;
            for (const std::string& name : e.players) {
                const auto it = ratings.find(name);
                players.push_back(it == ratings.end() ? std::nullopt
                                                      : std::optional<double>(it->second));
            }
            out[movements::sessionEntry(sections, {i, e.number})] =
                core::entryFigure(players, strata.figure);
        }
    return out;
}

namespace {

/// A section's result with its entries numbered in its own movement again.
core::SessionResult numberedInSection(core::SessionResult result,
                                      const std::vector<movements::Section>& sections) {
    const auto local = [&](int& entry) {
        entry = movements::sectionEntryOf(sections, entry).entry;
    };
    for (auto& board : result.boards)
        for (auto& line : board.lines) {
            local(line.line.ns);
            local(line.line.ew);
        }
    for (auto& ranking : result.rankings)
        for (auto& row : ranking.rows)
            local(row.entry);
    for (int& winner : result.overallWinners)
        local(winner);
    return result;
}

} // namespace

core::SessionResult rankSectionInUse(const EventStore& store) {
    if (store.sections().size() == 1)
        return rankEvent(store);
    RankOptions options;
    options.section = store.section();
    SectionsRanking ranked = rankSections(store, options);
    return numberedInSection(std::move(ranked.result), ranked.sections);
}

std::vector<core::SessionResult> sectionResultsOf(const SectionsRanking& field) {
    if (!field.acrossField)
        throw std::invalid_argument("sectionResultsOf: the sections of a field ranked across it");
    const auto& sections = field.sections;
    // Each section's first session entry less one: an entry's section is found by halving
    // (movements::sectionEntryOf walks the sections, once per line of thousands of clubs).
    std::vector<int> before{0};
    for (const auto& section : sections)
        before.push_back(before.back() + section.movement.pairs);
    const auto where = [&](int entry) {
        if (entry < 1 || entry > before.back())
            return movements::sectionEntryOf(sections, entry); // its refusal
        const auto after = std::lower_bound(before.begin(), before.end(), entry);
        const auto index = static_cast<std::size_t>(after - before.begin()) - 1;
        return movements::SectionEntry{index, entry - before[index]};
    };
    std::vector<core::SessionResult> out(sections.size());
    for (core::SessionResult& result : out) {
        result.matches = field.result.matches;
        result.note = field.result.note;
        for (int winner : field.result.overallWinners)
            result.overallWinners.push_back(where(winner).entry);
        for (const core::BoardResult& board : field.result.boards)
            result.boards.push_back({board.board, board.vulnerability, board.top, {}, board.datum});
    }
    for (std::size_t b = 0; b < field.result.boards.size(); ++b)
        for (const core::ScoredLine& line : field.result.boards[b].lines) {
            const movements::SectionEntry ns = where(line.line.ns);
            core::ScoredLine local = line;
            local.line.ns = ns.entry;
            local.line.ew = where(line.line.ew).entry;
            out[ns.section].boards[b].lines.push_back(std::move(local));
        }
    for (std::size_t i = 0; i < field.result.rankings.size(); ++i) {
        core::Ranking ranking = field.result.rankings[i];
        for (core::RankingRow& row : ranking.rows)
            row.entry = where(row.entry).entry;
        out.at(field.sectionOfRanking[i]).rankings.push_back(std::move(ranking));
    }
    return out;
}

} // namespace overplay::db
