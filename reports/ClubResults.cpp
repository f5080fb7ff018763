// SPDX-License-Identifier: GPL-3.0-or-later
// A club's results file told by its content and read as played sections, for `section upload`
// and the console's Event > Upload a club's section.
#include "reports/ClubResults.h"

#include "core/BboTraveller.h"
#include "core/Error.h"
#include "core/Files.h"
#include "core/Lin.h"
#include "core/Pbn.h"
#include "core/Text.h"
#include "db/Ranking.h"
#include "movements/Labels.h"
#include "reports/BwsReader.h"
#include "reports/Format.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <filesystem>
#include <initializer_list>
#include <map>
#include <string_view>

namespace overplay::reports {

namespace {

std::string utf8File(const std::string& path) {
    std::string text = core::readUserFile(path, core::kMaxResultsFileBytes);
    core::requireUtf8Text(text, path);
    return text;
}

/// The files of a folder whose extension is one of `extensions` (lower case, with the dot),
/// in the order of their names.
std::vector<std::string> filesIn(const std::string& folder,
                                 std::initializer_list<std::string_view> extensions) {
    std::vector<std::string> paths;
    for (const auto& entry : std::filesystem::directory_iterator(folder)) {
        const std::string ext = core::lowerText(entry.path().extension().string());
        if (entry.is_regular_file() &&
            std::find(extensions.begin(), extensions.end(), ext) != extensions.end())
            paths.push_back(entry.path().string());
    }
    std::sort(paths.begin(), paths.end());
    return paths;
}

/// A BBO tournament's travellers: one page, or every page of a folder (.html, .htm, or .txt
/// copied from the page), read in the order of their names.
std::vector<core::PlayedSection> readBboTravellers(const std::string& path) {
    const std::vector<std::string> paths = std::filesystem::is_directory(path)
                                               ? filesIn(path, {".html", ".htm", ".txt"})
                                               : std::vector<std::string>{path};
    std::vector<core::BboTravellerPage> pages;
    for (const std::string& file : paths)
        pages.push_back({std::filesystem::path(file).filename().string(), utf8File(file)});
    return {core::playedSectionFromBboTravellers(pages)};
}

/// A BBO tournament's LIN: one file, or every .lin file of a folder (a file a table's board,
/// as BBO lets them be downloaded), read in the order of their names.
std::vector<core::PlayedSection> readLinResults(const std::string& path) {
    std::vector<std::string> paths;
    if (std::filesystem::is_directory(path)) {
        paths = filesIn(path, {".lin"});
        if (paths.empty())
            throw core::InputError(
                path + " holds no .lin files, nor BBO traveller pages (.html, .htm, .txt)");
    } else {
        paths.push_back(path);
    }
    std::vector<core::LinResults> files;
    for (const std::string& file : paths) {
        const std::string name = std::filesystem::path(file).filename().string();
        try {
            files.push_back({name, core::readLin(utf8File(file))});
        } catch (const core::InputError& e) {
            const std::string message = e.what();
            throw core::InputError(message.starts_with(file) ? message : name + " " + message);
        }
    }
    return {core::playedSectionFromLin(files)};
}

} // namespace

/// What the club sent, by its first bytes, not its name: an SQLite file or a server address
/// is an Overplay event, an Access database a Bridgemate file, a web page (or its text copy
/// with a North, South, East, West and Result header) BBO's travellers, XML is USEBIO,
/// "key|value|" is BBO's LIN, anything else is read as PBN. A folder holds a BBO tournament's
/// LIN files, else its traveller pages.
ClubFile kindOfClubFile(const std::string& path) {
    if (path.starts_with("postgresql://") || path.starts_with("postgres://"))
        return ClubFile::Overplay;
    if (std::filesystem::is_directory(path))
        return filesIn(path, {".lin"}).empty() && !filesIn(path, {".html", ".htm", ".txt"}).empty()
                   ? ClubFile::BboTravellers
                   : ClubFile::Lin;
    std::string start = core::readUserFileStart(path, 4096);
    if (start.starts_with(std::string("SQLite format 3\0", 16)))
        return ClubFile::Overplay;
    if (isAccessDatabase(start))
        return ClubFile::Bridgemate;
    if (start.starts_with("\xEF\xBB\xBF"))
        start.erase(0, 3);
    const std::size_t first = start.find_first_not_of(" \t\r\n");
    if (first != std::string::npos && start.size() >= first + 3 &&
        std::isalpha(static_cast<unsigned char>(start[first])) &&
        std::isalpha(static_cast<unsigned char>(start[first + 1])) && start[first + 2] == '|')
        return ClubFile::Lin;
    if (core::isHtmlStart(start) ||
        (first != std::string::npos && start[first] != '<' && core::isTravellerText(start)))
        return ClubFile::BboTravellers;
    return first != std::string::npos && start[first] == '<' ? ClubFile::Usebio : ClubFile::Pbn;
}

std::vector<core::PlayedSection> readClubResults(const std::string& path, ClubFile kind) {
    switch (kind) {
    case ClubFile::Lin:
        return readLinResults(path);
    case ClubFile::BboTravellers:
        return readBboTravellers(path);
    case ClubFile::Bridgemate:
        return readBws(path);
    case ClubFile::Pbn:
        // UTF-8, or ISO 8859-1 as PBN 2.1 itself specifies (the reader converts it).
        return {core::playedSectionFromPbn(core::readPbnFile(path))};
    case ClubFile::Overplay:
    case ClubFile::Usebio:
        break;
    }
    throw core::InputError(path + ": an Overplay event or a USEBIO file is not read here");
}

std::string rankedOtherwise(const db::EventStore& store, const std::string& letter,
                            const db::UploadedSections::FileRanking& file) {
    const core::ScoringMethod method = store.info().scoring;
    const bool matchpoints = method == core::ScoringMethod::MatchpointsEbu ||
                             method == core::ScoringMethod::MatchpointsAcbl;
    const bool imps =
        (method == core::ScoringMethod::CrossImps || method == core::ScoringMethod::Butler) &&
        file.scoring == scoringNames(method).usebio;
    const bool whist = method == core::ScoringMethod::Whist &&
                       (file.scoring.empty() || file.scoring == scoringNames(method).usebio);
    const std::map<int, double>& totals = matchpoints ? file.percents : file.scores;
    if ((!matchpoints && !imps && !whist) || totals.empty())
        return {};
    db::RankOptions how;
    how.section = letter;
    const db::SectionsRanking ranked = db::rankSections(store, how);
    if (ranked.acrossField)
        return {};
    std::string differ;
    for (const core::Ranking& ranking : ranked.result.rankings)
        for (const core::RankingRow& row : ranking.rows) {
            const int entry = movements::sectionEntryOf(ranked.sections, row.entry).entry;
            const auto given = totals.find(entry);
            const double here = matchpoints ? row.percent : row.score;
            // Both are printed to two places: a difference the rounding makes is none.
            if (given == totals.end() || std::abs(given->second - here) < 0.006)
                continue;
            const char* unit = matchpoints ? "%" : imps ? " IMPs" : "";
            differ += (differ.empty() ? "" : ", ") +
                      movements::entryLabel(ranked.sections, row.entry) + " (the file " +
                      core::twoPlacesText(given->second) + unit + ", here " +
                      core::twoPlacesText(here) + unit + ")";
        }
    if (differ.empty())
        return {};
    return "section " + letter + ": " + differ +
           ": the file ranks these pairs otherwise than their lines do here; a ruling it has no "
           "place for (a procedural penalty, a fouled board) may be why, or the club scored "
           "otherwise (across the field of several sections, a whist schedule's matches): enter "
           "a ruling here (penalty, foul)";
}

} // namespace overplay::reports
