// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A shared library that a program loads itself (dlopen) when a command first needs it, rather
// than having the loader map it, and everything it brings, at every start. The library's
// functions are defined under their own names (the linker takes these instead of the library's,
// which is not linked), each looking the real one up at its first call: libpq for an event on
// a server (db/platform/LibpqOnDemand.cpp), libmdb for a Bridgemate file
// (reports/platform/LibmdbOnDemand.cpp). POSIX only: built where the build found the library's
// soname (cmake/OnDemandLibrary.cmake). The library is never unloaded.
#include <dlfcn.h>

#include <mutex>
#include <stdexcept>
#include <string>

namespace overplay::core {

class OnDemandLibrary {
public:
    /// Names the library, which is loaded by the first symbol() asked of it: by its soname, or
    /// from `path` (where the build found it) when it is installed where the loader does not
    /// look. `name` is its short name ("libpq"); `need` begins the refusal when neither loads
    /// ("an event on a PostgreSQL server needs libpq").
    OnDemandLibrary(const char* soname, const char* path, std::string name, std::string need)
        : m_soname(soname), m_path(path), m_name(std::move(name)), m_need(std::move(need)) {}

    /// The address of the library's function `function`. Throws std::runtime_error when the
    /// library could not be loaded (with the loader's reason) or has no such function.
    void* symbol(const char* function) const {
        std::call_once(m_loaded, [this] {
            m_handle = dlopen(m_soname.c_str(), RTLD_NOW | RTLD_LOCAL);
            if (m_handle == nullptr)
                m_handle = dlopen(m_path.c_str(), RTLD_NOW | RTLD_LOCAL);
        });
        if (m_handle == nullptr) {
            const char* why = dlerror();
            throw std::runtime_error(m_need + " (" + m_soname + "), which cannot be loaded" +
                                     (why != nullptr ? std::string(": ") + why : std::string()));
        }
        void* found = dlsym(m_handle, function);
        if (found == nullptr)
            throw std::runtime_error(m_name + " has no " + function);
        return found;
    }

private:
    std::string m_soname;
    std::string m_path;
    std::string m_name;
    std::string m_need;
    mutable std::once_flag m_loaded;
    mutable void* m_handle = nullptr;
};

} // namespace overplay::core

// Defines the library's function `name` (its own Return type and parameters): the real one,
// found in `library` (an OnDemandLibrary) at the first call, the arguments passed on as they
// came.
#define OVERPLAY_ON_DEMAND(library, Return, name, parameters, arguments)                           \
    Return name parameters {                                                                       \
        static const auto real = reinterpret_cast<decltype(&::name)>((library).symbol(#name));     \
        return real arguments;                                                                     \
    }
