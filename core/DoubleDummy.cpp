// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/DoubleDummy.h"

#include "core/Error.h"

#include <dds/dll.h>

#include <algorithm>
#include <cstring>
#include <memory>
#include <mutex>
#include <stdexcept>

#if OVERPLAY_DDS_LAZY
#include <cstdlib>
#include <dlfcn.h>
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_LEAK__)
#include <sanitizer/lsan_interface.h>
#endif

namespace overplay::core {

namespace {

// libdds keeps one pool of threads and transposition tables: two calls at once from
// different threads would share them, so every call into it holds this lock.
std::mutex& ddsMutex() {
    static std::mutex mutex;
    return mutex;
}

// The thread count last given to SetMaxThreads (which reallocates memory: call it only
// when it changes). -1: not yet set.
int g_threadsSet = -1;

/// While one lives, LeakSanitizer does not count what this thread allocates as leaked. libdds
/// never frees its threads' data (SetMaxThreads allocates it; its Memory's destructor frees the
/// list of it, not the data): that is libdds's, and in the sanitizer build it would otherwise
/// fail every program that analysed a deal at exit.
struct LibddsKeepsItsThreadData {
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_LEAK__)
    LibddsKeepsItsThreadData() {
        __lsan_disable();
    }
    ~LibddsKeepsItsThreadData() {
        __lsan_enable();
    }
    LibddsKeepsItsThreadData(const LibddsKeepsItsThreadData&) = delete;
    LibddsKeepsItsThreadData& operator=(const LibddsKeepsItsThreadData&) = delete;
#endif
};

/// libdds's entry points that Overplay calls.
struct Libdds {
    decltype(&::CalcAllTablesPBN) calcAllTablesPBN = nullptr;
    decltype(&::DealerPar) dealerPar = nullptr;
    decltype(&::ErrorMessage) errorMessage = nullptr;
    decltype(&::SetMaxThreads) setMaxThreads = nullptr;
};

#if OVERPLAY_DDS_LAZY
// libdds is loaded when the first deal is analysed, not when a program starts: loading it
// runs SetMaxThreads(0), which allocates and clears transposition tables for every core
// (thousands of page faults), and most commands never analyse a deal.
//
// Loaded late, it must also be unloaded before the program's exit destroys its static
// objects. libdds ends with a destructor function that calls FreeMemory, run by the dynamic
// loader's finalisation (_dl_fini), which exit() reaches only after the atexit handlers; its
// static objects (the Memory holding every thread's tables among them) are destroyed by
// atexit handlers registered as the library was initialised. Loaded at start-up, those were
// registered before the loader's own handler and so run after it; loaded by dlopen, they were
// registered after it and run first, so FreeMemory then walked freed memory and the program
// crashed at exit. dlclose runs the destructor function and then the static destructors, in
// that order; here it runs from an atexit handler registered after dlopen, so before libdds's
// own handlers. It unloads only when nothing else binds to libdds: loaded in one dlopen with
// its dependencies, libboost_thread binds its type information to libdds's copies, and
// libboost_thread can never be unloaded (it defines GNU unique symbols), which would pin libdds
// too. So its dependencies are loaded first, each on its own, and kept (libgomp's worker
// threads, which outlive an analysis, run in libgomp's code, never in libdds's).
Libdds g_libdds;
void* g_handle = nullptr;

void unloadLibdds() {
    std::lock_guard lock(ddsMutex());
    if (g_handle != nullptr)
        dlclose(g_handle);
    g_handle = nullptr;
    g_libdds = {};
    g_threadsSet = -1;
}

template <typename Function> void findSymbol(void* handle, const char* name, Function& function) {
    function = reinterpret_cast<Function>(dlsym(handle, name));
    if (function == nullptr)
        throw std::runtime_error(std::string("libdds has no ") + name + " (libdds 2.9 is needed)");
}

/// libdds, loaded at the first call (ddsMutex held).
const Libdds& libdds() {
    if (g_handle != nullptr)
        return g_libdds;
    const std::string needed = OVERPLAY_DDS_NEEDED; // its DT_NEEDED entries, ':' between them
    for (std::size_t start = 0; start < needed.size();) {
        std::size_t end = needed.find(':', start);
        if (end == std::string::npos)
            end = needed.size();
        const std::string name = needed.substr(start, end - start);
        // Kept for the life of the process; one that fails to load is reported below by
        // libdds's own dlopen.
        if (!name.empty())
            dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
        start = end + 1;
    }
    void* handle = nullptr;
    {
        [[maybe_unused]] const LibddsKeepsItsThreadData
            loading; // its initialiser runs SetMaxThreads(0)
        handle = dlopen(OVERPLAY_DDS_SONAME, RTLD_NOW | RTLD_LOCAL);
        if (handle == nullptr) // installed where the loader does not look: where the build found it
            handle = dlopen(OVERPLAY_DDS_PATH, RTLD_NOW | RTLD_LOCAL);
    }
    if (handle == nullptr) {
        const char* why = dlerror();
        throw std::runtime_error(
            std::string("double-dummy analysis needs libdds (") + OVERPLAY_DDS_SONAME +
            "), which cannot be loaded: " + (why != nullptr ? why : "not found"));
    }
    Libdds found;
    try {
        findSymbol(handle, "CalcAllTablesPBN", found.calcAllTablesPBN);
        findSymbol(handle, "DealerPar", found.dealerPar);
        findSymbol(handle, "ErrorMessage", found.errorMessage);
        findSymbol(handle, "SetMaxThreads", found.setMaxThreads);
    } catch (...) {
        dlclose(handle);
        throw;
    }
    g_libdds = found;
    g_handle = handle;
    std::atexit(unloadLibdds);
    return g_libdds;
}
#else
/// libdds linked in (a static library, as in the Windows build).
const Libdds& libdds() {
    static const Libdds linked{&::CalcAllTablesPBN, &::DealerPar, &::ErrorMessage,
                               &::SetMaxThreads};
    return linked;
}
#endif

std::string ddsError(int code, const char* call) {
    char line[80] = {};
    libdds().errorMessage(code, line);
    line[79] = '\0';
    return std::string("libdds ") + call + " failed: " + line + " (code " + std::to_string(code) +
           ")";
}

// libdds strains: S=0 H=1 D=2 C=3 NT=4; ours: C=0 D=1 H=2 S=3 NT=4.
constexpr std::array<int, 5> kOurStrainOfDds = {3, 2, 1, 0, 4};

// libdds vulnerability codes: 0 None, 1 Both, 2 NS, 3 EW (not the PBN order).
int ddsVulnerability(Vulnerability v) {
    switch (v) {
    case Vulnerability::None:
        return 0;
    case Vulnerability::Both:
        return 1;
    case Vulnerability::NorthSouth:
        return 2;
    case Vulnerability::EastWest:
        return 3;
    }
    return 0;
}

TrickTable fromDds(const ddTableResults& res) {
    TrickTable table;
    for (int ddsStrain = 0; ddsStrain < DDS_STRAINS; ++ddsStrain)
        for (int hand = 0; hand < DDS_HANDS; ++hand)
            table.tricks[static_cast<std::size_t>(kOurStrainOfDds[ddsStrain])]
                        [static_cast<std::size_t>(hand)] = res.resTable[ddsStrain][hand];
    return table;
}

Par dealerPar(ddTableResults& res, Seat dealer, Vulnerability vulnerability) {
    parResultsDealer parRes{};
    const int rc = libdds().dealerPar(&res, &parRes, static_cast<int>(dealer),
                                      ddsVulnerability(vulnerability));
    if (rc != RETURN_NO_FAULT)
        throw std::runtime_error(ddsError(rc, "DealerPar"));
    Par par;
    par.scoreNS = parRes.score;
    const int n = std::clamp(parRes.number, 0, 10);
    for (int i = 0; i < n; ++i) {
        char text[11] = {};
        std::memcpy(text, parRes.contracts[i], 10);
        std::string contract(text);
        // libdds writes "pass" when nobody can make anything; that is no contract.
        if (!contract.empty() && contract != "pass")
            par.contracts.push_back(contract);
    }
    return par;
}

void setThreads(int threads) {
    if (g_threadsSet == threads)
        return;
    const Libdds& dds = libdds();
    [[maybe_unused]] const LibddsKeepsItsThreadData setting;
    dds.setMaxThreads(threads);
    g_threadsSet = threads;
}

} // namespace

std::optional<ParContract> parseParContract(std::string_view text) {
    // level, strain letter (N for no trump), optional '*', '-', the declarers, optional ±n
    if (text.size() < 4 || text[0] < '1' || text[0] > '7')
        return std::nullopt;
    ParContract c;
    c.level = text[0] - '0';
    static constexpr std::string_view strains = "CDHSN";
    const auto strain = strains.find(text[1]);
    if (strain == std::string_view::npos)
        return std::nullopt;
    c.strain = static_cast<Strain>(strain);
    std::size_t i = 2;
    if (text[i] == '*') {
        c.doubled = true;
        ++i;
    }
    if (i >= text.size() || text[i] != '-')
        return std::nullopt;
    ++i;
    const std::size_t side = i;
    while (i < text.size() && std::string_view("NESW").find(text[i]) != std::string_view::npos)
        ++i;
    c.declarers = std::string(text.substr(side, i - side));
    if (c.declarers.empty() || c.declarers.size() > 2)
        return std::nullopt;
    if (i == text.size())
        return c;
    const char sign = text[i++];
    if ((sign != '+' && sign != '-') || i == text.size())
        return std::nullopt;
    int tricks = 0;
    for (; i < text.size(); ++i) {
        if (text[i] < '0' || text[i] > '9')
            return std::nullopt;
        tricks = tricks * 10 + (text[i] - '0');
    }
    if (tricks < 1 || tricks > 13)
        return std::nullopt;
    c.overtricks = sign == '+' ? tricks : -tricks;
    return c;
}

std::string parText(const Par& par, const std::function<std::string(Strain)>& strain) {
    if (par.contracts.empty())
        return par.scoreNS == 0 ? "Passed out" : "NS " + std::to_string(par.scoreNS);
    std::string out = par.scoreNS > 0   ? "NS +" + std::to_string(par.scoreNS)
                      : par.scoreNS < 0 ? "EW +" + std::to_string(-par.scoreNS)
                                        : std::string("0");
    out += " \u2014 ";
    for (std::size_t i = 0; i < par.contracts.size(); ++i) {
        if (i)
            out += ", ";
        const auto c = parseParContract(par.contracts[i]);
        if (!c) {
            out += par.contracts[i];
            continue;
        }
        out += std::to_string(c->level) + strain(c->strain) + (c->doubled ? "X" : "") + " " +
               c->declarers;
        if (c->overtricks > 0)
            out += " +" + std::to_string(c->overtricks);
        else if (c->overtricks < 0)
            out += " \u2212" + std::to_string(-c->overtricks); // a true minus sign
    }
    return out;
}

std::string ddsDealText(const Deal& deal) {
    // Deal::pbn already writes the canonical form: ranks AKQJT98765432, one space between
    // hands, voids as empty suits.
    return deal.pbn(Seat::North);
}

DoubleDummyRun analyseDeals(const std::vector<DoubleDummyBoard>& boards,
                            const DoubleDummyOptions& options) {
    for (std::size_t i = 0; i < boards.size(); ++i) {
        const auto problems = boards[i].deal.problems();
        if (!problems.empty())
            throw InputError("Board " + std::to_string(i + 1) +
                             " cannot be analysed: " + problems.front() + ".");
    }
    DoubleDummyRun run;
    run.results.reserve(boards.size());
    const int total = static_cast<int>(boards.size());
    // ddTableDealsPBN and ddTablesRes are large (tens of KB): keep them off the stack.
    auto deals = std::make_unique<ddTableDealsPBN>();
    auto tables = std::make_unique<ddTablesRes>();
    int trumpFilter[DDS_STRAINS] = {0, 0, 0, 0, 0}; // 0: solve this strain
    // tables x strains <= MAXNOOFBOARDS (200): with all five strains, 40 deals per call.
    constexpr int maxBatch = MAXNOOFBOARDS / DDS_STRAINS;
    static_assert(maxBatch <= MAXNOOFTABLES);
    const int batchSize = std::clamp(options.batchSize, 1, maxBatch);

    if (boards.empty())
        return run; // nothing to analyse: libdds need not be loaded
    std::unique_lock lock(ddsMutex());
    setThreads(std::max(0, options.threads));
    for (int start = 0; start < total; start += batchSize) {
        if (options.cancel && options.cancel->load()) {
            run.cancelled = true;
            break;
        }
        const int count = std::min(batchSize, total - start);
        deals->noOfTables = count;
        for (int i = 0; i < count; ++i) {
            const std::string text = ddsDealText(boards[static_cast<std::size_t>(start + i)].deal);
            std::memset(deals->deals[i].cards, 0, sizeof deals->deals[i].cards);
            std::memcpy(deals->deals[i].cards, text.data(),
                        std::min(text.size(), sizeof deals->deals[i].cards - 1));
        }
        // mode -1: no par here; par is computed per board with its dealer below.
        const int rc =
            libdds().calcAllTablesPBN(deals.get(), -1, trumpFilter, tables.get(), nullptr);
        if (rc != RETURN_NO_FAULT)
            throw std::runtime_error(ddsError(rc, "CalcAllTablesPBN"));
        for (int i = 0; i < count; ++i) {
            const auto& board = boards[static_cast<std::size_t>(start + i)];
            DoubleDummyResult result;
            result.table = fromDds(tables->results[i]);
            result.par = dealerPar(tables->results[i], board.dealer, board.vulnerability);
            run.results.push_back(std::move(result));
        }
        if (options.progress) {
            lock.unlock(); // the callback may take its time; do not hold libdds meanwhile
            options.progress(start + count, total);
            lock.lock();
        }
    }
    return run;
}

DoubleDummyResult analyseDeal(const DoubleDummyBoard& board) {
    auto run = analyseDeals({board});
    return std::move(run.results.front());
}

} // namespace overplay::core
