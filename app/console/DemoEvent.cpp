// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/console/DemoEvent.h"

#include "core/Board.h"
#include "core/Dealing.h"
#include "core/DoubleDummy.h"
#include "core/DuplicateScore.h"
#include "movements/BoardPlacements.h"
#include "movements/Howell.h"
#include "movements/Mitchell.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include <algorithm>
#include <array>
#include <random>
#include <stdexcept>

namespace overplay::app {

namespace {

using core::Seat;
using core::Strain;

constexpr std::array firstNames{"Anne",     "Brian",   "Carol",  "David",   "Eleanor",  "Frank",
                                "Grace",    "Harold",  "Irene",  "James",   "Kathleen", "Leonard",
                                "Margaret", "Norman",  "Olive",  "Peter",   "Quentin",  "Rosemary",
                                "Stephen",  "Teresa",  "Ursula", "Victor",  "Wendy",    "Xavier",
                                "Yvonne",   "Zachary", "Alison", "Bernard", "Celia",    "Derek"};
constexpr std::array lastNames{"Ashworth",  "Barrett",  "Chandler",  "Dawson",   "Ellison",
                               "Fletcher",  "Gardner",  "Hartley",   "Ingram",   "Jennings",
                               "Kendall",   "Lambert",  "Mercer",    "Newbold",  "Osborne",
                               "Pickering", "Quinlan",  "Radcliffe", "Sinclair", "Thornton",
                               "Underwood", "Vaughan",  "Whitaker",  "Yardley",  "Abbott",
                               "Blackwood", "Crawford", "Dunstan",   "Everett",  "Fairbairn"};

/// A small deterministic generator: std::mt19937_64 is the same on every standard library,
/// its distributions are not, so we map its output ourselves.
class Dice {
public:
    explicit Dice(std::uint64_t seed) : m_engine(seed) {}
    /// Uniform in [0, 1).
    double unit() { return static_cast<double>(m_engine() >> 11) * 0x1.0p-53; }
    int below(int n) { return static_cast<int>(m_engine() % static_cast<std::uint64_t>(n)); }

private:
    std::mt19937_64 m_engine;
};

struct Choice {
    core::Contract contract;
    Seat declarer = Seat::North;
};

/// The highest contract each declarer makes double-dummy in each strain, best score first:
/// what a good field would bid.
Choice bestContract(const core::TrickTable& table, core::Vulnerability vul) {
    Choice best;
    int bestScore = 0;
    bool found = false;
    for (int s = 0; s < 5; ++s)
        for (int d = 0; d < 4; ++d) {
            const auto strain = static_cast<Strain>(s);
            const auto seat = static_cast<Seat>(d);
            const int tricks = table.at(strain, seat);
            if (tricks < 7)
                continue;
            core::Contract c{tricks - 6, strain, core::Doubling::Undoubled};
            const int score = core::declarerScore(core::makePlayWithTricks(c, seat, tricks),
                                                  core::isVulnerable(vul, seat));
            if (!found || score > bestScore ||
                (score == bestScore && s > static_cast<int>(best.contract.strain))) {
                best = {c, seat};
                bestScore = score;
                found = true;
            }
        }
    return found ? best : Choice{core::Contract::passedOut(), Seat::North};
}

/// The longest suit's top card of the player on lead: a plausible opening lead.
core::Card leadOf(const core::Deal& deal, Seat leader, Strain trumps) {
    const core::Hand& hand = deal[leader];
    core::Suit best = core::Suit::Spades;
    int length = -1;
    for (int s = 3; s >= 0; --s) {
        const auto suit = static_cast<core::Suit>(s);
        if (static_cast<Strain>(s) == trumps && hand.count(suit) < 5)
            continue; // nobody leads a short trump suit
        if (hand.count(suit) > length) {
            length = hand.count(suit);
            best = suit;
        }
    }
    return core::Card{best, hand.ranks(best).front()};
}

core::Play playAtTable(const core::DealtBoard& board, const core::DoubleDummyResult* dd,
                       Dice& dice) {
    if (!dd) {
        // No analysis: a seeded partscore battle.
        const auto strain = static_cast<Strain>(dice.below(5));
        const auto declarer = static_cast<Seat>(dice.below(4));
        const core::Contract c{2, strain, core::Doubling::Undoubled};
        return core::makePlayWithTricks(c, declarer, 6 + dice.below(5));
    }
    Choice choice = bestContract(dd->table, board.vulnerability);
    if (choice.contract.isPassedOut())
        return core::Play{};
    const double r = dice.unit();
    if (r < 0.15) {
        choice.declarer = core::partnerOf(choice.declarer); // the other hand declares
    } else if (r < 0.30 && choice.contract.level > 1) {
        --choice.contract.level; // stopped in a partscore
    } else if (r < 0.40 && choice.contract.level < 7) {
        ++choice.contract.level; // pushed one too high
    }
    int tricks = dd->table.at(choice.contract.strain, choice.declarer);
    const double n = dice.unit();
    if (n < 0.20)
        tricks -= 1;
    else if (n > 0.78)
        tricks += 1;
    tricks = std::clamp(tricks, 0, 13);
    if (tricks <= choice.contract.tricksNeeded() - 2 && dice.unit() < 0.6)
        choice.contract.doubling = core::Doubling::Doubled; // the opponents smelt blood
    return core::makePlayWithTricks(choice.contract, choice.declarer, tricks);
}

void report(const DemoOptions& options, const std::string& step, int percent) {
    if (options.cancel && options.cancel->load())
        throw std::runtime_error("cancelled");
    if (options.progress)
        options.progress(step, percent);
}

} // namespace

std::string defaultDemoPath() {
    QString folder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    if (folder.isEmpty())
        folder = QDir::tempPath();
    QDir().mkpath(folder);
    return QDir(folder).filePath("overplay-demo.db").toStdString();
}

db::EventStore buildDemoEvent(const std::string& path, const DemoOptions& options) {
    report(options, "Making the movement", 0);
    movements::MovementRequest request;
    request.kind = options.kind;
    request.tables = options.tables;
    request.boardsPerRound = options.boardsPerRound;
    movements::Movement movement =
        options.kind == "mitchell" ? movements::mitchell(request) : movements::howell(request);

    // Fresh each time: the file and SQLite's companions of a previous demo go.
    for (const char* suffix : {"", "-wal", "-shm", "-journal"})
        QFile::remove(QString::fromStdString(path + suffix));

    db::EventSetup setup;
    setup.name = options.tables == 5 && options.kind == "howell"
                     ? "Thursday Club Pairs"
                     : "Thursday Club Pairs (" + movement.name + ")";
    setup.scoring = core::ScoringMethod::MatchpointsEbu;
    setup.movement = movement;
    setup.date = "2026-11-19";
    db::EventStore store = db::EventStore::create(path, setup);

    report(options, "Naming the pairs", 5);
    Dice dice(options.seed);
    std::vector<db::Entry> entries = store.entries();
    std::vector<int> order(firstNames.size() * lastNames.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<int>(i);
    for (std::size_t i = order.size() - 1; i > 0; --i) // Fisher–Yates with our dice
        std::swap(order[i], order[static_cast<std::size_t>(dice.below(static_cast<int>(i) + 1))]);
    std::size_t next = 0;
    std::vector<bool> firstUsed(firstNames.size()), lastUsed(lastNames.size());
    auto name = [&]() {
        // Every player a different first and last name, so the roster reads naturally.
        while (true) {
            const int k = order[next++ % order.size()];
            const auto f = static_cast<std::size_t>(k) / lastNames.size();
            const auto l = static_cast<std::size_t>(k) % lastNames.size();
            if ((firstUsed[f] || lastUsed[l]) && next < order.size())
                continue;
            firstUsed[f] = lastUsed[l] = true;
            return std::string(firstNames[f]) + " " + lastNames[l];
        }
    };
    for (auto& e : entries)
        e.players = {name(), name()};
    store.setEntries(entries);

    report(options, "Dealing the boards", 10);
    const std::vector<core::DealtBoard> dealt =
        core::dealBoards(1, movement.boards(), options.seed);
    std::vector<db::StoredBoard> boards;
    for (const auto& d : dealt)
        boards.push_back({d.number, d.dealer, d.vulnerability, d.deal, std::nullopt, std::nullopt});
    store.importHands(boards);

    std::map<int, core::DoubleDummyResult> analysis;
    if (options.analyse) {
        report(options, "Double-dummy analysis", 15);
        std::vector<core::DoubleDummyBoard> input;
        for (const auto& d : dealt)
            input.push_back({d.deal, d.dealer, d.vulnerability});
        core::DoubleDummyOptions ddOptions;
        ddOptions.cancel = options.cancel;
        ddOptions.progress = [&](int done, int total) {
            if (options.progress)
                options.progress("Double-dummy analysis", 15 + 65 * done / std::max(1, total));
        };
        core::DoubleDummyRun run = core::analyseDeals(input, ddOptions);
        if (run.cancelled)
            throw std::runtime_error("cancelled");
        for (std::size_t i = 0; i < run.results.size(); ++i)
            analysis[dealt[i].number] = run.results[i];
        store.storeDoubleDummy(analysis);
    }

    report(options, "Entering the results", 85);
    const int rounds = static_cast<int>(movement.rounds.size());
    const int full = std::clamp(options.roundsEntered < 0 ? rounds + options.roundsEntered
                                                          : options.roundsEntered,
                                0, rounds);
    std::vector<db::ImportedLine> imported;
    std::vector<core::TravellerLine> oneByOne; // the last rounds, as a director types them
    for (const auto& round : movement.rounds) {
        if (round.number > full + 1)
            break;
        for (const auto& t : round.tables) {
            if (t.set == 0 || t.ns == 0 || t.ew == 0)
                continue;
            // The round after the full ones is half in: the first tables have handed in.
            if (round.number == full + 1 && t.table > (movement.tables + 1) / 2)
                continue;
            for (int b : movements::boardsAt(movement, t)) {
                const core::DealtBoard& board = dealt[static_cast<std::size_t>(b - 1)];
                const auto dd = analysis.find(b);
                core::TravellerLine line;
                line.board = b;
                line.ns = t.ns;
                line.ew = t.ew;
                line.round = round.number;
                line.table = t.table;
                line.play = playAtTable(board, dd == analysis.end() ? nullptr : &dd->second, dice);
                if (!line.play->contract.isPassedOut())
                    line.lead = leadOf(board.deal, core::nextSeat(line.play->declarer),
                                       line.play->contract.strain);
                if (round.number >= full)
                    oneByOne.push_back(line);
                else
                    imported.push_back({line, "demo round " + std::to_string(round.number)});
            }
        }
    }
    if (!imported.empty())
        store.importResults(imported);
    // One line is handed in wrong (a trick short) and put right, as happens every evening.
    const bool slip = !oneByOne.empty() && oneByOne.front().play &&
                      !oneByOne.front().play->contract.isPassedOut() &&
                      oneByOne.front().play->tricks > 0;
    for (std::size_t i = 0; i < oneByOne.size(); ++i) {
        report(options, "Entering the results",
               85 + static_cast<int>(15 * i / std::max<std::size_t>(1, oneByOne.size())));
        core::TravellerLine line = oneByOne[i];
        if (i == 0 && slip)
            line.play->tricks -= 1;
        store.enterResult(line);
    }
    if (slip)
        store.correctResult(oneByOne.front());
    report(options, "Ready", 100);
    return store;
}

} // namespace overplay::app
