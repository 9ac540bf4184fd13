#include "wrap.h"
void w(double *x) { scale(x, 10); }
