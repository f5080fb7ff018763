// SPDX-License-Identifier: GPL-3.0-or-later
// The store's traveller lines: read from the database in board order (a whole section's at
// once for the scorer), written by one prepared statement, checked and scored before they are
// written (detail/EventStoreImpl.h).
#include "db/detail/EventStoreImpl.h"

#include "core/Board.h"
#include "core/DuplicateScore.h"
#include "core/ResultText.h"
#include "core/Text.h"
#include "db/detail/Codec.h"

#include <algorithm>
#include <iterator>
#include <tuple>

namespace overplay::db {

namespace detail {

core::Contract ContractsSeen::of(std::string_view text) {
    for (const auto& [seen, contract] : m_seen)
        if (seen == text)
            return contract;
    core::Contract contract;
    try {
        contract = core::parseContract(text);
    } catch (const core::InputError&) {
        throw StorageError("", "a stored contract is unreadable");
    }
    // Kept small: a linear search of a few dozen short strings beats a hash of each.
    if (m_seen.size() < kMostKept)
        m_seen.emplace_back(std::string(text), contract);
    return contract;
}

StoredLine readLine(const RowReader& q, ContractsSeen& contracts) {
    StoredLine s;
    core::TravellerLine& l = s.line;
    l.board = q.integer(0);
    l.round = q.integer(1);
    l.table = q.integer(2);
    l.ns = q.integer(3);
    l.ew = q.integer(4);
    if (!q.isNull(5)) {
        core::Play play;
        play.contract = contracts.of(q.text(5));
        if (!play.contract.isPassedOut()) {
            play.declarer = codec::seatFromText(q.text(6));
            play.tricks = q.integer(7);
        }
        l.play = play;
    }
    if (!q.isNull(8)) {
        l.lead = core::parseCard(q.text(8));
        if (!l.lead)
            throw StorageError("", "a stored lead is unreadable");
    }
    if (!q.isNull(9))
        codec::readAssigned(q.text(9), l);
    if (!q.isNull(10))
        l.whistTricksNs = q.integer(10);
    if (!q.isNull(11))
        s.nsScore = q.integer(11);
    s.source = codec::sourceFromText(q.text(12));
    s.sourceTable = q.integer(13);
    s.confirmed = q.integer(14) != 0;
    l.group = q.integer(15);
    return s;
}

StoredLine readLine(const RowReader& q) {
    ContractsSeen contracts;
    return readLine(q, contracts);
}

} // namespace detail

std::optional<StoredLine> EventStore::Impl::selectLine(int board, int ns, int ew) const {
    RowReader q(*db, core::joinedText({"SELECT ", kLineColumns,
                                       " FROM traveller_lines WHERE section_id = ? AND board = ? "
                                       "AND ns = ? AND ew = ?"}));
    q.bind(1, sectionId);
    q.bind(2, board);
    q.bind(3, ns);
    q.bind(4, ew);
    if (!q.step())
        return std::nullopt;
    return readLine(q);
}

std::vector<StoredLine> EventStore::Impl::selectLines(int board) const {
    return selectLines(board, sectionId);
}

std::vector<StoredLine> EventStore::Impl::selectLines(int board, std::int64_t section) const {
    // All lines of an event of one section: a plain scan of the table ("+section_id"
    // keeps the database off the index, which would cost a lookup per row) and a sort
    // here, far cheaper for 100,000 lines. With several sections the index finds the
    // section's lines: a scan of the whole table for each of 500 clubs' sections would
    // read every line 500 times.
    const std::string sql =
        core::joinedText({"SELECT ", kLineColumns, " FROM traveller_lines WHERE ",
                          board > 0             ? "section_id = ? AND board = ?"
                          : labelPrefix.empty() ? "+section_id = ?"
                                                : "section_id = ?"});
    RowReader q(*db, sql);
    q.bind(1, section);
    if (board > 0)
        q.bind(2, board);
    ContractsSeen contracts;
    if (board == 0)
        return placedByBoard(q, contracts);
    std::vector<StoredLine> out;
    while (q.step())
        out.push_back(readLine(q, contracts));
    return inBoardOrder(std::move(out));
}

/// Every line of a section, read straight into board order: each board has a run of
/// slots as long as the movement plays it, and a line goes to the next slot of its board
/// as it is read (in the order entered, which is the traveller's order within a board
/// when a movement is entered round by round). Runs the movement did not fill close up in
/// one pass. A line the runs cannot hold (a board the movement does not have, or more
/// lines than it plays, as after a change of movement) falls back to inBoardOrder.
std::vector<StoredLine> EventStore::Impl::placedByBoard(RowReader& q,
                                                        ContractsSeen& contracts) const {
    std::vector<std::size_t> start(1, 0); // board b's run: start[b - 1] .. start[b]
    for (const movements::Round& round : movement.rounds)
        for (const movements::TableRound& t : round.tables) {
            if (t.set == 0 || t.ns == 0 || t.ew == 0)
                continue;
            const int last = movement.lastBoardOf(t.set);
            if (last >= static_cast<int>(start.size()))
                start.resize(static_cast<std::size_t>(last) + 1, 0);
            for (int b = movement.firstBoardOf(t.set); b <= last; ++b)
                ++start[static_cast<std::size_t>(b)];
        }
    for (std::size_t b = 1; b < start.size(); ++b)
        start[b] += start[b - 1];
    std::vector<StoredLine> out(start.back());
    std::vector<std::size_t> next(start.begin(), start.end() - 1);
    std::vector<StoredLine> unplaced;
    while (q.step()) {
        const int b = q.integer(0);
        const auto slot = static_cast<std::size_t>(b) - 1;
        if (b >= 1 && slot < next.size() && next[slot] < start[slot + 1])
            out[next[slot]++] = readLine(q, contracts);
        else
            unplaced.push_back(readLine(q, contracts));
    }
    std::size_t kept = 0;
    for (std::size_t slot = 0; slot < next.size(); ++slot)
        for (std::size_t i = start[slot]; i < next[slot]; ++i, ++kept)
            if (kept != i)
                out[kept] = std::move(out[i]);
    out.resize(kept);
    if (!unplaced.empty()) {
        std::move(unplaced.begin(), unplaced.end(), std::back_inserter(out));
        return inBoardOrder(std::move(out));
    }
    sortWithinBoards(out);
    return out;
}

bool EventStore::Impl::inTravellerOrder(const StoredLine& a, const StoredLine& b) {
    const auto& x = a.line;
    const auto& y = b.line;
    return std::tie(x.board, x.round, x.table, x.ns) < std::tie(y.board, y.round, y.table, y.ns);
}

/// Lines already grouped by board, in board order: each board's run sorted by round,
/// table and North-South pair where it is not already.
void EventStore::Impl::sortWithinBoards(std::vector<StoredLine>& lines) {
    for (auto first = lines.begin(); first != lines.end();) {
        const int board = first->line.board;
        const auto last = std::find_if(
            first, lines.end(), [board](const StoredLine& s) { return s.line.board != board; });
        if (!std::is_sorted(first, last, inTravellerOrder))
            std::sort(first, last, inTravellerOrder);
        first = last;
    }
}

/// Lines by board, then round, table and North-South pair. Lines entered board by board
/// come back in order already (one pass checks it); lines entered round by round are
/// dealt out by board first (a counting sort: boards are small numbers), which leaves
/// each board's lines in the order they were entered, usually in order already.
std::vector<StoredLine> EventStore::Impl::inBoardOrder(std::vector<StoredLine> lines) {
    if (std::is_sorted(lines.begin(), lines.end(), inTravellerOrder))
        return lines;
    int lastBoard = 0;
    for (const StoredLine& s : lines)
        lastBoard = std::max(lastBoard, s.line.board);
    std::vector<std::size_t> start(static_cast<std::size_t>(lastBoard) + 2, 0);
    for (const StoredLine& s : lines)
        ++start[static_cast<std::size_t>(s.line.board) + 1];
    for (std::size_t b = 1; b < start.size(); ++b)
        start[b] += start[b - 1];
    // Each line's place, then the lines moved there in place (cycle by cycle): a second
    // vector of 120,000 lines would cost its pages as much as the moves.
    std::vector<std::size_t> place(lines.size());
    std::vector<std::size_t> next(start.begin(), start.end() - 1);
    for (std::size_t i = 0; i < lines.size(); ++i)
        place[i] = next[static_cast<std::size_t>(lines[i].line.board)]++;
    for (std::size_t i = 0; i < lines.size(); ++i)
        while (place[i] != i) {
            const std::size_t there = place[i];
            std::swap(lines[i], lines[there]);
            std::swap(place[i], place[there]);
        }
    sortWithinBoards(lines);
    return lines;
}

void EventStore::Impl::writeLine(const StoredLine& s) {
    if (!upsertLine)
        upsertLine = std::make_unique<sql::Statement>(
            *db, "INSERT INTO traveller_lines (section_id, board, round, table_number, ns, "
                 "ew, contract, declarer, tricks, lead, adjusted, whist_tricks_ns, ns_score, "
                 "source, source_table, confirmed, foul_group) VALUES "
                 "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
                 "ON CONFLICT (section_id, board, ns, ew) DO UPDATE SET "
                 "round = excluded.round, table_number = excluded.table_number, "
                 "contract = excluded.contract, declarer = excluded.declarer, "
                 "tricks = excluded.tricks, lead = excluded.lead, "
                 "adjusted = excluded.adjusted, whist_tricks_ns = excluded.whist_tricks_ns, "
                 "ns_score = excluded.ns_score, source = excluded.source, "
                 "source_table = excluded.source_table, confirmed = excluded.confirmed, "
                 "foul_group = excluded.foul_group");
    sql::Statement& q = *upsertLine;
    q.reset();
    q.clearBindings();
    const core::TravellerLine& l = s.line;
    q.bind(1, sectionId);
    q.bind(2, l.board);
    q.bind(3, l.round);
    q.bind(4, l.table);
    q.bind(5, l.ns);
    q.bind(6, l.ew);
    if (l.play) {
        q.bind(7, l.play->contract.text());
        if (!l.play->contract.isPassedOut()) {
            q.bind(8, codec::seatText(l.play->declarer));
            q.bind(9, l.play->tricks);
        }
    }
    if (l.lead)
        q.bind(10, core::cardText(*l.lead));
    if (l.adjusted || l.weighted || l.notPlayed || l.scoreOnlyNs)
        q.bind(11, codec::assignedText(l));
    if (l.whistTricksNs)
        q.bind(12, *l.whistTricksNs);
    if (s.nsScore)
        q.bind(13, *s.nsScore);
    q.bind(14, codec::sourceText(s.source));
    q.bind(15, s.sourceTable);
    q.bind(16, s.confirmed ? 1 : 0);
    q.bind(17, l.group);
    q.exec();
}

EventStore::Impl::BoardRecord EventStore::Impl::boardOf(int board) const {
    sql::Statement q(*db, "SELECT deal, vulnerability FROM boards WHERE session_id = ? "
                          "AND number = ?");
    q.bind(1, sessionId);
    q.bind(2, board);
    BoardRecord record;
    record.vulnerability = core::vulnerabilityOf(board);
    if (!q.executeStep())
        return record;
    if (!q.getColumn(0).isNull())
        record.deal = codec::dealFromText(q.getColumn(0).getString());
    if (!q.getColumn(1).isNull())
        record.vulnerability = codec::vulnerabilityFromText(q.getColumn(1).getString());
    return record;
}

core::ScoringMethod EventStore::Impl::scoring() const {
    const std::string text = db->execAndGet("SELECT scoring FROM event").getString();
    if (auto method = core::parseScoringMethod(text))
        return *method;
    throw StorageError(path, "names an unknown scoring method '" + text + "'");
}

/// Refuses a line that would give a pair two results on one board: a line entered as
/// played where either pair already has one, or any line where either pair has one
/// entered as played. (A memory duplicate's two lines the other way round are both placed.)
void EventStore::Impl::requireOneResultEach(const core::TravellerLine& l) const {
    const bool off = !placements.find(l.board, l.ns, l.ew);
    // Only the board's lines of these two pairs: a 5,000-table board is not read whole.
    RowReader q(*db, core::joinedText({"SELECT ", kLineColumns,
                                       " FROM traveller_lines WHERE section_id = ?1 AND board = "
                                       "?2 AND (ns IN (?3, ?4) OR ew IN (?3, ?4))"}));
    q.bind(1, sectionId);
    q.bind(2, l.board);
    q.bind(3, l.ns);
    q.bind(4, l.ew);
    std::vector<StoredLine> sharing;
    while (q.step())
        sharing.push_back(readLine(q));
    for (const StoredLine& e : sharing) {
        if (e.line.ns == l.ns && e.line.ew == l.ew)
            continue;
        const bool shares =
            e.line.ns == l.ns || e.line.ns == l.ew || e.line.ew == l.ns || e.line.ew == l.ew;
        if (shares && (off || !placements.find(e.line.board, e.line.ns, e.line.ew)))
            throw core::InputError("board " + std::to_string(l.board) +
                                   " already has a result for " + pairName(e.line.ns) + " v " +
                                   pairName(e.line.ew) + " (" + core::resultSummary(e.line) +
                                   "): a pair plays a board once; correct that line");
    }
}

StoredLine EventStore::Impl::prepare(const core::TravellerLine& in,
                                     const EnterOptions& options) const {
    // The event's game and the board's record in one query (boardOf, scoring and
    // duplicateAuction read together): on a server each query is a wait for its answer, and a
    // result is entered in a handful of them.
    sql::Statement q(*db, "SELECT e.scoring, e.scoring_settings, b.number, b.deal, "
                          "b.vulnerability FROM event e LEFT JOIN boards b ON b.session_id = ? "
                          "AND b.number = ? WHERE e.id = 1");
    q.bind(1, sessionId);
    q.bind(2, in.board);
    const bool found = q.executeStep();
    const std::string text = found ? q.getColumn(0).getString() : std::string();
    const auto method = core::parseScoringMethod(text);
    if (!method)
        throw StorageError(path, "names an unknown scoring method '" + text + "'");
    core::ScoringSettings settings;
    codec::readSettings(q.getColumn(1).getString(), settings);
    BoardRecord board;
    board.vulnerability = core::vulnerabilityOf(in.board);
    if (!q.getColumn(2).isNull()) {
        if (!q.getColumn(3).isNull())
            board.deal = codec::dealFromText(q.getColumn(3).getString());
        if (!q.getColumn(4).isNull())
            board.vulnerability = codec::vulnerabilityFromText(q.getColumn(4).getString());
    }
    const auto auction = settings.duplicateAuction;
    return stored(check(in, *method, board, options.asPlayed, auction), options, board, auction);
}

/// The auction laws of a duplicate auction event; none at contract bridge.
std::optional<core::AuctionLaws> EventStore::Impl::duplicateAuction() const {
    core::ScoringSettings settings;
    codec::readSettings(
        db->execAndGet("SELECT scoring_settings FROM event WHERE id = 1").getString(), settings);
    return settings.duplicateAuction;
}

/// North-South's score of a contract played on a board: Law 77's at the board's
/// vulnerability, or duplicate auction's with the honours its hand record shows.
int EventStore::Impl::nsScoreOf(const core::Play& play, const BoardRecord& board,
                                const std::optional<core::AuctionLaws>& auction) {
    if (auction)
        return core::duplicateAuctionNorthSouthScore(*auction, play,
                                                     board.deal ? &*board.deal : nullptr);
    return core::northSouthScore(play, board.vulnerability);
}

/// A checked line as it is stored: its North-South score on the board (nsScoreOf), where
/// it came from.
StoredLine EventStore::Impl::stored(const core::TravellerLine& checked, const EnterOptions& options,
                                    const BoardRecord& board,
                                    const std::optional<core::AuctionLaws>& auction) {
    StoredLine s;
    s.line = checked;
    if (s.line.play)
        s.nsScore = nsScoreOf(*s.line.play, board, auction);
    else if (s.line.scoreOnlyNs)
        s.nsScore = s.line.scoreOnlyNs;
    s.source = options.source;
    s.sourceTable = options.source == LineSource::Table ? options.sourceTable : 0;
    s.confirmed = options.confirmed;
    return s;
}

std::string EventStore::Impl::lineName(int board, int ns, int ew) const {
    return "board " + std::to_string(board) + " between " + pairName(ns) + " and " + pairName(ew);
}

} // namespace overplay::db
