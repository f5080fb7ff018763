// SPDX-License-Identifier: GPL-3.0-or-later
// links: overplay_db
// The event store's two promises:
// - entering one result on a 15-table event — a durable commit (WAL, synchronous=FULL) and the
//   ranking brought up to date — in under 20 ms (median);
// - re-ranking a stored 5,000-table × 24-board event (120,000 results), reading it from disk,
//   in under 1 s and 200 MB; as one section, and as 25 sections scored across the field. Measure
//   the memory with
//     /usr/bin/time -v ./bench_store --benchmark_filter=Rerank
//   (the first run builds the file in $TMPDIR, the next runs only read it).
// The file's place in the page cache is in each name: "Cached" runs read a file the previous
// iteration left in memory (as a director re-ranking all evening does); "Cold" asks the kernel
// to drop the file's pages (posix_fadvise DONTNEED, untimed) before each iteration, so the
// read comes from the disk, or from whatever cache sits below the kernel's.
#include "bench/ClubNight.h"
#include "core/Contract.h"
#include "db/EventStore.h"
#include "db/Ranking.h"
#include "movements/Generate.h"
#include "tests/support/PlausibleLines.h"

#include <benchmark/benchmark.h>

#include <fcntl.h>
#include <filesystem>
#include <string>
#include <unistd.h>

namespace {

using namespace overplay;
namespace fs = std::filesystem;

std::string scratch(const std::string& name) {
    const char* dir = std::getenv("TMPDIR");
    return (fs::path(dir && *dir ? dir : "/tmp") / name).string();
}

void BM_EnterResultAndRerank15Tables(benchmark::State& state) {
    const std::string path = scratch("overplay-bench-15.db." + std::to_string(::getpid()));
    fs::remove(path);
    auto store = db::EventStore::create(path, bench::fifteenTableClubNight("15-table club night"));
    const auto lines = tests::plausibleLines(store.movement());
    std::vector<db::ImportedLine> imported;
    for (const auto& l : lines)
        imported.push_back({l, ""});
    store.importResults(imported);

    db::EnterOptions replace;
    replace.replace = true;
    std::size_t i = 0;
    for (auto _ : state) {
        core::TravellerLine l = lines[i % lines.size()];
        l.play = tests::plausiblePlay(static_cast<unsigned>(i * 7 + 3));
        benchmark::DoNotOptimize(store.enterResult(l, replace));
        benchmark::DoNotOptimize(db::rankEvent(store));
        ++i;
    }
    state.counters["results"] = static_cast<double>(lines.size());
    fs::remove(path);
    fs::remove(path + "-wal");
    fs::remove(path + "-shm");
}
BENCHMARK(BM_EnterResultAndRerank15Tables)
    ->MinTime(2.0)
    ->Unit(benchmark::kMillisecond)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

/// `tables` tables (5,000 for a national simultaneous), 8 rounds of 3 boards: NS stay, EW move
/// two tables, boards one set a round. Every board is played at every table; with 5,000,
/// 120,000 results.
movements::Movement bigMovement(int tables = 5000) {
    constexpr int rounds = 8;
    movements::Movement m;
    m.kind = "mitchell";
    m.name = std::to_string(tables) + "-table field";
    m.pairs = 2 * tables;
    m.tables = tables;
    m.boardSets = rounds;
    m.boardsPerRound = 3;
    // Each round's eight sets are shared by 625 tables: a simultaneous declares it.
    movements::SharedTables everywhere;
    for (int t = 1; t <= tables; ++t)
        everywhere.tables.push_back(t);
    m.promises.sharedTables.push_back(everywhere);
    for (int r = 1; r <= rounds; ++r) {
        movements::Round round;
        round.number = r;
        for (int t = 1; t <= tables; ++t) {
            movements::TableRound tr;
            tr.table = t;
            tr.ns = t;
            tr.ew = tables + ((t - 1 - 2 * (r - 1)) % tables + tables) % tables + 1;
            tr.set = (t - 1 + r - 1) % rounds + 1;
            round.tables.push_back(tr);
        }
        m.rounds.push_back(std::move(round));
    }
    for (int p = 1; p <= m.pairs; ++p)
        m.pairLabels[p] = std::to_string(p);
    return m;
}

/// The 5,000 tables as one section, or as `sections` sections of 5,000 / sections tables
/// each, scored across the field (a simultaneous pairs of many clubs' sections).
std::string bigEvent(int sections = 1) {
    const std::string path =
        scratch(sections == 1 ? "overplay-bench-5000x24.db"
                              : "overplay-bench-5000x24-" + std::to_string(sections) + "s.db");
    if (fs::exists(path)) {
        // Made by an earlier Overplay: opened for writing once, it takes this one's format
        // (the timed reads open it read-only, which refuses an older format).
        db::EventStore::open(path);
        return path;
    }
    db::EventSetup setup;
    setup.name = "5000 tables";
    setup.movement = bigMovement(5000 / sections);
    setup.sections = sections;
    setup.acrossField = sections > 1;
    const std::string building = path + ".tmp";
    fs::remove(building);
    {
        auto store = db::EventStore::create(building, setup);
        for (const auto& section : store.sections()) {
            store.useSection(section.letter);
            std::vector<db::ImportedLine> imported;
            for (const auto& l : tests::plausibleLines(store.movement()))
                imported.push_back({l, ""});
            store.importResults(imported);
        }
    }
    fs::rename(building, path);
    return path;
}

/// Drops the file's pages from the page cache: the next read goes to the disk.
void evict(const std::string& path) {
    for (const std::string& file : {path, path + "-wal"}) {
        const int fd = ::open(file.c_str(), O_RDONLY);
        if (fd < 0)
            continue;
        ::fdatasync(fd);
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
        ::close(fd);
    }
}

void rerank5000Tables(benchmark::State& state, bool cold) {
    const std::string path = bigEvent();
    std::size_t results = 0;
    for (auto _ : state) {
        if (cold) {
            state.PauseTiming();
            evict(path);
            state.ResumeTiming();
        }
        // From the file each time: open (checks, movement), read every line, score, rank.
        db::OpenOptions options;
        options.readOnly = true;
        const auto store = db::EventStore::open(path, options);
        const auto result = db::rankEvent(store);
        results = 0;
        for (const auto& b : result.boards)
            results += b.lines.size();
        benchmark::DoNotOptimize(result);
    }
    state.counters["results"] = static_cast<double>(results);
    state.counters["fileMB"] = static_cast<double>(fs::file_size(path)) / 1e6;
}
void BM_Rerank5000TablesCached(benchmark::State& state) {
    rerank5000Tables(state, false);
}
void BM_Rerank5000TablesCold(benchmark::State& state) {
    rerank5000Tables(state, true);
}
/// The same 5,000 tables as 25 sections of 200, every board matchpointed across the field
/// (5,000 results a board), each section ranked and the field's overall ranking.
void BM_Rerank5000TablesAcross25SectionsCached(benchmark::State& state) {
    const std::string path = bigEvent(25);
    std::size_t results = 0;
    for (auto _ : state) {
        db::OpenOptions options;
        options.readOnly = true;
        const auto store = db::EventStore::open(path, options);
        const auto ranked = db::rankSections(store);
        results = 0;
        for (const auto& b : ranked.result.boards)
            results += b.lines.size();
        benchmark::DoNotOptimize(ranked);
    }
    state.counters["results"] = static_cast<double>(results);
    state.counters["fileMB"] = static_cast<double>(fs::file_size(path)) / 1e6;
}

/// The reading part alone: open the file and read every line back (no scoring).
void BM_Read5000TablesCached(benchmark::State& state) {
    const std::string path = bigEvent();
    for (auto _ : state) {
        db::OpenOptions options;
        options.readOnly = true;
        const auto store = db::EventStore::open(path, options);
        benchmark::DoNotOptimize(db::sessionInputOf(store));
    }
}
BENCHMARK(BM_Read5000TablesCached)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

BENCHMARK(BM_Rerank5000TablesCached)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_Rerank5000TablesAcross25SectionsCached)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);
BENCHMARK(BM_Rerank5000TablesCold)
    ->Unit(benchmark::kMillisecond)
    ->Iterations(1)
    ->Repetitions(5)
    ->ReportAggregatesOnly(true);

} // namespace
