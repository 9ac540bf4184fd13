#include "b/util.h"
void use_b(double *x) { util_b(x, 4); }
