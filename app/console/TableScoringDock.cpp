// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/TableScoringDock.h"
#include "app/console/ConsoleText.h"

#include "app/tablescoring/TableScoringServer.h"

#include <QBrush>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTimer>
#include <QVBoxLayout>

namespace overplay::app {

namespace {

QTableWidgetItem* cell(const QString& text) {
    auto* item = new QTableWidgetItem(text);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return item;
}

} // namespace

TableScoringDock::TableScoringDock(TableScoringServer& server, std::function<bool()> mayStop,
                                   QWidget* parent)
    : QDockWidget(tr("Table scoring"), parent), m_server(server), m_mayStop(std::move(mayStop)) {
    setObjectName(QStringLiteral("tableScoringDock"));
    m_director = new QLabel;
    m_director->setWordWrap(true);
    m_director->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_table = new QTableWidget(0, ColumnCount);
    m_table->setHorizontalHeaderLabels(
        {tr("Table"), tr("Round"), tr("Entered"), tr("Confirmed"), tr("Last line"), tr("Address")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setFocusPolicy(Qt::NoFocus); // the keyboard stays in the entry box
    m_stop = new QPushButton(tr("&Stop table scoring"));
    m_stop->setFocusPolicy(Qt::TabFocus);

    auto* body = new QWidget;
    auto* layout = new QVBoxLayout(body);
    layout->addWidget(m_director);
    layout->addWidget(m_table, 1);
    auto* buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_stop);
    layout->addLayout(buttons);
    setWidget(body);

    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (m_server.isRunning() && (!m_mayStop || m_mayStop())) {
            m_server.stop();
            refresh();
        }
    });
    connect(&m_server, &TableScoringServer::lineEntered, this,
            [this](int table, int board) { arrived(table, board, false); });
    connect(&m_server, &TableScoringServer::lineConfirmed, this,
            [this](int table, int board) { arrived(table, board, true); });
    connect(&m_server, &TableScoringServer::progressChanged, this, [this] { refresh(); });
    // A flag stays up a minute: long enough to be seen from across the room.
    m_unflag = new QTimer(this);
    m_unflag->setInterval(5000);
    connect(m_unflag, &QTimer::timeout, this, [this] { refresh(); });
    m_unflag->start();
    refresh();
}

void TableScoringDock::arrived(int table, int board, bool confirmed) {
    m_arrivals[table] = {board, confirmed, QDateTime::currentMSecsSinceEpoch()};
    refresh();
}

QList<int> TableScoringDock::flaggedTables() const {
    QList<int> tables;
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    for (auto it = m_arrivals.cbegin(); it != m_arrivals.cend(); ++it)
        if (now - it->at < flagTimeMs())
            tables << it.key();
    return tables;
}

QString TableScoringDock::summary() const {
    if (!m_server.isRunning())
        return tr("Table scoring stopped");
    int finished = 0;
    int toConfirm = 0;
    const QList<TableProgress> progress = m_server.progress();
    for (const TableProgress& p : progress) {
        finished += p.finished ? 1 : 0;
        toConfirm += p.finished ? 0 : p.entered - p.confirmed;
    }
    QString text = tr("Table scoring: %1 of %2 tables finished").arg(finished).arg(progress.size());
    if (toConfirm > 0)
        text += tr(", %1 to confirm").arg(counted(toConfirm, tr("line"), tr("lines")));
    return text;
}

void TableScoringDock::refresh() {
    const bool running = m_server.isRunning();
    m_stop->setEnabled(running);
    if (!running) {
        m_director->setText(tr("<b>Stopped.</b> Phones can no longer enter results; "
                               "Event &gt; Table scoring starts it again at the same addresses."));
        m_table->setRowCount(0);
        emit summaryChanged(summary());
        return;
    }
    m_director->setText(tr("Phones open their table's address (also on the guide cards as a QR "
                           "code). Director's page: <tt>%1</tt>")
                            .arg(m_server.directorUrl().toString().toHtmlEscaped()));
    const QList<TableProgress> progress = m_server.progress();
    const QMap<int, QUrl> urls = m_server.tableUrls();
    const QList<int> flagged = flaggedTables();
    m_table->setRowCount(static_cast<int>(progress.size()));
    for (int row = 0; row < progress.size(); ++row) {
        const TableProgress& p = progress[row];
        m_table->setItem(row, ColTable, cell(QString::number(p.table)));
        m_table->setItem(row, ColRound,
                         cell(p.finished ? tr("finished") : QString::number(p.round)));
        m_table->setItem(
            row, ColEntered,
            cell(p.finished ? QString() : tr("%1 of %2").arg(p.entered).arg(p.boardsInRound)));
        m_table->setItem(row, ColConfirmed,
                         cell(p.finished ? QString() : QString::number(p.confirmed)));
        QString last;
        if (auto it = m_arrivals.constFind(p.table); it != m_arrivals.cend())
            last =
                (it->confirmed ? tr("board %1 confirmed, %2") : tr("board %1 entered, %2"))
                    .arg(it->board)
                    .arg(QDateTime::fromMSecsSinceEpoch(it->at).toString(QStringLiteral("HH:mm")));
        m_table->setItem(row, ColArrived, cell(last));
        m_table->setItem(row, ColAddress, cell(urls.value(p.table).toString()));
        // A line just in: the row stands out until the minute is up.
        const bool flag = flagged.contains(p.table);
        for (int c = 0; c < ColumnCount; ++c) {
            QTableWidgetItem* item = m_table->item(row, c);
            QFont font = item->font();
            font.setBold(flag);
            item->setFont(font);
            if (flag)
                item->setBackground(QBrush(QColor(0xff, 0xf3, 0xcd)));
        }
    }
    emit summaryChanged(summary());
}

} // namespace overplay::app
