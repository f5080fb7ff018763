// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/ClubRoster.h"

#include "app/console/EventDocument.h"
#include "app/console/EventPlan.h"
#include "db/Roster.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QFileInfo>
#include <QLineEdit>
#include <QSettings>
#include <QStringListModel>

namespace overplay::app {

namespace {

const QString kRosterKey = QStringLiteral("club/roster");

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace

QString clubRosterPath() {
    return QSettings().value(kRosterKey).toString();
}

void setClubRosterPath(const QString& path) {
    QSettings settings;
    if (path.isEmpty())
        settings.remove(kRosterKey);
    else
        settings.setValue(kRosterKey, path);
}

std::optional<db::Roster> openClubRoster() {
    const QString path = clubRosterPath();
    if (path.isEmpty())
        return std::nullopt;
    return db::Roster::open(path.toStdString());
}

QString nameFromClubRoster(EventDocument& document) {
    std::optional<db::Roster> roster = openClubRoster();
    if (!roster)
        return {};
    const db::EventMembers named = document.nameMembers(*roster);
    QString text = QObject::tr("%1 of the club roster with their numbers")
                       .arg(named.members == 1 ? QObject::tr("1 member")
                                               : QObject::tr("%1 members").arg(named.members));
    if (!named.visitors.empty()) {
        QStringList visitors;
        for (const std::string& v : named.visitors)
            visitors << qs(v);
        text += QObject::tr("; visitors added: %1").arg(visitors.join(QStringLiteral(", ")));
    }
    return text;
}

QStringList nameCompletions(const QString& typed, const QString& partner) {
    const QString path = clubRosterPath();
    if (path.isEmpty() || !QFileInfo::exists(path))
        return rosterCompletions(typed);
    try {
        db::RosterOptions options;
        options.readOnly = true;
        const db::Roster roster = db::Roster::open(path.toStdString(), false, options);
        QStringList names;
        for (const db::Member& m : roster.complete(typed.toStdString(), partner.toStdString()))
            names << qs(m.name);
        return names;
    } catch (const std::exception&) {
        // A roster that cannot be read offers nothing; saving names says why.
        return rosterCompletions(typed);
    }
}

void attachRosterCompleter(QLineEdit* line, std::function<QString()> partner) {
    // The completer lists what nameCompletions chose, in its order: QCompleter's own filters
    // know only "starts with" or "contains" the whole name.
    auto* names = new QStringListModel(line);
    auto* completer = new QCompleter(names, line);
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    line->setCompleter(completer);
    QObject::connect(
        line, &QLineEdit::textEdited, completer, [completer, names, partner](const QString& typed) {
            names->setStringList(nameCompletions(typed, partner ? partner() : QString()));
            if (names->rowCount() > 0)
                completer->complete();
            else
                completer->popup()->hide();
        });
}

QWidget* RosterDelegate::createEditor(QWidget* parent, const QStyleOptionViewItem& option,
                                      const QModelIndex& index) const {
    QWidget* editor = QStyledItemDelegate::createEditor(parent, option, index);
    auto* line = qobject_cast<QLineEdit*>(editor);
    if (!line)
        return editor;
    std::function<QString()> partner;
    if (index.model()->columnCount() == 2 && index.column() <= 1) {
        const QModelIndex other = index.sibling(index.row(), 1 - index.column());
        partner = [other] { return other.data().toString().simplified(); };
    }
    attachRosterCompleter(line, partner);
    return editor;
}

} // namespace overplay::app
