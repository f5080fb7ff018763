#include "movements/Movement.h"
