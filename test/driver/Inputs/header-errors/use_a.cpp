#include "a/util.h"
void use_a(double *x) { util_a(x, 4); }
