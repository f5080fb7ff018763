// SPDX-License-Identifier: GPL-3.0-or-later
// An online tournament's tables as a played section (its pairs found from who sat together, each
// table's board one traveller line), and BBO's LIN files read that way.
#include "core/PlayedSection.h"

#include "core/Error.h"
#include "core/Text.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

namespace overplay::core {

namespace {

/// The players met so far, each in one set with the partners and substitutes of their pair.
class Players {
public:
    int of(const std::string& name) {
        const auto [it, added] =
            m_index.emplace(lowerText(trimmedText(name)), static_cast<int>(m_names.size()));
        if (added) {
            m_names.push_back(trimmedText(name));
            m_parent.push_back(it->second);
            m_boards.push_back(0);
        }
        return it->second;
    }
    int root(int p) {
        while (m_parent[static_cast<std::size_t>(p)] != p)
            p = m_parent[static_cast<std::size_t>(p)] =
                m_parent[static_cast<std::size_t>(m_parent[static_cast<std::size_t>(p)])];
        return p;
    }
    void join(int a, int b) { m_parent[static_cast<std::size_t>(root(a))] = root(b); }
    const std::string& name(int p) const { return m_names[static_cast<std::size_t>(p)]; }
    int& boards(int p) { return m_boards[static_cast<std::size_t>(p)]; }
    int count() const { return static_cast<int>(m_names.size()); }

private:
    std::map<std::string, int> m_index;
    std::vector<std::string> m_names;
    std::vector<int> m_parent;
    std::vector<int> m_boards;
};

struct Table {
    const SeatedResult* seated = nullptr;
    std::array<int, 4> players{}; ///< by Seat
};

std::string seatWord(Seat s) {
    return std::string(1, seatLetter(s));
}

/// "t1.lin line 4", or "line 4" in a file given alone.
std::string placeOf(const SeatedResult& one) {
    return (one.file.empty() ? "" : one.file + " ") + "line " + std::to_string(one.line);
}

/// The tables (North-South pair, East-West pair) at which a board no file holds was played,
/// when the boards beside it tell: boards played in one round by the same tables form a run
/// of consecutive numbers (a board whose tables are some of its neighbour's, a traveller row
/// missing, is of its run), and a whole round is the longest run. The board belongs to the
/// run before it or after it when those are the same tables, or when exactly one of them is
/// shorter than a round. Empty when that cannot be told (a round of one board, say).
std::set<std::pair<std::string, std::string>>
roundOfMissingBoard(const std::vector<PlayedLine>& lines, int missing) {
    using Tables = std::set<std::pair<std::string, std::string>>;
    std::map<int, Tables> tablesOf;
    for (const PlayedLine& line : lines)
        tablesOf[line.board].emplace(line.ns, line.ew);
    // Runs of consecutive boards at the same tables: first board → (last board, tables).
    std::map<int, std::pair<int, Tables>> runs;
    for (const auto& [board, tables] : tablesOf) {
        if (!runs.empty()) {
            auto& [last, runTables] = runs.rbegin()->second;
            const auto within = [](const Tables& some, const Tables& all) {
                return std::includes(all.begin(), all.end(), some.begin(), some.end());
            };
            if (last + 1 == board && (within(tables, runTables) || within(runTables, tables))) {
                last = board;
                runTables.insert(tables.begin(), tables.end());
                continue;
            }
        }
        runs.emplace(board, std::pair{board, tables});
    }
    int round = 0; // boards a round
    for (const auto& [first, run] : runs)
        round = std::max(round, run.first - first + 1);
    const auto after = runs.find(missing + 1);
    auto before = runs.lower_bound(missing);
    if (before == runs.begin() || after == runs.end())
        return {};
    --before;
    if (before->second.first != missing - 1)
        return {};
    const Tables& earlier = before->second.second;
    const Tables& later = after->second.second;
    if (earlier == later)
        return earlier;
    const bool earlierShort = before->second.first - before->first + 1 < round;
    const bool laterShort = after->second.first - after->first + 1 < round;
    if (earlierShort != laterShort)
        return earlierShort ? earlier : later;
    return {};
}

} // namespace

std::string boardList(const std::set<int>& boards) {
    std::string list;
    for (int b : boards)
        list += (list.empty() ? "" : ", ") + std::to_string(b);
    return list;
}

PlayedSection playedSectionFromSeats(const std::vector<SeatedResult>& seated,
                                     std::string_view namesFrom) {
    PlayedSection section;
    Players players;
    std::map<int, std::string> memberNumber; // player → the number the file gives
    std::vector<Table> tables;
    std::set<std::tuple<int, int, int, int, int>> seen;
    std::map<int, std::pair<Deal, std::string>> dealOf;
    for (const SeatedResult& one : seated) {
        const std::string where = placeOf(one);
        Table table{&one, {}};
        for (Seat s : {Seat::North, Seat::East, Seat::South, Seat::West}) {
            const std::string& name = one.players[static_cast<std::size_t>(s)];
            if (trimmedText(name).empty())
                throw InputError(where + ": board " + std::to_string(one.board) +
                                 " does not name its " + seatWord(s) + " player (" +
                                 std::string(namesFrom) + "): whose result it is cannot be told");
            const int player = players.of(name);
            table.players[static_cast<std::size_t>(s)] = player;
            const std::string& number = one.memberNumbers[static_cast<std::size_t>(s)];
            if (!number.empty())
                memberNumber.emplace(player, number);
        }
        const auto& p = table.players;
        if (std::set<int>(p.begin(), p.end()).size() != 4)
            throw InputError(where + ": board " + std::to_string(one.board) +
                             " names one player in two seats");
        // The same table's board in two downloads is one result.
        if (!seen.emplace(one.board, p[0], p[1], p[2], p[3]).second)
            continue;
        if (one.deal) {
            const auto [dealt, first] = dealOf.emplace(one.board, std::pair{*one.deal, where});
            if (!first && dealt->second.first != *one.deal)
                throw InputError(where + ": board " + std::to_string(one.board) +
                                 " is not the deal it is at " + dealt->second.second +
                                 ": the files are of two events");
        }
        players.join(p[static_cast<std::size_t>(Seat::North)],
                     p[static_cast<std::size_t>(Seat::South)]);
        players.join(p[static_cast<std::size_t>(Seat::East)],
                     p[static_cast<std::size_t>(Seat::West)]);
        for (int player : p)
            ++players.boards(player);
        tables.push_back(table);
    }

    // Pairs numbered as they first appear, North-South before East-West at each table.
    std::map<int, std::string> numberOf; // root → pair number
    std::map<int, std::vector<int>> membersOf;
    for (const Table& t : tables) {
        const int ns = players.root(t.players[static_cast<std::size_t>(Seat::North)]);
        const int ew = players.root(t.players[static_cast<std::size_t>(Seat::East)]);
        if (ns == ew)
            throw InputError(placeOf(*t.seated) + ": board " + std::to_string(t.seated->board) +
                             ": " + players.name(t.players[0]) + " and " +
                             players.name(t.players[1]) +
                             " play for one pair elsewhere, here against each other");
        for (int root : {ns, ew})
            if (!numberOf.count(root))
                numberOf[root] = std::to_string(numberOf.size() + 1);
    }
    for (int p = 0; p < players.count(); ++p)
        membersOf[players.root(p)].push_back(p);
    std::map<std::string, PlayedPair> pairs;
    std::map<int, std::set<int>> regulars; // root → its two regular players
    for (auto& [root, members] : membersOf) {
        // The two who played most are the pair; others played for one of them.
        std::stable_sort(members.begin(), members.end(),
                         [&](int a, int b) { return players.boards(a) > players.boards(b); });
        PlayedPair pair;
        pair.number = numberOf.at(root);
        for (int m : members) {
            pair.players.push_back(players.name(m));
            const auto number = memberNumber.find(m);
            pair.memberNumbers.push_back(number == memberNumber.end() ? "" : number->second);
        }
        regulars[root] = {members.begin(),
                          members.begin() + std::min<std::size_t>(2, members.size())};
        pairs[pair.number] = pair;
    }
    for (std::size_t n = 1; n <= pairs.size(); ++n)
        section.pairs.push_back(pairs.at(std::to_string(n)));

    std::map<std::pair<int, int>, std::vector<int>> substituteBoards; // (root, player) → boards
    std::map<int, int> tablesOf;                                      // board → its tables
    for (const Table& t : tables) {
        const SeatedResult& one = *t.seated;
        const int nsRoot = players.root(t.players[static_cast<std::size_t>(Seat::North)]);
        const int ewRoot = players.root(t.players[static_cast<std::size_t>(Seat::East)]);
        PlayedLine line = one.result;
        line.board = one.board;
        line.ns = numberOf.at(nsRoot);
        line.ew = numberOf.at(ewRoot);
        line.where = playedLineWhere(line.board, line.ns, line.ew, one.line) +
                     (one.file.empty() ? "" : " in " + one.file);
        if (line.notPlayed)
            section.notes.push_back(line.where + ": no result (" + one.noResult +
                                    "): taken as not played; enter the result or an adjusted "
                                    "score");
        ++tablesOf[line.board];
        for (std::size_t s = 0; s < 4; ++s) {
            const int player = t.players[s];
            const int root = players.root(player);
            if (!regulars.at(root).count(player))
                substituteBoards[{root, player}].push_back(line.board);
        }
        section.lines.push_back(std::move(line));
    }
    for (const auto& [who, boards] : substituteBoards) {
        const PlayedPair& pair = pairs.at(numberOf.at(who.first));
        section.notes.push_back(
            "pair " + pair.number + " (" + pair.players[0] + " & " + pair.players[1] +
            "): " + players.name(who.second) + " played board" + (boards.size() == 1 ? " " : "s ") +
            boardList(std::set<int>(boards.begin(), boards.end())) + " for them, kept as played");
    }
    // A board the files leave out, or that fewer tables played than the others: a download
    // or a traveller row missing, which the director must see before the ranking is trusted.
    if (!tablesOf.empty()) {
        std::set<int> missing;
        for (int b = tablesOf.begin()->first; b < tablesOf.rbegin()->first; ++b)
            if (!tablesOf.count(b))
                missing.insert(b);
        for (int b : missing) {
            const auto round = roundOfMissingBoard(section.lines, b);
            if (round.empty()) {
                section.notes.push_back("board " + std::to_string(b) +
                                        ": no table's result in the files; the boards around "
                                        "it are there, but which tables played it cannot be "
                                        "told");
                section.untoldBoards.insert(b);
                continue;
            }
            for (const auto& [ns, ew] : round) {
                PlayedLine line;
                line.board = b;
                line.ns = ns;
                line.ew = ew;
                line.notPlayed = true;
                line.where =
                    "board " + std::to_string(b) + ", " + ns + " v " + ew + " (in no file)";
                section.lines.push_back(std::move(line));
            }
            tablesOf[b] = static_cast<int>(round.size());
            section.notes.push_back(
                "board " + std::to_string(b) +
                ": no table's result in the files; taken as not "
                "played at the " +
                std::to_string(round.size()) + (round.size() == 1 ? " table" : " tables") +
                " of its round (the pairs that played the boards beside it); enter the results "
                "or adjusted scores");
        }
        int most = 0;
        for (const auto& [board, count] : tablesOf)
            most = std::max(most, count);
        for (const auto& [board, count] : tablesOf)
            if (count < most)
                section.notes.push_back("board " + std::to_string(board) + ": played at " +
                                        std::to_string(count) +
                                        (count == 1 ? " table" : " tables") + ", others at " +
                                        std::to_string(most) + ": a table's result may be missing");
    }
    settleFields(section);
    return section;
}

PlayedSection playedSectionFromLin(const std::vector<LinResults>& files) {
    std::vector<SeatedResult> seated;
    for (const LinResults& file : files)
        for (const LinBoard& board : file.boards) {
            SeatedResult one;
            one.file = file.file;
            one.line = board.line;
            if (!board.number)
                throw InputError(file.file + " line " + std::to_string(board.line) +
                                 ": the board has no number (ah \"Board N\" or qx)");
            one.board = *board.number;
            one.players = board.players;
            one.deal = board.deal;
            try {
                one.result.play = linPlay(board);
            } catch (const InputError& e) {
                throw InputError(file.file + " " + e.what());
            }
            if (!one.result.play) {
                one.result.notPlayed = true;
                one.noResult =
                    !linContract(board)
                        ? "the auction stops after " + std::to_string(board.calls.size()) + " calls"
                        : "the play stops after " + std::to_string(board.played.size()) +
                              (board.played.size() == 1 ? " card" : " cards") + " with no claim";
            } else if (!board.played.empty()) {
                one.result.lead = board.played.front();
            }
            seated.push_back(std::move(one));
        }
    if (seated.empty())
        throw InputError("holds no boards (no md in its LIN)");
    PlayedSection section = playedSectionFromSeats(seated, "pn");
    section.program = "BBO";
    section.event = "BBO tournament";
    return section;
}

} // namespace overplay::core
