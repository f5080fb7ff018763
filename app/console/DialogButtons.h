// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The buttons a console dialog that asks for a change ends with.

#include <QDialog>
#include <QDialogButtonBox>

namespace overplay::app {

/// OK and Cancel for `dialog`: OK accepts it (through its own accept, where it checks what was
/// typed first), Cancel rejects it.
inline QDialogButtonBox* okCancel(QDialog* dialog) {
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    QObject::connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    QObject::connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    return buttons;
}

} // namespace overplay::app
