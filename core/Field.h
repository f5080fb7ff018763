// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// North-South and East-West as fields of entries: the one enum, its words and the one reading
// of a label's direction, for the movements' labels and for results files alike.

#include <string>
#include <string_view>

namespace overplay::core {

/// The field an entry plays in all session: the North-South or East-West pairs of a Mitchell
/// (or of a results file that names its pairs with their direction), or Any where every
/// entry plays both ways (Howells, individuals) or where a typed label stands anywhere.
enum class Field { Any, NorthSouth, EastWest };

/// "NS", "EW"; "" for Any: the word a label ends with ("3NS").
std::string fieldWord(Field field);
/// "North-South", "East-West"; "" for Any: the field named in a sentence.
std::string fieldName(Field field);

/// A label read apart from its direction, the one reading of "3NS", "NS3", "3 ns", "aNS":
/// `rest` is the label without it, upper case and without spaces ("3", "A"), `field` the
/// direction written after it, or before a number ("NS3"); Any when none is written.
struct FieldLabel {
    std::string rest;
    Field field = Field::Any;
};
FieldLabel readFieldLabel(std::string_view text);

} // namespace overplay::core
