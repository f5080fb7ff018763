// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/Field.h"

#include "core/Text.h"

#include <algorithm>
#include <cctype>

namespace overplay::core {

std::string fieldWord(Field field) {
    return field == Field::NorthSouth ? "NS" : field == Field::EastWest ? "EW" : "";
}

std::string fieldName(Field field) {
    return field == Field::NorthSouth ? "North-South" : field == Field::EastWest ? "East-West" : "";
}

FieldLabel readFieldLabel(std::string_view text) {
    FieldLabel out{upperWithoutSpaces(text)};
    const std::string& t = out.rest;
    const auto fieldOf = [](std::string_view word) {
        return word == "NS" ? Field::NorthSouth : word == "EW" ? Field::EastWest : Field::Any;
    };
    const bool numberAfter = t.size() > 2 && std::all_of(t.begin() + 2, t.end(), [](char c) {
                                 return std::isdigit(static_cast<unsigned char>(c));
                             });
    if (numberAfter && fieldOf(std::string_view(t).substr(0, 2)) != Field::Any) {
        out.field = fieldOf(std::string_view(t).substr(0, 2)); // "NS3"
        out.rest.erase(0, 2);
    } else if (t.size() > 2 && fieldOf(std::string_view(t).substr(t.size() - 2)) != Field::Any) {
        out.field = fieldOf(std::string_view(t).substr(t.size() - 2)); // "3NS", "ANS"
        out.rest.resize(t.size() - 2);
    }
    return out;
}

} // namespace overplay::core
