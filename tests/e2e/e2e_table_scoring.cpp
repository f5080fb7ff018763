// SPDX-License-Identifier: GPL-3.0-or-later
// End to end in a real browser: headless Chromium, driven over WebDriver, plays round 1 of a
// 4-table Howell at two tables against the table scoring server running in this process —
// taps the big buttons, sees the score, makes a wrong entry and reads why it was refused,
// confirms, opens the traveller and reads where to go next.
//
// Usage: e2e_table_scoring [--screenshots DIR]
// Exit 0: passed; 1: failed (the reason on stderr); 77: Chromium or chromedriver is missing.
#include "WebDriver.h"

#include "app/tablescoring/TableScoringServer.h"
#include "core/Board.h"
#include "core/Contract.h"
#include "core/DuplicateScore.h"
#include "db/EventStore.h"
#include "movements/Generate.h"
#include "tests/support/Events.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>

#include <cstdio>
#include <iostream>
#include <stdexcept>

using namespace overplay;

namespace {

/// The phone: a Pixel-sized viewport in CSS pixels.
constexpr int phoneWidth = 412;
constexpr int phoneHeight = 915;

struct Failure : std::runtime_error {
    using std::runtime_error::runtime_error;
};

void expect(bool condition, const QString& what) {
    if (!condition)
        throw Failure(what.toStdString());
}

void expectText(const QString& text, const QString& wanted, const QString& where) {
    expect(text.contains(wanted),
           QStringLiteral("%1: expected \"%2\" in the page, which reads:\n%3")
               .arg(where, wanted, text));
}

/// What a board is played in, and what the table enters for it.
struct Choice {
    QString level;    ///< "1".."7", or empty for passed out
    QString strain;   ///< "C" "D" "H" "S" "NT"
    QString dbl;      ///< "", "X", "XX"
    QString declarer; ///< "N" "E" "S" "W"
    QString result;   ///< "=", "+1", "-2", …
    QString lead;     ///< optional, e.g. "HK"

    /// The score the page must show, as the page writes it ("NS +420", "EW +100", "0").
    QString scoreText(int board) const {
        if (level.isEmpty())
            return QStringLiteral("0");
        const core::Contract contract = core::parseContract((level + strain + dbl).toStdString());
        const auto seat = core::parseSeat(declarer.toStdString());
        const int ns = core::northSouthScore(core::makePlay(contract, *seat, result.toStdString()),
                                             core::vulnerabilityOf(board));
        if (ns > 0)
            return QStringLiteral("NS +%1").arg(ns);
        if (ns < 0)
            return QStringLiteral("EW +%1").arg(-ns);
        return QStringLiteral("0");
    }
};

QString pick(const QString& name, const QString& value) {
    // The visible button is the label's span; the radio itself is hidden behind it.
    return QStringLiteral("//input[@name='%1' and @value='%2']/following-sibling::span")
        .arg(name, value);
}

void tapChoice(e2e::WebDriver& browser, const Choice& c) {
    if (c.level.isEmpty()) {
        browser.tapAndLoad(QStringLiteral("//button[@name='pass']"));
        return;
    }
    browser.tap(pick(QStringLiteral("level"), c.level));
    browser.tap(pick(QStringLiteral("strain"), c.strain));
    browser.tap(pick(QStringLiteral("dbl"), c.dbl));
    browser.tap(pick(QStringLiteral("declarer"), c.declarer));
    browser.tap(pick(QStringLiteral("result"), c.result));
    if (!c.lead.isEmpty()) {
        const QString lead = browser.find(QStringLiteral("//input[@name='lead']"));
        browser.click(lead);
        browser.type(lead, c.lead);
    }
}

void submit(e2e::WebDriver& browser) {
    browser.tapAndLoad(QStringLiteral("//form[contains(@action,'/enter')]//button[not(@name)]"));
}

/// Nothing on the page is wider than the phone: no sideways scrolling, nothing cut off.
void expectFitsPhone(e2e::WebDriver& browser, const QString& where) {
    const int width =
        browser.execute(QStringLiteral("return document.documentElement.scrollWidth")).toInt();
    const int viewport = browser.execute(QStringLiteral("return window.innerWidth")).toInt();
    expect(width <= viewport, QStringLiteral("%1: the page is %2 px wide on a %3 px phone")
                                  .arg(where)
                                  .arg(width)
                                  .arg(viewport));
    // Buttons a thumb can hit: the result buttons are the smallest.
    const int smallest =
        browser
            .execute(QStringLiteral(
                "let m=1e9;for(const e of document.querySelectorAll('.pick "
                "label>span,button,a.button'))"
                "{const r=e.getBoundingClientRect();if(r.width>0)m=Math.min(m,r.height,r.width);}"
                "return m===1e9?100:Math.round(m)"))
            .toInt();
    expect(smallest >= 40,
           QStringLiteral("%1: a button is only %2 px across; a finger needs about 40")
               .arg(where)
               .arg(smallest));
}

void saveScreenshot(e2e::WebDriver& browser, const QString& dir, const QString& name) {
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QFile file(QDir(dir).filePath(name));
    const QByteArray png = browser.screenshot();
    expect(png.startsWith("\x89PNG"), QStringLiteral("the screenshot %1 is not a PNG").arg(name));
    expect(file.open(QIODevice::WriteOnly) && file.write(png) == png.size(),
           QStringLiteral("cannot write %1").arg(file.fileName()));
}

struct Event {
    QTemporaryDir dir;
    QString path;
    movements::Movement movement;

    Event() {
        path = dir.filePath(QStringLiteral("club.db"));
        movements::MovementRequest request;
        request.kind = "howell";
        request.tables = 4;
        request.boardsPerRound = 2;
        movement = movements::generateMovement(request);
        db::EventStore store = db::EventStore::create(
            path.toStdString(), tests::NewEvent(movement).named("Tuesday pairs"));
        std::vector<db::Entry> entries;
        for (int pair = 1; pair <= movement.pairs; ++pair) {
            db::Entry e;
            e.number = pair;
            e.players = {"Player " + std::to_string(pair) + "a",
                         "Player " + std::to_string(pair) + "b"};
            entries.push_back(e);
        }
        store.setEntries(entries);
    }

    const movements::TableRound& seat(int round, int table) const {
        for (const auto& tr : movement.rounds[round - 1].tables)
            if (tr.table == table)
                return tr;
        throw Failure("the movement has no table " + std::to_string(table));
    }

    std::optional<db::StoredLine> line(int board, int ns, int ew) const {
        return db::EventStore::open(path.toStdString(), tests::readOnly()).line(board, ns, ew);
    }
};

/// Plays round 1 at one table: enters both boards, confirms them, reads the traveller.
void playRound(e2e::WebDriver& browser, const Event& event, const QUrl& url, int table,
               const Choice (&choices)[2], bool wrongEntryFirst, const QString& screenshots) {
    const QString where = QStringLiteral("table %1").arg(table);
    const movements::TableRound& seat = event.seat(1, table);
    const int first = event.movement.firstBoardOf(seat.set);

    browser.navigate(url.toString());
    QString text = browser.pageText();
    expectText(text, QStringLiteral("Table %1").arg(table), where);
    expectText(text, QStringLiteral("Round 1 of %1").arg(event.movement.rounds.size()), where);
    expectText(text, QStringLiteral("Pair %1").arg(seat.ns), where);
    expectText(text, QStringLiteral("Pair %1").arg(seat.ew), where);
    expectText(text, QStringLiteral("Board %1").arg(first), where);
    expectFitsPhone(browser, where + QStringLiteral(", entry page"));

    if (wrongEntryFirst) {
        // 4♠ making ten tricks plus four is fourteen tricks: the server must refuse it.
        tapChoice(browser, Choice{"4", "S", "", "N", "+4", ""});
        submit(browser);
        const QString error = browser.text(browser.find(QStringLiteral("//*[@role='alert']")));
        expectText(error, QStringLiteral("at most 3"), where + QStringLiteral(", refused entry"));
        expect(!event.line(first, seat.ns, seat.ew),
               where + QStringLiteral(": a refused entry was stored"));
        expectFitsPhone(browser, where + QStringLiteral(", refused entry"));
        // The choices are still there: correcting the result is one tap.
        const QString kept =
            browser
                .execute(QStringLiteral(
                    "return [...document.querySelectorAll('.pick input:checked')].map(e=>e.value)"
                    ".join(' ')"))
                .toString();
        expect(kept == QLatin1String("4 S  N +4"),
               where + QStringLiteral(": the refused form kept \"%1\", not 4 S - N +4").arg(kept));
        if (!screenshots.isEmpty())
            saveScreenshot(browser, screenshots, QStringLiteral("table-refused.png"));
    }

    for (int i = 0; i < 2; ++i) {
        const int board = first + i;
        const Choice& c = choices[i];
        expectText(browser.text(browser.find(QStringLiteral("//*[@id='enter']"))),
                   QStringLiteral("Board %1").arg(board), where);
        tapChoice(browser, c);
        if (i == 0 && !screenshots.isEmpty() && !c.level.isEmpty())
            saveScreenshot(browser, screenshots, QStringLiteral("table-entry.png"));
        if (!c.level.isEmpty())
            submit(browser);
        text = browser.pageText();
        expect(!text.contains(QStringLiteral("Not allowed")) &&
                   !browser.execute(QStringLiteral("return !!document.querySelector('.err')"))
                        .toBool(),
               where + QStringLiteral(": board %1 was refused:\n%2").arg(board).arg(text));
        const QString row = browser.text(
            browser.find(QStringLiteral("//tr[td[1][normalize-space()='%1']]").arg(board)));
        expectText(row, c.scoreText(board), where + QStringLiteral(", board %1's row").arg(board));
        const auto stored = event.line(board, seat.ns, seat.ew);
        expect(stored && !stored->confirmed && stored->sourceTable == table,
               where +
                   QStringLiteral(": board %1 is not stored as entered, unconfirmed").arg(board));
    }

    if (!screenshots.isEmpty()) {
        browser.execute(QStringLiteral("window.scrollTo(0,0)"));
        saveScreenshot(browser, screenshots, QStringLiteral("table-confirm.png"));
    }

    // A modern guide to duplicate bridge: the traveller stays shut until the opponents have
    // confirmed.
    const QString travellerUrl = url.toString() + QStringLiteral("/traveller/%1").arg(first);
    browser.navigate(travellerUrl);
    expectText(browser.pageText(), QStringLiteral("Not yet"),
               where + QStringLiteral(", early traveller"));
    browser.tapAndLoad(QStringLiteral("//a[normalize-space()='Back to the table']"));

    for (int i = 0; i < 2; ++i) {
        const int board = first + i;
        browser.tapAndLoad(
            QStringLiteral("//form[contains(@action,'/confirm')][input[@name='board' and "
                           "@value='%1']]//button")
                .arg(board));
        const auto stored = event.line(board, seat.ns, seat.ew);
        expect(stored && stored->confirmed,
               where + QStringLiteral(": board %1 is not confirmed after Confirm").arg(board));
    }
    text = browser.pageText();
    expectText(text, QStringLiteral("Round 1 is complete"), where);
    expectText(text, QStringLiteral("Next round"), where);
    expectFitsPhone(browser, where + QStringLiteral(", round complete"));

    browser.tapAndLoad(QStringLiteral("//a[contains(@href,'/traveller/%1')]").arg(first));
    text = browser.pageText();
    expectText(text, QStringLiteral("Board %1").arg(first), where + QStringLiteral(", traveller"));
    expectText(text, choices[0].scoreText(first), where + QStringLiteral(", traveller"));
    expectFitsPhone(browser, where + QStringLiteral(", traveller"));
    if (!screenshots.isEmpty())
        saveScreenshot(browser, screenshots, QStringLiteral("table-traveller.png"));

    // Back at the table, the next round opens with the pairs the movement seats here.
    browser.tapAndLoad(QStringLiteral("//a[normalize-space()='Back to the table']"));
    text = browser.pageText();
    const movements::TableRound& next = event.seat(2, table);
    expectText(text, QStringLiteral("Round 2"), where + QStringLiteral(", next round"));
    expectText(text, QStringLiteral("Pair %1").arg(next.ns),
               where + QStringLiteral(", next round"));
}

} // namespace

int main(int argc, char** argv) {
    QCoreApplication app(argc, argv);
    QString screenshots;
    const QStringList args = app.arguments();
    for (int i = 1; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--screenshots") && i + 1 < args.size())
            screenshots = args[++i];
        else {
            std::cerr << "usage: e2e_table_scoring [--screenshots DIR]\n";
            return 2;
        }
    }
    const e2e::BrowserPrograms programs = e2e::BrowserPrograms::find();
    if (!programs.available()) {
        std::cout << "SKIP: needs Debian's chromium and chromium-driver "
                     "(/usr/bin/chromium, /usr/bin/chromedriver)\n";
        return 77;
    }

    QElapsedTimer clock;
    clock.start();
    try {
        Event event;
        app::TableScoringServer server;
        server.start(event.path, QHostAddress::LocalHost, 0);
        const QMap<int, QUrl> urls = server.tableUrls();

        e2e::WebDriver browser(programs, phoneWidth, phoneHeight);
        std::cout << "browser ready after " << clock.elapsed() << " ms\n";

        // Table 1: a wrong entry first, then 4♠ by North making, 3NT by South one over.
        const Choice table1[2] = {{"4", "S", "", "N", "=", "HK"}, {"3", "NT", "", "S", "+1", ""}};
        playRound(browser, event, urls.value(1), 1, table1, true, screenshots);
        std::cout << "table 1 played round 1 (" << clock.elapsed() << " ms)\n";
        // Table 2: a doubled contract going down, and a board passed out.
        const Choice table2[2] = {{"2", "H", "X", "E", "-2", ""}, {"", "", "", "", "", ""}};
        playRound(browser, event, urls.value(2), 2, table2, false, QString());
        std::cout << "table 2 played round 1 (" << clock.elapsed() << " ms)\n";

        // Table 1 may not see table 2's boards: it has not played them.
        const int table2Board = event.movement.firstBoardOf(event.seat(1, 2).set);
        browser.navigate(urls.value(1).toString() +
                         QStringLiteral("/traveller/%1").arg(table2Board));
        expectText(browser.pageText(), QStringLiteral("Not yet"),
                   QStringLiteral("table 1 looking at table 2's board"));
    } catch (const std::exception& e) {
        std::cerr << "FAIL: " << e.what() << "\n";
        return 1;
    }
    std::cout << "passed in " << clock.elapsed() << " ms\n";
    return 0;
}
