// SPDX-License-Identifier: GPL-3.0-or-later
// Stratification in the event file: the strata and the players' figures are commands like any
// other (one audit row each, nothing written when nothing changes, a refusal leaves all as it
// was), survive reopening, and give each entry its figure across sections.
#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "tests/db/EventFixtures.h"

#include <catch2/catch.hpp>

using namespace overplay;
using namespace overplay::db;
using overplay::testing::TempDir;

namespace {

std::size_t auditRows(const EventStore& store, const std::string& command) {
    std::size_t n = 0;
    for (const AuditEntry& e : store.auditLog())
        n += e.command == command;
    return n;
}

} // namespace

TEST_CASE("the store keeps strata and figures as audited commands", "[db][strata]") {
    TempDir dir;
    const std::string path = dir.event("strata.db");
    {
        EventStore store =
            EventStore::create(path, tests::mitchellEvent(3, 1).named("Stratified").inSections(2));
        store.setEntries({{1, "", {"Ann", "Bob"}, 0}, {4, "", {"Cat", "Dan"}, 0}});
        store.useSection("B");
        store.setEntries({{2, "", {"Eve", "Fay"}, 0}});
        CHECK(store.info().strata.strata.empty());

        const core::Strata strata = core::readStrata({"A", "B<1000", "C<300"});
        store.setStrata(strata, "director");
        store.setStrata(strata, "director"); // the same again writes nothing
        CHECK(auditRows(store, "set strata") == 1);

        store.setRatings({{"Ann", 200.0}, {"Bob", 350.0}, {"Eve", 2000.0}, {"Fay", 100.0}});
        store.setRatings({{"Ann", 200.0}});
        CHECK(auditRows(store, "set ratings") == 1);
        // A name nobody plays under, a figure below 0: refused whole, nothing changed.
        CHECK_THROWS_WITH(store.setRatings({{"Cat", 10.0}, {"Zed", 5.0}}),
                          Catch::Contains("Zed does not play in this event"));
        CHECK_THROWS_WITH(store.setRatings({{"Cat", -1.0}}), Catch::Contains("a number from 0"));
        CHECK(store.ratings().count("Cat") == 0);
        CHECK(auditRows(store, "set ratings") == 1);
        // Strata checked however they were built.
        core::Strata rising = strata;
        rising.strata[2].below = 5000;
        CHECK_THROWS_AS(store.setStrata(rising), core::InputError);
        // The stratification is the event's, not a section's: its audit rows name none.
        for (const AuditEntry& e : store.auditLog())
            if (e.command == "set strata" || e.command == "set ratings")
                CHECK(e.section.empty());
    }
    EventStore store = EventStore::open(path);
    const EventInfo info = store.info();
    REQUIRE(info.strata.strata.size() == 3);
    CHECK(info.strata.strata[2] == core::Stratum{"C", 300.0});
    CHECK(store.ratings() ==
          std::map<std::string, double>{{"Ann", 200}, {"Bob", 350}, {"Eve", 2000}, {"Fay", 100}});

    // Figures by session entry: A's pairs first (1..6), then B's (7..12).
    const auto figures = entryFigures(store, store.sections());
    CHECK(*figures.at(1) == Approx(275));  // A1NS: (200 + 350) / 2
    CHECK_FALSE(figures.at(4));            // A1EW: Cat and Dan have none
    CHECK(*figures.at(8) == Approx(1050)); // B2NS
    // The section in use's own numbers: B taken alone numbers its pairs from 1.
    store.useSection("B");
    const auto entryFiguresInUse = [&store] {
        return entryFigures(store, {{store.section(), store.movement()}});
    };
    CHECK(*entryFiguresInUse().at(2) == Approx(1050));
    CHECK(entryFiguresInUse().count(8) == 0);

    // The higher of the players instead.
    core::Strata higher = info.strata;
    higher.figure = core::StratumFigure::Higher;
    store.setStrata(higher);
    CHECK(*entryFiguresInUse().at(2) == Approx(2000));
    store.setStrata({});
    CHECK(store.info().strata.strata.empty());
    CHECK(entryFiguresInUse().empty());
}
