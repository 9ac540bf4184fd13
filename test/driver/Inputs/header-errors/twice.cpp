void twice(double *x, int n) {
#include "twice.h"
#include "twice.h"
}
