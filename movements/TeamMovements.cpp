#include "movements/TeamMovements.h"

#include "core/Error.h"

namespace overplay::movements {

Movement teamWhist(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The teamWhist movement is not available yet.");
}

Movement clubWhist(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The clubWhist movement is not available yet.");
}

Movement howellTeams(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The howellTeams movement is not available yet.");
}

Movement gilmanTeams(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The gilmanTeams movement is not available yet.");
}

Movement teamsMatch(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The teamsMatch movement is not available yet.");
}

} // namespace overplay::movements
