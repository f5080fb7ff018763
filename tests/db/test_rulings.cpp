// SPDX-License-Identifier: GPL-3.0-or-later
// The director's rulings in the event file: lines not played, fouled boards and procedural
// penalties — stored, read back after reopening, audited, and ranked by rankEvent.
#include "EventFixtures.h"

#include "core/Error.h"
#include "db/EventStore.h"
#include "db/Ranking.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

using namespace overplay;
using Catch::Detail::Approx;
using overplay::testing::played;
using overplay::testing::TempDir;
using overplay::tests::notPlayed;

namespace {

db::EventStore newEvent(const TempDir& dir,
                        core::ScoringMethod method = core::ScoringMethod::MatchpointsEbu) {
    db::OpenOptions options;
    options.clock = testing::steppingClock();
    // Three tables, one board a round. Board 1 is played by 1 v 4 (round 1), 3 v 5 (round 2)
    // and 2 v 6 (round 3).
    return db::EventStore::create(dir.event("event.db"),
                                  tests::mitchellEvent(3, 1).named("Rulings").scoredBy(method),
                                  options);
}

const core::ScoredLine& scored(const core::SessionResult& r, int board, int ns) {
    for (const auto& b : r.boards)
        if (b.board == board)
            for (const auto& s : b.lines)
                if (s.line.ns == ns)
                    return s;
    FAIL("no line for board " << board << " NS " << ns);
    throw std::logic_error("unreachable");
}

const core::RankingRow& rowOf(const core::SessionResult& r, int entry) {
    for (const auto& ranking : r.rankings)
        for (const auto& row : ranking.rows)
            if (row.entry == entry)
                return row;
    FAIL("entry " << entry << " not ranked");
    throw std::logic_error("unreachable");
}

nlohmann::json lastAudit(const db::EventStore& store, std::string* command = nullptr) {
    const auto log = store.auditLog();
    if (command)
        *command = log.back().command;
    return nlohmann::json::parse(log.back().newValue.empty() ? log.back().oldValue
                                                             : log.back().newValue);
}

} // namespace

TEST_CASE("a line not played is stored, read back, audited and factored",
          "[db][rulings][not-played]") {
    TempDir dir;
    {
        auto store = newEvent(dir);
        store.enterResult(played(1, 1, 4, "4S", 'N', "="));  // 420
        store.enterResult(played(1, 2, 6, "4S", 'N', "+1")); // 450
        const db::StoredLine gap = store.enterResult(notPlayed(1, 3, 5));
        CHECK(gap.line.notPlayed);
        CHECK(gap.line.round == 2);
        CHECK(gap.line.table == 3);
        CHECK(!gap.nsScore);
        std::string command;
        const auto audited = lastAudit(store, &command);
        CHECK(command == "enter not played");
        CHECK(audited["notPlayed"] == true);

        // A not-played line holds no result: a lead or a second kind of result is refused.
        auto withLead = notPlayed(1, 3, 5);
        withLead.lead = core::parseCard("SA");
        db::EnterOptions replace;
        replace.replace = true;
        CHECK_THROWS_AS(store.enterResult(withLead, replace), core::InputError);
        auto both = notPlayed(1, 3, 5);
        both.adjusted = core::parseAdjustedScore("A");
        CHECK_THROWS_WITH(store.enterResult(both, replace), Catch::Contains("or not played"));
    }
    auto store = db::EventStore::open(dir.event("event.db"));
    const auto back = store.line(1, 3, 5);
    REQUIRE(back);
    CHECK(back->line.notPlayed);
    CHECK(!back->line.play);
    CHECK(!back->line.adjusted);

    // Two results of three, factored to three: 450 → (2 + 1)·3/2 − 1 = 3.5, 420 → 0.5.
    const auto r = db::rankEvent(store);
    CHECK(scored(r, 1, 2).nsPoints == Approx(3.5));
    CHECK(scored(r, 1, 1).nsPoints == Approx(0.5));
    CHECK_FALSE(scored(r, 1, 3).compared);
    // NS 3 and EW 5 played nothing else yet: they are not ranked on a board they missed.
    for (const auto& ranking : r.rankings)
        for (const auto& row : ranking.rows)
            CHECK((row.entry != 3 && row.entry != 5));

    // Played after all: entered as usual over the not-played line.
    db::EnterOptions replace;
    replace.replace = true;
    store.enterResult(played(1, 3, 5, "3NT", 'N', "-1"), replace);
    CHECK_FALSE(store.line(1, 3, 5)->line.notPlayed);
    CHECK(scored(db::rankEvent(store), 1, 2).nsPoints == Approx(4));
}

TEST_CASE("a fouled board's copies are marked in one audited command", "[db][rulings][foul]") {
    TempDir dir;
    auto store = newEvent(dir);
    const auto auditRows = [&] { return store.auditLog().size(); };
    CHECK_THROWS_WITH(store.markFouled(1, {{{3, 5}}}), Catch::Contains("no results yet"));
    store.enterResult(played(1, 1, 4, "4S", 'N', "="));  // 420
    store.enterResult(played(1, 2, 6, "4S", 'N', "+1")); // 450
    store.enterResult(played(1, 3, 5, "3NT", 'N', "=")); // 400, on the fouled copy

    const std::size_t before = auditRows();
    CHECK_THROWS_WITH(store.markFouled(1, {{{1, 5}}}), Catch::Contains("has no result"));
    CHECK_THROWS_WITH(store.markFouled(1, {{{3, 5}}, {{3, 5}}}), Catch::Contains("named twice"));
    CHECK_THROWS_WITH(store.markFouled(9, {{{3, 5}}}), Catch::Contains("no board 9"));
    CHECK(auditRows() == before);
    CHECK(store.line(1, 3, 5)->line.group == 0);

    const auto lines = store.markFouled(1, {{{3, 5}}});
    CHECK(lines.size() == 3);
    CHECK(store.line(1, 3, 5)->line.group == 1);
    CHECK(store.line(1, 1, 4)->line.group == 0);
    std::string command;
    const auto audited = lastAudit(store, &command);
    CHECK(command == "mark fouled board");
    CHECK(audited["board"] == 1);
    REQUIRE(audited["fouled"].size() == 1);
    CHECK(audited["fouled"][0]["ns"] == "3");
    CHECK(audited["fouled"][0]["group"] == 1);

    // Each copy is scored within itself and factored to the three results the board should
    // have: alone, 400 earns (0 + 1)·3/1 − 1 = 2; 450 and 420 earn 3.5 and 0.5.
    auto r = db::rankEvent(store);
    CHECK(scored(r, 1, 3).nsPoints == Approx(2));
    CHECK(scored(r, 1, 2).nsPoints == Approx(3.5));
    CHECK(scored(r, 1, 1).nsPoints == Approx(0.5));

    // A result corrected on a fouled line keeps its copy.
    db::EnterOptions replace;
    replace.replace = true;
    store.enterResult(played(1, 3, 5, "3NT", 'N', "+1"), replace);
    CHECK(store.line(1, 3, 5)->line.group == 1);
    store.correctResult(played(1, 3, 5, "3NT", 'N', "="));
    CHECK(store.line(1, 3, 5)->line.group == 1);

    // No copies: the board is whole again.
    store.markFouled(1, {});
    CHECK(store.line(1, 3, 5)->line.group == 0);
    r = db::rankEvent(store);
    CHECK(scored(r, 1, 3).nsPoints == Approx(0));
}

TEST_CASE("a procedural penalty is stored, ranked, withdrawn and audited",
          "[db][rulings][penalty]") {
    TempDir dir;
    {
        auto store = newEvent(dir);
        store.enterResult(played(1, 1, 4, "4S", 'N', "="));
        store.enterResult(played(1, 2, 6, "4S", 'N', "+1"));
        store.enterResult(played(1, 3, 5, "3NT", 'N', "-1"));
        core::ProceduralPenalty p = core::parsePenaltyAmount("25%");
        p.entry = 2;
        p.board = 1;
        p.reason = "slow play";
        const db::StoredPenalty stored = store.addPenalty(p);
        CHECK(stored.id >= 1);
        CHECK(stored.penalty == p);
        std::string command;
        const auto audited = lastAudit(store, &command);
        CHECK(command == "give penalty");
        CHECK(audited["entry"] == "2");
        CHECK(audited["unit"] == "percent");
        CHECK(audited["reason"] == "slow play");

        const std::size_t rows = store.auditLog().size();
        core::ProceduralPenalty bad = p;
        bad.entry = 99;
        CHECK_THROWS_WITH(store.addPenalty(bad), Catch::Contains("no pair 99"));
        bad = p;
        bad.board = 99;
        CHECK_THROWS_WITH(store.addPenalty(bad), Catch::Contains("no board 99"));
        CHECK_THROWS_WITH(store.removePenalty(stored.id + 10), Catch::Contains("no penalty"));
        CHECK(store.auditLog().size() == rows);
    }
    auto store = db::EventStore::open(dir.event("event.db"));
    const auto penalties = store.penalties();
    REQUIRE(penalties.size() == 1);
    CHECK(penalties[0].penalty.reason == "slow play");
    CHECK(penalties[0].penalty.unit == core::PenaltyUnit::PercentOfTop);

    // NS 2's 450 tops the board (4 of 4); a quarter of a top of 4 comes off: 3. EW 6, its
    // opponents, keep their 0.
    auto r = db::rankEvent(store);
    CHECK(rowOf(r, 2).score == Approx(3));
    CHECK(rowOf(r, 2).penalty == Approx(1));
    CHECK(rowOf(r, 6).score == Approx(0));
    CHECK(rowOf(r, 6).penalty == 0);

    store.removePenalty(penalties[0].id);
    CHECK(store.penalties().empty());
    CHECK(store.auditLog().back().command == "withdraw penalty");
    CHECK(rowOf(db::rankEvent(store), 2).score == Approx(4));
}

TEST_CASE("an IMP event takes penalties in IMPs only", "[db][rulings][penalty]") {
    TempDir dir;
    auto store = newEvent(dir, core::ScoringMethod::CrossImps);
    core::ProceduralPenalty p = core::parsePenaltyAmount("25%");
    p.entry = 1;
    CHECK_THROWS_WITH(store.addPenalty(p), Catch::Contains("needs matchpoint scoring"));
    p = core::parsePenaltyAmount("3");
    p.entry = 1;
    CHECK_NOTHROW(store.addPenalty(p));
}
