#include "app/console/AuditLogView.h"

#include "app/console/EventDocument.h"
#include "movements/Labels.h"

#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QTableWidget>
#include <QVBoxLayout>

namespace overplay::app {

namespace {

/// The stored JSON with its pairs named by their labels ("ns": 8 is shown as ns: 1EW), so
/// rows written before the log named labels read as the guide cards print them too.
QString withLabels(const movements::Movement& movement, const std::string& json) {
    QJsonDocument document = QJsonDocument::fromJson(QByteArray::fromStdString(json));
    if (!document.isObject())
        return QString::fromStdString(json);
    QJsonObject object = document.object();
    for (const QString& key : {QStringLiteral("ns"), QStringLiteral("ew")})
        if (object.value(key).isDouble())
            object[key] =
                QString::fromStdString(movements::entryLabel(movement, object.value(key).toInt()));
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

/// The stored JSON, made shorter for a table cell: no quotes around keys, no braces.
QString compactJson(const movements::Movement& movement, const std::string& json) {
    QString text = withLabels(movement, json);
    text.remove('"');
    if (text.startsWith('{') && text.endsWith('}'))
        text = text.mid(1, text.size() - 2);
    text.replace(QStringLiteral(","), QStringLiteral(", "));
    text.replace(QStringLiteral(":"), QStringLiteral(": "));
    return text;
}

} // namespace

AuditLogView::AuditLogView(EventDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    auto* intro = new QLabel(tr("Every change to the event, newest first. Corrections keep "
                                "the value they replaced."));
    m_table = new QTableWidget(0, 6);
    m_table->setHorizontalHeaderLabels(
        {tr("#"), tr("When (UTC)"), tr("Who"), tr("What"), tr("Old"), tr("New")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    auto* header = m_table->horizontalHeader();
    for (int c = 0; c < 4; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(4, QHeaderView::Interactive);
    header->setSectionResizeMode(5, QHeaderView::Stretch);
    m_table->setColumnWidth(4, 320);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    // Reading the whole log after each line would cost time on a long evening; it is read
    // again only when shown.
    connect(&m_document, &EventDocument::changed, this, [this] {
        m_stale = true;
        if (isVisible())
            refresh();
    });
}

void AuditLogView::showEvent(QShowEvent* event) {
    if (m_stale)
        refresh();
    QWidget::showEvent(event);
}

void AuditLogView::refresh() {
    m_stale = false;
    const auto log = m_document.store().auditLog();
    const auto& movement = m_document.store().movement();
    m_table->setRowCount(static_cast<int>(log.size()));
    int row = 0;
    for (auto it = log.rbegin(); it != log.rend(); ++it, ++row) {
        QString when = QString::fromStdString(it->time);
        when.replace('T', ' ');
        if (when.endsWith('Z'))
            when.chop(1);
        const QStringList cells{QString::number(it->id),
                                when,
                                QString::fromStdString(it->who),
                                QString::fromStdString(it->command),
                                compactJson(movement, it->oldValue),
                                compactJson(movement, it->newValue)};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(c >= 4 ? QString::fromStdString(c == 4 ? it->oldValue : it->newValue)
                                    : cells[c]);
            m_table->setItem(row, c, item);
        }
    }
}

} // namespace overplay::app
