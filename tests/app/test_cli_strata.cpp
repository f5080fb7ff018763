// SPDX-License-Identifier: GPL-3.0-or-later
// overplay-cli strata: a club night stratified A (open), B (below 1000), C (below 300) on the
// players' master points; rank lists each stratum's entries among themselves, the printed
// results and the web site carry the strata, and refusals change nothing.
#include "CliRun.h"

#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include <set>
#include <string>
#include <vector>

namespace {

using nlohmann::json;
using namespace overplay::tests;

const json* rankingOf(const json& list, const std::string& direction,
                      const std::string& stratum = {}) {
    for (const auto& r : list)
        if (r["direction"] == direction && (stratum.empty() || r["stratum"] == stratum))
            return &r;
    return nullptr;
}

/// A stratum's list is the whole field's rows it admits, in the same order, placed 1..n among
/// themselves (equal only where they were equal in the whole ranking).
void checkStratum(const json& whole, const json& stratum, const std::set<std::string>& admitted) {
    std::vector<const json*> expected;
    for (const auto& row : whole["rows"])
        if (admitted.count(row["label"]))
            expected.push_back(&row);
    REQUIRE(stratum["rows"].size() == expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const json& row = stratum["rows"][i];
        INFO(row.dump());
        CHECK(row["label"] == (*expected[i])["label"]);
        CHECK(row["percent"] == (*expected[i])["percent"]);
        const bool tiedBefore = i > 0 && (*expected[i - 1])["rank"] == (*expected[i])["rank"];
        const bool tiedAfter =
            i + 1 < expected.size() && (*expected[i + 1])["rank"] == (*expected[i])["rank"];
        std::string place = row["rank"];
        CHECK((place.back() == '=') == (tiedBefore || tiedAfter));
        if (!tiedBefore)
            CHECK(std::stoul(place) == i + 1);
    }
}

} // namespace

TEST_CASE("cli: a stratified night, each stratum ranked among its own", "[cli][strata]") {
    TempDir dir;
    const std::string ev = dir.file("night.db");
    cliOk({"new", ev, "--name", "Stratified night", "--movement", "mitchell", "--tables", "4",
           "--boards-per-round", "2"});
    writeFile(dir.file("pairs.csv"), "1NS,Ann Smith,Bob Jones\n2NS,Cat Brown,Dan Green\n"
                                     "3NS,Eve Black,Fay White\n4NS,Gus Hill,Hal Ford\n"
                                     "1EW,Ida Moss,Jon Lane\n2EW,Kay Lord,Len Page\n"
                                     "3EW,Max Hart,Ned Cole\n");
    cliOk({"pairs", ev, "--import", dir.file("pairs.csv")});
    enterAll(ev, dir.file("results.csv"), 1);

    auto r = cli({"strata", ev});
    REQUIRE(r.status == 0);
    CHECK(r.out.rfind("not stratified", 0) == 0);

    r = cli({"strata", ev, "--define", "A", "B<1000", "c<300"});
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(r.out.find("strata: A B (below 1000) C (below 300); a pair's figure is its players' "
                     "average") != std::string::npos);
    // Figures by a pair's label (its players in order) and from a file of names.
    cliOk({"strata", ev, "--rate", "1NS", "200", "300"});
    cliOk({"strata", ev, "--rate", "2NS", "1500", "100"});
    writeFile(dir.file("figures.csv"), "name,figure\nIda Moss,50\nJon Lane,40\nKay Lord,5000\n"
                                       "Len Page,10\nMax Hart,900\nNed Cole,950\nGus Hill,700\n"
                                       "Hal Ford,-\n");
    r = cli({"strata", ev, "--import", dir.file("figures.csv")});
    REQUIRE(r.status == 0);
    // 1NS 250 (C), 2NS 800 (B), 3NS none (A only), 4NS: Hal Ford has none (A only);
    // 1EW 45 (C), 2EW 2505 (A), 3EW 925 (B); 4EW has no names (A only).
    CHECK(r.out.find("1NS: Ann Smith 200, Bob Jones 300 -> 250, stratum C\n") != std::string::npos);
    CHECK(r.out.find("2NS: Cat Brown 1500, Dan Green 100 -> 800, stratum B\n") !=
          std::string::npos);
    CHECK(r.out.find("4NS: Gus Hill 700, Hal Ford - -> no figure, stratum A\n") !=
          std::string::npos);
    CHECK(r.out.find("4EW: (no names) -> no figure, stratum A\n") != std::string::npos);

    r = cli({"rank", ev, "--json"});
    REQUIRE(r.status == 0);
    json rank = json::parse(r.out);
    const json* ns = rankingOf(rank["rankings"], "NS");
    const json* ew = rankingOf(rank["rankings"], "EW");
    REQUIRE(ns);
    REQUIRE(ew);
    for (const auto& row : (*ns)["rows"])
        CHECK(row["stratum"] == (row["label"] == "1NS" ? "C" : row["label"] == "2NS" ? "B" : "A"));
    REQUIRE(rank["strata"].size() == 4); // B and C, each field
    checkStratum(*ns, *rankingOf(rank["strata"], "NS", "B"), {"1NS", "2NS"});
    checkStratum(*ns, *rankingOf(rank["strata"], "NS", "C"), {"1NS"});
    checkStratum(*ew, *rankingOf(rank["strata"], "EW", "B"), {"1EW", "3EW"});
    checkStratum(*ew, *rankingOf(rank["strata"], "EW", "C"), {"1EW"});
    CHECK((*rankingOf(rank["strata"], "NS", "B"))["below"] == 1000);

    r = cli({"rank", ev});
    CHECK(r.out.find("\nStratum B (below 1000) NS\n") != std::string::npos);
    CHECK(r.out.find("\nStratum C (below 300) EW\n") != std::string::npos);

    // The higher of the players instead: 2NS (1500) is no longer in B.
    cliOk({"strata", ev, "--define", "A", "B<1000", "C<300", "--by", "higher"});
    rank = json::parse(cli({"rank", ev, "--json"}).out);
    checkStratum(*rankingOf(rank["rankings"], "NS"), *rankingOf(rank["strata"], "NS", "B"),
                 {"1NS"});

    // The printed results and the web site carry the strata.
    const std::string site = dir.file("site");
    r = cli({"export", ev, "--html", site, "--pdf", dir.file("results.pdf")});
    REQUIRE(r.status == 0);
    const std::string index = readFileBytes(site + "/index.html");
    CHECK(index.find("<h2 id=\"stratum-BNS\">Stratum B (below 1000), North-South</h2>") !=
          std::string::npos);
    CHECK(index.find("Stratum C (below 300), East-West") != std::string::npos);

    SECTION("refusals change nothing") {
        const std::string before = cli({"strata", ev}).out;
        r = cli({"strata", ev, "--rate", "4EW", "100", "100"});
        CHECK(r.status == 1);
        CHECK(r.err.find("4EW has no names") != std::string::npos);
        r = cli({"strata", ev, "--rate", "3NS", "100"});
        CHECK(r.status == 1);
        CHECK(r.err.find("3NS has 2 players (Eve Black & Fay White): give one figure each") !=
              std::string::npos);
        r = cli({"strata", ev, "--rate", "3NS", "100", "lots"});
        CHECK(r.status == 1);
        CHECK(r.err.find("'lots' is not a figure") != std::string::npos);
        r = cli({"strata", ev, "--define", "A", "B"});
        CHECK(r.status == 1);
        CHECK(r.err.find("stratum B needs its limit") != std::string::npos);
        r = cli({"strata", ev, "--define", "A", "B<300", "C<1000"});
        CHECK(r.status == 1);
        CHECK(r.err.find("must be below stratum B's (300)") != std::string::npos);
        writeFile(dir.file("bad.csv"), "Ann Smith,10\nNobody Here,20\n");
        r = cli({"strata", ev, "--import", dir.file("bad.csv")});
        CHECK(r.status == 1);
        CHECK(r.err.find("Nobody Here does not play in this event") != std::string::npos);
        CHECK(cli({"strata", ev}).out == before);
    }
    SECTION("the audit log keeps each change; --clear ends the stratification") {
        r = cli({"audit", ev});
        REQUIRE(r.status == 0);
        CHECK(r.out.find("set strata") != std::string::npos);
        CHECK(r.out.find("set ratings") != std::string::npos);
        cliOk({"strata", ev, "--clear"});
        rank = json::parse(cli({"rank", ev, "--json"}).out);
        CHECK_FALSE(rank.contains("strata"));
        CHECK(cli({"strata", ev}).out.rfind("not stratified", 0) == 0);
    }
}
