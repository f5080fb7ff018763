// SPDX-License-Identifier: GPL-3.0-or-later
// The reports module; see the headers beside this file.
