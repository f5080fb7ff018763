// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The rankings of a session as every front end shows them, built in one place: each field of
// each section (NS and EW in a Mitchell, one field in a Howell), across the field the whole
// field's overall rankings, and in a stratified event each field again for each stratum; each
// row with its label, names, club, boards played, qualifier mark, stratum and master points;
// and a team event's teams (their names as printed and their players), its matches, byes and
// running table. `rank` (text and JSON), the console's standings, the whole event's pages and
// prints show it, and a section's own pages and printed results its section's view
// (sectionView); the strata follow the field's overall rankings when it is scored across the
// field, else each section's rankings.

#include "core/MasterPoints.h"
#include "core/Ranking.h"
#include "core/Strata.h"
#include "db/MasterPointAwards.h"
#include "db/Ranking.h"
#include "reports/Views.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace overplay::db {
class EventStore;
}

namespace overplay::reports {

/// One row, by the session's entry numbers (db::SectionsRanking's).
struct RankingViewRow {
    std::string rank; ///< "1", "2=", …
    int entry = 0;
    std::string label; ///< as its card prints it: with its section letter when there are several
    std::string names; ///< "" when none are known
    std::string club;  ///< the name its section plays under (a club's); "" for none
    double score = 0;
    double percent = 0;
    int boards = 0;         ///< boards played
    double penalty = 0;     ///< procedural penalties already taken off the score
    bool qualified = false; ///< among the qualifying places (RankingViewOptions::qualify)
    /// A stratified event: the stratum the entry's figure places it in ("A" for none known).
    std::string stratum;
    double masterPoints = 0; ///< its award on the event's scale; 0 for none
    /// The second ranking key where the method has one (teams by IMPs: the IMPs after the
    /// VPs); 0 otherwise.
    double tiebreak = 0;
};

/// One ranking: a section's field, the whole field's, or a stratum of either.
struct RankingViewTable {
    /// The section it ranks (an index of RankingView::sections); none for the whole field.
    std::optional<std::size_t> section;
    std::string direction;                ///< "NS", "EW", or "" for one field
    std::optional<core::Stratum> stratum; ///< a stratum's ranking: which
    /// A stratum's ranking: the index of the ranking it is taken from, in RankingView::overall
    /// across the field, else in RankingView::fields.
    std::size_t source = 0;
    std::vector<RankingViewRow> rows;
};

/// A team of a team event as its rankings and matches name it.
struct RankingViewTeam {
    std::string name; ///< as printed: its name, or its number ("Team 3") when it has none
    /// Its roster as entered with it, else its pairs' players in pair order.
    std::vector<std::string> players;
};

/// A team event's part of the view (movements::ranksTeams): its rows' entries are its teams'
/// numbers, and what its rankings show besides, as reports' team views (Views.h) read them.
struct RankingViewTeams {
    std::map<int, RankingViewTeam> teams; ///< every team of the movement, by number
    std::string pointsLabel;              ///< what a row's score is: "VP", "Matches", …
    std::string matchUnit;                ///< what a match's own score counts: "IMPs", …
    std::vector<TeamMatchView> matches;   ///< every match played, by round, then by teams
    std::vector<TeamByeView> byes;        ///< a Swiss's byes in the rounds under way
    std::vector<RunningRound> running;    ///< each team's total after each round

    /// A team's name as printed; "Team 3" for a number no team has.
    std::string nameOf(int team) const;
    /// A team's players; none for a number no team has.
    std::vector<std::string> playersOf(int team) const;
    /// A match as announced: "Abbott 31 – Osborne 3 IMPs" (reports::matchScoreText).
    std::string scoreText(const TeamMatchView& match) const;
};

struct RankingViewOptions {
    /// Qualifying places of each field: "8" or "50%" (core::qualifyingPlaces); "" none.
    std::string qualify;
    /// The section whose results are counted as entered and expected; "" the whole session.
    std::string countedSection;
};

struct RankingView {
    std::vector<movements::Section> sections;
    bool acrossField = false;
    std::vector<RankingViewTable> fields;  ///< each section's rankings, section by section
    std::vector<RankingViewTable> overall; ///< across the field: the whole field's
    std::vector<RankingViewTable> strata;  ///< of `overall` across the field, else of `fields`
    bool stratified = false;
    db::MasterPointAwards awards; ///< scale None: none awarded
    std::size_t entered = 0;      ///< results entered (of the counted section), at most expected
    std::size_t expected = 0;     ///< results the movements expect
    /// Every entry's label by its session number less one (RankingViewRow::label).
    std::vector<std::string> labels;
    /// A team event: its teams, matches and running table; none for pairs and individuals.
    std::optional<RankingViewTeams> teams;

    /// An entry's label, or its number for one no section holds.
    std::string labelOf(int entry) const;
};

/// The view of `ranked` (db::rankSections of the session in use of `store`).
RankingView rankingView(const db::EventStore& store, const db::SectionsRanking& ranked,
                        const RankingViewOptions& options = {});

/// The view of one section alone, `result` its results with its entries numbered in its own
/// movement (db::rankSectionInUse's, or its part of a field ranked across it): each of its
/// fields, their strata and master points awarded on its own results, as a club of a
/// simultaneous pairs awards its own. What a section's pages and printed results show, as
/// `rank --section` and the console's standings do; its labels are without the section letter.
RankingView sectionView(const db::EventStore& store, const movements::Section& section,
                        const core::SessionResult& result);

} // namespace overplay::reports
