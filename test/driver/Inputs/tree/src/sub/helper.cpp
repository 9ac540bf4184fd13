#include "../scale.h"

int helper() { return SCALE + 1; }
