// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Ranking a stored event: the store's lines and movement become core::SessionInput, and
// core::scoreSession scores them — the same call the console, the reports and the CLI use.

#include "core/Session.h"
#include "movements/Labels.h"

#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace overplay::db {

class EventStore;

/// The session input of a stored event: its scoring method and every traveller line; two
/// fields ("NS", "EW") for a Mitchell without arrow switches, one field otherwise; teamOf
/// from the movement; the results each board should have (for Neuberg) from the movement.
core::SessionInput sessionInputOf(const EventStore& store);

/// Scores every board and ranks the entries of a stored event.
core::SessionResult rankEvent(const EventStore& store);

/// How a session of sections is ranked.
struct RankOptions {
    /// Matchpoint each board across the field (every section's results as one field, Neuberg
    /// where a board has fewer results than the most any board has), even when the event is
    /// scored within sections. The event's own choice (EventInfo::acrossField) counts too.
    bool acrossField = false;
    /// Rank this section only (by letter, any case); empty: every section.
    std::string section;
};

/// A session of one or more sections, scored and ranked.
struct SectionsRanking {
    /// Every section of the session; entries below are numbered across the session
    /// (movements::sessionEntry), which with one section are the movement's own numbers.
    std::vector<movements::Section> sections;
    /// Boards with the lines of every section ranked (each board once, its sections' lines in
    /// section order) and the rankings, section by section (NS, EW, or one field).
    core::SessionResult result;
    /// The index in `sections` of each of result.rankings.
    std::vector<std::size_t> sectionOfRanking;
    /// Whether the boards were matchpointed across the field (always false for one section).
    bool acrossField = false;
    /// Across the field, every section ranked: the field's overall rankings, every section's
    /// entries of a direction (NS, EW, or one field) in one list, by percentage for
    /// matchpoints and by score otherwise; empty when scored within sections.
    std::vector<core::Ranking> overall;
};

/// Scores and ranks the sections of a stored event: each section on its own, or across the
/// field. With one section, exactly rankEvent. Throws core::InputError for a section letter
/// the event lacks, or across-field scoring of a team or whist method.
SectionsRanking rankSections(const EventStore& store, const RankOptions& options = {});

/// How the sessions of an event add up to its outright ranking: each competitor's matchpoints
/// summed, or the average of their session percentages (the director's choice).
enum class OutrightBy { Matchpoints, Percentage };

/// One competitor (Entry::competitor: the same players, whatever their section or seat) in the
/// outright ranking.
struct OutrightRow {
    std::string rank;       ///< "1", "2=", …
    std::string competitor; ///< Entry::competitor; an unnamed entry is itself alone
    std::string names;      ///< as the last session they played names them
    std::string label;      ///< their label in the last session they played ("A3NS")
    /// Each session's matchpoints or percentage, by OutrightRanking::sessions; none where they
    /// did not play (a final they did not qualify for).
    std::vector<std::optional<double>> sessions;
    double carry = 0; ///< carry-forward (EventStore::carryForwards), in the ranking's units
    double total = 0; ///< carry + the sum of matchpoints, or carry + the average percentage
    int played = 0;   ///< sessions played
};

struct OutrightRanking {
    OutrightBy by = OutrightBy::Percentage;
    std::vector<int> sessions; ///< the event's session numbers
    /// Those who played the most sessions first (the finalists), then on the total.
    std::vector<OutrightRow> rows;
};

/// Ranks every session as the event is scored and adds them up, competitor by competitor.
/// The store's session and section in use are put back before it returns.
OutrightRanking rankOutright(EventStore& store, OutrightBy by);

/// Stratification: each entry's figure, its players' figures (EventStore::ratings) combined
/// as the event's strata say (core::entryFigure), by session entry of `sections` (as
/// rankSections numbers them). Empty when the event is not stratified.
std::map<int, std::optional<double>> entryFigures(const EventStore& store,
                                                  const std::vector<movements::Section>& sections);

/// The section in use ranked as the event is scored (across the field when it is), its
/// entries numbered in its own movement again, as the console and the documents number them.
/// With one section, exactly rankEvent.
core::SessionResult rankSectionInUse(const EventStore& store);

/// Every section's part of a session ranked whole across the field (rankSections without a
/// section), by section index: what rankSectionInUse gives for each section, without scoring
/// the field again, each line looked at once. Publishing a simultaneous pairs of 2,000 clubs
/// scores the field once, and goes through its lines once, rather than 2,000 times.
/// Throws std::invalid_argument unless `field` is ranked across the field.
std::vector<core::SessionResult> sectionResultsOf(const SectionsRanking& field);

} // namespace overplay::db
