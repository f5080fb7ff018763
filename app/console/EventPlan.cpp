#include "app/console/EventPlan.h"

#include "core/Error.h"
#include "movements/Howell.h"
#include "movements/Individual.h"
#include "movements/Mitchell.h"
#include "movements/TeamMovements.h"
#include "movements/WhistMovements.h"

#include <QSettings>

#include <algorithm>
#include <functional>
#include <set>

namespace overplay::app {

namespace {

using Generator = std::function<movements::Movement(const movements::MovementRequest&)>;

MovementChoice tryChoice(const std::string& kind, const QString& title, const QString& why,
                         const Generator& generate, movements::MovementRequest request) {
    MovementChoice choice;
    choice.kind = kind;
    choice.title = title;
    request.kind = kind;
    try {
        choice.movement = generate(request);
        const auto& m = *choice.movement;
        choice.reason = why + QObject::tr(" %1 rounds of %2 boards, %3 boards in all.")
                                  .arg(m.rounds.size())
                                  .arg(m.boardsPerRound)
                                  .arg(m.boards());
    } catch (const std::exception& e) {
        choice.refusal = QString::fromUtf8(e.what());
        choice.reason = why;
    }
    return choice;
}

} // namespace

std::vector<MovementChoice> movementChoices(const PlanRequest& r) {
    movements::MovementRequest base;
    base.boardsPerRound = r.boardsPerRound;
    std::vector<MovementChoice> out;
    if (r.kind == EntryKind::Pairs) {
        const int pairs = r.countIsTables ? 2 * r.count : r.count;
        const int tables = (pairs + 1) / 2;
        base.pairs = pairs;
        auto howell = tryChoice("howell", QObject::tr("Howell"),
                                QObject::tr("Every pair meets every other and plays every board: "
                                            "one field, one winner, the fairest comparison."),
                                movements::howell, base);
        auto mitchell = tryChoice("mitchell", QObject::tr("Mitchell"),
                                  QObject::tr("North-South stay put, East-West move up: two "
                                              "fields with a winner each; easy to run at any "
                                              "size."),
                                  movements::mitchell, base);
        auto arrow = base;
        arrow.arrowSwitch = true;
        auto switched = tryChoice("mitchell", QObject::tr("Mitchell with arrow switch"),
                                  QObject::tr("A Mitchell whose pairs turn the boards round in "
                                              "some rounds: one field, one winner."),
                                  movements::mitchell, arrow);
        // Howells are best for a small room (the players sit through many rounds of few
        // boards); above eight tables a Mitchell keeps the evening to a sensible length.
        if (tables <= 8) {
            out.push_back(std::move(howell));
            out.push_back(std::move(mitchell));
            out.push_back(std::move(switched));
        } else {
            out.push_back(std::move(mitchell));
            out.push_back(std::move(switched));
            out.push_back(std::move(howell));
        }
        out.push_back(tryChoice("compass", QObject::tr("Compass (whist)"),
                                QObject::tr("Foster's compass whist: North-South still, "
                                            "East-West up one table, trays the other way."),
                                movements::compass, base));
        out.push_back(tryChoice("american-whist", QObject::tr("American Whist Lite"),
                                QObject::tr("East-West move two tables a round: more "
                                            "opponents met than a Mitchell."),
                                movements::americanWhist, base));
    } else if (r.kind == EntryKind::Teams) {
        base.teams = r.countIsTables ? r.count / 2 : r.count;
        if (base.teams == 2)
            out.push_back(tryChoice("teams", QObject::tr("Teams-of-four match"),
                                    QObject::tr("Two teams at two tables, boards exchanged."),
                                    movements::teamsMatch, base));
        out.push_back(tryChoice("howell-teams", QObject::tr("Howell's team system"),
                                QObject::tr("An odd number of teams: every team meets every "
                                            "other, trays moving between tables."),
                                movements::howellTeams, base));
        out.push_back(tryChoice("gilman-teams", QObject::tr("Gilman's team systems"),
                                QObject::tr("Every team starts at its own table; works for odd "
                                            "and even numbers of teams."),
                                movements::gilmanTeams, base));
    } else {
        base.pairs = r.countIsTables ? 4 * r.count : r.count;
        out.push_back(tryChoice("individual", QObject::tr("Individual"),
                                QObject::tr("Every player partners every other once."),
                                movements::individual, base));
    }
    std::stable_partition(out.begin(), out.end(),
                          [](const MovementChoice& c) { return c.movement.has_value(); });
    return out;
}

std::vector<core::ScoringMethod> scoringMethodsFor(EntryKind kind) {
    using M = core::ScoringMethod;
    switch (kind) {
    case EntryKind::Pairs:
        return {M::MatchpointsEbu, M::MatchpointsAcbl, M::CrossImps, M::Butler, M::Whist};
    case EntryKind::Teams:
        return {M::TeamImps, M::BoardAMatch, M::Whist};
    case EntryKind::Individual:
        return {M::MatchpointsEbu, M::MatchpointsAcbl, M::Whist};
    }
    return {};
}

QString scoringMethodName(core::ScoringMethod method) {
    using M = core::ScoringMethod;
    switch (method) {
    case M::MatchpointsEbu:
        return QObject::tr("Matchpoints (EBU: 2 a score beaten)");
    case M::MatchpointsAcbl:
        return QObject::tr("Matchpoints (ACBL: 1 a score beaten)");
    case M::CrossImps:
        return QObject::tr("Cross-IMPs");
    case M::Butler:
        return QObject::tr("Butler (IMPs against a datum)");
    case M::TeamImps:
        return QObject::tr("IMPs, converted to VPs (teams)");
    case M::BoardAMatch:
        return QObject::tr("Board-a-match (teams)");
    case M::Whist:
        return QObject::tr("Duplicate whist (trick comparison)");
    }
    return {};
}

db::EventStore createPlannedEvent(const EventPlan& plan, const std::string& path) {
    db::EventSetup setup;
    setup.name = plan.name;
    setup.scoring = plan.scoring;
    setup.movement = plan.movement;
    setup.date = plan.date;
    db::EventStore store = db::EventStore::create(path, setup);
    std::vector<db::Entry> entries = store.entries();
    bool any = false;
    QStringList used;
    for (auto& e : entries) {
        const auto index = static_cast<std::size_t>(e.number - 1);
        if (index >= plan.names.size())
            continue;
        std::vector<std::string> players;
        for (const auto& n : plan.names[index])
            if (!n.empty()) {
                players.push_back(n);
                used << QString::fromStdString(n);
            }
        if (!players.empty()) {
            e.players = plan.names[index];
            any = true;
        }
    }
    if (any)
        store.setEntries(entries);
    addToRoster(used);
    return store;
}

QStringList rosterNames() {
    QStringList names = QSettings().value(QStringLiteral("roster/names")).toStringList();
    names.sort(Qt::CaseInsensitive);
    return names;
}

void addToRoster(const QStringList& names) {
    QStringList all = QSettings().value(QStringLiteral("roster/names")).toStringList();
    std::set<QString> seen(all.begin(), all.end());
    bool added = false;
    for (const QString& n : names) {
        const QString name = n.simplified();
        if (!name.isEmpty() && seen.insert(name).second) {
            all << name;
            added = true;
        }
    }
    if (added)
        QSettings().setValue(QStringLiteral("roster/names"), all);
}

} // namespace overplay::app
