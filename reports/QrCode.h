// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// QR codes (libqrencode) for the table-scoring address on a guide card.

#include <QImage>

#include <string>

namespace overplay::reports {

/// The QR code of `text` (error correction M), `moduleSize` pixels a module, with the
/// four-module quiet zone the standard asks for. Throws std::invalid_argument if the text
/// cannot be encoded (too long for any QR version).
QImage qrCodeImage(const std::string& text, int moduleSize = 4);

} // namespace overplay::reports
