// SPDX-License-Identifier: GPL-3.0-or-later
// A user's file read within bounds (never a device or a pipe, never beyond its limit), and the
// files Overplay writes made whole or not at all.
#include "core/Error.h"
#include "core/Files.h"

#include "tests/support/TestFiles.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>

#ifndef _WIN32
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#endif

using namespace overplay::core;
namespace fs = std::filesystem;

namespace {

using overplay::tests::readFileBytes;
using overplay::tests::TempDir;
using overplay::tests::writeFile;

/// No temporary file or stand-in folder (named ".NAME.overplay-…") is left in the folder.
bool leavesNoTemporary(const TempDir& dir) {
    const std::vector<std::string> names = dir.names();
    return std::none_of(names.begin(), names.end(), [](const std::string& name) {
        return name.find(".overplay-") != std::string::npos;
    });
}

} // namespace

TEST_CASE("a user's file is read whole when it is a regular file within its limit", "[files]") {
    TempDir dir;
    std::ofstream(dir.file("pairs.csv"), std::ios::binary) << "1NS,Ann,Bob\n";
    CHECK(readUserFile(dir.file("pairs.csv"), 100) == "1NS,Ann,Bob\n");
    CHECK(readUserFileStart(dir.file("pairs.csv"), 3) == "1NS");
    CHECK_THROWS_WITH(readUserFile(dir.file("pairs.csv"), 5),
                      dir.file("pairs.csv") + " is larger than 5 bytes, the most Overplay reads "
                                              "of one such file");
    CHECK_THROWS_WITH(readUserFile(dir.file("missing.csv"), 100),
                      Catch::StartsWith(dir.file("missing.csv") + ": cannot be read (no such"));
    CHECK_THROWS_WITH(readUserFile(dir.file(""), 100), Catch::Contains("is a folder, not a file"));
    CHECK(sizeText(64u << 20) == "64 MB");
    CHECK(sizeText(8u << 10) == "8 KB");
}

// Devices, pipes and POSIX permissions: what Windows has instead is tested by its own
// build (a device there is NUL, and a folder's permissions are access lists).
#ifndef _WIN32
TEST_CASE("a device or a pipe is refused at once, never read forever", "[files]") {
    // /dev/zero never ends: read as a file, it grew the memory without bound.
    const auto start = std::chrono::steady_clock::now();
    CHECK_THROWS_WITH(readUserFile("/dev/zero", kMaxResultsFileBytes),
                      "/dev/zero is not a regular file (a device or a pipe); give a file");
    // A FIFO nobody writes: opening it for reading must not wait for a writer.
    TempDir dir;
    const std::string fifo = dir.file("results.csv");
    REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
    CHECK_THROWS_WITH(readUserFile(fifo, kMaxResultsFileBytes),
                      fifo + " is not a regular file (a device or a pipe); give a file");
    CHECK_THROWS_WITH(readUserFileStart(fifo, 64), Catch::Contains("not a regular file"));
    CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(30)); // never hangs
}

#endif

TEST_CASE("a file is written whole under a temporary name and renamed into place", "[files]") {
    TempDir dir;
    const std::string path = dir.file("results.xml");
    writeFileWhole(path, "old", "the USEBIO file");
    writeFileWhole(path, "new", "the USEBIO file");
    CHECK(readFileBytes(path) == "new");
    CHECK(dir.names() == std::vector<std::string>{"results.xml"}); // no temporary left
    CHECK_THROWS_WITH(writeFileWhole(dir.file("no/such/folder/x.pbn"), "x", "the PBN file"),
                      "cannot write the PBN file '" + dir.file("no/such/folder/x.pbn") +
                          "': no such file or folder");
#ifndef _WIN32
    ::chmod(path.c_str(), 0640);
    writeFileWhole(path, "newer", "the USEBIO file");
    CHECK(readFileBytes(path) == "newer");
    struct stat about {};
    REQUIRE(::stat(path.c_str(), &about) == 0);
    CHECK((about.st_mode & 0777) == 0640); // the file keeps its own permissions

    // A device is written in place: /dev/null stays a device.
    writeFileWhole("/dev/null", "anything", "the PDF file");
    REQUIRE(::stat("/dev/null", &about) == 0);
    CHECK(S_ISCHR(about.st_mode));

    CHECK_THROWS_WITH(writeFileWhole(dir.file(""), "x", "the PBN file"),
                      Catch::EndsWith("': it is a folder"));
#endif
}

#ifndef _WIN32
TEST_CASE("a write that fails leaves the old file as it was", "[files]") {
    if (::geteuid() == 0) {
        SUCCEED("skipped: root writes into a read-only folder");
        return;
    }
    TempDir dir;
    const std::string path = dir.file("site/index.html");
    fs::create_directories(dir.file("site"));
    writeFileWhole(path, "the old page", "the web page");
    fs::permissions(dir.file("site"), fs::perms::owner_write, fs::perm_options::remove);
    CHECK_THROWS_WITH(writeFileWhole(path, "the new page", "the web page"),
                      Catch::EndsWith("': permission denied"));
    fs::permissions(dir.file("site"), fs::perms::owner_write, fs::perm_options::add);
    CHECK(readFileBytes(path) == "the old page");
}

#endif

TEST_CASE("files written as one batch appear together or not at all", "[files]") {
    TempDir dir;
    writeFileWhole(dir.file("results.pdf"), "old pdf", "the PDF file");
    SECTION("a batch not committed leaves nothing new, the old files as they were") {
        {
            FileBatch batch;
            makeFolders(dir.file("site/A"), "the web pages");
            writeFileWhole(dir.file("site/A/index.html"), "page", "the web page");
            writeFileWhole(dir.file("results.pdf"), "new pdf", "the PDF file");
            CHECK(readFileBytes(dir.file("results.pdf")) == "old pdf"); // not yet
            // the USEBIO file fails here: the batch ends without commit
        }
        CHECK(dir.names() == std::vector<std::string>{"results.pdf"});
        CHECK(readFileBytes(dir.file("results.pdf")) == "old pdf");
    }
    SECTION("a committed batch puts every file in place") {
        FileBatch batch;
        makeFolders(dir.file("site"), "the web pages");
        writeFileWhole(dir.file("site/index.html"), "page", "the web page");
        writeFileWhole(dir.file("results.pdf"), "new pdf", "the PDF file");
        {
            FileBatch inner; // a site written as one inside the command's batch
            writeFileWhole(dir.file("site/style.css"), "css", "the web page");
            inner.commit();
        }
        CHECK_FALSE(fs::exists(dir.file("site/style.css")));
        batch.commit();
        CHECK(dir.names() ==
              std::vector<std::string>{"results.pdf", "site", "site/index.html", "site/style.css"});
        CHECK(readFileBytes(dir.file("results.pdf")) == "new pdf");
    }
    SECTION("a batch of a site's thousands of pages puts each in place whole") {
        // Flushed together at commit where the system can (one flush for the whole batch);
        // each descriptor is closed as its file is written, so no limit on open files binds.
        FileBatch batch;
        makeFolders(dir.file("site"), "the web pages");
        for (int page = 1; page <= 1500; ++page)
            writeFileWhole(dir.file("site/pair-" + std::to_string(page) + ".html"),
                           "page " + std::to_string(page), "the web page");
        CHECK_FALSE(fs::exists(dir.file("site/pair-1.html"))); // nothing in place yet
        batch.commit();
        CHECK(dir.names().size() == 1502);
        CHECK(leavesNoTemporary(dir));
        CHECK(readFileBytes(dir.file("site/pair-1.html")) == "page 1");
        CHECK(readFileBytes(dir.file("site/pair-1500.html")) == "page 1500");
    }
    SECTION("a file written twice in a batch is the later one, and leaves no temporary") {
        FileBatch batch;
        writeFileWhole(dir.file("results.pdf"), "first", "the PDF file");
        writeFileWhole(dir.file("other.pdf"), "other", "the PDF file");
        {
            FileBatch inner;
            writeFileWhole(dir.file("results.pdf"), "second", "the PDF file");
            inner.commit();
        }
        writeFileWhole(dir.file("results.pdf"), "third", "the PDF file");
        batch.commit();
        CHECK(dir.names() == std::vector<std::string>{"other.pdf", "results.pdf"});
        CHECK(readFileBytes(dir.file("results.pdf")) == "third");
    }
}

TEST_CASE("a folder a batch makes appears whole at commit, never in part", "[files]") {
    TempDir dir;
    SECTION("until the commit nothing is at its name; then all of it is") {
        FileBatch batch;
        makeFolders(dir.file("site/A"), "the web pages");
        writeFileWhole(dir.file("site/index.html"), "front page", "the web page");
        writeFileWhole(dir.file("site/A/index.html"), "section A", "the web page");
        CHECK_FALSE(fs::exists(dir.file("site")));
        batch.commit();
        CHECK(dir.names() ==
              std::vector<std::string>{"site", "site/A", "site/A/index.html", "site/index.html"});
        CHECK(readFileBytes(dir.file("site/A/index.html")) == "section A");
    }
    SECTION("a batch that fails leaves neither the folder nor its stand-in") {
        {
            FileBatch batch;
            makeFolders(dir.file("site/A"), "the web pages");
            writeFileWhole(dir.file("site/A/index.html"), "section A", "the web page");
        }
        CHECK(dir.names().empty());
    }
    SECTION("a page written twice is the later one, however its path is spelled") {
        FileBatch batch;
        makeFolders(dir.file("site"), "the web pages");
        writeFileWhole(dir.file("site/index.html"), "first", "the web page");
        writeFileWhole(dir.file("site") + "/./index.html", "second", "the web page");
        batch.commit();
        CHECK(dir.names() == std::vector<std::string>{"site", "site/index.html"});
        CHECK(readFileBytes(dir.file("site/index.html")) == "second");
    }
    SECTION("in a folder that exists, each page replaces its old one and other files stay") {
        fs::create_directories(dir.file("site"));
        writeFile(dir.file("site/index.html"), "old front page");
        writeFile(dir.file("site/logo.png"), "the club's logo");
        FileBatch batch;
        makeFolders(dir.file("site"), "the web pages");
        makeFolders(dir.file("site/B"), "the web pages"); // new: made whole at commit
        writeFileWhole(dir.file("site/index.html"), "new front page", "the web page");
        writeFileWhole(dir.file("site/B/index.html"), "section B", "the web page");
        CHECK(readFileBytes(dir.file("site/index.html")) == "old front page");
        CHECK_FALSE(fs::exists(dir.file("site/B")));
        batch.commit();
        CHECK(readFileBytes(dir.file("site/index.html")) == "new front page");
        CHECK(readFileBytes(dir.file("site/B/index.html")) == "section B");
        CHECK(readFileBytes(dir.file("site/logo.png")) == "the club's logo");
        CHECK(leavesNoTemporary(dir));
    }
    SECTION("what another program made at the folder's name meanwhile is not replaced") {
        {
            FileBatch batch;
            makeFolders(dir.file("site"), "the web pages");
            writeFileWhole(dir.file("site/index.html"), "front page", "the web page");
            fs::create_directory(dir.file("site"));
            writeFile(dir.file("site/theirs.txt"), "not ours");
            CHECK_THROWS_WITH(batch.commit(),
                              "cannot write '" + dir.file("site") +
                                  "': something of that name was made while it was written");
        }
        CHECK(dir.names() == std::vector<std::string>{"site", "site/theirs.txt"});
    }
}

#ifndef _WIN32
TEST_CASE("a site killed before its commit leaves no folder at its name", "[files]") {
    // The process dies between writing its pages and its commit: no destructor, no clean-up.
    TempDir dir;
    const pid_t child = ::fork();
    REQUIRE(child >= 0);
    if (child == 0) {
        try {
            FileBatch batch;
            makeFolders(dir.file("site/A"), "the web pages");
            for (int page = 1; page <= 50; ++page)
                writeFileWhole(dir.file("site/A/pair-" + std::to_string(page) + ".html"),
                               "page " + std::to_string(page), "the web page");
            ::_exit(0); // as a kill would: the batch is never committed nor destroyed
        } catch (...) {
            ::_exit(1);
        }
    }
    int status = 0;
    REQUIRE(::waitpid(child, &status, 0) == child);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    CHECK_FALSE(fs::exists(dir.file("site")));
    // What it wrote is only in its hidden stand-in beside the folder's place.
    const std::vector<std::string> names = dir.names();
    REQUIRE_FALSE(names.empty());
    CHECK(names.front().rfind(".site.overplay-", 0) == 0);
}
#endif
