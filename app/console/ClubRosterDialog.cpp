// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/ClubRosterDialog.h"

#include "app/console/ClubRoster.h"
#include "app/console/ConsoleText.h"
#include "app/console/PrintedSheet.h"
#include "core/Csv.h"
#include "core/Error.h"
#include "core/Files.h"
#include "core/Ladder.h"
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/Roster.h"
#include "reports/LadderReport.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace overplay::app {

namespace {

/// "1 member", "12 members".
QString counted(int n, const char* noun) {
    return QStringLiteral("%1 %2%3").arg(n).arg(QLatin1String(noun)).arg(n == 1 ? "" : "s");
}

db::Roster rosterInUse() {
    std::optional<db::Roster> roster = openClubRoster();
    if (!roster)
        throw core::InputError("choose the club's roster first (Open or New)");
    return std::move(*roster);
}

} // namespace

ClubRosterDialog::ClubRosterDialog(reports::Paper paper, const db::EventStore* event,
                                   QWidget* parent)
    : QDialog(parent), m_paper(paper), m_event(event) {
    setWindowTitle(tr("Club roster"));
    m_path = new QLabel;
    m_path->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* open = new QPushButton(tr("&Open\u2026"));
    auto* create = new QPushButton(tr("&New\u2026"));
    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Roster file:")));
    top->addWidget(m_path, 1);
    top->addWidget(open);
    top->addWidget(create);
    connect(open, &QPushButton::clicked, this, [this] { chooseRoster(false); });
    connect(create, &QPushButton::clicked, this, [this] { chooseRoster(true); });

    // Members: the club, and who is in the roster.
    auto* membersPage = new QWidget;
    m_clubName = new QLineEdit;
    m_clubNumber = new QLineEdit;
    m_clubNumber->setPlaceholderText(tr("the national body's club number"));
    auto* saveClubButton = new QPushButton(tr("&Keep club"));
    auto* clubRow = new QHBoxLayout;
    clubRow->addWidget(m_clubName, 2);
    clubRow->addWidget(m_clubNumber, 1);
    clubRow->addWidget(saveClubButton);
    auto* form = new QFormLayout;
    auto* clubLabel = new QLabel(tr("&Club:"));
    clubLabel->setBuddy(m_clubName);
    form->addRow(clubLabel, clubRow);
    m_members = new QTableWidget(0, 4);
    m_members->setHorizontalHeaderLabels({tr("Name"), tr("Member number"), tr("Email"), QString()});
    m_members->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    m_members->horizontalHeader()->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    m_members->horizontalHeader()->setSectionResizeMode(2, QHeaderView::Stretch);
    m_members->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_members->verticalHeader()->hide();
    m_count = new QLabel;
    auto* import = new QPushButton(tr("&Import members\u2026"));
    m_record = new QPushButton(tr("&Record this event"));
    m_record->setToolTip(tr("Who played the event open, with whom, and their percentages, "
                            "for the ladder (recording again replaces it)"));
    m_record->setEnabled(m_event != nullptr);
    auto* memberButtons = new QHBoxLayout;
    memberButtons->addWidget(m_count, 1);
    memberButtons->addWidget(import);
    memberButtons->addWidget(m_record);
    auto* membersLayout = new QVBoxLayout(membersPage);
    membersLayout->addLayout(form);
    membersLayout->addWidget(m_members, 1);
    membersLayout->addLayout(memberButtons);
    connect(saveClubButton, &QPushButton::clicked, this, [this] {
        try {
            saveClub();
        } catch (const std::exception& e) {
            warn(e);
        }
    });
    connect(import, &QPushButton::clicked, this, &ClubRosterDialog::askImport);
    connect(m_record, &QPushButton::clicked, this, &ClubRosterDialog::askRecord);

    // Ladder: the season, how many events count, the table.
    auto* ladderPage = new QWidget;
    m_from = new QLineEdit;
    m_from->setPlaceholderText(tr("YYYY-MM-DD (blank: from the first)"));
    m_to = new QLineEdit;
    m_to->setPlaceholderText(tr("YYYY-MM-DD (blank: to the last)"));
    m_best = new QSpinBox;
    m_best->setRange(0, 999);
    m_best->setSpecialValueText(tr("every event"));
    m_best->setValue(10);
    auto* season = new QHBoxLayout;
    season->addWidget(new QLabel(tr("From")));
    season->addWidget(m_from);
    season->addWidget(new QLabel(tr("to")));
    season->addWidget(m_to);
    season->addWidget(new QLabel(tr("best")));
    season->addWidget(m_best);
    m_ladder = new QTextBrowser;
    auto* pdf = new QPushButton(tr("Save as P&DF\u2026"));
    auto* print = new QPushButton(tr("&Print\u2026"));
    auto* ladderButtons = new QHBoxLayout;
    ladderButtons->addStretch(1);
    ladderButtons->addWidget(pdf);
    ladderButtons->addWidget(print);
    auto* ladderLayout = new QVBoxLayout(ladderPage);
    ladderLayout->addLayout(season);
    ladderLayout->addWidget(m_ladder, 1);
    ladderLayout->addLayout(ladderButtons);
    connect(m_from, &QLineEdit::editingFinished, this, &ClubRosterDialog::refresh);
    connect(m_to, &QLineEdit::editingFinished, this, &ClubRosterDialog::refresh);
    connect(m_best, &QSpinBox::valueChanged, this, &ClubRosterDialog::refresh);
    connect(pdf, &QPushButton::clicked, this, &ClubRosterDialog::savePdf);
    connect(print, &QPushButton::clicked, this, &ClubRosterDialog::print);

    auto* tabs = new QTabWidget;
    tabs->addTab(membersPage, tr("&Members"));
    tabs->addTab(ladderPage, tr("&Ladder"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(tabs, 1);
    layout->addWidget(buttons);
    resize(820, 600);
    refresh();
}

void ClubRosterDialog::warn(const std::exception& e) {
    QMessageBox::warning(this, tr("Club roster"), QString::fromUtf8(e.what()));
}

void ClubRosterDialog::useRoster(const QString& path, bool create) {
    // Opened (or made) first: a file that is no roster is refused before it is remembered.
    db::Roster::open(path.toStdString(), create);
    setClubRosterPath(path);
    refresh();
}

void ClubRosterDialog::chooseRoster(bool create) {
    const QString path = create ? QFileDialog::getSaveFileName(this, tr("New club roster"),
                                                               QString(), tr("Club roster (*.db)"))
                                : QFileDialog::getOpenFileName(this, tr("Open the club roster"),
                                                               QString(), tr("Club roster (*.db)"));
    if (path.isEmpty())
        return;
    try {
        useRoster(path, create);
    } catch (const std::exception& e) {
        warn(e);
    }
}

QString ClubRosterDialog::importMembers(const QString& csvPath) {
    const std::string name = csvPath.toStdString();
    std::string text = core::readUserFile(name, core::kMaxListFileBytes);
    core::requireUtf8Text(text, name);
    std::vector<core::CsvRow> rows;
    try {
        rows = core::readCsv(text);
    } catch (const core::InputError& e) {
        throw core::InputError(name + " " + e.what());
    }
    db::Roster roster = rosterInUse();
    const db::MemberImport done = roster.importMembers(db::memberRowsOf(rows, name));
    refresh();
    return tr("%1 added, %2 updated, %3 unchanged")
        .arg(done.added)
        .arg(done.updated)
        .arg(done.unchanged);
}

void ClubRosterDialog::askImport() {
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Import members (name, member number, email)"),
                                     QString(), tr("Members (*.csv *.txt)"));
    if (path.isEmpty())
        return;
    try {
        QMessageBox::information(this, tr("Club roster"), importMembers(path));
    } catch (const std::exception& e) {
        warn(e);
    }
}

QString ClubRosterDialog::recordEvent() {
    if (!m_event)
        throw core::InputError("no event is open");
    db::Roster roster = rosterInUse();
    const db::RecordedEvent event = db::recordedEventOf(*m_event);
    const std::vector<db::Appearance> players = db::appearancesOf(*m_event);
    roster.recordEvent(event, players);
    refresh();
    const bool percentages = !players.empty() && players.front().percent.has_value();
    return tr("Recorded %1 (%2): %3")
               .arg(qs(event.name), qs(event.date),
                    counted(static_cast<int>(players.size()), "player")) +
           (percentages ? QString() : tr("; not matchpointed, so the ladder leaves it out"));
}

void ClubRosterDialog::askRecord() {
    try {
        QMessageBox::information(this, tr("Club roster"), recordEvent());
    } catch (const std::exception& e) {
        warn(e);
    }
}

void ClubRosterDialog::saveClub() {
    db::Roster roster = rosterInUse();
    roster.setClub({m_clubName->text().simplified().toStdString(),
                    m_clubNumber->text().simplified().toStdString()});
    refresh();
}

std::string ClubRosterDialog::ladderHtml() const {
    std::optional<db::Roster> roster = openClubRoster();
    if (!roster)
        return "<p>Choose the club's roster (Open or New) to see its ladder.</p>";
    const auto [rows, title] =
        reports::seasonLadder(*roster, m_from->text().trimmed().toStdString(),
                              m_to->text().trimmed().toStdString(), m_best->value());
    return reports::ladderHtml(rows, title);
}

void ClubRosterDialog::refresh() {
    std::optional<db::Roster> roster;
    try {
        roster = openClubRoster();
    } catch (const std::exception& e) {
        m_path->setText(clubRosterPath() + tr(" (cannot be opened: %1)").arg(e.what()));
        return;
    }
    m_path->setText(roster ? clubRosterPath() : tr("none chosen"));
    m_members->setRowCount(0);
    if (!roster) {
        m_count->clear();
        m_ladder->setHtml(qs(ladderHtml()));
        return;
    }
    const db::Club club = roster->club();
    m_clubName->setText(qs(club.name));
    m_clubNumber->setText(qs(club.number));
    const std::vector<db::Member> members = roster->members();
    m_members->setRowCount(static_cast<int>(members.size()));
    int visitors = 0;
    for (int r = 0; r < static_cast<int>(members.size()); ++r) {
        const db::Member& m = members[static_cast<std::size_t>(r)];
        visitors += m.visitor ? 1 : 0;
        m_members->setItem(r, 0, new QTableWidgetItem(qs(m.name)));
        m_members->setItem(r, 1, new QTableWidgetItem(qs(m.number)));
        m_members->setItem(r, 2, new QTableWidgetItem(qs(m.email)));
        m_members->setItem(r, 3, new QTableWidgetItem(m.visitor ? tr("visitor") : QString()));
    }
    m_count->setText(tr("%1, %2, %3 recorded")
                         .arg(counted(static_cast<int>(members.size()) - visitors, "member"),
                              counted(visitors, "visitor"),
                              counted(static_cast<int>(roster->events().size()), "event")));
    try {
        m_ladder->setHtml(qs(ladderHtml()));
    } catch (const std::exception& e) {
        m_ladder->setPlainText(QString::fromUtf8(e.what()));
    }
}

reports::PrintedDocument ClubRosterDialog::ladderDocument() const {
    reports::PrintedDocument document("Club ladder", m_paper);
    document.addPage(ladderHtml());
    return document;
}

int ClubRosterDialog::writeLadderPdf(const QString& path) const {
    return ladderDocument().writePdf(path);
}

void ClubRosterDialog::savePdf() {
    saveAsPdf(
        this, tr("Save the ladder as PDF"), [this] { return ladderDocument(); }, tr("Club roster"));
}

void ClubRosterDialog::print() {
    printOnPaper(
        this, m_paper, [this] { return ladderDocument(); }, tr("Club roster"));
}

} // namespace overplay::app
