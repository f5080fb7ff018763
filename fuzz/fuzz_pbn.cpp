// SPDX-License-Identifier: GPL-3.0-or-later
// libFuzzer harness for the PBN reader: any bytes must give games or an InputError, never a
// crash, a hang or a leak; and what the writer makes of the games must read back the same.
#include "core/Error.h"
#include "core/Pbn.h"

#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace overplay::core;

namespace {
bool sameTags(const PbnGame& a, const PbnGame& b) {
    if (a.tags.size() != b.tags.size())
        return false;
    for (std::size_t i = 0; i < a.tags.size(); ++i) {
        const auto &x = a.tags[i], &y = b.tags[i];
        if (x.name != y.name || x.value != y.value || x.section.size() != y.section.size())
            return false;
        for (std::size_t k = 0; k < x.section.size(); ++k)
            if (x.section[k].tokens != y.section[k].tokens)
                return false;
    }
    return true;
}
} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    PbnFile file;
    try {
        file = readPbn(text);
    } catch (const InputError&) {
        return 0;
    }
    // Round trip: write the games and read them again.
    const PbnFile again = readPbn(writePbn(file.games));
    if (again.games.size() != file.games.size())
        std::abort();
    for (std::size_t i = 0; i < file.games.size(); ++i)
        if (!sameTags(file.games[i], again.games[i]) || file.games[i].deal != again.games[i].deal ||
            file.games[i].contract != again.games[i].contract)
            std::abort();
    return 0;
}
