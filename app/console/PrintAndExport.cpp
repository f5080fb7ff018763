// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/PrintAndExport.h"
#include "app/console/ConsoleText.h"

#include "app/console/EventDocument.h"
#include "app/console/MainWindow.h"
#include "app/tablescoring/TableScoringServer.h"
#include "core/Error.h"
#include "reports/HtmlSite.h"
#include "reports/PbnExport.h"
#include "reports/PrintedDocument.h"
#include "reports/StoreSnapshot.h"
#include "reports/UsebioWriter.h"
#include "reports/WholeEvent.h"

#include <QActionGroup>
#include <QDir>

#include <QFileDialog>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMenu>
#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>
#include <QSettings>
#include <QThread>
#include <optional>
#include <utility>

#include <algorithm>
#include <exception>

namespace overplay::app {

using reports::PrintedPart;

namespace {

const QString paperKey = QStringLiteral("printing/paper");
const QString exportFolderKey = QStringLiteral("printing/exportFolder");

/// One entry of Print preview ▸ and Print ▸: a name and the parts it prints.
/// An entry without parts is a separator.
struct PrintChoice {
    QString name;
    std::vector<PrintedPart> parts;
};

/// What goes on the tables before play: the cards (as `cards` prints them), blank
/// travellers and pick-up slips.
std::vector<PrintedPart> beforePlayParts() {
    std::vector<PrintedPart> parts = reports::cardParts();
    parts.push_back(PrintedPart::BlankTravellers);
    parts.push_back(PrintedPart::PickupSlips);
    return parts;
}

std::vector<PrintChoice> printChoices() {
    return {
        {PrintAndExport::tr("Table &guide cards"), {PrintedPart::TableCards}},
        {PrintAndExport::tr("&Pair movement cards"), {PrintedPart::PairCards}},
        {PrintAndExport::tr("&Blank travellers"), {PrintedPart::BlankTravellers}},
        {PrintAndExport::tr("Pick-&up slips"), {PrintedPart::PickupSlips}},
        {{}, {}},
        {PrintAndExport::tr("&Rankings"), {PrintedPart::Rankings}},
        {PrintAndExport::tr("&Travellers"), {PrintedPart::Travellers}},
        {PrintAndExport::tr("&Score cards"), {PrintedPart::ScoreCards}},
        {PrintAndExport::tr("&Hand records"), {PrintedPart::HandRecords}},
        {{}, {}},
        {PrintAndExport::tr("&Everything before play"), beforePlayParts()},
        {PrintAndExport::tr("Results p&ack"), reports::resultParts()},
    };
}

QString plainName(const QString& menuText) {
    return QString(menuText).remove(QLatin1Char('&'));
}

/// The name of what an export writes, as the start of a sentence.
QString exportName(ExportKind kind) {
    switch (kind) {
    case ExportKind::HtmlSite:
        return PrintAndExport::tr("The web site");
    case ExportKind::ResultsPdf:
        return PrintAndExport::tr("The results PDF");
    case ExportKind::CardsPdf:
        return PrintAndExport::tr("The guide and pair cards PDF");
    case ExportKind::Usebio:
        return PrintAndExport::tr("The USEBIO file");
    case ExportKind::Pbn:
        return PrintAndExport::tr("The PBN file");
    }
    return {};
}

QString native(const QString& path) {
    return QDir::toNativeSeparators(path);
}

} // namespace

/// One export: its input (read on the GUI thread) and, once the worker is done, its outcome.
struct PrintAndExport::Job {
    reports::EventSnapshot snapshot;
    /// An event of several sections or sessions: its whole site, or the whole event's
    /// results after the section's own in the results PDF.
    std::optional<reports::EventSite> site;
    std::optional<reports::WholeEventResults> whole;
    ExportKind kind = ExportKind::HtmlSite;
    QString path;
    reports::Paper paper = reports::Paper::A4;
    bool ok = false;
    QString message;

    /// Writes the files (worker thread): the same reports/ calls as `overplay-cli export`.
    void run() {
        const std::string file = path.toStdString();
        try {
            switch (kind) {
            case ExportKind::HtmlSite: {
                const int files = site ? reports::writeEventSite(*site, file)
                                       : reports::writeHtmlSite(snapshot, file);
                message = tr("Wrote the web site: %1 files in %2 (open index.html)")
                              .arg(files)
                              .arg(native(path));
                break;
            }
            case ExportKind::ResultsPdf:
            case ExportKind::CardsPdf: {
                const auto parts =
                    kind == ExportKind::ResultsPdf ? reports::resultParts() : reports::cardParts();
                reports::PrintedDocument doc = reports::printedDocument(snapshot, parts, paper);
                if (whole)
                    reports::addWholeEvent(*whole, doc);
                const int pages = doc.writePdf(path);
                message = tr("Wrote %1 (%2 pages)").arg(native(path)).arg(pages);
                break;
            }
            case ExportKind::Usebio: {
                reports::writeUsebio(snapshot, file);
                const auto boards = snapshot.result ? snapshot.result->boards.size() : 0;
                message = tr("Wrote %1 (USEBIO %2, %3 boards with results)")
                              .arg(native(path))
                              .arg(QString::fromStdString(reports::usebioVersion(snapshot)))
                              .arg(boards);
                break;
            }
            case ExportKind::Pbn: {
                const int boards = reports::writePbnWithResults(snapshot, file);
                message = tr("Wrote %1 (PBN, %2 boards with hand records and results)")
                              .arg(native(path))
                              .arg(boards);
                break;
            }
            }
            ok = true;
        } catch (const std::exception& e) {
            message =
                tr("%1 was not written: %2").arg(exportName(kind), QString::fromUtf8(e.what()));
        }
    }
};

PrintAndExport::PrintAndExport(MainWindow& window) : QObject(&window), m_window(window) {}

PrintAndExport::~PrintAndExport() {
    if (m_thread) {
        m_thread->wait();
        delete m_thread;
    }
}

reports::Paper PrintAndExport::paper() const {
    return QSettings().value(paperKey).toString() == QStringLiteral("Letter")
               ? reports::Paper::Letter
               : reports::Paper::A4;
}

void PrintAndExport::setPaper(reports::Paper paper) {
    QSettings().setValue(paperKey, paper == reports::Paper::Letter ? QStringLiteral("Letter")
                                                                   : QStringLiteral("A4"));
}

QList<QAction*> PrintAndExport::addMenus(QMenu* file) {
    QList<QAction*> needEvent;

    // Print has the same entries as the preview, so what is printed is chosen where it is
    // seen (the print dialog would hide a choice of its own behind its "Options").
    QMenu* previewMenu = file->addMenu(tr("Print pre&view"));
    previewMenu->setObjectName(QStringLiteral("printPreviewMenu"));
    QMenu* printMenu = file->addMenu(tr("&Print"));
    printMenu->setObjectName(QStringLiteral("printMenu"));
    for (const PrintChoice& choice : printChoices()) {
        if (choice.parts.empty()) {
            previewMenu->addSeparator();
            printMenu->addSeparator();
            continue;
        }
        needEvent << previewMenu->addAction(
            choice.name, this, [this, choice] { preview(choice.parts, plainName(choice.name)); });
        needEvent << printMenu->addAction(
            choice.name + QStringLiteral("\u2026"), this,
            [this, choice] { print(choice.parts, plainName(choice.name)); });
    }

    QMenu* paperMenu = file->addMenu(tr("Paper si&ze"));
    paperMenu->setObjectName(QStringLiteral("paperMenu"));
    auto* group = new QActionGroup(paperMenu);
    for (auto [name, value] : {std::pair{tr("A4"), reports::Paper::A4},
                               std::pair{tr("US Letter"), reports::Paper::Letter}}) {
        QAction* action = paperMenu->addAction(name, this, [this, value] { setPaper(value); });
        action->setCheckable(true);
        action->setActionGroup(group);
        // Another window may have changed the setting: the ticks follow it when shown.
        connect(paperMenu, &QMenu::aboutToShow, action,
                [this, action, value] { action->setChecked(paper() == value); });
        action->setChecked(paper() == value);
    }

    QMenu* exportMenu = file->addMenu(tr("E&xport"));
    exportMenu->setObjectName(QStringLiteral("exportMenu"));
    const std::pair<QString, ExportKind> exports[] = {
        {tr("&Web site (HTML folder)\u2026"), ExportKind::HtmlSite},
        {tr("&Results PDF\u2026"), ExportKind::ResultsPdf},
        {tr("&Guide and pair cards PDF\u2026"), ExportKind::CardsPdf},
        {tr("&USEBIO XML\u2026"), ExportKind::Usebio},
        {tr("&PBN with results\u2026"), ExportKind::Pbn},
    };
    for (const auto& [name, kind] : exports)
        needEvent << exportMenu->addAction(name, this, [this, kind] { askExport(kind); });
    return needEvent;
}

reports::EventSnapshot PrintAndExport::snapshot() const {
    reports::EventSnapshot s = reports::snapshotOf(m_window.document()->store());
    // While table scoring runs, each guide card carries its table's address and QR code,
    // as `overplay-cli cards --table-address` prints them.
    if (auto* server = m_window.findChild<TableScoringServer*>(); server && server->isRunning()) {
        const QMap<int, QUrl> urls = server->tableUrls();
        for (auto it = urls.begin(); it != urls.end(); ++it)
            s.tableUrls[it.key()] = it.value().toString().toStdString();
    }
    return s;
}

QPrinter& PrintAndExport::printer() {
    // Made on first use: a QPrinter asks the print system for its printers.
    if (!m_printer)
        m_printer = std::make_unique<QPrinter>(QPrinter::HighResolution);
    m_printer->setPageLayout(reports::pageLayout(paper()));
    if (m_window.document())
        m_printer->setDocName(QString::fromStdString(m_window.document()->store().info().name));
    return *m_printer;
}

QPrintPreviewDialog* PrintAndExport::makePreview(const std::vector<PrintedPart>& parts,
                                                 const QString& title) {
    if (!m_window.document()) {
        emit failed(tr("Print preview"), tr("Open an event first."));
        return nullptr;
    }
    std::shared_ptr<const reports::PrintedDocument> document;
    try {
        document = std::make_shared<const reports::PrintedDocument>(
            reports::printedDocument(snapshot(), parts, paper()));
    } catch (const std::exception& e) {
        emit failed(tr("Print preview"), QString::fromUtf8(e.what()));
        return nullptr;
    }
    auto* dialog = new QPrintPreviewDialog(&printer(), &m_window);
    dialog->setWindowTitle(tr("Print preview \u2014 %1").arg(title));
    dialog->resize(1100, 820);
    // The preview paints again whenever its page setup changes; the document is laid out
    // afresh for the printer's paper each time.
    connect(dialog, &QPrintPreviewDialog::paintRequested, dialog,
            [this, document](QPrinter* target) {
                QGuiApplication::setOverrideCursor(Qt::WaitCursor);
                try {
                    document->paint(*target);
                } catch (const std::exception& e) {
                    emit failed(tr("Print preview"), QString::fromUtf8(e.what()));
                }
                QGuiApplication::restoreOverrideCursor();
            });
    return dialog;
}

void PrintAndExport::preview(const std::vector<PrintedPart>& parts, const QString& title) {
    std::unique_ptr<QPrintPreviewDialog> dialog(makePreview(parts, title));
    if (dialog)
        dialog->exec();
}

int PrintAndExport::printTo(QPrinter& target, const std::vector<PrintedPart>& parts) {
    if (!m_window.document())
        throw core::InputError("no event is open");
    reports::PrintedDocument doc = reports::printedDocument(snapshot(), parts, paper());
    // The rankings of an event of several sections or sessions end with the whole event's.
    db::EventStore& store = m_window.document()->storeToWalk();
    if (std::find(parts.begin(), parts.end(), PrintedPart::Rankings) != parts.end() &&
        reports::hasSeveralParts(store))
        reports::addWholeEvent(reports::wholeEventResults(store), doc);
    return doc.paint(target);
}

void PrintAndExport::print(const std::vector<PrintedPart>& parts, const QString& title) {
    if (!m_window.document())
        return;
    QPrinter& target = printer();
    QPrintDialog dialog(&target, &m_window);
    dialog.setWindowTitle(tr("Print \u2014 %1").arg(title));
    if (dialog.exec() != QDialog::Accepted)
        return;
    QGuiApplication::setOverrideCursor(Qt::WaitCursor);
    try {
        const int pages = printTo(target, parts);
        const QString where = target.outputFileName().isEmpty() ? target.printerName()
                                                                : native(target.outputFileName());
        emit done(tr("Printed %1: %2 pages to %3").arg(title).arg(pages).arg(where));
    } catch (const std::exception& e) {
        emit failed(tr("Print"), QString::fromUtf8(e.what()));
    }
    QGuiApplication::restoreOverrideCursor();
}

void PrintAndExport::askExport(ExportKind kind) {
    if (!m_window.document())
        return;
    const QString place = QString::fromStdString(m_window.document()->store().path());
    const QString folder =
        QSettings()
            .value(exportFolderKey,
                   isServerEvent(place) ? QDir::homePath() : QFileInfo(place).absolutePath())
            .toString();
    const QString base = eventBaseName(place);
    QString path;
    switch (kind) {
    case ExportKind::HtmlSite:
        // A new folder named for the event, made by the export: a folder picker can only
        // choose one that already exists.
        path = QFileDialog::getSaveFileName(
            &m_window, tr("Export the web site (a folder, created if missing)"),
            QDir(folder).filePath(base + "-site"), QString(), nullptr,
            QFileDialog::ShowDirsOnly | QFileDialog::DontConfirmOverwrite);
        break;
    case ExportKind::ResultsPdf:
        path = QFileDialog::getSaveFileName(&m_window, tr("Export the results as PDF"),
                                            QDir(folder).filePath(base + "-results.pdf"),
                                            tr("PDF (*.pdf)"));
        break;
    case ExportKind::CardsPdf:
        path = QFileDialog::getSaveFileName(&m_window, tr("Export the guide and pair cards"),
                                            QDir(folder).filePath(base + "-cards.pdf"),
                                            tr("PDF (*.pdf)"));
        break;
    case ExportKind::Usebio:
        path = QFileDialog::getSaveFileName(&m_window, tr("Export USEBIO XML"),
                                            QDir(folder).filePath(base + ".xml"),
                                            tr("USEBIO XML (*.xml)"));
        break;
    case ExportKind::Pbn:
        path =
            QFileDialog::getSaveFileName(&m_window, tr("Export PBN with results"),
                                         QDir(folder).filePath(base + ".pbn"), tr("PBN (*.pbn)"));
        break;
    }
    if (!path.isEmpty())
        exportTo(kind, path);
}

bool PrintAndExport::exportTo(ExportKind kind, const QString& path) {
    const QString title = tr("Export");
    if (!m_window.document()) {
        emit failed(title, tr("Open an event first."));
        return false;
    }
    if (m_thread) {
        emit failed(title, tr("An export is still being written; try again when it is done."));
        return false;
    }
    auto job = std::make_shared<Job>();
    try {
        job->snapshot = snapshot();
        db::EventStore& store = m_window.document()->storeToWalk();
        if (reports::hasSeveralParts(store)) {
            if (kind == ExportKind::HtmlSite)
                job->site = reports::readEventSite(store);
            else if (kind == ExportKind::ResultsPdf)
                job->whole = reports::wholeEventResults(store);
        }
    } catch (const std::exception& e) {
        emit failed(
            title, tr("%1 was not written: %2").arg(exportName(kind), QString::fromUtf8(e.what())));
        return false;
    }
    job->kind = kind;
    job->path = path;
    job->paper = paper();
    m_job = job;
    const int number = ++m_jobNumber;
    m_thread = QThread::create([job] { job->run(); });
    connect(m_thread, &QThread::finished, this, [this, number] { finishExport(number); });
    emit busy(tr("Writing %1\u2026").arg(native(path)));
    m_thread->start();
    return true;
}

void PrintAndExport::finishExport(int number) {
    // A finish already reported by waitForExport() comes again from the queued signal.
    if (number != m_jobNumber || !m_thread)
        return;
    m_thread->wait();
    m_thread->deleteLater();
    m_thread = nullptr;
    const std::shared_ptr<Job> job = std::move(m_job);
    m_lastExportOk = job->ok;
    if (!job->ok) {
        emit failed(tr("Export"), job->message);
        return;
    }
    const QFileInfo written(job->path);
    if (job->kind == ExportKind::HtmlSite && m_window.document()) {
        m_publishedSite = written.absoluteFilePath();
        m_publishedEvent = QString::fromStdString(m_window.document()->store().path());
    }
    QSettings().setValue(exportFolderKey, job->kind == ExportKind::HtmlSite
                                              ? written.absoluteFilePath()
                                              : written.absolutePath());
    emit done(job->message);
    if (std::exchange(m_republishAgain, false))
        republishSite();
}

QString PrintAndExport::publishedSite() const {
    const bool same =
        m_window.document() &&
        QString::fromStdString(m_window.document()->store().path()) == m_publishedEvent;
    return same ? m_publishedSite : QString();
}

bool PrintAndExport::republishSite() {
    const QString site = publishedSite();
    if (site.isEmpty())
        return false;
    if (isExporting()) {
        m_republishAgain = true; // once this one is written, with the change in it
        return false;
    }
    return exportTo(ExportKind::HtmlSite, site);
}

bool PrintAndExport::waitForExport() {
    if (m_thread)
        finishExport(m_jobNumber);
    return m_lastExportOk;
}

} // namespace overplay::app
