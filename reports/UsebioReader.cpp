// SPDX-License-Identifier: GPL-3.0-or-later
#include "reports/UsebioReader.h"

#include "core/Error.h"
#include "core/Text.h"

#include <QByteArray>
#include <QString>
#include <QXmlStreamReader>

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace overplay::reports {

namespace {

/// One element of the file: USEBIO is small and nested, so it is read whole first.
struct Element {
    std::string name;
    std::map<std::string, std::string> attributes;
    std::string text;
    long long line = 0;
    std::vector<std::unique_ptr<Element>> children;

    const Element* child(std::string_view wanted) const {
        for (const auto& c : children)
            if (c->name == wanted)
                return c.get();
        return nullptr;
    }
    std::vector<const Element*> all(std::string_view wanted) const {
        std::vector<const Element*> out;
        for (const auto& c : children)
            if (c->name == wanted)
                out.push_back(c.get());
        return out;
    }
    /// The trimmed text of a child element, "" when there is none.
    std::string value(std::string_view wanted) const {
        const Element* c = child(wanted);
        return c ? core::trimmedText(c->text) : std::string();
    }
    std::string where() const { return "line " + std::to_string(line); }
};

std::unique_ptr<Element> readTree(std::string_view xml) {
    QXmlStreamReader reader(QByteArray(xml.data(), static_cast<qsizetype>(xml.size())));
    std::unique_ptr<Element> root;
    std::vector<Element*> open;
    while (!reader.atEnd()) {
        const QXmlStreamReader::TokenType token = reader.readNext();
        if (token == QXmlStreamReader::StartElement) {
            auto element = std::make_unique<Element>();
            element->name = reader.name().toString().toUpper().toStdString();
            element->line = reader.lineNumber();
            for (const auto& attribute : reader.attributes())
                element->attributes[attribute.name().toString().toUpper().toStdString()] =
                    attribute.value().toString().toStdString();
            Element* raw = element.get();
            if (open.empty()) {
                if (root)
                    break; // a second root: the reader reports it below
                root = std::move(element);
            } else {
                open.back()->children.push_back(std::move(element));
            }
            open.push_back(raw);
        } else if (token == QXmlStreamReader::EndElement) {
            if (!open.empty())
                open.pop_back();
        } else if (token == QXmlStreamReader::Characters && !open.empty()) {
            open.back()->text += reader.text().toString().toStdString();
        }
    }
    if (reader.hasError())
        throw core::InputError("line " + std::to_string(reader.lineNumber()) +
                               ": the XML is not well formed (" +
                               reader.errorString().toStdString() + ")");
    if (!root || root->name != "USEBIO")
        throw core::InputError("the file is not USEBIO: its XML does not start with <USEBIO>");
    return root;
}

/// USEBIO's DD/MM/YYYY as YYYY-MM-DD; "" when it is no date.
std::string isoDate(const std::string& text) {
    if (text.size() != 10 || text[2] != '/' || text[5] != '/')
        return {};
    const std::string iso = text.substr(6, 4) + "-" + text.substr(3, 2) + "-" + text.substr(0, 2);
    return core::isValidDate(iso) ? iso : "";
}

core::PlayedPair readPair(const Element& pair) {
    const std::string number = pair.value("PAIR_NUMBER");
    core::PlayedPairNumber read;
    try {
        read = core::readPlayedPairNumber(number);
    } catch (const core::InputError& e) {
        throw core::InputError(pair.where() + ": " + e.what());
    }
    core::PlayedPair out{read.number, read.field, {}, {}};
    out.filePercent = core::readFilePercent(pair.value("PERCENTAGE"));
    out.fileScore = core::readFileTotal(pair.value("TOTAL_SCORE"));
    const std::string direction = pair.value("DIRECTION");
    if (direction == "NS" || direction == "N-S")
        out.field = core::Field::NorthSouth;
    else if (direction == "EW" || direction == "E-W")
        out.field = core::Field::EastWest;
    for (const Element* player : pair.all("PLAYER")) {
        out.players.push_back(player->value("PLAYER_NAME"));
        out.memberNumbers.push_back(player->value("NATIONAL_ID_NUMBER"));
    }
    return out;
}

/// `whist`: the file scores duplicate whist (USEBIO has no code for it: OTHER, as Overplay
/// writes it), where a line of TRICKS alone is North-South's tricks; in a bridge file such a
/// line has no result.
void readLine(const Element& element, int board, core::PlayedSection& out, bool whist) {
    core::PlayedLine line;
    line.board = board;
    line.where = core::playedLineWhere(board, element.value("NS_PAIR_NUMBER"),
                                       element.value("EW_PAIR_NUMBER"), element.line);
    try {
        // A number with its direction ("2EW" holding North-South) is an arrow switch.
        const core::PlayedPairNumber ns =
            core::readPlayedPairNumber(element.value("NS_PAIR_NUMBER"));
        const core::PlayedPairNumber ew =
            core::readPlayedPairNumber(element.value("EW_PAIR_NUMBER"));
        line.ns = ns.number;
        line.ew = ew.number;
        line.nsField = ns.field;
        line.ewField = ew.field;
        const std::string contract = element.value("CONTRACT");
        const std::string score = element.value("SCORE");
        if (!contract.empty()) {
            core::readPlayedResult(line, contract, element.value("PLAYED_BY"),
                                   element.value("TRICKS"));
            if (line.play)
                line.fileScoreNs = core::readFileScore(score);
        } else if (!score.empty() && (score[0] == 'A' || score[0] == 'a')) {
            core::readPlayedResult(line, score, "", "");
        } else if (const std::optional<int> alone = core::readFileScore(score)) {
            line.scoreOnlyNs = alone;
        } else if (const std::optional<int> tricks =
                       whist ? core::readFileTricks(element.value("TRICKS")) : std::nullopt) {
            // Duplicate whist: North-South's tricks, with no contract or score, are the result.
            line.whistTricksNs = tricks;
        } else {
            out.skipped.push_back(line.where + ": no contract and no score");
            return;
        }
        const std::string lead = element.value("LEAD");
        if (!lead.empty())
            line.lead = core::parseCard(lead);
    } catch (const core::InputError& e) {
        throw core::InputError(line.where + ": " + e.what());
    }
    out.lines.push_back(std::move(line));
}

/// One section's pairs and boards (an EVENT's own, or a SECTION's).
core::PlayedSection readSection(const Element& holder, const core::PlayedSection& event,
                                bool whist) {
    core::PlayedSection out = event;
    if (const Element* participants = holder.child("PARTICIPANTS"))
        for (const Element* pair : participants->all("PAIR"))
            out.pairs.push_back(readPair(*pair));
    for (const Element* board : holder.all("BOARD")) {
        const std::string number = board->value("BOARD_NUMBER");
        const std::optional<int> read = core::readFileNumber(number);
        if (!read || *read < 1)
            throw core::InputError(board->where() + ": board number '" + number +
                                   "' is not a board");
        for (const Element* line : board->all("TRAVELLER_LINE"))
            readLine(*line, *read, out, whist);
    }
    if (out.lines.empty())
        throw core::InputError(holder.where() + ": the " +
                               (out.letter.empty() ? "event" : "section " + out.letter) +
                               " holds no traveller lines: there are no results to upload");
    core::settleFields(out);
    return out;
}

} // namespace

std::vector<core::PlayedSection> readUsebio(std::string_view xml) {
    const std::unique_ptr<Element> root = readTree(xml);
    const Element* event = root->child("EVENT");
    if (!event)
        throw core::InputError("the USEBIO file holds no EVENT");
    const std::string type = core::upperText(
        event->attributes.count("EVENT_TYPE") ? event->attributes.at("EVENT_TYPE") : "");
    if (type.find("TEAM") != std::string::npos)
        throw core::InputError("the USEBIO file is a teams event: a section of a simultaneous "
                               "pairs is a pairs event");
    if (type.find("INDIVIDUAL") != std::string::npos)
        throw core::InputError("the USEBIO file is an individual: its results do not say who "
                               "partnered whom, so its movement cannot be rebuilt");
    core::PlayedSection common;
    if (const Element* club = root->child("CLUB"))
        common.club = club->value("CLUB_NAME");
    common.program = event->value("PROGRAM_NAME");
    common.scoring = core::upperText(event->value("BOARD_SCORING_METHOD"));
    common.event = event->value("EVENT_DESCRIPTION");
    common.date = isoDate(event->value("DATE"));
    const bool whist = core::upperText(event->value("BOARD_SCORING_METHOD")) == "OTHER";
    std::vector<core::PlayedSection> sections;
    const std::vector<const Element*> parts = event->all("SECTION");
    if (parts.empty()) {
        sections.push_back(readSection(*event, common, whist));
    } else {
        for (const Element* part : parts) {
            core::PlayedSection named = common;
            named.letter =
                part->attributes.count("SECTION_ID") ? part->attributes.at("SECTION_ID") : "";
            if (named.letter.empty())
                named.letter = std::to_string(sections.size() + 1);
            sections.push_back(readSection(*part, named, whist));
        }
    }
    return sections;
}

} // namespace overplay::reports
