// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/TravellerEntry.h"

#include "app/console/ConsoleText.h"
#include "app/console/EventDocument.h"
#include "core/Error.h"
#include "core/Figures.h"
#include "movements/BoardPlacements.h"
#include "movements/Labels.h"

#include <algorithm>

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QRegularExpression>
#include <QScrollBar>
#include <QSpinBox>
#include <QTableView>
#include <QUndoStack>
#include <QVBoxLayout>

#include <map>

namespace overplay::app {

namespace {

/// An entry as its guide card and score card print it ("1EW"), never its internal number.
QString labelOf(const db::EventStore& store, int entry) {
    return QString::fromStdString(store.entryLabel(entry));
}

using Col = TravellerModel::Column;

/// A line's result in the prompt's and the status line's sentences ("has passed out", "Stored
/// board 3, 1NS v 2EW: adjusted A+/A-"), worded as the store's refusals and the command line
/// word it; the traveller grid's cells keep the short form ("PASS", TravellerModel).
QString sentenceResult(const core::TravellerLine& l) {
    return qs(core::resultSummary(l, core::StrainSpelling::Symbols));
}

} // namespace

TravellerEntry::TravellerEntry(EventDocument& document, QWidget* parent)
    : QWidget(parent), m_document(document) {
    m_modeBox = new QComboBox;
    m_modeBox->addItems({tr("Board by board"), tr("Table by table")});
    m_modeBox->setToolTip(tr("Enter travellers a board at a time, or a table's score card at "
                             "a time"));
    m_modeBox->setFocusPolicy(Qt::TabFocus); // a click leaves the keyboard in the entry box
    m_positionBox = new QSpinBox;
    m_positionBox->setMinimum(1);
    m_positionBox->setMinimumWidth(70);
    m_boardInfo = new QLabel;
    m_boardInfo->setTextFormat(Qt::RichText);

    auto* top = new QHBoxLayout;
    top->addWidget(new QLabel(tr("Enter")));
    top->addWidget(m_modeBox);
    top->addSpacing(12);
    top->addWidget(m_positionBox);
    top->addSpacing(12);
    top->addWidget(m_boardInfo, 1);

    m_model = new TravellerModel(m_document, this);
    m_table = new QTableView;
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setFocusPolicy(Qt::NoFocus);
    // Fixed widths: sizing to contents after every line lays out every cell's text again.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setDefaultSectionSize(54);
    for (int c : {Col::ColBoard, Col::ColRound, Col::ColTable, Col::ColNs, Col::ColEw, Col::ColBy})
        m_table->setColumnWidth(c, 42);
    m_table->setColumnWidth(Col::ColContract, 72);
    m_table->setColumnWidth(Col::ColResult, 64);
    m_table->setAlternatingRowColors(true);

    m_prompt = new QLabel;
    m_prompt->setTextFormat(Qt::RichText);
    m_line = new QLineEdit;
    m_line->setPlaceholderText(
        tr("4S N =   3NT S 10   4HX E -2 SK   PASS   A+/A-   (B7: board 7)"));
    QFont mono = m_line->font();
    mono.setPointSizeF(mono.pointSizeF() * 1.25);
    m_line->setFont(mono);
    m_line->installEventFilter(this);
    m_positionBox->installEventFilter(this);
    m_status = new QLabel;
    m_status->setWordWrap(true);
    m_status->setTextFormat(Qt::PlainText);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_prompt);
    layout->addWidget(m_line);
    layout->addWidget(m_status);

    connect(m_modeBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMode(index == 0 ? Mode::ByBoard : Mode::ByTable); });
    connect(m_positionBox, &QSpinBox::valueChanged, this, [this](int value) {
        if (value == m_position)
            return;
        m_position = value;
        rebuildSlots();
        moveToNextOpenSlot();
    });
    connect(m_line, &QLineEdit::returnPressed, this, [this] { submit(m_line->text()); });
    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex& index) {
        setCurrentIndex(index.row());
        m_line->setFocus();
    });
    connect(&m_document, &EventDocument::changed, this, [this] {
        // A line entered as played came or went (an undo, a phone): its row with it.
        if (m_mode == Mode::ByBoard && slotsStale()) {
            const int current = m_current;
            rebuildSlots();
            m_current = std::clamp(current, 0, std::max(0, slotCount() - 1));
        }
        refreshTable();
        // A line arriving (a phone's, a redo) where the cursor waits moves the cursor on, so
        // the next line typed cannot overwrite it; a line the director chose to correct stays.
        if (const EntrySlot* s = currentSlot(); s && !m_correcting && hasLine(*s))
            moveToNextOpenSlot();
        updatePrompt();
    });

    // Another movement: other rounds, tables and boards; the same board or table stays in view
    // when it still exists.
    connect(&m_document, &EventDocument::movementChanged, this, [this] {
        const Mode mode = m_mode;
        const int position = m_position;
        m_slots.clear();
        setMode(mode);
        const auto& movement = m_document.store().movement();
        if (position <= (mode == Mode::ByBoard ? movement.boards() : movement.tables))
            mode == Mode::ByBoard ? showBoard(position) : showTable(position);
    });

    setMode(Mode::ByBoard);
    setFocusProxy(m_line);
}

void TravellerEntry::keepColumnsInView() {
    // Every column of the traveller in view, down to a 1024-pixel screen: the table asks for
    // its columns' width, and the splitter beside the standings gives the standings the rest.
    int width = 2 * m_table->frameWidth() + m_table->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < Col::ColumnCount; ++c)
        if (!m_table->isColumnHidden(c))
            width += m_table->columnWidth(c);
    m_table->setMinimumWidth(width);
}

void TravellerEntry::setMode(Mode mode) {
    const bool changed = mode != m_mode || m_slots.empty();
    m_mode = mode;
    const QSignalBlocker blockMode(m_modeBox);
    m_modeBox->setCurrentIndex(mode == Mode::ByBoard ? 0 : 1);
    const auto& movement = m_document.store().movement();
    const QSignalBlocker blockPosition(m_positionBox);
    m_positionBox->setPrefix(mode == Mode::ByBoard ? tr("Board ") : tr("Table "));
    m_positionBox->setMaximum(
        std::max(1, mode == Mode::ByBoard ? movement.boards() : movement.tables));
    m_table->setColumnHidden(Col::ColBoard, mode == Mode::ByBoard);
    m_table->setColumnHidden(Col::ColTable, mode == Mode::ByTable);
    keepColumnsInView();
    if (changed) {
        m_position = 1;
        // Start where work is waiting: the first board (table) with an open line.
        const int count = mode == Mode::ByBoard ? movement.boards() : movement.tables;
        for (int p = 1; p <= count; ++p) {
            m_position = p;
            rebuildSlots();
            bool open = false;
            for (const auto& s : m_slots)
                open = open || !hasLine(s);
            if (open)
                break;
        }
        m_positionBox->setValue(m_position);
        rebuildSlots();
        moveToNextOpenSlot();
    }
}

void TravellerEntry::showBoard(int board) {
    setMode(Mode::ByBoard);
    m_positionBox->setValue(board); // rebuilds through valueChanged
    if (m_position != board) {
        m_position = board;
        rebuildSlots();
        moveToNextOpenSlot();
    }
}

void TravellerEntry::showTable(int table) {
    setMode(Mode::ByTable);
    m_positionBox->setValue(table);
    if (m_position != table) {
        m_position = table;
        rebuildSlots();
        moveToNextOpenSlot();
    }
}

int TravellerEntry::slotCount() const {
    return static_cast<int>(m_slots.size());
}

const EntrySlot* TravellerEntry::currentSlot() const {
    return m_current >= 0 && m_current < slotCount() ? &m_slots[static_cast<std::size_t>(m_current)]
                                                     : nullptr;
}

void TravellerEntry::setCurrentIndex(int index) {
    select(index, true);
}

void TravellerEntry::select(int index, bool asked) {
    if (m_slots.empty())
        return;
    m_current = std::clamp(index, 0, slotCount() - 1);
    // A filled line is corrected only when the director went to it.
    const EntrySlot& s = m_slots[static_cast<std::size_t>(m_current)];
    m_correcting = asked && hasLine(s);
    m_pendingReplace.clear();
    m_table->selectRow(m_current);
    m_table->scrollTo(m_model->index(m_current, Col::ColRound));
    updatePrompt();
}

bool TravellerEntry::hasLine(const EntrySlot& slot) const {
    const core::BoardResult* result = m_document.boardResult(slot.board);
    if (!result)
        return false;
    for (const auto& l : result->lines)
        if (l.line.ns == slot.ns && l.line.ew == slot.ew)
            return true;
    return false;
}

bool TravellerEntry::slotsStale() const {
    const auto& movement = m_document.store().movement();
    const movements::BoardPlacements placements(movement);
    const auto lines = m_document.store().linesOfBoard(m_position);
    const auto listed = [&](int ns, int ew) {
        return std::any_of(m_slots.begin(), m_slots.end(), [&](const EntrySlot& s) {
            return s.board == m_position && s.ns == ns && s.ew == ew;
        });
    };
    for (const auto& l : lines)
        if (!listed(l.line.ns, l.line.ew))
            return true;
    for (const auto& s : m_slots)
        if (!placements.find(s.board, s.ns, s.ew) &&
            std::none_of(lines.begin(), lines.end(), [&](const db::StoredLine& l) {
                return l.line.ns == s.ns && l.line.ew == s.ew;
            }))
            return true;
    return false;
}

void TravellerEntry::rebuildSlots() {
    m_slots.clear();
    const auto& movement = m_document.store().movement();
    // An individual's line is stored under the players who held North and East.
    const bool individual = movement.isIndividual();
    for (const auto& round : movement.rounds)
        for (const auto& t : round.tables) {
            const int ns = individual ? t.players[0] : t.ns;
            const int ew = individual ? t.players[1] : t.ew;
            if (t.set == 0 || ns == 0 || ew == 0)
                continue;
            if (m_mode == Mode::ByBoard) {
                if (t.set == movement.setOfBoard(m_position))
                    m_slots.push_back({m_position, round.number, t.table, ns, ew});
            } else if (t.table == m_position) {
                for (int b : movements::boardsAt(movement, t))
                    m_slots.push_back({b, round.number, t.table, ns, ew});
            }
        }
    // Lines entered as played where the movement does not place them: the seats the wrong
    // way round take their table's row; others get a row of their own.
    const movements::BoardPlacements placements(movement);
    const std::vector<db::StoredLine> offMovement = [&] {
        std::vector<db::StoredLine> out;
        const auto all = m_mode == Mode::ByBoard ? m_document.store().linesOfBoard(m_position)
                                                 : m_document.store().lines();
        for (const auto& s : all)
            if ((m_mode == Mode::ByBoard || s.line.table == m_position) &&
                !placements.find(s.line.board, s.line.ns, s.line.ew))
                out.push_back(s);
        return out;
    }();
    for (const auto& s : offMovement) {
        const auto swapped = std::find_if(m_slots.begin(), m_slots.end(), [&](const EntrySlot& e) {
            return e.board == s.line.board && e.ns == s.line.ew && e.ew == s.line.ns;
        });
        if (swapped != m_slots.end()) {
            swapped->ns = s.line.ns;
            swapped->ew = s.line.ew;
        } else {
            m_slots.push_back({s.line.board, s.line.round, s.line.table, s.line.ns, s.line.ew});
        }
    }
    m_current = 0;
    m_correcting = false;
    m_pendingReplace.clear();
    m_model->setSlots(m_slots);
    showTableState();
}

void TravellerEntry::refreshTable() {
    m_model->refresh();
    showTableState();
}

void TravellerEntry::showTableState() {
    const auto& movement = m_document.store().movement();
    const int entered = m_model->enteredCount();
    if (m_current < slotCount())
        m_table->selectRow(m_current);

    if (m_mode == Mode::ByBoard) {
        QString info;
        if (auto board = m_document.store().board(m_position))
            info = tr("Dealer %1 · Vul %2")
                       .arg(QChar(core::seatLetter(board->dealer)))
                       .arg(vulnerabilityName(board->vulnerability));
        if (const core::BoardResult* br = m_document.boardResult(m_position); br && br->top > 0)
            info += tr(" · top %1").arg(pointsText(br->top));
        info += tr(" · %1 of %2 lines").arg(entered).arg(slotCount());
        m_boardInfo->setText(info);
    } else {
        m_boardInfo->setText(
            tr("%1 · %2 of %3 lines")
                .arg(QString::fromStdString(core::countText(movement.realRounds(), "round")))
                .arg(entered)
                .arg(slotCount()));
    }
}

void TravellerEntry::updatePrompt() {
    const EntrySlot* s = currentSlot();
    if (!s) {
        m_prompt->setText(tr("Nothing is played here."));
        return;
    }
    // The pairs as their guide cards print them ("1NS v 1EW"), never the program's numbers.
    QString text = tr("<b>Board %1</b> &nbsp;round %2, table %3 &nbsp; <b>%4</b> v <b>%5</b>")
                       .arg(s->board)
                       .arg(s->round)
                       .arg(s->table)
                       .arg(labelOf(m_document.store(), s->ns).toHtmlEscaped(),
                            labelOf(m_document.store(), s->ew).toHtmlEscaped());
    if (auto stored = m_document.store().line(s->board, s->ns, s->ew)) {
        const QString was = sentenceResult(stored->line).toHtmlEscaped();
        text += m_correcting
                    ? tr(" &nbsp;<b style='color:#a05000'>correcting %1: Enter replaces it</b>")
                          .arg(was)
                    : tr(" &nbsp;<i>(has %1; Up/Down picks a line to correct)</i>").arg(was);
    }
    m_prompt->setText(text);
}

void TravellerEntry::moveToNextOpenSlot() {
    for (int i = 0; i < slotCount(); ++i) {
        const int index = (m_current + i) % slotCount();
        if (!hasLine(m_slots[static_cast<std::size_t>(index)])) {
            select(index, false);
            return;
        }
    }
    select(m_current, false);
}

void TravellerEntry::step(int delta) {
    const auto& movement = m_document.store().movement();
    const int count = m_mode == Mode::ByBoard ? movement.boards() : movement.tables;
    const int next = m_position + delta;
    if (next < 1 || next > count)
        return;
    m_positionBox->setValue(next);
}

void TravellerEntry::setStatus(const QString& message, bool refusal) {
    // The store and the rules write their reasons in lower case, to be quoted in a sentence;
    // alone on the status line they start with a capital.
    QString text = message;
    if (!text.isEmpty())
        text[0] = text[0].toUpper();
    m_refused = refusal;
    m_status->setText(text);
    m_status->setStyleSheet(refusal ? QStringLiteral("color: #b00000; font-weight: bold")
                                    : QStringLiteral("color: #206020"));
    m_line->setStyleSheet(refusal ? QStringLiteral("QLineEdit { background: #ffd8d8; border: 1px "
                                                   "solid #c00000 }")
                                  : QString());
    if (refusal)
        emit refused(text);
    else
        emit stored(text);
}

QString TravellerEntry::statusText() const {
    return m_status->text();
}

bool TravellerEntry::submit(const QString& text) {
    const QString trimmed = text.trimmed();
    static const QRegularExpression jump(QStringLiteral("^([BbTt])\\s*(\\d+)$"));
    if (const auto m = jump.match(trimmed); m.hasMatch()) {
        const int number = m.captured(2).toInt();
        const bool board = m.captured(1).toUpper() == QLatin1String("B");
        const auto& movement = m_document.store().movement();
        if (number < 1 || number > (board ? movement.boards() : movement.tables)) {
            setStatus(board ? tr("There is no board %1 in this event.").arg(number)
                            : tr("There is no table %1 in this event.").arg(number),
                      true);
            return false;
        }
        board ? showBoard(number) : showTable(number);
        m_line->clear();
        setStatus(board ? tr("Board %1.").arg(number) : tr("Table %1.").arg(number), false);
        return true;
    }

    const EntrySlot* slot = currentSlot();
    try {
        const core::ResultLine entry = core::readResultLine(trimmed.toStdString());
        if (!slot && entry.ns.empty())
            throw core::InputError("Nothing is played here: pick a board or table first.");
        core::TravellerLine line;
        line.board = slot ? slot->board : m_position;
        // Typed pairs are the printed numbers, read by their place: "3-1" is 3NS v 1EW.
        const auto& movement = m_document.store().movement();
        // A pair that held the other direction's cards is typed by its full label ("3EW").
        const auto read = [&](const std::string& typed, movements::Field field) {
            try {
                return movements::readEntry(movement, typed, field);
            } catch (const core::InputError&) {
                return movements::readEntry(movement, typed, movements::Field::Any);
            }
        };
        line.ns = !entry.ns.empty() ? read(entry.ns, movements::Field::NorthSouth)
                                    : (slot ? slot->ns : 0);
        line.ew =
            !entry.ew.empty() ? read(entry.ew, movements::Field::EastWest) : (slot ? slot->ew : 0);
        line.lead = entry.lead;
        const bool whist = m_document.isWhist();
        if (entry.adjusted) {
            line.adjusted = entry.adjusted;
        } else if (entry.notPlayed) {
            line.notPlayed = true;
        } else if (entry.weighted) {
            if (whist)
                throw core::InputError("A weighted score weighs bridge contracts; a whist "
                                       "event takes an adjusted score (A+/A-) instead.");
            line.weighted = entry.weighted;
        } else if (entry.score) {
            line.scoreOnlyNs = entry.score;
        } else if (entry.tricks) {
            if (whist) {
                line.whistTricksNs = entry.tricks;
            } else {
                // The contract and declarer of the nearest line above that has one.
                std::optional<core::Play> above;
                for (int i = m_current - 1; i >= 0 && !above; --i) {
                    const EntrySlot& s = m_slots[static_cast<std::size_t>(i)];
                    if (s.board != line.board)
                        continue;
                    if (auto l = m_document.store().line(s.board, s.ns, s.ew);
                        l && l->line.play && !l->line.play->contract.isPassedOut())
                        above = l->line.play;
                }
                if (!above)
                    throw core::InputError("A bare number takes the contract and declarer of the "
                                           "line above, and there is none: type the whole line, "
                                           "such as \"4S N " +
                                           std::to_string(*entry.tricks) + "\".");
                line.play =
                    core::makePlayWithTricks(above->contract, above->declarer, *entry.tricks);
            }
        } else if (entry.play) {
            if (whist)
                throw core::InputError("This is a whist event: type the tricks North-South took "
                                       "(0 to 13), or an adjusted score.");
            line.play = entry.play;
        }

        const auto there = m_document.store().line(line.board, line.ns, line.ew);
        const bool correcting = there.has_value();
        if (correcting) {
            // A filled line is replaced only when the director asked: by going to it (Up,
            // Down, a click), or by pressing Enter a second time on the same line after
            // being told what it would replace.
            const bool onCursor =
                slot && slot->board == line.board && slot->ns == line.ns && slot->ew == line.ew;
            const QString key = QStringLiteral("%1 %2 %3 %4")
                                    .arg(line.board)
                                    .arg(line.ns)
                                    .arg(line.ew)
                                    .arg(trimmed);
            if (!(onCursor && m_correcting) && m_pendingReplace != key) {
                m_pendingReplace = key;
                setStatus(tr("Board %1, %2 v %3 already has %4. Press Enter again to replace "
                             "it, Escape to keep it.")
                              .arg(line.board)
                              .arg(labelOf(m_document.store(), line.ns),
                                   labelOf(m_document.store(), line.ew),
                                   sentenceResult(there->line)),
                          true);
                return false;
            }
        }
        m_pendingReplace.clear();
        // Pairs the movement does not place on this board (the seats the wrong way round, the
        // board at the wrong table): said first; Enter again is the director's ruling that the
        // line stands as played.
        bool asPlayed = false;
        if (!correcting) {
            try {
                m_document.store().checkLine(line);
            } catch (const movements::PlacementError& e) {
                const QString key = QStringLiteral("%1 %2 %3 %4")
                                        .arg(line.board)
                                        .arg(line.ns)
                                        .arg(line.ew)
                                        .arg(trimmed);
                if (m_pendingAsPlayed != key) {
                    m_pendingAsPlayed = key;
                    setStatus(QString::fromUtf8(e.what()) +
                                  tr(". Press Enter again to enter it as played (scored with "
                                     "the board's field), Escape to type it again."),
                              true);
                    return false;
                }
                asPlayed = true;
            }
        }
        m_pendingAsPlayed.clear();
        const db::StoredLine stored = correcting ? m_document.correctLine(line)
                                      : asPlayed ? m_document.enterLineAsPlayed(line)
                                                 : m_document.enterLine(line);
        if (asPlayed)
            rebuildSlots(); // the line gets a row of its own on the traveller

        QString score;
        if (stored.nsScore)
            score = *stored.nsScore >= 0 ? tr("NS +%1").arg(*stored.nsScore)
                                         : tr("EW +%1").arg(-*stored.nsScore);
        const QString message = tr("%1 board %2, %3 v %4: %5 %6")
                                    .arg(correcting ? tr("Corrected") : tr("Stored"))
                                    .arg(stored.line.board)
                                    .arg(labelOf(m_document.store(), stored.line.ns),
                                         labelOf(m_document.store(), stored.line.ew),
                                         sentenceResult(stored.line), score)
                                    .trimmed();
        m_line->clear();
        // Move on: the next pairs of this traveller without a line; when the board (table)
        // is complete, the next one that still has open lines.
        int index = -1;
        for (int i = 0; i < slotCount(); ++i)
            if (m_slots[static_cast<std::size_t>(i)].ns == stored.line.ns &&
                m_slots[static_cast<std::size_t>(i)].ew == stored.line.ew &&
                m_slots[static_cast<std::size_t>(i)].board == stored.line.board)
                index = i;
        if (index >= 0)
            m_current = index;
        // After any line, a correction too, the cursor goes to the next empty line.
        m_correcting = false;
        bool open = false;
        for (const auto& s : m_slots)
            open = open || !hasLine(s);
        if (open) {
            moveToNextOpenSlot();
            setStatus(message, false);
        } else {
            const int finished = m_position;
            const auto& movement = m_document.store().movement();
            const int count = m_mode == Mode::ByBoard ? movement.boards() : movement.tables;
            // The next board (table) with a line still to enter, after this one and round to
            // the first: never a filled line of a complete one, where a reflexive Enter would
            // offer to replace a good result.
            bool found = false;
            for (int k = 1; k < count && !found; ++k) {
                m_positionBox->setValue((finished - 1 + k) % count + 1);
                found = std::any_of(m_slots.begin(), m_slots.end(),
                                    [this](const EntrySlot& s) { return !hasLine(s); });
            }
            if (found) {
                m_current = 0;
                moveToNextOpenSlot();
            } else {
                // Every line is in: stay on the line just entered.
                m_positionBox->setValue(finished);
                for (int i = 0; i < slotCount(); ++i)
                    if (m_slots[static_cast<std::size_t>(i)].ns == stored.line.ns &&
                        m_slots[static_cast<std::size_t>(i)].ew == stored.line.ew &&
                        m_slots[static_cast<std::size_t>(i)].board == stored.line.board)
                        m_current = i;
                select(m_current, false);
            }
            setStatus(message + (m_mode == Mode::ByBoard ? tr(" — board %1 complete.")
                                                         : tr(" — table %1 complete."))
                                    .arg(finished),
                      false);
        }
        return true;
    } catch (const std::exception& e) {
        setStatus(QString::fromUtf8(e.what()), true);
        return false;
    }
}

bool TravellerEntry::isUndoKey(const QKeyEvent* key) {
    return key->matches(QKeySequence::Undo);
}

bool TravellerEntry::isRedoKey(const QKeyEvent* key) {
    return key->matches(QKeySequence::Redo) ||
           key->keyCombination() == QKeyCombination(Qt::CTRL | Qt::SHIFT, Qt::Key_Z) ||
           key->keyCombination() == QKeyCombination(Qt::CTRL, Qt::Key_Y);
}

bool TravellerEntry::eventFilter(QObject* watched, QEvent* event) {
    // Ctrl+Z and Ctrl+Shift+Z undo and redo stored results, never the text being typed: a
    // line edit would otherwise take them for its own text (Escape clears the text).
    if ((watched == m_line || watched == m_positionBox) &&
        (event->type() == QEvent::ShortcutOverride || event->type() == QEvent::KeyPress)) {
        auto* key = static_cast<QKeyEvent*>(event);
        const bool undo = isUndoKey(key);
        const bool redo = !undo && isRedoKey(key);
        if (undo || redo) {
            if (event->type() == QEvent::KeyPress)
                undoOrRedo(undo);
            event->accept();
            return true;
        }
    }
    if (watched == m_line && event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        switch (key->key()) {
        case Qt::Key_Up:
            setCurrentIndex(m_current - 1);
            return true;
        case Qt::Key_Down:
            setCurrentIndex(m_current + 1);
            return true;
        case Qt::Key_PageUp:
            step(-1);
            return true;
        case Qt::Key_PageDown:
            step(+1);
            return true;
        case Qt::Key_Escape:
            m_line->clear();
            m_pendingReplace.clear();
            m_pendingAsPlayed.clear();
            setStatus(QString(), false);
            return true;
        case Qt::Key_Delete:
            if (m_line->text().isEmpty()) {
                if (const EntrySlot* s = currentSlot(); s && hasLine(*s)) {
                    try {
                        m_document.deleteLine(s->board, s->ns, s->ew);
                        setStatus(tr("Deleted board %1, %2 v %3 (Ctrl+Z brings it back).")
                                      .arg(s->board)
                                      .arg(labelOf(m_document.store(), s->ns),
                                           labelOf(m_document.store(), s->ew)),
                                  false);
                    } catch (const std::exception& e) {
                        setStatus(QString::fromUtf8(e.what()), true);
                    }
                }
                return true;
            }
            break;
        default:
            break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void TravellerEntry::undoOrRedo(bool undo) {
    QUndoStack* stack = m_document.undoStack();
    if (undo ? !stack->canUndo() : !stack->canRedo()) {
        setStatus(undo ? tr("Nothing to undo.") : tr("Nothing to redo."), false);
        return;
    }
    const QString what = undo ? stack->undoText() : stack->redoText();
    const int before = stack->count();
    undo ? stack->undo() : stack->redo();
    // A step the store refused is dropped from the stack (the window shows why).
    if (stack->count() == before)
        setStatus((undo ? tr("Undone: %1.") : tr("Redone: %1.")).arg(what), false);
}

} // namespace overplay::app
