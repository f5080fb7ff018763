// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything a report draws, as plain values. The documents (PDF, HTML site, USEBIO, PBN)
// take only this, so they can be built and tested from hand-made values; one function
// (StoreSnapshot.h) fills it from the stored event.

#include "core/Card.h"
#include "core/DoubleDummy.h"
#include "core/ScoringSettings.h"
#include "core/Session.h"
#include "core/Strata.h"
#include "core/Types.h"
#include "core/WhistTrump.h"
#include "movements/Movement.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace overplay::reports {

/// One entry (pair, team or individual player) as the documents name it.
struct EntryInfo {
    int number = 0;
    std::string label;                ///< what is printed ("3", "3N", "A1"); number if empty
    std::vector<std::string> players; ///< player names, in seat order (N/S or E/W)
    std::string teamName;             ///< team events: the team this pair plays for

    /// "Ann Smith & Bob Jones", or "" when no names are known.
    std::string names() const;
    /// The label, or the number as text.
    std::string shownLabel() const;
};

/// One board of the session with its hand record.
struct BoardInfo {
    int number = 0;
    core::Seat dealer = core::Seat::North;
    core::Vulnerability vulnerability = core::Vulnerability::None;
    std::optional<core::Deal> deal; ///< none: no hand record
    /// Tricks table and par (libdds, stored with the event); none: not analysed.
    std::optional<core::DoubleDummyResult> doubleDummy;
    /// Duplicate whist: the trump slip that travels with the board; none: not recorded.
    std::optional<core::TrumpSlip> trump;
};

/// Paper for printed documents.
enum class Paper { A4, Letter };

/// A whole session as the reports see it.
struct EventSnapshot {
    std::string eventName;
    std::string clubName;
    std::string clubNumber; ///< the national body's number for the club; "" unknown
    /// National member numbers of the players, by name (only those who have one).
    std::map<std::string, std::string> memberNumbers;
    std::string date; ///< ISO "2026-11-22"; "" unknown
    std::string sessionName;
    core::ScoringMethod method = core::ScoringMethod::MatchpointsEbu;
    movements::Movement movement;
    std::map<int, EntryInfo> entries;     ///< by entry number (pairs; players for individuals)
    std::map<int, std::string> teamNames; ///< team events: team number → name
    /// Team events: each team's roster as entered with the team (may be empty).
    std::map<int, std::vector<std::string>> teamPlayers;
    core::ScoringSettings settings; ///< how the method was applied, printed with the results
    std::string finalAt;            ///< when the director marked the results final; "" provisional
    std::vector<BoardInfo> boards;  ///< by board number
    /// Scored boards and rankings (core::scoreSession); none before any result.
    std::optional<core::SessionResult> result;
    /// A stratified event (core/Strata.h): each ranking of `result` again for each stratum
    /// after the open one, ranking by ranking; empty otherwise. From the stored event, the
    /// section's RankingView's (reports::sectionView), as `rank --section` shows them.
    std::vector<core::StratumRanking> strata;
    /// Master points (core/MasterPoints.h, db/MasterPointAwards.h): the scale (None: not
    /// awarded), each entry's award by number (every player of it credited as much; entries
    /// without one left out) and the sentences saying why some or all have none. From the
    /// stored event, the section's RankingView's too.
    core::MasterPointScale masterPointScale = core::MasterPointScale::None;
    std::map<int, double> masterPoints;
    std::vector<std::string> masterPointNotes;
    /// A part (a session's section) of a whole event's web site: the front page, relative to
    /// this part's pages ("../../index.html"), which every page links back to; "" otherwise.
    std::string wholeEventPage;
    /// Table scoring: the address each table's phone opens. A guide card prints
    /// it with a QR code when present.
    std::map<int, std::string> tableUrls;

    /// The entry with that number, or a bare one that carries only the number.
    EntryInfo entry(int number) const;
    /// The board with that number, or nullptr.
    const BoardInfo* board(int number) const;
    /// The scored board, or nullptr.
    const core::BoardResult* boardResult(int number) const;
    /// True for methods whose board points are matchpoints (percentages mean something).
    bool isMatchpointed() const;
    /// True when the rankings list teams: the team methods, and duplicate whist played by
    /// teams.
    bool isTeams() const;
    /// Duplicate whist: no auction, no contract, no vulnerability, no par; a deal's result is
    /// the tricks each side took (Foster's Duplicate Whist).
    bool isWhist() const { return method == core::ScoringMethod::Whist; }
    /// Whether a board's vulnerability and its par mean anything: not at whist, and not at
    /// duplicate auction, whose scores know no vulnerability and whose par is not Law 77's.
    bool hasVulnerabilityAndPar() const { return !isWhist() && !settings.duplicateAuction; }
};

} // namespace overplay::reports
