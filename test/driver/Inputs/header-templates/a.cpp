#include "tvec.h"
#include <cstdio>
void b();
int c();
int main() {
  TVec<double> v(8);
  v.doubleAll();
  v.fetch();
  std::printf("a: %g\n", v.d[7]);
  b();
  return c();
}
