// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Tools > Club roster: the club's roster file (db/Roster.h) this console names players from —
// chosen or made here, the club's name and national number, the members imported from the
// membership list, the event open recorded for the ladder, and the season's ladder shown,
// printed or saved as PDF.

#include "reports/PrintedDocument.h"

#include <QDialog>

class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace overplay::db {
class EventStore;
}

namespace overplay::app {

class ClubRosterDialog : public QDialog {
    Q_OBJECT
public:
    /// `event`: the event open in the console, which "Record this event" records; may be null.
    ClubRosterDialog(reports::Paper paper, const db::EventStore* event, QWidget* parent = nullptr);

    /// Uses the roster at `path` (made when `create`), remembered for this console. Throws
    /// db::StorageError for a file that is no roster.
    void useRoster(const QString& path, bool create);
    /// Imports a members file into the roster in use; returns what changed as a sentence.
    /// Throws core::InputError naming the line for a bad row (nothing is imported then).
    QString importMembers(const QString& csvPath);
    /// Records the open event for the ladder; returns what was recorded as a sentence.
    QString recordEvent();
    /// Keeps the club's name and number typed in the boxes.
    void saveClub();
    /// Writes the ladder as shown as a PDF; returns the number of pages.
    int writeLadderPdf(const QString& path) const;

    // For tests.
    QTableWidget* membersTable() const { return m_members; }
    QTextBrowser* ladderView() const { return m_ladder; }
    QSpinBox* bestBox() const { return m_best; }
    QLineEdit* clubNameEdit() const { return m_clubName; }
    QLineEdit* clubNumberEdit() const { return m_clubNumber; }
    QLineEdit* fromEdit() const { return m_from; }
    QLineEdit* toEdit() const { return m_to; }

private:
    void refresh();
    void chooseRoster(bool create);
    void askImport();
    void askRecord();
    void savePdf();
    void print();
    std::string ladderHtml() const;
    /// The ladder as shown, as a printed page.
    reports::PrintedDocument ladderDocument() const;
    void warn(const std::exception& e);

    reports::Paper m_paper;
    const db::EventStore* m_event = nullptr;
    QLabel* m_path = nullptr;
    QLineEdit* m_clubName = nullptr;
    QLineEdit* m_clubNumber = nullptr;
    QTableWidget* m_members = nullptr;
    QLabel* m_count = nullptr;
    QLineEdit* m_from = nullptr;
    QLineEdit* m_to = nullptr;
    QSpinBox* m_best = nullptr;
    QTextBrowser* m_ladder = nullptr;
    QPushButton* m_record = nullptr;
};

} // namespace overplay::app
