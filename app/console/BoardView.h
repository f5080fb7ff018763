// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Hand records: the boards of the event, each with its hand diagram (suit symbols, hearts
// and diamonds red), the double-dummy table and par. Deal from a seed (shown, so the same
// boards can be dealt again) or import PBN; the analysis runs on a worker thread with a
// progress bar and Cancel, and is stored with the event when it completes.

#include "core/HandRecordFormats.h"
#include "db/EventStore.h"

#include <QWidget>

#include <atomic>
#include <memory>
#include <vector>

class QLabel;
class QListWidget;
class QProgressBar;
class QPushButton;
class QThread;

namespace overplay::app {

class EventDocument;

class BoardView : public QWidget {
    Q_OBJECT
public:
    explicit BoardView(EventDocument& document, QWidget* parent = nullptr);
    ~BoardView() override;

    void showBoard(int board);
    int shownBoard() const { return m_board; }
    /// The hand diagram, the double-dummy table and par as shown (rich text).
    QString diagramHtml() const;
    QString analysisHtml() const;

    /// Deals every board of the movement from `seed` and analyses them.
    void dealBoards(quint64 seed);
    /// Imports a hand-record file (PBN, DUP, BRI, DLM or BBO's LIN, told by its content);
    /// returns false (with a message box unless quiet) on a refusal, nothing stored.
    bool importHandRecords(const QString& path, bool quiet = false);
    /// Writes the event's deals for a dealing machine or another program; false (with a
    /// message box unless quiet) when it cannot.
    bool exportHandRecords(const QString& path, core::HandRecordFormat format, bool quiet = false);
    /// What is doubtful about importing these boards, said before anything is stored: boards
    /// the event does not have, and boards whose entered leads the new hands contradict.
    /// "" when nothing is.
    QString importDoubts(const std::vector<db::StoredBoard>& boards) const;
    /// Analyses the boards that have a deal but no analysis, in the background.
    void startAnalysis();
    void cancelAnalysis();
    bool isAnalysing() const { return m_thread != nullptr; }

signals:
    void analysisProgress(int done, int total);
    /// The analysis ended: stored (cancelled false) or stopped by the director.
    void analysisFinished(bool cancelled, const QString& message);

public slots:
    void refresh();
    void askDeal();
    void askImport();
    void askExport();

protected:
    void showEvent(QShowEvent* event) override;

private:
    void finishAnalysis();
    /// The seed that dealt the boards as they are, or empty.
    QString dealtFrom(const std::vector<db::StoredBoard>& boards) const;
    bool m_stale = true;

    EventDocument& m_document;
    int m_board = 1;
    QListWidget* m_list = nullptr;
    QLabel* m_title = nullptr;
    QLabel* m_diagram = nullptr;
    QLabel* m_analysis = nullptr;
    QLabel* m_seed = nullptr;
    QPushButton* m_analyse = nullptr;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;

    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancelFlag;
    struct Work;
    std::shared_ptr<Work> m_work;
};

} // namespace overplay::app
