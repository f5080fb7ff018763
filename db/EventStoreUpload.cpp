// SPDX-License-Identifier: GPL-3.0-or-later
// A club's section uploaded into a simultaneous pairs: from the club's own Overplay event, or
// from another program's results file (USEBIO, PBN) with its movement rebuilt from the lines.
#include "core/Text.h"
#include "db/EventStore.h"
#include "db/detail/EventStoreImpl.h"
#include "db/detail/Sections.h"
#include <nlohmann/json.hpp>

#include "core/PlayedSection.h"
#include "core/ResultText.h"
#include "movements/AsPlayed.h"

#include <algorithm>
#include <map>
#include <utility>

namespace overplay::db {

using nlohmann::json;

/// One line as it arrives, with what its file said of it.
struct UploadLine {
    core::TravellerLine line;
    EnterOptions options;
    /// The file's own North-South score, compared with this event's.
    std::optional<int> fileScoreNs;
    /// "club.pbn, board 3, 1 NS v 2 EW (line 40)": put before a refusal or a note.
    std::string where;
};

struct EventStore::Upload {
    movements::Movement movement;
    std::string name;
    std::vector<Entry> entries; ///< players by the movement's numbers
    std::map<std::string, std::string> memberNumbers;
    std::vector<UploadLine> lines;
    /// How the file ranks the pairs, by their numbers in `movement`.
    UploadedSections::FileRanking fileRanking;
    /// What the audit row says besides the section, its name and its results.
    json audit;
};

UploadedSections EventStore::addUploads(const std::vector<Upload>& uploads,
                                        const std::string& who) {
    UploadedSections done;
    // A line the file scores as it scores under another vulnerability than the event's board
    // has: the club played other boards (another deal numbered so, or its boards in another
    // order), and no line of the file can be scored here.
    const auto refuseOtherVulnerability = [](const core::TravellerLine& line, int ours, int theirs,
                                             int board, const Impl::BoardRecord& record,
                                             const std::optional<core::AuctionLaws>& auction) {
        std::string others;
        for (core::Vulnerability v : {core::Vulnerability::None, core::Vulnerability::NorthSouth,
                                      core::Vulnerability::EastWest, core::Vulnerability::Both}) {
            Impl::BoardRecord other = record;
            other.vulnerability = v;
            if (v != record.vulnerability && Impl::nsScoreOf(*line.play, other, auction) == theirs)
                others += (others.empty() ? "" : " or ") + core::vulnerableSides(v);
        }
        if (!others.empty())
            throw core::InputError(core::resultWords(line) + " is " + std::to_string(ours) +
                                   " on this event's board " + std::to_string(board) + " (" +
                                   core::vulnerableSides(record.vulnerability) + " vulnerable), " +
                                   std::to_string(theirs) + " in the file (" + others +
                                   " vulnerable): not the event's board");
    };
    const std::string previous = m_impl->sectionLetter;
    const auto backToPrevious = [&] { m_impl->load(m_impl->sessionNumber, previous); };
    try {
        m_impl->command(who, [&](Impl::AuditRow& audit) {
            sql::Connection& db = *m_impl->db;
            for (const Upload& upload : uploads) {
                // Lettered inside the command, under its lock: two clubs uploading at once
                // take two letters.
                const std::string letter = nextSection(*this, upload.movement);
                insertSection(db, m_impl->sessionId, letter, upload.movement, upload.name);
                // The new section in use inside this transaction: its lines are checked against
                // its movement and scored on this event's boards, as an import would be.
                m_impl->load(m_impl->sessionNumber, letter);
                sql::Statement entryId(db, "SELECT id FROM entries WHERE section_id = ? AND "
                                           "number = ?");
                sql::Statement seat(db, "INSERT INTO entry_players (entry_id, position, "
                                        "player_id) VALUES (?, ?, ?)");
                PlayerIds players(db);
                for (const Entry& e : upload.entries) {
                    entryId.reset();
                    entryId.bind(1, m_impl->sectionId);
                    entryId.bind(2, e.number);
                    if (entryId.executeStep())
                        seatPlayers(seat, players, entryId.getColumn(0).getInt64(), e.players);
                }
                // The club's member numbers, for players who have none here yet.
                sql::Statement member(db, "UPDATE players SET member_number = ? WHERE name = ? "
                                          "AND member_number = ''");
                for (const auto& [player, number] : upload.memberNumbers) {
                    member.reset();
                    member.bind(1, number);
                    member.bind(2, player);
                    member.exec();
                }
                const core::ScoringMethod method = m_impl->scoring();
                const auto auction = m_impl->duplicateAuction();
                std::map<int, Impl::BoardRecord> boards;
                for (const UploadLine& in : upload.lines) {
                    const int board = in.line.board;
                    if (!boards.count(board))
                        boards.emplace(board, m_impl->boardOf(board));
                    const Impl::BoardRecord& record = boards.at(board);
                    // A line the club's director ruled stands as played stays so.
                    const bool asPlayed = !m_impl->placements.find(board, in.line.ns, in.line.ew);
                    try {
                        StoredLine line =
                            Impl::stored(m_impl->check(in.line, method, record, asPlayed, auction),
                                         in.options, record, auction);
                        if (in.fileScoreNs && line.nsScore && *in.fileScoreNs != *line.nsScore) {
                            const std::string playedWords = core::resultWords(line.line);
                            const int ours = *line.nsScore;
                            refuseOtherVulnerability(line.line, ours, *in.fileScoreNs, board,
                                                     record, auction);
                            // The club's own slip: ranked there by the score it wrote, so
                            // ranked here by it too, and the director told.
                            core::TravellerLine asScored = line.line;
                            asScored.play.reset();
                            asScored.lead.reset();
                            asScored.scoreOnlyNs = in.fileScoreNs;
                            line = Impl::stored(
                                m_impl->check(asScored, method, record, asPlayed, auction),
                                in.options, record, auction);
                            done.notes.push_back(
                                in.where + ": " + playedWords + " scores " + std::to_string(ours) +
                                " on this board, but the file scores it " +
                                std::to_string(*in.fileScoreNs) +
                                "; taken as the club scored it (a score alone): correct it if "
                                "the contract is right");
                        }
                        m_impl->writeLine(line);
                    } catch (const core::InputError& e) {
                        throw core::InputError(in.where + ": " + e.what());
                    }
                }
                json row = upload.audit;
                row["section"] = letter;
                row["name"] = upload.name;
                row["results"] = upload.lines.size();
                row["movement"] =
                    upload.movement.name.empty() ? upload.movement.kind : upload.movement.name;
                audit("upload section", "", row.dump());
                done.letters.push_back(letter);
                done.fileRankings.push_back(upload.fileRanking);
            }
        });
    } catch (...) {
        backToPrevious();
        throw;
    }
    backToPrevious();
    return done;
}

std::string EventStore::uploadSection(const std::string& clubEvent, const std::string& name,
                                      const std::string& who) {
    OpenOptions reading;
    reading.readOnly = true;
    const EventStore club = open(clubEvent, reading);
    if (club.sections().size() != 1)
        throw core::InputError(clubEvent + " has " + std::to_string(club.sections().size()) +
                               " sections: a club's event of one section is uploaded whole");
    const EventInfo clubInfo = club.info();
    Upload upload;
    upload.movement = club.movement();
    upload.name = sectionName(!name.empty()                 ? name
                              : !clubInfo.club.name.empty() ? clubInfo.club.name
                                                            : clubInfo.name);
    upload.entries = club.entries();
    upload.memberNumbers = club.memberNumbers();
    for (const StoredLine& stored : club.lines()) {
        UploadLine line;
        line.line = stored.line;
        line.options.source = stored.source;
        line.options.sourceTable = stored.sourceTable;
        line.options.confirmed = stored.confirmed;
        line.where = clubEvent;
        upload.lines.push_back(std::move(line));
    }
    upload.audit = json{{"from", clubInfo.name}};
    // The letter is checked here too, so a movement the sections cannot hold is refused before
    // anything is written.
    nextSection(*this, upload.movement);
    return addUploads({std::move(upload)}, who).letters.front();
}

namespace {

bool numberBefore(const std::string& a, const std::string& b) {
    return a.size() != b.size() ? a.size() < b.size() : a < b;
}

/// The entries of a played section: a two-field section's North-South pairs first, then its
/// East-West pairs, each by number; one field by number.
struct Numbering {
    std::map<std::pair<core::Field, std::string>, int> entryOf;
    std::map<int, std::string> labels;
    std::vector<const core::PlayedPair*> pairOf; ///< by entry, [0] unused
};

Numbering numberPairs(const core::PlayedSection& played) {
    Numbering out;
    out.pairOf.push_back(nullptr);
    for (core::Field field : {core::Field::Any, core::Field::NorthSouth, core::Field::EastWest}) {
        std::vector<const core::PlayedPair*> pairs;
        for (const core::PlayedPair& pair : played.pairs)
            if (pair.field == field)
                pairs.push_back(&pair);
        std::sort(pairs.begin(), pairs.end(),
                  [](const core::PlayedPair* a, const core::PlayedPair* b) {
                      return numberBefore(a->number, b->number);
                  });
        for (const core::PlayedPair* pair : pairs) {
            if (!out.entryOf.emplace(std::pair{field, pair->number}, 0).second)
                throw core::InputError("pair " + pair->number + " is listed twice");
            const int entry = static_cast<int>(out.pairOf.size());
            out.entryOf[{field, pair->number}] = entry;
            out.pairOf.push_back(pair);
            out.labels[entry] = pair->number + core::fieldWord(field); // "3NS", "7"
        }
    }
    return out;
}

/// A board no file holds, whose tables the boards beside it cannot tell (rounds of one
/// board): a movement made without it would not be the event's, so the director is told which
/// board to add rather than a section refused for its number of boards.
void refuseUntoldBoards(const core::PlayedSection& section) {
    if (section.untoldBoards.empty())
        return;
    const std::string boards = core::boardList(section.untoldBoards);
    const bool one = section.untoldBoards.size() == 1;
    throw core::InputError(
        std::string(one ? "board " : "boards ") + boards + (one ? " is" : " are") +
        " in no file, and which tables played " + (one ? "it" : "them") +
        " cannot be told (each round is one board): add the file" +
        (one ? " that holds it" : "s that hold them") + " and upload again; nothing was added");
}

} // namespace

UploadedSections EventStore::uploadSections(const std::vector<core::PlayedSection>& played,
                                            const std::string& from, const std::string& name,
                                            const std::string& who) {
    if (played.empty())
        throw core::InputError(from + " holds no section");
    std::vector<Upload> uploads;
    for (const core::PlayedSection& section : played) {
        const std::string in = played.size() > 1 ? from + ", section " + section.letter : from;
        try {
            refuseUntoldBoards(section);
            const Numbering numbering = numberPairs(section);
            const auto entryOf = [&](const std::string& number, core::Field field) {
                return numbering.entryOf.at({section.twoFields ? field : core::Field::Any, number});
            };
            Upload upload;
            upload.fileRanking.scoring = section.scoring;
            movements::AsPlayedRequest request;
            request.entries = static_cast<int>(numbering.pairOf.size()) - 1;
            request.labels = numbering.labels;
            request.twoFields = section.twoFields;
            for (const core::PlayedLine& line : section.lines) {
                UploadLine out;
                out.line.board = line.board;
                // A pair named with its field holds the other field's cards on an
                // arrow-switched board ("2EW" North-South); a number alone, its cards' field.
                const auto fieldOr = [](core::Field named, core::Field cards) {
                    return named != core::Field::Any ? named : cards;
                };
                out.line.ns = entryOf(line.ns, fieldOr(line.nsField, core::Field::NorthSouth));
                out.line.ew = entryOf(line.ew, fieldOr(line.ewField, core::Field::EastWest));
                out.line.play = line.play;
                out.line.adjusted = line.adjusted;
                out.line.weighted = line.weighted;
                out.line.whistTricksNs = line.whistTricksNs;
                out.line.lead = line.lead;
                out.line.scoreOnlyNs = line.scoreOnlyNs;
                out.line.notPlayed = line.notPlayed;
                out.options.source = LineSource::Import;
                out.fileScoreNs = line.fileScoreNs;
                out.where = in + ", " + line.where;
                request.played.push_back(
                    {line.board, out.line.ns, out.line.ew, line.round, line.table});
                upload.lines.push_back(std::move(out));
            }
            upload.movement = movements::movementAsPlayed(request);
            std::string base = !name.empty()           ? name
                               : !section.club.empty() ? section.club
                                                       : section.event;
            if (played.size() > 1 && !section.letter.empty())
                base += ", section " + section.letter;
            upload.name = sectionName(base);
            for (int entry = 1; entry < static_cast<int>(numbering.pairOf.size()); ++entry) {
                const core::PlayedPair& pair = *numbering.pairOf[static_cast<std::size_t>(entry)];
                if (pair.filePercent)
                    upload.fileRanking.percents[entry] = *pair.filePercent;
                if (pair.fileScore)
                    upload.fileRanking.scores[entry] = *pair.fileScore;
                Entry e;
                e.number = entry;
                for (std::size_t i = 0; i < pair.players.size(); ++i) {
                    const std::string player = core::trimmedText(pair.players[i]);
                    if (player.empty())
                        continue;
                    core::requireValidName(player);
                    e.players.push_back(player);
                    if (i < pair.memberNumbers.size() && !pair.memberNumbers[i].empty()) {
                        const std::string number = core::trimmedText(pair.memberNumbers[i]);
                        requireMemberNumber(number, player); // as the roster checks it
                        upload.memberNumbers[player] = number;
                    }
                }
                upload.entries.push_back(std::move(e));
            }
            upload.audit = json{{"from", from}};
            if (!section.program.empty())
                upload.audit["program"] = section.program;
            if (!section.letter.empty())
                upload.audit["fileSection"] = section.letter;
            uploads.push_back(std::move(upload));
        } catch (const core::InputError& e) {
            const std::string message = e.what();
            throw core::InputError(message.starts_with(in) ? message : in + ": " + message);
        }
    }
    return addUploads(uploads, who);
}

} // namespace overplay::db
