// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/NewEventWizard.h"
#include "app/console/ConsoleText.h"

#include "app/console/ClubRoster.h"
#include "app/console/MainWindow.h"
#include "app/console/MovementGrid.h"
#include "core/Error.h"
#include "movements/ScoringFit.h"

#include <QAbstractItemView>
#include <QComboBox>
#include <QCompleter>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStringListModel>
#include <QStyledItemDelegate>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QWizardPage>

namespace overplay::app {

namespace {

/// A page whose completeness is a function (the movement page needs a usable choice).
class CheckedPage : public QWizardPage {
public:
    std::function<bool()> complete;
    bool isComplete() const override { return complete ? complete() : true; }
    void changed() { emit completeChanged(); }
};

} // namespace

NewEventWizard::NewEventWizard(QWidget* parent) : QWizard(parent) {
    setWindowTitle(tr("New event"));
    setOption(QWizard::NoBackButtonOnStartPage);
    setWizardStyle(QWizard::ClassicStyle);
    resize(960, 700);

    // 1. Who plays.
    auto* kindPage = new QWizardPage;
    kindPage->setTitle(tr("The event"));
    kindPage->setSubTitle(tr("Who plays, how many, and the time there is: the movements are "
                             "chosen to fit."));
    m_name = new QLineEdit(tr("Club Pairs"));
    m_date = new QLineEdit(QDate::currentDate().toString(Qt::ISODate));
    m_date->setInputMask(QStringLiteral("9999-99-99"));
    m_kind = new QComboBox;
    m_kind->addItems({tr("Pairs"), tr("Teams"), tr("Individual")});
    m_count = new QSpinBox;
    m_count->setRange(2, 120);
    m_count->setValue(10);
    m_unit = new QComboBox;
    m_unit->addItems({tr("pairs"), tr("tables")});
    auto* countRow = new QHBoxLayout;
    countRow->addWidget(m_count);
    countRow->addWidget(m_unit);
    countRow->addStretch();
    // 0 leaves the chooser its own defaults: about 24–28 boards, as long as it takes.
    m_boards = new QSpinBox;
    m_boards->setRange(0, 60);
    m_boards->setSpecialValueText(tr("about 24\u201328"));
    m_boards->setValue(0);
    m_boardsPerRound = new QSpinBox;
    m_boardsPerRound->setRange(0, 8);
    m_boardsPerRound->setSpecialValueText(tr("chosen to fit"));
    m_boardsPerRound->setValue(0);
    m_rounds = new QSpinBox;
    m_rounds->setRange(0, 40);
    m_rounds->setSpecialValueText(tr("no limit"));
    m_rounds->setValue(0);
    auto* form = new QFormLayout(kindPage);
    // Alt+N is the Next button's: the name takes M.
    form->addRow(tr("Event na&me:"), m_name);
    form->addRow(tr("&Date:"), m_date);
    m_game = new QComboBox;
    m_game->addItems({tr("Bridge"), tr("Duplicate whist")});
    m_game->setToolTip(tr("Whist movements and whist scoring are offered for a whist event"));
    form->addRow(tr("&Game:"), m_game);
    form->addRow(tr("&Entries:"), m_kind);
    // A row that is a layout gets no buddy from the form: the label is made here.
    auto* countLabel = new QLabel(tr("&How many:"));
    countLabel->setBuddy(m_count);
    form->addRow(countLabel, countRow);
    auto* boardsRow = new QHBoxLayout;
    boardsRow->addWidget(m_boards);
    auto* perRoundLabel = new QLabel(tr("Boards a ro&und:"));
    perRoundLabel->setBuddy(m_boardsPerRound);
    boardsRow->addSpacing(12);
    boardsRow->addWidget(perRoundLabel);
    boardsRow->addWidget(m_boardsPerRound);
    boardsRow->addStretch();
    auto* boardsLabel = new QLabel(tr("&Boards in the session:"));
    boardsLabel->setBuddy(m_boards);
    form->addRow(boardsLabel, boardsRow);
    auto* roundsRow = new QHBoxLayout;
    roundsRow->addWidget(m_rounds);
    roundsRow->addWidget(new QLabel(tr("movements needing more rounds are left out")));
    roundsRow->addStretch();
    auto* roundsLabel = new QLabel(tr("Most &rounds there is time for:"));
    roundsLabel->setBuddy(m_rounds);
    form->addRow(roundsLabel, roundsRow);
    setPage(KindPage, kindPage);

    // 2. The movement.
    auto* movementPage = new CheckedPage;
    movementPage->setTitle(tr("The movement"));
    movementPage->setSubTitle(tr("The movements that fit, most suitable first, each with why; "
                                 "greyed at the end, the familiar ones that do not fit."));
    m_choices = new QListWidget;
    m_choices->setWordWrap(true);
    m_choices->setSpacing(2);
    m_choices->setResizeMode(QListView::Adjust); // re-wrap the reasons when the page resizes
    m_about = new QLabel;
    m_about->setWordWrap(true);
    m_preview = new MovementGrid;
    auto* top = new QWidget;
    auto* topLayout = new QVBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(m_choices, 1);
    topLayout->addWidget(m_about);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(top);
    split->addWidget(m_preview);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto* movementLayout = new QVBoxLayout(movementPage);
    movementLayout->addWidget(split);
    movementPage->complete = [this] { return chosenMovement() != nullptr; };
    setPage(MovementPage, movementPage);

    // 3. Scoring.
    auto* scoringPage = new QWizardPage;
    scoringPage->setTitle(tr("Scoring"));
    scoringPage->setSubTitle(tr("How the boards are compared. It can be changed later."));
    m_scoring = new QComboBox;
    auto* scoringForm = new QFormLayout(scoringPage);
    scoringForm->addRow(tr("&Scoring:"), m_scoring);
    setPage(ScoringPage, scoringPage);

    // 4. Names.
    auto* namesPage = new QWizardPage;
    namesPage->setTitle(tr("Names"));
    namesPage->setSubTitle(tr("Optional now, and editable all evening. Names from earlier "
                              "events complete as you type."));
    m_names = new QTableWidget(0, 2);
    m_names->setItemDelegate(new RosterDelegate(m_names));
    m_names->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    auto* namesLayout = new QVBoxLayout(namesPage);
    namesLayout->addWidget(m_names);
    setPage(NamesPage, namesPage);

    // 5. Where to save.
    auto* savePage = new QWizardPage;
    savePage->setTitle(tr("Save"));
    savePage->setSubTitle(tr("The event is one file; every result is saved the moment it is "
                             "entered."));
    m_path = new QLineEdit;
    auto* browse = new QPushButton(tr("Browse\u2026"));
    auto* pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browse);
    auto* saveForm = new QFormLayout(savePage);
    // A label given as text to a row holding a layout has no buddy: it would show "&File:".
    auto* fileLabel = new QLabel(tr("&File:"));
    fileLabel->setBuddy(m_path);
    saveForm->addRow(fileLabel, pathRow);
    setPage(SavePage, savePage);
    connect(browse, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(
            this, tr("Save the event"), m_path->text(), tr("Overplay events (*.db)"));
        if (!path.isEmpty())
            m_path->setText(path);
    });

    auto refreshAll = [this] {
        updateChoices();
        updateScoring();
        updateNames();
    };
    connect(m_game, &QComboBox::currentIndexChanged, this, refreshAll);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this, refreshAll] {
        m_unit->setItemText(0, m_kind->currentIndex() == 1   ? tr("teams")
                               : m_kind->currentIndex() == 2 ? tr("players")
                                                             : tr("pairs"));
        refreshAll();
    });
    connect(m_count, &QSpinBox::valueChanged, this, refreshAll);
    connect(m_unit, &QComboBox::currentIndexChanged, this, refreshAll);
    connect(m_boards, &QSpinBox::valueChanged, this, refreshAll);
    connect(m_boardsPerRound, &QSpinBox::valueChanged, this, refreshAll);
    connect(m_rounds, &QSpinBox::valueChanged, this, refreshAll);
    connect(m_choices, &QListWidget::currentRowChanged, this, [this, movementPage] {
        updatePreview();
        updateScoring();
        updateNames();
        movementPage->changed();
    });
    // The file is named after the event and its date ("tuesday-pairs-2026-11-24.db"), kept
    // up to date with both until the director types a name of his own.
    const auto suggestPath = [this] {
        if (m_path->text() != m_suggestedPath)
            return; // chosen by hand: leave it
        QString file = m_name->text().simplified().replace(' ', '-').toLower();
        if (file.isEmpty())
            file = QStringLiteral("event");
        const QDate date = QDate::fromString(m_date->text(), Qt::ISODate);
        if (date.isValid())
            file += "-" + date.toString(Qt::ISODate);
        m_suggestedPath = QDir(MainWindow::eventsFolder()).filePath(file + ".db");
        m_path->setText(m_suggestedPath);
    };
    connect(m_name, &QLineEdit::textChanged, this, suggestPath);
    connect(m_date, &QLineEdit::textChanged, this, suggestPath);
    refreshAll();
    emit m_name->textChanged(m_name->text());
}

PlanRequest NewEventWizard::request() const {
    PlanRequest r;
    r.kind = static_cast<EntryKind>(m_kind->currentIndex());
    r.count = m_count->value();
    r.countIsTables = m_unit->currentIndex() == 1;
    r.boards = m_boards->value();
    r.maxRounds = m_rounds->value();
    r.boardsPerRound = m_boardsPerRound->value();
    r.whist = m_game->currentIndex() == 1;
    return r;
}

void NewEventWizard::updateChoices() {
    m_choiceData = movementOptions(request());
    const QSignalBlocker block(m_choices);
    m_choices->clear();
    int first = -1;
    for (std::size_t i = 0; i < m_choiceData.size(); ++i) {
        const MovementOption& c = m_choiceData[i];
        const QString text =
            c.movement ? c.title + QStringLiteral(" \u2014 ") + c.reason
                       : c.title + QStringLiteral(" \u2014 ") + tr("not possible: ") + c.refusal;
        auto* item = new QListWidgetItem(text, m_choices);
        item->setToolTip(c.about);
        if (!c.movement)
            item->setFlags(Qt::NoItemFlags); // shown greyed, for the reason only
        else if (first < 0)
            first = static_cast<int>(i);
    }
    m_choices->setCurrentRow(first);
    updatePreview();
    if (auto* page = dynamic_cast<CheckedPage*>(this->page(MovementPage)))
        page->changed();
}

const movements::Movement* NewEventWizard::chosenMovement() const {
    const int row = m_choices->currentRow();
    if (row < 0 || row >= static_cast<int>(m_choiceData.size()))
        return nullptr;
    const auto& c = m_choiceData[static_cast<std::size_t>(row)];
    return c.movement ? &*c.movement : nullptr;
}

void NewEventWizard::updatePreview() {
    const int row = m_choices->currentRow();
    if (const movements::Movement* m = chosenMovement()) {
        const MovementOption& c = m_choiceData[static_cast<std::size_t>(row)];
        m_about->setText(
            QStringLiteral("<b>%1</b>: %2").arg(c.title.toHtmlEscaped(), c.about.toHtmlEscaped()));
        m_preview->setMovement(*m);
    } else {
        m_about->setText(m_choiceData.empty()
                             ? tr("No movement seats this field: change the number.")
                             : tr("None of these movements seats this field: change the number."));
        m_preview->setMovement(movements::Movement{});
    }
}

void NewEventWizard::updateScoring() {
    const QSignalBlocker block(m_scoring);
    m_scoring->clear();
    // The methods that suit the kind of entry, less those the chosen movement cannot rank
    // (the same rule `overplay-cli new` applies); the reasons go in the tooltip.
    const movements::Movement* m = chosenMovement();
    QStringList refused;
    const bool whist = request().whist;
    for (auto method : scoringMethodsFor(request().kind)) {
        // Bridge is not scored by tricks alone, and whist only so.
        if ((method == core::ScoringMethod::Whist) != whist)
            continue;
        const auto why = m ? movements::scoringMisfit(m->kind, method) : std::nullopt;
        if (why)
            refused << QString::fromStdString(*why);
        else
            m_scoring->addItem(scoringMethodName(method), static_cast<int>(method));
    }
    m_scoring->setToolTip(refused.join('\n'));
    m_scoring->setCurrentIndex(0);
}

void NewEventWizard::updateNames() {
    const movements::Movement* m = chosenMovement();
    // A team event names its teams: a row a team, its name and its players.
    if (m && !m->teamOf.empty()) {
        updateTeamNames(*m);
        return;
    }
    m_teamRows.clear();
    const int entries = m ? m->pairs : 0;
    const bool individual = m && m->isIndividual();
    // Keep what was typed when the movement changes.
    std::vector<QStringList> typed;
    for (int r = 0; r < m_names->rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < m_names->columnCount(); ++c)
            row << (m_names->item(r, c) ? m_names->item(r, c)->text() : QString());
        typed.push_back(row);
    }
    m_names->setColumnCount(individual ? 1 : 2);
    m_names->setHorizontalHeaderLabels(individual ? QStringList{tr("Player")}
                                                  : QStringList{tr("Player 1"), tr("Player 2")});
    m_names->setRowCount(entries);
    QStringList labels;
    for (int e = 1; e <= entries; ++e) {
        const auto it = m->pairLabels.find(e);
        labels << (it != m->pairLabels.end() ? QString::fromStdString(it->second)
                                             : QString::number(e));
        for (int c = 0; c < m_names->columnCount(); ++c) {
            const auto r = static_cast<std::size_t>(e - 1);
            const QString text = r < typed.size() && c < typed[r].size() ? typed[r][c] : QString();
            m_names->setItem(e - 1, c, new QTableWidgetItem(text));
        }
    }
    m_names->setVerticalHeaderLabels(labels);
}

void NewEventWizard::updateTeamNames(const movements::Movement& m) {
    std::vector<int> teams;
    for (const auto& [pair, team] : m.teamOf)
        teams.push_back(team);
    std::sort(teams.begin(), teams.end());
    teams.erase(std::unique(teams.begin(), teams.end()), teams.end());
    if (teams == m_teamRows)
        return; // the same teams: keep what was typed
    m_teamRows = teams;
    m_names->clear();
    m_names->setColumnCount(1 + kTeamPlayers);
    QStringList headers{tr("Team name")};
    for (int p = 1; p <= kTeamPlayers; ++p)
        headers << tr("Player %1").arg(p);
    m_names->setHorizontalHeaderLabels(headers);
    m_names->setRowCount(static_cast<int>(teams.size()));
    QStringList labels;
    for (std::size_t row = 0; row < teams.size(); ++row) {
        // The team as its pairs' cards print it: "A" of A1 and A2.
        QString label = QString::number(teams[row]);
        for (const auto& [pair, team] : m.teamOf)
            if (team == teams[row]) {
                if (const auto it = m.pairLabels.find(pair); it != m.pairLabels.end()) {
                    label = QString::fromStdString(it->second);
                    while (label.size() > 1 && label.back().isDigit())
                        label.chop(1);
                }
                break;
            }
        labels << label;
        for (int c = 0; c < m_names->columnCount(); ++c)
            m_names->setItem(static_cast<int>(row), c, new QTableWidgetItem);
    }
    m_names->setVerticalHeaderLabels(labels);
}

EventPlan NewEventWizard::plan() const {
    EventPlan p;
    p.name = m_name->text().simplified().toStdString();
    p.date = m_date->text() == QLatin1String("--") ? std::string() : m_date->text().toStdString();
    p.scoring = static_cast<core::ScoringMethod>(m_scoring->currentData().toInt());
    if (const movements::Movement* m = chosenMovement())
        p.movement = *m;
    if (!m_teamRows.empty()) {
        for (int r = 0; r < m_names->rowCount() && r < static_cast<int>(m_teamRows.size()); ++r) {
            db::Team team;
            team.number = m_teamRows[static_cast<std::size_t>(r)];
            team.name = m_names->item(r, 0) ? m_names->item(r, 0)->text().simplified().toStdString()
                                            : std::string();
            for (int c = 1; c < m_names->columnCount(); ++c)
                team.players.push_back(m_names->item(r, c)
                                           ? m_names->item(r, c)->text().simplified().toStdString()
                                           : std::string());
            p.teams.push_back(std::move(team));
        }
        return p;
    }
    for (int r = 0; r < m_names->rowCount(); ++r) {
        std::vector<std::string> players;
        for (int c = 0; c < m_names->columnCount(); ++c)
            players.push_back(m_names->item(r, c)
                                  ? m_names->item(r, c)->text().simplified().toStdString()
                                  : std::string());
        p.names.push_back(players);
    }
    return p;
}

int NewEventWizard::typedNames() const {
    int typed = 0;
    for (int r = 0; r < m_names->rowCount(); ++r)
        for (int c = 0; c < m_names->columnCount(); ++c)
            if (const QTableWidgetItem* item = m_names->item(r, c);
                item && !item->text().trimmed().isEmpty())
                ++typed;
    return typed;
}

void NewEventWizard::reject() {
    // Escape or Cancel would drop the names typed so far: a slip of the finger must not.
    if (const int typed = typedNames();
        typed > 0 && QMessageBox::question(
                         this, tr("New event"),
                         tr("Drop the %1 typed and leave without creating the event?")
                             .arg(counted(typed, tr("name"), tr("names"))),
                         QMessageBox::Yes | QMessageBox::No, QMessageBox::No) != QMessageBox::Yes)
        return;
    QWizard::reject();
}

void NewEventWizard::accept() {
    const QString path = m_path->text().trimmed();
    try {
        if (path.isEmpty())
            throw core::InputError("Choose a file to save the event in.");
        if (QFileInfo::exists(path))
            throw core::InputError(path.toStdString() +
                                   " already exists: choose another name (an event file is "
                                   "never overwritten).");
        QDir().mkpath(QFileInfo(path).absolutePath());
        createPlannedEvent(plan(), path.toStdString());
        m_created = path;
        QWizard::accept();
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("New event"), QString::fromUtf8(e.what()));
    }
}

} // namespace overplay::app
