#pragma once
// A printed document: pages of Qt rich text (an HTML subset) laid out by QTextDocument and
// painted into a PDF by QPdfWriter, with the event's name and the page number at the foot of
// every page. Needs a QGuiApplication (the offscreen platform is enough).

#include "reports/EventSnapshot.h"

#include <QImage>
#include <QString>

#include <string>
#include <utility>
#include <vector>

namespace overplay::reports {

class PrintedDocument {
public:
    /// `footer` is printed at the foot of every page beside the page number.
    PrintedDocument(std::string footer, Paper paper);

    /// Adds rich text that starts on a new page (the first part starts the first page).
    void addPage(std::string html);
    /// Adds rich text that flows on after what came before.
    void addFlow(std::string html);
    /// An image the rich text can show as <img src="NAME">.
    void addImage(std::string name, QImage image);

    /// All the rich text, as handed to QTextDocument.
    std::string html() const;
    /// Lays the document out and writes the PDF; returns the number of pages.
    /// Throws core::InputError when the file cannot be written.
    int writePdf(const QString& path) const;

private:
    std::string m_footer;
    Paper m_paper;
    std::string m_body;
    bool m_empty = true;
    std::vector<std::pair<std::string, QImage>> m_images;
};

} // namespace overplay::reports
