// SPDX-License-Identifier: GPL-3.0-or-later
#include "db/detail/Codec.h"
#include "db/AuditValue.h"

#include <charconv>

#include "core/Error.h"
#include "core/Words.h"
#include "db/StorageError.h"
#include "movements/Labels.h"
#include "movements/MovementJson.h"

#include <nlohmann/json.hpp>

#include <ctime>
#include <stdexcept>

namespace overplay::db::codec {

using nlohmann::json;

// --- Movement ------------------------------------------------------------------------------

std::string movementJson(const movements::Movement& m) {
    return movements::movementToJson(m, -1);
}

movements::Movement movementFromJson(std::string_view text) {
    try {
        return movements::movementFromJson(std::string(text));
    } catch (const std::exception& e) {
        throw StorageError("", std::string("the stored movement is unreadable: ") + e.what());
    }
}

// --- Deals and analysis --------------------------------------------------------------------

std::string dealText(const core::Deal& deal) {
    return deal.pbn(core::Seat::North);
}

core::Deal dealFromText(std::string_view text) {
    // Only ever reads what dealText wrote: "N:" then four hands, North first, suits S.H.D.C.
    if (text.size() < 2 || text[0] != 'N' || text[1] != ':')
        throw StorageError("", "a stored deal is unreadable");
    core::Deal deal;
    int seat = 0;
    int suit = 3; // spades first
    for (std::size_t i = 2; i < text.size(); ++i) {
        const char c = text[i];
        if (c == ' ') {
            if (++seat > 3)
                throw StorageError("", "a stored deal is unreadable");
            suit = 3;
        } else if (c == '.') {
            if (--suit < 0)
                throw StorageError("", "a stored deal is unreadable");
        } else {
            const auto rank = core::parseRank(c);
            if (!rank)
                throw StorageError("", "a stored deal is unreadable");
            deal.hands[seat].add(core::Card{static_cast<core::Suit>(suit), *rank});
        }
    }
    if (seat != 3 || !deal.isComplete())
        throw StorageError("", "a stored deal is unreadable");
    return deal;
}

std::string tricksText(const core::TrickTable& table) {
    static const char digits[] = "0123456789abcdef";
    std::string out;
    for (int strain = 0; strain < 5; ++strain)
        for (int seat = 0; seat < 4; ++seat) {
            const int t = table.tricks[strain][seat];
            if (t < 0 || t > 13)
                throw std::invalid_argument("double-dummy tricks outside 0..13");
            out += digits[t];
        }
    return out;
}

core::TrickTable tricksFromText(std::string_view text) {
    if (text.size() != 20)
        throw StorageError("", "a stored double-dummy table is unreadable");
    core::TrickTable table;
    for (int i = 0; i < 20; ++i) {
        const char c = text[i];
        const int v = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'd' ? c - 'a' + 10 : -1;
        if (v < 0)
            throw StorageError("", "a stored double-dummy table is unreadable");
        table.tricks[i / 4][i % 4] = v;
    }
    return table;
}

std::string parContractsText(const std::vector<std::string>& contracts) {
    std::string out;
    for (const auto& c : contracts) {
        if (!out.empty())
            out += ';';
        out += c;
    }
    return out;
}

std::vector<std::string> parContractsFromText(std::string_view text) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find(';', start), text.size());
        out.emplace_back(text.substr(start, end - start));
        start = end + 1;
    }
    return out;
}

// --- Small enums -----------------------------------------------------------------------------

std::string seatText(core::Seat seat) {
    return std::string(1, core::seatLetter(seat));
}

core::Seat seatFromText(std::string_view text) {
    if (auto seat = core::parseSeat(text))
        return *seat;
    throw StorageError("", "a stored seat is unreadable");
}

std::string vulnerabilityText(core::Vulnerability v) {
    return core::vulnerabilityText(v);
}

core::Vulnerability vulnerabilityFromText(std::string_view text) {
    if (auto v = core::parseVulnerability(text))
        return *v;
    throw StorageError("", "a stored vulnerability is unreadable");
}

namespace {
constexpr core::Word<LineSource> kSourceWords[] = {
    {LineSource::Console, "console"}, {LineSource::Import, "import"}, {LineSource::Table, "table"}};
} // namespace

std::string sourceText(LineSource source) {
    return std::string(core::wordOf(kSourceWords, source));
}

LineSource sourceFromText(std::string_view text) {
    if (auto source = core::valueOfWord(kSourceWords, text))
        return *source;
    throw StorageError("", "a stored line source is unreadable");
}

// --- Assigned scores -----------------------------------------------------------------------

namespace {
constexpr std::string_view kWeightedMark = "weighted: ";
constexpr std::string_view kNotPlayed = "not played";
constexpr std::string_view kScoreOnlyMark = "score: ";
} // namespace

std::string assignedText(const core::TravellerLine& line) {
    if (line.notPlayed)
        return std::string(kNotPlayed);
    if (line.weighted)
        return std::string(kWeightedMark) + line.weighted->text();
    if (line.scoreOnlyNs)
        return std::string(kScoreOnlyMark) + std::to_string(*line.scoreOnlyNs);
    return line.adjusted->text();
}

namespace {
int scoreFromText(std::string_view text) {
    int score = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), score);
    if (error != std::errc{} || end != text.data() + text.size())
        throw core::InputError("not a score");
    return score;
}
} // namespace

void readAssigned(std::string_view text, core::TravellerLine& line) {
    try {
        if (text == kNotPlayed)
            line.notPlayed = true;
        else if (text.starts_with(kWeightedMark))
            line.weighted = core::parseWeightedScore(text.substr(kWeightedMark.size()));
        else if (text.starts_with(kScoreOnlyMark))
            line.scoreOnlyNs = scoreFromText(text.substr(kScoreOnlyMark.size()));
        else
            line.adjusted = core::parseAdjustedScore(text);
    } catch (const core::InputError&) {
        throw StorageError("", "a stored adjusted score is unreadable");
    }
}

// --- Audit values --------------------------------------------------------------------------

std::string lineJson(const StoredLine& stored, const movements::Movement& movement) {
    const core::TravellerLine& l = stored.line;
    json j{{"board", l.board},
           {"ns", movements::entryLabel(movement, l.ns)},
           {"ew", movements::entryLabel(movement, l.ew)},
           {"round", l.round},
           {"table", l.table}};
    if (l.play) {
        j["contract"] = l.play->contract.text();
        if (!l.play->contract.isPassedOut()) {
            j["declarer"] = seatText(l.play->declarer);
            j["result"] = l.play->resultText();
            j["tricks"] = l.play->tricks;
        }
    }
    if (l.adjusted)
        j["adjusted"] = l.adjusted->text();
    if (l.weighted)
        j["weighted"] = l.weighted->text();
    if (l.notPlayed)
        j["notPlayed"] = true;
    if (l.scoreOnlyNs)
        j["scoreOnly"] = *l.scoreOnlyNs;
    if (l.whistTricksNs)
        j["whistTricksNs"] = *l.whistTricksNs;
    if (l.lead)
        j["lead"] = core::cardText(*l.lead);
    if (l.group != 0)
        j["group"] = l.group;
    if (stored.nsScore)
        j["score"] = *stored.nsScore;
    j["source"] = sourceText(stored.source);
    if (stored.source == LineSource::Table)
        j["sourceTable"] = stored.sourceTable;
    if (stored.confirmed)
        j["confirmed"] = true;
    return j.dump();
}

} // namespace overplay::db::codec

namespace overplay::db {

std::optional<StoredLine> auditedLine(std::string_view text) {
    using nlohmann::json;
    const json j = json::parse(text, nullptr, false);
    if (!j.is_object() || !j.contains("board"))
        return std::nullopt;
    try {
        StoredLine s;
        core::TravellerLine& l = s.line;
        l.board = j.value("board", 0);
        // Looked up with find: a const json's operator[] on a missing key is undefined.
        const auto number = [&](const char* key) {
            const auto it = j.find(key);
            return it != j.end() && it->is_number_integer() ? it->get<int>() : 0;
        };
        l.ns = number("ns");
        l.ew = number("ew");
        l.round = j.value("round", 0);
        l.table = j.value("table", 0);
        if (j.contains("contract")) {
            core::Play play;
            play.contract = core::parseContract(j["contract"].get<std::string>());
            if (!play.contract.isPassedOut()) {
                play.declarer = codec::seatFromText(j.value("declarer", ""));
                play.tricks = j.value("tricks", 0);
            }
            l.play = play;
        }
        if (j.contains("adjusted"))
            l.adjusted = core::parseAdjustedScore(j["adjusted"].get<std::string>());
        if (j.contains("weighted"))
            l.weighted = core::parseWeightedScore(j["weighted"].get<std::string>());
        l.notPlayed = j.value("notPlayed", false);
        if (j.contains("whistTricksNs"))
            l.whistTricksNs = j["whistTricksNs"].get<int>();
        if (j.contains("scoreOnly"))
            l.scoreOnlyNs = j["scoreOnly"].get<int>();
        if (j.contains("lead"))
            l.lead = core::parseCard(j["lead"].get<std::string>());
        l.group = j.value("group", 0);
        if (j.contains("score"))
            s.nsScore = j["score"].get<int>();
        s.source = codec::sourceFromText(j.value("source", "console"));
        s.sourceTable = j.value("sourceTable", 0);
        s.confirmed = j.value("confirmed", false);
        return s;
    } catch (const std::exception&) {
        // A value an older Overplay wrote differently: shown as it is stored, not worded.
        return std::nullopt;
    }
}

} // namespace overplay::db

namespace overplay::db::codec {

std::string teamsJson(const std::vector<Team>& teams) {
    json out = json::array();
    for (const Team& t : teams)
        out.push_back({{"team", t.number}, {"name", t.name}, {"players", t.players}});
    return out.dump();
}

std::string entriesJson(const std::vector<Entry>& entries) {
    json out = json::array();
    for (const auto& e : entries) {
        json j{{"number", e.number}, {"players", e.players}};
        if (e.team != 0)
            j["team"] = e.team;
        out.push_back(std::move(j));
    }
    return out.dump();
}

std::string settingsJson(const core::ScoringSettings& settings) {
    const core::ScoringSettings usual;
    nlohmann::json j = nlohmann::json::object();
    if (settings.roundNeuberg != usual.roundNeuberg)
        j["roundNeuberg"] = settings.roundNeuberg;
    if (settings.adjustedBySessionPercentage != usual.adjustedBySessionPercentage)
        j["adjusted"] = settings.adjustedBySessionPercentage ? "session" : "flat";
    if (settings.datumRule != usual.datumRule)
        j["datum"] = core::datumRuleKey(settings.datumRule);
    if (settings.resultsForTop != 0)
        j["resultsForTop"] = settings.resultsForTop;
    if (settings.decimals)
        j["decimals"] = *settings.decimals;
    if (settings.byeVictoryPoints != 12)
        j["byeVps"] = settings.byeVictoryPoints;
    if (settings.duplicateAuction)
        j["duplicateAuction"] = core::auctionLawsText(*settings.duplicateAuction);
    if (settings.masterPoints)
        j["masterPoints"] = core::masterPointScaleKey(*settings.masterPoints);
    if (!settings.chargeCode.empty())
        j["chargeCode"] = settings.chargeCode;
    return j.dump();
}

void readSettings(std::string_view text, core::ScoringSettings& settings) {
    try {
        const nlohmann::json j = nlohmann::json::parse(text);
        if (!j.is_object())
            throw std::invalid_argument("not an object");
        if (const auto it = j.find("roundNeuberg"); it != j.end())
            settings.roundNeuberg = it->get<bool>();
        if (const auto it = j.find("adjusted"); it != j.end()) {
            const std::string rule = it->get<std::string>();
            if (rule != "session" && rule != "flat")
                throw std::invalid_argument("adjusted rule " + rule);
            settings.adjustedBySessionPercentage = rule == "session";
        }
        if (const auto it = j.find("datum"); it != j.end()) {
            const auto rule = core::parseDatumRule(it->get<std::string>());
            if (!rule)
                throw std::invalid_argument("datum rule");
            settings.datumRule = *rule;
        }
        if (const auto it = j.find("resultsForTop"); it != j.end())
            settings.resultsForTop = it->get<int>();
        if (const auto it = j.find("decimals"); it != j.end())
            settings.decimals = it->get<int>();
        if (const auto it = j.find("byeVps"); it != j.end())
            settings.byeVictoryPoints = it->get<double>();
        if (const auto it = j.find("duplicateAuction"); it != j.end()) {
            settings.duplicateAuction = core::parseAuctionLaws(it->get<std::string>());
            if (!settings.duplicateAuction)
                throw std::invalid_argument("auction laws");
        }
        if (const auto it = j.find("masterPoints"); it != j.end()) {
            settings.masterPoints = core::parseMasterPointScale(it->get<std::string>());
            if (!settings.masterPoints)
                throw std::invalid_argument("master point scale");
        }
        if (const auto it = j.find("chargeCode"); it != j.end())
            settings.chargeCode = it->get<std::string>();
        core::checkSettings(settings);
    } catch (const std::exception& e) {
        throw StorageError("",
                           std::string("the stored scoring settings are unreadable: ") + e.what());
    }
}

std::string strataJson(const core::Strata& strata) {
    if (strata.strata.empty())
        return "";
    return nlohmann::json{
        {"strata", core::strataSpecs(strata)},
        {"figure", strata.figure == core::StratumFigure::Higher ? "higher" : "average"}}
        .dump();
}

core::Strata strataFromJson(std::string_view text) {
    if (text.empty())
        return {};
    try {
        const nlohmann::json j = nlohmann::json::parse(text);
        const std::string figure = j.at("figure").get<std::string>();
        if (figure != "average" && figure != "higher")
            throw std::invalid_argument("figure " + figure);
        return core::readStrata(j.at("strata").get<std::vector<std::string>>(),
                                figure == "higher" ? core::StratumFigure::Higher
                                                   : core::StratumFigure::Average);
    } catch (const std::exception& e) {
        throw StorageError("", std::string("the stored strata are unreadable: ") + e.what());
    }
}

std::string isoTime(std::chrono::system_clock::time_point time) {
    using namespace std::chrono;
    const auto ms = duration_cast<milliseconds>(time.time_since_epoch()).count();
    // The calendar of <chrono> (UTC, proleptic Gregorian), not gmtime_r, which Windows lacks.
    const sys_time<milliseconds> at{milliseconds(ms)};
    const auto day = floor<days>(at);
    const year_month_day date{day};
    const hh_mm_ss<milliseconds> clock{at - day};
    char buffer[64];
    std::snprintf(
        buffer, sizeof buffer, "%04d-%02u-%02uT%02d:%02d:%02d.%03dZ", static_cast<int>(date.year()),
        static_cast<unsigned>(date.month()), static_cast<unsigned>(date.day()),
        static_cast<int>(clock.hours().count()), static_cast<int>(clock.minutes().count()),
        static_cast<int>(clock.seconds().count()), static_cast<int>(clock.subseconds().count()));
    return buffer;
}

} // namespace overplay::db::codec
