// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/tablescoring/TableScoringServer.h"

#include "app/tablescoring/TablePages.h"
#include "core/Contract.h"
#include "core/Error.h"
#include "core/ResultText.h"
#include "db/EventStore.h"
#include "db/StorageError.h"

#include "app/tablescoring/HttpConnections.h"
#include "app/tablescoring/HttpRequestReader.h"

#include <QCryptographicHash>
#include <QMessageAuthenticationCode>
#include <QNetworkInterface>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QUrlQuery>

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <stdexcept>
#include <variant>

namespace overplay::app {

namespace {

/// Random text from the operating system's CSPRNG (Qt's system generator: getrandom on Linux,
/// the system's cryptographic generator on Windows and macOS): secrets and form tokens must not
/// be guessable.
std::string randomToken(int length) {
    static constexpr char alphabet[] = "abcdefghijkmnpqrstuvwxyz23456789"; // no 0/o, 1/l
    std::string out;
    while (static_cast<int>(out.size()) < length)
        out += alphabet[QRandomGenerator::system()->bounded(32)]; // uniform: no bias
    return out;
}

/// Compares a guess with a secret in time that depends only on the secret's length: not on
/// where they differ, nor on the guess's length.
bool sameSecret(const std::string& secret, const std::string& guess) {
    unsigned char diff = secret.size() == guess.size() ? 0 : 1;
    for (std::size_t i = 0; i < secret.size(); ++i) {
        const char g = i < guess.size() ? guess[i] : '\0';
        diff |= static_cast<unsigned char>(secret[i] ^ g);
    }
    return diff == 0;
}

/// A table phone's session: a keyed hash of the table's secret (HMAC-SHA256, RFC 2104), so
/// only a phone that opened the table's address holds it, and it stays good when the server
/// restarts (the secret is kept in the event). Nothing can be learned of the secret from it.
std::string sessionOf(const std::string& secret) {
    return QMessageAuthenticationCode::hash("overplay table session",
                                            QByteArray::fromStdString(secret),
                                            QCryptographicHash::Sha256)
        .toHex()
        .left(40)
        .toStdString();
}

/// A refusal from the store may say who holds a card ("(West holds it)"): fine for the
/// director, never for a phone before the board is played.
QString withoutHolder(QString message) {
    static const QRegularExpression holder(QStringLiteral(" ?\\([A-Za-z]+ holds it\\)"));
    return message.remove(holder);
}

bool isToken(const QString& s) {
    if (s.isEmpty() || s.size() > 64)
        return false;
    return std::all_of(s.begin(), s.end(), [](QChar c) {
        return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) ||
               (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
               (c >= QLatin1Char('0') && c <= QLatin1Char('9'));
    });
}

/// application/x-www-form-urlencoded: '+' is a space, then percent-decoding.
std::map<QString, QString> parseForm(const QByteArray& body) {
    std::map<QString, QString> out;
    for (const QByteArray& pair : body.split('&')) {
        if (pair.isEmpty())
            continue;
        const int eq = pair.indexOf('=');
        QByteArray key = eq < 0 ? pair : pair.left(eq);
        QByteArray value = eq < 0 ? QByteArray() : pair.mid(eq + 1);
        key.replace('+', ' ');
        value.replace('+', ' ');
        out.emplace(QUrl::fromPercentEncoding(key), QUrl::fromPercentEncoding(value));
    }
    return out;
}

} // namespace

QString hostForPhones(const QHostAddress& address) {
    if (address != QHostAddress::Any && address != QHostAddress::AnyIPv4 &&
        address != QHostAddress::AnyIPv6)
        return address.protocol() == QAbstractSocket::IPv6Protocol
                   ? QStringLiteral("[%1]").arg(address.toString())
                   : address.toString();
    for (const QNetworkInterface& iface : QNetworkInterface::allInterfaces()) {
        if (!(iface.flags() & QNetworkInterface::IsUp) ||
            (iface.flags() & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : iface.addressEntries())
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
                return entry.ip().toString();
    }
    return QStringLiteral("127.0.0.1");
}

struct TableScoringServer::State {
    std::optional<db::EventStore> store;
    movements::Movement movement;
    std::map<int, std::string> secrets; ///< table → secret, kept in the event
    /// The director's page secret: made anew at each start, printed by `serve` and shown in
    /// the console, never stored (the store keeps only tables' secrets).
    std::string directorSecret;
    std::map<int, std::deque<std::string>> tokens; ///< unused form tokens per table
    /// The rules of what each table may see and enter, over the open store.
    std::optional<TableRules> rules;
    TableScoringLimits limits;
    QString host;
    quint16 port = 0;

    /// What a table's page shows: where the table is, and (withNames) the entries' names.
    TableState tableState(int table, int requestedRound = 0, bool withNames = true) const {
        const TablePosition where = rules->position(table, requestedRound);
        TableState state;
        state.table = table;
        state.movement = &movement;
        state.label = [this](int entry) { return store->entryLabel(entry); };
        state.currentRound = where.currentRound;
        state.round = where.round;
        state.seating = where.seating;
        state.boards = where.boards;
        for (const BoardState& b : state.boards)
            if (const auto stored = store->board(b.board))
                state.faces[b.board] = {stored->dealer, stored->vulnerability};
        if (withNames)
            for (const db::Entry& e : store->entries())
                state.names[e.number] = e.names();
        return state;
    }

    std::string issueToken(int table) {
        std::deque<std::string>& queue = tokens[table];
        queue.push_back(randomToken(16));
        while (static_cast<int>(queue.size()) > limits.formTokensPerTable)
            queue.pop_front();
        return queue.back();
    }

    /// A form's token is good once: a second POST of the same form is a replay.
    bool useToken(int table, const QString& token) {
        std::deque<std::string>& queue = tokens[table];
        auto it = std::find(queue.begin(), queue.end(), token.toStdString());
        if (it == queue.end())
            return false;
        queue.erase(it);
        return true;
    }
};

namespace {

using namespace http;

} // namespace

/// The app's side of HTTP: what the tables' and the director's pages answer, behind the
/// connections (http::Connections, which keeps their limits and timeouts).
class TableScoringServer::Http {
public:
    Http(TableScoringServer& owner, State& state)
        : m_owner(owner), m_state(state), m_guard(state.limits),
          m_connections(state.limits,
                        [this](const HttpRequest& request, const QString& client, bool& trusted) {
                            m_trusted = false;
                            Response r = answer(request, client);
                            trusted = m_trusted;
                            return r;
                        }) {}

    quint16 listen(const QHostAddress& address, quint16 port) {
        return m_connections.listen(address, port);
    }

private:
    Response answer(const HttpRequest& request, const QString& client) {
        try {
            return route(request, client);
        } catch (const db::StorageError& e) {
            // The store refused for a reason of its own (the file went away, the disk is
            // full): say so, keep serving. The phone is told the problem, never where the
            // server keeps its files.
            QString problem = QString::fromStdString(e.problem());
            if (!problem.endsWith(QLatin1Char('.')))
                problem += QLatin1Char('.');
            return Response::html(500, errorPage("The scoring server could not do that",
                                                 problem + QStringLiteral(" Ask the director.")));
        } catch (const std::exception&) {
            return Response::html(500, errorPage("The scoring server could not do that",
                                                 "Something went wrong on the server. Ask the "
                                                 "director."));
        }
    }

    static Response notFound() {
        return Response::html(404, errorPage("Not found", "No such page."));
    }

    Response wrongAddress(const QString& client, int status, const QString& title,
                          const QString& message) {
        m_guard.wrongAddress(client);
        return Response::html(status, errorPage(title, message));
    }

    Response tooManyGuesses(const QString& client) {
        Response r = Response::html(
            429, errorPage("Too many wrong addresses",
                           "Too many wrong table addresses came from this network. Wait a few "
                           "minutes, or ask the director for your table's card."));
        r.headers.emplace_back("Retry-After", QByteArray::number(m_guard.secondsLeft(client)));
        return r;
    }

    /// Whether the request carries the session cookie of the table's page (sessionOf).
    bool hasSession(const HttpRequest& request, int table) const {
        auto secret = m_state.secrets.find(table);
        if (secret == m_state.secrets.end())
            return false;
        const std::string session = sessionOf(secret->second);
        for (const std::string& value :
             cookieValues(request.header("cookie").value_or(""), "table"))
            if (sameSecret(session, value))
                return true;
        return false;
    }

    Response route(const HttpRequest& request, const QString& client) {
        // Only our own few paths exist: segments of letters and digits, nothing encoded.
        const QString path = QString::fromLatin1(request.path());
        const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        const bool addressed =
            !parts.isEmpty() && (parts[0] == QLatin1String("t") || parts[0] == QLatin1String("d"));
        for (const QString& part : parts)
            if (!isToken(part)) {
                if (addressed)
                    m_guard.wrongAddress(client);
                return notFound();
            }
        const bool get = request.method == "GET";
        const bool post = request.method == "POST";
        if (!get && !post)
            return Response::html(405,
                                  errorPage("Not allowed", "Only GET and POST are used here."));

        if (parts.isEmpty() && get)
            return Response::html(200, welcomePage());
        if (!addressed)
            return notFound();

        bool ok = false;
        const int table =
            parts[0] == QLatin1String("t") && parts.size() > 1 ? parts[1].toInt(&ok) : 0;
        // A client that guessed too often is refused before any table's secret is compared,
        // so its guesses teach it nothing; a phone that already opened its table keeps
        // playing, and so does the director (behind the club's one router with the guesser):
        // the director's secret is 16 random characters, far beyond guessing at ten tries in
        // five minutes, so comparing it under a lockout gives nothing away.
        const bool director = parts.size() == 2 && parts[0] == QLatin1String("d") && get &&
                              !m_state.directorSecret.empty() &&
                              sameSecret(m_state.directorSecret, parts[1].toStdString());
        if (m_guard.isLockedOut(client) && !director && !(ok && hasSession(request, table)))
            return tooManyGuesses(client);

        if (parts.size() == 2 && parts[0] == QLatin1String("d") && get) {
            m_trusted = director;
            return directorPage(parts[1], client);
        }
        if (parts.size() < 3 || parts[0] != QLatin1String("t")) {
            m_guard.wrongAddress(client);
            return notFound();
        }
        auto secret = m_state.secrets.find(table);
        if (!ok || table < 1 || secret == m_state.secrets.end() ||
            !sameSecret(secret->second, parts[2].toStdString()))
            return wrongAddress(client, 403, QStringLiteral("Wrong address"),
                                QStringLiteral("This address is not a table's. Use the address "
                                               "or QR code on your table's card."));
        m_trusted = true; // the table's own secret: its connection keeps its place

        const QString base = QStringLiteral("/t/%1/%2").arg(table).arg(parts[2]);
        if (parts.size() == 3 && get) {
            const QUrlQuery query(QString::fromLatin1(request.query()));
            const int round = query.queryItemValue(QStringLiteral("round")).toInt();
            const int board = query.queryItemValue(QStringLiteral("board")).toInt();
            Response r = tablePage(table, base, round, board);
            if (r.status == 200 && !hasSession(request, table))
                r.headers.emplace_back("Set-Cookie", sessionCookie(table, base));
            return r;
        }
        const QByteArray body = QByteArray::fromStdString(request.body);
        if (parts.size() == 4 && post && parts[3] == QLatin1String("enter"))
            return enter(table, base, parseForm(body));
        if (parts.size() == 4 && post && parts[3] == QLatin1String("confirm"))
            return confirm(table, base, parseForm(body));
        if (parts.size() == 5 && get && parts[3] == QLatin1String("traveller"))
            return traveller(table, base, parts[4].toInt());
        return notFound();
    }

    /// The session cookie of a table's phone: it lets the phone through a lockout of its
    /// network's address (the secret is still checked on every request).
    QByteArray sessionCookie(int table, const QString& base) {
        return "table=" + QByteArray::fromStdString(sessionOf(m_state.secrets.at(table))) +
               "; Path=" + base.toUtf8() + "; HttpOnly; SameSite=Strict";
    }

    Response tablePage(int table, const QString& base, int round, int board,
                       const QString& error = {}, int status = 200,
                       const std::map<QString, QString>& form = {}) {
        TableState state = m_state.tableState(table, round);
        state.base = base;
        state.selectedBoard = board;
        state.error = error;
        state.form = form;
        // A round not yet reached, or a board not of the round shown: the phone is told so,
        // and no form opens for it (its dealer, its vulnerability, its lead are for later).
        if (error.isEmpty() && round > state.currentRound &&
            round <= static_cast<int>(m_state.movement.rounds.size())) {
            state.error =
                QStringLiteral("Round %1 has not started at table %2 yet.").arg(round).arg(table);
            state.selectedBoard = 0;
            status = 403;
        } else if (error.isEmpty() && board != 0 &&
                   std::none_of(state.boards.begin(), state.boards.end(),
                                [&](const BoardState& b) { return b.board == board; })) {
            state.error = QStringLiteral("Board %1 is not played at table %2 in round %3.")
                              .arg(board)
                              .arg(table)
                              .arg(state.round);
            state.selectedBoard = 0;
            status = 403;
        }
        state.token = QString::fromStdString(m_state.issueToken(table));
        return Response::html(status, renderTablePage(state));
    }

    /// Checks the form's token, then asks the rules whether its round and board are the
    /// table's to enter now; on a problem, the answer.
    std::variant<TableTarget, Response> formTarget(int table, const QString& base,
                                                   const std::map<QString, QString>& form) {
        auto value = [&](const char* key) {
            auto it = form.find(QString::fromLatin1(key));
            return it == form.end() ? QString() : it->second;
        };
        if (!m_state.useToken(table, value("token")))
            return Response::html(409, errorPage("Already sent",
                                                 "This form was already sent, or is out of "
                                                 "date. Nothing was changed by sending it again.",
                                                 base));
        const int round = value("round").toInt();
        auto target = m_state.rules->target(table, round, value("board").toInt());
        if (auto* refused = std::get_if<TableRefusal>(&target))
            return tablePage(table, base, refused->kind == TableRefusal::Kind::NotNow ? 0 : round,
                             0, QString::fromStdString(refused->message), 403);
        return std::get<TableTarget>(target);
    }

    Response enter(int table, const QString& base, const std::map<QString, QString>& form) {
        auto target = formTarget(table, base, form);
        if (auto* refused = std::get_if<Response>(&target))
            return std::move(*refused);
        const TableTarget checked = std::get<TableTarget>(target);
        const int board = checked.board;
        const int round = checked.round;
        auto value = [&](const char* key) {
            auto it = form.find(QString::fromLatin1(key));
            return it == form.end() ? std::string() : it->second.trimmed().toStdString();
        };
        // A refusal shows the form again with the table's choices, to correct one tap.
        auto fail = [&](const QString& why) {
            return tablePage(table, base, round, board, why, 422, form);
        };
        if (auto refused = m_state.rules->mayEnter(table, checked))
            return fail(QString::fromStdString(refused->message));
        const bool replacing =
            m_state.store->line(board, checked.seating.ns, checked.seating.ew).has_value();
        try {
            core::TravellerLine line;
            line.board = board;
            line.ns = checked.seating.ns;
            line.ew = checked.seating.ew;
            // The form's buttons say what is missing; the line itself is read as every other
            // front end reads it (core/ResultText.h).
            if (!value("pass").empty()) {
                line.play = core::readPlay("PASS", "", "");
            } else {
                if (value("level").empty() || value("strain").empty())
                    return fail(QStringLiteral("Choose the contract's level and suit, or Pass."));
                if (!core::parseSeat(value("declarer")))
                    return fail(QStringLiteral("Choose the declarer: N, E, S or W."));
                if (value("result").empty())
                    return fail(QStringLiteral("Choose the result: =, +1, -1, …"));
                line.play = core::readPlay(value("level") + value("strain") + value("dbl"),
                                           value("declarer"), value("result"));
            }
            if (const std::string lead = value("lead"); !lead.empty())
                line.lead = core::readLead(lead);
            if (auto refused = m_state.rules->checkLead(table, line))
                return fail(QString::fromStdString(refused->message));
            db::EnterOptions options;
            options.replace = replacing;
            options.source = db::LineSource::Table;
            options.sourceTable = table;
            m_state.store->enterResult(line, options, "table " + std::to_string(table));
        } catch (const core::InputError& e) {
            return fail(withoutHolder(QString::fromStdString(e.what())));
        }
        emit m_owner.lineEntered(table, board);
        emit m_owner.progressChanged(table);
        // Back to the round: the opponents see the score to confirm, and the form opens on
        // the next board to enter.
        return Response::redirect(base + QStringLiteral("?round=%1").arg(round));
    }

    Response confirm(int table, const QString& base, const std::map<QString, QString>& form) {
        auto target = formTarget(table, base, form);
        if (auto* refused = std::get_if<Response>(&target))
            return std::move(*refused);
        const TableTarget checked = std::get<TableTarget>(target);
        if (auto refused = m_state.rules->mayConfirm(checked))
            return tablePage(table, base, checked.round, checked.board,
                             QString::fromStdString(refused->message), 422);
        // The director's lines need no confirmation; a table confirms only its own entry.
        if (m_state.rules->needsConfirming(checked)) {
            m_state.store->confirmResult(checked.board, checked.seating.ns, checked.seating.ew,
                                         "table " + std::to_string(table));
            emit m_owner.lineConfirmed(table, checked.board);
            emit m_owner.progressChanged(table);
        }
        // Stay on the round: once it is complete the page says where everyone goes next,
        // and offers the next round.
        return Response::redirect(base + QStringLiteral("?round=%1").arg(checked.round));
    }

    Response traveller(int table, const QString& base, int board) {
        // A modern guide to duplicate bridge: nobody sees a traveller before playing the board.
        // Only a table whose own result on this board is confirmed may look.
        if (auto seating = m_state.rules->travellerSeating(table, board)) {
            TravellerState state;
            state.board = board;
            state.table = table;
            state.ns = seating->ns;
            state.ew = seating->ew;
            state.base = base;
            state.movement = &m_state.movement;
            state.label = [this](int entry) { return m_state.store->entryLabel(entry); };
            state.lines = m_state.store->linesOfBoard(board);
            for (const db::Entry& e : m_state.store->entries())
                state.names[e.number] = e.names();
            return Response::html(200, renderTraveller(state));
        }
        return Response::html(
            403, errorPage("Not yet",
                           QStringLiteral("Board %1's traveller opens once your table has "
                                          "played it and the opponents confirmed the score.")
                               .arg(board),
                           base));
    }

    Response directorPage(const QString& secret, const QString& client) {
        if (m_state.directorSecret.empty() ||
            !sameSecret(m_state.directorSecret, secret.toStdString()))
            return wrongAddress(client, 403, QStringLiteral("Wrong address"),
                                QStringLiteral("This is not the director's address."));
        std::vector<TableProgress> all;
        for (const auto& [table, s] : m_state.secrets)
            if (table > 0)
                all.push_back(m_state.rules->progress(table));
        return Response::html(200, renderDirectorPage(all, m_state.movement));
    }

    TableScoringServer& m_owner;
    State& m_state;
    AddressGuard m_guard;
    bool m_trusted = false; ///< the request being answered showed a secret
    /// Last: closed first, so no connection is answered by a half-destroyed Http.
    Connections m_connections;
};

TableScoringServer::TableScoringServer(QObject* parent)
    : QObject(parent), m_state(std::make_unique<State>()) {}

TableScoringServer::~TableScoringServer() {
    stop();
}

void TableScoringServer::start(const QString& eventPath, const QHostAddress& address, quint16 port,
                               const TableScoringLimits& limits) {
    stop();
    db::OpenOptions options;
    options.user = "table scoring";
    m_state->store.emplace(db::EventStore::open(eventPath.toStdString(), options));
    m_state->movement = m_state->store->movement();
    m_state->rules.emplace(*m_state->store);
    m_state->limits = limits;
    m_state->secrets = m_state->store->tableSecrets();
    bool added = false;
    m_state->directorSecret = randomToken(16);
    for (int table = 1; table <= m_state->movement.tables; ++table) {
        if (!m_state->secrets.count(table)) {
            m_state->secrets[table] = randomToken(8);
            added = true;
        }
    }
    // Listening first: a server that cannot listen (an address not this machine's, a port
    // in use) leaves the event as it was, without a "set table secrets" row.
    m_http = std::make_unique<Http>(*this, *m_state);
    const quint16 listening = m_http->listen(address, port);
    const auto giveUp = [&] {
        m_http.reset();
        m_state->rules.reset();
        m_state->store.reset();
        m_state->secrets.clear();
    };
    if (listening == 0) {
        giveUp();
        throw std::runtime_error("cannot listen on " + address.toString().toStdString() + " port " +
                                 std::to_string(port) + " (in use, or not this machine's address)");
    }
    if (added) {
        try {
            m_state->store->setTableSecrets(m_state->secrets);
        } catch (...) {
            giveUp();
            throw;
        }
    }
    m_state->port = listening;
    m_state->host = hostForPhones(address);
}

void TableScoringServer::stop() {
    m_http.reset();
    m_state->rules.reset();
    m_state->store.reset();
    m_state->tokens.clear();
}

bool TableScoringServer::isRunning() const {
    return m_http != nullptr;
}

quint16 TableScoringServer::port() const {
    return m_state->port;
}

QMap<int, QUrl> TableScoringServer::tableUrls() const {
    QMap<int, QUrl> out;
    for (const auto& [table, secret] : m_state->secrets)
        if (table > 0)
            out.insert(table, QUrl(QStringLiteral("http://%1:%2/t/%3/%4")
                                       .arg(m_state->host)
                                       .arg(m_state->port)
                                       .arg(table)
                                       .arg(QString::fromStdString(secret))));
    return out;
}

QUrl TableScoringServer::directorUrl() const {
    if (!m_http)
        return {};
    return QUrl(QStringLiteral("http://%1:%2/d/%3")
                    .arg(m_state->host)
                    .arg(m_state->port)
                    .arg(QString::fromStdString(m_state->directorSecret)));
}

QList<TableProgress> TableScoringServer::progress() const {
    QList<TableProgress> out;
    if (!m_state->store)
        return out;
    for (const auto& [table, secret] : m_state->secrets)
        if (table > 0)
            out.push_back(m_state->rules->progress(table));
    return out;
}

} // namespace overplay::app
