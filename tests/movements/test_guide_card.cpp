// SPDX-License-Identifier: GPL-3.0-or-later
#include "movements/Generate.h"
#include "movements/GuideCard.h"
#include "movements/Howell.h"
#include "movements/Labels.h"
#include "movements/detail/HowellSearch.h"

#include <catch2/catch.hpp>

#include <set>

using namespace overplay::movements;

namespace {

Movement tv1() { // McKinnon's 4-table Howell, 3 boards a round
    return cyclicHowell({4, {{8, 1, 1}, {6, 3, 4}, {7, 2, 6}, {4, 5, 7}}}, 3);
}

} // namespace

TEST_CASE("table guide cards of the 4-table Howell", "[guidecard]") {
    const auto cards = tableGuideCards(tv1());
    REQUIRE(cards.size() == 4);
    const TableGuideLine& l = cards[0].lines[0];
    CHECK(l.round == 1);
    CHECK(l.ns == 8);
    CHECK(l.ew == 1);
    CHECK(l.firstBoard == 1);
    CHECK(l.lastBoard == 3);
    CHECK(l.nsNext.text == "stay NS");
    // Round 2: 8–2 set 2, 6–3+1=4 ... pair 1 is 7+1 → table 3 (7–2 becomes 1–3) NS.
    CHECK(l.ewNext.table == 3);
    CHECK(l.ewNext.seat == "NS");
    CHECK(l.ewNext.text == "table 3 NS");
    // Set 1 in round 2 is at the table whose round-1 set is 7 (7 + 1 ≡ 1): table 4.
    CHECK(l.boardsNext.text == "table 4");
    // Set 3 is not in play in round 2 (sets 2, 5, 7, 1): a relay until round 3 at table 1.
    const TableGuideLine& t3 = cards[3].lines[2]; // table 4 round 3 plays set 7+2 ≡ 2
    CHECK(t3.set == 2);
    // Rounds in one piece: real rounds are the movement's own.
    const Movement m = tv1();
    CHECK(m.realRounds() == 7);
    for (const Round& r : m.rounds) {
        CHECK(m.realRoundOf(r.number) == r.number);
        CHECK(m.roundsOfReal(r.number) == std::make_pair(r.number, r.number));
    }
    for (const auto& card : cards)
        for (std::size_t i = 0; i < card.lines.size(); ++i) {
            CHECK(card.lines[i].round == static_cast<int>(i) + 1);
            CHECK(card.lines[i].movementRound == card.lines[i].round);
            CHECK(card.lines[i].thenSets.empty());
        }
    const auto& last = cards[0].lines.back();
    CHECK(last.nsNext.text == "end");
    CHECK(last.boardsNext.text == "done");
    bool relay = false;
    for (const auto& card : cards)
        for (const auto& line : card.lines)
            relay = relay || line.boardsNext.text.rfind("relay", 0) == 0;
    CHECK(relay);
}

TEST_CASE("pair cards: every round, table, seat, opponents and boards", "[guidecard]") {
    const Movement m = tv1();
    const auto cards = pairCards(m);
    REQUIRE(cards.size() == 8);
    for (const PairCard& card : cards) {
        REQUIRE(card.lines.size() == 7);
        std::set<int> opponents, sets;
        for (const auto& line : card.lines) {
            // Rounds of their own: the card's round is the movement's, with one set.
            CHECK(line.movementRound == line.round);
            CHECK(line.thenSets.empty());
            CHECK(line.table >= 1);
            CHECK((line.seat == "NS" || line.seat == "EW"));
            opponents.insert(line.opponents);
            sets.insert(line.set);
            CHECK(line.lastBoard - line.firstBoard == 2);
        }
        CHECK(opponents.size() == 7);
        CHECK(sets.size() == 7);
    }
    CHECK(cards[7].lines[2].table == 1); // pair 8 stays at table 1
    CHECK(cards[7].lines[2].opponents == 3);
}

TEST_CASE("sitting out on a card", "[guidecard]") {
    const Movement m = completeHowell(7);
    const auto cards = pairCards(m);
    int sitouts = 0;
    for (const auto& line : cards[0].lines)
        sitouts += line.table == 0;
    CHECK(sitouts == 1);
    const auto tables = tableGuideCards(m);
    bool said = false;
    for (const auto& card : tables)
        for (const auto& line : card.lines)
            said = said || line.nsNext.text == "sit out" || line.ewNext.text == "sit out";
    CHECK(said);
}

TEST_CASE("an arrow switch moves nobody: North-South pairs stay North-South", "[guidecard]") {
    MovementRequest request;
    request.kind = "mitchell";
    request.tables = 5;
    request.arrowSwitch = true;
    const Movement m = generateMovement(request);
    int switchedLines = 0;
    for (const TableGuideCard& card : tableGuideCards(m))
        for (const TableGuideLine& line : card.lines) {
            switchedLines += line.switched ? 1 : 0;
            // The table's North-South pair is the one holding the East-West cards when
            // switched; it stays where it is, North-South, all session.
            const int stays = line.switched ? line.ew : line.ns;
            const NextPlace& next = line.switched ? line.ewNext : line.nsNext;
            INFO("table " << card.table << ", round " << line.round);
            CHECK(fieldOfEntry(m, stays) == Field::NorthSouth);
            if (next.round != 0) {
                CHECK(next.table == card.table);
                CHECK(next.seat == "NS");
                CHECK(next.text == "stay NS");
            }
            // The East-West pair moves on to sit East-West, never "table 2 NS".
            const int moves = line.switched ? line.ns : line.ew;
            const NextPlace& on = line.switched ? line.nsNext : line.ewNext;
            CHECK(fieldOfEntry(m, moves) == Field::EastWest);
            if (on.round != 0)
                CHECK(on.seat == "EW");
        }
    CHECK(switchedLines > 0);
}
