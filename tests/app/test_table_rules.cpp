// SPDX-License-Identifier: GPL-3.0-or-later
// The rules of table scoring without the web (app/tablescoring/TableRules.h): where a table
// is, what it may enter and confirm, its refused leads, when a traveller opens to it.
#include "ConsoleFixtures.h"
#include "app/tablescoring/TableRules.h"
#include "core/Dealing.h"
#include "db/EventStore.h"

#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <memory>
#include <variant>

using namespace overplay;
using app::TableRefusal;

namespace {

/// A 3-table Mitchell of 2 boards a round ("Rules night") in a store of its own, no window.
struct RulesNight {
    QTemporaryDir dir;
    std::string path = dir.filePath(QStringLiteral("night.db")).toStdString();
    db::EventStore store;
    RulesNight()
        : store([&] {
              tests::createEvent(QString::fromStdString(path), "Rules night",
                                 tests::generated("mitchell", 3, 2));
              return db::EventStore::open(path);
          }()) {}

    /// A line from a table's phone, as table scoring stores it.
    void fromTable(int table, int board, const movements::TableRound& seating,
                   const char* contract = "3NT") {
        core::TravellerLine line;
        line.board = board;
        line.ns = seating.ns;
        line.ew = seating.ew;
        line.play = core::Play{core::parseContract(contract), core::Seat::North, 9};
        db::EnterOptions options;
        options.source = db::LineSource::Table;
        options.sourceTable = table;
        options.replace = store.line(board, seating.ns, seating.ew).has_value();
        store.enterResult(line, options);
    }
};

app::TableTarget targetOf(const app::TableRules& rules, int table, int round, int board) {
    auto t = rules.target(table, round, board);
    REQUIRE(std::holds_alternative<app::TableTarget>(t));
    return std::get<app::TableTarget>(t);
}

TableRefusal refusalOf(const std::variant<app::TableTarget, TableRefusal>& t) {
    REQUIRE(std::holds_alternative<TableRefusal>(t));
    return std::get<TableRefusal>(t);
}

} // namespace

TEST_CASE("a table enters only the boards of the round it has reached", "[table rules]") {
    RulesNight n;
    app::TableRules rules(n.store);
    const movements::TableRound first = *rules.seating(1, 1);
    const int board = rules.movement().firstBoardOf(first.set);
    CHECK(rules.position(1).currentRound == 1);
    CHECK(rules.boardsOf(first).size() == 2);

    const app::TableTarget t = targetOf(rules, 1, 1, board);
    CHECK(t.seating == first);
    const TableRefusal later = refusalOf(rules.target(1, 2, board));
    CHECK(later.kind == TableRefusal::Kind::NotNow);
    CHECK(later.message == "Round 2 is not being played at table 1 now.");
    const movements::TableRound other = *rules.seating(2, 1);
    const TableRefusal elsewhere =
        refusalOf(rules.target(1, 1, rules.movement().firstBoardOf(other.set)));
    CHECK(elsewhere.kind == TableRefusal::Kind::NotHere);
    CHECK(refusalOf(rules.target(1, 1, 999)).kind == TableRefusal::Kind::NotHere);
    CHECK(refusalOf(rules.target(1, 0, board)).kind == TableRefusal::Kind::NotNow);
}

TEST_CASE("a table's own line may change until the opponents confirm it", "[table rules]") {
    RulesNight n;
    app::TableRules rules(n.store);
    const movements::TableRound seating = *rules.seating(1, 1);
    const int board = rules.movement().firstBoardOf(seating.set);
    const app::TableTarget t = targetOf(rules, 1, 1, board);
    CHECK(rules.mayConfirm(t)->kind == TableRefusal::Kind::NoResult);

    n.fromTable(1, board, seating);
    CHECK_FALSE(rules.mayEnter(1, t)); // its own, unconfirmed: may be entered again
    CHECK_FALSE(rules.mayConfirm(t));
    CHECK(rules.needsConfirming(t));
    CHECK_FALSE(rules.travellerSeating(1, board)); // not before the score is agreed
    CHECK(rules.progress(1).entered == 1);
    CHECK(rules.progress(1).confirmed == 0);

    n.store.confirmResult(board, seating.ns, seating.ew);
    const auto settled = rules.mayEnter(1, t);
    REQUIRE(settled);
    CHECK(settled->kind == TableRefusal::Kind::Settled);
    CHECK_THAT(settled->message, Catch::Contains("Ask the director"));
    CHECK_FALSE(rules.needsConfirming(t));
    CHECK(rules.travellerSeating(1, board) == seating);
    CHECK(rules.progress(1).confirmed == 1);
}

TEST_CASE("the director's lines are settled and never send a table back a round", "[table rules]") {
    RulesNight n;
    app::TableRules rules(n.store);
    const movements::TableRound seating = *rules.seating(1, 1);
    for (int b = rules.movement().firstBoardOf(seating.set);
         b <= rules.movement().lastBoardOf(seating.set); ++b) {
        core::TravellerLine line;
        line.board = b;
        line.ns = seating.ns;
        line.ew = seating.ew;
        line.play = core::Play{core::parseContract("4S"), core::Seat::North, 10};
        n.store.enterResult(line);
    }
    CHECK(rules.position(1).currentRound == 2);
    CHECK(rules.position(1, 1).round == 1); // an earlier round may still be looked at
    CHECK(rules.position(1, 3).round == 2); // a later one may not
    // A correction at the console leaves the line settled: the table stays in round 2.
    core::TravellerLine corrected;
    corrected.board = rules.movement().firstBoardOf(seating.set);
    corrected.ns = seating.ns;
    corrected.ew = seating.ew;
    corrected.play = core::Play{core::parseContract("4S"), core::Seat::North, 9};
    n.store.correctResult(corrected);
    CHECK(rules.position(1).currentRound == 2);
    // The director's line is not the table's to change.
    const app::TableTarget t = targetOf(rules, 1, 1, corrected.board);
    CHECK(rules.mayEnter(1, t)->kind == TableRefusal::Kind::Settled);
    CHECK_FALSE(rules.needsConfirming(t));
}

TEST_CASE("another table's line is not this table's to replace", "[table rules]") {
    // A phone at the wrong table entered table 1's board: table 1 cannot overwrite it.
    RulesNight n;
    app::TableRules rules(n.store);
    const movements::TableRound seating = *rules.seating(1, 1);
    const int board = rules.movement().firstBoardOf(seating.set);
    n.fromTable(2, board, seating);
    CHECK(rules.mayEnter(1, targetOf(rules, 1, 1, board))->kind == TableRefusal::Kind::Settled);
}

TEST_CASE("leads checked name only the leader, and stop after three, kept in the event",
          "[table rules]") {
    RulesNight n;
    tests::dealHands(n.store, 7);
    auto rules = std::make_unique<app::TableRules>(n.store);
    const int board = 1;
    const core::Deal deal = *n.store.board(board)->deal;
    core::TravellerLine line;
    line.board = board;
    line.play = core::Play{core::parseContract("3NT"), core::Seat::North, 9};
    const auto cardsOf = [&](core::Seat seat) {
        std::vector<core::Card> out;
        for (core::Suit suit :
             {core::Suit::Spades, core::Suit::Hearts, core::Suit::Diamonds, core::Suit::Clubs})
            for (int rank : deal[seat].ranks(suit))
                out.push_back(core::Card{suit, rank});
        return out;
    };
    const std::vector<core::Card> north = cardsOf(core::Seat::North);
    const std::vector<core::Card> east = cardsOf(core::Seat::East);

    line.lead = east[0];
    CHECK_FALSE(rules->checkLead(1, line));
    line.lead = north[0];
    const auto refused = rules->checkLead(1, line);
    REQUIRE(refused);
    CHECK(refused->kind == TableRefusal::Kind::Lead);
    CHECK_THAT(refused->message, Catch::Contains("is not in East's hand: East leads against "
                                                 "North."));
    CHECK_THAT(refused->message, !Catch::Contains("North holds"));
    // The same lead again tells nothing new: answered as before, not counted again.
    CHECK(rules->checkLead(1, line)->kind == TableRefusal::Kind::Lead);
    line.lead = east[0];
    CHECK_FALSE(rules->checkLead(1, line));
    line.lead = north[1];
    CHECK(rules->checkLead(1, line)->kind == TableRefusal::Kind::Lead); // the third
    // Three checked: a fourth card is refused whoever holds it, so the hand cannot be probed.
    line.lead = east[1];
    CHECK(rules->checkLead(1, line)->kind == TableRefusal::Kind::LeadLimit);
    line.lead = north[2];
    CHECK(rules->checkLead(1, line)->kind == TableRefusal::Kind::LeadLimit);
    line.lead = east[1];
    CHECK_FALSE(rules->checkLead(2, line)); // another table keeps its own count
    // The count is the event's: rules made again (a server restarted) keep it.
    rules = std::make_unique<app::TableRules>(n.store);
    line.lead = east[2];
    CHECK(rules->checkLead(1, line)->kind == TableRefusal::Kind::LeadLimit);
    line.lead.reset();
    CHECK_FALSE(rules->checkLead(1, line));
}
