#pragma once
// The audit log: every command ever done to the event — who, when, what, the old value and
// the new — newest first, refreshed whenever the event changes.

#include <QWidget>

class QTableWidget;

namespace overplay::app {

class EventDocument;

class AuditLogView : public QWidget {
    Q_OBJECT
public:
    explicit AuditLogView(EventDocument& document, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

public slots:
    void refresh();

protected:
    void showEvent(QShowEvent* event) override;

private:
    EventDocument& m_document;
    QTableWidget* m_table = nullptr;
    bool m_stale = true;
};

} // namespace overplay::app
