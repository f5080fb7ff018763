// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/PrintedDocument.h"

#include "core/Error.h"
#include "core/Files.h"

#include <QAbstractTextDocumentLayout>
#include <QBuffer>
#include <QFont>
#include <QPageLayout>
#include <QPageSize>
#include <QPagedPaintDevice>
#include <QPainter>
#include <QPdfWriter>
#include <QTextDocument>
#include <QUrl>

#include <algorithm>
#include <memory>

namespace overplay::reports {

namespace {

// Rich text is laid out in CSS pixels (96 an inch) and scaled to the device's resolution, so
// font sizes in points and widths in pixels mean what they mean on screen.
constexpr double cssDpi = 96.0;
constexpr int writerDpi = 300;
constexpr double footerHeight = 22.0;
constexpr double blockGap = 10.0;

// Where a laid-out block is painted: from `page`, at `y`; a split block covers `pages`
// whole pages from its first.
struct Placement {
    std::unique_ptr<QTextDocument> document;
    int page = 0;
    double y = 0;
    int pages = 1; ///< > 1 only for a block taller than a page, laid out in pages
};

} // namespace

PrintedDocument::PrintedDocument(std::string footer, Paper paper)
    : m_footer(std::move(footer)), m_paper(paper) {}

void PrintedDocument::addPage(std::string html) {
    m_blocks.push_back({std::move(html), true});
}

void PrintedDocument::addFlow(std::string html) {
    m_blocks.push_back({std::move(html), false});
}

void PrintedDocument::addImage(std::string name, QImage image) {
    m_images.emplace_back(std::move(name), std::move(image));
}

std::string PrintedDocument::html() const {
    std::string out = "<html><body>";
    for (const auto& block : m_blocks)
        out += "<div>" + block.html + "</div>\n";
    return out + "</body></html>";
}

QPageLayout pageLayout(Paper paper) {
    return QPageLayout(paper == Paper::Letter ? QPageSize(QPageSize::Letter)
                                              : QPageSize(QPageSize::A4),
                       QPageLayout::Portrait, QMarginsF(12, 12, 12, 10), QPageLayout::Millimeter);
}

int PrintedDocument::writePdf(const QString& path) const {
    // Painted in memory, then written whole (core::writeFileWhole): a failure part-way leaves
    // the old file or none, never a torn PDF.
    QByteArray bytes;
    int pages = 0;
    {
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        QPdfWriter writer(&buffer);
        writer.setResolution(writerDpi);
        writer.setCreator(QStringLiteral("Overplay"));
        writer.setTitle(QString::fromStdString(m_footer));
        writer.setPageLayout(pageLayout(m_paper));
        pages = paint(writer);
    }
    core::writeFileWhole(
        path.toStdString(),
        std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
        "the PDF file");
    return pages;
}

int PrintedDocument::paint(QPagedPaintDevice& device) const {
    const QRectF paint = device.pageLayout().paintRect(QPageLayout::Inch);
    const double width = paint.width() * cssDpi;
    const double height = paint.height() * cssDpi - footerHeight;

    QFont font(QStringLiteral("DejaVu Sans"));
    font.setPointSizeF(9);

    // Lay every block out and place it: a block goes below the one before when it fits.
    std::vector<Placement> placed;
    int page = -1;
    double y = height; // "page full": the first block opens page 0
    for (const auto& block : m_blocks) {
        auto document = std::make_unique<QTextDocument>();
        document->setDefaultFont(font);
        document->setDocumentMargin(0);
        for (const auto& [name, image] : m_images)
            if (block.html.find(name) != std::string::npos)
                document->addResource(QTextDocument::ImageResource,
                                      QUrl(QString::fromStdString(name)), QVariant(image));
        document->setHtml(QString::fromStdString(block.html));
        document->setTextWidth(width);
        const double blockHeight = document->size().height();

        Placement p;
        if (blockHeight > height) {
            // Too tall for any page: lay it out in pages of its own.
            document->setPageSize(QSizeF(width, height));
            p.pages = std::max(1, document->pageCount());
            p.page = page + 1;
            p.y = 0;
            page += p.pages;
            y = height;
        } else {
            if (block.newPage || page < 0 || y + blockHeight > height) {
                ++page;
                y = 0;
            }
            p.page = page;
            p.y = y;
            y += blockHeight + blockGap;
        }
        p.document = std::move(document);
        placed.push_back(std::move(p));
    }
    const int pages = std::max(1, page + 1);

    QPainter painter;
    if (!painter.begin(&device))
        throw core::InputError("the printer refused the document");
    const double scale = device.logicalDpiX() / cssDpi;
    painter.scale(scale, scale);
    QFont footerFont(font);
    // The painter is scaled to CSS pixels, so the footer's size is given in them too.
    footerFont.setPixelSize(9);
    auto footer = [&](int number) {
        painter.setFont(footerFont);
        painter.setPen(QColor(90, 90, 90));
        const QRectF foot(0, height + 6, width, footerHeight - 6);
        painter.drawText(foot, Qt::AlignLeft | Qt::AlignVCenter, QString::fromStdString(m_footer));
        painter.drawText(foot, Qt::AlignRight | Qt::AlignVCenter,
                         QStringLiteral("page %1 of %2").arg(number + 1).arg(pages));
    };
    int current = 0;
    for (const auto& p : placed) {
        for (int i = 0; i < p.pages; ++i) {
            while (current < p.page + i) {
                footer(current);
                device.newPage();
                ++current;
            }
            painter.save();
            painter.translate(0, p.y - i * height);
            QAbstractTextDocumentLayout::PaintContext context;
            context.clip =
                QRectF(0, i * height, width, p.pages > 1 ? height : p.document->size().height());
            p.document->documentLayout()->draw(&painter, context);
            painter.restore();
        }
    }
    while (current < pages - 1) {
        footer(current);
        device.newPage();
        ++current;
    }
    footer(current);
    painter.end();
    return pages;
}

} // namespace overplay::reports
