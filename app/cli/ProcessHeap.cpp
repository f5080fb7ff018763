// SPDX-License-Identifier: GPL-3.0-or-later
// Ranking a 5,000-table event touches about 60 MB of memory. Page by page, that is 23,000
// page faults, and on these machines a fault costs up to 19 µs: half the command's time.
//
// Two of glibc's defaults cost most of them. A block over the "mmap threshold" (128 KiB,
// raised as blocks are freed) gets a mapping of its own, given back to the kernel when freed:
// the lines read from the event, the lines handed to the scorer and each board's scored
// lines are each such a block, and each is faulted in afresh. With the threshold at its
// highest (32 MiB on 64-bit) and the trim threshold out of reach, they come from the heap,
// and a block freed is reused, already faulted in, by the next.
//
// The rest are the heap's own first touches. glibc asks for transparent huge pages on its
// heap only through an environment tunable (glibc.malloc.hugetlb=1, glibc 2.35 and later),
// read before main; this does the same from main: it grows the heap once by a generous
// margin and asks the kernel (madvise MADV_HUGEPAGE, honoured where THP is "madvise" or
// "always") to back that range with 2 MiB pages, so one fault brings in 512 pages' worth.
// Nothing is touched here: memory not used is never backed.
#include "app/cli/ProcessHeap.h"

#if defined(__GLIBC__)
#include <cstdint>
#include <cstdlib>

#include <malloc.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

namespace overplay::app {

void setUpHeapForOneTask() {
#if defined(__GLIBC__)
    constexpr int kMostMmapThreshold = 32 << 20; // glibc's ceiling on 64-bit
    constexpr int kMargin = 256 << 20;           // address space, not memory
    constexpr std::uintptr_t kHugePage = 2 << 20;
    mallopt(M_MMAP_THRESHOLD, kMostMmapThreshold);
    mallopt(M_TRIM_THRESHOLD, 1 << 30);
    mallopt(M_TOP_PAD, kMargin);
    // One allocation that the heap's top cannot hold makes glibc extend the heap by it and
    // the margin; freed, it stays (above the trim threshold) as the top of the heap.
    // (Through volatile pointers: a compiler may drop a malloc whose block is only freed.)
    constexpr std::size_t kGrowth = 1 << 20;
    void* volatile block = std::malloc(kGrowth);
    std::free(block);
    const auto end = reinterpret_cast<std::uintptr_t>(sbrk(0));
    // Where the top of the heap now starts: a block too big for any list of freed blocks
    // comes from there, and freed it merges back.
    void* volatile probe = std::malloc(kGrowth / 4);
    const auto top = reinterpret_cast<std::uintptr_t>(probe);
    std::free(probe);
    // A huge page is only given to a 2 MiB range that no page table covers yet, so it must
    // start above every page glibc has written so far (the headers it wrote above `top`).
    // Below it the heap has small pages only, and a short command (one result, one score)
    // would use nothing else: one block, kept and never touched but for its header, fills
    // that stretch, so every block asked for afterwards comes from the huge-page range.
    const std::uintptr_t first = (top + kGrowth + 4096 + kHugePage - 1) & ~(kHugePage - 1);
    const std::uintptr_t last = end & ~(kHugePage - 1);
    if (top == 0 || last < first + kHugePage)
        return;
    constexpr std::uintptr_t kHeaders = 64; // the filler's and the next top's chunk headers
    [[maybe_unused]] static void* volatile belowFirstHugePage = nullptr;
    belowFirstHugePage = std::malloc(first - top - kHeaders);
    madvise(reinterpret_cast<void*>(first), last - first, MADV_HUGEPAGE);
#endif
}

} // namespace overplay::app
