// SPDX-License-Identifier: GPL-3.0-or-later
// One view of the results: a section's web site and its printed results show the rankings,
// strata and master points that reports::rankingView gives `rank --section` (and the
// console's standings), table for table and row for row, for a stored night of two sections
// scored across the field, stratified, with master points on the EBU's county scale; and so
// do each section's pages of the whole event's site.
#include "core/MasterPoints.h"
#include "core/Strata.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "movements/Labels.h"
#include "reports/HtmlSite.h"
#include "reports/PrintedReports.h"
#include "reports/RankingView.h"
#include "reports/StoreSnapshot.h"
#include "reports/WholeEvent.h"
#include "tests/core/SessionFixtures.h"
#include "tests/reports/ReportFixture.h"
#include "tests/support/Mitchell.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::reports;

namespace {

/// A table as a page shows it: each row's cells, their tags taken out.
using ShownTable = std::vector<std::vector<std::string>>;

std::string textOf(std::string cell) {
    std::string out;
    bool inTag = false;
    for (const char c : cell) {
        if (c == '<')
            inTag = true;
        else if (c == '>')
            inTag = false;
        else if (!inTag)
            out += c;
    }
    for (std::size_t at = out.find("&amp;"); at != std::string::npos; at = out.find("&amp;", at))
        out.replace(at, 5, "&");
    return out;
}

/// The tables of `html`, each row (starting `rowStart`) a list of cell texts; the heading rows
/// (<th> cells, or the printed grey row) do not start so and are left out.
std::vector<ShownTable> tablesOf(const std::string& html, const std::string& rowStart) {
    std::vector<ShownTable> tables;
    for (std::size_t t = html.find("<table"); t != std::string::npos;
         t = html.find("<table", t + 1)) {
        const std::size_t end = html.find("</table>", t);
        ShownTable table;
        for (std::size_t r = html.find(rowStart, t); r != std::string::npos && r < end;
             r = html.find(rowStart, r + 1)) {
            const std::size_t rowEnd = html.find("</tr>", r);
            std::vector<std::string> cells;
            for (std::size_t c = html.find("<td", r); c != std::string::npos && c < rowEnd;
                 c = html.find("<td", c + 1)) {
                const std::size_t open = html.find('>', c) + 1;
                cells.push_back(textOf(html.substr(open, html.find("</td>", open) - open)));
            }
            table.push_back(std::move(cells));
        }
        tables.push_back(std::move(table));
    }
    return tables;
}

/// Two sections of a 4-table Mitchell, 12 boards (three a round), scored across the field:
/// every result entered, named pairs with figures for strata A, B (below 1000) and C (below
/// 300), master points on the county scale.
db::EventStore stratifiedSections(const QTemporaryDir& dir) {
    db::EventSetup setup;
    setup.name = "Stratified sections";
    setup.movement = tests::mitchell(4, 4, 4, 3);
    setup.sections = 2;
    setup.acrossField = true;
    auto store = db::EventStore::create(dir.filePath("night.db").toStdString(), setup);
    const char* results[] = {"=", "+1", "-1", "-2", "+2", "=", "-1"};
    const char* contracts[] = {"4S", "3NT", "2H", "4H", "1NT"};
    std::map<std::string, std::optional<double>> figures;
    int made = 0;
    for (const std::string letter : {"A", "B"}) {
        store.useSection(letter);
        std::vector<db::Entry> entries;
        for (int pair = 1; pair <= 8; ++pair) {
            const std::string first = letter + " North " + std::to_string(pair);
            const std::string second = letter + " South " + std::to_string(pair);
            entries.push_back({pair, "", {first, second}, 0});
            // Figures spread over the strata, a few players without one.
            if (pair != 3)
                figures[first] = (pair * 370 + (letter == "B" ? 150 : 0)) % 1600;
            figures[second] = (pair * 230 + (letter == "B" ? 90 : 0)) % 1400;
        }
        store.setEntries(entries);
        for (const auto& round : store.movement().rounds)
            for (const auto& table : round.tables)
                for (int b = 1; b <= 3; ++b, ++made)
                    store.enterResult(tests::line((table.set - 1) * 3 + b, table.ns, table.ew,
                                                  contracts[made % 5], made % 3 ? 'N' : 'E',
                                                  results[(made + table.ns) % 7]));
    }
    store.setStrata(core::readStrata({"A", "B<1000", "C<300"}));
    store.setRatings(figures);
    core::ScoringSettings settings = store.info().settings;
    settings.masterPoints = core::MasterPointScale::County;
    store.setScoringSettings(settings);
    return store;
}

/// A view's tables as a section's pages list them: its fields, then their strata.
std::vector<const RankingViewTable*> shownTables(const RankingView& view) {
    std::vector<const RankingViewTable*> tables;
    for (const RankingViewTable& t : view.fields)
        tables.push_back(&t);
    for (const RankingViewTable& t : view.strata)
        tables.push_back(&t);
    return tables;
}

/// The award as a page prints it: "" for none.
std::string awardShown(const RankingView& view, int entry) {
    return view.awards.byEntry.count(entry)
               ? core::awardText(view.awards.scale, view.awards.of(entry))
               : std::string();
}

/// Each ranking table of a page (`place`, `names` and `award` its columns) shows the view's
/// ranking of the same index: the same places, names and master points, row for row.
void checkShown(const std::vector<ShownTable>& shown, const RankingView& view, std::size_t names,
                std::size_t award) {
    const auto tables = shownTables(view);
    REQUIRE(shown.size() >= tables.size());
    for (std::size_t t = 0; t < tables.size(); ++t) {
        INFO("ranking " << t);
        const auto& rows = tables[t]->rows;
        REQUIRE(shown[t].size() == rows.size());
        for (std::size_t r = 0; r < rows.size(); ++r) {
            INFO("row " << r);
            REQUIRE(shown[t][r].size() > award);
            CHECK(shown[t][r][0] == rows[r].rank);
            CHECK(shown[t][r][names] == rows[r].names);
            CHECK(shown[t][r][award] == awardShown(view, rows[r].entry));
        }
    }
}

} // namespace

TEST_CASE("a section's site and printed results show the rankings `rank --section` shows",
          "[reports][html][pdf][strata]") {
    testing::ensureGuiApp();
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    auto store = stratifiedSections(dir);
    for (const std::string letter : {"A", "B"}) {
        INFO("section " << letter);
        store.useSection(letter);
        db::RankOptions asked;
        asked.section = letter;
        const RankingView view = rankingView(store, db::rankSections(store, asked));
        REQUIRE(view.stratified);
        REQUIRE(view.fields.size() == 2); // North-South and East-West
        REQUIRE(view.strata.size() == 4); // strata B and C of each
        REQUIRE(view.awards.scale == core::MasterPointScale::County);
        REQUIRE(view.awards.notes.empty()); // twelve boards: points are awarded
        const EventSnapshot s = snapshotOf(store);

        // The strata the documents draw are the view's: the section's own (not the field's)
        // pairs, placed among themselves as `rank --section` places them.
        REQUIRE(s.strata.size() == view.strata.size());
        for (std::size_t i = 0; i < s.strata.size(); ++i) {
            const RankingViewTable& table = view.strata[i];
            CHECK(s.strata[i].stratum == *table.stratum);
            CHECK(s.strata[i].ranking.direction == table.direction);
            REQUIRE(s.strata[i].ranking.rows.size() == table.rows.size());
            for (std::size_t r = 0; r < table.rows.size(); ++r) {
                const int entry =
                    movements::sectionEntryOf(view.sections, table.rows[r].entry).entry;
                CHECK(s.strata[i].ranking.rows[r].entry == entry);
                CHECK(s.strata[i].ranking.rows[r].rank == table.rows[r].rank);
            }
        }
        // The same from the section's own view.
        const std::vector<movements::Section> sections = store.sections();
        const RankingView own = sectionView(store, sections[letter == "A" ? 0 : 1], *s.result);
        REQUIRE(own.strata.size() == view.strata.size());
        for (std::size_t i = 0; i < own.strata.size(); ++i)
            for (std::size_t r = 0; r < own.strata[i].rows.size(); ++r) {
                CHECK(own.strata[i].rows[r].rank == view.strata[i].rows[r].rank);
                CHECK(own.strata[i].rows[r].masterPoints == view.strata[i].rows[r].masterPoints);
            }

        // The site's front page: Place, Pair, Names, Score, %, MP.
        const std::string index = htmlSite(s).at(0).content;
        REQUIRE(index.find("<h1>Stratified sections</h1>") != std::string::npos);
        checkShown(tablesOf(index, "<tr><td>"), view, 2, 5);
        // The printed results: Place, Pair, Names, Score, %, Boards, MP.
        const std::string printed = printedDocument(s, {PrintedPart::Rankings}).html();
        checkShown(tablesOf(printed, "<tr><td"), view, 2, 6);
        // Some pair earned points.
        CHECK(std::any_of(view.fields[0].rows.begin(), view.fields[0].rows.end(),
                          [](const RankingViewRow& row) { return row.masterPoints > 0; }));
    }

    // The whole event's site: each section's pages show the same as that section's own.
    const EventSite site = readEventSite(store);
    REQUIRE(site.parts.size() == 2);
    for (const EventSite::Part& part : site.parts) {
        INFO("section " << part.section);
        db::RankOptions asked;
        asked.section = part.section;
        const RankingView view = rankingView(store, db::rankSections(store, asked));
        checkShown(tablesOf(htmlSite(part.snapshot).at(0).content, "<tr><td>"), view, 2, 5);
    }
}
