// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The console and the club's roster (db/Roster.h): which roster file this console uses (kept in
// the settings, chosen in Tools > Club roster), names completed from it as they are typed, and
// an event's players named from it once their names are stored.

#include <QString>
#include <QStyledItemDelegate>

#include <functional>
#include <optional>

class QLineEdit;

namespace overplay::db {
class Roster;
} // namespace overplay::db

namespace overplay::app {

class EventDocument;

/// The club roster file this console uses; empty when none is chosen.
QString clubRosterPath();
/// Chooses the club roster file (empty: none).
void setClubRosterPath(const QString& path);
/// The chosen roster, open for writing; none when none is chosen. Throws db::StorageError
/// when the chosen file cannot be opened.
std::optional<db::Roster> openClubRoster();

/// Names an event's players from the club roster when one is chosen (db::nameMembers, one
/// undo step of the document): the event keeps the club and the members' numbers, and new
/// names become visitors. Returns what a status line says ("12 members with their numbers;
/// visitors added: …"), empty when no roster is chosen. Throws what the store and the roster
/// throw.
QString nameFromClubRoster(EventDocument& document);

/// The names a director typing `typed` may mean: from the club roster when one is chosen
/// (members and visitors whose first or last name starts with it, `partner`'s usual partners
/// first), else from the names of earlier events (rosterCompletions).
QStringList nameCompletions(const QString& typed, const QString& partner = {});

/// Completes a player's name as it is typed (nameCompletions); `partner` gives the name of
/// the other player of the pair, when there is one.
void attachRosterCompleter(QLineEdit* line, std::function<QString()> partner = {});

/// A table's name cells edit with completion; in a two-column table of a pair's players, the
/// other cell of the row is the partner.
class RosterDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget* createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                          const QModelIndex& index) const override;
};

} // namespace overplay::app
