// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The roster's insides, shared by the files that implement it (Roster.cpp: the file, the
// members and their online names; RosterLadder.cpp: the events recorded for the ladder): the
// open database (Roster::Impl), the one helper every change goes through (Impl::command: one
// transaction, one audit row) and the member lookups. Declarations only, but for the template
// every command instantiates: the code is in Roster.cpp. Private to db/.
#include "db/Roster.h"

#include "db/StorageError.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <nlohmann/json.hpp>
#include <sqlite3.h>

#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace overplay::db {

struct Roster::Impl {
    std::string path;
    RosterOptions options;
    std::unique_ptr<SQLite::Database> db;
    /// False for a version 1 roster opened read-only: it has no online names yet.
    bool onlineNames = true;

    std::string now() const;
    void requireWritable() const;

    /// Runs `work` in one transaction with one audit row; a refusal changes nothing.
    template <class Work> decltype(auto) command(const std::string& name, Work&& work) {
        requireWritable();
        try {
            SQLite::Transaction transaction(*db, SQLite::TransactionBehavior::IMMEDIATE);
            nlohmann::json before, after;
            if constexpr (std::is_void_v<decltype(work(before, after))>) {
                work(before, after);
                audit(name, before, after);
                transaction.commit();
            } else {
                auto result = work(before, after);
                audit(name, before, after);
                transaction.commit();
                return result;
            }
        } catch (const SQLite::Exception& e) {
            const int code = e.getErrorCode() & 0xff;
            if (code == SQLITE_BUSY || code == SQLITE_LOCKED)
                throw StorageError(path,
                                   "busy: another program is writing the roster; "
                                   "nothing was saved, try again",
                                   StorageProblem::Busy);
            throw StorageError(path, std::string("could not be written (") + e.what() + ")");
        }
    }

    void audit(const std::string& name, const nlohmann::json& before, const nlohmann::json& after);

    std::optional<Member> byNumber(const std::string& number) const;
    /// Members whose name is `name` but for case and spaces: members with a number first.
    std::vector<Member> byName(std::string_view name) const;
    Member addVisitor(const std::string& name);
    /// The member a typed name or number names, or a new visitor.
    MatchedName matchOne(const std::string& typed);
};

} // namespace overplay::db
