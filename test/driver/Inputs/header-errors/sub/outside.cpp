#include "../scale.h"
void s(double *x) { scale(x, 10); }
