// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/EventSnapshot.h"

#include "movements/Labels.h"
#include "movements/ScoringFit.h"

#include <algorithm>

namespace overplay::reports {

std::string EntryInfo::names() const {
    std::string text;
    for (const auto& p : players) {
        if (p.empty())
            continue;
        text += (text.empty() ? "" : " & ") + p;
    }
    return text;
}

std::string EntryInfo::shownLabel() const {
    return label.empty() ? std::to_string(number) : label;
}

EntryInfo EventSnapshot::entry(int number) const {
    auto it = entries.find(number);
    if (it != entries.end())
        return it->second;
    EntryInfo bare;
    bare.number = number;
    bare.label = movements::entryLabel(movement, number);
    return bare;
}

const BoardInfo* EventSnapshot::board(int number) const {
    auto it = std::find_if(boards.begin(), boards.end(),
                           [number](const BoardInfo& b) { return b.number == number; });
    return it == boards.end() ? nullptr : &*it;
}

const core::BoardResult* EventSnapshot::boardResult(int number) const {
    if (!result)
        return nullptr;
    auto it = std::find_if(result->boards.begin(), result->boards.end(),
                           [number](const core::BoardResult& b) { return b.board == number; });
    return it == result->boards.end() ? nullptr : &*it;
}

bool EventSnapshot::isMatchpointed() const {
    return method == core::ScoringMethod::MatchpointsEbu ||
           method == core::ScoringMethod::MatchpointsAcbl;
}

bool EventSnapshot::isTeams() const {
    return movements::ranksTeams(movement, method);
}

} // namespace overplay::reports
