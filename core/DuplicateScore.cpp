// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/DuplicateScore.h"

#include "core/Error.h"

#include <algorithm>
#include <array>
#include <vector>

namespace overplay::core {

namespace {

int trickScore(const Contract& c) {
    const int perTrick = (c.strain == Strain::Clubs || c.strain == Strain::Diamonds) ? 20 : 30;
    int score = c.level * perTrick + (c.strain == Strain::NoTrump ? 10 : 0);
    return score << static_cast<int>(c.doubling); // ×2 doubled, ×4 redoubled
}

int madeScore(const Contract& c, int overtricks, bool vul) {
    const int tricks = trickScore(c);
    int score = tricks;
    score += tricks >= 100 ? (vul ? 500 : 300) : 50;
    if (c.level == 6)
        score += vul ? 750 : 500;
    else if (c.level == 7)
        score += vul ? 1500 : 1000;
    switch (c.doubling) {
    case Doubling::Undoubled: {
        const int perTrick = (c.strain == Strain::Clubs || c.strain == Strain::Diamonds) ? 20 : 30;
        score += overtricks * perTrick;
        break;
    }
    case Doubling::Doubled:
        score += 50 + overtricks * (vul ? 200 : 100);
        break;
    case Doubling::Redoubled:
        score += 100 + overtricks * (vul ? 400 : 200);
        break;
    }
    return score;
}

int undertrickPenalty(Doubling doubling, int down, bool vul) {
    if (doubling == Doubling::Undoubled)
        return down * (vul ? 100 : 50);
    int doubled = 0;
    for (int k = 1; k <= down; ++k) {
        if (vul)
            doubled += k == 1 ? 200 : 300;
        else
            doubled += k == 1 ? 100 : (k <= 3 ? 200 : 300);
    }
    return doubling == Doubling::Redoubled ? 2 * doubled : doubled;
}

} // namespace

int declarerScore(const Play& play, bool vul) {
    const Contract& c = play.contract;
    if (c.isPassedOut())
        return 0;
    const int over = play.overtricks();
    if (over >= 0)
        return madeScore(c, over, vul);
    return -undertrickPenalty(c.doubling, -over, vul);
}

int northSouthScore(const Play& play, Vulnerability vulnerability) {
    if (play.contract.isPassedOut())
        return 0;
    if (play.contract.royal)
        throw InputError("royal spades are auction bridge's (Foster's laws): a contract bridge "
                         "deal is played in clubs, diamonds, hearts, spades or no trumps");
    const int score = declarerScore(play, isVulnerable(vulnerability, play.declarer));
    return sideOf(play.declarer) == Side::NorthSouth ? score : -score;
}

bool isPossibleScore(int nsScore, Vulnerability vulnerability) {
    // Every play of every contract by every declarer: 7 levels × 5 strains × 3 doublings × 4
    // declarers × 14 trick counts, a few hundred distinct scores a vulnerability, built once.
    static const std::array<std::vector<int>, 4> possible = [] {
        std::array<std::vector<int>, 4> out;
        for (int v = 0; v < 4; ++v) {
            std::vector<int>& scores = out[static_cast<std::size_t>(v)];
            scores.push_back(0); // passed out
            for (int level = 1; level <= 7; ++level)
                for (int strain = 0; strain < 5; ++strain)
                    for (int d = 0; d < 3; ++d)
                        for (int seat = 0; seat < 4; ++seat)
                            for (int tricks = 0; tricks <= 13; ++tricks)
                                scores.push_back(northSouthScore(
                                    Play{Contract{level, static_cast<Strain>(strain),
                                                  static_cast<Doubling>(d)},
                                         static_cast<Seat>(seat), tricks},
                                    static_cast<Vulnerability>(v)));
            std::sort(scores.begin(), scores.end());
            scores.erase(std::unique(scores.begin(), scores.end()), scores.end());
        }
        return out;
    }();
    const auto& scores = possible[static_cast<std::size_t>(vulnerability)];
    return std::binary_search(scores.begin(), scores.end(), nsScore);
}

} // namespace overplay::core
