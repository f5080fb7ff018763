// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Traveller entry, keyboard first. The director picks board by board or table by table; the
// table lists every time the movement has the board (or the table's boards) played, with
// what is stored; the line editor below takes one line for the highlighted pairs:
//
//   Enter        store the line; the cursor then goes to the next empty line
//   Up / Down    another line of this traveller (on a filled line: correct it)
//   PgUp / PgDn  the previous / next board (or table)
//   Delete       on an empty line: delete the highlighted result (undoable)
//   B7 / T3      go to board 7 / table 3
//   Ctrl+Z       undo the last stored step; Ctrl+Shift+Z redo it
//
// A line that would replace one already stored is a correction only when the director went
// to that line (Up, Down, a click); otherwise the editor says what it would replace and waits
// for a second Enter.
//
// A refused line stays in the editor, marked red, with the reason below it.

#include "app/console/TravellerModel.h"
#include "core/ResultText.h"

#include <QWidget>

#include <vector>

class QComboBox;
class QKeyEvent;
class QLabel;
class QLineEdit;
class QSpinBox;
class QTableView;

namespace overplay::app {

class EventDocument;

class TravellerEntry : public QWidget {
    Q_OBJECT
public:
    enum class Mode { ByBoard, ByTable };

    explicit TravellerEntry(EventDocument& document, QWidget* parent = nullptr);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    /// Board mode: the board shown; table mode: the table shown.
    int position() const { return m_position; }
    /// Shows a board (switching to board mode).
    void showBoard(int board);
    /// Shows a table's boards (switching to table mode).
    void showTable(int table);
    /// The slots listed, in order.
    const std::vector<EntrySlot>& entrySlots() const { return m_slots; }
    int currentIndex() const { return m_current; }
    /// The director goes to a line (on a filled line: to correct it).
    void setCurrentIndex(int index);
    /// The director went to the current line, which has a result, to correct it.
    bool isCorrecting() const { return m_correcting; }
    /// The slot the next line goes to, if any.
    const EntrySlot* currentSlot() const;

    /// What Enter does with the text: stores it (true) or refuses it with a reason (false).
    bool submit(const QString& text);

    QLineEdit* lineEdit() const { return m_line; }
    /// The line above the entry box: the board, round, table and pairs of the next slip.
    QLabel* prompt() const { return m_prompt; }
    /// The traveller's rows as the table shows them.
    QTableView* table() const { return m_table; }
    TravellerModel* model() const { return m_model; }
    /// The last message: what was stored, or why the line was refused.
    QString statusText() const;
    bool lastRefused() const { return m_refused; }

    /// Ctrl+Z, and Ctrl+Shift+Z or Ctrl+Y, as the console reads them wherever the focus is.
    static bool isUndoKey(const QKeyEvent* key);
    static bool isRedoKey(const QKeyEvent* key);
    /// Undoes or redoes the last stored change, saying what in the status line.
    void undoOrRedo(bool undo);

signals:
    /// A line was stored ("Board 7: 4♠ N = +420 for 3 v 8").
    void stored(const QString& message);
    /// A line was refused, with the reason.
    void refused(const QString& reason);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    /// Asks for the width every shown column needs.
    void keepColumnsInView();
    /// Moves the cursor; `asked`: the director did (a filled line is then to be corrected).
    void select(int index, bool asked);
    void rebuildSlots();
    /// Board mode: whether a line entered as played came or went since the rows were made.
    bool slotsStale() const;
    /// Reads the listed rows' lines again.
    void refreshTable();
    /// The cursor's row selected, and the heading's count of lines entered.
    void showTableState();
    void updatePrompt();
    void moveToNextOpenSlot();
    void step(int delta);
    void setStatus(const QString& text, bool refusal);
    int slotCount() const;
    bool hasLine(const EntrySlot& slot) const;

    EventDocument& m_document;
    Mode m_mode = Mode::ByBoard;
    int m_position = 1;
    std::vector<EntrySlot> m_slots;
    int m_current = 0;
    bool m_refused = false;
    bool m_correcting = false;
    /// The line (board, pairs, text) the director was told would replace a stored one.
    QString m_pendingReplace;
    /// A line the movement does not place, typed once: Enter again enters it as played.
    QString m_pendingAsPlayed;

    QComboBox* m_modeBox = nullptr;
    QSpinBox* m_positionBox = nullptr;
    QLabel* m_boardInfo = nullptr;
    TravellerModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_prompt = nullptr;
    QLineEdit* m_line = nullptr;
    QLabel* m_status = nullptr;
};

} // namespace overplay::app
