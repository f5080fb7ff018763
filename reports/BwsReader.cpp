// SPDX-License-Identifier: GPL-3.0-or-later
// A Bridgemate file read with mdbtools' libmdb (the tables and columns in the header).
#include "reports/BwsReader.h"

#include "core/Error.h"
#include "core/Files.h"
#include "core/Text.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <exception>
#include <filesystem>
#include <map>
#include <set>
#include <system_error>

#if OVERPLAY_HAVE_MDB
#include <mdbtools.h>
#include <unistd.h>
#endif

namespace overplay::reports {

bool isAccessDatabase(std::string_view start) {
    return start.size() >= 19 && start.substr(0, 4) == std::string_view("\0\1\0\0", 4) &&
           (start.substr(4, 15) == "Standard Jet DB" || start.substr(4, 15) == "Standard ACE DB");
}

bool readsBridgemateFiles() {
    return OVERPLAY_HAVE_MDB != 0;
}

namespace {

/// "60%" → average plus, "50%" → average, "40%" → average minus: the Bridgemate's three
/// choices of an arbitral percentage.
std::optional<core::Adjustment> adjustmentOf(std::string_view percent) {
    if (percent == "60%")
        return core::Adjustment::AveragePlus;
    if (percent == "50%")
        return core::Adjustment::Average;
    if (percent == "40%")
        return core::Adjustment::AverageMinus;
    return std::nullopt;
}

} // namespace

std::optional<std::string> readBridgemateRemarks(core::PlayedLine& line, std::string_view remarks) {
    const std::string said = core::trimmedText(remarks);
    if (core::lowerText(said) == "not played") {
        line.notPlayed = true;
        return std::nullopt;
    }
    if (const std::size_t dash = said.find('-'); dash != std::string::npos) {
        const auto ns = adjustmentOf(std::string_view(said).substr(0, dash));
        const auto ew = adjustmentOf(std::string_view(said).substr(dash + 1));
        if (ns && ew) {
            line.adjusted = core::AdjustedScore(*ns, *ew);
            return std::nullopt;
        }
    }
    if (core::lowerText(said) == "arbitral score")
        return std::string("an arbitral score not yet given (Remarks \"Arbitral score\")");
    if (said.empty())
        return std::string("no contract");
    return "no contract (Remarks \"" + core::printableText(said) + "\")";
}

void refuseCutShort(const std::string& path, std::string_view start) {
    // An Access file is a whole number of pages: 2,048 bytes in Jet 3 (Access 97, the byte at
    // 0x14 is 0), 4,096 in the later versions (the format as mdbtools' HACKING describes it).
    const std::uintmax_t page = start.size() > 0x14 && start[0x14] == 0 ? 2048 : 4096;
    std::error_code error;
    const std::uintmax_t size = std::filesystem::file_size(path, error);
    if (!error && size % page != 0)
        throw core::InputError(path + " is cut short: " + std::to_string(size) +
                               " bytes, not a whole number of its " + std::to_string(page) +
                               "-byte pages; copy it again from the scoring computer");
}

#if OVERPLAY_HAVE_MDB

namespace {

/// One row of a table, by column name; a column the file lacks reads "".
using Row = std::map<std::string, std::string>;

/// libmdb says on stderr what it cannot read and goes on: a table whose pages lie beyond the
/// end of a file cut short reads as missing or empty. Its words are kept off the director's
/// screen and read instead, so such a file is refused for what it is.
class LibmdbComplaints {
public:
    LibmdbComplaints() : m_file(std::tmpfile()) {
        if (!m_file)
            return;
        std::fflush(stderr);
        m_saved = ::dup(STDERR_FILENO);
        if (m_saved >= 0)
            ::dup2(::fileno(m_file), STDERR_FILENO);
    }
    ~LibmdbComplaints() {
        restore();
        if (m_file)
            std::fclose(m_file);
    }
    LibmdbComplaints(const LibmdbComplaints&) = delete;
    LibmdbComplaints& operator=(const LibmdbComplaints&) = delete;

    /// The first thing libmdb said that means it could not read the file; "" when none.
    std::string unreadable() {
        restore();
        if (!m_file)
            return {};
        std::rewind(m_file);
        char text[512];
        while (std::fgets(text, sizeof text, m_file)) {
            const std::string line = core::trimmedText(text);
            // libmdb's own words only: the console's other threads may write here meanwhile.
            for (const char* sign :
                 {"beyond EOF", "reading page", "Unable to read", "not a valid table definition"})
                if (line.find(sign) != std::string::npos)
                    return core::printableText(line);
        }
        return {};
    }

private:
    void restore() {
        if (m_saved < 0)
            return;
        std::fflush(stderr);
        ::dup2(m_saved, STDERR_FILENO);
        ::close(m_saved);
        m_saved = -1;
    }
    std::FILE* m_file = nullptr;
    int m_saved = -1;
};

class AccessFile {
public:
    explicit AccessFile(const std::string& path) : m_path(path) {
        m_mdb = mdb_open(path.c_str(), MDB_NOFLAGS);
        if (!m_mdb)
            throw core::InputError(path + " cannot be opened as an Access database");
        // Dates as ISO writes them, whatever the machine's locale.
        mdb_set_date_fmt(m_mdb, "%Y-%m-%d");
    }
    ~AccessFile() { mdb_close(m_mdb); }
    AccessFile(const AccessFile&) = delete;
    AccessFile& operator=(const AccessFile&) = delete;

    bool has(const std::string& table) const {
        MdbTableDef* def =
            mdb_read_table_by_name(m_mdb, const_cast<gchar*>(table.c_str()), MDB_TABLE);
        if (!def)
            return false;
        mdb_free_tabledef(def);
        return true;
    }

    /// Every row of `table`, each column of `columns` as text.
    std::vector<Row> rows(const std::string& table, const std::vector<std::string>& columns) const {
        MdbTableDef* def =
            mdb_read_table_by_name(m_mdb, const_cast<gchar*>(table.c_str()), MDB_TABLE);
        if (!def)
            throw core::InputError(m_path + " has no " + table + " table: not a Bridgemate file");
        mdb_read_columns(def);
        mdb_rewind_table(def);
        std::vector<std::vector<char>> buffers(columns.size(), std::vector<char>(MDB_BIND_SIZE));
        std::vector<int> lengths(columns.size(), 0);
        std::vector<bool> bound(columns.size(), false);
        for (std::size_t i = 0; i < columns.size(); ++i)
            bound[i] = mdb_bind_column_by_name(def, const_cast<gchar*>(columns[i].c_str()),
                                               buffers[i].data(), &lengths[i]) >= 0;
        std::vector<Row> out;
        while (mdb_fetch_row(def)) {
            Row row;
            for (std::size_t i = 0; i < columns.size(); ++i)
                row[columns[i]] =
                    bound[i]
                        ? core::trimmedText(std::string(
                              buffers[i].data(),
                              static_cast<std::size_t>(std::clamp(lengths[i], 0, MDB_BIND_SIZE))))
                        : std::string();
            out.push_back(std::move(row));
        }
        mdb_free_tabledef(def);
        return out;
    }

private:
    std::string m_path;
    MdbHandle* m_mdb = nullptr;
};

int number(const Row& row, const std::string& column) {
    const auto n = core::readFileNumber(row.at(column));
    return n.value_or(0);
}

/// A seat as the file writes it: "N", "E", "S", "W" (or the word).
std::string seatWord(std::string_view text) {
    const std::string t = core::upperWithoutSpaces(text);
    return t.empty() ? t : t.substr(0, 1);
}

} // namespace

namespace {

std::vector<core::PlayedSection> readSections(const std::string& path) {
    const AccessFile file(path);
    for (const char* table : {"Section", "RoundData", "ReceivedData"})
        if (!file.has(table))
            throw core::InputError(path + " has no " + std::string(table) +
                                   " table: not a Bridgemate file");
    std::string event, date;
    if (file.has("Session")) {
        const auto sessions = file.rows("Session", {"ID", "Name", "Date"});
        if (!sessions.empty()) {
            event = sessions.front().at("Name");
            const std::string d = sessions.front().at("Date").substr(0, 10);
            if (core::isValidDate(d))
                date = d;
        }
    }
    const auto rounds = file.rows("RoundData", {"Section", "Table", "Round", "NSPair", "EWPair"});
    const auto received =
        file.rows("ReceivedData", {"ID", "Section", "Table", "Round", "Board", "PairNS", "PairEW",
                                   "NS/EW", "Contract", "Result", "LeadCard", "Remarks", "Erased"});
    const auto seated = file.has("PlayerNumbers")
                            ? file.rows("PlayerNumbers", {"Section", "Table", "Direction", "Number",
                                                          "Name", "Round"})
                            : std::vector<Row>{};

    std::vector<core::PlayedSection> out;
    for (const Row& s : file.rows("Section", {"ID", "Letter"})) {
        const int id = number(s, "ID");
        core::PlayedSection section;
        section.program = "Bridgemate";
        section.event = event;
        section.date = date;
        section.letter = s.at("Letter");
        // Who sat where: (table, round) → the North-South and East-West pairs.
        std::map<std::pair<int, int>, std::pair<std::string, std::string>> seating;
        for (const Row& r : rounds)
            if (number(r, "Section") == id)
                seating[{number(r, "Table"), number(r, "Round")}] = {r.at("NSPair"),
                                                                     r.at("EWPair")};
        // Each table's last result of a board stands: a corrected result is sent again.
        std::map<std::tuple<int, int, int>, const Row*> last;
        std::map<std::tuple<int, int, int>, int> lastId;
        for (const Row& r : received) {
            if (number(r, "Section") != id || number(r, "Erased") != 0)
                continue;
            const std::tuple key{number(r, "Table"), number(r, "Round"), number(r, "Board")};
            if (!last.count(key) || number(r, "ID") > lastId[key]) {
                last[key] = &r;
                lastId[key] = number(r, "ID");
            }
        }
        std::vector<const Row*> taken;
        for (const auto& [key, row] : last)
            taken.push_back(row);
        std::sort(taken.begin(), taken.end(),
                  [](const Row* a, const Row* b) { return number(*a, "ID") < number(*b, "ID"); });
        for (const Row* r : taken) {
            core::PlayedLine line;
            line.board = number(*r, "Board");
            line.ns = r->at("PairNS");
            line.ew = r->at("PairEW");
            // The movement as the night had it (RoundData's own rounds and tables).
            line.round = number(*r, "Round");
            line.table = number(*r, "Table");
            line.where = "board " + std::to_string(line.board) + ", " + line.ns + " v " + line.ew +
                         " (ReceivedData row " + r->at("ID") + ")";
            const std::string contract = r->at("Contract");
            if (contract.empty()) {
                if (const auto reason = readBridgemateRemarks(line, r->at("Remarks")))
                    section.skipped.push_back(line.where + ": " + *reason);
                else
                    section.lines.push_back(std::move(line));
                continue;
            }
            // No sample shows what such a row holds: taken as it stands, for the director.
            if (core::lowerText(r->at("Remarks")) == "wrong direction")
                section.notes.push_back(line.where +
                                        ": the table says it played the board the wrong way "
                                        "round (Remarks \"Wrong direction\"); taken as the row "
                                        "gives it");
            try {
                core::readPlayedResult(line, contract, seatWord(r->at("NS/EW")), r->at("Result"));
                if (const std::string lead = r->at("LeadCard"); !lead.empty() && line.play)
                    line.lead = core::parseCard(lead);
            } catch (const core::InputError& e) {
                throw core::InputError(line.where + ": " + e.what());
            }
            section.lines.push_back(std::move(line));
        }
        if (section.lines.empty() && section.skipped.empty())
            continue;
        core::settleFields(section);
        // The players: each seat's player number and name, at the pair that sat there.
        std::map<std::pair<std::string, bool>, std::map<char, std::pair<std::string, std::string>>>
            named; // (pair, North-South) → seat → (name, number)
        for (const Row& p : seated) {
            if (number(p, "Section") != id)
                continue;
            const int round = std::max(1, number(p, "Round"));
            const auto at = seating.find({number(p, "Table"), round});
            const std::string seat = seatWord(p.at("Direction"));
            if (at == seating.end() || seat.empty() || p.at("Name").empty())
                continue;
            const bool northSouth = seat == "N" || seat == "S";
            auto& seats = named[{northSouth ? at->second.first : at->second.second, northSouth}];
            seats.emplace(seat[0], std::pair{p.at("Name"), p.at("Number")});
        }
        for (core::PlayedPair& pair : section.pairs) {
            for (bool northSouth : {true, false}) {
                if ((pair.field == core::Field::NorthSouth && !northSouth) ||
                    (pair.field == core::Field::EastWest && northSouth) || !pair.players.empty())
                    continue;
                const auto found = named.find({pair.number, northSouth});
                if (found == named.end())
                    continue;
                for (char seat : northSouth ? std::string("NS") : std::string("EW"))
                    if (const auto s = found->second.find(seat); s != found->second.end()) {
                        pair.players.push_back(s->second.first);
                        pair.memberNumbers.push_back(s->second.second);
                    }
            }
        }
        out.push_back(std::move(section));
    }
    if (out.empty())
        throw core::InputError(path + " holds no results");
    return out;
}

} // namespace

std::vector<core::PlayedSection> readBws(const std::string& path) {
    // Told by its first bytes before libmdb sees it: a file that is no Access database is
    // refused in one line (and by the bounded reader, never a device or a pipe).
    const std::string start = core::readUserFileStart(path, 64);
    if (!isAccessDatabase(start))
        throw core::InputError(path + " is not a Bridgemate file (an Access database)");
    refuseCutShort(path, start);
    LibmdbComplaints complaints;
    std::vector<core::PlayedSection> sections;
    std::exception_ptr refused;
    try {
        sections = readSections(path);
    } catch (const core::InputError&) {
        refused = std::current_exception();
    }
    if (const std::string said = complaints.unreadable(); !said.empty())
        throw core::InputError(path + " is damaged or cut short: mdbtools could not read it (" +
                               said + "); copy it again from the scoring computer");
    if (refused)
        std::rethrow_exception(refused);
    return sections;
}

#else

std::vector<core::PlayedSection> readBws(const std::string& path) {
    throw core::InputError(path + " is a Bridgemate file, and this Overplay was built without "
                                  "mdbtools, which reads them");
}

#endif

} // namespace overplay::reports
