// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the load programs (table_load, table_flood) share: their settings from the command
// line ("--tables 30 --rounds 3") and the event their table-scoring server serves.

#include "db/EventStore.h"
#include "movements/Movement.h"
#include "tests/support/Events.h"

#include <QString>
#include <QStringList>

#include <initializer_list>
#include <string>
#include <utility>

namespace overplay::e2e {

/// Sets each option named in `options` that `arguments` (the program's, its own name first)
/// give as "--NAME NUMBER"; the others keep their values, and names not listed are passed over.
inline void readNumberOptions(const QStringList& arguments,
                              std::initializer_list<std::pair<const char*, int*>> options) {
    for (int i = 1; i + 1 < arguments.size(); i += 2)
        for (const auto& [name, value] : options)
            if (arguments[i] == QLatin1String(name))
                *value = arguments[i + 1].toInt();
}

/// Makes the event file at `path`, named `name`, playing `movement`, and closes it for the
/// server to open.
inline void createEvent(const QString& path, const std::string& name,
                        const movements::Movement& movement) {
    db::EventStore::create(path.toStdString(), tests::NewEvent(movement).named(name));
}

} // namespace overplay::e2e
