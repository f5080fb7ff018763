#include "movements/Individual.h"

#include "core/Error.h"

namespace overplay::movements {

Movement individual(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The individual movement is not available yet.");
}

Movement memoryIndividual(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The memoryIndividual movement is not available yet.");
}

} // namespace overplay::movements
