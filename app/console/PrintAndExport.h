// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Print and publish from the console: a print preview of every printed part (guide cards,
// travellers, hand records, rankings, …), printing, and exports of the web site, PDFs,
// USEBIO and PBN. The documents are reports/'s, the same functions `overplay-cli export`
// and `cards` call, so the console and the command line print the same pages.
//
// The store is read on the GUI thread (reports::snapshotOf is quick); writing the files,
// PDF painting included, runs on a worker thread so the window stays usable. A preview is
// painted by QPrintPreviewDialog on the GUI thread, as Qt requires.

#include "reports/EventSnapshot.h"
#include "reports/PrintedReports.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>
#include <vector>

class QAction;
class QMenu;
class QPrinter;
class QPrintPreviewDialog;
class QThread;

namespace overplay::app {

class MainWindow;

/// What File ▸ Export writes.
enum class ExportKind {
    HtmlSite,   ///< the results web site, into a folder
    ResultsPdf, ///< rankings, travellers, score cards, hand records (reports::resultParts)
    CardsPdf,   ///< table guide cards and pair movement cards (reports::cardParts)
    Usebio,     ///< USEBIO 1.2 XML
    Pbn,        ///< PBN with hand records and results
};

class PrintAndExport : public QObject {
    Q_OBJECT
public:
    /// Belongs to `window`, whose open event it prints and whose dialogs it parents.
    explicit PrintAndExport(MainWindow& window);
    /// Waits for a running export: its file is finished, not left half-written.
    ~PrintAndExport() override;

    /// Adds Print preview ▸, Print ▸, Paper size ▸ and Export ▸ to `file`; returns the
    /// entries that need an open event.
    QList<QAction*> addMenus(QMenu* file);

    /// The paper of previews and PDFs (QSettings, A4 unless chosen).
    reports::Paper paper() const;
    void setPaper(reports::Paper paper);

    /// A print preview of these parts of the open event, not yet shown (the caller shows
    /// or exec()s it and deletes it); nullptr, after a refusal, when no event is open.
    QPrintPreviewDialog* makePreview(const std::vector<reports::PrintedPart>& parts,
                                     const QString& title);
    /// Paints these parts of the open event on a printer set up by the caller; returns the
    /// number of pages. Throws as snapshotOf and PrintedDocument::paint do.
    int printTo(QPrinter& printer, const std::vector<reports::PrintedPart>& parts);

    /// Starts writing `kind` to `path` (a folder for the web site) on a worker thread.
    /// Returns false, after a refusal, when no event is open or an export is running.
    bool exportTo(ExportKind kind, const QString& path);
    bool isExporting() const { return m_thread != nullptr; }
    /// Waits for a running export and reports it as if it had finished by itself; returns
    /// true when the last export succeeded (tests, and closing the window).
    bool waitForExport();

    /// The folder the open event's web site was last published to in this session ("" none).
    QString publishedSite() const;
    /// Publishes the open event's web site again where it was published, when it was (a
    /// correction after the results were final). Returns whether an export started.
    bool republishSite();

signals:
    /// Long work started: the window shows a busy bar and this message.
    void busy(const QString& message);
    /// The work finished: the window shows this message.
    void done(const QString& message);
    /// Refused or failed: the window shows this one clear message.
    void failed(const QString& title, const QString& message);

private:
    struct Job;
    reports::EventSnapshot snapshot() const;
    /// The one printer of previews and Print, on the chosen paper.
    QPrinter& printer();
    void preview(const std::vector<reports::PrintedPart>& parts, const QString& title);
    void print(const std::vector<reports::PrintedPart>& parts, const QString& title);
    void askExport(ExportKind kind);
    void finishExport(int job);

    MainWindow& m_window;
    std::unique_ptr<QPrinter> m_printer; ///< kept, so Print remembers the printer chosen
    QThread* m_thread = nullptr;
    std::shared_ptr<Job> m_job;
    int m_jobNumber = 0;
    bool m_lastExportOk = false;
    QString m_publishedSite;       ///< where the site was last written …
    QString m_publishedEvent;      ///< … for this event file
    bool m_republishAgain = false; ///< a change came while the site was being written
};

} // namespace overplay::app
