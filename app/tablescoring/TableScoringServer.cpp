#include "app/tablescoring/TableScoringServer.h"

#include "app/tablescoring/TablePages.h"
#include "core/Contract.h"
#include "core/Error.h"
#include "db/EventStore.h"
#include "db/StorageError.h"

#include <QAbstractHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QNetworkInterface>
#include <QTcpServer>

#include <sys/random.h>

#include <algorithm>
#include <deque>
#include <map>
#include <optional>
#include <set>
#include <stdexcept>

namespace overplay::app {

using Status = QHttpServerResponder::StatusCode;

namespace {

/// Random text from the kernel's CSPRNG: secrets and form tokens must not be guessable.
std::string randomToken(int length) {
    static constexpr char alphabet[] = "abcdefghijkmnpqrstuvwxyz23456789"; // no 0/o, 1/l
    std::string out;
    while (static_cast<int>(out.size()) < length) {
        unsigned char bytes[32];
        const ssize_t got = getrandom(bytes, sizeof bytes, 0);
        if (got <= 0)
            throw std::runtime_error("the system's random source failed");
        for (ssize_t i = 0; i < got && static_cast<int>(out.size()) < length; ++i)
            out += alphabet[bytes[i] % 32]; // 256 is a multiple of 32: no bias
    }
    return out;
}

/// Compares secrets in time independent of where they differ.
bool sameSecret(const std::string& a, const std::string& b) {
    if (a.size() != b.size())
        return false;
    unsigned char diff = 0;
    for (std::size_t i = 0; i < a.size(); ++i)
        diff |= static_cast<unsigned char>(a[i] ^ b[i]);
    return diff == 0;
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
    TableScoringLimits limits;
    QString host;
    quint16 port = 0;

    /// The pairs and boards of a table in a round, if it plays boards then.
    std::optional<movements::TableRound> seating(int table, int round) const {
        if (round < 1 || round > static_cast<int>(movement.rounds.size()))
            return std::nullopt;
        for (const movements::TableRound& tr : movement.rounds[round - 1].tables)
            if (tr.table == table && tr.set > 0)
                return tr;
        return std::nullopt;
    }

    /// The table's own lines of a round, board by board (only the few this table plays: a
    /// page must not cost a read of the whole event).
    std::vector<BoardState> boardsOf(const movements::TableRound& tr) const {
        std::vector<BoardState> out;
        for (int b = movement.firstBoardOf(tr.set); b <= movement.lastBoardOf(tr.set); ++b)
            out.push_back(BoardState{b, store->line(b, tr.ns, tr.ew)});
        return out;
    }

    /// Where a table is. withNames: also the entries' names (pages need them, checks do not).
    TableState tableState(int table, int requestedRound = 0, bool withNames = true) const {
        TableState state;
        state.table = table;
        state.movement = &movement;
        // The current round: the first whose boards are not all settled here. A line the
        // director entered or corrected counts as settled, so a correction made at the
        // console never sends a table back to an old round.
        state.currentRound = static_cast<int>(movement.rounds.size()) + 1;
        std::vector<BoardState> current;
        for (const movements::Round& round : movement.rounds) {
            auto tr = seating(table, round.number);
            if (!tr)
                continue;
            std::vector<BoardState> boards = boardsOf(*tr);
            const bool done = std::all_of(boards.begin(), boards.end(), [](const BoardState& b) {
                return b.line && isSettled(*b.line);
            });
            if (!done) {
                state.currentRound = round.number;
                current = std::move(boards);
                break;
            }
        }
        state.round = requestedRound > 0 && requestedRound <= state.currentRound
                          ? requestedRound
                          : state.currentRound;
        if (auto tr = seating(table, state.round)) {
            state.seating = *tr;
            state.boards = state.round == state.currentRound ? std::move(current) : boardsOf(*tr);
        }
        if (withNames)
            for (const db::Entry& e : store->entries())
                state.names[e.number] = e.names();
        return state;
    }

    TableProgress progressOf(int table) const {
        const TableState s = tableState(table, 0, false);
        TableProgress p;
        p.table = table;
        p.round = s.round;
        p.finished = s.currentRound > static_cast<int>(movement.rounds.size());
        p.boardsInRound = static_cast<int>(s.boards.size());
        for (const BoardState& b : s.boards) {
            p.entered += b.line ? 1 : 0;
            p.confirmed += b.line && isSettled(*b.line) ? 1 : 0;
        }
        return p;
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

class TableScoringServer::Http : public QAbstractHttpServer {
public:
    Http(TableScoringServer& owner, State& state) : m_owner(owner), m_state(state) {}

protected:
    bool handleRequest(const QHttpServerRequest& request, QTcpSocket* socket) override {
        QHttpServerResponder responder = makeResponder(request, socket);
        try {
            route(request, responder);
        } catch (const std::exception& e) {
            // The store refused for a reason of its own (the file went away, the disk is
            // full): say so, keep serving.
            respond(responder, Status::InternalServerError,
                    errorPage("The scoring server could not do that", e.what()));
        }
        return true;
    }

    void missingHandler(const QHttpServerRequest& request, QTcpSocket* socket) override {
        QHttpServerResponder responder = makeResponder(request, socket);
        respond(responder, Status::NotFound, errorPage("Not found", "No such page."));
    }

private:
    static void respond(QHttpServerResponder& responder, Status status, const QString& html) {
        responder.write(html.toUtf8(),
                        {{"Content-Type", "text/html; charset=utf-8"},
                         {"Cache-Control", "no-store"},
                         {"X-Content-Type-Options", "nosniff"},
                         {"Content-Security-Policy",
                          "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'"}},
                        status);
    }

    static void redirect(QHttpServerResponder& responder, const QString& to) {
        responder.write({{"Location", to.toUtf8()}, {"Cache-Control", "no-store"}},
                        Status::SeeOther);
    }

    void route(const QHttpServerRequest& request, QHttpServerResponder& responder) {
        const QByteArray length = request.value("Content-Length");
        if (request.body().size() > m_state.limits.maxBodyBytes ||
            length.toLongLong() > m_state.limits.maxBodyBytes) {
            respond(responder, Status::PayloadTooLarge,
                    errorPage("Too large", "That request is larger than any form here."));
            return;
        }
        // Only our own few paths exist: segments of letters and digits, nothing encoded.
        const QString path = request.url().path(QUrl::FullyEncoded);
        const QStringList parts = path.split(QLatin1Char('/'), Qt::SkipEmptyParts);
        for (const QString& part : parts)
            if (!isToken(part))
                return respond(responder, Status::NotFound,
                               errorPage("Not found", "No such page."));
        const bool get = request.method() == QHttpServerRequest::Method::Get;
        const bool post = request.method() == QHttpServerRequest::Method::Post;
        if (!get && !post)
            return respond(responder, Status::MethodNotAllowed,
                           errorPage("Not allowed", "Only GET and POST are used here."));

        if (parts.isEmpty() && get)
            return respond(responder, Status::Ok, welcomePage());
        if (parts.size() == 2 && parts[0] == QLatin1String("d") && get)
            return directorPage(parts[1], responder);
        if (parts.size() < 3 || parts[0] != QLatin1String("t"))
            return respond(responder, Status::NotFound, errorPage("Not found", "No such page."));

        bool ok = false;
        const int table = parts[1].toInt(&ok);
        auto secret = m_state.secrets.find(table);
        if (!ok || table < 1 || secret == m_state.secrets.end() ||
            !sameSecret(secret->second, parts[2].toStdString()))
            return respond(responder, Status::Forbidden,
                           errorPage("Wrong address",
                                     "This address is not a table's. Use the address or QR "
                                     "code on your table's card."));

        const QString base = QStringLiteral("/t/%1/%2").arg(table).arg(parts[2]);
        if (parts.size() == 3 && get) {
            const auto query = request.query();
            const int round = query.queryItemValue(QStringLiteral("round")).toInt();
            const int board = query.queryItemValue(QStringLiteral("board")).toInt();
            return tablePage(table, base, round, board, QString(), Status::Ok, responder);
        }
        if (parts.size() == 4 && post && parts[3] == QLatin1String("enter"))
            return enter(table, base, parseForm(request.body()), responder);
        if (parts.size() == 4 && post && parts[3] == QLatin1String("confirm"))
            return confirm(table, base, parseForm(request.body()), responder);
        if (parts.size() == 5 && get && parts[3] == QLatin1String("traveller"))
            return traveller(table, base, parts[4].toInt(), responder);
        respond(responder, Status::NotFound, errorPage("Not found", "No such page."));
    }

    void tablePage(int table, const QString& base, int round, int board, const QString& error,
                   Status status, QHttpServerResponder& responder,
                   const std::map<QString, QString>& form = {}) {
        TableState state = m_state.tableState(table, round);
        state.base = base;
        state.selectedBoard = board;
        state.error = error;
        state.form = form;
        state.token = QString::fromStdString(m_state.issueToken(table));
        respond(responder, status, renderTablePage(state));
    }

    /// Checks the form's token, round and board; on a problem answers and returns nothing.
    std::optional<std::pair<int, movements::TableRound>>
    formTarget(int table, const QString& base, const std::map<QString, QString>& form,
               QHttpServerResponder& responder) {
        auto value = [&](const char* key) {
            auto it = form.find(QString::fromLatin1(key));
            return it == form.end() ? QString() : it->second;
        };
        if (!m_state.useToken(table, value("token"))) {
            respond(responder, Status::Conflict,
                    errorPage("Already sent",
                              "This form was already sent, or is out of date. Nothing was "
                              "changed by sending it again.",
                              base));
            return std::nullopt;
        }
        const int round = value("round").toInt();
        const int board = value("board").toInt();
        const TableState state = m_state.tableState(table, 0, false);
        auto seating = m_state.seating(table, round);
        if (round < 1 || round > state.currentRound || !seating) {
            tablePage(table, base, 0, 0,
                      QStringLiteral("Round %1 is not being played at table %2 now.")
                          .arg(round)
                          .arg(table),
                      Status::Forbidden, responder);
            return std::nullopt;
        }
        if (m_state.movement.setOfBoard(board) != seating->set) {
            tablePage(table, base, round, 0,
                      QStringLiteral("Board %1 is not played at table %2 in round %3.")
                          .arg(board)
                          .arg(table)
                          .arg(round),
                      Status::Forbidden, responder);
            return std::nullopt;
        }
        return std::pair{board, *seating};
    }

    void enter(int table, const QString& base, const std::map<QString, QString>& form,
               QHttpServerResponder& responder) {
        auto target = formTarget(table, base, form, responder);
        if (!target)
            return;
        auto [board, seating] = *target;
        auto value = [&](const char* key) {
            auto it = form.find(QString::fromLatin1(key));
            return it == form.end() ? std::string() : it->second.trimmed().toStdString();
        };
        const int round = std::stoi(value("round"));
        // A refusal shows the form again with the table's choices, to correct one tap.
        auto fail = [&](const QString& why) {
            tablePage(table, base, round, board, why, Status::UnprocessableEntity, responder, form);
        };
        std::optional<db::StoredLine> existing = m_state.store->line(board, seating.ns, seating.ew);
        if (existing && (isSettled(*existing) || existing->sourceTable != table))
            return fail(QStringLiteral("Board %1 is already scored and confirmed. Ask the "
                                       "director to change it.")
                            .arg(board));
        try {
            core::TravellerLine line;
            line.board = board;
            line.ns = seating.ns;
            line.ew = seating.ew;
            core::Contract contract;
            if (!value("pass").empty()) {
                contract = core::Contract::passedOut();
            } else {
                if (value("level").empty() || value("strain").empty())
                    return fail(QStringLiteral("Choose the contract's level and suit, or Pass."));
                contract = core::parseContract(value("level") + value("strain") + value("dbl"));
            }
            if (contract.isPassedOut()) {
                line.play = core::Play{contract, core::Seat::North, 0};
            } else {
                auto declarer = core::parseSeat(value("declarer"));
                if (!declarer)
                    return fail(QStringLiteral("Choose the declarer: N, E, S or W."));
                if (value("result").empty())
                    return fail(QStringLiteral("Choose the result: =, +1, -1, …"));
                line.play = core::makePlay(contract, *declarer, value("result"));
            }
            if (const std::string lead = value("lead"); !lead.empty()) {
                auto card = core::parseCard(lead);
                if (!card)
                    return fail(QStringLiteral("The lead '%1' is not a card (e.g. SA, H7).")
                                    .arg(QString::fromStdString(lead)));
                line.lead = card;
            }
            m_state.store->setUser("table " + std::to_string(table));
            db::EnterOptions options;
            options.replace = existing.has_value();
            options.source = db::LineSource::Table;
            options.sourceTable = table;
            m_state.store->enterResult(line, options);
        } catch (const core::InputError& e) {
            return fail(QString::fromStdString(e.what()));
        }
        emit m_owner.lineEntered(table, board);
        emit m_owner.progressChanged(table);
        // Back to the round: the opponents see the score to confirm, and the form opens on
        // the next board to enter.
        redirect(responder, base + QStringLiteral("?round=%1").arg(round));
    }

    void confirm(int table, const QString& base, const std::map<QString, QString>& form,
                 QHttpServerResponder& responder) {
        auto target = formTarget(table, base, form, responder);
        if (!target)
            return;
        auto [board, seating] = *target;
        const int round = form.at(QStringLiteral("round")).toInt();
        std::optional<db::StoredLine> existing = m_state.store->line(board, seating.ns, seating.ew);
        if (!existing)
            return tablePage(table, base, round, board,
                             QStringLiteral("Board %1 has no result to confirm yet.").arg(board),
                             Status::UnprocessableEntity, responder);
        // The director's lines need no confirmation; a table confirms only its own entry.
        if (!isSettled(*existing)) {
            m_state.store->setUser("table " + std::to_string(table));
            m_state.store->confirmResult(board, seating.ns, seating.ew);
            emit m_owner.lineConfirmed(table, board);
            emit m_owner.progressChanged(table);
        }
        // Stay on the round: once it is complete the page says where everyone goes next,
        // and offers the next round.
        redirect(responder, base + QStringLiteral("?round=%1").arg(round));
    }

    void traveller(int table, const QString& base, int board, QHttpServerResponder& responder) {
        // Seed 003: nobody sees a traveller before playing the board. Only a table whose own
        // result on this board is confirmed may look.
        for (const movements::Round& round : m_state.movement.rounds) {
            auto seating = m_state.seating(table, round.number);
            if (!seating || m_state.movement.setOfBoard(board) != seating->set)
                continue;
            auto own = m_state.store->line(board, seating->ns, seating->ew);
            if (!own || !isSettled(*own))
                break;
            TravellerState state;
            state.board = board;
            state.table = table;
            state.ns = seating->ns;
            state.ew = seating->ew;
            state.base = base;
            state.lines = m_state.store->linesOfBoard(board);
            for (const db::Entry& e : m_state.store->entries())
                state.names[e.number] = e.names();
            return respond(responder, Status::Ok, renderTraveller(state));
        }
        respond(responder, Status::Forbidden,
                errorPage("Not yet",
                          QStringLiteral("Board %1's traveller opens once your table has "
                                         "played it and the opponents confirmed the score.")
                              .arg(board),
                          base));
    }

    void directorPage(const QString& secret, QHttpServerResponder& responder) {
        if (m_state.directorSecret.empty() ||
            !sameSecret(m_state.directorSecret, secret.toStdString()))
            return respond(responder, Status::Forbidden,
                           errorPage("Wrong address", "This is not the director's address."));
        std::vector<TableProgress> all;
        for (const auto& [table, s] : m_state.secrets)
            if (table > 0)
                all.push_back(m_state.progressOf(table));
        respond(responder, Status::Ok, renderDirectorPage(all, m_state.movement));
    }

    TableScoringServer& m_owner;
    State& m_state;
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
    if (added)
        m_state->store->setTableSecrets(m_state->secrets);
    m_http = std::make_unique<Http>(*this, *m_state);
    const quint16 listening = m_http->listen(address, port);
    if (listening == 0) {
        m_http.reset();
        m_state->store.reset();
        throw std::runtime_error("cannot listen on " + address.toString().toStdString() + " port " +
                                 std::to_string(port) + " (in use, or not this machine's address)");
    }
    m_state->port = listening;
    m_state->host = hostForPhones(address);
}

void TableScoringServer::stop() {
    m_http.reset();
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
            out.push_back(m_state->progressOf(table));
    return out;
}

} // namespace overplay::app
