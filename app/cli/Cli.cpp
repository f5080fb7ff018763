#include "app/cli/Cli.h"

#include "core/Error.h"

#include <CLI/CLI.hpp>

#include <ostream>

namespace overplay::app {

int runCli(int argc, const char* const* argv, std::ostream& out, std::ostream& err) {
    CliContext context{out, err};
    CLI::App app{"overplay-cli: Overplay's scoring engine without a window"};
    app.require_subcommand(1);
    addCalculationCommands(app, context);
    addEventCommands(app, context);
    addMovementCommands(app, context);
    addServeCommands(app, context);
    addExportCommands(app, context);
    addTeamCommands(app, context);
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp&) {
        out << app.help();
        return 0;
    } catch (const CLI::ParseError& e) {
        if (e.get_exit_code() == 0) {
            out << app.help();
            return 0;
        }
        err << "overplay-cli: " << e.what() << "\n";
        return 2;
    } catch (const UsageError& e) {
        err << "overplay-cli: " << e.message << "\n";
        return 2;
    } catch (const core::InputError& e) {
        err << "overplay-cli: " << e.what() << "\n";
        return 1;
    } catch (const std::exception& e) {
        err << "overplay-cli: " << e.what() << "\n";
        return 1;
    }
    return 0;
}

} // namespace overplay::app
