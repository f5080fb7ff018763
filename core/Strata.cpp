// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Strata.h"

#include "core/Error.h"
#include "core/Text.h"

#include <cctype>
#include <charconv>
#include <cmath>
#include <set>

namespace overplay::core {

namespace {

Stratum readStratum(const std::string& spec) {
    const std::string text = trimmedText(spec);
    const std::size_t mark = text.find_first_of("<:");
    Stratum s;
    s.letter = trimmedText(text.substr(0, mark));
    if (s.letter.size() != 1 || !std::isalpha(static_cast<unsigned char>(s.letter[0])))
        throw InputError("a stratum is a letter with its limit (\"B<2000\"), not \"" + text + "\"");
    s.letter[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s.letter[0])));
    if (mark == std::string::npos)
        return s;
    const std::string limit = trimmedText(text.substr(mark + 1));
    double value = 0;
    const auto [end, error] = std::from_chars(limit.data(), limit.data() + limit.size(), value);
    if (limit.empty() || error != std::errc() || end != limit.data() + limit.size() ||
        !std::isfinite(value) || value <= 0)
        throw InputError("stratum " + s.letter + "'s limit must be a number above 0, not \"" +
                         limit + "\"");
    s.below = value;
    return s;
}

} // namespace

Strata readStrata(const std::vector<std::string>& specs, StratumFigure figure) {
    Strata out;
    out.figure = figure;
    std::set<std::string> letters;
    for (const std::string& spec : specs) {
        Stratum s = readStratum(spec);
        if (!letters.insert(s.letter).second)
            throw InputError("stratum " + s.letter + " is given twice");
        if (out.strata.empty() && s.below)
            throw InputError("the first stratum is open to every entry: write \"" + s.letter +
                             "\" without a limit");
        if (!out.strata.empty()) {
            if (!s.below)
                throw InputError("stratum " + s.letter + " needs its limit (\"" + s.letter +
                                 "<500\"): only the first is open");
            const Stratum& before = out.strata.back();
            if (before.below && *s.below >= *before.below)
                throw InputError("stratum " + s.letter + "'s limit (" + numberText(*s.below) +
                                 ") must be below stratum " + before.letter + "'s (" +
                                 numberText(*before.below) + ")");
        }
        out.strata.push_back(std::move(s));
    }
    if (out.strata.size() == 1)
        throw InputError("one stratum is no stratification: give at least two (\"A\" \"B<2000\")");
    return out;
}

std::vector<std::string> strataSpecs(const Strata& strata) {
    std::vector<std::string> out;
    for (const Stratum& s : strata.strata)
        out.push_back(s.below ? s.letter + "<" + numberText(*s.below) : s.letter);
    return out;
}

std::string stratumTitle(const Stratum& stratum) {
    return stratum.below ? stratum.letter + " (below " + numberText(*stratum.below) + ")"
                         : stratum.letter;
}

std::optional<double> entryFigure(const std::vector<std::optional<double>>& players,
                                  StratumFigure how) {
    if (players.empty())
        return std::nullopt;
    double sum = 0, highest = 0;
    for (const auto& figure : players) {
        if (!figure)
            return std::nullopt;
        sum += *figure;
        highest = std::max(highest, *figure);
    }
    return how == StratumFigure::Higher ? highest : sum / static_cast<double>(players.size());
}

bool eligible(const Stratum& stratum, std::optional<double> figure) {
    return !stratum.below || (figure && *figure < *stratum.below);
}

std::string stratumOf(const Strata& strata, std::optional<double> figure) {
    std::string lowest;
    for (const Stratum& s : strata.strata)
        if (eligible(s, figure))
            lowest = s.letter;
    return lowest;
}

std::vector<StratumRanking> stratify(const Ranking& ranking, const Strata& strata,
                                     const std::map<int, std::optional<double>>& figureOf) {
    std::vector<StratumRanking> out;
    for (std::size_t i = 1; i < strata.strata.size(); ++i) {
        StratumRanking stratum{strata.strata[i], {ranking.direction, {}}};
        // Rows keep the whole ranking's order; equal there (the same place) stays equal here.
        std::vector<const std::string*> placeInWhole;
        for (const RankingRow& row : ranking.rows) {
            const auto figure = figureOf.find(row.entry);
            if (!eligible(stratum.stratum,
                          figure == figureOf.end() ? std::nullopt : figure->second))
                continue;
            stratum.ranking.rows.push_back(row);
            placeInWhole.push_back(&row.rank);
        }
        auto& rows = stratum.ranking.rows;
        const auto tiedWithNext = [&](std::size_t k) {
            return k + 1 < rows.size() && *placeInWhole[k] == *placeInWhole[k + 1];
        };
        std::size_t place = 1;
        for (std::size_t k = 0; k < rows.size(); ++k) {
            if (k == 0 || *placeInWhole[k] != *placeInWhole[k - 1])
                place = k + 1;
            const bool shared =
                tiedWithNext(k) || (k > 0 && *placeInWhole[k] == *placeInWhole[k - 1]);
            rows[k].rank = std::to_string(place) + (shared ? "=" : "");
        }
        out.push_back(std::move(stratum));
    }
    return out;
}

} // namespace overplay::core
