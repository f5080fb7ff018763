// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/ConsoleText.h"

#include "core/ResultText.h"
#include "reports/Format.h"

#include <QFileInfo>
#include <QUrl>
#include <QUrlQuery>

namespace overplay::app {

// Every text here is reports/Format's or core/ResultText's, as a QString: the console, the
// printed documents, the web site and the phones word suits, contracts and points one way.

QString suitSymbol(core::Suit suit) {
    return qs(reports::suitSymbol(suit));
}

QString strainSymbol(core::Strain strain) {
    return qs(reports::strainSymbol(strain));
}

QColor strainColour(core::Strain strain) {
    if (strain == core::Strain::Hearts || strain == core::Strain::Diamonds)
        return QColor(0xC0, 0x10, 0x10);
    return QColor(Qt::black);
}

QString contractHtml(const core::Contract& contract) {
    if (contract.isPassedOut())
        return QStringLiteral("PASS");
    return qs(reports::contractHtml(contract, true));
}

QString contractText(const core::Contract& contract) {
    return qs(core::contractWords(contract, core::StrainSpelling::Symbols));
}

QString counted(int n, const QString& one, const QString& many) {
    return QString::number(n) + QLatin1Char(' ') + (n == 1 ? one : many);
}

QString pointsText(double points) {
    return qs(reports::pointsText(points));
}

QString parText(const core::Par& par) {
    return qs(
        core::parText(par, [](core::Strain strain) { return reports::strainSymbol(strain); }));
}

QString vulnerabilityName(core::Vulnerability v) {
    return qs(reports::vulnerabilityLabel(v));
}

QString seatName(core::Seat seat) {
    return qs(reports::seatName(seat));
}

bool isServerEvent(const QString& place) {
    return place.startsWith(QStringLiteral("postgresql://")) ||
           place.startsWith(QStringLiteral("postgres://"));
}

QString eventBaseName(const QString& place) {
    if (isServerEvent(place)) {
        const QUrlQuery query(QUrl(place).query());
        const QString name = query.queryItemValue(QStringLiteral("event"));
        return name.isEmpty() ? place : name;
    }
    return QFileInfo(place).completeBaseName();
}

} // namespace overplay::app
