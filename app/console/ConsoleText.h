// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small text helpers the console's views share: suit symbols in their colours, contracts and
// points as a director reads them.

#include "core/Card.h"
#include "core/Contract.h"
#include "core/DoubleDummy.h"
#include "core/Types.h"

#include <QColor>
#include <QString>

#include <string>

namespace overplay::app {

/// UTF-8 std::string → QString.
inline QString qs(const std::string& text) {
    return QString::fromStdString(text);
}

/// ♠ ♥ ♦ ♣.
QString suitSymbol(core::Suit suit);
/// ♠ ♥ ♦ ♣ or "NT".
QString strainSymbol(core::Strain strain);
/// Red for hearts and diamonds, black (the palette's text colour) otherwise.
QColor strainColour(core::Strain strain);
/// "4♠X" as rich text, the symbol coloured; "PASS" for a passed-out board.
QString contractHtml(const core::Contract& contract);
/// "4♠X" as plain text.
QString contractText(const core::Contract& contract);
/// Matchpoints and IMPs without trailing zeros: "7", "3.5", "-2.33".
QString pointsText(double points);
/// "+620 4♠ N" style par line from libdds's contracts ("4S-NS+1" → "4♠ by NS +1").
QString parText(const core::Par& par);
/// "None", "N-S", "E-W", "All".
QString vulnerabilityName(core::Vulnerability v);
/// "North", "East", …
QString seatName(core::Seat seat);
/// "1 lead", "3 leads": a count with its noun in the number it needs (the console carries no
/// translator, so Qt's "%n lead(s)" would be printed as it stands).
QString counted(int n, const QString& one, const QString& many);

/// Whether an event's place is an address on a PostgreSQL server ("postgresql://…"), not a
/// file.
bool isServerEvent(const QString& place);

/// What a director calls an event's place: a file's name without its folder or ending
/// ("club night" for ~/Events/club night.db); a server event's name (its "event=" part).
QString eventBaseName(const QString& place);

} // namespace overplay::app
