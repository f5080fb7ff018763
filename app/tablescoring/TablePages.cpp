// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/tablescoring/TablePages.h"

#include "reports/Format.h"

#include "core/Board.h"
#include "core/Types.h"
#include "movements/GuideCard.h"
#include "movements/Labels.h"

namespace overplay::app {

namespace {

QString esc(const QString& text) {
    return text.toHtmlEscaped();
}
QString esc(const std::string& text) {
    return QString::fromStdString(text).toHtmlEscaped();
}

// Sized for a phone held in one hand: every button at least a thumb high (about 48 px),
// nothing wider than a 360 px screen, the score large enough to read across the table.
const char* const style = R"(
*{box-sizing:border-box}
body{font-family:sans-serif;margin:0 auto;max-width:40em;padding:.5em;font-size:18px;
 line-height:1.3}
h1{font-size:1.3em;margin:.3em 0}
h2{font-size:1.2em;margin:.8em 0 .2em}
.sub{color:#555;font-weight:normal;font-size:.8em}
table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ccc;padding:.35em .25em;text-align:left}
td.act{text-align:right;white-space:nowrap}
td.act a{display:inline-block;padding:.4em .2em}
.err{background:#fdd;border:2px solid #c00;padding:.5em;margin:.5em 0}
.ok{color:#060}
.check{background:#eef4fb;border:2px solid #246;border-radius:.4em;padding:.4em .6em;margin:.6em 0}
.check p{margin:.3em 0}
.score{font-size:1.25em;font-weight:bold}
fieldset{border:0;margin:.4em 0;padding:0;min-width:0}
legend{font-weight:bold;margin-bottom:.2em}
.pick{display:flex;flex-wrap:wrap;gap:.3em}
.pick label{flex:1 0 2.6em}
.pick input{position:absolute;opacity:0;width:1px;height:1px;margin:0}
.pick label>span{display:block;text-align:center;padding:.6em 0;border:2px solid #888;
 border-radius:.4em;font-size:1.1em;background:#f4f4f4;min-height:2.7em}
.pick input:checked+span{background:#246;color:#fff;border-color:#246}
.pick input:checked+span .red{color:#ffb0b0}
.pick input:focus-visible+span{outline:3px solid #8af}
button,a.button{display:inline-block;font-size:1.1em;padding:.7em 1.2em;border-radius:.4em;
 border:2px solid #246;background:#246;color:#fff;margin:.3em .3em .3em 0;text-decoration:none}
button.wide,a.button{display:block;width:100%;text-align:center;margin:.5em 0}
button.alt{background:#fff;color:#246}
.red{color:#c00}
tr.mine td{font-weight:bold;background:#eef4fb}
input[type=text]{font-size:1.1em;padding:.4em;width:5em;min-height:2.5em}
)";

QString page(const QString& title, const QString& body) {
    return QStringLiteral("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                          "<meta name=\"viewport\" content=\"width=device-width, "
                          "initial-scale=1\"><title>%1</title><style>%2</style></head>"
                          "<body>%3</body></html>\n")
        .arg(esc(title), QString::fromLatin1(style), body);
}

/// A line's result as every front end words it, as the phones show it.
QString lineText(const db::StoredLine& l) {
    const core::TravellerLine& line = l.line;
    if (line.adjusted)
        return QStringLiteral("Adjusted ") + QString::fromStdString(reports::resultHtml(line));
    const std::string html = reports::resultHtml(line);
    return html.empty() ? QStringLiteral("&ndash;") : QString::fromStdString(html);
}

QString scoreText(const db::StoredLine& l) {
    if (!l.nsScore)
        return QStringLiteral("&ndash;");
    if (*l.nsScore > 0)
        return QStringLiteral("NS +%1").arg(*l.nsScore);
    if (*l.nsScore < 0)
        return QStringLiteral("EW +%1").arg(-*l.nsScore);
    return QStringLiteral("0");
}

/// A pair as its guide card prints it ("1EW", "B1EW" in a session of several sections); its
/// number only without a movement.
QString labelText(const EntryLabel& label, const movements::Movement* movement, int pair) {
    if (label)
        return esc(QString::fromStdString(label(pair)));
    return movement ? esc(QString::fromStdString(movements::entryLabel(*movement, pair)))
                    : QString::number(pair);
}

QString pairText(const EntryLabel& label, const movements::Movement* movement, int pair,
                 const std::map<int, std::string>& names) {
    QString out = QStringLiteral("Pair %1").arg(labelText(label, movement, pair));
    auto it = names.find(pair);
    if (it != names.end() && !it->second.empty())
        out += QStringLiteral(" (%1)").arg(esc(it->second));
    return out;
}

QString radios(const QString& legend, const QString& name, const QStringList& values,
               const QStringList& labels, const QString& checked = {}) {
    QString out = QStringLiteral("<fieldset><legend>%1</legend><div class=\"pick\">").arg(legend);
    for (int i = 0; i < values.size(); ++i)
        out += QStringLiteral("<label><input type=\"radio\" name=\"%1\" value=\"%2\"%4>"
                              "<span>%3</span></label>")
                   .arg(name, values[i], labels[i],
                        values[i] == checked.trimmed() ? QStringLiteral(" checked") : QString());
    return out + QStringLiteral("</div></fieldset>");
}

QString entryForm(const TableState& s, int board) {
    const QStringList levels = {"1", "2", "3", "4", "5", "6", "7"};
    const QStringList strains = {"C", "D", "H", "S", "NT"};
    QStringList strainLabels;
    for (int i = 0; i < 5; ++i)
        strainLabels << QString::fromStdString(reports::strainHtml(static_cast<core::Strain>(i)));
    const QStringList seats = {"N", "E", "S", "W"};
    QStringList results = {"="};
    for (int k = 1; k <= 6; ++k)
        results << QStringLiteral("+%1").arg(k);
    for (int k = 1; k <= 13; ++k)
        results << QStringLiteral("-%1").arg(k);
    auto previous = [&](const char* key) {
        auto it = s.form.find(QString::fromLatin1(key));
        return it == s.form.end() ? QString() : it->second;
    };
    const auto face = s.faces.find(board);
    const core::Seat dealerSeat =
        face != s.faces.end() ? face->second.dealer : core::dealerOf(board);
    const core::Vulnerability vul =
        face != s.faces.end() ? face->second.vulnerability : core::vulnerabilityOf(board);
    const QString dealer = QString(QChar::fromLatin1(core::seatLetter(dealerSeat)));
    const QString vulnerable = QString::fromStdString(core::vulnerabilityText(vul));
    QString out = QStringLiteral("<h2 id=\"enter\">Board %1 <span class=\"sub\">Dealer %5 "
                                 "&middot; Vul %6</span></h2>"
                                 "<form method=\"post\" action=\"%2/enter\">"
                                 "<input type=\"hidden\" name=\"token\" value=\"%3\">"
                                 "<input type=\"hidden\" name=\"round\" value=\"%4\">"
                                 "<input type=\"hidden\" name=\"board\" value=\"%1\">")
                      .arg(board)
                      .arg(s.base, s.token)
                      .arg(s.round)
                      .arg(dealer, esc(vulnerable));
    out +=
        radios(QStringLiteral("Level"), QStringLiteral("level"), levels, levels, previous("level"));
    out += radios(QStringLiteral("Suit"), QStringLiteral("strain"), strains, strainLabels,
                  previous("strain"));
    out += radios(QStringLiteral("Doubled"), QStringLiteral("dbl"), {"", "X", "XX"},
                  {"&ndash;", "X", "XX"}, previous("dbl"));
    out += radios(QStringLiteral("Declarer"), QStringLiteral("declarer"), seats, seats,
                  previous("declarer"));
    out += radios(QStringLiteral("Result"), QStringLiteral("result"), results, results,
                  previous("result"));
    out += QStringLiteral("<fieldset><legend>Lead (optional)</legend><input type=\"text\" "
                          "name=\"lead\" maxlength=\"3\" placeholder=\"SA\" "
                          "autocomplete=\"off\" autocapitalize=\"characters\" "
                          "value=\"%1\"></fieldset>"
                          "<button type=\"submit\" class=\"wide\">Enter score</button>"
                          "<button type=\"submit\" class=\"alt wide\" name=\"pass\" "
                          "value=\"1\">Passed out</button></form>")
               .arg(esc(previous("lead")));
    return out;
}

/// An entered line waiting for the opponents: what was entered, the score, one big button.
QString confirmBox(const TableState& s, const db::StoredLine& line) {
    const int board = line.line.board;
    return QStringLiteral("<div class=\"check\"><p><b>Board %4:</b> %5 &middot; "
                          "<span class=\"score\">%6</span></p>"
                          "<p>Opponents: check the score, then confirm it.</p>"
                          "<form method=\"post\" action=\"%1/confirm\">"
                          "<input type=\"hidden\" name=\"token\" value=\"%2\">"
                          "<input type=\"hidden\" name=\"round\" value=\"%3\">"
                          "<input type=\"hidden\" name=\"board\" value=\"%4\">"
                          "<button type=\"submit\" class=\"wide\">Confirm board %4</button>"
                          "</form></div>")
        .arg(s.base, s.token)
        .arg(s.round)
        .arg(board)
        .arg(lineText(line), scoreText(line));
}

QString nextRoundText(const TableState& s) {
    if (!s.movement || !s.seating)
        return {};
    for (const movements::TableGuideCard& card : movements::tableGuideCards(*s.movement)) {
        if (card.table != s.table)
            continue;
        for (const movements::TableGuideLine& line : card.lines) {
            // A round in two halves (the 3-table Howell in ten sets): after its first set the
            // pairs stay for the next; they move only after the last.
            if (line.movementRound == s.round && !line.thenSets.empty())
                return QStringLiteral("<p><b>Next:</b> stay at this table for boards %1&ndash;%2; "
                                      "boards &rarr; %3.</p>")
                    .arg(line.thenSets.front().firstBoard)
                    .arg(line.thenSets.front().lastBoard)
                    .arg(esc(line.boardsNext.text));
            const int last =
                line.thenSets.empty() ? line.movementRound : line.thenSets.back().movementRound;
            if (last != s.round)
                continue;
            const movements::BoardsNext& boards =
                line.thenSets.empty() ? line.boardsNext : line.thenSets.back().boardsNext;
            return QStringLiteral("<p><b>Next round:</b> pair %1 &rarr; %2; pair %3 &rarr; %4; "
                                  "boards &rarr; %5.</p>")
                .arg(labelText(s.label, s.movement, line.ns), esc(line.nsNext.text),
                     labelText(s.label, s.movement, line.ew), esc(line.ewNext.text))
                .arg(esc(boards.text));
        }
    }
    return {};
}

} // namespace

QString renderTablePage(const TableState& s) {
    const int rounds = s.movement ? static_cast<int>(s.movement->rounds.size()) : 0;
    QString body;
    if (s.round > rounds) {
        body = QStringLiteral("<h1>Table %1</h1><p class=\"ok\">Every board of the session is "
                              "scored and confirmed. Thank you!</p>")
                   .arg(s.table);
        return page(QStringLiteral("Table %1").arg(s.table), body);
    }
    // Rounds as the players count them: a round in two halves is one, its second set said.
    const bool secondSet =
        s.movement && s.round >= 1 &&
        s.movement->rounds[static_cast<std::size_t>(s.round - 1)].samePlacesAsBefore;
    body = QStringLiteral("<h1>Table %1 &middot; Round %2 of %3%4</h1>")
               .arg(s.table)
               .arg(s.movement ? s.movement->realRoundOf(s.round) : s.round)
               .arg(s.movement ? s.movement->realRounds() : rounds)
               .arg(secondSet ? QStringLiteral(", second set") : QString());
    if (!s.error.isEmpty())
        body += QStringLiteral("<p class=\"err\" role=\"alert\">%1</p>").arg(esc(s.error));
    if (!s.seating) {
        body += QStringLiteral("<p>No boards at this table this round.</p>");
        return page(QStringLiteral("Table %1").arg(s.table), body);
    }
    body += QStringLiteral("<p>North-South: %1<br>East-West: %2</p>")
                .arg(pairText(s.label, s.movement, s.seating->ns, s.names),
                     pairText(s.label, s.movement, s.seating->ew, s.names));
    if (s.seating->switched)
        body += QStringLiteral("<p><b>Arrow switch:</b> this round the pairs play the other "
                               "way round, as shown above.</p>");
    body += QStringLiteral("<table><tr><th>Board</th><th>Contract</th><th>Score</th><th></th>"
                           "</tr>");
    // The entry form opens on the board asked for while the table may still enter it, else
    // on the first board without a result.
    int formBoard = 0;
    for (const BoardState& b : s.boards)
        if (b.board == s.selectedBoard && (!b.line || !isSettled(*b.line)))
            formBoard = b.board;
    QString checks;
    bool allSettled = true;
    for (const BoardState& b : s.boards) {
        QString action;
        if (!b.line) {
            allSettled = false;
            if (formBoard == 0)
                formBoard = b.board;
            action = QStringLiteral("<a href=\"%1?round=%2&amp;board=%3#enter\">enter</a>")
                         .arg(s.base)
                         .arg(s.round)
                         .arg(b.board);
        } else if (!isSettled(*b.line)) {
            allSettled = false;
            checks += confirmBox(s, *b.line);
            action = QStringLiteral("<a href=\"%1?round=%2&amp;board=%3#enter\">change</a>")
                         .arg(s.base)
                         .arg(s.round)
                         .arg(b.board);
        } else {
            action = QStringLiteral("<a href=\"%1/traveller/%2\">traveller</a>")
                         .arg(s.base)
                         .arg(b.board);
        }
        body += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td class=\"act\">%4</td>"
                               "</tr>")
                    .arg(b.board)
                    .arg(b.line ? lineText(*b.line) : QStringLiteral("to play"))
                    .arg(b.line ? scoreText(*b.line) : QString())
                    .arg(action);
    }
    body += QStringLiteral("</table>");
    body += checks;
    if (formBoard > 0)
        body += entryForm(s, formBoard);
    if (allSettled) {
        body += QStringLiteral("<p class=\"ok\">Round %1 is complete.</p>").arg(s.round);
        body += nextRoundText(s);
        if (s.round < s.currentRound)
            body += QStringLiteral("<p><a class=\"button\" href=\"%1\">%2</a></p>")
                        .arg(s.base, s.currentRound > rounds
                                         ? QStringLiteral("Done")
                                         : QStringLiteral("Go to round %1").arg(s.currentRound));
    }
    return page(QStringLiteral("Table %1, round %2").arg(s.table).arg(s.round), body);
}

QString renderTraveller(const TravellerState& s) {
    QString body = QStringLiteral("<h1>Board %1 traveller</h1><p class=\"sub\">Table %2: your "
                                  "line is in bold.</p><table><tr><th>NS</th><th>EW</th>"
                                  "<th>Contract</th><th>Score</th></tr>")
                       .arg(s.board)
                       .arg(s.table);
    for (const db::StoredLine& l : s.lines)
        body += QStringLiteral("<tr%5><td>%1</td><td>%2</td><td>%3</td><td>%4</td></tr>")
                    .arg(labelText(s.label, s.movement, l.line.ns),
                         labelText(s.label, s.movement, l.line.ew), lineText(l), scoreText(l),
                         l.line.ns == s.ns && l.line.ew == s.ew ? QStringLiteral(" class=\"mine\"")
                                                                : QString());
    body += QStringLiteral("</table><p><a class=\"button\" href=\"%1\">Back to the table</a></p>")
                .arg(s.base);
    return page(QStringLiteral("Board %1").arg(s.board), body);
}

QString renderDirectorPage(const std::vector<TableProgress>& tables,
                           const movements::Movement& movement) {
    QString body = QStringLiteral("<h1>%1: table scoring</h1><table><tr><th>Table</th>"
                                  "<th>Round</th><th>Entered</th><th>Confirmed</th></tr>")
                       .arg(esc(movement.name));
    for (const TableProgress& t : tables)
        body += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3/%4</td><td>%5</td></tr>")
                    .arg(t.table)
                    .arg(t.finished ? QStringLiteral("finished") : QString::number(t.round))
                    .arg(t.entered)
                    .arg(t.boardsInRound)
                    .arg(t.confirmed);
    body += QStringLiteral("</table><p>Corrections are made at the console.</p>");
    return page(QStringLiteral("Table scoring"), body);
}

QString welcomePage() {
    return page(QStringLiteral("Overplay table scoring"),
                QStringLiteral("<h1>Overplay table scoring</h1><p>Open the address or scan the "
                               "QR code on your table's card.</p>"));
}

QString errorPage(const QString& title, const QString& message, const QString& back) {
    QString body =
        QStringLiteral("<h1>%1</h1><p class=\"err\">%2</p>").arg(esc(title), esc(message));
    if (!back.isEmpty())
        body += QStringLiteral("<p><a class=\"button\" href=\"%1\">Back to the table</a></p>")
                    .arg(back);
    return page(title, body);
}

} // namespace overplay::app
