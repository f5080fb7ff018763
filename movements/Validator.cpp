// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Validator.h"

#include "core/Error.h"

#include <algorithm>
#include <climits>
#include <map>
#include <set>
#include <sstream>

namespace overplay::movements {

namespace {

class Checker {
public:
    explicit Checker(const Movement& m, bool rangesOnly = false)
        : m_m(m), m_rangesOnly(rangesOnly) {}

    ValidationReport run() {
        checkSize();
        if (!m_report.ok())
            return m_report; // a declared size beyond the limits is never looped over
        checkShape();
        if (!m_report.ok() || m_rangesOnly)
            return m_report; // the other checks assume a sound shape
        checkRounds();
        checkHalves();
        checkPromises();
        return m_report;
    }

private:
    const Movement& m_m;
    bool m_rangesOnly; ///< sizes and numbers in range only (requireWithinLimits)
    ValidationReport m_report;

    std::string entryWord() const { return m_m.isIndividual() ? "player" : "pair"; }

    void add(int round, int table, int entry, const std::string& what) {
        std::ostringstream s;
        if (round > 0)
            s << "round " << round;
        if (table > 0)
            s << (round > 0 ? ", " : "") << "table " << table;
        if (round > 0 || table > 0)
            s << ": ";
        s << what;
        m_report.problems.push_back({round, table, entry, s.str()});
    }

    /// Entries seated at a table (the pairs, or the four players).
    std::vector<int> seated(const TableRound& t) const {
        std::vector<int> v;
        if (m_m.isIndividual()) {
            for (int p : t.players)
                if (p != 0)
                    v.push_back(p);
        } else {
            if (t.ns != 0)
                v.push_back(t.ns);
            if (t.ew != 0)
                v.push_back(t.ew);
        }
        return v;
    }

    /// A table actually plays boards this round.
    bool plays(const TableRound& t) const { return isInPlay(m_m, t); }

    void checkLimit(int value, int limit, const std::string& what) {
        if (value > limit)
            add(0, 0, 0,
                "the movement has " + std::to_string(value) + " " + what + ", more than the " +
                    std::to_string(limit) + " a movement may have");
    }

    void checkSize() {
        checkLimit(m_m.pairs, MovementLimits::entries, entryWord() + "s");
        checkLimit(m_m.tables, MovementLimits::tables, "tables");
        checkLimit(static_cast<int>(std::min<std::size_t>(m_m.rounds.size(), INT_MAX)),
                   MovementLimits::rounds, "rounds");
        checkLimit(m_m.boardSets, MovementLimits::boardSets, "board sets");
        checkLimit(m_m.boardsPerRound, MovementLimits::boardsPerRound, "boards a round");
        for (const Round& r : m_m.rounds) {
            if (r.tables.size() > static_cast<std::size_t>(MovementLimits::tables) ||
                r.sitout.size() > static_cast<std::size_t>(MovementLimits::entries)) {
                add(r.number, 0, 0,
                    "the round lists more tables or sitting-out " + entryWord() +
                        "s than a movement may have");
                return;
            }
        }
    }

    void checkShape() {
        if (m_m.pairs < 1)
            add(0, 0, 0, "the movement has no " + entryWord() + "s");
        if (m_m.tables < 1)
            add(0, 0, 0, "the movement has no tables");
        if (m_m.boardSets < 1)
            add(0, 0, 0, "the movement has no board sets");
        if (m_m.boardsPerRound < 1)
            add(0, 0, 0, "the movement has fewer than one board per round");
        if (m_m.rounds.empty())
            add(0, 0, 0, "the movement has no rounds");
        for (std::size_t i = 0; i < m_m.rounds.size(); ++i) {
            const Round& r = m_m.rounds[i];
            if (r.number != static_cast<int>(i) + 1) {
                add(0, 0, 0,
                    "round " + std::to_string(i + 1) + " is numbered " + std::to_string(r.number));
                continue;
            }
            std::set<int> tables;
            for (const TableRound& t : r.tables) {
                if (t.table < 1 || t.table > m_m.tables)
                    add(r.number, 0, 0,
                        "table " + std::to_string(t.table) + " is outside 1.." +
                            std::to_string(m_m.tables));
                else if (!tables.insert(t.table).second)
                    add(r.number, t.table, 0, "the table appears twice");
                if (t.set < 0 || t.set > m_m.boardSets)
                    add(r.number, t.table, 0,
                        "board set " + std::to_string(t.set) + " is outside 1.." +
                            std::to_string(m_m.boardSets));
                std::vector<int> all{t.ns, t.ew};
                if (m_m.isIndividual())
                    all.insert(all.end(), t.players.begin(), t.players.end());
                for (int e : all)
                    if (e < 0 || e > m_m.pairs)
                        add(r.number, t.table, e,
                            entryWord() + " " + std::to_string(e) + " is outside 1.." +
                                std::to_string(m_m.pairs));
                if (m_rangesOnly)
                    continue;
                if (!m_m.isIndividual() && t.ns != 0 && t.ns == t.ew)
                    add(r.number, t.table, t.ns,
                        "pair " + std::to_string(t.ns) + " plays against itself");
                // The movement file lists only tables in play: whoever is at a table without
                // boards, or at one not full, is listed as sitting out instead.
                if (t.set != 0 && !plays(t))
                    add(r.number, t.table, 0,
                        "board set " + std::to_string(t.set) +
                            " is in play but the table is not full");
                else if (t.set == 0)
                    add(r.number, t.table, 0,
                        "the table is listed but plays no boards (list only tables in play; "
                        "whoever is there sits out)");
            }
            for (int e : r.sitout)
                if (e < 1 || e > m_m.pairs)
                    add(r.number, 0, e,
                        "sitting-out " + entryWord() + " " + std::to_string(e) + " is outside 1.." +
                            std::to_string(m_m.pairs));
        }
    }

    bool shareDeclared(int round, const std::vector<int>& tables) const {
        for (const SharedTables& s : m_m.promises.sharedTables) {
            if (s.round != 0 && s.round != round)
                continue;
            // A national simultaneous declares thousands of tables: search them sorted.
            const bool sorted = std::is_sorted(s.tables.begin(), s.tables.end());
            if (std::all_of(tables.begin(), tables.end(), [&](int t) {
                    return sorted
                               ? std::binary_search(s.tables.begin(), s.tables.end(), t)
                               : std::find(s.tables.begin(), s.tables.end(), t) != s.tables.end();
                }))
                return true;
        }
        return false;
    }

    struct Play {
        int round;
        int table;
        int side; ///< 0 NS, 1 EW (for individuals: the seat 0..3 mod 2)
    };

    void checkRounds() {
        std::map<std::pair<int, int>, std::vector<Play>> playsOf; // (entry, set) → plays
        std::set<int> seen;
        for (const Round& r : m_m.rounds) {
            std::map<int, std::string> where; // entry → first place this round
            auto place = [&](int e, int table, const std::string& what) {
                auto [it, fresh] = where.emplace(e, what);
                if (!fresh)
                    add(r.number, table, e,
                        entryWord() + " " + std::to_string(e) + " is both " + it->second + " and " +
                            what);
                seen.insert(e);
            };
            std::map<int, std::vector<int>> tablesOfSet;
            for (const TableRound& t : r.tables) {
                const std::string at = "at table " + std::to_string(t.table);
                if (m_m.isIndividual()) {
                    static const char* seats[] = {"N", "E", "S", "W"};
                    for (int i = 0; i < 4; ++i)
                        if (t.players[i] != 0)
                            place(t.players[i], t.table, at + " " + seats[i]);
                } else {
                    if (t.ns != 0)
                        place(t.ns, t.table, at + " NS");
                    if (t.ew != 0)
                        place(t.ew, t.table, at + " EW");
                }
                if (!plays(t))
                    continue;
                tablesOfSet[t.set].push_back(t.table);
                if (m_m.isIndividual()) {
                    for (int i = 0; i < 4; ++i)
                        playsOf[{t.players[i], t.set}].push_back({r.number, t.table, i % 2});
                } else {
                    playsOf[{t.ns, t.set}].push_back({r.number, t.table, 0});
                    playsOf[{t.ew, t.set}].push_back({r.number, t.table, 1});
                }
            }
            for (int e : r.sitout)
                place(e, 0, "sitting out");
            for (int e = 1; e <= m_m.pairs; ++e)
                if (!where.count(e))
                    add(r.number, 0, e,
                        entryWord() + " " + std::to_string(e) +
                            " is neither seated nor sitting out");
            for (const auto& [set, tables] : tablesOfSet)
                if (tables.size() > 1 && !shareDeclared(r.number, tables)) {
                    std::string list;
                    for (int t : tables)
                        list += (list.empty() ? "" : ", ") + std::to_string(t);
                    add(r.number, tables[1], 0,
                        "board set " + std::to_string(set) + " is in play at tables " + list +
                            " at once, which the movement does not declare as shared");
                }
        }
        for (int e = 1; e <= m_m.pairs; ++e)
            if (!seen.count(e))
                add(0, 0, e, entryWord() + " " + std::to_string(e) + " never takes part");
        for (const auto& [key, list] : playsOf) {
            if (list.size() < 2)
                continue;
            const bool reversedOk = m_m.promises.replayWithCardsReversed && list.size() == 2 &&
                                    list[0].side != list[1].side;
            if (reversedOk)
                continue;
            const Play& second = list[1];
            add(second.round, second.table, key.first,
                entryWord() + " " + std::to_string(key.first) + " plays board set " +
                    std::to_string(key.second) + " again (first in round " +
                    std::to_string(list[0].round) + " at table " + std::to_string(list[0].table) +
                    ")");
        }
    }

    /// Where each entry sits in a round: "at table 2 NS" by the seat it keeps (an arrow switch
    /// turns the cards, not the pairs), "sitting out", or "" when it is nowhere.
    std::vector<std::pair<int, std::string>> placesIn(const Round& r) const {
        std::vector<std::pair<int, std::string>> places(static_cast<std::size_t>(m_m.pairs) + 1);
        for (const TableRound& t : r.tables) {
            const std::string at = "at table " + std::to_string(t.table) + " ";
            if (m_m.isIndividual()) {
                static const char* seats[] = {"N", "E", "S", "W"};
                for (int i = 0; i < 4; ++i)
                    if (t.players[i] > 0)
                        places[t.players[i]] = {t.table, at + seats[i]};
                continue;
            }
            const int north = t.switched ? t.ew : t.ns;
            const int east = t.switched ? t.ns : t.ew;
            if (north > 0)
                places[north] = {t.table, at + "NS"};
            if (east > 0)
                places[east] = {t.table, at + "EW"};
        }
        for (int e : r.sitout)
            if (places[e].second.empty())
                places[e] = {0, "sitting out"};
        return places;
    }

    /// The second half of a round (samePlacesAsBefore) keeps every entry where it was.
    void checkHalves() {
        for (std::size_t i = 0; i < m_m.rounds.size(); ++i) {
            const Round& r = m_m.rounds[i];
            if (!r.samePlacesAsBefore)
                continue;
            if (i == 0) {
                add(r.number, 0, 0,
                    "the first round is marked as the second half of a round before it");
                continue;
            }
            const auto before = placesIn(m_m.rounds[i - 1]);
            const auto now = placesIn(r);
            for (int e = 1; e <= m_m.pairs; ++e)
                if (before[e].second != now[e].second)
                    add(r.number, now[e].first, e,
                        entryWord() + " " + std::to_string(e) + " is " +
                            (now[e].second.empty() ? "nowhere" : now[e].second) + ", but round " +
                            std::to_string(r.number) + " is the second half of round " +
                            std::to_string(m_m.rounds[i - 1].number) + ", which keeps every " +
                            entryWord() + " in its place (" +
                            (before[e].second.empty() ? "nowhere" : before[e].second) + ")");
        }
    }

    void checkPromises() {
        const MovementPromises& p = m_m.promises;
        std::map<int, int> timesPlayed;
        std::map<std::pair<int, int>, int> meetings;  // unordered entries → times opposed
        std::map<std::pair<int, int>, int> partners;  // individuals: unordered partners
        std::map<std::pair<int, int>, int> opponents; // individuals: unordered opponents
        std::map<int, int> roundsPlayed;              // entry → rounds seated
        std::map<std::pair<int, int>, std::pair<int, int>> firstMeeting; // → (round, table)
        std::map<std::pair<int, int>, int> setsOf;                       // (entry, set) → plays
        auto key = [](int a, int b) { return std::make_pair(std::min(a, b), std::max(a, b)); };
        for (const Round& r : m_m.rounds) {
            // The second half of a round continues the meetings of the first: the same
            // opponents and partners, met once.
            const bool meets = !r.samePlacesAsBefore || r.number == 1;
            for (const TableRound& t : r.tables) {
                if (!plays(t))
                    continue;
                ++timesPlayed[t.set];
                if (m_m.isIndividual()) {
                    const auto& pl = t.players;
                    if (meets) {
                        partners[key(pl[0], pl[2])]++;
                        partners[key(pl[1], pl[3])]++;
                        for (int ns : {pl[0], pl[2]})
                            for (int ew : {pl[1], pl[3]})
                                opponents[key(ns, ew)]++;
                    }
                    for (int e : pl) {
                        setsOf[{e, t.set}]++;
                        if (meets)
                            roundsPlayed[e]++;
                    }
                    continue;
                }
                setsOf[{t.ns, t.set}]++;
                setsOf[{t.ew, t.set}]++;
                if (!meets)
                    continue;
                roundsPlayed[t.ns]++;
                roundsPlayed[t.ew]++;
                auto k = key(t.ns, t.ew);
                if (meetings[k]++ == 0)
                    firstMeeting[k] = {r.number, t.table};
                else if (p.noPairMeetsTwice || p.everyPairMeetsEveryOther)
                    add(r.number, t.table, t.ns,
                        "pairs " + std::to_string(t.ns) + " and " + std::to_string(t.ew) +
                            " meet again (first in round " + std::to_string(firstMeeting[k].first) +
                            " at table " + std::to_string(firstMeeting[k].second) + ")");
                if (p.teammatesNeverMeet && m_m.teamOf.count(t.ns) && m_m.teamOf.count(t.ew) &&
                    m_m.teamOf.at(t.ns) == m_m.teamOf.at(t.ew))
                    add(r.number, t.table, t.ns,
                        "pairs " + std::to_string(t.ns) + " and " + std::to_string(t.ew) +
                            " are teammates but meet");
            }
        }
        if (p.everyEntryPlaysEqually)
            for (int e = 2; e <= m_m.pairs; ++e)
                if (roundsPlayed[e] != roundsPlayed[1])
                    add(0, 0, e,
                        entryWord() + " " + std::to_string(e) + " plays " +
                            std::to_string(roundsPlayed[e]) + " rounds, " + entryWord() +
                            " 1 plays " + std::to_string(roundsPlayed[1]));
        if (p.partnersAtMost > 0)
            for (const auto& [players, n] : partners)
                if (n > p.partnersAtMost)
                    add(0, 0, players.first,
                        "players " + std::to_string(players.first) + " and " +
                            std::to_string(players.second) + " are partners " + std::to_string(n) +
                            " times, more than the " + std::to_string(p.partnersAtMost) +
                            " promised");
        if (p.opponentsBetween.second > 0)
            for (int a = 1; a <= m_m.pairs; ++a)
                for (int b = a + 1; b <= m_m.pairs; ++b) {
                    const auto found = opponents.find({a, b});
                    const int n = found == opponents.end() ? 0 : found->second;
                    if (n < p.opponentsBetween.first || n > p.opponentsBetween.second)
                        add(0, 0, a,
                            "players " + std::to_string(a) + " and " + std::to_string(b) +
                                " are opponents " + std::to_string(n) + " times, not " +
                                std::to_string(p.opponentsBetween.first) + " to " +
                                std::to_string(p.opponentsBetween.second) + " as promised");
                }
        if (p.timesEachSetPlayed > 0)
            for (int s = 1; s <= m_m.boardSets; ++s)
                if (timesPlayed[s] != p.timesEachSetPlayed)
                    add(0, 0, 0,
                        "board set " + std::to_string(s) + " is played " +
                            std::to_string(timesPlayed[s]) + " times, not " +
                            std::to_string(p.timesEachSetPlayed) + " as promised");
        if (p.everyPairMeetsEveryOther && !m_m.isIndividual())
            for (int a = 1; a <= m_m.pairs; ++a)
                for (int b = a + 1; b <= m_m.pairs; ++b)
                    if (!meetings.count({a, b}))
                        add(0, 0, a,
                            "pairs " + std::to_string(a) + " and " + std::to_string(b) +
                                " never meet");
        if (p.everyPairPlaysEverySet)
            for (int e = 1; e <= m_m.pairs; ++e)
                for (int s = 1; s <= m_m.boardSets; ++s)
                    if (!setsOf.count({e, s}))
                        add(0, 0, e,
                            entryWord() + " " + std::to_string(e) + " never plays board set " +
                                std::to_string(s));
        if (p.everyPlayerPartnersEveryOtherOnce)
            for (int a = 1; a <= m_m.pairs; ++a)
                for (int b = a + 1; b <= m_m.pairs; ++b) {
                    const auto found = partners.find({a, b});
                    const int n = found == partners.end() ? 0 : found->second;
                    if (n != 1)
                        add(0, 0, a,
                            "players " + std::to_string(a) + " and " + std::to_string(b) +
                                " are partners " + std::to_string(n) + " times, not once");
                }
    }
};

} // namespace

std::string ValidationReport::text(std::size_t limit) const {
    std::ostringstream s;
    for (std::size_t i = 0; i < problems.size() && i < limit; ++i)
        s << problems[i].message << "\n";
    if (problems.size() > limit)
        s << "... and " << problems.size() - limit << " more\n";
    return s.str();
}

ValidationReport validate(const Movement& movement) {
    return Checker(movement).run();
}

void requireWithinLimits(const Movement& movement) {
    const ValidationReport report = Checker(movement, true).run();
    if (!report.ok())
        throw core::InputError("the movement is damaged: " + report.problems.front().message + ".");
}

void requirePlayable(const Movement& movement) {
    const ValidationReport report = validate(movement);
    if (!report.ok())
        throw core::InputError(
            "the movement is not valid: " + report.problems.front().message +
            (report.problems.size() > 1
                 ? " (and " + std::to_string(report.problems.size() - 1) + " more problems)."
                 : "."));
}

} // namespace overplay::movements
