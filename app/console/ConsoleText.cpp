// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/ConsoleText.h"

#include <cmath>

namespace overplay::app {

QString suitSymbol(core::Suit suit) {
    switch (suit) {
    case core::Suit::Spades:
        return QStringLiteral("\u2660");
    case core::Suit::Hearts:
        return QStringLiteral("\u2665");
    case core::Suit::Diamonds:
        return QStringLiteral("\u2666");
    case core::Suit::Clubs:
        return QStringLiteral("\u2663");
    }
    return {};
}

QString strainSymbol(core::Strain strain) {
    if (strain == core::Strain::NoTrump)
        return QStringLiteral("NT");
    return suitSymbol(static_cast<core::Suit>(static_cast<int>(strain)));
}

QColor strainColour(core::Strain strain) {
    if (strain == core::Strain::Hearts || strain == core::Strain::Diamonds)
        return QColor(0xC0, 0x10, 0x10);
    return QColor(Qt::black);
}

static QString doublingText(core::Doubling d) {
    return d == core::Doubling::Doubled     ? QStringLiteral("X")
           : d == core::Doubling::Redoubled ? QStringLiteral("XX")
                                            : QString();
}

QString contractHtml(const core::Contract& contract) {
    if (contract.isPassedOut())
        return QStringLiteral("PASS");
    const QString symbol = strainSymbol(contract.strain);
    const QString coloured =
        contract.strain == core::Strain::Hearts || contract.strain == core::Strain::Diamonds
            ? QStringLiteral("<span style=\"color:#c01010\">%1</span>").arg(symbol)
            : symbol;
    return QString::number(contract.level) + coloured + doublingText(contract.doubling);
}

QString contractText(const core::Contract& contract) {
    if (contract.isPassedOut())
        return QStringLiteral("PASS");
    return QString::number(contract.level) + strainSymbol(contract.strain) +
           doublingText(contract.doubling);
}

QString pointsText(double points) {
    if (std::abs(points - std::round(points)) < 0.005)
        return QString::number(static_cast<long long>(std::llround(points)));
    QString text = QString::number(points, 'f', 2);
    if (text.endsWith('0'))
        text.chop(1);
    return text;
}

QString parText(const core::Par& par) {
    return QString::fromStdString(
        core::parText(par, [](core::Strain strain) { return strainSymbol(strain).toStdString(); }));
}

QString vulnerabilityName(core::Vulnerability v) {
    switch (v) {
    case core::Vulnerability::None:
        return QStringLiteral("None");
    case core::Vulnerability::NorthSouth:
        return QStringLiteral("N-S");
    case core::Vulnerability::EastWest:
        return QStringLiteral("E-W");
    case core::Vulnerability::Both:
        return QStringLiteral("All");
    }
    return {};
}

QString seatName(core::Seat seat) {
    switch (seat) {
    case core::Seat::North:
        return QStringLiteral("North");
    case core::Seat::East:
        return QStringLiteral("East");
    case core::Seat::South:
        return QStringLiteral("South");
    case core::Seat::West:
        return QStringLiteral("West");
    }
    return {};
}

} // namespace overplay::app
