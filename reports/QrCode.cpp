// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/QrCode.h"

#include <qrencode.h>

#include <memory>
#include <stdexcept>

namespace overplay::reports {

QImage qrCodeImage(const std::string& text, int moduleSize) {
    std::unique_ptr<QRcode, decltype(&QRcode_free)> code(
        QRcode_encodeString(text.c_str(), 0, QR_ECLEVEL_M, QR_MODE_8, 1), &QRcode_free);
    if (!code)
        throw std::invalid_argument("cannot encode a QR code for '" + text + "'");
    constexpr int quiet = 4;
    const int modules = code->width + 2 * quiet;
    QImage image(modules * moduleSize, modules * moduleSize, QImage::Format_Mono);
    image.setColorTable({qRgb(255, 255, 255), qRgb(0, 0, 0)});
    image.fill(0);
    for (int y = 0; y < code->width; ++y)
        for (int x = 0; x < code->width; ++x) {
            // Bit 0 of each byte is the module's colour (1 black).
            if ((code->data[y * code->width + x] & 1) == 0)
                continue;
            for (int dy = 0; dy < moduleSize; ++dy)
                for (int dx = 0; dx < moduleSize; ++dx)
                    image.setPixel((x + quiet) * moduleSize + dx, (y + quiet) * moduleSize + dy, 1);
        }
    return image;
}

} // namespace overplay::reports
