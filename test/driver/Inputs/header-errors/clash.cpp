#include "a/util.h"
#include "b/util.h"
void both(double *x) { util_a(x, 4); util_b(x, 4); }
