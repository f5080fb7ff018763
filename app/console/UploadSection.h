// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Event > Upload a club's section: a club's results, whatever it scored with (its Overplay
// event, USEBIO, PBN and RealBridge's PBN, a Bridgemate file, a BBO tournament's LIN files or
// traveller pages), added whole as the next section, as `section upload` does. Online names
// are turned into the club's players through the chosen club roster; names it lacks are
// listed, never guessed.

#include <QString>
#include <QStringList>

#include <functional>

class QAction;
class QMenu;
class QWidget;

namespace overplay::app {

class EventDocument;

/// What an upload did, each in a line as the director reads it.
struct SectionUpload {
    QStringList added;  ///< "Section B (BBO Tuesday): 8 pairs, 16 results"
    QStringList lookAt; ///< what was taken and should be looked at, unknown names first
};

/// Uploads `path` (a file, or a folder of LIN files or traveller pages) into `doc` as its next
/// sections, `club` the name they play under (empty: the file's). Throws what the readers
/// and the store throw (core::InputError, db::StorageError); nothing is added then.
SectionUpload uploadClubSection(EventDocument& doc, const QString& path, const QString& club = {});

/// Adds the "Upload a club's section" submenu to `menu` (from a file, from a folder), each
/// asking for its file, uploading it into `document()` and saying what was done;
/// `sectionsChanged` runs after a section is added. Returns the submenu's action.
QAction* addUploadSectionMenu(QMenu* menu, QWidget* parent,
                              std::function<EventDocument*()> document,
                              std::function<void()> sectionsChanged);

} // namespace overplay::app
