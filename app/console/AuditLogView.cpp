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
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QTableView>
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

    m_model = new AuditLogModel(this);
    m_filter = new AuditLogFilter(this);
    m_filter->setSourceModel(m_model);
    m_table = new QTableView;
    m_table->setModel(m_filter);
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
    for (int row = 0; row < m_filter->rowCount(); ++row)
        shown << m_filter->index(row, ColWhat).data().toString();
    return shown;
}

void AuditLogView::applyFilter() {
    m_filter->setShown(m_board->value(),
                       m_pair->currentIndex() > 0 ? m_pair->currentText() : QString());
}

void AuditLogView::refresh() {
    m_stale = false;
    m_model->setLog(m_document.store().auditLog(), m_document.store().movement());
    fillPairs();
    applyFilter();
}

// --- The model ------------------------------------------------------------------------------

void AuditLogModel::setLog(const std::vector<db::AuditEntry>& log,
                           const movements::Movement& movement) {
    beginResetModel();
    m_rows.clear();
    m_rows.reserve(log.size());
    for (auto it = log.rbegin(); it != log.rend(); ++it) {
        const QJsonObject before = object(it->oldValue);
        const QJsonObject after = object(it->newValue);
        const QJsonObject& line = after.contains(QStringLiteral("board")) ? after : before;
        Row row;
        row.cells = {QString::number(it->id), localTime(it->time), QString::fromStdString(it->who),
                     sentence(movement, *it, before, after),
                     it->newValue.empty() ? compactJson(movement, it->oldValue)
                                          : compactJson(movement, it->newValue)};
        row.utc = QString::fromStdString(it->time);
        row.oldValue = QString::fromStdString(it->oldValue);
        row.newValue = QString::fromStdString(it->newValue);
        row.board = line.value(QStringLiteral("board")).toInt();
        if (line.contains(QStringLiteral("ns"))) {
            row.ns = label(movement, line, QStringLiteral("ns"));
            row.ew = label(movement, line, QStringLiteral("ew"));
        }
        m_rows.push_back(std::move(row));
    }
    endResetModel();
}

QVariant AuditLogModel::cellData(const Row& row, int column, int role) const {
    switch (role) {
    case Qt::DisplayRole:
        return row.cells[static_cast<std::size_t>(column)];
    case Qt::ToolTipRole:
        return column == ColWhen      ? row.utc + tr(" (UTC)")
               : column == ColDetails ? tr("Before: %1\nAfter: %2").arg(row.oldValue, row.newValue)
                                      : row.cells[static_cast<std::size_t>(column)];
    case BoardRole:
        return row.board;
    case NsRole:
        return row.ns;
    case EwRole:
        return row.ew;
    default:
        return {};
    }
}

QVariant AuditLogModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    static const char* const names[] = {"#", "When", "Who", "What", "Stored"};
    return section >= 0 && section < ColumnCount ? tr(names[section]) : QVariant();
}

void AuditLogFilter::setShown(int board, const QString& pair) {
    if (board == m_board && pair == m_pair)
        return;
    m_board = board;
    m_pair = pair;
    invalidateFilter();
}

bool AuditLogFilter::filterAcceptsRow(int row, const QModelIndex& parent) const {
    const QModelIndex what = sourceModel()->index(row, AuditLogModel::ColWhat, parent);
    const bool boardOk = m_board == 0 || what.data(AuditLogModel::BoardRole).toInt() == m_board;
    const bool pairOk = m_pair.isEmpty() || what.data(AuditLogModel::NsRole).toString() == m_pair ||
                        what.data(AuditLogModel::EwRole).toString() == m_pair;
    return boardOk && pairOk;
}

} // namespace overplay::app
