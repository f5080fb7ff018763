// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A printed document: blocks of Qt rich text (an HTML subset), each laid out by its own
// QTextDocument and painted onto a paged device: a QPdfWriter here, a QPrinter (print and
// print preview) in the console, with the same layout code. One document per block because one
// large QTextDocument lays out far more slowly than many small ones, and because a block can
// then be kept whole on a page (a traveller, a score card). Every page carries the event's
// name and its page number at the foot. Needs a QGuiApplication (offscreen is enough).

#include "reports/EventSnapshot.h"

#include <QImage>
#include <QPageLayout>
#include <QString>

#include <string>
#include <utility>
#include <vector>

class QPagedPaintDevice;

namespace overplay::reports {

/// The page the documents are printed on: this paper, portrait, with their margins. Give it
/// to a QPrinter before paint() so a preview starts on the chosen paper.
QPageLayout pageLayout(Paper paper);

class PrintedDocument {
public:
    /// `footer` is printed at the foot of every page beside the page number.
    PrintedDocument(std::string footer, Paper paper);

    /// Adds a block of rich text that starts on a new page.
    void addPage(std::string html);
    /// Adds a block of rich text below what came before: on the same page if it fits whole,
    /// else at the top of the next page. Only a block taller than a page is split.
    void addFlow(std::string html);
    /// An image the rich text can show as <img src="NAME">.
    void addImage(std::string name, QImage image);

    /// All the rich text, block after block (for tests and debugging).
    std::string html() const;
    /// Lays the blocks out for the device's page layout and resolution (whatever paper it
    /// has, which need not be this document's) and paints them, page after page; returns the
    /// number of pages. Throws core::InputError when the device refuses to be painted on.
    int paint(QPagedPaintDevice& device) const;
    /// paint() into a PDF on this document's paper; returns the number of pages.
    /// Throws core::InputError when the file cannot be written.
    int writePdf(const QString& path) const;

private:
    struct Block {
        std::string html;
        bool newPage = false;
    };
    std::string m_footer;
    Paper m_paper;
    std::vector<Block> m_blocks;
    std::vector<std::pair<std::string, QImage>> m_images;
};

} // namespace overplay::reports
