#include "reports/PrintedDocument.h"

#include "core/Error.h"

#include <QAbstractTextDocumentLayout>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

namespace overplay::reports {

namespace {

// Rich text is laid out in CSS pixels (96 a inch) and scaled to the writer's resolution, so
// font sizes in points and widths in pixels mean what they mean on screen.
constexpr double cssDpi = 96.0;
constexpr int writerDpi = 300;
constexpr double footerHeight = 22.0;

} // namespace

PrintedDocument::PrintedDocument(std::string footer, Paper paper)
    : m_footer(std::move(footer)), m_paper(paper) {}

void PrintedDocument::addPage(std::string html) {
    if (m_empty)
        m_body += "<div>";
    else
        m_body += "<div style=\"page-break-before: always\">";
    m_body += html;
    m_body += "</div>\n";
    m_empty = false;
}

void PrintedDocument::addFlow(std::string html) {
    m_body += html;
    m_body += "\n";
    m_empty = false;
}

void PrintedDocument::addImage(std::string name, QImage image) {
    m_images.emplace_back(std::move(name), std::move(image));
}

std::string PrintedDocument::html() const {
    return "<html><body>" + m_body + "</body></html>";
}

int PrintedDocument::writePdf(const QString& path) const {
    QPdfWriter writer(path);
    writer.setResolution(writerDpi);
    writer.setCreator(QStringLiteral("Overplay"));
    writer.setTitle(QString::fromStdString(m_footer));
    writer.setPageSize(m_paper == Paper::Letter ? QPageSize(QPageSize::Letter)
                                                : QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(12, 12, 12, 10), QPageLayout::Millimeter);

    const QRectF paint = writer.pageLayout().paintRect(QPageLayout::Inch);
    const double width = paint.width() * cssDpi;
    const double height = paint.height() * cssDpi - footerHeight;

    QTextDocument document;
    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);
    document.setDefaultFont(font);
    document.setDocumentMargin(0);
    for (const auto& [name, image] : m_images)
        document.addResource(QTextDocument::ImageResource, QUrl(QString::fromStdString(name)),
                             QVariant(image));
    document.setHtml(QString::fromStdString(html()));
    document.setPageSize(QSizeF(width, height));
    const int pages = std::max(1, document.pageCount());

    QPainter painter;
    if (!painter.begin(&writer))
        throw core::InputError("cannot write the PDF file '" + path.toStdString() + "'");
    const double scale = writer.resolution() / cssDpi;
    painter.scale(scale, scale);
    QFont footerFont(font);
    // The painter is scaled to CSS pixels, so the footer's size is given in them too.
    footerFont.setPixelSize(9);
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            writer.newPage();
        painter.save();
        painter.translate(0, -page * height);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = QRectF(0, page * height, width, height);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(footerFont);
        painter.setPen(QColor(90, 90, 90));
        const QRectF foot(0, height + 6, width, footerHeight - 6);
        painter.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, QString::fromStdString(m_footer));
        painter.drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
                         QStringLiteral("page %1 of %2").arg(page + 1).arg(pages));
    }
    painter.end();
    return pages;
}

} // namespace overplay::reports
