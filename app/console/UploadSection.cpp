// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/UploadSection.h"

#include "app/console/ClubRoster.h"
#include "app/console/EventDocument.h"
#include "core/Error.h"
#include "core/Files.h"
#include "core/Text.h"
#include "db/Roster.h"
#include "reports/ClubResults.h"
#include "reports/UsebioReader.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>

namespace overplay::app {

namespace {

QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

} // namespace

SectionUpload uploadClubSection(EventDocument& doc, const QString& path, const QString& club) {
    const std::string file = path.toStdString();
    const std::string name = club.toStdString();
    if (core::isSameFile(doc.store().path(), file))
        throw core::InputError(file + " is the event itself; upload the club's own event or "
                                      "results file");
    const reports::ClubFile kind = reports::kindOfClubFile(file);
    SectionUpload out;
    std::vector<std::string> letters;
    if (kind == reports::ClubFile::Overplay) {
        letters.push_back(doc.uploadSection(file, name));
    } else {
        std::vector<core::PlayedSection> played;
        try {
            if (kind == reports::ClubFile::Usebio) {
                std::string text = core::readUserFile(file, core::kMaxResultsFileBytes);
                core::requireUtf8Text(text, file);
                played = reports::readUsebio(text);
            } else {
                played = reports::readClubResults(file, kind);
            }
        } catch (const core::InputError& e) {
            const std::string message = e.what();
            throw core::InputError(message.starts_with(file) ? message : file + ": " + message);
        }
        // Online names become the club's players through the chosen roster; a name it lacks
        // is kept as played and listed, never guessed.
        if (const std::optional<db::Roster> roster = openClubRoster()) {
            const db::OnlineNames named = db::nameOnlinePlayers(played, *roster);
            for (const std::string& unknown : named.unknown)
                out.lookAt
                    << QObject::tr("%1: not in the club roster, kept as played").arg(qs(unknown));
        }
        for (const core::PlayedSection& section : played) {
            for (const std::string& row : section.skipped)
                out.lookAt << QObject::tr("left out %1").arg(qs(row));
            for (const std::string& note : section.notes)
                out.lookAt << qs(note);
        }
        db::UploadedSections done;
        try {
            done = doc.uploadSections(played, file, name);
        } catch (const core::InputError& e) {
            // Refused whole: what the files lacked is still said, as it may be why.
            std::string message = e.what();
            for (const QString& line : out.lookAt)
                message += "\n" + line.toStdString();
            throw core::InputError(message);
        }
        letters = done.letters;
        for (const std::string& note : done.notes)
            out.lookAt << qs(note);
        // A ruling the file had no place for: the pairs it ranks otherwise than here.
        for (std::size_t i = 0; i < done.letters.size() && i < done.fileRankings.size(); ++i)
            if (const std::string differ =
                    reports::rankedOtherwise(doc.store(), done.letters[i], done.fileRankings[i]);
                !differ.empty())
                out.lookAt << qs(differ);
    }
    for (const std::string& letter : letters)
        for (const movements::Section& s : doc.store().sections())
            if (s.letter == letter) {
                const std::size_t results = doc.store().linesOf(letter).size();
                out.added << (s.name.empty()
                                  ? QObject::tr("Section %1").arg(qs(letter))
                                  : QObject::tr("Section %1 (%2)").arg(qs(letter), qs(s.name))) +
                                 (results == 1 ? QObject::tr(": 1 result")
                                               : QObject::tr(": %1 results").arg(results));
            }
    doc.refresh();
    return out;
}

QAction* addUploadSectionMenu(QMenu* menu, QWidget* parent,
                              std::function<EventDocument*()> document,
                              std::function<void()> sectionsChanged) {
    QMenu* upload = menu->addMenu(QObject::tr("&Upload a club's section"));
    const auto run = [parent, document, sectionsChanged](const QString& path) {
        EventDocument* doc = document();
        if (!doc || path.isEmpty())
            return;
        const QString title = QObject::tr("Upload a club's section");
        try {
            const SectionUpload done = uploadClubSection(*doc, path);
            sectionsChanged();
            QString text = QObject::tr("Added from %1:\n%2")
                               .arg(QFileInfo(path).fileName(), done.added.join(QChar('\n')));
            if (!done.lookAt.isEmpty())
                text += QObject::tr("\n\nLook at:\n%1").arg(done.lookAt.join(QChar('\n')));
            QMessageBox::information(parent, title, text);
        } catch (const std::exception& e) {
            QMessageBox::warning(parent, title, QString::fromUtf8(e.what()));
        }
    };
    upload->addAction(QObject::tr("From a &file\u2026"), parent, [parent, run] {
        run(QFileDialog::getOpenFileName(
            parent, QObject::tr("Upload a club's section"), QString(),
            QObject::tr("Results (*.db *.xml *.pbn *.bws *.lin *.html *.htm *.txt);;"
                        "All files (*)")));
    });
    upload->addAction(QObject::tr("From a f&older of BBO's LIN files or travellers\u2026"), parent,
                      [parent, run] {
                          run(QFileDialog::getExistingDirectory(
                              parent, QObject::tr("A BBO tournament's LIN files or travellers")));
                      });
    return upload->menuAction();
}

} // namespace overplay::app
