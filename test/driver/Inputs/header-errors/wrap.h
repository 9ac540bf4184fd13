// Includes scale.h, and has no directive.
#include "scale.h"
