#include "movements/Mitchell.h"

#include "core/Error.h"

namespace overplay::movements {

Movement mitchell(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The mitchell movement is not available yet.");
}

Movement americanWhist(const MovementRequest&) {
    // Placeholder until the generator lands (same session).
    throw core::InputError("The americanWhist movement is not available yet.");
}

} // namespace overplay::movements
