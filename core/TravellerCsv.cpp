// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/TravellerCsv.h"

#include "core/Csv.h"
#include "core/Error.h"
#include "core/ResultText.h"
#include "core/Text.h"
#include "core/WeightedScore.h"

#include <algorithm>
#include <cctype>

namespace overplay::core {

namespace {

/// A whole number of at most six digits ("12"), or InputError "'TEXT' is not WHAT".
int wholeNumber(const std::string& text, const std::string& what) {
    if (text.empty() || text.size() > 6 || !std::all_of(text.begin(), text.end(), [](char c) {
            return std::isdigit(static_cast<unsigned char>(c));
        }))
        throw InputError("'" + text + "' is not " + what);
    return std::stoi(text);
}

/// Whether a contract field holds a weighted score ("60% 4S N =, 40% 4S N -1"): it starts
/// with its first outcome's share.
bool isWeightedWords(std::string_view field) {
    const std::string key = upperWithoutSpaces(field);
    const auto percent = key.find('%');
    return percent != std::string::npos && percent > 0 &&
           std::all_of(key.begin(), key.begin() + static_cast<std::ptrdiff_t>(percent),
                       [](char c) { return std::isdigit(static_cast<unsigned char>(c)); });
}

/// The result of a row's fields (at least four: board, ns, ew and the result's first).
void readResult(const std::vector<std::string>& f, bool whist, TravellerLine& line) {
    if (isAdjustedScoreWord(f[3])) {
        line.adjusted = parseAdjustedScore(f[3]);
    } else if (!whist && !f[3].empty() && (f[3][0] == '+' || f[3][0] == '-')) {
        line.scoreOnlyNs = readResultLine(f[3]).score; // a score alone: "+140"
    } else if (!whist && isWeightedWords(f[3])) {
        // A weighted score in the words the director types, the other fields left empty.
        for (std::size_t i = 4; i < f.size(); ++i)
            if (!upperWithoutSpaces(f[i]).empty())
                throw InputError("a weighted score (\"" + f[3] +
                                 "\") leaves declarer, result and lead empty");
        line.weighted = parseWeightedScore(f[3]);
    } else if (whist) {
        line.whistTricksNs = wholeNumber(f[3], "a number of tricks");
    } else {
        const Contract contract = parseContract(f[3]);
        if (contract.isPassedOut()) {
            line.play = readPlay(f[3], "", "");
        } else {
            if (f.size() < 6)
                throw InputError("expected board,ns,ew,contract,declarer,result");
            line.play = readPlay(f[3], f[4], f[5]);
        }
        if (f.size() > 6 && !f[6].empty())
            line.lead = readLead(f[6]);
    }
}

} // namespace

std::vector<TravellerCsvRow> readTravellerCsv(std::string_view text, bool whist) {
    const std::vector<CsvRow> rows = readCsv(text);
    // A last row with no line end and fewer fields than the row before is a file cut off
    // while it was written or copied ("4S,N,+1" of "4S,N,+1,SK"): refused, not taken short.
    if (rows.size() >= 2 && !rows.back().ended &&
        rows.back().fields.size() < rows[rows.size() - 2].fields.size())
        throw InputError("line " + std::to_string(rows.back().line) + ": the last line has " +
                         std::to_string(rows.back().fields.size()) +
                         " fields where the line before has " +
                         std::to_string(rows[rows.size() - 2].fields.size()) +
                         " and no line end: the file looks cut off");
    std::vector<TravellerCsvRow> out;
    for (const CsvRow& row : rows) {
        const std::vector<std::string>& f = row.fields;
        if (f.empty())
            continue;
        if (&row == &rows.front() && !f[0].empty() &&
            !std::isdigit(static_cast<unsigned char>(f[0][0])))
            continue; // header row
        try {
            if (f.size() < 4)
                throw InputError(whist ? "expected board,ns,ew,tricks"
                                       : "expected board,ns,ew,contract,declarer,result[,lead]");
            TravellerCsvRow r;
            r.line = row.line;
            r.ns = f[1];
            r.ew = f[2];
            r.result.board = wholeNumber(f[0], "a board number");
            readResult(f, whist, r.result);
            out.push_back(std::move(r));
        } catch (const InputError& e) {
            throw InputError("line " + std::to_string(row.line) + ": " + e.what());
        }
    }
    return out;
}

std::string travellerCsvLine(const TravellerCsvRow& row) {
    const TravellerLine& l = row.result;
    std::vector<std::string> f{std::to_string(l.board), row.ns, row.ew};
    if (l.adjusted) {
        f.push_back(l.adjusted->text());
    } else if (l.scoreOnlyNs) {
        f.push_back((*l.scoreOnlyNs >= 0 ? "+" : "") + std::to_string(*l.scoreOnlyNs));
    } else if (l.weighted) {
        f.push_back(l.weighted->text());
    } else if (l.whistTricksNs) {
        f.push_back(std::to_string(*l.whistTricksNs));
    } else if (l.play) {
        f.push_back(l.play->contract.text());
        if (!l.play->contract.isPassedOut()) {
            f.push_back(std::string(1, seatLetter(l.play->declarer)));
            f.push_back(l.play->resultText());
        }
        if (l.lead) {
            f.resize(6);
            f.push_back(cardText(*l.lead));
        }
    }
    return csvLine(f);
}

} // namespace overplay::core
