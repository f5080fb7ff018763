// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/AuditLogView.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "core/Contract.h"
#include "core/ResultText.h"
#include "db/AuditValue.h"
#include "db/EventStore.h"
#include "movements/Labels.h"

#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace overplay::app {

namespace {

constexpr int boardRole = Qt::UserRole;
constexpr int nsRole = Qt::UserRole + 1;
constexpr int ewRole = Qt::UserRole + 2;

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

QJsonObject object(const std::string& json) {
    return QJsonDocument::fromJson(QByteArray::fromStdString(json)).object();
}

/// A traveller line's result as every front end words it ("4♠ by N -1", "PASS", "A+/A-",
/// "8 tricks to North-South", "score +140"), with its lead; the phone's lines say so.
QString resultText(const std::string& value) {
    const std::optional<db::StoredLine> stored = db::auditedLine(value);
    if (!stored)
        return AuditLogView::tr("no result");
    const core::TravellerLine& line = stored->line;
    QString text = qs(core::resultWords(line, core::StrainSpelling::Symbols));
    if (line.lead)
        text += AuditLogView::tr(", lead %1").arg(qs(core::cardText(*line.lead)));
    if (stored->source == db::LineSource::Table)
        text += AuditLogView::tr(" (table %1's phone%2)")
                    .arg(stored->sourceTable)
                    .arg(stored->confirmed ? AuditLogView::tr(", confirmed") : QString());
    return text;
}

/// A pair as its card prints it; a label stored as text already (newer rows) is kept.
QString label(const movements::Movement& movement, const QJsonObject& line, const QString& key) {
    const QJsonValue value = line.value(key);
    return value.isDouble() ? QString::fromStdString(movements::entryLabel(movement, value.toInt()))
                            : value.toString();
}

/// "Enter result: board 7, 3NS v 1EW: 4♠ N =" — what a change did, in a sentence; a change that
/// is not about one traveller line says what it was and its new value.
QString sentence(const movements::Movement& movement, const db::AuditEntry& entry,
                 const QJsonObject& before, const QJsonObject& after) {
    QString what = QString::fromStdString(entry.command);
    if (!what.isEmpty())
        what[0] = what[0].toUpper();
    const QJsonObject& line = after.contains(QStringLiteral("board")) ? after : before;
    if (!line.contains(QStringLiteral("board")) || !line.contains(QStringLiteral("ns")))
        return entry.newValue.empty()
                   ? what
                   : what + QStringLiteral(": ") + compactJson(movement, entry.newValue);
    QString text = AuditLogView::tr("%1: board %2, %3 v %4: ")
                       .arg(what)
                       .arg(line.value(QStringLiteral("board")).toInt())
                       .arg(label(movement, line, QStringLiteral("ns")),
                            label(movement, line, QStringLiteral("ew")));
    const bool has = after.contains(QStringLiteral("board"));
    const bool had = before.contains(QStringLiteral("board"));
    if (has && had)
        text += AuditLogView::tr("%1, was %2")
                    .arg(resultText(entry.newValue), resultText(entry.oldValue));
    else if (has)
        text += resultText(entry.newValue);
    else
        text += AuditLogView::tr("removed (was %1)").arg(resultText(entry.oldValue));
    return text;
}

/// The store's UTC time as the clock on the club's wall shows it.
QString localTime(const std::string& utc) {
    QDateTime when = QDateTime::fromString(QString::fromStdString(utc), Qt::ISODateWithMs);
    if (!when.isValid())
        return QString::fromStdString(utc);
    return QLocale().toString(when.toLocalTime(), QStringLiteral("ddd d MMM HH:mm:ss"));
}

QSpinBox* anyBox(const QString& prefix) {
    auto* box = new QSpinBox;
    box->setRange(0, 999);
    box->setSpecialValueText(prefix + AuditLogView::tr("any"));
    box->setPrefix(prefix);
    box->setMinimumWidth(110);
    return box;
}

} // namespace

AuditLogView::AuditLogView(EventDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    auto* intro = new QLabel(tr("Every change to the event, newest first. Corrections keep "
                                "the value they replaced."));
    m_board = anyBox(tr("Board "));
    m_pair = new QComboBox;
    m_pair->setMinimumWidth(110);
    m_board->setToolTip(tr("Only the changes to this board"));
    m_pair->setToolTip(tr("Only the changes to this pair's results"));
    auto* top = new QHBoxLayout;
    top->addWidget(intro, 1);
    top->addWidget(new QLabel(tr("Show:")));
    top->addWidget(m_board);
    top->addWidget(m_pair);

    m_table = new QTableWidget(0, ColumnCount);
    m_table->setHorizontalHeaderLabels({tr("#"), tr("When"), tr("Who"), tr("What"), tr("Stored")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    auto* header = m_table->horizontalHeader();
    for (int c : {ColId, ColWhen, ColWho})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(ColWhat, QHeaderView::Interactive);
    header->setSectionResizeMode(ColDetails, QHeaderView::Stretch);
    m_table->setColumnWidth(ColWhat, 460);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    connect(m_board, &QSpinBox::valueChanged, this, [this] { applyFilter(); });
    connect(m_pair, &QComboBox::currentIndexChanged, this, [this] { applyFilter(); });
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

void AuditLogView::filterBoard(int board) {
    m_board->setValue(board);
}

void AuditLogView::filterPair(int pair) {
    fillPairs();
    m_pair->setCurrentIndex(pair == 0
                                ? 0
                                : m_pair->findText(QString::fromStdString(
                                      movements::entryLabel(m_document.store().movement(), pair))));
}

void AuditLogView::fillPairs() {
    // Pairs by their labels, as the rows name them; the choice kept across a refill.
    const auto& movement = m_document.store().movement();
    QStringList labels{tr("Any pair")};
    for (int e = 1; e <= movement.pairs; ++e)
        labels << QString::fromStdString(movements::entryLabel(movement, e));
    QStringList now;
    for (int i = 0; i < m_pair->count(); ++i)
        now << m_pair->itemText(i);
    if (now == labels)
        return;
    const QString chosen = m_pair->currentText();
    const QSignalBlocker block(m_pair);
    m_pair->clear();
    m_pair->addItems(labels);
    m_pair->setCurrentIndex(std::max(0, m_pair->findText(chosen)));
}

QStringList AuditLogView::shownSentences() const {
    QStringList shown;
    for (int row = 0; row < m_table->rowCount(); ++row)
        if (!m_table->isRowHidden(row))
            shown << m_table->item(row, ColWhat)->text();
    return shown;
}

void AuditLogView::applyFilter() {
    const int board = m_board->value();
    const QString pair = m_pair->currentIndex() > 0 ? m_pair->currentText() : QString();
    for (int row = 0; row < m_table->rowCount(); ++row) {
        const QTableWidgetItem* what = m_table->item(row, ColWhat);
        const bool boardOk = board == 0 || what->data(boardRole).toInt() == board;
        const bool pairOk = pair.isEmpty() || what->data(nsRole).toString() == pair ||
                            what->data(ewRole).toString() == pair;
        m_table->setRowHidden(row, !(boardOk && pairOk));
    }
}

void AuditLogView::refresh() {
    m_stale = false;
    const auto log = m_document.store().auditLog();
    const auto& movement = m_document.store().movement();
    m_table->setRowCount(static_cast<int>(log.size()));
    int row = 0;
    for (auto it = log.rbegin(); it != log.rend(); ++it, ++row) {
        const QJsonObject before = object(it->oldValue);
        const QJsonObject after = object(it->newValue);
        const QJsonObject& line = after.contains(QStringLiteral("board")) ? after : before;
        const QString stored = it->newValue.empty() ? compactJson(movement, it->oldValue)
                                                    : compactJson(movement, it->newValue);
        const QStringList cells{QString::number(it->id), localTime(it->time),
                                QString::fromStdString(it->who),
                                sentence(movement, *it, before, after), stored};
        for (int c = 0; c < cells.size(); ++c) {
            auto* item = new QTableWidgetItem(cells[c]);
            item->setToolTip(c == ColWhen      ? QString::fromStdString(it->time) + tr(" (UTC)")
                             : c == ColDetails ? tr("Before: %1\nAfter: %2")
                                                     .arg(QString::fromStdString(it->oldValue),
                                                          QString::fromStdString(it->newValue))
                                               : cells[c]);
            m_table->setItem(row, c, item);
        }
        QTableWidgetItem* what = m_table->item(row, ColWhat);
        what->setData(boardRole, line.value(QStringLiteral("board")).toInt());
        if (line.contains(QStringLiteral("ns"))) {
            what->setData(nsRole, label(movement, line, QStringLiteral("ns")));
            what->setData(ewRole, label(movement, line, QStringLiteral("ew")));
        }
    }
    fillPairs();
    applyFilter();
}

} // namespace overplay::app
