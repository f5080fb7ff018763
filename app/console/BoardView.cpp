// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/BoardView.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "core/Board.h"
#include "core/Dealing.h"
#include "core/DoubleDummy.h"
#include "core/Error.h"
#include "core/Files.h"
#include "core/HandRecordFormats.h"
#include "core/Pbn.h"

#include <QApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QInputDialog>
#include <QLabel>
#include <QListWidget>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSettings>
#include <QThread>
#include <QVBoxLayout>

#include <limits>
#include <map>
#include <mutex>

namespace overplay::app {

/// What the worker thread shares with the window: its input, its output, its progress.
struct BoardView::Work {
    std::vector<int> numbers;
    std::vector<core::DoubleDummyBoard> boards;
    core::DoubleDummyRun run;
    std::string error;
};

namespace {

/// How many seeds of one event are remembered, newest first, for the "Dealt from" line.
constexpr int maxSeeds = 8;

QString seedsKey(const std::string& path) {
    return QStringLiteral("seeds/") + QString::fromStdString(path);
}

QString rankText(int rank) {
    return rank == 10 ? QStringLiteral("10") : QString(QChar(core::rankLetter(rank)));
}

QString handHtml(const core::Hand& hand, core::Seat seat) {
    QString html = QStringLiteral("<b>%1</b><br>").arg(seatName(seat));
    for (int s = 3; s >= 0; --s) {
        const auto suit = static_cast<core::Suit>(s);
        const bool red = suit == core::Suit::Hearts || suit == core::Suit::Diamonds;
        QStringList ranks;
        for (int r : hand.ranks(suit))
            ranks << rankText(r);
        html += QStringLiteral("<span style=\"color:%1\">%2</span>&nbsp;%3<br>")
                    .arg(red ? "#c01010" : "#000000", suitSymbol(suit),
                         ranks.isEmpty() ? QStringLiteral("\u2014") : ranks.join(' '));
    }
    return html;
}

} // namespace

BoardView::BoardView(EventDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    m_list = new QListWidget;
    m_list->setMaximumWidth(150);
    m_title = new QLabel;
    QFont big = m_title->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.3);
    m_title->setFont(big);
    m_diagram = new QLabel;
    m_diagram->setTextFormat(Qt::RichText);
    QFont handFont = m_diagram->font();
    handFont.setPointSizeF(handFont.pointSizeF() * 1.2);
    m_diagram->setFont(handFont);
    m_analysis = new QLabel;
    m_analysis->setTextFormat(Qt::RichText);
    m_analysis->setFont(handFont);
    m_seed = new QLabel;
    m_seed->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* deal = new QPushButton(tr("Deal boards\u2026"));
    auto* import = new QPushButton(tr("Import PBN\u2026"));
    m_analyse = new QPushButton(tr("Analyse"));
    m_analyse->setToolTip(tr("Double-dummy analysis of the boards that have none yet"));
    m_progress = new QProgressBar;
    m_progress->setVisible(false);
    m_cancel = new QPushButton(tr("Cancel"));
    m_cancel->setVisible(false);

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(deal);
    buttons->addWidget(import);
    buttons->addWidget(m_analyse);
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_cancel);
    buttons->addStretch();

    auto* right = new QVBoxLayout;
    right->addWidget(m_title);
    right->addWidget(m_diagram);
    right->addWidget(m_analysis);
    right->addStretch(1);
    right->addWidget(m_seed);

    auto* body = new QHBoxLayout;
    body->addWidget(m_list);
    body->addLayout(right, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(buttons);
    layout->addLayout(body, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            showBoard(row + 1);
    });
    connect(deal, &QPushButton::clicked, this, &BoardView::askDeal);
    connect(import, &QPushButton::clicked, this, &BoardView::askImport);
    connect(m_analyse, &QPushButton::clicked, this, &BoardView::startAnalysis);
    connect(m_cancel, &QPushButton::clicked, this, &BoardView::cancelAnalysis);
    // Hand records change rarely, results often: the boards are read again only when this
    // page is shown, not after every traveller line.
    connect(&m_document, &EventDocument::changed, this, [this] {
        m_stale = true;
        if (isVisible())
            refresh();
    });
    refresh();
}

BoardView::~BoardView() {
    if (m_thread) {
        m_cancelFlag->store(true);
        m_thread->wait();
        delete m_thread;
    }
}

void BoardView::showEvent(QShowEvent* event) {
    if (m_stale)
        refresh();
    QWidget::showEvent(event);
}

void BoardView::refresh() {
    m_stale = false;
    const auto boards = m_document.store().boards();
    const QSignalBlocker block(m_list);
    m_list->clear();
    int missing = 0;
    for (const auto& b : boards) {
        QString text = tr("Board %1").arg(b.number);
        if (!b.deal)
            text += tr("  (no deal)");
        else if (!b.doubleDummy) {
            text += QStringLiteral("  \u2026");
            ++missing;
        }
        m_list->addItem(text);
    }
    m_list->setCurrentRow(m_board - 1);
    m_analyse->setEnabled(missing > 0 && !m_thread);
    const QString seed = dealtFrom(boards);
    m_seed->setText(seed.isEmpty() ? QString() : tr("Dealt from seed %1").arg(seed));
    showBoard(m_board);
}

void BoardView::showBoard(int board) {
    m_board = std::max(1, board);
    if (m_list->currentRow() != m_board - 1) {
        const QSignalBlocker block(m_list);
        m_list->setCurrentRow(m_board - 1);
    }
    const auto stored = m_document.store().board(m_board);
    if (!stored) {
        m_title->setText(tr("No board %1").arg(m_board));
        m_diagram->clear();
        m_analysis->clear();
        return;
    }
    m_title->setText(tr("Board %1 \u00b7 Dealer %2 \u00b7 Vulnerable: %3")
                         .arg(stored->number)
                         .arg(seatName(stored->dealer))
                         .arg(vulnerabilityName(stored->vulnerability)));
    if (!stored->deal) {
        m_diagram->setText(tr("<i>No hand record: deal the boards or import a PBN file.</i>"));
        m_analysis->clear();
        return;
    }
    const core::Deal& d = *stored->deal;
    const QString centre =
        QStringLiteral("<table border=\"1\" cellpadding=\"6\" style=\"border-color:#888\"><tr>"
                       "<td align=\"center\">%1<br><small>dealer %2</small><br><small>vul %3"
                       "</small></td></tr></table>")
            .arg(stored->number)
            .arg(QChar(core::seatLetter(stored->dealer)))
            .arg(vulnerabilityName(stored->vulnerability));
    m_diagram->setText(
        QStringLiteral(
            "<table cellpadding=\"8\">"
            "<tr><td></td><td>%1</td><td></td></tr>"
            "<tr><td>%2</td><td align=\"center\" valign=\"middle\">%3</td><td>%4</td></tr>"
            "<tr><td></td><td>%5</td><td></td></tr></table>")
            .arg(handHtml(d[core::Seat::North], core::Seat::North),
                 handHtml(d[core::Seat::West], core::Seat::West), centre,
                 handHtml(d[core::Seat::East], core::Seat::East),
                 handHtml(d[core::Seat::South], core::Seat::South)));
    if (!stored->doubleDummy) {
        m_analysis->setText(m_thread ? tr("<i>Analysing\u2026</i>")
                                     : tr("<i>Not analysed yet: press Analyse.</i>"));
        return;
    }
    const auto& dd = *stored->doubleDummy;
    QString table = QStringLiteral("<b>%1</b><table cellpadding=\"4\" border=\"1\" "
                                   "style=\"border-collapse:collapse\"><tr><th></th>")
                        .arg(tr("Double-dummy tricks"));
    const core::Strain strains[] = {core::Strain::NoTrump, core::Strain::Spades,
                                    core::Strain::Hearts, core::Strain::Diamonds,
                                    core::Strain::Clubs};
    for (auto s : strains)
        table += QStringLiteral("<th><span style=\"color:%1\">%2</span></th>")
                     .arg(strainColour(s).name(), strainSymbol(s));
    table += QStringLiteral("</tr>");
    for (auto seat : {core::Seat::North, core::Seat::South, core::Seat::East, core::Seat::West}) {
        table += QStringLiteral("<tr><th>%1</th>").arg(QChar(core::seatLetter(seat)));
        for (auto s : strains)
            table += QStringLiteral("<td align=\"center\">%1</td>").arg(dd.table.at(s, seat));
        table += QStringLiteral("</tr>");
    }
    table += QStringLiteral("</table><p><b>%1</b> %2</p>")
                 .arg(tr("Par:"), parText(dd.par).toHtmlEscaped());
    m_analysis->setText(table);
}

QString BoardView::diagramHtml() const {
    return m_diagram->text();
}

QString BoardView::analysisHtml() const {
    return m_analysis->text();
}

void BoardView::askDeal() {
    bool ok = false;
    const QString seed = QInputDialog::getText(
        this, tr("Deal boards"),
        tr("Seed (write it down: the same seed deals the same boards again):"), QLineEdit::Normal,
        QString::fromStdString(core::seedText(core::randomSeed())), &ok);
    if (!ok)
        return;
    try {
        if (!m_document.store().lines().empty() &&
            QMessageBox::question(this, tr("Deal boards"),
                                  tr("Results have been entered. Deal new hand records anyway?")) !=
                QMessageBox::Yes)
            return;
        dealBoards(core::parseSeed(seed.toStdString()));
    } catch (const std::exception& e) {
        QMessageBox::warning(this, tr("Deal boards"), QString::fromUtf8(e.what()));
    }
}

void BoardView::dealBoards(quint64 seed) {
    const int count = m_document.store().movement().boards();
    std::vector<db::StoredBoard> boards;
    for (const auto& d : core::dealBoards(1, count, seed))
        boards.push_back({d.number, d.dealer, d.vulnerability, d.deal, std::nullopt, std::nullopt});
    // Remembered before the command, so the refresh it makes shows the seed.
    QSettings settings;
    const QString key = seedsKey(m_document.store().path());
    QStringList seeds = settings.value(key).toStringList();
    const QString text = QString::fromStdString(core::seedText(seed));
    seeds.removeAll(text);
    seeds.prepend(text);
    while (seeds.size() > maxSeeds)
        seeds.removeLast();
    settings.setValue(key, seeds);
    m_document.importHands(boards, count == 1 ? tr("Deal board 1")
                                              : tr("Deal boards 1\u2013%1").arg(count));
    // Whist names no contract: a double-dummy table would tell it nothing.
    if (!m_document.isWhist())
        startAnalysis();
}

QString BoardView::dealtFrom(const std::vector<db::StoredBoard>& boards) const {
    // The seed is shown only while board 1 still holds what it dealt: after an undo, a
    // redeal or an import it would be wrong. Each board's deal depends only on the seed and
    // its number, so dealing board 1 alone tells.
    if (boards.empty() || !boards.front().deal || boards.front().number != 1)
        return {};
    for (const QString& seed :
         QSettings().value(seedsKey(m_document.store().path())).toStringList()) {
        try {
            if (core::dealBoards(1, 1, core::parseSeed(seed.toStdString())).front().deal ==
                *boards.front().deal)
                return seed;
        } catch (const core::InputError&) {
            // a seed written by hand into the settings: not ours to show
        }
    }
    return {};
}

void BoardView::askImport() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import hand records"), QString(),
        tr("Hand records (*.pbn *.dup *.bri *.dlm *.lin);;All files (*)"));
    if (!path.isEmpty())
        importHandRecords(path);
}

namespace {

/// The dealing machines' formats as the save dialog offers them, each with its file type.
struct MachineFormat {
    core::HandRecordFormat format;
    const char* filter;
};
const MachineFormat kMachineFormats[] = {
    {core::HandRecordFormat::Dup, QT_TRANSLATE_NOOP("BoardView", "Duplimate DOS (*.dup)")},
    {core::HandRecordFormat::Dlm,
     QT_TRANSLATE_NOOP("BoardView", "Duplimate or Dealer4 for Windows (*.dlm)")},
    {core::HandRecordFormat::Bri, QT_TRANSLATE_NOOP("BoardView", "BRI (*.bri)")},
    {core::HandRecordFormat::Pbn, QT_TRANSLATE_NOOP("BoardView", "PBN (*.pbn)")},
    {core::HandRecordFormat::Lin, QT_TRANSLATE_NOOP("BoardView", "BBO LIN (*.lin)")},
};

} // namespace

void BoardView::askExport() {
    QStringList filters;
    for (const MachineFormat& f : kMachineFormats)
        filters << tr(f.filter);
    QString chosen;
    const QString path = QFileDialog::getSaveFileName(this, tr("Export hand records"), QString(),
                                                      filters.join(QStringLiteral(";;")), &chosen);
    if (path.isEmpty())
        return;
    const auto index = filters.indexOf(chosen);
    exportHandRecords(path, kMachineFormats[index < 0 ? 0 : index].format);
}

bool BoardView::exportHandRecords(const QString& path, core::HandRecordFormat format, bool quiet) {
    try {
        std::vector<core::DealtBoard> boards;
        for (const db::StoredBoard& b : m_document.store().boards())
            if (b.deal)
                boards.push_back(core::DealtBoard{b.number, b.dealer, b.vulnerability, *b.deal});
        if (boards.empty())
            throw core::InputError(
                tr("The event has no deals yet: deal or import them first.").toStdString());
        const std::string bytes =
            core::writeHandRecords(boards, format, m_document.store().info().name);
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
            file.write(bytes.data(), static_cast<qint64>(bytes.size())) !=
                static_cast<qint64>(bytes.size()))
            throw core::InputError("Cannot write " + path.toStdString() + ".");
        return true;
    } catch (const std::exception& e) {
        if (!quiet)
            QMessageBox::warning(this, tr("Export hand records"), QString::fromUtf8(e.what()));
        return false;
    }
}

QString BoardView::importDoubts(const std::vector<db::StoredBoard>& boards) const {
    const int held = m_document.store().movement().boards();
    QStringList beyond;
    QStringList contradicted;
    for (const auto& b : boards) {
        if (b.number < 1 || b.number > held) {
            beyond << QString::number(b.number);
            continue;
        }
        // The opening lead comes from declarer's left-hand opponent (Laws of Duplicate
        // Bridge 2017, Law 41A): a lead that hand does not hold says the deal is not the
        // one played.
        int wrong = 0;
        for (const auto& l : m_document.store().linesOfBoard(b.number))
            if (b.deal && l.line.lead && l.line.play && !l.line.play->contract.isPassedOut() &&
                !(*b.deal)[core::nextSeat(l.line.play->declarer)].has(*l.line.lead))
                ++wrong;
        if (wrong > 0)
            contradicted
                << tr("board %1 (%2)").arg(b.number).arg(counted(wrong, tr("lead"), tr("leads")));
    }
    QStringList doubts;
    if (!beyond.isEmpty())
        doubts << tr("The file has boards this event does not have: %1 (the event has %2 "
                     "boards).")
                      .arg(beyond.join(QStringLiteral(", ")))
                      .arg(held);
    if (!contradicted.isEmpty())
        doubts << tr("The new hands contradict leads already entered: %1. The leader's hand "
                     "does not hold the card led.")
                      .arg(contradicted.join(QStringLiteral(", ")));
    return doubts.join(QStringLiteral("\n"));
}

bool BoardView::importHandRecords(const QString& path, bool quiet) {
    try {
        const std::string bytes =
            core::readUserFile(path.toStdString(), core::kMaxResultsFileBytes);
        const std::string_view content(bytes);
        // PBN, DUP, BRI, DLM or LIN: told by what the file holds, whatever its name.
        std::vector<core::DealtBoard> read;
        try {
            read = core::readHandRecords(content, core::detectHandRecordFormat(content));
        } catch (const core::InputError& e) {
            throw core::InputError(QFileInfo(path).fileName().toStdString() + " " + e.what());
        }
        std::map<int, db::StoredBoard> boards; // first record of each board wins
        for (const core::DealtBoard& d : read)
            boards.emplace(d.number, db::StoredBoard{d.number, d.dealer, d.vulnerability, d.deal,
                                                     std::nullopt, std::nullopt});
        std::vector<db::StoredBoard> list;
        for (auto& [n, b] : boards)
            list.push_back(b);
        const int first = list.front().number, last = list.back().number;
        const QString which = last - first + 1 == static_cast<int>(list.size())
                                  ? (first == last ? tr("board %1").arg(first)
                                                   : tr("boards %1\u2013%2").arg(first).arg(last))
                                  : tr("%1 boards").arg(list.size());
        if (const QString doubts = importDoubts(list); !doubts.isEmpty()) {
            if (quiet)
                throw core::InputError(doubts.toStdString());
            const auto answer = QMessageBox::question(
                this, tr("Import hand records"),
                doubts + QStringLiteral("\n\n") + tr("Import %1 anyway?").arg(which),
                QMessageBox::Yes | QMessageBox::No, QMessageBox::No);
            if (answer != QMessageBox::Yes)
                return false;
        }
        m_document.importHands(list,
                               tr("Import %1 from %2").arg(which, QFileInfo(path).fileName()));
        if (!m_document.isWhist())
            startAnalysis();
        return true;
    } catch (const std::exception& e) {
        if (!quiet)
            QMessageBox::warning(this, tr("Import hand records"), QString::fromUtf8(e.what()));
        return false;
    }
}

void BoardView::startAnalysis() {
    if (m_thread)
        return;
    auto work = std::make_shared<Work>();
    for (const auto& b : m_document.store().boards())
        if (b.deal && !b.doubleDummy) {
            work->numbers.push_back(b.number);
            work->boards.push_back({*b.deal, b.dealer, b.vulnerability});
        }
    if (work->boards.empty())
        return;
    m_work = work;
    m_cancelFlag = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_cancelFlag;
    m_progress->setRange(0, static_cast<int>(work->boards.size()));
    m_progress->setValue(0);
    m_progress->setFormat(tr("Analysing %v of %m boards"));
    m_progress->setVisible(true);
    m_cancel->setVisible(true);
    m_analyse->setEnabled(false);
    // The solver runs on its own thread; only plain values cross over, and the store is
    // written back on this (the window's) thread when it is done.
    QPointer<BoardView> self(this);
    m_thread = QThread::create([work, cancel, self] {
        core::DoubleDummyOptions options;
        options.cancel = cancel.get();
        options.progress = [self](int done, int total) {
            QMetaObject::invokeMethod(
                qApp,
                [self, done, total] {
                    if (self) {
                        self->m_progress->setValue(done);
                        emit self->analysisProgress(done, total);
                    }
                },
                Qt::QueuedConnection);
        };
        try {
            work->run = core::analyseDeals(work->boards, options);
        } catch (const std::exception& e) {
            work->error = e.what();
        }
    });
    connect(m_thread, &QThread::finished, this, &BoardView::finishAnalysis);
    m_thread->start();
    showBoard(m_board);
}

void BoardView::cancelAnalysis() {
    if (m_cancelFlag)
        m_cancelFlag->store(true);
}

void BoardView::finishAnalysis() {
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    m_progress->setVisible(false);
    m_cancel->setVisible(false);
    const auto work = std::move(m_work);
    QString message;
    bool cancelled = work->run.cancelled;
    // Whatever was finished before Cancel is kept: the next Analyse does the rest.
    // An undo or a new deal meanwhile may have changed the hands: the analysis is stored only
    // for boards that still hold the deal it was made of, never attached to other cards.
    std::map<int, core::DoubleDummyResult> analysis;
    for (std::size_t i = 0; i < work->run.results.size(); ++i) {
        const auto now = m_document.store().board(work->numbers[i]);
        if (now && now->deal == work->boards[i].deal)
            analysis[work->numbers[i]] = work->run.results[i];
    }
    try {
        m_document.storeDoubleDummy(analysis); // one undo step; refreshes the document
    } catch (const std::exception& e) {
        work->error = e.what();
    }
    if (!work->error.empty())
        message = tr("Analysis failed: %1").arg(QString::fromStdString(work->error));
    else if (cancelled)
        message = tr("Analysis cancelled after %1 of %2 boards.")
                      .arg(analysis.size())
                      .arg(work->boards.size());
    else
        message = tr("Analysed %1 boards.").arg(analysis.size());
    if (analysis.empty() || !work->error.empty())
        m_document.refresh(); // else storing it did
    emit analysisFinished(cancelled || !work->error.empty(), message);
}

} // namespace overplay::app
