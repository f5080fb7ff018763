// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pages of table scoring: plain HTML5 forms with big buttons, no script, no external
// assets, readable on a small phone.

#include "app/tablescoring/TableScoringServer.h"
#include "db/EventStore.h"
#include "movements/Movement.h"

#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace overplay::app {

/// What a table's page shows.
/// An entry as its card prints it ("B1EW" in a session of several sections).
using EntryLabel = std::function<std::string(int)>;

struct TableState {
    /// What the players see printed on a board: its dealer and vulnerability.
    struct BoardFace {
        core::Seat dealer = core::Seat::North;
        core::Vulnerability vulnerability = core::Vulnerability::None;
    };
    int table = 0;
    int round = 0;        ///< the round shown
    int currentRound = 0; ///< the round the table is playing (rounds + 1 when finished)
    std::optional<movements::TableRound> seating;
    std::vector<BoardState> boards;
    std::map<int, std::string> names; ///< entry → "A & B"
    /// The boards of the round shown, as the event's hand record has them (an imported one
    /// may differ from the standard rotation); a board not here shows the rotation's.
    std::map<int, BoardFace> faces;
    const movements::Movement* movement = nullptr;
    EntryLabel label;                ///< the pairs' labels; none: the movement's
    QString base;                    ///< "/t/3/secret"
    QString token;                   ///< the one-use token of the forms on this page
    QString error;                   ///< a refusal to show at the top
    std::map<QString, QString> form; ///< a refused form's choices, shown again to correct
    int selectedBoard = 0;           ///< the board whose entry form is open (0: the first to enter)
};

/// What a traveller page shows.
struct TravellerState {
    int board = 0;
    int table = 0;
    int ns = 0, ew = 0; ///< the table's own pairs on this board (their line is marked)
    QString base;
    const movements::Movement* movement = nullptr; ///< names the pairs by their labels
    EntryLabel label; ///< the pairs' labels with their section's letter; none: the movement's
    std::vector<db::StoredLine> lines;
    std::map<int, std::string> names;
};

QString renderTablePage(const TableState& state);
QString renderTraveller(const TravellerState& state);
QString renderDirectorPage(const std::vector<TableProgress>& tables,
                           const movements::Movement& movement);
QString welcomePage();
/// A short page with a title, a sentence and an optional link back to the table.
QString errorPage(const QString& title, const QString& message, const QString& back = {});

} // namespace overplay::app
