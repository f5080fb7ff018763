#include "movements/WhistMovements.h"

#include "core/Error.h"

namespace overplay::movements {

Movement compass(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The compass movement is not available yet.");
}

Movement memoryPairs(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The memoryPairs movement is not available yet.");
}

Movement fourPairs(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The fourPairs movement is not available yet.");
}

Movement sixPairs(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The sixPairs movement is not available yet.");
}

} // namespace overplay::movements
