#include "reports/UsebioWriter.h"

#include "core/Error.h"
#include "reports/Format.h"

#include <QString>
#include <QXmlStreamWriter>

#include <fstream>
#include <map>
#include <set>
#include <vector>

namespace overplay::reports {

namespace {

QString q(const std::string& text) {
    return QString::fromStdString(text);
}

void element(QXmlStreamWriter& xml, const char* name, const std::string& value) {
    xml.writeTextElement(QString::fromLatin1(name), q(value));
}

// USEBIO dates are DD/MM/YYYY; the snapshot's are ISO.
std::string usebioDate(const std::string& iso) {
    if (iso.size() != 10 || iso[4] != '-' || iso[7] != '-')
        return iso;
    return iso.substr(8, 2) + "/" + iso.substr(5, 2) + "/" + iso.substr(0, 4);
}

std::string eventType(const EventSnapshot& s) {
    if (s.isTeams())
        return "TEAMS";
    if (s.movement.isIndividual())
        return "INDIVIDUAL";
    return "PAIRS";
}

void writePlayers(QXmlStreamWriter& xml, const EntryInfo& info) {
    for (const auto& name : info.players) {
        if (name.empty())
            continue;
        xml.writeStartElement("PLAYER");
        element(xml, "PLAYER_NAME", name);
        xml.writeEndElement();
    }
}

void writeRankingFields(QXmlStreamWriter& xml, const EventSnapshot& s,
                        const core::RankingRow* row) {
    if (!row)
        return;
    element(xml, "PLACE", row->rank);
    element(xml, "TOTAL_SCORE", pointsText(row->score));
    if (s.isMatchpointed())
        element(xml, "PERCENTAGE", percentText(row->percent));
}

const core::RankingRow* rowOf(const EventSnapshot& s, int entry, std::string* direction) {
    if (!s.result)
        return nullptr;
    for (const auto& ranking : s.result->rankings)
        for (const auto& row : ranking.rows)
            if (row.entry == entry) {
                *direction = ranking.direction;
                return &row;
            }
    return nullptr;
}

void writeParticipants(QXmlStreamWriter& xml, const EventSnapshot& s) {
    xml.writeStartElement("PARTICIPANTS");
    if (s.isTeams()) {
        std::map<int, std::vector<int>> pairsOf;
        for (const auto& [pair, team] : s.movement.teamOf)
            pairsOf[team].push_back(pair);
        std::set<int> teams;
        for (const auto& [team, pairs] : pairsOf)
            teams.insert(team);
        for (const auto& [team, name] : s.teamNames)
            teams.insert(team);
        for (int team : teams) {
            xml.writeStartElement("TEAM");
            element(xml, "TEAM_NUMBER", std::to_string(team));
            auto name = s.teamNames.find(team);
            if (name != s.teamNames.end())
                element(xml, "TEAM_NAME", name->second);
            for (int pair : pairsOf[team]) {
                xml.writeStartElement("PAIR");
                element(xml, "PAIR_NUMBER", std::to_string(pair));
                writePlayers(xml, s.entry(pair));
                xml.writeEndElement();
            }
            std::string direction;
            writeRankingFields(xml, s, rowOf(s, team, &direction));
            xml.writeEndElement();
        }
    } else if (s.movement.isIndividual()) {
        for (int e = 1; e <= s.movement.pairs; ++e) {
            EntryInfo info = s.entry(e);
            xml.writeStartElement("PLAYER");
            element(xml, "PLAYER_NAME", info.names().empty() ? info.shownLabel() : info.names());
            element(xml, "PLAYER_NUMBER", std::to_string(e));
            std::string direction;
            writeRankingFields(xml, s, rowOf(s, e, &direction));
            xml.writeEndElement();
        }
    } else {
        for (int e = 1; e <= s.movement.pairs; ++e) {
            std::string direction;
            const core::RankingRow* row = rowOf(s, e, &direction);
            xml.writeStartElement("PAIR");
            element(xml, "PAIR_NUMBER", std::to_string(e));
            if (!direction.empty())
                element(xml, "DIRECTION", direction);
            writePlayers(xml, s.entry(e));
            writeRankingFields(xml, s, row);
            xml.writeEndElement();
        }
    }
    xml.writeEndElement();
}

void writeLine(QXmlStreamWriter& xml, const core::ScoredLine& scored) {
    const auto& line = scored.line;
    xml.writeStartElement("TRAVELLER_LINE");
    element(xml, "NS_PAIR_NUMBER", std::to_string(line.ns));
    element(xml, "EW_PAIR_NUMBER", std::to_string(line.ew));
    if (line.adjusted) {
        element(xml, "CONTRACT", line.adjusted->text());
    } else if (line.whistTricksNs) {
        // Duplicate whist has no contract: North-South's tricks are the result.
        element(xml, "CONTRACT", "WHIST");
        element(xml, "TRICKS", std::to_string(*line.whistTricksNs));
    } else if (line.play) {
        const core::Play& play = *line.play;
        element(xml, "CONTRACT", play.contract.text());
        if (!play.contract.isPassedOut()) {
            element(xml, "PLAYED_BY", std::string(1, core::seatLetter(play.declarer)));
            if (line.lead)
                element(xml, "LEAD", core::cardText(*line.lead));
            element(xml, "TRICKS", std::to_string(play.tricks));
        }
    }
    if (scored.nsScore)
        element(xml, "SCORE", std::to_string(*scored.nsScore));
    element(xml, "NS_MATCH_POINTS", pointsText(scored.nsPoints));
    element(xml, "EW_MATCH_POINTS", pointsText(scored.ewPoints));
    xml.writeEndElement();
}

} // namespace

std::string usebioScoringMethod(core::ScoringMethod method) {
    switch (method) {
    case core::ScoringMethod::MatchpointsEbu:
    case core::ScoringMethod::MatchpointsAcbl:
        return "MATCH_POINTS";
    case core::ScoringMethod::CrossImps:
        return "CROSS_IMPS";
    case core::ScoringMethod::Butler:
        return "BUTLER_IMPS";
    case core::ScoringMethod::TeamImps:
        return "IMPS";
    case core::ScoringMethod::BoardAMatch:
        return "BAM";
    case core::ScoringMethod::Whist:
        return "TRICKS";
    }
    return "";
}

std::string usebioXml(const EventSnapshot& s) {
    QString text;
    QXmlStreamWriter xml(&text);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeStartElement("USEBIO");
    xml.writeAttribute("Version", "1.2");
    if (!s.clubName.empty()) {
        xml.writeStartElement("CLUB");
        element(xml, "CLUB_NAME", s.clubName);
        xml.writeEndElement();
    }
    xml.writeStartElement("EVENT");
    xml.writeAttribute("EVENT_TYPE", q(eventType(s)));
    if (!s.eventName.empty())
        element(xml, "EVENT_DESCRIPTION", s.eventName);
    element(xml, "PROGRAM_NAME", "Overplay");
    element(xml, "PROGRAM_VERSION", "0.1.0");
    if (!s.date.empty())
        element(xml, "DATE", usebioDate(s.date));
    element(xml, "BOARD_SCORING_METHOD", usebioScoringMethod(s.method));
    int played = 0;
    if (s.result)
        for (const auto& board : s.result->boards)
            played += board.lines.empty() ? 0 : 1;
    element(xml, "BOARDS_PLAYED", std::to_string(played));
    writeParticipants(xml, s);
    if (s.result)
        for (const auto& board : s.result->boards) {
            xml.writeStartElement("BOARD");
            element(xml, "BOARD_NUMBER", std::to_string(board.board));
            for (const auto& scored : board.lines)
                writeLine(xml, scored);
            xml.writeEndElement();
        }
    xml.writeEndElement(); // EVENT
    xml.writeEndElement(); // USEBIO
    xml.writeEndDocument();
    return text.toStdString();
}

void writeUsebio(const EventSnapshot& s, const std::string& path) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out)
        throw core::InputError("cannot write the USEBIO file '" + path + "'");
    out << usebioXml(s);
    out.close();
    if (!out)
        throw core::InputError("cannot write the USEBIO file '" + path + "'");
}

} // namespace overplay::reports
