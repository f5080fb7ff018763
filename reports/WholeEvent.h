// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The results of a whole event of several sections or sessions: each session's rankings
// across its sections (the field's overall rankings when it is scored across the field, each
// section's otherwise) and, after more than one session, the outright ranking. The web site's
// front page and the printed overall results are made from the same values, read once from
// the store by the same rankings `overplay-cli rank --across-field` and `--outright` print.

#include "db/EventStore.h"
#include "db/Ranking.h"
#include "reports/EventSnapshot.h"
#include "reports/HtmlSite.h"

#include <QString>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace overplay::reports {

/// One row of a ranking as the whole event's pages print it.
struct ShownRow {
    std::string rank;  ///< "1", "2=", …
    std::string label; ///< with its section letter when the session has several ("B1EW")
    std::string names;
    /// The name its section plays under (a club's, in a simultaneous pairs); "" for none.
    std::string club;
    double score = 0;
    double percent = 0;
};

/// One ranking with its heading ("Overall North-South", "Section B East-West").
struct ShownRanking {
    std::string title;
    std::vector<ShownRow> rows;
};

/// One session: its sections and its rankings.
struct SessionResults {
    int number = 0;
    std::vector<std::string> sections;     ///< letters, A first
    std::vector<std::string> sectionNames; ///< beside sections: the name each plays under
    bool acrossField = false;
    std::vector<ShownRanking> rankings;
    int entered = 0;  ///< results entered in all its sections
    int expected = 0; ///< results its movements expect
};

struct WholeEventResults {
    std::string eventName;
    bool matchpointed = false; ///< rankings carry a percentage
    bool final = false;        ///< the director has marked the results final
    std::vector<SessionResults> sessions;
    /// With more than one session: every session added up (db::rankOutright).
    std::optional<db::OutrightRanking> outright;
};

/// Whether an event is more than one section of one session, so that its results need the
/// whole event's pages beside each section's own.
bool hasSeveralParts(const db::EventStore& store);

/// Reads every session's rankings and the outright. The store's session and section in use
/// are put back before it returns, whether it returns or throws.
WholeEventResults wholeEventResults(db::EventStore& store,
                                    db::OutrightBy by = db::OutrightBy::Percentage);

/// Where a session's section is published in the whole event's site, relative to its front
/// page ("" when it is not linked, as on paper).
using PartLink = std::function<std::string(int session, const std::string& section)>;

/// The results as one block of HTML (a subset Qt's rich text and a browser both read): a
/// heading, each session's rankings, then the outright.
std::string wholeEventHtml(const WholeEventResults& results, const PartLink& linkOf = {});

/// The whole event's web site, read from the store: the front page and, in a folder of its
/// own, each session's section as htmlSite publishes it ("session-2/section-B/",
/// "section-B/" with one session, "session-2/" with one section).
struct EventSite {
    WholeEventResults results;
    struct Part {
        int session = 0;
        std::string section;
        std::string folder; ///< relative to the front page
        EventSnapshot snapshot;
    };
    std::vector<Part> parts;
};

/// Reads what the site shows (on the thread that owns the store).
EventSite readEventSite(db::EventStore& store);

/// Writes it into `folder`: index.html (the whole event), style.css and each part's site in
/// its folder. Returns the number of files. Throws core::InputError when a folder cannot be
/// written.
int writeEventSite(const EventSite& site, const std::string& folder);

class PrintedDocument;

/// Adds the whole event's results to a printed document, starting on a new page.
void addWholeEvent(const WholeEventResults& results, PrintedDocument& doc);

/// The whole event's results printed on `paper` into a PDF; returns the number of pages.
int writeWholeEventPdf(const WholeEventResults& results, const QString& path, Paper paper);

} // namespace overplay::reports
