// SPDX-License-Identifier: GPL-3.0-or-later
// The db module; see the headers beside this file.
