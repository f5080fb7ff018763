// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/UsebioWriter.h"

#include "core/Error.h"
#include "movements/Labels.h"
#include "reports/Format.h"
#include "reports/TextFile.h"
#include "reports/Views.h"

#include <QByteArray>
#include <QString>
#include <QXmlStreamWriter>

#include <algorithm>
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

// Scorer's converted files write a doubled contract "3Cx"; core writes "3CX".
std::string usebioContract(const core::Contract& contract) {
    std::string text = contract.text();
    if (!contract.isPassedOut())
        std::replace(text.begin(), text.end(), 'X', 'x');
    return text;
}

/// A player's national member number, which the national bodies' uploads read to credit
/// the player (USEBIO's NATIONAL_ID_NUMBER); nothing for a player without one.
void writeMemberNumber(QXmlStreamWriter& xml, const EventSnapshot& s, const std::string& name) {
    auto it = s.memberNumbers.find(name);
    if (it != s.memberNumbers.end() && !it->second.empty())
        element(xml, "NATIONAL_ID_NUMBER", it->second);
}

void writePlayers(QXmlStreamWriter& xml, const EventSnapshot& s, const EntryInfo& info) {
    for (const auto& name : info.players) {
        if (name.empty())
            continue;
        xml.writeStartElement("PLAYER");
        element(xml, "PLAYER_NAME", name);
        writeMemberNumber(xml, s, name);
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

/// An entry's master points, the award each of its players is credited: the EBU's local
/// points in whole points, the ACBL's to the hundredth, both black points (salliere writes
/// an EBU club return's type as BLACK).
void writeMasterPoints(QXmlStreamWriter& xml, const EventSnapshot& s, int entry) {
    const auto award = s.masterPoints.find(entry);
    if (award == s.masterPoints.end() || award->second <= 0)
        return;
    xml.writeStartElement("MASTER_POINTS");
    element(xml, "MASTER_POINTS_AWARDED", core::awardText(s.masterPointScale, award->second));
    element(xml, "MASTER_POINT_TYPE", "BLACK");
    xml.writeEndElement();
}

void writeTeams(QXmlStreamWriter& xml, const EventSnapshot& s) {
    std::map<int, std::vector<int>> pairsOf;
    for (const auto& [pair, team] : s.movement.teamOf)
        pairsOf[team].push_back(pair);
    std::set<int> teams;
    for (const auto& [team, pairs] : pairsOf)
        teams.insert(team);
    for (const auto& [team, name] : s.teamNames)
        teams.insert(team);
    if (s.result)
        for (const auto& ranking : s.result->rankings)
            for (const auto& row : ranking.rows)
                teams.insert(row.entry);
    for (int team : teams) {
        // ImportUsebio reads a team's number and name from these attributes.
        xml.writeStartElement("TEAM");
        xml.writeAttribute("TEAM_ID", QString::number(team));
        auto name = s.teamNames.find(team);
        if (name != s.teamNames.end())
            xml.writeAttribute("TEAM_NAME", q(name->second));
        for (int pair : pairsOf[team]) {
            xml.writeStartElement("PAIR");
            element(xml, "PAIR_NUMBER", std::to_string(pair));
            writePlayers(xml, s, s.entry(pair));
            xml.writeEndElement();
        }
        writeRankingFields(xml, s, rankingOf(s, team));
        xml.writeEndElement();
    }
}

/// A pair's number as printed: a Mitchell's East-West pair 1 is 1 (its DIRECTION says EW),
/// not the program's own number; a label that is no number (a team's "A1") leaves the entry's.
std::string pairNumber(const movements::Movement& movement, int entry) {
    const std::string number = movements::labelNumber(movement, entry);
    const bool digits = !number.empty() && std::all_of(number.begin(), number.end(),
                                                       [](char c) { return c >= '0' && c <= '9'; });
    return digits ? number : std::to_string(entry);
}

void writeParticipants(QXmlStreamWriter& xml, const EventSnapshot& s) {
    xml.writeStartElement("PARTICIPANTS");
    if (s.isTeams()) {
        writeTeams(xml, s);
    } else if (s.movement.isIndividual()) {
        for (int e = 1; e <= s.movement.pairs; ++e) {
            EntryInfo info = s.entry(e);
            xml.writeStartElement("PLAYER");
            element(xml, "PLAYER_NUMBER", std::to_string(e));
            element(xml, "PLAYER_NAME", info.names().empty() ? info.shownLabel() : info.names());
            if (info.players.size() == 1)
                writeMemberNumber(xml, s, info.players.front());
            writeRankingFields(xml, s, rankingOf(s, e));
            writeMasterPoints(xml, s, e);
            xml.writeEndElement();
        }
    } else {
        for (int e = 1; e <= s.movement.pairs; ++e) {
            std::string direction;
            const core::RankingRow* row = rankingOf(s, e, &direction);
            // A pair without a ranking row yet (no result) still has its field: a reader
            // must tell its 2NS from 2EW.
            if (direction.empty()) {
                const movements::Field field = movements::fieldOfEntry(s.movement, e);
                if (field != movements::Field::Any)
                    direction = field == movements::Field::NorthSouth ? "NS" : "EW";
            }
            xml.writeStartElement("PAIR");
            // The number as the guide card and the ranking print it (East-West pair 1, not
            // the program's own 8), with its direction beside it.
            element(xml, "PAIR_NUMBER", pairNumber(s.movement, e));
            if (!direction.empty())
                element(xml, "DIRECTION", direction);
            if (row)
                element(xml, "BOARDS_PLAYED", std::to_string(row->boards));
            writePlayers(xml, s, s.entry(e));
            writeRankingFields(xml, s, row);
            writeMasterPoints(xml, s, e);
            xml.writeEndElement();
        }
    }
    xml.writeEndElement();
}

/// The two pairs of a traveller line. In two fields a number alone means the pair of the
/// field that holds those cards (NS_PAIR_NUMBER 2 is 2NS); on an arrow-switched board the
/// North-South cards are held by an East-West pair, so both numbers carry their direction
/// ("2EW" holding North-South against "1NS"), as the ranking prints them.
std::pair<std::string, std::string> linePairNumbers(const movements::Movement& movement,
                                                    const core::TravellerLine& line) {
    const bool switched =
        movements::fieldOfEntry(movement, line.ns) == movements::Field::EastWest ||
        movements::fieldOfEntry(movement, line.ew) == movements::Field::NorthSouth;
    if (switched)
        return {movements::entryLabel(movement, line.ns), movements::entryLabel(movement, line.ew)};
    return {pairNumber(movement, line.ns), pairNumber(movement, line.ew)};
}

void writeLine(QXmlStreamWriter& xml, const movements::Movement& movement,
               const core::ScoredLine& scored) {
    const auto& line = scored.line;
    xml.writeStartElement("TRAVELLER_LINE");
    const auto [ns, ew] = linePairNumbers(movement, line);
    element(xml, "NS_PAIR_NUMBER", ns);
    element(xml, "EW_PAIR_NUMBER", ew);
    if (line.adjusted) {
        element(xml, "CONTRACT", line.adjusted->text());
    } else if (line.weighted) {
        // USEBIO has no element for a weighted score: its words where the contract goes, as
        // `result --weighted` takes them, so Overplay's upload reads the line back whole.
        element(xml, "CONTRACT", line.weighted->text());
    } else if (line.notPlayed) {
        // The table did not play the board: "NP", as club scorers write it.
        element(xml, "CONTRACT", "NP");
    } else if (line.whistTricksNs) {
        // Duplicate whist has no contract or declarer: the result is North-South's tricks.
        element(xml, "TRICKS", std::to_string(*line.whistTricksNs));
    } else if (line.play) {
        const core::Play& play = *line.play;
        element(xml, "CONTRACT", usebioContract(play.contract));
        if (!play.contract.isPassedOut()) {
            element(xml, "PLAYED_BY", std::string(1, core::seatLetter(play.declarer)));
            if (line.lead)
                element(xml, "LEAD", core::cardText(*line.lead));
            element(xml, "TRICKS", std::to_string(play.tricks));
        }
    }
    // Duplicate whist is won on tricks: its line holds North-South's tricks and nothing that
    // reads as a bridge score or as matchpoints (a trick lost is no negative matchpoint).
    if (!line.whistTricksNs || line.adjusted || line.notPlayed) {
        if (scored.nsScore)
            element(xml, "SCORE", std::to_string(*scored.nsScore));
        element(xml, "NS_MATCH_POINTS", pointsText(scored.nsPoints));
        element(xml, "EW_MATCH_POINTS", pointsText(scored.ewPoints));
    }
    xml.writeEndElement();
}

using LinesByBoard = decltype(MatchLines::boards);

void writeBoards(QXmlStreamWriter& xml, const movements::Movement& movement,
                 const LinesByBoard& boards) {
    for (const auto& [number, lines] : boards) {
        xml.writeStartElement("BOARD");
        element(xml, "BOARD_NUMBER", std::to_string(number));
        for (const auto* scored : lines)
            writeLine(xml, movement, *scored);
        xml.writeEndElement();
    }
}

// Team events: one MATCH a pairing of teams, holding the boards of that match. The score of
// a match is what it adds to the ranking: VPs (IMPs), board-a-match points, matches won
// (whist).
void writeMatches(QXmlStreamWriter& xml, const EventSnapshot& s) {
    const bool bam = s.method == core::ScoringMethod::BoardAMatch;
    for (const auto& match : s.result->matches) {
        const MatchLines lines = linesOfMatch(s, match);
        xml.writeStartElement("MATCH");
        if (lines.round > 0) // the first round the teams met in
            element(xml, "ROUND_NUMBER", std::to_string(lines.round));
        element(xml, "TEAM", std::to_string(match.teamA));
        element(xml, "OPPOSING_TEAM", std::to_string(match.teamB));
        element(xml, "TEAM_SCORE", pointsText(bam ? match.pointsA : match.vpA));
        element(xml, "OPPOSING_TEAM_SCORE", pointsText(bam ? match.pointsB : match.vpB));
        writeBoards(xml, s.movement, lines.boards);
        xml.writeEndElement();
    }
}

} // namespace

std::string usebioScoringMethod(core::ScoringMethod method) {
    return scoringNames(method).usebio;
}

std::string usebioVersion(const EventSnapshot& s) {
    // EBU_CHARGE_CODE is USEBIO 1.3's; a 1.2 file is a valid 1.3 one once it says so.
    return s.settings.chargeCode.empty() ? "1.2" : "1.3";
}

namespace {

/// A section's (or the whole event's) participants and boards.
void writeResults(QXmlStreamWriter& xml, const EventSnapshot& s) {
    writeParticipants(xml, s);
    if (s.result && s.isTeams() && !s.result->matches.empty()) {
        writeMatches(xml, s);
    } else if (s.result) {
        LinesByBoard boards;
        for (const auto& board : s.result->boards) {
            auto& lines = boards[board.board];
            for (const auto& scored : board.lines)
                lines.push_back(&scored);
        }
        writeBoards(xml, s.movement, boards);
    }
}

std::string usebioDocument(const std::vector<const EventSnapshot*>& parts,
                           const std::vector<std::string>& letters) {
    const EventSnapshot& s = *parts.front();
    // A byte buffer, so the declaration names the encoding (UTF-8).
    QByteArray bytes;
    QXmlStreamWriter xml(&bytes);
    xml.setAutoFormatting(true);
    xml.setAutoFormattingIndent(2);
    xml.writeStartDocument();
    xml.writeDTD(QStringLiteral("<!DOCTYPE USEBIO PUBLIC \"%1\" \"%2\">")
                     .arg(QLatin1String(usebioPublicId), QLatin1String(usebioSystemUrl)));
    xml.writeStartElement("USEBIO");
    xml.writeAttribute("Version", q(usebioVersion(s)));
    if (!s.clubName.empty()) {
        xml.writeStartElement("CLUB");
        element(xml, "CLUB_NAME", s.clubName);
        if (!s.clubNumber.empty())
            element(xml, "CLUB_ID_NUMBER", s.clubNumber);
        xml.writeEndElement();
    }
    xml.writeStartElement("EVENT");
    xml.writeAttribute("EVENT_TYPE", q(eventType(s)));
    element(xml, "PROGRAM_NAME", "Overplay");
    element(xml, "PROGRAM_VERSION", OVERPLAY_VERSION);
    if (!s.eventName.empty())
        element(xml, "EVENT_DESCRIPTION", s.eventName);
    if (!s.date.empty())
        element(xml, "DATE", usebioDate(s.date));
    // 2 for a two-field Mitchell (a winner each way), 1 for one field.
    if (s.result && !s.result->rankings.empty())
        element(xml, "WINNER_TYPE", std::to_string(s.result->rankings.size()));
    element(xml, "BOARD_SCORING_METHOD", usebioScoringMethod(s.method));
    // Teams' IMPs become VPs: the matches' and the teams' scores are VPs.
    if (s.method == core::ScoringMethod::TeamImps)
        element(xml, "MATCH_SCORING_METHOD", "VPS");
    std::set<int> played;
    for (const EventSnapshot* part : parts)
        if (part->result)
            for (const auto& board : part->result->boards)
                if (!board.lines.empty())
                    played.insert(board.board);
    element(xml, "BOARDS_PLAYED", std::to_string(played.size()));
    // The club's return: the charge the EBU makes (USEBIO 1.3's EBU_CHARGE_CODE, where 1.2 had
    // P2P_CHARGE_RATE) and whether master points are awarded.
    if (!s.settings.chargeCode.empty())
        element(xml, "EBU_CHARGE_CODE", s.settings.chargeCode);
    if (s.masterPointScale != core::MasterPointScale::None)
        element(xml, "MPS_AWARDED_FLAG",
                std::any_of(parts.begin(), parts.end(),
                            [](const EventSnapshot* part) { return !part->masterPoints.empty(); })
                    ? "Y"
                    : "N");
    if (parts.size() == 1) {
        writeResults(xml, s);
    } else {
        for (std::size_t i = 0; i < parts.size(); ++i) {
            xml.writeStartElement("SECTION");
            xml.writeAttribute("SECTION_ID", q(letters[i]));
            writeResults(xml, *parts[i]);
            xml.writeEndElement();
        }
    }
    xml.writeEndElement(); // EVENT
    xml.writeEndElement(); // USEBIO
    xml.writeEndDocument();
    return bytes.toStdString();
}

} // namespace

std::string usebioXml(const EventSnapshot& s) {
    return usebioDocument({&s}, {""});
}

std::string usebioXml(const std::vector<UsebioSection>& sections) {
    if (sections.empty())
        throw core::InputError("no section to write as USEBIO");
    std::vector<const EventSnapshot*> parts;
    std::vector<std::string> letters;
    for (const UsebioSection& section : sections) {
        parts.push_back(&section.snapshot);
        letters.push_back(section.letter);
    }
    return usebioDocument(parts, letters);
}

void writeUsebio(const std::vector<UsebioSection>& sections, const std::string& path) {
    writeTextFile(path, usebioXml(sections), "the USEBIO file");
}

void writeUsebio(const EventSnapshot& s, const std::string& path) {
    writeTextFile(path, usebioXml(s), "the USEBIO file");
}

} // namespace overplay::reports
