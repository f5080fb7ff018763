// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/Cli.h"

#include "core/Error.h"
#include "core/ResultText.h"
#include "core/Text.h"
#include "db/EventStore.h"

#include <CLI/CLI.hpp>

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <ostream>

namespace overplay::app {

namespace {

std::string rangeText(long long min, long long max) {
    return std::to_string(min) + ".." + std::to_string(max);
}

std::string shownValue(const std::string& value) {
    // Long enough to recognise, short enough for one line.
    return "'" + core::printableText(value.size() > 24 ? value.substr(0, 24) + "…" : value) + "'";
}

/// The one line a refusal prints: no control character, and not the whole of a huge value
/// the message quotes.
std::string messageLine(const char* message) {
    constexpr std::size_t kLongest = 300;
    std::string line = core::printableText(message);
    if (line.size() > kLongest) {
        std::size_t end = kLongest;
        while (end > 0 && (static_cast<unsigned char>(line[end]) & 0xC0) == 0x80)
            --end;
        line = line.substr(0, end) + "…";
    }
    return line;
}

} // namespace

CLI::Validator wholeNumber(long long min, long long max) {
    return CLI::Validator(
        [min, max](std::string& value) -> std::string {
            const char* first = value.data();
            const char* last = value.data() + value.size();
            if (first != last && *first == '+')
                ++first;
            long long number = 0;
            const auto [end, error] = std::from_chars(first, last, number);
            // Not a number at all is a command line of the wrong shape (exit 2), as CLI11
            // says of any value it cannot convert; a number out of range is bad data.
            if (value.empty() || end != last ||
                (error != std::errc{} && error != std::errc::result_out_of_range))
                throw CLI::ConversionError(shownValue(value) + " is not a whole number");
            if (error == std::errc::result_out_of_range || number < min || number > max)
                return shownValue(value) + " is not in " + rangeText(min, max);
            return "";
        },
        rangeText(min, max));
}

CLI::Validator decimalNumber(double min, double max) {
    return CLI::Validator(
        [min, max](std::string& value) -> std::string {
            char* end = nullptr;
            const double number = std::strtod(value.c_str(), &end);
            if (value.empty() || end != value.c_str() + value.size())
                throw CLI::ConversionError(shownValue(value) + " is not a number");
            if (!std::isfinite(number))
                return shownValue(value) + " is not a finite number";
            if (number < min || number > max)
                return shownValue(value) + " is not in " +
                       rangeText(static_cast<long long>(min), static_cast<long long>(max));
            return "";
        },
        rangeText(static_cast<long long>(min), static_cast<long long>(max)));
}

namespace {

/// The command a command line names: its first argument that is not an option (the program
/// itself takes no option with a value).
const char* namedCommand(int argc, const char* const* argv) {
    for (int i = 1; i < argc; ++i) {
        if (std::string_view(argv[i]) == "--session") {
            ++i; // its value is no command ("--session 2 rank …")
            continue;
        }
        if (argv[i][0] != '-')
            return argv[i];
    }
    return nullptr;
}

/// `overplay-cli --version` alone: answered here, without starting the part that paints.
bool asksVersion(int argc, const char* const* argv) {
    return argc == 2 && std::string_view(argv[1]) == "--version";
}

bool hasCommand(const CLI::App& app, const char* name) {
    if (name == nullptr)
        return false;
    try {
        return app.get_subcommand(name) != nullptr;
    } catch (const CLI::OptionNotFound&) {
        return false;
    }
}

/// `--session N`, given anywhere on the command line: the session every command that opens
/// an event reads or writes (storeOptions). 0: the last, the one being played.
int sessionAsked = 0;

} // namespace

int runCliWith(int argc, const char* const* argv, std::ostream& out, std::ostream& err,
               WindowCommands windows) {
    CliContext context{out, err, windows.usebio};
    CLI::App app{"overplay-cli: Overplay's scoring engine without a window"};
    app.set_version_flag("--version", "overplay-cli " OVERPLAY_VERSION);
    app.require_subcommand(1);
    // Options are spelt --name everywhere: CLI11 would read "/name" as an option on Windows,
    // and so take a path such as "/tmp/club.db" (which Wine hands on as it is) for one.
    app.allow_windows_style_options(false);
    // Before the commands are added: each inherits the fall-through, so `--session 2` is
    // read wherever it is typed ("rank EVENT --session 2").
    sessionAsked = 0;
    app.add_option("--session", sessionAsked,
                   "the session a command reads or writes (1, 2, …; the last when not given)")
        ->check(wholeNumber(1, 99));
    app.fallthrough();
    addCalculationCommands(app, context);
    addEventCommands(app, context);
    addMovementCommands(app, context);
    if (windows.add != nullptr)
        windows.add(app, context);
    addRubberCommands(app, context);
    addTeamCommands(app, context);
    addSectionCommands(app, context);
    addRosterCommands(app, context);
    addStrataCommands(app, context);
    addRulingCommands(app, context);
    addServerCommands(app, context);
    if (windows.missing != nullptr)
        app.footer(windows.missing);
#ifdef _WIN32
    else // the whole Overplay on Windows still lacks PostgreSQL: there is no libpq built for it
        app.footer("Events on a PostgreSQL server (postgresql://...) are Linux-only for now: on "
                   "Windows use event files.");
#endif
    if (windows.add == nullptr && windows.elsewhere != nullptr && !asksVersion(argc, argv) &&
        !hasCommand(app, namedCommand(argc, argv)))
        return windows.elsewhere(argc, argv, err);
    if (const char* name = namedCommand(argc, argv); name != nullptr && !hasCommand(app, name)) {
        err << "overplay-cli: '" << messageLine(name)
            << "' is not a command (overplay-cli --help lists them)\n";
        return 2;
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        out << app.help();
        return 0;
    } catch (const CLI::CallForVersion& e) {
        out << e.what() << "\n";
        return 0;
    } catch (const CLI::ValidationError& e) {
        // A value the command's checks refuse: bad data, not a command line of the wrong shape.
        err << "overplay-cli: " << messageLine(e.what()) << "\n";
        return 1;
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) {
            out << app.help();
            return 0;
        }
        err << "overplay-cli: " << messageLine(e.what()) << "\n";
        return 2;
    } catch (const UsageError& e) {
        err << "overplay-cli: " << e.message << "\n";
        return 2;
    } catch (const NeedsWholeOverplay& e) {
        if (windows.elsewhere != nullptr)
            return windows.elsewhere(argc, argv, err);
        err << "overplay-cli: " << messageLine(e.message.c_str()) << "\n";
        return 1;
    } catch (const core::InputError& e) {
        // Messages quote what they refuse; a control character in it must not reach the
        // terminal.
        err << "overplay-cli: " << messageLine(e.what()) << "\n";
        return 1;
    } catch (const std::exception& e) {
        err << "overplay-cli: " << messageLine(e.what()) << "\n";
        return 1;
    }
    return 0;
}

core::Play playOfArguments(const std::string& contractText, const std::string& declarerText,
                           const std::string& result, int tricks) {
    // The result is given one way, as `score` takes it: both at once is a command line of
    // the wrong shape (which one was meant?).
    if (tricks >= 0 && !result.empty())
        throw UsageError{"give RESULT (=, +k, -k) or --tricks T, not both"};
    if (tricks < 0 && result.empty() && !core::parseContract(contractText).isPassedOut())
        throw UsageError{"give a RESULT (=, +k, -k) or --tricks T"};
    if (tricks < 0)
        return core::readPlay(contractText, declarerText, result);
    const core::Play play = core::readPlay(contractText, declarerText, "=");
    return play.contract.isPassedOut()
               ? play
               : core::makePlayWithTricks(play.contract, play.declarer, tricks);
}

core::Play playOfWords(const std::vector<std::string>& words, int tricks,
                       std::optional<core::Card>& lead) {
    std::vector<std::string> w;
    for (const std::string& word : words)
        if (core::upperWithoutSpaces(word) != "BY") // "4S by N =" reads as "4S N ="
            w.push_back(word);
    if (w.empty())
        throw UsageError{"give CONTRACT DECLARER RESULT, or --adjusted"};
    const bool passedOut = core::parseContract(core::upperWithoutSpaces(w.front())).isPassedOut();
    if (passedOut && (words.size() > 1 || tricks >= 0))
        throw core::InputError("a passed-out board takes nothing after PASS (no declarer, "
                               "result or --tricks)");
    if (tricks >= 0) {
        if (w.size() > 2)
            throw UsageError{"give RESULT (=, +k, -k) or --tricks T, not both"};
        return playOfArguments(w[0], w.size() > 1 ? w[1] : "", "", tricks);
    }
    if (!passedOut && w.size() < 3)
        throw UsageError{"give a RESULT (=, +k, -k) or --tricks T"};
    std::string text;
    for (const std::string& word : words)
        text += (text.empty() ? "" : " ") + word;
    core::ResultLine line = core::readResultLine(text);
    if (!line.play || !line.ns.empty())
        throw core::InputError("'" + text +
                               "' is not a contract played (CONTRACT DECLARER RESULT, such as 4S "
                               "N =); an adjusted score is --adjusted, a score alone --score");
    lead = line.lead;
    return *line.play;
}

db::OpenOptions storeOptions(bool readOnly) {
    db::OpenOptions options;
    // Who typed it, for the audit log: USER on POSIX, USERNAME on Windows.
    if (const char* user = std::getenv("USER"); user && *user)
        options.user = user;
    else if (const char* name = std::getenv("USERNAME"); name && *name)
        options.user = name;
    options.readOnly = readOnly;
    options.session = sessionAsked;
    return options;
}

std::string lineWords(const db::StoredLine& stored) {
    const core::TravellerLine& l = stored.line;
    std::string text = core::resultSummary(l);
    if (l.lead)
        text += ", lead " + core::cardText(*l.lead);
    if (l.group != 0)
        text += ", fouled copy " + std::to_string(l.group);
    if (stored.nsScore)
        text +=
            ", NS " + std::string(*stored.nsScore > 0 ? "+" : "") + std::to_string(*stored.nsScore);
    return text;
}

} // namespace overplay::app
