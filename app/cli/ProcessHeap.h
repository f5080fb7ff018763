// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace overplay::app {

/// Sets the C library's heap up for a program that does one task and exits: memory freed is
/// kept for the next allocation instead of being given back to the kernel, and the heap is
/// backed by huge pages where the kernel offers them on request. Call first thing in main.
/// Does nothing where the C library is not glibc (Windows, macOS).
void setUpHeapForOneTask();

} // namespace overplay::app
