// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli export of a whole event of several sections and sessions: the front page with
// each session's overall rankings and the outright, each section's own pages in a folder of
// its own, and the printed overall results; checked against `rank` and `rank --outright`.
#include "CliRun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <filesystem>
#include <regex>
#include <string>
#include <vector>

namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using namespace overplay::tests;

/// Where each of `labels` first appears in `text` after `from`, in order; npos when one is
/// missing or out of order.
std::size_t inOrder(const std::string& text, std::size_t from,
                    const std::vector<std::string>& labels) {
    for (const std::string& label : labels) {
        from = text.find(">" + label + "<", from);
        if (from == std::string::npos)
            return from;
    }
    return from;
}

std::vector<std::string> labelsOf(const json& rows) {
    std::vector<std::string> out;
    for (const auto& row : rows)
        out.push_back(row["label"]);
    return out;
}

} // namespace

TEST_CASE("export of a whole event: each session across its sections, the outright, every "
          "section's pages",
          "[cli][export][sections][sessions]") {
    TempDir dir;
    const std::string ev = dir.file("congress.db");
    cliOk({"new", ev, "--name", "Autumn congress", "--movement", "mitchell", "--tables", "3",
           "--boards-per-round", "1", "--sections", "2", "--across-field"});
    writeFile(dir.file("pairs1.csv"),
              "A1NS,Ann Smith,Bob Jones\nA2NS,Cat Brown,Dan Green\nA3NS,Eve Black,Fay White\n"
              "A1EW,Gus Hill,Hal Ford\nA2EW,Ida Moss,Jon Lane\nA3EW,Kay Lord,Len Page\n"
              "B1NS,Max Hart,Ned Cole\nB2NS,Olive Ray,Pat Dunn\nB3NS,Quin Bell,Rob Fox\n"
              "B1EW,Sam Wood,Tom Reed\nB2EW,Una Hale,Vic Marsh\nB3EW,Wyn Shaw,Zoe Peel\n");
    cliOk({"pairs", ev, "--import", dir.file("pairs1.csv")});
    enterAll(ev, dir.file("results1.csv"), 0);
    const auto rank1 = cli({"rank", ev, "--json"});
    REQUIRE(rank1.status == 0);
    const json session1 = json::parse(rank1.out);
    REQUIRE(session1["overall"].size() == 2);

    // The final: a Howell of four of them.
    cliOk({"session", "add", ev, "--movement", "howell", "--pairs", "4"});
    writeFile(dir.file("pairs2.csv"), "1,Ann Smith,Bob Jones\n2,Max Hart,Ned Cole\n"
                                      "3,Gus Hill,Hal Ford\n4,Sam Wood,Tom Reed\n");
    cliOk({"pairs", ev, "--import", dir.file("pairs2.csv")});
    enterAll(ev, dir.file("results2.csv"), 3);
    const auto outrightRun = cli({"rank", ev, "--outright", "--json"});
    REQUIRE(outrightRun.status == 0);
    const json outright = json::parse(outrightRun.out)["outright"];

    const std::string site = dir.file("site");
    auto r = cliOk({"export", ev, "--html", site, "--pdf", dir.file("overall.pdf")});
    CHECK(r.out.find("the whole event's results") != std::string::npos);
    CHECK(r.out.find("each section's pages in a folder of its own") != std::string::npos);
    CHECK(readFileBytes(dir.file("overall.pdf")).rfind("%PDF", 0) == 0);

    // Each part's own site, in its folder, as `export --section` writes it.
    for (const std::string part : {"session-1/section-A", "session-1/section-B", "session-2"}) {
        INFO(part);
        CHECK(fs::exists(site + "/" + part + "/index.html"));
        CHECK(fs::exists(site + "/" + part + "/board-1.html"));
    }
    CHECK(readFileBytes(site + "/session-1/section-B/index.html").find("B1NS") !=
          std::string::npos);
    CHECK(readFileBytes(site + "/session-2/index.html").find("Session 2") != std::string::npos);
    // Every page of a part leads back to the front page.
    CHECK(readFileBytes(site + "/session-1/section-A/board-2.html")
              .find("<a href=\"../../index.html\">The whole event</a>") != std::string::npos);
    CHECK(readFileBytes(site + "/session-2/index.html")
              .find("<a href=\"../index.html\">The whole event</a>") != std::string::npos);

    const std::string index = readFileBytes(site + "/index.html");
    CHECK(index.find("<h1>Autumn congress</h1>") != std::string::npos);
    CHECK(index.find("Sections A to B, scored across the field") != std::string::npos);
    // Every link of the front page leads to a page that is there.
    const std::regex href("href=\"([^\"]+)\"");
    int links = 0;
    for (auto it = std::sregex_iterator(index.begin(), index.end(), href);
         it != std::sregex_iterator(); ++it, ++links)
        CHECK(fs::exists(site + "/" + (*it)[1].str()));
    CHECK(links == 4); // style.css and the three parts

    // Session 1's overall rankings, in rank's order, under their headings.
    const std::size_t session1At = index.find("<h2 id=\"session-1\">Session 1</h2>");
    REQUIRE(session1At != std::string::npos);
    const std::size_t northSouth = index.find("Overall North-South", session1At);
    const std::size_t eastWest = index.find("Overall East-West", session1At);
    REQUIRE(northSouth != std::string::npos);
    REQUIRE(eastWest != std::string::npos);
    CHECK(inOrder(index, northSouth, labelsOf(session1["overall"][0]["rows"])) < eastWest);
    CHECK(inOrder(index, eastWest, labelsOf(session1["overall"][1]["rows"])) != std::string::npos);

    // The outright: every competitor with rank's total, finalists first.
    const std::size_t outrightAt = index.find("<h2 id=\"outright\">Outright</h2>");
    REQUIRE(outrightAt != std::string::npos);
    REQUIRE(outright["rows"].size() == 12);
    std::size_t at = outrightAt;
    for (const auto& row : outright["rows"]) {
        const std::string names = row["names"];
        const std::string escaped = std::regex_replace(names, std::regex("&"), "&amp;");
        INFO(names);
        at = index.find(escaped, at);
        REQUIRE(at != std::string::npos);
        // The total in bold at the row's end, as rank prints it (to the hundredth: the JSON
        // rounds half up where printf rounds the binary value).
        const std::size_t bold = index.find("<b>", at);
        REQUIRE(bold < index.find("</tr>", at));
        CHECK(std::stod(index.substr(bold + 3)) ==
              Approx(row["total"].get<double>()).margin(0.0101));
    }

    SECTION("one session's section is still published alone") {
        const std::string part = dir.file("part");
        r = cli({"export", ev, "--html", part, "--session", "1", "--section", "b"});
        REQUIRE(r.status == 0);
        const std::string alone = readFileBytes(part + "/index.html");
        CHECK(alone.find("B1NS") != std::string::npos);
        CHECK(alone.find("A1NS") == std::string::npos);
        CHECK(alone.find("Outright") == std::string::npos);
    }
    SECTION("USEBIO holds a session's sections, a SECTION each; every session without "
            "--session") {
        r = cli({"export", ev, "--usebio", dir.file("x.xml"), "--session", "1"});
        REQUIRE(r.status == 0);
        const std::string xml = readFileBytes(dir.file("x.xml"));
        CHECK(xml.find("SECTION_ID=\"A\"") != std::string::npos);
        CHECK(xml.find("SECTION_ID=\"B\"") != std::string::npos);
        r = cli({"export", ev, "--usebio", dir.file("all.xml")});
        REQUIRE(r.status == 0);
        CHECK(r.out.find("all-session-1.xml") != std::string::npos);
        CHECK(r.out.find("all-session-2.xml") != std::string::npos);
    }
}
