#define SCALE_SERIAL
#include "scale.h"
void q(double *x) { scale(x, 10); }
