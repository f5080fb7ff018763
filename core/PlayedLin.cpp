// SPDX-License-Identifier: GPL-3.0-or-later
// A BBO tournament's LIN files as a played section: its pairs found from who sat together, each
// table's board one traveller line.
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
    const LinBoard* board = nullptr;
    std::string file;
    std::array<int, 4> players{}; ///< by Seat
};

std::string seatWord(Seat s) {
    return std::string(1, seatLetter(s));
}

} // namespace

PlayedSection playedSectionFromLin(const std::vector<LinResults>& files) {
    PlayedSection section;
    section.program = "BBO";
    section.event = "BBO tournament";
    Players players;
    std::vector<Table> tables;
    std::set<std::tuple<int, int, int, int, int>> seen;
    std::map<int, std::pair<Deal, std::string>> dealOf;
    for (const LinResults& file : files)
        for (const LinBoard& board : file.boards) {
            const std::string where = file.file + " line " + std::to_string(board.line);
            if (!board.number)
                throw InputError(where + ": the board has no number (ah \"Board N\" or qx)");
            Table table{&board, file.file, {}};
            for (Seat s : {Seat::North, Seat::East, Seat::South, Seat::West}) {
                const std::string& name = board.players[static_cast<std::size_t>(s)];
                if (trimmedText(name).empty())
                    throw InputError(where + ": board " + std::to_string(*board.number) +
                                     " does not name its " + seatWord(s) +
                                     " player (pn): whose result it is cannot be told");
                table.players[static_cast<std::size_t>(s)] = players.of(name);
            }
            const auto& p = table.players;
            if (std::set<int>(p.begin(), p.end()).size() != 4)
                throw InputError(where + ": board " + std::to_string(*board.number) +
                                 " names one player in two seats");
            // The same table's board in two downloads is one result.
            if (!seen.emplace(*board.number, p[0], p[1], p[2], p[3]).second)
                continue;
            const auto [dealt, first] = dealOf.emplace(*board.number, std::pair{board.deal, where});
            if (!first && dealt->second.first != board.deal)
                throw InputError(where + ": board " + std::to_string(*board.number) +
                                 " is not the deal it is at " + dealt->second.second +
                                 ": the files are of two events");
            players.join(p[static_cast<std::size_t>(Seat::North)],
                         p[static_cast<std::size_t>(Seat::South)]);
            players.join(p[static_cast<std::size_t>(Seat::East)],
                         p[static_cast<std::size_t>(Seat::West)]);
            for (int player : p)
                ++players.boards(player);
            tables.push_back(table);
        }
    if (tables.empty())
        throw InputError("holds no boards (no md in its LIN)");

    // Pairs numbered as they first appear, North-South before East-West at each table.
    std::map<int, std::string> numberOf; // root → pair number
    std::map<int, std::vector<int>> membersOf;
    for (const Table& t : tables) {
        const int ns = players.root(t.players[static_cast<std::size_t>(Seat::North)]);
        const int ew = players.root(t.players[static_cast<std::size_t>(Seat::East)]);
        if (ns == ew)
            throw InputError(t.file + " line " + std::to_string(t.board->line) + ": board " +
                             std::to_string(*t.board->number) + ": " + players.name(t.players[0]) +
                             " and " + players.name(t.players[1]) +
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
        for (int m : members)
            pair.players.push_back(players.name(m));
        regulars[root] = {members.begin(),
                          members.begin() + std::min<std::size_t>(2, members.size())};
        pairs[pair.number] = pair;
    }
    for (std::size_t n = 1; n <= pairs.size(); ++n)
        section.pairs.push_back(pairs.at(std::to_string(n)));

    std::map<std::pair<int, int>, std::vector<int>> substituteBoards; // (root, player) → boards
    for (const Table& t : tables) {
        const LinBoard& board = *t.board;
        const int nsRoot = players.root(t.players[static_cast<std::size_t>(Seat::North)]);
        const int ewRoot = players.root(t.players[static_cast<std::size_t>(Seat::East)]);
        PlayedLine line;
        line.board = *board.number;
        line.ns = numberOf.at(nsRoot);
        line.ew = numberOf.at(ewRoot);
        line.where = playedLineWhere(line.board, line.ns, line.ew, board.line) + " in " + t.file;
        try {
            line.play = linPlay(board);
        } catch (const InputError& e) {
            throw InputError(t.file + " " + e.what());
        }
        if (!line.play) {
            const std::string why =
                !linContract(board)
                    ? "the auction stops after " + std::to_string(board.calls.size()) + " calls"
                    : "the play stops after " + std::to_string(board.played.size()) +
                          (board.played.size() == 1 ? " card" : " cards") + " with no claim";
            line.notPlayed = true;
            section.notes.push_back(line.where + ": no result (" + why +
                                    "): taken as not played; enter the result or an adjusted "
                                    "score");
        }
        if (line.play && !board.played.empty())
            line.lead = board.played.front();
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
        std::string list;
        for (int b : std::set<int>(boards.begin(), boards.end()))
            list += (list.empty() ? "" : ", ") + std::to_string(b);
        section.notes.push_back("pair " + pair.number + " (" + pair.players[0] + " & " +
                                pair.players[1] + "): " + players.name(who.second) +
                                " played board" + (boards.size() == 1 ? " " : "s ") + list +
                                " for them, kept as played");
    }
    settleFields(section);
    return section;
}

} // namespace overplay::core
