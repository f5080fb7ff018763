// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/EventPlan.h"

#include "core/Error.h"
#include "movements/Chooser.h"
#include "movements/Generate.h"
#include "movements/Validator.h"

#include <QSettings>

#include <algorithm>
#include <set>

namespace overplay::app {

namespace {

/// A director's name for the movement a request makes.
QString titleOf(const movements::MovementRequest& r, const movements::Movement* m) {
    const std::string& k = r.kind;
    if (k == "howell")
        return r.rounds > 0 ? QObject::tr("Howell, cut short") : QObject::tr("Howell");
    if (k == "howell-ten-sets")
        return QObject::tr("Howell in ten sets");
    if (k == "mitchell") {
        if (r.arrowSwitch)
            return QObject::tr("Mitchell with arrow switch");
        // For an even number of tables the generator picks the variant: read it off the name.
        const std::string name = m ? m->name : std::string();
        if (name.find("skip") != std::string::npos)
            return QObject::tr("Skip Mitchell");
        if (name.find("share") != std::string::npos)
            return QObject::tr("Share-and-relay Mitchell");
        if (name.find("relay") != std::string::npos)
            return QObject::tr("Mitchell with relay and bye stand");
        return QObject::tr("Mitchell");
    }
    if (k == "american-whist")
        return QObject::tr("American Whist Lite");
    if (k == "compass")
        return QObject::tr("Compass whist");
    if (k == "memory-pairs")
        return QObject::tr("Memory duplicate (whist)");
    if (k == "four-pairs")
        return QObject::tr("Four pairs (whist)");
    if (k == "six-pairs")
        return QObject::tr("Six pairs (whist)");
    if (k == "teams")
        return QObject::tr("Teams-of-four match");
    if (k == "howell-teams")
        return QObject::tr("Howell's team system");
    if (k == "gilman-teams")
        return QObject::tr("Gilman's team systems");
    if (k == "round-robin-teams")
        return QObject::tr("Round robin of team matches");
    if (k == "swiss-teams")
        return QObject::tr("Swiss teams");
    if (k == "team-whist")
        return QObject::tr("Team v team (whist)");
    if (k == "club-whist")
        return QObject::tr("Club v club (whist)");
    if (k == "individual" || k == "memory-individual")
        return QObject::tr("Individual");
    return QString::fromStdString(k);
}

/// What the movement is, in a sentence a director who has not met it can follow.
QString aboutOf(const movements::MovementRequest& r) {
    const std::string& k = r.kind;
    if (k == "howell")
        return r.rounds > 0 ? QObject::tr("A Howell stopped when time runs out: one field, "
                                          "though not every pair meets every other.")
                            : QObject::tr("Every pair meets every other and plays every board: "
                                          "one field, one winner, the fairest comparison.");
    if (k == "howell-ten-sets")
        return QObject::tr("The EBU's 3-table Howell: each round two sets at one table, no "
                           "boards shared; every pair meets every other and plays every board.");
    if (k == "mitchell")
        return r.arrowSwitch ? QObject::tr("A Mitchell whose pairs turn the boards round in some "
                                           "rounds: one field, one winner.")
                             : QObject::tr("North-South stay put, East-West move up: two fields "
                                           "with a winner each; easy to run at any size.");
    if (k == "american-whist")
        return QObject::tr("East-West move two tables a round: more opponents met than a "
                           "Mitchell.");
    if (k == "compass")
        return QObject::tr("Foster's compass whist: North-South still, East-West up one table, "
                           "trays the other way.");
    if (k == "memory-pairs")
        return QObject::tr("Two pairs at one table play the trays, then play them again turned "
                           "round.");
    if (k == "four-pairs" || k == "six-pairs")
        return QObject::tr("Foster's schedule for duplicate whist: every pair meets every "
                           "other.");
    if (k == "teams")
        return QObject::tr("Two teams at two tables, boards exchanged.");
    if (k == "howell-teams")
        return QObject::tr("An odd number of teams: every team meets every other, trays moving "
                           "between tables.");
    if (k == "gilman-teams")
        return QObject::tr("Every team starts at its own table; works for odd and even numbers "
                           "of teams.");
    if (k == "round-robin-teams")
        return QObject::tr("Every team plays a match against every other, one a round, all on "
                           "the same boards; a bye for an odd number.");
    if (k == "swiss-teams")
        return QObject::tr("Each round's matches drawn from the standings, no two teams "
                           "meeting twice (Event > Draw the next Swiss round).");
    if (k == "team-whist")
        return QObject::tr("Two teams of four in the sets that change every partnership.");
    if (k == "club-whist")
        return QObject::tr("Two clubs, half the teams a side; each four meets a four of the "
                           "other club at two tables.");
    if (k == "individual" || k == "memory-individual")
        return QObject::tr("Every player partners every other once.");
    return {};
}

/// The movements a director expects to see for this kind of entry, whether or not they fit.
std::vector<movements::MovementRequest> familiarMovements(EntryKind kind, bool whist) {
    std::vector<movements::MovementRequest> out;
    auto add = [&out](const char* k, bool arrowSwitch = false) {
        movements::MovementRequest r;
        r.kind = k;
        r.arrowSwitch = arrowSwitch;
        out.push_back(r);
    };
    switch (kind) {
    case EntryKind::Pairs:
        add("howell");
        add("mitchell");
        add("mitchell", true);
        if (whist) {
            add("american-whist");
            add("compass");
        }
        break;
    case EntryKind::Teams:
        if (whist) {
            add("gilman-teams");
            add("howell-teams");
        } else {
            add("teams");
            add("round-robin-teams");
            add("swiss-teams");
            add("howell-teams");
        }
        break;
    case EntryKind::Individual:
        add("individual");
        break;
    }
    return out;
}

/// Whether the chooser's list holds the familiar movement (any Mitchell variant counts as the
/// Mitchell; only a complete Howell as the Howell).
bool listed(const std::vector<MovementOption>& choices, const movements::MovementRequest& f) {
    return std::any_of(choices.begin(), choices.end(), [&](const MovementOption& c) {
        return c.request.kind == f.kind && c.request.arrowSwitch == f.arrowSwitch &&
               (f.kind != "howell" || c.request.rounds == 0);
    });
}

} // namespace

bool isWhistMovement(const std::string& kind) {
    return movements::isWhistMovement(kind);
}

std::vector<MovementOption> movementOptions(const PlanRequest& r) {
    movements::ChoiceRequest ask;
    ask.boards = r.boards;
    ask.maxRounds = r.maxRounds;
    ask.boardsPerRound = r.boardsPerRound;
    ask.game = r.whist ? movements::ChoiceGame::Whist : movements::ChoiceGame::Bridge;
    movements::MovementRequest size; // for the familiar movements the chooser leaves out
    size.boardsPerRound = r.boardsPerRound;
    switch (r.kind) {
    case EntryKind::Pairs:
        (r.countIsTables ? ask.tables : ask.pairs) = r.count;
        size.pairs = r.countIsTables ? 2 * r.count : r.count;
        break;
    case EntryKind::Teams:
        // Every team movement seats one team's pairs at two tables, so teams = tables.
        ask.teams = size.teams = r.count;
        break;
    case EntryKind::Individual:
        ask.players = size.pairs = r.countIsTables ? 4 * r.count : r.count;
        break;
    }

    std::vector<MovementOption> out;
    QString noChoice;
    try {
        for (auto& c : movements::chooseMovements(ask)) {
            MovementOption choice;
            choice.request = c.request;
            choice.title = titleOf(c.request, &c.movement);
            choice.about = aboutOf(c.request);
            choice.reason = QString::fromStdString(c.why);
            choice.movement = std::move(c.movement);
            out.push_back(std::move(choice));
        }
    } catch (const core::InputError& e) {
        noChoice = QString::fromUtf8(e.what()); // a field the chooser cannot seat at all
    }

    if (!r.whist)
        out.erase(
            std::remove_if(out.begin(), out.end(),
                           [](const MovementOption& c) { return isWhistMovement(c.request.kind); }),
            out.end());
    for (movements::MovementRequest f : familiarMovements(r.kind, r.whist)) {
        if (listed(out, f))
            continue;
        f.pairs = size.pairs;
        f.teams = size.teams;
        f.boardsPerRound = size.boardsPerRound;
        MovementOption refused;
        refused.request = f;
        refused.title = titleOf(f, nullptr);
        refused.about = aboutOf(f);
        try {
            const movements::Movement m = movements::generateMovement(f);
            // The generator makes it, so the chooser left it out for the time or its rules.
            const int rounds = m.realRounds();
            const auto report = movements::validate(m);
            if (r.maxRounds > 0 && rounds > r.maxRounds)
                refused.refusal = QObject::tr("it needs %1 rounds; there is time for %2.")
                                      .arg(rounds)
                                      .arg(r.maxRounds);
            else if (!report.ok())
                refused.refusal = QString::fromStdString(report.problems.front().message);
            else
                refused.refusal = noChoice;
        } catch (const core::InputError& e) {
            refused.refusal = QString::fromUtf8(e.what());
        }
        if (!refused.refusal.isEmpty())
            out.push_back(std::move(refused));
    }
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

QString scoringMethodShortName(core::ScoringMethod method) {
    using M = core::ScoringMethod;
    switch (method) {
    case M::MatchpointsEbu:
        return QObject::tr("EBU matchpoints");
    case M::MatchpointsAcbl:
        return QObject::tr("ACBL matchpoints");
    case M::CrossImps:
        return QObject::tr("cross-IMPs");
    case M::Butler:
        return QObject::tr("Butler");
    case M::TeamImps:
        return QObject::tr("IMPs and VPs");
    case M::BoardAMatch:
        return QObject::tr("board-a-match");
    case M::Whist:
        return QObject::tr("whist tricks");
    }
    return {};
}

db::EventStore createPlannedEvent(const EventPlan& plan, const std::string& path) {
    db::EventSetup setup;
    setup.name = plan.name;
    setup.scoring = plan.scoring;
    setup.movement = plan.movement;
    setup.date = plan.date;
    QStringList used;
    std::vector<db::Team> teams;
    for (const db::Team& t : plan.teams) {
        db::Team named{t.number, t.name, {}};
        for (const auto& p : t.players)
            if (!p.empty()) {
                named.players.push_back(p);
                used << QString::fromStdString(p);
            }
        if (!named.name.empty() || !named.players.empty())
            teams.push_back(std::move(named));
    }
    // Refused before the file is made: a name typed twice must not leave a half-made event
    // behind that the wizard's next try would find already there.
    db::requireTeamNames(plan.movement, teams);
    db::EventStore store = db::EventStore::create(path, setup);
    std::vector<db::Entry> entries = store.entries();
    bool any = false;
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
    if (!teams.empty())
        store.setTeams(teams);
    addToRoster(used);
    return store;
}

QStringList rosterNames() {
    QStringList names = QSettings().value(QStringLiteral("roster/names")).toStringList();
    names.sort(Qt::CaseInsensitive);
    return names;
}

void addToRoster(const QStringList& names, bool used) {
    QSettings settings;
    QStringList all = settings.value(QStringLiteral("roster/names")).toStringList();
    QVariantMap uses = settings.value(QStringLiteral("roster/uses")).toMap();
    std::set<QString> seen(all.begin(), all.end());
    bool added = false;
    for (const QString& n : names) {
        const QString name = n.simplified();
        if (name.isEmpty())
            continue;
        if (seen.insert(name).second) {
            all << name;
            added = true;
        }
        if (used)
            uses[name] = uses.value(name).toInt() + 1;
    }
    if (added)
        settings.setValue(QStringLiteral("roster/names"), all);
    if (used)
        settings.setValue(QStringLiteral("roster/uses"), uses);
}

QStringList rosterCompletions(const QString& typed) {
    const QString start = typed.simplified();
    if (start.isEmpty())
        return {};
    const QVariantMap uses = QSettings().value(QStringLiteral("roster/uses")).toMap();
    auto matches = [&start](const QString& name) {
        if (name.startsWith(start, Qt::CaseInsensitive))
            return true;
        for (const QString& word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts))
            if (word.startsWith(start, Qt::CaseInsensitive))
                return true;
        return false;
    };
    QStringList found;
    for (const QString& name : rosterNames())
        if (matches(name))
            found << name;
    // rosterNames() is alphabetical; a stable sort keeps that order among equals.
    std::stable_sort(found.begin(), found.end(), [&uses](const QString& a, const QString& b) {
        return uses.value(a).toInt() > uses.value(b).toInt();
    });
    return found;
}

} // namespace overplay::app
