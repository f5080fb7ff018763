// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the console tests share: an event file made from a movement (the builders of
// tests/support/Events.h), as the wizard or `overplay-cli new` would make it, and a table
// widget read as the director sees it.
#include "core/Contract.h"
#include "core/Dealing.h"
#include "db/EventStore.h"
#include "movements/BoardPlacements.h"
#include "movements/Generate.h"
#include "tests/support/Events.h"

#include <QAbstractItemModel>
#include <QApplication>
#include <QDeadlineTimer>
#include <QString>
#include <QStringList>
#include <QTableView>
#include <QTableWidget>
#include <QTimer>

#include <functional>
#include <string>

namespace overplay::tests {

/// 4S by North made, on the first board `table` plays in its round of `movement`, between
/// its pairs: a line the movement expects.
inline core::TravellerLine fourSpadesMade(const movements::Movement& movement,
                                          const movements::TableRound& table) {
    core::TravellerLine line;
    line.board = movements::boardsAt(movement, table).front();
    line.ns = table.ns;
    line.ew = table.ew;
    line.play = core::makePlay(core::parseContract("4S"), core::Seat::North, "=");
    return line;
}

/// Creates an event file named `name` at `path` playing `movement`, its entries named as
/// `entries` name them (none by default); no hands or results.
inline void createEvent(const QString& path, const std::string& name, movements::Movement movement,
                        const std::vector<db::Entry>& entries = {}) {
    auto store =
        db::EventStore::create(path.toStdString(), NewEvent(std::move(movement)).named(name));
    if (!entries.empty())
        store.setEntries(entries);
}

/// Creates an event file of `sections` sections A, B, … each playing `movement` on the same
/// boards, matchpointed across the field or within each section.
inline void createSectionedEvent(const QString& path, const std::string& name,
                                 movements::Movement movement, int sections, bool acrossField) {
    db::EventStore::create(
        path.toStdString(),
        NewEvent(std::move(movement)).named(name).inSections(sections).acrossTheField(acrossField));
}

/// Deals every board of the event (from `seed`) and stores the hand records, as a director
/// who dealt the boards before play.
inline void dealHands(db::EventStore& store, std::uint64_t seed) {
    std::vector<db::StoredBoard> boards;
    for (const core::DealtBoard& d : core::dealBoards(1, store.movement().boards(), seed)) {
        db::StoredBoard b;
        b.number = d.number;
        b.dealer = d.dealer;
        b.vulnerability = d.vulnerability;
        b.deal = d.deal;
        boards.push_back(b);
    }
    store.importHands(boards);
}

/// Every cell of a table as text, row by row ("1|3 v 8|…"): what the director sees.
inline QStringList tableText(const QAbstractItemModel* model) {
    QStringList rows;
    for (int r = 0; r < model->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < model->columnCount(); ++c)
            cells << model->index(r, c).data().toString();
        rows << cells.join('|');
    }
    return rows;
}

/// The rows a table view shows (its model's, filtered as the view is), as tableText does.
inline QStringList tableText(const QTableView* table) {
    return tableText(table->model());
}

inline QStringList tableText(const QTableWidget* table) {
    QStringList rows;
    for (int r = 0; r < table->rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < table->columnCount(); ++c)
            cells << (table->item(r, c) ? table->item(r, c)->text() : QString());
        rows << cells.join('|');
    }
    return rows;
}

/// Which test case a dialog's answerer belongs to: each open event's end starts the next. An
/// answerer whose dialog never came stops then, instead of answering the next test's dialog
/// in its place (all of test_app run as one process shares one event loop).
inline int& answererGeneration() {
    static int generation = 0;
    return generation;
}

/// Acts on the next modal widget of type D once it is shown (a dialog's exec() returns only
/// when something closes it), looking every `everyMs`; gives up after 5 s, or when the test
/// case that asked has ended.
template <class D>
void whenShown(std::function<void(D*)> act, int everyMs = 0,
               QDeadlineTimer giveUp = QDeadlineTimer(5000),
               int generation = answererGeneration()) {
    QTimer::singleShot(everyMs, [act, everyMs, giveUp, generation] {
        if (generation != answererGeneration() || giveUp.hasExpired())
            return;
        auto* dialog = qobject_cast<D*>(QApplication::activeModalWidget());
        if (!dialog)
            return whenShown<D>(act, everyMs, giveUp, generation); // not shown yet: look again
        act(dialog);
    });
}

} // namespace overplay::tests
