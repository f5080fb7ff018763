// SPDX-License-Identifier: GPL-3.0-or-later
// copy: an event moved between a file and a PostgreSQL server, either way, exactly.
// server grant / revoke / logins: what each login of a server event may write, set up on the
// server itself (its privileges and row-level security), so no one writes that SQL by hand.
#include "app/cli/Cli.h"
#include "app/cli/Subcommand.h"
#include "core/Text.h"
#include "db/EventStore.h"

#include <CLI/CLI.hpp>

#include <memory>
#include <ostream>
#include <string>
#include <vector>

namespace overplay::app {

namespace {

void runCopy(const std::string& from, const std::string& to, CliContext& context) {
    db::EventStore::copy(from, to);
    db::OpenOptions reading;
    reading.readOnly = true;
    const auto copy = db::EventStore::open(to, reading);
    const std::size_t sessions = copy.sessionNumbers().size();
    const std::size_t rows = copy.auditLog().size();
    context.out << "copied " << copy.info().name << " to " << to << " (" << sessions
                << (sessions == 1 ? " session, " : " sessions, ") << rows
                << (rows == 1 ? " audit row" : " audit rows") << ")\n";
}

/// "club_a: writes section B, reads the whole event", a login's rights in a line.
std::string rightsLine(const db::ServerLogin& login) {
    switch (login.role) {
    case db::ServerLogin::Role::Organiser:
        return login.login + ": the organiser, writes the whole event";
    case db::ServerLogin::Role::Section: {
        std::string letters;
        for (std::size_t i = 0; i < login.sections.size(); ++i)
            letters += (i == 0                           ? ""
                        : i + 1 == login.sections.size() ? " and "
                                                         : ", ") +
                       login.sections[i];
        return login.login + ": writes section" + (login.sections.size() == 1 ? " " : "s ") +
               letters + " only, reads the whole event";
    }
    case db::ServerLogin::Role::Reader:
        break;
    }
    return login.login + ": reads the whole event, writes nothing";
}

void printLogins(const db::EventStore& store, const std::string& only, CliContext& context) {
    bool any = false;
    for (const db::ServerLogin& login : store.serverLogins())
        if (only.empty() || login.login == only) {
            context.out << core::printableText(rightsLine(login)) << "\n";
            any = true;
        }
    if (!any && only.empty())
        context.out << "no logins granted yet (the event's owner writes everything)\n";
}

struct GrantOptions {
    std::string address;
    std::string login;
    std::vector<std::string> sections;
    bool reader = false;
    bool organiser = false;
};

void runGrant(const GrantOptions& o, CliContext& context) {
    db::ServerLogin rights;
    rights.login = o.login;
    rights.sections = o.sections;
    if (static_cast<int>(!o.sections.empty()) + static_cast<int>(o.reader) +
            static_cast<int>(o.organiser) !=
        1)
        throw UsageError{"give one of --section LETTER, --reader, --organiser"};
    rights.role = o.reader      ? db::ServerLogin::Role::Reader
                  : o.organiser ? db::ServerLogin::Role::Organiser
                                : db::ServerLogin::Role::Section;
    auto store = db::EventStore::open(o.address, storeOptions());
    store.grantOnServer(rights);
    printLogins(store, o.login, context);
}

void runRevoke(const std::string& address, const std::string& login, CliContext& context) {
    auto store = db::EventStore::open(address, storeOptions());
    store.revokeOnServer(login);
    context.out << core::printableText(login) << ": no longer reads or writes the event\n";
}

} // namespace

void addServerCommands(CLI::App& app, CliContext& context) {
    auto files = std::make_shared<std::pair<std::string, std::string>>();
    CLI::App* copy = app.add_subcommand(
        "copy", "copy an event exactly, audit log included, between a file and a server "
                "(postgresql://HOST/DB?event=NAME) either way");
    copy->add_option("from", files->first, "the event: a file or a server address")->required();
    copy->add_option("to", files->second, "the copy to make (must not exist)")->required();
    copy->callback([files, &context] { runCopy(files->first, files->second, context); });

    CLI::App* server = app.add_subcommand(
        "server", "what each login of a server event may write, kept by the server itself");
    server->require_subcommand(1);
    {
        auto [cmd, o] =
            addSubcommand(*server, "grant",
                          "let a server login read the whole event and write its section only "
                          "(--section), nothing (--reader) or everything (--organiser)",
                          context, runGrant);
        cmd->add_option("address", o->address, "the event: postgresql://HOST/DB?event=NAME")
            ->required();
        cmd->add_option("login", o->login, "the server's login (made beforehand: createuser)")
            ->required();
        cmd->add_option("--section", o->sections,
                        "a section it writes (B, AB); again for another section");
        cmd->add_flag("--reader", o->reader, "reads the whole event, writes nothing");
        cmd->add_flag("--organiser", o->organiser,
                      "writes the whole event: sections, hand records, every club's results");
    }
    {
        auto o = std::make_shared<std::pair<std::string, std::string>>();
        CLI::App* cmd = server->add_subcommand("revoke", "take a login's rights on the event away");
        cmd->add_option("address", o->first, "the event: postgresql://HOST/DB?event=NAME")
            ->required();
        cmd->add_option("login", o->second, "the server's login")->required();
        cmd->callback([o, &context] { runRevoke(o->first, o->second, context); });
    }
    {
        auto address = std::make_shared<std::string>();
        CLI::App* cmd = server->add_subcommand("logins", "the logins granted rights, and what "
                                                         "each may write");
        cmd->add_option("address", *address, "the event: postgresql://HOST/DB?event=NAME")
            ->required();
        cmd->callback([address, &context] {
            printLogins(db::EventStore::open(*address, storeOptions(true)), {}, context);
        });
    }
}

} // namespace overplay::app
