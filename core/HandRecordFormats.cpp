// SPDX-License-Identifier: GPL-3.0-or-later
// Hand records of the dealing machines: PBN, DUP, BRI, DLM and LIN (layouts in the header).
#include "core/HandRecordFormats.h"

#include "core/Board.h"
#include "core/Error.h"
#include "core/Lin.h"
#include "core/Pbn.h"
#include "core/Text.h"
#include "core/Words.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <limits>
#include <map>
#include <set>

namespace overplay::core {

namespace {

constexpr std::size_t kBriBytes = 78;
constexpr std::size_t kDgeBytes = 68;
constexpr std::size_t kDupBytes = 156;
/// A BRI record as dealing programs pad it: the 78 digits, 32 spaces and 18 zero bytes.
constexpr std::size_t kPaddedBriBytes = 128;

/// The DOS character set's suit symbols, as the DGE part puts one before each suit.
constexpr char kDosSpade = 6, kDosHeart = 3, kDosDiamond = 4, kDosClub = 5;

/// The Duplimate's card numbers: 1 the spade ace, 13 the spade two, … 52 the club two.
Card cardOfNumber(int number) {
    const int fromTop = number - 1;
    return Card{static_cast<Suit>(3 - fromTop / 13), 14 - fromTop % 13};
}

int numberOfCard(Card card) {
    return (3 - static_cast<int>(card.suit)) * 13 + (14 - card.rank) + 1;
}

std::string byteAt(std::size_t offset) {
    return "byte " + std::to_string(offset + 1);
}

std::string boardAt(int board) {
    return "board " + std::to_string(board);
}

DealtBoard standardBoard(int number, const Deal& deal) {
    return DealtBoard{number, dealerOf(number), vulnerabilityOf(number), deal};
}

bool isDigit(char c) {
    return c >= '0' && c <= '9';
}

/// The BRI part at `offset`: North's, East's and South's card numbers; West holds the rest.
Deal readBri(std::string_view bytes, std::size_t offset, int board) {
    Deal deal;
    for (std::size_t i = 0; i < 39; ++i) {
        const std::size_t at = offset + 2 * i;
        const char a = bytes[at], b = bytes[at + 1];
        const int number = isDigit(a) && isDigit(b) ? (a - '0') * 10 + (b - '0') : 0;
        if (number < 1 || number > 52)
            throw InputError(boardAt(board) + ", " + byteAt(at) + ": \"" +
                             printableText(std::string{a, b}) +
                             "\" is not a card number (01 to 52)");
        const Card card = cardOfNumber(number);
        if (deal.holder(card))
            throw InputError(boardAt(board) + ", " + byteAt(at) + ": card " +
                             std::to_string(number) + " (" + cardText(card) + ") given twice");
        deal[static_cast<Seat>(i / 13)].add(card);
    }
    for (int index = 0; index < 52; ++index) {
        const Card card{static_cast<Suit>(index / 13), index % 13 + 2};
        if (!deal.holder(card))
            deal[Seat::West].add(card);
    }
    return deal;
}

/// The DGE part at `offset` checked against the deal its BRI part gives: a file whose two
/// parts disagree is damaged, and which part is right cannot be told. All spaces (a board the
/// machine is not to show) is not checked.
void checkDge(std::string_view bytes, std::size_t offset, int board, const Deal& deal) {
    const std::string_view dge = bytes.substr(offset, kDgeBytes);
    if (dge.find_first_not_of(' ') == std::string_view::npos)
        return;
    for (int seat = 0; seat < 4; ++seat) {
        const std::size_t start = offset + static_cast<std::size_t>(seat) * 17;
        Hand hand;
        int suit = -1;
        for (std::size_t i = 0; i < 17; ++i) {
            const char c = bytes[start + i];
            const auto rank = c == kDosSpade || c == kDosHeart || c == kDosDiamond || c == kDosClub
                                  ? std::nullopt
                                  : parseRank(c);
            if (!rank) {
                if (c != kDosSpade && c != kDosHeart && c != kDosDiamond && c != kDosClub)
                    throw InputError(boardAt(board) + ", " + byteAt(start + i) + ": \"" +
                                     printableText(std::string(1, c)) +
                                     "\" is neither a suit symbol nor a rank");
                ++suit;
                continue;
            }
            if (suit < 0 || suit > 3)
                throw InputError(boardAt(board) + ", " + byteAt(start + i) +
                                 ": a rank outside the four suits");
            hand.add(Card{static_cast<Suit>(3 - suit), *rank});
        }
        const Seat s = static_cast<Seat>(seat);
        if (hand != deal[s])
            throw InputError(boardAt(board) + ", " + byteAt(start) + ": " +
                             std::string(1, seatLetter(s)) + "'s sorted hand " + hand.pbn() +
                             " is not the hand its card numbers give (" + deal[s].pbn() + ")");
    }
}

/// A number the trailer left-aligns and pads with spaces ("1  "); none when blank or other.
std::optional<int> paddedNumber(std::string_view field) {
    const std::string t = trimmedText(field);
    if (t.empty() || !std::all_of(t.begin(), t.end(), isDigit))
        return std::nullopt;
    return std::stoi(t);
}

std::vector<DealtBoard> readDup(std::string_view bytes) {
    std::vector<DealtBoard> boards;
    int first = 1;
    if (bytes.size() >= kDupBytes)
        first = paddedNumber(bytes.substr(148, 3)).value_or(1);
    for (std::size_t offset = 0; offset < bytes.size(); offset += kDupBytes) {
        const int board = first + static_cast<int>(offset / kDupBytes);
        if (bytes.size() - offset < kDupBytes)
            throw InputError(
                boardAt(board) + " is cut short: " + std::to_string(bytes.size() - offset) +
                " of its " + std::to_string(kDupBytes) + " bytes (from " + byteAt(offset) + ")");
        const Deal deal = readBri(bytes, offset, board);
        checkDge(bytes, offset + kBriBytes, board, deal);
        for (std::size_t i : {std::size_t{146}, std::size_t{147}})
            if (bytes[offset + i] != 'Y' && bytes[offset + i] != 'N')
                throw InputError(boardAt(board) + ", " + byteAt(offset + i) + ": \"" +
                                 printableText(std::string(1, bytes[offset + i])) +
                                 "\" where the machine's Y or N belongs: not a DUP record");
        boards.push_back(standardBoard(board, deal));
    }
    return boards;
}

std::vector<DealtBoard> readBriFile(std::string_view bytes) {
    // Padded to 128 bytes a board when the first board's padding is spaces or zero bytes.
    std::size_t record = kBriBytes;
    if (bytes.size() > kBriBytes && (bytes[kBriBytes] == ' ' || bytes[kBriBytes] == '\0'))
        record = kPaddedBriBytes;
    std::vector<DealtBoard> boards;
    for (std::size_t offset = 0; offset < bytes.size(); offset += record) {
        const int board = 1 + static_cast<int>(offset / record);
        // The padding of the last board may be left off; its digits may not.
        if (bytes.size() - offset < kBriBytes)
            throw InputError(
                boardAt(board) + " is cut short: " + std::to_string(bytes.size() - offset) +
                " of its " + std::to_string(kBriBytes) + " digits (from " + byteAt(offset) + ")");
        const Deal deal = readBri(bytes, offset, board);
        const std::size_t end = std::min(bytes.size(), offset + record);
        for (std::size_t i = offset + kBriBytes; i < end; ++i)
            if (bytes[i] != ' ' && bytes[i] != '\0')
                throw InputError(boardAt(board) + ", " + byteAt(i) + ": \"" +
                                 printableText(std::string(1, bytes[i])) +
                                 "\" in the padding after the card numbers");
        boards.push_back(standardBoard(board, deal));
    }
    return boards;
}

/// Lines of a text file, without their line ends.
std::vector<std::string_view> linesOf(std::string_view text) {
    std::vector<std::string_view> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string_view::npos)
            end = text.size();
        std::string_view line = text.substr(start, end - start);
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        lines.push_back(line);
        start = end + 1;
    }
    return lines;
}

std::vector<DealtBoard> readDlm(std::string_view text) {
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    std::optional<int> from, to;
    struct Listed {
        int line;
        Deal deal;
    };
    std::map<int, Listed> listed;
    std::string section;
    const auto lines = linesOf(text);
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const int lineNumber = static_cast<int>(i) + 1;
        const std::string line = trimmedText(lines[i]);
        if (line.empty())
            continue;
        const std::string where = "line " + std::to_string(lineNumber) + ": ";
        if (line.front() == '[') {
            section = lowerText(trimmedText(line));
            continue;
        }
        const std::size_t equals = line.find('=');
        if (equals == std::string::npos)
            throw InputError(where + "\"" + printableText(line) + "\" is no \"key=value\" line");
        const std::string key = lowerText(trimmedText(line.substr(0, equals)));
        const std::string value = trimmedText(line.substr(equals + 1));
        if (key == "from board" || key == "to board") {
            const auto n = paddedNumber(value);
            if (!n)
                throw InputError(where + key + " \"" + value + "\" is not a number");
            (key == "from board" ? from : to) = *n;
        } else if (key == "crypto key" && value != "0" && !value.empty()) {
            throw InputError(where + "the boards are enciphered (Crypto key " + value +
                             "): save the file again without a key");
        } else if (key.starts_with("board ")) {
            const auto board = paddedNumber(key.substr(6));
            if (!board || *board < 1 || *board > 99)
                throw InputError(where + "\"" + key + "\" is not a board 01 to 99");
            const std::string at = boardAt(*board) + ", " + where;
            if (value.size() != 29)
                throw InputError(at + std::to_string(value.size()) +
                                 " characters where a board has 26 letters and a 3-digit check");
            Deal deal;
            int check = *board;
            for (std::size_t k = 0; k < 26; ++k) {
                const char c = value[k];
                if (c < 'a' || c > 'p')
                    throw InputError(at + "\"" + printableText(std::string(1, c)) +
                                     "\" (character " + std::to_string(k + 1) +
                                     ") is not a letter a to p");
                check ^= c;
                const int code = c - 'a';
                for (int half = 0; half < 2; ++half) {
                    const Seat seat = static_cast<Seat>(half == 0 ? code >> 2 : code & 3);
                    deal[seat].add(cardOfNumber(static_cast<int>(2 * k) + half + 1));
                }
            }
            const auto written = paddedNumber(value.substr(26));
            if (!written || *written != check)
                throw InputError(at + "the check " + value.substr(26) + " should be " +
                                 std::to_string(check) + ": the board is damaged");
            if (const auto problems = deal.problems(); !problems.empty())
                throw InputError(at + "not a deal (" + problems.front() + ")");
            if (!listed.emplace(*board, Listed{lineNumber, deal}).second)
                throw InputError(at + "the board is given twice");
        }
    }
    if (section.empty() && listed.empty())
        throw InputError("line 1: no [Document] section and no boards: not a DLM file");
    std::vector<DealtBoard> boards;
    const int low = from.value_or(listed.empty() ? 1 : listed.begin()->first);
    const int high = to.value_or(listed.empty() ? 0 : listed.rbegin()->first);
    for (int board = low; board <= high; ++board) {
        const auto found = listed.find(board);
        if (found == listed.end())
            throw InputError(boardAt(board) + " is missing: the file says it holds boards " +
                             std::to_string(low) + " to " + std::to_string(high));
        boards.push_back(standardBoard(board, found->second.deal));
    }
    return boards;
}

std::vector<DealtBoard> readPbnBoards(std::string_view text) {
    const PbnFile file = readPbn(text);
    for (const PbnGame& game : file.games) {
        if (!game.board)
            continue;
        const std::string where = "line " + std::to_string(game.line) + ": ";
        if (*game.board < 1)
            throw InputError(where + boardAt(*game.board) + " is not a board number");
        if (!game.deal && !game.value("Deal").empty())
            throw InputError(where + boardAt(*game.board) + ": the Deal tag is not a whole deal");
    }
    // One rule for a PBN hand record, as hands --import reads it: a results file repeats each
    // board for every table with the same deal; another deal, dealer or vulnerability for a
    // board already given is refused. The event's boards are checked where they are known.
    std::vector<DealtBoard> boards;
    for (const PbnBoardDeal& r : pbnBoardDeals(file, std::numeric_limits<int>::max()))
        boards.push_back(DealtBoard{r.board, r.dealer, r.vulnerability, r.deal});
    return boards;
}

std::vector<DealtBoard> readLinBoards(std::string_view text) {
    std::vector<DealtBoard> boards;
    std::set<int> seen;
    for (const LinBoard& board : readLin(text)) {
        const int number = board.number.value_or(static_cast<int>(boards.size()) + 1);
        // A tournament's LIN plays each board at every table: the first holds its deal.
        if (!seen.insert(number).second)
            continue;
        if (number < 1)
            throw InputError("line " + std::to_string(board.line) + ": " + boardAt(number) +
                             " is not a board number");
        boards.push_back(DealtBoard{number, board.dealer,
                                    board.vulnerability.value_or(vulnerabilityOf(number)),
                                    board.deal});
    }
    return boards;
}

/// DUP, BRI and DLM number a board by its place in the file.
void requireRun(const std::vector<DealtBoard>& boards, HandRecordFormat format) {
    for (std::size_t i = 1; i < boards.size(); ++i)
        if (boards[i].number != boards[0].number + static_cast<int>(i))
            throw InputError(handRecordFormatName(format) +
                             " numbers boards by their place in the file: board " +
                             std::to_string(boards[0].number + static_cast<int>(i)) +
                             " has no deal between boards " + std::to_string(boards[i - 1].number) +
                             " and " + std::to_string(boards[i].number));
}

void writeBri(std::string& out, const Deal& deal) {
    for (Seat seat : {Seat::North, Seat::East, Seat::South}) {
        std::vector<int> numbers;
        for (int index = 0; index < 52; ++index) {
            const Card card{static_cast<Suit>(index / 13), index % 13 + 2};
            if (deal[seat].has(card))
                numbers.push_back(numberOfCard(card));
        }
        std::sort(numbers.begin(), numbers.end());
        for (int n : numbers) {
            out += static_cast<char>('0' + n / 10);
            out += static_cast<char>('0' + n % 10);
        }
    }
}

void writeDge(std::string& out, const Deal& deal) {
    static const std::array<std::pair<Suit, char>, 4> suits = {
        std::pair{Suit::Spades, kDosSpade}, std::pair{Suit::Hearts, kDosHeart},
        std::pair{Suit::Diamonds, kDosDiamond}, std::pair{Suit::Clubs, kDosClub}};
    for (Seat seat : {Seat::North, Seat::East, Seat::South, Seat::West})
        for (const auto& [suit, symbol] : suits) {
            out += symbol;
            for (int rank : deal[seat].ranks(suit))
                out += rankLetter(rank);
        }
}

/// A trailer field left-aligned and padded with spaces to `width`.
std::string padded(int number, std::size_t width) {
    std::string text = std::to_string(number);
    text.resize(std::max(width, text.size()), ' ');
    return text.substr(0, width);
}

std::string writeDup(const std::vector<DealtBoard>& boards, bool dge) {
    std::string out;
    if (boards.empty())
        return out;
    const int low = boards.front().number, high = boards.back().number;
    for (const DealtBoard& board : boards) {
        writeBri(out, board.deal);
        if (dge) {
            writeDge(out, board.deal);
            // Random hands: yes; counting backwards: no; one copy of each board.
            out += "YN" + padded(low, 3) + padded(1, 2) + padded(high, 3);
        } else {
            out += std::string(32, ' ') + std::string(18, '\0');
        }
    }
    return out;
}

std::string writeDlm(const std::vector<DealtBoard>& boards, std::string_view title) {
    if (!boards.empty() && (boards.front().number < 1 || boards.back().number > 99))
        throw InputError("dlm holds boards 1 to 99 only: board " +
                         std::to_string(boards.back().number) + " cannot be written");
    const int low = boards.empty() ? 1 : boards.front().number;
    const int high = boards.empty() ? 0 : boards.back().number;
    const bool sealed = true; // the operator does not see the hands while dealing
    std::string out = "[Document]\r\n";
    out += "Headline=" + (title.empty() ? std::string("Overplay") : trimmedText(title)) + "\r\n";
    out += std::string("Status=") + (sealed ? "Sealed" : "Show") + "\r\n";
    out += "Duplicates=0\r\nFrom board=" + std::to_string(low) +
           "\r\nTo board=" + std::to_string(high) +
           "\r\nNext board to duplimate=0\r\nPrintOuts=0\r\nCrypto key=0\r\n";
    // The document's check: Duplicates xor From board xor To board, and 1 more when shown.
    out += "Checksum=" + std::to_string((0 ^ low ^ high) ^ (sealed ? 0 : 1)) + "\r\n";
    std::map<int, Deal> deals;
    for (const DealtBoard& board : boards)
        deals[board.number] = board.deal;
    // The machine expects all 99 boards; those outside From … To are filler it does not deal:
    // the first of them is a valid deal repeated.
    const Deal filler = readBri(std::string_view("01020304050607080910111213"
                                                 "14151617181920212223242526"
                                                 "27282930313233343536373839"),
                                0, 0);
    for (int board = 1; board <= 99; ++board) {
        const Deal& deal = deals.count(board) ? deals.at(board) : filler;
        char number[3] = {static_cast<char>('0' + board / 10), static_cast<char>('0' + board % 10),
                          0};
        out += std::string("Duplicates ") + number + "=0\r\nBoard " + number + "=";
        int check = board;
        for (int k = 0; k < 26; ++k) {
            const Card a = cardOfNumber(2 * k + 1), b = cardOfNumber(2 * k + 2);
            const char c = static_cast<char>('a' + static_cast<int>(*deal.holder(a)) * 4 +
                                             static_cast<int>(*deal.holder(b)));
            out += c;
            check ^= c;
        }
        const std::string digits = std::to_string(check);
        out += std::string(3 - std::min<std::size_t>(3, digits.size()), '0') + digits + "\r\n";
    }
    return out;
}

} // namespace

constexpr Word<HandRecordFormat> kFormatNames[] = {{HandRecordFormat::Pbn, "pbn"},
                                                   {HandRecordFormat::Dup, "dup"},
                                                   {HandRecordFormat::Bri, "bri"},
                                                   {HandRecordFormat::Dlm, "dlm"},
                                                   {HandRecordFormat::Lin, "lin"}};

std::string handRecordFormatName(HandRecordFormat format) {
    return std::string(wordOf(kFormatNames, format));
}

std::optional<HandRecordFormat> parseHandRecordFormat(std::string_view name) {
    return valueOfWord(kFormatNames, lowerText(trimmedText(name)));
}

HandRecordFormat detectHandRecordFormat(std::string_view bytes) {
    if (bytes.size() >= kBriBytes &&
        std::all_of(bytes.begin(), bytes.begin() + kBriBytes, isDigit)) {
        // A DUP record goes on with the DGE part (a suit symbol, or spaces for a board not to
        // be shown) and has the machine's Y/N at bytes 147 and 148.
        const bool dgeFollows = bytes.size() > kBriBytes && bytes[kBriBytes] == kDosSpade;
        const bool machineBytes = bytes.size() >= 148 && (bytes[146] == 'Y' || bytes[146] == 'N') &&
                                  (bytes[147] == 'Y' || bytes[147] == 'N');
        return dgeFollows || machineBytes ? HandRecordFormat::Dup : HandRecordFormat::Bri;
    }
    std::string_view text = bytes;
    if (text.starts_with("\xEF\xBB\xBF"))
        text.remove_prefix(3);
    for (std::string_view line : linesOf(text.substr(0, 4096))) {
        const std::string t = lowerText(trimmedText(line));
        if (t.empty())
            continue;
        if (t == "[document]")
            return HandRecordFormat::Dlm;
        if (t.size() >= 3 && std::isalpha(static_cast<unsigned char>(t[0])) &&
            std::isalpha(static_cast<unsigned char>(t[1])) && t[2] == '|')
            return HandRecordFormat::Lin;
        if (t[0] == '%' || t[0] == '[' || t[0] == '{' || t[0] == ';')
            return HandRecordFormat::Pbn;
        break;
    }
    throw InputError("is none of the hand record formats (PBN, DUP, BRI, DLM, LIN)");
}

std::vector<DealtBoard> readHandRecords(std::string_view bytes, HandRecordFormat format) {
    std::vector<DealtBoard> boards;
    switch (format) {
    case HandRecordFormat::Dup:
        boards = readDup(bytes);
        break;
    case HandRecordFormat::Bri:
        boards = readBriFile(bytes);
        break;
    case HandRecordFormat::Dlm:
        boards = readDlm(bytes);
        break;
    case HandRecordFormat::Lin:
        boards = readLinBoards(bytes);
        break;
    case HandRecordFormat::Pbn:
        boards = readPbnBoards(bytes);
        break;
    }
    if (boards.empty())
        throw InputError("holds no complete deals");
    return boards;
}

std::string writeHandRecords(const std::vector<DealtBoard>& unsorted, HandRecordFormat format,
                             std::string_view title) {
    std::vector<DealtBoard> boards = unsorted;
    std::sort(boards.begin(), boards.end(),
              [](const DealtBoard& a, const DealtBoard& b) { return a.number < b.number; });
    if (format != HandRecordFormat::Pbn && format != HandRecordFormat::Lin)
        requireRun(boards, format);
    switch (format) {
    case HandRecordFormat::Dup:
        return writeDup(boards, true);
    case HandRecordFormat::Bri:
        return writeDup(boards, false);
    case HandRecordFormat::Dlm:
        return writeDlm(boards, title);
    case HandRecordFormat::Lin: {
        std::string out;
        for (const DealtBoard& b : boards)
            out += linHandRecordLine(b.number, b.dealer, b.vulnerability, b.deal);
        return out;
    }
    case HandRecordFormat::Pbn:
        break;
    }
    PbnEventInfo event;
    event.event = std::string(title);
    std::vector<PbnHandRecord> records;
    for (const DealtBoard& b : boards)
        records.push_back(PbnHandRecord{b.number, b.dealer, b.vulnerability, b.deal, {}, {}});
    return writePbn(handRecordGames(event, records));
}

} // namespace overplay::core
