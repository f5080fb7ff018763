// SPDX-License-Identifier: GPL-3.0-or-later
// How an event comes into the window: the start page (new event, open, the demo event, the
// recent events), File > Open and Open server event, the recent events kept in the settings
// with each one's name and date, an event another Overplay is writing offered read-only, and
// the demo event built on a worker thread. Apart from MainWindow.cpp, which keeps the open
// event's page, its menus and table scoring: what is opened here goes to MainWindow::adopt.
#include "app/console/MainWindow.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "db/StorageError.h"

#include <QApplication>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QThread>
#include <QVBoxLayout>

#include <optional>

namespace overplay::app {

namespace {
constexpr int maxRecent = 8;
}

QWidget* MainWindow::buildStartPage() {
    auto* page = new QWidget;
    auto* title = new QLabel(tr("<h1>Overplay</h1><p>Duplicate bridge and whist, from the "
                                "movement to the published results.</p>"));
    auto* newButton = new QPushButton(tr("New event\u2026"));
    auto* openButton = new QPushButton(tr("Open event\u2026"));
    auto* demoButton = new QPushButton(tr("Open the demo event"));
    for (auto* b : {newButton, openButton, demoButton})
        b->setMinimumHeight(36);
    m_recentList = new QListWidget;
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(80, 40, 80, 40);
    layout->addWidget(title);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(newButton);
    buttons->addWidget(openButton);
    buttons->addWidget(demoButton);
    buttons->addStretch();
    layout->addLayout(buttons);
    layout->addSpacing(20);
    layout->addWidget(new QLabel(tr("<b>Recent events</b> (double-click to open)")));
    layout->addWidget(m_recentList, 1);
    connect(newButton, &QPushButton::clicked, this, &MainWindow::newEvent);
    connect(openButton, &QPushButton::clicked, this, [this] { askOpen(); });
    connect(demoButton, &QPushButton::clicked, this, &MainWindow::openDemo);
    connect(m_recentList, &QListWidget::itemActivated, this,
            [this](QListWidgetItem* item) { openFile(item->data(Qt::UserRole).toString()); });
    return page;
}

QString MainWindow::eventsFolder() {
    const QString last = QSettings().value(QStringLiteral("eventsFolder")).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return documents.isEmpty() ? QDir::homePath() : documents;
}

void MainWindow::askOpen() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Open event"), eventsFolder(),
                                                      tr("Overplay events (*.db);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::askOpenServer() {
    QSettings settings;
    bool ok = false;
    const QString address =
        QInputDialog::getText(this, tr("Open server event"),
                              tr("The event's address on the PostgreSQL server, as the "
                                 "federation or the congress gave it:\n"
                                 "postgresql://HOST/DATABASE?event=NAME"),
                              QLineEdit::Normal,
                              settings.value(QStringLiteral("serverAddress")).toString(), &ok)
            .trimmed();
    if (!ok || address.isEmpty())
        return;
    if (!isServerEvent(address)) {
        refuse(tr("Open server event"),
               tr("%1 is not a server event's address: it starts postgresql://").arg(address));
        return;
    }
    if (openFile(address))
        settings.setValue(QStringLiteral("serverAddress"), address);
}

QStringList MainWindow::recentEntries() const {
    QStringList entries;
    for (int i = 0; i < m_recentList->count(); ++i)
        entries << m_recentList->item(i)->text();
    return entries;
}

namespace {

/// "Tuesday pairs, 17 Nov 2026": what a director remembers an event by. The name and date
/// are kept with the recent list, so the list needs no event file opened to show them.
QString recentTitle(const QString& path) {
    const QStringList known =
        QSettings().value(QStringLiteral("recentTitles")).toMap().value(path).toStringList();
    const QString file = isServerEvent(path) ? eventBaseName(path) : QFileInfo(path).fileName();
    if (known.isEmpty() || known.value(0).isEmpty())
        return file;
    const QDate date = QDate::fromString(known.value(1), Qt::ISODate);
    return date.isValid() ? QStringLiteral("%1, %2").arg(
                                known.value(0), QLocale().toString(date, QLocale::ShortFormat))
                          : known.value(0);
}

} // namespace

void MainWindow::fillRecent() {
    const QStringList recent = QSettings().value(QStringLiteral("recentFiles")).toStringList();
    m_recentMenu->clear();
    m_recentList->clear();
    for (const QString& path : recent) {
        const QString title = recentTitle(path);
        m_recentMenu->addAction(title, this, [this, path] { openFile(path); })->setToolTip(path);
        auto* item = new QListWidgetItem(title + QStringLiteral("  \u2014  ") + path, m_recentList);
        item->setData(Qt::UserRole, path);
        item->setToolTip(path);
    }
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::updateRecent(const QString& path) {
    QSettings settings;
    QStringList recent = settings.value(QStringLiteral("recentFiles")).toStringList();
    const QFileInfo file(path);
    const bool onServer = isServerEvent(path);
    const QString absolute = onServer ? path : file.absoluteFilePath();
    recent.removeAll(absolute);
    recent.prepend(absolute);
    while (recent.size() > maxRecent)
        recent.removeLast();
    settings.setValue(QStringLiteral("recentFiles"), recent);
    // The event's name and date (the day it was made when it has none), for the list.
    QVariantMap titles = settings.value(QStringLiteral("recentTitles")).toMap();
    for (const QString& known : titles.keys())
        if (!recent.contains(known))
            titles.remove(known);
    if (m_document) {
        const auto info = m_document->store().info();
        const std::string date = info.date.empty() ? info.createdAt.substr(0, 10) : info.date;
        titles[absolute] = QStringList{qs(info.name), qs(date)};
    }
    settings.setValue(QStringLiteral("recentTitles"), titles);
    // Open… starts where the last event file was.
    if (!onServer)
        settings.setValue(QStringLiteral("eventsFolder"), file.absolutePath());
    fillRecent();
}

bool MainWindow::openFile(const QString& path) {
    try {
        std::optional<db::EventStore> store;
        QString readOnlyReason;
        try {
            store.emplace(db::EventStore::open(path.toStdString()));
        } catch (const db::StorageError& e) {
            // One writer per event: another Overplay has it open for writing. Looking,
            // printing and exporting stay possible.
            if (e.kind() != db::StorageProblem::HeldByWriter)
                throw;
            const QString problem = QString::fromStdString(e.problem()).section(';', 0, 0);
            readOnlyReason = tr("%1 %2.").arg(QFileInfo(path).fileName(), problem);
            if (!m_quiet &&
                QMessageBox::question(this, tr("Open event"),
                                      readOnlyReason +
                                          tr("\n\nOpen it read-only, to look, print and export?"),
                                      QMessageBox::Open | QMessageBox::Cancel) != QMessageBox::Open)
                return false;
            db::OpenOptions readOnly;
            readOnly.readOnly = true;
            store.emplace(db::EventStore::open(path.toStdString(), readOnly));
            m_lastError = readOnlyReason;
        }
        auto document = std::make_unique<EventDocument>(std::move(*store));
        m_readOnlyReason = readOnlyReason;
        adopt(std::move(document), path);
        return true;
    } catch (const std::exception& e) {
        refuse(tr("Open event"),
               tr("%1 cannot be opened: %2").arg(path, QString::fromUtf8(e.what())));
        return false;
    }
}

bool MainWindow::openDemoNow(const DemoOptions& options, const QString& path) {
    const QString file = path.isEmpty() ? QString::fromStdString(defaultDemoPath()) : path;
    closeCurrentEvent();
    return attempt(tr("Demo event"), [&] {
        adopt(std::make_unique<EventDocument>(buildDemoEvent(file.toStdString(), options)), file);
    });
}

void MainWindow::openDemo() {
    if (m_demoThread)
        return;
    // The demo file is made afresh: whatever is open (perhaps the old demo) is closed first.
    closeCurrentEvent();
    const QString path = QString::fromStdString(defaultDemoPath());
    m_demoCancel = std::make_shared<std::atomic<bool>>(false);
    auto cancel = m_demoCancel;
    auto error = std::make_shared<std::string>();
    m_progress->setRange(0, 100);
    m_progress->setValue(0);
    m_progress->setVisible(true);
    m_cancel->setVisible(true);
    statusBar()->showMessage(tr("Building the demo event\u2026"));
    QPointer<MainWindow> self(this);
    m_demoThread = QThread::create([path, cancel, error, self] {
        DemoOptions options;
        options.cancel = cancel.get();
        options.progress = [self](const std::string& step, int percent) {
            QMetaObject::invokeMethod(
                qApp,
                [self, step, percent] {
                    if (self && self->m_demoThread) {
                        self->m_progress->setValue(percent);
                        self->statusBar()->showMessage(QString::fromStdString(step) + "\u2026");
                    }
                },
                Qt::QueuedConnection);
        };
        try {
            // The store is made and closed on this thread; the window opens the file after.
            buildDemoEvent(path.toStdString(), options);
        } catch (const std::exception& e) {
            *error = e.what();
        }
    });
    connect(m_demoThread, &QThread::finished, this, [this, path, error] {
        m_demoThread->deleteLater();
        m_demoThread = nullptr;
        m_progress->setVisible(false);
        m_cancel->setVisible(false);
        if (!error->empty()) {
            if (*error == "cancelled")
                statusBar()->showMessage(tr("The demo event was not built (cancelled)."), 5000);
            else
                refuse(tr("Demo event"), QString::fromStdString(*error));
            return;
        }
        if (openFile(path))
            statusBar()->showMessage(tr("The demo event is open: a 5-table Howell late in the "
                                        "evening. Type results below the traveller."),
                                     8000);
    });
    m_demoThread->start();
}

} // namespace overplay::app
